//! Rule 21 (static cycles and forcing chains, SPEC §4.3) as the nested levels run it on
//! a search's reduced grid (§4.7): every hint, not only the best, each with the nodes
//! of its line and why each was derived, which give its rule parents. `chains.rs` is
//! the fast form of the same search for the rating loop, which needs only the best hint
//! and no lines; both find the same hints.

use std::cell::OnceCell;
use std::hash::{DefaultHasher, Hash, Hasher};

use super::chains::with_length_bonus;
use super::grid::{peer_set, House, Kind};
use super::nested::{InnerChain, RuleParents};
use super::propagate::{node, slot, Cause, SlotSet, Work, SLOTS};
use crate::cells::{CellSet, CELLS};

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

impl Pass {
    /// Whether the pass follows a link from a node in state `on` derived through `cause`:
    /// every pass has the weak house links, X no cell links, Y no strong house links.
    fn follows(self, on: bool, cause: Cause) -> bool {
        match cause {
            Cause::Cell => self.cell_rule,
            _ => on || self.house_rule,
        }
    }
}

/// Every node's implications with their causes, on a fixed grid: the XY pass's links,
/// which hold the X and Y passes' (a cell link and a house link never produce the same
/// node, so leaving one kind out keeps the other's order and causes).
pub(super) struct Links {
    at: Vec<u32>,
    to: Vec<(u16, Cause)>,
    /// Per pass (X, Y, XY), every node a link leads to: a chain or cycle can only end at
    /// one of these.
    ends: [SlotSet; 3],
}

impl Links {
    /// The links from `s`, of every pass.
    fn of(&self, s: u16) -> &[(u16, Cause)] {
        &self.to[self.at[usize::from(s)] as usize..self.at[usize::from(s) + 1] as usize]
    }

    /// The links from `s` that `pass` follows.
    fn of_pass(&self, s: u16, pass: Pass) -> impl Iterator<Item = (u16, Cause)> + '_ {
        let on = s & 1 == 1;
        self.of(s)
            .iter()
            .copied()
            .filter(move |&(_, cause)| pass.follows(on, cause))
    }

    fn ends(&self, pass: Pass) -> &SlotSet {
        &self.ends[usize::from(pass.key - X.key)]
    }
}

