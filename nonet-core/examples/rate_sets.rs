//! How far logic alone gets on the shared classic sets, with singles only and with the
//! full ladder, how long rating takes per puzzle, and where that time goes: the time
//! each technique spends looking (found or not), summed over the set.
//!
//! cargo run --release --example rate_sets [-- SAMPLE [--without NAME,NAME] [--set FILE]]
//! SAMPLE: puzzles per set, default 5000; `--without` turns techniques off (names as
//! `nonet --without` takes them, e.g. "forcing chain,forcing net,deep forcing net"), to
//! see how far the pattern techniques alone get; `--set` rates one file of the sets.
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

/// The value following `flag` among the arguments, if any.
fn option(args: &[String], flag: &str) -> Option<String> {
    let at = args.iter().position(|a| a == flag)?;
    args.get(at + 1).cloned()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let sample: usize = args.first().and_then(|s| s.parse().ok()).unwrap_or(5000);
    let mut full = Registry::full();
    for name in option(&args, "--without").iter().flat_map(|v| v.split(',')) {
        let Some(t) = Technique::from_name(name) else {
            eprintln!("--without: no technique is called {name:?}");
            std::process::exit(2);
        };
        full.set_enabled(t, false);
    }
    let sets = [
        "17_clue.txt",
        "magictour_top1465.txt",
        "forum_hardest_1106.txt",
    ];
    let only = option(&args, "--set");
    if let Some(o) = only.as_deref().filter(|o| !sets.contains(o)) {
        eprintln!("--set: {o:?} is none of {}", sets.join(", "));
        std::process::exit(2);
    }
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
    for file in sets {
        if only.as_deref().is_some_and(|o| o != file) {
            continue;
        }
        let path = dir.join(file);
        let all = format::read_path(path.to_str().unwrap(), None).expect("readable set");
        let step = all.len().div_ceil(sample).max(1);
        let puzzles: Vec<_> = all.iter().step_by(step).collect();
        let singles = Registry::singles();
        let by_singles = puzzles
            .iter()
            .filter(|p| rate(p, &singles).solved_by_logic)
            .count();
        let mut by_full = 0;
        let mut worst = 0f64;
        let mut hardest: BTreeMap<Technique, usize> = BTreeMap::new();
        let start = Instant::now();
        for p in &puzzles {
            let t = Instant::now();
            let r = rate(p, &full);
            worst = worst.max(t.elapsed().as_secs_f64() * 1e3);
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
