//! Issue 40 item 3: with `NO_COLOR`, everything the colours tell is still told. Each
//! element is drawn at 80×24 without colours, and its cells are checked against plain
//! cells beside them drawn the same way: they differ in a symbol or a modifier. Styled
//! snapshots show the whole screen.

use super::*;
use crate::tui::draw::grid::Geometry;
use crate::tui::theme::{BRANCH_CUE, PAINT_CUES};
use nonet_core::strategy::{House, Parts, Step, Technique};
use ratatui::buffer::Buffer;
use ratatui::style::Modifier;

const SIZE: (u16, u16) = (80, 24);

/// One spot of the screen as a terminal without colours shows it.
type Spot = (String, Modifier);

/// The screen drawn without colours at 80×24, and where its grid is.
fn mono_screen(s: &State) -> (Buffer, Geometry) {
    let t = drawn(s, &Theme::mono(), SIZE.0, SIZE.1);
    let g = crate::tui::draw::screen(ratatui::layout::Rect::new(0, 0, SIZE.0, SIZE.1))
        .expect("room for the grid")
        .grid;
    (t.backend().buffer().clone(), g)
}

fn spot(buf: &Buffer, (x, y): (u16, u16)) -> Spot {
    let c = &buf[(x, y)];
    (c.symbol().to_string(), c.style().add_modifier)
}

/// Every spot inside `cell`, row by row.
fn look(buf: &Buffer, g: Geometry, cell: usize) -> Vec<Spot> {
    let (x, y) = g.cell_origin(cell);
    (0..g.ch)
        .flat_map(|dy| (0..g.cw).map(move |dx| (x + dx, y + dy)))
        .map(|at| spot(buf, at))
        .collect()
}

/// The spot of candidate `d` in `cell`.
fn mark(buf: &Buffer, g: Geometry, cell: usize, d: u8) -> Spot {
    let (x, y) = g.cell_origin(cell);
    let (dx, dy) = g.candidate_place(d).expect("80×24 has a place for each");
    let at = spot(buf, (x + dx, y + dy));
    assert_eq!(at.0, d.to_string(), "candidate {d} of cell {cell}");
    at
}

/// The symbol at the spot of `cell`'s cue glyph: its corner, or in the compact cell the
/// middle of its top wall.
fn corner(buf: &Buffer, g: Geometry, cell: usize) -> String {
    spot(buf, g.cue_spot(cell).0).0
}

/// The easy puzzle with every candidate as a mark in every open cell, so that any two
/// open cells in one row of cells look alike unless something marks one of them; the
/// cursor on r9c9 (a given), out of the way.
fn all_marks() -> State {
    let mut s = easy();
    for cell in 0..CELLS {
        if s.grid.value(cell) == 0 {
            s.grid.marks[cell] = Digits::ALL;
        }
    }
    s.cursor = 80;
    s
}

/// Asserts that `element` and `plain` (two cells, or two spots) differ, naming `what`.
fn apart<T: PartialEq + std::fmt::Debug>(what: &str, element: T, plain: T) {
    assert_ne!(element, plain, "{what}: looks like the plain one beside it");
}

#[test]
fn jigsaw_walls_inside_a_band_differ_from_the_light_line_by_their_glyph() {
    let layout = jigsaw_layout();
    for with_marks in [false, true] {
        let mut s = State::new(doc(Puzzle::new(layout.clone(), [0; CELLS])), None);
        if with_marks {
            s.grid.marks = [Digits::ALL; CELLS];
        }
        let (buf, g) = mono_screen(&s);
        let (mut walls, mut lines) = (0, 0);
        for r in (0..8).filter(|&r| !g.line_above(r as u16 + 1)) {
            for c in 0..9 {
                let (above, below) = (r * 9 + c, r * 9 + 9 + c);
                let wall = layout.region_of(above) != layout.region_of(below);
                // The spot of the upper cell's last row that no mark takes.
                let (x, y) = g.cell_origin(above);
                let at = spot(&buf, (x + g.cw - 1, y + g.ch - 1));
                assert!(at.1.contains(Modifier::UNDERLINED), "r{r}c{c}: {at:?}");
                let glyph = at.0 == "▁";
                assert_eq!(glyph, wall, "r{}c{}, marks {with_marks}", r + 1, c + 1);
                if wall {
                    walls += 1;
                } else {
                    lines += 1;
                }
            }
        }
        assert!(walls > 5 && lines > 5, "{walls} walls, {lines} light lines");
    }
}

