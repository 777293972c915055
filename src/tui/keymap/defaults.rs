//! What each action a key can be bound to makes when its key is pressed, by the action's
//! name. The names, what each does and the default bindings are data both faces read
//! (`crate::settings::keys`: `assets/keymap.toml`); this table is in the order of its list
//! of actions.

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
}

impl ActionDef {
    /// What it does, for a help line of its own (see `Keymap::help`).
    pub fn about(&self) -> &'static str {
        crate::settings::keys::actions::about(self.name).unwrap_or("")
    }
}

const fn fixed(name: &'static str, action: Action) -> ActionDef {
    ActionDef {
        name,
        produces: Produces::Fixed(action),
    }
}

const fn with_char(name: &'static str, f: fn(char) -> Action) -> ActionDef {
    ActionDef {
        name,
        produces: Produces::WithChar(f),
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
    fixed("accept",          PromptSubmit),
    fixed("backspace",       PromptBackspace),
    fixed("complete",        PromptComplete),
    fixed("delete-to-start", PromptEdit(Edit::KillToStart)),
    fixed("delete-word",     PromptEdit(Edit::KillWord)),
    fixed("to-start",        PromptEdit(Edit::Home)),
    fixed("to-end",          PromptEdit(Edit::End)),
    fixed("cursor-left",     PromptEdit(Edit::Left)),
    fixed("cursor-right",    PromptEdit(Edit::Right)),
    fixed("previous-name",   PromptChoice(-1)),
    fixed("next-name",       PromptChoice(1)),
    with_char("type",        prompt_char),
    // Lists, questions and dialogs.
    fixed("list-up",         PickerMove(-1)),
    fixed("list-down",       PickerMove(1)),
    fixed("list-open",       PickerChoose),
    fixed("yes",             Confirm(true)),
    fixed("no",              Confirm(false)),
    fixed("step-up",         StepsMove(-1)),
    fixed("step-down",       StepsMove(1)),
    fixed("next-filter",     StepsFilter(1)),
    fixed("previous-filter", StepsFilter(-1)),
    fixed("show-step",       StepsChoose),
    fixed("explain",         Explain),
    fixed("scroll-up",       Scroll(Scroll::Rows(-1))),
    fixed("scroll-down",     Scroll(Scroll::Rows(1))),
    fixed("page-up",         Scroll(Scroll::Pages(-1))),
    fixed("page-down",       Scroll(Scroll::Pages(1))),
    fixed("scroll-top",      Scroll(Scroll::Top)),
    fixed("scroll-bottom",   Scroll(Scroll::Bottom)),
    fixed("row-up",          NewGameRow(-1)),
    fixed("row-down",        NewGameRow(1)),
    fixed("value-down",      NewGameChange(-1)),
    fixed("value-up",        NewGameChange(1)),
    fixed("generate",        NewGameStart(None)),
    fixed("discard-and-quit", QuitDiscarding),
    fixed("take-session",    TakeSession),
    // The grid.
    fixed("move-up",         Move(Dir::Up)),
    fixed("move-down",       Move(Dir::Down)),
    fixed("move-left",       Move(Dir::Left)),
    fixed("move-right",      Move(Dir::Right)),
    with_char("digit",       digit),
    fixed("clear",           Clear),
    fixed("new-game",        NewGameDialog),
    fixed("check",           Check),
    fixed("pause",           PauseSearch),
    fixed("entry-costs",     ToggleCosts),
    fixed("score-hint",      ScoreHint),
    fixed("clashes",         ToggleClashes),
    fixed("pencil",          TogglePencil),
    fixed("fill-candidates", AutoFill),
    fixed("givens",          ToggleGivens),
    fixed("lock-givens",     LockEntries),
    fixed("regions",         RegionMode),
    fixed("weights",         WeightsMode),
    fixed("solve",           Solve),
    fixed("count",           Count),
    fixed("target",          Target),
    fixed("hint",            Hint),
    fixed("all-steps",       AllSteps),
    fixed("next-branch",     NextChain),
    fixed("walk-chain",      WalkChain),
    fixed("apply-step",      ApplyStep),
    fixed("filter",          FilterKey),
    fixed("colour-mode",     ColourMode),
    fixed("next-colour",     NextBrush(1)),
    fixed("previous-colour", NextBrush(-1)),
    fixed("paint-cell",      PaintCell),
    fixed("unpaint-cell",    UnpaintCell),
    fixed("clear-colours",   ClearColours),
    fixed("next-theme",      NextTheme),
    fixed("details",         ToggleDetails),
    fixed("copy-pm",         CopyPosition(CopyAs::Pm)),
    fixed("copy-candidates", CopyPosition(CopyAs::Candidates)),
    fixed("undo",            Undo),
    fixed("redo",            Redo),
    fixed("save",            Save),
    fixed("open",            Open),
    fixed("new-empty",       NewPuzzle),
    fixed("accept-regions",  AcceptRegions),
    fixed("import-walls",    ImportWalls),
    fixed("export-walls",    ExportWalls),
    fixed("weight-up",       WeightStep(1)),
    fixed("weight-down",     WeightStep(-1)),
    fixed("reset-weights",   WeightsReset),
    fixed("export-weights",  ExportWeights),
    // Anywhere.
    fixed("back",            Back),
    fixed("help",            Help),
    fixed("messages",        MessageLog),
    fixed("quit",            Quit),
    fixed("suspend",         Suspend),
];

/// The action named `name`.
pub fn action(name: &str) -> Option<&'static ActionDef> {
    ACTIONS.iter().find(|a| a.name == name)
}
