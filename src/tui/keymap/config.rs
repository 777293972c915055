//! `[keys]` in `config.toml`: the user's rebindings, read with the place of each entry,
//! and laid over the defaults.
//!
//! ```toml
//! [keys]
//! hint = "x"                   # x gives hints wherever h did; h does nothing
//! undo = ["u", "ctrl-z", "f2"] # several keys
//! copy-candidates = []         # no key at all
//! back.steps = ["esc", "q"]    # in one mode only (here the all-steps list)
//! ```
//!
//! An entry gives an action its keys, replacing the default ones, in every mode where
//! the action has keys or in the one mode named after a dot. An unknown action, mode or
//! key name, or a key that another action still holds in the same mode (a clash), is
//! reported with the file, line and column, and that entry is left out: the defaults stay
//! for it.

use super::defaults::{self, ActionDef, Produces};
use super::key::{Key, KEY_SYNTAX};
use super::{Binding, Keymap};
use crate::settings::keys::context::Context;
use crate::settings::keys::rows;
use nonet_core::format::mistakes::{Locator, Tally};
use nonet_core::format::ParseError;
use std::borrow::Cow;
use std::ops::Range;
use toml::de::{DeTable, DeValue};
use toml::Spanned;

/// One rebinding: an action's keys, in every mode it has keys in, or in one.
#[derive(Clone, Debug)]
pub struct Rebinding {
    pub action: &'static ActionDef,
    pub mode: Option<Context>,
    pub keys: Vec<Key>,
    /// The entry as written (`hint`, `back.steps`), for messages.
    pub entry: String,
    /// Where its keys are written: a message about it is this error with a message.
    place: ParseError,
}

impl Rebinding {
    fn error(&self, message: String) -> String {
        said_at(self.place.clone(), &self.entry, message)
    }
}

/// "file:line:col: [keys] entry: message".
fn said_at(place: ParseError, entry: &str, message: String) -> String {
    ParseError {
        message: format!("[keys] {entry}: {message}"),
        ..place
    }
    .to_string()
}

/// The `[keys]` table of a config file: the rebindings that could be read, and what
/// could not (located messages; those entries are left out).
#[derive(Clone, Debug, Default)]
pub struct Rebindings {
    pub entries: Vec<Rebinding>,
    pub errors: Vec<String>,
}

type Value<'i> = Spanned<DeValue<'i>>;

impl Rebindings {
    /// Reads the `[keys]` table of the config file `text`, named `file` in messages. A
    /// file that is not TOML, or whose `keys` is not a table, has no rebindings here:
    /// reading the config as a whole reports that.
    pub fn read(text: &str, file: &str) -> Rebindings {
        let mut out = Rebindings::default();
        let Ok(root) = DeTable::parse(text) else {
            return out;
        };
        let Some(DeValue::Table(table)) = root.get_ref().get("keys").map(Spanned::get_ref) else {
            return out;
        };
        let reader = Reader {
            file,
            at: Locator::new(text),
        };
        // One message per kind of mistake, with a count: 32,000 unknown actions used to
        // take ten seconds and write 33 MB of messages.
        let mut mistakes = Tally::default();
        for (name, value) in in_file_order(table) {
            reader.entry(name, value, &mut out, &mut mistakes);
        }
        out.errors = mistakes.into_vec(|m, more| m.push_str(&format!(" ({more})")));
        out
    }
}

/// A table's entries in the order they are written.
fn in_file_order<'t, 'i>(
    table: &'t DeTable<'i>,
) -> Vec<(&'t Spanned<Cow<'i, str>>, &'t Value<'i>)> {
    let mut entries: Vec<_> = table.iter().collect();
    entries.sort_by_key(|(name, _)| name.span().start);
    entries
}

struct Reader<'t> {
    file: &'t str,
    /// Lines and columns of the text without a rescan per entry.
    at: Locator<'t>,
}

