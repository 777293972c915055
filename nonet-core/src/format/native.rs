//! The native document: what the TUI saves and the CLI reads and writes as `native`. A
//! versioned TOML file that keeps everything a player has on the board: the givens, the
//! layout, entries, pencil marks, target weights, the cursor and a region draft being
//! painted.
//!
//! ```toml
//! format = "nonet"
//! version = 1
//! name = "monday"                       # optional
//! regions = ["AAABBBCCC", …]            # 9 rows of 9 region letters
//! givens = ["4.....8.5", …]             # 9 rows of 9 digits, '.' (or '0') for blank
//! entries = [".........", …]            # the player's digits, same shape
//! marks = [["", "12", …], …]            # 9 rows of 9 strings of candidate digits
//! weights = [[6, 6, …], …]              # 9 rows of 9 integers
//! cursor = 0                            # optional, a cell index 0-80
//! region_draft = ["AAAABBCCC", …]       # optional: an unaccepted region map (A-I)
//! elapsed = 312                         # optional: seconds played so far
//! level = "hard"                        # optional: the level the puzzle was made for
//! hints = 2                             # optional: hints taken so far
//! colours = [["", "a", "3b7b", …], …]   # optional: the player's colouring (`colouring`)
//! ```
//!
//! Reading is done on TOML's syntax tree with its spans, so every error (a TOML syntax
//! error, a missing or unknown key, a bad cell) names the line and column. Writing is by
//! hand, one row per line, so that the file is pleasant to read and edit.

use super::colouring::Colouring;
use super::mistakes::{thousands, Locator};
use super::ParseError;
use crate::cells::{cell_name, Digits, CELLS};
use crate::layout::Layout;
use crate::level::Level;
use crate::puzzle::{Board, Grid, Puzzle};
use crate::weights::{Weights, MAX_WEIGHT};
use std::fmt::Write;
use std::ops::Range;
use std::sync::Arc;
use toml::de::{DeTable, DeValue};
use toml::Spanned;

/// The value of the `format` key.
pub const FORMAT_NAME: &str = "nonet";
/// The version this nonet writes and reads.
pub const VERSION: i64 = 1;

/// The most seconds `elapsed` holds, and the most `hints`: a clock or a count that goes
/// past it stays there (the writer saturates, so that what it writes reads back).
pub const MAX_ELAPSED: u64 = u32::MAX as u64;
pub const MAX_HINTS: u32 = u32::MAX;

/// Everything a native file holds.
#[derive(Clone, Debug, PartialEq)]
pub struct Document {
    /// The puzzle (givens, layout, name), the player's entries and pencil marks.
    pub grid: Grid,
    pub weights: Weights,
    /// The selected cell, 0-80.
    pub cursor: usize,
    /// An unaccepted region map being painted (region mode, labels 0-8), kept so that
    /// quitting or a crash mid-paint loses nothing.
    pub region_draft: Option<[u8; CELLS]>,
    /// The game being played on it: clock, level, hints.
    pub play: Play,
    /// The cells and candidates the player painted.
    pub colouring: Colouring,
}

/// A game in progress: what the TUI's timer and "solved" screen need across a restart.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Play {
    /// Seconds played so far (the clock stops while help or a dialog is open).
    pub elapsed_secs: u64,
    /// The level a generated puzzle was made for.
    pub level: Option<Level>,
    /// Hints taken so far.
    pub hints: u32,
}

impl Document {
    /// A document for a bare puzzle: no entries or marks, the NOIP ring weights.
    pub fn new(puzzle: Puzzle) -> Document {
        Document {
            grid: Grid::new(puzzle),
            weights: Weights::rings(),
            cursor: 0,
            region_draft: None,
            play: Play::default(),
            colouring: Colouring::default(),
        }
    }
}

/// Whether `text` is a native document: it has a `format = "nonet"` line (either
/// quote, a comment after it allowed).
pub fn looks_like(text: &str) -> bool {
    text.lines().any(|l| {
        let l = l.split('#').next().unwrap_or("").replace([' ', '\t'], "");
        l == format!("format=\"{FORMAT_NAME}\"") || l == format!("format='{FORMAT_NAME}'")
    })
}

/// How many lines [`resembles`] looks at.
pub const KEY_LINES: usize = 40;

/// Whether `text` looks like a native document without (or with a damaged) `format` line:
/// a line among its first 40 sets one of the document's keys (`givens = [`, `version = 1`).
pub fn resembles(text: &str) -> bool {
    text.lines().take(KEY_LINES).any(|l| {
        let Some((key, _)) = l.split_once('=') else {
            return false;
        };
        let key = key.trim().trim_matches(['"', '\'']);
        KEYS.contains(&key) && key != "name"
    })
}

