//! How a chain hint is drawn: on the grid, and its Eureka text in the panel.
//!
//! A terminal grid has no room for lines between candidates, and arrows drawn across
//! other cells would hide their marks. So the chain is drawn on its own candidates:
//! - each node's digit is lit at the candidate's own place in its cell (every cell of a
//!   grouped node), in the style of the link that enters it: strong (`=`) and weak (`-`)
//!   in two styles that differ in colour and in bold/italic, so they differ in the
//!   high-contrast theme and without colours too; the first node, which no link enters,
//!   is drawn reversed;
//! - each chain cell has a letter in the chain's order (`a`, `b`, `c`…; letters, not
//!   numbers, so that they never read as candidates), on the cell's top wall, or in a
//!   5×2 cell in its tenth place, which no candidate uses;
//! - the panel shows the Eureka text with its `=` and `-` in the same two styles, which
//!   is the legend;
//! - walking the chain (`L`) reverses the two nodes of the link it is at, keeps the nodes
//!   behind it in their links' styles (the start, no longer reversed, in the style of the
//!   link out of it) and dims the nodes past it, so the chain grows a link a key while
//!   every node stays apart from its cell's other candidates by its colour.
//!
//! Following the letters a, b, c… and the digits' styles gives the chain and its links.

use crate::tui::draw::grid::geometry::{Geometry, Shape};
use crate::tui::draw::panel::segments::join;
use crate::tui::draw::text::label;
use crate::tui::hints::walk::cell_letter;
use crate::tui::theme::Theme;
use nonet_core::strategy::{Chain, Link};
use ratatui::buffer::Buffer;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};

/// One node in one of its cells, as the grid draws it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct NodeMark {
    cell: usize,
    digit: u8,
    /// The node's index in the chain.
    index: usize,
    /// The link into the node; None for the first.
    entered_by: Option<Link>,
    /// The link out of the node; None for the last.
    left_by: Option<Link>,
}

/// How one candidate of the chain is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NodeLook {
    /// The link into its first visit (None: the chain's start).
    pub entered_by: Option<Link>,
    /// The link out of its first visit (None: the chain's end).
    pub left_by: Option<Link>,
    /// It is an end of the link the walk is at.
    pub current: bool,
    /// The walk has not reached it yet.
    pub ahead: bool,
    /// A walk is on.
    pub walking: bool,
}

impl NodeLook {
    /// Its style: the entering link's, reversed at the walk's link; dimmed (and not
    /// bold) where the walk has not reached it yet. During a walk the chain's start is
    /// reversed only at the first link, so that only the link's two ends are; elsewhere
    /// it takes the style of the link out of it: in the pattern's colour, unreversed, it
    /// would read as one of its cell's pattern candidates.
    pub fn style(&self, theme: &Theme) -> Style {
        let st = theme.chain_style(self.entered_by);
        if self.ahead {
            return st
                .remove_modifier(Modifier::BOLD)
                .add_modifier(Modifier::DIM);
        }
        match (self.current, self.entered_by) {
            (true, _) => st.add_modifier(Modifier::REVERSED),
            (false, None) if self.walking => theme.chain_style(self.left_by),
            _ => st,
        }
    }
}

/// A chain laid out for the grid: its cells in order with their letters, each node's
/// entering link, and the link a walk is at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChainView {
    letters: Vec<(usize, char)>,
    nodes: Vec<NodeMark>,
    walk: Option<usize>,
}

impl ChainView {
    pub fn new(chain: &Chain, walk: Option<usize>) -> ChainView {
        let nodes: Vec<NodeMark> = chain
            .nodes
            .iter()
            .enumerate()
            .flat_map(|(index, node)| {
                let entered_by = index
                    .checked_sub(1)
                    .and_then(|j| chain.links.get(j).copied());
                let left_by = chain.links.get(index).copied();
                node.cells.iter().map(move |cell| NodeMark {
                    cell,
                    digit: node.digit,
                    index,
                    entered_by,
                    left_by,
                })
            })
            .collect();
        // A letter a node: the cells of a group share theirs.
        let mut letters: Vec<(usize, char)> = Vec::new();
        let mut used = 0;
        for node in &chain.nodes {
            let fresh: Vec<usize> = node
                .cells
                .iter()
                .filter(|c| !letters.iter().any(|(seen, _)| seen == c))
                .collect();
            if !fresh.is_empty() {
                let letter = cell_letter(used);
                used += 1;
                letters.extend(fresh.into_iter().map(|c| (c, letter)));
            }
        }
        ChainView {
            letters,
            nodes,
            walk,
        }
    }

