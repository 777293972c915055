//! The `line` format: one classic puzzle per line, its first 81 characters, blanks as
//! `.`, `0`, `_`, `x`, `*` or `-`. Comments (`#`) and blank lines are skipped, text after
//! the 81st character is ignored, and a line `end` stops reading (POJ 3074). A region map
//! after the cells (a jigsaw line) is refused rather than ignored: its regions would be lost.

use super::jigsaw;
use super::ParseError;
use crate::cells::CELLS;
use crate::puzzle::{Board, Puzzle};
use crate::text::{cell_char, digit_char, Cursor, Line, BLANKS};

pub fn parse(cur: &mut Cursor) -> Result<Vec<Puzzle>, ParseError> {
    let mut out = Vec::new();
    while let Some(line) = cur.next_significant() {
        if is_end(&line) {
            break;
        }
        let (givens, end) = board(&line)?;
        // A comma after the cells starts a second CSV column: reading the puzzle alone
        // would drop it without a word (a solution, a rating).
        if line.text[end..].starts_with(',') {
            return Err(line.error(
                end,
                "a comma after the 81 cells: a second column, and no header line to say \
                 what it holds; nonet reads a CSV's columns by their names (a first line \
                 such as `puzzle,solution`), so add one, or keep only the puzzles",
            ));
        }
        // Detection reads the first puzzle only, so a jigsaw line later in a classic file
        // comes here; reading its cells alone would solve it on 3×3 boxes.
        if jigsaw::looks_like(&line, None) || jigsaw::looks_damaged(&line, None) {
            let at = line.words().nth(1).map_or(0, |(at, _)| at);
            return Err(line.error(
                at,
                "a region map follows the cells: this is a jigsaw puzzle in a file read as \
                 classic lines (from its first puzzle), and its regions would be lost; keep \
                 jigsaw puzzles in a file of their own, or read it with --from jigsaw",
            ));
        }
        out.push(Puzzle::classic(givens));
    }
    Ok(out)
}

/// The POJ 3074 terminator.
pub fn is_end(line: &Line) -> bool {
    line.text.trim().eq_ignore_ascii_case("end")
}

/// The 81 cells at the start of a line (after any indentation), and the byte offset just
/// past them.
fn board(line: &Line) -> Result<(Board, usize), ParseError> {
    let start = line.indent();
    let mut board = [0u8; CELLS];
    let mut n = 0;
    // Where the cells stop, when the line has fewer than 81.
    let mut end = line.text.len();
    for (i, c) in line.text[start..].char_indices().take(CELLS) {
        let at = start + i;
        end = at + c.len_utf8();
        match cell_char(c) {
            Some(v) => board[n] = v,
            None if c.is_whitespace() || c == '#' => {
                end = at;
                break;
            }
            None => {
                return Err(line.error(
                    at,
                    format!("unexpected character {c:?} (expected 1-9 or a blank: {BLANKS})"),
                ))
            }
        }
        n += 1;
    }
    if n < CELLS {
        return Err(line.error(end, format!("line has {n} cells, a puzzle line needs 81")));
    }
    Ok((board, end))
}

/// True when the line starts with 81 cell characters: what detection calls a line puzzle.
pub fn looks_like(line: &Line) -> bool {
    board(line).is_ok()
}

pub fn render(board: &Board) -> String {
    let mut s: String = board.iter().map(|&v| digit_char(v, '.')).collect();
    s.push('\n');
    s
}
