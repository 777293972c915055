//! X-Wing (3.2), Swordfish (3.8), Jellyfish (5.2): rules 8, 11, 17 (SPEC §3.8). Columns
//! as base lines first, then rows; never block-based.

use super::grid::{bits, combinations, House, Kind, SeGrid};
use super::rules::{Hint, Rule};

pub fn fish(grid: &SeGrid, k: usize) -> Option<Hint> {
    let (rule, name, difficulty) = match k {
        2 => (Rule::XWing, "X-Wing", 3.2),
        3 => (Rule::Swordfish, "Swordfish", 3.8),
        _ => (Rule::Jellyfish, "Jellyfish", 5.2),
    };
    let all = grid.all_positions();
    let placed: [usize; 9] = std::array::from_fn(|d| grid.placed_count(d as u8 + 1));
    for (base_kind, cover_kind) in [(Kind::Column, Kind::Row), (Kind::Row, Kind::Column)] {
        for base in combinations(9, k) {
            for digit in 1..=9 {
                if placed[usize::from(digit) - 1] + 2 * k > 9 {
                    continue;
                }
                let mut covers = 0u16;
                let mut each_two = true;
                for b in bits(base) {
                    let pos = all[base_kind as usize][b][usize::from(digit) - 1];
                    each_two &= pos.count_ones() >= 2;
                    covers |= pos;
                }
                if !each_two || covers.count_ones() as usize != k {
                    continue;
                }
                let removed: Vec<(usize, u8)> = bits(covers as u32)
                    .flat_map(|c| House::new(cover_kind, c).cells())
                    .filter(|&cell| {
                        base >> base_kind.index_of(cell) & 1 == 0 && grid.has(cell, digit)
                    })
                    .map(|cell| (cell, digit))
                    .collect();
                if !removed.is_empty() {
                    return Some(Hint::removing(rule, name, difficulty, removed));
                }
            }
        }
    }
    None
}
