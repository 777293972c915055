//! What a puzzle of each level costs: `generate::puzzle_at_level` on one thread, classic
//! and on random jigsaw layouts, median and p90 time and tries per level.
//!
//! cargo run --release -p nonet-core --example level_bench [-- N [SEED]]   (N puzzles per level, default 20)

use nonet_core::generate::{puzzle_at_level, puzzle_seed, LevelOptions, Shape};
use nonet_core::layout::Layout;
use nonet_core::rng::Rng;
use nonet_core::strategy::{Level, Registry};
use std::time::Instant;

fn pct(sorted: &[f64], p: f64) -> f64 {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i]
}

fn main() {
    let mut args = std::env::args().skip(1);
    let n: usize = args.next().and_then(|s| s.parse().ok()).unwrap_or(20);
    let seed: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(1);
    let registry = Registry::full();
    println!("one thread, {n} puzzles per level, seed {seed}");
    println!(
        "{:<8} {:<8} {:>9} {:>9} {:>9} {:>7} {:>7} {:>7} {:>7}",
        "shape", "level", "median ms", "p90 ms", "max ms", "tries", "p90", "max", "clues"
    );
    for (name, shape) in [
        ("classic", Shape::Fixed(Layout::classic())),
        ("jigsaw", Shape::RandomJigsaw),
    ] {
        for level in [
            Level::Easy,
            Level::Medium,
            Level::Hard,
            Level::Expert,
            Level::Extreme,
        ] {
            let options = LevelOptions::new(level);
            let mut ms = Vec::new();
            let mut tries = Vec::new();
            let mut clues = 0;
            for i in 0..n {
                let mut rng = Rng::new(puzzle_seed(seed, i as u64));
                let t = Instant::now();
                let got = puzzle_at_level(&shape, &mut rng, &options, &registry, &|| false)
                    .expect("a puzzle at the level");
                ms.push(t.elapsed().as_secs_f64() * 1e3);
                tries.push(got.tries as f64);
                clues += got.puzzle.given_count();
                assert_eq!(got.rating.level, level);
            }
            ms.sort_by(f64::total_cmp);
            tries.sort_by(f64::total_cmp);
            println!(
                "{:<8} {:<8} {:>9.1} {:>9.1} {:>9.1} {:>7} {:>7} {:>7} {:>7.1}",
                name,
                level.name(),
                pct(&ms, 0.5),
                pct(&ms, 0.9),
                ms[n - 1],
                pct(&tries, 0.5),
                pct(&tries, 0.9),
                tries[n - 1],
                clues as f64 / n as f64
            );
        }
    }
}
