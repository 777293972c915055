//! Input read as it arrives and answers written as they are ready.
//!
//! A file (or standard input) is read in chunks of lines; each chunk's puzzles are solved
//! in parallel and written, in input order, before the next chunk is read. So the first
//! answer appears before the input ends, memory stays bounded however long the input
//! is, and a closed pipe (`nonet solve | head -1`) stops the reading and solving too.
//!
//! Chunks start at one puzzle and double up to [`CHUNK_LINES`]: the first answer is
//! written as soon as the first puzzle is done (a hard puzzle for `rate` takes a third of a
//! second; a chunk of 16 used to hold the first line back for seconds), and the later,
//! larger chunks keep every worker busy. Without `--from`, the format is detected from the
//! lines the detector looks at (`format::SIGNIFICANT_SEEN` significant lines and
//! `format::LINES_SEEN` lines), read first, so that it is the format the whole text would
//! be given; their puzzles are handed out in those growing chunks too. With `--from`
//! nothing needs detecting, and the first chunk is the first puzzle (a CSV's first two
//! lines, its header and first row): its answer comes before the next line is even read.
//!
//! The one-puzzle-a-line formats (`line`, `values`, `candidates`, `hodoku`, `csv`) are
//! read in chunks of lines: a chunk of whole lines is a chunk of whole puzzles there (a
//! CSV's later chunks are read with its header in front). The formats whose puzzles span
//! lines (`grid`, `framed`, `ss`, `sdk`, `euler`, `walls`, `jigsaw`, `pm`, `sdx`) are read
//! in parts cut between two puzzles, where `format::Splitter` finds a place (a grid's
//! part ends after the frame below its last row, so its answer waits for the line after
//! it), and each part is read by `format::Parts` with its lines numbered in the whole
//! input (a walls count carried from part to part). A native document, which holds one
//! puzzle, is read whole, up to [`MAX_WHOLE_BYTES`].
//!
//! Limits, so that `nonet solve /dev/zero` ends with an error instead of exhausting
//! memory: a line longer than [`MAX_LINE_BYTES`], an input read whole that is larger than
//! [`MAX_WHOLE_BYTES`], or a part with no place to cut in as many bytes, is bad input
//! (exit status 2) named by source and line.
//!
//! A parse error stops the command where it is found, with the message, line and column
//! that reading the whole input gives: an input whose format is detected and that fits
//! in the lines read to detect it is checked whole before anything is written; a longer
//! one, or one read with `--from`, has the answers before the failing chunk or part
//! written already, in every streamed format alike. So has a file with a NUL byte or a
//! bad UTF-8 sequence further on (read whole, such a file is refused for that before
//! anything else); and a native document's `format = "nonet"` line after the lines read
//! to detect is a bad line of the detected format there, not a native document.

use super::args::InputArgs;
use super::progress::{Estimate, Progress};
use super::{files_or_stdin, grids_of, note, stdin_note, CliError, Input};
use nonet_core::format::{self, Format, ParseError, Parts, Splitter};
use nonet_core::maximize::Weights;
use nonet_core::puzzle::Grid;
use std::io::{BufRead, BufReader, IsTerminal};
use std::path::Path;

// The longest line read: one limit, which the TUI's pastes and files share.
use nonet_core::format::MAX_LINE_BYTES;

/// The largest input read whole (256 MiB): a native document, and the texts `judge`
/// reads and `convert` writes to walls, a position or a document; also the most read of
/// one part of a multi-line input while looking for a place to cut it. Far beyond any
/// puzzle collection in those formats.
pub const MAX_WHOLE_BYTES: usize = 256 << 20;

/// A streamed chunk ends after this many lines or bytes: what bounds memory.
const CHUNK_LINES: usize = 4096;
const CHUNK_BYTES: usize = 4 << 20;

/// The lines of one input, read with the limits above.
struct Lines {
    source: String,
    reader: Box<dyn BufRead>,
    /// Lines read so far: the number of the last one.
    count: usize,
    /// Bytes read so far.
    bytes: usize,
    at_end: bool,
}

