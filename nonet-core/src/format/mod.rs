//! Puzzle text formats: reading (with auto-detection) and writing.
//!
//! | format | one puzzle is |
//! |---|---|
//! | `line` | a line whose first 81 characters are the cells (`.` `0` `_` `x` `X` `*` `-` blank) |
//! | `values` | a line of 81 values separated by spaces or commas ([`values`]) |
//! | `csv` | a row of a CSV whose header names the puzzle column, maybe a solution column ([`csv`]) |
//! | `grid` | 9 rows of 9 integers (NOIP 2009), or of 9 digits, optionally in an ASCII frame |
//! | `framed`, `ss` | a grid in an ASCII frame, or in Simple Sudoku's frame ([`framed`]) |
//! | `sdk` | a `[Puzzle]` section of 9 rows (SadMan Sudoku, [`sdk`]) |
//! | `euler` | a `Grid NN` header and 9 rows of 9 digits (Project Euler 96) |
//! | `walls` | after a count T, 9 rows of 9 integers: digit + 16 up + 32 right + 64 down + 128 left (HDU 4069) |
//! | `jigsaw` | 81 givens and 81 region labels, on one line or two |
//! | `candidates` | a position: 729 characters, 9 a cell, place d holding d when it is a candidate |
//! | `pm` | a position as a pencil-mark grid, framed as HoDoKu prints it or not |
//! | `sdx` | a position with givens told from the player's digits (SudoCue, [`sdx`]) |
//! | `hodoku` | a position as HoDoKu's library line: cells and deleted candidates ([`hodoku`]) |
//! | `native` | the TUI's TOML document: givens, layout, entries, marks, weights ([`native`]) |
//!
//! Every text format skips blank lines and `#` comments between puzzles and holds any
//! number of puzzles; a native document holds one. Every reader goes through the
//! line/column-tracking cursor in `crate::text`, and every error names the source, line and
//! column, and the format it was read in. Detection (`detect`) goes by shape, so that a
//! damaged file still gets its own format's error.

mod candidates;
pub mod colouring;
pub mod csv;
mod detect;
mod euler;
mod framed;
mod grid;
pub mod hodoku;
mod jigsaw;
mod limits;
mod line;
pub mod mistakes;
pub mod native;
mod parts;
mod pm;
pub mod position;
mod sdk;
pub mod sdx;
mod values;
mod walls;

#[cfg(test)]
mod tests;

pub use colouring::Colouring;
pub use detect::{detect, LINES_SEEN, SIGNIFICANT_SEEN};
pub use limits::{check_line_lengths, long_line, MAX_LINE_BYTES};
pub use native::Document;
pub use parts::{Cut, Part, Parts, Splitter};
// The located error and the format names sit below this layer (`crate::text`), so
// that other readers (the weights) share them without importing the formats.
pub use crate::text::{Format, ParseError};

use crate::layout::Layout;
use crate::printable::escape;
use crate::puzzle::{Board, Puzzle};
use crate::text::{Cursor, Line};
use std::io::Read;
use std::sync::Arc;

/// The shared classic layout when `layout` is classic (so classic fast paths and cheap
/// clones apply), else a new one.
fn shared_layout(layout: Layout) -> Arc<Layout> {
    if layout.is_classic() {
        Layout::classic()
    } else {
        Arc::new(layout)
    }
}

fn strip_bom(text: &str) -> &str {
    text.strip_prefix('\u{feff}').unwrap_or(text)
}

/// Reads every puzzle in `text`, in `format` or the detected one. `source` names the
/// text in errors (a file name, `<stdin>`). Input without any puzzle is an error.
pub fn parse(text: &str, format: Option<Format>, source: &str) -> Result<Vec<Puzzle>, ParseError> {
    parse_counted(text, format, source, false)
}

/// Like [`parse`], for a judge's test input in `format`: a test may hold no case at all
/// (`T = 0`, or a lone `end`), and its answer is then no output at all. Input with no text
/// is still an error.
pub fn parse_cases(text: &str, format: Format, source: &str) -> Result<Vec<Puzzle>, ParseError> {
    parse_counted(
        text,
        Some(format),
        source,
        !strip_bom(text).trim().is_empty(),
    )
}

