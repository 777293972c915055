//! The binary's `count`, `solve` and `judge hdu4069` on the hard jigsaw stress set
//! (`nonet-core/tests/fixtures/hard/`): every recorded answer must come out of each.

mod common;

#[path = "../nonet-core/tests/common/hard.rs"]
mod hard;
use common::{nonet, Run};
use hard::{fixtures_in, Fixture};
use nonet_core::engine::Verdict;
use nonet_core::format::{self, Format};
use nonet_core::puzzle::{is_solution_of, Puzzle};
use std::path::Path;

fn fixtures() -> Vec<Fixture> {
    fixtures_in(&Path::new(env!("CARGO_MANIFEST_DIR")).join("nonet-core/tests/fixtures/hard"))
}

#[test]
fn nonet_count_gives_every_answer() {
    let all = fixtures();
    let paths: Vec<String> = all.iter().map(|f| f.path.display().to_string()).collect();
    let mut args = vec!["count"];
    args.extend(paths.iter().map(String::as_str));
    let Run {
        status,
        stdout,
        stderr,
    } = nonet(&args, "");
    // 1: some puzzles are not uniquely solvable (2 would be bad input).
    assert_eq!(status, 1, "{stderr}");
    let counts: Vec<&str> = stdout.lines().collect();
    assert_eq!(counts.len(), all.len(), "{stdout}");
    for (f, line) in all.iter().zip(counts) {
        let expected = match f.answer {
            Verdict::None => "0",
            Verdict::Unique => "1",
            Verdict::Multiple => "2",
        };
        assert_eq!(line.trim(), expected, "{}", f.path.display());
    }
}

#[test]
fn nonet_solve_gives_every_answer() {
    for f in fixtures() {
        let path = f.path.display().to_string();
        let Run {
            status,
            stdout,
            stderr,
        } = nonet(&["solve", &path], "");
        match f.answer {
            Verdict::Unique => {
                assert_eq!(status, 0, "{path}: {stderr}");
                let solved = format::parse(&stdout, Some(Format::Jigsaw), "stdout")
                    .unwrap_or_else(|e| panic!("{path}: {e}"));
                assert_eq!(solved.len(), 1);
                assert_eq!(solved[0].layout, f.puzzle.layout);
                assert!(is_solution_of(&f.puzzle, &solved[0].givens), "{path}");
            }
            Verdict::None => {
                assert_eq!(status, 1, "{path}");
                assert!(stderr.contains("no solution"), "{path}: {stderr}");
            }
            Verdict::Multiple => {
                assert_eq!(status, 1, "{path}");
                assert!(stderr.contains("solutions"), "{path}: {stderr}");
            }
        }
    }
}

#[test]
fn nonet_judge_hdu4069_on_walls_renderings() {
    // Two of each answer, rendered in the HDU 4069 walls format, in one input.
    let all = fixtures();
    let mut chosen: Vec<&Fixture> = Vec::new();
    for kind in [Verdict::None, Verdict::Unique, Verdict::Multiple] {
        chosen.extend(all.iter().filter(|f| f.answer == kind).take(2));
    }
    let puzzles: Vec<Puzzle> = chosen.iter().map(|f| f.puzzle.clone()).collect();
    let input = format::render_all(&puzzles, Format::Walls);
    let Run {
        status,
        stdout,
        stderr,
    } = nonet(&["judge", "hdu4069"], &input);
    assert_eq!(status, 0, "{stderr}");
    let mut lines = stdout.lines();
    for (k, f) in chosen.iter().enumerate() {
        assert_eq!(lines.next(), Some(format!("Case {}:", k + 1).as_str()));
        match f.answer {
            Verdict::None => assert_eq!(lines.next(), Some("No solution")),
            Verdict::Multiple => assert_eq!(lines.next(), Some("Multiple Solutions")),
            Verdict::Unique => {
                let mut board = [0u8; 81];
                for r in 0..9 {
                    let row = lines.next().expect("9 solution rows");
                    assert_eq!(row.len(), 9, "{row:?}");
                    for (c, ch) in row.bytes().enumerate() {
                        board[r * 9 + c] = ch - b'0';
                    }
                }
                assert!(is_solution_of(&f.puzzle, &board), "{}", f.path.display());
            }
        }
    }
    assert_eq!(lines.next(), None);
}