impl Lines {
    /// Opens a file, or standard input for `-` (saying so first when it is a terminal).
    fn open(path: &Path) -> Result<Lines, CliError> {
        let source = path_name(path);
        let reader: Box<dyn BufRead> = if is_stdin(path) {
            if let Some(line) = stdin_note("-", std::io::stdin().is_terminal()) {
                note(line);
            }
            Box::new(BufReader::with_capacity(1 << 16, std::io::stdin()))
        } else {
            let file = std::fs::File::open(path)
                .and_then(|f| match f.metadata()?.is_dir() {
                    true => Err(std::io::ErrorKind::IsADirectory.into()),
                    false => Ok(f),
                })
                .map_err(|e| file_error(path, &source, e))?;
            Box::new(BufReader::with_capacity(1 << 16, file))
        };
        Ok(Lines {
            source,
            reader,
            count: 0,
            bytes: 0,
            at_end: false,
        })
    }

    /// Appends the next line, with its ending (LF, CRLF or a lone CR, as the format
    /// readers end lines), to `buf`; false at the end of the input.
    fn next_into(&mut self, buf: &mut Vec<u8>) -> Result<bool, CliError> {
        let start = buf.len();
        loop {
            let available = self.fill()?;
            if available.is_empty() {
                self.at_end = true;
                break;
            }
            let ending = available.iter().position(|&b| b == b'\n' || b == b'\r');
            let take = ending.map_or(available.len(), |i| i + 1);
            let cr = ending.is_some_and(|i| available[i] == b'\r');
            buf.extend_from_slice(&available[..take]);
            self.reader.consume(take);
            if buf.len() - start > MAX_LINE_BYTES + 1 {
                return Err(self.too_long(buf));
            }
            if ending.is_some() {
                // CRLF is one line ending: its LF must not start an empty line of the
                // next chunk (the line numbers would shift).
                if cr && self.fill()?.first() == Some(&b'\n') {
                    buf.push(b'\n');
                    self.reader.consume(1);
                }
                break;
            }
        }
        if buf.len() == start {
            return Ok(false);
        }
        let line = &buf[start..];
        let text_len = line.len()
            - line
                .iter()
                .rev()
                .take_while(|&&b| b == b'\n' || b == b'\r')
                .count();
        if text_len > MAX_LINE_BYTES {
            return Err(self.too_long(buf));
        }
        self.count += 1;
        self.bytes += line.len();
        Ok(true)
    }

    /// Everything left, for an input read whole, up to [`MAX_WHOLE_BYTES`]; `format`,
    /// the input's when known, says in the error why it is read whole.
    fn rest_into(&mut self, buf: &mut Vec<u8>, format: Option<Format>) -> Result<(), CliError> {
        while self.next_into(buf)? {
            if buf.len() > MAX_WHOLE_BYTES {
                let why = match format {
                    Some(f) if is_streamed(f) || Splitter::new(f).is_some() => format!(
                        "this command reads its input whole (solve, count, rate, hint, \
                         target, print and convert to a format other than walls, a \
                         position or a native document read the {} format as it comes, \
                         without this limit)",
                        f.name()
                    ),
                    Some(f) => format!("the {} format is read whole", f.name()),
                    None => "this command reads its input whole".to_string(),
                };
                return Err(ParseError::new(
                    self.count,
                    1,
                    format!(
                        "input larger than {MAX_WHOLE_BYTES} bytes (256 MiB), the most nonet \
                         reads of a text it takes whole: {why}; split it"
                    ),
                )
                .in_source(&self.source)
                .into());
            }
        }
        Ok(())
    }

    fn fill(&mut self) -> Result<&[u8], CliError> {
        loop {
            match self.reader.fill_buf() {
                Ok(_) => break,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(e) => {
                    return Err(CliError::input(format!(
                        "{}: cannot read: {e}",
                        self.source
                    )))
                }
            }
        }
        // Borrowed again outside the loop: the checker cannot see that a returned borrow
        // ends the loop.
        Ok(self.reader.fill_buf().unwrap_or(&[]))
    }

    /// The error for an overlong line, unless what was read is not text at all (NUL
    /// bytes: `/dev/zero`), which is the better thing to say.
    fn too_long(&self, buf: &[u8]) -> CliError {
        if let Err(e) = format::decode(buf, &self.source) {
            return e.into();
        }
        format::long_line(&self.source, self.count + 1).into()
    }
}

/// Why a file cannot be opened, in the words every reader uses (missing, a directory,
/// unreadable), as the library's reader says it.
fn file_error(path: &Path, source: &str, e: std::io::Error) -> CliError {
    if e.kind() == std::io::ErrorKind::IsADirectory || path.is_dir() {
        return ParseError::whole(source, "is a directory, not a file of puzzles").into();
    }
    format::file_error(source, &e).into()
}

