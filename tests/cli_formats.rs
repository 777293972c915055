//! The formats through the binary: every format in and out of `convert` and `generate`
//! (jigsaw layouts in the formats that carry one), a CSV's solution column checked by
//! `solve` row by row, streamed or not, and damaged input named for its format.

mod common;

use common::{nonet, read, Run, Scratch};
use nonet_core::format::{self, Format};

const PUZZLE: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
const SOLUTION: &str =
    "417369825632158947958724316825437169791586432346912758289643571573291684164875293";

/// Asserts that a run was refused as bad input, saying `needle`.
fn refused(r: &Run, needle: &str) {
    assert_eq!(r.status, 2, "{}", r.stderr);
    assert!(r.stderr.contains(needle), "{needle}\n{}", r.stderr);
}

#[test]
fn every_format_converts_there_and_back() {
    let original = read("poj3074_sample.in");
    let expected: Vec<&str> = original.lines().filter(|l| *l != "end").collect();
    for f in Format::ALL.into_iter().filter(|f| f.holds_many()) {
        let there = nonet(&["convert", "--to", f.name()], original.as_bytes());
        assert_eq!(there.status, 0, "to {f}: {}", there.stderr);
        // An sdx grid without a digit placed by the player (`u5`) is the same text as a
        // pm grid without frames, and reads as one: the same puzzles.
        let detected = format::detect(&there.stdout);
        let as_pm = f == Format::Sdx && !there.stdout.contains('u');
        assert_eq!(
            detected,
            Some(if as_pm { Format::Pm } else { f }),
            "{}",
            there.stdout
        );
        let back = nonet(&["convert", "--to", "line"], there.stdout.as_bytes());
        assert_eq!(
            back.status, 0,
            "from {f}: {}\n{}",
            back.stderr, there.stdout
        );
        assert_eq!(back.stdout.lines().collect::<Vec<_>>(), expected, "via {f}");
    }
    // The formats without regions refuse a jigsaw puzzle, naming those that carry one.
    for f in ["values", "csv", "framed", "ss", "sdk", "sdx", "hodoku"] {
        let r = nonet(
            &["convert", "--to", f, &common::sample("hdu4069_sample.in")],
            "",
        );
        refused(
            &r,
            "cannot carry; use --to walls, --to jigsaw, --to candidates, --to pm, --to native",
        );
    }
}

/// `generate --jigsaw` writes every format that carries a layout, and each reads back as
/// the puzzles `--to jigsaw` writes for the same seed.
#[test]
fn generated_jigsaws_in_every_format_that_carries_them() {
    let want = nonet(&["generate", "--jigsaw", "--seed", "9", "--count", "2"], "");
    assert_eq!(want.status, 0, "{}", want.stderr);
    for f in ["candidates", "pm", "walls", "native"] {
        let count = if f == "native" { "1" } else { "2" };
        let r = nonet(
            &[
                "generate", "--jigsaw", "--seed", "9", "--count", count, "--to", f,
            ],
            "",
        );
        assert_eq!(r.status, 0, "{f}: {}", r.stderr);
        let back = nonet(&["convert", "--to", "jigsaw"], r.stdout.as_bytes());
        assert_eq!(back.status, 0, "{f}: {}\n{}", back.stderr, r.stdout);
        let n: usize = count.parse().unwrap();
        let want: Vec<&str> = want.stdout.lines().take(n).collect();
        assert_eq!(back.stdout.lines().collect::<Vec<_>>(), want, "via {f}");
        // And it solves.
        let solved = nonet(&["solve"], r.stdout.as_bytes());
        assert_eq!(solved.status, 0, "{f}: {}", solved.stderr);
    }
    // A native document holds one puzzle: two are refused before any work.
    let r = nonet(
        &["generate", "--jigsaw", "--count", "2", "--to", "native"],
        "",
    );
    refused(&r, "the native format holds one puzzle");
}

