//! A long input in a format whose puzzles span lines, read a part at a time: where it may
//! be cut between two puzzles ([`Splitter`], fed one line at a time), and each part read
//! with line numbers true to the whole input ([`Parts`]). What lets the command line
//! answer the first grid of a 10 MB file before the rest has arrived, in bounded memory.
//!
//! The invariant of a cut: if the reader of the whole input gets to it without an error,
//! it is between two puzzles there, in the state it starts an input in (save a walls
//! input's count, which [`Parts`] carries on). So the parts read in turn give the
//! puzzles and the first error that the whole input gives, with its line, column and
//! message; the splitter follows each reader's own rules (which lines a grid passes
//! over, a frame below a grid belonging to it, a pencil-mark grid's region map on the
//! line after it). Where the reader of the whole would fail before a cut, the part that
//! holds the failing line fails the same way, and where the splitter cut after it does
//! not matter. The tests (`format/tests/parts.rs`) read every format's samples, and
//! damaged copies of them, both ways and compare.
//!
//! The one-puzzle-a-line formats need none of this (a line is a puzzle), and a native
//! document holds one puzzle: [`Splitter::new`] gives None for those.

use super::{euler, grid, jigsaw, pm, position_puzzles, sdk, sdx, walls, Document, Format};
use super::{strip_bom, ParseError};
use crate::cells::CELLS;
use crate::puzzle::Puzzle;
use crate::text::{Cursor, Line};

/// A place to cut an input: after its first `lines` lines, which hold `puzzles` whole
/// puzzles.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Cut {
    pub lines: usize,
    pub puzzles: usize,
}

/// Where a reader is, as the splitter follows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// Between two puzzles (or before the first, or a walls input's count).
    Between,
    /// Euler: a `Grid NN` header read, its first row not yet.
    Header,
    /// Reading a puzzle's rows (`rows` of them so far).
    Rows,
    /// A puzzle's rows are read; the lines after it may still belong to it (the frame
    /// below a grid, a pencil-mark grid's region map).
    Closing,
    /// Jigsaw: 81 givens read, the region map comes on the next line.
    Map,
    /// Sdk: inside a section other than `[Puzzle]`, passed over to the next section.
    Skipping,
}

/// Finds the places where an input in one format may be cut between puzzles, from its
/// lines fed one at a time.
#[derive(Clone, Debug)]
pub struct Splitter {
    format: Format,
    phase: Phase,
    rows: usize,
    /// Lines fed so far.
    lines: usize,
    /// Puzzles whose every line has been fed.
    puzzles: usize,
    /// Walls: whether the count T has been read.
    counted: bool,
    cut: Cut,
}

impl Splitter {
    /// A splitter for `format`; None for the formats that need none (one puzzle a line, or
    /// a native document's one).
    pub fn new(format: Format) -> Option<Splitter> {
        let multi_line = matches!(
            format,
            Format::Grid
                | Format::Framed
                | Format::Ss
                | Format::Sdk
                | Format::Euler
                | Format::Walls
                | Format::Jigsaw
                | Format::Pm
                | Format::Sdx
        );
        multi_line.then_some(Splitter {
            format,
            phase: Phase::Between,
            rows: 0,
            lines: 0,
            puzzles: 0,
            counted: false,
            cut: Cut::default(),
        })
    }

    /// The last place found where the input may be cut (counted from the input's start).
    pub fn cut(&self) -> Cut {
        self.cut
    }

    /// Takes the next line, without its ending (and the first without a byte-order mark).
    pub fn push(&mut self, text: &str) {
        self.lines += 1;
        let text = if self.lines == 1 {
            strip_bom(text)
        } else {
            text
        };
        let line = Line {
            no: self.lines,
            text,
        };
        match self.format {
            Format::Grid | Format::Framed | Format::Ss => self.grid(&line),
            Format::Euler => self.euler(&line),
            Format::Sdk => self.sdk(&line),
            Format::Walls => self.walls(&line),
            Format::Jigsaw => self.jigsaw(&line),
            Format::Pm => self.pm(&line),
            Format::Sdx => self.sdx(&line),
            _ => {}
        }
    }

    /// The input may be cut after this line.
    fn cut_after(&mut self) {
        self.cut = Cut {
            lines: self.lines,
            puzzles: self.puzzles,
        };
    }

    /// The input may be cut before this line.
    fn cut_before(&mut self) {
        self.cut = Cut {
            lines: self.lines - 1,
            puzzles: self.puzzles,
        };
    }

    /// A row of a grid read: the last of its 9 closes the puzzle.
    fn row(&mut self) {
        self.rows += 1;
        self.phase = Phase::Rows;
        if self.rows == 9 {
            self.rows = 0;
            self.puzzles += 1;
            self.phase = Phase::Closing;
        }
    }

