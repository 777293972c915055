//! Rule 21 (static cycles and forcing chains, SPEC §4.3) as the nested levels run it on
//! a search's reduced grid (§4.7): every hint, not only the best, each with the nodes
//! of its line and why each was derived, which give its rule parents. `chains.rs` is
//! the fast form of the same search for the rating loop, which needs only the best hint
//! and no lines; both find the same hints.

use std::hash::{DefaultHasher, Hash, Hasher};

use super::chains::with_length_bonus;
use super::grid::{peer_set, House, Kind};
use super::nested::{InnerChain, RuleParents};
use super::propagate::{node, slot, Cause, Work, SLOTS};
use crate::cells::CellSet;

/// The optional links of one pass (X: houses only, Y: cells only, XY: both).
#[derive(Clone, Copy, PartialEq, Eq)]
struct Pass {
    cell_rule: bool,
    house_rule: bool,
    key: u8,
}

const X: Pass = Pass {
    cell_rule: false,
    house_rule: true,
    key: 2,
};
const Y: Pass = Pass {
    cell_rule: true,
    house_rule: false,
    key: 3,
};
const XY: Pass = Pass {
    cell_rule: true,
    house_rule: true,
    key: 4,
};

impl Pass {
    fn cycle_base(self) -> f64 {
        if self == XY {
            7.0
        } else {
            6.5
        }
    }
    fn chain_base(self) -> f64 {
        if self == XY {
            7.0
        } else {
            6.6
        }
    }
}

/// Every node's implications with their causes, on a fixed grid.
struct Links {
    at: Vec<u32>,
    to: Vec<(u16, Cause)>,
}

impl Links {
    fn new(grid: &Work, pass: Pass) -> Links {
        let mut at = Vec::with_capacity(SLOTS + 1);
        let mut to = Vec::with_capacity(SLOTS * 2);
        for s in 0..SLOTS as u16 {
            at.push(to.len() as u32);
            let (cell, digit, on) = node(s);
            if !grid.has(cell, digit) {
                continue;
            }
            let from = to.len();
            if on {
                // ON → OFF: the cell's other digits, then the digit in its houses.
                if pass.cell_rule {
                    for e in grid.cands[cell].iter().filter(|&e| e != digit) {
                        to.push((slot(cell, e, false), Cause::Cell));
                    }
                }
                let mut listed = CellSet::single(cell);
                for kind in Kind::ORDER {
                    let others = grid.in_house(House::of(kind, cell), digit) - listed;
                    listed |= others;
                    for x in others.iter() {
                        to.push((slot(x, digit, false), Cause::House(kind)));
                    }
                }
            } else {
                // OFF → ON: a bivalue cell's other digit, the digit's other place in a
                // house where it has two; a node met twice keeps its first cause.
                let cands = grid.cands[cell];
                if pass.cell_rule && cands.is_pair() {
                    if let Some(other) = cands.iter().find(|&e| e != digit) {
                        to.push((slot(cell, other, true), Cause::Cell));
                    }
                }
                if pass.house_rule {
                    for kind in Kind::ORDER {
                        let places = grid.in_house(House::of(kind, cell), digit);
                        if let Some(other) = places
                            .is_pair()
                            .then(|| (places - CellSet::single(cell)).first())
                            .flatten()
                        {
                            let s = slot(other, digit, true);
                            if !to[from..].iter().any(|&(t, _)| t == s) {
                                to.push((s, Cause::House(kind)));
                            }
                        }
                    }
                }
            }
        }
        at.push(to.len() as u32);
        Links { at, to }
    }

    fn of(&self, s: u16) -> &[(u16, Cause)] {
        &self.to[self.at[usize::from(s)] as usize..self.at[usize::from(s) + 1] as usize]
    }
}

const NO_PARENT: u32 = u32::MAX;

/// A node found by a search: its slot, the index of the node it came from, and why.
#[derive(Clone, Copy)]
struct Step {
    slot: u16,
    parent: u32,
    cause: Cause,
}

/// The steps from `end` back to the start, `end` first.
fn line(found: &[Step], end: u32) -> Vec<Step> {
    let mut out = Vec::new();
    let mut at = end;
    while at != NO_PARENT {
        out.push(found[at as usize]);
        at = found[at as usize].parent;
    }
    out
}

fn on_line(found: &[Step], from: u32, s: u16) -> bool {
    let mut at = from;
    while at != NO_PARENT {
        if found[at as usize].slot == s {
            return true;
        }
        at = found[at as usize].parent;
    }
    false
}

/// Every rule-21 hint on `now`, in SE's collection order, with rule parents relative to
/// `outer` (the enclosing search's start grid).
pub fn all_hints(outer: &Work, now: &Work) -> Vec<InnerChain> {
    let mut out = Vec::new();
    for pass in [X, Y, XY] {
        let links = Links::new(now, pass);
        for cell in 0..81 {
            let cands = now.cands[cell];
            let wanted = if pass == Y {
                cands.len() == 2
            } else {
                cands.len() >= 2
            };
            if !wanted {
                continue;
            }
            for digit in cands.iter() {
                let search = Search {
                    outer,
                    now,
                    links: &links,
                    pass,
                };
                search.cycles(slot(cell, digit, true), &mut out);
                if pass != Y {
                    for on in [true, false] {
                        out.extend(search.forcing_chain(slot(cell, digit, on)));
                    }
                }
            }
        }
    }
    out
}

