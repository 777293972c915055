//! The hard jigsaw stress set (`tests/fixtures/hard/`, see its README): layouts with no
//! filling, layouts whose first filling is deep for plain search, and sparse puzzles whose
//! uniqueness must be proven. Every fixture's recorded answer must come out of both
//! independent engines (bitboard search and CDCL SAT) and out of the binary's `count`,
//! `solve` and `judge hdu4069`. No timing is asserted here; `examples/hard_bench.rs`
//! measures it.

use nonet::engine::{bitboard, sat, Verdict};
use nonet::format::{self, Format};
use nonet::puzzle::{is_solution_of, Puzzle};
use std::path::{Path, PathBuf};
use std::process::Command;

struct Fixture {
    path: PathBuf,
    puzzle: Puzzle,
    answer: Verdict,
}

fn fixtures() -> Vec<Fixture> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/hard");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("fixture directory")
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    paths.sort();
    let fixtures: Vec<Fixture> = paths
        .into_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path).unwrap();
            let word = text
                .lines()
                .find_map(|l| l.strip_prefix("# answer: "))
                .unwrap_or_else(|| panic!("{}: no '# answer:' line", path.display()));
            let answer = match word.trim() {
                "none" => Verdict::None,
                "unique" => Verdict::Unique,
                "multiple" => Verdict::Multiple,
                w => panic!("{}: unknown answer {w:?}", path.display()),
            };
            // Auto-detection must recognise the jigsaw format, as the binary relies on it.
            let mut puzzles = format::parse(&text, None, &path.display().to_string())
                .unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(puzzles.len(), 1, "{}", path.display());
            Fixture {
                path,
                puzzle: puzzles.remove(0),
                answer,
            }
        })
        .collect();
    assert!(fixtures.len() >= 40, "the stress set is a few dozen cases");
    fixtures
}

fn check(name: &str, engine: &str, p: &Puzzle, c: &nonet::engine::Count, answer: Verdict) {
    assert!(c.complete, "{name}: {engine} did not finish");
    assert_eq!(c.verdict(), answer, "{name}: {engine}");
    if let Some(first) = &c.first {
        assert!(
            is_solution_of(p, first),
            "{name}: {engine} gave a wrong solution"
        );
    }
}

#[test]
fn the_set_covers_every_kind_of_answer() {
    let all = fixtures();
    for kind in [Verdict::None, Verdict::Unique, Verdict::Multiple] {
        assert!(
            all.iter().filter(|f| f.answer == kind).count() >= 5,
            "{kind:?}"
        );
    }
    // Empty grids on layouts without a filling are the infeasibility proofs.
    assert!(
        all.iter()
            .filter(|f| f.answer == Verdict::None && f.puzzle.given_count() == 0)
            .count()
            >= 10
    );
}

#[test]
fn bitboard_engine_gives_every_answer() {
    for f in fixtures() {
        let c = bitboard::count(&f.puzzle, 2);
        check(
            &f.path.display().to_string(),
            "bitboard",
            &f.puzzle,
            &c,
            f.answer,
        );
    }
}

#[test]
fn sat_engine_gives_every_answer() {
    for f in fixtures() {
        let c = sat::count(&f.puzzle, 2);
        check(
            &f.path.display().to_string(),
            "sat",
            &f.puzzle,
            &c,
            f.answer,
        );
    }
}

#[test]
fn engines_agree_on_the_solution_of_unique_cases() {
    for f in fixtures().iter().filter(|f| f.answer == Verdict::Unique) {
        assert_eq!(
            bitboard::solve(&f.puzzle),
            sat::count(&f.puzzle, 1).first,
            "{}",
            f.path.display()
        );
    }
}

fn nonet(args: &[&str], stdin: Option<&str>) -> (i32, String, String) {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_nonet"));
    cmd.args(args);
    let out = match stdin {
        None => cmd.output().expect("nonet runs"),
        Some(text) => {
            use std::io::Write;
            let mut child = cmd
                .stdin(std::process::Stdio::piped())
                .stdout(std::process::Stdio::piped())
                .stderr(std::process::Stdio::piped())
                .spawn()
                .expect("nonet runs");
            child
                .stdin
                .take()
                .unwrap()
                .write_all(text.as_bytes())
                .unwrap();
            child.wait_with_output().unwrap()
        }
    };
    (
        out.status.code().expect("exited normally"),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn nonet_count_gives_every_answer() {
    let all = fixtures();
    let paths: Vec<String> = all.iter().map(|f| f.path.display().to_string()).collect();
    let mut args = vec!["count"];
    args.extend(paths.iter().map(String::as_str));
    let (status, stdout, stderr) = nonet(&args, None);
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
        let (status, stdout, stderr) = nonet(&["solve", &path], None);
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
    let (status, stdout, stderr) = nonet(&["judge", "hdu4069"], Some(&input));
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