    /// The chain's cells with their letters, in the chain's order.
    pub fn lettered(&self) -> impl Iterator<Item = (usize, char)> + '_ {
        self.letters.iter().copied()
    }

    /// How `digit` in `cell` is drawn; None when it is not in the chain. A chain can come
    /// back to a candidate: its first visit gives the style, any visit can be at the
    /// walk's link.
    pub fn look(&self, cell: usize, digit: u8) -> Option<NodeLook> {
        let mut visits = self
            .nodes
            .iter()
            .filter(|n| n.cell == cell && n.digit == digit);
        let first = visits.next()?;
        let at_link = |i: usize| self.walk.is_some_and(|w| i == w || i == w + 1);
        Some(NodeLook {
            entered_by: first.entered_by,
            left_by: first.left_by,
            current: at_link(first.index) || visits.any(|n| at_link(n.index)),
            ahead: self.walk.is_some_and(|w| first.index > w + 1),
            walking: self.walk.is_some(),
        })
    }

    /// The link into the first node in `cell`: the style of its letter.
    pub fn cell_entered_by(&self, cell: usize) -> Option<Option<Link>> {
        self.nodes
            .iter()
            .find(|n| n.cell == cell)
            .map(|n| n.entered_by)
    }

    /// The chain's digits in `cell`, in the chain's order, each once.
    pub fn digits_in(&self, cell: usize) -> Vec<u8> {
        let mut out: Vec<u8> = Vec::new();
        for n in self.nodes.iter().filter(|n| n.cell == cell) {
            if !out.contains(&n.digit) {
                out.push(n.digit);
            }
        }
        out
    }
}

/// Where a chain cell's letter goes: in a 5×2 cell its tenth place (right of `9`'s,
/// which no candidate uses), else the middle of the cell's top wall.
fn letter_place(g: Geometry, cell: usize) -> (u16, u16) {
    let (x, y) = g.cell_origin(cell);
    match g.shape() {
        Shape { cw: 5, ch: 2, .. } => (x + 4, y + 1),
        _ => (x + g.cw / 2, y - 1),
    }
}

/// Each chain cell's letter (see the module's comment for where), in the style of the
/// link into the cell, bold, on what is drawn there.
pub fn draw_letters(buf: &mut Buffer, g: Geometry, chain: &ChainView, theme: &Theme) {
    for (cell, letter) in chain.lettered() {
        let (x, y) = letter_place(g, cell);
        let entered = chain.cell_entered_by(cell).flatten();
        let st = theme.chain_style(entered).add_modifier(Modifier::BOLD);
        if let Some(spot) = buf.cell_mut((x, y)) {
            let under = spot.style();
            spot.set_char(letter).set_style(under.patch(st));
        }
    }
}

/// The panel's chain header, as lines `width` wide: the branch drawn (of how many, and
/// `next`, the key to the next one), `walk`, the key that walks it link by link, and the
/// two links' styles. Its phrases break between them, never inside one.
pub fn header(
    (index, count): (usize, usize),
    (next, walk): (&str, &str),
    theme: &Theme,
    width: u16,
) -> Vec<Line<'static>> {
    let mut title = vec![label("Chain", theme)];
    if count > 1 {
        title.push(Span::raw(format!(" {} of {count}", index + 1)));
    }
    let mut segments = vec![title];
    if count > 1 {
        segments.push(vec![Span::raw(format!("({next} next)"))]);
    }
    // The walk key beside the legend: one line of 24 columns, the panel's at 80×24.
    segments.push(vec![
        Span::raw(format!("{walk} walks: ")),
        Span::styled("=", theme.chain_strong_style()),
        Span::raw(" strong "),
        Span::styled("-", theme.chain_weak_style()),
        Span::raw(" weak"),
    ]);
    let mut lines = Vec::new();
    join(&mut lines, segments, width);
    lines
}

