//! The confirm overlay: a yes/no question.

use super::canvas::Canvas;
use crate::tui::draw::text::wrapped_rows;
use crate::tui::state::State;
use ratatui::widgets::{Paragraph, Wrap};

pub(super) fn draw(c: &mut Canvas, s: &State, question: &str) {
    // As wide as the question needs (up to the screen), as high as it wraps to: the
    // `[y/n]` (the keys as bound) at its end must never be cut off.
    let text = format!("{question} {}", s.keyed("[{yes}/{no}]"));
    let inner = (text.chars().count() as u16 + 1).clamp(40, c.area.width.saturating_sub(4).max(1));
    let rows = wrapped_rows(&text, inner);
    c.framed(
        (inner + 2, rows + 2),
        " Confirm ".into(),
        Paragraph::new(text).wrap(Wrap { trim: true }),
    );
}
