//! The new-game dialog: variant, level and symmetry, each changed with ←→. The selected
//! row is marked by a glyph (`▸`) as well as by colour, and the keys under them break
//! between phrases to fit the box.

use crate::tui::draw::overlay::canvas::Canvas;
use crate::tui::draw::panel::segments::join;
use crate::tui::draw::text::label;
use crate::tui::game::NewGame;
use crate::tui::state::State;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

/// The box's width, borders included.
const WIDTH: u16 = 40;

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
            let (mark, value) = if i == game.row {
                ("▸", Span::styled(text, theme.cursor_style()))
            } else {
                (" ", Span::raw(text))
            };
            Line::from(vec![label(&format!(" {mark} {name:<9}"), theme), value])
        })
        .collect();
    lines.push(Line::from(""));
    let keys = [
        "{row-up}{row-down} row",
        "{value-down}{value-up} change",
        "{generate} generates",
        "{back} cancels",
    ]
    .map(|k| vec![Span::styled(s.keyed(k), theme.dim_style())]);
    let mut footer = Vec::new();
    join(&mut footer, keys.into(), WIDTH - 4);
    for mut line in footer {
        line.spans.insert(0, Span::raw(" "));
        lines.push(line);
    }
    let height = lines.len() as u16 + 2;
    c.framed((WIDTH, height), " New game ".into(), Paragraph::new(lines));
}
