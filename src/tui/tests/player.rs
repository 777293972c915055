//! Issue 16, "TUI, as a new player finds it": each point has its test here, scripted
//! through `update` or drawn with styles (`styled`).

use super::hints::OneStep;
use super::*;
use crate::tui::draw::grid::Geometry;

/// The puzzle of the report: 17 givens, unique.
const SEVENTEEN: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

/// The 17 digits typed as entries on a fresh grid (no `g`), as a new player would.
fn typed_seventeen() -> State {
    let mut s = empty();
    s.hint_source = crate::tui::hints::default_source();
    let mut actions = Vec::new();
    for (cell, d) in board(SEVENTEEN).into_iter().enumerate() {
        if d != 0 {
            actions.push(Action::Select(cell));
            actions.push(Action::Digit(d));
        }
    }
    run(&mut s, actions);
    s
}

fn text_of(m: &Option<super::super::state::Message>) -> String {
    m.as_ref().map(|m| m.text.clone()).unwrap_or_default()
}

/// The style of the first character inside `cell` of the grid drawn at `w`×`h`.
fn cell_style(
    s: &State,
    theme: &Theme,
    (w, h): (u16, u16),
    cell: usize,
    dx: u16,
    dy: u16,
) -> (String, ratatui::style::Style) {
    let t = drawn(s, theme, w, h);
    let g: Geometry = crate::tui::draw::screen(ratatui::layout::Rect::new(0, 0, w, h))
        .expect("fits")
        .grid;
    let (x, y) = g.cell_origin(cell);
    let c = &t.backend().buffer()[(x + dx, y + dy)];
    (c.symbol().to_string(), c.style())
}

fn digits(ds: &[u8]) -> Digits {
    let mut d = Digits::NONE;
    for &x in ds {
        d.insert(x);
    }
    d
}

// Bug 1: hints on a puzzle typed in as entries.

#[test]
fn hints_work_on_a_puzzle_typed_in_as_entries() {
    let mut s = typed_seventeen();
    assert_eq!(s.grid.puzzle.given_count(), 0);
    run(&mut s, [Action::Hint]);
    assert!(
        matches!(s.hint, HintStage::Named(_)),
        "{:?}: {}",
        s.hint,
        text_of(&s.message)
    );
}

#[test]
fn lock_entries_makes_them_givens_in_one_undo_step() {
    let mut s = typed_seventeen();
    run(&mut s, [Action::LockEntries]);
    assert_eq!(s.grid.puzzle.given_count(), 17);
    assert!(s.grid.entries.iter().all(|&e| e == 0));
    assert!(text_of(&s.message).contains("17 entries locked as givens"));
    run(&mut s, [Action::Undo]);
    assert_eq!(s.grid.puzzle.given_count(), 0);
    assert_eq!(s.grid.entries.iter().filter(|&&e| e != 0).count(), 17);
    let km = Keymap::new();
    let g = crossterm::event::KeyEvent::new(
        crossterm::event::KeyCode::Char('G'),
        crossterm::event::KeyModifiers::SHIFT,
    );
    assert_eq!(
        km.action(crate::tui::keymap::Context::Normal, &g),
        Some(Action::LockEntries)
    );
}

#[test]
fn a_hint_refused_for_several_solutions_says_what_to_do() {
    let mut s = empty();
    s.hint_source = crate::tui::hints::default_source();
    run(&mut s, [Action::Select(0), Action::Digit(1), Action::Hint]);
    let text = text_of(&s.message);
    assert!(text.contains("several solutions"), "{text}");
    assert!(text.contains("enter more digits"), "{text}");
}

// Bug 2: the hint's show stage has its own styles and moves the cursor.

fn hint_shown(cursor: usize) -> State {
    let mut s = easy();
    s.hint_source = Some(crate::tui::hints::Source::new(OneStep));
    run(
        &mut s,
        [
            Action::AutoFill,
            Action::Select(cursor),
            Action::Hint,
            Action::Hint,
        ],
    );
    // The double's elimination, 4 at r1c4, as a mark to strike through.
    s.grid.marks[3].insert(4);
    s.message = None;
    s
}

