//! Positions: pasting a pencil-mark grid, hints from the player's marks, the all-steps
//! list and copying the position back out. Styled snapshots: the text, then per row the
//! runs of one style (colours and modifiers), so that highlights are checked too.

use super::*;
use crate::tui::action::CopyAs;
use crate::tui::update::{COPY_FILE, COPY_LINE_FILE};
use nonet_core::format::{self, Format};

/// The screen with its styles, as every styled snapshot writes it (`tests::styled`).
fn styled_screen(s: &State, w: u16, h: u16) -> String {
    styled(s, &Theme::default_theme(), w, h)
}

/// Row 1's 4 placed at r1c3, by row 1 alone: the hidden single the marks make.
fn hidden_single_at_r1c3(step: &HintStep) -> bool {
    step.placements == [Mark::new(2, 4)] && step.houses.iter().map(|h| h.index).eq([0])
}

/// The easy puzzle as a pm grid with every candidate, less some wrong ones the player
/// crossed out: 4 from every open cell of row 1 but r1c3 (row 1's 4 then fits only r1c3
/// by the marks, though other cells of the row could hold it by the givens alone).
fn pasted_position() -> (String, Document) {
    let p = Puzzle::classic(board(EASY));
    let mut d = doc(p);
    d.grid.fill_marks();
    for c in 3..9 {
        d.grid.marks[c].remove(4);
    }
    (format::render_document(&d, Format::Pm), d)
}

/// A grid where hints come from the step engine, with a data directory in memory.
fn app() -> State {
    let mut s = empty();
    s.hint_source = crate::tui::hints::default_source();
    s.dirs = Some(Dirs {
        data: PathBuf::from("/in-memory/positions"),
        config: None,
    });
    s
}

/// HoDoKu's reading: a pencil-mark grid is a puzzle being solved, its placed digits (and
/// cells with one candidate) its givens, the other cells' candidates marks. So the target
/// counts no entry as the player's, and `g` unlocks the givens for editing.
#[test]
fn a_pasted_pm_grid_loads_givens_and_marks() {
    let (text, want) = pasted_position();
    let mut s = app();
    run(&mut s, [Action::Paste(text)]);
    for c in 0..CELLS {
        let (v, marks) = (want.grid.value(c), want.grid.marks[c]);
        if v != 0 {
            assert!(s.grid.is_given(c) && s.grid.value(c) == v, "cell {c}");
        } else if marks.len() == 1 {
            assert!(s.grid.is_given(c), "cell {c}");
            assert_eq!(Some(s.grid.value(c)), marks.first(), "cell {c}");
        } else {
            assert_eq!((s.grid.value(c), s.grid.marks[c]), (0, marks), "cell {c}");
        }
        assert_eq!(s.grid.entries[c], 0, "cell {c}: no entry");
    }
    assert!(!s.grid.marks[3].contains(4) && s.grid.marks[2].contains(4));
    let givens = s.grid.puzzle.given_count();
    assert_eq!(
        s.message.as_ref().unwrap().text,
        format!("loaded: {givens} givens, pencil marks, classic (u undoes)")
    );
    // g unlocks them: a given can then be changed.
    s.cursor = 0;
    let was = s.grid.value(0);
    let other = if was == 9 { 1 } else { was + 1 };
    run(&mut s, [Action::ToggleGivens, Action::Digit(other)]);
    assert_eq!(s.grid.value(0), other);
}

#[test]
fn hints_use_the_marks_and_the_panel_says_so() {
    let (text, _) = pasted_position();
    let mut s = app();
    run(&mut s, [Action::Paste(text), Action::Hint, Action::Hint]);
    let HintStage::Shown(step, _) = s.hint.clone() else {
        panic!("no hint shown: {:?} {:?}", s.hint, s.message);
    };
    // Every elimination is of a digit the player still has pencilled.
    for &Mark { cell: c, digit: d } in &step.eliminations {
        assert!(
            s.grid.marks[c].contains(d),
            "{} removes an absent mark",
            step.technique
        );
    }
    insta::assert_snapshot!(styled_screen(&s, 100, 40));

    // Without marks the panel says the candidates are computed.
    let mut plain = easy();
    plain.hint_source = crate::tui::hints::default_source();
    run(&mut plain, [Action::Hint]);
    assert!(render(&plain, 100, 40).contains("From computed candidates"));
    assert!(render(&s, 100, 40).contains("From your pencil marks"));
}

