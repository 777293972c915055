//! Issue 40 item 3, the leftovers: without colours, the player's colours keep their glyph
//! in every layout (on the compact cell's top wall below 80×24), and the cursor's houses
//! are marked on the grid's frame; every cue at once on one screen, down to the smallest
//! size nonet draws (64×21). As in `no_color.rs`, spots are compared with the same spots
//! drawn without the element.

use super::*;
use crate::tui::draw::grid::frame_marks::{BOX_END, BOX_SIDE, COLUMN_MARKS, ROW_MARKS};
use crate::tui::draw::grid::{Geometry, Shape, SHAPES};
use crate::tui::theme::PAINT_CUES;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Modifier;

/// A terminal size for each shape of cell, from the smallest nonet draws in.
const SIZES: [(u16, u16); 4] = [(64, 21), (80, 24), (80, 30), (80, 39)];

/// The screen drawn in `theme` at `size`, and where its grid is.
fn screen(s: &State, theme: &Theme, (w, h): (u16, u16)) -> (Buffer, Geometry) {
    let t = drawn(s, theme, w, h);
    let g = crate::tui::draw::screen(Rect::new(0, 0, w, h))
        .expect("room for the grid")
        .grid;
    (t.backend().buffer().clone(), g)
}

fn mono(s: &State, size: (u16, u16)) -> (Buffer, Geometry) {
    screen(s, &Theme::mono(), size)
}

fn symbol(buf: &Buffer, at: (u16, u16)) -> String {
    buf[at].symbol().to_string()
}

/// Every spot inside `cell`: its symbol and modifiers, row by row.
fn inside(buf: &Buffer, g: Geometry, cell: usize) -> Vec<(String, Modifier)> {
    let (x, y) = g.cell_origin(cell);
    (0..g.ch)
        .flat_map(|dy| (0..g.cw).map(move |dx| (x + dx, y + dy)))
        .map(|at| (symbol(buf, at), buf[at].style().add_modifier))
        .collect()
}

/// The symbol at `cell`'s cue spot.
fn cue(buf: &Buffer, g: Geometry, cell: usize) -> String {
    symbol(buf, g.cue_spot(cell).0)
}

/// The sizes cover every shape of cell.
#[test]
fn the_sizes_cover_every_layout() {
    let shapes: Vec<Shape> = SIZES
        .iter()
        .map(|&(w, h)| {
            crate::tui::draw::screen(Rect::new(0, 0, w, h))
                .unwrap()
                .grid
                .shape()
        })
        .collect();
    assert!(shapes.iter().rev().eq(SHAPES.iter()), "{shapes:?}");
    assert_eq!(
        (crate::tui::draw::MIN_WIDTH, crate::tui::draw::MIN_HEIGHT),
        SIZES[0]
    );
}

/// The easy puzzle, every open cell with every candidate as a mark, the cursor on r9c9.
fn all_marks() -> State {
    let mut s = easy();
    let board = s.grid.board();
    for cell in (0..CELLS).filter(|&c| board[c] == 0) {
        s.grid.marks[cell] = Digits::ALL;
    }
    s.cursor = 80;
    s
}

#[test]
fn painted_cells_keep_their_glyph_in_every_layout_and_it_hides_nothing() {
    let plain = all_marks();
    let mut s = all_marks();
    // Colours 1-4 on r1c3, r1c4, r1c6, r1c7 (marks); colour 2 on the given r2c1.
    let painted = [(2, 1), (3, 2), (5, 3), (6, 4), (9, 2)];
    for (cell, n) in painted {
        s.colouring.set_cell(cell, n);
    }
    for size in SIZES {
        let (buf, g) = mono(&s, size);
        let (before, _) = mono(&plain, size);
        let shape = g.shape();
        for (cell, n) in painted {
            let glyph = PAINT_CUES[usize::from(n) - 1].to_string();
            assert_eq!(cue(&buf, g, cell), glyph, "{shape:?} cell {cell}");
            assert_ne!(cue(&before, g, cell), glyph, "{shape:?} cell {cell}");
            // Every candidate and digit still shows: only the glyph's spot differs.
            let symbols = |b: &Buffer| -> Vec<String> {
                let (x, y) = g.cell_origin(cell);
                (0..g.ch)
                    .flat_map(|dy| (0..g.cw).map(move |dx| (x + dx, y + dy)))
                    .filter(|&at| at != g.cue_spot(cell).0)
                    .map(|at| symbol(b, at))
                    .collect()
            };
            assert_eq!(symbols(&buf), symbols(&before), "{shape:?} cell {cell}");
        }
        // r1c8 is not painted: no glyph, in its corner or on its wall.
        assert_eq!(cue(&buf, g, 7), cue(&before, g, 7), "{shape:?}");
        assert!(!PAINT_CUES.contains(&cue(&buf, g, 7).chars().next().unwrap()));
    }
}