/// A CSV with Kaggle's header: `solve` checks each stated solution and names the row of
/// one that is wrong; the exit status is then 1.
#[test]
fn solve_checks_a_csv_solution_column() {
    let digits = |s: &str| s.replace('.', "0");
    let mut wrong = SOLUTION.to_string();
    wrong.replace_range(3..4, "4"); // r1c4 is 3; a 4 repeats in row 1
    let text = format!(
        "quizzes,solutions\n{p},{SOLUTION}\n{p},{wrong}\n",
        p = digits(PUZZLE)
    );
    let r = nonet(&["solve"], text.as_bytes());
    assert_eq!(r.status, 1, "{}", r.stderr);
    assert_eq!(
        r.stderr.trim(),
        "<stdin>: puzzle 2: its solution column is not a solution: 4 appears 2 times in row 1 (r1c1, r1c4); the solution has 3 at r1c4, where the column first differs"
    );
    // The answer is a CSV of puzzles and nonet's solutions, which reads back clean.
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert_eq!(lines[0], "puzzle,solution");
    assert_eq!(lines[1], format!("{},{SOLUTION}", digits(PUZZLE)));
    let again = nonet(&["solve"], r.stdout.as_bytes());
    assert_eq!(again.status, 0, "{}\n{}", again.stderr, r.stdout);
    assert_eq!(
        again.stdout.matches("puzzle,solution").count(),
        1,
        "{}",
        again.stdout
    );
}

/// A long CSV is streamed: later chunks are read with the header, errors keep their
/// line numbers, and the check goes on to the last row.
#[test]
fn a_long_csv_streams_with_its_header() {
    let p = PUZZLE.replace('.', "0");
    let mut text = String::from("id,puzzle,solution\n");
    for i in 1..=3000 {
        let s = if i == 2500 {
            SOLUTION.replacen('4', "1", 1)
        } else {
            SOLUTION.to_string()
        };
        text.push_str(&format!("{i},{p},{s}\n"));
    }
    let r = nonet(&["solve", "--to", "line"], text.as_bytes());
    assert_eq!(r.status, 1, "{}", r.stderr);
    assert_eq!(r.stdout.lines().count(), 3000);
    assert!(r.stderr.starts_with("<stdin>: puzzle 2500: its solution column is wrong at r1c1: 1 there, but the puzzle gives 4"), "{}", r.stderr);
    let bad = text.replacen("2999,", "2999,Z", 1);
    let r = nonet(&["solve", "--to", "line"], bad.as_bytes());
    refused(
        &r,
        "<stdin>:3000:6: unexpected character 'Z' in the puzzle column",
    );
}

#[test]
fn damaged_input_is_named_for_its_format() {
    let s = Scratch::new("damaged");
    let pm = nonet(&["convert", "--to", "pm"], PUZZLE);
    let bad = s.file("bad.pm", pm.stdout.replacen("1679 ", "16x9 ", 1).as_bytes());
    let r = nonet(&["solve", &bad], "");
    assert_eq!(r.status, 2);
    assert_eq!(
        r.stderr.trim(),
        format!("nonet: {bad}:2:12: r1c2: 'x' is not a candidate digit 1-9")
    );
    let line = nonet(&["convert", "--to", "candidates"], PUZZLE).stdout;
    let cut = s.file("cut.txt", &line.as_bytes()[..728]);
    let r = nonet(&["solve", &cut], "");
    refused(
        &r,
        ":1:729: too few characters: found 728, a position needs 729",
    );
    // A headerless CSV's second column is not dropped without a word.
    let two = format!("{},{}\n", PUZZLE.replace('.', "0"), SOLUTION);
    let r = nonet(&["solve"], two.as_bytes());
    refused(&r, "<stdin>:1:83: a second column, and no header line");
}

/// A native puzzle written by hand with its givens alone (and the header) opens.
#[test]
fn a_hand_written_native_puzzle_solves() {
    let rows: Vec<String> = (0..9)
        .map(|r| format!("\"{}\"", &PUZZLE[r * 9..r * 9 + 9]))
        .collect();
    let text = format!(
        "format = \"nonet\"\nversion = 1\ngivens = [{}]\n",
        rows.join(", ")
    );
    let r = nonet(&["solve", "--to", "line"], text.as_bytes());
    assert_eq!((r.status, r.stdout.trim()), (0, SOLUTION), "{}", r.stderr);
    // Several mistakes, all named at once.
    let bad = text.replace("version = 1", "version = 2\nentires = []");
    let r = nonet(&["solve"], bad.as_bytes());
    refused(&r, "<stdin>:2:11: version 2 is not supported");
    refused(&r, "<stdin>:3:1: unknown key `entires`");
}
