//! Everything that can happen to the app, as one flat enum: keys and mouse become
//! actions through the keymap, the solver thread's messages, the timer and the answers
//! of effects arrive as actions too (with the little types those answers carry), and
//! `update` is the only place that acts on them.

use super::game::{LevelStats, NewGame};
use super::solver::JobMsg;
use super::store::Document;
use nonet_core::format::Format;
use nonet_core::puzzle::Puzzle;
use nonet_core::strategy::Level;
use std::path::PathBuf;

/// The line-editing keys of a prompt, as in a shell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PromptEdit {
    /// ← one character back.
    Left,
    /// → one character on.
    Right,
    /// Ctrl-A, Home: to the start.
    Home,
    /// Ctrl-E, End: to the end.
    End,
    /// Ctrl-U: deletes everything before the cursor.
    KillToStart,
    /// Ctrl-W: deletes the word (or path part) before the cursor.
    KillWord,
}

/// The text format a position is copied in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CopyAs {
    /// A pencil-mark grid (HoDoKu's layout).
    Pm,
    /// One 729-character `candidates` line.
    Candidates,
}

impl CopyAs {
    pub fn format(self) -> Format {
        match self {
            CopyAs::Pm => Format::Pm,
            CopyAs::Candidates => Format::Candidates,
        }
    }

    /// How a message names it: "pm grid", "candidates line".
    pub fn name(self) -> &'static str {
        match self {
            CopyAs::Pm => "pm grid",
            CopyAs::Candidates => "candidates line",
        }
    }
}

/// What an `Effect::Write` writes, so that its answer can say so.
#[derive(Clone, Debug, PartialEq)]
pub enum Written {
    /// The grid saved as the named puzzle `name`, which it takes once written.
    Puzzle {
        name: String,
    },
    Walls,
    Weights,
}

/// What a save would replace: nothing, or a file and what it holds.
#[derive(Clone, Debug, PartialEq)]
pub enum SaveTarget {
    Free,
    /// The file exists; its puzzle when it reads as exactly one (else it counts as another
    /// puzzle).
    Taken(Option<Box<Document>>),
}

/// How far a scrolling overlay moves: the whole step (by rows) or the message log (by
/// messages).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scroll {
    /// Up (-) or down (+) this many rows.
    Rows(i32),
    /// Up (-) or down (+) this many pages.
    Pages(i32),
    /// To the start.
    Top,
    /// To the end.
    Bottom,
}

