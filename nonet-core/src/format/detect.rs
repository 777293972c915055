//! Which format a text is in, from its shape: frames, rows of candidate groups, a
//! 729-character line, a `Grid NN` header, a walls count, a `[Puzzle]` section, a CSV
//! header, native TOML keys, and so on. The point is that a damaged file is still named
//! for what it is, so that the error comes from its own reader (a pm grid with an `x` in
//! a cell is a pm grid with a bad cell, not a line puzzle 80 cells long).
//!
//! Exact shapes are tried first on the first significant lines; then shapes that hold
//! with a character changed, a line lost or a line added, judged on a window of lines (a
//! majority of rows, not every one). When the first line matches nothing at all (a stray
//! line above a puzzle), the lines after it decide.

use super::{
    candidates, csv, euler, framed, grid, hodoku, jigsaw, line, native, pm, sdk, sdx, strip_bom,
    values, walls, Format,
};
use crate::text::{Cursor, Line};

/// How many significant lines detection looks at: a pm grid with its frames and the
/// header of the next puzzle in an euler file fit.
const WINDOW: usize = 24;

/// How many stray lines at the top detection passes over before falling back.
const STRAY: usize = 3;

/// How much of a text detection looks at: its first [`SIGNIFICANT_SEEN`] lines that are
/// neither blank nor comments, and its first [`LINES_SEEN`] lines (a native document's
/// keys). A reader that detects from the start of a long input reads that much first,
/// and gets the answer the whole text gets (save for a native document's `format = "nonet"`
/// line, which counts anywhere in a text).
pub const SIGNIFICANT_SEEN: usize = WINDOW + STRAY;
pub const LINES_SEEN: usize = native::KEY_LINES;

/// Guesses the format of `text` from its first lines that are neither blank nor comments.
/// `None` when there is no such line. A text that matches no shape is read as grid when it
/// starts with numbers and as line otherwise, so that the error comes from the likely
/// format.
pub fn detect(text: &str) -> Option<Format> {
    // The byte-order mark first: the readers pass over it, so a first line `format = …`
    // behind one is still a native document's.
    let text = strip_bom(text);
    if native::looks_like(text) || native::resembles(text) {
        return Some(Format::Native);
    }
    let mut cur = Cursor::new(text);
    let mut lines: Vec<Line> = Vec::with_capacity(WINDOW + STRAY);
    while lines.len() < WINDOW + STRAY {
        match cur.next_significant() {
            Some(l) => lines.push(l),
            None => break,
        }
    }
    let first = *lines.first()?;
    for skip in 0..=STRAY.min(lines.len() - 1) {
        let window = &lines[skip..(skip + WINDOW).min(lines.len())];
        if let Some(f) = exact(window).or_else(|| damaged(window)) {
            return Some(f);
        }
    }
    Some(if numbers(&first) >= 2 {
        Format::Grid
    } else {
        Format::Line
    })
}

/// How many words a line has when all of them are unsigned integers (else 0).
fn numbers(l: &Line) -> usize {
    let mut n = 0;
    for (_, w) in l.words() {
        if !w.bytes().all(|b| b.is_ascii_digit()) {
            return 0;
        }
        n += 1;
    }
    n
}

/// How many words a line has when at least two thirds of them are unsigned integers
/// (else 0).
fn mostly_numbers(l: &Line) -> usize {
    let (mut all, mut ints) = (0, 0);
    for (_, w) in l.words() {
        all += 1;
        ints += usize::from(w.bytes().all(|b| b.is_ascii_digit()));
    }
    if ints * 3 >= all * 2 {
        all
    } else {
        0
    }
}

/// Shapes that hold exactly, from the window's first line on.
fn exact(window: &[Line]) -> Option<Format> {
    let first = &window[0];
    let second = window.get(1);
    if hodoku::looks_like(first) {
        return Some(Format::Hodoku);
    }
    if sdk::looks_like(window) {
        return Some(Format::Sdk);
    }
    if csv::has_header(first) {
        return Some(Format::Csv);
    }
    // A line of about 729 position characters is a position, damaged or not: read as a
    // line puzzle, its first 81 characters would make a clashing puzzle of 58 givens.
    if candidates::looks_like(first) || candidates::resembles(first) {
        return Some(Format::Candidates);
    }
    if sdx::looks_like(window) {
        return Some(Format::Sdx);
    }
    if pm::looks_like(window) {
        return Some(Format::Pm);
    }
    if window.iter().any(euler::is_header) {
        return Some(Format::Euler);
    }
    // Rows of numbers follow the count (one of them may be damaged).
    let rows_follow = second.is_none_or(|l| mostly_numbers(l) >= 2);
    if walls::looks_like_count(first) && rows_follow {
        return Some(Format::Walls);
    }
    // A damaged region map after good givens is still a jigsaw line: the line format
    // would take the map for a comment and solve the puzzle on 3×3 boxes.
    if jigsaw::looks_like(first, second) || jigsaw::looks_damaged(first, second) {
        return Some(Format::Jigsaw);
    }
    // Rows of candidate groups under a damaged border (`x----.----.`, which is 104
    // blank characters to the line format) are a pencil-mark grid.
    if sdx::resembles(window) {
        return Some(Format::Sdx);
    }
    if pm::resembles(window) {
        return Some(Format::Pm);
    }
    if line::looks_like(first) && grid::shape(first) != grid::Shape::Frame {
        return Some(if csv::headerless_row(first) {
            Format::Csv
        } else {
            Format::Line
        });
    }
    if values::looks_like(first) {
        return Some(Format::Values);
    }
    None
}

/// Shapes that still hold with a character changed, a line lost or one added.
fn damaged(window: &[Line]) -> Option<Format> {
    let first = &window[0];
    if walls::resembles(window) {
        return Some(Format::Walls);
    }
    if csv::resembles(window) {
        return Some(Format::Csv);
    }
    if values::resembles(first) {
        return Some(Format::Values);
    }
    if let Some(f) = framed::style(window) {
        return Some(f);
    }
    if grid::looks_like(first) || numbers(first) >= 2 {
        return Some(Format::Grid);
    }
    None
}
