//! The propagation behind SE's rules 23–30 (SPEC §4.4): from a set of assumed nodes
//! ("r1c1 holds 5", "r2c3 does not hold 7"), every consequence, each recorded once with
//! the nodes it came from, until the queues run dry or a candidate is found both true and
//! false (a contradiction).
//!
//! Nodes are slots in one flat table (candidate × state), so membership is a bit and a
//! node's record is an index; parents are slots too, which is all the ancestor count
//! (SPEC §4.6) needs. In dynamic mode the search works on its own copy of the candidates,
//! removing each false candidate once its consequences are drawn, and a consequence that
//! depended on earlier removals lists them as hidden parents.

use std::rc::Rc;

use super::grid::{House, Kind, SeGrid};
use crate::cells::{CellSet, Digits, CELLS};

/// Candidates: cell × digit.
pub const CANDIDATES: usize = CELLS * 9;
/// Nodes: candidate × state (OFF = 0, ON = 1).
pub const SLOTS: usize = CANDIDATES * 2;
const UNSEEN: u16 = u16::MAX;

pub fn candidate(cell: usize, digit: u8) -> usize {
    cell * 9 + usize::from(digit) - 1
}

pub fn slot(cell: usize, digit: u8, on: bool) -> u16 {
    (candidate(cell, digit) * 2 + usize::from(on)) as u16
}

/// (cell, digit, on) of a slot.
pub fn node(slot: u16) -> (usize, u8, bool) {
    let s = usize::from(slot);
    (s / 18, (s / 2 % 9) as u8 + 1, s & 1 == 1)
}

/// A set of candidates, one bit each.
#[derive(Clone, Copy, PartialEq, Eq, Default)]
pub struct Bits(pub [u64; 12]);

impl Bits {
    pub fn contains(&self, i: usize) -> bool {
        self.0[i / 64] >> (i % 64) & 1 == 1
    }
    pub fn insert(&mut self, i: usize) {
        self.0[i / 64] |= 1 << (i % 64);
    }
    pub fn and(&self, other: &Bits) -> Bits {
        Bits(std::array::from_fn(|w| self.0[w] & other.0[w]))
    }
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }
}

/// Why a node was derived: through its cell, through a house of one kind, by a rule run
/// inside the search ("advanced"), or not at all (a start node). Nested searches read
/// it to find the removals a chain depended on (SPEC §4.7).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cause {
    Start,
    Cell,
    House(Kind),
    Advanced,
}

/// A chaining hint found by a rule run inside a nested search, as the nodes it implies
/// carry it: its full complexity, and a fingerprint of its branches (their ends and
/// ancestors in order) that tells two finds of the same hint apart from different ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Carried {
    pub complexity: usize,
    pub fingerprint: u64,
}

/// A set of nodes (slots), one bit each.
#[derive(Clone, Copy)]
pub struct SlotSet([u64; SLOTS.div_ceil(64)]);

impl SlotSet {
    pub const EMPTY: SlotSet = SlotSet([0; SLOTS.div_ceil(64)]);
    pub fn contains(&self, s: u16) -> bool {
        self.0[usize::from(s) / 64] >> (s % 64) & 1 == 1
    }
    /// Adds `s`; whether it was new.
    pub fn insert(&mut self, s: u16) -> bool {
        let (w, b) = (usize::from(s) / 64, usize::from(s) % 64);
        let new = self.0[w] >> b & 1 == 0;
        self.0[w] |= 1 << b;
        new
    }
    /// The set's nodes in the other state.
    pub fn flipped(self) -> SlotSet {
        // A node's two states are the two bits of one pair (slot ^ 1).
        const EVEN: u64 = 0x5555_5555_5555_5555;
        SlotSet(self.0.map(|w| (w & EVEN) << 1 | (w >> 1) & EVEN))
    }
    /// Adds every node of `other`.
    pub fn add_all(&mut self, other: &SlotSet) {
        for (w, o) in self.0.iter_mut().zip(other.0) {
            *w |= o;
        }
    }
    /// Adds the nodes both `a` and `b` hold.
    pub fn add_common(&mut self, a: &SlotSet, b: &SlotSet) {
        for ((w, x), y) in self.0.iter_mut().zip(a.0).zip(b.0) {
            *w |= x & y;
        }
    }
    /// Keeps only the nodes `other` holds too.
    pub fn keep_common(&mut self, other: &SlotSet) {
        for (w, o) in self.0.iter_mut().zip(other.0) {
            *w &= o;
        }
    }
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }
    /// Every node not in the set.
    pub fn complement(self) -> SlotSet {
        SlotSet(self.0.map(|w| !w))
    }
}

