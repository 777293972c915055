//! Every assumption's outcome for the forcing search, propagated without its reasons.
//!
//! A forcing chain or net search propagates both assumptions of every candidate (some
//! five hundred per position) and keeps only what each ends with: the candidates made
//! true and false, and how deep a contradiction lies. [`super::forcing`]'s `Propagation`
//! keeps every fact's parents for the chains of the one step handed out; here the same
//! propagation, in the same order and with the same depth limits, keeps only each
//! literal's depth, in arrays allocated once per position and told apart between runs
//! by a generation number. The outcomes are the same (tests/forcing.rs checks them
//! against `Propagation` on many positions), so the steps found are too.

use super::forcing::{Literal, Mode, Outcome};
use super::Candidates;
use crate::cells::{CellSet, Digits, CELLS};
use crate::layout::Layout;

/// A literal's slot: (cell * 9 + digit - 1) * 2, plus one when it says true.
fn slot(cell: usize, digit: u8, on: bool) -> usize {
    (cell * 9 + digit as usize - 1) * 2 + usize::from(on)
}

/// The scratch state of the propagations of one position, reused run after run.
pub(super) struct Outcomes<'a> {
    start: &'a Candidates,
    layout: &'a Layout,
    mode: Mode,
    limit: u16,
    /// Per literal slot: the run that derived it (`generation`), and at what depth.
    seen: Vec<u32>,
    depth: Vec<u16>,
    generation: u32,
    /// The derived literals in order (their slots): the breadth-first queue.
    queue: Vec<u16>,
    /// The assumed state of the run: candidates less the literals made false.
    masks: [Digits; CELLS],
    boards: [CellSet; 9],
    outcome: Outcome,
}

impl<'a> Outcomes<'a> {
    /// Scratch for the chain or net (not deep net) propagations of `start`.
    pub(super) fn new(start: &'a Candidates, mode: Mode) -> Outcomes<'a> {
        debug_assert!(
            mode != Mode::DeepNet,
            "deep nets propagate with their reasons"
        );
        Outcomes {
            start,
            layout: start.layout(),
            mode,
            limit: mode.depth_limit(),
            seen: vec![0; CELLS * 9 * 2],
            depth: vec![0; CELLS * 9 * 2],
            generation: 0,
            queue: Vec::with_capacity(CELLS * 9 * 2),
            masks: *start.masks(),
            boards: [CellSet::EMPTY; 9],
            outcome: Outcome::default(),
        }
    }

    /// What assuming `assumption` ends with: as `Propagation::run(..).outcome()`.
    pub(super) fn run(&mut self, assumption: Literal) -> Outcome {
        self.generation += 1;
        self.queue.clear();
        self.outcome = Outcome::default();
        if self.mode != Mode::Chain {
            self.masks = *self.start.masks();
            self.boards = std::array::from_fn(|d| self.start.cells_of(d as u8 + 1));
        }
        self.derive(assumption.cell, assumption.digit, assumption.on, 0);
        let mut next = 0;
        while next < self.queue.len() && self.outcome.conflict.is_none() {
            self.consequences(self.queue[next] as usize);
            next += 1;
        }
        self.outcome.clone()
    }

    /// The depth of a literal this run derived.
    fn depth_of(&self, cell: usize, digit: u8, on: bool) -> Option<u16> {
        let s = slot(cell, digit, on);
        (self.seen[s] == self.generation).then_some(self.depth[s])
    }

    /// Records a literal (unless known or too deep); notes a conflict with its negation.
    fn derive(&mut self, cell: usize, digit: u8, on: bool, depth: u16) {
        let s = slot(cell, digit, on);
        if self.outcome.conflict.is_some() || self.seen[s] == self.generation || depth > self.limit
        {
            return;
        }
        self.seen[s] = self.generation;
        self.depth[s] = depth;
        self.queue.push(s as u16);
        let side = if on {
            &mut self.outcome.on
        } else {
            &mut self.outcome.off
        };
        side[digit as usize - 1].insert(cell);
        if let Some(other) = self.depth_of(cell, digit, !on) {
            self.outcome.conflict = Some(u32::from(depth) + u32::from(other));
            return;
        }
        if !on && self.mode != Mode::Chain {
            self.masks[cell].remove(digit);
            self.boards[digit as usize - 1].remove(cell);
        }
    }

    /// Derives what the literal in slot `s` implies directly, in `Propagation`'s order.
    fn consequences(&mut self, s: usize) {
        let (cell, digit, on) = (s / 18, (s / 2 % 9) as u8 + 1, s % 2 == 1);
        let depth = self.depth[s] + 1;
        let (start, layout) = (self.start, self.layout);
        if on {
            // Weak links: the cell's other digits, and the digit in every peer.
            let others = Digits(start.get(cell).0 & !Digits::single(digit).0);
            for e in others.iter() {
                self.derive(cell, e, false, depth);
            }
            for p in (start.cells_of(digit) & layout.peers(cell)).iter() {
                self.derive(p, digit, false, depth);
            }
            return;
        }
        if self.mode == Mode::Chain {
            // Strong links of the starting state: a bivalue cell, a bilocal house.
            let mask = start.get(cell);
            if mask.len() == 2 {
                if let Some(e) = Digits(mask.0 & !Digits::single(digit).0).first() {
                    self.derive(cell, e, true, depth);
                }
            }
            for h in layout.houses_of(cell) {
                let places = start.cells_of(digit) & layout.house(h);
                if places.len() == 2 {
                    if let Some(q) = (places - CellSet::single(cell)).first() {
                        self.derive(q, digit, true, depth);
                    }
                }
            }
            return;
        }
        // Singles of the assumed state, each as deep as the deepest removal behind it.
        let mask = self.masks[cell];
        if mask.len() == 1 {
            if let Some(e) = mask.first() {
                let removed = Digits(start.get(cell).0 & !mask.0);
                let deepest = self.deepest_off(removed.iter().map(|d| (cell, d)));
                self.derive(cell, e, true, deepest + 1);
            }
        }
        for h in layout.houses_of(cell) {
            let house = layout.house(h);
            let places = self.boards[digit as usize - 1] & house;
            if places.len() != 1 {
                continue;
            }
            let Some(q) = places.first() else { continue };
            let gone = (start.cells_of(digit) & house) - places;
            let deepest = self.deepest_off(gone.iter().map(|c| (c, digit)));
            self.derive(q, digit, true, deepest + 1);
        }
    }

    /// The depth of the deepest of these removals (cell, digit) this run made.
    fn deepest_off(&self, removals: impl Iterator<Item = (usize, u8)>) -> u16 {
        removals
            .filter_map(|(cell, digit)| self.depth_of(cell, digit, false))
            .max()
            .unwrap_or(0)
    }
}
