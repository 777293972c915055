//! Hint soundness: on a unique puzzle (generated, classic or jigsaw, or a random subset
//! of a filling that happens to be unique) every step of the full ladder's path keeps the
//! solution: no placement differs from it, no elimination removes its digit. On any other
//! puzzle, asking for a hint must answer without panicking.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nonet_core::engine;
use nonet_core::generate::{self, PuzzleOptions, Symmetry};
use nonet_core::puzzle::Grid;
use nonet_core::rng::Rng;
use nonet_core::strategy::{self, Candidates, Registry};
use nonet_core::Puzzle;
use nonet_fuzz::{capped, check_step, puzzle, Bytes};

fn generated(bytes: &mut Bytes) -> Option<Puzzle> {
    let mut rng = Rng::new(bytes.u64());
    let options = PuzzleOptions {
        clues: None,
        symmetry: if bytes.byte() % 2 == 0 {
            Symmetry::None
        } else {
            Symmetry::Rotational
        },
        attempts: 1,
    };
    if bytes.byte() % 2 == 0 {
        generate::random_puzzle(&nonet_core::Layout::classic(), &mut rng, &options).ok()
    } else {
        Some(generate::random_jigsaw_puzzle(&mut rng, &options))
    }
}

fuzz_target!(|data: &[u8]| {
    let mut bytes = Bytes::new(data);
    let p = if bytes.byte() % 2 == 0 {
        generated(&mut bytes)
    } else {
        puzzle(&mut bytes).map(|(p, _)| p)
    };
    let Some(p) = p else { return };
    let registry = Registry::full();
    let Some(count) = capped(engine::count_with, &p, 2, 1_000_000) else {
        return;
    };
    if count.solutions != 1 {
        // Not unique: the hint must say so (or that there is no solution), not panic.
        assert!(strategy::hint(&Grid::new(p), &registry).is_err());
        return;
    }
    let solution = count.first.expect("a unique puzzle has its solution");
    let what = format!("{} {}", p.to_line(), p.layout.region_map());
    let mut cand = Candidates::from_puzzle(&p);
    while !cand.is_solved() {
        let Some(step) = registry.find(&cand) else {
            break; // logic stuck: allowed, a wrong step is not
        };
        check_step(&step, &solution, &what);
        cand.apply(&step);
    }
});
