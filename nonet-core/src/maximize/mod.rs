//! The target maximizer: among the fillings of a puzzle, find one that maximises
//! Σ weight × digit (NOIP 2009 "target sudoku", on any layout and any weights).
//!
//! Branch and bound over the bitboard engine's states: propagation (singles to a
//! fixpoint) and branching come from `engine::bitboard::State`; the bound is the
//! Lagrangian relaxation of `relax` (regions as exact assignment problems, rows and
//! columns priced by multipliers optimised per puzzle). Branches are tried best adjusted
//! profit first so that good fillings come early and prune the rest. A node the bound
//! cannot prune still loses every candidate whose reduced cost (from the assignment
//! problems' dual prices) puts it below the pruning floor, which often settles the node
//! or most of its subtree without branching.

mod assignment;
mod explain;
mod relax;
mod templates;

pub use explain::{
    explain, explain_with, forced, score_hint, Cancelled, EntryCost, Explanation, Forced, Known,
    Placement, Still,
};
// The weights sit below the formats and the maximizer (`crate::weights`); kept here too,
// where the faces look for them next to `maximize`.
pub use crate::weights::{Weights, MAX_WEIGHT};

use crate::cells::CellSet;
use crate::engine::bitboard::{Branch, State, UNCHECKED};
use crate::engine::{BoundSource, Control, Progress};
use crate::layout::Layout;
use crate::puzzle::{Board, Puzzle};
use relax::{Bound, Relaxation, Saved};
use std::ops::ControlFlow;
use templates::Templates;

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
/// Subgradient steps at a node whose bound (under the inherited multipliers) does not
/// prune it: multipliers tuned to the subtree often do.
const NODE_ITERATIONS: usize = 20;
/// Nodes deeper than this keep the inherited multipliers: their subtrees are small, and
/// the path to the best filling (which no multipliers can prune) is long.
const REOPTIMISE_DEPTH: u32 = 10;
/// Work units (cancellation checks come every 1024) of one bound evaluation in a
/// subgradient loop, against one per node: it solves every region afresh, where a node
/// solves only those its choice disturbed. Counting it as one let a long stretch of
/// tuning on an empty jigsaw grid go 9 ms between checks; with 8 the longest gaps are
/// in plain node stretches again (about 4 ms).
const EVALUATION_WORK: u32 = 8;
/// Nodes of the first plain dive, which looks for a good filling to start from.
const DIVE_NODES: u64 = 300;
/// Nodes after which the search also bounds by digit templates (`templates`): listing
/// and tuning them costs 20-50 ms on an empty jigsaw grid, which only long searches
/// repay (grids with givens and the NOIP cases finish well before).
const TEMPLATES_AFTER_NODES: u64 = 500;

/// The best score over all fillings of `p`, with one grid reaching it.
pub fn maximize(p: &Puzzle, w: &Weights) -> TargetResult {
    maximize_with(p, w, &mut Control::none(), &mut |_, _| {})
}

/// `maximize` with cancellation and progress: `ctl` gets rate-limited reports (nodes,
/// depth, best, bound) and a forced one at each improvement, which `on_improve` also sees.
///
/// The search runs in rounds. A short plain branch and bound finds a first filling;
/// then each round looks only for fillings scoring at least a target between the best
/// score and the proven upper bound, pruning every node whose bound is below the target.
/// A round either proves there is none (the upper bound falls to the highest bound it
/// pruned, and the next target is lower) or finds one and, going on as a plain branch
/// and bound above it, ends with the optimum proven.
pub fn maximize_with(
    p: &Puzzle,
    w: &Weights,
    ctl: &mut Control,
    on_improve: &mut dyn FnMut(i64, &Board),
) -> TargetResult {
    search(p, w, ctl, on_improve, TEMPLATES_AFTER_NODES)
}

/// `maximize_with`, adding the template bound after `templates_after` nodes.
fn search(
    p: &Puzzle,
    w: &Weights,
    ctl: &mut Control,
    on_improve: &mut dyn FnMut(i64, &Board),
    templates_after: u64,
) -> TargetResult {
    search_from(p, w, Start::default(), ctl, on_improve, templates_after).result
}

