//! The message log (`m`): the newest messages that fit, oldest first.

use super::{wrapped_rows, Canvas};
use crate::tui::state::State;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};

pub(super) fn draw(c: &mut Canvas, s: &State) {
    let theme = c.theme;
    let inner = c.area.width.saturating_sub(6).max(1);
    // The newest messages that fit, oldest first, each wrapped in full.
    let room = c.area.height.saturating_sub(4);
    let mut used = 0;
    let mut shown: Vec<Line> = Vec::new();
    for m in s.log.iter().rev() {
        let rows = wrapped_rows(&format!("• {}", m.text), inner);
        if used + rows > room {
            break;
        }
        used += rows;
        let style = if m.error {
            theme.error_style()
        } else {
            Style::default()
        };
        shown.push(Line::from(Span::styled(format!("• {}", m.text), style)));
    }
    shown.reverse();
    if shown.is_empty() {
        shown.push(Line::from("no messages yet"));
        used = 1;
    }
    c.framed(
        (inner + 2, used.max(1) + 2),
        " Messages, newest last (m or Esc closes) ".into(),
        Paragraph::new(shown).wrap(Wrap { trim: false }),
    );
}
