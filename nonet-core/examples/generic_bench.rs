//! Speed of the region-generic bitboard engine on puzzle files, limit 2 (solve and prove
//! uniqueness), single thread, best of 3 passes.
//!
//! ```text
//! cargo run --release --example generic_bench -- /work/shared/data/classic/*.txt
//! cargo run --release --example generic_bench -- --first 1000 --passes 1 FILE...
//! ```
//!
//! `--first N` takes only the first N puzzles of each file and `--passes P` sets the
//! number of timed passes (1 is enough under `valgrind --tool=callgrind`, whose
//! instruction counts are the stable before/after measure on a busy machine).
//!
//! The engine is called directly (`engine::bitboard::count`), whatever fast path the
//! dispatcher `engine::count` may pick for the classic layout, so the figures are those of
//! the generic engine on jigsaw-with-box-regions.

use nonet_core::engine::bitboard;
use nonet_core::format;
use std::time::Instant;

fn main() {
    let mut files: Vec<String> = Vec::new();
    let (mut first, mut passes) = (usize::MAX, 3);
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut number = || args.next().and_then(|n| n.parse().ok()).unwrap_or(0);
        match a.as_str() {
            "--first" => first = number(),
            "--passes" => passes = number().max(1),
            _ => files.push(a),
        }
    }
    if files.is_empty() {
        eprintln!("usage: generic_bench FILE...");
        std::process::exit(2);
    }
    println!(
        "{:<34} {:>8} {:>10} {:>12} {:>12}",
        "file", "puzzles", "best ms", "puzzles/s", "nodes/puzzle"
    );
    for path in &files {
        let puzzles = match format::read_path(path, None) {
            Ok(mut p) => {
                p.truncate(first);
                p
            }
            Err(e) => {
                eprintln!("{e}");
                std::process::exit(2);
            }
        };
        let mut best = f64::INFINITY;
        let mut nodes = 0u64;
        let mut tally = [0usize; 3];
        for _ in 0..passes {
            let t = Instant::now();
            nodes = 0;
            tally = [0; 3];
            for p in &puzzles {
                let c = bitboard::count(p, 2);
                nodes += c.nodes;
                tally[c.solutions.min(2)] += 1;
            }
            best = best.min(t.elapsed().as_secs_f64());
        }
        let name = std::path::Path::new(path)
            .file_name()
            .map_or(path.clone(), |n| n.to_string_lossy().into_owned());
        println!(
            "{:<34} {:>8} {:>10.1} {:>12.0} {:>12.1}   (none/unique/multiple: {}/{}/{})",
            name,
            puzzles.len(),
            best * 1e3,
            puzzles.len() as f64 / best,
            nodes as f64 / puzzles.len().max(1) as f64,
            tally[0],
            tally[1],
            tally[2]
        );
    }
}