/// Writes a document.
pub fn render(doc: &Document) -> String {
    let g = &doc.grid;
    let mut s = String::new();
    let _ = writeln!(s, "format = \"{FORMAT_NAME}\"");
    let _ = writeln!(s, "version = {VERSION}");
    if let Some(name) = &g.puzzle.name {
        let _ = writeln!(s, "name = {}", quoted(name));
    }
    let regions = g.layout().region_map();
    let rows = |f: &dyn Fn(usize) -> String| -> Vec<String> { (0..9).map(f).collect() };
    write_array(
        &mut s,
        "regions",
        &rows(&|r| quoted(&regions[r * 9..r * 9 + 9])),
    );
    write_array(
        &mut s,
        "givens",
        &rows(&|r| quoted(&board_row(&g.puzzle.givens, r))),
    );
    let entries_off_givens: Board = std::array::from_fn(|c| {
        if g.puzzle.givens[c] == 0 {
            g.entries[c]
        } else {
            0
        }
    });
    write_array(
        &mut s,
        "entries",
        // An entry under a given is not written: the reader refuses one.
        &rows(&|r| quoted(&board_row(&entries_off_givens, r))),
    );
    let marks = |r: usize| {
        let cells: Vec<String> = g.marks[r * 9..r * 9 + 9]
            .iter()
            .map(|m| quoted(&m.iter().map(|d| (b'0' + d) as char).collect::<String>()))
            .collect();
        format!("[{}]", cells.join(", "))
    };
    write_array(&mut s, "marks", &rows(&marks));
    let weights = |r: usize| {
        let cells: Vec<String> = doc.weights.0[r * 9..r * 9 + 9]
            .iter()
            .map(i32::to_string)
            .collect();
        format!("[{}]", cells.join(", "))
    };
    write_array(&mut s, "weights", &rows(&weights));
    let _ = writeln!(s, "cursor = {}", doc.cursor);
    if let Some(map) = &doc.region_draft {
        let row = |r: usize| {
            let letters: String = map[r * 9..r * 9 + 9]
                .iter()
                .map(|&l| (b'A' + l) as char)
                .collect();
            quoted(&letters)
        };
        write_array(&mut s, "region_draft", &rows(&row));
    }
    // The game's keys only when there is a game, so that a plain puzzle's file stays plain.
    if doc.play.elapsed_secs > 0 {
        let _ = writeln!(s, "elapsed = {}", doc.play.elapsed_secs.min(MAX_ELAPSED));
    }
    if let Some(level) = doc.play.level {
        let _ = writeln!(s, "level = {}", quoted(level.name()));
    }
    if doc.play.hints > 0 {
        let _ = writeln!(s, "hints = {}", doc.play.hints);
    }
    if !doc.colouring.is_empty() {
        let colours = |r: usize| {
            let cells: Vec<String> = (r * 9..r * 9 + 9)
                .map(|c| quoted(&doc.colouring.cell_text(c)))
                .collect();
            format!("[{}]", cells.join(", "))
        };
        write_array(&mut s, "colours", &rows(&colours));
    }
    s
}

fn write_array(s: &mut String, key: &str, rows: &[String]) {
    let _ = writeln!(s, "{key} = [");
    for row in rows {
        let _ = writeln!(s, "    {row},");
    }
    s.push_str("]\n");
}

fn board_row(b: &Board, r: usize) -> String {
    b[r * 9..r * 9 + 9]
        .iter()
        .map(|&v| if v == 0 { '.' } else { (b'0' + v) as char })
        .collect()
}

/// A TOML basic string. Characters a terminal would act on ([`crate::printable::is_unsafe`]:
/// controls, and the bidirectional overrides TOML allows raw) are written as TOML's
/// `\uXXXX`, which reads back as the same character.
fn quoted(text: &str) -> String {
    let mut s = String::with_capacity(text.len() + 2);
    s.push('"');
    for ch in text.chars() {
        match ch {
            '"' => s.push_str("\\\""),
            '\\' => s.push_str("\\\\"),
            '\n' => s.push_str("\\n"),
            '\t' => s.push_str("\\t"),
            c if crate::printable::is_unsafe(c) => {
                let _ = write!(s, "\\u{:04X}", c as u32);
            }
            c => s.push(c),
        }
    }
    s.push('"');
    s
}

/// The keys a document may have; any other is an error (a typo would otherwise be
/// silently ignored and its value lost on the next save).
const KEYS: [&str; 14] = [
    "format",
    "version",
    "name",
    "regions",
    "givens",
    "entries",
    "marks",
    "weights",
    "cursor",
    "region_draft",
    "elapsed",
    "level",
    "hints",
    "colours",
];

/// The keys every document has; the others may be left out (no entries, no marks, the
/// ring weights, the classic layout, …), so that a puzzle written by hand needs little.
const REQUIRED: [&str; 3] = ["format", "version", "givens"];