/// What a search may start from besides its puzzle: facts proven by related searches
/// (`explain` runs many on one puzzle with an entry more or less). Each is sound to use:
/// a filling is a filling, and a bound on a less constrained puzzle bounds this one.
#[derive(Clone, Debug, Default)]
pub(crate) struct Start {
    /// A filling of the puzzle that honours `exclude`: the first incumbent.
    pub incumbent: Option<(i64, Board)>,
    /// A proven upper bound on the optimum (that of a puzzle with fewer givens).
    pub cap: Option<i64>,
    /// A candidate (cell, digit) that no filling may use. The engines' count cannot see
    /// it, so a search with one skips the count: give it an incumbent, or know that the
    /// tree is small, since without a filling no bound prunes.
    pub exclude: Option<(usize, u8)>,
    /// Root multipliers of a related search (same layout and weights) to tune from.
    pub multipliers: Option<Saved>,
}

/// A search's result, and its root multipliers for a related search to start from.
pub(crate) struct Searched {
    pub result: TargetResult,
    pub multipliers: Option<Saved>,
}

/// The search of `search`, from what `start` knows.
pub(crate) fn search_from(
    p: &Puzzle,
    w: &Weights,
    start: Start,
    ctl: &mut Control,
    on_improve: &mut dyn FnMut(i64, &Board),
    templates_after: u64,
) -> Searched {
    let layout: &Layout = &p.layout;
    let done = |result| Searched {
        result,
        multipliers: None,
    };
    let unsolvable = TargetResult {
        best: None,
        proven: true,
        nodes: 0,
    };
    let Ok(mut root) = State::new(layout, &p.givens) else {
        return done(unsolvable);
    };
    if let Some((cell, digit)) = start.exclude {
        if p.givens[cell] == digit {
            return done(unsolvable);
        }
        root.eliminate(cell, digit);
    }
    if root.propagate(layout).is_err() {
        return done(unsolvable);
    }
    let mut first = start.incumbent;
    if start.exclude.is_none() {
        // First ask the solving engines how many fillings there are, up to two (and take
        // one as a start). The relaxation cannot see infeasibility (some jigsaw layouts
        // admit no filling at all), and branch and bound would then search the whole
        // tree; nor can it see uniqueness, where a hard puzzle's bound stays loose for
        // many nodes. The engines settle both in milliseconds.
        let feasible = crate::engine::count_with(p, 2, ctl);
        let nodes = feasible.nodes;
        if !feasible.complete {
            return done(TargetResult {
                best: first,
                proven: false,
                nodes,
            });
        }
        if feasible.solutions == 0 {
            return done(TargetResult {
                nodes,
                ..unsolvable
            });
        }
        if let Some(board) = feasible.first {
            if feasible.solutions == 1 {
                // The only filling is the optimum; a watcher still hears how it ended.
                let score = w.score(&board);
                let end = Progress {
                    nodes,
                    best: Some(score),
                    bound: Some(score),
                    bound_by: Some(BoundSource::Search),
                    ..Progress::default()
                };
                ctl.report(end, true);
                return done(TargetResult {
                    best: Some((score, board)),
                    proven: true,
                    nodes,
                });
            }
            if first.as_ref().is_none_or(|f| f.0 < w.score(&board)) {
                first = Some((w.score(&board), board));
            }
        }
    }
    let mut relax = Relaxation::new(layout, w);
    if let Some(saved) = &start.multipliers {
        relax.adopt(saved);
    }
    let mut search = Search {
        layout,
        weights: w,
        relax,
        root_multipliers: None,
        ctl,
        on_improve,
        nodes: 0,
        work: 0,
        best: None,
        at: Standing {
            pruned: i64::MIN,
            pruned_by: BoundSource::Lp,
            upper: i64::MAX,
            upper_by: BoundSource::Lp,
            cuts: [0; 2],
        },
        cap: start.cap.unwrap_or(i64::MAX),
        floor: i64::MIN,
        node_limit: u64::MAX,
        level_bounds: Vec::new(),
        cell: None,
        templates: None,
        root,
        template_walks: Vec::new(),
        templates_after,
    };
    // The known filling is the first incumbent: a cancelled search always has one.
    if let Some((_, board)) = &first {
        let _ = search.found(board, 0);
    }
    let proven = search.solve(root);
    Searched {
        result: TargetResult {
            best: search.best,
            proven,
            nodes: search.nodes,
        },
        multipliers: search.root_multipliers,
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
        .optimise(&st, QUICK_ITERATIONS, None, &mut || false)
        .map(|b| b.value())
}

/// Why a search stopped before exhausting its tree.
enum Stop {
    /// The caller cancelled.
    Cancelled,
    /// A filling reached the proven upper bound: nothing better exists.
    Optimal,
    /// The node budget of the dive ran out.
    Budget,
}

/// Where a search stands on its bounds, for progress reports.
#[derive(Clone, Copy, Debug)]
struct Standing {
    /// The highest bound among nodes pruned in this round, and which bound it was.
    pruned: i64,
    pruned_by: BoundSource,
    /// The proven upper bound on the optimum, and where it comes from.
    upper: i64,
    upper_by: BoundSource,
    /// Nodes pruned by the relaxation and by the templates.
    cuts: [u64; 2],
}

impl Standing {
    /// A bound pruned (whole nodes, or candidates whose fillings score at most `value`).
    fn pruned(&mut self, value: i64, by: BoundSource) {
        if value > self.pruned {
            self.pruned = value;
            self.pruned_by = by;
        }
    }

    /// A node pruned by bound `by`.
    fn cut(&mut self, value: Option<i64>, by: BoundSource) {
        self.cuts[usize::from(by == BoundSource::Templates)] += 1;
        if let Some(v) = value {
            self.pruned(v, by);
        }
    }

    /// The upper bound lowered to `value` (ignored when it is not lower).
    fn lower(&mut self, value: i64, by: BoundSource) {
        if value < self.upper {
            self.upper = value;
            self.upper_by = by;
        }
    }
}

/// A progress report. The bound is the proven one: the best, a bound pruned this round,
/// or some node on the current path, whichever is highest (every open node lies below
/// the path), and never above the round's upper bound.
fn snapshot(
    nodes: u64,
    depth: u32,
    best: Option<i64>,
    at: &Standing,
    levels: &[i64],
    cell: Option<usize>,
) -> Progress {
    let (bound, by) = match levels.iter().max() {
        Some(&m) => {
            let below = m.max(at.pruned).max(best.unwrap_or(i64::MIN));
            let by = if below >= at.upper {
                at.upper_by
            } else if below == m {
                BoundSource::Lp
            } else if below == at.pruned {
                at.pruned_by
            } else {
                BoundSource::Search
            };
            (below.min(at.upper), by)
        }
        None => (at.upper, at.upper_by),
    };
    Progress {
        nodes,
        depth,
        best,
        bound: Some(bound),
        cell,
        bound_by: (bound != i64::MAX).then_some(by),
        pruned_lp: at.cuts[0],
        pruned_templates: at.cuts[1],
        ..Progress::default()
    }
}

/// What the template bound says of a node.
enum TemplateCut {
    /// No filling of the node reaches the floor.
    Pruned,
    /// These candidates (per digit index) cannot reach the floor.
    Drop([u128; 9]),
    /// Nothing to cut (or no template bound yet).
    Nothing,
}

/// The cancellation check of a subgradient loop: a full evaluation costs several nodes'
/// work (nodes reuse most regions), so it counts so, one unit at a time so that no
/// cancellation check is skipped.
struct EvaluationCheck<'c, 'o> {
    ctl: &'c mut Control<'o>,
    work: &'c mut u64,
    progress: Progress,
}

impl EvaluationCheck<'_, '_> {
    /// True when the search must stop.
    fn tick(&mut self) -> bool {
        (0..EVALUATION_WORK).any(|_| {
            *self.work += 1;
            self.ctl.tick(*self.work, || self.progress.clone())
        })
    }
}

struct Search<'a, 'c, 'o> {
    layout: &'a Layout,
    weights: &'a Weights,
    relax: Relaxation,
    /// The multipliers tuned at the root, for `Searched`.
    root_multipliers: Option<Saved>,
    ctl: &'c mut Control<'o>,
    on_improve: &'c mut dyn FnMut(i64, &Board),
    nodes: u64,
    /// Bound evaluations, the unit of work between cancellation checks.
    work: u64,
    best: Option<(i64, Board)>,
    /// The proven upper bound, the best pruned bound and their sources.
    at: Standing,
    /// A bound known before the search (`Start::cap`): the root's bound is cut to it.
    cap: i64,
    /// Nodes whose bound is below this are pruned (the round's target, or best + 1).
    floor: i64,
    node_limit: u64,
    /// For each depth on the current path, a bound on what remains unexplored below it.
    level_bounds: Vec<i64>,
    /// The cell of the branch being explored, for progress reports.
    cell: Option<usize>,
    /// The second bound, once the search has run long enough to need it.
    templates: Option<Templates>,
    /// The propagated root, where the templates' multipliers are tuned.
    root: State,
    /// (depth, walk positions) of the nodes on the current path that bounded by
    /// templates, deepest last (see `Templates::bound_from`). Popped on entering a node
    /// at that depth or above: what is left then belongs to its ancestors.
    template_walks: Vec<(u32, [u32; 9])>,
    /// Nodes before the templates are added (`TEMPLATES_AFTER_NODES`; tests use fewer).
    templates_after: u64,
}

