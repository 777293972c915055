//! The `sdk` format (SadMan Software's Sudoku, also read by SudoCue): a `[Puzzle]` line,
//! then the 9 rows of the grid, 9 characters each (a digit, or `.` for a blank; `0` is read
//! as a blank too). Header lines `#A…` (author), `#D…` and the like are comments here. The
//! other sections SadMan writes (`[State]`, `[PencilMarks]`, `[Colours]`, …) are skipped to
//! the next section. A file may hold several `[Puzzle]` sections; 9 bare rows without one
//! (SudoCue's `.sdk`) are read as a puzzle too.

use super::ParseError;
use crate::cells::CELLS;
use crate::puzzle::{Board, Puzzle};
use crate::text::{cell_char, Cursor, Line};

/// The section a `[Name]` line opens, if the line is one.
pub(super) fn section<'a>(line: &Line<'a>) -> Option<&'a str> {
    line.text
        .trim()
        .strip_prefix('[')
        .and_then(|t| t.strip_suffix(']'))
}

pub(super) fn is_puzzle(name: &str) -> bool {
    name.trim().eq_ignore_ascii_case("puzzle")
}

/// True when the lines hold a `[Puzzle]` section, or start with a section line.
pub fn looks_like(window: &[Line]) -> bool {
    window.first().is_some_and(|l| section(l).is_some())
        || window.iter().any(|l| section(l).is_some_and(is_puzzle))
}

pub fn parse(cur: &mut Cursor) -> Result<Vec<Puzzle>, ParseError> {
    let mut out = Vec::new();
    while let Some(line) = cur.next_significant() {
        match section(&line) {
            Some(name) if is_puzzle(name) => {
                let Some(first) = cur.next_significant() else {
                    return Err(cur.end_error("the [Puzzle] section ends before its 9 rows"));
                };
                out.push(Puzzle::classic(rows(cur, first)?));
            }
            // Another section: its lines are not the puzzle's.
            Some(_) => {
                while cur
                    .peek_significant()
                    .is_some_and(|l| section(&l).is_none())
                {
                    cur.next_significant();
                }
            }
            None => out.push(Puzzle::classic(rows(cur, line)?)),
        }
    }
    Ok(out)
}

/// The 9 rows of a grid, `first` (already read) the first of them.
fn rows(cur: &mut Cursor, first: Line) -> Result<Board, ParseError> {
    let mut board = [0u8; CELLS];
    let mut line = first;
    for r in 0..9 {
        if r > 0 {
            line = match cur.peek_significant() {
                Some(l) if section(&l).is_none() => {
                    cur.next_significant();
                    l
                }
                Some(l) => {
                    return Err(l.error(
                        l.indent(),
                        format!("the [Puzzle] section has only {r} of 9 rows"),
                    ))
                }
                None => {
                    return Err(
                        cur.end_error(format!("the [Puzzle] section ends after {r} of 9 rows"))
                    )
                }
            };
        }
        if section(&line).is_some() {
            return Err(line.error(
                line.indent(),
                format!("the [Puzzle] section has only {r} of 9 rows"),
            ));
        }
        row(&line, r, &mut board)?;
    }
    Ok(board)
}

fn row(line: &Line, r: usize, board: &mut Board) -> Result<(), ParseError> {
    let mut n = 0;
    for (at, c) in line.significant_chars() {
        let v = cell_char(c).filter(|_| c.is_ascii_digit() || c == '.');
        let Some(v) = v else {
            return Err(line.error(
                at,
                format!("unexpected character {c:?} in a [Puzzle] row (expected 1-9, or '.' for a blank)"),
            ));
        };
        if n == 9 {
            return Err(line.error(at, "a [Puzzle] row has 9 cells; this one has more"));
        }
        board[r * 9 + n] = v;
        n += 1;
    }
    if n < 9 {
        return Err(line.error_at_end(format!("a [Puzzle] row has 9 cells; this one has {n}")));
    }
    Ok(())
}

/// A `[Puzzle]` section: the header line, then 9 rows.
pub fn render(board: &Board) -> String {
    let mut s = String::from("[Puzzle]\n");
    for row in board.chunks(9) {
        s.extend(row.iter().map(|&v| crate::text::digit_char(v, '.')));
        s.push('\n');
    }
    s
}
