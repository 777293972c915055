//! The `pm` format: a pencil-mark grid as forums and HoDoKu print it. 9 rows of 9 cells,
//! each cell its candidate digits (a single digit is a placed one). Frames are optional
//! and any of the usual ones is read (`.---`, `:---`, `'---`, `+---`, `*---`, `|`, `*`);
//! columns may be padded with any number of spaces. HoDoKu's layout is what is written.
//! A jigsaw position is followed by a line of its 81 region labels, as in `jigsaw`.

use super::position;
use super::{jigsaw, Document, ParseError};
use crate::cells::{Digits, CELLS};
use crate::layout::Layout;
use crate::text::{Cursor, Line};

/// Characters that only draw a frame.
fn is_frame_char(c: char) -> bool {
    matches!(c, '.' | '-' | ':' | '\'' | '+' | '*' | '|' | '=' | '#') || c.is_whitespace()
}

/// A line that is all frame: `.----.----.`, `+---+`, `*-----*`, `|   |`.
pub(super) fn is_frame(line: &Line) -> bool {
    line.text.contains(['-', '=']) && line.text.chars().all(is_frame_char)
}

/// The cells of a data row: words between the separators `|`, `*` and `:`, with their
/// byte offsets.
fn tokens<'a>(line: &Line<'a>) -> Vec<(usize, &'a str)> {
    tokens_up_to(line, usize::MAX)
}

/// The first `limit` cells of a row: detection counts to 11 and does not split a 10 MB
/// line whole.
fn tokens_up_to<'a>(line: &Line<'a>, limit: usize) -> Vec<(usize, &'a str)> {
    let text = line.text;
    text.split(|c: char| c.is_whitespace() || matches!(c, '|' | '*' | ':'))
        .filter(|w| !w.is_empty())
        .take(limit)
        .map(|w| (w.as_ptr() as usize - text.as_ptr() as usize, w))
        .collect()
}

fn is_cell(word: &str) -> bool {
    word.bytes().all(|b| (b'1'..=b'9').contains(&b))
}

/// A HoDoKu frame (`.---`, `:---`, `'---`): these belong to pencil-mark grids alone.
fn is_pm_frame(line: &Line) -> bool {
    is_frame(line) && line.text.trim_start().starts_with(['.', ':', '\''])
}

/// True when the lines of `window` (significant lines) read as a pencil-mark grid: frame
/// lines, and data rows of 9 cells of digits 1-9, with at least one cell holding several
/// candidates (a grid of single digits is the `grid` format).
pub fn looks_like(window: &[Line]) -> bool {
    let mut rows = 0;
    let mut several = false;
    // HoDoKu's frames (`.---`, `:---`, `'---`) belong to pencil-mark grids alone: with
    // them, a grid whose every cell is decided (a solved position, as nonet writes it)
    // is still a pm grid. Without them, such a grid is the grid format's.
    let mut pm_frame = false;
    for line in window {
        if rows == 9 {
            break;
        }
        if is_frame(line) {
            pm_frame |= is_pm_frame(line);
            continue;
        }
        let t = tokens_up_to(line, 12);
        if t.len() != 9 || !t.iter().all(|(_, w)| is_cell(w)) {
            return false;
        }
        several |= t.iter().any(|(_, w)| w.len() > 1);
        rows += 1;
    }
    rows > 0 && (several || pm_frame)
}

/// True when the first lines are mostly a pencil-mark grid, though a cell, a row or a
/// frame may be damaged: at least 5 rows of 7-11 cell groups, with groups of several
/// candidates among them (or HoDoKu's frames) and hardly any blank (`.` or `0`, which
/// a pencil-mark grid does not have and other framed grids do).
pub fn resembles(window: &[Line]) -> bool {
    let (mut rows, mut groups, mut blanks, mut pm_frames) = (0, 0, 0, 0);
    // Numbers that are no candidate set (`144`, `80`: a walls row's values).
    let mut numbers = 0;
    for line in window.iter().take(13) {
        if is_frame(line) {
            pm_frames += usize::from(is_pm_frame(line));
            continue;
        }
        let t = tokens_up_to(line, 12);
        if !(7..=11).contains(&t.len()) {
            continue;
        }
        rows += 1;
        for (_, w) in t {
            let digits = w.chars().filter(|c| ('1'..='9').contains(c)).count();
            let n = w.chars().count();
            if w == "." || w == "0" {
                blanks += 1;
            } else if n >= 2 && digits * 2 >= n && !w.contains('0') {
                let b = w.as_bytes();
                if b.iter().all(u8::is_ascii_digit) && b.windows(2).any(|p| p[0] >= p[1]) {
                    numbers += 1;
                } else {
                    groups += 1;
                }
            } else if n >= 2 && w.bytes().all(|b| b.is_ascii_digit()) {
                numbers += 1;
            }
        }
    }
    rows >= 5 && blanks <= 2 && (pm_frames >= 1 || (groups >= 3 && numbers * 4 <= groups))
}

