//! Keys → actions, per context. The keymap is data: the default bindings are one table
//! ([`defaults::DEFAULTS`], one row per binding), which `config.toml`'s `[keys]` may
//! rebind ([`config`], which adds `Keymap::configured`). The help overlay and the status bar's key hints are generated
//! from the bindings, so they can't drift from what the keys do.

pub mod config;
pub mod defaults;
pub mod key;

use super::action::Action;
pub use crate::settings::keys::context::Context;
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
    /// The help line; empty when the row above's line covers this binding.
    pub help: &'static str,
    /// Shown in the status bar's hints.
    pub hint: bool,
    /// The `[keys]` entry (its index in the rebindings' `entries`) that set the keys.
    pub rebound_by: Option<usize>,
}

impl Binding {
    /// The binding of a row of the defaults table. Panics on a row that names a key or
    /// an action that does not exist: the table is checked by a unit test.
    fn from_row(row: &defaults::Row) -> Binding {
        let keys: Vec<Key> = row
            .keys
            .split_whitespace()
            .map(|k| Key::parse_pattern(k).unwrap_or_else(|| panic!("default key {k:?}")))
            .collect();
        Binding {
            label: row.label.to_string(),
            keys_shown: key::shown(&keys),
            keys,
            action: defaults::action(row.action)
                .unwrap_or_else(|| panic!("default action {:?}", row.action)),
            contexts: row.modes.to_vec(),
            help: row.help,
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
            bindings: defaults::DEFAULTS.iter().map(Binding::from_row).collect(),
        }
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

    /// "key action" pairs for the status bar.
    pub fn hints(&self, ctx: Context) -> Vec<(&str, &str)> {
        self.bindings
            .iter()
            .filter(|b| b.hint && b.contexts.contains(&ctx) && !b.keys.is_empty())
            .map(|b| (b.label.as_str(), short(b.help)))
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
                lines.push((group[0].label.as_str(), group[0].help));
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
