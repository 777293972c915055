//! Chain hints: the chain's nodes lit on their candidates and its cells lettered in
//! order, its links in two styles, the Eureka text in the panel, `b` through a forcing
//! step's branches and `L` through a chain's links; styled snapshots at 80×24 and at a
//! large size, in the default and high-contrast themes.

use super::*;
use nonet_core::strategy::Link;

/// Magictour top1465 #1220: where the ladder without forcing stops (every pattern
/// technique, chains and ALSs included, has nothing left), a forcing chain is the next
/// step. (#1 was this fixture until the nice loops and AICs with ALS nodes came on by
/// default: where its ladder stops now, a forcing net is next.)
const TOP1220: &str =
    "8...7......4..53...7.2...4...9....2..........5.3.8.1...6...4.7.......5.6....67..3";

/// TOP1220 where the ladder stops, with its forcing chain shown (`h` twice).
pub(super) fn forcing_hint() -> State {
    forcing_hint_of(TOP1220, "top1220")
}

/// The puzzle `line` (named `name`) where the ladder without forcing stops, with the
/// hint there shown (`h` twice).
pub(super) fn forcing_hint_of(line: &str, name: &str) -> State {
    let mut s = State::new(
        Document::new(Puzzle::classic(board(line)).with_name(name)),
        None,
    );
    s.grid = where_the_ladder_stops(line);
    s.grid.puzzle.name = Some(name.into());
    s.hint_source = crate::tui::hints::default_source();
    run(&mut s, [Action::Hint, Action::Hint]);
    s.status = Status::Unique;
    s
}

fn high_contrast() -> Theme {
    let (t, warnings) = Theme::load("high-contrast", None, false);
    assert!(warnings.is_empty(), "{warnings:?}");
    t
}

#[test]
fn a_chain_is_lit_on_its_candidates_lettered_in_order_and_shown_in_the_panel() {
    let s = forcing_hint();
    let (chain, index, count) = s.hint.shown_chain().expect("a chain is drawn");
    assert_eq!(s.hint.step().unwrap().technique.name(), "Forcing chain");
    assert_eq!((index, count > 1), (0, true), "branches: {count}");
    let theme = Theme::default_theme();
    for (w, h) in [(80, 24), (120, 45)] {
        let t = drawn(&s, &theme, w, h);
        let buf = t.backend().buffer();
        let sc = crate::tui::draw::screen(ratatui::layout::Rect::new(0, 0, w, h)).unwrap();
        let g = sc.grid;
        // Each node's digit at its own place, in the style of the link into its first
        // visit; the cell's other candidates are not lit.
        for (i, node) in chain.nodes.iter().enumerate() {
            let first = chain
                .nodes
                .iter()
                .position(|n| n.cells == node.cells && n.digit == node.digit)
                .unwrap();
            let entered = first.checked_sub(1).map(|j| chain.links[j]);
            for cell in node.cells.iter() {
                let (x, y) = g.cell_origin(cell);
                let (dx, dy) = g.candidate_place(node.digit).unwrap();
                let spot = &buf[(x + dx, y + dy)];
                assert_eq!(spot.symbol(), node.digit.to_string(), "{w}×{h} node {i}");
                // (What the step removes keeps the elimination's style: the chain ends
                // there.)
                let step = s.hint.shown().unwrap();
                let expected = if step.removes(cell, node.digit) {
                    theme.hint_elim
                } else {
                    theme.chain_style(entered).fg.unwrap()
                };
                assert_eq!(spot.fg, expected, "{w}×{h} node {i}");
                for other in s.grid.marks[cell].iter() {
                    let in_chain = chain
                        .nodes
                        .iter()
                        .any(|n| n.digit == other && n.cells.contains(cell));
                    let (ox, oy) = g.candidate_place(other).unwrap();
                    let fg = buf[(x + ox, y + oy)].fg;
                    if !in_chain {
                        assert!(
                            ![theme.chain_strong, theme.chain_weak, theme.hint_pattern]
                                .contains(&fg)
                                || s.hint.shown().unwrap().in_pattern(cell),
                            "{w}×{h}: {other} in cell {cell} is not a node"
                        );
                    }
                }
            }
        }
        // Each cell's letter in the chain's order (this chain has no group, which would
        // share one): at 80×24 in the 5×2 cell's tenth place, in the mini-grid's on its
        // top wall.
        let cells = chain.cells_in_order();
        assert!(chain.nodes.iter().all(|n| n.cells.len() == 1));
        for (i, &cell) in cells.iter().enumerate() {
            let letter = crate::tui::hints::walk::cell_letter(i);
            let (x, y) = g.cell_origin(cell);
            let (lx, ly) = if g.ch == 2 {
                (x + 4, y + 1)
            } else {
                (x + 2, y - 1)
            };
            assert_eq!(
                buf[(lx, ly)].symbol(),
                letter.to_string(),
                "{w}×{h}: cell {cell}"
            );
        }
        let text = t.backend().to_string();
        // The panel's words, wherever its narrow lines (24 columns at 80×24) wrapped them.
        let panel: Vec<String> = text
            .lines()
            .map(|l| l.chars().skip(sc.panel.x as usize + 1).collect())
            .collect();
        let flat = panel.join(" ").replace('"', " ");
        let flat = flat.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(flat.contains("= strong - weak"), "{w}×{h}:\n{text}");
        // The branch, the key to the next one and the key that walks the chain.
        assert!(
            flat.contains(&format!("Chain 1 of {count} (b next)")),
            "{text}"
        );
        assert!(flat.contains("L walks: = strong - weak"), "{text}");
        assert!(text.contains("From your pencil marks"), "{w}×{h}:\n{text}");
    }
    // The chain's first links are in the panel at the large size, whole.
    let text = render(&s, 120, 45);
    let panel: String = text
        .lines()
        .map(|l| l.chars().skip(58).collect::<String>())
        .collect();
    assert!(
        panel.replace(['"', ' '], "").contains(&chain.eureka),
        "{}\n{text}",
        chain.eureka
    );
}

