//! `[keys]` in a real config file, through the whole path a key takes: the config read
//! as the app reads it, the keymap it makes, `input_action` and the dispatcher; and the
//! help and status bar drawn with it.

use super::*;
use crate::tui::keymap::Keymap;
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
    // As the app does at its start: the help is the configured keymap's.
    s.help = std::rc::Rc::new(crate::tui::help::HelpTable::of(&km));
    assert_eq!(press(&mut s, &km, 'p'), None, "p is free");
    assert_eq!(s.mode, Mode::Normal);
    assert_eq!(press(&mut s, &km, 'x'), Some(Action::TogglePencil));
    assert_eq!(s.mode, Mode::Pencil);
    s.cursor = 2; // r1c3, open
    press(&mut s, &km, '9');
    assert!(s.grid.marks[2].contains(9), "digits pencil now");

    let screen = |s: &State| {
        let mut t = Terminal::new(TestBackend::new(100, 32)).unwrap();
        t.draw(|f| crate::tui::draw::draw(f, s, &Theme::default_theme(), &km))
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
