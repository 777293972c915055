//! Without colours (or on 16), the cursor's houses marked on the grid's frame, where the
//! colours would tint them: its row by `▸` and `◂` on the left and right border, its
//! column by `▾` and `▴` on the top and bottom border, and the rows and columns its box
//! (or jigsaw region, whose walls then show which cells) reaches by a dashed border (`╏`,
//! `╍`). On the frame, not in the cells: a cell's insides already carry the other cues
//! (the cursor reversed, the player's colours and their glyphs, the walls' `▁`, the
//! selected digit's underline), which a mark of the houses there would hide or blur.

use super::geometry::Geometry;
use super::put::put;
use crate::tui::theme::Theme;
use nonet_core::CellSet;
use ratatui::buffer::Buffer;
use ratatui::style::Modifier;

/// The cursor's row on the left and the right border.
pub const ROW_MARKS: [char; 2] = ['▸', '◂'];
/// The cursor's column on the top and the bottom border.
pub const COLUMN_MARKS: [char; 2] = ['▾', '▴'];
/// The left and right border beside the rows the cursor's box reaches: the frame's heavy
/// line, dashed.
pub const BOX_SIDE: char = '╏';
/// The top and bottom border over and under the columns the cursor's box reaches.
pub const BOX_END: char = '╍';

/// The marks of the houses of `cursor`, whose box (or region) is `region`, over the
/// frame's lines: drawn after the lines, before the cells (the compact cell's cue glyph
/// on its top wall goes over a mark on the top border).
pub(super) fn draw(buf: &mut Buffer, g: Geometry, cursor: usize, region: CellSet, theme: &Theme) {
    let (left, right) = (g.line_x(0), g.line_x(9));
    let (top, bottom) = (g.line_y(0), g.line_y(9));
    let span = |of: fn(usize) -> usize| {
        let mut at = region.iter().map(of);
        let first = at.next().unwrap_or(of(cursor));
        at.fold((first, first), |(lo, hi), v| (lo.min(v), hi.max(v)))
    };
    let (r0, r1) = span(|c| c / 9);
    let (c0, c1) = span(|c| c % 9);
    for r in r0..=r1 {
        for dy in 0..g.ch {
            let y = g.row_y(r as u16) + dy;
            dash(buf, (left, y), '┃', BOX_SIDE, theme);
            dash(buf, (right, y), '┃', BOX_SIDE, theme);
        }
    }
    for c in c0..=c1 {
        for dx in 0..g.cw {
            let x = g.line_x(c as u16) + 1 + dx;
            dash(buf, (x, top), '━', BOX_END, theme);
            dash(buf, (x, bottom), '━', BOX_END, theme);
        }
    }
    let (cell_x, cell_y) = g.cell_origin(cursor);
    let (dx, dy) = g.digit_place();
    for (x, y, ch) in [
        (left, cell_y + dy, ROW_MARKS[0]),
        (right, cell_y + dy, ROW_MARKS[1]),
        (cell_x + dx, top, COLUMN_MARKS[0]),
        (cell_x + dx, bottom, COLUMN_MARKS[1]),
    ] {
        mark(buf, (x, y), ch, theme);
    }
}

/// The border's line `line` at `at` as `dashed` (a junction stays as it is).
fn dash(buf: &mut Buffer, at: (u16, u16), line: char, dashed: char, theme: &Theme) {
    if buf
        .cell(at)
        .is_some_and(|spot| spot.symbol() == line.to_string())
    {
        mark(buf, at, dashed, theme);
    }
}

/// `ch` at `at`, on the line's own background, in the text's colour, bold.
fn mark(buf: &mut Buffer, at: (u16, u16), ch: char, theme: &Theme) {
    if let Some(spot) = buf.cell(at) {
        let st = spot
            .style()
            .patch(theme.fg(theme.text))
            .add_modifier(Modifier::BOLD);
        put(buf, at.0, at.1, ch, st);
    }
}
