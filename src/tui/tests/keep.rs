//! Nothing a player types is dropped: a read-only window's changes on quit (save, discard,
//! stay, take the session over), a quit signal in one, statistics written again after a
//! full disk, counters that saturate and read back, prompts that keep control characters
//! out, and the one line limit the CLI has.

use super::*;
use crate::tui::state::PromptFor;
use nonet_core::strategy::Level;

const DATA: &str = "/in-memory/keep";

fn dirs() -> Dirs {
    Dirs {
        data: PathBuf::from(DATA),
        config: None,
    }
}

/// A second window on a data folder whose session pid 4242 holds, with one digit typed.
fn read_only_with_a_change() -> State {
    let mut s = State::new(
        doc(Puzzle::classic(board(EASY)).with_name("easy")),
        Some(dirs()),
    );
    s.session_in_use_by = Some(4242);
    run(&mut s, [Action::Select(2), Action::Digit(4)]);
    assert_ne!(s.revision, s.keep.kept_revision);
    s
}

#[test]
fn a_read_only_window_asks_before_quitting_and_esc_stays() {
    SESSION_FREE.set(false);
    let mut s = read_only_with_a_change();
    run(&mut s, [Action::Quit]);
    assert!(
        !s.quit,
        "a read-only window with changes does not quit at once"
    );
    assert!(matches!(
        s.overlay,
        Some(Overlay::Unsaved {
            session_free: false
        })
    ));
    insta::assert_snapshot!("unsaved_question", render(&s, 80, 24));
    // Ctrl-C (quit) in the question: it still waits for an answer.
    run(&mut s, [Action::Quit]);
    assert!(!s.quit && s.overlay.is_some());
    // `t` while the other window still holds the session: said, nothing taken.
    run(&mut s, [Action::TakeSession]);
    assert!(!s.quit && s.session_in_use_by == Some(4242));
    assert!(s.message.as_ref().unwrap().text.contains("still in use"));
    run(&mut s, [Action::Back]);
    assert!(!s.quit && s.overlay.is_none(), "Esc stays");
    assert_eq!(s.grid.entries[2], 4);
    // `d` discards, as asked.
    run(&mut s, [Action::Quit, Action::QuitDiscarding]);
    assert!(s.quit);
}

#[test]
fn a_question_asked_while_the_holder_lived_takes_over_once_it_has_quit() {
    SESSION_FREE.set(false);
    let mut s = read_only_with_a_change();
    run(&mut s, [Action::Quit]);
    assert!(matches!(
        s.overlay,
        Some(Overlay::Unsaved {
            session_free: false
        })
    ));
    // The holder quits while the question is open: `t` takes the session all the same.
    SESSION_FREE.set(true);
    run(&mut s, [Action::TakeSession]);
    assert!(s.quit);
    assert_eq!(s.session_in_use_by, None);
}

#[test]
fn a_read_only_window_saves_its_changes_as_a_named_puzzle_then_quits() {
    SESSION_FREE.set(false);
    let mut s = read_only_with_a_change();
    run(&mut s, [Action::Quit, Action::Save]);
    assert!(matches!(
        s.overlay,
        Some(Overlay::Prompt {
            purpose: PromptFor::Save,
            ..
        })
    ));
    // Esc in the prompt: no save, no quit.
    run(&mut s, [Action::Back]);
    assert!(!s.quit && !s.keep.quit_after_save);
    run(
        &mut s,
        [
            Action::Quit,
            Action::Save,
            Action::PromptEdit(crate::tui::action::PromptEdit::KillToStart),
        ],
    );
    run(&mut s, "mine".chars().map(Action::PromptChar));
    run(&mut s, [Action::PromptSubmit]);
    assert!(s.quit, "quits once the save is written");
    let saved = file(dirs().named("mine")).expect("saved as a named puzzle");
    let back = crate::tui::store::from_native(&saved, "mine").unwrap();
    assert_eq!(back.grid.entries[2], 4);
    assert_eq!(file(dirs().session()), None, "the session is not touched");
}

#[test]
fn a_read_only_window_takes_the_session_over_once_its_holder_has_quit() {
    SESSION_FREE.set(true);
    let mut s = read_only_with_a_change();
    run(&mut s, [Action::Quit]);
    assert!(matches!(
        s.overlay,
        Some(Overlay::Unsaved { session_free: true })
    ));
    insta::assert_snapshot!("unsaved_question_session_free", render(&s, 80, 24));
    run(&mut s, [Action::TakeSession]);
    assert!(s.quit);
    assert_eq!(
        s.session_in_use_by, None,
        "this window holds the session now"
    );
    // The quit's autosave writes this window's grid as the session.
    FILES
        .with_borrow_mut(|f| dispatch::autosave(&mut s, f, now()))
        .unwrap();
    let session = crate::tui::store::from_native(&file(dirs().session()).unwrap(), "s").unwrap();
    assert_eq!(session.grid.entries[2], 4);
    SESSION_FREE.set(false);
}

#[test]
fn an_unchanged_or_saved_read_only_window_quits_at_once() {
    let mut s = State::new(doc(Puzzle::classic(board(EASY))), Some(dirs()));
    s.session_in_use_by = Some(4242);
    run(&mut s, [Action::Quit]);
    assert!(s.quit && s.overlay.is_none());
    let mut s = read_only_with_a_change();
    run(&mut s, [Action::Save]);
    run(&mut s, "kept".chars().map(Action::PromptChar));
    run(&mut s, [Action::PromptSubmit]);
    assert!(!s.quit, "a plain save does not quit");
    run(&mut s, [Action::Quit]);
    assert!(s.quit, "nothing left to drop");
}

