//! Puzzle text formats: reading (with auto-detection) and writing.
//!
//! | format | one puzzle is |
//! |---|---|
//! | `line` | a line whose first 81 characters are the cells (`.` `0` `_` `x` `*` `-` blank) |
//! | `grid` | 9 rows of 9 integers (NOIP 2009), or of 9 digits, optionally in an ASCII frame |
//! | `euler` | a `Grid NN` header and 9 rows of 9 digits (Project Euler 96) |
//! | `walls` | after a count T, 9 rows of 9 integers: digit + 16 up + 32 right + 64 down + 128 left (HDU 4069) |
//! | `jigsaw` | 81 givens and 81 region labels, on one line or two |
//! | `candidates` | a position: 729 characters, 9 a cell, place d holding d when it is a candidate |
//! | `pm` | a position as a pencil-mark grid, framed as HoDoKu prints it or not |
//! | `native` | the TUI's TOML document: givens, layout, entries, marks, weights ([`native`]) |
//!
//! Every text format skips blank lines and `#` comments between puzzles and holds any
//! number of puzzles; a native document holds one. Every reader goes through the line/column-tracking cursor in `text`, and
//! every error names the source, line and column.

mod candidates;
pub mod colouring;
mod error;
mod euler;
mod grid;
mod jigsaw;
mod limits;
mod line;
pub mod native;
mod pm;
pub mod position;
pub(crate) mod text;
mod walls;

#[cfg(test)]
mod tests;

pub use colouring::Colouring;
pub use error::ParseError;
pub use limits::{check_line_lengths, long_line, MAX_LINE_BYTES};
pub use native::Document;

use crate::layout::Layout;
use crate::printable::escape;
use crate::puzzle::{Board, Puzzle};
use std::fmt;
use std::io::Read;
use std::str::FromStr;
use std::sync::Arc;
use text::{Cursor, Line};

/// A puzzle text format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    Line,
    Grid,
    Euler,
    Walls,
    Jigsaw,
    /// A position (every cell's candidates) on one line.
    Candidates,
    /// A position as a pencil-mark grid.
    Pm,
    /// The TUI's TOML document (one puzzle with entries, marks and weights).
    Native,
}

impl Format {
    pub const ALL: [Format; 8] = [
        Format::Line,
        Format::Grid,
        Format::Euler,
        Format::Walls,
        Format::Jigsaw,
        Format::Candidates,
        Format::Pm,
        Format::Native,
    ];