/// One node as first derived: its slot, its parents (a range of
/// `Propagation::parents`), why, and the inner hint it came from, if any.
#[derive(Clone, Copy, Debug)]
pub struct Record {
    pub slot: u16,
    start: u32,
    len: u32,
    pub cause: Cause,
    pub carried: Option<Carried>,
}

/// Which links a search uses and how it treats the grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mode {
    /// Links inside a cell (its other digits; a bivalue cell's other digit).
    pub cell_rule: bool,
    /// False candidates leave the working grid as they are expanded.
    pub dynamic: bool,
    /// 0: plain; 1: "+" (simple rules run when the queues run dry); 2–5: nested
    /// (chaining rules run too, SPEC §4.7).
    pub level: u8,
}

/// A grid of candidates that a search may reduce: per cell and per digit.
#[derive(Clone)]
pub struct Work {
    pub values: crate::puzzle::Board,
    pub cands: [Digits; CELLS],
    /// Cells holding each digit (index digit − 1) as a candidate.
    pub by_digit: [CellSet; 9],
}

impl Work {
    pub fn new(grid: &SeGrid) -> Work {
        let mut by_digit = [CellSet::EMPTY; 9];
        for (cell, cands) in grid.cands.iter().enumerate() {
            for d in cands.iter() {
                by_digit[usize::from(d) - 1].insert(cell);
            }
        }
        Work {
            values: grid.values,
            cands: grid.cands,
            by_digit,
        }
    }
    pub fn has(&self, cell: usize, digit: u8) -> bool {
        self.cands[cell].contains(digit)
    }
    pub fn remove(&mut self, cell: usize, digit: u8) {
        self.cands[cell].remove(digit);
        self.by_digit[usize::from(digit) - 1].remove(cell);
    }
    /// The cells of `house` holding `digit`.
    pub fn in_house(&self, house: House, digit: u8) -> CellSet {
        self.by_digit[usize::from(digit) - 1] & house_set(house)
    }
}

/// A house's cells as a set.
pub fn house_set(house: House) -> CellSet {
    house.set()
}

/// An OFF node implied by a rule run inside the search: the candidate and the nodes
/// whose removal made the rule apply.
#[derive(Clone)]
pub struct Implied {
    pub cell: usize,
    pub digit: u8,
    /// Shared by every elimination of one inner hint.
    pub parents: Rc<[u16]>,
    pub carried: Option<Carried>,
}

/// Runs the rules of a "+" or nested level on the working grid (SPEC §4.7).
pub type Advance<'a> = &'a dyn Fn(&Work, &Work, &Propagation) -> Rc<[Implied]>;

/// Everything a search found.
pub struct Propagation {
    /// Slot → index into `records`, or `UNSEEN`.
    index: Vec<u16>,
    /// In the order found (ON and OFF interleaved).
    pub records: Vec<Record>,
    parents: Vec<u16>,
    /// ON and OFF nodes found, by candidate.
    pub ons: Bits,
    pub offs: Bits,
    /// The two ends (ON, OFF) of a contradiction, if one was met; the sets above then
    /// hold what was found before it (SPEC Q7).
    pub contradiction: Option<(Record, Record)>,
}

impl Propagation {
    fn new() -> Propagation {
        Propagation {
            index: vec![UNSEEN; SLOTS],
            records: Vec::with_capacity(256),
            parents: Vec::with_capacity(512),
            ons: Bits::default(),
            offs: Bits::default(),
            contradiction: None,
        }
    }