/// The value of `r`, or None with its error kept in `errors`.
fn keep<T>(errors: &mut Vec<ParseError>, r: Result<T, ParseError>) -> Option<T> {
    r.map_err(|e| errors.push(e)).ok()
}

/// Reads a document. `source` names the text in errors.
pub fn parse(text: &str, source: &str) -> Result<Document, ParseError> {
    Reader {
        text,
        at: Locator::new(text),
    }
    .document()
    .map_err(|e| e.in_source(source))
}

/// Reads the document's values, turning spans into lines and columns.
struct Reader<'t> {
    text: &'t str,
    /// Lines and columns without a rescan per error: linear in the text however many.
    at: Locator<'t>,
}

type Value<'i> = Spanned<DeValue<'i>>;

impl<'t> Reader<'t> {
    fn error(&self, span: Range<usize>, message: impl Into<String>) -> ParseError {
        self.at.error(span.start, message)
    }

    fn document(&self) -> Result<Document, ParseError> {
        let root = DeTable::parse(self.text).map_err(|e| {
            let message = e.message().trim().to_string();
            match e.span() {
                Some(span) => self.error(span, message),
                None => ParseError::new(0, 0, message),
            }
        })?;
        let table = root.get_ref();
        // Every wrong or missing key is reported at once: fixing a hand-written file one
        // error per run is slow going.
        // Unknown keys are said once, the first in the file with a count of the others:
        // a file of 80,000 of them gets one message, not 80,000.
        let mut errors = Vec::new();
        let unknown: Vec<_> = table
            .iter()
            .map(|(key, _)| key)
            .filter(|key| !KEYS.contains(&key.get_ref().as_ref()))
            .collect();
        if let Some(first) = unknown.iter().min_by_key(|key| key.span().start) {
            let more = match unknown.len() - 1 {
                0 => String::new(),
                n => format!(", and {} more unknown keys", thousands(n)),
            };
            errors.push(self.error(
                first.span(),
                format!(
                    "unknown key `{}` (a native document has: {}){more}",
                    first.get_ref(),
                    KEYS.join(", ")
                ),
            ));
        }
        let get = |key: &str| table.get(key);
        // The keys a document cannot do without; the others have defaults. A missing one
        // is placed at the end of the text, where it could be added.
        for key in REQUIRED {
            if get(key).is_none() {
                errors.push(ParseError::at_offset(
                    self.text,
                    self.text.len(),
                    format!(
                        "missing key `{key}` (a native document needs {})",
                        REQUIRED.join(", ")
                    ),
                ));
            }
        }
        if let Some(v) = get("format") {
            match self.string(v, "format") {
                Ok(FORMAT_NAME) => {}
                Ok(_) => {
                    errors.push(self.error(v.span(), format!("`format` must be \"{FORMAT_NAME}\"")))
                }
                Err(e) => errors.push(e),
            }
        }
        if let Some(v) = get("version") {
            match self.integer(v, "version") {
                Ok(VERSION) => {}
                Ok(n) => errors.push(self.error(
                    v.span(),
                    format!("version {n} is not supported (this nonet reads version {VERSION})"),
                )),
                Err(e) => errors.push(e),
            }
        }
        let e = &mut errors;
        let layout = match get("regions") {
            None => Some(Layout::classic()),
            Some(v) => keep(e, self.layout(v)),
        };
        let givens = get("givens").and_then(|v| keep(e, self.board(v, "givens")));
        let entries = get("entries").map(|v| keep(e, self.board(v, "entries")));
        let marks = get("marks").map(|v| keep(e, self.marks(v)));
        let weights = get("weights").map(|v| keep(e, self.weights(v)));
        let cursor = get("cursor").map(|v| keep(e, self.cursor(v)));
        let name = get("name").map(|v| keep(e, self.string(v, "name")));
        let region_draft = get("region_draft").map(|v| keep(e, self.draft(v)));
        let elapsed = keep(e, self.count(get("elapsed"), "elapsed", MAX_ELAPSED as i64));
        let hints = keep(e, self.count(get("hints"), "hints", i64::from(MAX_HINTS)));
        let level = get("level").map(|v| keep(e, self.level(v)));
        let colouring = get("colours").map(|v| keep(e, self.colouring(v)));
        if let (Some(givens), Some(Some(entries)), Some(v)) = (givens, entries, get("entries")) {
            keep(e, self.no_entry_on_a_given(&givens, &entries, v));
        }
        errors.sort_by_key(|e| (e.line, e.column));
        if let Some(e) = ParseError::gather(errors) {
            return Err(e);
        }
        // With no error, every value read is there.
        let (Some(layout), Some(givens)) = (layout, givens) else {
            return Err(ParseError::new(0, 0, "missing key `givens`"));
        };
        let mut puzzle = Puzzle::new(layout, givens);
        puzzle.name = name.flatten().map(str::to_string);
        let mut grid = Grid::new(puzzle);
        if let Some(Some(entries)) = entries {
            grid.entries = entries;
        }
        if let Some(Some(marks)) = marks {
            grid.marks = marks;
        }
        Ok(Document {
            grid,
            weights: weights.flatten().unwrap_or_else(Weights::rings),
            cursor: cursor.flatten().unwrap_or(0),
            region_draft: region_draft.flatten(),
            play: Play {
                elapsed_secs: elapsed.unwrap_or(0) as u64,
                level: level.flatten(),
                hints: hints.unwrap_or(0) as u32,
            },
            colouring: colouring.flatten().unwrap_or_default(),
        })
    }