#[test]
fn the_shown_hint_moves_the_cursor_and_has_its_own_backgrounds() {
    let theme = Theme::default_theme();
    let s = hint_shown(40);
    assert_eq!(s.cursor, 2, "the cursor is on the hint's target");
    for size in [(80, 24), (100, 40)] {
        // r1c8: in the hint's house (row 1), not in the cursor's column or box.
        let (_, st) = cell_style(&s, &theme, size, 7, 0, 0);
        assert_eq!(st.bg, Some(theme.hint_house_bg), "{size:?}");
        // r5c3: in the cursor's column only: no highlight while the hint is shown.
        let (_, st) = cell_style(&s, &theme, size, 38, 0, 0);
        assert_eq!(st.bg, Some(theme.background), "{size:?}");
    }
    // The eliminated mark (4 at r1c4) is struck through in the elimination colour.
    let (ch, st) = cell_style(&s, &theme, (100, 40), 3, 0, 1);
    assert_eq!(ch, "4");
    assert_eq!(st.fg, Some(theme.hint_elim));
    assert!(st
        .add_modifier
        .contains(ratatui::style::Modifier::CROSSED_OUT));
}

#[test]
fn every_theme_tells_hint_styles_from_the_cursors() {
    for (name, _) in crate::tui::theme::BUILTIN {
        let (t, warnings) = Theme::load(name, None, false);
        assert!(warnings.is_empty(), "{warnings:?}");
        let backgrounds = [t.background, t.house_bg, t.cursor_bg, t.same_digit_bg];
        for hint_bg in [t.hint_house_bg, t.hint_cell_bg] {
            assert!(!backgrounds.contains(&hint_bg), "{name}: {hint_bg:?}");
        }
        assert_ne!(t.hint_house_bg, t.hint_cell_bg, "{name}");
        let fgs = [t.pencil, t.hint_pattern, t.hint_elim];
        assert!(!fgs.contains(&t.hint_place), "{name}");
    }
}

#[test]
fn snapshot_styled_hint_shown_80x24() {
    insta::assert_snapshot!(styled(&hint_shown(40), &Theme::default_theme(), 80, 24));
}

// Bug 3: a placement in a cell without marks, in the large grid.

#[test]
fn a_hidden_single_shows_its_digit_in_an_unmarked_cell_of_the_large_grid() {
    let theme = Theme::default_theme();
    let mut s = easy();
    s.hint_source = Some(crate::tui::hints::Source::new(OneStep));
    run(&mut s, [Action::Hint, Action::Hint]);
    assert_eq!(s.grid.marks[2], Digits::NONE);
    // 4 sits at its mark place: in the mini-grid the first column of the second row, at
    // 80×24 the fourth of `12345`; in the compact grid first, followed by `…` (the cell
    // has other candidates, and the 4 is not placed yet).
    for (size, dx, dy) in [((100, 40), 0, 1), ((80, 24), 3, 0), ((64, 21), 0, 0)] {
        let (ch, st) = cell_style(&s, &theme, size, 2, dx, dy);
        assert_eq!(
            (ch.as_str(), st.fg),
            ("4", Some(theme.hint_place)),
            "{size:?}"
        );
    }
    assert_eq!(cell_style(&s, &theme, (64, 21), 2, 1, 0).0, "…");
}

#[test]
fn applying_a_hint_says_when_it_filled_in_pencil_marks() {
    let mut s = easy();
    s.hint_source = Some(crate::tui::hints::Source::new(OneStep));
    run(&mut s, [Action::Hint, Action::Hint, Action::Hint]);
    let text = text_of(&s.message);
    assert!(text.contains("marks filled in 51 cells first"), "{text}");
}

// Bug 4: the sparkline is a panel line of its own.

fn searched_then_undone() -> State {
    let mut s = empty();
    run(&mut s, [Action::Select(0), Action::Digit(1)]);
    let job = user_job(&run(&mut s, [Action::Target]));
    let mut msgs = Vec::new();
    for (i, best) in [2790i64, 2801, 2815].into_iter().enumerate() {
        msgs.push(improved(job.gen, best, board(EASY_SOLUTION)));
        msgs.push(Action::Job(JobMsg::Progress {
            gen: job.gen,
            progress: Progress {
                nodes: 1000 * (i as u64 + 1),
                depth: 30,
                best: Some(best),
                bound: Some(2906),
                cell: None,
                elapsed: Duration::from_millis(30),
                ..Progress::default()
            },
        }));
    }
    run(&mut s, msgs);
    run(&mut s, [Action::Undo]);
    s.status = Status::Several;
    s
}

