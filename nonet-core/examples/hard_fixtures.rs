//! Finds the stress set of `tests/fixtures/hard/`: random jigsaw layouts whose empty grid
//! has no filling, layouts whose first filling is deep for plain cell-MRV search, and sparse
//! (minimal) jigsaw puzzles for uniqueness proofs. Answers come from the SAT engine and are
//! confirmed by the bitboard engine; a disagreement aborts.
//!
//! ```text
//! cargo run --release --example hard_fixtures -- explore 2000      # statistics only
//! cargo run --release --example hard_fixtures -- write tests/fixtures/hard
//! ```

use nonet_core::cells::CELLS;
use nonet_core::engine::bitboard::{Branch, State};
use nonet_core::engine::{bitboard, sat, Cancel, Control};
use nonet_core::layout::Layout;
use nonet_core::puzzle::{board_line, Board, Puzzle};
use nonet_core::rng::Rng;
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
fn capped(p: &Puzzle, secs: f64) -> nonet_core::engine::Count {
    let cancel = Cancel::new();
    let stop = cancel.clone();
    let mut watch = move |pr: &nonet_core::engine::Progress| {
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
            println!(
                "seed {seed}: deep (cell-MRV {mrv:?})  sat {:.1} ms, bitboard {:.1} ms ({} nodes)",
                ts * 1e3,
                tb * 1e3,
                b.nodes
            );
        }
    }
    println!(
        "{n} layouts: {nofill} without filling, {deep} deep; worst sat {:?}, worst bitboard {:?}",
        worst_sat, worst_bb
    );
}

fn answer_word(n: usize) -> &'static str {
    match n {
        0 => "none",
        1 => "unique",
        _ => "multiple",
    }
}

/// Writes one fixture: a comment saying what it is, the answer, and the puzzle in the
/// jigsaw format (81 givens, a space, 81 region letters).
fn write_fixture(dir: &str, name: &str, what: &str, p: &Puzzle, answer: usize) {
    let text = format!(
        "# {what}\n# answer: {}\n{} {}\n",
        answer_word(answer),
        board_line(&p.givens),
        p.layout.region_map()
    );
    std::fs::write(format!("{dir}/{name}.txt"), text).expect("fixture written");
    println!("{name}: {}  ({what})", answer_word(answer));
}

/// Layouts 0.. of `Layout::random(&mut Rng::new(seed))` are scanned in order: the first 16
/// without a filling and the first 16 whose first filling takes plain cell-MRV search
/// more than 100 000 nodes. Then 18 sparse puzzles on layouts from seeds 10 000..: minimal
/// unique ones, ones with one more given removed (several solutions), and ones with one
/// given changed (usually no solution), until 8 / 5 / 5 of them are found.
fn write(dir: &str) {
    std::fs::create_dir_all(dir).expect("fixture directory");
    let (mut nofill, mut deep) = (0, 0);
    let mut seed = 0u64;
    while nofill < 16 || deep < 16 {
        let layout = Arc::new(Layout::random(&mut Rng::new(seed)));
        let p = Puzzle::new(layout.clone(), [0; CELLS]);
        let answer = confirmed(&p);
        if answer == 0 && nofill < 16 {
            nofill += 1;
            let what = format!(
                "empty grid on Layout::random(Rng::new({seed})): the layout has no filling"
            );
            write_fixture(dir, &format!("nofill-{seed:04}"), &what, &p, answer);
        } else if answer > 0 && deep < 16 && cell_mrv_nodes(&layout, &[0; CELLS], 100_000).is_none()
        {
            deep += 1;
            let what = format!(
                "empty grid on Layout::random(Rng::new({seed})): plain cell-MRV search \
                 needs more than 100000 nodes to find the first filling"
            );
            write_fixture(dir, &format!("deep-{seed:04}"), &what, &p, answer);
        }
        seed += 1;
    }
    let (mut unique, mut multiple, mut changed) = (0, 0, 0);
    let mut seed = 10_000u64;
    while unique < 8 || multiple < 5 || changed < 5 {
        let mut rng = Rng::new(seed);
        let layout = Arc::new(Layout::random(&mut rng));
        let Some(filling) = bitboard::solve(&Puzzle::new(layout.clone(), [0; CELLS])) else {
            seed += 1;
            continue;
        };
        let p = sparse_puzzle(&layout, &filling, &mut rng);
        let clues = p.given_count();
        if unique < 8 {
            unique += 1;
            let what = format!("minimal puzzle ({clues} givens) on Layout::random(Rng::new({seed})), givens removed in random order while unique");
            write_fixture(dir, &format!("sparse-{seed}"), &what, &p, confirmed(&p));
        } else if multiple < 5 {
            let given: Vec<usize> = (0..CELLS).filter(|&c| p.givens[c] != 0).collect();
            let mut g = p.givens;
            g[given[rng.below(given.len() as u64) as usize]] = 0;
            let q = Puzzle::new(layout.clone(), g);
            let answer = confirmed(&q);
            multiple += 1;
            let what = format!("minimal puzzle on Layout::random(Rng::new({seed})) with one more given removed ({} givens)", clues - 1);
            write_fixture(dir, &format!("sparse-minus-{seed}"), &what, &q, answer);
        } else {
            let given: Vec<usize> = (0..CELLS).filter(|&c| p.givens[c] != 0).collect();
            let c = given[rng.below(given.len() as u64) as usize];
            let mut g = p.givens;
            let q = (1..=9u8)
                .filter(|&d| d != p.givens[c])
                .map(|d| {
                    g[c] = d;
                    Puzzle::new(layout.clone(), g)
                })
                .find(|q| q.clash().is_none());
            if let Some(q) = q {
                let answer = confirmed(&q);
                changed += 1;
                let what = format!("minimal puzzle on Layout::random(Rng::new({seed})) with the given at {} changed to the smallest digit that clashes with no given", nonet_core::cells::cell_name(c));
                write_fixture(dir, &format!("sparse-changed-{seed}"), &what, &q, answer);
            }
        }
        seed += 1;
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("explore") => explore(args.get(1).and_then(|a| a.parse().ok()).unwrap_or(200)),
        Some("write") if args.len() == 2 => write(&args[1]),
        _ => {
            eprintln!("usage: hard_fixtures explore N | write DIR");
            std::process::exit(2);
        }
    }
}
