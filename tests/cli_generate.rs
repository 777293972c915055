//! `nonet generate` run as a user runs it: the puzzles it writes parse back, have exactly
//! one solution (checked by the DLX engine, not the bitboard engine that made them), and a
//! seed fixes the output whatever the thread count.

mod common;

use common::nonet;
use nonet_core::engine::dlx;
use nonet_core::format::{self, Format};
use nonet_core::Puzzle;

/// Runs `generate` with `args`, checks it succeeded, and parses its output as `fmt`.
fn generated(args: &[&str], fmt: Format) -> (String, Vec<Puzzle>) {
    let mut all = vec!["generate"];
    all.extend_from_slice(args);
    let r = nonet(&all, "");
    assert_eq!(r.status, 0, "{}", r.stderr);
    assert_eq!(format::detect(&r.stdout), Some(fmt), "{}", r.stdout);
    let puzzles = format::parse(&r.stdout, Some(fmt), "generated").expect("output parses back");
    (r.stdout, puzzles)
}

fn assert_unique(puzzles: &[Puzzle]) {
    for (i, p) in puzzles.iter().enumerate() {
        assert!(p.clash().is_none(), "puzzle {}", i + 1);
        let c = dlx::count(p, 2);
        assert_eq!(c.solutions, 1, "puzzle {}: {}", i + 1, p.to_line());
    }
}

#[test]
fn classic_puzzles_are_unique_lines_and_seeded() {
    let (text, puzzles) = generated(&["--count", "6", "--seed", "11"], Format::Line);
    assert_eq!(puzzles.len(), 6);
    assert_eq!(text.lines().count(), 6);
    assert!(puzzles.iter().all(|p| p.layout.is_classic()));
    assert_unique(&puzzles);
    // Same seed, same puzzles, on one thread or several; another seed, other puzzles.
    let (again, _) = generated(
        &["--count", "6", "--seed", "11", "--threads", "1"],
        Format::Line,
    );
    assert_eq!(text, again);
    let (other, _) = generated(&["--count", "6", "--seed", "12"], Format::Line);
    assert_ne!(text, other);
    // A batch's first puzzles do not depend on how many follow.
    let (fewer, _) = generated(&["--count", "2", "--seed", "11"], Format::Line);
    assert!(text.starts_with(&fewer));
}

#[test]
fn without_a_target_puzzles_are_minimal() {
    let (_, puzzles) = generated(&["--count", "2", "--seed", "5"], Format::Line);
    for p in &puzzles {
        for cell in (0..81).filter(|&c| p.givens[c] != 0) {
            let mut less = p.clone();
            less.givens[cell] = 0;
            assert_eq!(dlx::count(&less, 2).solutions, 2, "{}", p.to_line());
        }
    }
}

#[test]
fn jigsaw_puzzles_carry_their_layouts() {
    let (text, puzzles) = generated(&["--jigsaw", "--count", "8", "--seed", "3"], Format::Jigsaw);
    assert_eq!(puzzles.len(), 8);
    assert!(puzzles.iter().all(|p| !p.layout.is_classic()));
    let layouts: std::collections::HashSet<String> =
        puzzles.iter().map(|p| p.layout.region_map()).collect();
    assert_eq!(layouts.len(), 8, "a new layout for every puzzle");
    assert_unique(&puzzles);
    let (again, _) = generated(
        &["--jigsaw", "--count", "8", "--seed", "3", "--threads", "2"],
        Format::Jigsaw,
    );
    assert_eq!(text, again);
}

