//! The help overlay (`?`): the keys of the current mode, as the keymap lists them.

use super::canvas::Canvas;
use crate::tui::keymap::Keymap;
use crate::tui::state::State;
use nonet_core::printable::escape;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph};

pub(super) fn draw(c: &mut Canvas, s: &State, km: &Keymap) {
    let theme = c.theme;
    let area = c.area;
    let entries = km.help(s.mode.context());
    let lines: Vec<Line> = entries
        .iter()
        .map(|(k, h)| {
            Line::from(vec![
                Span::styled(format!("{k:>7} "), theme.fg(theme.accent)),
                Span::raw(*h),
            ])
        })
        .collect();
    // The theme's name may be a user file's (`themes/NAME.toml`): drawn escaped.
    let title = format!(
        " Keys — {} · theme {} (? closes) ",
        s.mode_name().to_lowercase(),
        escape(&theme.name)
    );
    if lines.len() as u16 + 2 <= area.height {
        c.framed((56, lines.len() as u16 + 2), title, Paragraph::new(lines));
        return;
    }
    // Too low for the frame: the title as a line of its own and no borders, so that the
    // last keys are not cut off, over the whole screen (without a frame, the grid and
    // panel beside it read as part of the help). When even that is too low, the keys
    // flow into two columns.
    let mut all = vec![Line::from(Span::styled(title, theme.fg(theme.accent)))];
    let rows = area.height.saturating_sub(1) as usize;
    if lines.len() <= rows {
        all.extend(lines);
    } else {
        let col = (area.width / 2) as usize;
        let cut = |(k, h): &(&str, &str)| -> String {
            format!("{k:>7} {h}").chars().take(col - 1).collect()
        };
        let half = entries.len().div_ceil(2);
        for i in 0..half {
            let left = cut(&entries[i]);
            let mut spans = vec![Span::raw(format!("{left:<col$}"))];
            if let Some(e) = entries.get(half + i) {
                spans.push(Span::raw(cut(e)));
            }
            all.push(Line::from(spans));
        }
    }
    c.f.render_widget(Clear, area);
    c.f.render_widget(Paragraph::new(all).style(theme.base()), area);
}
