//! The `walls` format (HDU 4069 squiggly sudoku): a count T, then T blocks of 9 rows of 9
//! integers 0–255. Each value is the cell's digit (low 4 bits, 0 for a blank) plus its
//! walls: 16 up, 32 right, 64 down, 128 left. Blank lines between blocks are allowed.

use super::{shared_layout, ParseError};
use crate::cells::CELLS;
use crate::layout::Layout;
use crate::puzzle::{Board, Puzzle};
use crate::text::{digit_value, int_row, parse_uint, shown, Cursor, Line, NumberError};

/// The value of the count line: a single unsigned integer. 0 is refused unless
/// `zero_is_fine` (a judge's test with no case).
pub fn count(line: &Line, zero_is_fine: bool) -> Result<u64, ParseError> {
    let mut words = line.words();
    let Some((at, word)) = words.next() else {
        return Err(line.error_at_end("expected the number of cases T"));
    };
    let t = match parse_uint(word) {
        Ok(t) => t,
        Err(NumberError::BadChar(i, c)) => {
            return Err(line.error(
                at + i,
                format!("unexpected character {c:?} in the number of cases T"),
            ))
        }
    };
    if let Some((at2, _)) = words.next() {
        let found = 2 + words.count();
        return Err(line.error(
            at2,
            format!(
                "expected the number of cases T alone on line {}, found {found} values",
                line.no
            ),
        ));
    }
    // Leading zeros add nothing: `0000000000000000001` is 1, as `01` is.
    if word.trim_start_matches('0').len() > 18 {
        return Err(line.error(
            at,
            format!("the number of cases T = {} is too large", shown(word)),
        ));
    }
    if t == 0 && !zero_is_fine {
        return Err(line.error(at, format!("T = {} announces no puzzle", shown(word))));
    }
    Ok(t)
}

/// True when the line is a plausible count: one integer of at most 6 digits (leading
/// zeros aside).
pub fn looks_like_count(line: &Line) -> bool {
    let mut words = line.words();
    matches!(words.next(), Some((_, w)) if !w.is_empty()
        && w.trim_start_matches('0').len() <= 6
        && w.bytes().all(|b| b.is_ascii_digit()))
        && words.next().is_none()
}

/// True when the line is a row of a walls block: 9 integers up to 255, at least 3 of them
/// above 9 (they carry walls; a grid row has single digits).
pub fn row_like(line: &Line) -> bool {
    let words: Vec<&str> = line.words().map(|(_, w)| w).take(10).collect();
    // A pencil-mark row is 9 numbers too, but each a set of increasing digits 1-9 (`139`);
    // walls values mostly are not (`144`, `80`, `208`).
    let set_like = |w: &&str| {
        let b = w.as_bytes();
        !b.contains(&b'0') && b.windows(2).all(|p| p[0] < p[1])
    };
    words.len() == 9
        && words
            .iter()
            .all(|w| w.len() <= 3 && w.bytes().all(|b| b.is_ascii_digit()))
        && words
            .iter()
            .filter(|w| w.parse::<u16>().is_ok_and(|v| v > 9))
            .count()
            >= 3
        && words.iter().filter(|w| set_like(w)).count() < 7
}

/// True when the first lines are walls rows, though the count above them is missing or
/// damaged.
pub fn resembles(window: &[Line]) -> bool {
    window.iter().take(2).any(row_like)
}

/// Reads the count and its blocks; `T = 0` only when `none_is_fine`.
pub fn parse(cur: &mut Cursor, none_is_fine: bool) -> Result<Vec<Puzzle>, ParseError> {
    blocks(cur, &mut None, none_is_fine, true)
}

/// What reading a walls input a part at a time carries from one part to the next: the
/// count T, its line, and how many blocks have been read.
#[derive(Clone, Copy, Debug)]
pub struct Count {
    t: u64,
    line: usize,
    read: u64,
}

