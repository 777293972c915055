//! The `sdx` format (SudoCue's saved progress): a line per row, a space between cells. A
//! given is its digit; a digit the player placed is `u` and the digit; an open cell is its
//! candidates written together (`1579`). So unlike `pm`, it tells givens from the player's
//! digits. An open cell left with one candidate cannot be told from a given, so it is
//! written as placed (`u`). Several grids follow each other, blank lines between them.

use super::position;
use super::{Document, ParseError};
use crate::cells::CELLS;
use crate::puzzle::Puzzle;
use crate::text::{Cursor, Line};

/// The cells of a row: whitespace-separated words with their byte offsets.
fn tokens<'a>(line: &Line<'a>) -> Vec<(usize, &'a str)> {
    line.words().collect()
}

/// The first 12 cells of a row, enough for detection to count to 11 (a 10 MB line is
/// not split whole).
fn first_tokens<'a>(line: &Line<'a>) -> Vec<(usize, &'a str)> {
    line.words().take(12).collect()
}

fn is_placed(word: &str) -> bool {
    let b = word.as_bytes();
    b.len() == 2 && (b[0] == b'u' || b[0] == b'U') && (b'1'..=b'9').contains(&b[1])
}

fn is_cell(word: &str) -> bool {
    is_placed(word) || (!word.is_empty() && word.bytes().all(|b| (b'1'..=b'9').contains(&b)))
}

/// True when the lines from the first of `window` on are 9 rows of 9 sdx cells with at
/// least one placed by the player (without one, the grid is a `pm` grid).
pub fn looks_like(window: &[Line]) -> bool {
    window.len() >= 9
        && window[..9].iter().all(|l| {
            let t = first_tokens(l);
            t.len() == 9 && t.iter().all(|(_, w)| is_cell(w))
        })
        && window[..9]
            .iter()
            .any(|l| first_tokens(l).iter().any(|(_, w)| is_placed(w)))
}

/// True when most of the first lines are rows of about 9 cells and some cell is `u`
/// and a digit: a damaged sdx grid.
pub fn resembles(window: &[Line]) -> bool {
    let rows = window
        .iter()
        .take(10)
        .filter(|l| (7..=11).contains(&first_tokens(l).len()));
    let mut placed = 0;
    let mut count = 0;
    for l in rows {
        count += 1;
        placed += first_tokens(l).iter().filter(|(_, w)| is_placed(w)).count();
    }
    count >= 5 && placed > 0
}

pub fn parse_documents(cur: &mut Cursor) -> Result<Vec<Document>, ParseError> {
    let mut out = Vec::new();
    while let Some(first) = cur.next_significant() {
        let mut doc = Document::new(Puzzle::classic([0; CELLS]));
        let mut line = first;
        for r in 0..9 {
            if r > 0 {
                line = cur.next_significant().ok_or_else(|| {
                    cur.end_error(format!("the sdx grid ends after {r} of 9 rows"))
                })?;
            }
            read_row(&line, r, &mut doc)?;
        }
        out.push(doc);
    }
    Ok(out)
}

fn read_row(line: &Line, r: usize, doc: &mut Document) -> Result<(), ParseError> {
    let t = tokens(line);
    position::nine_cells(line, &t, r, "the sdx grid")?;
    for (c, &(at, word)) in t.iter().enumerate() {
        let cell = r * 9 + c;
        if is_placed(word) {
            doc.grid.entries[cell] = word.as_bytes()[1] - b'0';
            continue;
        }
        let set = position::candidate_set(
            line,
            (at, word),
            cell,
            "a digit 1-9 (a cell is a given digit, `u` and a placed digit, or its candidates)",
        )?;
        match set.len() {
            1 => doc.grid.puzzle.givens[cell] = set.first().unwrap_or(0),
            _ => doc.grid.marks[cell] = set,
        }
    }
    Ok(())
}

/// Givens as digits, the player's digits as `u` and the digit, open cells as their
/// candidates (pencil marks, or all when unmarked); one space between cells.
pub fn render(doc: &Document) -> String {
    let sets = position::of(doc);
    let g = &doc.grid;
    let text: Vec<String> = (0..CELLS)
        .map(|c| match (g.puzzle.givens[c], g.value(c)) {
            (0, 0) if sets[c].len() == 1 => format!("u{}", sets[c]),
            (0, 0) if sets[c].is_empty() => ".".to_string(),
            (0, 0) => sets[c].to_string(),
            (0, v) => format!("u{v}"),
            (v, _) => v.to_string(),
        })
        .collect();
    let mut s = String::new();
    for row in text.chunks(9) {
        s.push_str(&row.join(" "));
        s.push('\n');
    }
    s
}
