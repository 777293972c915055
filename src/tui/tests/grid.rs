//! The grid from 80×24 up (issue 26): every candidate of every open cell in its own
//! place, never a count; the show stage keeping each cell's candidates; a chain lit on
//! its candidates and walked link by link (`L`); a hint's houses outlined; a jigsaw's
//! walls inside a band. Styled snapshots at 80×24, 100×32 and 200×60.

use super::chains::forcing_hint;
use super::*;
use crate::tui::draw::grid::Geometry;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Modifier;

/// Magictour top1465, its first puzzle: far beyond singles, with 55 open cells where the
/// ladder without forcing stops.
const TOP1: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

/// A hard jigsaw from `nonet generate --jigsaw --seed 5 --level hard`.
const JIGSAW: &str =
    ".25...8..3.......21.4289.....2.....67.3.94.8...6....9.9...7.....3.............4.. \
AAABBBCCCAAABBBCCCADDBEBFFCAADEEBFCCDDDDEEFFFDGHHHEFIFDGHHHEEIFGGHGHHEIIGGGGIIIII";

/// The sizes of the issue: 80×24, one between, one large.
const SIZES: [(u16, u16); 3] = [(80, 24), (100, 32), (200, 60)];

fn geometry(w: u16, h: u16) -> Geometry {
    crate::tui::draw::screen(Rect::new(0, 0, w, h))
        .expect("fits")
        .grid
}

/// TOP1 mid-solve: where the ladder without forcing steps stops, its candidates as marks.
fn mid_solve() -> State {
    let mut s = State::new(
        Document::new(Puzzle::classic(board(TOP1)).with_name("top1")),
        None,
    );
    s.grid = where_the_ladder_stops(TOP1);
    s.grid.puzzle.name = Some("top1".into());
    s.status = Status::Unique;
    s.cursor = 40;
    s
}

/// TOP1 with every candidate pencilled and the first step (a hidden single) applied;
/// the second, a locked triple in row 7 and box 7 that removes 4, 6 and 8 from eight
/// cells, shown.
fn locked_triple_shown() -> State {
    let mut s = State::new(
        Document::new(Puzzle::classic(board(TOP1)).with_name("top1")),
        None,
    );
    s.hint_source = crate::tui::hints::default_source();
    s.status = Status::Unique;
    run(&mut s, [Action::AutoFill]);
    run(&mut s, (0..5).map(|_| Action::Hint));
    let step = s.hint.shown().expect("a step shown");
    assert_eq!(step.technique.name(), "Locked triple");
    s.message = None;
    s
}

/// The JIGSAW pasted on an empty grid, its candidates pencilled, its first three steps
/// applied and the fourth, a hidden single in region D, shown.
fn jigsaw_hint_in_a_region() -> State {
    let mut s = empty();
    s.hint_source = crate::tui::hints::default_source();
    run(&mut s, [Action::Paste(JIGSAW.into()), Action::AutoFill]);
    assert!(!s.grid.layout().is_classic());
    run(&mut s, (0..11).map(|_| Action::Hint));
    let step = s.hint.shown().expect("a step shown");
    assert_eq!(step.houses[0].name, "region D", "{}", step.explanation);
    s.status = Status::Unique;
    s.message = None;
    s
}

/// Styled snapshots of `s` in the default theme, one a size, named `{name}_{w}x{h}`.
fn snapshots(name: &str, s: &State, sizes: &[(u16, u16)]) {
    for &(w, h) in sizes {
        let screen = styled(s, &Theme::default_theme(), w, h);
        insta::assert_snapshot!(format!("{name}_{w}x{h}"), screen);
    }
}

/// The character at a candidate's place in a cell.
fn at_place(buf: &Buffer, g: Geometry, cell: usize, d: u8) -> ratatui::buffer::Cell {
    let (x, y) = g.cell_origin(cell);
    let (dx, dy) = g.candidate_place(d).expect("a place for each candidate");
    buf[(x + dx, y + dy)].clone()
}

