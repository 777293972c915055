//! "Advanced implications" (SPEC §4.7): at the "+" level (rule 26) and the nested levels
//! (27–30), when a search runs dry, other rules run on its reduced grid; what they
//! eliminate becomes new false nodes, whose parents are the removals that made the rule
//! apply ("rule parents", relative to the grid the search started from). A rule's hint
//! with no rule parent held before the search and proves nothing about its assumption.

use std::cell::{OnceCell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;

use super::grid::{bits, combinations, House, Kind};
use super::inner_chains::{self, DryStart, LazyLinks};
use super::inner_multiple::ChainFocus;
use super::nested;
use super::propagate::{house_set, slot, Implied, Propagation, Work};
use super::rules::Rule;
use crate::cells::{CellSet, Digits, CELLS};

/// The advanced implications of one level for searches that share one start grid,
/// remembered by working grid: the many searches of a rule reach the same reduced grids
/// again and again, and what the rules find there depends on nothing else.
pub struct Advancer {
    level: u8,
    memo: RefCell<HashMap<[u16; CELLS], Rc<[Implied]>>>,
    /// The searches' start grid as a dry start for rule 21, once known.
    dry: OnceCell<Option<DryStart>>,
    /// Whether rule 24 too is dry on the start grid, once known.
    multiple_dry: OnceCell<bool>,
    /// Level 2's results on the same start grid, which level 3 repeats before its own
    /// rule 24 (the rating loop asks rule 28 right after rule 27).
    level_two: Option<Box<Advancer>>,
}

impl Advancer {
    pub fn new(level: u8) -> Advancer {
        Advancer {
            level,
            memo: RefCell::new(HashMap::new()),
            dry: OnceCell::new(),
            multiple_dry: OnceCell::new(),
            level_two: None,
        }
    }

    /// Level 3 reading `level_two`'s results where it has them (both start on one grid).
    pub fn after_level_two(level_two: Advancer) -> Advancer {
        debug_assert_eq!(level_two.level, 2);
        Advancer {
            level_two: Some(Box::new(level_two)),
            ..Advancer::new(3)
        }
    }

    pub fn level(&self) -> u8 {
        self.level
    }

    /// `start` as a grid where rule 21 is dry, checked once (the rating loop asks rule 27
    /// only then, `hint --all` at any time).
    fn dry_start(&self, start: &Work) -> Option<&DryStart> {
        self.dry.get_or_init(|| DryStart::of(start)).as_ref()
    }

    /// `start` as a grid where rules 21 and 24 are dry, checked once (the rating loop
    /// asks rule 28 only then).
    fn dry_for_multiple(&self, start: &Work) -> Option<&DryStart> {
        let dry = self.dry_start(start)?;
        let multiple_dry = self.multiple_dry.get_or_init(|| {
            nested::multiple_hints(start, start, Rule::MultipleChains, None, |_| true).is_empty()
        });
        multiple_dry.then_some(dry)
    }

    /// The implied false nodes on `now` for searches started from `start`.
    pub fn run(&self, start: &Work, now: &Work, _found: &Propagation) -> Rc<[Implied]> {
        let key = now.cands.map(|d| d.0);
        if let Some(known) = self.memo.borrow().get(&key) {
            return known.clone();
        }
        // Level 3 runs level 2's rules first: where those found nothing, only rule 24.
        let known_below = self.level_two.as_ref().and_then(|two| {
            let known = two.memo.borrow().get(&key).cloned();
            known
        });
        let implied: Rc<[Implied]> = match known_below {
            Some(known) if !known.is_empty() => return known,
            Some(_) => self
                .compute_rules(start, now, &[Rule::MultipleChains])
                .into(),
            None => self.compute(start, now).into(),
        };
        self.memo.borrow_mut().insert(key, Rc::clone(&implied));
        implied
    }

    /// Level 1: the four simple rules; level 2 adds rule 21, level 3 rules 21 and 24,
    /// level 4 rule 25, level 5 rules 25 and 27, each on the reduced grid: the first
    /// with a usable hint contributes.
    fn compute(&self, start: &Work, now: &Work) -> Vec<Implied> {
        let simple = simple_rules(start, now);
        if !simple.is_empty() || self.level < 2 {
            return simple;
        }
        let inner: &[Rule] = match self.level {
            2 => &[Rule::ForcingChains],
            3 => &[Rule::ForcingChains, Rule::MultipleChains],
            4 => &[Rule::DynamicChains],
            _ => &[Rule::DynamicChains, Rule::Nested2],
        };
        self.compute_rules(start, now, inner)
    }

    /// The chaining rules `inner` in order on `now`: the first with a usable hint
    /// contributes.
    fn compute_rules(&self, start: &Work, now: &Work, inner: &[Rule]) -> Vec<Implied> {
        let links = LazyLinks::new(now);
        for &rule in inner {
            let hints = match rule {
                Rule::ForcingChains => {
                    inner_chains::all_hints_on(start, &links, self.dry_start(start))
                }
                Rule::Nested2 => {
                    let inner = Advancer::new(2);
                    let advance = |s: &Work, n: &Work, f: &Propagation| inner.run(s, n, f);
                    nested::multiple_hints(start, now, rule, Some(&advance), |_| true)
                }
                Rule::MultipleChains => match self.dry_for_multiple(start) {
                    Some(dry) => {
                        let mut focus = ChainFocus::new(dry, start, &links);
                        nested::multiple_hints(start, now, rule, None, |c| focus.may_hint(c))
                    }
                    None => nested::multiple_hints(start, now, rule, None, |_| true),
                },
                _ => nested::multiple_hints(start, now, rule, None, |_| true),
            };
            let implied = nested::implied(hints);
            if !implied.is_empty() {
                return implied;
            }
        }
        Vec::new()
    }
}

/// A hint of a rule run inside a search: what it eliminates and its rule parents.
pub struct Inner {
    pub removed: Vec<(usize, u8)>,
    pub parents: Vec<u16>,
}

impl Inner {
    /// Its eliminations as implied false nodes (row-major: SPEC Q14).
    pub fn implied(mut self) -> Vec<Implied> {
        self.removed.sort_unstable();
        let parents: Rc<[u16]> = self.parents.into();
        self.removed
            .iter()
            .map(|&(cell, digit)| Implied {
                cell,
                digit,
                parents: Rc::clone(&parents),
                carried: None,
            })
            .collect()
    }
}

/// The four simple rules of every level ≥ 1, in order: the first with usable hints.
pub fn simple_rules(start: &Work, now: &Work) -> Vec<Implied> {
    for rule in [locks, hidden_pairs, naked_pairs, x_wings] {
        let hints = rule(start, now);
        if !hints.is_empty() {
            return hints.into_iter().flat_map(|h| h.implied()).collect();
        }
    }
    Vec::new()
}

/// Cells of `set` holding `digit` at the start and not now, as false nodes, in the
/// house order of `house`.
fn gone_in(start: &Work, now: &Work, house: House, digit: u8, outside: CellSet) -> Vec<u16> {
    let gone = (start.in_house(house, digit) - now.in_house(house, digit)) - outside;
    house
        .cells()
        .into_iter()
        .filter(|&x| gone.contains(x))
        .map(|x| slot(x, digit, false))
        .collect()
}

/// Per digit, the cells that held it at the start and do not now.
fn lost_by_digit(start: &Work, now: &Work) -> [CellSet; 9] {
    std::array::from_fn(|d| start.by_digit[d] - now.by_digit[d])
}

fn empty_count(now: &Work, house: House) -> usize {
    house
        .cells()
        .iter()
        .filter(|&&c| now.values[c] == 0)
        .count()
}

const LOCK_PASSES: [(Kind, Kind); 4] = [
    (Kind::Block, Kind::Column),
    (Kind::Block, Kind::Row),
    (Kind::Column, Kind::Block),
    (Kind::Row, Kind::Block),
];

/// Pointing and claiming (SPEC §3.5) on the reduced grid.
fn locks(start: &Work, now: &Work) -> Vec<Inner> {
    let mut out = Vec::new();
    let lost = lost_by_digit(start, now);
    for (kind_a, kind_b) in LOCK_PASSES {
        for ia in 0..9 {
            let a = House::new(kind_a, ia);
            let a_set = house_set(a);
            // A digit of A with two or more places locks into at most one house B: the
            // one holding them all. Found digit by digit, reported in (B, digit) order.
            let mut locked = [(0usize, 0u8); 9];
            let mut count = 0;
            for digit in 1..=9u8 {
                let d = usize::from(digit) - 1;
                // Without a removal in A the lock has no rule parent.
                if (lost[d] & a_set).is_empty() {
                    continue;
                }
                let cells = now.in_house(a, digit);
                if !cells.more_than_one() {
                    continue;
                }
                let Some(first) = cells.first() else {
                    continue;
                };
                let ib = kind_b.index_of(first);
                let b_set = house_set(House::new(kind_b, ib));
                // Without a removal in A outside B either.
                if (lost[d] & (a_set - b_set)).is_empty() || !(cells - b_set).is_empty() {
                    continue;
                }
                locked[count] = (ib, digit);
                count += 1;
            }
            locked[..count].sort_unstable();
            for &(ib, digit) in &locked[..count] {
                let b = House::new(kind_b, ib);
                let removed = now.in_house(b, digit) - a_set;
                if !removed.is_empty() {
                    out.push(Inner {
                        removed: removed.iter().map(|c| (c, digit)).collect(),
                        parents: gone_in(start, now, a, digit, house_set(b)),
                    });
                }
            }
        }
    }
    out
}

/// Hidden pairs (SPEC §3.7, k = 2) on the reduced grid.
fn hidden_pairs(start: &Work, now: &Work) -> Vec<Inner> {
    let mut out = Vec::new();
    let lost_anywhere = lost_by_digit(start, now);
    for kind in Kind::BLOCK_COLUMN_ROW {
        for index in 0..9 {
            let house = House::new(kind, index);
            let house_cells = house_set(house);
            if lost_anywhere.iter().all(|l| (*l & house_cells).is_empty())
                || empty_count(now, house) <= 4
            {
                continue;
            }
            let places: [CellSet; 9] = std::array::from_fn(|d| now.in_house(house, d as u8 + 1));
            let lost: [CellSet; 9] = std::array::from_fn(|d| lost_anywhere[d] & house_cells);
            // A pair is two digits with the same two places, one of which lost a place.
            let mut two = 0u32;
            let mut lossy = 0u32;
            for d in 0..9 {
                two |= u32::from(places[d].len() == 2) << d;
                lossy |= u32::from(!lost[d].is_empty()) << d;
            }
            for set in combinations(9, 2) {
                if set & !two != 0 || set & lossy == 0 {
                    continue;
                }
                let (i, j) = (
                    set.trailing_zeros() as usize,
                    31 - set.leading_zeros() as usize,
                );
                let union = places[i] | places[j];
                if !places[i].more_than_one()
                    || !places[j].more_than_one()
                    || union.len() != 2
                    || ((lost[i] | lost[j]) - union).is_empty()
                {
                    continue;
                }
                let pair_digits = Digits(set as u16);
                let removed: Vec<(usize, u8)> = union
                    .iter()
                    .flat_map(|c| {
                        Digits(now.cands[c].0 & !pair_digits.0)
                            .iter()
                            .map(move |d| (c, d))
                    })
                    .collect();
                if removed.is_empty() {
                    continue;
                }
                let parents: Vec<u16> = house
                    .cells()
                    .into_iter()
                    .filter(|&x| !union.contains(x))
                    .flat_map(|x| {
                        pair_digits
                            .iter()
                            .filter(move |&d| start.has(x, d))
                            .map(move |d| slot(x, d, false))
                    })
                    .collect();
                out.push(Inner { removed, parents });
            }
        }
    }
    out
}

/// Naked pairs (SPEC §3.6, k = 2) on the reduced grid.
fn naked_pairs(start: &Work, now: &Work) -> Vec<Inner> {
    let mut out = Vec::new();
    for kind in Kind::BLOCK_COLUMN_ROW {
        for index in 0..9 {
            let house = House::new(kind, index);
            let cells = house.cells();
            // A pair is two cells with the same two candidates, one of which lost some.
            let mut two = 0u32;
            let mut lossy = 0u32;
            for (i, &c) in cells.iter().enumerate() {
                if now.cands[c].len() == 2 {
                    two |= 1 << i;
                    lossy |= u32::from(start.cands[c] != now.cands[c]) << i;
                }
            }
            if lossy == 0 || two.count_ones() < 2 || empty_count(now, house) < 4 {
                continue;
            }
            for set in combinations(9, 2) {
                if set & !two != 0 || set & lossy == 0 {
                    continue;
                }
                let pair = [
                    cells[set.trailing_zeros() as usize],
                    cells[31 - set.leading_zeros() as usize],
                ];
                if !pair.iter().all(|&c| now.cands[c].more_than_one()) {
                    continue;
                }
                let union = Digits(now.cands[pair[0]].0 | now.cands[pair[1]].0);
                // The rule parents: the pair cells' other digits at the start.
                let others = pair.map(|c| Digits(start.cands[c].0 & !union.0));
                if union.len() != 2 || others.iter().all(|o| o.is_empty()) {
                    continue;
                }
                let removed: Vec<(usize, u8)> = cells
                    .into_iter()
                    .filter(|c| !pair.contains(c))
                    .flat_map(|c| Digits(now.cands[c].0 & union.0).iter().map(move |d| (c, d)))
                    .collect();
                if !removed.is_empty() {
                    let parents = pair
                        .iter()
                        .zip(others)
                        .flat_map(|(&c, o)| o.iter().map(move |d| slot(c, d, false)))
                        .collect();
                    out.push(Inner { removed, parents });
                }
            }
        }
    }
    out
}

/// X-wings (SPEC §3.8, k = 2) on the reduced grid.
fn x_wings(start: &Work, now: &Work) -> Vec<Inner> {
    let mut out = Vec::new();
    let mut placed = [0usize; 10];
    for &v in now.values.iter() {
        placed[usize::from(v)] += 1;
    }
    let lost = lost_by_digit(start, now);
    for (base_kind, cover_kind) in [(Kind::Column, Kind::Row), (Kind::Row, Kind::Column)] {
        // Per digit, the base lines that lost it: an X-wing needs one for a rule parent.
        let lossy: [u16; 9] = std::array::from_fn(|d| {
            lost[d]
                .iter()
                .fold(0, |m, c| m | 1 << base_kind.index_of(c))
        });
        // Each base line's cover lines holding each digit, one bit per cover line.
        let mut covered = [[0u16; 9]; 9];
        for (line, by_digit) in covered.iter_mut().enumerate() {
            for (d, mask) in by_digit.iter_mut().enumerate() {
                if placed[d + 1] + 4 > 9 || lossy[d] == 0 {
                    continue;
                }
                for c in now
                    .in_house(House::new(base_kind, line), d as u8 + 1)
                    .iter()
                {
                    *mask |= 1 << cover_kind.index_of(c);
                }
            }
        }
        // Two base lines whose digit lies in the same two cover lines (distinct cells of
        // a line lie in distinct cover lines), one of them lossy; SE's order is the base
        // pairs' (increasing mask), then the digit.
        let mut wings: Vec<(u32, u8)> = Vec::new();
        for (d, &lossy) in lossy.iter().enumerate() {
            if lossy == 0 {
                continue;
            }
            for (i, first) in covered.iter().enumerate() {
                let mask = first[d];
                if mask.count_ones() != 2 {
                    continue;
                }
                for (j, second) in covered.iter().enumerate().skip(i + 1) {
                    if second[d] == mask && lossy & (1 << i | 1 << j) != 0 {
                        wings.push((1 << i | 1 << j, d as u8 + 1));
                    }
                }
            }
        }
        wings.sort_unstable();
        for (base, digit) in wings {
            let ends = [
                base.trailing_zeros() as usize,
                31 - base.leading_zeros() as usize,
            ];
            let lines = ends.map(|i| House::new(base_kind, i));
            let d = usize::from(digit) - 1;
            let cover_lines = covered[ends[0]][d];
            let mut covers = CellSet::EMPTY;
            for c in bits(u32::from(cover_lines)) {
                covers |= house_set(House::new(cover_kind, c));
            }
            let base_set = house_set(lines[0]) | house_set(lines[1]);
            let removed = (covers - base_set) & now.by_digit[d];
            if removed.is_empty() {
                continue;
            }
            let parents: Vec<u16> = lines
                .iter()
                .flat_map(|&line| gone_in(start, now, line, digit, covers))
                .collect();
            if !parents.is_empty() {
                out.push(Inner {
                    removed: removed.iter().map(|c| (c, digit)).collect(),
                    parents,
                });
            }
        }
    }
    out
}
