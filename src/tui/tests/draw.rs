//! Rendering: insta snapshots on ratatui's TestBackend, and the screen geometry that mouse
//! input shares with `draw`.

use super::hints::OneStep;
use super::*;
use crate::tui::action::Scroll;

fn mid_solve() -> State {
    let mut s = easy();
    run(
        &mut s,
        [
            Action::AutoFill,
            Action::Select(2),
            Action::Digit(4),
            Action::Select(3),
            Action::Digit(6),
            Action::Select(5),
            Action::Digit(3), // clashes with nothing? r1c6 = 3 is wrong but legal
            Action::Select(11),
            Action::Digit(9), // clashes with the 9 in box 1
            Action::Select(40),
        ],
    );
    s.status = Status::Clashing;
    s.message = None;
    s
}

#[test]
fn snapshot_empty_grid() {
    let mut s = empty();
    s.bound = Some(2906);
    s.status = Status::Several;
    insta::assert_snapshot!(render(&s, 80, 24));
}

#[test]
fn snapshot_classic_mid_solve_expanded() {
    insta::assert_snapshot!(render(&mid_solve(), 100, 40));
}

#[test]
fn snapshot_classic_mid_solve_80x24() {
    insta::assert_snapshot!(styled(&mid_solve(), &Theme::default_theme(), 80, 24));
}

#[test]
fn snapshot_jigsaw() {
    let layout = jigsaw_layout();
    let mut givens = [0u8; CELLS];
    givens[0] = 1;
    givens[40] = 5;
    givens[80] = 9;
    let mut s = State::new(doc(Puzzle::new(layout, givens).with_name("jigsaw")), None);
    s.status = Status::Several;
    insta::assert_snapshot!(render(&s, 80, 24));
}

#[test]
fn snapshot_region_mode_invalid() {
    let mut s = empty();
    run(
        &mut s,
        [
            Action::RegionMode,
            Action::Select(3),
            Action::Digit(1),
            Action::Select(40),
            Action::Digit(9),
        ],
    );
    s.status = Status::Several;
    insta::assert_snapshot!(styled(&s, &Theme::default_theme(), 80, 24));
}

#[test]
fn snapshot_target_search_panel() {
    let mut s = empty();
    s.status = Status::Several;
    let job = user_job(&run(&mut s, [Action::Target]));
    s.message = None;
    let gen = job.gen;
    let fill = board(EASY_SOLUTION);
    let mut msgs = Vec::new();
    for (i, best) in [2790i64, 2801, 2815, 2815, 2830, 2842]
        .into_iter()
        .enumerate()
    {
        msgs.push(improved(gen, best, fill));
        msgs.push(Action::Job(JobMsg::Progress {
            gen,
            progress: Progress {
                nodes: 20_000 * (i as u64 + 1),
                depth: 30,
                best: Some(best),
                bound: Some(2906 - 5 * i as i64),
                cell: Some(10 + i),
                bound_by: Some(nonet_core::engine::BoundSource::Lp),
                pruned_lp: 700 * i as u64,
                pruned_templates: 40 * i as u64,
                elapsed: Duration::from_millis(500 * (i as u64 + 1)),
            },
        }));
    }
    run(&mut s, msgs);
    insta::assert_snapshot!(render(&s, 100, 40));
}

#[test]
fn snapshot_too_small() {
    let s = empty();
    insta::assert_snapshot!(render(&s, 40, 12));
}

#[test]
fn snapshot_help_overlay() {
    let mut s = empty();
    s.status = Status::Several;
    run(&mut s, [Action::Help]);
    insta::assert_snapshot!(render(&s, 80, 24));
}

#[test]
fn snapshot_weights_view() {
    let mut s = easy();
    s.status = Status::Unique;
    run(
        &mut s,
        [
            Action::WeightsMode,
            Action::Select(40),
            Action::Digit(2),
            Action::Digit(5),
        ],
    );
    s.message = None;
    insta::assert_snapshot!(styled(&s, &Theme::default_theme(), 80, 24));
}