    pub fn contains(&self, slot: u16) -> bool {
        self.index[usize::from(slot)] != UNSEEN
    }

    /// The stored record of a node found.
    pub fn record(&self, slot: u16) -> Option<&Record> {
        self.records
            .get(self.index[usize::from(slot)] as usize)
            .filter(|_| self.contains(slot))
    }

    pub fn parents_of(&self, record: &Record) -> &[u16] {
        &self.parents[record.start as usize..(record.start + record.len) as usize]
    }

    fn make(&mut self, slot: u16, parents: &[u16], cause: Cause) -> Record {
        let start = self.parents.len() as u32;
        self.parents.extend_from_slice(parents);
        Record {
            slot,
            start,
            len: parents.len() as u32,
            cause,
            carried: None,
        }
    }

    fn store(&mut self, record: Record) {
        self.index[usize::from(record.slot)] = self.records.len() as u16;
        let (cell, digit, on) = node(record.slot);
        if on {
            self.ons.insert(candidate(cell, digit));
        } else {
            self.offs.insert(candidate(cell, digit));
        }
        self.records.push(record);
    }

    /// How many distinct nodes `end` depends on, itself included (SPEC §4.6): its
    /// parents, theirs, and so on, each node once. `visit` sees each one's record,
    /// breadth-first: `end` first, parents in recorded order, an equal node met twice
    /// followed once.
    pub fn walk(&self, end: &Record, mut visit: impl FnMut(&Record)) -> usize {
        visit(end);
        let mut seen = [0u64; SLOTS.div_ceil(64)];
        let mark = |seen: &mut [u64], s: u16| {
            let (w, b) = (usize::from(s) / 64, usize::from(s) % 64);
            let new = seen[w] >> b & 1 == 0;
            seen[w] |= 1 << b;
            new
        };
        mark(&mut seen, end.slot);
        let mut queue: Vec<u16> = Vec::with_capacity(64);
        queue.extend(
            self.parents_of(end)
                .iter()
                .copied()
                .filter(|&p| mark(&mut seen, p)),
        );
        let mut at = 0;
        while at < queue.len() {
            let Some(&record) = self.record(queue[at]) else {
                at += 1;
                continue;
            };
            at += 1;
            visit(&record);
            for &p in self.parents_of(&record) {
                if mark(&mut seen, p) {
                    queue.push(p);
                }
            }
        }
        queue.len() + 1
    }
}

/// What "`cell` does not hold `digit`" implies (SPEC §4.1): a bivalue cell's other digit
/// (cell rule), then the digit's other place in each house where it has two, as
/// (node, range of `hidden`); in dynamic mode `hidden` gets the removals each depended on.
fn strong(
    start: &Work,
    work: &Work,
    (cell, digit): (usize, u8),
    mode: Mode,
    produced: &mut Vec<(u16, u32, u32, Cause)>,
    hidden: &mut Vec<u16>,
) {
    produced.clear();
    hidden.clear();
    if mode.cell_rule && work.cands[cell].is_pair() {
        if let Some(other) = work.cands[cell].iter().find(|&e| e != digit) {
            if mode.dynamic {
                let gone = Digits(start.cands[cell].0 & !work.cands[cell].0);
                hidden.extend(gone.iter().map(|e| slot(cell, e, false)));
            }
            produced.push((slot(cell, other, true), 0, hidden.len() as u32, Cause::Cell));
        }
    }
    for kind in Kind::ORDER {
        let house = House::of(kind, cell);
        let now = work.in_house(house, digit);
        if !now.is_pair() {
            continue;
        }
        let Some(other) = (now - CellSet::single(cell)).first() else {
            continue;
        };
        let from = hidden.len() as u32;
        if mode.dynamic {
            let gone = start.in_house(house, digit) - now;
            hidden.extend(gone.iter().map(|x| slot(x, digit, false)));
        }
        produced.push((
            slot(other, digit, true),
            from,
            hidden.len() as u32,
            Cause::House(kind),
        ));
    }
}

