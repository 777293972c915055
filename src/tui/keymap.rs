//! Keys → actions, per context. The help overlay and the status bar's key hints are
//! generated from this table, so they can't drift from what the keys do.

use super::action::{Action, CopyAs, Dir, PromptEdit};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// Where a key is being pressed: the mode, or the overlay that has the focus.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Context {
    Normal,
    Pencil,
    Regions,
    Weights,
    Help,
    Prompt,
    Picker,
    Confirm,
    /// The all-steps list.
    Steps,
    NewGame,
    Solved,
}

const GRID: &[Context] = &[
    Context::Normal,
    Context::Pencil,
    Context::Regions,
    Context::Weights,
];
const PLAY: &[Context] = &[Context::Normal, Context::Pencil];
const NORMAL: &[Context] = &[Context::Normal];
const REGIONS: &[Context] = &[Context::Regions];
const WEIGHTS: &[Context] = &[Context::Weights];
const PROMPT: &[Context] = &[Context::Prompt];
const PICKER: &[Context] = &[Context::Picker];
const CONFIRM: &[Context] = &[Context::Confirm];
const STEPS: &[Context] = &[Context::Steps];
const NEW_GAME: &[Context] = &[Context::NewGame];

/// A key pattern.
#[derive(Clone, Copy, Debug)]
pub enum Key {
    Char(char),
    Ctrl(char),
    Code(KeyCode),
    /// 1–9, giving the digit.
    Digits,
    /// Any printable character (prompts).
    AnyChar,
}

impl Key {
    fn matches(self, ev: &KeyEvent) -> Option<Option<char>> {
        let ctrl = ev.modifiers.contains(KeyModifiers::CONTROL);
        match (self, ev.code) {
            (Key::Char(k), KeyCode::Char(c)) if !ctrl && c == k => Some(Some(c)),
            (Key::Ctrl(k), KeyCode::Char(c)) if ctrl && c.eq_ignore_ascii_case(&k) => Some(None),
            (Key::Code(k), code) if !ctrl && code == k => Some(None),
            (Key::Digits, KeyCode::Char(c @ '1'..='9')) if !ctrl => Some(Some(c)),
            (Key::AnyChar, KeyCode::Char(c)) if !ctrl => Some(Some(c)),
            _ => None,
        }
    }
}

/// The action a binding produces; `WithChar` builds it from the key's character.
#[derive(Clone, Debug)]
pub enum Produces {
    Fixed(Action),
    WithChar(fn(char) -> Action),
}

pub struct Binding {
    pub keys: &'static [Key],
    /// How the keys are shown ("1-9", "←↑↓→").
    pub label: &'static str,
    pub produces: Produces,
    pub contexts: &'static [Context],
    pub help: &'static str,
    /// Shown in the status bar's hints.
    pub hint: bool,
}

fn digit(c: char) -> Action {
    Action::Digit(c as u8 - b'0')
}
fn prompt_char(c: char) -> Action {
    Action::PromptChar(c)
}

macro_rules! bind {
    ($label:expr, [$($k:expr),+], $act:expr, $ctx:expr, $help:expr, $hint:expr) => {
        Binding {
            keys: &[$($k),+],
            label: $label,
            produces: Produces::Fixed($act),
            contexts: $ctx,
            help: $help,
            hint: $hint,
        }
    };
}

pub struct Keymap {
    pub bindings: Vec<Binding>,
}

impl Default for Keymap {
    fn default() -> Self {
        Keymap::new()
    }
}

