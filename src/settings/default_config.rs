//! The default `config.toml` that `nonet config --default` prints, as `bat
//! --generate-config-file` writes one: every setting at its default, the settings live and
//! the keys commented out (a key written there counts as rebound, and help then lists it
//! on a line of its own), each under a comment saying what it does. The keys come from the
//! default keymap ([`super::keys`]) and the themes from the built-in list, so the file
//! cannot drift from what the TUI does; the TUI's tests read it back as its settings.

use super::dirs::CONFIG_FILE;
use super::keys::{actions, rows, Row};
use super::themes::{BUILTIN, DEFAULT_THEME};

/// The default `config.toml`, commented.
pub fn default_config() -> String {
    let themes: Vec<&str> = BUILTIN.iter().map(|(name, _)| *name).collect();
    let settings = [
        (
            format!(
                "nonet's settings: {CONFIG_FILE} in the config folder ($NONET_CONFIG_DIR, else \
                 ~/.config/nonet on Linux). `nonet config --default` wrote this: every setting \
                 at its default. A setting left out keeps its default."
            ),
            None,
        ),
        (
            format!(
                "The colours: a built-in theme ({}) or a file themes/NAME.toml in the config \
                 folder. `nonet --theme NAME` overrides it; the theme key in the TUI writes it.",
                themes.join(", ")
            ),
            Some(format!("theme = {}", quoted(DEFAULT_THEME))),
        ),
        (
            "The panel's automatic check of the puzzle's solutions (\"Status unique\").".into(),
            Some("status = true".into()),
        ),
        (
            "Hints and ratings with the techniques that assume a unique solution (unique \
             rectangles, BUG+1)."
                .into(),
            Some("uniqueness = true".into()),
        ),
        (
            "The terminal's colour depth: \"truecolor\", \"256\" or \"16\". Left out, it is \
             guessed from the environment (COLORTERM, TERM)."
                .into(),
            Some("# colours = \"truecolor\"".into()),
        ),
        (
            "The keys: an action's name, then its keys: one key (\"x\", \"H\", \"ctrl-x\", \
             \"f2\", \"space\", \"enter\", \"esc\", \"tab\", \"up\", …), a list of them, or [] \
             for none. An entry without a mode gives the action its keys in every mode where \
             it has keys; action.mode in that mode only. Ctrl-C always quits. These are the \
             defaults, commented out: a key written here counts as rebound (help lists it on a \
             line of its own), so keep only the ones you change."
                .into(),
            Some("[keys]".into()),
        ),
    ];
    let mut blocks: Vec<String> = settings
        .iter()
        .map(|(about, line)| {
            let line = line.as_ref().map_or(String::new(), |l| format!("{l}\n"));
            format!("{}{line}", comment(about))
        })
        .collect();
    blocks.extend(actions_in_order().into_iter().map(action_entries));
    blocks.join("\n")
}

/// `text` as comment lines of at most 88 columns.
fn comment(text: &str) -> String {
    let mut out = String::new();
    let mut line = String::from("#");
    for word in text.split_whitespace() {
        if line.chars().count() + 1 + word.chars().count() > 88 && line != "#" {
            out.push_str(&line);
            out.push('\n');
            line = String::from("#");
        }
        line.push(' ');
        line.push_str(word);
    }
    out.push_str(&line);
    out.push('\n');
    out
}

/// The actions of the default keymap, in the order they first appear there.
fn actions_in_order() -> Vec<&'static str> {
    let mut names: Vec<&str> = Vec::new();
    for row in rows() {
        if !names.contains(&row.action) {
            names.push(row.action);
        }
    }
    names
}

/// The commented entries of `action`: one line when its keys are the same in every mode,
/// else a line per mode.
fn action_entries(action: &'static str) -> String {
    let of_action: Vec<&Row> = rows().iter().filter(|r| r.action == action).collect();
    let modes: Vec<&str> = of_action
        .iter()
        .flat_map(|r| r.modes.iter().map(|m| m.name()))
        .collect();
    // "back: cancel, …" under `back` says its name twice.
    let about = actions::about(action).unwrap_or("");
    let about = (about.strip_prefix(action))
        .and_then(|a| a.strip_prefix(": "))
        .unwrap_or(about);
    let mut text = comment(&format!("{action}: {about} (in {})", modes.join(", ")));
    // Only the actions that take their character from the key (a digit, a typed
    // character) have the patterns `1-9` and `text`, which `[keys]` does not take.
    let patterns = |r: &&Row| r.key_names.iter().any(|k| k == "1-9" || k == "text");
    if of_action.iter().any(patterns) {
        let keys: Vec<&str> = of_action
            .iter()
            .flat_map(|r| r.key_names.iter().map(String::as_str))
            .collect();
        text.push_str(&comment(&format!(
            "(its keys, {}, give the character: they cannot be rebound)",
            keys.join(" ")
        )));
        return text;
    }
    let keys_of = |row: &Row| keys_value(&row.key_names);
    let first = keys_of(of_action[0]);
    if of_action.iter().all(|r| keys_of(r) == first) {
        text.push_str(&format!("# {action} = {first}\n"));
        return text;
    }
    for row in of_action {
        for mode in &row.modes {
            text.push_str(&format!("# {action}.{} = {}\n", mode.name(), keys_of(row)));
        }
    }
    text
}

/// Keys as `[keys]` takes them: one key, or a list. Ctrl-C is left out: it always quits
/// and cannot be bound.
fn keys_value(names: &[String]) -> String {
    let names: Vec<String> = names
        .iter()
        .filter(|n| !n.eq_ignore_ascii_case("ctrl-c"))
        .map(|n| quoted(n))
        .collect();
    match names.as_slice() {
        [one] => one.clone(),
        _ => format!("[{}]", names.join(", ")),
    }
}

fn quoted(text: &str) -> String {
    toml::Value::String(text.to_string()).to_string()
}
