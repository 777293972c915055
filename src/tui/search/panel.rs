//! The panel's search section: what runs and how it stands, its counters, and for a
//! target search what a student of branch and bound watches: which bound holds, the nodes
//! each bound pruned, the depth and the cell branched on, and best, bound and gap over
//! time as sparklines.

use crate::tui::draw::panel::segments::{grouped, join};
use crate::tui::draw::text::label;
use crate::tui::state::{Sample, Search, State};
use crate::tui::theme::Theme;
use nonet_core::cells::cell_name;
use nonet_core::engine::BoundSource;
use ratatui::layout::Rect;
use ratatui::style::Modifier;
use ratatui::text::{Line, Span};

/// Parts of the search section, in the order drawn; `priority` 0 is always drawn, the
/// others while the panel has rows left, 1 first.
struct Part {
    priority: u8,
    lines: Vec<Line<'static>>,
}

/// The search: what runs and how it stands, its counters, and for a target search the
/// bounds at work and the best, bound and gap over time. At 80×24 everything fits; a
/// smaller panel drops the extras (the depth, the bound's source, the pruning counts, the
/// gap's line, in that order) rather than letting the paragraph run off its end.
pub(crate) fn search_lines(
    lines: &mut Vec<Line>,
    s: &State,
    search: &Search,
    theme: &Theme,
    area: Rect,
) {
    let width = area.width.max(1);
    let mut parts = vec![Part {
        priority: 0,
        lines: vec![Line::from(""), title_line(s, search, theme)],
    }];
    let p = &search.progress;
    if search.is_target() {
        let best = p.best.map_or("—".into(), grouped);
        let bound = p.known_bound().map_or("—".into(), grouped);
        let proven = if search.proven { " (proven)" } else { "" };
        let mut figures = vec![
            vec![label("best ", theme), Span::raw(format!("{best}{proven}"))],
            vec![label("bound ", theme), Span::raw(bound)],
        ];
        if let (Some(b), Some(u), false) = (p.best, p.known_bound(), search.proven) {
            figures.push(vec![
                label("gap ", theme),
                Span::raw(grouped((u - b).max(0))),
            ]);
        }
        parts.push(Part {
            priority: 0,
            lines: joined(figures, width),
        });
        parts.extend(bound_parts(search, theme, width));
    }
    let secs = p.elapsed.as_secs_f64();
    // A rate over less than a twentieth of a second (or none timed) says nothing.
    let rate = if secs >= 0.05 {
        format!("{}/s", grouped((p.nodes as f64 / secs) as i64))
    } else {
        "—/s".to_string()
    };
    let counters = vec![
        vec![label("nodes ", theme), Span::raw(grouped(p.nodes as i64))],
        vec![Span::raw(rate)],
        vec![label("elapsed ", theme), Span::raw(format!("{secs:.1}s"))],
    ];
    parts.push(Part {
        priority: 0,
        lines: joined(counters, width),
    });
    if search.is_target() {
        let mut charts = chart_lines(&search.history, theme, width).into_iter();
        parts.push(Part {
            priority: 0,
            lines: charts.by_ref().take(2).collect(),
        });
        parts.push(Part {
            priority: 4,
            lines: charts.collect(),
        });
    }
    let room = (area.height as usize).saturating_sub(rows(lines, width));
    let mut used: usize = parts
        .iter()
        .filter(|p| p.priority == 0)
        .map(|p| rows(&p.lines, width))
        .sum();
    let mut keep: Vec<bool> = parts.iter().map(|p| p.priority == 0).collect();
    for priority in 1..=4 {
        for (i, part) in parts.iter().enumerate() {
            let need = rows(&part.lines, width);
            if part.priority == priority && used + need <= room {
                keep[i] = true;
                used += need;
            }
        }
    }
    for (part, kept) in parts.into_iter().zip(keep) {
        if kept {
            lines.extend(part.lines);
        }
    }
}

/// The rows `lines` take in a panel `width` wide (a long line wraps).
fn rows(lines: &[Line], width: u16) -> usize {
    let width = width.max(1) as usize;
    lines.iter().map(|l| l.width().div_ceil(width).max(1)).sum()
}

/// The search's name and how it stands.
fn title_line(s: &State, search: &Search, theme: &Theme) -> Line<'static> {
    let state = if search.running && search.gate.is_paused() {
        s.keyed("paused ({clear} steps, {pause} runs on)")
    } else if search.running {
        "running".to_string()
    } else {
        let outcome = search.outcome.clone().unwrap_or_else(|| "done".into());
        if search.current {
            outcome
        } else {
            format!("{outcome} (the grid has changed since)")
        }
    };
    Line::from(vec![
        Span::styled(
            search.title(),
            theme.fg(theme.accent).add_modifier(Modifier::BOLD),
        ),
        Span::raw(format!(" — {state}")),
    ])
}