/// The search: from `starts` (ON nodes first), on `grid`, until dry or a contradiction.
pub fn propagate(
    start: &Work,
    starts: &[u16],
    mode: Mode,
    advance: Option<Advance>,
) -> Propagation {
    let mut work = start.clone();
    let mut found = Propagation::new();
    let mut on_queue: Vec<u32> = Vec::with_capacity(128);
    let mut off_queue: Vec<u32> = Vec::with_capacity(256);
    let (mut on_at, mut off_at) = (0, 0);
    for &s in starts.iter().filter(|&&s| s & 1 == 1) {
        let r = found.make(s, &[], Cause::Start);
        on_queue.push(found.records.len() as u32);
        found.store(r);
    }
    for &s in starts.iter().filter(|&&s| s & 1 == 0) {
        let r = found.make(s, &[], Cause::Start);
        off_queue.push(found.records.len() as u32);
        found.store(r);
    }
    let mut produced: Vec<(u16, u32, u32, Cause)> = Vec::with_capacity(32);
    let mut hidden: Vec<u16> = Vec::with_capacity(32);
    let mut parents: Vec<u16> = Vec::with_capacity(32);
    loop {
        if on_at < on_queue.len() {
            let p = found.records[on_queue[on_at] as usize];
            on_at += 1;
            let (cell, digit, _) = node(p.slot);
            let mut weak = |found: &mut Propagation, q: u16, cause: Cause| -> bool {
                if found.contains(q ^ 1) {
                    let on_end = *found.record(q ^ 1).unwrap();
                    let off_end = found.make(q, &[p.slot], cause);
                    found.contradiction = Some((on_end, off_end));
                    return true;
                }
                if !found.contains(q) {
                    let r = found.make(q, &[p.slot], cause);
                    off_queue.push(found.records.len() as u32);
                    found.store(r);
                }
                false
            };
            if mode.cell_rule {
                for e in work.cands[cell].iter().filter(|&e| e != digit) {
                    if weak(&mut found, slot(cell, e, false), Cause::Cell) {
                        return found;
                    }
                }
            }
            // Cells of a house in position order are in increasing cell order.
            let mut listed = CellSet::single(cell);
            for kind in Kind::ORDER {
                let others = work.in_house(House::of(kind, cell), digit) - listed;
                listed |= others;
                for x in others.iter() {
                    if weak(&mut found, slot(x, digit, false), Cause::House(kind)) {
                        return found;
                    }
                }
            }
            continue;
        }
        if off_at < off_queue.len() {
            let p = found.records[off_queue[off_at] as usize];
            off_at += 1;
            let (cell, digit, _) = node(p.slot);
            strong(
                start,
                &work,
                (cell, digit),
                mode,
                &mut produced,
                &mut hidden,
            );
            if mode.dynamic {
                work.remove(cell, digit);
            }
            for &(r, from, to, cause) in &produced {
                parents.clear();
                parents.push(p.slot);
                parents.extend_from_slice(&hidden[from as usize..to as usize]);
                if found.contains(r ^ 1) {
                    let on_end = found.make(r, &parents, cause);
                    let off_end = *found.record(r ^ 1).unwrap();
                    found.contradiction = Some((on_end, off_end));
                    return found;
                }
                if !found.contains(r) {
                    let rec = found.make(r, &parents, cause);
                    on_queue.push(found.records.len() as u32);
                    found.store(rec);
                }
            }
            continue;
        }
        let Some(advance) = advance.filter(|_| mode.level >= 1) else {
            return found;
        };
        let mut added = false;
        for implied in advance(start, &work, &found).iter() {
            let s = slot(implied.cell, implied.digit, false);
            if found.contains(s) {
                continue;
            }
            let mut rec = found.make(s, &implied.parents, Cause::Advanced);
            rec.carried = implied.carried;
            off_queue.push(found.records.len() as u32);
            found.store(rec);
            added = true;
        }
        if !added {
            return found;
        }
    }
}
