//! Rule 21 (static cycles and forcing chains, SPEC §4.3) as the nested levels run it on
//! a search's reduced grid (§4.7): every hint, not only the best, each with the nodes
//! of its line and why each was derived, which give its rule parents. `chains.rs` is
//! the fast form of the same search for the rating loop, which needs only the best hint
//! and no lines; both find the same hints.

use std::hash::{DefaultHasher, Hash, Hasher};

use super::chains::with_length_bonus;
use super::grid::{peer_set, House, Kind};
use super::nested::{InnerChain, RuleParents};
use super::propagate::{node, slot, Cause, SlotSet, Work, SLOTS};
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

/// Every node's implications with their causes, on a fixed grid, for one pass.
struct Links {
    at: Vec<u32>,
    to: Vec<(u16, Cause)>,
    /// Every node some link leads to: a chain or cycle can only end at one of these.
    ends: SlotSet,
}

impl Links {
    fn of(&self, s: u16) -> &[(u16, Cause)] {
        &self.to[self.at[usize::from(s)] as usize..self.at[usize::from(s) + 1] as usize]
    }
}

/// The links of the X, Y and XY passes in one sweep: the XY pass's implications, less
/// the cell links (X) or the strong house links (Y). A cell link and a house link never
/// produce the same node, so dropping one kind keeps the other's order and causes.
fn links_of_passes(grid: &Work) -> [Links; 3] {
    let mut passes: [Links; 3] = std::array::from_fn(|_| Links {
        at: Vec::with_capacity(SLOTS + 1),
        to: Vec::with_capacity(SLOTS * 2),
        ends: SlotSet::EMPTY,
    });
    let mut both: Vec<(u16, Cause)> = Vec::with_capacity(32);
    for s in 0..SLOTS as u16 {
        for links in passes.iter_mut() {
            links.at.push(links.to.len() as u32);
        }
        let (cell, digit, on) = node(s);
        if !grid.has(cell, digit) {
            continue;
        }
        both.clear();
        if on {
            // ON → OFF: the cell's other digits, then the digit in its houses.
            for e in grid.cands[cell].iter().filter(|&e| e != digit) {
                both.push((slot(cell, e, false), Cause::Cell));
            }
            let mut listed = CellSet::single(cell);
            for kind in Kind::ORDER {
                let others = grid.in_house(House::of(kind, cell), digit) - listed;
                listed |= others;
                for x in others.iter() {
                    both.push((slot(x, digit, false), Cause::House(kind)));
                }
            }
        } else {
            // OFF → ON: a bivalue cell's other digit, the digit's other place in a
            // house where it has two; a node met twice keeps its first cause.
            let cands = grid.cands[cell];
            if cands.is_pair() {
                if let Some(other) = cands.iter().find(|&e| e != digit) {
                    both.push((slot(cell, other, true), Cause::Cell));
                }
            }
            for kind in Kind::ORDER {
                let places = grid.in_house(House::of(kind, cell), digit);
                if let Some(other) = places
                    .is_pair()
                    .then(|| (places - CellSet::single(cell)).first())
                    .flatten()
                {
                    let s = slot(other, digit, true);
                    if !both.iter().any(|&(t, _)| t == s) {
                        both.push((s, Cause::House(kind)));
                    }
                }
            }
        }
        for (links, pass) in passes.iter_mut().zip([X, Y, XY]) {
            links
                .to
                .extend(both.iter().filter(|&&(_, cause)| match cause {
                    Cause::Cell => pass.cell_rule,
                    _ => on || pass.house_rule,
                }));
        }
    }
    for links in passes.iter_mut() {
        links.at.push(links.to.len() as u32);
        for &(t, _) in &links.to {
            links.ends.insert(t);
        }
    }
    passes
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
    let mut scratch = Scratch::default();
    let passes = links_of_passes(now);
    let first = XyFirst::run(outer, now, &passes[2], &mut scratch);
    let mut xy_chains = first.chains.into_iter();
    for (pass, links) in [X, Y, XY].into_iter().zip(&passes) {
        let search = Search {
            outer,
            now,
            links,
            pass,
        };
        for on in starts(now, pass) {
            // A search whose end no link leads to finds nothing: skip it.
            if first.may_cycle.contains(on) && links.ends.contains(on) {
                search.cycles(on, &mut scratch, &mut out);
            }
            if pass == X {
                for start in [on, on ^ 1] {
                    if first.chained.contains(start) && links.ends.contains(start ^ 1) {
                        out.extend(search.forcing_chain(start, &mut scratch));
                    }
                }
            } else if pass == XY {
                for chain in xy_chains.next().into_iter().flatten() {
                    out.extend(chain);
                }
            }
        }
    }
    out
}

