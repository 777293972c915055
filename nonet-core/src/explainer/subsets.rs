//! Naked and hidden sets (rules 7, 9, 10, 12, 16, 18; SPEC §3.6, §3.7). Houses in the
//! order blocks, columns, rows; subsets in SE's combination order.

use super::grid::{bits, combinations, House, Kind, SeGrid};
use super::rules::{Hint, Rule};
use crate::cells::Digits;

/// Naked Pair (3.0), Triplet (3.6), Quad (5.0).
pub fn naked(grid: &SeGrid, k: usize) -> Option<Hint> {
    let (rule, name, difficulty) = match k {
        2 => (Rule::NakedPair, "Naked Pair", 3.0),
        3 => (Rule::NakedTriplet, "Naked Triplet", 3.6),
        _ => (Rule::NakedQuad, "Naked Quad", 5.0),
    };
    for kind in Kind::BLOCK_COLUMN_ROW {
        for index in 0..9 {
            let house = House::new(kind, index);
            if grid.empty_count(house) < 2 * k {
                continue;
            }
            let cells = house.cells();
            for set in combinations(9, k) {
                let mut union = Digits::NONE;
                let mut each_two = true;
                for p in bits(set) {
                    each_two &= grid.cands[cells[p]].more_than_one();
                    union = Digits(union.0 | grid.cands[cells[p]].0);
                }
                if !each_two || union.len() as usize != k {
                    continue;
                }
                let removed: Vec<(usize, u8)> = (0..9)
                    .filter(|&p| set >> p & 1 == 0)
                    .flat_map(|p| {
                        let cell = cells[p];
                        union
                            .iter()
                            .filter(move |&d| grid.has(cell, d))
                            .map(move |d| (cell, d))
                    })
                    .collect();
                if !removed.is_empty() {
                    return Some(Hint::removing(rule, name, difficulty, removed));
                }
            }
        }
    }
    None
}

/// Hidden Pair (3.4), Triplet (4.0), Quad (5.4).
pub fn hidden(grid: &SeGrid, k: usize) -> Option<Hint> {
    let (rule, name, difficulty) = match k {
        2 => (Rule::HiddenPair, "Hidden Pair", 3.4),
        3 => (Rule::HiddenTriplet, "Hidden Triplet", 4.0),
        _ => (Rule::HiddenQuad, "Hidden Quad", 5.4),
    };
    let all = grid.all_positions();
    for kind in Kind::BLOCK_COLUMN_ROW {
        for index in 0..9 {
            let house = House::new(kind, index);
            if grid.empty_count(house) <= 2 * k {
                continue;
            }
            let pos = all[kind as usize][house.index];
            for set in combinations(9, k) {
                let mut union = 0u16;
                let mut each_two = true;
                for i in bits(set) {
                    each_two &= pos[i].count_ones() >= 2;
                    union |= pos[i];
                }
                if !each_two || union.count_ones() as usize != k {
                    continue;
                }
                let cells = house.cells();
                let removed: Vec<(usize, u8)> = bits(union as u32)
                    .flat_map(|p| {
                        let cell = cells[p];
                        grid.cands[cell]
                            .iter()
                            .filter(move |&d| set >> (d - 1) & 1 == 0)
                            .map(move |d| (cell, d))
                    })
                    .collect();
                if !removed.is_empty() {
                    return Some(Hint::removing(rule, name, difficulty, removed));
                }
            }
        }
    }
    None
}
