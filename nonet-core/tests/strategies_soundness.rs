//! Soundness of every technique at scale: along the logical solution of every puzzle of
//! magictour top1465, the first 1000 17-clue puzzles, the forum's hardest 1106 and of
//! generated jigsaw puzzles, each step (and, wherever singles run dry, the step each
//! pattern technique would take) is checked against the known solution: no true
//! candidate eliminated, no wrong digit placed. The forcing techniques are checked where
//! the ladder takes them, and every step each one finds on a sample of the stuck states
//! (asking them at every state would cost minutes for no extra coverage).

#[path = "common/shared.rs"]
mod shared;

#[path = "common/explained.rs"]
mod explained;

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
    explained::check_explained(step, what);
}

/// Walks the full ladder's path; wherever no single applies, asks every pattern
/// technique the ladder has on for its step and checks it too; at the first such state,
/// also the techniques that are off by default (franken and mutant fish: costly, so once
/// a puzzle keeps the suite's time in bounds); at the first state where the ladder needs forcing, checks every
/// step each forcing technique finds. Counts in `tally` how often
/// each technique was checked. Panics (naming the puzzle) on a step that is not sound,
/// or when the ladder gets stuck and `must_solve` is set.
fn check_puzzle(
    puzzle: &Puzzle,
    solution: &Board,
    what: &str,
    tally: &mut BTreeMap<Technique, usize>,
    must_solve: bool,
) {
    let full = Registry::full();
    let singles = Registry::singles();
    let mut cand = Candidates::from_puzzle(puzzle);
    // The uniqueness techniques are checked too: they look only once it is known that
    // the puzzle has one solution (here: counted).
    cand.settle_uniqueness();
    let mut forcing_checked = false;
    let mut off_checked = false;
    loop {
        if cand.is_solved() {
            break;
        }
        if singles.find(&cand).is_none() {
            let check_off = !std::mem::replace(&mut off_checked, true);
            for t in Technique::ALL
                .into_iter()
                .filter(|t| !Technique::FORCING.contains(t) && (check_off || t.on_by_default()))
            {
                if let Some(step) = t.find(&cand) {
                    assert_eq!(step.technique, t);
                    check_step(&step, solution, what);
                    *tally.entry(t).or_default() += 1;
                }
            }
        }
        let Some(step) = full.find(&cand) else { break };
        check_step(&step, solution, what);
        if Technique::FORCING.contains(&step.technique) {
            *tally.entry(step.technique).or_default() += 1;
            if !forcing_checked {
                forcing_checked = true;
                for t in Technique::FORCING {
                    for s in t.find_all(&cand) {
                        check_step(&s, solution, what);
                    }
                }
            }
        }
        cand.apply(&step);
    }
    // The same path through the public entry point agrees.
    let path = solve_path(&Candidates::from_puzzle(puzzle), &full);
    assert_eq!(path.solved(), cand.is_solved(), "{what}");
    assert!(
        !must_solve || cand.is_solved(),
        "{what}: logic got stuck ({})",
        puzzle.to_line()
    );
}

/// Checks every puzzle (named) on all cores; returns the summed tally.
fn check_all(puzzles: &[(Puzzle, Board, String)], must_solve: bool) -> BTreeMap<Technique, usize> {
    use rayon::prelude::*;
    puzzles
        .par_iter()
        .map(|(p, solution, what)| {
            let mut tally = BTreeMap::new();
            check_puzzle(p, solution, what, &mut tally, must_solve);
            tally
        })
        .reduce(BTreeMap::new, |mut all, one| {
            for (t, n) in one {
                *all.entry(t).or_default() += n;
            }
            all
        })
}

/// `NONET_SOUNDNESS_EVERY=n` checks every n-th puzzle of top1465 and of the generated
/// jigsaws only: a quick sample while working on a technique (default 1, all of them).
fn sample_every() -> usize {
    std::env::var("NONET_SOUNDNESS_EVERY")
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .filter(|&n| n > 0)
        .unwrap_or(1)
}