#[test]
fn a_classic_grid_draws_its_band_lines_plain() {
    let (buf, g) = mono_screen(&all_marks());
    let (x, y) = g.cell_origin(2);
    assert_eq!(spot(&buf, (x + 4, y + 1)).0, " ", "no wall inside a band");
}

/// Colours 1-4 on cells r1c3, r1c4, r1c6, r1c7 (pencil marks) and on the givens r2c1 and
/// r2c4; on the candidates 1-4 of r2c2 and 6-9 of r2c3, and 2 of r1c9 in each colour
/// in turn.
fn painted() -> State {
    let mut s = all_marks();
    for (n, cell) in [(1, 2), (2, 3), (3, 5), (4, 6), (1, 9), (2, 12)] {
        s.colouring.set_cell(cell, n);
    }
    for n in 1..=4u8 {
        s.colouring.set_candidate(10, n, n);
        s.colouring.set_candidate(11, n + 5, n);
    }
    s
}

#[test]
fn the_players_colours_differ_from_plain_cells_and_marks_and_from_each_other() {
    let s = painted();
    let (buf, g) = mono_screen(&s);
    // r1c8: a plain cell of pencil marks in the same row.
    let plain = look(&buf, g, 7);
    let cells = [2, 3, 5, 6];
    for (i, &cell) in cells.iter().enumerate() {
        apart(
            &format!("colour {} on r1c{}", i + 1, cell + 1),
            look(&buf, g, cell),
            plain.clone(),
        );
        assert_eq!(corner(&buf, g, cell), PAINT_CUES[i].to_string());
        for &other in &cells[i + 1..] {
            apart("two colours", look(&buf, g, cell), look(&buf, g, other));
        }
    }
    // On givens: the glyph beside the digit.
    assert_eq!(corner(&buf, g, 9), PAINT_CUES[0].to_string());
    assert_eq!(corner(&buf, g, 12), PAINT_CUES[1].to_string());
    assert_eq!(corner(&buf, g, 13), " ", "r2c5, an unpainted given");
    // Candidates, on the top row of marks and on the underlined one: r2c7 is plain.
    for row in [[1u8, 2, 3, 4], [6, 7, 8, 9]] {
        let cell = if row[0] == 1 { 10 } else { 11 };
        let looks: Vec<Spot> = row.iter().map(|&d| mark(&buf, g, cell, d)).collect();
        for (i, &d) in row.iter().enumerate() {
            apart(
                &format!("candidate {d} in colour {}", i + 1),
                looks[i].1,
                mark(&buf, g, 15, d).1,
            );
            for other in &looks[i + 1..] {
                apart("two colours on marks", looks[i].1, other.1);
            }
        }
    }
    // The same mark in each colour, in one place: four looks and the plain one.
    let mut seen = vec![mark(&buf, g, 8, 2).1];
    let mut one = painted();
    for n in 1..=4 {
        one.colouring.set_candidate(8, 2, n);
        let (buf, g) = mono_screen(&one);
        let m = mark(&buf, g, 8, 2).1;
        assert!(
            !seen.contains(&m),
            "colour {n} on a mark: {m:?} seen in {seen:?}"
        );
        seen.push(m);
    }
}

