//! The default keymap as data: every action a key can be bound to (its name in
//! `config.toml`'s `[keys]`, what it makes, what it does) and every default binding, one
//! row each. Help and the status bar's key hints are built from the rows, in their order.

use super::super::action::{Action, CopyAs, Dir, PromptEdit as Edit, Scroll};
use super::context::Context;
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

/// One default binding: the `keys` (named as in `[keys]`, space-separated, plus `1-9`
/// and `text`), the `label` help and the status bar show for them, the `modes` it holds
/// in, the `action`'s name, whether the status bar hints it (`bar`), and its `help` line.
/// A row without help is part of the line of the row above it (that line names its keys).
pub struct Row {
    pub keys: &'static str,
    pub label: &'static str,
    pub modes: &'static [Context],
    pub action: &'static str,
    pub bar: bool,
    pub help: &'static str,
}

const fn row(
    keys: &'static str,
    label: &'static str,
    modes: &'static [Context],
    action: &'static str,
    bar: bool,
    help: &'static str,
) -> Row {
    Row {
        keys,
        label,
        modes,
        action,
        bar,
        help,
    }
}

const GRID: &[Context] = &[
    Context::Normal,
    Context::Pencil,
    Context::Regions,
    Context::Weights,
    Context::Colour,
];
const PLAY: &[Context] = &[Context::Normal, Context::Pencil];
const NORMAL: &[Context] = &[Context::Normal];
const PENCIL: &[Context] = &[Context::Pencil];
const REGIONS: &[Context] = &[Context::Regions];
const WEIGHTS: &[Context] = &[Context::Weights];
const COLOUR: &[Context] = &[Context::Colour];
/// Playing, and colouring (the aids that work in both).
const AIDS: &[Context] = &[Context::Normal, Context::Pencil, Context::Colour];
const HELP: &[Context] = &[Context::Help];
const PROMPT: &[Context] = &[Context::Prompt];
const PICKER: &[Context] = &[Context::Picker];
const CONFIRM: &[Context] = &[Context::Confirm];
const STEPS: &[Context] = &[Context::Steps];
const EXPLAIN: &[Context] = &[Context::Explain];
const MESSAGES: &[Context] = &[Context::Messages];
const NEW_GAME: &[Context] = &[Context::NewGame];
const SOLVED: &[Context] = &[Context::Solved];
const UNSAVED: &[Context] = &[Context::Unsaved];

