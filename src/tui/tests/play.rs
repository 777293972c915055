//! Playing: the new-game dialog and generation, the clock across a restart, the check,
//! the highlights and the solved screen, with styled snapshots where looks matter.

use super::*;
use crate::tui::game::{Clock, NewGame};
use nonet_core::strategy::{rate, Level, Registry};
use ratatui::style::Modifier;

/// The easy puzzle as a generated one would be: a level, a data directory in memory.
fn easy_game() -> State {
    let dirs = Dirs {
        data: PathBuf::from("/in-memory/play"),
        config: None,
    };
    let mut d = doc(Puzzle::classic(board(EASY)).with_name("easy"));
    d.play.level = Some(Level::Easy);
    State::new(d, Some(dirs))
}

fn generate_job(jobs: &[Job]) -> Job {
    jobs.iter()
        .find(|j| j.work.kind() == JobKind::Generate)
        .expect("a generation was started")
        .clone()
}

#[test]
fn snapshot_new_game_dialog() {
    let mut s = easy();
    run(
        &mut s,
        [
            Action::NewGameDialog,
            Action::NewGameChange(1), // level: easy -> medium
            Action::NewGameChange(1), // hard
            Action::NewGameRow(1),
            Action::NewGameChange(1), // symmetry off
        ],
    );
    assert_eq!(s.context(), crate::tui::keymap::Context::NewGame);
    s.status = Status::Unique;
    insta::assert_snapshot!(styled(&s, &Theme::default_theme(), 80, 24));
}

/// The dialog marks its row with a glyph (not colour only), opens on Level whichever row
/// was left selected (so → changes the level), and its keys fit the box at 80×24.
#[test]
fn the_new_game_dialog_opens_on_level_marks_its_row_and_fits_its_keys() {
    let mut s = easy();
    run(
        &mut s,
        [
            Action::NewGameDialog,
            Action::NewGameRow(1), // symmetry
            Action::Back,
            Action::NewGameDialog,
            Action::NewGameChange(1),
        ],
    );
    assert_eq!(s.new_game.level, nonet_core::strategy::Level::Medium);
    assert!(s.new_game.symmetric);
    let screen = render(&s, 80, 24);
    // The four columns before the row's name: the box's border, then the mark.
    let row = |name: &str| -> String {
        let line = screen.lines().find(|l| l.contains(name)).unwrap();
        let before: Vec<char> = line[..line.find(name).unwrap()].chars().collect();
        before[before.len() - 4..].iter().collect()
    };
    assert_eq!(row("Level"), "│ ▸ ", "{screen}");
    assert_eq!(row("Variant"), "│   ", "{screen}");
    // The keys, each phrase whole, inside the box.
    for phrase in ["↑↓ row", "←→ change", "Enter generates", "Esc cancels"] {
        let line = screen
            .lines()
            .find(|l| l.contains(phrase))
            .unwrap_or_else(|| panic!("{phrase}:\n{screen}"));
        let after = &line[line.find(phrase).unwrap() + phrase.len()..];
        assert!(after.contains('│'), "{phrase} inside the box:\n{screen}");
    }
}

#[test]
fn new_games_are_generated_on_the_solver_thread_and_cancellable() {
    let mut s = easy();
    let jobs = run(
        &mut s,
        [
            Action::NewGameDialog,
            Action::NewGameRow(-1), // variant
            Action::NewGameChange(1),
            Action::NewGameRow(1), // level
            Action::NewGameChange(1),
            Action::NewGameStart(None),
        ],
    );
    assert!(s.overlay.is_none());
    assert!(s.generating.is_some());
    assert!(!s.clock.running(), "the clock waits for the new puzzle");
    let job = generate_job(&jobs);
    let Work::Generate { game, .. } = &job.work else {
        panic!("not a generation: {job:?}");
    };
    assert!(game.jigsaw && game.level == Level::Medium);
    settle(&mut s, vec![job]);
    assert!(s.generating.is_none());
    assert!(!s.grid.layout().is_classic());
    assert_eq!(s.level, Some(Level::Medium));
    assert_eq!(rate(&s.grid.puzzle, &Registry::full()).level, Level::Medium);
    assert_eq!(s.grid.puzzle.name.as_deref(), Some("medium"));
    assert!(s.clock.running());
    // `u` brings the easy puzzle back.
    run(&mut s, [Action::Undo]);
    assert_eq!(s.grid.puzzle.givens, board(EASY));

    // Esc cancels; a late answer is dropped.
    let jobs = run(&mut s, [Action::NewGameStart(Some(NewGame::default()))]);
    let job = generate_job(&jobs);
    run(&mut s, [Action::Back]);
    assert!(s.generating.is_none());
    assert!(job.cancel.is_cancelled());
    let before = s.grid.clone();
    let fresh = Job {
        cancel: nonet_core::engine::Cancel::new(),
        ..job
    };
    settle(&mut s, vec![fresh]);
    assert_eq!(s.grid, before, "a cancelled generation loads nothing");
}

