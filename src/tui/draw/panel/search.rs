//! The panel's search section: what runs and how it stands, its counters, and a target
//! search's best and bound over time as two sparklines.

use crate::tui::draw::text::label;
use crate::tui::state::{Sample, Search};
use crate::tui::theme::Theme;
use ratatui::style::Modifier;
use ratatui::text::{Line, Span};

/// The search: what runs and how it stands, its counters, and a target search's best
/// scores over time.
pub(super) fn search_lines(lines: &mut Vec<Line>, search: &Search, theme: &Theme, width: u16) {
    lines.push(Line::from(""));
    let what = search.title();
    let state = if search.running && search.gate.is_paused() {
        "paused (. steps, Space runs on)".to_string()
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
    lines.push(Line::from(vec![
        Span::styled(what, theme.fg(theme.accent).add_modifier(Modifier::BOLD)),
        Span::raw(format!(" — {state}")),
    ]));
    let p = &search.progress;
    if search.is_target() {
        let best = p.best.map_or("—".into(), |b| b.to_string());
        let bound = p.known_bound().map_or("—".into(), |b| b.to_string());
        let proven = if search.proven { " (proven)" } else { "" };
        let mut spans = vec![
            label("best ", theme),
            Span::raw(format!("{best}{proven}  ")),
            label("bound ", theme),
            Span::raw(bound),
        ];
        if let (Some(b), Some(u), false) = (p.best, p.known_bound(), search.proven) {
            spans.push(label("  gap ", theme));
            spans.push(Span::raw((u - b).max(0).to_string()));
        }
        lines.push(Line::from(spans));
    }
    let secs = p.elapsed.as_secs_f64();
    // A rate over less than a twentieth of a second (or none timed) says nothing.
    let rate = if secs >= 0.05 {
        format!("{}/s", group((p.nodes as f64 / secs) as u64))
    } else {
        "—/s".to_string()
    };
    lines.push(Line::from(vec![
        label("nodes ", theme),
        Span::raw(format!("{}  ", group(p.nodes))),
        label("", theme),
        Span::raw(rate),
    ]));
    lines.push(Line::from(vec![
        label("elapsed ", theme),
        Span::raw(format!("{secs:.1}s")),
    ]));
    if search.is_target() {
        chart_lines(lines, &search.history, theme, width);
    }
}

/// Best and bound over time as two sparklines on one scale, so that the space between
/// them is the gap closing; each is labelled, so they read apart without colours too.
/// Two lines and no more (no scale line): at 64×21 the panel has no row to spare, and
/// the figures above them already give the lines' ends.
fn chart_lines(lines: &mut Vec<Line>, history: &[Sample], theme: &Theme, width: u16) {
    const LABELS: [&str; 2] = ["best  ", "bound "];
    let room = (width as usize).saturating_sub(LABELS[0].chars().count());
    let bests = history.iter().map(|x| x.best);
    let (Some(lo), Some(hi)) = (
        bests.clone().min(),
        bests.chain(history.iter().filter_map(|x| x.bound)).max(),
    ) else {
        return;
    };
    if room == 0 {
        return;
    }
    let best: Vec<Option<i64>> = history.iter().map(|x| Some(x.best)).collect();
    let bound: Vec<Option<i64>> = history.iter().map(|x| x.bound).collect();
    for ((name, values), colour) in LABELS
        .into_iter()
        .zip([best, bound])
        .zip([theme.accent, theme.hint_elim])
    {
        lines.push(Line::from(vec![
            label(name, theme),
            Span::styled(sparkline(&values, (lo, hi), room), theme.fg(colour)),
        ]));
    }
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

/// 1234567 → "1,234,567".
fn group(n: u64) -> String {
    let s = n.to_string();
    let mut out = String::new();
    for (i, ch) in s.chars().enumerate() {
        if i > 0 && (s.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
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
