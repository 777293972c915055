//! Everything that can happen to the app, as one flat enum: keys and mouse become
//! actions through the keymap, the solver thread's messages and the timer arrive as
//! actions too, and `update` is the only place that acts on them.

use super::solver::JobMsg;

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
}