/// Whether `path` is `-`, standard input.
fn is_stdin(path: &Path) -> bool {
    path.as_os_str() == "-"
}

/// How a path is named in messages: `<stdin>` for `-`; bytes of a file name that are not
/// UTF-8 (a valid Unix name) shown as `\xFF`, so the name still says which file it is.
/// Control characters are escaped where every message is written (`printable::escape`).
pub fn path_name(path: &Path) -> String {
    if is_stdin(path) {
        return format::source_name("-").to_string();
    }
    nonet_core::printable::path_text(path)
}

/// Whether input in `format` is streamed: one puzzle a line, so that a chunk of whole
/// lines is a chunk of whole puzzles.
fn is_streamed(format: Format) -> bool {
    matches!(
        format,
        Format::Line | Format::Candidates | Format::Values | Format::Hodoku | Format::Csv
    )
}

/// Whether a line (with its ending) has data: neither blank nor a `#` comment, as the
/// format readers decide it.
fn significant(line: &[u8]) -> bool {
    let text = String::from_utf8_lossy(line);
    let text = text.trim();
    !text.is_empty() && !text.starts_with('#')
}

/// Whether a line is the POJ 3074 terminator `end`, after which the `line` reader reads
/// nothing: the stream stops there too instead of reading (and checking) the rest.
fn is_end(line: &[u8]) -> bool {
    String::from_utf8_lossy(line)
        .trim()
        .eq_ignore_ascii_case("end")
}

/// An input read in chunks: each a run of whole puzzles, with its index in the input.
pub struct Chunks {
    lines: Lines,
    from: Option<Format>,
    /// Whether the input may be streamed (the caller can write answers chunk by chunk).
    streamable: bool,
    /// Known once the first chunk is read.
    format: Option<Format>,
    /// The index in the input of the next chunk's first puzzle.
    next_puzzle: usize,
    /// Line number and byte offset of the next chunk's first line.
    next_line: usize,
    next_byte: usize,
    /// How many puzzles (and lines read) the next streamed chunk may hold: 1, doubling
    /// up to [`CHUNK_LINES`].
    chunk_lines: usize,
    /// A line every later chunk is read with in front of it: a CSV's header, which names
    /// the columns of every row.
    header: Option<String>,
    /// Puzzles read and parsed but not handed out yet (those of the lines read to detect
    /// the format beyond the first chunk's size).
    pending: Option<Input>,
    /// A format whose puzzles span lines, read a part at a time.
    split: Option<Split>,
    /// A judge's test, which may hold no case (`format::parse_cases`).
    cases: bool,
    done: bool,
}

/// An input in a format whose puzzles span lines, read in parts cut between two puzzles
/// (`format::parts`): the lines read past the last part wait here until a cut.
struct Split {
    splitter: Splitter,
    parts: Parts,
    /// The lines read and not handed to a part yet, with their endings...
    buf: Vec<u8>,
    /// ...and where each of them ends in `buf`...
    ends: Vec<usize>,
    /// ...the first `fed` of them given to the splitter (the lines read to detect the
    /// format are given one at a time, so that the first part is one puzzle).
    fed: usize,
    /// Lines, puzzles and bytes handed to parts so far.
    lines: usize,
    puzzles: usize,
    bytes: usize,
}

impl Split {
    fn new(format: Format, source: &str) -> Option<Split> {
        Some(Split {
            splitter: Splitter::new(format)?,
            parts: Parts::new(format, source),
            buf: Vec::new(),
            ends: Vec::new(),
            fed: 0,
            lines: 0,
            puzzles: 0,
            bytes: 0,
        })
    }

    /// Takes the first `lines` lines out of `buf`: the next part, as bytes.
    fn take(&mut self, lines: usize) -> Vec<u8> {
        let bytes = lines.checked_sub(1).map_or(0, |last| self.ends[last]);
        let part = self.buf.drain(..bytes).collect();
        self.ends.drain(..lines);
        self.ends.iter_mut().for_each(|end| *end -= bytes);
        self.fed -= lines;
        self.lines += lines;
        self.bytes += bytes;
        self.puzzles = self.puzzles.max(self.splitter.cut().puzzles);
        part
    }