#[test]
fn the_colour_badge_shows_the_glyph_of_its_colour() {
    let mut s = painted();
    run(&mut s, [Action::ColourMode, Action::NextBrush(1)]);
    let (buf, _) = mono_screen(&s);
    let bar: String = (0..SIZE.0)
        .map(|x| buf[(x, SIZE.1 - 2)].symbol().to_string())
        .collect();
    assert!(bar.contains(" colour 2 + "), "{bar}");
    // In colours the badge is the colour itself.
    let t = drawn(&s, &Theme::default_theme(), SIZE.0, SIZE.1);
    let bar = t.backend().to_string();
    assert!(bar.contains(" colour 2 ") && !bar.contains(" colour 2 + "));
}

#[test]
fn the_cursor_the_filter_and_clashes_differ_from_the_cells_beside_them() {
    // The cursor, on r5c4 (marks); r5c3 beside it, in its row.
    let mut s = all_marks();
    s.cursor = 39;
    let (buf, g) = mono_screen(&s);
    apart("the cursor", look(&buf, g, 39), look(&buf, g, 38));

    // The filter on 4: every open cell is lit; its 4 differs from its 3 and its 5 (the
    // same row of marks), and from the 4 of the same cell unfiltered.
    let mut s = easy();
    run(&mut s, [Action::AutoFill, Action::Select(72)]);
    let (before, _) = mono_screen(&s);
    run(&mut s, [Action::FilterKey, Action::Digit(4)]);
    let (buf, _) = mono_screen(&s);
    // r1c3 has 1, 2 and 4.
    apart("a lit mark", mark(&buf, g, 2, 4).1, mark(&buf, g, 2, 2).1);
    apart(
        "a lit mark",
        mark(&buf, g, 2, 4).1,
        mark(&before, g, 2, 4).1,
    );
    // r5c1 holds a 4 (a given): lit; r5c9 holds a 6.
    let digit = |buf: &Buffer, cell: usize| {
        let (x, y) = g.cell_origin(cell);
        let (dx, dy) = g.digit_place();
        spot(buf, (x + dx, y + dy))
    };
    assert_eq!(digit(&buf, 36).0, "4");
    apart("a lit given", digit(&buf, 36).1, digit(&buf, 44).1);
    // An open cell without the digit: as it was.
    let without = (0..CELLS)
        .find(|&c| c != 72 && s.grid.value(c) == 0 && !s.grid.marks[c].contains(4))
        .expect("a cell without 4");
    assert_eq!(look(&buf, g, without), look(&before, g, without));

    // Clashes: a 5 in r1c3 clashes with the given 5 of r1c1; the 1 in r1c8 clashes
    // with nothing.
    let mut s = all_marks();
    run(
        &mut s,
        [
            Action::Select(2),
            Action::Digit(5),
            Action::Select(7),
            Action::Digit(1),
            Action::Select(80),
        ],
    );
    assert!(s.clashes().contains(2) && !s.clashes().contains(7));
    let (buf, _) = mono_screen(&s);
    apart("a clashing entry", digit(&buf, 2).1, digit(&buf, 7).1);
    apart("a clashing given", digit(&buf, 0).1, digit(&buf, 4).1);
}

/// A test double: a step with two pattern cells in row 1 (r1c3, placing 4, and r1c7),
/// removing 4 from r1c4.
struct TwoCells;

impl HintSource for TwoCells {
    fn next_step(&self, _grid: &Grid) -> HintAnswer {
        HintAnswer::Step(HintStep::from(Step {
            technique: Technique::HiddenSingle,
            houses: vec![House {
                index: 0,
                name: "row 1".into(),
            }],
            pattern: vec![Mark::new(2, 4), Mark::new(6, 4)],
            eliminations: vec![Mark::new(3, 4)],
            placements: vec![Mark::new(2, 4)],
            explanation: "a test step".into(),
            parts: Box::new(Parts {
                pattern: "a test step".into(),
                reason: "row 1 must hold a 4".into(),
                effect: String::new(),
            }),
            reasons: Vec::new(),
            chains: Vec::new(),
        }))
    }
}

