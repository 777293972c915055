//! Issue 43 item 3 for the commands that write per puzzle beside `solve`, `rate` and
//! `hint`: `convert`, `target` (and `--explain`) and `hint --svg` answer while their input is still
//! arriving, and `print`, whose output needs the count of puzzles before it can begin (a
//! booklet's "3 / 500", a sheet's height), keeps its memory flat as the input grows.

mod common;

use common::open::first_line_while_open;
#[cfg(target_os = "linux")]
use common::open::succeeds_within;
use common::{puzzle_lines, Scratch};

#[test]
fn convert_target_and_hint_svg_answer_while_the_input_is_open() {
    let s = Scratch::new("stream-out");
    let input = puzzle_lines(100);
    let first_puzzle = input.lines().next().unwrap();
    // No --from: the format is detected from the first lines, then the rest streams.
    let line = first_line_while_open(&["convert", "--to", "line", "-"], &input, &s.0);
    assert_eq!(line.as_deref(), Some(first_puzzle));
    let csv = first_line_while_open(&["convert", "--to", "csv", "-"], &input, &s.0);
    assert_eq!(csv.as_deref(), Some("puzzle"));
    let score = first_line_while_open(&["target", "-"], &input, &s.0);
    assert!(
        score.as_deref().is_some_and(|l| l.parse::<i64>().is_ok()),
        "{score:?}"
    );
    // An explanation's "puzzle 1" header waits for a second puzzle, which is there.
    let explained = first_line_while_open(&["target", "--explain", "-"], &input, &s.0);
    assert_eq!(explained.as_deref(), Some("puzzle 1"));
    let json = first_line_while_open(&["target", "--explain", "--json", "-"], &input, &s.0);
    assert!(
        json.as_deref().is_some_and(|l| l.starts_with('{')),
        "{json:?}"
    );
    // The first puzzle's picture and text come once the second puzzle has been read.
    let text = first_line_while_open(&["hint", "--svg", "pictures", "-"], &input, &s.0);
    assert_eq!(text.as_deref(), Some("puzzle 1:"));
    assert!(s.0.join("pictures/puzzle-1.svg").is_file());
    assert!(s.0.join("pictures/puzzle-100.svg").is_file());
}

/// A 1,000-puzzle SVG sheet held 134 MB and its PDF booklet 89 MB on main `8bbfc4b`
/// (about 130 and 80 KB a puzzle): each was drawn whole before it was written, and
/// 1,800 puzzles abort within 48 MiB. Drawn a part or a page at a time, they take
/// about 10 MB (the PDF's compressed pages, about 3.5 KB each, are held until its
/// cross-reference table is written).
#[cfg(target_os = "linux")]
#[test]
fn print_memory_stays_flat_as_the_puzzles_grow() {
    let s = Scratch::new("print-memory");
    let many = s.file("many.txt", puzzle_lines(1800).as_bytes());
    let kinds: [&[&str]; 2] = [
        &["--sheet", "--solutions", "-o", "sheet.svg"],
        &["--solutions", "-o", "book.pdf"],
    ];
    for kind in kinds {
        let args = [&["print", "--threads", "1"], kind, &[many.as_str()]].concat();
        assert!(
            succeeds_within(&args, &s.0, 48),
            "{kind:?} needs over 48 MiB"
        );
    }
    let sheet = std::fs::read_to_string(s.0.join("sheet.svg")).unwrap();
    assert!(sheet.ends_with("</svg>\n"));
    assert_eq!(sheet.matches("class=\"title\"").count(), 3600);
}
