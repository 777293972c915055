//! Two framed grids that are written as well as read: `framed`, the ASCII-framed grid
//! (`+-------+` borders, `| 4 . . | . . . | 8 . 5 |` rows), and `ss`, Simple Sudoku's
//! grid (`*-----------*` borders, `|4..|...|8.5|` rows, `|---+---+---|` between bands).
//! Both are read by the grid reader, which passes over any frame, so a file in either
//! (or in any other frame) reads the same; these say how to write one, and detection
//! tells them apart by their borders and rows.

use super::Format;
use crate::puzzle::Board;
use crate::text::{digit_char, Line};

/// `+-------+-------+-------+`: only `+` and `-`, starting and ending with `+`.
fn plus_border(t: &str) -> bool {
    t.len() > 2 && t.starts_with('+') && t.ends_with('+') && t.chars().all(|c| c == '+' || c == '-')
}

/// `*-----------*`.
fn star_border(t: &str) -> bool {
    t.len() > 2
        && t.starts_with('*')
        && t.ends_with('*')
        && t[1..t.len() - 1].chars().all(|c| c == '-')
}

/// `|4..|...|8.5|`: three groups of three cell characters between bars.
fn compact_row(t: &str) -> bool {
    let parts: Vec<&str> = t.split('|').collect();
    parts.len() == 5
        && parts[0].is_empty()
        && parts[4].is_empty()
        && parts[1..4]
            .iter()
            .all(|p| p.chars().count() == 3 && p.chars().all(|c| c.is_ascii_digit() || c == '.'))
}

/// `| 4 . . | . . . | 8 . 5 |`: three groups of three cells, a space between them.
fn spaced_row(t: &str) -> bool {
    let parts: Vec<&str> = t.split('|').collect();
    parts.len() == 5
        && parts[0].is_empty()
        && parts[4].is_empty()
        && parts[1..4].iter().all(|p| {
            let cells: Vec<&str> = p.split_whitespace().collect();
            cells.len() == 3
                && cells
                    .iter()
                    .all(|c| c.len() == 1 && (c.as_bytes()[0].is_ascii_digit() || *c == "."))
        })
}

/// Which of the two framed grids the lines are, by the majority of their borders and rows
/// (so that one damaged line does not change the answer); None for neither.
pub fn style(window: &[Line]) -> Option<Format> {
    let (mut ss, mut framed) = (0, 0);
    for l in window.iter().take(13) {
        let t = l.text.trim();
        if star_border(t) || compact_row(t) || t == "|---+---+---|" {
            ss += 1;
        } else if plus_border(t) || spaced_row(t) {
            framed += 1;
        }
    }
    match (ss, framed) {
        (s, f) if s >= 3 && s > f => Some(Format::Ss),
        (s, f) if f >= 3 && f > s => Some(Format::Framed),
        _ => None,
    }
}

/// The `framed` grid.
pub fn render_framed(board: &Board) -> String {
    let border = "+-------+-------+-------+\n";
    let mut s = String::from(border);
    for (r, row) in board.chunks(9).enumerate() {
        for (c, &v) in row.iter().enumerate() {
            if c % 3 == 0 {
                s.push_str("| ");
            }
            s.push(digit_char(v, '.'));
            s.push(' ');
        }
        s.push_str("|\n");
        if r % 3 == 2 {
            s.push_str(border);
        }
    }
    s
}

/// Simple Sudoku's grid.
pub fn render_ss(board: &Board) -> String {
    let mut s = String::from("*-----------*\n");
    for (r, row) in board.chunks(9).enumerate() {
        for (c, &v) in row.iter().enumerate() {
            if c % 3 == 0 {
                s.push('|');
            }
            s.push(digit_char(v, '.'));
        }
        s.push_str("|\n");
        if r == 2 || r == 5 {
            s.push_str("|---+---+---|\n");
        }
    }
    s.push_str("*-----------*\n");
    s
}
