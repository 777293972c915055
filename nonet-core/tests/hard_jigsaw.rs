//! The hard jigsaw stress set (`tests/fixtures/hard/`, see its README): layouts with no
//! filling, layouts whose first filling is deep for plain search, and sparse puzzles whose
//! uniqueness must be proven. Every fixture's recorded answer must come out of both
//! independent engines (bitboard search and CDCL SAT); the top package's
//! `tests/hard_jigsaw_cli.rs` checks the binary's `count`, `solve` and `judge hdu4069` on
//! them. No timing is asserted here; `examples/hard_bench.rs` measures it.

use nonet_core::engine::{bitboard, sat, Verdict};
use nonet_core::puzzle::{is_solution_of, Puzzle};

#[path = "common/hard.rs"]
mod hard;
use hard::{fixtures_in, Fixture};
use std::path::Path;

fn fixtures() -> Vec<Fixture> {
    fixtures_in(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/hard"))
}

fn check(name: &str, engine: &str, p: &Puzzle, c: &nonet_core::engine::Count, answer: Verdict) {
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
