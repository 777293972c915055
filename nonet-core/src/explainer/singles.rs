//! Rule 1 (Hidden Single, with full houses first) and rule 4 (Naked Single).

use super::grid::{House, Kind, SeGrid};
use super::rules::{Hint, Rule};

/// Full houses first (1.0), then hidden singles (1.2 in a block, 1.5 in a line); both
/// passes visit blocks, then columns, then rows (SPEC §3.1).
pub fn hidden_single(grid: &SeGrid) -> Option<Hint> {
    let all = grid.all_positions();
    for full_house in [true, false] {
        for kind in Kind::BLOCK_COLUMN_ROW {
            for index in 0..9 {
                let house = House::new(kind, index);
                let empty = grid.empty_count(house);
                if (empty == 1) != full_house {
                    continue;
                }
                for digit in 1..=9 {
                    let pos = all[kind as usize][house.index][usize::from(digit) - 1];
                    if pos.count_ones() == 1 {
                        let cell = house.cells()[pos.trailing_zeros() as usize];
                        let difficulty = match (full_house, kind) {
                            (true, _) => 1.0,
                            (false, Kind::Block) => 1.2,
                            (false, _) => 1.5,
                        };
                        return Some(Hint::placing(
                            Rule::HiddenSingle,
                            if full_house {
                                "Full House"
                            } else {
                                "Hidden Single"
                            },
                            difficulty,
                            cell,
                            digit,
                        ));
                    }
                }
            }
        }
    }
    None
}

/// The first cell, row-major, with one candidate left (2.3).
pub fn naked_single(grid: &SeGrid) -> Option<Hint> {
    (0..81).find_map(|cell| {
        let cands = grid.cands[cell];
        cands.is_single().then(|| {
            Hint::placing(
                Rule::NakedSingle,
                "Naked Single",
                2.3,
                cell,
                cands.first().unwrap_or(0),
            )
        })
    })
}