#[test]
fn the_clock_pauses_under_dialogs_and_survives_a_restart() {
    let mut s = easy_game();
    s.clock = Clock::at(120);
    run(&mut s, [Action::Select(2)]);
    assert!(s.clock.running());
    wait(5);
    run(&mut s, [Action::Help]);
    assert!(!s.clock.running(), "help stops the clock");
    let paused = s.clock.secs();
    assert_eq!(paused, 125);
    wait(60);
    run(&mut s, [Action::Help, Action::NewGameDialog]);
    assert!(!s.clock.running(), "the new-game dialog stops it");
    wait(60);
    run(&mut s, [Action::Back]);
    assert!(s.clock.running());
    run(&mut s, [Action::Help]);
    assert_eq!(
        s.clock.secs(),
        paused,
        "time under help and the dialog is not played"
    );
    // Saved with the session, and back stopped after a restart until the player acts.
    let text = crate::tui::store::to_native(&s.document());
    assert!(text.contains(&format!("elapsed = {paused}")), "{text}");
    assert!(text.contains("level = \"easy\""), "{text}");
    let back = crate::tui::store::from_native(&text, "session.toml").unwrap();
    let mut again = State::new(back, None);
    assert_eq!(again.clock.secs(), paused);
    assert_eq!(again.level, Some(Level::Easy));
    assert!(!again.clock.running());
    again.status = Status::Unique;
    insta::assert_snapshot!(styled(&again, &Theme::default_theme(), 80, 24));
    run(&mut again, [Action::Move(Dir::Right)]);
    assert!(again.clock.running());
}

#[test]
fn check_names_wrong_entries_and_clash_highlighting_switches() {
    let mut s = easy();
    run(
        &mut s,
        [
            Action::Select(2),
            Action::Digit(4), // right
            Action::Select(3),
            Action::Digit(5), // wrong (6), and clashes with the 5 in r1c1
            Action::Select(5),
            Action::Digit(1), // wrong (8), no clash
        ],
    );
    let theme = Theme::default_theme();
    let style_at = |s: &State, cell: usize| {
        let t = drawn(s, &theme, 100, 40);
        let g = crate::tui::draw::screen(ratatui::layout::Rect::new(0, 0, 100, 40))
            .unwrap()
            .grid;
        let (x, y) = g.cell_origin(cell);
        t.backend().buffer()[(x + g.cw / 2, y + g.ch / 2)].style()
    };
    let entry_fg = theme.fg(theme.entry).fg;
    let clash_on = style_at(&s, 3);
    assert_ne!(clash_on.fg, entry_fg, "the clash is marked");
    run(&mut s, [Action::ToggleClashes]);
    assert!(!s.show_clashes);
    assert_eq!(
        style_at(&s, 3).fg,
        entry_fg,
        "the clash is no longer marked"
    );
    run(&mut s, [Action::ToggleClashes, Action::Check]);
    assert_eq!(
        style_at(&s, 3),
        clash_on
            .patch(theme.error_style())
            .add_modifier(Modifier::UNDERLINED)
    );
    let m = s.message.clone().unwrap();
    assert!(m.error);
    assert_eq!(m.text, "2 wrong entries: r1c4, r1c6");
    assert_eq!(s.checked, Some([3, 5].into_iter().collect()));
    assert!(style_at(&s, 5).add_modifier.contains(Modifier::UNDERLINED));
    // A change clears the check's marks.
    run(&mut s, [Action::Select(5), Action::Digit(8), Action::Check]);
    assert_eq!(s.checked, Some(CellSet::single(3)));
    run(&mut s, [Action::Select(3), Action::Digit(6), Action::Check]);
    assert_eq!(s.checked, None);
    assert_eq!(s.message.unwrap().text, "no wrong entries; 48 cells to go");
}

#[test]
fn snapshot_selected_digit_highlighted_in_cells_and_marks() {
    let mut s = easy();
    run(
        &mut s,
        [
            Action::AutoFill,
            Action::Select(3),
            Action::Digit(5),  // a clash with r1c1's 5
            Action::Select(0), // the 5 of r1c1: every 5 and every pencilled 5 lights up
        ],
    );
    s.status = Status::Clashing;
    s.message = None;
    insta::assert_snapshot!(styled(&s, &Theme::default_theme(), 100, 40));
}

