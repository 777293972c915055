//! A conflict-driven clause-learning (CDCL) SAT solver and the sudoku encoding over any
//! layout.
//!
//! Why it exists: depth-first search, however good its branching, must visit every
//! branch of a tree to prove that a jigsaw layout has no filling at all, and some such
//! trees are huge. A CDCL solver learns a clause from every conflict and so never repeats
//! the same contradiction in another branch; it settles those proofs in milliseconds. The
//! bitboard engine hands a search over to it when it stalls, and the tests use it as an
//! engine independent of the bitboard search (it shares nothing with it but `Layout`).
//!
//! The solver is the textbook design (MiniSat lineage): two watched literals per clause,
//! first-UIP learning with local clause minimisation, VSIDS variable activities in a binary
//! heap, phase saving, Luby restarts, and learnt-clause reduction by LBD. It is written
//! here rather than taken from a crate because no SAT crate we found is at once maintained,
//! pure Rust and MIT/Apache-2.0 compatible (see docs/engines.md); the sudoku formulas are
//! small (729 variables, about 12 000 clauses), so a compact solver is enough.
//!
//! Counting to a limit uses blocking clauses: after each solution, a clause forbidding
//! exactly that assignment of the open cells is added and the solver runs again.

use super::{Control, Count, Progress};
use crate::cells::CELLS;
use crate::layout::{Layout, HOUSES};
use crate::puzzle::{Board, Puzzle};
use std::ops::ControlFlow;

/// A literal: variable `v` positive is `2v`, negative `2v + 1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Lit(u32);

impl Lit {
    #[inline]
    pub fn pos(var: usize) -> Lit {
        Lit((var as u32) << 1)
    }
    #[inline]
    pub fn neg(var: usize) -> Lit {
        Lit((var as u32) << 1 | 1)
    }
    #[inline]
    pub fn var(self) -> usize {
        (self.0 >> 1) as usize
    }
    #[inline]
    fn index(self) -> usize {
        self.0 as usize
    }
    #[inline]
    fn is_neg(self) -> u8 {
        (self.0 & 1) as u8
    }
}

impl std::ops::Not for Lit {
    type Output = Lit;
    #[inline]
    fn not(self) -> Lit {
        Lit(self.0 ^ 1)
    }
}

const FALSE: u8 = 0;
const TRUE: u8 = 1;
const UNDEF: u8 = 2;
const NO_REASON: u32 = u32::MAX;

/// The value of a literal under the variable assignment `assign`.
#[inline]
fn lit_value(assign: &[u8], l: Lit) -> u8 {
    let v = assign[l.var()];
    if v == UNDEF {
        UNDEF
    } else {
        v ^ l.is_neg()
    }
}

struct Clause {
    lits: Vec<Lit>,
    learnt: bool,
    /// Literal block distance: distinct decision levels when learnt (lower is better).
    lbd: u32,
}

#[derive(Clone, Copy)]
struct Watch {
    clause: u32,
    /// Another literal of the clause: if it is true the clause need not be visited.
    blocker: Lit,
}

/// Variables ordered by activity, highest first (an indexed binary max-heap).
struct Order {
    heap: Vec<u32>,
    /// Position of each variable in `heap`, or `usize::MAX` when absent.
    pos: Vec<usize>,
}

impl Order {
    fn new(vars: usize) -> Order {
        Order {
            heap: (0..vars as u32).collect(),
            pos: (0..vars).collect(),
        }
    }
    fn contains(&self, v: usize) -> bool {
        self.pos[v] != usize::MAX
    }
    fn up(&mut self, mut i: usize, act: &[f64]) {
        let v = self.heap[i];
        while i > 0 {
            let parent = (i - 1) / 2;
            if act[self.heap[parent] as usize] >= act[v as usize] {
                break;
            }
            self.heap[i] = self.heap[parent];
            self.pos[self.heap[i] as usize] = i;
            i = parent;
        }
        self.heap[i] = v;
        self.pos[v as usize] = i;
    }
    fn down(&mut self, mut i: usize, act: &[f64]) {
        let v = self.heap[i];
        loop {
            let left = 2 * i + 1;
            if left >= self.heap.len() {
                break;
            }
            let right = left + 1;
            let child = if right < self.heap.len()
                && act[self.heap[right] as usize] > act[self.heap[left] as usize]
            {
                right
            } else {
                left
            };
            if act[self.heap[child] as usize] <= act[v as usize] {
                break;
            }
            self.heap[i] = self.heap[child];
            self.pos[self.heap[i] as usize] = i;
            i = child;
        }
        self.heap[i] = v;
        self.pos[v as usize] = i;
    }
    fn insert(&mut self, v: usize, act: &[f64]) {
        if self.contains(v) {
            return;
        }
        self.pos[v] = self.heap.len();
        self.heap.push(v as u32);
        self.up(self.heap.len() - 1, act);
    }
    fn pop(&mut self, act: &[f64]) -> Option<usize> {
        let top = *self.heap.first()?;
        let last = self.heap.pop().expect("non-empty");
        self.pos[top as usize] = usize::MAX;
        if !self.heap.is_empty() {
            self.heap[0] = last;
            self.pos[last as usize] = 0;
            self.down(0, act);
        }
        Some(top as usize)
    }
}

