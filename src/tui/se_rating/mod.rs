//! The puzzle's Sudoku Explainer rating (ER) in the panel, beside its level: rated on the
//! solver thread once a classic puzzle is open and again whenever its givens change
//! (`update`), shown by the panel's game line (`panel`). SE rates classic grids only, so a
//! jigsaw shows none.
//!
//! This file is a leaf (the state and the solver thread import it): the rating as data,
//! and the job's work.

pub mod panel;
pub mod update;

use nonet_core::engine::{self, Cancel, Control};
use nonet_core::explainer;
use nonet_core::puzzle::{Board, Puzzle};

/// What the rating job found.
#[derive(Clone, Debug, PartialEq)]
pub enum SeAnswer {
    /// The ER (SE's hardest step).
    Rated(f64),
    /// No solution or several: SE rates only puzzles with one.
    NotUnique,
}

/// The rating of the puzzle's givens, asked or answered.
#[derive(Clone, Debug)]
pub struct SeRating {
    /// The givens rated (entries do not count: SE rates the puzzle).
    pub givens: Board,
    pub gen: u64,
    pub cancel: Cancel,
    /// None while the job runs.
    pub answer: Option<SeAnswer>,
}

/// The job's work: the solution count first (SE's rules assume one solution), then SE's
/// path. `None` once cancelled: the count stops at once, SE's path before its next rule,
/// so a rating left behind by an edit does not keep a core busy.
pub fn rate(puzzle: &Puzzle, cancel: &Cancel) -> Option<SeAnswer> {
    let count = engine::count_with(puzzle, 2, &mut Control::none().with_cancel(cancel.clone()));
    if cancel.is_cancelled() {
        return None;
    }
    if count.solutions != 1 || !count.complete {
        return Some(SeAnswer::NotUnique);
    }
    let rating = explainer::rate_unless(&puzzle.givens, &|| cancel.is_cancelled()).ok()?;
    Some(SeAnswer::Rated(rating.er))
}
