//! The default keymap as data: every default binding, one row each, in the order help
//! and the status bar's key hints list them; the contexts a key is read in
//! ([`context`]); and every action a key can be bound to, by its name in `config.toml`'s
//! `[keys]`, with what it does ([`actions`]). Plain data, so that both faces read it: the
//! TUI builds its keymap from it (`tui::keymap`, which turns each action's name into what
//! it makes), the CLI writes it into the manual's KEYS section (`cli::man`).

pub mod actions;
pub mod context;

use context::Context;

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
