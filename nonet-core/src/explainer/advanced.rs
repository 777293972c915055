//! "Advanced implications" (SPEC §4.7): at the "+" level (rule 26), when a search runs
//! dry, simple rules run on its reduced grid; what they eliminate becomes new false
//! nodes, whose parents are the removals that made the rule apply ("rule parents",
//! relative to the grid the search started from). A rule's hint with no rule parent held
//! before the search and proves nothing about its assumption.

use super::grid::{bits, combinations, House, Kind};
use super::propagate::{house_set, slot, Advance, Implied, Propagation, Work};
use crate::cells::{CellSet, Digits};

/// The rules a level runs, or none for the plain levels.
pub fn for_level(level: u8) -> Option<Advance<'static>> {
    match level {
        0 => None,
        1 => Some(&level_one),
        _ => None,
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
        self.removed
            .iter()
            .map(|&(cell, digit)| Implied {
                cell,
                digit,
                parents: self.parents.clone(),
            })
            .collect()
    }
}

/// Level 1: pointing/claiming, hidden pair, naked pair, X-wing, the first with a hint
/// that has rule parents.
fn level_one(start: &Work, now: &Work, _found: &Propagation) -> Vec<Implied> {
    simple_rules(start, now)
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
    for (kind_a, kind_b) in LOCK_PASSES {
        for ia in 0..9 {
            let a = House::new(kind_a, ia);
            let a_set = house_set(a);
            for ib in 0..9 {
                let b = House::new(kind_b, ib);
                let b_set = house_set(b);
                if (a_set & b_set).is_empty() {
                    continue;
                }
                for digit in 1..=9 {
                    let cells = now.in_house(a, digit);
                    if !cells.more_than_one() || !(cells - b_set).is_empty() {
                        continue;
                    }
                    let removed = now.in_house(b, digit) - a_set;
                    let parents = gone_in(start, now, a, digit, b_set);
                    if !removed.is_empty() && !parents.is_empty() {
                        out.push(Inner {
                            removed: removed.iter().map(|c| (c, digit)).collect(),
                            parents,
                        });
                    }
                }
            }
        }
    }
    out
}

/// Hidden pairs (SPEC §3.7, k = 2) on the reduced grid.
fn hidden_pairs(start: &Work, now: &Work) -> Vec<Inner> {
    let mut out = Vec::new();
    for kind in Kind::BLOCK_COLUMN_ROW {
        for index in 0..9 {
            let house = House::new(kind, index);
            if empty_count(now, house) <= 4 {
                continue;
            }
            for set in combinations(9, 2) {
                let digits: Vec<u8> = bits(set).map(|i| i as u8 + 1).collect();
                let mut union = CellSet::EMPTY;
                let mut each_two = true;
                for &d in &digits {
                    let places = now.in_house(house, d);
                    each_two &= places.more_than_one();
                    union |= places;
                }
                if !each_two || union.len() != 2 {
                    continue;
                }
                let pair_digits = Digits(set as u16);
                let removed: Vec<(usize, u8)> = union
                    .iter()
                    .flat_map(|c| {
                        now.cands[c]
                            .iter()
                            .filter(move |&d| !pair_digits.contains(d))
                            .map(move |d| (c, d))
                    })
                    .collect();
                let parents: Vec<u16> = house
                    .cells()
                    .into_iter()
                    .filter(|&x| !union.contains(x))
                    .flat_map(|x| {
                        digits
                            .iter()
                            .filter(move |&&d| start.has(x, d))
                            .map(move |&d| slot(x, d, false))
                    })
                    .collect();
                if !removed.is_empty() && !parents.is_empty() {
                    out.push(Inner { removed, parents });
                }
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
            if empty_count(now, house) < 4 {
                continue;
            }
            let cells = house.cells();
            for set in combinations(9, 2) {
                let pair: Vec<usize> = bits(set).map(|p| cells[p]).collect();
                if !pair.iter().all(|&c| now.cands[c].more_than_one()) {
                    continue;
                }
                let union = Digits(now.cands[pair[0]].0 | now.cands[pair[1]].0);
                if union.len() != 2 {
                    continue;
                }
                let removed: Vec<(usize, u8)> = cells
                    .into_iter()
                    .filter(|c| !pair.contains(c))
                    .flat_map(|c| {
                        union
                            .iter()
                            .filter(move |&d| now.has(c, d))
                            .map(move |d| (c, d))
                    })
                    .collect();
                let parents: Vec<u16> = pair
                    .iter()
                    .flat_map(|&c| {
                        start.cands[c]
                            .iter()
                            .filter(move |&d| !union.contains(d))
                            .map(move |d| slot(c, d, false))
                    })
                    .collect();
                if !removed.is_empty() && !parents.is_empty() {
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
    for (base_kind, cover_kind) in [(Kind::Column, Kind::Row), (Kind::Row, Kind::Column)] {
        for base in combinations(9, 2) {
            for digit in 1..=9 {
                let placed = now.values.iter().filter(|&&v| v == digit).count();
                if placed + 4 > 9 {
                    continue;
                }
                let lines: Vec<House> = bits(base).map(|b| House::new(base_kind, b)).collect();
                let mut covers = CellSet::EMPTY;
                let mut cover_lines = 0u16;
                let mut each_two = true;
                for &line in &lines {
                    let places = now.in_house(line, digit);
                    each_two &= places.more_than_one();
                    for c in places.iter() {
                        cover_lines |= 1 << cover_kind.index_of(c);
                    }
                }
                if !each_two || cover_lines.count_ones() != 2 {
                    continue;
                }
                for c in bits(u32::from(cover_lines)) {
                    covers |= house_set(House::new(cover_kind, c));
                }
                let base_set = house_set(lines[0]) | house_set(lines[1]);
                let removed = (covers - base_set) & now.by_digit[usize::from(digit) - 1];
                let parents: Vec<u16> = lines
                    .iter()
                    .flat_map(|&line| gone_in(start, now, line, digit, covers))
                    .collect();
                if !removed.is_empty() && !parents.is_empty() {
                    out.push(Inner {
                        removed: removed.iter().map(|c| (c, digit)).collect(),
                        parents,
                    });
                }
            }
        }
    }
    out
}
