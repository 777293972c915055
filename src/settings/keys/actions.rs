//! Every action a key can be bound to: its name in `config.toml`'s `[keys]` and what it
//! does (a help line of its own, the manual's KEYS section). What each name makes when its
//! key is pressed is the TUI's (`tui::keymap::defaults`), in this table's order.

/// An action a key can be bound to.
#[derive(Debug)]
pub struct Bindable {
    /// Its name in `[keys]`.
    pub name: &'static str,
    /// What it does.
    pub about: &'static str,
}

const fn bindable(name: &'static str, about: &'static str) -> Bindable {
    Bindable { name, about }
}

/// Every action a key can be bound to, by name.
#[rustfmt::skip]
pub const ACTIONS: &[Bindable] = &[
    // Prompts.
    bindable("accept",           "accept the text"),
    bindable("backspace",        "delete the character before the cursor"),
    bindable("complete",         "complete the file path"),
    bindable("delete-to-start",  "delete to the start"),
    bindable("delete-word",      "delete the word before the cursor"),
    bindable("to-start",         "cursor to the start"),
    bindable("to-end",           "cursor to the end"),
    bindable("cursor-left",      "cursor left"),
    bindable("cursor-right",     "cursor right"),
    bindable("previous-name",    "previous saved name"),
    bindable("next-name",        "next saved name"),
    bindable("type",             "type the character"),
    // Lists, questions and dialogs.
    bindable("list-up",          "previous puzzle in the list"),
    bindable("list-down",        "next puzzle in the list"),
    bindable("list-open",        "open the puzzle"),
    bindable("yes",              "yes"),
    bindable("no",               "no"),
    bindable("step-up",          "previous step"),
    bindable("step-down",        "next step"),
    bindable("next-filter",      "filter: next technique (or all)"),
    bindable("previous-filter",  "filter: previous technique"),
    bindable("show-step",        "show the step on the grid"),
    bindable("explain",          "the whole step: the shown hint's, the selected step's or message's"),
    bindable("scroll-up",        "scroll up (the message log: the previous message)"),
    bindable("scroll-down",      "scroll down (the message log: the next message)"),
    bindable("page-up",          "a page up"),
    bindable("page-down",        "a page down"),
    bindable("scroll-top",       "to the start"),
    bindable("scroll-bottom",    "to the end"),
    bindable("row-up",           "previous row"),
    bindable("row-down",         "next row"),
    bindable("value-down",       "the row's previous value"),
    bindable("value-up",         "the row's next value"),
    bindable("generate",         "generate"),
    bindable("discard-and-quit", "quit, dropping the changes"),
    bindable("take-session",     "take the session over and quit"),
    // The grid.
    bindable("move-up",          "move up (wraps)"),
    bindable("move-down",        "move down (wraps)"),
    bindable("move-left",        "move left (wraps)"),
    bindable("move-right",       "move right (wraps)"),
    bindable("digit",            "enter, pencil, paint or weigh the key's digit"),
    bindable("clear",            "clear the cell (a paused target search: one step)"),
    bindable("new-game",         "new game (dialog)"),
    bindable("check",            "check: name the wrong entries"),
    bindable("pause",            "pause or resume the target search"),
    bindable("entry-costs",      "light the entries that cost target points"),
    bindable("score-hint",       "score hint: name→show→place a cell that keeps the best"),
    bindable("clashes",          "clash highlighting on/off"),
    bindable("pencil",           "pencil mode"),
    bindable("fill-candidates",  "fill all candidates"),
    bindable("givens",           "givens: edit them on/off"),
    bindable("lock-givens",      "lock the entries as givens"),
    bindable("regions",          "region overlay mode"),
    bindable("weights",          "weights view"),
    bindable("solve",            "solve (one undoable step)"),
    bindable("count",            "count solutions"),
    bindable("target",           "target search (max Σ weight×digit)"),
    bindable("hint",             "hint: name→show→apply"),
    bindable("all-steps",        "all steps the techniques find"),
    bindable("next-branch",      "next branch of a forcing hint"),
    bindable("walk-chain",       "walk the shown chain a link at a time"),
    bindable("apply-step",       "apply the next step at once (one undoable step)"),
    bindable("filter",           "digit filter: the next digit lights its cells"),
    bindable("colour-mode",      "colour mode on/off"),
    bindable("next-colour",      "paint with the next colour"),
    bindable("previous-colour",  "paint with the previous colour"),
    bindable("paint-cell",       "paint the cell (again: take it off)"),
    bindable("unpaint-cell",     "take the colours off the cell"),
    bindable("clear-colours",    "take every colour off the grid"),
    bindable("next-theme",       "next theme (saved to config.toml)"),
    bindable("details",          "panel details on/off (masks as bits)"),
    bindable("copy-pm",          "copy the position as a pencil-mark grid"),
    bindable("copy-candidates",  "copy the position as a candidates line"),
    bindable("undo",             "undo"),
    bindable("redo",             "redo"),
    bindable("save",             "save as a named puzzle"),
    bindable("open",             "open a saved puzzle or a file"),
    bindable("new-empty",        "new empty classic grid"),
    bindable("accept-regions",   "accept the layout (if valid)"),
    bindable("import-walls",     "import HDU 4069 walls"),
    bindable("export-walls",     "export HDU 4069 walls"),
    bindable("weight-up",        "weight +1"),
    bindable("weight-down",      "weight -1"),
    bindable("reset-weights",    "reset to NOIP rings"),
    bindable("export-weights",   "save weights to a file"),
    // Anywhere.
    bindable("back",             "back: cancel, close, stop a search, leave a mode"),
    bindable("help",             "help: the keys of the mode"),
    bindable("messages",         "messages: the last ones in full"),
    bindable("quit",             "quit (the session is autosaved)"),
    bindable("suspend",          "suspend to the shell (fg brings the game back)"),
];

/// What the action named `name` does; None for a name that is no action.
pub fn about(name: &str) -> Option<&'static str> {
    ACTIONS.iter().find(|a| a.name == name).map(|a| a.about)
}