/// Reads the blocks of one part of a walls input, the count first when `count` is not
/// known yet (the first part). `at_end`: the part ends the input, so fewer blocks than T
/// is an error. Parts read in turn give what [`parse`] gives of the whole.
pub fn blocks(
    cur: &mut Cursor,
    count: &mut Option<Count>,
    none_is_fine: bool,
    at_end: bool,
) -> Result<Vec<Puzzle>, ParseError> {
    let mut out = Vec::new();
    let c = match count {
        Some(c) => c,
        None => {
            let Some(first) = cur.next_significant() else {
                return Ok(out);
            };
            let t = self::count(&first, none_is_fine)?;
            count.insert(Count {
                t,
                line: first.no,
                read: 0,
            })
        }
    };
    // T comes from the input: never preallocate by it.
    while let Some(start) = cur.next_significant() {
        if c.read == c.t {
            return Err(start.error(
                start.indent(),
                format!(
                    "unexpected data after the {} blocks announced by T on line {}",
                    c.t, c.line
                ),
            ));
        }
        c.read += 1;
        out.push(block(cur, start, c.read)?);
    }
    if at_end && c.read < c.t {
        return Err(cur.end_error(format!(
            "the input ends after {} blocks, but T = {} on line {} announces {}",
            c.read, c.t, c.line, c.t
        )));
    }
    Ok(out)
}

/// One block of 9 rows; `start` is its first row (already consumed), `k` its number.
fn block(cur: &mut Cursor, start: Line, k: u64) -> Result<Puzzle, ParseError> {
    let what = format!("block {k} (starting at line {})", start.no);
    let mut givens = [0u8; CELLS];
    let mut walls = [0u8; CELLS];
    // Where each cell's value was read, for errors the layout finds later.
    let mut lines = [start; 9];
    let mut offsets = [0usize; CELLS];
    for (r, slot) in lines.iter_mut().enumerate() {
        let line = if r == 0 {
            start
        } else {
            match cur.next_significant() {
                Some(line) => line,
                None => {
                    return Err(cur.end_error(format!("file ends after {r} of 9 rows of {what}")))
                }
            }
        };
        *slot = line;
        let values = int_row(&line, line.words(), 255, false, "a walls row")?;
        for (c, (v, at)) in values.into_iter().enumerate() {
            let cell = r * 9 + c;
            let digit = v & 15;
            if digit > 9 {
                return Err(line.error(
                    at,
                    format!(
                        "value {v} holds digit {digit} in its low 4 bits (walls {}): the digit must be 0-9",
                        v - digit
                    ),
                ));
            }
            givens[cell] = digit as u8;
            walls[cell] = v as u8;
            offsets[cell] = at;
        }
    }
    let layout = Layout::from_walls(&walls).map_err(|e| {
        let message = format!("invalid walls in {what}: {e}");
        match e.cell() {
            Some(c) => lines[c / 9].error(offsets[c], message),
            None => start.error(start.indent(), message),
        }
    })?;
    Ok(Puzzle::new(shared_layout(layout), givens))
}

/// One block: each cell's digit plus its walls, 9 values per row.
pub(super) fn render_block(p: &Puzzle, board: &Board, out: &mut String) {
    let walls = p.layout.walls();
    for r in 0..9 {
        let row: Vec<String> = (0..9)
            .map(|c| {
                let cell = r * 9 + c;
                (digit_value(board[cell]) | walls[cell]).to_string()
            })
            .collect();
        out.push_str(&row.join(" "));
        out.push('\n');
    }
}

/// T, then the blocks of `boards` (each on its puzzle's layout), a blank line between.
pub fn render<'a>(items: impl ExactSizeIterator<Item = (&'a Puzzle, &'a Board)>) -> String {
    let mut s = format!("{}\n", items.len());
    for (i, (p, board)) in items.enumerate() {
        if i > 0 {
            s.push('\n');
        }
        render_block(p, board, &mut s);
    }
    s
}

#[cfg(test)]
mod tests {
    use crate::format::{parse, parse_cases, render_all, Format};
    use crate::puzzle::Puzzle;

    #[test]
    fn leading_zeros_do_not_make_a_count_too_large() {
        let text = render_all(&[Puzzle::classic([0; 81])], Format::Walls);
        let block = text.strip_prefix("1\n").unwrap();
        let one = |t: &str| format!("{t}\n{block}");
        for t in ["1", "01", "0000000000000000001"] {
            assert!(parse_cases(&one(t), Format::Walls, "w").is_ok(), "{t}");
        }
        assert_eq!(
            parse(&one("0000000000000000001"), None, "w")
                .map(|p| p.len())
                .ok(),
            parse(&one("1"), None, "w").map(|p| p.len()).ok()
        );
        let e = parse_cases(&one("1234567890123456789"), Format::Walls, "w").unwrap_err();
        assert!(e.message.contains("too large"), "{e}");
    }
}
