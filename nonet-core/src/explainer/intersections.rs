//! Locked candidates: rule 2 (Direct Pointing/Claiming: only the hidden single it would
//! make) and rule 6 (Pointing/Claiming: the eliminations). Both walk the same four passes
//! (SPEC §3.2, §3.5): block→column, block→row, column→block, row→block.

use super::grid::{House, Kind, SeGrid};

/// The passes as (kind of the locking house A, kind of the house B it points into).
const PASSES: [(Kind, Kind); 4] = [
    (Kind::Block, Kind::Column),
    (Kind::Block, Kind::Row),
    (Kind::Column, Kind::Block),
    (Kind::Row, Kind::Block),
];

/// A locked candidate: `digit` has at least two places in `a`, all inside `b`.
pub struct Lock {
    pub a: House,
    pub b: House,
    pub digit: u8,
}

/// Every locked candidate in SE's order; `visit` returns `Some` to stop the walk.
pub fn each_lock<T>(grid: &SeGrid, mut visit: impl FnMut(&Lock) -> Option<T>) -> Option<T> {
    let by_digit: [crate::cells::CellSet; 9] =
        std::array::from_fn(|d| grid.cells_with(d as u8 + 1));
    for (kind_a, kind_b) in PASSES {
        for ia in 0..9 {
            let a = House::new(kind_a, ia);
            let a_set = a.set();
            for ib in 0..9 {
                let b = House::new(kind_b, ib);
                let b_set = b.set();
                if (a_set & b_set).is_empty() {
                    continue;
                }
                for digit in 1..=9 {
                    let cells = by_digit[usize::from(digit) - 1] & a_set;
                    if cells.more_than_one() && (cells - b_set).is_empty() {
                        if let Some(found) = visit(&Lock { a, b, digit }) {
                            return Some(found);
                        }
                    }
                }
            }
        }
    }
    None
}

/// Whether the lock's house A is a block ("pointing") rather than a line ("claiming").
pub fn is_pointing(lock: &Lock) -> bool {
    lock.a.kind == Kind::Block
}

/// The other houses of A's kind that cross B, in index order.
pub fn crossing_houses(lock: &Lock) -> impl Iterator<Item = House> + '_ {
    let b_set = lock.b.set();
    (0..9)
        .map(move |i| House::new(lock.a.kind, i))
        .filter(move |c| *c != lock.a && !(c.set() & b_set).is_empty())
}

/// Rule 6: Pointing (2.6) / Claiming (2.8): the lock's digit leaves B outside A.
pub fn pointing(grid: &SeGrid) -> Option<super::rules::Hint> {
    use super::rules::{removals, Hint, Rule};
    each_lock(grid, |lock| {
        let removed = removals(grid, (lock.b.set() - lock.a.set()).iter(), lock.digit);
        (!removed.is_empty()).then(|| {
            if is_pointing(lock) {
                Hint::removing(Rule::Pointing, "Pointing", 2.6, removed)
            } else {
                Hint::removing(Rule::Pointing, "Claiming", 2.8, removed)
            }
        })
    })
}