#[test]
fn snapshot_hint_shown() {
    let mut s = easy();
    s.status = Status::Unique;
    s.hint_source = Some(crate::tui::hints::Source::new(OneStep));
    run(&mut s, [Action::AutoFill, Action::Hint, Action::Hint]);
    insta::assert_snapshot!(styled(&s, &Theme::default_theme(), 100, 40));
}

#[test]
fn snapshot_smallest_size_fits_panel_and_keys() {
    // 64×21 is the smallest size: the panel drops the bit masks rather than wrapping,
    // and the key hints drop middle entries but keep help and quit.
    insta::assert_snapshot!(render(&mid_solve(), 64, 21));
}

#[test]
fn mouse_geometry_matches_the_drawing() {
    use ratatui::layout::Rect;
    let s = easy();
    let theme = Theme::default_theme();
    for (w, h) in [(64, 21), (80, 24), (100, 32), (100, 40), (200, 60)] {
        let sc = crate::tui::draw::screen(Rect::new(0, 0, w, h)).unwrap();
        let t = drawn(&s, &theme, w, h);
        let buf = t.backend().buffer();
        for cell in [0, 40, 80] {
            let (x, y) = sc.grid.cell_origin(cell);
            assert_eq!(sc.grid.cell_at(x, y), Some(cell));
            // A cell's inside starts right after a vertical grid line.
            assert!(
                ["│", "┃"].contains(&buf[(x - 1, y)].symbol()),
                "{w}x{h} {cell}"
            );
            assert!(!["│", "┃"].contains(&buf[(x, y)].symbol()));
        }
        // The given 5 of r1c1 is drawn in its cell, centred across it.
        let (x, y) = sc.grid.cell_origin(0);
        let (dx, dy) = sc.grid.digit_place();
        assert_eq!((dx, dy), (sc.grid.cw / 2, (sc.grid.ch - 1) / 2));
        assert_eq!(buf[(x + dx, y + dy)].symbol(), "5");
    }
    assert!(crate::tui::draw::screen(Rect::new(0, 0, 40, 12)).is_none());
}

#[test]
fn a_too_small_terminal_takes_only_quit() {
    use crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
    use ratatui::layout::Rect;
    let s = easy();
    let km = Keymap::new();
    let key = |c: char| Event::Key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE));
    let small = Rect::new(0, 0, 50, 15);
    let big = Rect::new(0, 0, 100, 32);
    // Blind keys do nothing while the "enlarge the terminal" screen shows.
    assert_eq!(crate::tui::input_action(&key('9'), &s, &km, small), None);
    assert_eq!(crate::tui::input_action(&key('h'), &s, &km, small), None);
    assert_eq!(
        crate::tui::input_action(&key('q'), &s, &km, small),
        Some(Action::Quit)
    );
    // At a workable size the same keys act.
    assert_eq!(
        crate::tui::input_action(&key('9'), &s, &km, big),
        Some(Action::Digit(9))
    );
}

#[test]
fn panel_names_what_fills_the_selected_cell() {
    // EASY has 5 at r1c1 as a given; r1c3 is blank. (A panel wide enough for the bits.)
    let mut s = easy();
    let screen = render(&s, 100, 32);
    // The mask's bits only with the details on (`D`): without, the digits alone.
    assert!(screen.contains("Given ····5····  "), "{screen}");
    assert!(!screen.contains("000010000"), "{screen}");
    run(&mut s, [Action::ToggleDetails]);
    let screen = render(&s, 100, 32);
    assert!(screen.contains("Given ····5···· 000010000"), "{screen}");
    run(&mut s, [Action::Select(2)]);
    assert!(render(&s, 100, 32).contains("Candidates "));
    run(&mut s, [Action::Digit(4)]);
    let screen = render(&s, 100, 32);
    // The bits in the digits' order, 1 first, as the digit row beside them.
    assert!(screen.contains("Entry ···4····· 000100000"), "{screen}");
    assert!(!screen.contains("Candidates "), "{screen}");
}

