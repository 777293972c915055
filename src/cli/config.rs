//! `nonet config --default`: a commented `config.toml` with every setting at its default,
//! as `bat --generate-config-file` writes one: the settings live, the keys commented out
//! (a key written there counts as rebound, and help then lists it on a line of its own),
//! each under a comment saying what it does. The keys come from the default keymap
//! (`assets/keymap.toml`) and the themes from the built-in list, so the file cannot
//! drift from what the program does.

use super::args::ConfigArgs;
use super::{emit, CliResult};
use crate::tui::keymap::default_file::{rows, Row};
use crate::tui::keymap::defaults::Produces;
use crate::tui::keymap::Context;
use crate::tui::theme::{BUILTIN, CONFIG_FILE, DEFAULT_THEME};

pub fn config(args: &ConfigArgs) -> CliResult {
    // `--default` is required (clap says so): it is the only thing `config` does yet.
    debug_assert!(args.default);
    emit(&mut std::io::stdout().lock(), &default_config())?;
    Ok(0)
}

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
        if !names.contains(&row.action.name) {
            names.push(row.action.name);
        }
    }
    names
}

/// The commented entries of `action`: one line when its keys are the same in every mode,
/// else a line per mode.
fn action_entries(action: &'static str) -> String {
    let of_action: Vec<&Row> = rows().iter().filter(|r| r.action.name == action).collect();
    let def = of_action[0].action;
    let modes: Vec<&str> = of_action
        .iter()
        .flat_map(|r| r.modes.iter().map(|m| m.name()))
        .collect();
    // "back: cancel, …" under `back` says its name twice.
    let about = def
        .about
        .strip_prefix(action)
        .and_then(|a| a.strip_prefix(": "));
    let about = about.unwrap_or(def.about);
    let mut text = comment(&format!("{action}: {about} (in {})", modes.join(", ")));
    if let Produces::WithChar(_) = def.produces {
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
            text.push_str(&format!(
                "# {action}.{} = {}\n",
                Context::name(*mode),
                keys_of(row)
            ));
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::keymap::{Key, Keymap};
    use crate::tui::store::config::load_config;
    use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

    /// The config file `text` read as the TUI reads it.
    fn loaded(tag: &str, text: &str) -> crate::tui::store::config::Config {
        let dir = crate::tui::theme::tests::tempdir(tag);
        let path = dir.join("config.toml");
        std::fs::write(&path, text).unwrap();
        let (config, error) = load_config(&path);
        let _ = std::fs::remove_dir_all(dir);
        assert_eq!(error, None, "{text}");
        config
    }

    #[test]
    fn the_default_config_reads_back_as_the_defaults() {
        let text = default_config();
        let config = loaded("config-default", &text);
        assert_eq!(config.theme.as_deref(), Some(DEFAULT_THEME));
        assert_eq!((config.status, config.uniqueness), (Some(true), Some(true)));
        assert!(config.colours.is_none());
        assert!(config.keys.entries.is_empty() && config.keys.errors.is_empty());
        // Every action is there, with a comment.
        for def in crate::tui::keymap::defaults::ACTIONS {
            assert!(
                text.contains(&format!("\n# {}: ", def.name)),
                "{}",
                def.name
            );
        }
        assert!(text.contains("\n# undo = [\"u\", \"ctrl-z\"]\n"), "{text}");
        assert!(
            text.contains("\n# back.steps = [\"esc\", \"H\", \"q\"]\n"),
            "{text}"
        );
    }

    #[test]
    fn the_default_keys_written_out_bind_every_key_as_the_defaults_do() {
        // Uncommented, the entries rebind every action to its default keys.
        let live: String = default_config()
            .lines()
            .map(|l| {
                match l
                    .strip_prefix("# ")
                    .and_then(|e| Some((e, e.split_once(" = ")?)))
                {
                    // `action = keys` and `action.mode = keys`, not the colours.
                    Some((entry, (name, _)))
                        if name != "colours"
                            && name
                                .chars()
                                .all(|c| c.is_ascii_lowercase() || "-.".contains(c)) =>
                    {
                        entry
                    }
                    _ => l,
                }
            })
            .map(|l| format!("{l}\n"))
            .collect();
        let config = loaded("config-default-live", &live);
        assert!(
            config.keys.entries.len() > 80,
            "{}",
            config.keys.entries.len()
        );
        let (keymap, errors) = Keymap::configured(&config.keys);
        assert_eq!(errors, Vec::<String>::new());
        let defaults = Keymap::new();
        let presses = |key: Key| -> Vec<KeyEvent> {
            let plain = |code| KeyEvent::new(code, KeyModifiers::NONE);
            match key {
                Key::Char(c) => vec![plain(KeyCode::Char(c))],
                Key::Ctrl(c) => vec![KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL)],
                Key::Code(code) => vec![plain(code)],
                Key::Digits => ('1'..='9').map(|c| plain(KeyCode::Char(c))).collect(),
                Key::AnyChar => (' '..='~').map(|c| plain(KeyCode::Char(c))).collect(),
            }
        };
        for ctx in Context::ALL {
            for binding in defaults
                .bindings
                .iter()
                .filter(|b| b.contexts.contains(&ctx))
            {
                for ev in binding.keys.iter().flat_map(|&k| presses(k)) {
                    assert_eq!(
                        keymap.action(ctx, &ev),
                        defaults.action(ctx, &ev),
                        "{ctx:?} {ev:?}"
                    );
                }
            }
        }
        // Nothing more is bound either: the keys free by default stay free.
        let f5 = KeyEvent::new(KeyCode::F(5), KeyModifiers::NONE);
        assert_eq!(keymap.action(Context::Normal, &f5), None);
    }
}
