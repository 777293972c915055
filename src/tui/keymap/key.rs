//! One key pattern of the keymap: how it is named (in the defaults table and in
//! `config.toml`'s `[keys]`), how it is shown in help and the status bar, which key
//! presses it takes, and whether two patterns can take the same press.

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// A key pattern.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    Char(char),
    Ctrl(char),
    Code(KeyCode),
    /// 1–9, giving the digit.
    Digits,
    /// Any printable character (prompts).
    AnyChar,
}

/// The keys with a name, as written in `[keys]` (any case) and shown in help.
const NAMED: [(&str, KeyCode, &str); 15] = [
    ("enter", KeyCode::Enter, "Enter"),
    ("esc", KeyCode::Esc, "Esc"),
    ("tab", KeyCode::Tab, "Tab"),
    ("backtab", KeyCode::BackTab, "Shift-Tab"),
    ("backspace", KeyCode::Backspace, "⌫"),
    ("delete", KeyCode::Delete, "Del"),
    ("insert", KeyCode::Insert, "Ins"),
    ("home", KeyCode::Home, "Home"),
    ("end", KeyCode::End, "End"),
    ("pageup", KeyCode::PageUp, "PgUp"),
    ("pagedown", KeyCode::PageDown, "PgDn"),
    ("up", KeyCode::Up, "↑"),
    ("down", KeyCode::Down, "↓"),
    ("left", KeyCode::Left, "←"),
    ("right", KeyCode::Right, "→"),
];

/// What a key may be written as, for the error that names a key nonet does not know.
pub const KEY_SYNTAX: &str = "a key is one character (\"x\", \"H\", \"?\"), ctrl-CHAR \
     (\"ctrl-x\"), space, f1-f12, or one of: enter, esc, tab, backtab, backspace, delete, \
     insert, home, end, pageup, pagedown, up, down, left, right";

impl Key {
    /// A key as a user writes it: one character (case counts: `H` is not `h`), `ctrl-`
    /// and a character, `space`, `f1`-`f12` or a named key (any case).
    pub fn parse(name: &str) -> Option<Key> {
        let mut chars = name.chars();
        if let (Some(c), None) = (chars.next(), chars.next()) {
            return (!c.is_control()).then_some(Key::Char(c));
        }
        let lower = name.to_ascii_lowercase();
        if let Some(rest) = lower.strip_prefix("ctrl-") {
            let mut chars = rest.chars();
            return match (chars.next(), chars.next()) {
                (Some(c), None) if c.is_ascii_graphic() => Some(Key::Ctrl(c)),
                _ => None,
            };
        }
        if lower == "space" {
            return Some(Key::Char(' '));
        }
        if let Some(n) = lower.strip_prefix('f').and_then(|n| n.parse::<u8>().ok()) {
            return (1..=12).contains(&n).then_some(Key::Code(KeyCode::F(n)));
        }
        NAMED
            .iter()
            .find(|(n, _, _)| *n == lower)
            .map(|&(_, code, _)| Key::Code(code))
    }

    /// A key of the defaults table: a user's key, or one of the two patterns only the
    /// defaults use, `1-9` (the digits) and `text` (any printable character).
    pub fn parse_pattern(name: &str) -> Option<Key> {
        match name {
            "1-9" => Some(Key::Digits),
            "text" => Some(Key::AnyChar),
            _ => Key::parse(name),
        }
    }

    /// How help and the status bar show the key: `Ctrl-X`, `Enter`, `←`, `Space`.
    pub fn shown(self) -> String {
        match self {
            Key::Char(' ') => "Space".into(),
            Key::Char(c) => c.to_string(),
            Key::Ctrl(c) => format!("Ctrl-{}", c.to_ascii_uppercase()),
            Key::Code(KeyCode::F(n)) => format!("F{n}"),
            Key::Code(code) => NAMED
                .iter()
                .find(|(_, c, _)| *c == code)
                .map_or_else(|| format!("{code:?}"), |(_, _, shown)| shown.to_string()),
            Key::Digits => "1-9".into(),
            Key::AnyChar => "text".into(),
        }
    }

    /// Whether the key press is this pattern's: `Some(character)` if it is (the
    /// character for the patterns that build their action from it), `None` if not.
    pub fn matches(self, ev: &KeyEvent) -> Option<Option<char>> {
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

    /// Whether some key press is taken by both patterns.
    pub fn overlaps(self, other: Key) -> bool {
        use Key::*;
        match (self, other) {
            (AnyChar, Char(_) | Digits | AnyChar) | (Char(_) | Digits, AnyChar) => true,
            (Digits, Digits) => true,
            (Digits, Char(c)) | (Char(c), Digits) => ('1'..='9').contains(&c),
            (Char(a), Char(b)) => a == b,
            (Ctrl(a), Ctrl(b)) => a.eq_ignore_ascii_case(&b),
            (Code(a), Code(b)) => a == b,
            _ => false,
        }
    }
}

/// Keys as help shows a rebound binding: `x`, `Ctrl-H/F1`.
pub fn shown(keys: &[Key]) -> String {
    keys.iter().map(|k| k.shown()).collect::<Vec<_>>().join("/")
}
