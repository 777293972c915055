//! The maximizer against known answers and against brute force (enumerate every
//! solution with the bitboard engine and take the best score).

use super::*;
use crate::cells::CELLS;
use crate::engine::bitboard::{count, for_each_solution};
use crate::engine::Cancel;
use crate::generate::random_filling_within;
use crate::puzzle::is_solution_of;
use crate::rng::Rng;
use std::sync::Arc;

/// Reads a NOIP grid (9 lines of 9 integers) from `samples/` (the repository's
/// `assets/samples`, linked into the crate so that it ships).
fn noip_sample(name: &str) -> Puzzle {
    let path = format!("{}/samples/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut b = [0u8; CELLS];
    let numbers: Vec<u8> = text
        .split_whitespace()
        .map(|t| t.parse().expect("digit"))
        .collect();
    assert_eq!(numbers.len(), CELLS);
    b.copy_from_slice(&numbers);
    Puzzle::classic(b)
}

fn check_result(p: &Puzzle, w: &Weights, r: &TargetResult) {
    assert!(r.proven);
    if let Some((score, board)) = &r.best {
        assert!(is_solution_of(p, board), "result is not a solution");
        assert_eq!(w.score(board), *score);
    }
}

#[test]
fn noip_samples() {
    for (name, want) in [("noip2009_sample1.in", 2829), ("noip2009_sample2.in", 2852)] {
        let p = noip_sample(name);
        let r = maximize(&p, &Weights::rings());
        check_result(&p, &Weights::rings(), &r);
        assert_eq!(r.best.map(|b| b.0), Some(want), "{name}");
    }
}

#[test]
fn a_unique_hard_puzzle_scores_its_only_solution() {
    // From forum_hardest_1106, 24 givens: its bound stays loose for many nodes, so the
    // answer must come from the engines' uniqueness proof.
    let p = crate::puzzle::classic_puzzle(
        "020400080000009002009030000000000005008007000040500820004600210602100400010000008",
    );
    let solution = crate::engine::bitboard::solve(&p).expect("solvable");
    assert_eq!(count(&p, 2).solutions, 1);
    let w = Weights::rings();
    let r = maximize(&p, &w);
    check_result(&p, &w, &r);
    assert_eq!(r.best, Some((w.score(&solution), solution)));
}

#[test]
fn empty_classic_grid() {
    let p = Puzzle::classic([0; CELLS]);
    let r = maximize(&p, &Weights::rings());
    check_result(&p, &Weights::rings(), &r);
    assert_eq!(r.best.map(|b| b.0), Some(2906));
}

#[test]
fn clashing_givens_have_no_best() {
    let mut g = [0u8; CELLS];
    g[0] = 5;
    g[80] = 5;
    g[8] = 5;
    let r = maximize(&Puzzle::classic(g), &Weights::rings());
    assert_eq!(r.best, None);
    assert!(r.proven);
}

#[test]
fn unsolvable_without_clash_has_no_best() {
    // Row 1 holds 1..8, so r1c9 must be 9, but column 9 already has a 9.
    let mut g = [0u8; CELLS];
    for (c, slot) in g.iter_mut().enumerate().take(8) {
        *slot = c as u8 + 1;
    }
    g[9 * 4 + 8] = 9;
    let p = Puzzle::classic(g);
    assert!(p.clash().is_none());
    let r = maximize(&p, &Weights::rings());
    assert_eq!(r.best, None);
    assert!(r.proven);
    assert_eq!(upper_bound(&p, &Weights::rings(), &[0; CELLS]), None);
}

/// Removes givens from a filling, in random order, while the puzzle keeps at most
/// `max_solutions` solutions.
pub(super) fn thin_out(
    layout: &Arc<Layout>,
    filling: &Board,
    max_solutions: usize,
    rng: &mut Rng,
) -> Puzzle {
    let mut g = *filling;
    let mut order: Vec<usize> = (0..CELLS).collect();
    rng.shuffle(&mut order);
    for c in order {
        let keep = g[c];
        g[c] = 0;
        if count(&Puzzle::new(layout.clone(), g), max_solutions + 1).solutions > max_solutions {
            g[c] = keep;
        }
    }
    Puzzle::new(layout.clone(), g)
}

fn brute_force(p: &Puzzle, w: &Weights) -> (Option<i64>, usize) {
    let mut best: Option<i64> = None;
    let mut n = 0;
    for_each_solution(p, &mut Control::none(), |b| {
        let s = w.score(b);
        best = Some(best.map_or(s, |x| x.max(s)));
        n += 1;
        ControlFlow::Continue(())
    });
    (best, n)
}

pub(super) fn random_weights(rng: &mut Rng) -> Weights {
    let spread = [3u64, 20, 1000][rng.below(3) as usize];
    let mut w = [0i32; CELLS];
    for slot in w.iter_mut() {
        *slot = rng.below(2 * spread + 1) as i32 - spread as i32;
    }
    Weights(w)
}

/// `puzzles` puzzles with up to `max_solutions` solutions each, on layouts from
/// `layout_of`, each with the rings and with random weights: the maximizer's proven
/// optimum must be the best score over all solutions. The template bound joins after
/// `templates_after` nodes.
fn cross_check(
    layout_of: impl Fn(&mut Rng) -> Arc<Layout>,
    seed: u64,
    puzzles: usize,
    max_solutions: usize,
    templates_after: u64,
) {
    let mut rng = Rng::new(seed);
    let mut done = 0;
    let mut multi = 0;
    while done < puzzles {
        let layout = layout_of(&mut rng);
        let Some(filling) = random_filling_within(&layout, &mut rng, 20_000).ok() else {
            continue;
        };
        let p = thin_out(&layout, &filling, max_solutions, &mut rng);
        for w in [Weights::rings(), random_weights(&mut rng)] {
            let (want, n) = brute_force(&p, &w);
            if n >= 2 {
                multi += 1;
            }
            let r = search(
                &p,
                &w,
                &mut Control::none(),
                &mut |_, _| {},
                templates_after,
            );
            check_result(&p, &w, &r);
            assert_eq!(r.best.map(|b| b.0), want, "puzzle {}", p.to_line());
            let ub = upper_bound(&p, &w, &[0; CELLS]).expect("solvable");
            assert!(ub >= want.unwrap(), "bound {ub} below optimum {want:?}");
        }
        done += 1;
    }
    assert!(multi >= puzzles, "too few puzzles with several solutions");
}

#[test]
fn matches_brute_force_on_classic() {
    cross_check(|_| Layout::classic(), 11, 40, 200, TEMPLATES_AFTER_NODES);
}

#[test]
fn matches_brute_force_on_jigsaw() {
    cross_check(
        |rng| Arc::new(Layout::random(rng)),
        12,
        40,
        200,
        TEMPLATES_AFTER_NODES,
    );
}

/// Searches this small rarely run long enough to add the template bound: here it
/// bounds every node, and what it prunes and the candidates it drops must never lose
/// the optimum.
#[test]
fn matches_brute_force_with_the_template_bound_throughout() {
    cross_check(|_| Layout::classic(), 13, 25, 200, 1);
    cross_check(|rng| Arc::new(Layout::random(rng)), 14, 25, 200, 1);
}

/// The same at scale, with more solutions per puzzle (so the bound, and the candidates
/// it drops, decide more of the search).
#[test]
#[ignore = "a minute or so; run with --ignored"]
fn matches_brute_force_at_scale() {
    cross_check(|_| Layout::classic(), 21, 100, 1000, TEMPLATES_AFTER_NODES);
    cross_check(
        |rng| Arc::new(Layout::random(rng)),
        22,
        100,
        1000,
        TEMPLATES_AFTER_NODES,
    );
    cross_check(|_| Layout::classic(), 23, 100, 1000, 1);
    cross_check(|rng| Arc::new(Layout::random(rng)), 24, 100, 1000, 1);
}

#[test]
fn upper_bound_never_below_the_best_completion() {
    let mut rng = Rng::new(5);
    let p = noip_sample("noip2009_sample1.in");
    let w = Weights::rings();
    let best = maximize(&p, &w).best.unwrap();
    // Partial boards taken from the optimal grid keep the optimum reachable.
    for k in [0, 10, 30, 57] {
        let mut b = [0u8; CELLS];
        let mut cells: Vec<usize> = (0..CELLS).collect();
        rng.shuffle(&mut cells);
        for &c in cells.iter().take(k) {
            b[c] = best.1[c];
        }
        let ub = upper_bound(&p, &w, &b).unwrap();
        assert!(ub >= best.0, "k = {k}: bound {ub} < {}", best.0);
    }
    assert_eq!(upper_bound(&p, &w, &best.1), Some(best.0));
    // A board that clashes with a given has no bound.
    let mut b = [0u8; CELLS];
    let given = p.givens.iter().position(|&v| v != 0).unwrap();
    b[given] = p.givens[given] % 9 + 1;
    assert_eq!(upper_bound(&p, &w, &b), None);
}

#[test]
fn cancelled_search_is_not_proven() {
    let cancel = Cancel::new();
    cancel.cancel();
    let mut ctl = Control::none().with_cancel(cancel);
    let p = Puzzle::new(Arc::new(Layout::random(&mut Rng::new(3))), [0; CELLS]);
    let r = maximize_with(&p, &Weights::rings(), &mut ctl, &mut |_, _| {});
    assert!(!r.proven);
}

#[test]
fn improvements_are_reported() {
    let p = noip_sample("noip2009_sample2.in");
    let mut reports: Vec<Progress> = Vec::new();
    let mut observer = |p: &Progress| reports.push(p.clone());
    let mut ctl =
        Control::none().with_observer(std::time::Duration::from_secs(3600), &mut observer);
    let mut improvements = Vec::new();
    let r = maximize_with(&p, &Weights::rings(), &mut ctl, &mut |s, _| {
        improvements.push(s)
    });
    assert_eq!(improvements.last().copied(), Some(2852));
    assert!(improvements.windows(2).all(|w| w[0] < w[1]));
    assert_eq!(r.best.unwrap().0, 2852);
    // Every improvement is reported at once (other reports repeat the best, for
    // example when a round lowers the bound).
    let mut bests: Vec<i64> = reports.iter().filter_map(|p| p.best).collect();
    bests.dedup();
    assert_eq!(bests, improvements);
    assert!(reports.iter().all(|p| p.bound.unwrap() >= p.best.unwrap()));
}

#[test]
fn uniform_weights_score_every_filling_alike() {
    // Each row sums to 45, so with all weights 1 every filling scores 9 × 45.
    let w = Weights([1; CELLS]);
    // (Random layout 8 has no filling found so far; layout 1 has one.)
    for layout in [
        Layout::classic(),
        Arc::new(Layout::random(&mut Rng::new(1))),
    ] {
        let p = Puzzle::new(layout, [0; CELLS]);
        let r = maximize(&p, &w);
        check_result(&p, &w, &r);
        assert_eq!(r.best.map(|b| b.0), Some(405));
    }
}

#[test]
fn single_weighted_cells_take_nine() {
    // Weight only on r5c5 and r1c9 (different houses): both can be 9.
    let mut w = Weights([0; CELLS]);
    w.0[40] = 3;
    w.0[8] = -2;
    let p = Puzzle::classic([0; CELLS]);
    let r = maximize(&p, &w);
    check_result(&p, &w, &r);
    // r5c5 = 9 scores 27; r1c9 = 1 costs 2.
    assert_eq!(r.best.map(|b| b.0), Some(27 - 2));
}

#[test]
fn cancelled_midway_keeps_a_valid_best_under_the_bound() {
    let p = Puzzle::new(Arc::new(Layout::random(&mut Rng::new(3))), [0; CELLS]);
    let w = Weights::rings();
    let cancel = Cancel::new();
    let stop = cancel.clone();
    let mut last: Option<Progress> = None;
    let mut observer = |pr: &Progress| {
        // Cancel as soon as a filling is in hand, mid-search.
        if pr.best.is_some() {
            stop.cancel();
        }
        last = Some(pr.clone());
    };
    let mut ctl = Control::none()
        .with_cancel(cancel)
        .with_observer(std::time::Duration::ZERO, &mut observer);
    let r = maximize_with(&p, &w, &mut ctl, &mut |_, _| {});
    let last = last.expect("progress was reported");
    if r.proven {
        return; // this layout was solved before the cancel: nothing more to check
    }
    let (score, board) = r.best.expect("a filling is found early");
    assert!(is_solution_of(&p, &board));
    assert_eq!(w.score(&board), score);
    assert!(last.bound.unwrap() >= score);
}

#[test]
fn target_rounds_prove_the_empty_jigsaw_bound_consistent() {
    // Whatever the search proves on a small budget, the bound it reports never drops
    // below the best it found, and upper_bound agrees the optimum is reachable.
    let p = Puzzle::new(Arc::new(Layout::random(&mut Rng::new(5))), [0; CELLS]);
    let w = Weights::rings();
    let mut reports: Vec<Progress> = Vec::new();
    let cancel = Cancel::new();
    let stop = cancel.clone();
    let mut observer = |pr: &Progress| {
        if pr.nodes > 2000 {
            stop.cancel();
        }
        reports.push(pr.clone());
    };
    let mut ctl = Control::none()
        .with_cancel(cancel)
        .with_observer(std::time::Duration::ZERO, &mut observer);
    let r = maximize_with(&p, &w, &mut ctl, &mut |_, _| {});
    let ub = upper_bound(&p, &w, &[0; CELLS]).expect("bounded");
    if let Some((score, _)) = r.best {
        assert!(ub >= score);
    }
    for pr in &reports {
        if let (Some(b), Some(u)) = (pr.best, pr.bound) {
            assert!(u >= b, "bound {u} below best {b}");
        }
    }
    assert!(reports.windows(2).all(|w| w[0].best <= w[1].best));
}

#[test]
fn progress_names_the_cell_being_branched_on() {
    use crate::engine::{Control, Progress};
    let mut cells = Vec::new();
    let mut obs = |p: &Progress| cells.extend(p.cell);
    let mut ctl = Control::none().with_observer(std::time::Duration::ZERO, &mut obs);
    let p = Puzzle::classic([0; CELLS]);
    let r = maximize_with(&p, &Weights::rings(), &mut ctl, &mut |_, _| {});
    assert!(r.proven);
    assert!(!cells.is_empty(), "the empty grid is searched by branching");
    assert!(cells.iter().all(|&c| c < CELLS));
}

/// A search of `p` under `w` on its own thread, paused before it starts, reporting only
/// when forced (a node waited at, or a new best): its gate, its cancel, the node counts
/// it reports, and the thread.
fn paused_search(
    p: Puzzle,
    w: Weights,
) -> (
    crate::engine::Gate,
    Cancel,
    std::sync::mpsc::Receiver<u64>,
    std::thread::JoinHandle<TargetResult>,
) {
    use crate::engine::{Control, Gate, Progress};
    let gate = Gate::new();
    gate.pause(true);
    let cancel = Cancel::new();
    let (tx, rx) = std::sync::mpsc::channel();
    let (g, c) = (gate.clone(), cancel.clone());
    let search = std::thread::spawn(move || {
        let mut obs = |p: &Progress| {
            let _ = tx.send(p.nodes);
        };
        let mut ctl = Control::none()
            .with_cancel(c)
            .with_gate(g)
            .with_observer(std::time::Duration::from_secs(3600), &mut obs);
        maximize_with(&p, &w, &mut ctl, &mut |_, _| {})
    });
    (gate, cancel, rx, search)
}

#[test]
fn a_paused_search_goes_one_node_per_step() {
    use std::time::Duration;
    let (gate, cancel, rx, search) = paused_search(Puzzle::classic([0; CELLS]), Weights::rings());
    let wait_for = |nodes: u64| loop {
        let n = rx
            .recv_timeout(Duration::from_secs(10))
            .expect("a report for the stepped node");
        if n == nodes {
            break;
        }
        assert!(n < nodes, "ran past node {nodes} to {n} while paused");
    };
    // Each report is the node the search waits at: the first before any step, then one
    // further per step.
    wait_for(1);
    for k in 1..=3 {
        gate.step();
        wait_for(k + 1);
    }
    // Paused: nothing beyond node 4.
    std::thread::sleep(Duration::from_millis(200));
    assert!(rx.try_iter().all(|n| n <= 4));
    cancel.cancel();
    let r = search.join().unwrap();
    assert!(!r.proven);
    assert_eq!(r.nodes, 4, "stopped at the gate of node 4");
}

/// Pausing a running search reports the node where it stopped at once, so that a
/// watcher's count is the search's own, not the last rate-limited report's.
#[test]
fn a_pause_reports_where_the_search_stopped() {
    use std::time::Duration;
    // Paused before it starts, so the test waits on no clock: the search stops at its
    // first gate and must say so. An empty jigsaw with random weights: seconds of search,
    // not milliseconds.
    let p = Puzzle::new(Arc::new(Layout::random(&mut Rng::new(8))), [0; CELLS]);
    let (_gate, cancel, rx, search) = paused_search(p, random_weights(&mut Rng::new(4)));
    // Its start may be reported too; the gate's report is the last before it waits.
    let mut at = rx
        .recv_timeout(Duration::from_secs(60))
        .expect("a report where the pause stopped");
    while let Ok(nodes) = rx.recv_timeout(Duration::from_millis(500)) {
        at = nodes;
    }
    std::thread::sleep(Duration::from_millis(200));
    let more: Vec<u64> = rx.try_iter().collect();
    assert!(
        more.is_empty(),
        "nothing more while paused: {at} then {more:?}"
    );
    cancel.cancel();
    let r = search.join().unwrap();
    assert!(!r.proven, "paused before the end");
    assert_eq!(r.nodes, at, "the reported count is where it stopped");
}

/// A student of branch and bound sees which bound prunes: every report names the source
/// of its bound, and the counts of nodes pruned by each bound only grow.
#[test]
fn progress_says_which_bound_prunes() {
    use crate::engine::BoundSource;
    let mut reports: Vec<Progress> = Vec::new();
    let mut observer = |p: &Progress| reports.push(p.clone());
    let mut ctl = Control::none().with_observer(std::time::Duration::ZERO, &mut observer);
    // An empty jigsaw grid with random weights, the template bound from the first node.
    let p = Puzzle::new(Arc::new(Layout::random(&mut Rng::new(1))), [0; CELLS]);
    let w = random_weights(&mut Rng::new(4));
    let r = search(&p, &w, &mut ctl, &mut |_, _| {}, 1);
    assert!(r.proven);
    let last = reports.last().expect("reports");
    assert!(last.pruned_lp > 0, "{last:?}");
    assert!(last.pruned_templates > 0, "{last:?}");
    assert!(reports.windows(2).all(
        |w| w[0].pruned_lp <= w[1].pruned_lp && w[0].pruned_templates <= w[1].pruned_templates
    ));
    assert!(reports
        .iter()
        .filter(|p| p.known_bound().is_some())
        .all(|p| p.bound_by.is_some()));
    let sources: Vec<BoundSource> = reports.iter().filter_map(|p| p.bound_by).collect();
    assert!(sources.contains(&BoundSource::Lp), "{sources:?}");
}
