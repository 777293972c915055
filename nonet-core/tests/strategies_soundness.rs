//! Soundness of every technique at scale: along the logical solution of every puzzle of
//! magictour top1465 and of generated jigsaw puzzles, each step (and, wherever singles
//! run dry, the step each technique would take) is checked against the known solution:
//! no true candidate eliminated, no wrong digit placed.

#[path = "common/shared.rs"]
mod shared;

use nonet_core::engine::{self, Cancel, Control, Progress};
use nonet_core::format;
use nonet_core::rng::Rng;
use nonet_core::strategy::{solve_path, Candidates, Registry, Step, Technique};
use nonet_core::{Board, Layout, Puzzle};
use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::Duration;

fn check_step(step: &Step, solution: &Board, what: &str) {
    for p in &step.placements {
        assert_eq!(
            solution[p.cell], p.digit,
            "{what}: {step} places a wrong digit ({:?})",
            p
        );
    }
    for e in &step.eliminations {
        assert_ne!(
            solution[e.cell], e.digit,
            "{what}: {step} eliminates a true candidate ({:?})",
            e
        );
    }
    assert!(step.is_progress(), "{what}: {step} changes nothing");
}

/// Walks the full ladder's path; wherever no single applies, asks every technique for its
/// step and checks it too. Returns how often each technique was checked.
fn check_puzzle(
    puzzle: &Puzzle,
    solution: &Board,
    what: &str,
    tally: &mut BTreeMap<Technique, usize>,
) {
    let full = Registry::full();
    let singles = Registry::singles();
    let mut cand = Candidates::from_puzzle(puzzle);
    loop {
        if cand.is_solved() {
            break;
        }
        if singles.find(&cand).is_none() {
            for t in Technique::ALL {
                if let Some(step) = t.find(&cand) {
                    assert_eq!(step.technique, t);
                    check_step(&step, solution, what);
                    *tally.entry(t).or_default() += 1;
                }
            }
        }
        let Some(step) = full.find(&cand) else { break };
        check_step(&step, solution, what);
        cand.apply(&step);
    }
    // The same path through the public entry point agrees.
    let path = solve_path(&Candidates::from_puzzle(puzzle), &full);
    assert_eq!(path.solved(), cand.is_solved(), "{what}");
}

#[test]
#[ignore]
fn every_step_on_top1465_is_sound() {
    let dir = shared::classic_dir();
    let path = dir.join("magictour_top1465.txt");
    let puzzles = format::read_path(path.to_str().unwrap(), None).unwrap();
    assert_eq!(puzzles.len(), 1465);
    let mut tally = BTreeMap::new();
    for (i, p) in puzzles.iter().enumerate() {
        let solution = engine::count(p, 1)
            .first
            .expect("top1465 puzzles are solvable");
        check_puzzle(
            p,
            &solution,
            &format!("top1465 puzzle {}", i + 1),
            &mut tally,
        );
    }
    eprintln!("techniques checked on top1465: {tally:?}");
    for t in [
        Technique::XWing,
        Technique::XyWing,
        Technique::SimpleColouring,
        Technique::XChain,
        Technique::XyChain,
    ] {
        assert!(
            tally.get(&t).copied().unwrap_or(0) > 0,
            "{t} never applied on top1465"
        );
    }
}

/// Counts solutions up to `limit`, giving up (None) after a node budget: some random
/// layouts admit no filling, and proving that can take the engine a long time.
fn count_within(p: &Puzzle, limit: usize) -> Option<engine::Count> {
    let cancel = Cancel::new();
    let token = cancel.clone();
    let mut observe = |pr: &Progress| {
        if pr.nodes > 100_000 {
            token.cancel();
        }
    };
    let mut ctl = Control::none()
        .with_cancel(cancel)
        .with_observer(Duration::ZERO, &mut observe);
    let c = engine::count_with(p, limit, &mut ctl);
    c.complete.then_some(c)
}

/// A random jigsaw puzzle with a unique solution: a random layout that admits a filling,
/// a random filling, then givens removed in random order while the solution stays unique.
/// (Private to the tests on purpose: it must not depend on the generator under test.)
pub fn random_jigsaw(rng: &mut Rng) -> (Puzzle, Board) {
    loop {
        let layout = Arc::new(Layout::random(rng));
        let mut seed = [0u8; 81];
        let mut cells: Vec<usize> = (0..81).collect();
        rng.shuffle(&mut cells);
        for &c in &cells[..11] {
            let d = 1 + rng.below(9) as u8;
            if layout.peers(c).iter().all(|p| seed[p] != d) {
                seed[c] = d;
            }
        }
        let Some(solution) =
            count_within(&Puzzle::new(layout.clone(), seed), 1).and_then(|c| c.first)
        else {
            continue;
        };
        let mut givens = solution;
        rng.shuffle(&mut cells);
        for &c in &cells {
            let keep = givens[c];
            givens[c] = 0;
            let unique = count_within(&Puzzle::new(layout.clone(), givens), 2)
                .is_some_and(|c| c.solutions == 1);
            if !unique {
                givens[c] = keep;
            }
        }
        return (Puzzle::new(layout, givens), solution);
    }
}

#[test]
#[ignore]
fn every_step_on_generated_jigsaws_is_sound() {
    let mut rng = Rng::new(2024);
    let mut tally = BTreeMap::new();
    let mut solved = 0;
    let n = 300;
    for i in 0..n {
        let (p, solution) = random_jigsaw(&mut rng);
        check_puzzle(
            &p,
            &solution,
            &format!("jigsaw {i} {}", p.to_line()),
            &mut tally,
        );
        if solve_path(&Candidates::from_puzzle(&p), &Registry::full()).solved() {
            solved += 1;
        }
    }
    eprintln!("jigsaw: {solved}/{n} solved by logic; techniques checked: {tally:?}");
    assert!(tally.get(&Technique::LawOfLeftovers).copied().unwrap_or(0) > 0);
}
