//! The panel's hint section: the technique, the explanation once the hint is shown, a
//! chain step's chain in Eureka notation, and which candidates the hint worked from.

use crate::tui::draw::{chain, label};
use crate::tui::state::State;
use crate::tui::theme::Theme;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};

/// The hint's technique, and its explanation once it is shown on the grid; a chain
/// step's chain in Eureka notation under it (the branch drawn, of how many).
pub(super) fn hint_lines(lines: &mut Vec<Line>, s: &State, theme: &Theme, area: Rect) {
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
    let Some((chain, index, count)) = s.hint.shown_chain() else {
        lines.push(Line::from(shown.explanation.clone()));
        lines.push(from);
        return;
    };
    // A forcing step's explanation holds every branch's chain, and chains run long: both
    // texts are wrapped here and cut with an ellipsis to the rows the panel has left
    // (below them: the header, "From" and nothing else), the chain drawn keeping at
    // least half of them.
    let width = area.width.max(1) as usize;
    let header = chain::header(index, count, theme);
    // Lines wrap in a narrow panel (24 columns at 80×24): count the rows they take.
    let rows = |l: &Line| l.width().div_ceil(width).max(1);
    let used: usize = lines.iter().map(rows).sum();
    let room = (area.height as usize).saturating_sub(used + 1 + rows(&header));
    let explanation = wrap_text(&shown.explanation, width);
    let eureka = wrap_text(&chain.eureka, width);
    let (expl_rows, chain_rows) = if explanation.len() + eureka.len() <= room {
        (explanation.len(), eureka.len())
    } else {
        let chain_rows = eureka
            .len()
            .min((room / 2).max(room.saturating_sub(explanation.len())))
            .max(1);
        (room.saturating_sub(chain_rows).max(1), chain_rows)
    };
    for text in clip(explanation, expl_rows, width) {
        lines.push(Line::from(text));
    }
    lines.push(header);
    for text in clip(eureka, chain_rows, width) {
        lines.push(chain::eureka_line(&text, theme));
    }
    lines.push(from);
}

/// `text` in lines of at most `width` characters, broken after a space, a link
/// (`=`, `-`) or `;` in a line's second half where there is one, else anywhere.
fn wrap_text(text: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let mut rest: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    while rest.len() > width {
        // A space may sit just past the line's end (it is dropped); a link ends the line.
        let cut = (width / 2..=width)
            .rev()
            .find(|&i| rest[i] == ' ' || (i < width && matches!(rest[i], '=' | '-' | ';')))
            .map_or(width, |i| i + 1);
        let line: String = rest.drain(..cut).collect();
        out.push(line.trim_end().to_string());
        while rest.first() == Some(&' ') {
            rest.remove(0);
        }
    }
    if !rest.is_empty() || out.is_empty() {
        out.push(rest.into_iter().collect());
    }
    out
}

/// The first `rows` of `lines`, the last of them ending in `…` when some are left out.
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
    fn eureka_text_wraps_after_links_and_is_clipped_with_an_ellipsis() {
        let lines = wrap_text("(8)r5c2-(8=1)r4c3-(1=9)r4c1-(9)r6c2", 16);
        assert_eq!(lines, vec!["(8)r5c2-(8=", "1)r4c3-(1=", "9)r4c1-(9)r6c2"]);
        assert!(lines.iter().all(|l| l.chars().count() <= 16));
        assert_eq!(
            wrap_text("in row 4, 7 fits", 9),
            vec!["in row 4,", "7 fits"]
        );
        assert_eq!(wrap_text("", 9), vec![""]);
        assert_eq!(wrap_text("abcdefghij", 4), vec!["abcd", "efgh", "ij"]);
        let clipped = clip(lines.clone(), 2, 16);
        assert_eq!(clipped, vec!["(8)r5c2-(8=", "1)r4c3-(1=…"]);
        assert_eq!(clip(lines.clone(), 5, 16), lines);
    }
}
