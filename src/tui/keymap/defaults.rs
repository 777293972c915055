//! Every action a key can be bound to (its name in `config.toml`'s `[keys]`, what it
//! makes, what it does), and the default bindings: `assets/keymap.toml`, in the format of
//! `[keys]`, with `assets/keymap-help.toml` saying how help and the status bar show them
//! (read by [`super::default_file`]). Help and the status bar's key hints are built from
//! the bindings, in the file's order.

use super::super::action::{Action, CopyAs, Dir, PromptEdit as Edit, Scroll};
use Action::*;

/// What a binding makes of the key: always the same action, or one built from the
/// key's character (a digit, a typed character).
#[derive(Clone, Debug)]
pub enum Produces {
    Fixed(Action),
    WithChar(fn(char) -> Action),
}

/// An action a key can be bound to.
#[derive(Debug)]
pub struct ActionDef {
    /// Its name in `[keys]`.
    pub name: &'static str,
    pub produces: Produces,
    /// What it does, for a help line of its own (see `Keymap::help`).
    pub about: &'static str,
}

const fn fixed(name: &'static str, action: Action, about: &'static str) -> ActionDef {
    ActionDef {
        name,
        produces: Produces::Fixed(action),
        about,
    }
}

const fn with_char(name: &'static str, f: fn(char) -> Action, about: &'static str) -> ActionDef {
    ActionDef {
        name,
        produces: Produces::WithChar(f),
        about,
    }
}

fn digit(c: char) -> Action {
    Action::Digit(c as u8 - b'0')
}

fn prompt_char(c: char) -> Action {
    Action::PromptChar(c)
}

