//! nonet: a sudoku workbench. This library is the domain core: layouts and cell sets,
//! puzzles and grids, text formats, solving engines and the target maximizer. It has no
//! terminal dependency; the CLI and the TUI in the binary are thin faces over it. Text it
//! quotes from its input in errors and outputs is escaped ([`printable`]), so that no
//! file can drive the terminal that shows them.

pub mod bench;
pub mod cells;
pub mod engine;
pub mod format;
pub mod generate;
pub mod layout;
pub mod level;
pub mod maximize;
pub mod printable;
pub mod puzzle;
pub mod rng;
pub mod strategy;
pub(crate) mod text;
pub mod weights;

/// The shared test data's locator, included once for every unit test that reads it.
#[cfg(test)]
#[path = "../tests/common/shared.rs"]
mod shared_data;

/// The README's example, compiled and run as a doctest so that it cannot go stale.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeExample;

pub use cells::{CellSet, Digits};
pub use layout::Layout;
pub use puzzle::{Board, Grid, Puzzle};