#[test]
fn a_long_message_is_cut_on_its_line_and_never_takes_the_key_line() {
    let mut s = mid_solve();
    s.error(format!(
        "cannot open /{}/x.txt: no such file",
        "long".repeat(10)
    ));
    let out = render(&s, 80, 24);
    let last: Vec<&str> = out.lines().rev().take(2).collect();
    assert!(
        !last[0].contains("long") && last[0].contains("q quit"),
        "{out}"
    );
    assert!(last[1].contains("│ cannot open /longlong"), "{out}");
    assert!(last[1].contains("… (m shows all)"), "{out}");
    // A short one shares the first status line and the keys stay.
    s.info("saved");
    let out = render(&s, 80, 24);
    assert!(
        out.lines().rev().nth(1).unwrap().contains("│ saved"),
        "{out}"
    );
    assert!(out.lines().last().unwrap().contains("q quit"), "{out}");
}

#[test]
fn region_mode_letters_filled_cells_too() {
    let mut s = easy();
    run(&mut s, [Action::RegionMode]);
    // r1: 5 3 . | . 7 . | . . . in regions A, A, A | B, B, B | C, C, C.
    let out = render(&s, 80, 24);
    let row = out.lines().nth(1).unwrap();
    assert!(
        row.contains("┃ A5  │ A3  │  A  ┃  B  │ B7  │  B  ┃"),
        "{row}"
    );
    let out = render(&s, 64, 21);
    let row = out.lines().nth(1).unwrap();
    assert!(
        row.contains("┃A5 │A3 │ A ┃ B │B7 │ B ┃"),
        "the compact grid: {row}"
    );
}

#[test]
fn without_colours_a_lone_mark_does_not_look_like_an_entry() {
    use ratatui::layout::Rect;
    let mut s = easy();
    // r1c3 gets an entry, r1c4 a single pencil mark: 3, whose place in a 5×2 cell is
    // where an entry goes, and which the compact cell centres as it centres an entry.
    run(&mut s, [Action::Select(2), Action::Digit(4)]);
    s.grid.marks[3] = Digits::single(3);
    run(&mut s, [Action::Select(40)]); // the cursor elsewhere
    for (w, h) in [(64, 21), (80, 24)] {
        let t = drawn(&s, &Theme::mono(), w, h);
        let buf = t.backend().buffer();
        let g = crate::tui::draw::screen(Rect::new(0, 0, w, h))
            .unwrap()
            .grid;
        let (dx, dy) = g.digit_place();
        let at = |cell| {
            let (x, y) = g.cell_origin(cell);
            buf[(x + dx, y + dy)].clone()
        };
        let (entry, mark) = (at(2), at(3));
        assert_eq!((entry.symbol(), mark.symbol()), ("4", "3"), "{w}×{h}");
        assert_ne!(
            entry.modifier, mark.modifier,
            "{w}×{h}: a mark is styled apart from an entry"
        );
    }
}

#[test]
fn help_fits_the_smallest_terminal() {
    let mut s = easy();
    s.screen = (64, 21);
    run(&mut s, [Action::Help]);
    let out = render(&s, 64, 21);
    assert!(out.contains("Keys — normal"), "{out}");
    // Too many keys for 20 rows at 64 columns: the title says so and where it is.
    assert!(out.contains("↑↓ scroll"), "{out}");
    // Without its frame it covers the whole screen: nothing of the grid or panel shows
    // beside it and reads as part of it.
    for border in ['┃', '│', '━'] {
        assert!(!out.contains(border), "{out}");
    }
    // End scrolls to the help's own last line (the footer has "q quit" too, after two
    // spaces), and no further: one row up leaves it on the screen's last line.
    run(&mut s, [Action::Scroll(Scroll::Bottom)]);
    let end = render(&s, 64, 21);
    assert!(
        end.contains("      q quit"),
        "the last key is shown:\n{end}"
    );
    run(&mut s, [Action::Scroll(Scroll::Rows(1))]);
    assert_eq!(render(&s, 64, 21), end, "the scroll stops at the end");
    run(&mut s, [Action::Scroll(Scroll::Rows(-1))]);
    assert_ne!(render(&s, 64, 21), end, "one row up moves at once");
}