/// Every action a key can be bound to, by name.
#[rustfmt::skip]
pub const ACTIONS: &[ActionDef] = &[
    // Prompts.
    fixed("accept",          PromptSubmit,               "accept the text"),
    fixed("backspace",       PromptBackspace,            "delete the character before the cursor"),
    fixed("complete",        PromptComplete,             "complete the file path"),
    fixed("delete-to-start", PromptEdit(Edit::KillToStart), "delete to the start"),
    fixed("delete-word",     PromptEdit(Edit::KillWord), "delete the word before the cursor"),
    fixed("to-start",        PromptEdit(Edit::Home),     "cursor to the start"),
    fixed("to-end",          PromptEdit(Edit::End),      "cursor to the end"),
    fixed("cursor-left",     PromptEdit(Edit::Left),     "cursor left"),
    fixed("cursor-right",    PromptEdit(Edit::Right),    "cursor right"),
    fixed("previous-name",   PromptChoice(-1),           "previous saved name"),
    fixed("next-name",       PromptChoice(1),            "next saved name"),
    with_char("type",        prompt_char,                "type the character"),
    // Lists, questions and dialogs.
    fixed("list-up",         PickerMove(-1),             "previous puzzle in the list"),
    fixed("list-down",       PickerMove(1),              "next puzzle in the list"),
    fixed("list-open",       PickerChoose,               "open the puzzle"),
    fixed("yes",             Confirm(true),              "yes"),
    fixed("no",              Confirm(false),             "no"),
    fixed("step-up",         StepsMove(-1),              "previous step"),
    fixed("step-down",       StepsMove(1),               "next step"),
    fixed("next-filter",     StepsFilter(1),             "filter: next technique (or all)"),
    fixed("previous-filter", StepsFilter(-1),            "filter: previous technique"),
    fixed("show-step",       StepsChoose,                "show the step on the grid"),
    fixed("explain",         Explain,                    "the whole step: the shown hint's, the selected step's or message's"),
    fixed("scroll-up",       Scroll(Scroll::Rows(-1)),   "scroll up (the message log: the previous message)"),
    fixed("scroll-down",     Scroll(Scroll::Rows(1)),    "scroll down (the message log: the next message)"),
    fixed("page-up",         Scroll(Scroll::Pages(-1)),  "a page up"),
    fixed("page-down",       Scroll(Scroll::Pages(1)),   "a page down"),
    fixed("scroll-top",      Scroll(Scroll::Top),        "to the start"),
    fixed("scroll-bottom",   Scroll(Scroll::Bottom),     "to the end"),
    fixed("row-up",          NewGameRow(-1),             "previous row"),
    fixed("row-down",        NewGameRow(1),              "next row"),
    fixed("value-down",      NewGameChange(-1),          "the row's previous value"),
    fixed("value-up",        NewGameChange(1),           "the row's next value"),
    fixed("generate",        NewGameStart(None),         "generate"),
    fixed("discard-and-quit", QuitDiscarding,            "quit, dropping the changes"),
    fixed("take-session",    TakeSession,                "take the session over and quit"),
    // The grid.
    fixed("move-up",         Move(Dir::Up),              "move up (wraps)"),
    fixed("move-down",       Move(Dir::Down),            "move down (wraps)"),
    fixed("move-left",       Move(Dir::Left),            "move left (wraps)"),
    fixed("move-right",      Move(Dir::Right),           "move right (wraps)"),
    with_char("digit",       digit,                      "enter, pencil, paint or weigh the key's digit"),
    fixed("clear",           Clear,                      "clear the cell (a paused target search: one step)"),
    fixed("new-game",        NewGameDialog,              "new game (dialog)"),
    fixed("check",           Check,                      "check: name the wrong entries"),
    fixed("pause",           PauseSearch,                "pause or resume the target search"),
    fixed("entry-costs",     ToggleCosts,                "light the entries that cost target points"),
    fixed("score-hint",      ScoreHint,                  "score hint: name→show→place a cell that keeps the best"),
    fixed("clashes",         ToggleClashes,              "clash highlighting on/off"),
    fixed("pencil",          TogglePencil,               "pencil mode"),
    fixed("fill-candidates", AutoFill,                   "fill all candidates"),
    fixed("givens",          ToggleGivens,               "givens: edit them on/off"),
    fixed("lock-givens",     LockEntries,                "lock the entries as givens"),
    fixed("regions",         RegionMode,                 "region overlay mode"),
    fixed("weights",         WeightsMode,                "weights view"),
    fixed("solve",           Solve,                      "solve (one undoable step)"),
    fixed("count",           Count,                      "count solutions"),
    fixed("target",          Target,                     "target search (max Σ weight×digit)"),
    fixed("hint",            Hint,                       "hint: name→show→apply"),
    fixed("all-steps",       AllSteps,                   "all steps the techniques find"),
    fixed("next-branch",     NextChain,                  "next branch of a forcing hint"),
    fixed("walk-chain",      WalkChain,                  "walk the shown chain a link at a time"),
    fixed("apply-step",      ApplyStep,                  "apply the next step at once (one undoable step)"),
    fixed("filter",          FilterKey,                  "digit filter: the next digit lights its cells"),
    fixed("colour-mode",     ColourMode,                 "colour mode on/off"),
    fixed("next-colour",     NextBrush(1),               "paint with the next colour"),
    fixed("previous-colour", NextBrush(-1),              "paint with the previous colour"),
    fixed("paint-cell",      PaintCell,                  "paint the cell (again: take it off)"),
    fixed("unpaint-cell",    UnpaintCell,                "take the colours off the cell"),
    fixed("clear-colours",   ClearColours,               "take every colour off the grid"),
    fixed("next-theme",      NextTheme,                  "next theme (saved to config.toml)"),
    fixed("details",         ToggleDetails,              "panel details on/off (masks as bits)"),
    fixed("copy-pm",         CopyPosition(CopyAs::Pm),   "copy the position as a pencil-mark grid"),
    fixed("copy-candidates", CopyPosition(CopyAs::Candidates), "copy the position as a candidates line"),
    fixed("undo",            Undo,                       "undo"),
    fixed("redo",            Redo,                       "redo"),
    fixed("save",            Save,                       "save as a named puzzle"),
    fixed("open",            Open,                       "open a saved puzzle or a file"),
    fixed("new-empty",       NewPuzzle,                  "new empty classic grid"),
    fixed("accept-regions",  AcceptRegions,              "accept the layout (if valid)"),
    fixed("import-walls",    ImportWalls,                "import HDU 4069 walls"),
    fixed("export-walls",    ExportWalls,                "export HDU 4069 walls"),
    fixed("weight-up",       WeightStep(1),              "weight +1"),
    fixed("weight-down",     WeightStep(-1),             "weight -1"),
    fixed("reset-weights",   WeightsReset,               "reset to NOIP rings"),
    fixed("export-weights",  ExportWeights,              "save weights to a file"),
    // Anywhere.
    fixed("back",            Back,                       "back: cancel, close, stop a search, leave a mode"),
    fixed("help",            Help,                       "help: the keys of the mode"),
    fixed("messages",        MessageLog,                 "messages: the last ones in full"),
    fixed("quit",            Quit,                       "quit (the session is autosaved)"),
];

/// The action named `name`.
pub fn action(name: &str) -> Option<&'static ActionDef> {
    ACTIONS.iter().find(|a| a.name == name)
}