    /// Gives the splitter the next line of `buf`, reading it into `buf` first when all
    /// have been given; false at the end of the input.
    fn feed(&mut self, lines: &mut Lines) -> Result<bool, CliError> {
        if self.fed == self.ends.len() {
            if !lines.next_into(&mut self.buf)? {
                return Ok(false);
            }
            self.ends.push(self.buf.len());
        }
        let start = self.fed.checked_sub(1).map_or(0, |i| self.ends[i]);
        let line = String::from_utf8_lossy(&self.buf[start..self.ends[self.fed]]);
        self.splitter.push(line.trim_end_matches(['\n', '\r']));
        self.fed += 1;
        Ok(true)
    }
}

impl Chunks {
    pub fn open(path: &Path, from: Option<Format>, streamable: bool) -> Result<Chunks, CliError> {
        Ok(Chunks {
            lines: Lines::open(path)?,
            from,
            streamable,
            format: None,
            next_puzzle: 0,
            next_line: 1,
            next_byte: 0,
            chunk_lines: 1,
            header: None,
            pending: None,
            split: None,
            cases: false,
            done: false,
        })
    }

    /// A judge's test in `format`, read as it arrives (`format::parse_cases`: it may hold
    /// no case).
    pub fn cases(path: &Path, format: Format) -> Result<Chunks, CliError> {
        Ok(Chunks {
            cases: true,
            ..Chunks::open(path, Some(format), true)?
        })
    }

    /// The next chunk: its first puzzle's index in the input, and its puzzles (as one
    /// [`Input`]); None after the last.
    pub fn next_chunk(&mut self) -> Result<Option<(usize, Input)>, CliError> {
        let mut input = match self.pending.take() {
            Some(input) => input,
            None => match self.read()? {
                Some(input) => input,
                None => return Ok(None),
            },
        };
        if self.format.is_some() {
            // Streamed: at most the chunk's size now, the rest with the next chunks.
            let rest = split_off(&mut input, self.chunk_lines);
            self.pending = (!rest.puzzles.is_empty()).then_some(rest);
            self.chunk_lines = (self.chunk_lines * 2).min(CHUNK_LINES);
        }
        let start = self.next_puzzle;
        self.next_puzzle += input.puzzles.len();
        Ok(Some((start, input)))
    }

    /// Reads and parses the next lines: the first (to detect the format, or the whole
    /// input), then a streamed chunk's; None after the last.
    fn read(&mut self) -> Result<Option<Input>, CliError> {
        if self.done {
            return Ok(None);
        }
        if self.split.is_some() {
            return self.read_part();
        }
        let mut buf = Vec::new();
        let input = match self.format {
            None => match self.first(&mut buf)? {
                Some(input) => input,
                None => return self.read_part(),
            },
            Some(fmt) => {
                self.read_chunk(&mut buf, fmt)?;
                if buf.is_empty() {
                    self.done = true;
                    return Ok(None);
                }
                let text = self.decode(&buf)?;
                match &self.header {
                    // Blank lines alone (at the end of a file): no puzzle, and no error
                    // (read whole, the file has its puzzles).
                    _ if text.trim().is_empty() => Ok(Input {
                        source: self.lines.source.clone(),
                        format: fmt,
                        puzzles: Vec::new(),
                        weights: None,
                        grids: Vec::new(),
                        stated: Vec::new(),
                    }),
                    None => input_of(text, Some(fmt), &self.lines.source, true),
                    Some(header) => {
                        let text = format!("{header}\n{text}");
                        input_of(&text, Some(fmt), &self.lines.source, true).map_err(|mut e| {
                            // The header in front is not one of the chunk's lines.
                            e.line = e.line.saturating_sub(1);
                            e
                        })
                    }
                }
                .map_err(|e| self.located(e))?
            }
        };
        self.next_line = self.lines.count + 1;
        self.next_byte = self.lines.bytes;
        self.done |= self.lines.at_end;
        Ok(Some(input))
    }

    /// Bytes read so far, and puzzles parsed (handed out or waiting to be).
    fn read_so_far(&self) -> (u64, u64) {
        let pending = self.pending.as_ref().map_or(0, |p| p.puzzles.len());
        (self.lines.bytes as u64, (self.next_puzzle + pending) as u64)
    }

    /// The whole input as one chunk (for commands that need every puzzle at once).
    pub fn whole(path: &Path, from: Option<Format>) -> Result<Input, CliError> {
        let mut chunks = Chunks::open(path, from, false)?;
        let (_, input) = chunks
            .next_chunk()?
            .expect("the first chunk is always read");
        Ok(input)
    }