/// The `i`-th term (from 0) of the Luby sequence 1 1 2 1 1 2 4 1 1 2 …
fn luby(mut i: u64) -> u64 {
    let (mut size, mut seq) = (1u64, 0u32);
    while size < i + 1 {
        seq += 1;
        size = 2 * size + 1;
    }
    while size - 1 != i {
        size = (size - 1) >> 1;
        seq -= 1;
        i %= size;
    }
    1 << seq
}

/// Conflicts per unit of the Luby restart sequence.
const RESTART_UNIT: u64 = 64;

/// A CDCL solver over variables `0..vars`.
pub struct Solver {
    clauses: Vec<Clause>,
    /// Clauses indexed by the literal they watch; visited when that literal becomes false.
    watches: Vec<Vec<Watch>>,
    assign: Vec<u8>,
    level: Vec<u32>,
    reason: Vec<u32>,
    /// The last value of each variable, reused when it is decided again.
    phase: Vec<u8>,
    trail: Vec<Lit>,
    /// Trail length at the start of each decision level.
    trail_lim: Vec<usize>,
    queue_head: usize,
    activity: Vec<f64>,
    var_inc: f64,
    order: Order,
    seen: Vec<bool>,
    /// False once the clauses are known unsatisfiable at level 0.
    ok: bool,
    learnts: usize,
    max_learnts: usize,
    conflicts: u64,
    restarts: u64,
}

impl Solver {
    pub fn new(vars: usize) -> Solver {
        Solver {
            clauses: Vec::new(),
            watches: vec![Vec::new(); 2 * vars],
            assign: vec![UNDEF; vars],
            level: vec![0; vars],
            reason: vec![NO_REASON; vars],
            phase: vec![TRUE; vars],
            trail: Vec::with_capacity(vars),
            trail_lim: Vec::new(),
            queue_head: 0,
            activity: vec![0.0; vars],
            var_inc: 1.0,
            order: Order::new(vars),
            seen: vec![false; vars],
            ok: true,
            learnts: 0,
            max_learnts: 2000,
            conflicts: 0,
            restarts: 0,
        }
    }

    pub fn vars(&self) -> usize {
        self.assign.len()
    }

    /// Conflicts met so far, over all `solve` calls.
    pub fn conflicts(&self) -> u64 {
        self.conflicts
    }

    /// The value of `var` in the last model found (meaningful after `solve` returned
    /// `Some(true)` and before clauses are added).
    pub fn value(&self, var: usize) -> bool {
        self.assign[var] == TRUE
    }

    fn decision_level(&self) -> u32 {
        self.trail_lim.len() as u32
    }

    fn enqueue(&mut self, l: Lit, reason: u32) {
        let v = l.var();
        self.assign[v] = TRUE ^ l.is_neg();
        self.level[v] = self.decision_level();
        self.reason[v] = reason;
        self.trail.push(l);
    }

    fn cancel_until(&mut self, level: u32) {
        if self.decision_level() <= level {
            return;
        }
        let keep = self.trail_lim[level as usize];
        for i in (keep..self.trail.len()).rev() {
            let v = self.trail[i].var();
            self.phase[v] = self.assign[v];
            self.assign[v] = UNDEF;
            self.reason[v] = NO_REASON;
            self.order.insert(v, &self.activity);
        }
        self.trail.truncate(keep);
        self.trail_lim.truncate(level as usize);
        self.queue_head = keep;
    }

    fn attach(&mut self, ci: u32) {
        let c = &self.clauses[ci as usize];
        let (a, b) = (c.lits[0], c.lits[1]);
        self.watches[a.index()].push(Watch {
            clause: ci,
            blocker: b,
        });
        self.watches[b.index()].push(Watch {
            clause: ci,
            blocker: a,
        });
    }

