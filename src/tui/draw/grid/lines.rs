//! The grid's lines: box-drawing characters from the region map, heavy between regions
//! and on the border, light inside a region.

use super::geometry::Geometry;
use super::put::{put, put_str};
use crate::tui::theme::Theme;
use nonet_core::cells::CELLS;
use nonet_core::CellSet;
use ratatui::buffer::Buffer;

/// Line weight of one arm of a junction: 0 none, 1 light, 2 heavy.
type Arms = [u8; 4]; // up, right, down, left

/// The box-drawing character for a junction with the given arms.
fn junction(a: Arms) -> char {
    match a {
        [0, 1, 0, 1] => '─',
        [0, 2, 0, 2] => '━',
        [1, 0, 1, 0] => '│',
        [2, 0, 2, 0] => '┃',
        [0, 2, 0, 1] => '╼',
        [0, 1, 0, 2] => '╾',
        [1, 0, 2, 0] => '╽',
        [2, 0, 1, 0] => '╿',
        [0, 1, 1, 0] => '┌',
        [0, 2, 1, 0] => '┍',
        [0, 1, 2, 0] => '┎',
        [0, 2, 2, 0] => '┏',
        [0, 0, 1, 1] => '┐',
        [0, 0, 1, 2] => '┑',
        [0, 0, 2, 1] => '┒',
        [0, 0, 2, 2] => '┓',
        [1, 1, 0, 0] => '└',
        [1, 2, 0, 0] => '┕',
        [2, 1, 0, 0] => '┖',
        [2, 2, 0, 0] => '┗',
        [1, 0, 0, 1] => '┘',
        [1, 0, 0, 2] => '┙',
        [2, 0, 0, 1] => '┚',
        [2, 0, 0, 2] => '┛',
        [1, 1, 1, 0] => '├',
        [1, 2, 1, 0] => '┝',
        [2, 1, 1, 0] => '┞',
        [1, 1, 2, 0] => '┟',
        [2, 1, 2, 0] => '┠',
        [2, 2, 1, 0] => '┡',
        [1, 2, 2, 0] => '┢',
        [2, 2, 2, 0] => '┣',
        [1, 0, 1, 1] => '┤',
        [1, 0, 1, 2] => '┥',
        [2, 0, 1, 1] => '┦',
        [1, 0, 2, 1] => '┧',
        [2, 0, 2, 1] => '┨',
        [2, 0, 1, 2] => '┩',
        [1, 0, 2, 2] => '┪',
        [2, 0, 2, 2] => '┫',
        [0, 1, 1, 1] => '┬',
        [0, 1, 1, 2] => '┭',
        [0, 2, 1, 1] => '┮',
        [0, 2, 1, 2] => '┯',
        [0, 1, 2, 1] => '┰',
        [0, 1, 2, 2] => '┱',
        [0, 2, 2, 1] => '┲',
        [0, 2, 2, 2] => '┳',
        [1, 1, 0, 1] => '┴',
        [1, 1, 0, 2] => '┵',
        [1, 2, 0, 1] => '┶',
        [1, 2, 0, 2] => '┷',
        [2, 1, 0, 1] => '┸',
        [2, 1, 0, 2] => '┹',
        [2, 2, 0, 1] => '┺',
        [2, 2, 0, 2] => '┻',
        [1, 1, 1, 1] => '┼',
        [1, 1, 1, 2] => '┽',
        [1, 2, 1, 1] => '┾',
        [1, 2, 1, 2] => '┿',
        [2, 1, 1, 1] => '╀',
        [1, 1, 2, 1] => '╁',
        [2, 1, 2, 1] => '╂',
        [2, 1, 1, 2] => '╃',
        [2, 2, 1, 1] => '╄',
        [1, 1, 2, 2] => '╅',
        [1, 2, 2, 1] => '╆',
        [2, 2, 1, 2] => '╇',
        [1, 2, 2, 2] => '╈',
        [2, 1, 2, 2] => '╉',
        [2, 2, 2, 1] => '╊',
        [2, 2, 2, 2] => '╋',
        _ => ' ',
    }
}