/// The links on `grid`, in SE's order of production.
fn links_of(grid: &Work) -> Links {
    let mut to: Vec<(u16, Cause)> = Vec::with_capacity(SLOTS * 2);
    let mut at: Vec<u32> = Vec::with_capacity(SLOTS + 1);
    // Which passes follow each link (`Pass::follows`): X the house links, Y the cell
    // links and the weak house links, XY all.
    let [mut x_ends, mut y_ends, mut xy_ends] = [SlotSet::EMPTY; 3];
    for cell in 0..CELLS {
        let cands = grid.cands[cell];
        let houses = Kind::ORDER.map(|kind| (kind, House::of(kind, cell).set()));
        for digit in 1..=9u8 {
            let len = to.len() as u32;
            if !cands.contains(digit) {
                at.extend([len, len]);
                continue;
            }
            let places = grid.by_digit[usize::from(digit) - 1];
            // OFF → ON: a bivalue cell's other digit, the digit's other place in a
            // house where it has two; a node met twice keeps its first cause.
            at.push(len);
            if cands.is_pair() {
                if let Some(other) = cands.iter().find(|&e| e != digit) {
                    let t = slot(cell, other, true);
                    to.push((t, Cause::Cell));
                    y_ends.insert(t);
                    xy_ends.insert(t);
                }
            }
            for (kind, house) in houses {
                let here = places & house;
                if !here.is_pair() {
                    continue;
                }
                if let Some(other) = (here - CellSet::single(cell)).first() {
                    let t = slot(other, digit, true);
                    if !to[len as usize..].iter().any(|&(s, _)| s == t) {
                        to.push((t, Cause::House(kind)));
                        x_ends.insert(t);
                        xy_ends.insert(t);
                    }
                }
            }
            // ON → OFF: the cell's other digits, then the digit in its houses.
            at.push(to.len() as u32);
            for e in cands.iter().filter(|&e| e != digit) {
                let t = slot(cell, e, false);
                to.push((t, Cause::Cell));
                y_ends.insert(t);
                xy_ends.insert(t);
            }
            let mut listed = CellSet::single(cell);
            for (kind, house) in houses {
                let others = (places & house) - listed;
                listed |= others;
                for x in others.iter() {
                    let t = slot(x, digit, false);
                    to.push((t, Cause::House(kind)));
                    x_ends.insert(t);
                    y_ends.insert(t);
                    xy_ends.insert(t);
                }
            }
        }
    }
    at.push(to.len() as u32);
    Links {
        at,
        to,
        ends: [x_ends, y_ends, xy_ends],
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

/// A start grid on which rule 21 finds nothing, with its XY links.
///
/// Then a rule-21 hint on a grid reduced from it must use a *new* link, a strong link
/// the start grid lacks (a cell become bivalue, a digit left twice in a house): a chain
/// or cycle of old links only would be there on the start grid too, as a chain, or for
/// a cycle as the forcing chain from an eliminated candidate around the cycle to its
/// negation (that candidate's cell has two or more candidates there, as no empty cell
/// has one). Such a new link is also a rule parent, so every hint has one (SPEC §4.7).
pub struct DryStart {
    start: Work,
    links: Links,
}

impl DryStart {
    /// Some when rule 21 finds nothing on `start` and no empty cell has one candidate.
    pub fn of(start: &Work) -> Option<DryStart> {
        let single = (0..CELLS).any(|c| start.values[c] == 0 && start.cands[c].len() == 1);
        if single || !all_hints(start, start, None).is_empty() {
            return None;
        }
        Some(DryStart {
            start: start.clone(),
            links: links_of(start),
        })
    }

    /// Whether `now` may have a new link: a cell or a digit in a house down to two
    /// candidates from more (a cheap test that spares building `now`'s links).
    pub(super) fn may_have_new_links(&self, now: &Work) -> bool {
        let start = &self.start;
        let cell = (0..CELLS).any(|c| now.cands[c].len() == 2 && start.cands[c].len() > 2);
        cell || (0..9).any(|d| {
            let (was, is) = (start.by_digit[d], now.by_digit[d]);
            was != is
                && Kind::ORDER.iter().any(|&kind| {
                    (0..9).any(|i| {
                        let house = House::new(kind, i).set();
                        (is & house).len() == 2 && (was & house).len() > 2
                    })
                })
        })
    }

    /// The nodes reachable from the head of a new link on `now`'s links.
    pub(super) fn after_new_links(&self, now: &Links) -> SlotSet {
        let mut stack = Vec::new();
        let mut reach = SlotSet::EMPTY;
        for (_, head) in self.new_links(now) {
            if !reach.contains(head) {
                reach.add_all(&reach_from(now, head, &mut stack));
            }
        }
        reach
    }

    /// The new links on `now`'s XY links: (tail, head), strong links the start lacks.
    fn new_links(&self, now: &Links) -> Vec<(u16, u16)> {
        let mut new = Vec::new();
        for off in (0..SLOTS as u16).step_by(2) {
            let old = self.links.of(off);
            for &(head, _) in now.of(off) {
                if !old.iter().any(|&(t, _)| t == head) {
                    new.push((off, head));
                }
            }
        }
        new
    }
}

/// The nodes reachable from `from` on `links` (`from` included).
pub(super) fn reach_from(links: &Links, from: u16, stack: &mut Vec<u16>) -> SlotSet {
    let mut reach = SlotSet::EMPTY;
    reach.insert(from);
    stack.clear();
    stack.push(from);
    while let Some(s) = stack.pop() {
        for &(t, _) in links.of(s) {
            if reach.insert(t) {
                stack.push(t);
            }
        }
    }
    reach
}

/// Where the searches on a grid can find a hint. On a dry start's reduced grid every
/// chain or cycle passes through a new link t → h: from S it reaches t, so (links read
/// backwards with states flipped are links, and the reversed link not-h → not-t is new
/// too) not-S is reachable from not-t; and h reaches the chain's end.
struct Focus {
    /// Ends (the start's negation) of the chains that exist: reachable from both heads
    /// of some new link and its reverse.
    chain_ends: SlotSet,
    /// Starts a cycle with a new link may pass through: reachable from the head of a
    /// new link whose reverse's head reaches their negation.
    cycle_starts: SlotSet,
    /// Nodes on no chain from a start to its negation: every node of such a chain is
    /// reachable from a new link's head, or its negation is.
    blocked: SlotSet,
}

impl Focus {
    fn of(dry: Option<&DryStart>, links: &Links) -> Focus {
        let Some(dry) = dry else {
            return Focus {
                chain_ends: SlotSet::EMPTY.complement(),
                cycle_starts: SlotSet::EMPTY.complement(),
                blocked: SlotSet::EMPTY,
            };
        };
        let new = dry.new_links(links);
        let mut stack = Vec::new();
        let mut from_head: Vec<(u16, SlotSet)> = Vec::new();
        for &(_, head) in &new {
            if !from_head.iter().any(|&(h, _)| h == head) {
                from_head.push((head, reach_from(links, head, &mut stack)));
            }
        }
        let reach_of = |head: u16| {
            let i = from_head.iter().position(|&(h, _)| h == head);
            // Every new link's reverse is new: its head is listed.
            &from_head[i.expect("a new link's reverse is new")].1
        };
        let mut focus = Focus {
            chain_ends: SlotSet::EMPTY,
            cycle_starts: SlotSet::EMPTY,
            blocked: SlotSet::EMPTY,
        };
        let mut reach = SlotSet::EMPTY;
        for &(tail, head) in &new {
            let (after, before) = (reach_of(head), reach_of(tail ^ 1));
            reach.add_all(after);
            focus.chain_ends.add_common(after, before);
            focus.cycle_starts.add_common(after, &before.flipped());
        }
        reach.add_all(&reach.flipped());
        focus.blocked = reach.complement();
        focus
    }
}

/// Every rule-21 hint on `now`, in SE's collection order, with rule parents relative to
/// `outer` (the enclosing search's start grid); `dry`: `outer` as a dry start, whose
/// new links every hint must use.
pub fn all_hints(outer: &Work, now: &Work, dry: Option<&DryStart>) -> Vec<InnerChain> {
    all_hints_on(outer, &LazyLinks::new(now), dry)
}

/// A grid's links, built when first needed: the rules run on one reduced grid share
/// them.
pub struct LazyLinks<'a> {
    pub grid: &'a Work,
    links: OnceCell<Links>,
}

impl<'a> LazyLinks<'a> {
    pub fn new(grid: &'a Work) -> LazyLinks<'a> {
        LazyLinks {
            grid,
            links: OnceCell::new(),
        }
    }

    pub(super) fn get(&self) -> &Links {
        self.links.get_or_init(|| links_of(self.grid))
    }
}

/// `all_hints` on `now`'s grid, building its links only if a hint may exist.
pub fn all_hints_on(outer: &Work, now: &LazyLinks, dry: Option<&DryStart>) -> Vec<InnerChain> {
    if dry.is_some_and(|dry| !dry.may_have_new_links(now.grid)) {
        return Vec::new();
    }
    let (links, now) = (now.get(), now.grid);
    let mut out = Vec::new();
    let mut scratch = Scratch::default();
    let focus = Focus::of(dry, links);
    let first = XyFirst::run(outer, now, links, &focus, &mut scratch);
    let mut xy_chains = first.chains.into_iter().peekable();
    for pass in [X, Y, XY] {
        let search = Search {
            outer,
            now,
            links,
            pass,
            blocked: focus.blocked,
        };
        for on in starts(now, pass) {
            // A search whose end no link leads to finds nothing: skip it.
            if first.may_cycle.contains(on) && links.ends(pass).contains(on) {
                search.cycles(on, &mut scratch, &mut out);
            }
            if pass == X {
                for start in [on, on ^ 1] {
                    if first.chained.contains(start) && links.ends(X).contains(start ^ 1) {
                        out.extend(search.forcing_chain(start, &mut scratch));
                    }
                }
            } else if pass == XY {
                while let Some((_, chain)) = xy_chains.next_if(|&(s, _)| s | 1 == on) {
                    out.push(chain);
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
    /// The chains found, in order, each with its start (ON, then OFF, per candidate).
    chains: Vec<(u16, InnerChain)>,
    /// Starts (ON) a cycle may pass through.
    may_cycle: SlotSet,
    /// Nodes (either state) from which an XY chain reaches the other state.
    chained: SlotSet,
}

impl XyFirst {
    fn run(
        outer: &Work,
        now: &Work,
        links: &Links,
        focus: &Focus,
        scratch: &mut Scratch,
    ) -> XyFirst {
        let search = Search {
            outer,
            now,
            links,
            pass: XY,
            blocked: focus.blocked,
        };
        let mut first = XyFirst {
            chains: Vec::new(),
            may_cycle: SlotSet::EMPTY,
            chained: SlotSet::EMPTY,
        };
        for on in starts(now, XY) {
            // Without a link back to the start, no cycle passes through it; a search
            // that ran to its end without meeting its target saw every such link.
            let mut may_cycle = links.ends(XY).contains(on) && focus.cycle_starts.contains(on);
            for (i, start) in [on, on ^ 1].into_iter().enumerate() {
                if links.ends(XY).contains(start ^ 1) && focus.chain_ends.contains(start ^ 1) {
                    if let Some(chain) = search.forcing_chain(start, scratch) {
                        first.chained.insert(start);
                        first.chains.push((start, chain));
                    } else if i == 0 {
                        may_cycle &= scratch.returned;
                    }
                }
            }
            if may_cycle {
                first.may_cycle.insert(on);
            }
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
    /// Nodes a forcing chain need not pass through.
    blocked: SlotSet,
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
                for (q, cause) in self.links.of_pass(found[p as usize].slot, self.pass) {
                    // A false node met again only adds true nodes already met, so it
                    // matters only where it closes a cycle (SE keeps every copy).
                    let again = offs.contains(q);
                    if again && !self.links.of_pass(q, self.pass).any(|(r, _)| r == start) {
                        continue;
                    }
                    // A node on the line was met before.
                    if !again || !on_line(found, p, q) {
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
                for (r, cause) in self.links.of_pass(found[q as usize].slot, self.pass) {
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
        // Most cycles remove nothing: read the line in place before copying it.
        let mut cells = CellSet::EMPTY;
        let mut seen = [[CellSet::EMPTY; 2]; 9];
        let mut at = last;
        while at != NO_PARENT {
            let (c, d, on) = node(found[at as usize].slot);
            cells.insert(c);
            seen[usize::from(d) - 1][usize::from(on)] |= peer_set(c);
            at = found[at as usize].parent;
        }
        // A candidate outside the cycle seen by a true and a false node of its digit.
        let hit: [CellSet; 9] =
            std::array::from_fn(|d| (seen[d][0] & seen[d][1] & self.now.by_digit[d]) - cells);
        let any = hit.iter().fold(CellSet::EMPTY, |a, &h| a | h);
        if any.is_empty() {
            return None;
        }
        let removed: Vec<(usize, u8)> = any
            .iter()
            .flat_map(|x| {
                (1..=9u8)
                    .filter(move |&v| hit[usize::from(v) - 1].contains(x))
                    .map(move |v| (x, v))
            })
            .collect();
        let steps = line(found, last);
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
        // A blocked node counts as met: no chain to the target passes through it.
        let mut seen = self.blocked;
        seen.insert(start);
        pending.clear();
        pending.push(0);
        *returned = false;
        while !pending.is_empty() {
            next.clear();
            for &p in pending.iter() {
                for (q, cause) in self.links.of_pass(found[p as usize].slot, self.pass) {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explainer::grid::SeGrid;
    use crate::explainer::tests::{givens, reduced_grids, summary, DRY_START};

    /// On grids reduced from a start where rule 21 is dry (forum line 10, whose first SE
    /// step is a nested one), the search limited to new links finds every hint the full
    /// search finds, in the same order, each with a rule parent.
    #[test]
    fn a_dry_start_limits_the_search_without_losing_a_hint() {
        let start = Work::new(&SeGrid::from_givens(&givens(DRY_START)));
        let dry = DryStart::of(&start).expect("rule 21 is dry on the start grid");
        let mut with_hints = 0;
        for now in reduced_grids(&start, 150, 8, 0x2545_f491_4f6c_dd1d) {
            let full = all_hints(&start, &now, None);
            let limited = all_hints(&start, &now, Some(&dry));
            assert_eq!(summary(&full), summary(&limited));
            assert!(full.iter().all(|h| !h.parents.is_empty()));
            with_hints += usize::from(!full.is_empty());
        }
        assert!(
            with_hints > 20,
            "only {with_hints} reduced grids had a hint"
        );
    }

    /// A start where rule 21 finds a hint is no dry start.
    #[test]
    fn a_start_with_a_rule_21_hint_is_not_dry() {
        let mut grid = Work::new(&SeGrid::from_givens(&givens(DRY_START)));
        let hinted = (0..81)
            .flat_map(|c| {
                grid.cands[c]
                    .iter()
                    .map(move |d| (c, d))
                    .collect::<Vec<_>>()
            })
            .find(|&(c, d)| {
                let mut g = grid.clone();
                g.remove(c, d);
                g.cands[c].len() >= 2 && !all_hints(&g, &g, None).is_empty()
            })
            .expect("some removal gives rule 21 a hint");
        grid.remove(hinted.0, hinted.1);
        assert!(DryStart::of(&grid).is_none());
    }
}
