//! The panel's hint section: a spinner while the step search runs; the technique; once
//! the hint is shown, its explanation as the core's short lines (what the pattern is, why
//! it works, what it places or removes), a chain step's chain in Eureka notation, the key
//! to the whole step, and which candidates the hint worked from.

use crate::tui::draw::text::{label, SPINNER};
use crate::tui::hints::chain;
use crate::tui::hints::explain::wrap_text;
use crate::tui::hints::HintStep;
use crate::tui::state::State;
use crate::tui::theme::Theme;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};

/// The hint's technique, and once it is shown on the grid its short lines, the chain
/// drawn (the branch, of how many) and the key to the whole step (`key`, as bound).
pub(crate) fn hint_lines(
    lines: &mut Vec<Line>,
    s: &State,
    theme: &Theme,
    area: Rect,
    key: Option<&str>,
) {
    if let Some(search) = &s.step_search {
        // The step search runs on the solver thread: a spinner until it answers.
        let frame = SPINNER[search.ticks % SPINNER.len()];
        lines.push(Line::from(""));
        lines.push(Line::from(vec![
            label("Hint ", theme),
            Span::raw(format!("{frame} searching…")),
        ]));
        lines.push(Line::from(s.keyed("{back} stops it")));
        return;
    }
    let Some(step) = s.hint.step() else {
        return;
    };
    lines.push(Line::from(""));
    lines.push(Line::from(vec![
        label("Hint ", theme),
        Span::styled(step.technique.name(), theme.fg(theme.hint_pattern)),
    ]));
    let from = Line::from(vec![label("From ", theme), Span::raw(s.candidates_used())]);
    let Some(shown) = s.hint.shown() else {
        lines.push(from);
        return;
    };
    let width = area.width.max(1) as usize;
    // Lines wrap in a narrow panel (24 columns at 80×24): count the rows they take.
    // Below the section: "From" and nothing else.
    let rows = |l: &Line| l.width().div_ceil(width).max(1);
    let used: usize = lines.iter().map(rows).sum();
    let room = (area.height as usize).saturating_sub(used + rows(&from));
    let body = Body::new(shown, s, width);
    lines.extend(body.lay_out(room, key, theme));
    lines.push(from);
}

/// What the section shows of a shown step, wrapped to the panel's width.
struct Body {
    width: usize,
    /// Each short line, wrapped; the last is what the step places or removes.
    short: Vec<Vec<String>>,
    /// The chain drawn: its branch, how many, and its Eureka text wrapped.
    chain: Option<(usize, usize, Vec<String>)>,
    /// The keys to the next branch and to walk the chain, as bound.
    keys: (String, String),
    /// Whether the whole step says more than the short lines and the chain drawn.
    has_more: bool,
}

impl Body {
    fn new(step: &HintStep, s: &State, width: usize) -> Body {
        Body {
            width,
            short: step.lines().iter().map(|l| wrap_text(l, width)).collect(),
            chain: s
                .hint
                .shown_chain()
                .map(|(c, i, n)| (i, n, wrap_text(&c.eureka, width))),
            keys: (s.key("next-branch"), s.key("walk-chain")),
            // The panel draws one chain: more is another chain, an inner net, a second
            // reason or a reason's own chains.
            has_more: step.chains.len() > 1
                || step.chains.iter().any(|c| !c.inner.is_empty())
                || step.reasons.len() > 1
                || step.reasons.iter().any(|r| !r.branches.is_empty()),
        }
    }

    /// The lines in `room` rows. What does not fit is cut, most needed kept: what the
    /// step does (the last short line), the chain's header (the legend of its drawing,
    /// and which branch), then the pattern and why (cut with `…`), then the chain's
    /// Eureka text; the last line then names the key to the rest.
    fn lay_out(self, room: usize, key: Option<&str>, theme: &Theme) -> Vec<Line<'static>> {
        let short_rows: usize = self.short.iter().map(Vec::len).sum();
        // The header wraps in a narrow panel: its rows, counted as the paragraph wraps.
        let header_rows = self.header(theme).len();
        let eureka_rows = self.chain.as_ref().map_or(0, |(_, _, e)| e.len());
        let key_line = |text: &str| -> Option<Line<'static>> {
            key.map(|k| Line::from(vec![label(k, theme), Span::raw(format!(" {text}"))]))
        };
        let mut out: Vec<Line> = Vec::new();
        if short_rows + header_rows + eureka_rows + usize::from(self.has_more) <= room {
            out.extend(self.short.iter().flatten().map(|l| Line::from(l.clone())));
            out.extend(self.chain_lines(eureka_rows, theme));
            if self.has_more {
                out.extend(key_line("the whole step"));
            }
            return out;
        }
        // Something is cut: the last row names the key to the rest.
        let avail = room.saturating_sub(1);
        let (before, does) = self.short.split_at(self.short.len() - 1);
        let does: Vec<String> = does[0].clone();
        let before: Vec<String> = before.iter().flatten().cloned().collect();
        let for_does = does.len().min(avail);
        let for_header = if avail - for_does >= header_rows {
            header_rows
        } else {
            0
        };
        let for_before = (avail - for_does - for_header).min(before.len());
        let for_eureka = avail - for_does - for_header - for_before;
        let w = self.width;
        out.extend(clip(before, for_before, w).into_iter().map(Line::from));
        out.extend(clip(does, for_does, w).into_iter().map(Line::from));
        if for_header > 0 {
            out.extend(self.chain_lines(for_eureka, theme));
        }
        out.extend(key_line("shows the rest"));
        out
    }

    /// The chain's header lines; none without a chain.
    fn header(&self, theme: &Theme) -> Vec<Line<'static>> {
        let Some((index, count, _)) = &self.chain else {
            return Vec::new();
        };
        let keys = (self.keys.0.as_str(), self.keys.1.as_str());
        chain::header((*index, *count), keys, theme, self.width as u16)
    }

    /// The chain's header and at most `rows` rows of its Eureka text (cut with `…`).
    fn chain_lines(&self, rows: usize, theme: &Theme) -> Vec<Line<'static>> {
        let Some((_, _, eureka)) = &self.chain else {
            return Vec::new();
        };
        let mut out = self.header(theme);
        for text in clip(eureka.clone(), rows, self.width) {
            out.push(chain::eureka_line(&text, theme));
        }
        out
    }
}

/// The first `rows` of `lines` (each at most `width` wide), the last of them ending in
/// `…` when some are left out.
fn clip(mut lines: Vec<String>, rows: usize, width: usize) -> Vec<String> {
    if lines.len() > rows {
        lines.truncate(rows);
        if let Some(last) = lines.last_mut() {
            let kept: String = last.chars().take(width.saturating_sub(1)).collect();
            *last = format!("{kept}…");
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clipped_lines_end_with_an_ellipsis() {
        let lines = wrap_text("(8)r5c2-(8=1)r4c3-(1=9)r4c1-(9)r6c2", 16);
        let clipped = clip(lines.clone(), 2, 16);
        assert_eq!(clipped, vec!["(8)r5c2-(8=", "1)r4c3-(1=…"]);
        assert_eq!(clip(lines.clone(), 5, 16), lines);
        assert!(clip(lines, 0, 16).is_empty());
        let full = clip(vec!["abcd".into(), "efgh".into()], 1, 4);
        assert_eq!(full, vec!["abc…"]);
    }
}