impl Keymap {
    pub fn new() -> Keymap {
        use Context::*;
        use KeyCode as C;
        let bindings = vec![
            // Prompts, pickers and questions first: they own the keyboard.
            bind!(
                "Enter",
                [Key::Code(C::Enter)],
                Action::PromptSubmit,
                PROMPT,
                "accept",
                true
            ),
            bind!(
                "Esc",
                [Key::Code(C::Esc)],
                Action::Back,
                PROMPT,
                "cancel",
                true
            ),
            bind!(
                "⌫",
                [Key::Code(C::Backspace)],
                Action::PromptBackspace,
                PROMPT,
                "delete",
                false
            ),
            bind!(
                "Tab",
                [Key::Code(C::Tab)],
                Action::PromptComplete,
                PROMPT,
                "complete the file path",
                true
            ),
            bind!(
                "Ctrl-U",
                [Key::Ctrl('u')],
                Action::PromptEdit(PromptEdit::KillToStart),
                PROMPT,
                "delete to the start",
                false
            ),
            bind!(
                "Ctrl-W",
                [Key::Ctrl('w')],
                Action::PromptEdit(PromptEdit::KillWord),
                PROMPT,
                "delete the word before",
                false
            ),
            bind!(
                "Ctrl-A",
                [Key::Ctrl('a'), Key::Code(C::Home)],
                Action::PromptEdit(PromptEdit::Home),
                PROMPT,
                "to the start",
                false
            ),
            bind!(
                "Ctrl-E",
                [Key::Ctrl('e'), Key::Code(C::End)],
                Action::PromptEdit(PromptEdit::End),
                PROMPT,
                "to the end",
                false
            ),
            bind!(
                "←",
                [Key::Code(C::Left)],
                Action::PromptEdit(PromptEdit::Left),
                PROMPT,
                "cursor left",
                false
            ),
            bind!(
                "→",
                [Key::Code(C::Right)],
                Action::PromptEdit(PromptEdit::Right),
                PROMPT,
                "cursor right",
                false
            ),
            bind!(
                "↑",
                [Key::Code(C::Up)],
                Action::PromptChoice(-1),
                PROMPT,
                "previous saved name",
                false
            ),
            bind!(
                "↓",
                [Key::Code(C::Down)],
                Action::PromptChoice(1),
                PROMPT,
                "next saved name",
                false
            ),
            Binding {
                keys: &[Key::AnyChar],
                label: "text",
                produces: Produces::WithChar(prompt_char),
                contexts: PROMPT,
                help: "type",
                hint: false,
            },
            bind!(
                "↑↓",
                [Key::Code(C::Up), Key::Char('k')],
                Action::PickerMove(-1),
                PICKER,
                "previous",
                false
            ),
            bind!(
                "↓",
                [Key::Code(C::Down), Key::Char('j')],
                Action::PickerMove(1),
                PICKER,
                "next",
                false
            ),
            bind!(
                "Enter",
                [Key::Code(C::Enter)],
                Action::PickerChoose,
                PICKER,
                "open",
                true
            ),
            bind!(
                "Esc",
                [Key::Code(C::Esc)],
                Action::Back,
                PICKER,
                "cancel",
                true
            ),
            bind!(
                "y",
                [Key::Char('y'), Key::Code(C::Enter)],
                Action::Confirm(true),
                CONFIRM,
                "yes",
                true
            ),
            bind!(
                "n",
                [Key::Char('n'), Key::Code(C::Esc)],
                Action::Confirm(false),
                CONFIRM,
                "no",
                true
            ),
            bind!(
                "↑↓",
                [Key::Code(C::Up), Key::Char('k')],
                Action::StepsMove(-1),
                STEPS,
                "previous step",
                true
            ),
            bind!(
                "↓",
                [Key::Code(C::Down), Key::Char('j')],
                Action::StepsMove(1),
                STEPS,
                "next step",
                false
            ),
            bind!(
                "←→",
                [Key::Code(C::Right), Key::Char('l'), Key::Code(C::Tab)],
                Action::StepsFilter(1),
                STEPS,
                "filter: next technique (or all)",
                true
            ),
            bind!(
                "←",
                [Key::Code(C::Left), Key::Code(C::BackTab)],
                Action::StepsFilter(-1),
                STEPS,
                "filter: previous technique",
                false
            ),
            bind!(
                "Enter",
                [Key::Code(C::Enter)],
                Action::StepsChoose,
                STEPS,
                "show the step on the grid (h applies it)",
                true
            ),
            bind!(
                "Esc",
                [Key::Code(C::Esc), Key::Char('H'), Key::Char('q')],
                Action::Back,
                STEPS,
                "close",
                true
            ),
            bind!(
                "↑↓",
                [Key::Code(C::Up), Key::Char('k')],
                Action::NewGameRow(-1),
                NEW_GAME,
                "previous row",
                false
            ),
            bind!(
                "↓",
                [Key::Code(C::Down), Key::Char('j')],
                Action::NewGameRow(1),
                NEW_GAME,
                "next row",
                false
            ),
            bind!(
                "←→",
                [Key::Code(C::Left), Key::Char('h')],
                Action::NewGameChange(-1),
                NEW_GAME,
                "change the value",
                true
            ),
            bind!(
                "→",
                [Key::Code(C::Right), Key::Char('l'), Key::Char(' ')],
                Action::NewGameChange(1),
                NEW_GAME,
                "",
                false
            ),
            bind!(
                "Enter",
                [Key::Code(C::Enter)],
                Action::NewGameStart(None),
                NEW_GAME,
                "generate",
                true
            ),
            bind!(
                "Esc",
                [Key::Code(C::Esc), Key::Char('n')],
                Action::Back,
                NEW_GAME,
                "cancel",
                true
            ),
            bind!(
                "Enter/Esc",
                [Key::Code(C::Enter), Key::Code(C::Esc), Key::Char(' ')],
                Action::Back,
                &[Solved],
                "close",
                true
            ),
            bind!(
                "n",
                [Key::Char('n')],
                Action::NewGameDialog,
                &[Solved],
                "new game",
                true
            ),
            bind!("q", [Key::Char('q')], Action::Quit, &[Solved], "quit", true),
            bind!(
                "?/Esc",
                [
                    Key::Char('?'),
                    Key::Code(C::Esc),
                    Key::Char('q'),
                    Key::Char('m')
                ],
                Action::Help,
                &[Help],
                "close help",
                true
            ),
            // The grid, in every mode.
            bind!(
                "←↑↓→",
                [Key::Code(C::Up), Key::Char('k')],
                Action::Move(Dir::Up),
                GRID,
                "move (wraps); j k l too",
                false
            ),
            bind!(
                "↓",
                [Key::Code(C::Down), Key::Char('j')],
                Action::Move(Dir::Down),
                GRID,
                "",
                false
            ),
            bind!(
                "←",
                [Key::Code(C::Left)],
                Action::Move(Dir::Left),
                GRID,
                "",
                false
            ),
            bind!(
                "→",
                [Key::Code(C::Right), Key::Char('l')],
                Action::Move(Dir::Right),
                GRID,
                "",
                false
            ),
            Binding {
                keys: &[Key::Digits],
                label: "1-9",
                produces: Produces::WithChar(digit),
                contexts: NORMAL,
                help: "enter a digit",
                hint: true,
            },
            Binding {
                keys: &[Key::Digits],
                label: "1-9",
                produces: Produces::WithChar(digit),
                contexts: &[Pencil],
                help: "toggle a pencil mark",
                hint: true,
            },
            Binding {
                keys: &[Key::Digits],
                label: "1-9",
                produces: Produces::WithChar(digit),
                contexts: REGIONS,
                help: "paint the cell into region A-I",
                hint: true,
            },
            Binding {
                keys: &[Key::Digits, Key::Char('0')],
                label: "0-9",
                produces: Produces::WithChar(digit),
                contexts: WEIGHTS,
                help: "type the cell's weight",
                hint: true,
            },
            bind!(
                "0.⌫ Del",
                [
                    Key::Char('0'),
                    Key::Char('.'),
                    Key::Code(C::Backspace),
                    Key::Code(C::Delete)
                ],
                Action::Clear,
                PLAY,
                "clear the cell",
                false
            ),
            bind!(
                "n",
                [Key::Char('n')],
                Action::NewGameDialog,
                PLAY,
                "new game (dialog)",
                true
            ),
            bind!(
                "v",
                [Key::Char('v')],
                Action::Check,
                PLAY,
                "check: name the wrong entries",
                false
            ),
            bind!(
                "Space",
                [Key::Char(' ')],
                Action::PauseSearch,
                PLAY,
                "pause target search (. steps)",
                false
            ),
            bind!(
                "e",
                [Key::Char('e')],
                Action::ToggleClashes,
                PLAY,
                "clash highlighting on/off",
                false
            ),
            bind!(
                "p",
                [Key::Char('p')],
                Action::TogglePencil,
                PLAY,
                "pencil mode",
                true
            ),
            bind!(
                "a",
                [Key::Char('a')],
                Action::AutoFill,
                PLAY,
                "fill all candidates",
                false
            ),
            bind!(
                "g",
                [Key::Char('g')],
                Action::ToggleGivens,
                PLAY,
                "givens: edit them on/off",
                true
            ),
            bind!(
                "G",
                [Key::Char('G')],
                Action::LockEntries,
                NORMAL,
                "lock the entries as givens",
                false
            ),
            bind!(
                "r",
                [Key::Char('r')],
                Action::RegionMode,
                PLAY,
                "region overlay mode",
                false
            ),
            bind!(
                "w",
                [Key::Char('w')],
                Action::WeightsMode,
                PLAY,
                "weights view",
                false
            ),
            bind!(
                "S",
                [Key::Char('S')],
                Action::Solve,
                PLAY,
                "solve (one undoable step)",
                true
            ),
            bind!(
                "c",
                [Key::Char('c')],
                Action::Count,
                PLAY,
                "count solutions",
                false
            ),
            bind!(
                "t",
                [Key::Char('t')],
                Action::Target,
                PLAY,
                "target search (max Σ weight×digit)",
                true
            ),
            bind!(
                "h",
                [Key::Char('h')],
                Action::Hint,
                PLAY,
                // One help line for h, H, y and Y, so that the help fits 64×21.
                "hint: name→show→apply; H all steps; y/Y copy",
                true
            ),
            bind!("H", [Key::Char('H')], Action::AllSteps, PLAY, "", false),
            bind!(
                "b",
                [Key::Char('b')],
                Action::NextChain,
                PLAY,
                "next branch of a forcing hint",
                false
            ),
            bind!(
                "y",
                [Key::Char('y')],
                Action::CopyPosition(CopyAs::Pm),
                PLAY,
                "",
                false
            ),
            bind!(
                "Y",
                [Key::Char('Y')],
                Action::CopyPosition(CopyAs::Candidates),
                PLAY,
                "",
                false
            ),
            bind!(
                "u",
                [Key::Char('u'), Key::Ctrl('z')],
                Action::Undo,
                GRID,
                "undo",
                true
            ),
            bind!(
                "U",
                [Key::Char('U'), Key::Ctrl('r'), Key::Ctrl('y')],
                Action::Redo,
                GRID,
                "redo",
                false
            ),
            bind!(
                "s",
                [Key::Char('s'), Key::Ctrl('s')],
                Action::Save,
                PLAY,
                "save as a named puzzle",
                false
            ),
            bind!(
                "o",
                [Key::Char('o'), Key::Ctrl('o')],
                Action::Open,
                PLAY,
                "open a saved puzzle or a file",
                true
            ),
            bind!(
                "N",
                [Key::Char('N')],
                Action::NewPuzzle,
                NORMAL,
                "new empty classic grid",
                false
            ),
            // Region overlay.
            bind!(
                "Enter",
                [Key::Code(C::Enter)],
                Action::AcceptRegions,
                REGIONS,
                "accept the layout (if valid)",
                true
            ),
            bind!(
                "i",
                [Key::Char('i')],
                Action::ImportWalls,
                REGIONS,
                "import HDU 4069 walls",
                true
            ),
            bind!(
                "x",
                [Key::Char('x')],
                Action::ExportWalls,
                REGIONS,
                "export HDU 4069 walls",
                true
            ),
            // Weights view.
            bind!(
                "+",
                [Key::Char('+'), Key::Char('=')],
                Action::WeightStep(1),
                WEIGHTS,
                "weight +1",
                true
            ),
            bind!(
                "-",
                [Key::Char('-')],
                Action::WeightStep(-1),
                WEIGHTS,
                "weight -1",
                true
            ),
            bind!(
                "R",
                [Key::Char('R')],
                Action::WeightsReset,
                WEIGHTS,
                "reset to NOIP rings",
                true
            ),
            bind!(
                "x",
                [Key::Char('x')],
                Action::ExportWeights,
                WEIGHTS,
                "save weights to a file",
                true
            ),
            bind!("w", [Key::Char('w')], Action::Back, WEIGHTS, "back", false),
            // Everywhere on the grid.
            bind!(
                "Esc",
                [Key::Code(C::Esc)],
                Action::Back,
                GRID,
                "back: stop a search, leave a mode",
                true
            ),
            bind!("?", [Key::Char('?')], Action::Help, GRID, "help", true),
            bind!(
                "m",
                [Key::Char('m')],
                Action::MessageLog,
                GRID,
                "messages: the last ones in full",
                false
            ),
            bind!(
                "q",
                [Key::Char('q'), Key::Ctrl('c')],
                Action::Quit,
                GRID,
                "quit (session is autosaved)",
                true
            ),
        ];
        Keymap { bindings }
    }

