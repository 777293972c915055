//! The help overlay (`?`): the keys of the current mode, as the keymap lists them, laid
//! out by [`HelpLayout`] (every description whole; scrolled when it does not fit).

use crate::tui::draw::overlay::canvas::Canvas;
use crate::tui::help::{HelpLayout, FRAMED_WIDTH};
use crate::tui::state::State;
use nonet_core::printable::escape;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph};

pub(crate) fn draw(c: &mut Canvas, s: &State, scroll: usize) {
    let theme = c.theme;
    let area = c.area;
    let layout = HelpLayout::new(s.help.entries(s.mode.context()), (area.width, area.height));
    let scroll = scroll.min(layout.max_scroll());
    let shown = layout.rows.iter().skip(scroll).take(layout.visible);
    let lines: Vec<Line> = shown
        .map(|row| {
            let mut spans = Vec::new();
            for (i, (keys, text)) in row.iter().enumerate() {
                // A left column's text is padded to the column, so the right one lines up.
                let pad = layout.column_width.saturating_sub(keys.chars().count());
                let text = if i + 1 < row.len() {
                    format!("{text:<pad$}")
                } else {
                    text.clone()
                };
                spans.push(Span::styled(keys.clone(), theme.fg(theme.accent)));
                spans.push(Span::raw(text));
            }
            Line::from(spans)
        })
        .collect();
    // The theme's name may be a user file's (`themes/NAME.toml`): drawn escaped.
    let mode = s.mode_name().to_lowercase();
    let theme_name = escape(&theme.name);
    if layout.framed {
        let title = format!(" Keys — {mode} · theme {theme_name} (? closes) ");
        c.framed(
            (FRAMED_WIDTH, lines.len() as u16 + 2),
            title,
            Paragraph::new(lines),
        );
        return;
    }
    // Too low for the frame: the title as a line of its own and no borders, over the
    // whole screen (without a frame, the grid and panel beside it read as part of the
    // help); it says where the rows are when they scroll.
    let more = if layout.max_scroll() > 0 {
        let last = (scroll + layout.visible).min(layout.rows.len());
        format!(
            " · rows {}-{last} of {}, {} scroll",
            scroll + 1,
            layout.rows.len(),
            s.keyed("{scroll-up}{scroll-down}")
        )
    } else {
        String::new()
    };
    let title = format!(" Keys — {mode} · theme {theme_name}{more} (? closes) ");
    let mut all = vec![Line::from(Span::styled(title, theme.fg(theme.accent)))];
    all.extend(lines);
    c.f.render_widget(Clear, area);
    c.f.render_widget(Paragraph::new(all).style(theme.base()), area);
}
