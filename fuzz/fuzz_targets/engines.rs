//! The engines against each other on classic and jigsaw puzzles (unique, multiple, none,
//! clashing): DLX, the bitboard engine (whose stalled searches hand over to the CDCL
//! engine), the CDCL engine alone and the dispatcher the CLI uses count the same number
//! of solutions up to a limit, and every solution any of them reports solves the puzzle.
//! Past the limit of 2, enumeration to a limit drawn from the input compares the sets of
//! solutions of the depth-first engines and the CDCL engine. Every search is node-capped,
//! so no input can stall the run; capped searches are not compared.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nonet_core::engine::{self, bitboard, dlx, sat, Control, Count};
use nonet_core::puzzle::is_solution_of;
use nonet_core::{Board, Puzzle};
use nonet_fuzz::{capped, puzzle, Bytes};
use std::collections::BTreeSet;
use std::ops::ControlFlow;

const MAX_NODES: u64 = 20_000;

type Counter = fn(&Puzzle, usize, &mut Control) -> Count;

const ENGINES: [(&str, Counter); 4] = [
    ("dlx", dlx::count_with),
    ("bitboard", bitboard::count_with),
    ("sat", sat::count_with),
    ("dispatch", engine::count_with),
];

/// Up to `limit` solutions by one engine's enumerator, as a set; `None` if it hit the cap.
fn solutions(
    each: fn(&Puzzle, &mut Control, &mut dyn FnMut(&Board) -> ControlFlow<()>) -> (u64, bool),
    p: &Puzzle,
    limit: usize,
) -> Option<BTreeSet<Board>> {
    let mut found = BTreeSet::new();
    let mut ctl = Control::none().with_node_budget(MAX_NODES);
    let (_, complete) = each(p, &mut ctl, &mut |b| {
        assert!(
            is_solution_of(p, b),
            "an enumerated board does not solve the puzzle"
        );
        assert!(found.insert(*b), "a solution reported twice");
        if found.len() >= limit {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    complete.then_some(found)
}

fuzz_target!(|data: &[u8]| {
    let mut bytes = Bytes::new(data);
    let limit = 2 + usize::from(bytes.below(30));
    let Some((p, _)) = puzzle(&mut bytes) else {
        return;
    };
    let show = || format!("{} {}", p.to_line(), p.layout.region_map());
    let counts: Vec<(&str, Count)> = ENGINES
        .iter()
        .filter_map(|&(name, f)| capped(f, &p, 2, MAX_NODES).map(|c| (name, c)))
        .collect();
    for (name, c) in &counts {
        assert_eq!(c.first.is_some(), c.solutions > 0, "{name}: {}", show());
        if let Some(s) = &c.first {
            assert!(is_solution_of(&p, s), "{name}: not a solution: {}", show());
        }
        let (first, c0) = &counts[0];
        assert_eq!(c.solutions, c0.solutions, "{name} vs {first}: {}", show());
        if c.solutions == 1 {
            assert_eq!(c.first, c0.first, "{name} vs {first}: {}", show());
        }
    }
    // Enumeration: the same set of solutions up to the limit.
    let each: [(
        &str,
        fn(&Puzzle, &mut Control, &mut dyn FnMut(&Board) -> ControlFlow<()>) -> (u64, bool),
    ); 3] = [
        ("dlx", |p, c, f| dlx::for_each_solution(p, c, f)),
        ("bitboard", |p, c, f| bitboard::for_each_solution(p, c, f)),
        ("sat", |p, c, f| sat::for_each_solution(p, c, f)),
    ];
    let sets: Vec<(&str, BTreeSet<Board>)> = each
        .iter()
        .filter_map(|&(name, f)| solutions(f, &p, limit).map(|s| (name, s)))
        .collect();
    for (name, set) in &sets {
        let (first, s0) = &sets[0];
        assert_eq!(
            set.len(),
            s0.len(),
            "{name} vs {first} at limit {limit}: {}",
            show()
        );
        if set.len() < limit {
            // Both enumerated everything: the very same solutions.
            assert_eq!(set, s0, "{name} vs {first}: {}", show());
        }
    }
    // The counters at the larger limit agree with the enumerators.
    for &(name, f) in &ENGINES {
        if let (Some(c), Some((_, s0))) = (capped(f, &p, limit, MAX_NODES), sets.first()) {
            assert_eq!(
                c.solutions,
                s0.len(),
                "{name} count at limit {limit}: {}",
                show()
            );
        }
    }
});
