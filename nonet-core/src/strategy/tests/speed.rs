//! The machinery that makes rating fast finds what the plain searches find: the forcing
//! search's reason-free propagation ends where the propagation with reasons does, and a
//! fish or single-digit search that skips the digits it found nothing in before finds
//! the same steps as one that starts afresh, at every state of some hard puzzles' paths,
//! and a basic fish search that cuts hopeless branches finds what the full one finds.

use super::*;
use crate::puzzle::Puzzle;
use crate::strategy::assumption::{Literal, Mode};
use crate::strategy::forcing::Propagation;
use crate::strategy::memo;
use crate::strategy::outcomes::Outcomes;

/// Every state along the full ladder's path of some hard classic puzzles and a jigsaw
/// that needs forcing.
fn hard_states() -> Vec<Candidates> {
    let mut puzzles: Vec<Puzzle> = [TOP1, TOP12, forcing_hardest()]
        .into_iter()
        .map(classic_puzzle)
        .collect();
    let mut rng = Rng::new(7);
    let options = crate::generate::PuzzleOptions::default();
    puzzles.extend(
        (0..40)
            .map(|_| crate::generate::random_jigsaw_puzzle(&mut rng, &options))
            .find(|p| {
                let path = solve_path(&Candidates::from_puzzle(p), &Registry::full());
                path.steps
                    .iter()
                    .any(|s| Technique::FORCING.contains(&s.technique))
            }),
    );
    assert_eq!(puzzles.len(), 4, "a generated jigsaw needs forcing");
    let mut states = Vec::new();
    for p in &puzzles {
        let mut cand = Candidates::from_puzzle(p);
        cand.settle_uniqueness();
        let path = solve_path(&cand, &Registry::full());
        states.push(cand.clone());
        for step in &path.steps {
            cand.apply(step);
            states.push(cand.clone());
        }
    }
    states
}

fn forcing_hardest() -> &'static str {
    "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3"
}

#[test]
fn outcomes_without_reasons_match_the_propagation_with_them() {
    let mut compared = 0;
    for state in hard_states() {
        if state.empty_cell().is_some() || state.is_solved() {
            continue;
        }
        for mode in [Mode::Chain, Mode::Net] {
            let mut scratch = Outcomes::new(&state, mode);
            for cell in state.unsolved().iter() {
                for digit in state.get(cell).iter() {
                    for on in [true, false] {
                        let lit = Literal { cell, digit, on };
                        let want = Propagation::run(&state, mode, lit).outcome();
                        assert_eq!(scratch.run(lit), &want, "{mode:?} {lit:?}");
                        compared += 1;
                    }
                }
            }
        }
    }
    assert!(compared > 10_000, "{compared}");
}

/// Every step `t`'s search hands out on `state`, repeats included, in its order.
fn handed_out(state: &Candidates, t: Technique) -> Vec<Step> {
    let mut steps = Vec::new();
    let _ = t.for_each(state, &mut |s| {
        steps.push(s);
        ControlFlow::Continue(())
    });
    steps
}

#[test]
fn searches_that_remember_empty_digits_find_what_fresh_ones_find() {
    // The fish and the single-digit techniques skip the digits they found nothing in.
    // In ladder order (the enum's).
    let searches = [
        Technique::XWing,
        Technique::Skyscraper,
        Technique::TwoStringKite,
        Technique::TurbotFish,
        Technique::EmptyRectangle,
        Technique::FinnedXWing,
        Technique::SashimiXWing,
        Technique::FinnedSwordfish,
        Technique::SashimiSwordfish,
        Technique::FinnedJellyfish,
        Technique::SashimiJellyfish,
        Technique::SimpleColouring,
        Technique::XChain,
        Technique::FinnedFrankenXWing,
        Technique::MutantSwordfish,
    ];
    assert!(searches.windows(2).all(|w| w[0] < w[1]));
    let states = hard_states();
    // Each search on each state with nothing remembered...
    let fresh: Vec<Vec<Vec<Step>>> = searches
        .iter()
        .map(|&t| {
            states
                .iter()
                .map(|state| {
                    memo::forget();
                    handed_out(state, t)
                })
                .collect()
        })
        .collect();
    // ...against the searches walking the states in order, each state's in ladder order
    // as the ladder asks them (a finned fish's search also speaks for the sashimi one),
    // remembering as they go.
    memo::forget();
    let mut skipped_some = false;
    for (k, state) in states.iter().enumerate() {
        for (t, fresh) in searches.iter().zip(&fresh) {
            skipped_some |=
                (1..=9).any(|d| memo::knows_any(state.layout_arc(), d, state.cells_of(d)));
            assert_eq!(handed_out(state, *t), fresh[k], "{t}");
        }
    }
    assert!(skipped_some, "some digit was skipped");
    assert!(fresh.iter().flatten().any(|steps| !steps.is_empty()));
}

#[test]
fn pruned_basic_fish_searches_find_what_full_ones_find() {
    use crate::strategy::fish::PRUNE;
    let searches = [
        Technique::XWing,
        Technique::Swordfish,
        Technique::Jellyfish,
        Technique::FinnedXWing,
        Technique::SashimiXWing,
        Technique::FinnedSwordfish,
        Technique::SashimiSwordfish,
        Technique::FinnedJellyfish,
        Technique::SashimiJellyfish,
    ];
    let every = |state: &Candidates, t: Technique, prune: bool| {
        PRUNE.with(|p| p.set(prune));
        memo::forget();
        let steps = handed_out(state, t);
        PRUNE.with(|p| p.set(true));
        steps
    };
    let mut found = 0;
    for state in hard_states() {
        for &t in &searches {
            // Every step the search hands out, repeats included, in the same order.
            let full = every(&state, t, false);
            assert_eq!(every(&state, t, true), full, "{t}");
            found += full.len();
        }
    }
    assert!(found > 0);
}
