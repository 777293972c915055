//! Aligned Pair Exclusion, rule 20 (6.2; SPEC §3.12, Q12): two cells cannot take a pair
//! of values that would empty a bivalue cell both of them see.

use super::grid::{peer_set, peers, SeGrid};
use super::rules::{Hint, Rule};
use crate::cells::CellSet;

pub fn aligned_pair(grid: &SeGrid) -> Option<Hint> {
    // Base cells with their excluders (bivalue peers, in peer order).
    let bases: Vec<(usize, Vec<usize>)> = (0..81)
        .filter(|&c| grid.cands[c].more_than_one())
        .filter(|&c| !peers(c).iter().any(|&p| grid.cands[p].is_single()))
        .map(|c| {
            (
                c,
                peers(c)
                    .iter()
                    .copied()
                    .filter(|&p| grid.cands[p].is_pair())
                    .collect(),
            )
        })
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
                    grid.cands[c]
                        .iter()
                        .filter(move |&d| keep >> (d - 1) & 1 == 0)
                        .map(move |d| (c, d))
                })
                .collect();
            if !removed.is_empty() {
                return Some(Hint::removing(
                    Rule::AlignedPair,
                    "Aligned Pair Exclusion",
                    6.2,
                    removed,
                ));
            }
        }
    }
    None
}

/// Aligned Triplet Exclusion, rule 22 (7.5; SPEC §3.13): the same reasoning with three
/// cells, excluders with two or three candidates, and each pair's third cells taken
/// from the cells that exclude for either of the pair.
pub fn aligned_triplet(grid: &SeGrid) -> Option<Hint> {
    let excluders = |c: usize| -> Vec<usize> {
        peers(c)
            .iter()
            .copied()
            .filter(|&p| matches!(grid.cands[p].len(), 2 | 3))
            .collect()
    };
    let bases: Vec<usize> = (0..81)
        .filter(|&c| grid.cands[c].more_than_one())
        .filter(|&c| !peers(c).iter().any(|&p| grid.cands[p].is_single()))
        .filter(|&c| !excluders(c).is_empty())
        .collect();
    let is_base: CellSet = bases.iter().copied().collect();
    let ex: Vec<Vec<usize>> = (0..81)
        .map(|c| {
            if is_base.contains(c) {
                excluders(c)
            } else {
                Vec::new()
            }
        })
        .collect();
    let ex_set: Vec<CellSet> = ex.iter().map(|e| e.iter().copied().collect()).collect();
    for j in 0..bases.len() {
        for i in 0..j {
            let (c0, c1) = (bases[i], bases[j]);
            // Every triple of this pair needs two excluders common to all three.
            let pair_common = ex_set[c0] & ex_set[c1];
            if !pair_common.more_than_one() {
                continue;
            }
            // The third cells: c0's excluders, then c1's not already listed.
            let tail = ex[c0]
                .iter()
                .chain(ex[c1].iter().filter(|&&c| !ex_set[c0].contains(c)))
                .copied()
                .filter(|&c| is_base.contains(c) && c != c0 && c != c1);
            for c2 in tail {
                let common_set = pair_common & ex_set[c2];
                if !common_set.more_than_one() {
                    continue;
                }
                let common: Vec<u16> = common_set.iter().map(|e| grid.cands[e].0).collect();
                if let Some(removed) = exclude(grid, &[c0, c1, c2], &common) {
                    return Some(Hint::removing(
                        Rule::AlignedTriplet,
                        "Aligned Triplet Exclusion",
                        7.5,
                        removed,
                    ));
                }
            }
        }
    }
    None
}

/// The candidates of `cells` (three) that no allowed combination uses, if any.
fn exclude(grid: &SeGrid, cells: &[usize; 3], common: &[u16]) -> Option<Vec<(usize, u8)>> {
    let see = |a: usize, b: usize| peer_set(cells[a]).contains(cells[b]);
    let (s01, s02, s12) = (see(0, 1), see(0, 2), see(1, 2));
    let mut keep = [0u16; 3];
    for a in grid.cands[cells[0]].iter() {
        for b in grid.cands[cells[1]].iter() {
            if a == b && s01 {
                continue;
            }
            for c in grid.cands[cells[2]].iter() {
                if (a == c && s02) || (b == c && s12) {
                    continue;
                }
                let digits = 1 << (a - 1) | 1 << (b - 1) | 1 << (c - 1);
                if common.iter().any(|&e| e & !digits == 0) {
                    continue;
                }
                keep[0] |= 1 << (a - 1);
                keep[1] |= 1 << (b - 1);
                keep[2] |= 1 << (c - 1);
            }
        }
    }
    let removed: Vec<(usize, u8)> = (0..3)
        .flat_map(|k| {
            let cell = cells[k];
            let kept = keep[k];
            grid.cands[cell]
                .iter()
                .filter(move |&d| kept >> (d - 1) & 1 == 0)
                .map(move |d| (cell, d))
        })
        .collect();
    (!removed.is_empty()).then_some(removed)
}
