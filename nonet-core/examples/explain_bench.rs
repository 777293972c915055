//! Figures for the target explanation: what the TUI recomputes after each edit of an
//! entry (the best still possible and every entry's cost), and the score hint.
//!
//! ```text
//! cargo run --release -p nonet-core --example explain_bench            # 10 entry sets a case
//! cargo run --release -p nonet-core --example explain_bench -- 40      # 40 entry sets a case
//! ```
//!
//! The cases: 20 NOIP-style classic puzzles with ring weights (the two NOIP 2009 samples and
//! 18 puzzles of 24 givens from random fillings, NOIP's fewest givens), and 20 jigsaw
//! puzzles of 24 givens. Each case gets entry sets of 5 to 20 random open cells, taken from
//! an optimal filling, then as many from another filling (the best under random weights,
//! drawn afresh for each set), the two reported apart.
//! Timed per entry set: `after an edit` is `explain_with` with the optimum known (the
//! puzzle and weights are those of the last edit, as in the TUI); `from scratch` also
//! proves the optimum; `score hint` is `score_hint` from the explanation's best filling;
//! `quick bound` is `upper_bound`, which the panel shows while the proof runs.

use nonet_core::cells::CELLS;
use nonet_core::engine::{count, Control};
use nonet_core::layout::Layout;
use nonet_core::maximize::{
    explain, explain_with, maximize, score_hint, upper_bound, Known, Still, Weights,
};
use nonet_core::puzzle::{Board, Puzzle};
use nonet_core::rng::Rng;
use std::sync::Arc;
use std::time::{Duration, Instant};

#[path = "common/target_cases.rs"]
mod target_cases;
use target_cases::{noip_sample, with_givens};

fn main() {
    let sets: usize = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(10);
    let w = Weights::rings();
    let mut rng = Rng::new(2009);
    let mut classic = vec![
        noip_sample("noip2009_sample1.in"),
        noip_sample("noip2009_sample2.in"),
    ];
    while classic.len() < 20 {
        classic.extend(with_givens(Layout::classic(), 24, &mut rng));
    }
    let mut jigsaw = Vec::new();
    while jigsaw.len() < 20 {
        jigsaw.extend(with_givens(
            Arc::new(Layout::random(&mut rng)),
            24,
            &mut rng,
        ));
    }
    // The empty grid, as a player starting a target sudoku from nothing meets it.
    let empty = vec![Puzzle::classic([0; CELLS]); 2];
    let groups = [
        ("classic (20 NOIP-style)", &classic),
        ("jigsaw", &jigsaw),
        ("empty classic grid", &empty),
    ];
    for (name, cases) in groups {
        let counts: Vec<String> = cases
            .iter()
            .map(|p| count(p, 100_000).solutions.to_string())
            .take(20)
            .collect();
        println!("{name}: fillings per case {}", counts.join(" "));
        for (from, source) in [
            ("an optimal filling", Source::Optimal),
            ("another filling", Source::Other),
        ] {
            let mut t = measure(cases, &w, sets, source, &mut rng);
            println!("  {} entry sets of 5-20 entries from {from}:", t.edit.len());
            report("after an edit (best + every entry's cost)", &mut t.edit);
            report("from scratch (optimum too)", &mut t.scratch);
            report("score hint", &mut t.hint);
            report("quick bound", &mut t.bound);
            println!(
                "    entries with a cost: {} of {}; sets with a cost: {}; no filling: {}",
                t.costly, t.entries, t.costly_sets, t.blocked
            );
        }
    }
}

/// The times of one group of cases.
#[derive(Default)]
struct Times {
    edit: Vec<Duration>,
    scratch: Vec<Duration>,
    hint: Vec<Duration>,
    bound: Vec<Duration>,
    entries: usize,
    costly: usize,
    costly_sets: usize,
    blocked: usize,
}

/// Where a case's entries come from.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Source {
    Optimal,
    /// The best filling under random weights (drawn afresh for each entry set).
    Other,
}

fn measure(cases: &[Puzzle], w: &Weights, sets: usize, from: Source, rng: &mut Rng) -> Times {
    let mut t = Times::default();
    for p in cases {
        let optimum = maximize(p, w).best.expect("the cases have fillings");
        for _ in 0..sets {
            let source = match from {
                Source::Optimal => optimum.1,
                Source::Other => other_filling(p, rng),
            };
            let entries = random_entries(p, &source, 5 + rng.below(16) as usize, rng);
            let known = Known {
                optimum: Some(Some(optimum)),
                recent: None,
            };
            let ctl = &mut Control::none();
            let (got, took) = timed(|| explain_with(p, w, &entries, known, ctl));
            let got = got.expect("not cancelled");
            t.edit.push(took);
            let (again, took) = timed(|| explain(p, w, &entries, ctl));
            t.scratch.push(took);
            assert_eq!(
                again.expect("not cancelled").best(),
                got.best(),
                "{}",
                p.to_line()
            );
            t.bound.push(timed(|| upper_bound(p, w, &entries)).1);
            t.entries += got.entries().len();
            t.costly += got.entries().iter().filter(|e| e.cost > 0).count();
            t.costly_sets += usize::from(got.cost().is_some_and(|c| c > 0));
            match got.still {
                Still::Best { score, filling, .. } => {
                    let best = (score, filling);
                    t.hint
                        .push(timed(|| score_hint(p, w, &entries, &best, ctl)).1);
                }
                Still::NoFilling { .. } => t.blocked += 1,
            }
        }
    }
    t
}

/// The result of `f` and how long it took.
fn timed<T>(f: impl FnOnce() -> T) -> (T, Duration) {
    let start = Instant::now();
    let out = f();
    (out, start.elapsed())
}

/// Median, 90th percentile and max of `times`.
fn report(label: &str, times: &mut [Duration]) {
    if times.is_empty() {
        return;
    }
    times.sort_unstable();
    let at = |q: usize| times[(times.len() - 1) * q / 100].as_secs_f64() * 1000.0;
    println!(
        "    {label}: median {:.2} ms, p90 {:.2} ms, max {:.2} ms",
        at(50),
        at(90),
        at(100)
    );
}

/// A filling of `p` that is usually not optimal for the rings: the best under random
/// weights.
fn other_filling(p: &Puzzle, rng: &mut Rng) -> Board {
    let w = Weights(std::array::from_fn(|_| 1 + rng.below(99) as i32));
    maximize(p, &w).best.expect("the cases have fillings").1
}

/// `k` random open cells of `p` with the digits of `source`.
fn random_entries(p: &Puzzle, source: &Board, k: usize, rng: &mut Rng) -> Board {
    let mut open: Vec<usize> = (0..CELLS).filter(|&c| p.givens[c] == 0).collect();
    rng.shuffle(&mut open);
    let mut entries = [0u8; CELLS];
    for &c in open.iter().take(k) {
        entries[c] = source[c];
    }
    entries
}
