//! The default keymap as data, which both faces read: the TUI builds its keymap from it
//! (`tui::keymap`, which turns each action's name into what it makes), the CLI writes it
//! into the manual's KEYS section (`cli::man`) and the default config (`nonet config
//! --default`). The bindings are `assets/keymap.toml`, in the format of `config.toml`'s
//! `[keys]` (one `action.mode = keys` entry each, in the order help lists them), and
//! `assets/keymap-help.toml` says how help and the status bar show them; both are
//! compiled in and read once. A mistake in either fails a unit test with its file, line
//! and column, so a broken default never reaches a user's start. Beside them: the
//! contexts a key is read in ([`context`]) and every action a key can be bound to, with
//! what it does ([`actions`]).

pub mod actions;
pub mod context;

use context::Context;
use nonet_core::format::ParseError;
use std::borrow::Cow;
use std::sync::OnceLock;
use toml::de::{DeTable, DeValue};
use toml::Spanned;

/// The default bindings, as `config.toml`'s `[keys]` writes them.
pub const KEYMAP_TOML: &str = include_str!("../../../assets/keymap.toml");
/// How help and the status bar show the default bindings.
pub const HELP_TOML: &str = include_str!("../../../assets/keymap-help.toml");

const KEYMAP_FILE: &str = "assets/keymap.toml";
const HELP_FILE: &str = "assets/keymap-help.toml";

/// One default binding: an action's keys in some modes, and how help shows them. The
/// entries of `keymap.toml` written one after the other with the same action, keys and
/// help are one row, for all their modes (`undo` in the five grid modes).
#[derive(Clone, Debug)]
pub struct Row {
    /// The keys as the file names them (`ctrl-z`, `1-9`), as `[keys]` takes them plus
    /// the patterns `1-9` (the digit keys) and `text` (any printable character). The
    /// TUI's keymap reads them (its tests read every default row).
    pub key_names: Vec<String>,
    pub modes: Vec<Context>,
    /// The action's name, one of [`actions::ACTIONS`].
    pub action: &'static str,
    /// How help and the status bar name the keys: the help file's `label`; None for the
    /// first key as help shows it.
    pub label: Option<String>,
    /// Shown in the status bar's hints.
    pub bar: bool,
    /// The help line, with `{action}` where another action's key goes; empty when the
    /// row before it in its mode has the line that covers this one.
    pub help: String,
}

/// The default rows. The files are checked by the TUI keymap's unit tests
/// (`the_default_files_read_and_every_action_has_a_default_binding`), so reading them
/// cannot fail in a build whose tests pass.
pub fn rows() -> &'static [Row] {
    static ROWS: OnceLock<Vec<Row>> = OnceLock::new();
    ROWS.get_or_init(|| {
        read(KEYMAP_TOML, HELP_TOML).unwrap_or_else(|e| panic!("the default keymap: {e}"))
    })
}

type Value<'i> = Spanned<DeValue<'i>>;

/// An entry of `[keys]`: the action, the mode, the key names and where the keys are
/// written.
type Entry = (&'static str, Context, Vec<String>, usize);

/// How help shows one binding, from the help file.
#[derive(Clone, Debug, Default, PartialEq)]
struct Look {
    text: String,
    bar: bool,
    label: Option<String>,
}

/// A help entry: the action, its mode (None: every mode), how it shows, and whether a
/// binding used it.
struct HelpEntry {
    action: String,
    mode: Option<Context>,
    look: Look,
    at: usize,
    used: bool,
}

/// Reads the keymap file and the help file into rows; the first mistake is the error,
/// with its file, line and column.
pub fn read(keymap: &str, help: &str) -> Result<Vec<Row>, String> {
    let keys = Place::new(keymap, KEYMAP_FILE);
    let mut looks = Place::new(help, HELP_FILE).help_entries()?;
    let mut rows: Vec<Row> = Vec::new();
    for (action, mode, key_names, at) in keys.bindings()? {
        let look = look_of(&mut looks, action, mode);
        if key_names.is_empty() {
            return Err(keys.error(at, "a default binding has at least one key"));
        }
        let label = look.label;
        if let Some(last) = rows.last_mut().filter(|r| {
            r.action == action
                && r.key_names == key_names
                && (&r.label, r.bar, &r.help) == (&label, look.bar, &look.text)
        }) {
            last.modes.push(mode);
            continue;
        }
        rows.push(Row {
            key_names,
            modes: vec![mode],
            action,
            label,
            bar: look.bar,
            help: look.text,
        });
    }
    let help_place = Place::new(help, HELP_FILE);
    if let Some(unused) = looks.iter().find(|e| !e.used) {
        return Err(help_place.error(unused.at, "no binding in keymap.toml has this help"));
    }
    Ok(rows)
}

/// How the help file shows `action` in `mode`: the mode's own entry, else the action's
/// for every mode, else no line of its own. The entry is marked used.
fn look_of(looks: &mut [HelpEntry], action: &str, mode: Context) -> Look {
    let (own, other): (Vec<_>, Vec<_>) = (looks.iter_mut())
        .filter(|e| e.action == action)
        .partition(|e| e.mode == Some(mode));
    let every = other.into_iter().find(|e| e.mode.is_none());
    match own.into_iter().next().or(every) {
        Some(entry) => {
            entry.used = true;
            entry.look.clone()
        }
        None => Look::default(),
    }
}

/// A file being read, for located errors.
struct Place<'t> {
    text: &'t str,
    file: &'t str,
}

