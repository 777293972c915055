//! The picker overlay: the puzzles of a file with several, one a line, to open one.

use crate::tui::draw::overlay::canvas::Canvas;
use crate::tui::state::State;
use crate::tui::store::Document;
use nonet_core::printable::escape;
use ratatui::text::Line;
use ratatui::widgets::Paragraph;

/// The box's width, borders included.
const WIDTH: u16 = 60;

pub(crate) fn draw(c: &mut Canvas, s: &State, title: &str, docs: &[Document], selected: usize) {
    let (height, shown) = c.list_box(docs.len(), 2, selected);
    let lines: Vec<Line> = docs
        .iter()
        .enumerate()
        .skip(shown.start)
        .take(shown.len())
        .map(|(i, d)| {
            let p = &d.grid.puzzle;
            let text = format!(
                "{:>4}  {}  {} givens{}",
                i + 1,
                p.name
                    .as_deref()
                    .map_or_else(|| format!("puzzle {}", i + 1), |n| escape(n).into_owned()),
                p.given_count(),
                if p.layout.is_classic() {
                    ""
                } else {
                    ", jigsaw"
                }
            );
            c.list_row(text, i == selected, WIDTH)
        })
        .collect();
    c.framed(
        (WIDTH, height),
        format!(" {} — {} opens ", escape(title), s.key("list-open")),
        Paragraph::new(lines),
    );
}