#[test]
fn walls_output_feeds_the_hdu4069_judge() {
    let (text, puzzles) = generated(
        &["--jigsaw", "--count", "30", "--seed", "8", "--to", "walls"],
        Format::Walls,
    );
    assert!(text.starts_with("30\n"));
    assert_eq!(puzzles.len(), 30);
    let dir = std::env::temp_dir().join(format!("nonet-generate-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("cases.in");
    std::fs::write(&path, &text).unwrap();
    let r = nonet(&["judge", "hdu4069", &path.to_string_lossy()], "");
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(r.status, 0, "{}", r.stderr);
    assert_eq!(r.stdout.matches("Case ").count(), 30);
    assert!(!r.stdout.contains("No solution"), "{}", r.stdout);
    assert!(!r.stdout.contains("Multiple"), "{}", r.stdout);
    // Each case's solution is the DLX engine's.
    for (k, p) in puzzles.iter().enumerate() {
        let s = dlx::solve(p).unwrap();
        let rows: String = s
            .chunks(9)
            .map(|row| {
                let digits: String = row.iter().map(|&d| (b'0' + d) as char).collect();
                digits + "\n"
            })
            .collect();
        assert!(
            r.stdout.contains(&format!("Case {}:\n{rows}", k + 1)),
            "case {}",
            k + 1
        );
    }
}

#[test]
fn target_clue_count_and_symmetry() {
    let (_, puzzles) = generated(
        &["--count", "4", "--seed", "2", "--clues", "32"],
        Format::Line,
    );
    assert!(puzzles.iter().all(|p| p.given_count() == 32));
    assert_unique(&puzzles);
    let (_, puzzles) = generated(
        &[
            "--count",
            "4",
            "--seed",
            "2",
            "--clues",
            "34",
            "--symmetric",
        ],
        Format::Line,
    );
    for p in &puzzles {
        assert!((33..=34).contains(&p.given_count()), "{}", p.to_line());
        for c in 0..81 {
            assert_eq!(p.givens[c] == 0, p.givens[80 - c] == 0, "{}", p.to_line());
        }
    }
    assert_unique(&puzzles);
}

#[test]
fn an_unreachable_target_is_reported_not_faked() {
    let r = nonet(
        &["generate", "--count", "2", "--seed", "1", "--clues", "10"],
        "",
    );
    assert_eq!(r.status, 0, "{}", r.stderr);
    assert!(
        r.stderr.contains("2 of 2 puzzles kept more than 10 clues"),
        "{}",
        r.stderr
    );
    let puzzles = format::parse(&r.stdout, None, "generated").unwrap();
    assert!(puzzles.iter().all(|p| p.given_count() >= 17));
    assert_unique(&puzzles);
}

#[test]
fn a_layout_file_fixes_the_regions() {
    let map = "AAABBBBCC\nAADDDBBCC\nAADEEBCCC\nAADEBBFCC\nDDDEEEFFF\nGGDHHEFII\nGGGHEEFII\nGGHHFFFII\nGGHHHHIII\n";
    let dir = std::env::temp_dir().join(format!("nonet-generate-map-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = dir.join("layout.txt");
    std::fs::write(
        &good,
        format!("# the HDU 4069 sample's first layout\n{map}"),
    )
    .unwrap();
    let bad = dir.join("bad.txt");
    std::fs::write(&bad, map.replacen('A', "B", 1)).unwrap();
    let good = good.to_string_lossy().into_owned();
    let bad = bad.to_string_lossy().into_owned();

    let (_, puzzles) = generated(
        &["--layout", &good, "--count", "3", "--seed", "4"],
        Format::Jigsaw,
    );
    let expected = nonet_core::Layout::from_region_map(map).unwrap();
    assert!(puzzles.iter().all(|p| *p.layout == expected));
    assert_unique(&puzzles);

    let r = nonet(&["generate", "--layout", &bad], "");
    assert_eq!(r.status, 2);
    assert!(r.stderr.contains("bad.txt: region"), "{}", r.stderr);
    let r = nonet(&["generate", "--layout", &good, "--to", "line"], "");
    assert_eq!(r.status, 2);
    assert!(
        r.stderr.contains("cannot carry a jigsaw layout"),
        "{}",
        r.stderr
    );
    let _ = std::fs::remove_dir_all(&dir);

    let r = nonet(&["generate", "--jigsaw", "--to", "euler"], "");
    assert_eq!(r.status, 2);
    let r = nonet(&["generate", "--layout", "/nonexistent/map.txt"], "");
    assert_eq!(r.status, 2);
    assert!(r.stderr.contains("no such file"), "{}", r.stderr);
}

#[test]
fn clue_targets_out_of_reach_are_said() {
    let r = nonet(&["generate", "--clues", "100", "--seed", "5"], "");
    assert_eq!(r.status, 2);
    assert!(r.stderr.contains("at most 81 clues"), "{}", r.stderr);
    // Symmetric clues go in pairs: a puzzle one under the target is reported.
    let r = nonet(
        &[
            "generate",
            "--symmetric",
            "--clues",
            "31",
            "--count",
            "5",
            "--seed",
            "3",
        ],
        "",
    );
    assert_eq!(r.status, 0, "{}", r.stderr);
    let under = r
        .stdout
        .lines()
        .filter(|l| l.chars().take(81).filter(|c| c.is_ascii_digit()).count() < 31)
        .count();
    // Seed 3 is known to give some (the same seed gives the same puzzles).
    assert!(under > 0, "{}", r.stdout);
    assert!(
        r.stderr.contains(&format!(
            "{under} of 5 puzzles have 30 clues, one fewer than 31"
        )),
        "{}",
        r.stderr
    );
}

/// `nonet rate`'s level for every puzzle of `text` (read from standard input).
fn rated_levels(text: &str) -> Vec<String> {
    let r = nonet(&["rate"], text);
    assert_eq!(r.status, 0, "{}", r.stderr);
    r.stdout
        .lines()
        .map(|l| l.split_whitespace().next().unwrap_or("").to_string())
        .collect()
}

#[test]
fn level_puzzles_are_unique_rated_there_and_seeded() {
    for level in ["easy", "medium", "hard", "expert", "extreme"] {
        let (text, puzzles) = generated(
            &["--level", level, "--count", "2", "--seed", "21"],
            Format::Line,
        );
        assert_eq!(puzzles.len(), 2);
        assert_unique(&puzzles);
        assert_eq!(rated_levels(&text), vec![level; 2], "{text}");
        let (again, _) = generated(
            &[
                "--level",
                level,
                "--count",
                "2",
                "--seed",
                "21",
                "--threads",
                "1",
            ],
            Format::Line,
        );
        assert_eq!(text, again, "same seed, same puzzles, whatever --threads");
    }
    let (text, puzzles) = generated(
        &["--level", "Hard", "--jigsaw", "--count", "2", "--seed", "4"],
        Format::Jigsaw,
    );
    assert!(puzzles.iter().all(|p| !p.layout.is_classic()));
    assert_unique(&puzzles);
    assert_eq!(rated_levels(&text), vec!["hard"; 2]);
    let (_, puzzles) = generated(
        &["--level", "medium", "--symmetric", "--seed", "6"],
        Format::Line,
    );
    for c in 0..81 {
        let p = &puzzles[0];
        assert_eq!(p.givens[c] == 0, p.givens[80 - c] == 0, "{}", p.to_line());
    }
}

#[test]
fn bad_levels_are_refused() {
    let r = nonet(&["generate", "--level", "fiendish"], "");
    assert_eq!(r.status, 2);
    assert!(
        r.stderr.contains(
            "unknown level 'fiendish': expected one of easy, medium, hard, expert, extreme"
        ),
        "{}",
        r.stderr
    );
    let r = nonet(&["generate", "--level", "easy", "--clues", "30"], "");
    assert_eq!(r.status, 2);
    assert!(r.stderr.contains("cannot be used with"), "{}", r.stderr);
}