#[test]
fn the_all_steps_list_filters_and_shows_a_step_on_the_grid() {
    let (text, _) = pasted_position();
    let mut s = app();
    let jobs = run(&mut s, [Action::Paste(text), Action::AllSteps]);
    settle(&mut s, jobs);
    let Some(Overlay::Steps { steps, .. }) = &s.overlay else {
        panic!("no list: {:?}", s.message);
    };
    // The marks make row 1's 4 a hidden single at r1c3; the givens alone do not.
    let from_marks = steps
        .iter()
        .any(|st| st.technique.name() == "Hidden single" && hidden_single_at_r1c3(st));
    assert!(from_marks, "{steps:#?}");
    let mut computed = easy();
    computed.hint_source = crate::tui::hints::default_source();
    let jobs = run(&mut computed, [Action::AllSteps]);
    settle(&mut computed, jobs);
    let Some(Overlay::Steps { steps: plain, .. }) = &computed.overlay else {
        panic!("no list");
    };
    assert!(!plain
        .iter()
        .any(|st| st.technique.name() == "Hidden single" && hidden_single_at_r1c3(st)));
    let total = steps.len();
    assert!(total > 5);
    insta::assert_snapshot!("all_steps_list", styled_screen(&s, 100, 40));
    // On the narrowest screen, a row longer than the box ends in `…` where it is cut.
    let rows: Vec<String> = steps
        .iter()
        .map(|st| format!("{}: {}", st.technique, st.effect()))
        .collect();
    let at = rows
        .iter()
        .position(|r| r.chars().count() > 62)
        .expect("a long row");
    let select = |s: &mut State, at: usize| -> usize {
        match &mut s.overlay {
            Some(Overlay::Steps { selected, .. }) => std::mem::replace(selected, at),
            _ => panic!("the list closed"),
        }
    };
    let was = select(&mut s, at);
    let screen = render(&s, 64, 24);
    select(&mut s, was);
    let kept: String = rows[at].chars().take(61).collect();
    assert!(
        screen.contains(&format!("│{kept}…│")),
        "{}\n{screen}",
        rows[at]
    );
    // Its title too.
    assert!(screen.contains("…┐"), "{screen}");

    // → filters by the next technique; every line shown is of it.
    run(&mut s, [Action::StepsFilter(1), Action::StepsFilter(1)]);
    let Some(Overlay::Steps { steps, filter, .. }) = &s.overlay else {
        panic!("the list closed");
    };
    let name = filter.expect("a technique filter");
    let shown: Vec<_> = crate::tui::state::shown_steps(steps, filter).collect();
    assert!(!shown.is_empty() && shown.iter().all(|st| st.technique == name));
    assert!(shown.len() < total);
    insta::assert_snapshot!("all_steps_filtered", styled_screen(&s, 100, 40));

    // ↓ then Enter: that step is shown on the grid as a hint is; h applies it.
    run(
        &mut s,
        [
            Action::StepsMove(1),
            Action::StepsMove(-1),
            Action::StepsChoose,
        ],
    );
    assert!(s.overlay.is_none());
    let HintStage::Shown(step, _) = s.hint.clone() else {
        panic!("no step shown");
    };
    assert_eq!(step.technique, name);
    insta::assert_snapshot!("all_steps_chosen", styled_screen(&s, 100, 40));
    let solution = board(EASY_SOLUTION);
    run(&mut s, [Action::Hint]);
    for &Mark { cell: c, digit: d } in &step.placements {
        assert_eq!(s.grid.value(c), d);
        assert_eq!(solution[c], d);
    }
    for &Mark { cell: c, digit: d } in &step.eliminations {
        assert!(!s.grid.marks[c].contains(d));
    }
}