#[test]
fn every_key_description_is_whole_in_the_help_at_80x24() {
    let mut s = easy();
    run(&mut s, [Action::Help]);
    let out = render(&s, 80, 24);
    // Words joined across the screen's rows and columns: each description's words appear
    // in order on the screen (wrapping moves words to the next row, never cuts one).
    let words: Vec<&str> = out.split_whitespace().collect();
    for (keys, about) in s.help.entries(s.mode.context()) {
        for word in about.split_whitespace() {
            assert!(
                words.iter().any(|w| w.trim_matches('"') == word),
                "{keys}: '{word}' of '{about}' is not on the screen:\n{out}"
            );
        }
    }
    assert!(!out.contains("↑↓ scroll"), "80x24 needs no scroll:\n{out}");
}

#[test]
fn a_long_prompt_text_shows_its_end_and_the_cursor() {
    let mut s = easy();
    run(&mut s, [Action::Open]);
    let long = format!("/very/long/path/{}/puzzles-end.txt", "x".repeat(80));
    run(&mut s, long.chars().map(Action::PromptChar));
    for (w, h) in [(100, 30), (64, 21)] {
        let screen = render(&s, w, h);
        assert!(screen.contains("puzzles-end.txt█"), "{w}x{h}:\n{screen}");
        assert!(screen.contains("> …"), "{w}x{h}:\n{screen}");
    }
}

/// The panel at 80×24 is 24 columns: its title and game lines break between their
/// phrases ("9 hints", "30 givens" stay whole), never inside one.
#[test]
fn the_panel_breaks_between_phrases_never_inside_one_at_80x24() {
    let mut s = easy();
    s.level = Some(nonet_core::strategy::Level::Medium);
    s.hints_used = 9;
    let screen = render(&s, 80, 24);
    let panel: Vec<String> = screen
        .lines()
        .map(|l| {
            let text: String = l.chars().skip(57).collect();
            text.trim_end_matches('"').trim().to_string()
        })
        .collect();
    let title = panel.iter().position(|l| l.starts_with("easy")).unwrap();
    assert_eq!(
        panel[title..title + 4],
        [
            "easy · classic",
            "30 givens",
            "Time 0:00 ⏸ · medium",
            "9 hints"
        ],
        "{screen}"
    );
}

/// A box over the panel clears the rest of the panel's rows beside it: no cut-off
/// fragment of the panel's text (`│ns`, `│c8`) is left at its right edge.
#[test]
fn popups_leave_no_fragment_of_the_panel_at_their_right_edge() {
    for open in [Action::NewGameDialog, Action::MessageLog, Action::Save] {
        let mut s = easy();
        s.level = Some(nonet_core::strategy::Level::Medium);
        s.info("a message to list");
        run(&mut s, [open.clone()]);
        let screen = render(&s, 80, 24);
        let lines: Vec<&str> = screen.lines().collect();
        let top = lines.iter().position(|l| l.contains('┌')).unwrap();
        let bottom = lines.iter().position(|l| l.contains('└')).unwrap();
        let right = lines[top].chars().position(|c| c == '┐').unwrap();
        for line in &lines[top..=bottom] {
            let beside: String = line.chars().skip(right + 1).collect();
            assert!(
                beside.trim_matches(|c| c == ' ' || c == '"').is_empty(),
                "{open:?}: {beside:?} beside the box:\n{screen}"
            );
        }
    }
}
