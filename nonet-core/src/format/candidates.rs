//! The `candidates` format: a position as one line of 729 characters, cell by cell from
//! r1c1 to r9c9, 9 characters a cell; character d of a cell is the digit d when d is a
//! candidate and `.` or `0` when not. A cell with one candidate is a placed digit.
//! Whitespace inside the line is ignored (the line Sukaku Explainer and the forums use).
//! A jigsaw position adds its 81 region labels after the 729, on the same line or the
//! next, as the `jigsaw` format does.

use super::position;
use super::{jigsaw, Document, ParseError};
use crate::cells::{cell_name, Digits, CELLS};
use crate::layout::Layout;
use crate::text::{Cursor, Line};

/// Characters a position line holds.
const LEN: usize = 9 * CELLS;

/// The line's significant characters, at most `limit` of them.
fn chars(line: &Line, limit: usize) -> Vec<(usize, char)> {
    line.significant_chars().take(limit).collect()
}

/// 729 position characters: place d of each cell holds d, `.` or `0`.
fn position_like(sig: &[(usize, char)]) -> bool {
    sig.len() >= LEN
        && sig[..LEN]
            .iter()
            .enumerate()
            .all(|(i, &(_, c))| c == '.' || c == '0' || c as u32 == '1' as u32 + (i % 9) as u32)
}

/// True when `first` starts a candidates line.
pub fn looks_like(first: &Line) -> bool {
    position_like(&chars(first, LEN))
}

/// True when `first` is close to a candidates line: 700 to 900 significant characters
/// (729, a character or a few lost or added, perhaps a region map after them), nearly all
/// of the position's own (`1-9`, `.`, `0`). Detection then picks this format, so that a
/// damaged position is named as one instead of being read as a line puzzle from its
/// first 81 characters.
pub fn resembles(first: &Line) -> bool {
    let sig = chars(first, 901);
    let body = &sig[..sig.len().min(LEN)];
    let own = body
        .iter()
        .filter(|&&(_, c)| c == '.' || c.is_ascii_digit())
        .count();
    (700..=900).contains(&sig.len()) && own * 20 >= body.len() * 19
}

pub fn parse(cur: &mut Cursor) -> Result<Vec<Document>, ParseError> {
    let mut out = Vec::new();
    while let Some(line) = cur.next_significant() {
        let sig = chars(&line, LEN + CELLS + 1);
        if sig.len() < LEN {
            return Err(line.error_at_end(format!(
                "too few characters: found {}, a position needs 729 (9 for each of 81 cells)",
                sig.len()
            )));
        }
        let cells = cells(&line, &sig[..LEN])?;
        let layout = match sig.len() - LEN {
            0 if next_is_region_map(cur) => {
                let map_line = cur.next_line().expect("peeked");
                let map = chars(&map_line, CELLS);
                jigsaw::layout_of(&map_line, &map)?
            }
            0 => Layout::classic(),
            n if n == CELLS => jigsaw::layout_of(&line, &sig[LEN..])?,
            n => {
                return Err(line.error(
                    sig[LEN].0,
                    format!(
                        "{n} characters after the 729 of the position; only a region map \
                         of 81 labels may follow"
                    ),
                ))
            }
        };
        out.push(position::document(layout, &cells));
    }
    Ok(out)
}

fn next_is_region_map(cur: &Cursor) -> bool {
    cur.peek_line().is_some_and(|l| {
        let map = chars(&l, CELLS + 1);
        map.len() == CELLS
            && map.iter().all(|&(_, c)| c.is_ascii_alphanumeric())
            && !position_like(&map)
    })
}

fn cells(line: &Line, sig: &[(usize, char)]) -> Result<[Digits; CELLS], ParseError> {
    let mut cells = [Digits::NONE; CELLS];
    for (cell, chunk) in sig.chunks(9).enumerate() {
        for (i, &(at, c)) in chunk.iter().enumerate() {
            let d = i as u8 + 1;
            match c {
                '.' | '0' => {}
                _ if c == (b'0' + d) as char => cells[cell].insert(d),
                _ => {
                    return Err(line.error(
                        at,
                        format!(
                            "{}: {c:?} at place {d} of the cell (place d holds the digit d or \
                             '.')",
                            cell_name(cell)
                        ),
                    ))
                }
            }
        }
        if cells[cell].is_empty() {
            return Err(line.error(
                chunk[0].0,
                format!(
                    "{}: no candidate left (a cell needs at least one)",
                    cell_name(cell)
                ),
            ));
        }
    }
    Ok(cells)
}

/// One line: the position, and for a jigsaw layout a space and the region map.
pub fn render(doc: &Document) -> String {
    let mut s = String::with_capacity(LEN + CELLS + 2);
    for set in position::of(doc) {
        for d in 1..=9u8 {
            s.push(if set.contains(d) {
                (b'0' + d) as char
            } else {
                '.'
            });
        }
    }
    let layout = doc.grid.layout();
    if !layout.is_classic() {
        s.push(' ');
        s.push_str(&layout.region_map());
    }
    s.push('\n');
    s
}