    /// The name used on the command line (`--from`, `--to`).
    pub fn name(self) -> &'static str {
        match self {
            Format::Line => "line",
            Format::Grid => "grid",
            Format::Euler => "euler",
            Format::Walls => "walls",
            Format::Jigsaw => "jigsaw",
            Format::Candidates => "candidates",
            Format::Pm => "pm",
            Format::Native => "native",
        }
    }

    /// Whether this format writes a position (candidates, not only digits).
    pub fn is_position(self) -> bool {
        matches!(self, Format::Candidates | Format::Pm)
    }

    /// Whether one text in this format can hold several puzzles (a native document holds
    /// one).
    pub fn holds_many(self) -> bool {
        self != Format::Native
    }

    /// Whether this format can write a puzzle on `layout`: line, grid and euler have no
    /// place for regions and only carry the classic layout.
    pub fn carries_layout(self, layout: &Layout) -> bool {
        match self {
            Format::Walls | Format::Jigsaw | Format::Candidates | Format::Pm | Format::Native => {
                true
            }
            Format::Line | Format::Grid | Format::Euler => layout.is_classic(),
        }
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Format {
    type Err = String;
    fn from_str(s: &str) -> Result<Format, String> {
        Format::ALL
            .into_iter()
            .find(|f| f.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| {
                let names: Vec<&str> = Format::ALL.iter().map(|f| f.name()).collect();
                format!(
                    "unknown format {s:?} (expected one of: {})",
                    names.join(", ")
                )
            })
    }
}

/// The shared classic layout when `layout` is classic (so classic fast paths and cheap
/// clones apply), else a new one.
fn shared_layout(layout: Layout) -> Arc<Layout> {
    if layout.is_classic() {
        Layout::classic()
    } else {
        Arc::new(layout)
    }
}

/// Guesses the format of `text` from its first lines that are neither blank nor comments.
/// `None` when there is no such line.
///
/// In order: a `format = "nonet"` line is native; 729 digits and dots are candidates;
/// rows of 9 candidate sets (framed or not) are pm; a `Grid` header is euler; a lone integer followed by rows of integers (or by
/// nothing) is walls; 81 givens plus a region map is jigsaw; 81 cell characters are line;
/// a frame or a row of 9 values is grid. Anything else is read as grid when it starts
/// with numbers and as line otherwise, so that the error comes from the likely format.
pub fn detect(text: &str) -> Option<Format> {
    if native::looks_like(text) {
        return Some(Format::Native);
    }
    let mut cur = Cursor::new(strip_bom(text));
    if pm::looks_like(&cur) {
        return Some(Format::Pm);
    }
    let first = cur.next_significant()?;
    if candidates::looks_like(&first) {
        return Some(Format::Candidates);
    }
    let second = cur.peek_line();
    let second_significant = cur.peek_significant();
    // How many words a line has when all of them are unsigned integers (else 0).
    let numbers = |l: &Line| {
        let mut n = 0;
        for (_, w) in l.words() {
            if !w.bytes().all(|b| b.is_ascii_digit()) {
                return 0;
            }
            n += 1;
        }
        n
    };
    if euler::is_header(&first) {
        return Some(Format::Euler);
    }
    let rows_follow = match &second_significant {
        None => true,
        Some(l) => numbers(l) >= 2,
    };
    if walls::looks_like_count(&first) && rows_follow {
        return Some(Format::Walls);
    }
    if jigsaw::looks_like(&first, second.as_ref()) || jigsaw::looks_damaged(&first, second.as_ref())
    {
        return Some(Format::Jigsaw);
    }
    if line::looks_like(&first) && grid::shape(&first) != grid::Shape::Frame {
        return Some(Format::Line);
    }
    if grid::looks_like(&first) || numbers(&first) >= 2 {
        return Some(Format::Grid);
    }
    Some(Format::Line)
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
    let text = strip_bom(text);
    let no_puzzle = |cur: &Cursor| {
        let message = if text.trim().is_empty() {
            "empty input: no puzzle found"
        } else {
            "no puzzle found"
        };
        cur.end_error(message).in_source(source)
    };
    let Some(format) = format.or_else(|| detect(text)) else {
        let mut cur = Cursor::new(text);
        while cur.next_line().is_some() {}
        return Err(no_puzzle(&cur));
    };
    let mut cur = Cursor::new(text);
    let puzzles = match format {
        Format::Line => line::parse(&mut cur),
        Format::Grid => grid::parse(&mut cur),
        Format::Euler => euler::parse(&mut cur),
        Format::Walls => walls::parse(&mut cur, none_is_fine),
        Format::Jigsaw => jigsaw::parse(&mut cur),
        Format::Candidates => candidates::parse(&mut cur).map(position_puzzles),
        Format::Pm => pm::parse(&mut cur).map(position_puzzles),
        Format::Native if text.trim().is_empty() => {
            while cur.next_line().is_some() {}
            Ok(Vec::new())
        }
        Format::Native => native::parse(text, "").map(|doc| vec![doc.grid.puzzle]),
    }
    .map_err(|e| e.in_source(source))?;
    if puzzles.is_empty() && !none_is_fine {
        return Err(no_puzzle(&cur));
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

fn position_puzzles(docs: Vec<Document>) -> Vec<Puzzle> {
    docs.into_iter().map(position::puzzle).collect()
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
    let text = strip_bom(text);
    let format = format.or_else(|| detect(text));
    let docs = match format {
        Some(Format::Native) if !text.trim().is_empty() => vec![native::parse(text, source)?],
        Some(f @ (Format::Candidates | Format::Pm)) => {
            let mut cur = Cursor::new(text);
            let docs = if f == Format::Pm {
                pm::parse(&mut cur)
            } else {
                candidates::parse(&mut cur)
            }
            .map_err(|e| e.in_source(source))?;
            if docs.is_empty() {
                return Err(cur.end_error("no puzzle found").in_source(source));
            }
            docs
        }
        _ => parse(text, format, source)?
            .into_iter()
            .map(Document::new)
            .collect(),
    };
    Ok(docs)
}

/// A document in `format`: positions and native documents keep entries and marks, the
/// other formats write the puzzle's givens.
pub fn render_document(doc: &Document, format: Format) -> String {
    match format {
        Format::Candidates => candidates::render(doc),
        Format::Pm => pm::render(doc),
        Format::Native => native::render(doc),
        _ => render(&doc.grid.puzzle, format),
    }
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

fn file_error(path: &str, e: &std::io::Error) -> ParseError {
    let message = match e.kind() {
        std::io::ErrorKind::NotFound => "no such file".to_string(),
        std::io::ErrorKind::PermissionDenied => "permission denied".to_string(),
        _ => format!("cannot read: {e}"),
    };
    ParseError::whole(path, message)
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
        Format::Grid => grid::render(board),
        Format::Euler => euler::render(board, p.name.as_deref(), number),
        Format::Walls => walls::render(std::iter::once((p, board))),
        Format::Jigsaw => jigsaw::render(p, board),
        Format::Candidates | Format::Pm | Format::Native => {
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
/// lines, grids are separated by blank lines, euler numbers unnamed puzzles `Grid 01`….
pub fn render_all(ps: &[Puzzle], format: Format) -> String {
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

/// Like `render_all`, for boards that are not the givens and with notes.
pub fn render_items(items: &[Item], format: Format) -> String {
    let mut s = String::new();
    if format == Format::Walls {
        s.push_str(&format!("{}\n", items.len()));
    }
    for (i, item) in items.iter().enumerate() {
        if i > 0 && matches!(format, Format::Walls | Format::Grid | Format::Pm) {
            s.push('\n');
        }
        let body = match format {
            Format::Walls => {
                let mut b = String::new();
                walls::render_block(item.puzzle, item.board, &mut b);
                b
            }
            _ => render_item(item.puzzle, item.board, format, i + 1),
        };
        // A note is one line that every reader skips, whatever text it quotes.
        match (format, item.note.map(escape)) {
            (_, None) => s.push_str(&body),
            (Format::Line | Format::Jigsaw | Format::Candidates, Some(note)) => {
                s.push_str(body.trim_end());
                s.push_str(" # ");
                s.push_str(&note);
                s.push('\n');
            }
            (_, Some(note)) => {
                s.push_str("# ");
                s.push_str(&note);
                s.push('\n');
                s.push_str(&body);
            }
        }
    }
    s
}