    fn layout(&self, v: &Value<'_>) -> Result<Arc<Layout>, ParseError> {
        let map = self.rows(v, "regions")?;
        let layout = Layout::from_region_map(&map.concat())
            .map_err(|e| self.error(v.span(), format!("`regions`: {e}")))?;
        Ok(super::shared_layout(layout))
    }

    fn cursor(&self, v: &Value<'_>) -> Result<usize, ParseError> {
        let c = self.integer(v, "cursor")?;
        usize::try_from(c)
            .ok()
            .filter(|&c| c < CELLS)
            .ok_or_else(|| self.error(v.span(), "`cursor` must be a cell index 0-80"))
    }

    /// An optional count between 0 and `max` (0 when absent).
    fn count(&self, v: Option<&Value<'_>>, key: &str, max: i64) -> Result<i64, ParseError> {
        let Some(v) = v else {
            return Ok(0);
        };
        let n = self.integer(v, key)?;
        if (0..=max).contains(&n) {
            Ok(n)
        } else {
            Err(self.error(v.span(), format!("`{key}` must be between 0 and {max}")))
        }
    }

    fn level(&self, v: &Value<'_>) -> Result<Level, ParseError> {
        let name = self.string(v, "level")?;
        Level::ALL
            .into_iter()
            .find(|l| l.name() == name)
            .ok_or_else(|| {
                self.error(
                    v.span(),
                    format!("`level` {name:?} is not one of easy, medium, hard, expert, extreme"),
                )
            })
    }

    /// A hand edit may put an entry under a given: named, never dropped silently.
    fn no_entry_on_a_given(
        &self,
        givens: &Board,
        entries: &Board,
        v: &Value<'_>,
    ) -> Result<(), ParseError> {
        let Some(c) = (0..CELLS).find(|&c| givens[c] != 0 && entries[c] != 0) else {
            return Ok(());
        };
        let rows = self.array(v, "entries", "9 characters")?;
        Err(self.error(
            Self::cell_span(&rows[c / 9], c % 9),
            format!(
                "`entries` {}: {} on a given ({}); a given cell takes no entry",
                cell_name(c),
                entries[c],
                givens[c]
            ),
        ))
    }

    fn string<'v>(&self, v: &'v Value<'_>, key: &str) -> Result<&'v str, ParseError> {
        match v.get_ref() {
            DeValue::String(s) => Ok(s.as_ref()),
            _ => Err(self.error(v.span(), format!("`{key}` must be a string"))),
        }
    }

    fn integer(&self, v: &Value<'_>, key: &str) -> Result<i64, ParseError> {
        let not = || self.error(v.span(), format!("`{key}` must be an integer"));
        match v.get_ref() {
            DeValue::Integer(i) => {
                let digits = i.as_str().replace('_', "");
                // A well-formed integer past i64 is a number out of range, which the
                // key's own range check names ("must be between 0 and …").
                i64::from_str_radix(&digits, i.radix()).or_else(|e| match e.kind() {
                    std::num::IntErrorKind::PosOverflow => Ok(i64::MAX),
                    std::num::IntErrorKind::NegOverflow => Ok(i64::MIN),
                    _ => Err(not()),
                })
            }
            _ => Err(not()),
        }
    }

