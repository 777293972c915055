//! The direct rules 2, 3 and 5: a locked candidate or a hidden pair/triplet whose
//! eliminations would leave a hidden single. Only that single is placed; the
//! eliminations themselves are not applied (SPEC §3.2, §3.3, quirk Q3).

use super::grid::{bits, combinations, House, Kind, SeGrid};
use super::intersections::{crossing_houses, each_lock, is_pointing};
use super::rules::{Hint, Rule};

/// Rule 2: Direct Pointing (1.7) / Direct Claiming (1.9).
pub fn direct_pointing(grid: &SeGrid) -> Option<Hint> {
    each_lock(grid, |lock| {
        let b_set = lock.b.set();
        crossing_houses(lock).find_map(|c| {
            let cells = grid.cells_with(lock.digit) & c.set();
            let outside = cells - b_set;
            (cells.more_than_one() && outside.is_single()).then(|| {
                let cell = outside.iter().next().unwrap_or(0);
                if is_pointing(lock) {
                    Hint::placing(
                        Rule::DirectPointing,
                        "Direct Pointing",
                        1.7,
                        cell,
                        lock.digit,
                    )
                } else {
                    Hint::placing(
                        Rule::DirectPointing,
                        "Direct Claiming",
                        1.9,
                        cell,
                        lock.digit,
                    )
                }
            })
        })
    })
}

/// Rules 3 and 5: Direct Hidden Pair (k = 2, 2.0) and Direct Hidden Triplet (k = 3, 2.5).
pub fn direct_hidden_set(grid: &SeGrid, k: usize) -> Option<Hint> {
    let (rule, name, difficulty) = if k == 2 {
        (Rule::DirectHiddenPair, "Direct Hidden Pair", 2.0)
    } else {
        (Rule::DirectHiddenTriplet, "Direct Hidden Triplet", 2.5)
    };
    let all = grid.all_positions();
    for kind in Kind::BLOCK_COLUMN_ROW {
        for index in 0..9 {
            let house = House::new(kind, index);
            if grid.empty_count(house) <= k {
                continue;
            }
            let pos = all[kind as usize][house.index];
            for set in combinations(9, k) {
                let mut union = 0u16;
                let mut each_twice = true;
                for i in bits(set) {
                    each_twice &= pos[i].count_ones() >= 2;
                    union |= pos[i];
                }
                if !each_twice || union.count_ones() as usize != k {
                    continue;
                }
                let single = (0..9).filter(|&i| set >> i & 1 == 0).find_map(|i| {
                    let rest = pos[i] & !union;
                    (pos[i].count_ones() >= 2 && rest.count_ones() == 1)
                        .then(|| (house.cells()[rest.trailing_zeros() as usize], i as u8 + 1))
                });
                if let Some((cell, digit)) = single {
                    return Some(Hint::placing(rule, name, difficulty, cell, digit));
                }
            }
        }
    }
    None
}