    /// Adds a clause (at decision level 0; any search state is abandoned). Returns false
    /// when the clauses have become unsatisfiable.
    pub fn add_clause(&mut self, lits: &[Lit]) -> bool {
        self.cancel_until(0);
        if !self.ok {
            return false;
        }
        let mut ls: Vec<Lit> = lits.to_vec();
        ls.sort_unstable();
        ls.dedup();
        // A clause holding x and ¬x is always true; literals false at level 0 never help.
        if ls.windows(2).any(|w| w[0] == !w[1]) {
            return true;
        }
        if ls.iter().any(|&l| lit_value(&self.assign, l) == TRUE) {
            return true;
        }
        ls.retain(|&l| lit_value(&self.assign, l) == UNDEF);
        match ls.len() {
            0 => self.ok = false,
            1 => {
                self.enqueue(ls[0], NO_REASON);
                if self.propagate().is_some() {
                    self.ok = false;
                }
            }
            _ => {
                self.clauses.push(Clause {
                    lits: ls,
                    learnt: false,
                    lbd: 0,
                });
                self.attach(self.clauses.len() as u32 - 1);
            }
        }
        self.ok
    }

    /// Unit propagation over the trail; returns a conflicting clause if one arises.
    fn propagate(&mut self) -> Option<u32> {
        while self.queue_head < self.trail.len() {
            let p = self.trail[self.queue_head];
            self.queue_head += 1;
            let false_lit = !p;
            let mut ws = std::mem::take(&mut self.watches[false_lit.index()]);
            let (mut i, mut j) = (0, 0);
            let mut conflict = None;
            while i < ws.len() {
                let w = ws[i];
                i += 1;
                if lit_value(&self.assign, w.blocker) == TRUE {
                    ws[j] = w;
                    j += 1;
                    continue;
                }
                let c = &mut self.clauses[w.clause as usize];
                if c.lits[0] == false_lit {
                    c.lits.swap(0, 1);
                }
                let first = c.lits[0];
                if first != w.blocker && lit_value(&self.assign, first) == TRUE {
                    ws[j] = Watch {
                        clause: w.clause,
                        blocker: first,
                    };
                    j += 1;
                    continue;
                }
                // Look for another literal to watch.
                let mut moved = false;
                for k in 2..c.lits.len() {
                    if lit_value(&self.assign, c.lits[k]) != FALSE {
                        c.lits.swap(1, k);
                        let nl = c.lits[1];
                        self.watches[nl.index()].push(Watch {
                            clause: w.clause,
                            blocker: first,
                        });
                        moved = true;
                        break;
                    }
                }
                if moved {
                    continue;
                }
                ws[j] = Watch {
                    clause: w.clause,
                    blocker: first,
                };
                j += 1;
                if lit_value(&self.assign, first) == FALSE {
                    conflict = Some(w.clause);
                    while i < ws.len() {
                        ws[j] = ws[i];
                        i += 1;
                        j += 1;
                    }
                } else {
                    self.enqueue(first, w.clause);
                }
            }
            ws.truncate(j);
            self.watches[false_lit.index()] = ws;
            if conflict.is_some() {
                self.queue_head = self.trail.len();
                return conflict;
            }
        }
        None
    }

    fn bump(&mut self, v: usize) {
        self.activity[v] += self.var_inc;
        if self.activity[v] > 1e100 {
            for a in self.activity.iter_mut() {
                *a *= 1e-100;
            }
            self.var_inc *= 1e-100;
        }
        if self.order.contains(v) {
            let i = self.order.pos[v];
            self.order.up(i, &self.activity);
        }
    }

