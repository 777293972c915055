//! The status bar and the messages on it: a message never takes the key line (it is cut,
//! the log holding it whole), the badges stay however long the puzzle's name, a load
//! says what it loaded, and undo and redo say what they undid and redid.

use super::*;

/// The last two rows of a rendered screen: the status line and the key line.
fn status_lines(screen: &str) -> (String, String) {
    let rows: Vec<&str> = screen.lines().collect();
    let n = rows.len();
    (rows[n - 2].to_string(), rows[n - 1].to_string())
}

#[test]
fn a_long_message_is_cut_on_its_line_and_the_keys_stay() {
    let mut s = easy();
    s.info("applied: Locked triple; pencil marks filled in for 61 cells first (u undoes both)");
    let (status, keys) = status_lines(&render(&s, 80, 24));
    assert!(status.contains("│ applied: Locked triple;"), "{status}");
    assert!(status.contains("… (m shows all)"), "{status}");
    assert!(keys.contains("? help") && keys.contains("q quit"), "{keys}");
    assert!(!keys.contains("61 cells"), "{keys}");
    insta::assert_snapshot!(
        "status_long_message",
        styled(&s, &Theme::default_theme(), 80, 24)
    );
    // The log keeps it whole.
    assert!(s.log.back().unwrap().text.ends_with("(u undoes both)"));
}

#[test]
fn a_long_name_is_cut_and_the_not_saved_badge_stays() {
    let mut s = State::new(
        doc(Puzzle::classic(board(EASY)).with_name("Grid ".repeat(1800))),
        None,
    );
    s.unsaved = Some("autosave failed (session.toml): No space left on device".into());
    s.session_in_use_by = Some(4242);
    s.message = None;
    let (status, keys) = status_lines(&render(&s, 80, 24));
    assert!(status.contains("not saved"), "{status}");
    assert!(status.contains("read-only (pid 4242)"), "{status}");
    assert!(status.contains("Grid Grid"), "{status}");
    assert!(keys.contains("q quit"), "{keys}");
    // With a message too: the badges, a cut name, and the message's start.
    s.error("autosave failed (session.toml): No space left on device (os error 28)");
    let (status, _) = status_lines(&render(&s, 80, 24));
    assert!(status.contains("not saved"), "{status}");
    assert!(status.contains("│ autosav"), "{status}");
    insta::assert_snapshot!(
        "status_long_name",
        styled(&s, &Theme::default_theme(), 80, 24)
    );
}

#[test]
fn a_load_says_what_it_loaded() {
    let mut s = empty();
    run(&mut s, [Action::Paste(format!("{EASY}\n"))]);
    let givens = s.grid.puzzle.given_count();
    assert_eq!(
        s.message.as_ref().unwrap().text,
        format!("loaded: {givens} givens, classic (u undoes)")
    );
    // A position: its placed digits come as givens (HoDoKu's reading), its candidates
    // as marks.
    let mut d = doc(Puzzle::classic(board(EASY)));
    d.grid.fill_marks();
    let pm = nonet_core::format::render_document(&d, nonet_core::format::Format::Pm);
    let mut s = empty();
    run(&mut s, [Action::Paste(pm)]);
    let text = &s.message.as_ref().unwrap().text;
    assert!(
        text.starts_with("loaded: ")
            && text.ends_with(" givens, pencil marks, classic (u undoes)")
            && !text.contains("entries"),
        "{text}"
    );
}

#[test]
fn undo_and_redo_say_what_they_undid_and_redid() {
    let mut s = easy();
    let said = |s: &State| s.message.as_ref().unwrap().text.clone();
    run(&mut s, [Action::Select(2), Action::Digit(4), Action::Undo]);
    assert_eq!(said(&s), "undid 4 in r1c3");
    run(&mut s, [Action::Redo]);
    assert_eq!(said(&s), "redid 4 in r1c3");
    run(&mut s, [Action::Digit(1), Action::Undo]);
    assert_eq!(said(&s), "undid 1 over 4 in r1c3");
    run(&mut s, [Action::Clear, Action::Undo]);
    assert_eq!(said(&s), "undid clearing r1c3");
    run(
        &mut s,
        [
            Action::Select(3),
            Action::TogglePencil,
            Action::Digit(2),
            Action::Undo,
        ],
    );
    assert_eq!(said(&s), "undid the marks of r1c4");
    run(&mut s, [Action::AutoFill, Action::Undo]);
    assert!(said(&s).starts_with("undid a change to "), "{}", said(&s));
    // The entries make the paste ask first.
    run(
        &mut s,
        [
            Action::Paste(format!("{EASY}\n")),
            Action::Confirm(true),
            Action::Undo,
        ],
    );
    assert_eq!(said(&s), "undid loading untitled");
    run(&mut s, [Action::Redo]);
    assert_eq!(said(&s), "redid loading untitled");
}