/// What a student of branch and bound watches: how deep the search is and where it
/// branches, where the bound comes from, and how many nodes each bound pruned.
fn bound_parts(search: &Search, theme: &Theme, width: u16) -> Vec<Part> {
    let p = &search.progress;
    let mut parts = Vec::new();
    if let (Some(by), false) = (p.bound_by, search.proven) {
        let source = match by {
            BoundSource::Lp => "the LP relaxation",
            BoundSource::Templates => "digit templates",
            BoundSource::Search => "the search's rounds",
        };
        let line = Line::from(vec![label("bound by ", theme), Span::raw(source)]);
        parts.push(Part {
            priority: 2,
            lines: vec![line],
        });
    }
    let pruned = vec![
        vec![
            label("pruned by LP ", theme),
            Span::raw(grouped(p.pruned_lp as i64)),
        ],
        vec![
            label("templates ", theme),
            Span::raw(grouped(p.pruned_templates as i64)),
        ],
    ];
    let pruned = Part {
        priority: 3,
        lines: joined(pruned, width),
    };
    if search.running {
        let mut depth = vec![vec![label("depth ", theme), Span::raw(p.depth.to_string())]];
        if let Some(cell) = p.cell {
            depth.push(vec![
                label("at ", theme),
                Span::styled(cell_name(cell), theme.hint_cell_style()),
            ]);
        }
        parts.insert(
            0,
            Part {
                priority: 1,
                lines: joined(depth, width),
            },
        );
    }
    // Drawn in this order: depth, bound's source, pruning counts.
    parts.push(pruned);
    parts
}

/// `segments` joined as the panel joins them (see [`join`]).
fn joined(segments: Vec<Vec<Span<'static>>>, width: u16) -> Vec<Line<'static>> {
    let mut out = Vec::new();
    join(&mut out, segments, width);
    out
}

/// Best and bound over time as two sparklines on one scale, so that the space between
/// them is the gap closing, and the gap itself on its own scale under them; each is
/// labelled, so they read apart without colours too. No scale line: the figures above
/// them already give the lines' ends, and at 80×24 the panel has no row to spare.
fn chart_lines(history: &[Sample], theme: &Theme, width: u16) -> Vec<Line<'static>> {
    const LABELS: [&str; 3] = ["best  ", "bound ", "gap   "];
    let room = (width as usize).saturating_sub(LABELS[0].chars().count());
    let bests = history.iter().map(|x| x.best);
    let (Some(lo), Some(hi)) = (
        bests.clone().min(),
        bests.chain(history.iter().filter_map(|x| x.bound)).max(),
    ) else {
        return Vec::new();
    };
    if room == 0 {
        return Vec::new();
    }
    let best: Vec<Option<i64>> = history.iter().map(|x| Some(x.best)).collect();
    let bound: Vec<Option<i64>> = history.iter().map(|x| x.bound).collect();
    let gap: Vec<Option<i64>> = history
        .iter()
        .map(|x| x.bound.map(|b| (b - x.best).max(0)))
        .collect();
    let widest = gap.iter().flatten().copied().max().unwrap_or(0);
    let rows = [(best, (lo, hi)), (bound, (lo, hi)), (gap, (0, widest))];
    LABELS
        .into_iter()
        .zip(rows)
        .zip([theme.accent, theme.hint_elim, theme.text])
        .map(|((name, (values, scale)), colour)| {
            Line::from(vec![
                label(name, theme),
                Span::styled(sparkline(&values, scale, room), theme.fg(colour)),
            ])
        })
        .collect()
}

/// Values as one line of block characters on the scale `lo..=hi`, `width` wide at most:
/// the whole run squeezed in (each column the value at that point of the run), so that
/// the early climb stays visible. A missing value is a blank.
fn sparkline(values: &[Option<i64>], (lo, hi): (i64, i64), width: usize) -> String {
    const BARS: [char; 8] = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];
    let w = width.min(values.len());
    (0..w)
        .map(|i| match values[(i + 1) * values.len() / w - 1] {
            None => ' ',
            Some(v) if hi > lo => {
                // In i128: scores near the ends of i64 must not overflow.
                let level = (v.clamp(lo, hi) as i128 - lo as i128) * 7 / (hi as i128 - lo as i128);
                BARS[(level as usize).min(7)]
            }
            Some(_) => BARS[7],
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sparklines_share_a_scale_and_leave_gaps_blank() {
        let best = [Some(0), Some(50), Some(100)];
        assert_eq!(sparkline(&best, (0, 100), 10), "▁▄█");
        assert_eq!(sparkline(&[None, Some(100)], (0, 100), 10), " █");
        // Squeezed: each column the value at its point of the run.
        assert_eq!(
            sparkline(&[Some(0), Some(0), Some(100), Some(100)], (0, 100), 2),
            "▁█"
        );
        // Scores at the ends of i64 do not overflow.
        assert_eq!(
            sparkline(&[Some(i64::MIN), Some(i64::MAX)], (i64::MIN, i64::MAX), 2),
            "▁█"
        );
        assert_eq!(sparkline(&[Some(7)], (7, 7), 5), "█");
        assert_eq!(sparkline(&[], (0, 1), 5), "");
    }
}