    /// The action for a key in a context. Ctrl-C quits from anywhere.
    pub fn action(&self, ctx: Context, ev: &KeyEvent) -> Option<Action> {
        if is_ctrl_c(ev) {
            return Some(Action::Quit);
        }
        self.resolve(ctx, ev).map(|(_, action)| action)
    }

    /// The first binding of `ctx` that takes the key (its index in `bindings`), and the
    /// action it makes of it.
    fn resolve(&self, ctx: Context, ev: &KeyEvent) -> Option<(usize, Action)> {
        self.bindings
            .iter()
            .enumerate()
            .filter(|(_, b)| b.contexts.contains(&ctx))
            .find_map(|(i, b)| {
                b.keys.iter().find_map(|k| {
                    let action = match (&b.produces, k.matches(ev)?) {
                        (Produces::Fixed(a), _) => a.clone(),
                        (Produces::WithChar(f), Some(c)) => f(c),
                        // A key without a character cannot build this action: the
                        // binding's next key may still take it.
                        (Produces::WithChar(_), None) => return None,
                    };
                    Some((i, action))
                })
            })
    }

    /// "key action" pairs for the status bar.
    pub fn hints(&self, ctx: Context) -> Vec<(&'static str, &'static str)> {
        self.bindings
            .iter()
            .filter(|b| b.hint && b.contexts.contains(&ctx))
            .map(|b| (b.label, short(b.help)))
            .collect()
    }