#[test]
fn a_hints_house_pattern_eliminations_and_placement_differ_from_their_neighbours() {
    let mut s = painted();
    s.hint_source = Some(crate::tui::hints::Source::new(TwoCells));
    run(&mut s, [Action::Hint, Action::Hint]);
    assert!(s.hint.shown().is_some());
    assert_eq!(s.cursor, 2, "the cursor on the placement");
    let (buf, g) = mono_screen(&s);
    // r1c7 (pattern), r1c8 (house), r2c8 (neither): each unlike the next.
    apart("the pattern", look(&buf, g, 6), look(&buf, g, 7));
    apart("the house", look(&buf, g, 7), look(&buf, g, 16));
    // The eliminated 4 of r1c4 and the 4 of r1c5 (house, kept).
    apart(
        "an elimination",
        mark(&buf, g, 3, 4).1,
        mark(&buf, g, 5, 4).1,
    );
    assert!(mark(&buf, g, 3, 4).1.contains(Modifier::CROSSED_OUT));
    // The placement among r1c3's other marks (the cursor's cell).
    apart(
        "the placement",
        mark(&buf, g, 2, 4).1,
        mark(&buf, g, 2, 3).1,
    );
    // The player's colours step aside while a hint is shown: no glyph.
    assert_eq!(corner(&buf, g, 5), " ");
}

#[test]
fn the_cell_a_target_search_branches_on_has_its_glyph() {
    let mut s = empty();
    s.status = Status::Several;
    s.colouring.set_cell(31, 1);
    let job = user_job(&run(&mut s, [Action::Target]));
    let progress = Action::Job(JobMsg::Progress {
        gen: job.gen,
        progress: Progress {
            nodes: 9000,
            depth: 12,
            best: Some(2850),
            bound: Some(2870),
            cell: Some(30),
            bound_by: None,
            pruned_lp: 0,
            pruned_templates: 0,
            elapsed: Duration::from_millis(900),
        },
    });
    run(&mut s, [progress, Action::Select(80)]);
    assert_eq!(s.branch_cell(), Some(30));
    let (buf, g) = mono_screen(&s);
    assert_eq!(corner(&buf, g, 30), BRANCH_CUE.to_string());
    apart("the branch cell", look(&buf, g, 30), look(&buf, g, 29));
    // The colours give way to the search, their glyphs too.
    assert_eq!(corner(&buf, g, 31), " ");
    // At 64×21 the glyph is on the compact cell's top wall.
    let t = drawn(&s, &Theme::mono(), 64, 21);
    let g = crate::tui::draw::screen(ratatui::layout::Rect::new(0, 0, 64, 21))
        .expect("room for the grid")
        .grid;
    assert!(g.cue_spot(30).1, "on the wall");
    assert_eq!(corner(t.backend().buffer(), g, 30), BRANCH_CUE.to_string());
    assert_ne!(corner(t.backend().buffer(), g, 29), BRANCH_CUE.to_string());
    s.message = None;
    insta::assert_snapshot!(styled(&s, &Theme::mono(), SIZE.0, SIZE.1));
}

#[test]
fn snapshot_no_color_painted_jigsaw_80x24() {
    let mut s = two_given_jigsaw();
    let board = s.grid.board();
    for cell in (0..CELLS).filter(|&c| board[c] == 0 && c % 4 != 0) {
        s.grid.marks[cell] = Digits::ALL;
    }
    for (n, cell) in [(1, 2), (2, 3), (3, 11), (4, 12)] {
        s.colouring.set_cell(cell, n);
    }
    for n in 1..=4u8 {
        s.colouring.set_candidate(10, n, n);
    }
    s.cursor = 22;
    insta::assert_snapshot!(styled(&s, &Theme::mono(), SIZE.0, SIZE.1));
}