impl Reader<'_> {
    fn place(&self, span: Range<usize>) -> ParseError {
        self.at.error(span.start, "").in_source(self.file)
    }

    fn error(&self, span: Range<usize>, entry: &str, message: String) -> String {
        said_at(self.place(span), entry, message)
    }

    /// Reads the entry `name = value` of `[keys]` into `out`.
    fn entry(
        &self,
        name: &Spanned<Cow<str>>,
        value: &Value,
        out: &mut Rebindings,
        mistakes: &mut Tally<String>,
    ) {
        let entry = name.get_ref().as_ref();
        let Some(action) = defaults::action(entry) else {
            mistakes.add("unknown actions", || {
                let names: Vec<&str> = rebindable().map(|a| a.name).collect();
                let message = format!("no such action (the actions: {})", names.join(", "));
                self.error(name.span(), entry, message)
            });
            return;
        };
        if let Produces::WithChar(_) = action.produces {
            mistakes.add("actions that cannot be rebound", || {
                let message = "takes its character from the key, so it cannot be rebound";
                self.error(name.span(), entry, message.into())
            });
            return;
        }
        let DeValue::Table(modes) = value.get_ref() else {
            let read = self.keys(value, entry).map(|keys| Rebinding {
                action,
                mode: None,
                keys,
                entry: entry.to_string(),
                place: self.place(value.span()),
            });
            push(out, mistakes, read);
            return;
        };
        for (mode_name, keys) in in_file_order(modes) {
            let entry = format!("{entry}.{}", mode_name.get_ref());
            let read = self.mode(action, mode_name, &entry).and_then(|mode| {
                Ok(Rebinding {
                    action,
                    mode: Some(mode),
                    keys: self.keys(keys, &entry)?,
                    place: self.place(keys.span()),
                    entry: entry.clone(),
                })
            });
            push(out, mistakes, read);
        }
    }

    /// The mode `name` of the entry `entry` (`action.name`), which must be one the
    /// action has keys in by default.
    fn mode(
        &self,
        action: &ActionDef,
        name: &Spanned<Cow<str>>,
        entry: &str,
    ) -> Result<Context, String> {
        let span = name.span();
        let name = name.get_ref().as_ref();
        let Some(mode) = Context::ALL.into_iter().find(|c| c.name() == name) else {
            let modes: Vec<&str> = Context::ALL.iter().map(|c| c.name()).collect();
            let message = format!("no mode {name:?} (the modes: {})", modes.join(", "));
            return Err(self.error(span, entry, message));
        };
        let modes_of_action: Vec<&str> = Context::ALL
            .into_iter()
            .filter(|c| has_keys_in(action, *c))
            .map(Context::name)
            .collect();
        if !modes_of_action.contains(&name) {
            let message = format!(
                "{} has no keys in the {name} mode (it has in: {})",
                action.name,
                modes_of_action.join(", ")
            );
            return Err(self.error(span, entry, message));
        }
        Ok(mode)
    }

    /// The keys of an entry: one key name, or a list of them (`[]` unbinds).
    fn keys(&self, value: &Value, entry: &str) -> Result<Vec<Key>, String> {
        let expected = || {
            self.error(
                value.span(),
                entry,
                "expected a key (\"x\"), a list of keys ([\"x\", \"ctrl-x\"]) or, for \
                 one mode, a table of them (hint.pencil = \"x\")"
                    .into(),
            )
        };
        let items: Vec<&Value> = match value.get_ref() {
            DeValue::String(_) => vec![value],
            DeValue::Array(items) => items.iter().collect(),
            _ => return Err(expected()),
        };
        let mut keys = Vec::new();
        for item in items {
            let DeValue::String(name) = item.get_ref() else {
                return Err(expected());
            };
            let key = Key::parse(name).ok_or_else(|| {
                let message = format!("{name:?} is not a key: {KEY_SYNTAX}");
                self.error(item.span(), entry, message)
            })?;
            if key == Key::Ctrl('c') {
                let message = "ctrl-c quits everywhere, so it cannot be bound".into();
                return Err(self.error(item.span(), entry, message));
            }
            if !keys.contains(&key) {
                keys.push(key);
            }
        }
        Ok(keys)
    }
}

fn push(out: &mut Rebindings, mistakes: &mut Tally<String>, read: Result<Rebinding, String>) {
    match read {
        Ok(rebinding) => out.entries.push(rebinding),
        Err(message) => mistakes.add("entries with a wrong mode or key", || message),
    }
}

/// The actions a user may rebind: all but those that take their character from the key.
pub fn rebindable() -> impl Iterator<Item = &'static ActionDef> {
    defaults::ACTIONS
        .iter()
        .filter(|a| matches!(a.produces, Produces::Fixed(_)))
}

/// Whether `action` has keys in `mode` by default.
fn has_keys_in(action: &ActionDef, mode: Context) -> bool {
    rows()
        .iter()
        .any(|row| row.action == action.name && row.modes.contains(&mode))
}