#[test]
fn the_sparkline_never_covers_panel_text() {
    let s = searched_then_undone();
    for (w, h) in [(80, 24), (64, 21), (100, 40), (200, 60)] {
        let screen = render(&s, w, h);
        assert!(screen.contains("elapsed 0.0s"), "{w}×{h}:\n{screen}");
        assert!(screen.contains("nodes 3,000"), "{w}×{h}:\n{screen}");
        // No bound yet at the first improvement: a blank, then the bound at the top.
        assert!(screen.contains("bound  █████"), "{w}×{h}:\n{screen}");
    }
}

// Bug 5: long messages, the message log, the confirm dialog.

#[test]
fn a_long_message_wraps_and_the_log_shows_it_whole() {
    let mut s = easy();
    let long = format!("theme error: {} end-of-message", "x ".repeat(120));
    s.error(long.clone());
    let screen = render(&s, 80, 24);
    assert!(screen.contains("m shows all"), "{screen}");
    run(&mut s, [Action::MessageLog]);
    let screen = render(&s, 80, 24);
    assert!(screen.contains("end-of-message"), "{screen}");
    run(&mut s, [Action::Help]);
    assert!(s.overlay.is_none(), "Esc, ? and q close the log");
}

/// Issue 43 failure 6: a message taller than the log used to leave it empty ("no
/// messages yet"): its start is shown, with how much is left out.
#[test]
fn a_message_taller_than_the_log_is_shown_from_its_start() {
    let mut s = easy();
    s.info("an earlier message");
    let words: Vec<String> = (1..=600).map(|i| format!("w{i:03}")).collect();
    s.error(format!("first-words {} last-word", words.join(" ")));
    run(&mut s, [Action::MessageLog]);
    let screen = render(&s, 80, 24);
    assert!(!screen.contains("no messages yet"), "{screen}");
    assert!(screen.contains("first-words"), "{screen}");
    assert!(screen.contains("more lines (a larger terminal"), "{screen}");
    assert!(!screen.contains("last-word"), "{screen}");
}

#[test]
fn the_replace_question_shows_its_answer_keys_at_any_width() {
    let mut s = easy();
    s.overlay = Some(Overlay::Confirm {
        question: format!(
            "{} exists. Replace?",
            "/home/player/a/very/long/path/to/a/puzzle/collection/file.txt"
        ),
        on_yes: crate::tui::state::OnYes::Save("x".into()),
    });
    for (w, h) in [(80, 24), (200, 60), (64, 21)] {
        let screen = render(&s, w, h);
        assert!(screen.contains("[y/n]"), "{w}×{h}:\n{screen}");
    }
}

// Bug 9: the smaller ones.

#[test]
fn one_given_is_singular() {
    let mut s = empty();
    run(&mut s, [Action::ToggleGivens, Action::Digit(5)]);
    let screen = render(&s, 100, 32);
    assert!(screen.contains("· 1 given "), "{screen}");
}

#[test]
fn a_filled_cell_does_not_list_its_old_marks() {
    let mut s = easy();
    run(&mut s, [Action::Select(2)]);
    s.grid.marks[2] = digits(&[1, 2, 4]);
    assert!(render(&s, 80, 24).contains("Pencil marks "));
    s.grid.entries[2] = 4;
    let screen = render(&s, 80, 24);
    assert!(!screen.contains("Pencil marks "), "{screen}");
}

#[test]
fn the_wheel_skips_digits_that_clash() {
    // r1c3 of EASY: 5, 3 and 7 are in row 1, 6, 9 and 8 in its box.
    let mut s = easy();
    run(
        &mut s,
        [Action::Select(2), Action::Wheel(1), Action::Wheel(1)],
    );
    assert_eq!(s.grid.value(2), 2, "1, then 2");
    run(&mut s, [Action::Wheel(1)]);
    assert_eq!(s.grid.value(2), 4, "3 is in the row");
    run(&mut s, [Action::Wheel(1)]);
    assert_eq!(s.grid.value(2), 0, "5 to 9 all clash: back to blank");
    assert!(s.clashes().is_empty());
}

// Friction: pencil marks in the compact grid; the key bar; the panel; status off; tint.

#[test]
fn the_compact_grid_shows_marks() {
    let mut s = easy();
    run(&mut s, [Action::Select(2)]);
    s.grid.marks[2] = digits(&[1, 2, 4]);
    s.grid.marks[3] = digits(&[1, 2, 4, 8]);
    let screen = render(&s, 64, 21);
    assert!(screen.contains("│124┃(4)│"), "{screen}");
    // From 80×24 each mark is in its place, never counted.
    let screen = render(&s, 80, 24);
    let rows: Vec<&str> = screen.lines().collect();
    assert!(rows[1].contains("│12 4 ┃12 4 │"), "{screen}");
    assert!(rows[2].contains("│     ┃  8  │"), "{screen}");
    assert!(!screen.contains("(4)"), "{screen}");
}

