//! Almost locked sets (ALS): n cells of one house holding n + 1 digits between them. Take
//! one digit away and the rest is a locked set; that is the lever of every technique
//! here: ALS-XZ, ALS-XY-wing, ALS chains and death blossoms.
//!
//! Two ALSs that do not share a cell have a *restricted common* digit x when every x of
//! one sees every x of the other: then at most one of them holds x, and the one that does
//! not is locked on its other digits.
//!
//! All four techniques read one [`AlsIndex`] (every ALS of every house the layout gives,
//! and the restricted commons of every pair), built once per candidate state: the ladder
//! asks the four in a row on the same state, so the last index is kept per thread.

use super::buckets::Buckets;
use super::chain::{Chain, ChainNode, Link};
use super::{Branch, Candidates, Sink, Step, Technique};
use crate::cells::{cell_name, CellSet, Digits, HouseCells, CELLS};
use crate::layout::HOUSES;
use std::cell::RefCell;
use std::ops::ControlFlow;
use std::rc::Rc;

/// The most cells an ALS may have. Each cell more the ALS techniques take finds steps
/// that would otherwise need forcing: every fifth of top1465 solved without forcing went
/// from 204 to 211, 214 and 214 of 293 at 4, 5, 6 and 7 cells (8 adds none), while
/// `nonet rate` took about 5 % more CPU at 6 cells than at 4 and 13 % more at 7
/// (BENCHMARKS.md): six gets all of the gain for less.
const MAX_ALS_CELLS: u32 = 6;
/// The most ALSs an ALS chain links (two are an ALS-XZ, three an ALS-XY-wing): longer
/// chains are hard to follow and costly to look for.
const MAX_CHAIN: usize = 5;
/// The most candidates a death blossom's stem may have (one petal per candidate).
const MAX_STEM: u32 = 4;

/// One almost locked set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Als {
    pub cells: CellSet,
    pub digits: Digits,
    /// The (first) house it was found in.
    pub house: usize,
    /// Per digit (index d - 1): the ALS cells holding it.
    holding: [CellSet; 9],
    /// Per digit: the cells outside the ALS that see every ALS cell holding it.
    seeing: [CellSet; 9],
    /// The digits d with a candidate d among `seeing(d)`: only these can be eliminated
    /// through this ALS, so the searches drop the rest before building anything.
    hits: Digits,
}

impl Als {
    fn new(cand: &Candidates, cells: CellSet, house: usize) -> Als {
        let layout = cand.layout();
        let digits = cells
            .iter()
            .fold(Digits::NONE, |acc, c| Digits(acc.0 | cand.get(c).0));
        let holding = std::array::from_fn(|i| cells & cand.cells_of(i as u8 + 1));
        let seeing = std::array::from_fn(|i| {
            if holding[i].is_empty() {
                return CellSet::EMPTY;
            }
            holding[i]
                .iter()
                .fold(CellSet::ALL, |acc, c| acc & layout.peers(c))
                - cells
        });
        let mut hits = Digits::NONE;
        for d in digits.iter() {
            if !(cand.cells_of(d) & seeing[d as usize - 1]).is_empty() {
                hits.insert(d);
            }
        }
        Als {
            cells,
            digits,
            house,
            holding,
            seeing,
            hits,
        }
    }
    fn holding(&self, d: u8) -> CellSet {
        self.holding[d as usize - 1]
    }
    /// The cells outside the ALS seeing each of its `d`s.
    fn seeing(&self, d: u8) -> CellSet {
        self.seeing[d as usize - 1]
    }
    /// The ALS as a chain node on digit `d`: a group of the cells holding it.
    fn node(&self, d: u8) -> ChainNode {
        ChainNode {
            cells: self.holding(d),
            digit: d,
        }
    }
    /// "r1c2,r1c5 {1,3,7}" style: the cells and the digits.
    fn text(&self) -> String {
        let cells: Vec<String> = self.cells.iter().map(cell_name).collect();
        format!("{} {{{}}}", cells.join(","), self.digits)
    }
}

