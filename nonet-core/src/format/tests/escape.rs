//! Text a file quotes back (a Euler header, a native document's key, a file name) is
//! escaped where an error or an output shows it, and kept as it was where it is data.

use super::*;

/// The header: OSC 0 sets the terminal's title. Read, it is the puzzle's name as
/// written; in a message and written back as a header it is text that shows the sequence.
#[test]
fn a_header_with_control_characters_is_escaped_where_it_is_shown() {
    let header = "Grid 01\u{1b}]0;PWNED\u{7}\u{9b}2J\u{202e}";
    let shown = "Grid 01\\u{1b}]0;PWNED\\u{7}\\u{9b}2J\\u{202e}";
    let rows = "003020600\n900305001\n001806400\n";
    let e = parse(&format!("{header}\n{rows}"), None, "e\u{1b}[2J.txt").unwrap_err();
    assert_eq!(
        e.to_string(),
        format!("e\\u{{1b}}[2J.txt:4:10: file ends after 3 of 9 rows of {shown} (line 1)")
    );
    assert!(
        e.message.contains(header),
        "the error keeps the text it quotes"
    );
    let full = "003020600\n900305001\n001806400\n008102900\n700000008\n006708200\n002609500\n800203009\n005010300\n";
    let ps = parse(&format!("{header}\n{full}"), None, "t").unwrap();
    assert_eq!(ps[0].name.as_deref(), Some(header));
    let written = render(&ps[0], Format::Euler);
    assert_eq!(written, format!("{shown}\n{full}"));
    // The escaped header is still a header: the output reads back.
    let back = parse(&written, None, "t").unwrap();
    assert_eq!(
        (back[0].givens, back[0].name.as_deref()),
        (ps[0].givens, Some(shown))
    );
}

/// The second vector: OSC 52 sets the clipboard (here to `rm -rf ~`).
#[test]
fn an_unknown_native_key_is_escaped_in_its_message() {
    let text = "format = \"nonet\"\nversion = 1\n\"\\u001b]52;c;cm0gLXJmIH4K\\u0007\" = 1\n";
    let e = parse(text, Some(Format::Native), "f.toml").unwrap_err();
    let shown = e.to_string();
    assert!(
        shown.starts_with("f.toml:3:1: unknown key `\\u{1b}]52;c;cm0gLXJmIH4K\\u{7}`"),
        "{shown}"
    );
    assert!(!shown.chars().any(crate::printable::is_unsafe), "{shown:?}");
}
