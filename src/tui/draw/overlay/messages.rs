//! The message log (`m`): the newest messages that fit, oldest first, one of them
//! selected (↑↓); a hint's message is marked `▸`, and Enter opens its whole step.

use super::canvas::Canvas;
use crate::tui::hints::explain::wrap_text;
use crate::tui::state::{Message, State};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;
use std::collections::VecDeque;

pub(super) fn draw(c: &mut Canvas, s: &State, selected: usize) {
    let theme = c.theme;
    let inner = c.area.width.saturating_sub(6).max(1);
    let room = c.area.height.saturating_sub(4).max(1);
    // The newest messages that fit; when the selection is older than those, the ones
    // that fit up to it.
    let newest = s.log.len().saturating_sub(1);
    let mut window = fitting(&s.log, newest, inner, room);
    if selected < window.start {
        window = fitting(&s.log, selected, inner, room);
    }
    let mut used = 0;
    let mut shown: Vec<Line> = Vec::new();
    for i in window {
        let m = &s.log[i];
        // Wrapped here, as the panel's lines are: a list of cells breaks after a comma.
        let rows = wrap_text(&entry(m), inner as usize);
        used += rows.len() as u16;
        let style = if i == selected {
            theme.cursor_style()
        } else if m.error {
            theme.error_style()
        } else {
            Style::default()
        };
        shown.extend(
            rows.into_iter()
                .map(|row| Line::from(Span::styled(row, style))),
        );
    }
    if used > room {
        // One message taller than the overlay (the only way past `room`): its start, and
        // how much is left out, rather than nothing.
        let cut = used - room + 1;
        shown.truncate(room.saturating_sub(1) as usize);
        shown.push(Line::from(format!(
            "… {cut} more {} (a larger terminal shows it whole)",
            if cut == 1 { "line" } else { "lines" }
        )));
        used = room;
    }
    if shown.is_empty() {
        shown.push(Line::from("no messages yet"));
        used = 1;
    }
    c.framed(
        (inner + 2, used.max(1) + 2),
        s.keyed(" Messages, newest last (▸ a hint: {explain} shows it whole; {back} closes) "),
        Paragraph::new(shown),
    );
}

/// A message as the log lists it: a hint's marked `▸`, the others `•`.
fn entry(m: &Message) -> String {
    let mark = if m.step.is_some() { '▸' } else { '•' };
    format!("{mark} {}", m.text)
}

/// The messages that fit in `room` rows ending with message `last`, each wrapped in full;
/// `last` itself always, even when it alone is taller than `room` (it is cut then).
fn fitting(log: &VecDeque<Message>, last: usize, width: u16, room: u16) -> std::ops::Range<usize> {
    if log.is_empty() {
        return 0..0;
    }
    let last = last.min(log.len() - 1);
    let mut used = 0;
    let mut start = last + 1;
    for i in (0..=last).rev() {
        let rows = wrap_text(&entry(&log[i]), width as usize).len() as u16;
        if used + rows > room && i < last {
            break;
        }
        used += rows;
        start = i;
    }
    start..last + 1
}