/// Every ALS of a candidate state, smallest first, and the restricted commons of every
/// pair of them that shares no cell.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct AlsIndex {
    pub sets: Vec<Als>,
    /// Per ALS: each ALS it has restricted commons with (in index order), and those
    /// digits.
    links: Buckets<(usize, Digits)>,
}

impl AlsIndex {
    /// Digit d is a restricted common of A and B when every d of B lies among the cells
    /// seeing every d of A (and the two share no cell). So rather than testing every pair,
    /// each ALS looks up only the ALSs whose first d lies where A's ds are all seen.
    fn build(cand: &Candidates) -> AlsIndex {
        let sets = collect(cand);
        let n = sets.len();
        // The ALSs whose first cell holding d is c, under key (d - 1) * CELLS + c, in
        // index order, each with its cells holding d: the test below reads these small
        // entries instead of the large `Als` values.
        let key = |d: u8, c: usize| (d as usize - 1) * CELLS + c;
        let by_first = Buckets::new(9 * CELLS, || {
            sets.iter().enumerate().flat_map(move |(j, b)| {
                b.digits.iter().filter_map(move |d| {
                    b.holding(d).first().map(|c| (key(d, c), (j, b.holding(d))))
                })
            })
        });
        let cells: Vec<CellSet> = sets.iter().map(|s| s.cells).collect();
        // Per digit: the cells that are some ALS's first cell holding it, where alone the
        // lookup below can find a partner.
        let mut firsts = [CellSet::EMPTY; 9];
        for b in &sets {
            for d in b.digits.iter() {
                if let Some(c) = b.holding(d).first() {
                    firsts[d as usize - 1].insert(c);
                }
            }
        }
        // Every linked pair (i < j) with its commons, i ascending, then j ascending.
        let mut pairs: Vec<(usize, usize, Digits)> = Vec::new();
        let mut rc = vec![Digits::NONE; n];
        let mut met = Vec::new();
        for (i, a) in sets.iter().enumerate() {
            for d in a.digits.iter() {
                let seen = a.seeing(d);
                for c in (seen & firsts[d as usize - 1]).iter() {
                    let k = key(d, c);
                    // Only partners after i count, and each list is in index order:
                    // walk it from its end and stop at i (`met` is sorted below).
                    for &(j, holding) in by_first.get(k).iter().rev() {
                        if j <= i {
                            break;
                        }
                        if holding - seen != CellSet::EMPTY {
                            continue;
                        }
                        if !(a.cells & cells[j]).is_empty() {
                            continue;
                        }
                        if rc[j].is_empty() {
                            met.push(j);
                        }
                        rc[j].insert(d);
                    }
                }
            }
            met.sort_unstable();
            for j in met.drain(..) {
                pairs.push((i, j, rc[j]));
                rc[j] = Digits::NONE;
            }
        }
        // Each ALS's partners in index order: those before it (met while the lower
        // one's pairs were listed, in that order), then those after it (its own pairs).
        let links = Buckets::new(n, || {
            pairs
                .iter()
                .flat_map(|&(i, j, common)| [(i, (j, common)), (j, (i, common))])
        });
        AlsIndex { sets, links }
    }

    /// The ALSs ALS `i` has restricted commons with, in index order, and those digits.
    pub fn links(&self, i: usize) -> &[(usize, Digits)] {
        self.links.get(i)
    }
}

/// The number of set bits of every 9-bit mask. The release build targets plain x86-64,
/// whose `count_ones` is a dozen instructions; [`collect`] counts two per subset.
const POPCOUNT_9: [u8; 1 << 9] = {
    let mut t = [0u8; 1 << 9];
    let mut i = 0;
    while i < t.len() {
        t[i] = (i as u32).count_ones() as u8;
        i += 1;
    }
    t
};