    /// The first chunk: enough lines to detect the format (one significant line when
    /// `--from` names a streamed format, none when it names a format read in parts), then
    /// either a streamed chunk or, for a format that is not streamed or a short input, the
    /// whole input. None when the input is to be read in parts (`read_part`).
    fn first(&mut self, buf: &mut Vec<u8>) -> Result<Option<Input>, CliError> {
        let in_parts = |f: Format| self.streamable && Splitter::new(f).is_some();
        let (wanted, lines_wanted) = match self.from {
            // A CSV's first line may be its header: the first row comes with it.
            Some(Format::Csv) if self.streamable => (2, 0),
            Some(f) if self.streamable && is_streamed(f) => (1, 0),
            Some(f) if in_parts(f) => (0, 0),
            Some(_) => (0, 0),
            None => (format::SIGNIFICANT_SEEN, format::LINES_SEEN),
        };
        let (mut seen, mut ends) = (0, Vec::new());
        while (seen < wanted || ends.len() < lines_wanted) && buf.len() < CHUNK_BYTES {
            let start = buf.len();
            if !self.lines.next_into(buf)? {
                break;
            }
            ends.push(buf.len());
            seen += usize::from(significant(&buf[start..]));
        }
        let text = self.decode(buf)?;
        let fmt = self.from.or_else(|| format::detect(text));
        let streamed = self.streamable && fmt.is_some_and(is_streamed);
        let parts = fmt.filter(|&f| in_parts(f));
        let ended = fmt == Some(Format::Line) && text.lines().any(|l| is_end(l.as_bytes()));
        if let Some(f) = parts.filter(|_| !self.lines.at_end) {
            let mut split = Split::new(f, &self.lines.source).expect("a format read in parts");
            if self.cases {
                split.parts = Parts::cases(f, &self.lines.source);
            }
            split.buf = std::mem::take(buf);
            split.ends = ends;
            self.format = Some(f);
            self.split = Some(split);
            return Ok(None);
        }
        if self.lines.at_end || ended || !streamed {
            self.done = true;
            if !self.lines.at_end && !ended {
                self.lines.rest_into(buf, fmt)?;
            }
            let text = self.decode(buf)?;
            let input = input_of(text, self.from, &self.lines.source, self.cases)?;
            // A short input that could have been streamed is handed out in growing
            // chunks all the same: its first answer need not wait for the others.
            if streamed || parts.is_some() {
                self.format = fmt;
            }
            return Ok(Some(input));
        }
        self.format = fmt;
        self.header = fmt
            .and_then(|f| format::header_line(text, f))
            .map(str::to_owned);
        let input = input_of(text, fmt, &self.lines.source, true)?;
        Ok(Some(input))
    }

    /// The next part of an input read in parts: read up to a cut between puzzles after
    /// the chunk's number of puzzles (or [`CHUNK_BYTES`]), or to the end. None after the
    /// last.
    fn read_part(&mut self) -> Result<Option<Input>, CliError> {
        let Some(split) = self.split.as_mut() else {
            return Ok(None);
        };
        let at_end = loop {
            let cut = split.splitter.cut();
            let (lines, puzzles) = (cut.lines - split.lines, cut.puzzles - split.puzzles);
            if lines > 0 && (puzzles >= self.chunk_lines || split.buf.len() >= CHUNK_BYTES) {
                break false;
            }
            if !split.feed(&mut self.lines)? {
                break true;
            }
            if split.buf.len() > MAX_WHOLE_BYTES {
                return Err(ParseError::new(
                    self.lines.count,
                    1,
                    format!(
                        "no place to cut this input between two puzzles in {MAX_WHOLE_BYTES} \
                         bytes (256 MiB), the most nonet reads of one part of a {} input: \
                         split it",
                        self.format.map_or("", Format::name)
                    ),
                )
                .in_source(&self.lines.source)
                .into());
            }
        };
        let lines = match at_end {
            true => split.ends.len(),
            false => split.splitter.cut().lines - split.lines,
        };
        self.next_line = split.lines + 1;
        self.next_byte = split.bytes;
        self.done = at_end;
        let part = split.take(lines);
        let text = format::decode(&part, &self.lines.source).map_err(|e| self.placed(e, &part))?;
        let split = self.split.as_mut().expect("read in parts");
        let read = split.parts.read(text, at_end)?;
        if read.puzzles.is_empty() && at_end {
            return Ok(None);
        }
        let grids = match read.documents {
            Some(docs) => docs.into_iter().map(|d| d.grid).collect(),
            None => read.puzzles.iter().cloned().map(Grid::new).collect(),
        };
        Ok(Some(Input {
            source: self.lines.source.clone(),
            format: self.format.unwrap_or(Format::Grid),
            puzzles: read.puzzles,
            weights: None,
            grids,
            stated: Vec::new(),
        }))
    }