    /// A row of a format where nothing follows a grid's ninth row: the cut comes right
    /// after it.
    fn row_then_cut(&mut self) {
        self.row();
        if self.phase == Phase::Closing {
            self.phase = Phase::Between;
            self.cut_after();
        }
    }

    /// The end of a grid's frame lines below it: the first line that is no frame.
    fn closed_by(&mut self, frame: bool) -> bool {
        if self.phase != Phase::Closing || frame {
            return false;
        }
        self.phase = Phase::Between;
        self.cut_before();
        true
    }

    /// `grid::parse`: a grid starts at a significant line; inside it comments and frame
    /// lines are passed over and a blank line is an error; the frame lines right below
    /// its 9th row are its own.
    fn grid(&mut self, line: &Line) {
        let frame = grid::shape(line) == grid::Shape::Frame;
        if self.phase == Phase::Closing && frame {
            return;
        }
        self.closed_by(frame);
        if line.is_blank() {
            // Between grids, or the error of a grid cut short: either way nothing after
            // this line depends on what came before it.
            self.rows = 0;
            self.phase = Phase::Between;
            self.cut_after();
        } else if !line.is_comment() {
            self.phase = Phase::Rows;
            if !frame {
                self.row();
            }
        }
    }

    /// `euler::parse`: a `Grid NN` header, its first row (past blank lines), then a grid
    /// block that a blank line or the next header cuts short (an error).
    fn euler(&mut self, line: &Line) {
        let frame = grid::shape(line) == grid::Shape::Frame;
        if self.phase == Phase::Closing && frame {
            return;
        }
        self.closed_by(frame);
        let header = euler::is_header(line);
        match self.phase {
            Phase::Between if !line.is_significant() => self.cut_after(),
            Phase::Between if header => {
                self.phase = Phase::Header;
                self.rows = 0;
            }
            // Anything else is an error here (a header is expected).
            Phase::Between => self.cut_after(),
            Phase::Header if !line.is_significant() => {}
            Phase::Header if header => {
                self.phase = Phase::Between;
                self.cut_after();
            }
            Phase::Header if frame => self.phase = Phase::Rows,
            Phase::Header => self.row(),
            _ if line.is_blank() || header => {
                self.rows = 0;
                self.phase = Phase::Between;
                self.cut_after();
            }
            _ if line.is_comment() || frame => {}
            _ => self.row(),
        }
    }

    /// `sdk::parse`: significant lines only; a `[Puzzle]` section or 9 bare rows is a
    /// puzzle, another section is passed over up to the next section line.
    fn sdk(&mut self, line: &Line) {
        if !line.is_significant() {
            return;
        }
        let section = sdk::section(line);
        if self.phase == Phase::Skipping {
            if section.is_none() {
                return;
            }
            self.phase = Phase::Between;
            self.cut_before();
        }
        match (self.phase, section) {
            (Phase::Between, Some(name)) if sdk::is_puzzle(name) => {
                self.phase = Phase::Rows;
                self.rows = 0;
            }
            (Phase::Between, Some(_)) => self.phase = Phase::Skipping,
            // A section line among the rows: an error.
            (_, Some(_)) => {
                self.phase = Phase::Between;
                self.rows = 0;
                self.cut_after();
            }
            (_, None) => self.row_then_cut(),
        }
    }

    /// `walls::parse`: the count, then blocks of 9 significant lines.
    fn walls(&mut self, line: &Line) {
        if !line.is_significant() {
            return;
        }
        if !self.counted {
            self.counted = true;
            return;
        }
        self.row_then_cut();
    }

    /// `sdx::parse_documents`: 9 significant lines a grid.
    fn sdx(&mut self, line: &Line) {
        if !line.is_significant() {
            return;
        }
        self.row_then_cut();
    }

    /// `jigsaw::parse`: a significant line of 81 givens and 81 labels, or of 81 givens
    /// with the labels on the very next line.
    fn jigsaw(&mut self, line: &Line) {
        if self.phase == Phase::Map {
            // The region map, or an error if this line has no data.
            self.phase = Phase::Between;
            self.puzzles += usize::from(line.is_significant());
            self.cut_after();
            return;
        }
        if line.is_significant() {
            match line.significant_chars().take(2 * CELLS).count() {
                CELLS => {
                    self.phase = Phase::Map;
                    return;
                }
                n if n == 2 * CELLS => self.puzzles += 1,
                _ => {} // an error
            }
        }
        self.cut_after();
    }

