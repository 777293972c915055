//! XY-Wing (4.2) and XYZ-Wing (4.4): rules 13 and 14 (SPEC §3.9).

use super::grid::{peer_set, peers, SeGrid};
use super::rules::{removals, Hint, Rule};
use crate::cells::Digits;

pub fn wing(grid: &SeGrid, xyz: bool) -> Option<Hint> {
    let pivot_size = if xyz { 3 } else { 2 };
    for pivot in 0..81 {
        let p = grid.cands[pivot];
        if p.len() != pivot_size {
            continue;
        }
        for &w1 in peers(pivot) {
            let a = grid.cands[w1];
            if !a.is_pair() || Digits(p.0 & !a.0).len() != 1 {
                continue;
            }
            for &w2 in peers(pivot) {
                let b = grid.cands[w2];
                if !b.is_pair() {
                    continue;
                }
                let union = Digits(p.0 | a.0 | b.0);
                let common = Digits(p.0 & a.0 & b.0);
                let fits = union.len() == 3
                    && if xyz {
                        common.len() == 1
                    } else {
                        common.is_empty()
                    };
                if !fits {
                    continue;
                }
                let Some(z) = Digits(a.0 & b.0).first() else {
                    continue;
                };
                let mut seen = peer_set(w1) & peer_set(w2);
                if xyz {
                    seen &= peer_set(pivot);
                }
                seen.remove(pivot);
                seen.remove(w1);
                seen.remove(w2);
                let removed = removals(grid, seen.iter(), z);
                if !removed.is_empty() {
                    return Some(if xyz {
                        Hint::removing(Rule::XyzWing, "XYZ-Wing", 4.4, removed)
                    } else {
                        Hint::removing(Rule::XyWing, "XY-Wing", 4.2, removed)
                    });
                }
            }
        }
    }
    None
}
