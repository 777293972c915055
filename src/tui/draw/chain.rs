//! How a chain hint is drawn: on the grid, and its Eureka text in the panel.
//!
//! A terminal grid has no room for lines between cells (a cell is 3×1 characters at
//! 80×24, and the gaps between cells are the grid's own walls), and arrows drawn across
//! other cells would hide their marks. So the chain is drawn on its own cells instead:
//! - each chain cell's number in the chain's order sits on the cell's top wall, where
//!   it hides no mark;
//! - each node's digit is drawn in the style of the link that enters it: strong (`=`)
//!   and weak (`-`) in two styles that differ in colour and in bold/italic, so they
//!   differ in the high-contrast theme and without colours too; the first node, which
//!   no link enters, is drawn reversed;
//! - the panel shows the Eureka text with its `=` and `-` in the same two styles, which
//!   is the legend.
//!
//! Following the numbers 1, 2, 3… and the digits' styles gives the chain and its links.

use super::grid::{put_str, Geometry};
use super::label;
use crate::tui::theme::Theme;
use nonet_core::strategy::{Chain, Link};
use ratatui::buffer::Buffer;
use ratatui::style::Modifier;
use ratatui::text::{Line, Span};

/// One node as the grid draws it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct NodeMark {
    cell: usize,
    digit: u8,
    /// The link into the node; None for the first.
    entered_by: Option<Link>,
}

/// A chain laid out for the grid: its cells in order and each node's entering link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChainView {
    order: Vec<usize>,
    nodes: Vec<NodeMark>,
}

impl ChainView {
    pub fn new(chain: &Chain) -> ChainView {
        let nodes = chain
            .nodes
            .iter()
            .enumerate()
            .flat_map(|(i, node)| {
                let entered_by = i.checked_sub(1).and_then(|j| chain.links.get(j).copied());
                node.cells.iter().map(move |cell| NodeMark {
                    cell,
                    digit: node.digit,
                    entered_by,
                })
            })
            .collect();
        ChainView {
            order: chain.cells_in_order(),
            nodes,
        }
    }

    /// The cells with their numbers (from 1), in the chain's order.
    pub fn numbered(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        self.order
            .iter()
            .enumerate()
            .map(|(i, &cell)| (i + 1, cell))
    }

    /// The link into the first node in `cell` with `digit` (a chain can come back to a
    /// candidate; its first visit is the one drawn). None: not in the chain; Some(None):
    /// the chain's start.
    pub fn entered_by(&self, cell: usize, digit: u8) -> Option<Option<Link>> {
        self.nodes
            .iter()
            .find(|n| n.cell == cell && n.digit == digit)
            .map(|n| n.entered_by)
    }

    /// The link into the first node in `cell`: the style of its number.
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

/// The number of each chain cell in the chain's order, on the cell's top wall (see the
/// module's comment for why there), in the style of the link into the cell.
pub fn draw_numbers(buf: &mut Buffer, g: Geometry, chain: &ChainView, theme: &Theme) {
    for (n, cell) in chain.numbered() {
        let text = n.to_string();
        let len = text.chars().count() as u16;
        if len > g.cw {
            continue;
        }
        let (x, y) = g.cell_origin(cell);
        let entered = chain.cell_entered_by(cell).flatten();
        let st = theme
            .base()
            .patch(theme.chain_style(entered))
            .add_modifier(Modifier::BOLD);
        put_str(buf, x + (g.cw - len) / 2, y - 1, &text, st);
    }
}

/// The panel's chain header: the branch drawn (of how many) and the two links' styles.
pub fn header(index: usize, count: usize, theme: &Theme) -> Line<'static> {
    let mut header = vec![label("Chain ", theme)];
    if count > 1 {
        header.push(Span::raw(format!("{} of {count}, b next ", index + 1)));
    }
    header.extend([
        Span::styled("=", theme.chain_strong_style()),
        Span::raw(" strong "),
        Span::styled("-", theme.chain_weak_style()),
        Span::raw(" weak"),
    ]);
    Line::from(header)
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
    use nonet_core::strategy::ChainNode;
    use nonet_core::CellSet;

    #[test]
    fn cells_are_numbered_in_order_and_nodes_know_their_entering_link() {
        // (5)r3c2=(5-8)r3c7=(8)r5c7-(8)r5c12: a cell visited twice, and a group.
        let (r3c2, r3c7, r5c7) = (19, 24, 42);
        let chain = Chain::new(
            vec![
                ChainNode::new(r3c2, 5),
                ChainNode::new(r3c7, 5),
                ChainNode::new(r3c7, 8),
                ChainNode::new(r5c7, 8),
                ChainNode {
                    cells: CellSet::from_iter([36, 37]),
                    digit: 8,
                },
            ],
            vec![Link::Strong, Link::Weak, Link::Strong, Link::Weak],
        );
        let view = ChainView::new(&chain);
        let numbered: Vec<(usize, usize)> = view.numbered().collect();
        assert_eq!(
            numbered,
            vec![(1, r3c2), (2, r3c7), (3, r5c7), (4, 36), (5, 37)]
        );
        assert_eq!(view.entered_by(r3c2, 5), Some(None), "the start");
        assert_eq!(view.entered_by(r3c7, 5), Some(Some(Link::Strong)));
        assert_eq!(view.entered_by(r3c7, 8), Some(Some(Link::Weak)));
        assert_eq!(
            view.entered_by(37, 8),
            Some(Some(Link::Weak)),
            "a group's cell"
        );
        assert_eq!(view.entered_by(r3c7, 1), None);
        assert_eq!(view.cell_entered_by(r3c7), Some(Some(Link::Strong)));
        assert_eq!(view.cell_entered_by(0), None);
        assert_eq!(view.digits_in(r3c7), vec![5, 8]);
        assert!(view.digits_in(0).is_empty());
    }
}