#[test]
fn strong_and_weak_links_differ_in_every_theme() {
    for theme in [Theme::default_theme(), high_contrast(), Theme::mono()] {
        let strong = theme.chain_style(Some(Link::Strong));
        let weak = theme.chain_style(Some(Link::Weak));
        let start = theme.chain_style(None);
        assert_ne!(strong, weak, "{}", theme.name);
        assert_ne!(
            strong.add_modifier, weak.add_modifier,
            "{}: without colours too",
            theme.name
        );
        assert_ne!(start, strong, "{}", theme.name);
        assert_ne!(start, weak, "{}", theme.name);
    }
}

#[test]
fn b_cycles_the_branches_of_a_forcing_hint() {
    let mut s = forcing_hint();
    let count = s.hint.shown_chain().unwrap().2;
    let first = s.hint.shown_chain().unwrap().0.clone();
    run(&mut s, [Action::NextChain]);
    let (second, index, _) = s.hint.shown_chain().unwrap();
    assert_eq!(index, 1);
    assert_ne!(*second, first);
    // The grid shows the second branch's start on its first cell: the chain's digit,
    // in the start style, at its place, whatever else the cell holds.
    assert_eq!(second.eureka, "(9)r1c6-(9)r6c6=(9)r6c9-(9)r3c9");
    let start = second.nodes[0];
    let cell = start.cells.first().unwrap();
    let t = drawn(&s, &Theme::default_theme(), 80, 24);
    let sc = crate::tui::draw::screen(ratatui::layout::Rect::new(0, 0, 80, 24)).unwrap();
    let (x, y) = sc.grid.cell_origin(cell);
    let (dx, dy) = sc.grid.candidate_place(start.digit).unwrap();
    let spot = &t.backend().buffer()[(x + dx, y + dy)];
    assert_eq!(spot.symbol(), start.digit.to_string());
    let theme = Theme::default_theme();
    assert_eq!(
        spot.fg,
        theme.chain_style(None).fg.unwrap(),
        "{} starts it",
        start.digit
    );
    assert_eq!(
        s.message.as_ref().unwrap().text,
        format!("branch 2 of {count} (b shows the next)")
    );
    run(&mut s, (1..count).map(|_| Action::NextChain));
    assert_eq!(s.hint.shown_chain().unwrap().1, 0, "wraps to the first");
    // The keymap has it, and the help says it.
    let km = crate::tui::keymap::Keymap::new();
    let b = crossterm::event::KeyEvent::from(crossterm::event::KeyCode::Char('b'));
    assert_eq!(
        km.action(crate::tui::keymap::Context::Normal, &b),
        Some(Action::NextChain)
    );
    assert!(km
        .help(crate::tui::keymap::Context::Normal)
        .iter()
        .any(|(k, h)| *k == "b" && h.contains("branch")));
    // `h` applies the step whichever branch is drawn; then no chain is shown.
    run(&mut s, [Action::Hint]);
    assert!(s.hint.shown_chain().is_none());
    run(&mut s, [Action::NextChain]);
    assert!(
        s.message
            .as_ref()
            .unwrap()
            .text
            .starts_with("no chain hint shown"),
        "{:?}",
        s.message
    );
}

#[test]
fn b_on_a_hint_without_branches_says_so() {
    let mut s = easy();
    s.hint_source = Some(crate::tui::hints::Source::new(super::hints::OneStep));
    run(&mut s, [Action::Hint, Action::Hint, Action::NextChain]);
    assert!(s
        .message
        .as_ref()
        .unwrap()
        .text
        .starts_with("no chain hint shown"));
    assert!(matches!(s.hint, HintStage::Shown(_, 0)));
}

#[test]
fn snapshot_forcing_hint_80x24() {
    let s = forcing_hint();
    insta::assert_snapshot!(styled(&s, &Theme::default_theme(), 80, 24));
}

#[test]
fn snapshot_forcing_hint_80x24_high_contrast() {
    let s = forcing_hint();
    insta::assert_snapshot!(styled(&s, &high_contrast(), 80, 24));
}

