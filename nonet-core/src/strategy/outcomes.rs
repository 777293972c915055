//! Every assumption's outcome for the forcing search, propagated without its reasons.
//!
//! A forcing chain or net search propagates both assumptions of every candidate (some
//! five hundred per position) and keeps only what each ends with: the candidates made
//! true and false, and how deep a contradiction lies. [`super::forcing`]'s `Propagation`
//! keeps every fact's parents for the chains of the one step handed out; here the same
//! propagation, in the same order and with the same depth limits, keeps only each
//! literal's depth. The outcome's own bit sets say which literals the run derived, so
//! nothing is cleared between runs: a depth is read only where they say it was written.
//! The outcomes are the same (tests/speed.rs checks them against `Propagation` on many
//! positions), so the steps found are too.

use super::assumption::{slot, Literal, Mode, Outcome};
use super::Candidates;
use crate::cells::{CellSet, Digits, CELLS};
use crate::layout::Layout;

/// Literal slots: (cell * 9 + digit - 1) * 2, plus one when it says true.
const SLOTS: usize = CELLS * 9 * 2;

/// The digits of a mask, smallest first (as `Digits::iter`, by bit tricks: this is the
/// innermost loop of the forcing search).
#[inline]
fn digits(mask: Digits) -> impl Iterator<Item = u8> {
    let mut bits = mask.0;
    std::iter::from_fn(move || {
        if bits == 0 {
            return None;
        }
        let d = bits.trailing_zeros() as u8 + 1;
        bits &= bits - 1;
        Some(d)
    })
}

/// Depths a run records: the limit, plus room for the rejected ones above it.
const DEPTHS: usize = 64;

/// The scratch state of the propagations of one position, reused run after run.
pub(super) struct Outcomes<'a> {
    start: &'a Candidates,
    layout: &'a Layout,
    mode: Mode,
    limit: u16,
    /// Per literal slot: the depth it was derived at, valid where `outcome` holds it.
    depth: Box<[u16; SLOTS]>,
    /// The derived literals in order (their slots): the breadth-first queue.
    queue: Box<[u16; SLOTS]>,
    len: usize,
    /// The assumed state of the run (nets): the cells' candidates less the literals made
    /// false. A digit's places are `start.cells_of(digit) - outcome.off[digit]`.
    masks: [Digits; CELLS],
    /// Chains: each candidate's strong links in the starting state (the literals its
    /// removal makes true, in `Propagation`'s order), as on-literal slots.
    strong: Vec<([u16; 4], u8)>,
    /// Bounded runs: how many queued literals wait at each depth.
    waiting: [u16; DEPTHS],
    outcome: Outcome,
}

