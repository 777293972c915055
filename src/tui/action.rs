//! Everything that can happen to the app, as one flat enum: keys and mouse become
//! actions through the keymap, the solver thread's messages and the timer arrive as
//! actions too, and `update` is the only place that acts on them.

use super::effect::{SaveTarget, Written};
use super::solver::JobMsg;
use super::store::Document;
use nonet_core::puzzle::Puzzle;
use std::path::PathBuf;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dir {
    Up,
    Down,
    Left,
    Right,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    Move(Dir),
    /// Select a cell (mouse click).
    Select(usize),
    /// Mouse drag over a cell: paints in region mode, selects otherwise.
    Drag(usize),
    /// Mouse wheel over the selected cell: cycle its digit up (+1) or down (-1).
    Wheel(i8),
    Digit(u8),
    Clear,
    TogglePencil,
    ToggleGivens,
    AutoFill,
    RegionMode,
    AcceptRegions,
    ImportWalls,
    ExportWalls,
    WeightsMode,
    WeightStep(i32),
    WeightsReset,
    ExportWeights,
    Solve,
    Count,
    Target,
    /// Esc: cancel a running search, close an overlay, or leave a mode (discarding).
    Back,
    Undo,
    Redo,
    Hint,
    Help,
    Save,
    Open,
    NewPuzzle,
    Quit,
    /// Text pasted into the terminal (bracketed paste).
    Paste(String),
    /// Answer to a yes/no question.
    Confirm(bool),
    /// Typing into a prompt.
    PromptChar(char),
    PromptBackspace,
    PromptSubmit,
    /// The previous (-1) or next (+1) of the prompt's choices (saved names) as its text.
    PromptChoice(i32),
    /// Moving in a list (picker).
    PickerMove(i32),
    PickerChoose,
    /// ~4 Hz timer.
    Tick,
    /// A message from a solver thread.
    Job(JobMsg),
    /// Answer to `Effect::ListSaved`: the saved puzzles' names.
    SavedNames(Vec<String>),
    /// Answer to `Effect::CheckSave`: what saving as `name` at `path` would replace.
    SaveChecked {
        name: String,
        path: PathBuf,
        target: SaveTarget,
    },
    /// Answer to `Effect::Write`.
    Written {
        path: PathBuf,
        what: Written,
        result: Result<(), String>,
    },
    /// Answer to `Effect::Open`: the path opened and its documents.
    Opened {
        path: String,
        result: Result<Vec<Document>, String>,
    },
    /// Answer to `Effect::ReadWalls`: the puzzles of the walls file at `path`.
    WallsRead {
        path: String,
        result: Result<Vec<Puzzle>, String>,
    },
}

impl Action {
    /// Whether this comes from the app itself (a timer, a solver thread, an effect's
    /// answer) rather than from the user: such actions keep the message on screen.
    pub fn is_reply(&self) -> bool {
        matches!(
            self,
            Action::Tick
                | Action::Job(_)
                | Action::SavedNames(_)
                | Action::SaveChecked { .. }
                | Action::Written { .. }
                | Action::Opened { .. }
                | Action::WallsRead { .. }
        )
    }
}