#[test]
fn solving_shows_the_solved_screen_and_records_the_level() {
    let solution = board(EASY_SOLUTION);
    let mut s = easy_game();
    s.hint_source = Some(crate::tui::hints::Source::new(super::hints::OneStep));
    run(&mut s, [Action::Hint, Action::Back]);
    assert_eq!(s.hints_used, 1);
    let open: Vec<usize> = (0..CELLS).filter(|&c| s.grid.value(c) == 0).collect();
    for &c in &open[..open.len() - 1] {
        run(&mut s, [Action::Select(c), Action::Digit(solution[c])]);
    }
    assert!(s.overlay.is_none());
    let last = *open.last().unwrap();
    run(
        &mut s,
        [Action::Select(last), Action::Digit(solution[last])],
    );
    let Some(Overlay::Solved(screen)) = &s.overlay else {
        panic!("no solved screen: {:?}", s.overlay);
    };
    assert_eq!(screen.level, Some(Level::Easy));
    assert_eq!(screen.hints, 1);
    let rec = screen.record.clone().unwrap().unwrap();
    assert_eq!(rec.solved, 1);
    assert!(!s.clock.running());
    let stats = file("/in-memory/play/stats.toml").expect("stats written");
    assert!(
        stats.contains("[easy]") && stats.contains("solved = 1"),
        "{stats}"
    );
    // The snapshot shows a fixed time: the screen's own clock is what the test set.
    if let Some(Overlay::Solved(screen)) = s.overlay.as_mut() {
        screen.secs = 252;
        screen.record = Some(Ok(crate::tui::game::LevelStats {
            solved: 3,
            best_secs: 200,
            total_secs: 750,
        }));
    }
    s.clock = Clock::at(252);
    s.status = Status::Complete;
    s.message = None;
    insta::assert_snapshot!(styled(&s, &Theme::default_theme(), 80, 24));
    run(&mut s, [Action::Back]);
    assert!(s.overlay.is_none());
    // Undo and solve again: a second record.
    run(
        &mut s,
        [
            Action::Undo,
            Action::Select(last),
            Action::Digit(solution[last]),
        ],
    );
    let Some(Overlay::Solved(screen)) = &s.overlay else {
        panic!("no solved screen");
    };
    assert_eq!(screen.record.clone().unwrap().unwrap().solved, 2);

    // A broken statistics file is reported, not overwritten.
    let mut s = easy_game();
    put_file("/in-memory/play/stats.toml", "[easy\n");
    let open: Vec<usize> = (0..CELLS).filter(|&c| s.grid.value(c) == 0).collect();
    for &c in &open {
        run(&mut s, [Action::Select(c), Action::Digit(solution[c])]);
    }
    let Some(Overlay::Solved(screen)) = &s.overlay else {
        panic!("no solved screen");
    };
    let e = screen.record.clone().unwrap().unwrap_err();
    assert!(
        e.starts_with("/in-memory/play/stats.toml:1:")
            && e.ends_with("the statistics were not updated"),
        "{e}"
    );
    assert_eq!(file("/in-memory/play/stats.toml").unwrap(), "[easy\n");
}

#[test]
fn the_solver_filling_the_grid_is_no_game_won() {
    let mut s = easy_game();
    let jobs = run(&mut s, [Action::Solve]);
    settle(&mut s, vec![user_job(&jobs)]);
    assert!(s.grid.is_solved());
    assert!(s.overlay.is_none(), "no solved screen after S");
    assert!(!s.clock.running());
    assert_eq!(file("/in-memory/play/stats.toml"), None, "nothing counted");
}

