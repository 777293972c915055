//! The target maximizer against brute force on small cases: a filling (classic or
//! jigsaw) with up to 20 cells opened, or with a wrong digit (no solution), and weights
//! from the input, including negative and large ones. The proven optimum must equal the
//! best score over every solution, and its grid must be a solution scoring that much.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nonet_core::engine::{bitboard, Control};
use nonet_core::generate;
use nonet_core::maximize::{self, Weights, MAX_WEIGHT};
use nonet_core::puzzle::is_solution_of;
use nonet_core::rng::Rng;
use nonet_core::Puzzle;
use nonet_fuzz::{layout, Bytes, CELLS};
use std::ops::ControlFlow;

fuzz_target!(|data: &[u8]| {
    let mut bytes = Bytes::new(data);
    let layout = layout(&mut bytes);
    let Ok(filling) = generate::random_filling_within(&layout, &mut Rng::new(bytes.u64()), 1 << 14)
    else {
        return;
    };
    let mut givens = filling;
    for _ in 0..bytes.below(21) {
        givens[usize::from(bytes.below(CELLS as u8))] = 0;
    }
    if bytes.byte() % 8 == 0 {
        let c = usize::from(bytes.below(CELLS as u8));
        givens[c] = (filling[c] % 9) + 1; // a wrong digit: usually no solution at all
    }
    let scale = match bytes.below(3) {
        0 => 10,
        1 => 1_000,
        _ => MAX_WEIGHT,
    };
    let weights = Weights(std::array::from_fn(|_| {
        let w = i64::from(bytes.byte() as i8) * scale / 128;
        w.clamp(-MAX_WEIGHT, MAX_WEIGHT) as i32
    }));
    let p = Puzzle::new(layout, givens);
    let mut best: Option<i64> = None;
    let (_, complete) = bitboard::for_each_solution(&p, &mut Control::none(), |b| {
        let s = weights.score(b);
        best = Some(best.map_or(s, |x| x.max(s)));
        ControlFlow::Continue(())
    });
    assert!(complete);
    let result = maximize::maximize(&p, &weights);
    assert!(result.proven);
    assert_eq!(result.best.as_ref().map(|b| b.0), best, "{}", p.to_line());
    if let Some((score, grid)) = &result.best {
        assert!(is_solution_of(&p, grid));
        assert_eq!(weights.score(grid), *score);
    }
});