fn parse_counted(
    text: &str,
    format: Option<Format>,
    source: &str,
    none_is_fine: bool,
) -> Result<Vec<Puzzle>, ParseError> {
    if let Some(at) = text.bytes().position(|b| b == 0) {
        return Err(binary_error(source, at));
    }
    // Detection passes over the byte-order mark itself: given the text as it came, so
    // that a second mark is not taken off too (it is a character of the text).
    let raw = text;
    let text = strip_bom(text);
    let no_puzzle = |cur: &Cursor| {
        let message = if text.trim().is_empty() {
            "empty input: no puzzle found"
        } else {
            "no puzzle found"
        };
        cur.end_error(message).in_source(source)
    };
    let Some(format) = format.or_else(|| detect(raw)) else {
        let mut cur = Cursor::new(text);
        while cur.next_line().is_some() {}
        return Err(no_puzzle(&cur));
    };
    let mut cur = Cursor::new(text);
    let puzzles = match format {
        Format::Native if text.trim().is_empty() => {
            while cur.next_line().is_some() {}
            Ok(Vec::new())
        }
        Format::Native => native::parse(text, "").map(|doc| vec![doc.grid.puzzle]),
        Format::Line => line::parse(&mut cur),
        Format::Values => values::parse(&mut cur),
        Format::Csv => csv::parse(&mut cur),
        Format::Grid | Format::Framed | Format::Ss => grid::parse(&mut cur),
        Format::Sdk => sdk::parse(&mut cur),
        Format::Euler => euler::parse(&mut cur),
        Format::Walls => walls::parse(&mut cur, none_is_fine),
        Format::Jigsaw => jigsaw::parse(&mut cur),
        Format::Candidates => candidates::parse(&mut cur).map(position_puzzles),
        Format::Pm => pm::parse(&mut cur).map(position_puzzles),
        Format::Sdx => sdx::parse_documents(&mut cur).map(givens_of),
        Format::Hodoku => hodoku::parse_documents(&mut cur).map(givens_of),
    }
    .map_err(|e| e.in_source(source).in_format(format))?;
    if puzzles.is_empty() && !none_is_fine {
        return Err(no_puzzle(&cur).in_format(format));
    }
    Ok(puzzles)
}

fn binary_error(source: &str, at: usize) -> ParseError {
    ParseError::whole(
        source,
        format!("binary data, not text (a NUL byte at byte offset {at})"),
    )
}

/// Checks that raw bytes are text: no NUL byte (binary data) and valid UTF-8 (naming the
/// line and column of the first bad byte).
pub fn decode<'a>(bytes: &'a [u8], source: &str) -> Result<&'a str, ParseError> {
    if let Some(at) = bytes.iter().position(|&b| b == 0) {
        return Err(binary_error(source, at));
    }
    std::str::from_utf8(bytes).map_err(|e| {
        let at = e.valid_up_to();
        // The valid prefix locates the bad byte; lines end as the readers end them (LF,
        // CRLF or a lone CR), so the line number is the one an editor shows.
        let valid = std::str::from_utf8(&bytes[..at]).unwrap_or("");
        let mut cur = Cursor::new(valid);
        let mut line = Line { no: 1, text: "" };
        while let Some(l) = cur.next_line() {
            line = l;
        }
        if valid.ends_with(['\n', '\r']) {
            line = Line {
                no: line.no + 1,
                text: "",
            };
        }
        line.error_at_end(format!(
            "not UTF-8 text: invalid byte 0x{:02X} at byte offset {at}",
            bytes[at]
        ))
        .in_source(source)
    })
}

/// The puzzles of positions that do not say which digits were given: their placed digits.
fn position_puzzles(docs: Vec<Document>) -> Vec<Puzzle> {
    docs.into_iter().map(position::puzzle).collect()
}

/// The puzzles of positions that say which digits were given (sdx, hodoku): those alone.
fn givens_of(docs: Vec<Document>) -> Vec<Puzzle> {
    docs.into_iter().map(|d| d.grid.puzzle).collect()
}

/// Reads every puzzle in `text` as a document: a native document as it is, a position
/// with its placed digits as entries and its candidates as pencil marks, any other
/// format's puzzles with no entries or marks and the ring weights.
pub fn parse_documents(
    text: &str,
    format: Option<Format>,
    source: &str,
) -> Result<Vec<Document>, ParseError> {
    if let Some(at) = text.bytes().position(|b| b == 0) {
        return Err(binary_error(source, at));
    }
    let Some(format) = format.or_else(|| detect(text)) else {
        return parse(text, None, source).map(|ps| ps.into_iter().map(Document::new).collect());
    };
    let text = strip_bom(text);
    let mut cur = Cursor::new(text);
    let docs = match format {
        Format::Native if !text.trim().is_empty() => {
            return Ok(vec![
                native::parse(text, source).map_err(|e| e.in_format(format))?
            ]);
        }
        Format::Candidates => candidates::parse(&mut cur),
        Format::Pm => pm::parse(&mut cur),
        Format::Sdx => sdx::parse_documents(&mut cur),
        Format::Hodoku => hodoku::parse_documents(&mut cur),
        _ => {
            return Ok(parse(text, Some(format), source)?
                .into_iter()
                .map(Document::new)
                .collect())
        }
    }
    .map_err(|e| e.in_source(source).in_format(format))?;
    if docs.is_empty() {
        return Err(cur
            .end_error("no puzzle found")
            .in_source(source)
            .in_format(format));
    }
    Ok(docs)
}

