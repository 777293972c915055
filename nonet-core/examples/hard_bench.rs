//! Time and nodes of the region-generic engines on the hard jigsaw stress set
//! (`tests/fixtures/hard/`), then a sweep over random layouts: does the empty grid have a
//! filling, and how long does it take to say so. Single thread, best of 3 per case.
//!
//! ```text
//! cargo run --release --example hard_bench               # fixtures + 2000 layouts
//! cargo run --release --example hard_bench -- 500        # fixtures + 500 layouts
//! ```
//!
//! Nodes are search nodes for the bitboard engine (plus SAT conflicts after a hand-over)
//! and conflicts for the SAT engine.

use nonet_core::cells::CELLS;
use nonet_core::engine::{bitboard, sat, Count};
use nonet_core::layout::Layout;
use nonet_core::puzzle::Puzzle;
use nonet_core::rng::Rng;
use std::path::Path;
use std::sync::Arc;
use std::time::Instant;

/// Best-of-3 seconds and the result of `run`.
fn timed(run: impl Fn() -> Count) -> (f64, Count) {
    let mut best = f64::INFINITY;
    let mut result = None;
    for _ in 0..3 {
        let t = Instant::now();
        let c = run();
        best = best.min(t.elapsed().as_secs_f64());
        result = Some(c);
    }
    (best, result.expect("ran"))
}

fn fixtures() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/hard");
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/fixtures/hard")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    paths.sort();
    println!(
        "{:<22} {:>8} {:>10} {:>9} {:>10} {:>9}",
        "case", "answer", "bitboard", "nodes", "sat", "conflicts"
    );
    let (mut worst_bb, mut worst_sat) = (0.0f64, 0.0f64);
    for path in &paths {
        let puzzles = nonet_core::format::read_path(&path.display().to_string(), None)
            .unwrap_or_else(|e| panic!("{e}"));
        let p = &puzzles[0];
        let (tb, b) = timed(|| bitboard::count(p, 2));
        let (ts, s) = timed(|| sat::count(p, 2));
        assert_eq!(b.solutions, s.solutions, "{}", path.display());
        worst_bb = worst_bb.max(tb);
        worst_sat = worst_sat.max(ts);
        println!(
            "{:<22} {:>8} {:>8.2}ms {:>9} {:>8.2}ms {:>9}",
            path.file_stem().unwrap().to_string_lossy(),
            format!("{:?}", b.verdict()).to_lowercase(),
            tb * 1e3,
            b.nodes,
            ts * 1e3,
            s.nodes
        );
    }
    println!(
        "{} cases: worst bitboard {:.2} ms, worst sat {:.2} ms",
        paths.len(),
        worst_bb * 1e3,
        worst_sat * 1e3
    );
}

fn sweep(n: u64) {
    let (mut max, mut total, mut worst, mut without) = (0.0f64, 0.0f64, 0u64, 0usize);
    let mut max_nodes = 0u64;
    for seed in 0..n {
        let p = Puzzle::new(Arc::new(Layout::random(&mut Rng::new(seed))), [0; CELLS]);
        let t = Instant::now();
        let c = bitboard::count(&p, 1);
        let secs = t.elapsed().as_secs_f64();
        total += secs;
        max_nodes = max_nodes.max(c.nodes);
        if secs > max {
            (max, worst) = (secs, seed);
        }
        without += usize::from(c.solutions == 0);
    }
    println!(
        "sweep of {n} random layouts (empty grid, filling or not): {without} without a filling; \
         mean {:.3} ms, max {:.2} ms (seed {worst}), max nodes {max_nodes}",
        total / n as f64 * 1e3,
        max * 1e3
    );
}

fn main() {
    let n = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(2000);
    fixtures();
    sweep(n);
}