impl<'a> Outcomes<'a> {
    /// Scratch for the chain or net (not deep net) propagations of `start`.
    pub(super) fn new(start: &'a Candidates, mode: Mode) -> Outcomes<'a> {
        debug_assert!(
            mode != Mode::DeepNet,
            "deep nets propagate with their reasons"
        );
        let layout = start.layout();
        let mut strong = Vec::new();
        if mode == Mode::Chain {
            // A bivalue cell's other digit, then the other place of the digit in each
            // of the cell's houses where it has two: what `Propagation` derives from a
            // removal, in its order (a repeat is skipped there as known).
            strong = vec![([0u16; 4], 0u8); CELLS * 9];
            for cell in start.unsolved().iter() {
                let mask = start.get(cell);
                for digit in mask.iter() {
                    let (links, n) = &mut strong[cell * 9 + digit as usize - 1];
                    let mut push = |c: usize, d: u8| {
                        links[*n as usize] = slot(c, d, true) as u16;
                        *n += 1;
                    };
                    if mask.is_pair() {
                        if let Some(e) = Digits(mask.0 & !Digits::single(digit).0).first() {
                            push(cell, e);
                        }
                    }
                    for h in layout.houses_of(cell) {
                        let places = start.cells_of(digit) & layout.house(h);
                        if places.is_pair() {
                            if let Some(q) = (places - CellSet::single(cell)).first() {
                                push(q, digit);
                            }
                        }
                    }
                }
            }
        }
        Outcomes {
            start,
            layout,
            mode,
            limit: mode.depth_limit(),
            depth: Box::new([0; SLOTS]),
            queue: Box::new([0; SLOTS]),
            len: 0,
            masks: *start.masks(),
            strong,
            waiting: [0; DEPTHS],
            outcome: Outcome::default(),
        }
    }

    /// What assuming `assumption` ends with: as `Propagation::run(..).outcome()`.
    pub(super) fn run(&mut self, assumption: Literal) -> &Outcome {
        self.propagate(assumption, u32::MAX);
        &self.outcome
    }

    /// What assuming `assumption` ends with, when that may hold a contradiction shallower
    /// than `bound`; `None` when the run stopped early because it could not.
    ///
    /// Why stopping changes nothing: until it stops the run is `run`'s, step for step.
    /// A literal is derived at least one deeper than the literal whose consequences
    /// derive it (a single as deep as the deepest removal behind it plus one, and that
    /// removal is the one processed or younger), and a contradiction is as deep as its
    /// two literals together. So once every literal still queued is at least
    /// `bound - 1` deep, whatever the rest of the run meets lies at `bound` or deeper.
    pub(super) fn run_below(&mut self, assumption: Literal, bound: u32) -> Option<&Outcome> {
        self.propagate(assumption, bound).then_some(&self.outcome)
    }

    /// The run itself; false when it stopped at `bound` (see `run_below`).
    fn propagate(&mut self, assumption: Literal, bound: u32) -> bool {
        self.len = 0;
        self.outcome = Outcome::default();
        if self.mode != Mode::Chain {
            self.masks = *self.start.masks();
        }
        let bounded = bound != u32::MAX;
        self.derive(assumption.cell, assumption.digit, assumption.on, 0);
        let mut next = 0;
        // The shallowest depth waiting in the queue (bounded runs): literals are queued
        // deeper than the one being processed, so it only grows.
        let mut low = 0usize;
        if bounded {
            self.waiting = [0; DEPTHS];
            self.waiting[0] = 1;
        }
        while next < self.len && self.outcome.conflict.is_none() {
            let s = self.queue[next] as usize;
            if bounded {
                while self.waiting[low] == 0 {
                    low += 1;
                }
                if low as u32 + 1 >= bound {
                    return false;
                }
                self.waiting[self.depth[s] as usize] -= 1;
            }
            let before = self.len;
            self.consequences(s);
            if bounded {
                for &q in &self.queue[before..self.len] {
                    self.waiting[self.depth[q as usize] as usize] += 1;
                }
            }
            next += 1;
        }
        true
    }

    /// Queues the literal in slot `s` (just derived) for its consequences, unless it
    /// has none: a false one in a chain without a strong link (in a net it may leave a
    /// single). The rest of the run is the same without it, and the shallowest depth
    /// still waiting, which bounds a run, counts only what can lead on.
    #[inline]
    fn enqueue(&mut self, s: usize) {
        let on = s % 2 == 1;
        if on || self.mode != Mode::Chain || self.strong[s / 2].1 != 0 {
            self.queue[self.len] = s as u16;
            self.len += 1;
        }
    }

    /// Whether this run derived the literal.
    #[inline]
    fn seen(&self, cell: usize, digit: u8, on: bool) -> bool {
        let side = if on {
            &self.outcome.on
        } else {
            &self.outcome.off
        };
        side[digit as usize - 1].contains(cell)
    }

    /// Records a literal (unless known or too deep); notes a conflict with its negation.
    #[inline]
    fn derive(&mut self, cell: usize, digit: u8, on: bool, depth: u16) {
        if self.outcome.conflict.is_some() || self.seen(cell, digit, on) || depth > self.limit {
            return;
        }
        let s = slot(cell, digit, on);
        self.depth[s] = depth;
        self.enqueue(s);
        let side = if on {
            &mut self.outcome.on
        } else {
            &mut self.outcome.off
        };
        side[digit as usize - 1].insert(cell);
        if self.seen(cell, digit, !on) {
            let other = self.depth[s ^ 1];
            self.outcome.conflict = Some(u32::from(depth) + u32::from(other));
            return;
        }
        if !on {
            self.masks[cell].remove(digit);
        }
    }

    /// Derives what the literal in slot `s` implies directly, in `Propagation`'s order.
    fn consequences(&mut self, s: usize) {
        let (cell, digit, on) = (s / 18, (s / 2 % 9) as u8 + 1, s % 2 == 1);
        let depth = self.depth[s] + 1;
        let (start, layout) = (self.start, self.layout);
        if on {
            if depth > self.limit {
                return;
            }
            // Weak links: the cell's other digits, and the digit in every peer.
            let others = Digits(start.get(cell).0 & !Digits::single(digit).0);
            for e in digits(others) {
                self.derive(cell, e, false, depth);
            }
            self.derive_off_all(start.cells_of(digit) & layout.peers(cell), digit, depth);
            return;
        }
        if self.mode == Mode::Chain {
            // Strong links of the starting state: a bivalue cell, a bilocal house.
            let (links, n) = self.strong[s / 2];
            for &q in &links[..n as usize] {
                let q = q as usize;
                self.derive(q / 18, (q / 2 % 9) as u8 + 1, true, depth);
            }
            return;
        }
        // Singles of the assumed state, each as deep as the deepest removal behind it.
        let mask = self.masks[cell];
        if mask.is_single() {
            if let Some(e) = mask.first() {
                let removed = Digits(start.get(cell).0 & !mask.0);
                let mut deepest = 0;
                for d in digits(removed) {
                    if self.seen(cell, d, false) {
                        deepest = deepest.max(self.depth[slot(cell, d, false)]);
                    }
                }
                self.derive(cell, e, true, deepest + 1);
            }
        }
        let d = digit as usize - 1;
        let board = start.cells_of(digit);
        for h in layout.houses_of(cell) {
            let all = board & layout.house(h);
            let places = all - self.outcome.off[d];
            if !places.is_single() {
                continue;
            }
            let Some(q) = places.first() else { continue };
            // Every other place in the house was removed by this run.
            let mut deepest = 0;
            for c in (all - places).iter() {
                deepest = deepest.max(self.depth[slot(c, digit, false)]);
            }
            self.derive(q, digit, true, deepest + 1);
        }
    }

    /// `derive(cell, digit, false, depth)` for each of `cells` in increasing order, at
    /// once: the new ones are recorded up to the first whose candidate the run has made
    /// true, which is the contradiction that stops it.
    #[inline]
    fn derive_off_all(&mut self, cells: CellSet, digit: u8, depth: u16) {
        if self.outcome.conflict.is_some() {
            return;
        }
        let d = digit as usize - 1;
        let mut new = cells - self.outcome.off[d];
        let clash = (new & self.outcome.on[d]).first();
        if let Some(x) = clash {
            // Only the cells up to the clash are derived.
            let upto = if x == 127 {
                u128::MAX
            } else {
                (1u128 << (x + 1)) - 1
            };
            new = CellSet(new.0 & upto);
        }
        self.outcome.off[d] |= new;
        for c in new.iter() {
            let s = slot(c, digit, false);
            self.depth[s] = depth;
            self.enqueue(s);
            self.masks[c].remove(digit);
        }
        if let Some(x) = clash {
            let other = self.depth[slot(x, digit, true)];
            self.outcome.conflict = Some(u32::from(depth) + u32::from(other));
        }
    }
}
