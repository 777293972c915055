//! The classic fast path against the region-generic bitboard engine: same counts, and the
//! same solution whenever it is unique, on random puzzles (always) and on every puzzle of
//! the shared classic sets (ignored suite, NONET_SHARED).

#[path = "common/shared.rs"]
mod shared;

use nonet_core::engine::{bitboard, classic};
use nonet_core::generate;
use nonet_core::layout::Layout;
use nonet_core::puzzle::{is_solution_of, Board, Puzzle};
use nonet_core::rng::Rng;
use rayon::prelude::*;

/// Puzzles from random fillings: 17 to 45 clues kept (few clues often leave several
/// solutions), and every fourth one with a clue changed (often no solution at all).
fn random_puzzles(n: usize, seed: u64) -> Vec<Board> {
    let mut rng = Rng::new(seed);
    let layout = Layout::classic();
    (0..n)
        .map(|i| {
            let full = generate::random_filling(&layout, &mut rng)
                .expect("the classic layout has fillings");
            let mut cells: Vec<usize> = (0..81).collect();
            rng.shuffle(&mut cells);
            let keep = 17 + rng.below(29) as usize;
            let mut p = [0u8; 81];
            for &c in &cells[..keep] {
                p[c] = full[c];
            }
            if i % 4 == 3 {
                let c = cells[0];
                p[c] = p[c] % 9 + 1;
            }
            p
        })
        .collect()
}

/// Checks one puzzle; returns the limit-2 count.
fn agree(givens: &Board, what: &str) -> usize {
    let puzzle = Puzzle::classic(*givens);
    let fast = classic::count(givens, 2);
    let generic = bitboard::count(&puzzle, 2);
    assert_eq!(fast.solutions, generic.solutions, "{what}: counts differ");
    assert!(fast.complete);
    if let Some(s) = &fast.first {
        assert!(is_solution_of(&puzzle, s), "{what}: not a solution");
    }
    if fast.solutions == 1 {
        assert_eq!(fast.first, generic.first, "{what}: unique solutions differ");
    }
    let first = classic::count(givens, 1);
    assert_eq!(first.solutions, fast.solutions.min(1), "{what}: limit 1");
    assert_eq!(classic::tally(givens, 2), fast.solutions, "{what}: tally");
    fast.solutions
}

#[test]
fn classic_agrees_with_generic_on_random_puzzles() {
    let puzzles = random_puzzles(400, 0x5eed_c1a5);
    let mut tally = [0usize; 3];
    for (i, p) in puzzles.iter().enumerate() {
        tally[agree(p, &format!("random puzzle {i}"))] += 1;
    }
    // The sample must exercise all three verdicts to mean anything.
    assert!(tally.iter().all(|&n| n >= 20), "tally {tally:?}");
}

#[test]
#[ignore]
fn classic_agrees_with_generic_on_every_shared_puzzle() {
    let dir = shared::classic_dir();
    for (file, unique) in [
        ("17_clue.txt", true),
        ("magictour_top1465.txt", true),
        ("forum_hardest_1905_11plus.txt", true),
        ("forum_hardest_1106.txt", true),
        ("serg_benchmark.txt", false),
    ] {
        let path = dir.join(file);
        let puzzles = nonet_core::format::read_path(path.to_str().unwrap(), None).unwrap();
        assert!(!puzzles.is_empty(), "{file}");
        puzzles.par_iter().enumerate().for_each(|(i, p)| {
            let n = agree(&p.givens, &format!("{file} puzzle {}", i + 1));
            // Known answers: every puzzle unique, except serg where each has two or more.
            assert_eq!(n, if unique { 1 } else { 2 }, "{file} puzzle {}", i + 1);
        });
    }
}