    /// Help lines for a context: every binding with a description.
    pub fn help(&self, ctx: Context) -> Vec<(&'static str, &'static str)> {
        self.bindings
            .iter()
            .filter(|b| !b.help.is_empty() && b.contexts.contains(&ctx))
            .map(|b| (b.label, b.help))
            .collect()
    }
}

fn is_ctrl_c(ev: &KeyEvent) -> bool {
    ev.modifiers.contains(KeyModifiers::CONTROL) && ev.code == KeyCode::Char('c')
}

/// The first words of a help text, for the status bar.
fn short(help: &'static str) -> &'static str {
    help.split([' ', '(', ':', ';']).next().unwrap_or(help)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(c: KeyCode) -> KeyEvent {
        KeyEvent::new(c, KeyModifiers::NONE)
    }

    #[test]
    fn keys_map_by_context() {
        let km = Keymap::new();
        assert_eq!(
            km.action(Context::Normal, &key(KeyCode::Char('5'))),
            Some(Action::Digit(5))
        );
        assert_eq!(
            km.action(Context::Prompt, &key(KeyCode::Char('5'))),
            Some(Action::PromptChar('5'))
        );
        assert_eq!(
            km.action(Context::Prompt, &key(KeyCode::Char('q'))),
            Some(Action::PromptChar('q'))
        );
        assert_eq!(
            km.action(Context::Normal, &key(KeyCode::Char('q'))),
            Some(Action::Quit)
        );
        assert_eq!(
            km.action(Context::Weights, &key(KeyCode::Char('w'))),
            Some(Action::Back)
        );
        let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
        assert_eq!(km.action(Context::Prompt, &ctrl_c), Some(Action::Quit));
        assert_eq!(km.action(Context::Normal, &key(KeyCode::F(5))), None);
        assert_eq!(
            km.action(Context::Weights, &key(KeyCode::Char('0'))),
            Some(Action::Digit(0))
        );
        assert_eq!(
            km.action(Context::Normal, &key(KeyCode::Char('0'))),
            Some(Action::Clear)
        );
    }

    const CONTEXTS: [Context; 11] = [
        Context::Normal,
        Context::Pencil,
        Context::Regions,
        Context::Weights,
        Context::Help,
        Context::Prompt,
        Context::Picker,
        Context::Confirm,
        Context::Steps,
        Context::NewGame,
        Context::Solved,
    ];

    /// Every key press a pattern matches (printable ASCII for "any character").
    fn events(pattern: Key) -> Vec<KeyEvent> {
        match pattern {
            Key::Char(c) => vec![key(KeyCode::Char(c))],
            Key::Ctrl(c) => vec![KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL)],
            Key::Code(code) => vec![key(code)],
            Key::Digits => ('1'..='9').map(|c| key(KeyCode::Char(c))).collect(),
            Key::AnyChar => (' '..='~').map(|c| key(KeyCode::Char(c))).collect(),
        }
    }

    #[test]
    fn no_binding_is_shadowed_by_an_earlier_one_in_its_context() {
        let km = Keymap::new();
        for ctx in CONTEXTS {
            for (i, b) in km.bindings.iter().enumerate() {
                if !b.contexts.contains(&ctx) {
                    continue;
                }
                for &pattern in b.keys {
                    let taken: Vec<KeyEvent> = events(pattern)
                        .into_iter()
                        .filter(|ev| match km.resolve(ctx, ev) {
                            // Ctrl-C quits before any binding is asked.
                            Some((j, action)) if j == i => is_ctrl_c(ev) && action != Action::Quit,
                            _ => true,
                        })
                        .collect();
                    // "Any character" is the prompt's catch-all: the keys bound before it
                    // are meant to come first, as long as it still takes some.
                    let shadowed = match pattern {
                        Key::AnyChar => taken.len() == events(pattern).len(),
                        _ => !taken.is_empty(),
                    };
                    assert!(
                        !shadowed,
                        "{ctx:?}: {} ({pattern:?}) is taken by an earlier binding: {taken:?}",
                        b.label
                    );
                }
            }
        }
    }

    #[test]
    fn every_hint_is_a_binding_its_keys_reach_with_help() {
        let km = Keymap::new();
        for ctx in [Context::Normal, Context::Regions, Context::Weights] {
            let hints = km.hints(ctx);
            assert!(!hints.is_empty());
            assert!(hints.iter().all(|(_, h)| !h.is_empty()));
            assert!(km.help(ctx).len() >= hints.len());
            for (i, b) in km.bindings.iter().enumerate() {
                if b.hint && b.contexts.contains(&ctx) {
                    let first = events(b.keys[0])[0];
                    assert_eq!(
                        km.resolve(ctx, &first).map(|(j, _)| j),
                        Some(i),
                        "{ctx:?}: the hint {} is not what its key does",
                        b.label
                    );
                }
            }
        }
    }
}
