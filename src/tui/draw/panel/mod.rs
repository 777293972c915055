//! The side panel beside the grid: one paragraph, each section's lines added by its own
//! module.

mod cell;
mod hint;
mod puzzle;
mod regions;
mod score;
mod search;

use puzzle::SPINNER;

use crate::tui::state::{Mode, State};
use crate::tui::theme::Theme;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};
use ratatui::Frame;

/// The side panel, section by section: the puzzle, the selected cell and its houses, the
/// score and status, then the region report, the hint and the search when there are any.
pub fn draw(f: &mut Frame, area: Rect, s: &State, theme: &Theme) {
    let mut lines: Vec<Line> = Vec::new();
    puzzle::title_lines(&mut lines, s, theme);
    // The digits' mask as bits too when the panel has room for both on one line (a house
    // line is an 11-wide label, 9 digits, a space and 9 bits).
    cell::cell_lines(&mut lines, s, theme, area.width >= 30);
    score::score_lines(&mut lines, s, theme, area.width);
    if s.mode == Mode::Regions {
        regions::region_lines(&mut lines, s, theme);
    }
    hint::hint_lines(&mut lines, s, theme, area);
    if let Some(search) = &s.search {
        search::search_lines(&mut lines, search, theme, area);
    }
    // Every section is lines of this one paragraph (the sparkline too), so that wrapped
    // lines push the ones after them down instead of being drawn over.
    let para = Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .style(theme.base());
    f.render_widget(para, area);
}

/// A score with thousands grouped: 2906 → "2,906", -1234 → "-1,234".
fn grouped(n: i64) -> String {
    let digits = n.unsigned_abs().to_string();
    let mut out = String::new();
    if n < 0 {
        out.push('-');
    }
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

/// A run of spans that stays on one line when the panel is wide enough.
type Segment = Vec<Span<'static>>;

/// Segments joined by ` · `, a new line wherever the next would pass `width`.
fn join(lines: &mut Vec<Line>, segments: Vec<Segment>, width: u16) {
    let width = width.max(1) as usize;
    let mut line: Segment = Vec::new();
    let mut used = 0;
    for seg in segments {
        let len: usize = seg.iter().map(|s| s.content.chars().count()).sum();
        if !line.is_empty() && used + 3 + len > width {
            lines.push(Line::from(std::mem::take(&mut line)));
            used = 0;
        }
        if !line.is_empty() {
            line.push(Span::raw(" · "));
            used += 3;
        }
        line.extend(seg);
        used += len;
    }
    if !line.is_empty() {
        lines.push(Line::from(line));
    }
}