#[test]
fn snapshot_no_color_hint_80x24() {
    let mut s = painted();
    s.hint_source = Some(crate::tui::hints::Source::new(TwoCells));
    run(&mut s, [Action::Hint, Action::Hint]);
    s.message = None;
    insta::assert_snapshot!(styled(&s, &Theme::mono(), SIZE.0, SIZE.1));
}

#[test]
fn sixteen_colours_get_the_glyphs_too_and_full_colour_none() {
    use crate::tui::theme::colour::depth::Depth;
    let layout = jigsaw_layout();
    let mut s = State::new(doc(Puzzle::new(layout.clone(), [0; CELLS])), None);
    s.colouring.set_cell(20, 3);
    let screen = |theme: &Theme| {
        let t = drawn(&s, theme, SIZE.0, SIZE.1);
        let g = crate::tui::draw::screen(ratatui::layout::Rect::new(0, 0, SIZE.0, SIZE.1))
            .expect("room for the grid")
            .grid;
        (t.backend().buffer().clone(), g)
    };
    let sixteen = Theme::default_theme().degraded(Depth::Ansi16);
    let (buf, g) = screen(&sixteen);
    assert_eq!(corner(&buf, g, 20), PAINT_CUES[2].to_string());
    let text: String = buf.content().iter().map(|c| c.symbol()).collect();
    assert!(text.contains('▁'), "the walls' glyph on 16 colours");
    // In full colour the colours say it all: no glyph, no wall glyph.
    let (buf, g) = screen(&Theme::default_theme());
    assert_eq!(corner(&buf, g, 20), " ");
    let text: String = buf.content().iter().map(|c| c.symbol()).collect();
    assert!(!text.contains('▁'), "{text}");
}

/// The hint at the smallest size, 64×21 (3×1 cells): the cursor on the placement, a
/// painted cell in the hint's house; the pattern, the house, the elimination and the
/// placement each unlike the cell beside it, and the cursor's own house marks gone from
/// the frame, as its tint is, while the hint has the grid.
#[test]
fn a_hint_stays_apart_in_the_compact_cell_too() {
    let mut s = painted();
    s.hint_source = Some(crate::tui::hints::Source::new(TwoCells));
    run(&mut s, [Action::Hint, Action::Hint]);
    assert_eq!((s.cursor, s.colouring.cell(2)), (2, 1), "on a painted cell");
    let t = drawn(&s, &Theme::mono(), 64, 21);
    let buf = t.backend().buffer().clone();
    let g = crate::tui::draw::screen(ratatui::layout::Rect::new(0, 0, 64, 21))
        .expect("room for the grid")
        .grid;
    assert_eq!(g.shape(), crate::tui::draw::grid::COMPACT);
    apart("the pattern", look(&buf, g, 6), look(&buf, g, 7));
    apart("the house", look(&buf, g, 7), look(&buf, g, 16));
    // r1c4 shows the 4 the step removes, struck; r1c3 the 4 it places, in the cursor.
    let (x, y) = g.cell_origin(3);
    let struck = (0..g.cw)
        .map(|dx| spot(&buf, (x + dx, y)))
        .any(|(t, m)| t == "4" && m.contains(Modifier::CROSSED_OUT));
    assert!(struck, "{:?}", look(&buf, g, 3));
    let placed = look(&buf, g, 2);
    assert!(placed.iter().any(|(t, _)| t == "4"), "{placed:?}");
    // The cursor's cell reversed round the placement, the one spot not reversed.
    for (t, m) in &placed {
        assert_eq!(m.contains(Modifier::REVERSED), t != "4", "{placed:?}");
    }
    apart("the placement in the cursor", placed, look(&buf, g, 3));
    use crate::tui::draw::grid::frame_marks::{BOX_END, BOX_SIDE, COLUMN_MARKS, ROW_MARKS};
    let text: String = buf.content().iter().map(|c| c.symbol()).collect();
    for glyph in [ROW_MARKS, COLUMN_MARKS, [BOX_SIDE, BOX_END]].concat() {
        assert!(!text.contains(glyph), "{glyph} while the hint is shown");
    }
}