#[test]
fn snapshot_forcing_hint_large() {
    let s = forcing_hint();
    insta::assert_snapshot!(styled(&s, &Theme::default_theme(), 120, 45));
}

#[test]
fn snapshot_forcing_hint_large_high_contrast() {
    let s = forcing_hint();
    insta::assert_snapshot!(styled(&s, &high_contrast(), 120, 45));
}

/// A test double: an ALS chain whose ALSs span rows and columns, so that its pattern line,
/// its Eureka text and its walk's links hold long lists of cells joined by commas.
struct LongAlsChain;

impl HintSource for LongAlsChain {
    fn next_step(&self, _grid: &Grid) -> HintAnswer {
        use nonet_core::strategy::{Chain, ChainNode, Link, Parts, Step, Technique};
        let group = |cells: &[&str], digit| ChainNode {
            cells: cells.iter().map(|c| cell_at(c)).collect(),
            digit,
        };
        let chain = Chain::new(
            vec![
                group(&["r1c2", "r1c4", "r2c7", "r3c8", "r3c9"], 3),
                group(&["r1c2", "r1c4", "r2c7", "r3c8", "r3c9"], 5),
                group(&["r5c1", "r6c2", "r4c3", "r6c1"], 5),
                group(&["r5c1", "r6c2", "r4c3", "r6c1"], 3),
            ],
            vec![Link::Strong, Link::Weak, Link::Strong],
        );
        HintAnswer::Step(HintStep::from(Step {
            technique: Technique::AlsChain,
            houses: Vec::new(),
            pattern: vec![Mark::new(1, 3), Mark::new(36, 3)],
            eliminations: vec![Mark::new(0, 3)],
            placements: Vec::new(),
            explanation: String::new(),
            parts: Box::new(Parts {
                pattern: "the ALS r1c2,r1c4,r2c7,r3c8,r3c9 {12345} and the ALS \
                          r5c1,r6c2,r4c3,r6c1 {1235}, linked by 5"
                    .into(),
                reason: "one of the two ALSs holds 3".into(),
                effect: String::new(),
            }),
            reasons: Vec::new(),
            chains: vec![chain],
        }))
    }
}

/// `rNcM` as a cell index.
fn cell_at(name: &str) -> usize {
    let b = name.as_bytes();
    ((b[1] - b'1') * 9 + (b[3] - b'1')) as usize
}

/// Each pair of rows in `x..` of `screen` where a cell's name is cut: the end of a row
/// and the start of the next read together as `rNcM`.
fn cut_cell_names(screen: &str, x: usize) -> Vec<(String, String)> {
    let rows: Vec<String> = screen
        .lines()
        .map(|l| l.trim_matches('"').chars().skip(x).collect())
        .collect();
    let is_cell = |t: &str| {
        let b = t.as_bytes();
        b.len() == 4
            && b[0] == b'r'
            && b[1].is_ascii_digit()
            && b[2] == b'c'
            && b[3].is_ascii_digit()
    };
    let mut cuts = Vec::new();
    for pair in rows.windows(2) {
        let (a, b) = (pair[0].trim_end(), pair[1].trim_start());
        let tail: String = a
            .chars()
            .rev()
            .take_while(char::is_ascii_alphanumeric)
            .collect();
        let tail: String = tail.chars().rev().collect();
        let head: String = b.chars().take_while(char::is_ascii_alphanumeric).collect();
        if !tail.is_empty() && !head.is_empty() && is_cell(&format!("{tail}{head}")) {
            cuts.push((a.to_string(), b.to_string()));
        }
    }
    cuts
}

/// At 80×24 the panel is 24 columns: a long list of cells (the pattern's ALSs, the Eureka
/// text, a link of the walk, the message log) breaks after a comma, never inside a cell's
/// name.
#[test]
fn lists_of_cells_wrap_after_commas_at_80x24() {
    let mut s = easy();
    s.hint_source = Some(crate::tui::hints::Source::new(LongAlsChain));
    run(&mut s, [Action::Hint, Action::Hint]);
    let sc = crate::tui::draw::screen(ratatui::layout::Rect::new(0, 0, 80, 24)).unwrap();
    let x = sc.panel.x as usize;
    let screen = render(&s, 80, 24);
    shows(&screen, &["r1c2,r1c4,r2c7,"]);
    assert_eq!(cut_cell_names(&screen, x), Vec::new(), "{screen}");
    for _ in 0..3 {
        run(&mut s, [Action::WalkChain]);
        let screen = render(&s, 80, 24);
        assert!(screen.contains("Link "), "{screen}");
        assert_eq!(cut_cell_names(&screen, x), Vec::new(), "{screen}");
    }
    for overlay in [Action::MessageLog, Action::Explain] {
        run(&mut s, [overlay]);
        let screen = render(&s, 80, 24);
        assert_eq!(cut_cell_names(&screen, 0), Vec::new(), "{screen}");
    }
}