/// Every ALS in every house: every set of n open cells (fewer than the house has open,
/// and at most [`MAX_ALS_CELLS`]) whose candidates number n + 1. An ALS lying in two
/// houses is kept once.
fn collect(cand: &Candidates) -> Vec<Als> {
    let layout = cand.layout();
    let open = cand.open_cells();
    // The sets and their houses first: the `Als` values are large, and growing a vector
    // of them, then moving them by size, copied each several times.
    let mut found: Vec<(CellSet, usize)> = Vec::new();
    // Union of the candidates of each subset of a house's open cells, built from the
    // subset less its lowest cell.
    let mut union = [0u16; 1 << 9];
    for h in 0..HOUSES {
        // A house's open cells and their candidates, on the stack (27 houses a state).
        let cells = HouseCells::new(layout.house(h) & open);
        let masks: [u16; 9] = std::array::from_fn(|i| cells.get(i).map_or(0, |&c| cand.get(c).0));
        let k = cells.len();
        for mask in 1usize..(1 << k) - 1 {
            let low = mask.trailing_zeros() as usize;
            let u = union[mask & (mask - 1)] | masks[low];
            union[mask] = u;
            // Both counts by table: this test runs for every subset of every house.
            let n = u32::from(POPCOUNT_9[mask]);
            if n <= MAX_ALS_CELLS && u32::from(POPCOUNT_9[usize::from(u)]) == n + 1 {
                let mut set = CellSet::EMPTY;
                let mut bits = mask;
                while bits != 0 {
                    set.insert(cells[bits.trailing_zeros() as usize]);
                    bits &= bits - 1;
                }
                // Kept in the first house that holds it all: a house holding the set
                // holds its first cell, so only that cell's three houses can.
                let earlier = layout
                    .houses_of(cells[low])
                    .iter()
                    .any(|&e| e < h && layout.house(e) & set == set);
                if !earlier {
                    found.push((set, h));
                }
            }
        }
    }
    // Smallest first, each size in the order found (the sort is stable).
    found.sort_by_key(|&(set, _)| set.len());
    found
        .into_iter()
        .map(|(set, h)| Als::new(cand, set, h))
        .collect()
}

/// The candidate state an index was built for: the layout's regions and every mask.
#[derive(PartialEq, Eq)]
struct StateKey {
    regions: [u8; CELLS],
    masks: [Digits; CELLS],
}

thread_local! {
    static LAST_INDEX: RefCell<Option<(StateKey, Rc<AlsIndex>)>> = const { RefCell::new(None) };
}

/// The ALS index of a state, reusing the last one built on this thread when the state is
/// the same (the ALS techniques run one after another on one state).
pub(crate) fn index(cand: &Candidates) -> Rc<AlsIndex> {
    let key = StateKey {
        regions: *cand.layout().regions(),
        masks: *cand.masks(),
    };
    LAST_INDEX.with(|last| {
        let mut last = last.borrow_mut();
        if let Some((k, ix)) = last.as_ref() {
            if *k == key {
                return ix.clone();
            }
        }
        let ix = Rc::new(AlsIndex::build(cand));
        *last = Some((key, ix.clone()));
        ix
    })
}

/// Adds the ALSs' cells and digits, and their houses, to a step.
fn with_sets(mut step: Step, cand: &Candidates, sets: &[&Als]) -> Step {
    for a in sets {
        step = step
            .house(cand.layout(), a.house)
            .pattern_cells(cand, a.cells, a.digits);
    }
    step
}

/// `step` with `z` taken from `victims` because of `chain` (drawn too), said as `why`.
fn by_chain(
    step: Step,
    cand: &Candidates,
    why: String,
    chain: Chain,
    victims: CellSet,
    z: u8,
) -> Step {
    step.because(why, vec![Branch::new("", chain.clone())], |s| {
        s.eliminate(cand, victims, Digits::single(z))
    })
    .chain(chain)
}

