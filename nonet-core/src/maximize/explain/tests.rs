//! The explanation against brute force: every filling of small puzzles enumerated, the
//! best still possible, every entry's cost, the forced placements and the score hint
//! read off them, on classic and jigsaw layouts, ring and random weights.

use super::*;
use crate::engine::bitboard::for_each_solution;
use crate::engine::Cancel;
use crate::generate::random_filling_within;
use crate::layout::Layout;
use crate::maximize::tests::{random_weights, thin_out};
use crate::puzzle::is_solution_of;
use crate::rng::Rng;
use std::ops::ControlFlow;
use std::sync::Arc;

/// Every filling of `p`.
fn all_fillings(p: &Puzzle) -> Vec<Board> {
    let mut all = Vec::new();
    for_each_solution(p, &mut Control::none(), |b| {
        all.push(*b);
        ControlFlow::Continue(())
    });
    all
}

fn keeps(filling: &Board, entries: &Board) -> bool {
    entries.iter().zip(filling).all(|(&e, &v)| e == 0 || e == v)
}

/// The best score among `fillings` that keep `entries` and pass `also`.
fn brute_best(
    fillings: &[Board],
    w: &Weights,
    entries: &Board,
    also: impl Fn(&Board) -> bool,
) -> Option<i64> {
    fillings
        .iter()
        .filter(|f| keeps(f, entries) && also(f))
        .map(|f| w.score(f))
        .max()
}

/// Entries for a test: up to 6 open cells from one filling, sometimes with one digit
/// changed (which may leave no filling, or clash).
fn random_entries(p: &Puzzle, fillings: &[Board], rng: &mut Rng) -> Board {
    let source = fillings[rng.below(fillings.len() as u64) as usize];
    let mut open: Vec<usize> = (0..CELLS).filter(|&c| p.givens[c] == 0).collect();
    rng.shuffle(&mut open);
    let mut entries = [0u8; CELLS];
    let k = rng.below(7) as usize;
    for &c in open.iter().take(k) {
        entries[c] = source[c];
    }
    if k > 0 && rng.below(3) == 0 {
        let c = open[rng.below(k as u64) as usize];
        entries[c] = 1 + rng.below(9) as u8;
    }
    entries
}

/// Checks one explanation, and the forced placements and score hint it leads to,
/// against the fillings of `p`.
fn check_one(p: &Puzzle, w: &Weights, fillings: &[Board], entries: &Board, rng: &mut Rng) {
    let line = p.to_line();
    let ctl = &mut Control::none();
    let got = explain(p, w, entries, ctl).expect("not cancelled");
    let optimum = brute_best(fillings, w, &[0; CELLS], |_| true);
    assert_eq!(got.optimum.as_ref().map(|o| o.0), optimum, "{line}");
    let (score, filling) = got.optimum.expect("these puzzles have fillings");
    assert!(is_solution_of(p, &filling) && w.score(&filling) == score);
    let best = brute_best(fillings, w, entries, |_| true);
    assert_eq!(got.best(), best, "{line} entries {entries:?}");
    match &got.still {
        Still::NoFilling { restore } => {
            assert!(!restore.is_empty(), "{line}");
            let cleared = |cells: &[usize]| {
                let mut less = *entries;
                for &c in cells {
                    assert_ne!(less[c], 0, "{line}: r{c} is no entry");
                    less[c] = 0;
                }
                less
            };
            let less = cleared(restore);
            assert!(brute_best(fillings, w, &less, |_| true).is_some(), "{line}");
            // One entry when one is enough; else none of the set can be spared.
            let single = (0..CELLS)
                .filter(|&c| entries[c] != 0)
                .any(|c| brute_best(fillings, w, &cleared(&[c]), |_| true).is_some());
            assert_eq!(restore.len() == 1, single, "{line} {restore:?}");
            for &spared in restore {
                let mut back = less;
                back[spared] = entries[spared];
                assert!(brute_best(fillings, w, &back, |_| true).is_none(), "{line}");
            }
        }
        Still::Best {
            score,
            filling,
            entries: costs,
        } => {
            assert!(is_solution_of(p, filling) && keeps(filling, entries));
            assert_eq!(w.score(filling), *score);
            let cells: Vec<usize> = (0..CELLS).filter(|&c| entries[c] != 0).collect();
            assert_eq!(costs.iter().map(|e| e.cell).collect::<Vec<_>>(), cells);
            for e in costs {
                let mut less = *entries;
                less[e.cell] = 0;
                let freed = brute_best(fillings, w, &less, |_| true).unwrap();
                assert_eq!(e.cost, freed - score, "{line}: entry {}", e.cell);
                assert_eq!(e.digit, entries[e.cell]);
            }
            check_placements(p, w, fillings, entries, &(*score, *filling), rng);
        }
    }
}

/// What brute force says of a placement: `Forced` for `digit` in `cell`.
fn brute_forced(
    fillings: &[Board],
    w: &Weights,
    entries: &Board,
    best: i64,
    cell: usize,
    digit: u8,
) -> Forced {
    match brute_best(fillings, w, entries, |f| f[cell] != digit) {
        None => Forced::Only,
        Some(other) if other >= best => Forced::No,
        Some(other) => Forced::Loses(best - other),
    }
}

