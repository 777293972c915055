//! The `euler` format (Project Euler 96): a header line `Grid NN`, then the 9 rows of a
//! grid (usually 9 digits each, 0 for a blank). The header is kept as the puzzle's name.

use super::grid;
use super::ParseError;
use crate::cells::CELLS;
use crate::printable::escape;
use crate::puzzle::{Board, Puzzle};
use crate::text::{Cursor, Line};

/// A `Grid NN` header (any text may follow the word `Grid`).
pub fn is_header(line: &Line) -> bool {
    let t = line.text.trim_start();
    t.get(..4).is_some_and(|w| w.eq_ignore_ascii_case("grid"))
        && !matches!(t[4..].chars().next(), Some(c) if c.is_alphabetic())
}

pub fn parse(cur: &mut Cursor) -> Result<Vec<Puzzle>, ParseError> {
    let mut out = Vec::new();
    while let Some(header) = cur.next_significant() {
        if !is_header(&header) {
            return Err(header.error(
                header.indent(),
                "expected a 'Grid NN' header before the rows of a grid",
            ));
        }
        let name = header.text.trim();
        let what = format!("{name} (line {})", header.no);
        let Some(first) = cur.next_significant() else {
            return Err(cur.end_error(format!("file ends after 0 of 9 rows of {what}")));
        };
        if is_header(&first) {
            return Err(first.error(first.indent(), format!("{what} has only 0 of 9 rows")));
        }
        let board = grid::block(cur, first, &what, is_header)?;
        out.push(Puzzle::classic(board).with_name(name));
    }
    Ok(out)
}

/// A name usable as a header as it stands, with its control characters escaped (a header
/// read from a file is written back to a terminal: `solve`, `convert`); other names are
/// replaced by `Grid NN`.
fn header(name: Option<&str>, number: usize) -> String {
    let name = name.map(escape);
    match name.as_deref() {
        Some(n) if is_header(&Line { no: 1, text: n }) => n.trim().to_string(),
        _ => format!("Grid {number:02}"),
    }
}

/// The header, then 9 rows of 9 digits. `number` (1-based) names an unnamed puzzle.
pub fn render(board: &Board, name: Option<&str>, number: usize) -> String {
    let mut s = header(name, number);
    s.push('\n');
    for row in board.chunks(9).take(CELLS / 9) {
        s.extend(
            row.iter()
                .map(|&v| (b'0' + crate::text::digit_value(v)) as char),
        );
        s.push('\n');
    }
    s
}
