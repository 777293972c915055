//! The shared tokenizer every reader goes through (the formats, the weights): lines with
//! their numbers, words and characters with their columns, and the small value parsers
//! the formats share.
//!
//! Positions are kept as byte offsets while scanning and turned into 1-based character
//! columns only when an error is reported, so scanning stays linear even on one huge line.

use super::located::ParseError;

/// Characters that stand for a blank cell in character-per-cell formats (line, jigsaw).
pub const BLANKS: &str = ". 0 _ x X * -";

/// One line of input, without its line ending (`\n` or `\r\n`).
#[derive(Clone, Copy, Debug)]
pub struct Line<'a> {
    /// 1-based line number.
    pub no: usize,
    pub text: &'a str,
}

impl<'a> Line<'a> {
    /// The 1-based character column of byte offset `byte` in this line.
    pub fn col(&self, byte: usize) -> usize {
        let byte = byte.min(self.text.len());
        // Offsets always come from char boundaries, but a wrong one must not panic.
        let prefix = self.text.get(..byte).unwrap_or(self.text);
        prefix.chars().count() + 1
    }

    /// The column just past the last character: where something missing was expected.
    pub fn end_col(&self) -> usize {
        self.col(self.text.len())
    }

    /// An error at byte offset `byte` of this line.
    pub fn error(&self, byte: usize, message: impl Into<String>) -> ParseError {
        ParseError::new(self.no, self.col(byte), message)
    }

    /// An error just past the end of this line.
    pub fn error_at_end(&self, message: impl Into<String>) -> ParseError {
        ParseError::new(self.no, self.end_col(), message)
    }

    /// The byte offset of the first non-whitespace character (the length if none).
    pub fn indent(&self) -> usize {
        self.text.len() - self.text.trim_start().len()
    }

    pub fn is_blank(&self) -> bool {
        self.text.trim().is_empty()
    }

    /// Lines whose first non-blank character is `#` are comments in every format.
    pub fn is_comment(&self) -> bool {
        self.text.trim_start().starts_with('#')
    }

    /// Blank lines and comments carry no data.
    pub fn is_significant(&self) -> bool {
        !self.is_blank() && !self.is_comment()
    }

    /// Whitespace-separated words with their byte offsets.
    pub fn words(&self) -> impl Iterator<Item = (usize, &'a str)> + 'a {
        let text = self.text;
        text.split(|c: char| c.is_whitespace())
            .filter(|w| !w.is_empty())
            .map(move |w| (w.as_ptr() as usize - text.as_ptr() as usize, w))
    }

    /// Non-whitespace characters with their byte offsets.
    pub fn significant_chars(&self) -> impl Iterator<Item = (usize, char)> + 'a {
        self.text.char_indices().filter(|(_, c)| !c.is_whitespace())
    }
}

/// Reads a text line by line, remembering where it is for error messages.
#[derive(Clone)]
pub struct Cursor<'a> {
    rest: &'a str,
    next_no: usize,
    /// The last line handed out, for "the input ends here" errors.
    last: Option<Line<'a>>,
}

impl<'a> Cursor<'a> {
    pub fn new(text: &'a str) -> Cursor<'a> {
        Cursor {
            rest: text,
            next_no: 1,
            last: None,
        }
    }

    /// A cursor over a later part of a longer text, so that its lines keep their numbers
    /// in the whole: `next_no` is the number of the part's first line, `before` the line
    /// just above the part (where "the input ends here" points while nothing of the part
    /// has been read).
    pub fn resume(text: &'a str, next_no: usize, before: Option<Line<'a>>) -> Cursor<'a> {
        Cursor {
            rest: text,
            next_no,
            last: before,
        }
    }

    fn split(&self) -> Option<(Line<'a>, &'a str)> {
        if self.rest.is_empty() {
            return None;
        }
        // Lines end at LF, CRLF or a lone CR (old Mac files): reading a CR-only file as one
        // line would keep its first puzzle and ignore the rest as trailing text.
        let (text, rest) = match self.rest.find(['\n', '\r']) {
            Some(i) => {
                let end = if self.rest[i..].starts_with("\r\n") {
                    2
                } else {
                    1
                };
                (&self.rest[..i], &self.rest[i + end..])
            }
            None => (self.rest, ""),
        };
        Some((
            Line {
                no: self.next_no,
                text,
            },
            rest,
        ))
    }

    pub fn peek_line(&self) -> Option<Line<'a>> {
        self.split().map(|(line, _)| line)
    }

    /// The last line handed out (or the line before a resumed part, while none has been).
    pub fn last_line(&self) -> Option<Line<'a>> {
        self.last
    }

    /// How many lines have been handed out so far.
    pub fn line_count(&self) -> usize {
        self.last.map_or(0, |l| l.no)
    }

    pub fn next_line(&mut self) -> Option<Line<'a>> {
        let (line, rest) = self.split()?;
        self.rest = rest;
        self.next_no += 1;
        self.last = Some(line);
        Some(line)
    }

    /// The next line that is neither blank nor a comment.
    pub fn next_significant(&mut self) -> Option<Line<'a>> {
        while let Some(line) = self.next_line() {
            if line.is_significant() {
                return Some(line);
            }
        }
        None
    }

    /// The next line that is neither blank nor a comment, without consuming anything.
    pub fn peek_significant(&self) -> Option<Line<'a>> {
        let mut probe = Cursor {
            rest: self.rest,
            next_no: self.next_no,
            last: self.last,
        };
        probe.next_significant()
    }

    /// An error at the end of the input (after the last character read so far, which is
    /// the end of the text once the cursor is exhausted).
    pub fn end_error(&self, message: impl Into<String>) -> ParseError {
        match self.last {
            Some(line) => line.error_at_end(message),
            None => ParseError::new(1, 1, message),
        }
    }
}

