//! The contexts a key is read in: a mode, or the overlay with the focus. The default
//! bindings name them (`assets/keymap.toml`'s `action.mode`), the TUI reads keys in them
//! and the manual groups its KEYS section by them.

/// Where a key is being pressed: the mode, or the overlay that has the focus.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Context {
    Normal,
    Pencil,
    Regions,
    Weights,
    /// Colour mode: painting cells and candidates.
    Colour,
    /// The help.
    Help,
    /// The message log.
    Messages,
    /// The whole step, scrolling.
    Explain,
    Prompt,
    Picker,
    Confirm,
    /// The all-steps list.
    Steps,
    NewGame,
    Solved,
    /// The question `q` asks in a read-only window with changes.
    Unsaved,
}

impl Context {
    pub const ALL: [Context; 15] = [
        Context::Normal,
        Context::Pencil,
        Context::Regions,
        Context::Weights,
        Context::Colour,
        Context::Help,
        Context::Messages,
        Context::Explain,
        Context::Prompt,
        Context::Picker,
        Context::Confirm,
        Context::Steps,
        Context::NewGame,
        Context::Solved,
        Context::Unsaved,
    ];

    /// The mode's name in `[keys]` (`hint.pencil = "x"`) and in messages.
    pub fn name(self) -> &'static str {
        match self {
            Context::Normal => "normal",
            Context::Pencil => "pencil",
            Context::Regions => "regions",
            Context::Weights => "weights",
            Context::Colour => "colour",
            Context::Help => "help",
            Context::Messages => "messages",
            Context::Explain => "explain",
            Context::Prompt => "prompt",
            Context::Picker => "picker",
            Context::Confirm => "confirm",
            Context::Steps => "steps",
            Context::NewGame => "new-game",
            Context::Solved => "solved",
            Context::Unsaved => "unsaved",
        }
    }
}
