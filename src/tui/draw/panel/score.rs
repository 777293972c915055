//! The panel's score section: the grid's score, the live bound, and the status check.

use crate::tui::draw::label;
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
    let status_style = match s.status {
        Status::Clashing | Status::None => theme.error_style(),
        _ => Style::default(),
    };
    lines.push(Line::from(vec![
        label("Status ", theme),
        Span::styled(s.status.text(), status_style),
    ]));
}