#[test]
fn the_key_bar_shows_hint_givens_and_open_at_80_columns() {
    let screen = render(&easy(), 80, 24);
    let bar = screen.lines().last().unwrap();
    for key in [" h hint", " g givens", " o open", " ? help", " q quit"] {
        assert!(bar.contains(key), "{key}: {bar}");
    }
}

#[test]
fn the_panel_labels_its_lines_and_shows_one_bound() {
    let mut s = easy();
    s.bound = Some(2000);
    run(&mut s, [Action::Select(2)]);
    let labels = [
        "Candidates",
        "row 1 has",
        "col 3 has",
        "box 1 has",
        // 24 columns at 80×24: the figure goes under its words.
        "best still possible",
        "  ≤ 2,000",
    ];
    shows(&render(&s, 80, 24), &labels);
    let s = searched_then_undone();
    let screen = render(&s, 100, 40);
    // One bound figure (the chart's line is labelled `bound` too, with bars, no figure).
    assert_eq!(screen.matches("bound 2,906").count(), 1, "{screen}");
    assert!(!screen.contains("at most"), "{screen}");
}

#[test]
fn the_solution_status_can_be_switched_off() {
    let mut s = easy();
    s.status = Status::Unique;
    assert!(render(&s, 80, 24).contains("unique solution"));
    s.show_status = false;
    let screen = render(&s, 80, 24);
    assert!(!screen.contains("unique"), "{screen}");
    assert!(screen.contains("not checked"), "{screen}");
}

#[test]
fn jigsaw_regions_are_tinted_in_normal_play() {
    let theme = Theme::default_theme();
    let layout = jigsaw_layout();
    let mut s = State::new(doc(Puzzle::new(layout.clone(), [0; CELLS])), None);
    s.cursor = 40;
    let far = (0..CELLS)
        .find(|&c| !layout.peers(40).contains(c) && c != 40)
        .expect("a cell outside the cursor's houses");
    let (_, st) = cell_style(&s, &theme, (80, 24), far, 0, 0);
    assert_eq!(
        st.bg,
        Some(theme.regions[layout.region_of(far) % 9]),
        "r{}c{}",
        far / 9 + 1,
        far % 9 + 1
    );
}

#[test]
fn snapshot_styled_jigsaw_80x24() {
    let s = two_given_jigsaw();
    insta::assert_snapshot!(styled(&s, &Theme::default_theme(), 80, 24));
}

// Bug 8: two instances on one data directory.

#[test]
fn a_second_instance_opens_the_session_read_only() {
    let d = crate::tui::theme::tests::tempdir("two-instances");
    let dirs = Dirs {
        data: d.clone(),
        config: None,
    };
    let me = std::process::id();
    let mut first = State::new(State::empty_document(), Some(dirs.clone()));
    let mut second = State::new(State::empty_document(), Some(dirs.clone()));
    let mut notes = Vec::new();
    let lock = crate::tui::claim_session(&mut first, me, &mut notes);
    assert!(lock.is_some() && notes.is_empty(), "{notes:?}");
    assert!(crate::tui::claim_session(&mut second, me, &mut notes).is_none());
    assert_eq!(second.session_in_use_by, Some(me));
    assert!(
        notes[0].contains(&format!("session in use by pid {me}")),
        "{notes:?}"
    );
    assert!(render(&second, 80, 24).contains("read-only"));

    run(&mut first, [Action::Select(0), Action::Digit(1)]);
    dispatch::autosave(&mut first, &mut dispatch::Disk, now()).unwrap();
    run(&mut second, [Action::Select(0), Action::Digit(2)]);
    dispatch::autosave(&mut second, &mut dispatch::Disk, now()).unwrap();
    let saved = std::fs::read_to_string(dirs.session()).unwrap();
    let doc = crate::tui::store::from_native(&saved, "session").unwrap();
    assert_eq!(
        doc.grid.value(0),
        1,
        "the second did not write over the first"
    );
    drop(lock);
    let _ = std::fs::remove_dir_all(d);
}

// Bug 6: pre-filled prompts, line editing, completion, folders made.

