//! Speed of the dancing-links engine next to the bitboard engine: single thread, count
//! limit 2 (solve and prove uniqueness), best of several rounds.
//!
//! ```sh
//! cargo run --release --example dlx_bench -- [FILE] [ROUNDS]
//! ```
//!
//! FILE defaults to `forum_hardest_1106.txt` of the shared classic sets
//! (`$NONET_SHARED/data/classic`, or `../shared` next to the project).

#[path = "../tests/common/shared.rs"]
mod shared;

use nonet_core::engine::{bitboard, dlx, Count};
use nonet_core::format;
use nonet_core::Puzzle;
use std::path::PathBuf;
use std::time::{Duration, Instant};

fn default_file() -> Option<PathBuf> {
    let file = shared::shared_root().join("data/classic/forum_hardest_1106.txt");
    file.exists().then_some(file)
}

/// Best wall time of `rounds` runs over all puzzles, and the counts of the last run.
fn time(
    puzzles: &[Puzzle],
    rounds: usize,
    count: fn(&Puzzle, usize) -> Count,
) -> (Duration, Vec<usize>) {
    let mut best = Duration::MAX;
    let mut counts = Vec::new();
    for _ in 0..rounds {
        let start = Instant::now();
        counts = puzzles.iter().map(|p| count(p, 2).solutions).collect();
        best = best.min(start.elapsed());
    }
    (best, counts)
}

fn main() {
    let mut args = std::env::args().skip(1);
    let path = match args.next().map(PathBuf::from).or_else(default_file) {
        Some(p) => p,
        None => {
            eprintln!("usage: dlx_bench [FILE] [ROUNDS] (no FILE given and no shared data found)");
            std::process::exit(2);
        }
    };
    let rounds: usize = args.next().and_then(|r| r.parse().ok()).unwrap_or(3);
    let puzzles = match format::read_path(&path.to_string_lossy(), None) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("dlx_bench: {e}");
            std::process::exit(2);
        }
    };
    let n = puzzles.len() as f64;
    println!(
        "{}: {} puzzles, best of {rounds}",
        path.display(),
        puzzles.len()
    );
    let (dlx_time, dlx_counts) = time(&puzzles, rounds, dlx::count);
    let (bb_time, bb_counts) = time(&puzzles, rounds, bitboard::count);
    for (name, t) in [("dlx", dlx_time), ("bitboard", bb_time)] {
        println!(
            "{name:>9}: {:8.3} s  {:10.0} puzzles/s  {:8.1} µs/puzzle",
            t.as_secs_f64(),
            n / t.as_secs_f64(),
            t.as_secs_f64() * 1e6 / n
        );
    }
    if dlx_counts != bb_counts {
        eprintln!("dlx_bench: the engines disagree on some puzzle");
        std::process::exit(1);
    }
}