/// A line of the chain's Eureka text, its links in the grid's two styles: the text is the
/// legend of the drawing.
pub fn eureka_line(text: &str, theme: &Theme) -> Line<'static> {
    let spans: Vec<Span> = text
        .chars()
        .map(|c| match c {
            '=' => Span::styled("=", theme.chain_strong_style()),
            '-' => Span::styled("-", theme.chain_weak_style()),
            other => Span::raw(other.to_string()),
        })
        .collect();
    Line::from(spans)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn header_texts(count: usize, width: u16) -> Vec<String> {
        let theme = Theme::default_theme();
        header((0, count), ("b", "L"), &theme, width)
            .iter()
            .map(|l| l.to_string())
            .collect()
    }

    /// Every chain names its walk key; the header breaks between its phrases.
    #[test]
    fn the_chain_header_names_the_walk_key_and_breaks_between_phrases() {
        assert_eq!(
            header_texts(3, 24),
            ["Chain 1 of 3 (b next)", "L walks: = strong - weak"]
        );
        assert_eq!(header_texts(1, 24), ["Chain", "L walks: = strong - weak"]);
        assert_eq!(
            header_texts(3, 60),
            ["Chain 1 of 3 (b next) · L walks: = strong - weak"]
        );
    }
    use crate::tui::hints::walk::chain_of;

    #[test]
    fn cells_are_lettered_in_order_and_nodes_know_their_entering_link() {
        // (5)r3c2=(5-8)r3c7=(8)r5c7-(8)r5c12: a cell visited twice, and a group.
        let (r3c2, r3c7, r5c7) = (19, 24, 42);
        let chain = chain_of(
            &[
                (&[r3c2], 5),
                (&[r3c7], 5),
                (&[r3c7], 8),
                (&[r5c7], 8),
                (&[36, 37], 8),
            ],
            "=-=-",
        );
        let view = ChainView::new(&chain, None);
        let lettered: Vec<(usize, char)> = view.lettered().collect();
        assert_eq!(
            lettered,
            vec![(r3c2, 'a'), (r3c7, 'b'), (r5c7, 'c'), (36, 'd'), (37, 'd')],
            "a group's cells share a letter"
        );
        let entered = |cell, d| view.look(cell, d).map(|l| l.entered_by);
        assert_eq!(entered(r3c2, 5), Some(None), "the start");
        assert_eq!(entered(r3c7, 5), Some(Some(Link::Strong)));
        assert_eq!(entered(r3c7, 8), Some(Some(Link::Weak)));
        assert_eq!(entered(37, 8), Some(Some(Link::Weak)), "a group's cell");
        assert_eq!(entered(r3c7, 1), None);
        assert_eq!(view.cell_entered_by(r3c7), Some(Some(Link::Strong)));
        assert_eq!(view.cell_entered_by(0), None);
        assert_eq!(view.digits_in(r3c7), vec![5, 8]);
        assert!(view.digits_in(0).is_empty());
        assert!(view.look(r3c7, 5).is_some_and(|l| !l.walking));
    }

    #[test]
    fn a_walk_lights_its_link_and_leaves_the_rest_of_the_chain_for_later() {
        let (r1c1, r1c2, r2c2) = (0, 1, 10);
        let chain = chain_of(
            &[(&[r1c1], 3), (&[r1c2], 3), (&[r1c2], 6), (&[r2c2], 6)],
            "=-=",
        );
        let view = ChainView::new(&chain, Some(1));
        let look = |cell, d| view.look(cell, d).unwrap();
        assert!(!look(r1c1, 3).current && !look(r1c1, 3).ahead, "behind");
        assert!(
            look(r1c2, 3).current && look(r1c2, 6).current,
            "link 2's ends"
        );
        assert!(look(r2c2, 6).ahead);
        let theme = Theme::default_theme();
        // Ahead: its link's colour, dimmed.
        let ahead = look(r2c2, 6).style(&theme);
        assert_eq!(ahead.fg, theme.chain_strong_style().fg);
        assert!(ahead.add_modifier.contains(Modifier::DIM));
        let start = look(r1c1, 3).style(&theme);
        assert!(
            !start.add_modifier.contains(Modifier::REVERSED),
            "only the link is"
        );
        assert_eq!(
            start.fg,
            theme.chain_strong_style().fg,
            "the link out of it"
        );
        let end = look(r1c2, 6).style(&theme);
        assert!(end.add_modifier.contains(Modifier::REVERSED));
        assert_eq!(end.fg, theme.chain_weak_style().fg);
    }
}
