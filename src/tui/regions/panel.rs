//! The panel's region section (region mode): each region's size and whether it is in
//! one piece, and whether the draft can be accepted.

use crate::tui::draw::text::label;
use crate::tui::state::State;
use crate::tui::theme::Theme;
use nonet_core::layout::region_report;
use ratatui::style::Style;
use ratatui::text::{Line, Span};

/// Region mode: each region's size and whether it is in one piece, and whether the draft
/// can be accepted.
pub(crate) fn region_lines(lines: &mut Vec<Line>, s: &State, theme: &Theme) {
    lines.push(Line::from(""));
    lines.push(Line::from(label("Regions (size, in one piece)", theme)));
    let report = region_report(&s.region_map());
    let mut spans = Vec::new();
    for (i, region) in report.iter().enumerate() {
        let text = format!(
            "{}:{}{} ",
            (b'A' + region.id % 26) as char,
            region.size,
            if region.in_one_piece { "" } else { "✂" }
        );
        spans.push(Span::styled(
            text,
            if region.is_valid() {
                Style::default()
            } else {
                theme.error_style()
            },
        ));
        if i % 5 == 4 {
            lines.push(Line::from(std::mem::take(&mut spans)));
        }
    }
    if !spans.is_empty() {
        lines.push(Line::from(spans));
    }
    let valid = report.len() == 9 && report.iter().all(|region| region.is_valid());
    lines.push(if valid {
        Line::from(s.keyed("valid: {accept-regions} accepts, {back} discards"))
    } else {
        Line::from(Span::styled(
            s.keyed("invalid: fix it or {back} discards"),
            theme.error_style(),
        ))
    });
}
