//! What the fuzz targets share: turning the fuzzer's bytes into layouts and puzzles that
//! are worth searching (mostly fillable, often unique), node-capped engine calls so that
//! no input can stall a run, and the soundness check of a logical step.

use nonet_core::engine::{Control, Count};
use nonet_core::generate;
use nonet_core::rng::Rng;
use nonet_core::strategy::Step;
use nonet_core::{Board, Layout, Puzzle};
use std::sync::Arc;

pub const CELLS: usize = 81;

/// Reads values off the fuzzer's bytes; past the end every read is 0, so any input,
/// however short, makes a case.
pub struct Bytes<'a> {
    data: &'a [u8],
    at: usize,
}

impl<'a> Bytes<'a> {
    pub fn new(data: &'a [u8]) -> Bytes<'a> {
        Bytes { data, at: 0 }
    }
    pub fn byte(&mut self) -> u8 {
        let b = self.data.get(self.at).copied().unwrap_or(0);
        self.at += 1;
        b
    }
    pub fn u64(&mut self) -> u64 {
        (0..8).fold(0, |acc, _| (acc << 8) | u64::from(self.byte()))
    }
    /// A value in `0..n` (n ≥ 1).
    pub fn below(&mut self, n: u8) -> u8 {
        self.byte() % n
    }
    pub fn rest(&self) -> &'a [u8] {
        &self.data[self.at.min(self.data.len())..]
    }
}

/// The classic layout, or a random jigsaw one chosen by the input's seed (arbitrary
/// region maps are almost never valid, so the layout's own generator draws them).
pub fn layout(bytes: &mut Bytes) -> Arc<Layout> {
    if bytes.byte() % 2 == 0 {
        Layout::classic()
    } else {
        Arc::new(Layout::random(&mut Rng::new(bytes.u64())))
    }
}

/// How a puzzle's givens are drawn from a filling.
pub enum Givens {
    /// A subset of a filling: solvable, unique or not.
    Kept,
    /// A subset of a filling with one digit changed: usually no solution, without a clash.
    OneWrong,
    /// Digits anywhere: clashes and contradictions.
    Arbitrary,
}

/// A puzzle on a layout from the input: the mode, then one byte per cell (the digit, or
/// whether to keep the filling's). `None` when the layout has no filling within a small
/// budget (some random jigsaw layouts have none).
pub fn puzzle(bytes: &mut Bytes) -> Option<(Puzzle, Givens)> {
    let layout = layout(bytes);
    let mode = match bytes.below(4) {
        0 | 1 => Givens::Kept,
        2 => Givens::OneWrong,
        _ => Givens::Arbitrary,
    };
    let mut rng = Rng::new(bytes.u64());
    let filling = generate::random_filling_within(&layout, &mut rng, 1 << 14).ok()?;
    // Keep a clue with probability density/256: dense grids are quick, sparse ones probe
    // the search.
    let density = bytes.byte();
    let mut givens: Board = [0; CELLS];
    for (c, g) in givens.iter_mut().enumerate() {
        let b = bytes.byte();
        *g = match mode {
            Givens::Arbitrary if b % 4 == 0 => b / 4 % 10,
            Givens::Arbitrary => 0,
            _ if b < density => filling[c],
            _ => 0,
        };
    }
    if let Givens::OneWrong = mode {
        let cell = usize::from(bytes.below(CELLS as u8));
        givens[cell] = givens[cell].max(1) % 9 + 1;
    }
    Some((Puzzle::new(layout, givens), mode))
}

/// Counts with `count_with`, stopped after `max_nodes` search nodes (the engines' own
/// node budget); `None` when the search did not finish within them.
pub fn capped(
    count_with: fn(&Puzzle, usize, &mut Control) -> Count,
    p: &Puzzle,
    limit: usize,
    max_nodes: u64,
) -> Option<Count> {
    let mut ctl = Control::none().with_node_budget(max_nodes);
    let c = count_with(p, limit, &mut ctl);
    c.complete.then_some(c)
}

/// Panics when `step` places a digit that is not the solution's or removes the
/// solution's digit, or changes nothing.
pub fn check_step(step: &Step, solution: &Board, what: &str) {
    for p in &step.placements {
        assert_eq!(
            solution[p.cell], p.digit,
            "{what}: {step} places a wrong digit"
        );
    }
    for e in &step.eliminations {
        assert_ne!(
            solution[e.cell], e.digit,
            "{what}: {step} removes the solution's digit"
        );
    }
    assert!(step.is_progress(), "{what}: {step} changes nothing");
}
