//! Over the grid, what the target figures add: each costly entry lit with its cost (`$`),
//! and the cell of a score hint (its digit too once shown, `B`).

use crate::tui::draw::grid::geometry::Geometry;
use crate::tui::draw::grid::put::{put, put_str};
use crate::tui::score::ScoreHint;
use crate::tui::state::State;
use crate::tui::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::style::{Modifier, Style};

/// Small raised digits, for a cost in the smallest grid's 3-wide cells.
const RAISED: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];

/// The costly entries and the score hint, drawn over the finished grid.
pub fn draw(buf: &mut Buffer, g: Geometry, s: &State, theme: &Theme) {
    if s.score.show_costs {
        let lit = theme.error_style().add_modifier(Modifier::REVERSED);
        let entries = s.score.explanation().map_or(&[][..], |x| x.entries());
        for e in entries.iter().filter(|e| e.cost > 0) {
            restyle(buf, g, e.cell, lit);
            let (x, y) = g.cell_origin(e.cell);
            if g.cw >= 5 {
                // The cell's bottom right holds the loss (`-4`), clear of the digit.
                let room = g.cw as usize;
                let mut text = format!("-{}", e.cost);
                if text.len() > room {
                    text = format!("-{}+", "9".repeat(room - 2));
                }
                put_str(
                    buf,
                    x + (room - text.len()) as u16,
                    y + g.ch - 1,
                    &text,
                    lit,
                );
            } else {
                // One column to the digit's right: the cost as a raised digit, `⁺` past 9.
                let mark = usize::try_from(e.cost)
                    .ok()
                    .and_then(|c| RAISED.get(c).copied())
                    .unwrap_or('⁺');
                put(buf, x + g.cw - 1, y, mark, lit);
            }
        }
    }
    let (cell, digit) = match &s.score.hint {
        ScoreHint::Named(p) => (p.cell, None),
        ScoreHint::Shown(p) => (p.cell, Some(p.digit)),
        _ => return,
    };
    restyle(buf, g, cell, theme.hint_cell_style());
    if let Some(d) = digit {
        // The digit alone in the cell, where a placed digit goes: no candidate beside it
        // to be read with it.
        let (x, y) = g.cell_origin(cell);
        for dy in 0..g.ch {
            put_str(
                buf,
                x,
                y + dy,
                &" ".repeat(g.cw as usize),
                theme.hint_cell_style(),
            );
        }
        let (dx, dy) = g.digit_place();
        let style = theme.hint_cell_style().patch(theme.hint_place_style());
        put(buf, x + dx, y + dy, (b'0' + d) as char, style);
    }
}

/// Lays `style` over every character of a cell's inside, keeping what is written there.
fn restyle(buf: &mut Buffer, g: Geometry, cell: usize, style: Style) {
    let (x, y) = g.cell_origin(cell);
    for dy in 0..g.ch {
        for dx in 0..g.cw {
            if let Some(c) = buf.cell_mut((x + dx, y + dy)) {
                let patched = c.style().patch(style);
                c.set_style(patched);
            }
        }
    }
}
