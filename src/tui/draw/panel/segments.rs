//! Figures in words for a panel of any width: a score with its thousands grouped, and
//! runs of words (segments) joined by ` · ` that break between segments when they can and
//! between words only when a segment alone is wider than the panel (at 80×24 the panel is
//! 24 columns: `best still possible 2,880` is 25).

use ratatui::style::Style;
use ratatui::text::{Line, Span};

/// A score with thousands grouped: 2906 → "2,906", -1234 → "-1,234".
pub(crate) fn grouped(n: i64) -> String {
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

/// A run of spans that stays on one line when the panel is wide enough. One that opens
/// with `(` is a remark on the segment before it: joined to it by a space, not ` · `.
pub(crate) type Segment = Vec<Span<'static>>;

/// Characters on screen (every character the panel writes is one column wide).
fn columns(spans: &[Span]) -> usize {
    spans.iter().map(|s| s.content.chars().count()).sum()
}

/// Segments joined by ` · `, a new line wherever the next would pass `width`. A segment
/// and its remarks stay on one line when they fit on one; a segment wider than `width`
/// is broken between its words, its later lines indented by two.
pub(crate) fn join(lines: &mut Vec<Line>, segments: Vec<Segment>, width: u16) {
    let width = width.max(1) as usize;
    // Each segment with the remarks after it.
    let mut units: Vec<Vec<Segment>> = Vec::new();
    for seg in segments {
        let remark = seg.first().is_some_and(|s| s.content.starts_with('('));
        match units.last_mut() {
            Some(unit) if remark => unit.push(seg),
            _ => units.push(vec![seg]),
        }
    }
    let mut line: Segment = Vec::new();
    for unit in units {
        let len = unit.iter().map(|s| columns(s)).sum::<usize>() + unit.len() - 1;
        if !line.is_empty() && columns(&line) + 3 + len > width {
            lines.push(Line::from(std::mem::take(&mut line)));
        }
        if columns(&line) + 3 + len <= width || (line.is_empty() && len <= width) {
            if !line.is_empty() {
                line.push(Span::raw(" · "));
            }
            for (i, part) in unit.into_iter().enumerate() {
                if i > 0 {
                    line.push(Span::raw(" "));
                }
                line.extend(part);
            }
            continue;
        }
        // Wider than the panel: each part on lines of its own.
        for part in unit {
            if columns(&part) > width {
                lines.extend(wrap_words(part, width).into_iter().map(Line::from));
            } else {
                lines.push(Line::from(part));
            }
        }
    }
    if !line.is_empty() {
        lines.push(Line::from(line));
    }
}

/// One segment broken into lines of at most `width` columns, each style kept, later
/// lines indented by two: its first span (the words) between words, the spans after it
/// (the figure: `≤ 2,880 ⠋`) whole.
fn wrap_words(seg: Segment, width: usize) -> Vec<Segment> {
    let mut pieces: Vec<Span<'static>> = Vec::new();
    for (i, span) in seg.into_iter().enumerate() {
        if i > 0 {
            pieces.push(Span::styled(span.content.trim().to_string(), span.style));
            continue;
        }
        let style: Style = span.style;
        pieces.extend(
            span.content
                .split(' ')
                .filter(|w| !w.is_empty())
                .map(|w| Span::styled(w.to_string(), style)),
        );
    }
    let mut out: Vec<Segment> = Vec::new();
    let mut line: Segment = Vec::new();
    let mut used = 0;
    for piece in pieces {
        let len = piece.content.chars().count();
        if used > 0 && used + 1 + len > width {
            out.push(std::mem::take(&mut line));
            line.push(Span::raw("  "));
            used = 2;
        } else if used > 0 {
            line.push(Span::raw(" "));
            used += 1;
        }
        used += len;
        line.push(piece);
    }
    if !line.is_empty() {
        out.push(line);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(segments: &[&str], width: u16) -> Vec<String> {
        let mut lines = Vec::new();
        let segs = segments
            .iter()
            .map(|t| vec![Span::raw(t.to_string())])
            .collect();
        join(&mut lines, segs, width);
        lines.iter().map(|l| l.to_string()).collect()
    }

    const FIGURES: [&str; 4] = [
        "Target 1,943 so far",
        "best still possible 2,880",
        "optimum 2,906",
        "(your entries cost 26)",
    ];

    #[test]
    fn segments_wrap_between_them_not_inside() {
        assert_eq!(
            texts(&FIGURES, 120),
            ["Target 1,943 so far · best still possible 2,880 · optimum 2,906 (your entries cost 26)"]
        );
        assert_eq!(
            texts(&FIGURES, 41),
            [
                "Target 1,943 so far",
                "best still possible 2,880",
                "optimum 2,906 (your entries cost 26)"
            ]
        );
        assert_eq!(
            texts(&FIGURES, 60),
            [
                "Target 1,943 so far · best still possible 2,880",
                "optimum 2,906 (your entries cost 26)"
            ]
        );
    }

    /// The 80×24 panel: 24 columns.
    #[test]
    fn a_segment_wider_than_the_panel_breaks_between_its_words() {
        assert_eq!(
            texts(&FIGURES, 24),
            [
                "Target 1,943 so far",
                "best still possible",
                "  2,880",
                "optimum 2,906",
                "(your entries cost 26)"
            ]
        );
    }

    /// The figure after the words stays whole: `≤ 2,000` is not cut after `≤`.
    #[test]
    fn the_figure_of_a_segment_stays_whole() {
        let mut lines = Vec::new();
        let seg = vec![Span::raw("best still possible "), Span::raw("≤ 2,000 ⠋")];
        join(&mut lines, vec![seg], 24);
        let texts: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
        assert_eq!(texts, ["best still possible", "  ≤ 2,000 ⠋"]);
    }

    #[test]
    fn thousands_are_grouped() {
        assert_eq!(grouped(2906), "2,906");
        assert_eq!(grouped(-1234567), "-1,234,567");
        assert_eq!(grouped(970), "970");
    }
}
