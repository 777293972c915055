//! Pastes in the formats people bring, damaged ones named for what they are, and a
//! native puzzle written by hand: what the paste goes through is the library's detection,
//! so a damaged position is refused with its own error instead of loading as something else.

use super::*;
use nonet_core::format::{self, Format};

/// The easy puzzle as `format` writes it.
fn written(format: Format) -> String {
    format::render(&Puzzle::classic(board(EASY)), format)
}

#[test]
fn a_damaged_position_is_refused_with_its_own_error() {
    let line = written(Format::Candidates);
    let pm = written(Format::Pm);
    let mut z = line.clone();
    z.replace_range(100..101, "Z");
    for (text, says) in [
        (
            line[..728].to_string(),
            "paste:1:729: too few characters: found 728, a position needs 729",
        ),
        (z, "paste:1:101: r2c3: 'Z' at place 2 of the cell"),
        (
            pm.replacen("| 5", "| x", 1),
            "paste:2:3: r1c1: 'x' is not a candidate digit 1-9",
        ),
    ] {
        let mut s = empty();
        run(&mut s, [Action::Paste(text)]);
        let m = s.message.as_ref().unwrap();
        assert!(
            m.error && m.text.starts_with(&format!("paste not loaded: {says}")),
            "{}",
            m.text
        );
        assert_eq!(s.grid, State::empty_document().grid, "nothing loaded");
    }
}

#[test]
fn pastes_in_the_new_formats_load() {
    for f in [
        Format::Values,
        Format::Csv,
        Format::Framed,
        Format::Ss,
        Format::Sdk,
    ] {
        let mut s = empty();
        run(&mut s, [Action::Paste(written(f))]);
        assert_eq!(s.grid.puzzle.givens, board(EASY), "{f}");
    }
    // SudoCue's sdx and HoDoKu's library line keep givens apart from the player's digits,
    // and the candidates the player removed.
    let mut d = doc(Puzzle::classic(board(EASY)));
    d.grid.entries[2] = 4;
    let mut marks: [Digits; CELLS] = std::array::from_fn(|c| d.grid.candidates(c));
    // A candidate removed from the first open cell of three or more.
    let cell = (0..CELLS)
        .find(|&c| d.grid.value(c) == 0 && marks[c].len() >= 3)
        .unwrap();
    let last = marks[cell].iter().last().unwrap();
    marks[cell].remove(last);
    for (c, &m) in marks.iter().enumerate() {
        if d.grid.value(c) == 0 {
            d.grid.marks[c] = m;
        }
    }
    for f in [Format::Sdx, Format::Hodoku] {
        let mut s = empty();
        run(&mut s, [Action::Paste(format::render_document(&d, f))]);
        assert_eq!(s.grid.puzzle.givens, board(EASY), "{f}");
        assert_eq!(s.grid.entries[2], 4, "{f}");
        assert_eq!(s.grid.marks[cell], marks[cell], "{f}");
    }
}

/// A native puzzle with the header, the regions and the givens alone opens: entries,
/// marks and weights take their defaults.
#[test]
fn a_hand_written_native_puzzle_opens() {
    let rows = |text: &str| -> String {
        let rows: Vec<String> = (0..9)
            .map(|r| format!("\"{}\"", &text[r * 9..r * 9 + 9]))
            .collect();
        rows.join(", ")
    };
    let text = format!(
        "format = \"nonet\"\nversion = 1\nregions = [{}]\ngivens = [{}]\n",
        rows("AAABBBCCCAAABBBCCCAAABBBCCCDDDEEEFFFDDDEEEFFFDDDEEEFFFGGGHHHIIIGGGHHHIIIGGGHHHIII"),
        rows(EASY)
    );
    let docs = crate::tui::store::open_text(&text, "/puzzles/mine.toml").unwrap();
    assert_eq!(docs.len(), 1);
    assert_eq!(docs[0].grid.puzzle.givens, board(EASY));
    assert_eq!(docs[0].grid.puzzle.name.as_deref(), Some("mine"));
    assert_eq!(docs[0].weights, Weights::rings());
    let mut s = empty();
    run(&mut s, [Action::Paste(text)]);
    assert_eq!(s.grid.puzzle.givens, board(EASY));
}