    fn array<'v, 'i>(
        &self,
        v: &'v Value<'i>,
        key: &str,
        what: &str,
    ) -> Result<&'v [Value<'i>], ParseError> {
        match v.get_ref() {
            DeValue::Array(a) if a.len() == 9 => Ok(a.as_ref()),
            DeValue::Array(a) => {
                // At the first row too many, or at the `]` that comes too soon.
                let at = match a.get(9) {
                    Some(extra) => extra.span(),
                    None => v.span().end.saturating_sub(1)..v.span().end,
                };
                Err(self.error(
                    at,
                    format!("`{key}`: expected 9 rows of {what}, found {}", a.len()),
                ))
            }
            _ => Err(self.error(
                v.span(),
                format!("`{key}` must be an array of 9 rows of {what}"),
            )),
        }
    }

    /// 9 strings of 9 characters each.
    fn rows(&self, v: &Value<'_>, key: &str) -> Result<Vec<String>, ParseError> {
        let mut rows = Vec::with_capacity(9);
        for (r, row) in self.array(v, key, "9 characters")?.iter().enumerate() {
            let text = self.string(row, key)?;
            let n = text.chars().count();
            if n != 9 {
                return Err(self.error(
                    row.span(),
                    format!("`{key}` row {}: expected 9 characters, found {n}", r + 1),
                ));
            }
            rows.push(text.to_string());
        }
        Ok(rows)
    }

    /// Where cell `c` of a row string starts, for errors on one character: the row's
    /// span starts at its opening quote.
    fn cell_span(row: &Value<'_>, c: usize) -> Range<usize> {
        let at = row.span().start + 1 + c;
        at..at + 1
    }

    fn board(&self, v: &Value<'_>, key: &str) -> Result<Board, ParseError> {
        let rows = self.rows(v, key)?;
        let cells = self.array(v, key, "9 characters")?;
        let mut b = [0u8; CELLS];
        for (r, row) in rows.iter().enumerate() {
            for (c, ch) in row.chars().enumerate() {
                b[r * 9 + c] = match ch {
                    '.' | '0' => 0,
                    '1'..='9' => ch as u8 - b'0',
                    _ => {
                        return Err(self.error(
                            Self::cell_span(&cells[r], c),
                            format!(
                                "`{key}` {}: {ch:?} is not a digit or '.'",
                                cell_name(r * 9 + c)
                            ),
                        ))
                    }
                };
            }
        }
        Ok(b)
    }

    /// Calls `f` with each cell of a 9×9 array of strings (`marks`, `colours`): its
    /// index, its value (for errors) and its text.
    fn each_cell_string(
        &self,
        v: &Value<'_>,
        key: &str,
        mut f: impl FnMut(usize, &Value<'_>, &str) -> Result<(), ParseError>,
    ) -> Result<(), ParseError> {
        for (r, row) in self.array(v, key, "9 strings")?.iter().enumerate() {
            let cells = self.array(row, key, "9 strings").map_err(|_| {
                self.error(
                    row.span(),
                    format!("`{key}` row {}: expected 9 strings", r + 1),
                )
            })?;
            for (c, cell) in cells.iter().enumerate() {
                f(r * 9 + c, cell, self.string(cell, key)?)?;
            }
        }
        Ok(())
    }

    fn marks(&self, v: &Value<'_>) -> Result<[Digits; CELLS], ParseError> {
        let mut marks = [Digits::NONE; CELLS];
        self.each_cell_string(v, "marks", |at, cell, text| {
            for ch in text.chars() {
                match ch {
                    '1'..='9' => marks[at].insert(ch as u8 - b'0'),
                    _ => {
                        return Err(self.error(
                            cell.span(),
                            format!("`marks` {}: {ch:?} is not a digit", cell_name(at)),
                        ))
                    }
                }
            }
            Ok(())
        })?;
        Ok(marks)
    }

    /// The player's colouring: the cells' strings as [`Colouring::read_cell`] reads them.
    fn colouring(&self, v: &Value<'_>) -> Result<Colouring, ParseError> {
        let mut colouring = Colouring::default();
        self.each_cell_string(v, "colours", |at, cell, text| {
            colouring.read_cell(at, text).map_err(|(_, message)| {
                self.error(
                    cell.span(),
                    format!("`colours` {}: {message}", cell_name(at)),
                )
            })
        })?;
        Ok(colouring)
    }

    fn weights(&self, v: &Value<'_>) -> Result<Weights, ParseError> {
        let mut w = [0i32; CELLS];
        for (r, row) in self.array(v, "weights", "9 integers")?.iter().enumerate() {
            let cells = self.array(row, "weights", "9 integers").map_err(|_| {
                self.error(
                    row.span(),
                    format!("`weights` row {}: expected 9 integers", r + 1),
                )
            })?;
            for (c, cell) in cells.iter().enumerate() {
                let n = self.integer(cell, "weights")?;
                if n.abs() > MAX_WEIGHT {
                    return Err(self.error(
                        cell.span(),
                        format!(
                            "`weights` {}: {n} is out of range (at most {MAX_WEIGHT} either way)",
                            cell_name(r * 9 + c)
                        ),
                    ));
                }
                w[r * 9 + c] = n as i32;
            }
        }
        Ok(Weights(w))
    }

    /// A region draft: 9 rows of 9 letters A–I. It need not be a valid layout yet.
    fn draft(&self, v: &Value<'_>) -> Result<[u8; CELLS], ParseError> {
        let rows = self.rows(v, "region_draft")?;
        let cells = self.array(v, "region_draft", "9 characters")?;
        let mut map = [0u8; CELLS];
        for (r, row) in rows.iter().enumerate() {
            for (c, ch) in row.chars().enumerate() {
                map[r * 9 + c] = match ch {
                    'A'..='I' => ch as u8 - b'A',
                    _ => {
                        return Err(self.error(
                            Self::cell_span(&cells[r], c),
                            format!(
                                "`region_draft` {}: {ch:?} is not a region letter A-I",
                                cell_name(r * 9 + c)
                            ),
                        ))
                    }
                };
            }
        }
        Ok(map)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::{self, Format};
    use crate::rng::Rng;
    use proptest::prelude::*;
    use std::sync::Arc;

    /// A document with something in every field, on a random jigsaw layout.
    fn sample(seed: u64) -> Document {
        let mut rng = Rng::new(seed);
        let layout = Arc::new(Layout::random(&mut rng));
        let mut givens = [0u8; CELLS];
        let mut doc_entries = [0u8; CELLS];
        let mut marks = [Digits::NONE; CELLS];
        let mut weights = [0i32; CELLS];
        for c in 0..CELLS {
            match rng.below(3) {
                0 => givens[c] = 1 + rng.below(9) as u8,
                1 => doc_entries[c] = 1 + rng.below(9) as u8,
                _ => marks[c] = Digits(rng.below(1 << 9) as u16),
            }
            weights[c] = rng.below(2 * MAX_WEIGHT as u64 + 1) as i32 - MAX_WEIGHT as i32;
        }
        let mut grid = Grid::new(Puzzle::new(layout, givens).with_name("a \"quoted\" näme\\"));
        grid.entries = doc_entries;
        grid.marks = marks;
        let mut draft = [0u8; CELLS];
        for slot in draft.iter_mut() {
            *slot = rng.below(9) as u8;
        }
        Document {
            grid,
            weights: Weights(weights),
            cursor: rng.below(CELLS as u64) as usize,
            region_draft: seed.is_multiple_of(2).then_some(draft),
            play: Play {
                elapsed_secs: rng.below(4) * rng.below(100_000),
                level: (!seed.is_multiple_of(3)).then(|| Level::ALL[rng.below(5) as usize]),
                hints: rng.below(3) as u32,
            },
            colouring: sample_colouring(&mut rng),
        }
    }

    /// Some cells and candidates painted, in every colour, or (one time in four) none.
    fn sample_colouring(rng: &mut Rng) -> Colouring {
        let mut colouring = Colouring::default();
        if rng.below(4) > 0 {
            for _ in 0..rng.below(30) {
                let cell = rng.below(CELLS as u64) as usize;
                let colour = rng.below(5) as u8;
                match rng.below(2) {
                    0 => colouring.set_cell(cell, colour),
                    _ => colouring.set_candidate(cell, 1 + rng.below(9) as u8, colour),
                }
            }
        }
        colouring
    }

    fn error(text: &str) -> (usize, usize, String) {
        let e = parse(text, "d.toml").unwrap_err();
        assert_eq!(e.source, "d.toml");
        (e.line, e.column, e.message)
    }

    #[test]
    fn a_document_reads_back_as_written() {
        for seed in 0..20 {
            let doc = sample(seed);
            let text = render(&doc);
            assert_eq!(parse(&text, "x").unwrap(), doc, "{text}");
        }
        // A bare classic puzzle: the shared classic layout, the ring weights.
        let doc = Document::new(Puzzle::classic([0; CELLS]));
        let back = parse(&render(&doc), "x").unwrap();
        assert!(back.grid.layout().is_classic());
        assert_eq!(back, doc);
    }

    #[test]
    fn the_written_file_is_one_row_per_line() {
        let text = render(&Document::new(Puzzle::classic([0; CELLS])));
        assert!(text.starts_with("format = \"nonet\"\nversion = 1\nregions = [\n"));
        assert!(text.contains("\n    \"AAABBBCCC\",\n"), "{text}");
        assert!(
            text.contains("\n    [6, 6, 6, 6, 6, 6, 6, 6, 6],\n"),
            "{text}"
        );
    }

    #[test]
    fn hand_edited_toml_is_read() {
        // Other quoting, comments, a trailing-comma-free one-line array, blanks as '0'.
        let doc = sample(3);
        let text = render(&doc)
            .replace(
                "format = \"nonet\"",
                "# edited by hand\nformat = 'nonet' # literal",
            )
            .replace("cursor = ", "cursor = 0x0");
        let cursor_hex = format!("cursor = 0x0{}", doc.cursor);
        let text = text.replace(&cursor_hex, &format!("cursor = 0x{:X}", doc.cursor));
        assert!(looks_like(&text), "{text}");
        assert_eq!(parse(&text, "x").unwrap(), doc);
    }

    #[test]
    fn the_game_keys_are_optional_and_checked() {
        let mut doc = sample(3);
        doc.play = Play::default();
        let plain = render(&doc);
        assert!(!plain.contains("elapsed") && !plain.contains("level") && !plain.contains("hints"));
        doc.play = Play {
            elapsed_secs: 312,
            level: Some(Level::Hard),
            hints: 2,
        };
        let text = render(&doc);
        assert!(
            text.ends_with("elapsed = 312\nlevel = \"hard\"\nhints = 2\n"),
            "{text}"
        );
        assert_eq!(parse(&text, "d").unwrap(), doc);
        let (line, col, message) = error(&text.replace("\"hard\"", "\"fiendish\""));
        assert_eq!(
            message,
            "`level` \"fiendish\" is not one of easy, medium, hard, expert, extreme"
        );
        assert_eq!((line, col), (text.lines().count() - 1, 9));
        let (_, _, message) = error(&text.replace("elapsed = 312", "elapsed = -1"));
        assert_eq!(message, "`elapsed` must be between 0 and 4294967295");
    }

    #[test]
    fn counters_saturate_so_that_what_is_written_reads_back() {
        let mut doc = sample(5);
        doc.play.elapsed_secs = MAX_ELAPSED + 5;
        doc.play.hints = MAX_HINTS;
        let back = parse(&render(&doc), "d").unwrap();
        assert_eq!(back.play.elapsed_secs, MAX_ELAPSED);
        assert_eq!(back.play.hints, MAX_HINTS);
        // A number past any integer is out of range, not "not an integer".
        let text = render(&doc).replace(
            &format!("elapsed = {MAX_ELAPSED}"),
            "elapsed = 18446744073709551615",
        );
        let (_, _, message) = error(&text);
        assert_eq!(message, "`elapsed` must be between 0 and 4294967295");
        let (_, _, message) = error(&text.replace("18446744073709551615", "-99999999999999999999"));
        assert_eq!(message, "`elapsed` must be between 0 and 4294967295");
    }

    #[test]
    fn an_entry_on_a_given_cell_is_named_not_dropped() {
        let mut doc = Document::new(Puzzle::classic([0; CELLS]));
        doc.grid.puzzle.givens[10] = 3;
        let text = render(&doc);
        // r2c2 is a given 3; a hand edit puts an entry 5 under it.
        let at = text.find("entries = [").unwrap();
        let row2 = at + text[at..].match_indices("\".........\"").nth(1).unwrap().0;
        let bad = format!("{}\".5.......\"{}", &text[..row2], &text[row2 + 11..]);
        let (line, column, message) = error(&bad);
        assert_eq!(
            message,
            "`entries` r2c2: 5 on a given (3); a given cell takes no entry"
        );
        assert_eq!(column, 7, "{bad}");
        assert_eq!(bad.lines().nth(line - 1).unwrap(), "    \".5.......\",");
        // The writer never writes one.
        doc.grid.entries[10] = 5;
        assert_eq!(parse(&render(&doc), "d").unwrap().grid.entries[10], 0);
    }

    #[test]
    fn errors_name_line_column_and_key() {
        let good = render(&Document::new(Puzzle::classic([0; CELLS])));
        let (line, column, message) = error(&good.replace("version = 1", "version = 9"));
        assert_eq!((line, column), (2, 11));
        assert_eq!(
            message,
            "version 9 is not supported (this nonet reads version 1)"
        );
        // A bad character in a row is pointed at exactly.
        let bad = good.replacen("\".........\"", "\"..x......\"", 1);
        assert_eq!(
            error(&bad),
            (
                15,
                8,
                "`givens` r1c3: 'x' is not a digit or '.'".to_string()
            )
        );
        let (line, _, message) = error(&good.replace("cursor = 0", "cursr = 0"));
        assert_eq!(line, 58);
        assert!(message.starts_with("unknown key `cursr`"), "{message}");
        let (line, column, message) = error("format = \"nonet\"\nversion = 1\nregions = [\n");
        assert_eq!((line, column > 0), (3, true), "{message}");
        let (line, _, message) = error("format = \"nonet\"\nversion = 1\n");
        assert_eq!(
            (line, message.as_str()),
            (
                3,
                "missing key `givens` (a native document needs format, version, givens)"
            )
        );
        let (_, _, message) = error(&good.replacen("6, 6, 6, 6, 6, 6, 6, 6, 6", "6, 6", 1));
        assert_eq!(message, "`weights` row 1: expected 9 integers");
        let (_, _, message) = error(&good.replacen("[6, 6", "[6000000, 6", 1));
        assert!(message.starts_with("`weights` r1c1: 6000000 is out of range"));
        let (_, _, message) = error(&good.replace("AAABBBCCC", "AAABBBCCA"));
        assert!(message.starts_with("`regions`: "), "{message}");
        let (_, _, message) = error(&good.replace("cursor = 0", "cursor = 81"));
        assert_eq!(message, "`cursor` must be a cell index 0-80");
    }

    /// A puzzle written by hand: the header, the givens and the regions, nothing else.
    const HAND_WRITTEN: &str = r#"format = "nonet"
version = 1
regions = [
    "AAABBCCCC", "AAABBBBCC", "DAABBBECC", "DAFFFFECE", "DDDDFFEEE",
    "DGGFFFEEE", "DDGGGHHHH", "GGGIIIIHH", "GIIIIIHHH",
]
givens = [
    "4.....8.5", ".3.......", "...7.....", ".2.....6.", "....8.4..",
    "....1....", "...6.3.7.", "5..2.....", "1.4......",
]
"#;

    #[test]
    fn entries_marks_and_weights_may_be_left_out() {
        let doc = parse(HAND_WRITTEN, "p.toml").unwrap();
        assert_eq!(doc.grid.entries, [0; CELLS]);
        assert_eq!(doc.grid.marks, [Digits::NONE; CELLS]);
        assert_eq!(doc.weights, Weights::rings());
        assert_eq!(doc.grid.layout().region_map()[..9], *"AAABBCCCC");
        assert_eq!(format::detect(HAND_WRITTEN), Some(Format::Native));
        // Regions too: a classic puzzle.
        let (head, _) = HAND_WRITTEN.split_once("regions").unwrap();
        let (_, givens) = HAND_WRITTEN.split_once("givens").unwrap();
        let classic = parse(&format!("{head}givens{givens}"), "p.toml").unwrap();
        assert!(classic.grid.layout().is_classic());
        assert_eq!(classic.grid.puzzle.givens, doc.grid.puzzle.givens);
    }

    #[test]
    fn every_wrong_or_missing_key_is_reported_at_once() {
        let text = HAND_WRITTEN
            .replace("format = \"nonet\"\n", "")
            .replace("givens", "givns")
            .replace("\"....8.4..\"", "\"....8.4.x\"")
            + "weights = 5\ncursor = 99\n";
        let e = parse(&text, "p.toml").unwrap_err();
        let all = e.messages();
        assert_eq!(
            all,
            [
                "p.toml:6:1: unknown key `givns` (a native document has: format, version, name, regions, givens, entries, marks, weights, cursor, region_draft, elapsed, level, hints, colours)",
                "p.toml:10:11: `weights` must be an array of 9 rows of 9 integers",
                "p.toml:11:10: `cursor` must be a cell index 0-80",
                "p.toml:12:1: missing key `format` (a native document needs format, version, givens)",
                "p.toml:12:1: missing key `givens` (a native document needs format, version, givens)",
            ]
        );
        assert_eq!((e.line, e.column), (6, 1));
        assert_eq!(e.also.len(), 4);
        // Shown, they are one message on one line, each with its place.
        let shown = e.to_string();
        assert_eq!(shown, all.join("; "));
        assert!(!shown.contains('\n'));
    }

    #[test]
    fn the_format_module_detects_and_converts_documents() {
        let doc = sample(4);
        let text = render(&doc);
        assert_eq!(format::detect(&text), Some(Format::Native));
        // As puzzles: the givens, with the layout and name.
        let puzzles = format::parse(&text, None, "d.toml").unwrap();
        assert_eq!(puzzles, vec![doc.grid.puzzle.clone()]);
        assert_eq!(
            format::parse_documents(&format!("\u{feff}{text}"), None, "d").unwrap(),
            vec![doc.clone()]
        );
        // Any other format's puzzles become bare documents.
        let line = format::render(&Puzzle::classic([0; CELLS]), Format::Line);
        assert_eq!(
            format::parse_documents(&line, None, "l").unwrap(),
            vec![Document::new(Puzzle::classic([0; CELLS]))]
        );
        // A solution written as native keeps the givens and puts the rest in entries.
        let p = doc.grid.puzzle.clone();
        let mut board = p.givens;
        board[80] = if p.givens[80] == 0 { 5 } else { p.givens[80] };
        let back = parse(&format::render_board(&p, &board, Format::Native), "x").unwrap();
        assert_eq!(back.grid.puzzle, p);
        assert_eq!(back.grid.entries[80], if p.givens[80] == 0 { 5 } else { 0 });
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        #[test]
        fn parse_render_round_trips(seed in any::<u64>(), name in "(?s).{0,12}") {
            let mut doc = sample(seed);
            doc.grid.puzzle.name = Some(name);
            let text = render(&doc);
            // Any name, control characters and bidirectional overrides too, is written
            // as TOML escapes that a terminal shows as text.
            let raw = text.chars().find(|&c| c != '\n' && crate::printable::is_unsafe(c));
            prop_assert_eq!(raw, None, "{}", text);
            prop_assert_eq!(parse(&text, "x").unwrap(), doc);
        }

        #[test]
        fn damaged_documents_never_panic(seed in any::<u64>(), cut in 0usize..4000, junk in "\\PC{0,3}") {
            let text = render(&sample(seed));
            let mut at = cut.min(text.len());
            while !text.is_char_boundary(at) { at -= 1; }
            let damaged = format!("{}{junk}{}", &text[..at], &text[at..]);
            let _ = parse(&damaged, "x");
        }
    }
}
