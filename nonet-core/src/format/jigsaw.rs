//! The `jigsaw` format: 81 givens then 81 region labels, on one line (with or without
//! whitespace between them) or on two consecutive lines. Givens are written as in the
//! `line` format; region labels are letters (case-insensitive) or digits, 9 distinct ones.

use super::{shared_layout, ParseError};
use crate::cells::CELLS;
use crate::layout::Layout;
use crate::puzzle::{Board, Puzzle};
use crate::text::{cell_char, digit_char, Cursor, Line, BLANKS};
use std::sync::Arc;

/// Significant characters of a line with their byte offsets, at most `limit` of them (a
/// 10 MB line is never collected whole).
fn chars(line: &Line, limit: usize) -> Vec<(usize, char)> {
    line.significant_chars().take(limit).collect()
}

pub fn parse(cur: &mut Cursor) -> Result<Vec<Puzzle>, ParseError> {
    let mut out = Vec::new();
    while let Some(line) = cur.next_significant() {
        let sig = chars(&line, 2 * CELLS);
        let (givens, map, map_line) = match sig.len() {
            n if n == 2 * CELLS => (&sig[..CELLS], sig[CELLS..].to_vec(), line),
            CELLS => {
                let message = format!(
                    "expected the 81 region labels on the line after the givens on line {}",
                    line.no
                );
                let map_line = match cur.next_line() {
                    Some(l) if l.is_significant() => l,
                    Some(l) => return Err(l.error(l.indent(), message)),
                    None => return Err(cur.end_error(message)),
                };
                let map = chars(&map_line, CELLS);
                if map.len() < CELLS {
                    return Err(map_line.error_at_end(format!(
                        "too few characters: the region map has {} labels, expected 81",
                        map.len()
                    )));
                }
                (&sig[..], map, map_line)
            }
            n => {
                return Err(line.error_at_end(format!(
                    "too few characters: found {n}, a jigsaw puzzle needs 81 givens and 81 \
                     region labels (on one line, or 81 on each of two lines)"
                )))
            }
        };
        out.push(puzzle(&line, givens, &map_line, &map)?);
    }
    Ok(out)
}

fn puzzle(
    line: &Line,
    givens: &[(usize, char)],
    map_line: &Line,
    map: &[(usize, char)],
) -> Result<Puzzle, ParseError> {
    let mut board = [0u8; CELLS];
    for (cell, &(at, c)) in givens.iter().enumerate() {
        board[cell] = cell_char(c).ok_or_else(|| {
            line.error(
                at,
                format!(
                    "unexpected character {c:?} in the givens (expected 1-9 or a blank: {BLANKS})"
                ),
            )
        })?;
    }
    Ok(Puzzle::new(layout_of(map_line, map)?, board))
}

/// The layout of 81 region labels (letters or digits, 9 distinct), errors pointing at the
/// offending label on `map_line`.
pub fn layout_of(map_line: &Line, map: &[(usize, char)]) -> Result<Arc<Layout>, ParseError> {
    let mut ids = [0u8; CELLS];
    for (cell, &(at, c)) in map.iter().enumerate() {
        if !c.is_ascii_alphanumeric() {
            return Err(map_line.error(
                at,
                format!(
                    "unexpected character {c:?} in the region map (expected a letter or digit)"
                ),
            ));
        }
        ids[cell] = c.to_ascii_uppercase() as u8;
    }
    let layout =
        Layout::from_regions_labelled(&ids, |id| (id as char).to_string()).map_err(|e| {
            let message = format!("invalid region map: {e}");
            match e.cell() {
                Some(c) => map_line.error(map[c].0, message),
                None => map_line.error(map[0].0, message),
            }
        })?;
    Ok(shared_layout(layout))
}

/// 81 characters that read as a region map: letters (not just the blank `x`) make it one;
/// digits alone only when they form a valid layout, so that a puzzle followed by its
/// solution is not mistaken for a jigsaw.
fn region_like(labels: &[(usize, char)]) -> bool {
    labels.len() == CELLS
        && labels.iter().all(|(_, c)| c.is_ascii_alphanumeric())
        && (labels
            .iter()
            .any(|(_, c)| c.is_ascii_alphabetic() && !c.eq_ignore_ascii_case(&'x'))
            || Layout::from_region_map(&labels.iter().map(|(_, c)| c).collect::<String>()).is_ok())
}

/// True when `first` (and maybe `second`) read as a jigsaw puzzle: 81 givens and a region
/// map on one line, or 81 givens then a region map on the next line.
pub fn looks_like(first: &Line, second: Option<&Line>) -> bool {
    let sig = chars(first, 2 * CELLS + 1);
    let givens_ok = |g: &[(usize, char)]| g.iter().all(|&(_, c)| cell_char(c).is_some());
    match sig.len() {
        n if n >= 2 * CELLS => givens_ok(&sig[..CELLS]) && region_like(&sig[CELLS..2 * CELLS]),
        CELLS => {
            givens_ok(&sig)
                && second.is_some_and(|l| {
                    let map = chars(l, CELLS + 1);
                    map.len() >= CELLS && region_like(&map[..CELLS])
                })
        }
        _ => false,
    }
}

/// True when `first` (and maybe `second`) reads as a damaged jigsaw puzzle: about 81
/// givens, then (on the same line or the next) one long word made mostly of
/// letters and digits. Detection then picks the jigsaw format, so the parser names what is
/// wrong with the map instead of the line format taking the map for a trailing comment.
pub fn looks_damaged(first: &Line, second: Option<&Line>) -> bool {
    let map_like = |w: &str| {
        let n = w.chars().count();
        let alnum = w.chars().filter(char::is_ascii_alphanumeric).count();
        let letters = w
            .chars()
            .any(|c| c.is_ascii_alphabetic() && !c.eq_ignore_ascii_case(&'x'));
        (CELLS * 3 / 4..=CELLS * 5 / 4).contains(&n) && alnum * 10 >= n * 9 && letters
    };
    let mut words = first.words().map(|(_, w)| w);
    let Some(givens) = words.next() else {
        return false;
    };
    // The givens, perhaps with a character lost, added or mistyped.
    let n = givens.chars().count();
    let cells = givens.chars().filter(|&c| cell_char(c).is_some()).count();
    if !(CELLS - 9..=CELLS + 9).contains(&n) || cells * 10 < n * 9 {
        return false;
    }
    // The map: the rest of the line (a stray space may split it in two or three), or the
    // next line.
    let rest: Vec<&str> = words.take(4).collect();
    match rest.len() {
        0 => second.is_some_and(|l| {
            let map: Vec<&str> = l.words().map(|(_, w)| w).take(4).collect();
            map.len() <= 3 && map_like(&map.concat())
        }),
        1..=3 => map_like(&rest.concat()),
        _ => false,
    }
}

/// One line: the givens, a space, the region map.
pub fn render(p: &Puzzle, board: &Board) -> String {
    let mut s: String = board.iter().map(|&v| digit_char(v, '.')).collect();
    s.push(' ');
    s.push_str(&p.layout.region_map());
    s.push('\n');
    s
}
