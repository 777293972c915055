//! `[keys]` in a real config file, through the whole path a key takes: the config read
//! as the app reads it, the keymap it makes, `input_action` and the dispatcher; and the
//! help and status bar drawn with it; and `nonet config --default`'s file read back.

use super::*;
use crate::settings::default_config::default_config;
use crate::settings::themes::DEFAULT_THEME;
use crate::tui::keymap::{Context, Key, Keymap};
use crate::tui::theme;
use crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;

/// The keymap of a config.toml holding `text`, and the messages about it.
fn from_config(tag: &str, text: &str) -> (Keymap, Vec<String>, PathBuf) {
    let dir = theme::tests::tempdir(tag);
    let path = dir.join("config.toml");
    std::fs::write(&path, text).unwrap();
    let (config, error) = crate::tui::store::config::load_config(&path);
    assert_eq!(error, None);
    let (keymap, messages) = Keymap::configured(&config.keys);
    let _ = std::fs::remove_dir_all(dir);
    (keymap, messages, path)
}

/// What the key `c` does to `s` in a 100×32 terminal, through the dispatcher.
fn press(s: &mut State, km: &Keymap, c: char) -> Option<Action> {
    let ev = Event::Key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE));
    let action = crate::tui::input_action(&ev, s, km, Rect::new(0, 0, 100, 32))?;
    run(s, [action.clone()]);
    Some(action)
}

#[test]
fn a_key_rebound_in_config_toml_acts_through_the_dispatcher_and_shows_in_help() {
    let (km, messages, _) =
        from_config("keys-rebound", "theme = \"dark\"\n[keys]\npencil = \"x\"\n");
    assert_eq!(messages, Vec::<String>::new());
    let mut s = easy();
    // As the app does at its start: help and messages follow the configured keymap.
    let km = std::rc::Rc::new(km);
    s.set_keymap(km.clone());
    assert_eq!(press(&mut s, &km, 'p'), None, "p is free");
    assert_eq!(s.mode, Mode::Normal);
    assert_eq!(press(&mut s, &km, 'x'), Some(Action::TogglePencil));
    assert_eq!(s.mode, Mode::Pencil);
    s.cursor = 2; // r1c3, open
    press(&mut s, &km, '9');
    assert!(s.grid.marks[2].contains(9), "digits pencil now");

    let screen = |s: &State| {
        let mut t = Terminal::new(TestBackend::new(100, 32)).unwrap();
        t.draw(|f| crate::tui::draw::draw(f, s, &Theme::default_theme()))
            .unwrap();
        t.backend().to_string()
    };
    assert!(
        screen(&s).contains(" x pencil "),
        "the status bar:\n{}",
        screen(&s)
    );
    press(&mut s, &km, '?');
    let help = screen(&s);
    assert!(help.contains("      x pencil mode"), "{help}");
    assert!(!help.contains("      p pencil mode"), "{help}");
}

#[test]
fn a_clash_in_config_toml_is_said_with_the_files_place_and_the_default_stays() {
    let (km, messages, path) = from_config("keys-clash", "[keys]\n\npencil = \"u\"\n");
    assert_eq!(
        messages,
        [format!(
            "{}:3:10: [keys] pencil: `u` is already bound to undo in the normal mode; pencil \
             keeps its default keys",
            path.display()
        )]
    );
    let mut s = easy();
    assert_eq!(press(&mut s, &km, 'p'), Some(Action::TogglePencil));
    assert_eq!(s.mode, Mode::Pencil);
}

/// The message `s` shows.
fn message(s: &State) -> String {
    s.message.as_ref().map_or(String::new(), |m| m.text.clone())
}

/// The screen of `s` at 140×30, wide enough for the whole key bar.
fn screen(s: &State) -> String {
    let mut t = Terminal::new(TestBackend::new(140, 30)).unwrap();
    t.draw(|f| crate::tui::draw::draw(f, s, &Theme::default_theme()))
        .unwrap();
    t.backend().to_string()
}

#[test]
fn undo_rebound_in_config_toml_is_the_key_the_messages_and_the_key_bar_name() {
    let text = "[keys]\nundo = [\"z\", \"f2\"]\ngivens = \"x\"\n";
    let (km, messages, _) = from_config("keys-undo-named", text);
    assert_eq!(messages, Vec::<String>::new());
    let km = std::rc::Rc::new(km);
    let mut s = easy();
    s.set_keymap(km.clone());
    // A digit on a given: the message names the givens key as bound.
    s.cursor = 0; // r1c1, a given 5
    press(&mut s, &km, '4');
    assert_eq!(message(&s), "r1c1 is a given; press x to edit givens");
    // A digit entered, then locked as a given: the message names the new undo key.
    s.cursor = 2; // r1c3, open
    press(&mut s, &km, '4');
    assert_eq!(s.grid.entries[2], 4);
    press(&mut s, &km, 'G');
    assert_eq!(message(&s), "1 entry locked as givens (z undoes)");
    assert!(screen(&s).contains("(z undoes)"), "{}", screen(&s));
    // The key bar names it too, and no text on the screen names u.
    insta::assert_snapshot!(screen(&s));
    assert!(screen(&s).contains(" z/F2 undo "), "{}", screen(&s));
    assert!(!screen(&s).contains(" u "), "{}", screen(&s));
    // And z undoes.
    press(&mut s, &km, 'z');
    assert!(!s.grid.is_given(2) && s.grid.entries[2] == 4);

    // With the default keys, the same message names u.
    let mut s = easy();
    s.cursor = 2;
    run(&mut s, [Action::Digit(4), Action::LockEntries]);
    assert_eq!(message(&s), "1 entry locked as givens (u undoes)");
}

// `nonet config --default`'s file, read back as the TUI reads its settings.

/// The config file `text` read as the TUI reads it.
fn loaded(tag: &str, text: &str) -> crate::tui::store::config::Config {
    let dir = theme::tests::tempdir(tag);
    let path = dir.join("config.toml");
    std::fs::write(&path, text).unwrap();
    let (config, error) = crate::tui::store::config::load_config(&path);
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
    assert!(text.contains("\n# undo = \"u\"\n"), "{text}");
    assert!(text.contains("\n# suspend = \"ctrl-z\"\n"), "{text}");
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

#[test]
fn esc_on_the_message_log_closes_only_the_log() {
    let km = Keymap::default();
    let mut s = easy();
    run(&mut s, [Action::ColourMode, Action::MessageLog]);
    assert!(matches!(s.overlay, Some(Overlay::MessageLog { .. })));
    assert_eq!(s.mode, Mode::Colour);
    let esc = Event::Key(KeyEvent::new(KeyCode::Esc, KeyModifiers::NONE));
    let action = crate::tui::input_action(&esc, &s, &km, Rect::new(0, 0, 100, 32));
    assert_eq!(action, Some(Action::Back));
    run(&mut s, action);
    assert!(s.overlay.is_none());
    assert_eq!(s.mode, Mode::Colour, "the mode under the popup stays");
}

/// Ctrl-Z is carried out by the event loop (job control); `update` leaves the game as it
/// is, its message included, for `fg` to bring back.
#[test]
fn suspend_leaves_the_game_and_its_message_as_they_are() {
    let mut s = easy();
    s.cursor = 2;
    run(&mut s, [Action::Digit(4)]);
    s.info("a message to come back to");
    let (grid, message) = (s.grid.clone(), s.message.clone());
    let fx = crate::tui::update::update(&mut s, Action::Suspend, now());
    assert!(fx.is_empty());
    assert_eq!((s.grid == grid, s.message == message), (true, true));
}
