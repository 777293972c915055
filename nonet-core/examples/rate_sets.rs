//! How far logic alone gets on the shared classic sets, with singles only and with the
//! full ladder, how long rating takes per puzzle, and where that time goes: the time
//! each technique spends looking (found or not), summed over the set.
//!
//! cargo run --release --example rate_sets [-- SAMPLE] [SET | --set SET] [--without NAME,NAME…]
//! [--with NAME,NAME…]
//! (SAMPLE: puzzles per set, default 5000; SET: only the set files whose name contains
//! it; `--without` turns techniques off, by the names
//! `nonet --without` takes, to compare a ladder with and without them; `--with` turns
//! techniques on that are off by default, to weigh switching them on). Besides the share
//! solved, it counts the solved puzzles that need no forcing technique and the forcing
//! steps taken.
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
    if registry.uses_uniqueness() {
        // As `solve_path` does, so the uniqueness techniques look here too.
        cand.settle_uniqueness();
    }
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

/// The sample size, the set filter and the full ladder less the techniques named after
/// `--without`, plus those named after `--with`.
fn parse_args() -> (usize, String, Registry) {
    let mut sample = 5000;
    let mut only = String::new();
    let mut full = Registry::full();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        if arg == "--without" || arg == "--with" {
            let list = args.next().unwrap_or_default();
            for name in list.split(',').filter(|n| !n.trim().is_empty()) {
                let Some(t) = Technique::from_name(name) else {
                    eprintln!("{arg}: no technique is called {name:?}");
                    std::process::exit(2);
                };
                full.set_enabled(t, arg == "--with");
            }
        } else if arg == "--set" {
            only = args.next().unwrap_or_default();
        } else if let Ok(n) = arg.parse() {
            sample = n;
        } else if !arg.starts_with('-') && only.is_empty() {
            only = arg;
        } else {
            eprintln!(
                "unexpected argument {arg:?}: expected SAMPLE, SET, --without NAMES or --with NAMES"
            );
            std::process::exit(2);
        }
    }
    (sample, only, full)
}

fn main() {
    let (sample, only, full) = parse_args();
    let off: Vec<String> = full
        .strategies
        .iter()
        .filter(|s| !s.enabled)
        .map(|s| s.technique.to_string())
        .collect();
    if !off.is_empty() {
        println!("without: {}", off.join(", "));
    }
    let on: Vec<String> = full
        .strategies
        .iter()
        .filter(|s| s.enabled && !s.technique.on_by_default())
        .map(|s| s.technique.to_string())
        .collect();
    if !on.is_empty() {
        println!("with: {}", on.join(", "));
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
        let by_singles = puzzles
            .iter()
            .filter(|p| rate(p, &singles).solved_by_logic)
            .count();
        let mut by_full = 0;
        let mut without_forcing = 0;
        let mut forcing_steps = 0;
        let mut worst = 0f64;
        let mut hardest: BTreeMap<Technique, usize> = BTreeMap::new();
        let start = Instant::now();
        for p in &puzzles {
            let t = Instant::now();
            let r = rate(p, &full);
            worst = worst.max(t.elapsed().as_secs_f64() * 1e3);
            let forcing: usize = Technique::FORCING
                .iter()
                .filter_map(|t| r.techniques.get(t))
                .sum();
            forcing_steps += forcing;
            if r.solved_by_logic {
                by_full += 1;
                if forcing == 0 {
                    without_forcing += 1;
                }
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
        println!(
            "    solved without forcing: {without_forcing} ({:.1}%); forcing steps taken: {forcing_steps}",
            pct(without_forcing)
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