/// The default bindings. The first that takes a key in the mode acts on it.
#[rustfmt::skip]
pub const DEFAULTS: &[Row] = &[
    //  keys                    label        modes     action             bar    help
    // Prompts, pickers and questions first: they own the keyboard.
    row("enter",                "Enter",     PROMPT,   "accept",          true,  "accept"),
    row("esc",                  "Esc",       PROMPT,   "back",            true,  "cancel"),
    row("backspace",            "⌫",         PROMPT,   "backspace",       false, "delete"),
    row("tab",                  "Tab",       PROMPT,   "complete",        true,  "complete the file path"),
    row("ctrl-u",               "Ctrl-U",    PROMPT,   "delete-to-start", false, "delete to the start"),
    row("ctrl-w",               "Ctrl-W",    PROMPT,   "delete-word",     false, "delete the word before"),
    row("ctrl-a home",          "Ctrl-A",    PROMPT,   "to-start",        false, "to the start"),
    row("ctrl-e end",           "Ctrl-E",    PROMPT,   "to-end",          false, "to the end"),
    row("left",                 "←",         PROMPT,   "cursor-left",     false, "cursor left"),
    row("right",                "→",         PROMPT,   "cursor-right",    false, "cursor right"),
    row("up",                   "↑",         PROMPT,   "previous-name",   false, "previous saved name"),
    row("down",                 "↓",         PROMPT,   "next-name",       false, "next saved name"),
    row("text",                 "text",      PROMPT,   "type",            false, "type"),
    row("up k",                 "↑↓",        PICKER,   "list-up",         false, "previous"),
    row("down j",               "↓",         PICKER,   "list-down",       false, "next"),
    row("enter",                "Enter",     PICKER,   "list-open",       true,  "open"),
    row("esc",                  "Esc",       PICKER,   "back",            true,  "cancel"),
    row("y enter",              "y",         CONFIRM,  "yes",             true,  "yes"),
    row("n esc",                "n",         CONFIRM,  "no",              true,  "no"),
    row("up k",                 "↑↓",        STEPS,    "step-up",         true,  "previous step"),
    row("down j",               "↓",         STEPS,    "step-down",       false, "next step"),
    row("right l tab",          "←→",        STEPS,    "next-filter",     true,  "filter: next technique (or all)"),
    row("left backtab",         "←",         STEPS,    "previous-filter", false, "filter: previous technique"),
    row("enter",                "Enter",     STEPS,    "show-step",       true,  "show the step on the grid (h applies it)"),
    row("i",                    "i",         STEPS,    "explain",         true,  "whole step: every removal, its chains"),
    row("esc H q",              "Esc",       STEPS,    "back",            true,  "close"),
    row("up k",                 "↑↓",        NEW_GAME, "row-up",          false, "previous row"),
    row("down j",               "↓",         NEW_GAME, "row-down",        false, "next row"),
    row("left h",               "←→",        NEW_GAME, "value-down",      true,  "change the value"),
    row("right l space",        "→",         NEW_GAME, "value-up",        false, ""),
    row("enter",                "Enter",     NEW_GAME, "generate",        true,  "generate"),
    row("esc n",                "Esc",       NEW_GAME, "back",            true,  "cancel"),
    row("enter esc space",      "Enter/Esc", SOLVED,   "back",            true,  "close"),
    row("n",                    "n",         SOLVED,   "new-game",        true,  "new game"),
    row("q",                    "q",         SOLVED,   "quit",            true,  "quit"),
    row("? esc q m",            "?/Esc",     HELP,     "help",            true,  "close help"),
    row("up k",                 "↑↓",        HELP,     "scroll-up",       true,  "scroll, when the keys do not fit"),
    row("down j",               "↓",         HELP,     "scroll-down",     false, ""),
    row("pageup",               "PgUp/PgDn", HELP,     "page-up",         false, ""),
    row("pagedown space",       "PgDn",      HELP,     "page-down",       false, ""),
    row("home g",               "Home/End",  HELP,     "scroll-top",      false, ""),
    row("end G",                "End",       HELP,     "scroll-bottom",   false, ""),
    row("s",                    "s",         UNSAVED,  "save",            true,  "save them as a named puzzle, then quit"),
    row("t",                    "t",         UNSAVED,  "take-session",    true,  "take the session over (when free), then quit"),
    row("d",                    "d",         UNSAVED,  "discard-and-quit", true, "discard them and quit"),
    row("esc n",                "Esc",       UNSAVED,  "back",            true,  "stay"),
    // The whole step (x) and the message log (m): they scroll.
    row("up k",                 "↑↓",        EXPLAIN,  "scroll-up",       true,  "scroll"),
    row("down j",               "↓",         EXPLAIN,  "scroll-down",     false, ""),
    row("pageup",               "PgUp/PgDn", EXPLAIN,  "page-up",         true,  "page up or down"),
    row("pagedown space",       "PgDn",      EXPLAIN,  "page-down",       false, ""),
    row("home g",               "Home/End",  EXPLAIN,  "scroll-top",      true,  "ends: the top or the bottom"),
    row("end G",                "End",       EXPLAIN,  "scroll-bottom",   false, ""),
    row("esc i q",              "Esc",       EXPLAIN,  "back",            true,  "close"),
    row("up k",                 "↑↓",        MESSAGES, "scroll-up",       true,  "previous or next message"),
    row("down j",               "↓",         MESSAGES, "scroll-down",     false, ""),
    row("enter i",              "Enter",     MESSAGES, "explain",         true,  "whole step of a hint's message"),
    row("esc q m ?",            "Esc",       MESSAGES, "back",            true,  "close"),
    // The grid, in every mode.
    row("up k",                 "←↑↓→",      GRID,     "move-up",         false, "move (wraps); j k l too"),
    row("down j",               "↓",         GRID,     "move-down",       false, ""),
    row("left",                 "←",         GRID,     "move-left",       false, ""),
    row("right l",              "→",         GRID,     "move-right",      false, ""),
    row("1-9",                  "1-9",       NORMAL,   "digit",           true,  "enter a digit"),
    row("1-9",                  "1-9",       PENCIL,   "digit",           true,  "toggle a pencil mark"),
    row("1-9",                  "1-9",       REGIONS,  "digit",           true,  "paint the cell into region A-I"),
    row("1-9 0",                "0-9",       WEIGHTS,  "digit",           true,  "type the cell's weight"),
    row("0 . backspace delete", "0.⌫ Del",   PLAY,     "clear",           false, "clear the cell"),
    row("n",                    "n",         PLAY,     "new-game",        true,  "new game (dialog)"),
    row("v",                    "v",         PLAY,     "check",           false, "check: name the wrong entries"),
    row("space",                "Space",     PLAY,     "pause",           false, "pause target search (. steps)"),
    row("e",                    "e",         PLAY,     "clashes",         false, "clash highlighting on/off"),
    row("p",                    "p",         PLAY,     "pencil",          true,  "pencil mode"),
    row("a",                    "a",         PLAY,     "fill-candidates", false, "fill all candidates"),
    row("g",                    "g",         PLAY,     "givens",          true,  "givens: edit them on/off"),
    row("G",                    "G",         NORMAL,   "lock-givens",     false, "lock the entries as givens"),
    row("r",                    "r",         PLAY,     "regions",         false, "region overlay mode"),
    row("w",                    "w",         PLAY,     "weights",         false, "weights view"),
    row("S",                    "S",         PLAY,     "solve",           true,  "solve (one undoable step)"),
    row("c",                    "c",         PLAY,     "count",           false, "count solutions"),
    row("t",                    "t",         PLAY,     "target",          true,  "target search (max Σ weight×digit)"),
    // One help line for h, H, y and Y, so that the help fits 64×21.
    row("h",                    "h",         PLAY,     "hint",            true,  "hint: name→show→apply; H all steps; y/Y copy"),
    row("H",                    "H",         PLAY,     "all-steps",       false, ""),
    row("y",                    "y",         PLAY,     "copy-pm",         false, ""),
    row("Y",                    "Y",         PLAY,     "copy-candidates", false, ""),
    row("b",                    "b",         PLAY,     "next-branch",     false, "next branch of a forcing hint"),
    row("i",                    "i",         PLAY,     "explain",         false, "the whole step of a shown hint"),
    row("L",                    "L",         PLAY,     "walk-chain",      false, "walk the chain link by link"),
    row("A",                    "A",         PLAY,     "apply-step",      true,  "apply the next step at once"),
    // The player's aids.
    row("1-9",                  "1-9",       COLOUR,   "digit",           true,  "paint the candidate (again: off)"),
    row("space",                "Space",     COLOUR,   "paint-cell",      true,  "paint the cell (again: off)"),
    row("0 . backspace delete", "0.⌫ Del",   COLOUR,   "unpaint-cell",    false, "take the cell's colours off"),
    row("tab",                  "Tab",       COLOUR,   "next-colour",     true,  "next colour (four)"),
    row("backtab",              "⇧Tab",      COLOUR,   "previous-colour", false, "previous colour"),
    row("C",                    "C",         AIDS,     "colour-mode",     false, "colour mode: paint cells, marks"),
    row("f",                    "f",         AIDS,     "filter",          false, "digit filter: f then 1-9"),
    row("X",                    "X",         AIDS,     "clear-colours",   false, "take every colour off"),
    row("T",                    "T",         AIDS,     "next-theme",      false, "next theme (saved)"),
    row("D",                    "D",         AIDS,     "details",         false, "panel details: masks as bits"),
    row("$",                    "$",         PLAY,     "entry-costs",     false, "costly entries on the grid"),
    row("B",                    "B",         PLAY,     "score-hint",      false, "score hint: name→show→place"),
    row("u ctrl-z",             "u",         GRID,     "undo",            true,  "undo"),
    row("U ctrl-r ctrl-y",      "U",         GRID,     "redo",            false, "redo"),
    row("s ctrl-s",             "s",         PLAY,     "save",            false, "save as a named puzzle"),
    row("o ctrl-o",             "o",         PLAY,     "open",            true,  "open a saved puzzle or a file"),
    row("N",                    "N",         NORMAL,   "new-empty",       false, "new empty classic grid"),
    // Region overlay.
    row("enter",                "Enter",     REGIONS,  "accept-regions",  true,  "accept the layout (if valid)"),
    row("i",                    "i",         REGIONS,  "import-walls",    true,  "import HDU 4069 walls"),
    row("x",                    "x",         REGIONS,  "export-walls",    true,  "export HDU 4069 walls"),
    // Weights view.
    row("+ =",                  "+",         WEIGHTS,  "weight-up",       true,  "weight +1"),
    row("-",                    "-",         WEIGHTS,  "weight-down",     true,  "weight -1"),
    row("R",                    "R",         WEIGHTS,  "reset-weights",   true,  "reset to NOIP rings"),
    row("x",                    "x",         WEIGHTS,  "export-weights",  true,  "save weights to a file"),
    row("w",                    "w",         WEIGHTS,  "back",            false, "back"),
    // Everywhere on the grid.
    row("esc",                  "Esc",       GRID,     "back",            true,  "back: stop a search, leave a mode"),
    row("?",                    "?",         GRID,     "help",            true,  "help"),
    row("m",                    "m",         GRID,     "messages",        false, "messages: the last ones in full"),
    row("q ctrl-c",             "q",         GRID,     "quit",            true,  "quit (session is autosaved)"),
];