/// The starts (ON nodes) of a pass in SE's order: every candidate of a cell with two or
/// more (the Y pass: exactly two).
fn starts(now: &Work, pass: Pass) -> impl Iterator<Item = u16> + '_ {
    (0..81)
        .filter(move |&cell| {
            let count = now.cands[cell].len();
            count == 2 || (count > 2 && pass != Y)
        })
        .flat_map(move |cell| now.cands[cell].iter().map(move |d| slot(cell, d, true)))
}

/// The XY pass's forcing chains, run before the X and Y passes, whose links the XY
/// pass's hold: an X chain is also an XY chain, and a cycle through a start needs a
/// link back to it in XY's reach of it.
struct XyFirst {
    /// Per start in order, its chains from ON and from OFF.
    chains: Vec<[Option<InnerChain>; 2]>,
    /// Starts (ON) a cycle may pass through.
    may_cycle: SlotSet,
    /// Nodes (either state) from which an XY chain reaches the other state.
    chained: SlotSet,
}

impl XyFirst {
    fn run(outer: &Work, now: &Work, links: &Links, scratch: &mut Scratch) -> XyFirst {
        let search = Search {
            outer,
            now,
            links,
            pass: XY,
        };
        let mut first = XyFirst {
            chains: Vec::new(),
            may_cycle: SlotSet::EMPTY,
            chained: SlotSet::EMPTY,
        };
        for on in starts(now, XY) {
            let mut chains: [Option<InnerChain>; 2] = [None, None];
            // Without a link back to the start, no cycle passes through it; a search
            // that ran to its end without meeting its target saw every such link.
            let mut may_cycle = links.ends.contains(on);
            for (i, start) in [on, on ^ 1].into_iter().enumerate() {
                if links.ends.contains(start ^ 1) {
                    chains[i] = search.forcing_chain(start, scratch);
                    if chains[i].is_some() {
                        first.chained.insert(start);
                    } else if i == 0 {
                        may_cycle &= scratch.returned;
                    }
                }
            }
            if may_cycle {
                first.may_cycle.insert(on);
            }
            first.chains.push(chains);
        }
        first
    }
}

/// Buffers the searches reuse from start to start.
#[derive(Default)]
struct Scratch {
    found: Vec<Step>,
    pending: Vec<u32>,
    next: Vec<u32>,
    /// Whether the last forcing-chain search met a link back to its start.
    returned: bool,
}

struct Search<'a> {
    outer: &'a Work,
    now: &'a Work,
    links: &'a Links,
    pass: Pass,
}

impl Search<'_> {
    /// Layered search for every cycle through `start` (SPEC §4.3).
    fn cycles(&self, start: u16, scratch: &mut Scratch, out: &mut Vec<InnerChain>) {
        let Scratch {
            found,
            pending: pending_on,
            next: pending_off,
            ..
        } = scratch;
        found.clear();
        found.push(Step {
            slot: start,
            parent: NO_PARENT,
            cause: Cause::Start,
        });
        let mut ons = SlotSet::EMPTY;
        ons.insert(start);
        let mut offs = SlotSet::EMPTY;
        pending_on.clear();
        pending_on.push(0);
        let mut layer = 1;
        while !pending_on.is_empty() {
            pending_off.clear();
            for &p in pending_on.iter() {
                for &(q, cause) in self.links.of(found[p as usize].slot) {
                    // A false node met again only adds true nodes already met, so it
                    // matters only where it closes a cycle (SE keeps every copy).
                    let again = offs.contains(q);
                    if again && !self.links.of(q).iter().any(|&(r, _)| r == start) {
                        continue;
                    }
                    if !on_line(found, p, q) {
                        offs.insert(q);
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
            for &q in pending_off.iter() {
                for &(r, cause) in self.links.of(found[q as usize].slot) {
                    if layer >= 4 && r == start {
                        out.extend(self.cycle(found, q, cause));
                    }
                    if ons.insert(r) {
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
    fn forcing_chain(&self, start: u16, scratch: &mut Scratch) -> Option<InnerChain> {
        let target = start ^ 1;
        let Scratch {
            found,
            pending,
            next,
            returned,
            ..
        } = scratch;
        found.clear();
        found.push(Step {
            slot: start,
            parent: NO_PARENT,
            cause: Cause::Start,
        });
        let mut seen = SlotSet::EMPTY;
        seen.insert(start);
        pending.clear();
        pending.push(0);
        *returned = false;
        while !pending.is_empty() {
            next.clear();
            for &p in pending.iter() {
                for &(q, cause) in self.links.of(found[p as usize].slot) {
                    *returned |= q == start;
                    if q == target {
                        return Some(self.chain(found, p, target, cause));
                    }
                    if seen.insert(q) {
                        found.push(Step {
                            slot: q,
                            parent: p,
                            cause,
                        });
                        next.push(found.len() as u32 - 1);
                    }
                }
            }
            std::mem::swap(pending, next);
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