/// A document in `format`: positions and native documents keep entries and marks, the
/// other formats write the puzzle's givens.
pub fn render_document(doc: &Document, format: Format) -> String {
    match format {
        Format::Candidates => candidates::render(doc),
        Format::Pm => pm::render(doc),
        Format::Sdx => sdx::render(doc),
        Format::Hodoku => hodoku::render(doc),
        Format::Native => native::render(doc),
        _ => render(&doc.grid.puzzle, format),
    }
}

/// The line of `text` that a later part of it needs in front to be read in `format` on
/// its own: a CSV's header, which names the columns of every row. None for the other
/// formats, and for a CSV without a header.
pub fn header_line(text: &str, format: Format) -> Option<&str> {
    if format != Format::Csv {
        return None;
    }
    let first = Cursor::new(strip_bom(text)).next_significant()?;
    csv::has_header(&first).then_some(first.text)
}

/// The solutions a text states beside its puzzles, one per puzzle (None where it states
/// none): a CSV's solution column. Other formats state none.
pub fn stated_solutions(
    text: &str,
    format: Format,
    source: &str,
) -> Result<Vec<Option<Board>>, ParseError> {
    if format != Format::Csv {
        return Ok(Vec::new());
    }
    let mut cur = Cursor::new(strip_bom(text));
    let rows = csv::parse_rows(&mut cur).map_err(|e| e.in_source(source).in_format(format))?;
    Ok(rows.into_iter().map(|r| r.solution).collect())
}

/// Reads every puzzle in raw bytes: `decode`, then `parse`.
pub fn parse_bytes(
    bytes: &[u8],
    format: Option<Format>,
    source: &str,
) -> Result<Vec<Puzzle>, ParseError> {
    parse(decode(bytes, source)?, format, source)
}

/// How a path is named in messages: `<stdin>` for `-`.
pub fn source_name(path: &str) -> &str {
    if path == "-" {
        "<stdin>"
    } else {
        path
    }
}

/// The text of a file, or of standard input for `-`, checked to be text. Errors about the
/// file itself (missing, a directory, unreadable) have no line or column.
pub fn read_text(path: &str) -> Result<String, ParseError> {
    let source = source_name(path);
    let bytes = if path == "-" {
        let mut bytes = Vec::new();
        std::io::stdin()
            .lock()
            .read_to_end(&mut bytes)
            .map_err(|e| ParseError::whole(source, format!("cannot read standard input: {e}")))?;
        bytes
    } else {
        let meta = std::fs::metadata(path).map_err(|e| file_error(path, &e))?;
        if meta.is_dir() {
            return Err(ParseError::whole(
                path,
                "is a directory, not a file of puzzles",
            ));
        }
        std::fs::read(path).map_err(|e| file_error(path, &e))?
    };
    decode(&bytes, source).map(str::to_owned)
}

/// Reads every puzzle in a file, or standard input for `-`.
pub fn read_path(path: &str, format: Option<Format>) -> Result<Vec<Puzzle>, ParseError> {
    parse(&read_text(path)?, format, source_name(path))
}

/// Why the file `source` names cannot be read, in the words every reader uses.
pub fn file_error(source: &str, e: &std::io::Error) -> ParseError {
    let message = match e.kind() {
        std::io::ErrorKind::NotFound => "no such file".to_string(),
        std::io::ErrorKind::PermissionDenied => "permission denied".to_string(),
        _ => format!("cannot read: {e}"),
    };
    ParseError::whole(source, message)
}

/// One puzzle in `format`, newline-terminated. Line, grid and euler write only the
/// digits; check `carries_layout` first for a jigsaw.
pub fn render(p: &Puzzle, format: Format) -> String {
    render_board(p, &p.givens, format)
}

/// A board (usually a solution) on `p`'s layout, in `format`, as `render` writes `p`.
pub fn render_board(p: &Puzzle, board: &Board, format: Format) -> String {
    render_item(p, board, format, 1)
}

fn render_item(p: &Puzzle, board: &Board, format: Format, number: usize) -> String {
    match format {
        Format::Line => line::render(board),
        Format::Values => values::render(board),
        Format::Csv => {
            let solved = board != &p.givens;
            csv::render(std::iter::once((p, Some(board))), true, solved)
        }
        Format::Grid => grid::render(board),
        Format::Framed => framed::render_framed(board),
        Format::Ss => framed::render_ss(board),
        Format::Sdk => sdk::render(board),
        Format::Euler => euler::render(board, p.name.as_deref(), number),
        Format::Walls => walls::render(std::iter::once((p, board))),
        Format::Jigsaw => jigsaw::render(p, board),
        Format::Candidates | Format::Pm | Format::Sdx | Format::Hodoku | Format::Native => {
            render_document(&native_document(p, board), format)
        }
    }
}

