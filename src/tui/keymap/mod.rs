//! Keys → actions, per context. The keymap is data: the default bindings are
//! `assets/keymap.toml`, in the format of `config.toml`'s `[keys]`
//! ([`crate::settings::keys`]), which the user's `[keys]` may rebind ([`config`], which
//! adds `Keymap::configured`).
//! The help overlay, the status bar's key hints and every text that names a key
//! ([`Keymap::name_of`]) are made from the bindings, so they can't drift from what the
//! keys do.

pub mod config;
pub mod defaults;
pub mod key;

use super::action::Action;
pub use crate::settings::keys::context::Context;
use crate::settings::keys::{rows, Row};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use defaults::{ActionDef, Produces};
pub use key::Key;

/// A binding: keys that make an action in some contexts.
#[derive(Clone, Debug)]
pub struct Binding {
    pub keys: Vec<Key>,
    /// How help and the status bar show the keys: the default's label ("1-9", "←↑↓→"),
    /// or the keys as the user bound them.
    pub label: String,
    /// The keys one by one ("↑/k"), for a help line of this binding's own.
    pub keys_shown: String,
    pub action: &'static ActionDef,
    pub contexts: Vec<Context>,
    /// The help line as written, `{action}` standing for another action's key; empty
    /// when the row above's line covers this binding.
    written: &'static str,
    /// The help line with the keys named: `written` as the keymap it is in fills it in.
    pub help: String,
    /// Shown in the status bar's hints.
    pub hint: bool,
    /// The `[keys]` entry (its index in the rebindings' `entries`) that set the keys.
    pub rebound_by: Option<usize>,
}

impl Binding {
    /// The binding of a default row. Panics on a key or an action that does not exist:
    /// the default file is checked by this module's tests.
    fn from_row(row: &'static Row) -> Binding {
        let keys: Vec<Key> = (row.key_names.iter())
            .map(|k| Key::parse_pattern(k).unwrap_or_else(|| panic!("default key {k:?}")))
            .collect();
        Binding {
            label: (row.label.clone()).unwrap_or_else(|| keys[0].shown()),
            keys_shown: key::shown(&keys),
            keys,
            action: defaults::action(row.action)
                .unwrap_or_else(|| panic!("default action {:?}", row.action)),
            contexts: row.modes.clone(),
            written: &row.help,
            help: row.help.clone(),
            hint: row.bar,
            rebound_by: None,
        }
    }

    /// Gives the binding the keys of `[keys]` entry `entry`.
    fn rebind(&mut self, keys: &[Key], entry: usize) {
        self.keys = keys.to_vec();
        self.keys_shown = key::shown(keys);
        self.label = self.keys_shown.clone();
        self.rebound_by = Some(entry);
    }
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
    /// The default keymap.
    pub fn new() -> Keymap {
        Keymap {
            bindings: rows().iter().map(Binding::from_row).collect(),
        }
        .with_keys_named()
    }

    /// The keymap with each help line's `{action}` filled in with that action's keys,
    /// once its bindings are final.
    fn with_keys_named(mut self) -> Keymap {
        let named: Vec<String> = self
            .bindings
            .iter()
            .map(|b| self.fill(b.written, b.contexts[0]))
            .collect();
        for (b, help) in self.bindings.iter_mut().zip(named) {
            b.help = help;
        }
        self
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
                    let action = match (&b.action.produces, k.matches(ev)?) {
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

    /// How help shows the keys of `action` (named as in `[keys]`) in `ctx`: "x"; None
    /// when it has none there. For texts that name the key, such as the panel's.
    pub fn key_for(&self, action: &str, ctx: Context) -> Option<&str> {
        self.bindings
            .iter()
            .find(|b| b.action.name == action && b.contexts.contains(&ctx) && !b.keys.is_empty())
            .map(|b| {
                if b.rebound_by.is_some() {
                    b.keys_shown.as_str()
                } else {
                    b.label.as_str()
                }
            })
    }

    /// The key of `action` (named as in `[keys]`) for a text that tells the user to
    /// press it: its first key in `ctx`, else in the normal mode, else in the first mode
    /// that has one; when the user left it no key, a note that says so.
    pub fn name_of(&self, action: &str, ctx: Context) -> String {
        debug_assert!(defaults::action(action).is_some(), "no action {action}");
        let first_key = |c: Context| {
            self.bindings
                .iter()
                .find(|b| b.action.name == action && b.contexts.contains(&c))
                .and_then(|b| b.keys.first())
        };
        [ctx, Context::Normal]
            .into_iter()
            .chain(Context::ALL)
            .find_map(first_key)
            .map_or_else(|| format!("(no key: {action})"), |k| k.shown())
    }

    /// `text` with each `{action}` in it replaced by that action's key (see
    /// [`Keymap::name_of`]); braces around anything else stay as they are.
    pub fn fill(&self, text: &str, ctx: Context) -> String {
        let mut out = String::with_capacity(text.len());
        let mut rest = text;
        while let Some(open) = rest.find('{') {
            let Some(close) = rest[open..].find('}').map(|c| open + c) else {
                break;
            };
            let name = &rest[open + 1..close];
            out.push_str(&rest[..open]);
            match defaults::action(name) {
                Some(_) => out.push_str(&self.name_of(name, ctx)),
                None => {
                    // A name that looks like an action's and is none is a typo in a text.
                    let looks_like_one = name.bytes().all(|b| b.is_ascii_lowercase() || b == b'-');
                    debug_assert!(name.is_empty() || !looks_like_one, "no action {name}");
                    out.push_str(&rest[open..=close]);
                }
            }
            rest = &rest[close + 1..];
        }
        out.push_str(rest);
        out
    }

    /// "key action" pairs for the status bar.
    pub fn hints(&self, ctx: Context) -> Vec<(&str, &str)> {
        self.bindings
            .iter()
            .filter(|b| b.hint && b.contexts.contains(&ctx) && !b.keys.is_empty())
            .map(|b| (b.label.as_str(), short(&b.help)))
            .collect()
    }

    /// Help lines for a context: one per binding with a help text, whose line also
    /// covers the bindings without one after it (`←↑↓→` for the four moves). When the
    /// user rebound one of those, each binding of the group that has keys gets a line
    /// of its own instead, its keys and what its action does, so that no line names a
    /// key that is not the one bound.
    pub fn help(&self, ctx: Context) -> Vec<(&str, &str)> {
        let rows: Vec<&Binding> = self
            .bindings
            .iter()
            .filter(|b| b.contexts.contains(&ctx))
            .collect();
        let mut lines = Vec::new();
        let mut start = 0;
        while start < rows.len() {
            let covered = rows[start + 1..]
                .iter()
                .take_while(|b| b.help.is_empty())
                .count();
            let group = &rows[start..start + 1 + covered];
            if group.iter().any(|b| b.rebound_by.is_some()) {
                lines.extend(
                    group
                        .iter()
                        .filter(|b| !b.keys.is_empty())
                        .map(|b| (b.keys_shown.as_str(), b.action.about())),
                );
            } else if !group[0].help.is_empty() {
                lines.push((group[0].label.as_str(), group[0].help.as_str()));
            }
            start += group.len();
        }
        lines
    }
}

fn is_ctrl_c(ev: &KeyEvent) -> bool {
    ev.modifiers.contains(KeyModifiers::CONTROL) && ev.code == KeyCode::Char('c')
}

/// The first words of a help text, for the status bar.
fn short(help: &str) -> &str {
    help.split([' ', '(', ':', ';']).next().unwrap_or(help)
}

#[cfg(test)]
mod tests;
