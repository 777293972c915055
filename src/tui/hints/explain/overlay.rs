//! The whole step (`i`): the rows `hints::explain` lays out, from the scroll position on,
//! in a box as tall as the screen above the status lines; chains in Eureka notation with
//! their links in the grid's two styles, and under the box where the rows are and the
//! keys that move them.

use crate::tui::draw::overlay::canvas::Canvas;
use crate::tui::draw::text::label;
use crate::tui::hints::chain;
use crate::tui::hints::explain::{self, Kind, Row};
use crate::tui::hints::HintStep;
use crate::tui::theme::Theme;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph};

pub(crate) fn draw(c: &mut Canvas, step: &HintStep, scroll: usize) {
    let theme = c.theme;
    let screen = (c.area.width, c.area.height);
    let (w, h) = explain::frame(screen);
    let rows = explain::rows(step, explain::text_width(screen));
    let visible = explain::visible(screen);
    // Update keeps the scroll within the rows; a resize since may have shortened them.
    let first = scroll.min(rows.len().saturating_sub(visible));
    let shown: Vec<Line> = rows
        .iter()
        .skip(first)
        .take(visible)
        .map(|r| row_line(r, theme))
        .collect();
    let last = (first + visible).min(rows.len());
    let mut bottom = vec![Span::raw(format!(
        " rows {}–{last} of {} ",
        first + 1,
        rows.len()
    ))];
    if !step.chains.is_empty() || step.reasons.iter().any(|r| !r.branches.is_empty()) {
        bottom.extend([
            Span::styled("=", theme.chain_strong_style()),
            Span::raw(" strong "),
            Span::styled("-", theme.chain_weak_style()),
            Span::raw(" weak "),
        ]);
    }
    let block = Block::default()
        .borders(Borders::ALL)
        .title(Line::from(vec![
            Span::raw(" "),
            label(step.technique.name(), theme),
            Span::raw(", the whole step "),
        ]))
        .title_bottom(Line::from(bottom))
        .style(theme.base())
        .border_style(theme.fg(theme.accent));
    // As tall as the rows need, up to the frame: a short step leaves the grid's lower
    // part in sight.
    let h = h.min(rows.len() as u16 + 2).min(c.area.height);
    let r = Rect::new(
        c.area.x + (c.area.width - w.min(c.area.width)) / 2,
        c.area.y,
        w.min(c.area.width),
        h,
    );
    let inner = Rect::new(
        r.x + 2,
        r.y + 1,
        r.width.saturating_sub(4),
        r.height.saturating_sub(2),
    );
    c.clear(r);
    c.f.render_widget(block, r);
    c.f.render_widget(Paragraph::new(shown).style(theme.base()), inner);
}

/// A row's spans: its indent, the words as they are, a chain's links styled.
fn row_line(row: &Row, theme: &Theme) -> Line<'static> {
    let mut spans = vec![Span::raw(" ".repeat(row.indent))];
    for (text, kind) in &row.pieces {
        match kind {
            Kind::Words => spans.push(Span::raw(text.clone())),
            Kind::Chain => spans.extend(chain::eureka_line(text, theme).spans),
        }
    }
    Line::from(spans)
}