/// Weight of the horizontal edge above row `r` (0..=9) at column `c`.
fn h_edge(map: &[u8; CELLS], r: usize, c: usize) -> u8 {
    if r == 0 || r == 9 || map[(r - 1) * 9 + c] != map[r * 9 + c] {
        2
    } else {
        1
    }
}

/// Weight of the vertical edge left of column `c` (0..=9) at row `r`.
fn v_edge(map: &[u8; CELLS], r: usize, c: usize) -> u8 {
    if c == 0 || c == 9 || map[r * 9 + c - 1] != map[r * 9 + c] {
        2
    } else {
        1
    }
}

/// Every junction and wall of the grid, in the weights the region map gives them. Where
/// the shape has no line between two rows of cells (inside a band at 80×24), a region's
/// wall there is drawn by [`underline_walls`] instead.
pub(super) fn draw_lines(buf: &mut Buffer, g: Geometry, map: &[u8; CELLS], theme: &Theme) {
    let light = theme.base().patch(theme.fg(theme.line));
    let heavy = theme.base().patch(theme.fg(theme.region_line));
    let style = |w: u8| if w == 2 { heavy } else { light };
    for r in 0..=9usize {
        let line_row = g.line_above(r as u16);
        for c in 0..=9usize {
            let jx = g.line_x(c as u16);
            if line_row {
                // Junction at the top-left corner of cell (r, c), then the wall above it.
                let up = if r > 0 { v_edge(map, r - 1, c) } else { 0 };
                let down = if r < 9 { v_edge(map, r, c) } else { 0 };
                let left = if c > 0 { h_edge(map, r, c - 1) } else { 0 };
                let right = if c < 9 { h_edge(map, r, c) } else { 0 };
                let jy = g.line_y(r as u16);
                let w = *[up, right, down, left].iter().max().expect("4 arms");
                put(buf, jx, jy, junction([up, right, down, left]), style(w));
                if c < 9 {
                    let w = h_edge(map, r, c);
                    let line = if w == 2 { '━' } else { '─' };
                    let run = line.to_string().repeat(g.cw as usize);
                    put_str(buf, jx + 1, jy, &run, style(w));
                }
            }
            if r < 9 {
                let w = v_edge(map, r, c);
                let line = if w == 2 { '┃' } else { '│' };
                let top = g.row_y(r as u16);
                for dy in 0..g.ch {
                    put(buf, jx, top + dy, line, style(w));
                }
            }
        }
    }
}

/// Where the highlights need cues (no colours, or 16), a region's wall drawn as an
/// underline also fills the blanks over it with this heavier line, so that it differs
/// from the light line inside a region by its shape, not only by its colour.
pub(super) const WALL_CUE: char = '▁';

/// Whether a spot of an underlined row shows the line only: a blank, or the wall's glyph.
fn is_blank(symbol: &str) -> bool {
    symbol == " " || symbol.starts_with(WALL_CUE)
}

/// The line between two rows of cells that have no line row between them (inside a band
/// at 80×24): the upper cell's last row underlined, the wall between two such cells too,
/// so that it reads as one thin line. The blanks of that row take the line's colour, as
/// the underline takes theirs: light inside a region, the heavy colour for a region's
/// wall (a jigsaw's), which where cues are needed fills them with [`WALL_CUE`] too.
/// Drawn after the cells, over their styles.
pub(super) fn underline_walls(buf: &mut Buffer, g: Geometry, map: &[u8; CELLS], theme: &Theme) {
    use ratatui::style::Modifier;
    for r in (0..8usize).filter(|&r| !g.line_above(r as u16 + 1)) {
        let y = g.row_y(r as u16) + g.ch - 1;
        for c in 0..9usize {
            let wall = h_edge(map, r + 1, c) == 2;
            let colour = if wall { theme.region_line } else { theme.line };
            // The cell's last row, and the wall right of it unless it is the border.
            let x = g.line_x(c as u16);
            let end = if c < 8 { x + g.cw + 2 } else { x + g.cw + 1 };
            for col in x + 1..end {
                if let Some(spot) = buf.cell_mut((col, y)) {
                    spot.modifier.insert(Modifier::UNDERLINED);
                    if spot.symbol() == " " && wall && theme.cues() {
                        spot.set_char(WALL_CUE);
                    }
                    if is_blank(spot.symbol()) && !theme.mono {
                        spot.fg = colour;
                    }
                }
            }
        }
    }
}