/// A board on a puzzle as a document: the puzzle's givens, and the board's other digits
/// (a solution's) as entries.
fn native_document(p: &Puzzle, board: &Board) -> Document {
    let mut doc = Document::new(p.clone());
    for (c, entry) in doc.grid.entries.iter_mut().enumerate() {
        if p.givens[c] == 0 {
            *entry = board[c];
        }
    }
    doc
}

/// One entry of annotated output: a board on a puzzle's layout, with an optional note.
pub struct Item<'a> {
    pub puzzle: &'a Puzzle,
    pub board: &'a Board,
    /// One line of text that every reader skips: trailing text on the line of a one-line
    /// format (so line N of the output still belongs to puzzle N), a `#` line before the
    /// puzzle in the others.
    pub note: Option<&'a str>,
}

/// Many puzzles in `format`: walls starts with the count T and separates blocks by blank
/// lines, csv starts with its header, grids are separated by blank lines, euler numbers
/// unnamed puzzles `Grid 01`….
pub fn render_all(ps: &[Puzzle], format: Format) -> String {
    if format == Format::Csv {
        return csv::render(ps.iter().map(|p| (p, None)), true, false);
    }
    let items: Vec<Item> = ps
        .iter()
        .map(|p| Item {
            puzzle: p,
            board: &p.givens,
            note: None,
        })
        .collect();
    render_items(&items, format)
}

/// A part of [`render_all`]'s output: the puzzles `ps`, the first of which is puzzle
/// `first` (from 0) of an output of `total` puzzles. The parts of an output, written in
/// order, are `render_all` of the whole: the walls count and the csv header open the first
/// part, euler numbers and the blank lines between grids run on. What lets `generate`
/// write each puzzle as it is made instead of holding them all.
pub fn render_part(ps: &[Puzzle], format: Format, first: usize, total: usize) -> String {
    let mut s = String::new();
    if format == Format::Csv {
        return csv::render(ps.iter().map(|p| (p, None)), first == 0, false);
    }
    if format == Format::Walls && first == 0 {
        s.push_str(&format!("{total}\n"));
    }
    let between = format == Format::Walls || format.blank_line_between();
    for (i, p) in ps.iter().enumerate() {
        if between && first + i > 0 {
            s.push('\n');
        }
        match format {
            Format::Walls => walls::render_block(p, &p.givens, &mut s),
            _ => s.push_str(&render_item(p, &p.givens, format, first + i + 1)),
        }
    }
    s
}

/// Like `render_all`, for boards that are not the givens (answers) and with notes. In csv,
/// each board is a solution column beside its puzzle (empty where the board is not whole).
pub fn render_items(items: &[Item], format: Format) -> String {
    render_items_from(items, format, true)
}

/// Like `render_items`, for items that continue an output it began: no csv header (a
/// walls count covers one whole output, so walls cannot be continued).
pub fn render_items_continued(items: &[Item], format: Format) -> String {
    render_items_from(items, format, false)
}

/// Like [`render_items_continued`], after `before` items written: euler numbers the
/// unnamed puzzles on from there (`Grid 4097`…), as `render_items` of the whole output
/// would.
pub fn render_items_after(items: &[Item], format: Format, before: usize) -> String {
    render_items_numbered(items, format, false, before)
}

fn render_items_from(items: &[Item], format: Format, start: bool) -> String {
    render_items_numbered(items, format, start, 0)
}

fn render_items_numbered(items: &[Item], format: Format, start: bool, before: usize) -> String {
    let mut s = String::new();
    match format {
        Format::Walls => s.push_str(&format!("{}\n", items.len())),
        Format::Csv if start => s.push_str("puzzle,solution\n"),
        _ => {}
    }
    for (i, item) in items.iter().enumerate() {
        if i > 0 && (format == Format::Walls || format.blank_line_between()) {
            s.push('\n');
        }
        let body = match format {
            Format::Walls => {
                let mut b = String::new();
                walls::render_block(item.puzzle, item.board, &mut b);
                b
            }
            Format::Csv => {
                let whole = item.board.iter().all(|&v| v != 0);
                let row = (item.puzzle, whole.then_some(item.board));
                csv::render(std::iter::once(row), false, true)
            }
            _ => render_item(item.puzzle, item.board, format, before + i + 1),
        };
        // A note is one line that every reader skips, whatever text it quotes.
        match item.note.map(escape) {
            None => s.push_str(&body),
            Some(note) if format.one_line() => {
                s.push_str(body.trim_end());
                s.push_str(" # ");
                s.push_str(&note);
                s.push('\n');
            }
            Some(note) => {
                s.push_str("# ");
                s.push_str(&note);
                s.push('\n');
                s.push_str(&body);
            }
        }
    }
    s
}