/// The frame's marks of the cursor's houses at `s.cursor` in a box spanning rows `rows`
/// and columns `cols` (0-based), checked spot by spot on all four borders; on the top
/// border of the compact grid a painted cell of row 1 keeps its glyph over them (the
/// bottom border still marks its column).
fn assert_frame_marks(
    buf: &Buffer,
    g: Geometry,
    s: &State,
    rows: (usize, usize),
    cols: (usize, usize),
) {
    let (shape, cell) = (g.shape(), s.cursor);
    let glyph_over =
        |at: (u16, u16)| (0..9).any(|c| s.colouring.cell(c) != 0 && g.cue_spot(c) == (at, true));
    let (left, right, top, bottom) = (g.line_x(0), g.line_x(9), g.line_y(0), g.line_y(9));
    let (cx, cy) = g.cell_origin(cell);
    let (dx, dy) = g.digit_place();
    for r in 0..9u16 {
        for y in (0..g.ch).map(|d| g.row_y(r) + d) {
            let want = match () {
                _ if y == cy + dy => ROW_MARKS,
                _ if (rows.0..=rows.1).contains(&(r as usize)) => [BOX_SIDE; 2],
                _ => ['┃'; 2],
            };
            let got = [symbol(buf, (left, y)), symbol(buf, (right, y))];
            assert_eq!(
                got,
                want.map(String::from),
                "{shape:?} row {r}, screen row {y}"
            );
        }
    }
    for c in 0..9u16 {
        for x in (0..g.cw).map(|d| g.line_x(c) + 1 + d) {
            let want = match () {
                _ if x == cx + dx => COLUMN_MARKS,
                _ if (cols.0..=cols.1).contains(&(c as usize)) => [BOX_END; 2],
                _ => ['━'; 2],
            };
            let mut want = want.map(String::from);
            if glyph_over((x, top)) {
                want[0] = PAINT_CUES[usize::from(s.colouring.cell(c as usize)) - 1].to_string();
            }
            let got = [symbol(buf, (x, top)), symbol(buf, (x, bottom))];
            assert_eq!(got, want, "{shape:?} column {c}, screen column {x}");
        }
    }
}

#[test]
fn the_cursors_houses_are_marked_on_the_frame_in_every_layout() {
    let mut s = all_marks();
    let mut elsewhere = all_marks();
    s.cursor = 40; // r5c5, open, in box 5 (rows and columns 4-6)
    elsewhere.cursor = 2; // r1c3, open: no digit is lit
    for size in SIZES {
        let (buf, g) = mono(&s, size);
        assert_frame_marks(&buf, g, &s, (3, 5), (3, 5));
        // Inside the cells nothing but the cursor changes: the marks are on the frame.
        let (other, _) = mono(&elsewhere, size);
        for cell in (0..CELLS).filter(|&c| c != 40 && c != 2) {
            assert_eq!(
                inside(&buf, g, cell),
                inside(&other, g, cell),
                "{size:?} cell {cell}"
            );
        }
        assert_frame_marks(&other, g, &elsewhere, (0, 2), (0, 2));
    }
    // 16 colours mark them too; full colour tints them and marks nothing.
    let sixteen = Theme::default_theme().degraded(crate::tui::theme::colour::depth::Depth::Ansi16);
    let (buf, g) = screen(&s, &sixteen, (80, 24));
    assert_frame_marks(&buf, g, &s, (3, 5), (3, 5));
    let (buf, _) = screen(&s, &Theme::default_theme(), (80, 24));
    let text: String = buf.content().iter().map(|c| c.symbol()).collect();
    for glyph in [ROW_MARKS, COLUMN_MARKS, [BOX_SIDE, BOX_END]].concat() {
        assert!(!text.contains(glyph), "{glyph} in full colour");
    }
    // In region and weights mode no house is lit: no marks.
    for mode in [Mode::Regions, Mode::Weights] {
        let mut m = all_marks();
        m.mode = mode;
        let (buf, g) = mono(&m, (80, 24));
        assert_eq!(symbol(&buf, (g.line_x(0), g.row_y(8))), "┃", "{mode:?}");
    }
}