impl Search<'_, '_, '_> {
    fn best_score(&self) -> Option<i64> {
        self.best.as_ref().map(|b| b.0)
    }

    /// Runs the whole search from the propagated root. Returns whether it finished.
    fn solve(&mut self, root: State) -> bool {
        // Root multipliers: good ones pay off over the whole tree.
        // With a filling in hand (from the engines' count or a related search), tuning
        // stops as soon as the bound proves it optimal: then there is no tree to pay for.
        let floor = self.best_score().map(|b| b.saturating_add(1));
        let Some(root_bound) = self.optimise(&root, ROOT_ITERATIONS, floor) else {
            return !self.ctl.was_stopped();
        };
        if self.ctl.was_stopped() {
            return false;
        }
        self.root_multipliers = Some(self.relax.save());
        self.at.lower(root_bound.value(), BoundSource::Lp);
        self.at.lower(self.cap, BoundSource::Search);
        if self.best_score().is_some_and(|b| b >= self.at.upper) {
            return true; // the known filling reaches the known bound
        }

        // A first filling from a short plain branch and bound.
        self.floor = i64::MIN;
        self.node_limit = DIVE_NODES;
        match self.round(root) {
            Ok(()) => return true, // the whole tree fit in the dive
            Err(Stop::Cancelled) => return false,
            Err(Stop::Optimal) => return true,
            Err(Stop::Budget) => {}
        }
        self.node_limit = u64::MAX;
        self.rounds(root)
    }

    fn rounds(&mut self, root: State) -> bool {
        // Rounds in a row that found nothing at their target.
        let mut misses = 0u32;
        loop {
            let best = self.best_score();
            if best.is_some_and(|b| b >= self.at.upper) {
                return true;
            }
            // Aim at the bound itself: the relaxation is often tight, and then this round
            // prunes hardest (and drops the most candidates) and ends the search. Each
            // miss lowers the bound, and the next round aims below it by twice as much
            // as the last (0, 1, 3, 7, … points), so that a wide gap (a poor first
            // filling, or weights far from the rings' small integers) closes in a few
            // rounds rather than one per point.
            let target = match best {
                Some(b) => {
                    let drop = (1i64 << misses.min(62)) - 1;
                    self.at.upper.saturating_sub(drop).max(b + 1)
                }
                None => i64::MIN,
            };
            self.floor = target;
            self.at.pruned = i64::MIN;
            match self.round(root) {
                Ok(()) => {}
                Err(Stop::Optimal) => return true,
                Err(Stop::Cancelled | Stop::Budget) => return false,
            }
            // Every node the round pruned had a bound below the target or below the best
            // + 1 at the time: once the best reaches target − 1, nothing beats it.
            let Some(best) = self.best_score() else {
                return true; // a plain round found no filling at all
            };
            if best >= target.saturating_sub(1) {
                return true;
            }
            // No filling reaches the target: the optimum is the best or below a pruned bound.
            // (A pruned bound may exceed `upper`, being computed under other multipliers;
            // the round itself proved that nothing reaches the target.)
            let below = self.at.pruned.max(best).min(target - 1);
            let by = if below == self.at.pruned && self.at.pruned > best {
                self.at.pruned_by
            } else {
                BoundSource::Search
            };
            self.at.lower(below, by);
            misses += 1;
            self.report(0);
        }
    }

    /// One depth-first pass over the tree from `root` with the current floor.
    fn round(&mut self, root: State) -> Result<(), Stop> {
        self.level_bounds.clear();
        match self.run(root, None, 0) {
            ControlFlow::Continue(()) => Ok(()),
            ControlFlow::Break(stop) => Err(stop),
        }
    }

    /// The effective pruning threshold: the round's floor, or better than the best.
    fn threshold(&self) -> i64 {
        self.best_score()
            .map_or(self.floor, |b| self.floor.max(b.saturating_add(1)))
    }

    /// Counts one unit of work (a propagation and a bound) and gives the control its
    /// chance to report progress; true when the search must stop.
    fn tick(&mut self, depth: u32) -> bool {
        self.work += 1;
        let (nodes, best, at) = (self.nodes, self.best_score(), self.at);
        let (levels, cell) = (&self.level_bounds, self.cell);
        self.ctl.tick(self.work, || {
            snapshot(nodes, depth, best, &at, levels, cell)
        })
    }

    fn progress(&self, depth: u32) -> Progress {
        snapshot(
            self.nodes,
            depth,
            self.best_score(),
            &self.at,
            &self.level_bounds,
            self.cell,
        )
    }

    fn report(&mut self, depth: u32) {
        let p = self.progress(depth);
        self.ctl.report(p, true);
    }

    /// Subgradient steps at `st` with cancellation checks; see `Relaxation::optimise`.
    fn optimise(&mut self, st: &State, iterations: usize, floor: Option<i64>) -> Option<Bound> {
        let progress = self.tuning_progress();
        let Search {
            relax, ctl, work, ..
        } = self;
        let mut check = EvaluationCheck {
            ctl,
            work,
            progress,
        };
        relax.optimise(st, iterations, floor, &mut || check.tick())
    }

    /// What a report during multiplier tuning says.
    fn tuning_progress(&self) -> Progress {
        snapshot(self.nodes, 0, self.best_score(), &self.at, &[], None)
    }

    /// Explores `st` (not yet propagated). `parent` is the bound of the last bounded
    /// ancestor, for reusing region values.
    fn run(&mut self, mut st: State, parent: Option<&Bound>, depth: u32) -> ControlFlow<Stop> {
        self.nodes += 1;
        if self.nodes > self.node_limit {
            return ControlFlow::Break(Stop::Budget);
        }
        if self.tick(depth) {
            return ControlFlow::Break(Stop::Cancelled);
        }
        if self.templates.is_none() && self.nodes >= self.templates_after {
            self.add_templates()?;
        }
        if self.ctl.gated() {
            let p = self.progress(depth);
            if self.ctl.gate_node(p) {
                return ControlFlow::Break(Stop::Cancelled);
            }
        }
        // Deep propagation (locked candidates, the law of leftovers): dearer nodes, but
        // far fewer where the layout makes dead ends (target_bench --empty-jigsaw: seed 8
        // proven in 17 s where 30 s left a gap of 4, seed 9 in 8 s instead of 29 s).
        let mut branch = match st.propagate_with(self.layout, true, &mut [UNCHECKED; 9]) {
            Err(_) => return ControlFlow::Continue(()),
            Ok(Branch::Solved) => return self.found(&st.board(), depth),
            Ok(b) => b,
        };
        let Some(mut bound) = self.relax.bound_reusing(&st, parent) else {
            return ControlFlow::Continue(());
        };
        let floor = self.threshold();
        if !self.tighten(&mut st, &mut branch, &mut bound, floor, depth)? {
            return ControlFlow::Continue(());
        }
        let mut saved = None;
        let tune = floor > i64::MIN && depth > 0 && depth < REOPTIMISE_DEPTH;
        if tune && self.node_limit == u64::MAX {
            // Tune the multipliers to this subtree: often enough to prune it, or to
            // drop more candidates.
            saved = Some(self.relax.save());
            let open = match self.optimise(&st, NODE_ITERATIONS, Some(floor)) {
                Some(b) => {
                    bound = b;
                    !self.ctl.was_stopped()
                        && self.tighten(&mut st, &mut branch, &mut bound, floor, depth)?
                }
                None => false,
            };
            if self.ctl.was_stopped() {
                return ControlFlow::Break(Stop::Cancelled);
            }
            if !open {
                self.relax.restore(saved.as_ref().unwrap());
                return ControlFlow::Continue(());
            }
        }
        let flow = self.branch(st, branch, &bound, depth);
        if let Some(saved) = saved {
            self.relax.restore(&saved);
        }
        flow
    }

    /// Lists the digit templates and tunes their multipliers at the root: from here on
    /// every node is also bounded by them, and the proven upper bound may drop at once.
    fn add_templates(&mut self) -> ControlFlow<Stop> {
        let mut templates = Templates::new(self.layout, self.weights, &self.root);
        let mut check = EvaluationCheck {
            progress: self.tuning_progress(),
            ctl: &mut *self.ctl,
            work: &mut self.work,
        };
        let best = self.best.as_ref().map(|b| b.0);
        let tuned = templates.optimise(&self.root, best, &mut || check.tick());
        if self.ctl.was_stopped() {
            return ControlFlow::Break(Stop::Cancelled);
        }
        // None: no digit fits anywhere, so there is no filling; every bound says so.
        if let Some(bound) = tuned {
            self.at.lower(bound, BoundSource::Templates);
        }
        self.templates = Some(templates);
        if self.best_score().is_some_and(|b| b >= self.at.upper) {
            return ControlFlow::Break(Stop::Optimal);
        }
        ControlFlow::Continue(())
    }

    /// What the template bound (once added) says of `st` against `floor`: prune it,
    /// drop candidates (`Templates::hopeless`), or nothing. Each node's walk starts
    /// where its nearest ancestor's stopped.
    fn template_cut(&mut self, st: &State, floor: i64, depth: u32) -> TemplateCut {
        // (Without a floor, in the first dive, there is nothing to cut against.)
        let Some(templates) = self.templates.as_ref().filter(|_| floor > i64::MIN) else {
            return TemplateCut::Nothing;
        };
        while self.template_walks.last().is_some_and(|&(d, _)| d >= depth) {
            self.template_walks.pop();
        }
        let mut from = self.template_walks.last().map_or([0; 9], |&(_, w)| w);
        let Some(scaled) = templates.bound_from(st, &mut from) else {
            self.at.cut(None, BoundSource::Templates);
            return TemplateCut::Pruned; // some digit has no template left
        };
        let value = scaled.div_euclid(relax::SCALE);
        if value < floor {
            self.at.cut(Some(value), BoundSource::Templates);
            return TemplateCut::Pruned;
        }
        let drop = templates.hopeless(st, &from, scaled, floor);
        self.template_walks.push((depth, from));
        if drop.iter().all(|&d| d == 0) {
            TemplateCut::Nothing
        } else {
            TemplateCut::Drop(drop)
        }
    }

    /// Prunes `st` when its bound is below `floor`, else drops the candidates that cannot
    /// reach `floor` (see `Relaxation::hopeless`, then `Templates::hopeless`), propagates, and bounds again, until
    /// nothing more goes. Returns whether `st` is still open (not pruned, not dead, not
    /// solved); `bound` is then its bound under the current multipliers and `branch` the
    /// engine's branch at `st`.
    fn tighten(
        &mut self,
        st: &mut State,
        branch: &mut Branch,
        bound: &mut Bound,
        floor: i64,
        depth: u32,
    ) -> ControlFlow<Stop, bool> {
        loop {
            if bound.value() < floor {
                self.at.cut(Some(bound.value()), BoundSource::Lp);
                return ControlFlow::Continue(false);
            }
            let (drop, value, by) = match self.relax.hopeless(st, bound, floor) {
                Some(cut) => (cut.drop, cut.value, BoundSource::Lp),
                None => match self.template_cut(st, floor, depth) {
                    TemplateCut::Pruned => return ControlFlow::Continue(false),
                    TemplateCut::Nothing => return ControlFlow::Continue(true),
                    // Each dropped candidate's fillings score below the floor.
                    TemplateCut::Drop(drop) => (drop, floor - 1, BoundSource::Templates),
                },
            };
            // The fillings through the dropped candidates are pruned, in effect.
            self.at.pruned(value, by);
            // Another propagation and bound: a node's worth of work.
            if self.tick(depth) {
                return ControlFlow::Break(Stop::Cancelled);
            }
            for (digits, drop) in st.digits.iter_mut().zip(drop) {
                *digits &= !drop;
            }
            match st.propagate_with(self.layout, true, &mut [UNCHECKED; 9]) {
                Err(_) => return ControlFlow::Continue(false),
                Ok(Branch::Solved) => {
                    self.found(&st.board(), depth)?;
                    return ControlFlow::Continue(false);
                }
                Ok(b) => *branch = b,
            }
            match self.relax.bound_reusing(st, Some(bound)) {
                Some(b) => *bound = b,
                None => return ControlFlow::Continue(false),
            }
        }
    }

    /// Tries each option of `branch` at `st`, best adjusted profit first, the relaxed
    /// optimum's own choice ahead of the rest.
    fn branch(
        &mut self,
        mut st: State,
        branch: Branch,
        bound: &Bound,
        depth: u32,
    ) -> ControlFlow<Stop> {
        let branch = self.relevant_branch(&st, branch);
        let level = depth as usize + 1;
        self.level_bounds.truncate(level - 1);
        self.level_bounds.push(bound.value());
        let mut options: Vec<(i64, usize, u8)> = match branch {
            Branch::Cell(c, ds) => ds.iter().map(|d| (0, c, d)).collect(),
            Branch::Place(_, d, cells) => cells.iter().map(|c| (0, c, d)).collect(),
            Branch::Solved => unreachable!("handled by the caller"),
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
        for &(_, c, d) in &options {
            let mut next = st;
            next.place(self.layout, c, d);
            self.cell = Some(c);
            self.run(next, Some(bound), depth + 1)?;
            st.eliminate(c, d);
            if bound.value() < self.threshold() {
                break;
            }
        }
        self.level_bounds.truncate(level - 1);
        ControlFlow::Continue(())
    }

    /// The cell whose choice moves the bound most: the widest spread of adjusted profits
    /// over its candidates, per candidate. The objective often hinges on a few cells (on
    /// the classic layout with ring weights, 21 of them); deciding those first lets the
    /// bound prune early, where the engine's narrowest branch would settle cells that
    /// do not matter. A cell with a single candidate is settled by propagation already.
    ///
    /// Except that a binary branch of the engine's (a bivalue cell, or a digit with two
    /// places in a house) is taken as it is: nothing splits narrower, and either side
    /// propagates at once. Spreads ignore feasibility, and on awkward jigsaw layouts the
    /// search otherwise spends most of its nodes refuting dead ends (`target_bench
    /// --empty-jigsaw`: seed 1 from 60554 nodes to 2930, seed 6 from 7.2 s to 2.5 s).
    fn relevant_branch(&self, st: &State, branch: Branch) -> Branch {
        match branch {
            Branch::Cell(_, ds) if ds.len() <= 2 => return branch,
            Branch::Place(_, _, cells) if cells.len() <= 2 => return branch,
            _ => {}
        }
        let mut best: Option<(i64, usize)> = None;
        for c in CellSet(st.unsolved).iter() {
            let ds = st.candidates(c);
            let (mut lo, mut hi) = (i64::MAX, i64::MIN);
            for d in ds.iter() {
                let p = self.relax.profit(c, d as usize - 1);
                lo = lo.min(p);
                hi = hi.max(p);
            }
            let spread = (hi - lo) / ds.len().max(1) as i64;
            if best.is_none_or(|b| spread > b.0) {
                best = Some((spread, c));
            }
        }
        match best {
            Some((_, c)) => Branch::Cell(c, st.candidates(c)),
            None => branch,
        }
    }

    fn found(&mut self, board: &Board, depth: u32) -> ControlFlow<Stop> {
        let score = self.weights.score(board);
        if self.best_score().is_some_and(|b| score <= b) {
            return ControlFlow::Continue(());
        }
        self.best = Some((score, *board));
        (self.on_improve)(score, board);
        self.report(depth);
        if score >= self.at.upper {
            ControlFlow::Break(Stop::Optimal)
        } else {
            ControlFlow::Continue(())
        }
    }
}

#[cfg(test)]
mod tests;