/// Every `every`-th puzzle of a shared classic set, with its solution. Missing data fails
/// the test (the shared locator says where it looked): these tests run only when asked.
fn shared_set(file: &str, every: usize) -> Vec<(Puzzle, Board)> {
    let path = shared::classic_dir().join(file);
    let puzzles = format::read_path(path.to_str().unwrap(), None).unwrap();
    puzzles
        .into_iter()
        .step_by(every)
        .map(|p| {
            let solution = engine::count(&p, 1)
                .first
                .expect("shared puzzles are solvable");
            (p, solution)
        })
        .collect()
}

#[test]
#[ignore]
fn every_step_on_the_first_1000_17_clue_puzzles_is_sound() {
    let set: Vec<_> = shared_set("17_clue.txt", 1)
        .into_iter()
        .take(1000)
        .enumerate()
        .map(|(i, (p, solution))| (p, solution, format!("17-clue puzzle {}", i + 1)))
        .collect();
    let tally = check_all(&set, true);
    eprintln!("techniques checked on 17-clue: {tally:?}");
}

/// Every fifth puzzle of the forum's hardest: each needs deep forcing nets, which take
/// a fraction of a second per step.
#[test]
#[ignore]
fn every_step_on_forum_hardest_is_sound() {
    let set: Vec<_> = shared_set("forum_hardest_1106.txt", 5)
        .into_iter()
        .enumerate()
        .map(|(i, (p, solution))| (p, solution, format!("forum hardest puzzle {}", 5 * i + 1)))
        .collect();
    let tally = check_all(&set, false);
    eprintln!("techniques checked on forum hardest: {tally:?}");
    assert!(tally.get(&Technique::DeepForcingNet).copied().unwrap_or(0) > 0);
}

#[test]
#[ignore]
fn every_step_on_top1465_is_sound() {
    let dir = shared::classic_dir();
    let path = dir.join("magictour_top1465.txt");
    let puzzles = format::read_path(path.to_str().unwrap(), None).unwrap();
    assert_eq!(puzzles.len(), 1465);
    let set: Vec<_> = puzzles
        .into_iter()
        .enumerate()
        .step_by(sample_every())
        .map(|(i, p)| {
            let solution = engine::count(&p, 1)
                .first
                .expect("top1465 puzzles are solvable");
            (p, solution, format!("top1465 puzzle {}", i + 1))
        })
        .collect();
    let tally = check_all(&set, true);
    eprintln!("techniques checked on top1465: {tally:?}");
    for t in [
        Technique::XWing,
        Technique::XyWing,
        Technique::SimpleColouring,
        Technique::XChain,
        Technique::XyChain,
        Technique::AlsXz,
        Technique::AlsChain,
        Technique::UniqueRectangle6,
        Technique::AvoidableRectangle1,
        Technique::TemplateSet,
        Technique::TemplateDelete,
        Technique::TemplatePairDelete,
        Technique::AlsContinuousNiceLoop,
        Technique::AlsDiscontinuousNiceLoop,
        Technique::AlsAic,
        Technique::ForcingChain,
        Technique::ForcingNet,
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
    let mut checked = 0;
    for i in 0..n {
        let (p, solution) = random_jigsaw(&mut rng);
        if i % sample_every() != 0 {
            continue;
        }
        checked += 1;
        check_puzzle(
            &p,
            &solution,
            &format!("jigsaw {i} {}", p.to_line()),
            &mut tally,
            false,
        );
        if solve_path(&Candidates::from_puzzle(&p), &Registry::full()).solved() {
            solved += 1;
        }
    }
    eprintln!("jigsaw: {solved}/{checked} solved by logic; techniques checked: {tally:?}");
    for t in [
        Technique::LawOfLeftovers,
        Technique::TemplateSet,
        Technique::TemplateDelete,
        Technique::AlsContinuousNiceLoop,
        Technique::AlsDiscontinuousNiceLoop,
        Technique::AlsAic,
    ] {
        assert!(
            tally.get(&t).copied().unwrap_or(0) > 0,
            "{t} never applied on the jigsaws"
        );
    }
}
