//! The target score as the player sees it, the state side: the three figures (the score
//! so far, the best still possible with the entries, the optimum from the givens) proved
//! on the solver thread after each edit of an entry, what each entry costs, and the
//! staged score hint. `score::update` changes it; `score::panel` and `score::costs` draw it.

/// Drawn over the grid: the costly entries (`$`) and the score hint's cell.
pub mod costs;
/// `B`, the staged score hint: the update side.
pub mod hint;
/// Drawn in the panel: the score section.
pub mod panel;
/// The figures' proofs after each edit: the update side.
pub mod update;

use nonet_core::cells::{cell_name, CELLS};
use nonet_core::engine::Cancel;
use nonet_core::maximize::{Explanation, Forced, Placement, Weights};
use nonet_core::puzzle::{Board, Grid};

/// What the figures depend on: the layout, the givens and the weights (the puzzle), and
/// the entries. Pencil marks are notes and do not count.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoreKey {
    pub regions: [u8; CELLS],
    pub givens: Board,
    pub weights: Weights,
    pub entries: Board,
}

impl ScoreKey {
    pub fn of(grid: &Grid, weights: &Weights) -> ScoreKey {
        ScoreKey {
            regions: *grid.layout().regions(),
            givens: grid.puzzle.givens,
            weights: weights.clone(),
            entries: grid.entries,
        }
    }

    /// Whether `other` is the same puzzle with the same weights (entries aside).
    pub fn same_puzzle(&self, other: &ScoreKey) -> bool {
        self.regions == other.regions
            && self.givens == other.givens
            && self.weights == other.weights
    }
}

/// What is known of the puzzle itself (its givens and weights), whatever the entries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleFacts {
    /// The optimum from the givens alone and a filling reaching it (`None`: no filling).
    pub optimum: Option<(i64, Board)>,
    /// Whether the givens alone have more than one filling.
    pub several: bool,
}

/// A solver job's answer about the entries.
#[derive(Clone, Debug, PartialEq)]
pub struct Explained {
    pub facts: PuzzleFacts,
    /// The figures for the entries; `None` for a plain sudoku (one filling, the NOIP
    /// rings), where they would only say whether the entries are right.
    pub explanation: Option<Explanation>,
}

/// The staged score hint: `B` finds a placement (on the solver thread), names its cell,
/// shows the digit and why, then places it.
#[derive(Clone, Debug, Default)]
pub enum ScoreHint {
    #[default]
    Off,
    /// A job looks for the placement.
    Finding {
        gen: u64,
        cancel: Cancel,
    },
    Named(Placement),
    Shown(Placement),
}

/// The figures, the job proving them, and the player's choices about them.
#[derive(Clone, Debug, Default)]
pub struct ScoreView {
    /// What the figures below describe (or are being proved for).
    pub key: Option<ScoreKey>,
    /// The job proving them: its generation and cancel token.
    pub job: Option<(u64, Cancel)>,
    /// The figures for `key`; `None` while they are proved (never an older grid's).
    pub explained: Option<Explained>,
    /// The puzzle facts of the last puzzle explained, kept across edits of the entries.
    pub facts: Option<(ScoreKey, PuzzleFacts)>,
    /// The entry edited last, named first when the entries leave no filling.
    pub recent: Option<usize>,
    /// Whether the grid lights the costly entries with their cost (`$`).
    pub show_costs: bool,
    pub hint: ScoreHint,
    /// Spinner frame, moved on by the ~4 Hz tick while a proof runs.
    pub frame: usize,
}

impl ScoreView {
    /// The explanation of the grid as it is, once proved.
    pub fn explanation(&self) -> Option<&Explanation> {
        self.explained.as_ref()?.explanation.as_ref()
    }

    /// The facts of the puzzle as it is (optimum, several fillings), if known.
    pub fn facts_for(&self, key: &ScoreKey) -> Option<&PuzzleFacts> {
        self.facts
            .as_ref()
            .filter(|(k, _)| k.same_puzzle(key))
            .map(|(_, f)| f)
    }

    /// Forgets what the figures describe and the proof of them, so that the next
    /// refresh proves them afresh: for a load whose effects (its jobs) were dropped, as
    /// the one before the event loop starts.
    pub fn forget(&mut self) {
        self.key = None;
        self.job = None;
    }

    /// Whether a proof or a score hint is running on the solver thread.
    pub fn busy(&self) -> bool {
        self.job.is_some() || matches!(self.hint, ScoreHint::Finding { .. })
    }
}

/// A shown placement in words: the digit, and why it keeps the best.
pub fn describe(p: &Placement) -> String {
    let (cell, d) = (cell_name(p.cell), p.digit);
    match p.forced {
        Forced::Loses(n) => {
            format!("{cell} must be {d} in every best filling: any other digit loses at least {n}")
        }
        Forced::Only => {
            format!("{cell} must be {d}: no filling that keeps your entries has another digit")
        }
        Forced::No => {
            format!("{cell} = {d} keeps the best still possible; other digits there do too")
        }
    }
}
