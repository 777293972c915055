//! Solving engines and what they share: cancellation, progress reports and results.
//!
//! Every long-running call takes a [`Control`]: an optional cancellation token and an
//! optional progress observer. Engines call [`Control::tick`] once per search node; it
//! does real work only every 1024 nodes, so an unused `Control` costs nothing measurable.

pub mod bitboard;
pub mod classic;
pub mod dlx;
pub mod sat;
#[cfg(test)]
mod tests;

use crate::puzzle::Board;
use std::ops::ControlFlow;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// A cancellation token: cheap to clone, shared between the caller and the search.
#[derive(Clone, Debug, Default)]
pub struct Cancel(Arc<AtomicBool>);

impl Cancel {
    pub fn new() -> Cancel {
        Cancel::default()
    }
    pub fn cancel(&self) {
        self.0.store(true, Ordering::Relaxed);
    }
    pub fn is_cancelled(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}

/// Pauses a search between nodes and lets it go on one node at a time (a learner
/// watching branch and bound). Clones share the gate. Only searches that call
/// [`Control::gate_node`] (the target maximizer) stop at it.
#[derive(Clone, Debug, Default)]
pub struct Gate(Arc<GateInner>);

#[derive(Debug, Default)]
struct GateInner {
    /// Mirrors `state.0`, read on every node without the lock.
    paused: AtomicBool,
    /// Paused, and nodes granted while paused.
    state: std::sync::Mutex<(bool, u64)>,
    wake: std::sync::Condvar,
}

impl Gate {
    pub fn new() -> Gate {
        Gate::default()
    }

    /// Pauses (true) or resumes (false) the search.
    pub fn pause(&self, on: bool) {
        let mut st = self.0.state.lock().unwrap_or_else(|e| e.into_inner());
        *st = (on, 0);
        self.0.paused.store(on, Ordering::Relaxed);
        self.0.wake.notify_all();
    }

    pub fn is_paused(&self) -> bool {
        self.0.paused.load(Ordering::Relaxed)
    }

    /// Lets a paused search explore one more node.
    pub fn step(&self) {
        let mut st = self.0.state.lock().unwrap_or_else(|e| e.into_inner());
        st.1 += 1;
        self.0.wake.notify_all();
    }

    /// Waits while paused without a granted node (waking now and then to look at
    /// `cancel`); true when a granted node was taken.
    fn pass(&self, cancel: Option<&Cancel>) -> bool {
        let mut st = self.0.state.lock().unwrap_or_else(|e| e.into_inner());
        loop {
            if !st.0 || cancel.is_some_and(Cancel::is_cancelled) {
                return false;
            }
            if st.1 > 0 {
                st.1 -= 1;
                return true;
            }
            st = self
                .0
                .wake
                .wait_timeout(st, Duration::from_millis(50))
                .unwrap_or_else(|e| e.into_inner())
                .0;
        }
    }
}

/// A snapshot of a running search.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Progress {
    pub nodes: u64,
    pub depth: u32,
    /// Best score found so far (maximizer only).
    pub best: Option<i64>,
    /// Upper bound on the best score still possible (maximizer only).
    pub bound: Option<i64>,
    /// The cell the search last branched on (maximizer only), for watching it work.
    pub cell: Option<usize>,
    /// Which bound `bound` comes from (maximizer only).
    pub bound_by: Option<BoundSource>,
    /// Nodes the maximizer pruned by its linear-programming (Lagrangian) bound, and by
    /// its template bound.
    pub pruned_lp: u64,
    pub pruned_templates: u64,
    pub elapsed: Duration,
}

/// Which bound a maximizer's proven upper bound comes from, for watching it work.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoundSource {
    /// The Lagrangian relaxation (regions as assignment problems), whose best multipliers
    /// reach the linear-programming bound: at the root, or at the nodes still open.
    Lp,
    /// The digit templates (each digit's nine cells taken whole).
    Templates,
    /// The search itself: a round proved that no filling reaches higher (or a related
    /// search did, for `explain`).
    Search,
}

impl Progress {
    /// The bound, if there is one yet: before its first bound the maximizer reports
    /// `i64::MAX`, which is a placeholder, not a figure to show.
    pub fn known_bound(&self) -> Option<i64> {
        self.bound.filter(|&b| b != i64::MAX)
    }
}

/// Cancellation and progress reporting for one engine call.
pub struct Control<'a> {
    cancel: Option<Cancel>,
    gate: Option<Gate>,
    observer: Option<&'a mut dyn FnMut(&Progress)>,
    interval: Duration,
    start: Instant,
    last_report: Instant,
    stopped: bool,
    /// Nodes after which the search stops as if cancelled (None: no limit).
    node_budget: Option<u64>,
}

impl Default for Control<'_> {
    fn default() -> Self {
        Control::none()
    }
}

/// How often `tick` looks at the clock and the token, in nodes (a power of two).
const TICK_MASK: u64 = 1023;

