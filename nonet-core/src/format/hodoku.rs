//! The `hodoku` format: HoDoKu's library lines, one position a line, as HoDoKu copies a
//! position ("Copy library format") and keeps its step libraries:
//!
//! ```text
//! :0000:x:4+63..5..7...:137 139 259::
//! ```
//!
//! The fields after the leading `:` are a technique code and its digits (`0000` and `x`
//! for a plain position; not needed here and not checked), the 81 cells (a digit is a
//! given, `+` before a digit marks one the player placed, `.` or `0` a blank), then the
//! candidates deleted from open cells beyond what the placed digits remove, each written
//! `drc` (digit, row, column: `137` is 1 in r3c7), separated by spaces. Further fields
//! (HoDoKu's expected eliminations and placements) are passed over. A line without
//! deletions is a plain puzzle; with them, every open cell holds its candidates less the
//! deleted ones, as pencil marks.

use super::position;
use super::{Document, ParseError};
use crate::cells::{cell_name, Digits, CELLS};
use crate::puzzle::Puzzle;
use crate::text::{shown, Cursor, Line};

/// True when the line is a library line: it starts with `:` and has the fields up to the
/// cells (three more colons).
pub fn looks_like(line: &Line) -> bool {
    line.text.trim_start().starts_with(':') && line.text.matches(':').count() >= 3
}

/// The fields between colons, with their byte offsets; the text before the first colon
/// is not one.
fn fields<'a>(line: &Line<'a>) -> Vec<(usize, &'a str)> {
    let text = line.text;
    let base = text.as_ptr() as usize;
    text.split(':')
        .skip(1)
        .map(|f| (f.as_ptr() as usize - base, f))
        .collect()
}

pub fn parse_documents(cur: &mut Cursor) -> Result<Vec<Document>, ParseError> {
    let mut out = Vec::new();
    while let Some(line) = cur.next_significant() {
        out.push(document(&line)?);
    }
    Ok(out)
}

fn document(line: &Line) -> Result<Document, ParseError> {
    if !line.text.trim_start().starts_with(':') {
        return Err(line.error(
            line.indent(),
            "a HoDoKu library line starts with ':' (as in :0000:x:<81 cells>:<deleted candidates>::)",
        ));
    }
    let fields = fields(line);
    let Some(&cells) = fields.get(2) else {
        return Err(line.error_at_end(format!(
            "a HoDoKu library line has the fields :code:digits:cells:deletions:, this one has {}",
            fields.len()
        )));
    };
    let mut doc = Document::new(Puzzle::classic([0; CELLS]));
    read_cells(line, cells, &mut doc)?;
    if let Some(&deletions) = fields.get(3) {
        delete(line, deletions, &mut doc)?;
    }
    Ok(doc)
}

fn read_cells(
    line: &Line,
    (at, text): (usize, &str),
    doc: &mut Document,
) -> Result<(), ParseError> {
    let mut n = 0;
    let mut placed = false;
    for (i, c) in text.char_indices() {
        let value = match c {
            '+' if !placed => {
                placed = true;
                continue;
            }
            '1'..='9' => c as u8 - b'0',
            '.' | '0' if !placed => 0,
            _ => {
                let expected = if placed {
                    "a digit 1-9 after '+'"
                } else {
                    "1-9, '+' and a digit, or '.' for a blank"
                };
                return Err(line.error(
                    at + i,
                    format!("unexpected character {c:?} in the cells (expected {expected})"),
                ));
            }
        };
        if n == CELLS {
            return Err(line.error(at + i, "more than 81 cells"));
        }
        if placed {
            doc.grid.entries[n] = value;
        } else {
            doc.grid.puzzle.givens[n] = value;
        }
        placed = false;
        n += 1;
    }
    if n < CELLS || placed {
        return Err(line.error(
            at + text.len(),
            format!("the cells field has {n} cells, a puzzle has 81"),
        ));
    }
    Ok(())
}

/// Applies the deleted candidates: every open cell gets its candidates less them.
fn delete(line: &Line, (at, text): (usize, &str), doc: &mut Document) -> Result<(), ParseError> {
    let words: Vec<(usize, &str)> = text
        .split_whitespace()
        .map(|w| (at + (w.as_ptr() as usize - text.as_ptr() as usize), w))
        .collect();
    if words.is_empty() {
        return Ok(());
    }
    let mut marks: [Digits; CELLS] = std::array::from_fn(|c| doc.grid.candidates(c));
    // Where the last deletion of each cell is written, for a cell left with nothing.
    let mut last = [0usize; CELLS];
    for &(w_at, word) in &words {
        let b = word.as_bytes();
        let ok = b.len() == 3 && b.iter().all(|d| (b'1'..=b'9').contains(d));
        if !ok {
            return Err(line.error(
                w_at,
                format!(
                    "{:?} is not a deleted candidate (digit, row and column, as 537 for 5 in r3c7)",
                    shown(word)
                ),
            ));
        }
        let (d, cell) = (
            b[0] - b'0',
            usize::from(b[1] - b'1') * 9 + usize::from(b[2] - b'1'),
        );
        if doc.grid.value(cell) != 0 {
            return Err(line.error(
                w_at,
                format!(
                    "{} holds a placed digit; only an open cell's candidates are deleted",
                    cell_name(cell)
                ),
            ));
        }
        marks[cell].remove(d);
        last[cell] = w_at;
    }
    for c in 0..CELLS {
        if doc.grid.value(c) != 0 {
            continue;
        }
        if marks[c].is_empty() {
            return Err(line.error(
                last[c],
                format!("{}: the deletions leave no candidate", cell_name(c)),
            ));
        }
        doc.grid.marks[c] = marks[c];
    }
    Ok(())
}

/// A plain position's library line: `:0000:x:`, the cells, the deleted candidates, `::`.
/// A deletion is a candidate of an open cell that no placed peer rules out and the
/// position does not hold.
pub fn render(doc: &Document) -> String {
    let g = &doc.grid;
    let mut s = String::from(":0000:x:");
    for c in 0..CELLS {
        match (g.puzzle.givens[c], g.value(c)) {
            (0, 0) => s.push('.'),
            (0, v) => {
                s.push('+');
                s.push((b'0' + v) as char);
            }
            (v, _) => s.push((b'0' + v.min(9)) as char),
        }
    }
    s.push(':');
    let sets = position::of(doc);
    let mut first = true;
    for c in (0..CELLS).filter(|&c| g.value(c) == 0) {
        for d in g.candidates(c).iter().filter(|&d| !sets[c].contains(d)) {
            if !first {
                s.push(' ');
            }
            first = false;
            s.push_str(&format!("{d}{}{}", c / 9 + 1, c % 9 + 1));
        }
    }
    s.push_str("::\n");
    s
}
