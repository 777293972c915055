//! The panel's score section: the grid's score, the live bound, and the status check.

use crate::tui::draw::text::label;
use crate::tui::state::{Search, State, Status};
use crate::tui::theme::Theme;
use ratatui::style::Style;
use ratatui::text::{Line, Span};

/// The score of the grid as it is, the live bound, and the status check's answer.
pub(super) fn score_lines(lines: &mut Vec<Line>, s: &State, theme: &Theme) {
    let g = &s.grid;
    let score = s.weights.score(&g.board());
    let mut spans = vec![label("Score ", theme), Span::raw(format!("{score}"))];
    // A target search shows its own bound; two bounds side by side read as a puzzle.
    let searching_target = s.search.as_ref().is_some_and(Search::is_target);
    if !searching_target {
        let bound = match (s.bound, s.status) {
            (Some(b), _) => b.to_string(),
            (None, Status::Checking) => "…".into(),
            (None, _) => "—".into(),
        };
        spans.push(label("  at most ", theme));
        spans.push(Span::raw(bound));
    }
    lines.push(Line::from(spans));
    if !s.show_status {
        lines.push(Line::from(vec![
            label("Status ", theme),
            Span::raw("not checked (c counts solutions)"),
        ]));
        return;
    }
    // Marks that contradict themselves are said as such, whatever the count of the
    // placed digits' solutions says (a clash is said by the status).
    let contradiction = s.contradiction().filter(|_| s.status != Status::Clashing);
    let status_style = match (s.status, &contradiction) {
        (_, Some(_)) | (Status::Clashing | Status::None, _) => theme.error_style(),
        _ => Style::default(),
    };
    let text = contradiction.map_or_else(|| s.status.text().to_string(), |e| e.to_string());
    lines.push(Line::from(vec![
        label("Status ", theme),
        Span::styled(text, status_style),
    ]));
}