/// Watching a target search: the gap to the bound in the panel, its history under the
/// best's, and the cell being branched on lit on the grid.
#[test]
fn snapshot_target_search_gap_and_branch_cell() {
    let mut s = empty();
    s.status = Status::Several;
    let job = user_job(&run(&mut s, [Action::Target]));
    let gen = job.gen;
    let progress = |nodes: u64, best: i64, bound: i64, cell: usize| {
        Action::Job(JobMsg::Progress {
            gen,
            progress: Progress {
                nodes,
                depth: 12,
                best: Some(best),
                bound: Some(bound),
                cell: Some(cell),
                bound_by: Some(nonet_core::engine::BoundSource::Templates),
                pruned_lp: nodes / 3,
                pruned_templates: nodes / 20,
                elapsed: Duration::from_millis(nodes / 10),
            },
        })
    };
    run(
        &mut s,
        [
            progress(1000, 2700, 2900, 3),
            progress(5000, 2800, 2880, 12),
            progress(9000, 2850, 2870, 30),
        ],
    );
    assert_eq!(s.branch_cell(), Some(30));
    let text = render(&s, 80, 24);
    assert!(text.contains("gap 20"), "{text}");
    let sample = |best, bound| crate::tui::state::Sample {
        best,
        bound: Some(bound),
    };
    assert_eq!(
        s.search.as_ref().unwrap().history,
        vec![sample(2700, 2900), sample(2800, 2880), sample(2850, 2870)]
    );
    // One scale for both lines (2700 to 2900): the bound comes down as the best goes up;
    // the gap on its own scale under them.
    assert!(text.contains("best  ▁▄▆"), "{text}");
    assert!(text.contains("bound █▇▆"), "{text}");
    assert!(text.contains("gap   █▃▁"), "{text}");
    // What a student of branch and bound watches, at 80×24 with the rest of the panel.
    // The 80×24 panel is 24 columns: a line that does not fit goes on at its ` · `.
    for line in [
        "gap 20",
        "depth 12 · at r4c4",
        "bound by digit templates",
        "pruned by LP 3,000",
        "templates 450",
        "nodes 9,000 · 10,000/s",
        "elapsed 0.9s",
    ] {
        assert!(text.contains(line), "{line}:\n{text}");
    }
    s.message = None;
    insta::assert_snapshot!(styled(&s, &Theme::default_theme(), 80, 24));
    // Once the search ends, nothing is lit.
    run(&mut s, [Action::Back]);
    assert_eq!(s.branch_cell(), None);
}

#[test]
fn space_pauses_a_target_search_and_dot_steps_it() {
    let mut s = easy();
    run(&mut s, [Action::Select(2)]);
    let job = user_job(&run(&mut s, [Action::Target]));
    let Work::Target { gate, .. } = job.work else {
        panic!("not a target search: {job:?}");
    };
    run(&mut s, [Action::PauseSearch]);
    assert!(gate.is_paused());
    assert!(render(&s, 120, 40).contains("Target search — paused (. steps, Space runs on)"));
    // `.` steps instead of clearing while paused (r1c3 is open; nothing changes).
    let before = s.grid.clone();
    run(&mut s, [Action::Clear]);
    assert_eq!(s.grid, before);
    assert_eq!(
        s.message.as_ref().unwrap().text,
        "one node; . again, Space runs on"
    );
    assert!(
        s.search.as_ref().unwrap().running,
        "stepping is no edit: the search goes on"
    );
    run(&mut s, [Action::PauseSearch]);
    assert!(!gate.is_paused());
    // Not paused: `.` clears the cell again (and the edit stops the search).
    run(&mut s, [Action::Digit(4), Action::Clear]);
    assert_eq!(s.grid.value(2), 0);
    // Other searches have no gate.
    let job = user_job(&run(&mut s, [Action::Solve]));
    assert!(matches!(job.work, Work::Solve { .. }), "{job:?}");
    run(&mut s, [Action::PauseSearch]);
    assert_eq!(
        s.message.as_ref().unwrap().text,
        "no target search running to pause"
    );
}

#[test]
fn undoing_a_new_game_brings_back_the_old_game_and_its_clock() {
    let mut s = easy_game();
    s.clock = Clock::at(125);
    s.hints_used = 2;
    // r1c3 is open in the easy puzzle: an entry of the old game, to undo on its own later.
    run(&mut s, [Action::Select(2), Action::Digit(4)]);
    let jobs = run(&mut s, [Action::NewGameStart(Some(NewGame::default()))]);
    settle(&mut s, vec![generate_job(&jobs)]);
    assert_ne!(s.grid.puzzle.givens, board(EASY), "the new game is loaded");
    assert_eq!(s.clock.secs(), 0, "the new game starts at 0:00");
    assert_eq!(s.hints_used, 0);

    run(&mut s, [Action::Undo]);
    assert_eq!(s.grid.puzzle.givens, board(EASY));
    assert_eq!(s.grid.entries[2], 4);
    assert_eq!(s.clock.secs(), 125, "the old game's clock is back");
    assert_eq!((s.level, s.hints_used), (Some(Level::Easy), 2));
    assert!(s.clock.running(), "and runs on as the player plays");

    // Undoing an entry inside the game leaves the clock alone.
    run(&mut s, [Action::Undo]);
    assert_eq!(s.grid.entries[2], 0);
    assert_eq!(s.clock.secs(), 125);

    // Redo twice: the entry, then the new game as it was left, at its own time.
    run(&mut s, [Action::Redo, Action::Redo]);
    assert_ne!(s.grid.puzzle.givens, board(EASY));
    assert_eq!(s.clock.secs(), 0);
    assert_eq!(s.hints_used, 0);
}
