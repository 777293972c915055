//! HoDoKu's preference among the steps of one technique, for the chain searches that
//! collect all their steps before handing one out (X- and XY-chains, nice loops and
//! AICs): the step nonet shows first is then the one HoDoKu shows. HoDoKu writes a
//! placement of a chain (a discontinuous nice loop's `X=…=X`) as removing its cell's
//! other candidates, so the key counts it so too.

use super::fast_hash::FastMap;
use super::{Candidates, Mark, Sink, Step};
use std::cmp::Reverse;
use std::ops::ControlFlow;

/// What a step removes from the grid's candidates: its eliminations, and for each
/// placement its cell's other candidates. Sorted as HoDoKu sorts them, digit first.
pub(crate) fn removed(cand: &Candidates, eliminations: &[Mark], placements: &[Mark]) -> Vec<Mark> {
    let mut out: Vec<Mark> = eliminations.to_vec();
    for p in placements {
        out.extend(
            cand.get(p.cell)
                .iter()
                .filter(|&d| d != p.digit)
                .map(|d| Mark::new(p.cell, d)),
        );
    }
    out.sort_by_key(|m| (m.digit, m.cell));
    out.dedup();
    out
}

/// HoDoKu's weighted sum of the cells a step removes from (its `getIndexSumme`), taken
/// over `removed` in digit order: the first mark weighs 1, each next one 80 more. Among
/// steps removing as many candidates, the lower sum comes first.
fn index_sum(removed: &[Mark]) -> u64 {
    removed
        .iter()
        .zip((1u64..).step_by(80))
        .map(|(m, weight)| m.cell as u64 * weight + u64::from(m.digit))
        .sum()
}

/// The order HoDoKu hands out chains in: the most candidates removed first, then the
/// lower [`index_sum`]; ties go to the shorter chain (the caller's last key).
pub(crate) fn key(removed: &[Mark]) -> (Reverse<usize>, u64) {
    (Reverse(removed.len()), index_sum(removed))
}

/// The steps of a search that finds them all, kept one per set of removed candidates
/// (the shortest chain), to be handed out in HoDoKu's order. `T` is what the search
/// knows of a step; the step's text is written only for the steps handed out.
pub(crate) struct Ranked<T> {
    found: Vec<(Vec<Mark>, usize, T)>,
    index: FastMap<Vec<Mark>, usize>,
}

impl<T> Ranked<T> {
    pub(crate) fn new() -> Ranked<T> {
        Ranked {
            found: Vec::new(),
            index: FastMap::default(),
        }
    }

    /// A step removing `removed` (sorted digit first, as [`removed`] gives it) by a chain
    /// `length` long; of two with the same effect the shorter is kept.
    pub(crate) fn add(&mut self, removed: Vec<Mark>, length: usize, step: T) {
        match self.index.get(&removed) {
            Some(&i) if self.found[i].1 <= length => {}
            Some(&i) => self.found[i] = (removed, length, step),
            None => {
                self.index.insert(removed.clone(), self.found.len());
                self.found.push((removed, length, step));
            }
        }
    }

    /// Hands the steps to `sink` in HoDoKu's order, each written by `build`.
    pub(crate) fn hand_out(mut self, sink: Sink<'_>, build: impl Fn(T) -> Step) -> ControlFlow<()> {
        self.found
            .sort_by_cached_key(|(removed, length, _)| (key(removed), *length));
        for (_, _, step) in self.found {
            sink(build(step))?;
        }
        ControlFlow::Continue(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::Layout;

    #[test]
    fn a_placement_removes_its_cells_other_candidates_and_the_sum_weighs_later_marks_more() {
        let mut cand = Candidates::from_board(Layout::classic(), &[0; 81]);
        for d in 4..=9 {
            cand.remove(10, d);
        }
        // Placing 2 in r2c2 (cell 10, candidates 1-3) removes 1 and 3 there.
        let gone = removed(&cand, &[Mark::new(0, 3)], &[Mark::new(10, 2)]);
        assert_eq!(
            gone,
            vec![Mark::new(10, 1), Mark::new(0, 3), Mark::new(10, 3)]
        );
        assert_eq!(index_sum(&gone), 10 + 1 + 3 + (10 * 161 + 3));
        // More removals first; with as many, the lower sum.
        assert!(key(&gone) < key(&gone[..2]));
        assert!(key(&[Mark::new(1, 5)]) < key(&[Mark::new(2, 5)]));
    }
}
