//! Unique Rectangles and Unique Loops, rule 15 (SPEC §3.10). Every hint of the rule is
//! collected; the one used is the first of the smallest (difficulty, type), which is
//! what SE's stable sort puts first.

use super::grid::{bits, combinations, peer_set, House, Kind, SeGrid};
use super::rules::{removals, Hint, Rule};
use crate::cells::{CellSet, Digits};

/// A loop found by the search: its cells in path order and its two digits.
struct Loop {
    cells: Vec<usize>,
    v1: u8,
    v2: u8,
}

struct Search<'a> {
    grid: &'a SeGrid,
    start: usize,
    pair: Digits,
    path: Vec<usize>,
    found: Vec<Vec<usize>>,
}

impl Search<'_> {
    /// The depth-first walk from the last cell of the path. `from` is the house kind that
    /// led here; `extra` the digits other than the pair met so far (shared, on purpose,
    /// among the siblings tried from one cell: quirk Q5).
    fn walk(&mut self, from: Option<Kind>, budget: i32, mut extra: Digits) {
        let Some(&here) = self.path.last() else {
            return;
        };
        for kind in Kind::ORDER {
            if Some(kind) == from {
                continue;
            }
            for next in House::of(kind, here).cells() {
                if next == self.start && self.path.len() >= 4 {
                    self.found.push(self.path.clone());
                } else if !self.path.contains(&next)
                    && self.grid.cands[next].0 & self.pair.0 == self.pair.0
                {
                    let cands = self.grid.cands[next];
                    extra = Digits(extra.0 | (cands.0 & !self.pair.0));
                    let bivalue = cands.len() == 2;
                    if bivalue || extra.len() == 1 || budget > 0 {
                        self.path.push(next);
                        self.walk(Some(kind), budget - i32::from(!bivalue), extra);
                        self.path.pop();
                    }
                }
            }
        }
    }
}

/// Every house touched by the loop holds exactly one even- and one odd-numbered cell.
fn is_valid(cells: &[usize]) -> bool {
    let mut parity_count = [[0u8; 2]; 27];
    for (i, &cell) in cells.iter().enumerate() {
        for (k, kind) in Kind::ORDER.into_iter().enumerate() {
            parity_count[k * 9 + kind.index_of(cell)][i % 2] += 1;
        }
    }
    parity_count
        .iter()
        .all(|&[even, odd]| (even, odd) == (0, 0) || (even, odd) == (1, 1))
}

/// 4.5 for a rectangle, more for longer loops, in SE's order of additions.
fn loop_difficulty(len: usize) -> f64 {
    let mut d = 4.5;
    if len >= 10 {
        d += 0.3;
    }
    if len >= 8 {
        d += 0.2;
    } else if len >= 6 {
        d += 0.1;
    }
    d
}

fn hint_name(len: usize, kind: u8) -> String {
    match len {
        4 => format!("Unique Rectangle type {kind}"),
        6 => format!("Unique Loop type {kind}"),
        n => format!("Unique Loop {n} type {kind}"),
    }
}

pub fn unique_loop(grid: &SeGrid) -> Option<Hint> {
    let mut best: Option<(Hint, u8)> = None;
    let mut offer = |hint: Hint, kind: u8| {
        let better = best
            .as_ref()
            .is_none_or(|(b, k)| (hint.difficulty, kind) < (b.difficulty, *k));
        if better && !hint.eliminations.is_empty() {
            best = Some((hint, kind));
        }
    };
    for start in 0..81 {
        let pair = grid.cands[start];
        if !pair.is_pair() {
            continue;
        }
        let mut search = Search {
            grid,
            start,
            pair,
            path: vec![start],
            found: Vec::new(),
        };
        search.walk(None, 2, Digits::NONE);
        let mut digits = pair.iter();
        let (v1, v2) = (digits.next().unwrap_or(0), digits.next().unwrap_or(0));
        for cells in search.found {
            if is_valid(&cells) {
                loop_hints(grid, &Loop { cells, v1, v2 }, &mut offer);
            }
        }
    }
    best.map(|(hint, _)| hint)
}

/// The hints of one valid loop, in SE's order: type 1, or type 2 / type 3s then type 4.
fn loop_hints(grid: &SeGrid, lp: &Loop, offer: &mut impl FnMut(Hint, u8)) {
    let pair = Digits::single(lp.v1).0 | Digits::single(lp.v2).0;
    let extras: Vec<usize> = lp
        .cells
        .iter()
        .copied()
        .filter(|&c| grid.cands[c].len() > 2)
        .collect();
    let difficulty = loop_difficulty(lp.cells.len());
    let len = lp.cells.len();
    match extras.len() {
        0 => {}
        1 => {
            let removed = removals(grid, [extras[0]], lp.v1)
                .into_iter()
                .chain(removals(grid, [extras[0]], lp.v2))
                .collect();
            offer(
                Hint::removing(Rule::UniqueLoop, hint_name(len, 1), difficulty, removed),
                1,
            );
        }
        2 => {
            let (x1, x2) = (extras[0], extras[1]);
            let others = Digits((grid.cands[x1].0 | grid.cands[x2].0) & !pair);
            if others.is_single() {
                let z = others.first().unwrap_or(0);
                let removed = removals(grid, common_peers(&extras).iter(), z);
                offer(
                    Hint::removing(Rule::UniqueLoop, hint_name(len, 2), difficulty, removed),
                    2,
                );
            } else {
                type3(grid, lp, x1, x2, others, difficulty, offer);
            }
            if let Some(hint) = type4(grid, lp, x1, x2, difficulty) {
                offer(hint, 4);
            }
        }
        _ => {
            let first_extra = Digits(grid.cands[extras[0]].0 & !pair);
            if let Some(z) = first_extra.first() {
                let removed = removals(grid, common_peers(&extras).iter(), z);
                offer(
                    Hint::removing(Rule::UniqueLoop, hint_name(len, 2), difficulty, removed),
                    2,
                );
            }
        }
    }
}