#[test]
fn every_candidate_of_every_open_cell_is_in_its_place_and_none_is_counted() {
    let mut filled = mid_solve();
    run(&mut filled, [Action::AutoFill]);
    for s in [mid_solve(), filled] {
        for (w, h) in SIZES {
            let t = drawn(&s, &Theme::default_theme(), w, h);
            let buf = t.backend().buffer();
            let g = geometry(w, h);
            for cell in (0..CELLS).filter(|&c| s.grid.value(c) == 0) {
                for d in 1..=9 {
                    let shown = at_place(buf, g, cell, d);
                    let expected = if s.grid.marks[cell].contains(d) {
                        d.to_string()
                    } else {
                        " ".into()
                    };
                    assert_eq!(
                        shown.symbol(),
                        expected,
                        "{w}×{h} r{}c{} {d}",
                        cell / 9 + 1,
                        cell % 9 + 1
                    );
                }
            }
            let (gw, gh) = g.shape().size();
            let grid_text: String = (g.y..g.y + gh)
                .flat_map(|y| (g.x..g.x + gw).map(move |x| (x, y)))
                .map(|at| buf[at].symbol().to_string())
                .collect();
            assert!(!grid_text.contains('('), "{w}×{h}: a count");
        }
    }
}

#[test]
fn a_placed_digit_is_alone_in_its_cell_in_the_given_or_entry_style() {
    let s = mid_solve();
    let theme = Theme::default_theme();
    for (w, h) in SIZES {
        let t = drawn(&s, &theme, w, h);
        let buf = t.backend().buffer();
        let g = geometry(w, h);
        let (dx, dy) = g.digit_place();
        for cell in (0..CELLS).filter(|&c| s.grid.value(c) != 0 && c != s.cursor) {
            let (x, y) = g.cell_origin(cell);
            for ix in 0..g.cw {
                for iy in 0..g.ch {
                    let spot = &buf[(x + ix, y + iy)];
                    if (ix, iy) == (dx, dy) {
                        assert_eq!(spot.symbol(), s.grid.value(cell).to_string());
                        if s.grid.is_given(cell) {
                            assert!(spot.modifier.contains(Modifier::BOLD), "{w}×{h}");
                            assert_eq!(spot.fg, theme.given);
                        } else {
                            assert_eq!(spot.fg, theme.entry, "{w}×{h}");
                        }
                    } else {
                        assert_eq!(
                            spot.symbol(),
                            " ",
                            "{w}×{h}: nothing beside it in {cell} ({ix},{iy})"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn snapshot_candidates() {
    snapshots("candidates", &mid_solve(), &SIZES);
}

#[test]
fn the_show_stage_keeps_every_candidate_and_strikes_what_it_removes() {
    let s = locked_triple_shown();
    let step = s.hint.shown().unwrap().clone();
    let theme = Theme::default_theme();
    for (w, h) in [(80, 24), (120, 45)] {
        let t = drawn(&s, &theme, w, h);
        let buf = t.backend().buffer();
        let g = geometry(w, h);
        for cell in (0..CELLS).filter(|&c| s.grid.value(c) == 0) {
            for d in s.grid.marks[cell].iter() {
                let spot = at_place(buf, g, cell, d);
                assert_eq!(spot.symbol(), d.to_string(), "{w}×{h} cell {cell}");
                let struck = spot.modifier.contains(Modifier::CROSSED_OUT);
                assert_eq!(struck, step.removes(cell, d), "{w}×{h} cell {cell} {d}");
                if struck {
                    assert_eq!(spot.fg, theme.hint_elim);
                }
            }
            // Nothing stands where a placed digit would but the cell's own candidate
            // there, in a candidate's style (never bold white, the given's).
            let (x, y) = g.cell_origin(cell);
            let (dx, dy) = g.digit_place();
            let middle = &buf[(x + dx, y + dy)];
            if middle.symbol() != " " {
                let d: u8 = middle.symbol().parse().unwrap();
                assert!(s.grid.marks[cell].contains(d), "{w}×{h} cell {cell}");
                assert_ne!(middle.fg, theme.given, "{w}×{h} cell {cell}");
            }
        }
    }
}

#[test]
fn snapshot_show_stage() {
    snapshots("show_stage", &locked_triple_shown(), &[(80, 24), (120, 45)]);
}

#[test]
fn a_cell_without_marks_shows_what_the_hint_worked_from() {
    // No marks at all: the locked triple's cells and those it clears show their
    // computed candidates, the removed ones struck.
    let mut s = State::new(
        Document::new(Puzzle::classic(board(TOP1)).with_name("top1")),
        None,
    );
    s.hint_source = crate::tui::hints::default_source();
    s.grid.entries[74] = 7; // the hidden single of r9c3
    run(&mut s, [Action::Hint, Action::Hint]);
    let step = s.hint.shown().expect("shown").clone();
    assert!(!step.eliminations.is_empty(), "{}", step.explanation);
    let t = drawn(&s, &Theme::default_theme(), 80, 24);
    let g = geometry(80, 24);
    for m in &step.eliminations {
        assert_eq!(s.grid.marks[m.cell], Digits::NONE);
        let spot = at_place(t.backend().buffer(), g, m.cell, m.digit);
        assert_eq!(spot.symbol(), m.digit.to_string());
        assert!(spot.modifier.contains(Modifier::CROSSED_OUT));
        for d in s.grid.candidates(m.cell).iter() {
            assert_eq!(
                at_place(t.backend().buffer(), g, m.cell, d).symbol(),
                d.to_string()
            );
        }
    }
}

#[test]
fn the_hints_houses_are_outlined_and_never_look_like_a_region() {
    let s = jigsaw_hint_in_a_region();
    let theme = Theme::default_theme();
    let layout = s.grid.layout();
    let step = s.hint.shown().unwrap();
    for (w, h) in [(80, 24), (200, 60)] {
        let t = drawn(&s, &theme, w, h);
        let buf = t.backend().buffer();
        let g = geometry(w, h);
        let mut edges = 0;
        for house in step.houses.iter().map(|h| layout.house(h.index)) {
            for cell in house.iter() {
                let (r, c) = ((cell / 9) as u16, (cell % 9) as u16);
                let x = g.line_x(c);
                // Left and right: a double line in the pattern's colour.
                for (edge, outside) in [
                    (c, c == 0 || !house.contains(cell - 1)),
                    (c + 1, c == 8 || !house.contains(cell + 1)),
                ] {
                    if outside {
                        let spot = &buf[(g.line_x(edge), g.row_y(r))];
                        assert_eq!(
                            (spot.symbol(), spot.fg),
                            ("║", theme.hint_pattern),
                            "{w}×{h} {cell}"
                        );
                        edges += 1;
                    }
                }
                // Above: a double line on a line row; inside a band at 80×24 the
                // underline of the row above in the pattern's colour.
                if r == 0 || !house.contains(cell - 9) {
                    let spot = if g.line_above(r) {
                        buf[(x + 1, g.line_y(r))].clone()
                    } else {
                        let y = g.row_y(r - 1) + g.ch - 1;
                        (x + 1..=x + g.cw)
                            .map(|col| buf[(col, y)].clone())
                            .find(|spot| spot.symbol() == " ")
                            .expect("a blank in the row")
                    };
                    if g.line_above(r) {
                        assert_eq!(spot.symbol(), "═", "{w}×{h} {cell}");
                    } else {
                        assert!(spot.modifier.contains(Modifier::UNDERLINED));
                    }
                    assert_eq!(spot.fg, theme.hint_pattern, "{w}×{h} {cell}");
                    edges += 1;
                }
            }
        }
        assert!(edges >= 4, "{edges}");
        // The region walls elsewhere keep their heavy colour.
        assert_eq!(buf[(g.line_x(9), g.row_y(0))].fg, theme.region_line);
    }
}

#[test]
fn snapshot_jigsaw_hint() {
    snapshots("jigsaw_hint", &jigsaw_hint_in_a_region(), &[(80, 24)]);
}

#[test]
fn a_jigsaw_wall_inside_a_band_is_an_underline_in_the_heavy_colour() {
    let mut s = empty();
    run(&mut s, [Action::Paste(JIGSAW.into()), Action::AutoFill]);
    let map = *s.grid.layout().regions();
    let theme = Theme::default_theme();
    let t = drawn(&s, &theme, 80, 24);
    let buf = t.backend().buffer();
    let g = geometry(80, 24);
    let (mut walls, mut thin) = (0, 0);
    for r in (0..8u16).filter(|r| (r + 1) % 3 != 0) {
        for c in 0..9u16 {
            let (above, below) = ((r * 9 + c) as usize, ((r + 1) * 9 + c) as usize);
            let (x, y) = g.cell_origin(above);
            let last = y + g.ch - 1;
            let colour = if map[above] != map[below] {
                walls += 1;
                theme.region_line
            } else {
                thin += 1;
                theme.line
            };
            for col in x..x + g.cw {
                let spot = &buf[(col, last)];
                assert!(
                    spot.modifier.contains(Modifier::UNDERLINED),
                    "r{}c{}",
                    r + 1,
                    c + 1
                );
                if spot.symbol() == " " {
                    assert_eq!(spot.fg, colour, "r{}c{}", r + 1, c + 1);
                }
            }
        }
    }
    assert!(walls > 0 && thin > 0, "{walls} {thin}");
}

#[test]
fn l_walks_a_chain_link_by_link_and_esc_or_its_end_leaves_the_walk() {
    let mut s = forcing_hint();
    let chain = s.hint.shown_chain().unwrap().0.clone();
    let links = chain.links.len();
    assert!(links >= 2, "{}", chain.eureka);
    let theme = Theme::default_theme();
    run(&mut s, [Action::WalkChain]);
    assert_eq!(s.walk_link(), Some(0));
    let text = crate::tui::hints::walk::link_text(&chain, 0);
    assert_eq!(
        s.message.as_ref().unwrap().text,
        format!("link 1 of {links}: {text} (L next, Esc ends)")
    );
    run(&mut s, [Action::WalkChain]);
    assert_eq!(s.walk_link(), Some(1));
    // The panel names the link; its two nodes are reversed, the start is no longer,
    // and the nodes past it wait dimmed, in their links' colours.
    let screen = render(&s, 80, 24);
    assert!(screen.contains(&format!("Link 2 of {links}")), "{screen}");
    let t = drawn(&s, &theme, 80, 24);
    let buf = t.backend().buffer();
    let g = geometry(80, 24);
    let node = |i: usize| {
        let n = chain.nodes[i];
        at_place(buf, g, n.cells.first().unwrap(), n.digit)
    };
    let step = s.hint.shown().unwrap().clone();
    for i in 1..=2 {
        assert!(node(i).modifier.contains(Modifier::REVERSED), "node {i}");
    }
    assert!(!node(0).modifier.contains(Modifier::REVERSED), "the start");
    for i in 3..chain.nodes.len() {
        let n = chain.nodes[i];
        let cell = n.cells.first().unwrap();
        let earlier = chain.nodes[..3].contains(&n);
        if !earlier && !step.removes(cell, n.digit) {
            let spot = node(i);
            assert!(spot.modifier.contains(Modifier::DIM), "node {i} is ahead");
            assert_eq!(
                Some(spot.fg),
                theme.chain_style(Some(chain.links[i - 1])).fg,
                "node {i}"
            );
        }
    }
    // Esc leaves the walk and keeps the hint.
    run(&mut s, [Action::Back]);
    assert_eq!(s.walk_link(), None);
    assert!(s.hint.shown().is_some());
    // Past the last link the walk ends too.
    run(&mut s, (0..=links).map(|_| Action::WalkChain));
    assert_eq!(s.walk_link(), None);
    assert!(s
        .message
        .as_ref()
        .unwrap()
        .text
        .starts_with("end of the chain"));
    // Another branch is another chain: a walk through the first is left behind.
    run(&mut s, [Action::WalkChain, Action::NextChain]);
    assert_eq!(s.walk_link(), None);
    run(&mut s, [Action::WalkChain]);
    assert_eq!(s.walk_link(), Some(0));
    // Without a chain there is nothing to walk.
    let mut plain = easy();
    run(&mut plain, [Action::WalkChain]);
    assert!(plain
        .message
        .as_ref()
        .unwrap()
        .text
        .starts_with("no chain shown"));
}

/// Throughout a walk, and before it, each node of the chain stands apart from its cell's
/// other candidates by colour (CIEDE2000 ΔE ≥ 20, the contrast tests' measure for colours
/// side by side): in its text colour, or, reversed, in its background. The start, no
/// longer reversed once the walk has left it, looked like its cell's pattern candidates.
#[test]
fn every_node_stands_apart_from_its_cells_other_candidates_throughout_a_walk() {
    use crate::tui::theme::colour::{delta_e, rgb};
    let mut s = forcing_hint();
    let chain = s.hint.shown_chain().unwrap().0.clone();
    let theme = Theme::default_theme();
    // A spot's colours as seen: a reversed one shows its text colour as its background.
    let seen = |c: &ratatui::buffer::Cell| {
        let (fg, bg) = if c.modifier.contains(Modifier::REVERSED) {
            (c.bg, c.fg)
        } else {
            (c.fg, c.bg)
        };
        (rgb(fg).expect("a colour"), rgb(bg).expect("a colour"))
    };
    let step = s.hint.shown().unwrap().clone();
    // Keys pressed: 0 before the walk, then the walk at link `keys - 1`.
    for keys in 0..=chain.links.len() {
        for (w, h) in [(80, 24), (120, 45)] {
            let t = drawn(&s, &theme, w, h);
            let buf = t.backend().buffer();
            let g = geometry(w, h);
            for (i, node) in chain.nodes.iter().enumerate() {
                for cell in node.cells.iter() {
                    let (nf, nb) = seen(&at_place(buf, g, cell, node.digit));
                    let others = s.grid.marks[cell].iter().filter(|&d| {
                        !chain
                            .nodes
                            .iter()
                            .any(|n| n.digit == d && n.cells.contains(cell))
                    });
                    // Two candidates the step removes are alike on purpose (a
                    // chain's end is one of them).
                    let removed = |d| step.removes(cell, d);
                    for d in others.filter(|&d| !(removed(d) && removed(node.digit))) {
                        let (of, ob) = seen(&at_place(buf, g, cell, d));
                        let apart = delta_e(nf, of).max(delta_e(nb, ob));
                        assert!(
                            apart >= 20.0,
                            "{w}×{h}, {keys} L: node {i} ({}) against {d}: ΔE {apart:.1}",
                            node.digit
                        );
                    }
                }
            }
        }
        run(&mut s, [Action::WalkChain]);
    }
}

#[test]
fn l_is_bound_and_the_help_shows_it_at_80x24() {
    use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    let km = Keymap::new();
    let l = KeyEvent::new(KeyCode::Char('L'), KeyModifiers::SHIFT);
    for ctx in [
        crate::tui::keymap::Context::Normal,
        crate::tui::keymap::Context::Pencil,
    ] {
        assert_eq!(km.action(ctx, &l), Some(Action::WalkChain), "{ctx:?}");
    }
    let mut s = easy();
    run(&mut s, [Action::Help]);
    let screen = render(&s, 80, 24);
    assert!(screen.contains("L walk the chain link by link"), "{screen}");
}

#[test]
fn snapshot_chain_walk() {
    let mut s = forcing_hint();
    run(&mut s, [Action::WalkChain, Action::WalkChain]);
    snapshots("chain_walk", &s, &[(80, 24), (120, 45)]);
}