/// The outline of each of the shown hint's houses: their border in double lines
/// (`═`, `║`) in the pattern's colour, bold, so that a house never looks like a region
/// (whose walls are heavy, whose tints the house's tint could pass for on a jigsaw).
/// Where two rows of cells have no line between them, the underline between them takes
/// the colour instead.
pub(super) fn outline_houses(buf: &mut Buffer, g: Geometry, houses: &[CellSet], theme: &Theme) {
    let mark =
        |buf: &mut Buffer, x: u16, y: u16, ch: Option<char>| outline_mark(buf, (x, y), ch, theme);
    for house in houses {
        let inside = |r: i32, c: i32| {
            (0..9).contains(&r) && (0..9).contains(&c) && house.contains((r * 9 + c) as usize)
        };
        for cell in house.iter() {
            let (r, c) = ((cell / 9) as i32, (cell % 9) as i32);
            // The walls above and below the cell (row `edge` is the line above row `edge`).
            for (edge, other) in [(r, r - 1), (r + 1, r + 1)] {
                if inside(other, c) {
                    continue;
                }
                let (edge, x) = (edge as u16, g.line_x(c as u16));
                if g.line_above(edge) {
                    let y = g.line_y(edge);
                    mark(buf, x, y, None);
                    mark(buf, x + g.cw + 1, y, None);
                    for dx in 1..=g.cw {
                        mark(buf, x + dx, y, Some('═'));
                    }
                } else {
                    // The underline of the row above the edge shows in its blanks' colour.
                    let y = g.row_y(edge - 1) + g.ch - 1;
                    for dx in 1..=g.cw {
                        if buf
                            .cell((x + dx, y))
                            .is_some_and(|spot| is_blank(spot.symbol()))
                        {
                            mark(buf, x + dx, y, None);
                        }
                    }
                }
            }
            // The walls left and right of the cell.
            for (edge, other) in [(c, c - 1), (c + 1, c + 1)] {
                if inside(r, other) {
                    continue;
                }
                let x = g.line_x(edge as u16);
                let top = g.row_y(r as u16);
                for dy in 0..g.ch {
                    mark(buf, x, top + dy, Some('║'));
                }
                for end in [r as u16, r as u16 + 1] {
                    if g.line_above(end) {
                        mark(buf, x, g.line_y(end), None);
                    }
                }
            }
        }
    }
}

/// One character of a house's outline: `ch` in its place (or what is there), in the
/// pattern's colour, bold.
fn outline_mark(buf: &mut Buffer, at: (u16, u16), ch: Option<char>, theme: &Theme) {
    if let Some(spot) = buf.cell_mut(at) {
        if let Some(ch) = ch {
            spot.set_char(ch);
        }
        if !theme.mono {
            spot.fg = theme.hint_pattern;
        }
        spot.modifier.insert(ratatui::style::Modifier::BOLD);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn junctions_cover_every_combination_used() {
        for a in 0..3u8 {
            for b in 0..3u8 {
                for c in 0..3u8 {
                    for d in 0..3u8 {
                        let arms = [a, b, c, d];
                        let n = arms.iter().filter(|&&x| x > 0).count();
                        if n >= 2 {
                            assert_ne!(junction(arms), ' ', "{arms:?}");
                        }
                    }
                }
            }
        }
    }
}
