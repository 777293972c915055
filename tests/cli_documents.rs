//! Native documents and positions on the command line: what the TUI saves is solved,
//! maximized with its own weights and converted; positions are written with their
//! candidates and read back whole.

mod common;

use common::{nonet, Scratch};
use nonet_core::format::{self, native, Document};
use nonet_core::Digits;

const PUZZLE: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
const SOLUTION: &str =
    "417369825632158947958724316825437169791586432346912758289643571573291684164875293";

/// A document as the TUI saves it: givens, a few entries and marks, its own weights.
fn saved_document() -> Document {
    let p = format::parse(PUZZLE, None, "p").unwrap().remove(0);
    let mut doc = Document::new(p.with_name("monday"));
    doc.grid.entries[1] = 1;
    doc.grid.marks[2] = Digits(0b1_0100_0000);
    doc.weights.0 = [1; 81];
    doc.cursor = 40;
    doc
}

#[test]
fn a_puzzle_saved_by_the_tui_is_solved_and_converted() {
    let dir = Scratch::new("native");
    let path = dir.file("monday.toml", native::render(&saved_document()).as_bytes());
    // Its givens are the puzzle; the player's entries are not givens.
    let r = nonet(&["solve", "--to", "line", &path], "");
    assert_eq!(r.status, 0, "{}", r.stderr);
    assert_eq!(r.stdout, format!("{SOLUTION}\n"));
    // Solving in its own format writes a document with the solution as entries.
    let r = nonet(&["solve", &path], "");
    assert_eq!(r.status, 0, "{}", r.stderr);
    let solved = native::parse(&r.stdout, "out").unwrap();
    assert_eq!(
        solved.grid.puzzle.givens,
        saved_document().grid.puzzle.givens
    );
    assert_eq!(
        nonet_core::puzzle::board_line(&solved.grid.board()),
        SOLUTION
    );
    let r = nonet(&["convert", "--to", "line", &path], "");
    assert_eq!(r.stdout, format!("{PUZZLE}\n"));
    // And a line converts to a document that reads back as the same puzzle.
    let r = nonet(&["convert", "--to", "native", "-"], PUZZLE);
    assert_eq!(r.status, 0, "{}", r.stderr);
    assert_eq!(
        native::parse(&r.stdout, "out").unwrap(),
        Document::new(format::parse(PUZZLE, None, "p").unwrap().remove(0))
    );
}

#[test]
fn target_uses_the_documents_own_weights_unless_told_otherwise() {
    let dir = Scratch::new("native-weights");
    let path = dir.file("w.toml", native::render(&saved_document()).as_bytes());
    // All weights 1: every filling scores 9 × 45.
    let r = nonet(&["target", &path], "");
    assert_eq!((r.status, r.stdout.as_str()), (0, "405\n"), "{}", r.stderr);
    let rings = dir.file(
        "rings.txt",
        nonet_core::maximize::Weights::rings().render().as_bytes(),
    );
    let r = nonet(&["target", "--weights", &rings, &path], "");
    let plain = nonet(&["target", "-"], PUZZLE);
    assert_eq!(r.stdout, plain.stdout);
    assert_ne!(r.stdout, "405\n");
}

#[test]
fn one_native_document_holds_one_puzzle() {
    let two = format!("{PUZZLE}\n{PUZZLE}\n");
    for args in [
        &["convert", "--to", "native", "-"][..],
        &["solve", "--to", "native", "-"][..],
    ] {
        let r = nonet(args, &two);
        assert_eq!(r.status, 2, "{args:?}");
        assert!(
            r.stderr.contains(
                "2 puzzles to write in the native format, which holds one puzzle per file"
            ),
            "{}",
            r.stderr
        );
        assert!(r.stdout.is_empty());
    }
}

#[test]
fn positions_convert_with_their_candidates() {
    let dir = Scratch::new("positions");
    // From givens only: every candidate computed.
    let pm = nonet(&["convert", "--to", "pm", "-"], PUZZLE);
    assert_eq!(pm.status, 0, "{}", pm.stderr);
    assert!(pm.stdout.starts_with(".----"), "{}", pm.stdout);
    assert!(
        pm.stdout.contains("| 4      1679    12679   |"),
        "{}",
        pm.stdout
    );
    // A document's own marks are what a position shows.
    let doc = dir.file("d.toml", native::render(&saved_document()).as_bytes());
    let cand = nonet(&["convert", "--to", "candidates", &doc], "");
    assert_eq!(cand.status, 0, "{}", cand.stderr);
    let cells: Vec<&str> = cand
        .stdout
        .trim_end()
        .as_bytes()
        .chunks(9)
        .map(|c| std::str::from_utf8(c).unwrap())
        .collect();
    assert_eq!(cells[0], "...4.....", "a given is a placed digit");
    assert_eq!(cells[1], "1........", "an entry is a placed digit");
    assert_eq!(
        cells[2], "......7.9",
        "the marks, not the computed candidates"
    );
    // candidates -> pm -> native -> candidates keeps the position exactly.
    let pm = nonet(&["convert", "--to", "pm", "-"], &cand.stdout);
    let native = nonet(&["convert", "--to", "native", "-"], &pm.stdout);
    let back = nonet(&["convert", "--to", "candidates", "-"], &native.stdout);
    assert_eq!(back.stdout, cand.stdout);
    // Solving a position solves the puzzle its placed digits pose.
    let r = nonet(&["solve", "--to", "line", "-"], &pm.stdout);
    assert_eq!(r.status, 0, "{}", r.stderr);
    assert_eq!(r.stdout, format!("{SOLUTION}\n"));
    // Several positions: pm grids separated by a blank line, all read back.
    let two = nonet(
        &["convert", "--to", "pm", "-"],
        format!("{PUZZLE}\n{PUZZLE}\n"),
    );
    let lines = nonet(&["convert", "--to", "line", "-"], &two.stdout);
    assert_eq!(lines.stdout, format!("{PUZZLE}\n{PUZZLE}\n"));
}

#[test]
fn a_bad_document_names_its_line_and_column() {
    let dir = Scratch::new("bad-native");
    let text = native::render(&saved_document()).replacen("\"4....", "\"4.x..", 1);
    let path = dir.file("bad.toml", text.as_bytes());
    let r = nonet(&["solve", &path], "");
    assert_eq!(r.status, 2);
    assert!(
        r.stderr.contains(&format!(
            "{path}:16:8: `givens` r1c3: 'x' is not a digit or '.'"
        )),
        "{}",
        r.stderr
    );
}