pub fn parse(cur: &mut Cursor) -> Result<Vec<Document>, ParseError> {
    let mut out = Vec::new();
    loop {
        let mut cells = [Digits::NONE; CELLS];
        let mut row = 0;
        let mut first: Option<Line> = None;
        while row < 9 {
            let Some(line) = cur.next_significant() else {
                return match first {
                    None => Ok(out),
                    Some(_) => Err(cur.end_error(format!(
                        "the pencil-mark grid ends after {row} rows; it needs 9"
                    ))),
                };
            };
            first.get_or_insert(line);
            if is_frame(&line) {
                continue;
            }
            read_row(&line, row, &mut cells)?;
            row += 1;
        }
        skip_frames(cur);
        let layout = match cur.peek_significant() {
            Some(l) if region_map_like(&l) => {
                let map_line = cur.next_significant().expect("peeked");
                let map: Vec<(usize, char)> = map_line.significant_chars().collect();
                jigsaw::layout_of(&map_line, &map)?
            }
            _ => Layout::classic(),
        };
        out.push(position::document(layout, &cells));
    }
}

/// Passes over frame lines: a closing frame belongs to the grid above it, not the next.
fn skip_frames(cur: &mut Cursor) {
    while cur.peek_significant().is_some_and(|l| is_frame(&l)) {
        cur.next_significant();
    }
}

pub(super) fn region_map_like(line: &Line) -> bool {
    let sig: Vec<char> = line
        .significant_chars()
        .map(|(_, c)| c)
        .take(CELLS + 1)
        .collect();
    sig.len() == CELLS
        && sig.iter().all(char::is_ascii_alphanumeric)
        && sig.iter().any(|c| c.is_ascii_alphabetic())
}

fn read_row(line: &Line, row: usize, cells: &mut [Digits; CELLS]) -> Result<(), ParseError> {
    let t = tokens(line);
    position::nine_cells(line, &t, row, "the pencil-mark grid")?;
    for (col, &word) in t.iter().enumerate() {
        let cell = row * 9 + col;
        cells[cell] = position::candidate_set(line, word, cell, "a candidate digit 1-9")?;
    }
    Ok(())
}

/// HoDoKu's layout: each column as wide as its widest cell, two spaces between cells,
/// a frame around the 3×3 stacks; for a jigsaw layout, its region map on the next line.
pub fn render(doc: &Document) -> String {
    let sets = position::of(doc);
    let text: Vec<String> = sets.iter().map(|s| s.to_string()).collect();
    let width: Vec<usize> = (0..9)
        .map(|c| (0..9).map(|r| text[r * 9 + c].len()).max().unwrap_or(1))
        .collect();
    // A stack's inner width: its cells, two spaces between them, one space at each side.
    let stack = |s: usize| width[s * 3..s * 3 + 3].iter().sum::<usize>() + 2 * 2 + 2;
    let frame = |left: char, mid: char, right: char| {
        let mut l = String::new();
        l.push(left);
        for s in 0..3 {
            l.push_str(&"-".repeat(stack(s)));
            l.push(if s < 2 { mid } else { right });
        }
        l.push('\n');
        l
    };
    let mut out = frame('.', '.', '.');
    for r in 0..9 {
        if r == 3 || r == 6 {
            out.push_str(&frame(':', '+', ':'));
        }
        out.push('|');
        for s in 0..3 {
            out.push(' ');
            for c in s * 3..s * 3 + 3 {
                let cell = &text[r * 9 + c];
                out.push_str(cell);
                let pad = width[c] - cell.len() + if c % 3 < 2 { 2 } else { 0 };
                out.push_str(&" ".repeat(pad));
            }
            out.push_str(" |");
        }
        out.push('\n');
    }
    out.push_str(&frame('\'', '\'', '\''));
    let layout = doc.grid.layout();
    if !layout.is_classic() {
        out.push_str(&layout.region_map());
        out.push('\n');
    }
    out
}