#[test]
fn the_all_steps_list_names_wrong_marks_instead() {
    let mut s = app();
    let (text, _) = pasted_position();
    // r1c3's answer is 4: the player crossing it out makes the marks wrong.
    run(
        &mut s,
        [
            Action::Paste(text),
            Action::Select(2),
            Action::TogglePencil,
            Action::Digit(4),
        ],
    );
    let jobs = run(&mut s, [Action::AllSteps]);
    settle(&mut s, jobs);
    assert!(s.overlay.is_none());
    // Row 1's other cells had 4 crossed out: the marks leave it no place for 4.
    let m = s.message.clone().expect("a message");
    assert!(
        m.error
            && m.text
                .contains("no solution fits your marks: row 1 has no place left for 4"),
        "{}",
        m.text
    );
}

#[test]
fn copying_the_position_goes_to_the_clipboard_or_a_file_and_reads_back() {
    let (text, want) = pasted_position();
    let mut s = app();
    run(&mut s, [Action::Paste(text)]);

    // No OSC 52: the data directory's file, and the message says where.
    CLIPBOARD.with_borrow_mut(|c| *c = (false, None));
    run(&mut s, [Action::CopyPosition(CopyAs::Pm)]);
    let path = PathBuf::from("/in-memory/positions").join(COPY_FILE);
    let m = s.message.clone().unwrap();
    assert!(
        !m.error && m.text.contains(&path.display().to_string()),
        "{}",
        m.text
    );
    let written = file(&path).expect("the position was written");
    let back = format::parse_documents(&written, Some(Format::Pm), "copy").unwrap();
    assert_eq!(format::position::of(&back[0]), format::position::of(&want));
    insta::assert_snapshot!("copied_to_file", styled_screen(&s, 100, 40));
    // `Y` writes its own file: the pm grid stays.
    run(&mut s, [Action::CopyPosition(CopyAs::Candidates)]);
    let line = file(PathBuf::from("/in-memory/positions").join(COPY_LINE_FILE))
        .expect("the candidates line was written beside it");
    assert_ne!(line, written);
    assert_eq!(
        file(&path).as_deref(),
        Some(written.as_str()),
        "y's file kept"
    );

    // OSC 52: the clipboard gets the candidates line.
    CLIPBOARD.with_borrow_mut(|c| *c = (true, None));
    run(&mut s, [Action::CopyPosition(CopyAs::Candidates)]);
    let m = s.message.clone().unwrap();
    assert_eq!(
        m.text,
        "position copied as a candidates line to the clipboard (OSC 52)"
    );
    let line = CLIPBOARD.with_borrow(|c| c.1.clone()).expect("copied");
    let back = format::parse_documents(&line, Some(Format::Candidates), "copy").unwrap();
    assert_eq!(format::position::of(&back[0]), format::position::of(&want));

    // Neither a clipboard nor a data directory: said, not lost silently.
    CLIPBOARD.with_borrow_mut(|c| *c = (false, None));
    s.dirs = None;
    run(&mut s, [Action::CopyPosition(CopyAs::Pm)]);
    let m = s.message.clone().unwrap();
    assert!(
        m.error && m.text.contains("no data directory"),
        "{}",
        m.text
    );
}

#[test]
fn a_position_with_a_cell_left_without_candidates_is_not_copied() {
    // Row 9 holds 1-8 and column 9 the 9: r9c9 has no candidate, which no position text
    // can show (the readers refuse an empty cell), so the copy names it instead.
    let mut givens = [0u8; 81];
    givens[8] = 9;
    for (c, d) in (72..80).zip(1..=8) {
        givens[c] = d;
    }
    let mut s = State::new(doc(Puzzle::classic(givens)), None);
    CLIPBOARD.with_borrow_mut(|c| *c = (true, None));
    run(&mut s, [Action::CopyPosition(CopyAs::Candidates)]);
    let m = s.message.clone().unwrap();
    assert!(
        m.error && m.text.contains("r9c9 has no candidate"),
        "{}",
        m.text
    );
    assert_eq!(
        CLIPBOARD.with_borrow(|c| c.1.clone()),
        None,
        "nothing copied"
    );
}