    /// First-UIP conflict analysis: the learnt clause (asserting literal first, a literal
    /// of the backjump level second), the level to jump back to, and the clause's LBD.
    fn analyze(&mut self, mut conflict: u32) -> (Vec<Lit>, u32, u32) {
        let mut learnt = vec![Lit(0)];
        let mut open = 0;
        let mut p: Option<Lit> = None;
        let mut idx = self.trail.len();
        let current = self.decision_level();
        loop {
            let skip = usize::from(p.is_some());
            let n = self.clauses[conflict as usize].lits.len();
            for k in skip..n {
                let q = self.clauses[conflict as usize].lits[k];
                let v = q.var();
                if !self.seen[v] && self.level[v] > 0 {
                    self.seen[v] = true;
                    self.bump(v);
                    if self.level[v] >= current {
                        open += 1;
                    } else {
                        learnt.push(q);
                    }
                }
            }
            loop {
                idx -= 1;
                if self.seen[self.trail[idx].var()] {
                    break;
                }
            }
            let l = self.trail[idx];
            p = Some(l);
            conflict = self.reason[l.var()];
            self.seen[l.var()] = false;
            open -= 1;
            if open == 0 {
                break;
            }
        }
        learnt[0] = !p.expect("the conflict has a literal of the current level");
        // Local minimisation: a literal implied by other literals of the clause is redundant.
        let mut kept = vec![learnt[0]];
        for &l in &learnt[1..] {
            let r = self.reason[l.var()];
            let redundant = r != NO_REASON
                && self.clauses[r as usize].lits[1..]
                    .iter()
                    .all(|q| self.seen[q.var()] || self.level[q.var()] == 0);
            if !redundant {
                kept.push(l);
            }
        }
        for &l in &learnt[1..] {
            self.seen[l.var()] = false;
        }
        // Backjump to the highest level among the other literals, which goes second.
        let mut back = 0;
        if kept.len() > 1 {
            let mut best = 1;
            for k in 2..kept.len() {
                if self.level[kept[k].var()] > self.level[kept[best].var()] {
                    best = k;
                }
            }
            kept.swap(1, best);
            back = self.level[kept[1].var()];
        }
        let mut levels: Vec<u32> = kept.iter().map(|l| self.level[l.var()]).collect();
        levels.sort_unstable();
        levels.dedup();
        (kept, back, levels.len() as u32)
    }

    /// Drops the worse half of the learnt clauses (by LBD; "glue" clauses of LBD ≤ 2 stay).
    /// Runs at level 0 only, where no learnt clause is a reason that matters.
    fn reduce_learnts(&mut self) {
        debug_assert_eq!(self.decision_level(), 0);
        let mut lbds: Vec<u32> = self
            .clauses
            .iter()
            .filter(|c| c.learnt && c.lbd > 2)
            .map(|c| c.lbd)
            .collect();
        if lbds.is_empty() {
            return;
        }
        lbds.sort_unstable();
        let cut = lbds[lbds.len() / 2];
        let mut budget = lbds.len() / 2;
        self.clauses.retain(|c| {
            let drop = c.learnt && c.lbd > 2 && c.lbd >= cut && budget > 0;
            if drop {
                budget -= 1;
            }
            !drop
        });
        for v in 0..self.vars() {
            // Level-0 reasons are never looked at, but they must not point past the end.
            self.reason[v] = NO_REASON;
        }
        for w in self.watches.iter_mut() {
            w.clear();
        }
        for ci in 0..self.clauses.len() {
            self.attach(ci as u32);
        }
        self.learnts = self.clauses.iter().filter(|c| c.learnt).count();
    }

    /// Searches for a model. `Some(true)`: satisfiable (read it with `value`);
    /// `Some(false)`: unsatisfiable; `None`: stopped through `ctl` (one tick per conflict,
    /// counted in `nodes`).
    pub fn solve(&mut self, ctl: &mut Control, nodes: &mut u64) -> Option<bool> {
        self.cancel_until(0);
        if !self.ok {
            return Some(false);
        }
        let mut since_restart = 0u64;
        loop {
            if let Some(conflict) = self.propagate() {
                self.conflicts += 1;
                since_restart += 1;
                *nodes += 1;
                let (n, depth) = (*nodes, self.decision_level());
                if ctl.tick(n, || Progress {
                    nodes: n,
                    depth,
                    ..Progress::default()
                }) {
                    self.cancel_until(0);
                    return None;
                }
                if self.decision_level() == 0 {
                    self.ok = false;
                    return Some(false);
                }
                let (learnt, back, lbd) = self.analyze(conflict);
                self.cancel_until(back);
                if learnt.len() == 1 {
                    self.enqueue(learnt[0], NO_REASON);
                } else {
                    let asserting = learnt[0];
                    self.clauses.push(Clause {
                        lits: learnt,
                        learnt: true,
                        lbd,
                    });
                    let ci = self.clauses.len() as u32 - 1;
                    self.attach(ci);
                    self.learnts += 1;
                    self.enqueue(asserting, ci);
                }
                self.var_inc /= 0.95;
            } else {
                if since_restart >= luby(self.restarts) * RESTART_UNIT {
                    self.restarts += 1;
                    since_restart = 0;
                    self.cancel_until(0);
                    if self.learnts > self.max_learnts {
                        self.reduce_learnts();
                        self.max_learnts += self.max_learnts / 10;
                    }
                    continue;
                }
                let next = loop {
                    match self.order.pop(&self.activity) {
                        None => break None,
                        Some(v) if self.assign[v] == UNDEF => break Some(v),
                        Some(_) => {}
                    }
                };
                let Some(v) = next else {
                    return Some(true);
                };
                self.trail_lim.push(self.trail.len());
                let lit = if self.phase[v] == TRUE {
                    Lit::pos(v)
                } else {
                    Lit::neg(v)
                };
                self.enqueue(lit, NO_REASON);
            }
        }
    }
}

