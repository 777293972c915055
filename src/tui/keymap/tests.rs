//! The keymap's own checks: keys map by context, the default files read, are whole and
//! have no clash or shadowed key, hints are what their keys do, and `[keys]` rebinds, unbinds
//! and reports what is wrong with its place.

use super::config::Rebindings;
use super::*;
use crate::tui::action::CopyAs;

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

#[test]
fn ctrl_z_suspends_on_the_grid_and_u_undoes() {
    let km = Keymap::new();
    let ctrl_z = KeyEvent::new(KeyCode::Char('z'), KeyModifiers::CONTROL);
    for context in [
        Context::Normal,
        Context::Pencil,
        Context::Regions,
        Context::Weights,
        Context::Colour,
    ] {
        assert_eq!(
            km.action(context, &ctrl_z),
            Some(Action::Suspend),
            "{context:?}"
        );
        assert_eq!(
            km.action(context, &key(KeyCode::Char('u'))),
            Some(Action::Undo),
            "{context:?}"
        );
    }
    let help = km.help(Context::Normal);
    assert!(
        help.contains(&("Ctrl-Z", "suspend (fg resumes)")),
        "{help:?}"
    );
}

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
    for ctx in Context::ALL {
        for (i, b) in km.bindings.iter().enumerate() {
            if !b.contexts.contains(&ctx) {
                continue;
            }
            for &pattern in &b.keys {
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

#[test]
fn the_default_files_read_and_every_action_has_a_default_binding() {
    use crate::settings::keys::{read, HELP_TOML, KEYMAP_TOML};
    let rows = read(KEYMAP_TOML, HELP_TOML).unwrap_or_else(|e| panic!("{e}"));
    let km = Keymap::new();
    assert_eq!(km.bindings.len(), rows.len());
    assert!(rows.len() > 90, "the default rows: {}", rows.len());
    for (i, a) in defaults::ACTIONS.iter().enumerate() {
        assert!(
            defaults::ACTIONS[..i].iter().all(|b| b.name != a.name),
            "{} is named twice",
            a.name
        );
        assert!(
            rows.iter().any(|row| row.action == a.name),
            "{} has no default binding",
            a.name
        );
        assert!(!a.about().is_empty(), "{} says what it does", a.name);
    }
    // The entries of one action in a row, with the same keys and help, are one binding.
    let undo: Vec<_> = rows.iter().filter(|r| r.action == "undo").collect();
    assert_eq!(undo.len(), 1);
    assert_eq!(undo[0].modes.len(), 5);
    assert_eq!(undo[0].key_names, ["u"]);
}

#[test]
fn a_mistake_in_a_default_file_is_an_error_with_its_place() {
    use crate::settings::keys::{read, KEYMAP_TOML};
    let help = "[help]\nundo = { text = \"undo\", bar = true }\n";
    for (keys, help, expected) in [
        ("[keys]\nundo.normal = \"u\"\n", help, None),
        (
            "[keys]\nundoo.normal = \"u\"\n",
            help,
            Some("assets/keymap.toml:2:1: no such action \"undoo\""),
        ),
        (
            "[keys]\nundo.nromal = \"u\"\n",
            help,
            Some("assets/keymap.toml:2:6: no mode \"nromal\""),
        ),
        (
            "[keys]\nundo = \"u\"\n",
            help,
            Some("assets/keymap.toml:2:8: a default binding names its mode"),
        ),
        (
            "[keys]\nundo.normal = []\n",
            help,
            Some("assets/keymap.toml:2:15: a default binding has at least one key"),
        ),
        (
            "[keys]\nundo.normal = \"u\"\n",
            "[help]\nundo.pencil = \"undo\"\n",
            Some("assets/keymap-help.toml:2:15: no binding in keymap.toml has this help"),
        ),
        (
            "[keys]\nundo.normal = \"u\"\n",
            "[help]\nundo = { text = \"undo\", bra = true }\n",
            Some("assets/keymap-help.toml:2:25: expected text"),
        ),
        (
            "keys = 3\n",
            help,
            Some("assets/keymap.toml:1:1: no [keys] table"),
        ),
        (KEYMAP_TOML, "[help\n", Some("assets/keymap-help.toml:1:")),
    ] {
        match (read(keys, help), expected) {
            (Ok(_), None) => {}
            (Err(e), Some(expected)) => assert!(e.starts_with(expected), "{keys}\n{e}"),
            (got, _) => panic!("{keys}\n{help}\n{got:?}"),
        }
    }
}

#[test]
fn every_key_a_help_line_names_is_bound() {
    for km in [
        Keymap::new(),
        configured("[keys]\nhint = \"x\"\nclear = \"F3\"\n").0,
    ] {
        for b in &km.bindings {
            assert!(
                !b.help.contains('{') && !b.help.contains("(no key"),
                "{}",
                b.help
            );
        }
    }
    // The all-steps list's Enter names the hint's key, as the user bound it.
    let (km, _) = configured("[keys]\nhint = \"x\"\nclear = \"F3\"\n");
    let help = km.help(Context::Steps);
    assert!(
        help.contains(&("Enter", "show the step on the grid (x applies it)")),
        "{help:?}"
    );
    let help = km.help(Context::Normal);
    assert!(
        help.contains(&("Space", "pause target search (F3 steps)")),
        "{help:?}"
    );
    assert_eq!(km.name_of("undo", Context::Steps), "u");
    let (km, _) = configured("[keys]\nundo = []\n");
    assert_eq!(km.name_of("undo", Context::Normal), "(no key: undo)");
}

#[test]
fn every_action_named_in_the_shared_list_makes_an_action_here_and_no_other() {
    // The names and what they do are the shared data (`settings::keys::actions`); what
    // each makes is this face's table, kept in the same order.
    let shared: Vec<&str> = crate::settings::keys::actions::ACTIONS
        .iter()
        .map(|a| a.name)
        .collect();
    let here: Vec<&str> = defaults::ACTIONS.iter().map(|a| a.name).collect();
    assert_eq!(here, shared);
}

#[test]
fn the_defaults_have_no_clash() {
    if let Some(c) = config::first_clash(&Keymap::new()) {
        panic!(
            "{:?}: {} ({:?}) and {} ({:?}) take the same key",
            c.context, c.first.action.name, c.keys[0], c.second.action.name, c.keys[1]
        );
    }
}

#[test]
fn key_names_read_and_show_alike() {
    for (name, key, shown) in [
        ("x", Key::Char('x'), "x"),
        ("H", Key::Char('H'), "H"),
        ("space", Key::Char(' '), "Space"),
        ("ctrl-X", Key::Ctrl('x'), "Ctrl-X"),
        ("Enter", Key::Code(KeyCode::Enter), "Enter"),
        ("backtab", Key::Code(KeyCode::BackTab), "Shift-Tab"),
        ("f12", Key::Code(KeyCode::F(12)), "F12"),
        ("left", Key::Code(KeyCode::Left), "←"),
    ] {
        assert_eq!(Key::parse(name), Some(key), "{name}");
        assert_eq!(key.shown(), shown, "{name}");
    }
    for bad in [
        "", "ctl-x", "ctrl-", "ctrl-xy", "f13", "f0", "1-9", "text", "\t",
    ] {
        assert_eq!(Key::parse(bad), None, "{bad:?}");
    }
    assert_eq!(Key::parse_pattern("1-9"), Some(Key::Digits));
    assert!(Key::Digits.overlaps(Key::Char('5')) && !Key::Digits.overlaps(Key::Char('0')));
    assert!(Key::AnyChar.overlaps(Key::Char('q')) && !Key::AnyChar.overlaps(Key::Ctrl('q')));
}

/// The keymap `[keys]` in `text` (a config.toml) makes, and its messages.
fn configured(text: &str) -> (Keymap, Vec<String>) {
    Keymap::configured(&Rebindings::read(text, "config.toml"))
}

fn char_key(c: char) -> KeyEvent {
    key(KeyCode::Char(c))
}

/// What the key `c` does in the normal mode.
fn in_normal(km: &Keymap, c: char) -> Option<Action> {
    km.action(Context::Normal, &char_key(c))
}

#[test]
fn an_action_rebound_takes_its_new_keys_in_every_mode_it_had_keys_in() {
    let (km, errors) = configured("[keys]\nhint = [\"x\", \"f2\"]\ncopy-candidates = []\n");
    assert_eq!(errors, Vec::<String>::new());
    for ctx in [Context::Normal, Context::Pencil] {
        assert_eq!(km.action(ctx, &char_key('x')), Some(Action::Hint));
        assert_eq!(km.action(ctx, &key(KeyCode::F(2))), Some(Action::Hint));
        assert_eq!(km.action(ctx, &char_key('h')), None, "h is free");
        assert_eq!(km.action(ctx, &char_key('Y')), None, "Y is unbound");
        assert_eq!(
            km.action(ctx, &char_key('y')),
            Some(Action::CopyPosition(CopyAs::Pm))
        );
    }
    // The status bar and help show the keys as bound; the hint's line no longer names
    // the keys of the actions it covered, which get lines of their own.
    assert!(km.hints(Context::Normal).contains(&("x/F2", "hint")));
    let help = km.help(Context::Normal);
    assert!(
        help.contains(&("x/F2", "hint: name→show→apply")),
        "{help:?}"
    );
    assert!(
        help.contains(&("H", "all steps the techniques find")),
        "{help:?}"
    );
    assert!(!help.iter().any(|(k, _)| *k == "Y"), "{help:?}");
    assert!(
        !help.iter().any(|(_, h)| h.contains("y/Y copy")),
        "{help:?}"
    );
    // Elsewhere help is as it was.
    assert_eq!(
        km.help(Context::Regions),
        Keymap::new().help(Context::Regions)
    );
}

#[test]
fn an_action_rebound_in_one_mode_keeps_its_keys_in_the_others() {
    // A dotted key, and a table of its own: the same in TOML.
    let text = "[keys]\nhint.pencil = \"x\"\n\n[keys.back]\nsteps = [\"esc\", \"backspace\"]\n";
    let (km, errors) = configured(text);
    assert_eq!(errors, Vec::<String>::new());
    assert_eq!(
        km.action(Context::Pencil, &char_key('x')),
        Some(Action::Hint)
    );
    assert_eq!(km.action(Context::Pencil, &char_key('h')), None);
    assert_eq!(in_normal(&km, 'h'), Some(Action::Hint));
    assert_eq!(in_normal(&km, 'x'), None);
    let steps = Context::Steps;
    assert_eq!(
        km.action(steps, &key(KeyCode::Backspace)),
        Some(Action::Back)
    );
    assert_eq!(km.action(steps, &char_key('q')), None);
    assert_eq!(
        km.action(Context::Prompt, &key(KeyCode::Esc)),
        Some(Action::Back)
    );
    // Help keeps its order: the pencil mode's hint line is where it was.
    let position = |km: &Keymap, label| {
        let help = km.help(Context::Pencil);
        help.iter().position(|(k, _)| *k == label)
    };
    assert_eq!(position(&km, "x"), position(&Keymap::new(), "h"));
    assert!(position(&km, "x").is_some());
}

#[test]
fn actions_may_swap_keys() {
    let (km, errors) = configured("[keys]\nhint = \"u\"\nundo = \"h\"\n");
    assert_eq!(errors, Vec::<String>::new());
    assert_eq!(in_normal(&km, 'u'), Some(Action::Hint));
    assert_eq!(in_normal(&km, 'h'), Some(Action::Undo));
}

/// `text`'s one message, and the keymap it makes.
fn one_error(text: &str) -> (String, Keymap) {
    let (km, mut errors) = configured(text);
    assert_eq!(errors.len(), 1, "{errors:?}");
    (errors.remove(0), km)
}

#[test]
fn each_mistake_in_keys_is_said_with_its_place_and_the_defaults_stay() {
    let default_hint = |km: &Keymap| in_normal(km, 'h');
    for (text, expected) in [
        (
            "[keys]\nhnt = \"x\"\n",
            "config.toml:2:1: [keys] hnt: no such action (the actions: accept, backspace,",
        ),
        (
            "[keys]\nhint = [\"x\", \"ctl-x\"]\n",
            "config.toml:2:14: [keys] hint: \"ctl-x\" is not a key: a key is one character",
        ),
        (
            "[keys]\nback.steps = \"ctl-x\"\n",
            "config.toml:2:14: [keys] back.steps: \"ctl-x\" is not a key: a key is one",
        ),
        (
            "[keys]\nhint = \"ctrl-c\"\n",
            "config.toml:2:8: [keys] hint: ctrl-c quits everywhere, so it cannot be bound",
        ),
        (
            "[keys]\nhint = 3\n",
            "config.toml:2:8: [keys] hint: expected a key (\"x\"), a list of keys",
        ),
        (
            "[keys]\nhint.stps = \"x\"\n",
            "config.toml:2:6: [keys] hint.stps: no mode \"stps\" (the modes: normal, pencil,",
        ),
        (
            "[keys]\nhint.steps = \"x\"\n",
            "config.toml:2:6: [keys] hint.steps: hint has no keys in the steps mode (it has \
             in: normal, pencil)",
        ),
        (
            "[keys]\ndigit = \"x\"\n",
            "config.toml:2:1: [keys] digit: takes its character from the key, so it cannot \
             be rebound",
        ),
        (
            "theme = \"dark\"\n\n[keys]\nhint = \"u\"\n",
            "config.toml:4:8: [keys] hint: `u` is already bound to undo in the normal mode; \
             hint keeps its default keys",
        ),
        (
            "[keys]\nhint = \"1\"\n",
            "config.toml:2:8: [keys] hint: `1` is already bound to digit in the normal mode",
        ),
        (
            "[keys]\nback.prompt = [\"esc\", \"q\"]\n",
            "config.toml:2:15: [keys] back.prompt: `q` is already bound to type in the \
             prompt mode",
        ),
    ] {
        let (message, km) = one_error(text);
        assert!(message.starts_with(expected), "{text}\n{message}");
        assert_eq!(default_hint(&km), Some(Action::Hint), "{text}");
        assert_eq!(
            km.help(Context::Normal),
            Keymap::new().help(Context::Normal)
        );
        assert_eq!(
            km.action(Context::Prompt, &char_key('q')),
            Some(Action::PromptChar('q'))
        );
    }
}

#[test]
fn two_entries_on_one_key_are_both_left_out_and_the_good_ones_stay() {
    let text = "[keys]\nhint = \"x\"\nsolve = \"F5\"\nundo = \"x\"\n";
    let (message, km) = one_error(text);
    assert_eq!(
        message,
        "config.toml:4:8: [keys] undo: `x` is also bound to hint by [keys] hint (line 2) in \
         the normal mode; both keep their default keys"
    );
    assert_eq!(in_normal(&km, 'x'), None);
    assert_eq!(in_normal(&km, 'h'), Some(Action::Hint));
    assert_eq!(in_normal(&km, 'u'), Some(Action::Undo));
    assert_eq!(
        km.action(Context::Normal, &key(KeyCode::F(5))),
        Some(Action::Solve)
    );
}

#[test]
fn an_entry_left_out_can_leave_out_the_one_that_needed_its_key_free() {
    // `undo = "h"` needs h free; `hint = "1"` clashes with the digits and is left out,
    // so hint keeps h, and undo's h then clashes too: both defaults stay.
    let (km, errors) = configured("[keys]\nhint = \"1\"\nundo = \"h\"\n");
    assert_eq!(errors.len(), 2, "{errors:?}");
    assert!(errors[1].starts_with("config.toml:3:8: [keys] undo: `h` is already bound to hint"));
    assert_eq!(
        km.help(Context::Normal),
        Keymap::new().help(Context::Normal)
    );
}

#[test]
fn the_readme_names_every_action_that_can_be_rebound() {
    let readme = include_str!("../../../README.md");
    for a in config::rebindable() {
        assert!(
            readme.contains(&format!("`{}` (", a.name)),
            "README: `{}`",
            a.name
        );
    }
}