fn prompt_text(s: &State) -> (String, usize, bool) {
    match &s.overlay {
        Some(Overlay::Prompt {
            text,
            cursor,
            selected,
            ..
        }) => (text.clone(), *cursor, *selected),
        other => panic!("expected a prompt, got {other:?}"),
    }
}

#[test]
fn typing_replaces_a_pre_filled_prompt() {
    let mut s = empty();
    run(&mut s, [Action::RegionMode, Action::ExportWalls]);
    assert_eq!(prompt_text(&s), ("walls.txt".into(), 9, true));
    run(&mut s, "/tmp/w.txt".chars().map(Action::PromptChar));
    assert_eq!(prompt_text(&s).0, "/tmp/w.txt");
    run(&mut s, [Action::PromptSubmit]);
    assert!(file("/tmp/w.txt").is_some(), "{:?}", s.message);
    assert!(file("walls.txt/tmp/w.txt").is_none());
    // The selection drawn reversed, so that it reads as selected.
    run(&mut s, [Action::ExportWalls]);
    let (_, st) = {
        let t = drawn(&s, &Theme::default_theme(), 80, 24);
        let screen = t.backend().to_string();
        let row = screen
            .lines()
            .position(|l| l.contains("> walls.txt"))
            .unwrap();
        let col = screen
            .lines()
            .nth(row)
            .unwrap()
            .chars()
            .position(|c| c == 'w')
            .unwrap();
        let cell = t.backend().buffer()[(col as u16 - 1, row as u16)].clone();
        (cell.symbol().to_string(), cell.style())
    };
    assert!(st.add_modifier.contains(ratatui::style::Modifier::REVERSED));
}

#[test]
fn prompts_edit_like_a_shell_line() {
    use crate::tui::action::PromptEdit::*;
    let mut s = empty();
    run(&mut s, [Action::Open]);
    run(&mut s, "/tmp/some dir/file".chars().map(Action::PromptChar));
    run(&mut s, [Action::PromptEdit(KillWord)]);
    assert_eq!(prompt_text(&s).0, "/tmp/some dir/");
    run(&mut s, [Action::PromptEdit(KillWord)]);
    assert_eq!(prompt_text(&s).0, "/tmp/some ");
    run(&mut s, [Action::PromptEdit(Home), Action::PromptChar('x')]);
    assert_eq!(prompt_text(&s), ("x/tmp/some ".into(), 1, false));
    run(&mut s, [Action::PromptEdit(End), Action::PromptChar('y')]);
    assert_eq!(prompt_text(&s).0, "x/tmp/some y");
    run(
        &mut s,
        [Action::PromptEdit(Left), Action::PromptEdit(KillToStart)],
    );
    assert_eq!(prompt_text(&s), ("y".into(), 0, false));
    run(
        &mut s,
        [
            Action::PromptBackspace,
            Action::PromptEdit(Right),
            Action::PromptBackspace,
        ],
    );
    assert_eq!(prompt_text(&s), ("".into(), 0, false));
    // The keys reach these actions.
    let km = Keymap::new();
    let ctrl = |c| {
        crossterm::event::KeyEvent::new(
            crossterm::event::KeyCode::Char(c),
            crossterm::event::KeyModifiers::CONTROL,
        )
    };
    let ctx = crate::tui::keymap::Context::Prompt;
    assert_eq!(
        km.action(ctx, &ctrl('u')),
        Some(Action::PromptEdit(KillToStart))
    );
    assert_eq!(
        km.action(ctx, &ctrl('w')),
        Some(Action::PromptEdit(KillWord))
    );
    assert_eq!(km.action(ctx, &ctrl('a')), Some(Action::PromptEdit(Home)));
    assert_eq!(km.action(ctx, &ctrl('e')), Some(Action::PromptEdit(End)));
    let tab = crossterm::event::KeyEvent::new(
        crossterm::event::KeyCode::Tab,
        crossterm::event::KeyModifiers::NONE,
    );
    assert_eq!(km.action(ctx, &tab), Some(Action::PromptComplete));
}