/// The value of a cell character in the line and jigsaw formats: 1–9, or 0 for a blank.
pub fn cell_char(c: char) -> Option<u8> {
    match c {
        '1'..='9' => Some(c as u8 - b'0'),
        '.' | '0' | '_' | 'x' | 'X' | '*' | '-' => Some(0),
        _ => None,
    }
}

/// The character a cell value is written as in character-per-cell formats.
pub fn digit_char(v: u8, blank: char) -> char {
    match v {
        1..=9 => (b'0' + v) as char,
        // 0 is a blank; anything else is not a digit and cannot be written as one.
        _ => blank,
    }
}

/// A cell value written as a number (grid, walls): out-of-range values become blanks.
pub fn digit_value(v: u8) -> u8 {
    if v <= 9 {
        v
    } else {
        0
    }
}

/// A word for an error message, shortened when it is long (a 10 MB line must not come
/// back inside the message).
pub fn shown(word: &str) -> String {
    const MAX: usize = 20;
    match word.char_indices().nth(MAX) {
        Some((i, _)) => format!("{}…", &word[..i]),
        None => word.to_string(),
    }
}

/// Why a word is not an unsigned integer.
pub enum NumberError {
    /// The byte offset (in the word) of the first character that is not a digit.
    BadChar(usize, char),
}

/// Parses an unsigned integer; huge values saturate (they are out of range anyway).
pub fn parse_uint(word: &str) -> Result<u64, NumberError> {
    let mut value: u64 = 0;
    for (i, c) in word.char_indices() {
        let Some(d) = c.to_digit(10) else {
            return Err(NumberError::BadChar(i, c));
        };
        value = value.saturating_mul(10).saturating_add(d as u64);
    }
    Ok(value)
}

/// Reads the 9 integers of a row from its `words` (with byte offsets), each at most `max`.
/// `.` counts as 0 when `dot_is_blank`. `what` names the row kind in messages ("a grid
/// row", "a walls row").
pub fn int_row<'a>(
    line: &Line,
    words: impl Iterator<Item = (usize, &'a str)>,
    max: u64,
    dot_is_blank: bool,
    what: &str,
) -> Result<[(u64, usize); 9], ParseError> {
    let mut row = [(0u64, 0usize); 9];
    let mut count = 0usize;
    let mut tenth = None;
    for (at, word) in words {
        if count < 9 {
            let value = if dot_is_blank && word == "." {
                0
            } else {
                match parse_uint(word) {
                    Ok(v) => v,
                    Err(NumberError::BadChar(_, '.')) if dot_is_blank => {
                        return Err(line.error(
                            at,
                            format!(
                                "'{}' in {what}: with the values separated by spaces, each \
                                 blank is a '.' or 0 of its own",
                                shown(word)
                            ),
                        ));
                    }
                    Err(NumberError::BadChar(i, c)) => {
                        let expected = if dot_is_blank {
                            format!("a number 0-{max} or '.'")
                        } else {
                            format!("a number 0-{max}")
                        };
                        return Err(line.error(
                            at + i,
                            format!("unexpected character {c:?} in {what} (expected {expected})"),
                        ));
                    }
                }
            };
            if value > max {
                return Err(line.error(
                    at,
                    format!("value {} is out of range (expected 0-{max})", shown(word)),
                ));
            }
            row[count] = (value, at);
        } else if tenth.is_none() {
            tenth = Some(at);
        }
        count += 1;
    }
    match tenth {
        Some(at) => Err(line.error(at, format!("expected 9 values in {what}, found {count}"))),
        None if count < 9 => {
            Err(line.error_at_end(format!("expected 9 values in {what}, found {count}")))
        }
        None => Ok(row),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bad_byte_is_placed_on_the_line_the_readers_count() {
        // Lone CRs end lines (old Mac files), as every reader counts them.
        for (bytes, line, column) in [
            (&b"ab\rcd\r\xff"[..], 3, 1),
            (b"ab\rc\xffd", 2, 2),
            (b"ab\r\ncd\n\xff", 3, 1),
            (b"\xff", 1, 1),
        ] {
            let e = crate::format::decode(bytes, "t").unwrap_err();
            assert_eq!((e.line, e.column), (line, column), "{bytes:?}");
        }
    }

    #[test]
    fn lines_strip_crlf_and_count_from_one() {
        let mut cur = Cursor::new("a\r\n\r\n# c\nb");
        assert_eq!(
            cur.next_significant().map(|l| (l.no, l.text)),
            Some((1, "a"))
        );
        assert_eq!(cur.peek_significant().map(|l| l.no), Some(4));
        assert_eq!(
            cur.next_significant().map(|l| (l.no, l.text)),
            Some((4, "b"))
        );
        assert!(cur.next_line().is_none());
        assert_eq!(cur.end_error("x").column, 2);
    }

    #[test]
    fn columns_count_characters_not_bytes() {
        let line = Line {
            no: 3,
            text: "é ü x",
        };
        let (at, _) = line.words().nth(2).unwrap();
        assert_eq!(line.col(at), 5);
        assert_eq!(line.end_col(), 6);
    }

    #[test]
    fn long_words_are_shortened_in_messages() {
        assert_eq!(shown("12"), "12");
        assert_eq!(shown(&"9".repeat(100)), format!("{}…", "9".repeat(20)));
    }
}
