//! The one error every reader returns: where the input went wrong and how.

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
}

impl ParseError {
    /// An error at a place; the source is filled in by the caller that knows it.
    pub fn new(line: usize, column: usize, message: impl Into<String>) -> ParseError {
        ParseError {
            source: String::new(),
            line,
            column,
            message: message.into(),
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
        self
    }
}

/// One line: the source name and the message quote text from the input (a file name, a
/// key, a Euler header), so both are escaped ([`crate::printable::escape`]) and no file can
/// drive the terminal the message is shown on. The fields keep the text as it was.
impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (source, message) = (escape(&self.source), escape(&self.message));
        if self.line == 0 {
            write!(f, "{source}: {message}")
        } else {
            write!(f, "{source}:{}:{}: {message}", self.line, self.column)
        }
    }
}

impl std::error::Error for ParseError {}