#[test]
fn tab_completes_paths() {
    put_file("/data/puzzles/hard.txt", "");
    put_file("/data/puzzles/harder.txt", "");
    put_file("/data/pz/one.txt", "");
    let mut s = empty();
    run(&mut s, [Action::Open]);
    run(&mut s, "/data/puzzles/h".chars().map(Action::PromptChar));
    run(&mut s, [Action::PromptComplete]);
    assert_eq!(prompt_text(&s).0, "/data/puzzles/hard");
    assert!(text_of(&s.message).contains("hard.txt  harder.txt"));
    run(
        &mut s,
        [Action::PromptEdit(
            crate::tui::action::PromptEdit::KillToStart,
        )],
    );
    run(&mut s, "/data/pz".chars().map(Action::PromptChar));
    run(&mut s, [Action::PromptComplete]);
    assert_eq!(
        prompt_text(&s).0,
        "/data/pz/",
        "one folder: completed with its /"
    );
    run(&mut s, [Action::PromptComplete]);
    assert_eq!(prompt_text(&s).0, "/data/pz/one.txt");
    run(&mut s, [Action::PromptChar('x'), Action::PromptComplete]);
    assert!(text_of(&s.message).contains("no completion"));
}

#[test]
fn a_folder_made_for_an_export_is_said() {
    let mut s = empty();
    run(&mut s, [Action::WeightsMode, Action::ExportWeights]);
    run(&mut s, "/new/folder/w.txt".chars().map(Action::PromptChar));
    run(&mut s, [Action::PromptSubmit]);
    let text = text_of(&s.message);
    assert!(text.contains("created the folder /new/folder"), "{text}");
}

// Friction: the first start says how to begin; a later start does not.

#[test]
fn the_first_start_shows_a_welcome_line() {
    let d = crate::tui::theme::tests::tempdir("welcome");
    let dirs = Dirs {
        data: d.clone(),
        config: None,
    };
    let mut notes = Vec::new();
    let mut s = crate::tui::start_state(None, Some(dirs.clone()), &mut notes).unwrap();
    assert_eq!(
        text_of(&s.message),
        "Welcome! Type or paste a puzzle, n for a new one, o to open one, ? lists the keys"
    );
    let screen = render(&s, 80, 24);
    assert!(screen.contains("Type or paste a puzzle"), "{screen}");
    let n = crossterm::event::KeyEvent::new(
        crossterm::event::KeyCode::Char('n'),
        crossterm::event::KeyModifiers::NONE,
    );
    assert_eq!(
        Keymap::new().action(crate::tui::keymap::Context::Normal, &n),
        Some(Action::NewGameDialog),
        "the welcome's n opens the new-game dialog"
    );
    dispatch::autosave(&mut s, &mut dispatch::Disk, now()).unwrap();
    let s = crate::tui::start_state(None, Some(dirs), &mut notes).unwrap();
    assert_eq!(s.message, None, "only the first start");
    let _ = std::fs::remove_dir_all(d);
}

#[test]
fn a_message_too_long_for_its_line_is_cut_at_a_space_and_the_log_keeps_it() {
    let mut s = easy();
    let text = "walls written to /tmp/some/where/w.txt (created the folder /tmp/some/where) \
                and a few more words to end";
    s.info(text);
    let screen = render(&s, 80, 24);
    let lines: Vec<&str> = screen.lines().collect();
    assert!(lines[22].contains("│ walls written to"), "{screen}");
    assert!(lines[22].contains("… (m shows all)"), "{screen}");
    assert!(
        !lines[23].contains("to end") && lines[23].contains("q quit"),
        "{screen}"
    );
    assert_eq!(s.log.back().unwrap().text, text);
}

#[test]
fn the_selected_digits_marks_are_highlighted_in_the_compact_grid() {
    let theme = Theme::default_theme();
    let mut s = easy();
    // r1c1 holds 5: the marks 5 elsewhere show where else a 5 may go.
    s.grid.marks[2] = digits(&[1, 2, 5]);
    s.grid.marks[3] = digits(&[1, 2, 4, 5]);
    s.grid.marks[5] = digits(&[1, 2, 4, 8]);
    // (size, cell, column in it, what is there, highlighted): in the compact grid the
    // 5 of r1c3, the count of r1c4 and not that of r1c6; at 80×24 the 5 of r1c4 itself,
    // in its place, and not the 4 beside it.
    for (size, cell, dx, shown, lit) in [
        ((64, 21), 2, 2, "5", true),
        ((64, 21), 3, 1, "4", true),
        ((64, 21), 5, 1, "4", false),
        ((80, 24), 3, 4, "5", true),
        ((80, 24), 3, 3, "4", false),
    ] {
        let (ch, st) = cell_style(&s, &theme, size, cell, dx, 0);
        assert_eq!(ch, shown, "{size:?} cell {cell}");
        assert_eq!(
            st.bg == Some(theme.same_digit_bg),
            lit,
            "{size:?} cell {cell}"
        );
    }
}
