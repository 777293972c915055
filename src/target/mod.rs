//! The target maximizer: among the fillings of a puzzle, find one that maximises
//! Σ weight × digit (NOIP 2009 "target sudoku", on any layout and any weights).
//!
//! Branch and bound over the bitboard engine's states: propagation (singles to a
//! fixpoint) and branching come from `engine::bitboard::State`; the bound is the
//! Lagrangian relaxation of `relax` (regions as exact assignment problems, rows and
//! columns priced by multipliers optimised per puzzle). Branches are tried best adjusted
//! profit first so that good fillings come early and prune the rest.

mod assignment;
mod relax;
mod weights;

pub use weights::{Weights, MAX_WEIGHT};

use crate::engine::bitboard::{Branch, State};
use crate::engine::{Control, Progress};
use crate::layout::Layout;
use crate::puzzle::{Board, Puzzle};
use relax::{Bound, Relaxation};
use std::ops::ControlFlow;

/// The outcome of a maximisation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TargetResult {
    /// The best score found and its grid; `None` when the puzzle has no solution (or the
    /// search was cancelled before finding one).
    pub best: Option<(i64, Board)>,
    /// True when the search ran to its end, so `best` is optimal; false if cancelled.
    pub proven: bool,
    pub nodes: u64,
}

/// Subgradient steps at the root, where good multipliers pay off over the whole tree.
const ROOT_ITERATIONS: usize = 300;
/// Subgradient steps for a one-off bound (`upper_bound`), kept small for interactivity.
const QUICK_ITERATIONS: usize = 60;

/// The best score over all fillings of `p`, with one grid reaching it.
pub fn maximize(p: &Puzzle, w: &Weights) -> TargetResult {
    maximize_with(p, w, &mut Control::none(), &mut |_, _| {})
}

/// `maximize` with cancellation and progress: `ctl` gets rate-limited reports (nodes,
/// depth, best, bound) and a forced one at each improvement, which `on_improve` also sees.
pub fn maximize_with(
    p: &Puzzle,
    w: &Weights,
    ctl: &mut Control,
    on_improve: &mut dyn FnMut(i64, &Board),
) -> TargetResult {
    let layout: &Layout = &p.layout;
    let unsolvable = TargetResult {
        best: None,
        proven: true,
        nodes: 0,
    };
    let Ok(mut root) = State::new(layout, &p.givens) else {
        return unsolvable;
    };
    if root.propagate(layout).is_err() {
        return unsolvable;
    }
    let mut relax = Relaxation::new(layout, w);
    let Some(root_bound) = relax.optimise(&root, ROOT_ITERATIONS, None, None) else {
        return unsolvable;
    };
    let mut search = Search {
        layout,
        weights: w,
        relax,
        ctl,
        on_improve,
        nodes: 0,
        best: None,
        level_bounds: vec![root_bound.value()],
    };
    let flow = search.run(root, None, 0);
    TargetResult {
        best: search.best,
        proven: flow.is_continue(),
        nodes: search.nodes,
    }
}

/// The best score still reachable from `board` (a partial filling of `p`: its nonzero
/// cells are kept along with the givens), or `None` when the board clashes or the bound
/// proves it cannot be completed. Fast enough to show live while the user plays.
pub fn upper_bound(p: &Puzzle, w: &Weights, board: &Board) -> Option<i64> {
    let layout: &Layout = &p.layout;
    let mut cells = p.givens;
    for (slot, &v) in cells.iter_mut().zip(board) {
        if v != 0 {
            if *slot != 0 && *slot != v {
                return None;
            }
            *slot = v;
        }
    }
    let mut st = State::new(layout, &cells).ok()?;
    if let Branch::Solved = st.propagate(layout).ok()? {
        return Some(w.score(&st.board()));
    }
    let mut relax = Relaxation::new(layout, w);
    relax
        .optimise(&st, QUICK_ITERATIONS, None, None)
        .map(|b| b.value())
}

/// A progress report: the bound is the best score anywhere in the unexplored part of the
/// tree (every open node lies below some level of the current path), or the best found.
fn progress(nodes: u64, depth: u32, best: &Option<(i64, Board)>, levels: &[i64]) -> Progress {
    let best = best.as_ref().map(|b| b.0);
    let open = levels.iter().copied().max().unwrap_or(i64::MIN);
    Progress {
        nodes,
        depth,
        best,
        bound: Some(best.map_or(open, |b| b.max(open))),
        ..Progress::default()
    }
}

struct Search<'a, 'c, 'o> {
    layout: &'a Layout,
    weights: &'a Weights,
    relax: Relaxation,
    ctl: &'c mut Control<'o>,
    on_improve: &'c mut dyn FnMut(i64, &Board),
    nodes: u64,
    best: Option<(i64, Board)>,
    /// For each depth on the current path, a bound on what remains unexplored below it.
    level_bounds: Vec<i64>,
}

impl Search<'_, '_, '_> {
    fn best_score(&self) -> Option<i64> {
        self.best.as_ref().map(|b| b.0)
    }

    /// Explores `st` (not yet propagated). `parent` is the last bounded ancestor state and
    /// its bound, for reusing unchanged region values.
    fn run(
        &mut self,
        mut st: State,
        parent: Option<(&State, &Bound)>,
        depth: u32,
    ) -> ControlFlow<()> {
        self.nodes += 1;
        let nodes = self.nodes;
        let (best, levels) = (&self.best, &self.level_bounds);
        if self
            .ctl
            .tick(nodes, || progress(nodes, depth, best, levels))
        {
            return ControlFlow::Break(());
        }
        let branch = match st.propagate(self.layout) {
            Err(_) => return ControlFlow::Continue(()),
            Ok(Branch::Solved) => {
                self.found(&st.board(), depth);
                return ControlFlow::Continue(());
            }
            Ok(b) => b,
        };
        let Some(bound) = self.relax.bound_reusing(&st, parent) else {
            return ControlFlow::Continue(());
        };
        if self.best_score().is_some_and(|b| bound.value() <= b) {
            return ControlFlow::Continue(());
        }
        let level = depth as usize + 1;
        self.level_bounds.truncate(level);
        self.level_bounds.push(bound.value());
        // The branch's options as (cell, digit), best adjusted profit first; the relaxed
        // optimum's own choice ahead of the rest.
        let mut options: Vec<(i64, usize, u8)> = match branch {
            Branch::Cell(c, ds) => ds.iter().map(|d| (0, c, d)).collect(),
            Branch::Place(_, d, cells) => cells.iter().map(|c| (0, c, d)).collect(),
            Branch::Solved => unreachable!("handled above"),
        };
        for o in options.iter_mut() {
            let (c, d) = (o.1, o.2 as usize - 1);
            let preferred = if bound.assign[c] as usize == d {
                1 << 60
            } else {
                0
            };
            o.0 = -(self.relax.profit(c, d) + preferred);
        }
        options.sort_unstable();
        let here = st;
        for &(_, c, d) in &options {
            let mut next = st;
            next.place(self.layout, c, d);
            self.run(next, Some((&here, &bound)), depth + 1)?;
            st.eliminate(c, d);
        }
        self.level_bounds.truncate(level);
        ControlFlow::Continue(())
    }

    fn found(&mut self, board: &Board, depth: u32) {
        let score = self.weights.score(board);
        if self.best_score().is_some_and(|b| score <= b) {
            return;
        }
        self.best = Some((score, *board));
        (self.on_improve)(score, board);
        let p = progress(self.nodes, depth, &self.best, &self.level_bounds);
        self.ctl.report(p, true);
    }
}

#[cfg(test)]
mod tests;