impl<'a> Control<'a> {
    /// No cancellation, no progress.
    pub fn none() -> Control<'a> {
        let now = Instant::now();
        Control {
            cancel: None,
            gate: None,
            observer: None,
            interval: Duration::from_millis(50),
            start: now,
            last_report: now,
            stopped: false,
            node_budget: None,
        }
    }

    /// Stops the search, as a cancellation does, once it has visited `nodes` nodes
    /// (checked every [`TICK_MASK`] + 1 nodes, so it may run that many more). For callers
    /// that must not stall on a puzzle an engine finds hard, such as a benchmark of the
    /// dancing-links engine, which has no propagation to prove a jigsaw layout unfillable.
    pub fn with_node_budget(mut self, nodes: u64) -> Self {
        self.node_budget = Some(nodes);
        self
    }

    pub fn with_cancel(mut self, cancel: Cancel) -> Self {
        self.cancel = Some(cancel);
        self
    }

    /// Lets `gate` pause the search between nodes.
    pub fn with_gate(mut self, gate: Gate) -> Self {
        self.gate = Some(gate);
        self
    }

    /// Whether a gate is set and paused: the search should call [`Control::gate_node`].
    #[inline]
    pub fn gated(&self) -> bool {
        self.gate.as_ref().is_some_and(Gate::is_paused)
    }

    /// Called by a search before a node while [`Control::gated`]: reports the node it
    /// waits at, then waits for a step (or a resume, or cancellation). The report is
    /// forced: where a pause stops the search, and where each step takes it, is then the
    /// search's own count (the last rate-limited report is behind it). Returns true when
    /// the search must stop.
    pub fn gate_node(&mut self, progress: Progress) -> bool {
        let Some(gate) = self.gate.clone() else {
            return self.stopped;
        };
        self.report(progress, true);
        gate.pass(self.cancel.as_ref());
        if self.cancel.as_ref().is_some_and(Cancel::is_cancelled) {
            self.stopped = true;
        }
        self.stopped
    }

    /// Reports progress to `observer` at most once per `interval`.
    pub fn with_observer(
        mut self,
        interval: Duration,
        observer: &'a mut dyn FnMut(&Progress),
    ) -> Self {
        self.interval = interval;
        self.observer = Some(observer);
        self
    }

    /// Called once per node. Returns true when the search must stop (cancelled).
    /// `snapshot` is only evaluated when a report is due.
    #[inline(always)]
    pub fn tick(&mut self, nodes: u64, snapshot: impl FnOnce() -> Progress) -> bool {
        if nodes & TICK_MASK != 0 {
            return self.stopped;
        }
        self.slow_tick(nodes, snapshot)
    }

    #[cold]
    #[inline(never)]
    fn slow_tick(&mut self, nodes: u64, snapshot: impl FnOnce() -> Progress) -> bool {
        if self.cancel.as_ref().is_some_and(Cancel::is_cancelled)
            || self.node_budget.is_some_and(|budget| nodes >= budget)
        {
            self.stopped = true;
        }
        if let Some(obs) = self.observer.as_mut() {
            let now = Instant::now();
            if now - self.last_report >= self.interval {
                self.last_report = now;
                let mut p = snapshot();
                p.elapsed = now - self.start;
                obs(&p);
            }
        }
        self.stopped
    }

    /// Sends a report now (for example a new best score), bypassing the rate limit
    /// only if `force` is set.
    pub fn report(&mut self, mut p: Progress, force: bool) {
        if let Some(obs) = self.observer.as_mut() {
            let now = Instant::now();
            if force || now - self.last_report >= self.interval {
                self.last_report = now;
                p.elapsed = now - self.start;
                obs(&p);
            }
        }
    }

    pub fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }

    /// True once the token was seen cancelled or the node budget was spent.
    pub fn was_stopped(&self) -> bool {
        self.stopped
    }
}

/// The result of counting solutions up to a limit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Count {
    /// Solutions found, at most the limit.
    pub solutions: usize,
    /// The first solution found.
    pub first: Option<crate::puzzle::Board>,
    pub nodes: u64,
    /// False when the search was cancelled before it finished.
    pub complete: bool,
}

impl Count {
    /// "none", "unique" or "multiple" (limit ≥ 2), for reports.
    pub fn verdict(&self) -> Verdict {
        match self.solutions {
            0 => Verdict::None,
            1 => Verdict::Unique,
            _ => Verdict::Multiple,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    None,
    Unique,
    Multiple,
}

/// Counts with an engine's enumerator: keeps the first solution and stops the enumeration
/// at `limit` (at least 1). `enumerate` calls its visitor once per solution and returns
/// (nodes, complete), as every engine's `for_each_solution` does.
pub(crate) fn count_solutions(
    limit: usize,
    enumerate: impl FnOnce(&mut dyn FnMut(&Board) -> ControlFlow<()>) -> (u64, bool),
) -> Count {
    let limit = limit.max(1);
    let (mut first, mut solutions) = (None, 0);
    let (nodes, complete) = enumerate(&mut |b| {
        first.get_or_insert(*b);
        solutions += 1;
        if solutions >= limit {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    Count {
        solutions,
        first,
        nodes,
        complete,
    }
}

/// Counts solutions up to `limit` with the best engine for the puzzle's layout.
pub fn count(puzzle: &crate::puzzle::Puzzle, limit: usize) -> Count {
    if puzzle.layout.is_classic() {
        return classic::count(&puzzle.givens, limit);
    }
    bitboard::count(puzzle, limit)
}

/// The number of solutions up to `limit`, without keeping any (see [`classic::tally`]).
pub fn tally(puzzle: &crate::puzzle::Puzzle, limit: usize) -> usize {
    if puzzle.layout.is_classic() {
        return classic::tally(&puzzle.givens, limit);
    }
    bitboard::count(puzzle, limit).solutions
}

/// Like [`count`], with cancellation and progress.
pub fn count_with(puzzle: &crate::puzzle::Puzzle, limit: usize, ctl: &mut Control) -> Count {
    if puzzle.layout.is_classic() {
        return classic::count_with(&puzzle.givens, limit.max(1), ctl);
    }
    bitboard::count_with(puzzle, limit.max(1), ctl)
}