/// A direction the cursor moves in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dir {
    Up,
    Down,
    Left,
    Right,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// Arrow keys: the cursor one cell over, wrapping at the edges.
    Move(Dir),
    /// Select a cell (mouse click).
    Select(usize),
    /// Mouse drag over a cell: paints in region mode, selects otherwise.
    Drag(usize),
    /// Mouse wheel over the selected cell: cycle its digit up (+1) or down (-1).
    Wheel(i8),
    /// A digit key: enters it, pencils it, paints that region or types a weight, by mode.
    Digit(u8),
    /// Clears the cell's digit (its marks in pencil mode, its weight in weights mode).
    Clear,
    /// Pencil mode on or off: digits toggle marks instead of entering.
    TogglePencil,
    /// Editing givens on or off: digits set givens instead of entries.
    ToggleGivens,
    /// Makes every entry a given (one undo step): a puzzle typed in without `g`.
    LockEntries,
    /// Fills every blank cell's marks with its candidates (one undo step).
    AutoFill,
    /// Starts painting a region draft from the current layout.
    RegionMode,
    /// Makes a valid region draft the puzzle's layout.
    AcceptRegions,
    /// Asks for an HDU 4069 walls file to read into the region draft.
    ImportWalls,
    /// Asks where to write the drawn layout as an HDU 4069 walls file.
    ExportWalls,
    /// Weights mode: digits type the selected cell's target weight.
    WeightsMode,
    /// Raises (+) or lowers (-) the selected cell's weight by this much.
    WeightStep(i32),
    /// Puts back the NOIP ring weights.
    WeightsReset,
    /// Asks where to write the weights, in the CLI's `--weights` format.
    ExportWeights,
    /// Solves from the grid as it is (entries count as givens).
    Solve,
    /// Counts the solutions from the grid as it is.
    Count,
    /// Searches for the filling with the best target score.
    Target,
    /// Esc: cancel a running search, close an overlay, or leave a mode (discarding).
    Back,
    /// Takes back the last change to the grid or weights (or the last paint of a draft).
    Undo,
    /// Does again what undo took back.
    Redo,
    /// The next hint stage: name a step, show where, apply it.
    Hint,
    /// `b`: the next branch (chain) of a shown forcing hint, wrapping.
    NextChain,
    /// `A`: finds the next step and applies it at once (one undoable step), or applies
    /// the hint being shown.
    ApplyStep,
    /// `f`: the digit filter; the next digit lights every cell where it is placed or a
    /// candidate (the same digit again, or Esc, turns it off).
    FilterKey,
    /// Colour mode on or off: digits paint candidates, Space the cell.
    ColourMode,
    /// Colour mode: the next (+1) or previous (-1) of the four colours to paint with.
    NextBrush(i8),
    /// Colour mode: paints the selected cell in the brush's colour, or takes it off.
    PaintCell,
    /// Colour mode: takes the colours off the selected cell and its candidates.
    UnpaintCell,
    /// Takes every colour off the grid (one undoable step).
    ClearColours,
    /// The next theme (built in, then the user's), saved to `config.toml`.
    NextTheme,
    /// The panel's details (the candidate masks as bits) on or off.
    ToggleDetails,
    /// `L`: the walk through the shown chain one link on (its first link to start; past
    /// its last the walk ends).
    WalkChain,
    /// Copies the position (placed digits, pencil marks) to the clipboard in this format.
    CopyPosition(CopyAs),
    /// Opens the list of every step the techniques find in the position.
    AllSteps,
    /// Moves the selection in the all-steps list up (-1) or down (+1), wrapping.
    StepsMove(i32),
    /// Filters the all-steps list by the previous (-1) or next (+1) technique, or none.
    StepsFilter(i32),
    /// Enter in the all-steps list: shows the selected step on the grid, as a hint.
    StepsChoose,
    /// Shows or hides the help overlay.
    Help,
    /// Shows or hides the log of the last messages.
    MessageLog,
    /// `i`: the whole step (the shown hint, the all-steps list's selected step, the
    /// message log's selected hint) in a scrolling overlay.
    Explain,
    /// Scrolls the whole step, or moves the message log's selection.
    Scroll(Scroll),
    /// The terminal's size, in columns and rows (at the start and on every resize):
    /// what the scrolling overlay fits in.
    Resize(u16, u16),
    /// Asks for a name to save the puzzle under.
    Save,
    /// Asks for a saved name or a file path to open.
    Open,
    /// An empty classic grid, as one undoable change.
    NewPuzzle,
    /// Leaves the app (the session is saved first); a read-only window with changes
    /// asks first (see `Overlay::Unsaved`).
    Quit,
    /// Ctrl-Z: give the terminal back and stop, as a job-control suspend does. In raw
    /// mode the key is no signal, so the event loop carries it out itself (as it does a
    /// SIGTSTP); `update` never sees it.
    Suspend,
    /// A quit signal (SIGTERM, SIGHUP): quits without a question, which nobody may be
    /// there to answer; a read-only window's changes are saved as a named puzzle.
    QuitSignal,
    /// `d` in the quit question: quits, dropping the read-only window's changes.
    QuitDiscarding,
    /// `t` in the quit question: takes the session over from the instance that has quit
    /// (this window's grid becomes the session), then quits.
    TakeSession,
    /// Text pasted into the terminal (bracketed paste).
    Paste(String),
    /// Answer to a yes/no question.
    Confirm(bool),
    /// A character typed into a prompt.
    PromptChar(char),
    /// Deletes the character before the prompt's cursor (or the selected text).
    PromptBackspace,
    /// Moves or deletes in the prompt's text by a line-editing key.
    PromptEdit(PromptEdit),
    /// Tab in a prompt: completes the file path typed so far.
    PromptComplete,
    /// Answer to `Effect::ListDir`: the entries of the folder `typed` points into, as
    /// (name, is a folder), or why it could not be read.
    DirListed {
        typed: String,
        result: Result<Vec<(String, bool)>, String>,
    },
    /// Enter in a prompt: acts on its text.
    PromptSubmit,
    /// The previous (-1) or next (+1) of the prompt's choices (saved names) as its text.
    PromptChoice(i32),
    /// Moves the selection in a list (picker) up (-1) or down (+1), wrapping.
    PickerMove(i32),
    /// Enter in a list: loads the selected puzzle.
    PickerChoose,
    /// `n`: the new-game dialog.
    NewGameDialog,
    /// In the new-game dialog: the previous (-1) or next (+1) row.
    NewGameRow(i32),
    /// In the new-game dialog: the selected row's value one step back (-1) or on (+1).
    NewGameChange(i32),
    /// Generate the dialog's puzzle (Enter), or this one (`nonet --new LEVEL`).
    NewGameStart(Option<NewGame>),
    /// `v`: name the entries that differ from the solution.
    Check,
    /// Clash highlighting on or off.
    ToggleClashes,
    /// Space: pause a running target search between nodes, or let it run on.
    PauseSearch,
    /// `$`: light the costly entries on the grid with their cost, or stop.
    ToggleCosts,
    /// `B`: the next score-hint stage: name a cell whose placement keeps the best still
    /// possible, show its digit and why, place it.
    ScoreHint,
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
        /// The folder the write had to create first, to be said.
        created: Option<PathBuf>,
    },
    /// Answer to `Effect::Copy`: the clipboard (None) or the file the position went to.
    Copied {
        what: CopyAs,
        result: Result<Option<PathBuf>, String>,
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
    /// Answer to `Effect::RecordSolve`: the level's statistics after the solve, and the
    /// solve again (level, seconds) when the file could not be written, to be retried.
    SolveRecorded {
        result: Result<LevelStats, String>,
        unwritten: Option<(Level, u64)>,
    },
    /// Answer to `Effect::ProbeSession`: whether the session's holder has quit.
    SessionProbed { free: bool },
    /// Answer to `Effect::TakeSession`.
    SessionTaken(Result<(), String>),
    /// Answer to `Effect::SaveRecovered`: where the read-only window's changes went.
    Recovered(Result<PathBuf, String>),
    /// Answer to `Effect::SwitchTheme`: the theme loaded (with what was wrong in it),
    /// and where the choice was saved, or why not.
    ThemeSwitched {
        theme: Box<super::theme::Theme>,
        warnings: Vec<String>,
        saved: Result<PathBuf, String>,
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
                | Action::Copied { .. }
                | Action::Opened { .. }
                | Action::WallsRead { .. }
                | Action::SolveRecorded { .. }
                | Action::SessionProbed { .. }
                | Action::SessionTaken(_)
                | Action::Recovered(_)
                | Action::DirListed { .. }
                | Action::ThemeSwitched { .. }
                | Action::Resize(..)
        )
    }
}