impl<'t> Place<'t> {
    fn new(text: &'t str, file: &'t str) -> Place<'t> {
        Place { text, file }
    }

    fn error(&self, at: usize, message: &str) -> String {
        ParseError::at_offset(self.text, at, message)
            .in_source(self.file)
            .to_string()
    }

    /// The file's top-level table `name`.
    fn table(&self, name: &str) -> Result<DeTable<'t>, String> {
        let root = DeTable::parse(self.text).map_err(|e| {
            let at = e.span().map_or(0, |s| s.start);
            self.error(at, e.message().trim())
        })?;
        match root.into_inner().remove(name).map(Spanned::into_inner) {
            Some(DeValue::Table(table)) => Ok(table),
            _ => Err(self.error(0, &format!("no [{name}] table"))),
        }
    }

    /// Every `action.mode = keys` entry of `[keys]`, in the order written.
    fn bindings(&self) -> Result<Vec<Entry>, String> {
        let mut out = Vec::new();
        for (name, value) in self.table("keys")? {
            let action = self.action(&name)?;
            let DeValue::Table(modes) = value.get_ref() else {
                let message = "a default binding names its mode (action.mode = keys)";
                return Err(self.error(value.span().start, message));
            };
            for (mode, keys) in modes {
                let mode = self.mode(mode)?;
                let at = keys.span().start;
                out.push((action, mode, self.key_names(keys)?, at));
            }
        }
        out.sort_by_key(|&(_, _, _, at)| at);
        Ok(out)
    }

    fn action(&self, name: &Spanned<Cow<str>>) -> Result<&'static str, String> {
        let action = actions::ACTIONS.iter().find(|a| a.name == name.get_ref());
        action.map(|a| a.name).ok_or_else(|| {
            let message = format!("no such action {:?}", name.get_ref());
            self.error(name.span().start, &message)
        })
    }

    fn mode(&self, name: &Spanned<Cow<str>>) -> Result<Context, String> {
        let mode = Context::ALL
            .into_iter()
            .find(|c| c.name() == name.get_ref());
        mode.ok_or_else(|| {
            let message = format!("no mode {:?}", name.get_ref());
            self.error(name.span().start, &message)
        })
    }

    /// One key name or a list of them.
    fn key_names(&self, value: &Value) -> Result<Vec<String>, String> {
        let items: Vec<&Value> = match value.get_ref() {
            DeValue::Array(items) => items.iter().collect(),
            _ => vec![value],
        };
        items
            .into_iter()
            .map(|item| match item.get_ref() {
                DeValue::String(name) => Ok(name.to_string()),
                _ => Err(self.error(item.span().start, "expected a key name")),
            })
            .collect()
    }

    /// Every entry of `[help]`: `action = look` (every mode) or `action.mode = look`.
    fn help_entries(&self) -> Result<Vec<HelpEntry>, String> {
        let mut out = Vec::new();
        for (name, value) in self.table("help")? {
            let action = self.action(&name)?.to_string();
            let per_mode = match value.get_ref() {
                DeValue::Table(t) => t
                    .iter()
                    .find(|(k, _)| Context::ALL.iter().any(|c| c.name() == k.get_ref()))
                    .map(|_| t),
                _ => None,
            };
            let Some(modes) = per_mode else {
                let (look, at) = (self.look(&value)?, value.span().start);
                out.push(HelpEntry {
                    action,
                    mode: None,
                    look,
                    at,
                    used: false,
                });
                continue;
            };
            for (mode, value) in modes {
                let (mode, look) = (Some(self.mode(mode)?), self.look(value)?);
                let (action, at) = (action.clone(), value.span().start);
                out.push(HelpEntry {
                    action,
                    mode,
                    look,
                    at,
                    used: false,
                });
            }
        }
        Ok(out)
    }

    /// A help line: its text, or `{ text, bar, label }`.
    fn look(&self, value: &Value) -> Result<Look, String> {
        let table = match value.get_ref() {
            DeValue::String(text) => {
                let text = text.to_string();
                return Ok(Look {
                    text,
                    ..Look::default()
                });
            }
            DeValue::Table(table) => table,
            _ => return Err(self.error(value.span().start, "expected a text or a table")),
        };
        let mut look = Look::default();
        for (field, v) in table {
            match (field.get_ref().as_ref(), v.get_ref()) {
                ("text", DeValue::String(t)) => look.text = t.to_string(),
                ("label", DeValue::String(t)) => look.label = Some(t.to_string()),
                ("bar", DeValue::Boolean(b)) => look.bar = *b,
                _ => {
                    let message = "expected text = \"…\", label = \"…\" or bar = true";
                    return Err(self.error(field.span().start, message));
                }
            }
        }
        if look.bar && look.text.is_empty() {
            let message = "a binding the status bar shows has a text";
            return Err(self.error(value.span().start, message));
        }
        Ok(look)
    }
}
