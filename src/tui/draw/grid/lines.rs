//! The grid's lines: box-drawing characters from the region map, heavy between regions
//! and on the border, light inside a region.

use super::{put, put_str, Geometry};
use crate::tui::theme::Theme;
use nonet_core::cells::CELLS;
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

/// Every junction and wall of the grid, in the weights the region map gives them.
pub(super) fn draw_lines(buf: &mut Buffer, g: Geometry, map: &[u8; CELLS], theme: &Theme) {
    let light = theme.base().patch(theme.fg(theme.line));
    let heavy = theme.base().patch(theme.fg(theme.region_line));
    let style = |w: u8| if w == 2 { heavy } else { light };
    let (cw, ch) = (g.cw, g.ch);
    for r in 0..=9usize {
        for c in 0..=9usize {
            // Junction at the top-left corner of cell (r, c).
            let up = if r > 0 { v_edge(map, r - 1, c) } else { 0 };
            let down = if r < 9 { v_edge(map, r, c) } else { 0 };
            let left = if c > 0 { h_edge(map, r, c - 1) } else { 0 };
            let right = if c < 9 { h_edge(map, r, c) } else { 0 };
            let jx = g.x + c as u16 * (cw + 1);
            let jy = g.y + r as u16 * (ch + 1);
            let w = *[up, right, down, left].iter().max().expect("4 arms");
            put(buf, jx, jy, junction([up, right, down, left]), style(w));
            if c < 9 {
                let w = h_edge(map, r, c);
                let line = if w == 2 { '━' } else { '─' };
                put_str(
                    buf,
                    jx + 1,
                    jy,
                    &line.to_string().repeat(cw as usize),
                    style(w),
                );
            }
            if r < 9 {
                let w = v_edge(map, r, c);
                let line = if w == 2 { '┃' } else { '│' };
                for dy in 0..ch {
                    put(buf, jx, jy + 1 + dy, line, style(w));
                }
            }
        }
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
