//! The one error every reader returns: where the input went wrong and how.

use super::kind::Format;
use crate::printable::escape;
use std::fmt;

/// A problem in puzzle input, located by source name and 1-based line and column.
///
/// Problems that belong to the file as a whole (missing, a directory, binary data) have
/// `line == 0` and `column == 0`; their `Display` then leaves the position out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// The file name, `<stdin>` or whatever name the caller gave the text.
    pub source: String,
    pub line: usize,
    pub column: usize,
    pub message: String,
    /// The format the text was read in (given by the caller or detected), when the error
    /// is about the text's content.
    pub format: Option<Format>,
    /// Further problems found in the same pass (a native document reports every wrong
    /// or missing key at once), each shown after this one on the same line.
    pub also: Vec<ParseError>,
}

impl ParseError {
    /// An error at a place; the source is filled in by the caller that knows it.
    pub fn new(line: usize, column: usize, message: impl Into<String>) -> ParseError {
        ParseError {
            source: String::new(),
            line,
            column,
            message: message.into(),
            format: None,
            also: Vec::new(),
        }
    }

    /// An error about the input as a whole (no line or column).
    pub fn whole(source: &str, message: impl Into<String>) -> ParseError {
        ParseError {
            source: source.to_string(),
            ..ParseError::new(0, 0, message)
        }
    }

    /// An error at byte offset `offset` of `text`, located by line and (character)
    /// column. An offset past the end or inside a character is clamped, never a panic.
    pub fn at_offset(text: &str, offset: usize, message: impl Into<String>) -> ParseError {
        let mut at = offset.min(text.len());
        while !text.is_char_boundary(at) {
            at -= 1;
        }
        let before = &text[..at];
        let line = before.matches('\n').count() + 1;
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        let column = before[line_start..].chars().count() + 1;
        ParseError::new(line, column, message)
    }

    /// Names the text the error is in (a file name, `<stdin>`).
    pub fn in_source(mut self, source: &str) -> ParseError {
        self.source = source.to_string();
        for e in &mut self.also {
            e.source = source.to_string();
        }
        self
    }

    /// Says which format the text was read in (kept when already said).
    pub fn in_format(mut self, format: Format) -> ParseError {
        self.format.get_or_insert(format);
        self
    }

    /// This error, then `others` after it. None when there is no error at all.
    pub fn gather(mut errors: Vec<ParseError>) -> Option<ParseError> {
        if errors.is_empty() {
            return None;
        }
        let mut first = errors.remove(0);
        first.also.extend(errors);
        Some(first)
    }

    /// This error and the further ones found with it, each shown alone (the text after
    /// `; ` in the whole error's one line).
    pub fn messages(&self) -> Vec<String> {
        std::iter::once(self)
            .chain(&self.also)
            .map(|e| {
                let mut s = String::new();
                // Writing to a String cannot fail.
                let _ = e.write_one(&mut s);
                s
            })
            .collect()
    }

    /// One error, located: the source name and the message quote text from the input (a
    /// file name, a key, a Euler header), so both are escaped
    /// ([`crate::printable::escape`]) and no file can drive the terminal the message is
    /// shown on. The fields keep the text as it was.
    fn write_one(&self, f: &mut impl fmt::Write) -> fmt::Result {
        let (source, message) = (escape(&self.source), escape(&self.message));
        if self.line == 0 {
            write!(f, "{source}: {message}")
        } else {
            write!(f, "{source}:{}:{}: {message}", self.line, self.column)
        }
    }
}

/// One line, as every message is: the further errors follow the first after `; `, each
/// with its own place (`p.toml:6:1: unknown key …; p.toml:11:10: `cursor` must be …`).
impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_one(f)?;
        for more in &self.also {
            f.write_str("; ")?;
            more.write_one(f)?;
        }
        Ok(())
    }
}

impl std::error::Error for ParseError {}
