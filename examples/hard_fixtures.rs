//! Finds the stress set of `tests/fixtures/hard/`: random jigsaw layouts whose empty grid
//! has no filling, layouts whose first filling is deep for plain cell-MRV search, and sparse
//! (minimal) jigsaw puzzles for uniqueness proofs. Answers come from the SAT engine and are
//! confirmed by the bitboard engine; a disagreement aborts.
//!
//! ```text
//! cargo run --release --example hard_fixtures -- explore 2000      # statistics only
//! cargo run --release --example hard_fixtures -- write tests/fixtures/hard
//! ```

use nonet::cells::CELLS;
use nonet::engine::bitboard::{Branch, State};
use nonet::engine::{bitboard, sat, Cancel, Control};
use nonet::layout::Layout;
use nonet::puzzle::{board_line, Board, Puzzle};
use nonet::rng::Rng;
use std::sync::Arc;
use std::time::Instant;

/// Nodes that plain cell-MRV search (singles, then the cell with the fewest candidates)
/// needs to find the first solution, up to `cap` (None when the cap was reached).
fn cell_mrv_nodes(layout: &Layout, givens: &Board, cap: u64) -> Option<u64> {
    fn go(layout: &Layout, mut st: State, nodes: &mut u64, cap: u64) -> Option<bool> {
        *nodes += 1;
        if *nodes > cap {
            return None;
        }
        match st.propagate(layout) {
            Err(_) => Some(false),
            Ok(Branch::Solved) => Some(true),
            Ok(_) => {
                let cell = st
                    .unsolved()
                    .iter()
                    .min_by_key(|&c| st.candidates(c).len())
                    .expect("unsolved cells remain");
                for d in st.candidates(cell).iter() {
                    let mut next = st;
                    next.place(layout, cell, d);
                    if go(layout, next, nodes, cap)? {
                        return Some(true);
                    }
                }
                Some(false)
            }
        }
    }
    let st = State::new(layout, givens).ok()?;
    let mut nodes = 0;
    go(layout, st, &mut nodes, cap).map(|_| nodes)
}

/// The answer (solutions up to 2) from both engines; panics if they disagree.
fn confirmed(p: &Puzzle) -> usize {
    let a = sat::count(p, 2);
    let b = bitboard::count(p, 2);
    assert_eq!(
        a.solutions,
        b.solutions,
        "engines disagree on {} {}",
        board_line(&p.givens),
        p.layout.region_map()
    );
    assert!(a.complete && b.complete);
    a.solutions
}

/// A minimal puzzle with a unique solution on `layout`, from a filling with its digits
/// permuted at random and givens removed in random order while the answer stays unique.
fn sparse_puzzle(layout: &Arc<Layout>, filling: &Board, rng: &mut Rng) -> Puzzle {
    let mut perm: Vec<u8> = (1..=9).collect();
    rng.shuffle(&mut perm);
    let mut givens = [0u8; CELLS];
    for c in 0..CELLS {
        givens[c] = perm[filling[c] as usize - 1];
    }
    let mut order: Vec<usize> = (0..CELLS).collect();
    rng.shuffle(&mut order);
    for c in order {
        let keep = givens[c];
        givens[c] = 0;
        if bitboard::count(&Puzzle::new(layout.clone(), givens), 2).solutions != 1 {
            givens[c] = keep;
        }
    }
    Puzzle::new(layout.clone(), givens)
}

/// The bitboard count (limit 2), given up after `secs` seconds.
fn capped(p: &Puzzle, secs: f64) -> nonet::engine::Count {
    let cancel = Cancel::new();
    let stop = cancel.clone();
    let mut watch = move |pr: &nonet::engine::Progress| {
        if pr.elapsed.as_secs_f64() > secs {
            stop.cancel();
        }
    };
    let mut ctl = Control::none()
        .with_cancel(cancel)
        .with_observer(std::time::Duration::from_millis(100), &mut watch);
    bitboard::count_with(p, 2, &mut ctl)
}

fn explore(n: u64) {
    let (mut nofill, mut deep) = (0, 0);
    let mut worst_bb = (0.0f64, 0u64, 0u64);
    let mut worst_sat = (0.0f64, 0u64);
    for seed in 0..n {
        let layout = Layout::random(&mut Rng::new(seed));
        let p = Puzzle::new(Arc::new(layout.clone()), [0; CELLS]);
        let t = Instant::now();
        let s = sat::count(&p, 2);
        let ts = t.elapsed().as_secs_f64();
        if ts > worst_sat.0 {
            worst_sat = (ts, seed);
        }
        let t = Instant::now();
        let b = capped(&p, 2.0);
        let tb = t.elapsed().as_secs_f64();
        if tb > worst_bb.0 {
            worst_bb = (tb, seed, b.nodes);
        }
        if b.complete {
            assert_eq!(s.solutions.min(1), b.solutions.min(1), "seed {seed}");
        }
        let mrv = cell_mrv_nodes(&layout, &[0; CELLS], 100_000);
        if s.solutions == 0 {
            nofill += 1;
            println!("seed {seed}: no filling  sat {:.1} ms ({} conflicts), bitboard {:.1} ms ({} nodes)", ts * 1e3, s.nodes, tb * 1e3, b.nodes);
        } else if mrv.is_none_or(|m| m > 10_000) {
            deep += 1;
            println!("seed {seed}: deep (cell-MRV {mrv:?})  sat {:.1} ms, bitboard {:.1} ms ({} nodes)", ts * 1e3, tb * 1e3, b.nodes);
        }
    }
    println!("{n} layouts: {nofill} without filling, {deep} deep; worst sat {:?}, worst bitboard {:?}", worst_sat, worst_bb);
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("explore") => explore(args.get(1).and_then(|a| a.parse().ok()).unwrap_or(200)),
        _ => {
            eprintln!("usage: hard_fixtures explore N | write DIR");
            std::process::exit(2);
        }
    }
}
