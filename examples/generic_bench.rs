//! Speed of the region-generic bitboard engine on puzzle files, limit 2 (solve and prove
//! uniqueness), single thread, best of 3 passes.
//!
//! ```text
//! cargo run --release --example generic_bench -- /work/shared/data/classic/*.txt
//! ```
//!
//! The engine is called directly (`engine::bitboard::count`), whatever fast path the
//! dispatcher `engine::count` may pick for the classic layout, so the figures are those of
//! the generic engine on jigsaw-with-box-regions.

use nonet::engine::bitboard;
use nonet::format;
use std::time::Instant;

fn main() {
    let files: Vec<String> = std::env::args().skip(1).collect();
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
            Ok(p) => p,
            Err(e) => {
                eprintln!("{e}");
                std::process::exit(2);
            }
        };
        let mut best = f64::INFINITY;
        let mut nodes = 0u64;
        let mut tally = [0usize; 3];
        for _ in 0..3 {
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
        let name = format::source_name(path);
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