    /// Lines for a streamed chunk, stopping after the `line` format's `end`.
    fn read_chunk(&mut self, buf: &mut Vec<u8>, fmt: Format) -> Result<(), CliError> {
        let mut lines = 0;
        while lines < self.chunk_lines && buf.len() < CHUNK_BYTES {
            let start = buf.len();
            if !self.lines.next_into(buf)? {
                break;
            }
            lines += 1;
            if fmt == Format::Line && is_end(&buf[start..]) {
                self.done = true;
                break;
            }
        }
        Ok(())
    }

    /// The chunk as text, its errors placed in the whole input.
    fn decode<'a>(&self, buf: &'a [u8]) -> Result<&'a str, CliError> {
        format::decode(buf, &self.lines.source).map_err(|e| self.placed(e, buf))
    }

    /// A decoding error of the chunk `buf` placed in the whole input.
    fn placed(&self, mut e: ParseError, buf: &[u8]) -> CliError {
        if e.line == 0 && self.next_byte > 0 {
            // Binary data: the offset the message gives is the chunk's.
            if let Some(at) = buf.iter().position(|&b| b == 0) {
                e.message = e.message.replace(
                    &format!("byte offset {at})"),
                    &format!("byte offset {})", self.next_byte + at),
                );
            }
        }
        self.located(e).into()
    }

    /// An error of a chunk's parse with its line numbered in the whole input (and a
    /// UTF-8 error's byte offset counted from the input's start).
    fn located(&self, mut e: ParseError) -> ParseError {
        if e.line > 0 && self.next_line > 1 {
            e.line += self.next_line - 1;
            if let Some(i) = e.message.rfind("at byte offset ") {
                let digits = &e.message[i + "at byte offset ".len()..];
                if let Ok(at) = digits.parse::<usize>() {
                    e.message =
                        format!("{}at byte offset {}", &e.message[..i], self.next_byte + at);
                }
            }
        }
        e
    }
}

/// Moves the puzzles of `input` from index `at` on (and their grids) into a new input.
fn split_off(input: &mut Input, at: usize) -> Input {
    let at = at.min(input.puzzles.len());
    Input {
        source: input.source.clone(),
        format: input.format,
        puzzles: input.puzzles.split_off(at),
        weights: input.weights.clone(),
        grids: input.grids.split_off(at.min(input.grids.len())),
        stated: input.stated.split_off(at.min(input.stated.len())),
    }
}

/// The puzzles of a text, each with its grid and (a native document's) weights, in
/// `from` or the detected format. `part`: the text is a chunk of a longer input, and may
/// hold no puzzle (only comments).
pub fn input_of(
    text: &str,
    from: Option<Format>,
    source: &str,
    part: bool,
) -> Result<Input, ParseError> {
    let puzzles = match (part, from) {
        (true, Some(fmt)) => format::parse_cases(text, fmt, source)?,
        _ => format::parse(text, from, source)?,
    };
    // parse succeeded, so detection found a format (line is parse's own fallback).
    let fmt = from
        .or_else(|| format::detect(text))
        .unwrap_or(Format::Line);
    // A position's or document's own candidates (and a document's weights).
    let docs = if !puzzles.is_empty() && (fmt.is_position() || fmt == Format::Native) {
        Some(format::parse_documents(text, Some(fmt), source)?)
    } else {
        None
    };
    let weights: Option<Weights> = match (&docs, fmt) {
        (Some(docs), Format::Native) => docs.last().map(|doc| doc.weights.clone()),
        _ => None,
    };
    let grids = grids_of(&puzzles, docs);
    let stated = format::stated_solutions(text, fmt, source)?;
    Ok(Input {
        source: source.to_string(),
        format: fmt,
        puzzles,
        weights,
        grids,
        stated,
    })
}