/// Two ALSs A and B with a restricted common x. Whichever does not hold x is locked on
/// its other digits; so a digit z both hold (z ≠ x) is in A or in B, and leaves every
/// cell seeing all the z of both. Doubly linked (two restricted commons): each is in
/// exactly one of them, so both ALSs are locked sets, and every digit of each leaves
/// the cells seeing all its copies there (the commons: all their copies in both).
pub fn als_xz(cand: &Candidates, sink: Sink<'_>) -> ControlFlow<()> {
    let ix = index(cand);
    for (i, a) in ix.sets.iter().enumerate() {
        for &(j, rc) in ix.links(i) {
            if j < i {
                continue;
            }
            let b = &ix.sets[j];
            let common = Digits(a.digits.0 & b.digits.0);
            if rc.len() >= 2 {
                // Most doubly linked pairs remove nothing: check before writing the text.
                let cuts = |s: &Als, d: u8| !(cand.cells_of(d) & s.seeing(d)).is_empty();
                let any = rc
                    .iter()
                    .any(|x| !(cand.cells_of(x) & a.seeing(x) & b.seeing(x)).is_empty())
                    || [a, b]
                        .iter()
                        .any(|s| Digits(s.digits.0 & !rc.0).iter().any(|d| cuts(s, d)));
                if !any {
                    continue;
                }
                let pattern = format!(
                    "ALS {} and ALS {} share the restricted commons {rc}, one in each",
                    a.text(),
                    b.text()
                );
                let reason = "both are locked sets";
                let effect = format!("{rc} leave the cells seeing all their copies in both, and each other digit the cells seeing all its copies in its ALS");
                let mut step = Step::new(
                    Technique::AlsXz,
                    format!("{pattern}: {reason}, so {effect}"),
                )
                .parts(pattern, reason, effect);
                for x in rc.iter() {
                    let why = format!(
                        "{x} is in one ALS or the other, so it leaves the cells seeing all its copies in both"
                    );
                    step = step.because(why, Vec::new(), |step| {
                        step.eliminate(
                            cand,
                            cand.cells_of(x) & a.seeing(x) & b.seeing(x),
                            Digits::single(x),
                        )
                    });
                }
                for s in [a, b] {
                    for d in Digits(s.digits.0 & !rc.0).iter() {
                        let why = format!(
                            "ALS {} is locked, so its {d} leaves the cells seeing all its copies there",
                            s.text()
                        );
                        step = step.because(why, Vec::new(), |step| {
                            step.eliminate(cand, cand.cells_of(d) & s.seeing(d), Digits::single(d))
                        });
                    }
                }
                if step.is_progress() {
                    let (x1, x2) = two_of(rc);
                    let chain = Chain::new(
                        vec![a.node(x1), a.node(x2), b.node(x2), b.node(x1), a.node(x1)],
                        vec![Link::Strong, Link::Weak, Link::Strong, Link::Weak],
                    );
                    sink(with_sets(step, cand, &[a, b]).chain(chain).finish())?;
                }
                continue;
            }
            // A z with a victim is a digit of both with victims through each alone.
            if Digits(common.0 & !rc.0 & a.hits.0 & b.hits.0).is_empty() {
                continue;
            }
            // Most pairs remove nothing: see that before a step is begun.
            let victims_of = |z: u8| cand.cells_of(z) & a.seeing(z) & b.seeing(z);
            let zs = Digits(common.0 & !rc.0);
            if zs.iter().all(|z| victims_of(z).is_empty()) {
                continue;
            }
            let x = rc.first().expect("a link has a restricted common");
            let mut step = Step::new(Technique::AlsXz, String::new());
            let mut gone = Digits::NONE;
            for z in zs.iter() {
                let victims = victims_of(z);
                if victims.is_empty() {
                    continue;
                }
                gone.insert(z);
                let chain = Chain::new(
                    vec![a.node(z), a.node(x), b.node(x), b.node(z)],
                    vec![Link::Strong, Link::Weak, Link::Strong],
                );
                let why = format!("{z} is in one ALS or the other");
                step = by_chain(step, cand, why, chain, victims, z);
            }
            if step.is_progress() {
                let pattern = format!(
                    "ALS {} and ALS {} share the restricted common {x}",
                    a.text(),
                    b.text()
                );
                let reason = format!("the one without {x} is locked, so {gone} is in one of them");
                let effect = format!("{gone} leaves the cells seeing all its copies in both");
                step.explanation = format!(
                    "{pattern}: {reason} and leaves the cells seeing all its copies in both"
                );
                step = step.parts(pattern, reason, effect);
                sink(with_sets(step, cand, &[a, b]).finish())?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// The two lowest digits of a set of at least two.
fn two_of(ds: Digits) -> (u8, u8) {
    let mut it = ds.iter();
    match (it.next(), it.next()) {
        (Some(x), Some(y)) => (x, y),
        _ => unreachable!("two_of takes at least two digits"),
    }
}

/// A pivot ALS C linked to ALS A by restricted common x and to ALS B by another, y. If A
/// lacks z it holds x, so C lacks x and holds y, so B lacks y and holds z: a digit z of
/// A and B (other than x and y) is in one of them, and leaves the cells seeing all its
/// copies in both.
pub fn als_xy_wing(cand: &Candidates, sink: Sink<'_>) -> ControlFlow<()> {
    let ix = index(cand);
    for (ci, c) in ix.sets.iter().enumerate() {
        let links = ix.links(ci);
        for (k, &(ai, rca)) in links.iter().enumerate() {
            if ix.sets[ai].hits.is_empty() {
                continue;
            }
            for &(bi, rcb) in &links[k + 1..] {
                let (a, b) = (&ix.sets[ai], &ix.sets[bi]);
                // The digits z of both with a victim: a z outside them removes nothing
                // whatever x and y are, and most pairs have none, so they are passed
                // over before a step is begun for each (x, y).
                let both = Digits(a.hits.0 & b.hits.0);
                if both.is_empty() || !(a.cells & b.cells).is_empty() {
                    continue;
                }
                let mut live = Digits::NONE;
                for z in both.iter() {
                    if !(cand.cells_of(z) & a.seeing(z) & b.seeing(z)).is_empty() {
                        live.insert(z);
                    }
                }
                if live.is_empty() {
                    continue;
                }
                for x in rca.iter() {
                    for y in rcb.iter().filter(|&y| y != x) {
                        let zs = Digits(live.0 & !Digits::single(x).0 & !Digits::single(y).0);
                        if zs.is_empty() {
                            continue;
                        }
                        let mut step = Step::new(Technique::AlsXyWing, String::new());
                        let mut gone = Digits::NONE;
                        for z in zs.iter() {
                            let victims = cand.cells_of(z) & a.seeing(z) & b.seeing(z);
                            if victims.is_empty() {
                                continue;
                            }
                            gone.insert(z);
                            let chain = Chain::new(
                                vec![
                                    a.node(z),
                                    a.node(x),
                                    c.node(x),
                                    c.node(y),
                                    b.node(y),
                                    b.node(z),
                                ],
                                vec![
                                    Link::Strong,
                                    Link::Weak,
                                    Link::Strong,
                                    Link::Weak,
                                    Link::Strong,
                                ],
                            );
                            let why = format!("{z} is in A or B");
                            step = by_chain(step, cand, why, chain, victims, z);
                        }
                        if step.is_progress() {
                            let pattern = format!(
                                "ALS {} links ALS {} by {x} and ALS {} by {y}",
                                c.text(),
                                a.text(),
                                b.text()
                            );
                            let reason = format!("if A lacks {gone} it holds {x}, so the pivot holds {y} and B holds {gone}");
                            let effect = format!(
                                "{gone} is in A or B and leaves the cells seeing all its copies in both"
                            );
                            step.explanation = format!("{pattern}: {reason}; so {effect}");
                            step = step.parts(pattern, reason, effect);
                            sink(with_sets(step, cand, &[a, c, b]).finish())?;
                        }
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// ALSs A1 … An (4 ≤ n ≤ [`MAX_CHAIN`]), each linked to the next by a restricted common
/// other than the one it was entered by. If A1 lacks z, each ALS in turn is locked and
/// pushes its exit digit out of the next, down to An, which then holds z: so z (in A1
/// and An, not their link digits) leaves the cells seeing all its copies in both.
/// Breadth-first from every ALS, shortest chain first; each (ALS, entry digit) is
/// reached once per start, so a chain that needs a state already reached by another
/// route is not found.
pub fn als_chain(cand: &Candidates, sink: Sink<'_>) -> ControlFlow<()> {
    let ix = index(cand);
    let n = ix.sets.len();
    // State: ALS * 10 + the digit it lacks (the one it was entered by; 0 for the
    // first ALS). Each state also keeps the digit its chain left the first ALS by,
    // which z must differ from.
    let mut parent = vec![usize::MAX; n * 10];
    // Per ALS, the entry digits of its states reached from this start (entry 0, the
    // start's own state, is not a digit and is never entered again).
    let mut reached = vec![Digits::NONE; n];
    let mut length = vec![0usize; n * 10];
    let mut first_exit = vec![0u8; n * 10];
    let mut touched = Vec::new();
    // Breadth-first: a state is visited when `head` reaches it (one array for every
    // start, not a queue allocated per start).
    let mut queue = Vec::new();
    for (si, start) in ix.sets.iter().enumerate() {
        // Per z: the cells with z seeing all the first ALS's zs; only a z with
        // somewhere to go can be eliminated.
        let targets: [CellSet; 9] = std::array::from_fn(|i| {
            let z = i as u8 + 1;
            if start.digits.contains(z) {
                cand.cells_of(z) & start.seeing(z)
            } else {
                CellSet::EMPTY
            }
        });
        if targets.iter().all(|t| t.is_empty()) {
            continue;
        }
        for &st in &touched {
            parent[st] = usize::MAX;
            reached[st / 10] = Digits::NONE;
        }
        touched.clear();
        let first = si * 10;
        parent[first] = first;
        length[first] = 1;
        touched.push(first);
        queue.clear();
        queue.push(first);
        let mut head = 0;
        while let Some(&st) = queue.get(head) {
            head += 1;
            let (i, entered) = (st / 10, (st % 10) as u8);
            // States of the last length are never queued: they are only tested for
            // victims when reached. (Their place in the queue came after every state
            // that is expanded, so the order of those is unchanged.)
            for &(j, rc) in ix.links(i) {
                // Most links lead only to states already reached: one mask test each.
                let mut fresh = Digits(rc.0 & !reached[j].0);
                if entered != 0 {
                    fresh.remove(entered);
                }
                if fresh.is_empty() {
                    continue;
                }
                reached[j] = Digits(reached[j].0 | fresh.0);
                for x in fresh.iter() {
                    let next = j * 10 + x as usize;
                    parent[next] = st;
                    length[next] = length[st] + 1;
                    first_exit[next] = if st == first { x } else { first_exit[st] };
                    touched.push(next);
                    if length[next] < MAX_CHAIN {
                        queue.push(next);
                    }
                    if length[next] < 4 || j == si {
                        continue;
                    }
                    let end = &ix.sets[j];
                    // Only a z with victims through the start and the end alone.
                    let mut zs = Digits(start.hits.0 & end.hits.0);
                    zs.remove(x);
                    zs.remove(first_exit[next]);
                    for z in zs.iter() {
                        let victims = targets[z as usize - 1] & end.seeing(z);
                        if victims.is_empty() {
                            continue;
                        }
                        let states: Vec<usize> = super::path::walk_back(&parent, next).collect();
                        let mut order: Vec<usize> = states.iter().map(|s| s / 10).collect();
                        order.sort_unstable();
                        order.dedup();
                        if order.len() != states.len() {
                            continue;
                        }
                        sink(chain_step(cand, &ix, &states, z, victims))?;
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// The step of an ALS chain: `states` are (ALS * 10 + entry digit) from the first ALS
/// (entered by z) to the last.
fn chain_step(cand: &Candidates, ix: &AlsIndex, states: &[usize], z: u8, victims: CellSet) -> Step {
    let sets: Vec<&Als> = states.iter().map(|s| &ix.sets[s / 10]).collect();
    // The first ALS is "entered" by z: the chain starts from its lacking z.
    let entries: Vec<u8> = states
        .iter()
        .enumerate()
        .map(|(k, s)| if k == 0 { z } else { (s % 10) as u8 })
        .collect();
    let mut nodes = Vec::new();
    let mut links = Vec::new();
    // In each ALS: its entry digit = its exit digit (the next one's entry); between
    // ALSs a weak link on the exit digit; the last ALS exits by z.
    for (k, a) in sets.iter().enumerate() {
        let exit = entries.get(k + 1).copied().unwrap_or(z);
        if k > 0 {
            links.push(Link::Weak);
        }
        nodes.push(a.node(entries[k]));
        nodes.push(a.node(exit));
        links.push(Link::Strong);
    }
    let names: Vec<String> = sets.iter().map(|a| a.text()).collect();
    let via: Vec<String> = entries[1..].iter().map(|d| d.to_string()).collect();
    let pattern = format!(
        "ALS chain {} linked by {}",
        names.join(" - "),
        via.join(", ")
    );
    let reason =
        format!("if the first lacks {z}, each ALS in turn is locked and the last holds {z}");
    let effect = format!("{z} leaves the cells seeing all its copies in the first and the last");
    let text = format!("{pattern}: {reason}; so {effect}");
    with_sets(Step::new(Technique::AlsChain, text), cand, &sets)
        .parts(pattern, reason, effect)
        .eliminate(cand, victims, Digits::single(z))
        .chain(Chain::new(nodes, links))
        .finish()
}

/// A stem cell and, for each of its candidates d, a petal ALS holding d whose every d
/// sees the stem. Whatever the stem is, that petal lacks it and is locked; so a digit z
/// of every petal (not a stem candidate) is in some petal, and leaves the cells seeing
/// all its copies in all of them. Petals share no cell.
pub fn death_blossom(cand: &Candidates, sink: Sink<'_>) -> ControlFlow<()> {
    let ix = index(cand);
    let stems: CellSet = cand
        .unsolved()
        .iter()
        .filter(|&c| (2..=MAX_STEM).contains(&cand.get(c).len()))
        .collect();
    let seen_by = SeenBy::new(cand, &ix, stems);
    for stem in stems.iter() {
        let stem_digits = cand.get(stem);
        let digits: Vec<u8> = stem_digits.iter().collect();
        // A petal for d: an ALS whose every d sees the stem (so the stem is not one of
        // its cells) and that has a digit the stem lacks. Only such a digit with a
        // victim through the petal alone can be eliminated (`Blossom::grow` drops a
        // petal left with none), so the others are not offered.
        let petals: Vec<Vec<usize>> = digits
            .iter()
            .map(|&d| {
                seen_by
                    .get(d, stem)
                    .iter()
                    .map(|&i| i as usize)
                    .filter(|&i| ix.sets[i].hits.0 & !stem_digits.0 != 0)
                    .collect()
            })
            .collect();
        if petals.iter().any(Vec::is_empty) {
            continue;
        }
        let mut chosen = Vec::with_capacity(digits.len());
        let mut victims = [CellSet::ALL; 9];
        for z in stem_digits.iter() {
            victims[z as usize - 1] = CellSet::EMPTY;
        }
        let blossom = Blossom {
            cand,
            ix: &ix,
            stem,
            digits: &digits,
            petals: &petals,
        };
        blossom.grow(&mut chosen, CellSet::single(stem), victims, sink)?;
    }
    ControlFlow::Continue(())
}

/// Per digit d and stem c (a cell of `stems` with candidate d): the ALSs (by index, in
/// index order) with some victim (`hits`) holding d whose every d sees c, so that
/// looking up a stem's petals does not scan every ALS for every stem and digit.
struct SeenBy(Buckets<u32>);

impl SeenBy {
    fn new(cand: &Candidates, ix: &AlsIndex, stems: CellSet) -> SeenBy {
        // An ALS with no victim through it alone is no petal (`death_blossom` asks for
        // one off the stem's digits): it is left out. So are the cells that are no stem
        // with d, which are never asked about.
        SeenBy(Buckets::new(9 * CELLS, || {
            ix.sets
                .iter()
                .enumerate()
                .filter(|(_, a)| !a.hits.is_empty())
                .flat_map(move |(i, a)| {
                    a.digits.iter().flat_map(move |d| {
                        (a.seeing(d) & cand.cells_of(d) & stems)
                            .iter()
                            .map(move |c| ((d as usize - 1) * CELLS + c, i as u32))
                    })
                })
        }))
    }
    fn get(&self, d: u8, c: usize) -> &[u32] {
        self.0.get((d as usize - 1) * CELLS + c)
    }
}

/// A death blossom's search: one petal per stem digit, depth first.
struct Blossom<'a> {
    cand: &'a Candidates,
    ix: &'a AlsIndex,
    stem: usize,
    digits: &'a [u8],
    petals: &'a [Vec<usize>],
}

impl Blossom<'_> {
    /// `victims[z - 1]`: the cells with z seeing every z of the petals chosen so far
    /// (empty once a petal lacks z, or for the stem's digits).
    fn grow(
        &self,
        chosen: &mut Vec<usize>,
        used: CellSet,
        victims: [CellSet; 9],
        sink: Sink<'_>,
    ) -> ControlFlow<()> {
        let k = chosen.len();
        if k == self.digits.len() {
            return self.offer(chosen, victims, sink);
        }
        // The digits with victims so far: a petal can keep only those among its hits (a
        // digit with a victim through it), and most petals keep none.
        let live = (1..=9u8)
            .filter(|&z| !victims[z as usize - 1].is_empty())
            .fold(Digits::NONE, |acc, z| Digits(acc.0 | Digits::single(z).0));
        for &p in &self.petals[k] {
            let a = &self.ix.sets[p];
            if a.hits.0 & live.0 == 0 || !(a.cells & used).is_empty() {
                continue;
            }
            let narrowed: [CellSet; 9] = std::array::from_fn(|i| {
                let z = i as u8 + 1;
                if a.digits.contains(z) {
                    victims[i] & a.seeing(z) & self.cand.cells_of(z)
                } else {
                    CellSet::EMPTY
                }
            });
            if narrowed.iter().all(|v| v.is_empty()) {
                continue;
            }
            chosen.push(p);
            let r = self.grow(chosen, used | a.cells, narrowed, sink);
            chosen.pop();
            r?;
        }
        ControlFlow::Continue(())
    }

    fn offer(&self, chosen: &[usize], victims: [CellSet; 9], sink: Sink<'_>) -> ControlFlow<()> {
        let sets: Vec<&Als> = chosen.iter().map(|&p| &self.ix.sets[p]).collect();
        let mut step = Step::new(Technique::DeathBlossom, String::new());
        let mut gone = Digits::NONE;
        for (i, &v) in victims.iter().enumerate() {
            let z = i as u8 + 1;
            if v.is_empty() {
                continue;
            }
            gone.insert(z);
            let chains: Vec<Chain> = self
                .digits
                .iter()
                .zip(&sets)
                .map(|(&d, a)| {
                    Chain::new(
                        vec![ChainNode::new(self.stem, d), a.node(d), a.node(z)],
                        vec![Link::Weak, Link::Strong],
                    )
                })
                .collect();
            let branches = self
                .digits
                .iter()
                .zip(&chains)
                .map(|(d, c)| Branch::new(format!("{}={d}", cell_name(self.stem)), c.clone()))
                .collect();
            let why = format!("whatever the stem is, a petal holds {z}");
            step = step.because(why, branches, |s| {
                s.eliminate(self.cand, v, Digits::single(z))
            });
            for chain in chains {
                step = step.chain(chain);
            }
        }
        let petals: Vec<String> = self
            .digits
            .iter()
            .zip(&sets)
            .map(|(d, a)| format!("{d}: {}", a.text()))
            .collect();
        let pattern = format!(
            "stem {} ({}) with petals {}",
            cell_name(self.stem),
            self.cand.get(self.stem),
            petals.join("; ")
        );
        let reason = format!(
            "whatever the stem is, its petal lacks it and is locked, so {gone} is in some petal"
        );
        let effect = format!("{gone} leaves the cells seeing all its copies in every petal");
        step.explanation = format!(
            "{pattern}: {reason} and leaves the cells seeing all its copies in every petal"
        );
        step = step.parts(pattern, reason, effect);
        sink(
            with_sets(step, self.cand, &sets)
                .pattern_cells(self.cand, CellSet::single(self.stem), Digits::ALL)
                .finish(),
        )
    }
}
