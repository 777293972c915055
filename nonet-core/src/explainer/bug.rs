//! BUG (bivalue universal grave), types 1–4: rule 19 (SPEC §3.11). If every cell but a few
//! had two candidates and every digit two places per house, the puzzle would have two
//! solutions; so one of the few cells' extra ("BUG") digits is true.

use super::grid::{bits, combinations, peer_set, peers, House, Kind, SeGrid};
use super::rules::{removals, Hint, Rule};
use crate::cells::Digits;

/// The BUG cells with their BUG digits, in recording order.
struct Bug {
    cells: Vec<(usize, Digits)>,
    all_digits: Digits,
    /// Cells seeing every BUG cell, in the first BUG cell's peer order.
    common: Vec<usize>,
}

/// Step 1 and 2 of SPEC §3.11: the BUG cells, or `None` when this is no BUG.
fn find_bug(grid: &SeGrid) -> Option<Bug> {
    let mut bug = Bug {
        cells: Vec::new(),
        all_digits: Digits::NONE,
        common: Vec::new(),
    };
    let mut scratch = grid.clone();
    for kind in Kind::ORDER {
        for index in 0..9 {
            let house = House::new(kind, index);
            for digit in 1..=9 {
                let pos = grid.positions(house, digit);
                if pos.count_ones() == 0 || pos.count_ones() == 2 {
                    continue;
                }
                let wide: Vec<usize> = bits(pos as u32)
                    .map(|p| house.cells()[p])
                    .filter(|&c| grid.cands[c].len() >= 3)
                    .collect();
                match wide.as_slice() {
                    [] => return None,
                    [cell] => record(&mut bug, &mut scratch, *cell, digit),
                    _ => continue,
                }
                if bug.cells.len() >= 2 && bug.all_digits.len() >= 2 && bug.common.is_empty() {
                    return None;
                }
            }
        }
    }
    let bivalue = (0..81).all(|c| scratch.values[c] != 0 || scratch.cands[c].len() == 2);
    let paired = Kind::ORDER.into_iter().all(|kind| {
        (0..9).all(|i| {
            (1..=9).all(|d| {
                matches!(
                    scratch.positions(House::new(kind, i), d).count_ones(),
                    0 | 2
                )
            })
        })
    });
    (bivalue && paired).then_some(bug)
}

fn record(bug: &mut Bug, scratch: &mut SeGrid, cell: usize, digit: u8) {
    match bug.cells.iter_mut().find(|(c, _)| *c == cell) {
        Some((_, digits)) => digits.insert(digit),
        None => {
            bug.cells.push((cell, Digits::single(digit)));
            if bug.cells.len() == 1 {
                bug.common = peers(cell).to_vec();
            } else {
                let seen = peer_set(cell);
                bug.common.retain(|&c| seen.contains(c));
            }
        }
    }
    bug.all_digits.insert(digit);
    scratch.cands[cell].remove(digit);
    let cells: Vec<usize> = bug.cells.iter().map(|(c, _)| *c).collect();
    bug.common.retain(|c| !cells.contains(c));
}

pub fn bug(grid: &SeGrid) -> Option<Hint> {
    let bug = find_bug(grid)?;
    match bug.cells.as_slice() {
        [] => None,
        [(cell, digits)] => {
            let removed = grid.cands[*cell]
                .iter()
                .filter(|&d| !digits.contains(d))
                .map(|d| (*cell, d))
                .collect();
            Some(Hint::removing(Rule::Bug, "BUG type 1", 5.6, removed))
        }
        _ if bug.all_digits.is_single() => {
            let z = bug.all_digits.first().unwrap_or(0);
            let removed = removals(grid, bug.common.iter().copied(), z);
            if !removed.is_empty() {
                return Some(Hint::removing(Rule::Bug, "BUG type 2", 5.7, removed));
            }
            type4(grid, &bug)
        }
        _ if !bug.common.is_empty() => type4(grid, &bug).or_else(|| type3(grid, &bug)),
        _ => None,
    }
}

/// Two BUG cells in one house sharing one non-BUG digit c: each keeps its BUG digits and c.
fn type4(grid: &SeGrid, bug: &Bug) -> Option<Hint> {
    let [(c1, d1), (c2, d2)] = bug.cells.as_slice() else {
        return None;
    };
    let shared = Digits(grid.cands[*c1].0 & grid.cands[*c2].0 & !bug.all_digits.0);
    if !shared.is_single() {
        return None;
    }
    let shares_house = Kind::ORDER
        .into_iter()
        .any(|k| House::of(k, *c1).contains(*c2));
    if !shares_house {
        return None;
    }
    let mut removed = Vec::new();
    for (cell, keep) in [(*c1, *d1), (*c2, *d2)] {
        let keep = keep.0 | shared.0;
        removed.extend(
            grid.cands[cell]
                .iter()
                .filter(|&d| keep >> (d - 1) & 1 == 0)
                .map(|d| (cell, d)),
        );
    }
    Some(Hint::removing(Rule::Bug, "BUG type 4", 5.7, removed))
}

/// The BUG digits as one member of a naked set with common cells of a shared house.
fn type3(grid: &SeGrid, bug: &Bug) -> Option<Hint> {
    for kind in Kind::ORDER {
        let house = House::of(kind, bug.cells[0].0);
        if !bug.cells.iter().all(|(c, _)| house.contains(*c)) {
            continue;
        }
        let q: Vec<usize> = bug
            .common
            .iter()
            .copied()
            .filter(|&c| house.contains(c))
            .collect();
        for n in 2..=6 {
            if q.len() < n {
                continue;
            }
            for subset in combinations(q.len(), n - 1) {
                let members: Vec<usize> = bits(subset).map(|i| q[i]).collect();
                let union = members.iter().fold(0, |u, &c| u | grid.cands[c].0);
                let each_two = bug.all_digits.more_than_one()
                    && members.iter().all(|&c| grid.cands[c].more_than_one());
                let whole = Digits(union | bug.all_digits.0);
                if Digits(union).len() as usize != n || !each_two || whole.len() as usize != n {
                    continue;
                }
                let removed: Vec<(usize, u8)> = q
                    .iter()
                    .filter(|c| !members.contains(c))
                    .flat_map(|&c| {
                        whole
                            .iter()
                            .filter(move |&d| grid.has(c, d))
                            .map(move |d| (c, d))
                    })
                    .collect();
                if !removed.is_empty() {
                    let difficulty = 5.7 + (n - 1) as f64 * 0.1;
                    return Some(Hint::removing(Rule::Bug, "BUG type 3", difficulty, removed));
                }
            }
        }
    }
    None
}
