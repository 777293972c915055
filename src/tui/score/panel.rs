//! The panel's score section: the target score in words, the status check, and with
//! them the entry costs (`$`) and the score hint (`B`).
//!
//! In target play (a puzzle with weights or several fillings) three figures:
//! `Target 1,943 so far · best still possible 2,880 · optimum 2,906 (your entries cost 26)`,
//! the best still possible shown as a bound with a spinner while its proof runs, never an
//! older grid's figure. A plain sudoku gets `Target score 970 · best still possible ≤ 2,869`
//! (the quick bound). While a target search shows its fill on the grid, the score is the
//! fill's.

use crate::tui::draw::panel::segments::{grouped, join, Segment};
use crate::tui::draw::text::{label, SPINNER};
use crate::tui::score::{describe, ScoreHint};
use crate::tui::state::{State, Status};
use crate::tui::theme::Theme;
use nonet_core::cells::{cell_name, cell_names};
use nonet_core::maximize::Still;
use ratatui::style::Style;
use ratatui::text::{Line, Span};

/// The score in words, the costs and the score hint, and the status check's answer.
pub(crate) fn score_lines(lines: &mut Vec<Line>, s: &State, theme: &Theme, width: u16) {
    let segments = figures(s, theme, width);
    join(lines, segments, width);
    if s.score.show_costs {
        cost_lines(lines, s, theme, width);
    }
    hint_lines(lines, s, theme);
    if !s.show_status {
        lines.push(Line::from(vec![
            label("Status ", theme),
            Span::raw(s.keyed("not checked ({count} counts solutions)")),
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

/// The figures as segments: the score so far, the best still possible, the optimum.
fn figures(s: &State, theme: &Theme, width: u16) -> Vec<Segment> {
    if let Some(fill) = s.unproven_fill() {
        // The grid shows the search's fill, dimmed: its score is the one to read.
        let score = s.weights.score(fill);
        return vec![vec![
            label("Target ", theme),
            Span::raw(grouped(score)),
            Span::raw(" in the search's fill"),
        ]];
    }
    let so_far = grouped(s.weights.score(&s.grid.board()));
    let spinner = || SPINNER[s.score.frame % SPINNER.len()];
    let quick = match (s.bound, s.status) {
        (Some(b), _) => Some(grouped(b)),
        (None, Status::Checking) => Some("…".to_string()),
        (None, _) => None,
    };
    let best_segment = |text: String| vec![label("best still possible ", theme), Span::raw(text)];
    if !s.target_play() {
        // A plain sudoku: the bound, unless it would take a row from a shown hint's
        // lines (at 80×24 the panel is 24 columns wide: it goes under the score).
        let mut out = vec![vec![label("Target score ", theme), Span::raw(so_far)]];
        let bound = quick.map(|b| best_segment(format!("≤ {b}")));
        let columns = |seg: &Segment| seg.iter().map(|x| x.content.chars().count()).sum();
        let used: usize = columns(&out[0]) + 3 + bound.as_ref().map_or(0, columns);
        let hint_shown = s.hint != crate::tui::hints::HintStage::Off;
        out.extend(bound.filter(|_| used <= width as usize || !hint_shown));
        return out;
    }
    let mut out = vec![vec![
        label("Target ", theme),
        Span::raw(format!("{so_far} so far")),
    ]];
    let key = s.score.key.as_ref();
    let optimum = key
        .and_then(|k| s.score.facts_for(k))
        .map(|f| f.optimum.as_ref().map(|o| o.0));
    let optimum_segment = || match optimum {
        Some(Some(o)) => vec![label("optimum ", theme), Span::raw(grouped(o))],
        _ => vec![],
    };
    match s.score.explanation() {
        Some(x) => match &x.still {
            Still::Best { score, .. } => {
                out.push(best_segment(grouped(*score)));
                // No entries, nothing they cost: the two figures say it.
                out.push(optimum_segment());
                if let Some(c) = x.cost().filter(|_| !x.entries().is_empty()) {
                    out.push(vec![Span::raw(format!(
                        "(your entries cost {})",
                        grouped(c)
                    ))]);
                }
            }
            Still::NoFilling { restore } if restore.is_empty() => out.push(vec![Span::styled(
                "no filling: the givens cannot be completed",
                theme.error_style(),
            )]),
            Still::NoFilling { restore } => {
                out.push(vec![Span::styled(
                    format!(
                        "no filling keeps your entries: clearing {} restores one",
                        cell_names(restore.iter().copied())
                    ),
                    theme.error_style(),
                )]);
                out.push(optimum_segment());
            }
        },
        // A target search on the panel gives its own bound: two bounds side by side read
        // as a puzzle, so the proof shows only its spinner.
        None if s.search.as_ref().is_some_and(|x| x.is_target()) => {
            if s.score.busy() {
                out[0].push(Span::raw(format!(" {}", spinner())));
            }
        }
        None if s.score.busy() => {
            // The proof runs: the quick bound, a spinner, and the optimum (the puzzle's,
            // which an edit of the entries leaves as it was).
            let bound = quick.unwrap_or_else(|| "…".into());
            out.push(best_segment(format!("≤ {bound} {}", spinner())));
            out.push(optimum_segment());
        }
        None => out.extend(quick.map(|b| best_segment(format!("≤ {b}")))),
    }
    out.retain(|seg| !seg.is_empty());
    out
}

/// `$`: the entries that cost points, most costly first.
fn cost_lines(lines: &mut Vec<Line>, s: &State, theme: &Theme, width: u16) {
    let Some(x) = s.score.explanation() else {
        let why = if s.score.busy() {
            "being proved…"
        } else {
            "none for a plain sudoku"
        };
        lines.push(Line::from(vec![
            label("Entry costs ", theme),
            Span::raw(why),
        ]));
        return;
    };
    let mut costly: Vec<_> = x.entries().iter().filter(|e| e.cost > 0).collect();
    costly.sort_by_key(|e| std::cmp::Reverse(e.cost));
    if costly.is_empty() {
        let none = match x.still {
            Still::Best { .. } => "none: each entry is in some best filling",
            Still::NoFilling { .. } => "none until a filling keeps your entries",
        };
        lines.push(Line::from(vec![
            label("Entry costs ", theme),
            Span::raw(none),
        ]));
        return;
    }
    // Most costly first, the order saying so.
    lines.push(Line::from(label("Costly entries:", theme)));
    let mut segments = Vec::new();
    for e in costly {
        segments.push(vec![Span::styled(
            format!(
                "{} = {} costs {}",
                cell_name(e.cell),
                e.digit,
                grouped(e.cost)
            ),
            theme.error_style(),
        )]);
    }
    join(lines, segments, width);
}

/// The score hint: the cell named, or its digit and why once shown.
fn hint_lines(lines: &mut Vec<Line>, s: &State, theme: &Theme) {
    let text = match &s.score.hint {
        ScoreHint::Off => return,
        ScoreHint::Finding { .. } => format!(
            "{} looking for a placement that keeps the best",
            SPINNER[s.score.frame % SPINNER.len()]
        ),
        ScoreHint::Named(p) => format!(
            "a digit in {} keeps the best still possible ({} shows it)",
            cell_name(p.cell),
            s.key("score-hint")
        ),
        ScoreHint::Shown(p) => format!("{} ({} places it)", describe(p), s.key("score-hint")),
    };
    lines.push(Line::from(vec![
        label("Score hint ", theme),
        Span::styled(text, theme.fg(theme.hint_place)),
    ]));
}
