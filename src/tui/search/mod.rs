//! A solve, count or target search as the state holds it: its progress, a target's best
//! fill and its history for the chart, and what the grid shows of a running one.

/// Drawn in the panel: the search section.
pub mod panel;
/// The background status check after every change (solutions, the target's bound).
pub mod status;
/// Starting, pausing and stopping a search, and its thread's messages: the update side.
pub mod update;

use crate::tui::solver::JobKind;
use nonet_core::engine::{Cancel, Gate, Progress};
use nonet_core::puzzle::Board;
use std::time::Instant;

/// A running or finished solve / count / target search, as the panel shows it.
#[derive(Clone, Debug)]
pub struct Search {
    pub kind: JobKind,
    pub gen: u64,
    pub running: bool,
    pub cancel: Cancel,
    pub started: Instant,
    pub progress: Progress,
    /// Target: best score and fill so far.
    pub best: Option<(i64, Board)>,
    /// Target: best and bound after each report (the solver sends at most ~20 a second,
    /// which throttles the chart as it does the panel), for the two lines over time.
    pub history: Vec<Sample>,
    pub proven: bool,
    /// A line saying how it ended.
    pub outcome: Option<String>,
    /// Whether the outcome still describes the grid (an edit after it ends makes it old).
    pub current: bool,
    /// Pauses and steps a target search (Space, `.`).
    pub gate: Gate,
    /// Time spent paused before the current pause, and when the current one began: the
    /// elapsed time leaves both out.
    pub paused_for: std::time::Duration,
    pub paused_since: Option<Instant>,
}

impl Search {
    /// Records that the run ended and why; returns its cancel token, which the caller
    /// fires (as an `Effect::Cancel`) so that the engine stops too.
    #[must_use = "the engine runs on until the token is fired"]
    pub fn stop(&mut self, outcome: &str) -> Cancel {
        self.running = false;
        self.outcome = Some(outcome.into());
        self.cancel.clone()
    }

    pub fn is_target(&self) -> bool {
        self.kind == JobKind::Target
    }

    /// What the panel calls the run.
    pub fn title(&self) -> &'static str {
        match self.kind {
            JobKind::Target => "Target search",
            JobKind::Count => "Count",
            JobKind::Solve => "Solve",
            JobKind::Generate => "New game",
            JobKind::AllSteps => "All steps",
            JobKind::Status => "Status",
            JobKind::Explain => "Best still possible",
            JobKind::ScoreHint => "Score hint",
            JobKind::NextStep => "Hint",
            JobKind::SeRate => "SE rating",
        }
    }
}

/// A target search's standing at one report.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sample {
    pub best: i64,
    /// None until the search has a bound (it starts with a placeholder).
    pub bound: Option<i64>,
}

impl Search {
    /// The cell this search last branched on while it runs (reported at most ~20 times a
    /// second, which is what throttles its highlight).
    pub fn branch_cell(&self) -> Option<usize> {
        if self.running && self.is_target() {
            self.progress.cell
        } else {
            None
        }
    }

    /// The best target fill shown dimmed on the grid while this search has not proven it.
    pub fn unproven_fill(&self) -> Option<&Board> {
        match (&self.best, self.kind, self.proven) {
            (Some((_, b)), JobKind::Target, false) if self.running => Some(b),
            _ => None,
        }
    }
}
