//! Text from files is drawn escaped (issue 27): ratatui drops control characters from what
//! it draws, but not the bidirectional overrides, and a dropped ESC leaves the rest of its
//! sequence on screen. Names and messages are drawn through the library's escape instead,
//! as the CLI prints them.

use super::*;

const NAME: &str = "Grid 01\u{1b}]0;PWNED\u{7}\u{202e}";
const SHOWN: &str = "Grid 01\\u{1b}]0;PWNED\\u{7}\\u{202e}";

#[test]
fn a_puzzle_name_and_a_message_from_a_file_are_drawn_escaped() {
    let mut s = easy();
    s.grid.puzzle.name = Some(NAME.into());
    s.error("f.toml:3:1: unknown key `\u{9b}2J\u{2066}`");
    let screen = render(&s, 120, 40);
    assert!(!screen.contains(['\u{202e}', '\u{2066}']), "{screen}");
    // In the panel's title (the status line shows its start while a message shows).
    assert!(screen.contains(SHOWN), "{screen}");
    assert!(
        screen.contains("f.toml:3:1: unknown key `\\u{9b}2J\\u{2066}`"),
        "{screen}"
    );
}

#[test]
fn the_help_names_a_user_theme_escaped() {
    // A user theme is named after its file, `themes/NAME.toml` in the config directory.
    let mut s = easy();
    s.overlay = Some(Overlay::Help { scroll: 0 });
    let mut theme = Theme::default_theme();
    theme.name = NAME.into();
    let screen = drawn(&s, &theme, 120, 40).backend().to_string();
    // The help's frame cuts the escaped name; drawn raw, the override would fit in it.
    assert!(!screen.contains('\u{202e}'), "{screen}");
    assert!(screen.contains("theme Grid 01\\u{1b}]0;PWNED"), "{screen}");
}

#[test]
fn the_picker_draws_its_file_and_puzzle_names_escaped() {
    let mut s = easy();
    let named = doc(Puzzle::classic(board(EASY)).with_name(NAME));
    s.overlay = Some(Overlay::Picker {
        title: "p\u{202e}.txt".into(),
        docs: vec![named.clone(), named],
        selected: 0,
    });
    let screen = render(&s, 120, 40);
    assert!(!screen.contains('\u{202e}'), "{screen}");
    assert!(screen.contains("p\\u{202e}.txt — Enter opens"), "{screen}");
    assert!(
        screen.contains(&format!("2  {SHOWN}  30 givens")),
        "{screen}"
    );
}
