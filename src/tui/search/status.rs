//! The background status check: after every change, a job counts the solutions (up to
//! two) and bounds the target score; its answer sets the status line (and the target
//! figures are refreshed, see `score`). Also the generation ids every job carries.

use crate::tui::effect::Effect;
use crate::tui::solver::{Job, Work};
use crate::tui::state::{State, Status};
use nonet_core::engine::{Cancel, Count};
use nonet_core::puzzle::Puzzle;

/// Starts the background status check (solution count and live bound).
pub fn recheck(s: &mut State, fx: &mut Vec<Effect>) {
    crate::tui::score::update::refresh(s, fx);
    crate::tui::se_rating::update::refresh(s, fx);
    if let Some((_, cancel)) = s.status_job.take() {
        fx.push(Effect::Cancel(cancel));
    }
    s.status = Status::Checking;
    s.bound = None;
    s.refresh_clash();
    if s.status == Status::Clashing {
        return;
    }
    let gen = next_gen(s);
    let cancel = Cancel::new();
    s.status_job = Some((gen, cancel.clone()));
    let work = Work::Status {
        puzzle: current_puzzle(s),
        weights: s.weights.clone(),
    };
    fx.push(Effect::Start(Box::new(Job { gen, cancel, work })));
}

pub(crate) use crate::tui::update::generation::next_gen;

/// The puzzle with the user's entries as extra givens.
pub(crate) fn current_puzzle(s: &State) -> Puzzle {
    Puzzle::new(s.grid.puzzle.layout.clone(), s.grid.board())
}

/// The status check's answer, unless a newer check has started since.
pub(crate) fn checked(s: &mut State, gen: u64, count: Count, bound: Option<i64>) {
    if s.status_job.as_ref().is_some_and(|(g, _)| *g == gen) {
        s.status_job = None;
        s.status = match count.solutions {
            0 => Status::None,
            // A full grid is its own only completion: say it is complete, not that the
            // puzzle is unique (after `S` on a puzzle with several solutions it is not).
            1 if s.grid.is_solved() => Status::Complete,
            1 => Status::Unique,
            _ => Status::Several,
        };
        s.bound = bound;
    }
}
