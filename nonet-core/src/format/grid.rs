//! The `grid` format: 9 rows of 9 cells per puzzle. A row is 9 whitespace-separated
//! integers 0–9 (NOIP 2009), or 9 digits written together (`.` for a blank), or either of
//! those inside an ASCII frame: `|`, `-`, `+` and `*` are ignored and frame-only lines
//! skipped (.ss/.sdk files). Grids follow each other directly or after blank lines.
//!
//! The row and block readers here are shared with `euler`, whose grids are the same rows
//! under a header.

use super::ParseError;
use crate::cells::CELLS;
use crate::puzzle::{Board, Puzzle};
use crate::text::{digit_value, int_row, Cursor, Line};

/// Characters that draw a frame around or inside a grid.
fn is_frame(c: char, next: Option<char>) -> bool {
    match c {
        '|' | '+' | '*' => true,
        // A minus sign before a digit is part of a (negative, so out-of-range) number.
        '-' => !next.is_some_and(|n| n.is_ascii_digit()),
        _ => false,
    }
}

/// The pieces of a row line: maximal runs of characters that are neither whitespace nor
/// frame, with their byte offsets.
fn pieces<'a>(text: &'a str) -> impl Iterator<Item = (usize, &'a str)> + 'a {
    let mut chars = text.char_indices().peekable();
    std::iter::from_fn(move || {
        let mut start = None;
        while let Some((i, c)) = chars.next() {
            let next = chars.peek().map(|&(_, n)| n);
            let separator = c.is_whitespace() || is_frame(c, next);
            match (start, separator) {
                (None, false) => start = Some(i),
                (Some(s), true) => return Some((s, &text[s..i])),
                _ => {}
            }
        }
        start.map(|s| (s, &text[s..]))
    })
}

fn has_frame(text: &str) -> bool {
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if is_frame(c, chars.peek().copied()) {
            return true;
        }
    }
    false
}

/// How a line reads as part of a grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    Blank,
    /// Only frame characters: a border, skipped.
    Frame,
    /// One character per cell (`003020600`, `..3|.2.|6..`, `. . 3 | . 2 .`), with the count.
    Chars(usize),
    /// Whitespace-separated integers (`7 0 0 9 0 0 0 0 1`), with the count.
    Words(usize),
}

/// A border drawn with dots, colons or quotes as corners (`.-------.-------.`, HoDoKu's
/// print of givens): only frame characters and a run of dashes.
fn dotted_border(text: &str) -> bool {
    text.contains("--")
        && text
            .chars()
            .all(|c| matches!(c, '.' | ':' | '\'' | '-' | '+' | '|' | '*') || c.is_whitespace())
}

pub fn shape(line: &Line) -> Shape {
    if dotted_border(line.text) {
        return Shape::Frame;
    }
    let framed = has_frame(line.text);
    let (mut count, mut chars) = (0usize, 0usize);
    let (mut cell_chars_only, mut all_len3) = (true, true);
    for (_, piece) in pieces(line.text) {
        count += 1;
        let len = piece.chars().count();
        chars += len;
        cell_chars_only &= piece.chars().all(|c| c.is_ascii_digit() || c == '.');
        all_len3 &= len == 3;
    }
    if count == 0 {
        return if framed { Shape::Frame } else { Shape::Blank };
    }
    // Separate numbers are values, even when one of them is too big; digits written
    // together (or in groups of three, or between frame bars) are one per cell.
    if count == 9 && !framed {
        Shape::Words(count)
    } else if cell_chars_only && (count == 1 || framed || all_len3) {
        Shape::Chars(chars)
    } else {
        Shape::Words(count)
    }
}

/// True when the line is a frame or a row of 9 cells: what detection calls a grid line.
pub fn looks_like(line: &Line) -> bool {
    matches!(
        shape(line),
        Shape::Frame | Shape::Chars(9) | Shape::Words(9)
    )
}

/// The 9 cells of a row line.
pub fn row(line: &Line) -> Result<[u8; 9], ParseError> {
    let mut row = [0u8; 9];
    match shape(line) {
        Shape::Chars(count) => {
            let mut n = 0;
            for (at, piece) in pieces(line.text) {
                for (i, c) in piece.char_indices() {
                    if n == 9 {
                        return Err(line.error(
                            at + i,
                            format!("expected 9 cells in a grid row, found {count}"),
                        ));
                    }
                    row[n] = c.to_digit(10).unwrap_or(0) as u8;
                    n += 1;
                }
            }
            if n < 9 {
                return Err(line.error_at_end(format!("expected 9 cells in a grid row, found {n}")));
            }
        }
        _ => {
            let values = int_row(line, pieces(line.text), 9, true, "a grid row")?;
            for (slot, (v, _)) in row.iter_mut().zip(values) {
                *slot = v as u8;
            }
        }
    }
    Ok(row)
}

/// Reads the 9 rows of a grid. `start` is the grid's first line (a row or a top border)
/// and has been consumed already; `what` names the grid in messages ("the grid starting
/// at line 10", "Grid 03 (line 21)"); `stop` recognises a line that cannot be inside a
/// grid (the next header in euler files).
pub fn block(
    cur: &mut Cursor,
    start: Line,
    what: &str,
    stop: impl Fn(&Line) -> bool,
) -> Result<Board, ParseError> {
    let mut board = [0u8; CELLS];
    let mut rows = 0;
    let mut take = |line: &Line, rows: &mut usize| -> Result<(), ParseError> {
        if line.is_comment() || shape(line) == Shape::Frame {
            return Ok(());
        }
        let r = row(line)?;
        board[*rows * 9..*rows * 9 + 9].copy_from_slice(&r);
        *rows += 1;
        Ok(())
    };
    take(&start, &mut rows)?;
    while rows < 9 {
        let Some(line) = cur.peek_line() else {
            return Err(cur.end_error(format!("file ends after {rows} of 9 rows of {what}")));
        };
        if line.is_blank() || stop(&line) {
            return Err(line.error(line.indent(), format!("{what} has only {rows} of 9 rows")));
        }
        cur.next_line();
        take(&line, &mut rows)?;
    }
    // A bottom border belongs to this grid.
    while let Some(line) = cur.peek_line() {
        if shape(&line) != Shape::Frame {
            break;
        }
        cur.next_line();
    }
    Ok(board)
}

pub fn parse(cur: &mut Cursor) -> Result<Vec<Puzzle>, ParseError> {
    let mut out = Vec::new();
    while let Some(start) = cur.next_significant() {
        let what = format!("the grid starting at line {}", start.no);
        out.push(Puzzle::classic(block(cur, start, &what, |_| false)?));
    }
    Ok(out)
}

/// NOIP style: 9 lines of 9 space-separated integers, 0 for a blank.
pub fn render(board: &Board) -> String {
    let mut s = String::with_capacity(CELLS * 2);
    for row in board.chunks(9) {
        for (i, &v) in row.iter().enumerate() {
            if i > 0 {
                s.push(' ');
            }
            s.push((b'0' + digit_value(v)) as char);
        }
        s.push('\n');
    }
    s
}