/// The variable "cell holds digit" (digit 1..=9).
#[inline]
fn var(cell: usize, digit: u8) -> usize {
    cell * 9 + digit as usize - 1
}

/// The sudoku formula of a layout and its givens: every cell holds one digit, every house
/// holds every digit once (at least once as one clause, at most once as pairwise binary
/// clauses). Candidates that a given's peers rule out are fixed false up front.
pub fn encode(layout: &Layout, givens: &Board) -> Solver {
    let mut s = Solver::new(CELLS * 9);
    for c in 0..CELLS {
        let all: Vec<Lit> = (1..=9).map(|d| Lit::pos(var(c, d))).collect();
        s.add_clause(&all);
        for a in 1..=9u8 {
            for b in a + 1..=9 {
                s.add_clause(&[Lit::neg(var(c, a)), Lit::neg(var(c, b))]);
            }
        }
    }
    for h in 0..HOUSES {
        let cells: Vec<usize> = layout.house(h).iter().collect();
        for d in 1..=9u8 {
            let all: Vec<Lit> = cells.iter().map(|&c| Lit::pos(var(c, d))).collect();
            s.add_clause(&all);
            for (i, &a) in cells.iter().enumerate() {
                for &b in &cells[i + 1..] {
                    s.add_clause(&[Lit::neg(var(a, d)), Lit::neg(var(b, d))]);
                }
            }
        }
    }
    for (c, &g) in givens.iter().enumerate() {
        if g != 0 {
            s.add_clause(&[Lit::pos(var(c, g))]);
        }
    }
    s
}

/// Adds the law of leftovers as redundant clauses: for each leftover pair (A, B) of the
/// layout and each digit d, d in a cell of A implies d somewhere in B, and vice versa.
/// Implied by the base formula, they shortcut the proofs that a layout has no filling.
pub fn add_leftovers(s: &mut Solver, layout: &Layout) {
    for &(a, b) in layout.leftovers() {
        for (from, to) in [(a, b), (b, a)] {
            for d in 1..=9u8 {
                for c in from.iter() {
                    let mut clause = vec![Lit::neg(var(c, d))];
                    clause.extend(to.iter().map(|t| Lit::pos(var(t, d))));
                    s.add_clause(&clause);
                }
            }
        }
    }
}

/// The board of the solver's current model.
fn model_board(s: &Solver) -> Board {
    let mut b = [0u8; CELLS];
    for (c, slot) in b.iter_mut().enumerate() {
        *slot = (1..=9).find(|&d| s.value(var(c, d))).unwrap_or(0);
    }
    b
}

/// The clause that rules out `board` as a model (over the cells that are not givens).
fn blocking_clause(givens: &Board, board: &Board) -> Vec<Lit> {
    (0..CELLS)
        .filter(|&c| givens[c] == 0)
        .map(|c| Lit::neg(var(c, board[c])))
        .collect()
}

/// Calls `f` with every solution of the givens on `layout` except those in `skip`, until
/// `f` breaks, the solutions run out or `ctl` stops the search. Returns the conflicts met
/// and whether the search ran to its end (true if `f` broke it off). With `leftovers`
/// the formula also gets the law-of-leftovers clauses ([`add_leftovers`]): the bitboard
/// engine's hand-over uses them; the plain formula keeps this engine independent of that
/// reasoning for cross-checks.
pub fn for_each_solution_except(
    layout: &Layout,
    givens: &Board,
    skip: &[Board],
    leftovers: bool,
    ctl: &mut Control,
    mut f: impl FnMut(&Board) -> ControlFlow<()>,
) -> (u64, bool) {
    let mut s = encode(layout, givens);
    if leftovers {
        add_leftovers(&mut s, layout);
    }
    for b in skip {
        s.add_clause(&blocking_clause(givens, b));
    }
    let mut nodes = 0u64;
    loop {
        match s.solve(ctl, &mut nodes) {
            None => return (nodes, false),
            Some(false) => return (nodes, true),
            Some(true) => {
                let board = model_board(&s);
                if f(&board).is_break() {
                    return (nodes, true);
                }
                s.add_clause(&blocking_clause(givens, &board));
            }
        }
    }
}

