//! Sudoku Explainer ratings (ER/EP/ED), as serate 1.2.1.3 computes them: a clean-room
//! implementation from a functional specification of its rules, not from its code.
//!
//! SE rates with its own rules in its own order (`rules.rs` holds the table), on classic
//! grids only, from the givens' candidates. Each rule family is a module: `singles`,
//! `direct` (placements made by locked candidates or hidden sets), `intersections`,
//! `subsets`, `fish`, `wings`, `loops` (unique rectangles and loops), `bug`, `aligned`
//! (pair and triplet exclusion), `chains` (rule 21: static cycles and forcing chains),
//! `multiple` (rules 23–26: Nishio, cell and region, dynamic and dynamic-plus forcing
//! chains, and the nested levels 27–30; `chain_rules` picks their hint) over `propagate`
//! (the search they share) and
//! `advanced` (the rules a "+" or nested search runs on its reduced grid: the simple
//! ones, then for nested levels `inner_chains` (rule 21 with its lines) and the
//! chaining rules again, `inner_multiple` picking the rule-24 chains that can have a
//! hint, `nested` turning their hints into implied nodes). The loop in
//! `path.rs` asks them in order and applies the first hint.

mod advanced;
mod aligned;
mod bug;
mod chain_rules;
mod chains;
pub mod describe;
mod direct;
mod fish;
pub mod grid;
mod inner_chains;
mod inner_multiple;
mod intersections;
mod loops;
mod multiple;
mod nested;
pub mod path;
mod propagate;
pub mod rules;
mod singles;
mod subsets;
mod wings;

#[cfg(test)]
mod tests;

pub use describe::explanation;
pub use path::{format_value, next_hint, rate, rate_unless, rate_with, Cancelled, Rating};
pub use rules::{Family, Hint, Rule};