/// Every chunk of every input file (standard input when none), in order, handed to
/// `each` with its first puzzle's index in its input; `each` returns false to stop (the
/// reader of the output has gone). `streamable`: whether `each` writes as it goes, so
/// that chunks smaller than an input help.
pub fn each_chunk(
    input: &InputArgs,
    streamable: bool,
    each: impl FnMut(&Input, usize) -> Result<bool, CliError>,
) -> Result<(), CliError> {
    chunks_with(input, streamable, Progress::start(None), each)
}

/// [`each_chunk`] without a progress bar, for the commands that draw none (`convert`,
/// `target`, `print`: their `--help` offers no `--quiet`).
pub fn each_chunk_unbarred(
    input: &InputArgs,
    streamable: bool,
    each: impl FnMut(&Input, usize) -> Result<bool, CliError>,
) -> Result<(), CliError> {
    chunks_with(input, streamable, Progress::none(), each)
}

fn chunks_with(
    input: &InputArgs,
    streamable: bool,
    progress: Progress,
    mut each: impl FnMut(&Input, usize) -> Result<bool, CliError>,
) -> Result<(), CliError> {
    let paths = files_or_stdin(&input.files)?;
    let estimate = Estimate::new(&paths);
    let mut parsed_before = 0;
    for (i, path) in paths.iter().enumerate() {
        let mut chunks = Chunks::open(path, input.from, streamable)?;
        progress.set_source(&chunks.lines.source);
        while let Some((start, chunk)) = chunks.next_chunk()? {
            let (bytes, parsed) = chunks.read_so_far();
            if let Some(total) = estimate.total(i, bytes, parsed_before + parsed) {
                progress.set_total(total);
            }
            if !each(&chunk, start)? {
                return Ok(());
            }
        }
        parsed_before += chunks.read_so_far().1;
    }
    Ok(())
}

/// The text of a file or of standard input, with the limits of this module: for readers
/// that take the whole text (`judge`, documents, weights).
pub fn read_text(path: &Path) -> Result<String, CliError> {
    let mut lines = Lines::open(path)?;
    let mut buf = Vec::new();
    lines.rest_into(&mut buf, None)?;
    Ok(format::decode(&buf, &lines.source)?.to_owned())
}

#[cfg(test)]
mod tests {
    use super::Chunks;

    /// The sizes of the chunks an input of `lines` (a file) is handed out in, checking that
    /// they come in input order.
    fn chunk_sizes(name: &str, lines: &str) -> Vec<usize> {
        let path = std::env::temp_dir().join(format!("nonet-chunks-{name}-{}", std::process::id()));
        std::fs::write(&path, lines).unwrap();
        let mut chunks = Chunks::open(&path, None, true).unwrap();
        let mut sizes = Vec::new();
        let mut next = 0;
        while let Some((start, input)) = chunks.next_chunk().unwrap() {
            assert_eq!(start, next, "in input order");
            assert_eq!(input.grids.len(), input.puzzles.len());
            next += input.puzzles.len();
            sizes.push(input.puzzles.len());
        }
        std::fs::remove_file(&path).unwrap();
        sizes
    }

    #[test]
    fn chunks_start_at_one_puzzle_and_double() {
        let puzzle = format!("{}\n", "1".repeat(9) + &".".repeat(72));
        // The 40 lines read to detect the format are handed out 1, 2, 4, 8, 16 and the 8
        // left; then chunks of up to 64 lines are read.
        let sizes = chunk_sizes("long", &format!("# a comment\n{}", puzzle.repeat(100)));
        assert_eq!(sizes, [1, 2, 4, 8, 16, 8, 61]);
        // A short input, read whole to detect its format, is handed out the same way.
        assert_eq!(chunk_sizes("short", &puzzle.repeat(5)), [1, 2, 2]);
        // Read whole for a command that needs every puzzle at once: one chunk.
        let path = std::env::temp_dir().join(format!("nonet-chunks-whole-{}", std::process::id()));
        std::fs::write(&path, puzzle.repeat(40)).unwrap();
        let whole = Chunks::whole(&path, None).unwrap();
        std::fs::remove_file(&path).unwrap();
        assert_eq!(whole.puzzles.len(), 40);
    }

    #[test]
    fn grids_are_read_in_parts_of_growing_size() {
        let grid = format!("{}\n", "1 2 3 4 5 6 7 8 9\n".repeat(9));
        let sizes = chunk_sizes("grids", &grid.repeat(300));
        // The first answer waits for one grid, and the parts grow as the lines' chunks do.
        assert_eq!(sizes, [1, 2, 4, 8, 16, 32, 64, 128, 45]);
    }
}
