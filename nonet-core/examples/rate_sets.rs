//! How far logic alone gets on the shared classic sets, with singles only and with the
//! full ladder, how long rating takes per puzzle, and where that time goes: the time
//! each technique spends looking (found or not), summed over the set.
//!
//! cargo run --release --example rate_sets [-- SAMPLE [SET]]
//! (SAMPLE: puzzles per set, default 5000; SET: only the set files whose name contains it)
//! Finds the data through NONET_SHARED (the `shared` folder) or ../shared.

#[path = "../tests/common/shared.rs"]
mod shared;

use nonet_core::format;
use nonet_core::strategy::{rate, Candidates, Registry, Technique};
use std::collections::BTreeMap;
use std::time::{Duration, Instant};

/// Walks the ladder's path like `solve_path`, timing each technique's search.
fn time_techniques(
    p: &nonet_core::Puzzle,
    registry: &Registry,
    spent: &mut BTreeMap<Technique, Duration>,
) {
    let mut cand = Candidates::from_puzzle(p);
    while !cand.is_solved() && cand.empty_cell().is_none() {
        let mut found = None;
        for s in registry.strategies.iter().filter(|s| s.enabled) {
            let t = Instant::now();
            found = s.technique.find(&cand);
            *spent.entry(s.technique).or_default() += t.elapsed();
            if found.is_some() {
                break;
            }
        }
        match found {
            Some(step) => cand.apply(&step),
            None => break,
        }
    }
}

fn main() {
    let sample: usize = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(5000);
    let only = std::env::args().nth(2).unwrap_or_default();
    let dir = shared::shared_root().join("data/classic");
    if !dir.exists() {
        eprintln!("{} not found: set NONET_SHARED", dir.display());
        std::process::exit(2);
    }
    println!("single thread; at most {sample} puzzles per set (evenly spaced)");
    println!(
        "{:<28} {:>6} {:>9} {:>9} {:>10} {:>10}",
        "set", "n", "singles", "full", "ms/puzzle", "worst ms"
    );
    for file in [
        "17_clue.txt",
        "magictour_top1465.txt",
        "forum_hardest_1106.txt",
    ]
    .into_iter()
    .filter(|f| f.contains(&only))
    {
        let path = dir.join(file);
        let all = format::read_path(path.to_str().unwrap(), None).expect("readable set");
        let step = all.len().div_ceil(sample).max(1);
        let puzzles: Vec<_> = all.iter().step_by(step).collect();
        let singles = Registry::singles();
        let full = Registry::full();
        let by_singles = puzzles
            .iter()
            .filter(|p| rate(p, &singles).solved_by_logic)
            .count();
        let mut by_full = 0;
        // The last resort's share: steps taken by forcing chains or nets, and puzzles
        // that needed one.
        let (mut forcing_steps, mut forcing_puzzles) = (0, 0);
        let mut worst = 0f64;
        let mut hardest: BTreeMap<Technique, usize> = BTreeMap::new();
        let start = Instant::now();
        for p in &puzzles {
            let t = Instant::now();
            let r = rate(p, &full);
            worst = worst.max(t.elapsed().as_secs_f64() * 1e3);
            let forcing: usize = r
                .techniques
                .iter()
                .filter(|(t, _)| t.level() == nonet_core::strategy::Level::Extreme)
                .map(|(_, n)| n)
                .sum();
            forcing_steps += forcing;
            forcing_puzzles += usize::from(forcing > 0);
            if r.solved_by_logic {
                by_full += 1;
                if let Some(h) = r.hardest {
                    *hardest.entry(h).or_default() += 1;
                }
            }
        }
        let per = start.elapsed().as_secs_f64() * 1e3 / puzzles.len() as f64;
        let pct = |k: usize| 100.0 * k as f64 / puzzles.len() as f64;
        println!(
            "{:<28} {:>6} {:>8.1}% {:>8.1}% {:>10.3} {:>10.1}",
            file,
            puzzles.len(),
            pct(by_singles),
            pct(by_full),
            per,
            worst
        );
        let mut top: Vec<_> = hardest.into_iter().collect();
        top.sort_by_key(|&(_, n)| std::cmp::Reverse(n));
        let top: Vec<String> = top
            .iter()
            .take(6)
            .map(|(t, n)| format!("{t} {n}"))
            .collect();
        println!("    hardest technique of the solved: {}", top.join(", "));
        println!("    forcing chain/net steps: {forcing_steps} in {forcing_puzzles} puzzles");
        let mut spent = BTreeMap::new();
        for p in &puzzles {
            time_techniques(p, &full, &mut spent);
        }
        let total: f64 = spent.values().map(Duration::as_secs_f64).sum();
        let mut by_time: Vec<_> = spent.into_iter().collect();
        by_time.sort_by_key(|&(_, d)| std::cmp::Reverse(d));
        let top: Vec<String> = by_time
            .iter()
            .take(6)
            .map(|(t, d)| format!("{t} {:.0}%", 100.0 * d.as_secs_f64() / total))
            .collect();
        println!("    time spent looking: {}", top.join(", "));
    }
}