#[test]
fn the_copy_and_all_steps_keys_are_bound() {
    use crate::tui::keymap::{Context, Keymap};
    use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    let km = Keymap::new();
    let key = |c| KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE);
    assert_eq!(
        km.action(Context::Normal, &key('y')),
        Some(Action::CopyPosition(CopyAs::Pm))
    );
    assert_eq!(
        km.action(Context::Pencil, &key('Y')),
        Some(Action::CopyPosition(CopyAs::Candidates))
    );
    assert_eq!(
        km.action(Context::Normal, &key('H')),
        Some(Action::AllSteps)
    );
    assert_eq!(
        km.action(Context::Steps, &key('j')),
        Some(Action::StepsMove(1))
    );
    assert_eq!(
        km.action(
            Context::Steps,
            &KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE)
        ),
        Some(Action::StepsChoose)
    );
}

/// forum hardest 1106 #79: `nonet hint --every` lists 107 steps here, the pattern
/// techniques' and the forcing chains' and nets'.
const HARDEST_79: &str =
    ".....1.39........5..3.5.6....8.9...67....28..1..4.......9.8..5..2.......4..7.....";

/// The steps the all-steps list of `s` shows.
fn listed(s: &State) -> Vec<HintStep> {
    match &s.overlay {
        Some(Overlay::Steps { steps, .. }) => steps.clone(),
        other => panic!("no list: {other:?} {:?}", s.message),
    }
}

/// `H` lists what `nonet hint --every` lists for the same position with the same ladder:
/// every step, forcing ones included (the list used to leave them out while a simpler
/// step applied, and deep nets always: 5 steps here against the CLI's 107). It is made
/// on the solver thread: the list opens at once, empty, and fills in from the job.
#[test]
fn the_all_steps_list_is_made_by_a_job_and_agrees_with_hint_every() {
    use nonet_core::strategy::{checked_position, Registry};
    let mut s = app();
    run(&mut s, [Action::Paste(HARDEST_79.into())]);
    let jobs = run(&mut s, [Action::AllSteps]);
    assert!(listed(&s).is_empty(), "nothing is listed on the UI thread");
    assert!(s.steps_count.running().is_some());
    assert!(s.needs_tick(), "the spinner turns");
    let job = user_job(&jobs);
    assert_eq!(job.work.kind(), JobKind::AllSteps);
    insta::assert_snapshot!("all_steps_listing", render(&s, 100, 30));
    settle(&mut s, vec![job]);
    let got = listed(&s);
    // What the CLI's `hint --every` computes: the same check, the same ladder.
    let (cand, _) = checked_position(&s.grid).unwrap();
    let cli: Vec<HintStep> = Registry::full()
        .every_step(&cand)
        .into_iter()
        .map(HintStep::from)
        .collect();
    assert_eq!(got, cli);
    assert_eq!(got.len(), 107);
    let forcing = |st: &HintStep| st.technique.name().contains("orcing");
    let first_forcing = got.iter().position(forcing).expect("forcing steps listed");
    assert!(first_forcing > 0, "the pattern techniques come first");
    assert!(got[first_forcing..].iter().all(forcing));
    assert_eq!(
        s.message.as_ref().map(|m| m.text.as_str()),
        Some("107 steps, from computed candidates (Enter shows one)")
    );
    assert!(render(&s, 100, 30).contains("All steps (107), from computed candidates"));
}