/// The cells that see every one of `cells` (none of them included).
fn common_peers(cells: &[usize]) -> CellSet {
    cells.iter().fold(CellSet::ALL, |acc, &c| acc & peer_set(c))
}

/// The houses (block, row, column order) holding both cells.
fn shared_houses(x1: usize, x2: usize) -> impl Iterator<Item = House> {
    Kind::ORDER
        .into_iter()
        .map(move |k| House::of(k, x1))
        .filter(move |h| h.contains(x2))
}

fn type4(grid: &SeGrid, lp: &Loop, x1: usize, x2: usize, difficulty: f64) -> Option<Hint> {
    let (mut lock_v1, mut lock_v2) = (false, false);
    for house in shared_houses(x1, x2) {
        let rest = house.set() - CellSet::single(x1) - CellSet::single(x2);
        lock_v1 |= (grid.cells_with(lp.v1) & rest).is_empty();
        lock_v2 |= (grid.cells_with(lp.v2) & rest).is_empty();
    }
    let gone = if lock_v1 {
        lp.v2
    } else if lock_v2 {
        lp.v1
    } else {
        return None;
    };
    let removed = removals(grid, [x1, x2], gone);
    Some(Hint::removing(
        Rule::UniqueLoop,
        hint_name(lp.cells.len(), 4),
        difficulty,
        removed,
    ))
}

/// Type 3: the extra digits `x` of the two extra cells form a naked set with other cells
/// of a shared house, or the loop digits form a hidden set there (SPEC §3.10, Q6).
fn type3(
    grid: &SeGrid,
    lp: &Loop,
    x1: usize,
    x2: usize,
    x: Digits,
    difficulty: f64,
    offer: &mut impl FnMut(Hint, u8),
) {
    let pair = Digits::single(lp.v1).0 | Digits::single(lp.v2).0;
    let name = hint_name(lp.cells.len(), 3);
    let rest: Vec<u8> = (1..=9)
        .filter(|&d| (pair | x.0) >> (d - 1) & 1 == 0)
        .collect();
    for n in x.len() as usize..=7 {
        for house in shared_houses(x1, x2) {
            let cells = house.cells();
            let (i1, i2) = (house.position(x1), house.position(x2));
            let empty = grid.empty_count(house);
            if 2 * n <= empty {
                for set in combinations(9, n) {
                    if set >> i1 & 1 == 0 || set >> i2 & 1 == 1 {
                        continue;
                    }
                    let others = bits(set).filter(|&p| p != i1);
                    let mut inner = x.0 & grid.cands[x1].0 & grid.cands[x2].0;
                    let mut union = x.0;
                    let mut each_two = x.more_than_one();
                    for p in others {
                        let c = grid.cands[cells[p]];
                        inner |= c.0;
                        union |= c.0;
                        each_two &= c.more_than_one();
                    }
                    if Digits(inner).len() as usize != n
                        || !each_two
                        || Digits(union).len() as usize != n
                    {
                        continue;
                    }
                    let removed: Vec<(usize, u8)> = (0..9)
                        .filter(|&p| set >> p & 1 == 0 && p != i2)
                        .flat_map(|p| {
                            let cell = cells[p];
                            Digits(union)
                                .iter()
                                .filter(move |&d| grid.has(cell, d))
                                .map(move |d| (cell, d))
                        })
                        .collect();
                    let d = difficulty + (n - 1) as f64 * 0.1;
                    offer(
                        Hint::removing(Rule::UniqueLoop, name.clone(), d, removed),
                        3,
                    );
                }
            }
            if 2 * n < empty && n >= 2 && n - 2 <= rest.len() {
                for subset in combinations(rest.len(), n - 2) {
                    let mut digits = pair;
                    for i in bits(subset) {
                        digits |= Digits::single(rest[i]).0;
                    }
                    let mut union = 0u16;
                    let mut each_one = true;
                    for d in Digits(digits).iter() {
                        let pos = grid.positions(house, d) & !(1 << i2);
                        each_one &= pos != 0;
                        union |= pos;
                    }
                    if !each_one || union.count_ones() as usize != n {
                        continue;
                    }
                    let removed: Vec<(usize, u8)> = bits(union as u32)
                        .map(|p| cells[p])
                        .filter(|&c| c != x1 && c != x2)
                        .flat_map(|cell| {
                            grid.cands[cell]
                                .iter()
                                .filter(move |&d| digits >> (d - 1) & 1 == 0)
                                .map(move |d| (cell, d))
                        })
                        .collect();
                    let d = difficulty + (n - 2) as f64 * 0.1;
                    offer(
                        Hint::removing(Rule::UniqueLoop, name.clone(), d, removed),
                        3,
                    );
                }
            }
        }
    }
}
