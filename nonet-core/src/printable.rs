//! Text from a file, made safe to show on a terminal.
//!
//! A puzzle file, a file name or a setting can hold characters a terminal acts on rather
//! than shows: ESC starts a sequence that can retitle the window, set the clipboard
//! (OSC 52) or repaint the screen; a C1 control such as U+009B (CSI) does the same in one
//! character; CR and BS let a message overwrite itself; the bidirectional overrides and
//! isolates reorder what follows so that the text shown is not the text read. Every
//! message and every output that quotes input passes its text through [`escape`] (or
//! [`escape_lines`], for a message that is multi-line on purpose), which writes each such
//! character as Rust writes it in a string, `\u{1b}`, and leaves all other text as it is.
//!
//! What is escaped ([`is_unsafe`]): every control character (C0 U+0000–U+001F, DEL U+007F,
//! C1 U+0080–U+009F) except the tab, and the bidirectional formatting characters (the
//! embeddings and overrides U+202A–U+202E, the isolates U+2066–U+2069, and the marks
//! U+200E, U+200F and U+061C). The tab is kept: a terminal only moves the cursor right to
//! the next tab stop for it, and tabs are part of several formats' whitespace, so an
//! output that echoes a line keeps reading back the same. A backslash is not escaped, so
//! escaping twice changes nothing more than escaping once (a message quoted inside
//! another is safe either way).

use std::borrow::Cow;
use std::fmt::Write;

/// Whether `c` must not reach a terminal as it is (see the module's documentation).
pub fn is_unsafe(c: char) -> bool {
    (c.is_control() && c != '\t') || is_bidi_control(c)
}

/// The invisible characters that change the direction of the text around them.
fn is_bidi_control(c: char) -> bool {
    matches!(
        c,
        '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}'
    )
}

/// `text` with every unsafe character, line breaks included, written as `\u{hex}`: for
/// text quoted inside a one-line message or output (a file name, a key, a puzzle's name).
/// Text without one is returned as it is, without a copy.
pub fn escape(text: &str) -> Cow<'_, str> {
    escape_but(text, false)
}

/// Like [`escape`], keeping line feeds: for a whole message that may be several lines
/// on purpose (clap's usage, a TOML error with its snippet).
pub fn escape_lines(text: &str) -> Cow<'_, str> {
    escape_but(text, true)
}

fn escape_but(text: &str, keep_line_feeds: bool) -> Cow<'_, str> {
    let escaped = |c: char| is_unsafe(c) && !(keep_line_feeds && c == '\n');
    let Some(first) = text.find(escaped) else {
        return Cow::Borrowed(text);
    };
    let mut out = String::with_capacity(text.len() + 16);
    out.push_str(&text[..first]);
    for c in text[first..].chars() {
        if escaped(c) {
            // Writing to a String cannot fail.
            let _ = write!(out, "\\u{{{:x}}}", u32::from(c));
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// A file's name as messages show it: its bytes that are not UTF-8 (a valid Unix file
/// name) written as `\xFF`, so the name still says which file it is; control characters
/// are left to [`escape`], which every message goes through.
pub fn path_text(path: &std::path::Path) -> String {
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt;
        let mut name = String::new();
        for chunk in path.as_os_str().as_bytes().utf8_chunks() {
            name.push_str(chunk.valid());
            for b in chunk.invalid() {
                let _ = write!(name, "\\x{b:02X}");
            }
        }
        name
    }
    #[cfg(not(unix))]
    {
        path.to_string_lossy().into_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn the_reported_sequences_become_text() {
        assert_eq!(
            escape("Grid 01\u{1b}]0;PWNED\u{7}"),
            "Grid 01\\u{1b}]0;PWNED\\u{7}"
        );
        assert_eq!(
            escape("\u{1b}]52;c;cm0gLXJmIH4K\u{7}"),
            "\\u{1b}]52;c;cm0gLXJmIH4K\\u{7}"
        );
        assert_eq!(escape("a\u{9b}31mb"), "a\\u{9b}31mb", "C1 CSI");
        assert_eq!(
            escape("abc\u{202e}fed"),
            "abc\\u{202e}fed",
            "right-to-left override"
        );
        assert_eq!(
            escape("\u{2066}x\u{2069}"),
            "\\u{2066}x\\u{2069}",
            "isolates"
        );
        assert_eq!(escape("\u{7f}\r\u{8}\0"), "\\u{7f}\\u{d}\\u{8}\\u{0}");
    }

    #[test]
    fn line_feeds_are_kept_only_when_asked_and_tabs_always() {
        assert_eq!(escape("a\nb\tc"), "a\\u{a}b\tc");
        assert_eq!(escape_lines("a\nb\tc\r\n"), "a\nb\tc\\u{d}\n");
    }

    #[test]
    fn clean_text_is_not_copied() {
        assert!(matches!(escape("Grid 01 ‘é’ 数独 ✓"), Cow::Borrowed(_)));
        assert!(matches!(escape_lines("two\nlines"), Cow::Borrowed(_)));
    }

    proptest! {
        #[test]
        fn escaped_text_has_no_unsafe_character(text in any::<String>()) {
            let once = escape(&text);
            prop_assert!(!once.chars().any(is_unsafe), "{:?}", once);
            let lines = escape_lines(&text);
            prop_assert!(!lines.chars().any(|c| is_unsafe(c) && c != '\n'), "{:?}", lines);
            // Escaping again changes nothing: a message quoted in another stays readable.
            prop_assert_eq!(escape(&once), once.clone());
        }

        #[test]
        fn printable_text_is_unchanged(text in any::<String>()) {
            let printable: String = text.chars().filter(|&c| !is_unsafe(c)).collect();
            prop_assert_eq!(escape(&printable), printable.as_str());
        }

        #[test]
        fn each_unsafe_character_is_named_by_its_code(
            before in "[a-z ]{0,5}", c in any::<char>(), after in "[a-z ]{0,5}"
        ) {
            let text = format!("{before}{c}{after}");
            let want = if is_unsafe(c) {
                format!("{before}\\u{{{:x}}}{after}", c as u32)
            } else {
                text.clone()
            };
            prop_assert_eq!(escape(&text), want);
        }
    }

    #[test]
    fn every_control_and_bidi_character_is_unsafe_and_nothing_else_in_their_planes() {
        for c in (0u32..=0x3000).filter_map(char::from_u32) {
            let expected = (c as u32) < 0x20 && c != '\t'
                || (0x7f..=0x9f).contains(&(c as u32))
                || matches!(c as u32, 0x61c | 0x200e | 0x200f | 0x202a..=0x202e | 0x2066..=0x2069);
            assert_eq!(is_unsafe(c), expected, "U+{:04X}", c as u32);
        }
    }
}