/// Every no-colour cue at once: a jigsaw (walls inside bands), marks in most open cells,
/// the player's four colours on cells and on r2c2's candidates, the cursor on a painted
/// cell of marks (r2c4, colour 4) with its houses marked on the frame.
fn everything() -> State {
    let mut s = two_given_jigsaw();
    let board = s.grid.board();
    for cell in (0..CELLS).filter(|&c| board[c] == 0 && c % 4 != 0) {
        s.grid.marks[cell] = Digits::ALL;
    }
    for (n, cell) in [(1, 2), (2, 3), (3, 11), (4, 12), (1, 40)] {
        s.colouring.set_cell(cell, n);
    }
    for n in 1..=4u8 {
        s.colouring.set_candidate(10, n, n);
    }
    s.cursor = 12;
    s
}

#[test]
fn every_cue_shows_together_on_one_screen_down_to_64x21() {
    let s = everything();
    // The same screen with the cursor on a plain cell outside the cursor's houses.
    let mut away = everything();
    let layout = s.grid.layout();
    away.cursor = (0..CELLS)
        .find(|&c| {
            !layout.peers(12).contains(c)
                && c != 12
                && s.colouring.cell(c) == 0
                && s.grid.value(c) == 0
        })
        .unwrap();
    for size in [(64, 21), (80, 24)] {
        let (buf, g) = mono(&s, size);
        let (other, _) = mono(&away, size);
        let shape = g.shape();
        // The cursor: every spot reversed, its colour's glyph kept.
        assert!(inside(&buf, g, 12)
            .iter()
            .all(|(_, m)| m.contains(Modifier::REVERSED)));
        assert_eq!(cue(&buf, g, 12), PAINT_CUES[3].to_string(), "{shape:?}");
        // Every other cell as it is with the cursor away: the walls' `▁`, the colours
        // and their glyphs, the painted candidates; the house marks hide none of them.
        for cell in (0..CELLS).filter(|&c| c != 12 && c != away.cursor) {
            assert_eq!(
                inside(&buf, g, cell),
                inside(&other, g, cell),
                "{shape:?} cell {cell}"
            );
        }
        for (cell, n) in [(2, 1), (3, 2), (11, 3), (40, 1)] {
            assert_eq!(
                cue(&buf, g, cell),
                PAINT_CUES[n - 1].to_string(),
                "{shape:?}"
            );
        }
        if shape.has_places() {
            let walls = (0..CELLS)
                .flat_map(|c| inside(&buf, g, c))
                .filter(|(t, _)| t == "▁");
            assert!(walls.count() > 10, "the walls' glyph");
            let (x, y) = g.cell_origin(10);
            for d in 1..=4u8 {
                let (dx, dy) = g.candidate_place(d).unwrap();
                assert!(
                    buf[(x + dx, y + dy)].modifier.contains(Modifier::REVERSED),
                    "{d}"
                );
            }
        }
        // The lines inside the frame are untouched (the compact grid's walls, the glyphs
        // on cells' top walls); the frame marks the cursor's row, column and region.
        let (left, right, top, bottom) = (g.line_x(0), g.line_x(9), g.line_y(0), g.line_y(9));
        for y in top + 1..bottom {
            for x in left + 1..right {
                if g.cell_at(x, y).is_none() {
                    assert_eq!(
                        symbol(&buf, (x, y)),
                        symbol(&other, (x, y)),
                        "{shape:?} ({x}, {y})"
                    );
                }
            }
        }
        let region = layout.region(layout.region_of(12));
        let span = |of: fn(usize) -> usize| {
            (
                region.iter().map(of).min().unwrap(),
                region.iter().map(of).max().unwrap(),
            )
        };
        assert_frame_marks(&buf, g, &s, span(|c| c / 9), span(|c| c % 9));
    }
    insta::assert_snapshot!(styled(&s, &Theme::mono(), 64, 21));
}
