//! Puzzles and hints as pictures: SVG for the screen and a forum post, a PDF booklet for
//! paper. Everything is drawn once, as a [`scene::Scene`] of lines, rectangles, circles,
//! curves and text in puzzle coordinates (a cell is 1×1, its place and its walls taken
//! from the puzzle's `Layout`), then written by [`svg`] or [`pdf`], which only translate
//! shapes: a picture and a printed page cannot drift apart.
//!
//! Why here and not in nonet-core: the drawing is a face of the program, like the TUI, and
//! the PDF writer is a dependency the library's users (solvers, generators, judges) do not
//! want; the core keeps the data the pictures show (layouts, steps, chains) and stays
//! free of output crates. The PDF crate, `pdf-writer` (MIT OR Apache-2.0, pure Rust),
//! writes real text in DejaVu Sans, a subset of which it embeds (`metrics`, `pdf`).

pub mod book;
pub mod grid;
pub mod metrics;
pub mod pdf;
pub mod scene;
pub mod step;
pub mod svg;