// Here rather than in `keymap/mod.rs`, so that the keymap does not import this module,
// which imports it.
impl Keymap {
    /// The default keymap with the user's `[keys]` laid over it, and what was wrong in
    /// them (an unknown action, key or mode, a clash) as located messages; the defaults
    /// stay for those entries. The errors of reading come first, then each clash: an
    /// entry in a clash is left out, and the keymap built again without it, until none
    /// is left (the defaults have none).
    pub fn configured(keys: &Rebindings) -> (Keymap, Vec<String>) {
        let mut messages = keys.errors.clone();
        let mut left_out = vec![false; keys.entries.len()];
        loop {
            let mut keymap = Keymap::new();
            for (i, rebinding) in keys.entries.iter().enumerate() {
                if !left_out[i] {
                    rebind(&mut keymap.bindings, i, rebinding);
                }
            }
            let Some(clash) = first_clash(&keymap) else {
                return (keymap.with_keys_named(), messages);
            };
            let [first, second] = [clash.first.rebound_by, clash.second.rebound_by];
            let message = match (first, second) {
                (Some(a), Some(b)) => {
                    left_out[a] = true;
                    left_out[b] = true;
                    // Said at the entry written last, naming its key.
                    let key = clash.keys[usize::from(b > a)];
                    let (a, b) = (&keys.entries[a.min(b)], &keys.entries[a.max(b)]);
                    b.error(format!(
                        "`{}` is also bound to {} by [keys] {} (line {}) in the {} mode; both \
                         keep their default keys",
                        key.shown(),
                        a.action.name,
                        a.entry,
                        a.place.line,
                        clash.context.name()
                    ))
                }
                (Some(ours), None) | (None, Some(ours)) => {
                    left_out[ours] = true;
                    let side = usize::from(first.is_none());
                    let theirs = [clash.second, clash.first][side];
                    let rebinding = &keys.entries[ours];
                    rebinding.error(format!(
                        "`{}` is already bound to {} in the {} mode; {} keeps its default keys",
                        clash.keys[side].shown(),
                        theirs.action.name,
                        clash.context.name(),
                        rebinding.action.name
                    ))
                }
                // The defaults have no clash (a unit test checks): nothing to leave out.
                (None, None) => return (keymap.with_keys_named(), messages),
            };
            messages.push(message);
        }
    }
}

/// Gives the bindings of `rebinding`'s action its keys. A binding that holds in other
/// modes too keeps them, and a copy right after it takes the rebound mode, so that help
/// lists it in the same place.
fn rebind(bindings: &mut Vec<Binding>, entry: usize, rebinding: &Rebinding) {
    let mut at = 0;
    while at < bindings.len() {
        let binding = &mut bindings[at];
        at += 1;
        if binding.action.name != rebinding.action.name {
            continue;
        }
        match rebinding.mode {
            None => binding.rebind(&rebinding.keys, entry),
            Some(mode) if binding.contexts == [mode] => binding.rebind(&rebinding.keys, entry),
            Some(mode) if binding.contexts.contains(&mode) => {
                binding.contexts.retain(|&c| c != mode);
                let mut own = binding.clone();
                own.contexts = vec![mode];
                own.rebind(&rebinding.keys, entry);
                bindings.insert(at, own);
                at += 1;
            }
            Some(_) => {}
        }
    }
}

/// Two bindings of different actions that take the same key press in one context.
pub(super) struct Clash<'k> {
    pub context: Context,
    /// A key of each that takes the same press as the other.
    pub keys: [Key; 2],
    pub first: &'k Binding,
    pub second: &'k Binding,
}

/// The first clash in `keymap`, if any.
pub(super) fn first_clash(keymap: &Keymap) -> Option<Clash<'_>> {
    for context in Context::ALL {
        let held: Vec<&Binding> = keymap
            .bindings
            .iter()
            .filter(|b| b.contexts.contains(&context))
            .collect();
        for (i, first) in held.iter().enumerate() {
            for second in &held[i + 1..] {
                if first.action.name == second.action.name {
                    continue;
                }
                let pairs = first
                    .keys
                    .iter()
                    .flat_map(|&f| second.keys.iter().map(move |&s| [f, s]));
                if let Some(keys) = pairs.into_iter().find(|[f, s]| f.overlaps(*s)) {
                    return Some(Clash {
                        context,
                        keys,
                        first,
                        second,
                    });
                }
            }
        }
    }
    None
}