#[test]
fn a_quit_signal_in_a_read_only_window_saves_its_changes_and_says_where() {
    let mut s = read_only_with_a_change();
    put_file(dirs().named("recovered-1"), "an earlier recovery");
    run(&mut s, [Action::QuitSignal]);
    assert!(s.quit);
    assert_eq!(
        file(dirs().named("recovered-1")).unwrap(),
        "an earlier recovery",
        "never written over"
    );
    let saved = file(dirs().named("recovered-2")).expect("saved");
    let back = crate::tui::store::from_native(&saved, "r").unwrap();
    assert_eq!(back.grid.entries[2], 4);
    assert_eq!(back.grid.puzzle.name.as_deref(), Some("recovered-2"));
    let farewell = s.keep.farewell.clone().unwrap();
    assert!(farewell.contains("recovered-2.toml"), "{farewell}");
}

/// Solves every open cell of `s` but none of the puzzle's givens.
fn solve_all(s: &mut State) {
    let solution = board(EASY_SOLUTION);
    let open: Vec<usize> = (0..CELLS).filter(|&c| s.grid.value(c) == 0).collect();
    for c in open {
        run(s, [Action::Select(c), Action::Digit(solution[c])]);
    }
}

#[test]
fn statistics_written_on_a_full_disk_are_written_with_the_next_save_that_works() {
    let mut d = doc(Puzzle::classic(board(EASY)).with_name("easy"));
    d.play.level = Some(Level::Easy);
    let mut s = State::new(d, Some(dirs()));
    FULL.set(Some(PathBuf::from(DATA)));
    solve_all(&mut s);
    let Some(Overlay::Solved(screen)) = &s.overlay else {
        panic!("no solved screen");
    };
    let e = screen.record.clone().unwrap().unwrap_err();
    assert!(e.contains("No space left on device"), "{e}");
    assert!(
        s.message
            .as_ref()
            .unwrap()
            .text
            .contains("written with the next save that works"),
        "{:?}",
        s.message
    );
    assert_eq!(file(dirs().stats()), None);
    assert_eq!(s.keep.pending_solves, [(Level::Easy, 0)]);
    // Still full: the autosave fails, and nothing is tried.
    assert!(FILES
        .with_borrow_mut(|f| dispatch::autosave(&mut s, f, now()))
        .is_err());
    assert_eq!(s.keep.pending_solves.len(), 1);
    // Room again: the next save writes the statistics too.
    FULL.set(None);
    run(&mut s, [Action::Back]);
    FILES
        .with_borrow_mut(|f| dispatch::autosave(&mut s, f, now()))
        .unwrap();
    let stats = file(dirs().stats()).expect("statistics written");
    assert!(
        stats.contains("[easy]") && stats.contains("solved = 1"),
        "{stats}"
    );
    assert!(s.keep.pending_solves.is_empty());
}

#[test]
fn counters_saturate_and_the_session_reads_back() {
    let mut d = doc(Puzzle::classic(board(EASY)).with_name("easy"));
    d.play.elapsed_secs = 4_294_967_293;
    d.play.hints = u32::MAX;
    let mut s = State::new(d, Some(dirs()));
    s.hint_source = crate::tui::hints::default_source();
    run(&mut s, [Action::Select(2)]);
    wait(10);
    run(&mut s, [Action::Hint]);
    assert_eq!(s.hints_used, u32::MAX, "a hint more stays at the most");
    let text = crate::tui::store::to_native(&s.document());
    assert!(text.contains("elapsed = 4294967295\n"), "{text}");
    let back = crate::tui::store::from_native(&text, "session.toml").expect("reads back");
    assert_eq!(back.play.elapsed_secs, 4_294_967_295);
    assert_eq!(back.play.hints, u32::MAX);
}

#[test]
fn a_pasted_name_keeps_no_control_characters() {
    let mut s = State::new(doc(Puzzle::classic(board(EASY))), Some(dirs()));
    run(
        &mut s,
        [
            Action::Save,
            Action::Paste("my\u{1b}]0;PWNED\u{7} puz\u{202e}zle\u{9b}".into()),
        ],
    );
    let Some(Overlay::Prompt { text, .. }) = &s.overlay else {
        panic!("no prompt");
    };
    assert_eq!(text, "my]0;PWNED puzzle");
    run(&mut s, [Action::PromptChar('\u{7}'), Action::PromptSubmit]);
    assert_eq!(s.grid.puzzle.name.as_deref(), Some("my]0;PWNED puzzle"));
}

#[test]
fn a_paste_with_a_line_over_the_clis_limit_is_refused_as_the_cli_refuses_it() {
    let mut s = empty();
    // 2 MB on one line: under the 16 MiB paste limit, over the 1 MiB line limit.
    run(&mut s, [Action::Paste("1".repeat(2_000_000))]);
    let m = s.message.as_ref().unwrap();
    assert!(
        m.error
            && m.text
                .contains("paste:1:1: line longer than 1048576 bytes (1 MiB)"),
        "{}",
        m.text
    );
    assert_eq!(s.grid, State::empty_document().grid);
}
