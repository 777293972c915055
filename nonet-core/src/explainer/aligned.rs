//! Aligned Pair Exclusion, rule 20 (6.2; SPEC §3.12, Q12): two cells cannot take a pair
//! of values that would empty a bivalue cell both of them see.

use super::grid::{peer_set, peers, SeGrid};
use super::rules::{Hint, Rule};

pub fn aligned_pair(grid: &SeGrid) -> Option<Hint> {
    // Base cells with their excluders (bivalue peers, in peer order).
    let bases: Vec<(usize, Vec<usize>)> = (0..81)
        .filter(|&c| grid.cands[c].more_than_one())
        .filter(|&c| !peers(c).iter().any(|&p| grid.cands[p].is_single()))
        .map(|c| (c, peers(c).iter().copied().filter(|&p| grid.cands[p].is_pair()).collect()))
        .filter(|(_, ex): &(usize, Vec<usize>)| !ex.is_empty())
        .collect();
    for j in 0..bases.len() {
        for i in 0..j {
            let ((c1, ex1), (c2, ex2)) = (&bases[i], &bases[j]);
            let common: Vec<u16> = ex1
                .iter()
                .filter(|e| ex2.contains(e))
                .map(|&e| grid.cands[e].0)
                .collect();
            if common.len() < 2 {
                continue;
            }
            let see = peer_set(*c1).contains(*c2);
            let (mut keep1, mut keep2) = (0u16, 0u16);
            for a in grid.cands[*c1].iter() {
                for b in grid.cands[*c2].iter() {
                    let both = 1 << (a - 1) | 1 << (b - 1);
                    let forbidden = (a == b && see) || common.iter().any(|&e| e & !both == 0);
                    if !forbidden {
                        keep1 |= 1 << (a - 1);
                        keep2 |= 1 << (b - 1);
                    }
                }
            }
            let removed: Vec<(usize, u8)> = [(*c1, keep1), (*c2, keep2)]
                .into_iter()
                .flat_map(|(c, keep)| {
                    grid.cands[c].iter().filter(move |&d| keep >> (d - 1) & 1 == 0).map(move |d| (c, d))
                })
                .collect();
            if !removed.is_empty() {
                return Some(Hint::removing(Rule::AlignedPair, "Aligned Pair Exclusion", 6.2, removed));
            }
        }
    }
    None
}