    /// `pm::parse`: 9 significant rows, frames passed over; after them, the frames below
    /// and a region map on the next significant line are the grid's own.
    fn pm(&mut self, line: &Line) {
        if !line.is_significant() {
            if self.phase == Phase::Between {
                self.cut_after();
            }
            return;
        }
        let frame = pm::is_frame(line);
        if self.phase == Phase::Closing {
            if frame {
                return;
            }
            if pm::region_map_like(line) {
                self.phase = Phase::Between;
                self.cut_after();
                return;
            }
            self.phase = Phase::Between;
            self.cut_before();
        }
        if frame {
            self.phase = Phase::Rows;
        } else {
            self.row();
        }
    }
}

/// One part's puzzles; for a position format, its documents too (placed digits as entries,
/// candidates as pencil marks).
pub struct Part {
    pub puzzles: Vec<Puzzle>,
    pub documents: Option<Vec<Document>>,
}

/// Reads the parts of one input in turn, numbering their lines in the whole input.
#[derive(Clone, Debug)]
pub struct Parts {
    format: Format,
    source: String,
    /// The number of the next part's first line.
    next_line: usize,
    /// The last line of the parts read, for an error at the end of the input.
    last_line: Option<String>,
    walls: Option<walls::Count>,
    puzzles: usize,
    /// Whether every part so far was blank (an input with no text at all).
    blank: bool,
    /// A judge's test: it may hold no case (`T = 0`), as [`super::parse_cases`] reads.
    cases: bool,
}

impl Parts {
    /// The reader of an input in `format` (one that [`Splitter::new`] splits), named
    /// `source` in errors.
    pub fn new(format: Format, source: &str) -> Parts {
        Parts {
            format,
            source: source.to_string(),
            next_line: 1,
            last_line: None,
            walls: None,
            puzzles: 0,
            blank: true,
            cases: false,
        }
    }

    /// The reader of a judge's test, which may hold no case (`T = 0`), as
    /// [`super::parse_cases`] reads one whole; text without a case is still an error.
    pub fn cases(format: Format, source: &str) -> Parts {
        Parts {
            cases: true,
            ..Parts::new(format, source)
        }
    }

    /// Reads the next part: the lines up to a [`Cut`] (all that is left when `at_end`),
    /// as text (checked by [`super::decode`]).
    pub fn read(&mut self, text: &str, at_end: bool) -> Result<Part, ParseError> {
        let first = self.next_line == 1;
        let text = if first { strip_bom(text) } else { text };
        let last_text = self.last_line.take();
        let before = last_text.as_deref().map(|t| Line {
            no: self.next_line - 1,
            text: t,
        });
        let mut cur = Cursor::resume(text, self.next_line, before);
        let format = self.format;
        let read = self
            .parse(&mut cur, at_end)
            .map_err(|e| e.in_source(&self.source).in_format(format))?;
        // The part's last line, wherever the reader stopped.
        let mut end = cur.clone();
        while end.next_line().is_some() {}
        if let Some(last) = end.last_line() {
            self.next_line = last.no + 1;
            self.last_line = Some(last.text.to_string());
        }
        self.puzzles += read.puzzles.len();
        self.blank &= text.trim().is_empty();
        if at_end && self.puzzles == 0 && (self.blank || !self.cases) {
            let message = if self.blank {
                "empty input: no puzzle found"
            } else {
                "no puzzle found"
            };
            return Err(end
                .end_error(message)
                .in_source(&self.source)
                .in_format(format));
        }
        Ok(read)
    }

    fn parse(&mut self, cur: &mut Cursor, at_end: bool) -> Result<Part, ParseError> {
        let bare = |puzzles| Part {
            puzzles,
            documents: None,
        };
        let docs = |documents: Vec<Document>, puzzles: Vec<Puzzle>| Part {
            puzzles,
            documents: Some(documents),
        };
        Ok(match self.format {
            Format::Grid | Format::Framed | Format::Ss => bare(grid::parse(cur)?),
            Format::Sdk => bare(sdk::parse(cur)?),
            Format::Euler => bare(euler::parse(cur)?),
            Format::Jigsaw => bare(jigsaw::parse(cur)?),
            Format::Walls => bare(walls::blocks(cur, &mut self.walls, self.cases, at_end)?),
            Format::Pm => {
                let d = pm::parse(cur)?;
                let puzzles = position_puzzles(d.clone());
                docs(d, puzzles)
            }
            Format::Sdx => {
                let d = sdx::parse_documents(cur)?;
                let puzzles = d.iter().map(|d| d.grid.puzzle.clone()).collect();
                docs(d, puzzles)
            }
            _ => bare(Vec::new()),
        })
    }
}
