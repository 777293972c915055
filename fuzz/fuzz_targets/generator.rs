//! The generator: every puzzle it makes, classic or jigsaw, any symmetry and clue target,
//! has exactly one solution (counted by DLX, which shares no code with the generator's
//! search), that solution extends the givens, the same seed gives the same puzzle, and a
//! rotational pattern is symmetric.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nonet_core::engine::dlx;
use nonet_core::generate::{self, PuzzleOptions, Symmetry};
use nonet_core::puzzle::is_solution_of;
use nonet_core::rng::Rng;
use nonet_fuzz::{Bytes, CELLS};

fuzz_target!(|data: &[u8]| {
    let mut bytes = Bytes::new(data);
    let seed = bytes.u64();
    let jigsaw = bytes.byte() % 2 == 1;
    let options = PuzzleOptions {
        clues: match bytes.byte() {
            b if b < 128 => None,
            b => Some(usize::from(b % 64) + 17),
        },
        symmetry: if bytes.byte() % 2 == 0 {
            Symmetry::None
        } else {
            Symmetry::Rotational
        },
        attempts: 1 + usize::from(bytes.below(3)),
    };
    let make = || {
        let mut rng = Rng::new(seed);
        if jigsaw {
            Some(generate::random_jigsaw_puzzle(&mut rng, &options))
        } else {
            generate::random_puzzle(&nonet_core::Layout::classic(), &mut rng, &options).ok()
        }
    };
    let Some(p) = make() else { return };
    let count = dlx::count(&p, 2);
    assert_eq!(
        count.solutions,
        1,
        "{} {}",
        p.to_line(),
        p.layout.region_map()
    );
    assert!(is_solution_of(&p, count.first.as_ref().unwrap()));
    let again = make().expect("the same seed succeeds again");
    assert_eq!(again.givens, p.givens, "seed {seed} gave two puzzles");
    if options.symmetry == Symmetry::Rotational {
        for c in 0..CELLS {
            assert_eq!(
                p.givens[c] != 0,
                p.givens[CELLS - 1 - c] != 0,
                "not symmetric at {c}"
            );
        }
    }
});