/// Esc stops the listing and keeps what was found; the stopped job's late steps, and an
/// older job's after a new `H`, are dropped by their generation.
#[test]
fn the_all_steps_list_stops_on_esc_and_drops_stale_steps() {
    let mut s = app();
    run(&mut s, [Action::Paste(HARDEST_79.into())]);
    let first = user_job(&run(&mut s, [Action::AllSteps]));
    run(&mut s, [Action::Back]);
    assert!(first.cancel.is_cancelled(), "Esc stopped the job");
    assert!(
        matches!(s.overlay, Some(Overlay::Steps { .. })),
        "the list stays"
    );
    assert!(render(&s, 100, 30).contains("All steps (0, stopped)"));
    // Its steps arrive anyway (it had them before it saw the cancel): dropped.
    let mut late = first.clone();
    late.cancel = nonet_core::engine::Cancel::new();
    finish(&mut s, late);
    assert!(listed(&s).is_empty());
    // A new H: a new job; the old one's steps are still dropped, the new one's listed.
    let second = user_job(&run(&mut s, [Action::AllSteps]));
    assert_ne!(second.gen, first.gen);
    let mut late = first.clone();
    late.cancel = nonet_core::engine::Cancel::new();
    finish(&mut s, late);
    assert!(listed(&s).is_empty());
    finish(&mut s, second.clone());
    assert_eq!(listed(&s).len(), 107);
    // Closing the list while a job runs stops the job.
    let third = user_job(&run(&mut s, [Action::Back, Action::AllSteps]));
    run(&mut s, [Action::StepsChoose]);
    assert!(
        third.cancel.is_cancelled(),
        "a chosen step closes the list and its job"
    );
}

/// Issue 27's position: the pencil marks leave row 3 no place for 7. `h`, `H` and `v`
/// refuse naming that, and the status says it, where they said "several solutions".
#[test]
fn marks_that_contradict_themselves_are_named_by_every_refusal() {
    const SELF_CONTRADICTING_PM: &str =
        include_str!("../../../assets/samples/self_contradicting.pm");
    const SAID: &str = "no solution fits your marks: row 3 has no place left for 7";
    let mut s = app();
    let jobs = run(&mut s, [Action::Paste(SELF_CONTRADICTING_PM.into())]);
    settle(&mut s, jobs);
    for action in [Action::Hint, Action::AllSteps, Action::Check] {
        let jobs = run(&mut s, [action.clone()]);
        settle(&mut s, jobs);
        let m = s.message.clone().expect("a message");
        assert!(m.error && m.text.contains(SAID), "{action:?}: {}", m.text);
        assert!(!m.text.contains("several"), "{action:?}: {}", m.text);
        assert!(s.overlay.is_none(), "{action:?}");
    }
    let screen = render(&s, 100, 40);
    assert!(screen.contains("no solution fits your"), "{screen}");
    assert!(!screen.contains("several solutions"), "{screen}");
}

/// `v` on a pasted position (no givens) checks against the solution its placed digits
/// leave, as the hints do, where it said "several solutions" beside a status saying
/// "unique solution"; on a position with no solution it says so, as the status does.
#[test]
fn check_on_a_pasted_position_uses_the_placed_digits_solution() {
    let (text, _) = pasted_position();
    let mut s = app();
    let jobs = run(&mut s, [Action::Paste(text)]);
    settle(&mut s, jobs);
    assert_eq!(s.status, Status::Unique);
    // Its placed digits are givens now (HoDoKu's reading).
    assert!(s.grid.puzzle.given_count() > 0);
    run(&mut s, [Action::Check]);
    let m = s.message.clone().unwrap();
    assert!(
        !m.error && m.text.starts_with("no wrong entries"),
        "{}",
        m.text
    );
    // A wrong digit at r1c3 (its solution is 4): the givens leave one solution, so the
    // status says none is left and `v` names the wrong entry.
    let jobs = run(&mut s, [Action::Select(2), Action::Digit(1)]);
    settle(&mut s, jobs);
    assert_eq!(s.status, Status::None);
    run(&mut s, [Action::Check]);
    let m = s.message.clone().unwrap();
    assert!(
        m.error && m.text.contains("wrong entry: r1c3"),
        "{}",
        m.text
    );
    assert!(!m.text.contains("several"), "{}", m.text);
}
