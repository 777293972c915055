//! The `values` format: one classic puzzle per line as 81 values separated by spaces or
//! by commas (`0 0 3 0 2 0 6 0 0 …`, `0,0,3,0,2,…`), each a digit 1-9 or a blank (`0` or
//! `.`). Text after a `#` is a comment. Written with spaces and `0` for a blank.

use super::ParseError;
use crate::cells::CELLS;
use crate::puzzle::{Board, Puzzle};
use crate::text::{shown, Cursor, Line};

/// The line's fields with their byte offsets, at most `limit` of them (detection looks at
/// a 10 MB line too): split at commas when it has one (each field trimmed, so `1, 2`
/// reads), else at whitespace. Text from a `#` on is a comment.
fn fields<'a>(line: &Line<'a>, limit: usize) -> Vec<(usize, &'a str)> {
    let text = line.text.split('#').next().unwrap_or("");
    let base = line.text.as_ptr() as usize;
    let at = |w: &str| w.as_ptr() as usize - base;
    if text.contains(',') {
        text.split(',')
            .take(limit)
            .map(|f| (at(f.trim()), f.trim()))
            .collect()
    } else {
        text.split_whitespace()
            .take(limit)
            .map(|w| (at(w), w))
            .collect()
    }
}

fn value(field: &str) -> Option<u8> {
    match field {
        "." | "0" => Some(0),
        _ if field.len() == 1 => field.parse().ok(),
        _ => None,
    }
}

pub fn parse(cur: &mut Cursor) -> Result<Vec<Puzzle>, ParseError> {
    let mut out = Vec::new();
    while let Some(line) = cur.next_significant() {
        out.push(Puzzle::classic(board(&line)?));
    }
    Ok(out)
}

fn board(line: &Line) -> Result<Board, ParseError> {
    let fields = fields(line, usize::MAX);
    let mut board = [0u8; CELLS];
    for (i, &(at, field)) in fields.iter().enumerate() {
        if i == CELLS {
            return Err(line.error(
                at,
                format!("expected 81 values on a line, found {}", fields.len()),
            ));
        }
        board[i] = value(field).ok_or_else(|| {
            let what = if field.is_empty() {
                "an empty value".to_string()
            } else {
                format!("{:?} is not a value", shown(field))
            };
            line.error(
                at,
                format!("{what} (expected one digit 1-9, or 0 or '.' for a blank)"),
            )
        })?;
    }
    if fields.len() < CELLS {
        let end = line.text.split('#').next().unwrap_or("").trim_end().len();
        return Err(line.error(
            end,
            format!(
                "expected 81 values on a line, found {} (separated by spaces or commas)",
                fields.len()
            ),
        ));
    }
    Ok(board)
}

/// True when the line is 81 values: what detection calls a values line.
pub fn looks_like(line: &Line) -> bool {
    let fields = fields(line, CELLS + 1);
    fields.len() == CELLS && fields.iter().all(|(_, f)| value(f).is_some())
}

/// True when the line is close to 81 values (a value lost, added or mistyped): detection
/// then picks this format, so that the error speaks of values.
pub fn resembles(line: &Line) -> bool {
    let fields = fields(line, CELLS + 13);
    let good = fields.iter().filter(|(_, f)| value(f).is_some()).count();
    (CELLS - 12..=CELLS + 12).contains(&fields.len()) && good * 10 >= fields.len() * 9
}

pub fn render(board: &Board) -> String {
    let mut s = String::with_capacity(2 * CELLS);
    for (i, &v) in board.iter().enumerate() {
        if i > 0 {
            s.push(' ');
        }
        s.push((b'0' + crate::text::digit_value(v)) as char);
    }
    s.push('\n');
    s
}
