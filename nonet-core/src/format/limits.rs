//! The one limit on a line of puzzle text, shared by every reader: the command line's
//! streaming reader (which refuses an overlong line before it is all in memory) and the
//! TUI's pastes and opened files (which check the text they hold), so that the two take
//! and refuse the same input.

use super::ParseError;

/// The longest line read (1 MiB, its line ending not counted). No puzzle format comes
/// near it: a candidates line is 729 characters, a native document's longest line a few
/// hundred; a longer line is binary data or a runaway stream (`/dev/zero`).
pub const MAX_LINE_BYTES: usize = 1 << 20;

/// The error for line `line` (1-based) of `source` being longer than [`MAX_LINE_BYTES`].
pub fn long_line(source: &str, line: usize) -> ParseError {
    ParseError::new(
        line,
        1,
        format!(
            "line longer than {MAX_LINE_BYTES} bytes (1 MiB), the most nonet reads in one \
             line; is this a puzzle file?"
        ),
    )
    .in_source(source)
}

/// The first line of `text` longer than [`MAX_LINE_BYTES`], as [`long_line`]'s error.
/// Lines end at LF, CRLF or a lone CR, as the readers end them.
pub fn check_line_lengths(text: &str, source: &str) -> Result<(), ParseError> {
    let mut rest = text;
    let mut line = 1;
    loop {
        let end = rest.find(['\n', '\r']).unwrap_or(rest.len());
        if end > MAX_LINE_BYTES {
            return Err(long_line(source, line));
        }
        if end == rest.len() {
            return Ok(());
        }
        let ending = if rest[end..].starts_with("\r\n") {
            2
        } else {
            1
        };
        rest = &rest[end + ending..];
        line += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_over_the_limit_is_named_by_its_number() {
        let long = "1".repeat(MAX_LINE_BYTES + 1);
        let at_limit = "1".repeat(MAX_LINE_BYTES);
        assert_eq!(check_line_lengths(&at_limit, "p"), Ok(()));
        assert_eq!(
            check_line_lengths(&format!("{at_limit}\n{at_limit}\r\n"), "p"),
            Ok(())
        );
        let e = check_line_lengths(&format!("a\r\nb\rc\n{long}\n"), "paste").unwrap_err();
        assert_eq!((e.source.as_str(), e.line, e.column), ("paste", 4, 1));
        assert!(e
            .message
            .starts_with("line longer than 1048576 bytes (1 MiB)"));
    }
}
