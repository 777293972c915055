//! The puzzles the target benchmarks share (`target_bench`, `explain_bench`): the NOIP
//! 2009 samples and puzzles whose givens are cells of a random filling.

use nonet_core::cells::CELLS;
use nonet_core::generate::random_filling_within;
use nonet_core::layout::Layout;
use nonet_core::puzzle::Puzzle;
use nonet_core::rng::Rng;
use std::sync::Arc;

/// Reads a NOIP grid (9 lines of 9 integers) from `samples/` (the repository's
/// `assets/samples`, linked into the crate so that it ships).
pub fn noip_sample(name: &str) -> Puzzle {
    let path = format!("{}/samples/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut b = [0u8; CELLS];
    for (slot, t) in b.iter_mut().zip(text.split_whitespace()) {
        *slot = t.parse().expect("a digit");
    }
    Puzzle::classic(b)
}

/// `givens` cells of a random filling of `layout`, or `None` when no filling turned up
/// within a node budget (some random layouts have none).
pub fn with_givens(layout: Arc<Layout>, givens: usize, rng: &mut Rng) -> Option<Puzzle> {
    let filling = random_filling_within(&layout, rng, 100_000).ok()?;
    let mut cells: Vec<usize> = (0..CELLS).collect();
    rng.shuffle(&mut cells);
    let mut g = [0u8; CELLS];
    for &c in &cells[..givens] {
        g[c] = filling[c];
    }
    Some(Puzzle::new(layout, g))
}