struct Search<'a> {
    outer: &'a Work,
    now: &'a Work,
    links: &'a Links,
    pass: Pass,
}

impl Search<'_> {
    /// Layered search for every cycle through `start` (SPEC §4.3).
    fn cycles(&self, start: u16, out: &mut Vec<InnerChain>) {
        let mut found = vec![Step {
            slot: start,
            parent: NO_PARENT,
            cause: Cause::Start,
        }];
        let mut ons = vec![false; SLOTS];
        ons[usize::from(start)] = true;
        let mut pending_on = vec![0u32];
        let mut pending_off = Vec::new();
        let mut layer = 1;
        while !pending_on.is_empty() {
            pending_off.clear();
            for &p in &pending_on {
                for &(q, cause) in self.links.of(found[p as usize].slot) {
                    if !on_line(&found, p, q) {
                        found.push(Step {
                            slot: q,
                            parent: p,
                            cause,
                        });
                        pending_off.push(found.len() as u32 - 1);
                    }
                }
            }
            layer += 1;
            pending_on.clear();
            for &q in &pending_off {
                for &(r, cause) in self.links.of(found[q as usize].slot) {
                    if layer >= 4 && r == start {
                        out.extend(self.cycle(&found, q, cause));
                    }
                    if !std::mem::replace(&mut ons[usize::from(r)], true) {
                        found.push(Step {
                            slot: r,
                            parent: q,
                            cause,
                        });
                        pending_on.push(found.len() as u32 - 1);
                    }
                }
            }
            layer += 1;
        }
    }

    /// The cycle closing after `last` through `cause`, if it removes something.
    fn cycle(&self, found: &[Step], last: u32, cause: Cause) -> Option<InnerChain> {
        let steps = line(found, last);
        let cells: CellSet = steps.iter().map(|s| node(s.slot).0).collect();
        let mut seen = [[CellSet::EMPTY; 2]; 9];
        for s in &steps {
            let (c, d, on) = node(s.slot);
            seen[usize::from(d) - 1][usize::from(on)] |= peer_set(c);
        }
        let mut removed = Vec::new();
        for x in 0..81 {
            if cells.contains(x) {
                continue;
            }
            for v in self.now.cands[x].iter() {
                let [off, on] = seen[usize::from(v) - 1];
                if on.contains(x) && off.contains(x) {
                    removed.push((x, v));
                }
            }
        }
        if removed.is_empty() {
            return None;
        }
        // Both directions of the cycle count (SPEC §4.7, Q10): every node with a cause,
        // whatever its state, and the start as reached again at the end.
        let start = steps.last().unwrap().slot;
        let mut parents = RuleParents::new(self.outer, self.now);
        let (cell, digit, _) = node(start);
        parents.of(cell, digit, cause);
        for s in &steps {
            let (cell, digit, _) = node(s.slot);
            parents.of(cell, digit, s.cause);
        }
        let complexity = steps.len();
        Some(InnerChain {
            difficulty: with_length_bonus(self.pass.cycle_base(), complexity),
            complexity,
            key: self.pass.key,
            removed,
            parents: parents.parents,
            fingerprint: fingerprint(&steps, start),
        })
    }

    /// Layered search with full merging until the start's candidate in the other state.
    fn forcing_chain(&self, start: u16) -> Option<InnerChain> {
        let target = start ^ 1;
        let mut found = vec![Step {
            slot: start,
            parent: NO_PARENT,
            cause: Cause::Start,
        }];
        let mut seen = vec![false; SLOTS];
        seen[usize::from(start)] = true;
        let mut pending = vec![0u32];
        let mut next = Vec::new();
        while !pending.is_empty() {
            next.clear();
            for &p in &pending {
                for &(q, cause) in self.links.of(found[p as usize].slot) {
                    if q == target {
                        return Some(self.chain(&found, p, target, cause));
                    }
                    if !std::mem::replace(&mut seen[usize::from(q)], true) {
                        found.push(Step {
                            slot: q,
                            parent: p,
                            cause,
                        });
                        next.push(found.len() as u32 - 1);
                    }
                }
            }
            std::mem::swap(&mut pending, &mut next);
        }
        None
    }

    fn chain(&self, found: &[Step], last: u32, target: u16, cause: Cause) -> InnerChain {
        let steps = line(found, last);
        let (cell, digit, on) = node(target);
        let removed = if on {
            self.now.cands[cell]
                .iter()
                .filter(|&e| e != digit)
                .map(|e| (cell, e))
                .collect()
        } else {
            vec![(cell, digit)]
        };
        let mut parents = RuleParents::new(self.outer, self.now);
        if on {
            parents.of(cell, digit, cause);
        }
        for s in &steps {
            let (c, d, on) = node(s.slot);
            if on {
                parents.of(c, d, s.cause);
            }
        }
        let complexity = steps.len() + 1;
        InnerChain {
            difficulty: with_length_bonus(self.pass.chain_base(), complexity),
            complexity,
            key: self.pass.key,
            removed,
            parents: parents.parents,
            fingerprint: fingerprint(&steps, target),
        }
    }
}

/// A hint's fingerprint: its end, then its line back to the start.
fn fingerprint(steps: &[Step], end: u16) -> u64 {
    let mut hasher = DefaultHasher::new();
    end.hash(&mut hasher);
    for s in steps {
        s.slot.hash(&mut hasher);
    }
    hasher.finish()
}
