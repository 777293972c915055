//! The new-game dialog: variant, level and symmetry, each changed with ←→.

use crate::tui::draw::overlay::canvas::Canvas;
use crate::tui::draw::text::label;
use crate::tui::game::NewGame;
use crate::tui::state::State;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

pub(crate) fn draw(c: &mut Canvas, s: &State, game: &NewGame) {
    let theme = c.theme;
    let rows = [
        (
            "Variant",
            if game.jigsaw { "jigsaw" } else { "classic" }.to_string(),
        ),
        ("Level", game.level.name().to_string()),
        (
            "Symmetry",
            if game.symmetric {
                "180° rotation"
            } else {
                "none"
            }
            .to_string(),
        ),
    ];
    let mut lines: Vec<Line> = rows
        .iter()
        .enumerate()
        .map(|(i, (name, value))| {
            let text = format!("‹ {value:^13} ›");
            let value = if i == game.row {
                Span::styled(text, theme.cursor_style())
            } else {
                Span::raw(text)
            };
            Line::from(vec![label(&format!(" {name:<9}"), theme), value])
        })
        .collect();
    lines.push(Line::from(""));
    lines.push(Line::from(Span::styled(
        s.keyed(" {row-up}{row-down} row · {value-down}{value-up} change · {generate} generates · {back}"),
        theme.dim_style(),
    )));
    let height = lines.len() as u16 + 2;
    c.framed((46, height), " New game ".into(), Paragraph::new(lines));
}