/// Calls `f` with every solution of `puzzle` (see [`for_each_solution_except`]).
pub fn for_each_solution(
    puzzle: &Puzzle,
    ctl: &mut Control,
    f: impl FnMut(&Board) -> ControlFlow<()>,
) -> (u64, bool) {
    for_each_solution_except(&puzzle.layout, &puzzle.givens, &[], false, ctl, f)
}

/// Counts solutions up to `limit` (at least 1), keeping the first. `nodes` are conflicts.
pub fn count_with(puzzle: &Puzzle, limit: usize, ctl: &mut Control) -> Count {
    super::count_solutions(limit, |visit| for_each_solution(puzzle, ctl, visit))
}

/// Counts solutions up to `limit` (at least 1).
pub fn count(puzzle: &Puzzle, limit: usize) -> Count {
    count_with(puzzle, limit, &mut Control::none())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::is_solution_of;

    #[test]
    fn luby_sequence() {
        let seq: Vec<u64> = (0..15).map(luby).collect();
        assert_eq!(seq, [1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]);
    }

    #[test]
    fn small_formulas() {
        // (a ∨ b) ∧ (¬a ∨ b) ∧ (a ∨ ¬b) ∧ (¬a ∨ ¬b) is unsatisfiable.
        let mut s = Solver::new(2);
        let (a, b) = (0, 1);
        for (x, y) in [
            (Lit::pos(a), Lit::pos(b)),
            (Lit::neg(a), Lit::pos(b)),
            (Lit::pos(a), Lit::neg(b)),
        ] {
            s.add_clause(&[x, y]);
        }
        let mut n = 0;
        assert_eq!(s.solve(&mut Control::none(), &mut n), Some(true));
        assert!(s.value(a) && s.value(b));
        s.add_clause(&[Lit::neg(a), Lit::neg(b)]);
        assert_eq!(s.solve(&mut Control::none(), &mut n), Some(false));
    }

    #[test]
    fn pigeonhole_is_unsatisfiable() {
        // 6 pigeons in 5 holes: needs real learning, not just propagation.
        let (p, h) = (6, 5);
        let mut s = Solver::new(p * h);
        for i in 0..p {
            let all: Vec<Lit> = (0..h).map(|j| Lit::pos(i * h + j)).collect();
            s.add_clause(&all);
        }
        for j in 0..h {
            for a in 0..p {
                for b in a + 1..p {
                    s.add_clause(&[Lit::neg(a * h + j), Lit::neg(b * h + j)]);
                }
            }
        }
        let mut n = 0;
        assert_eq!(s.solve(&mut Control::none(), &mut n), Some(false));
        assert!(n > 0);
    }

    #[test]
    fn enumerates_distinct_solutions_and_skips() {
        let p = Puzzle::classic([0; CELLS]);
        let mut seen = Vec::new();
        for_each_solution(&p, &mut Control::none(), |b| {
            assert!(is_solution_of(&p, b));
            seen.push(*b);
            if seen.len() == 20 {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
        let mut sorted = seen.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), 20);
        // A puzzle with exactly two solutions: skipping one leaves the other.
        let mut g = seen[0];
        let other = seen[1];
        for c in 0..CELLS {
            if g[c] != other[c] {
                g[c] = 0;
            }
        }
        let two = Puzzle::classic(g);
        let c = count(&two, 10);
        assert!(c.solutions >= 2);
        let mut rest = 0;
        let skip = [seen[0]];
        for_each_solution_except(
            &two.layout,
            &two.givens,
            &skip,
            true,
            &mut Control::none(),
            |b| {
                assert_ne!(*b, seen[0]);
                rest += 1;
                ControlFlow::Continue(())
            },
        );
        assert_eq!(rest, c.solutions - 1);
    }

    #[test]
    fn clashing_givens_are_unsatisfiable() {
        let mut g = [0u8; CELLS];
        g[0] = 5;
        g[80] = 5;
        g[8] = 5;
        assert_eq!(count(&Puzzle::classic(g), 2).solutions, 0);
    }
}