/// Some open cells' `forced` against brute force, and the score hint: the heaviest cell
/// the score forces (first in reading order among equals), else the heaviest the rules
/// force, else the heaviest open cell.
fn check_placements(
    p: &Puzzle,
    w: &Weights,
    fillings: &[Board],
    entries: &Board,
    best: &(i64, Board),
    rng: &mut Rng,
) {
    let ctl = &mut Control::none();
    let mut open: Vec<usize> = (0..CELLS)
        .filter(|&c| p.givens[c] == 0 && entries[c] == 0)
        .collect();
    let truth = |c: usize| brute_forced(fillings, w, entries, best.0, c, best.1[c]);
    let hint = score_hint(p, w, entries, best, ctl).expect("not cancelled");
    open.sort_by_key(|&c| std::cmp::Reverse(w.0[c]));
    let first = |f: &dyn Fn(Forced) -> bool| open.iter().copied().find(|&c| f(truth(c)));
    let want = first(&|f| matches!(f, Forced::Loses(_)))
        .or_else(|| first(&|f| f == Forced::Only))
        .or(open.first().copied());
    assert_eq!(hint.map(|h| h.cell), want, "{}", p.to_line());
    if let Some(h) = hint {
        assert_eq!(h.digit, best.1[h.cell]);
        assert_eq!(h.forced, truth(h.cell));
    }
    rng.shuffle(&mut open);
    for &c in open.iter().take(6) {
        let got = forced(p, w, entries, best, c, ctl).expect("not cancelled");
        assert_eq!(got, truth(c), "{} cell {c}", p.to_line());
    }
}

/// `puzzles` puzzles with at most `max_solutions` fillings on layouts from `layout_of`,
/// each with ring and random weights and three sets of entries.
fn cross_check(layout_of: impl Fn(&mut Rng) -> Arc<Layout>, seed: u64, puzzles: usize) {
    let mut rng = Rng::new(seed);
    let (mut done, mut costly, mut blocked) = (0, 0, 0);
    while done < puzzles {
        let layout = layout_of(&mut rng);
        let Ok(filling) = random_filling_within(&layout, &mut rng, 20_000) else {
            continue;
        };
        let p = thin_out(&layout, &filling, 150, &mut rng);
        let fillings = all_fillings(&p);
        for w in [Weights::rings(), random_weights(&mut rng)] {
            for _ in 0..3 {
                let entries = random_entries(&p, &fillings, &mut rng);
                check_one(&p, &w, &fillings, &entries, &mut rng);
                let got = explain(&p, &w, &entries, &mut Control::none()).unwrap();
                costly += usize::from(got.entries().iter().any(|e| e.cost > 0));
                blocked += usize::from(got.best().is_none());
            }
        }
        done += 1;
    }
    // The cases must exercise both sides: entries that cost points, and none that fit.
    assert!(
        costly >= puzzles / 2,
        "only {costly} cases with a costly entry"
    );
    assert!(
        blocked >= puzzles / 4,
        "only {blocked} cases with no filling"
    );
}

#[test]
fn matches_brute_force_on_classic() {
    cross_check(|_| Layout::classic(), 31, 25);
}

#[test]
fn matches_brute_force_on_jigsaw() {
    cross_check(|rng| Arc::new(Layout::random(rng)), 32, 25);
}

#[test]
fn no_entries_cost_nothing_and_a_known_optimum_is_taken_as_is() {
    let p = Puzzle::classic([0; CELLS]);
    let w = Weights::rings();
    let got = explain(&p, &w, &[0; CELLS], &mut Control::none()).unwrap();
    assert_eq!(got.optimum.as_ref().map(|o| o.0), Some(2906));
    assert_eq!((got.best(), got.cost()), (Some(2906), Some(0)));
    // An entry that costs: a 1 in the centre (weight 10) where the optimum has a 9.
    let mut entries = [0; CELLS];
    entries[40] = 1;
    let known = Known {
        optimum: Some(got.optimum),
        recent: None,
    };
    let costly = explain_with(&p, &w, &entries, known, &mut Control::none()).unwrap();
    assert_eq!(costly.optimum, got.optimum);
    let cost = costly.cost().unwrap();
    assert!(cost > 0);
    assert_eq!(
        costly.entries()[0].cost,
        cost,
        "the only entry costs it all"
    );
}

#[test]
fn a_clash_among_entries_names_one_of_them() {
    let p = Puzzle::classic([0; CELLS]);
    let mut entries = [0; CELLS];
    entries[0] = 5;
    entries[8] = 5;
    let known = Known {
        optimum: None,
        recent: Some(8),
    };
    let got = explain_with(&p, &Weights::rings(), &entries, known, &mut Control::none()).unwrap();
    assert_eq!(got.still, Still::NoFilling { restore: vec![8] });
    assert_eq!(got.best(), None);
}

#[test]
fn a_cancelled_explanation_says_so() {
    let cancel = Cancel::new();
    cancel.cancel();
    let mut ctl = Control::none().with_cancel(cancel);
    let p = Puzzle::new(Arc::new(Layout::random(&mut Rng::new(3))), [0; CELLS]);
    assert_eq!(
        explain(&p, &Weights::rings(), &[0; CELLS], &mut ctl),
        Err(Cancelled)
    );
}

#[test]
fn odd_arguments_do_not_panic() {
    let p = Puzzle::classic([0; CELLS]);
    let w = Weights::rings();
    let ctl = &mut Control::none();
    // A "best" that is no filling, and cells that are not open.
    let nothing = (0, [0u8; CELLS]);
    assert_eq!(
        forced(&p, &w, &[0; CELLS], &nothing, 3, ctl),
        Ok(Forced::Only)
    );
    let mut entries = [0; CELLS];
    entries[3] = 4;
    let best = explain(&p, &w, &entries, ctl).unwrap();
    let Still::Best { score, filling, .. } = best.still else {
        panic!("a filling keeps one entry");
    };
    assert_eq!(
        forced(&p, &w, &entries, &(score, filling), 3, ctl),
        Ok(Forced::Only)
    );
}
