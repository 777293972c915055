//! Issue 43: the formats whose puzzles span lines (grid, framed, ss, sdk, euler, walls,
//! jigsaw, pm, sdx) stream as the one-line formats do. Every command that reads puzzles
//! answers the first before the input ends, an error in a later puzzle names its line and
//! column in the whole file after the answers before it, and memory stays flat as the
//! input grows.

mod common;

use common::open::first_line_while_open;
#[cfg(target_os = "linux")]
use common::open::succeeds_within;
use common::{nonet_in, puzzle_lines, Scratch};
use nonet_core::format::{self, Format};
use nonet_core::Puzzle;

/// The formats read a part at a time.
const SPLIT: [Format; 9] = [
    Format::Grid,
    Format::Framed,
    Format::Ss,
    Format::Sdk,
    Format::Euler,
    Format::Walls,
    Format::Jigsaw,
    Format::Pm,
    Format::Sdx,
];

/// `n` easy puzzles.
fn puzzles(n: usize) -> Vec<Puzzle> {
    format::parse(&puzzle_lines(n), Some(Format::Line), "lines").unwrap()
}

/// A command's arguments, and what its first line of output looks like.
type Answer = (&'static [&'static str], fn(&str) -> bool);

#[test]
fn every_command_answers_a_multi_line_input_while_it_is_open() {
    let s = Scratch::new("parts-open");
    let ps = puzzles(60);
    for f in SPLIT {
        let input = format::render_all(&ps, f);
        // A position's first puzzle: its placed digits, single candidates included.
        let first = format::parse(&input, Some(f), "t").unwrap().remove(0);
        let first = format::render(&first, Format::Line);
        // No --from (sdx without a digit placed by a player reads as pm: named).
        let from: &[&str] = match f {
            Format::Sdx => &["--from", "sdx"],
            _ => &[],
        };
        let args = [&["convert", "--to", "line"], from, &["-"]].concat();
        let line = first_line_while_open(&args, &input, &s.0);
        assert_eq!(line.as_deref(), Some(first.trim_end()), "{f}");
    }
    let grids = format::render_all(&ps, Format::Grid);
    let answers: [Answer; 6] = [
        (&["solve"], |l| l.split_whitespace().count() == 9),
        (&["count"], |l| l.starts_with('1')),
        (&["rate"], |l| !l.is_empty()),
        (&["hint"], |l| !l.is_empty()),
        (&["target"], |l| l.parse::<i64>().is_ok()),
        (&["convert", "--to", "euler"], |l| l == "Grid 01"),
    ];
    for (args, fits) in answers {
        let line = first_line_while_open(&[args, &["-"]].concat(), &grids, &s.0);
        assert!(line.as_deref().is_some_and(fits), "{args:?}: {line:?}");
    }
    // A judge's cases too: HDU 4069's walls.
    let walls = format::render_all(&ps, Format::Walls);
    let case = first_line_while_open(&["judge", "hdu4069", "-"], &walls, &s.0);
    assert_eq!(case.as_deref(), Some("Case 1:"));
}

/// An error in the third puzzle of a long input: the answers of the chunks before it are
/// written, and the message names the file's line and column, as reading the file whole names
/// them.
#[test]
fn an_error_in_the_third_puzzle_names_the_files_line_and_column() {
    let s = Scratch::new("parts-error");
    // One given each: a position keeps a candidate in every cell.
    let ps: Vec<Puzzle> = (0..40)
        .map(|i| {
            let mut p = puzzles(1).remove(0);
            p.givens = [0; 81];
            p.givens[i] = 1 + (i % 9) as u8;
            p
        })
        .collect();
    for f in SPLIT {
        let text = format::render_all(&ps, f);
        let skip = format::render_all(&ps[..2], f).lines().count();
        let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
        // The third puzzle's first row: a letter in front of it.
        let at = (skip..lines.len())
            .find(|&i| {
                let l = lines[i].trim().to_ascii_lowercase();
                !l.is_empty() && !l.starts_with('[') && !l.starts_with("grid") && !l.contains("--")
            })
            .unwrap();
        lines[at] = format!("%{}", lines[at]);
        let file = s.file(&format!("bad.{f}"), (lines.join("\n") + "\n").as_bytes());
        let name = f.name();
        let run = nonet_in(
            &s.0,
            &["convert", "--from", name, "--to", "line", &file],
            "",
        );
        assert_eq!(run.status, 2, "{f}: {}", run.stderr);
        let place = format!("{file}:{}:", at + 1);
        assert!(run.stderr.contains(&place), "{f}: {}", run.stderr);
        // The first puzzle's answer at least (the second may share the third's chunk).
        let good = format::render(&ps[0], Format::Line);
        assert!(run.stdout.starts_with(&good), "{f}: {}", run.stdout);
        // The whole file read at once (the command reads walls whole) says the same.
        let whole = nonet_in(
            &s.0,
            &["convert", "--from", name, "--to", "walls", &file],
            "",
        );
        assert_eq!(whole.stderr, run.stderr, "{f}");
    }
}

/// Main `c3c9fd0` read these formats whole: 10 MB of jigsaw held 293 MB, every puzzle
/// with its own layout. Read a part at a time, 24 MB of each format is converted within a
/// 48 MiB heap, where main's build aborts on every one of them.
#[cfg(target_os = "linux")]
#[test]
fn memory_stays_flat_on_multi_line_inputs() {
    use nonet_core::{rng::Rng, Layout};
    use std::sync::Arc;
    let s = Scratch::new("parts-memory");
    let mut rng = Rng::new(43);
    for f in SPLIT {
        // Jigsaw layouts where the format has a place for them: each a layout of its own.
        let ps: Vec<Puzzle> = puzzles(500)
            .into_iter()
            .map(|p| match f.carries_jigsaw() {
                true => Puzzle::new(Arc::new(Layout::random(&mut rng)), [0; 81]),
                false => p,
            })
            .collect();
        let unit = format::render_all(&ps, f);
        let times = (24 << 20) / unit.len() + 1;
        let text = match f {
            Format::Walls => {
                let all: Vec<Puzzle> = ps.iter().cycle().take(500 * times).cloned().collect();
                format::render_all(&all, f)
            }
            _ => format!("{unit}\n").repeat(times),
        };
        let file = s.file(&format!("big.{f}"), text.as_bytes());
        let to = if f.carries_jigsaw() { "jigsaw" } else { "line" };
        let args = ["convert", "--from", f.name(), "--to", to, &file];
        assert!(succeeds_within(&args, &s.0, 48), "{f} needs over 48 MiB");
    }
}

/// Blank lines after the last puzzle of a long streamed input are no puzzle and no error
/// (main `c3c9fd0` read a chunk of them as "empty input: no puzzle found", exit 2).
#[test]
fn blank_lines_after_the_last_puzzle_are_no_error() {
    let s = Scratch::new("parts-blank");
    let input = puzzle_lines(100) + &"\n".repeat(300);
    let file = s.file("blank.txt", input.as_bytes());
    for from in [&[][..], &["--from", "line"][..]] {
        let args = [&["convert", "--to", "line"], from, &[file.as_str()]].concat();
        let run = nonet_in(&s.0, &args, "");
        assert_eq!(run.status, 0, "{from:?}: {}", run.stderr);
        assert_eq!(run.stdout, puzzle_lines(100));
    }
}
