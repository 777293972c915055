//! Rule 24 (static cell and region forcing chains) as nested level 3 runs it on a
//! search's reduced grid (SPEC §4.7): which of its chains can have a hint, so that the
//! others are skipped with their searches.
//!
//! Why few can: the rating loop asks rule 28 only where rules 1–27 found nothing on the
//! grid G its searches start from, so rules 21 and 24 are dry there and no empty cell has
//! one candidate. A rule-24 hint on a grid G′ reduced from G with no rule parent would be
//! one on G: its cell (or its digit's places in its house) lost nothing, each true node of
//! its chains came through a strong link G has too, each false one through a weak link G
//! has too (G′'s candidates are some of G's), so every chain holds on G, and G's searches
//! run to their full reach (a search meeting a contradiction would give rule 21 a chain
//! from its start to the start's negation). So every hint has a rule parent: its cell or
//! region lost a candidate, or a true node of one of its chains came through a new strong
//! link (one G lacks), whose head then reaches the hint's target, and that chain's start
//! reaches the link. No hint without a parent also keeps §4.7's order (sort,
//! de-duplicate, drop parent-less) trivially.

use super::inner_chains::{reach_from, DryStart, LazyLinks, Links};
use super::multiple::Chain;
use super::propagate::{candidate, slot, SlotSet, Work, CANDIDATES};

const UNREACHED: u16 = u16::MAX;

/// The chains of rule 24 on `now` that may have a hint, for searches started on a grid
/// where rules 21 and 24 are dry.
pub struct ChainFocus<'a> {
    outer: &'a Work,
    now: &'a Work,
    links: &'a Links,
    /// Nodes reachable from a new link's head: where the target of a chain whose cell or
    /// region lost nothing must lie.
    after_new: SlotSet,
    /// Nodes that reach a new link (the negations of `after_new`'s: links read backwards
    /// with states flipped are links, and the reverse of a new link is new).
    before_new: SlotSet,
    /// Per candidate, its true node's reach (an index into `reaches`) once computed.
    reach_index: Vec<u16>,
    reaches: Vec<SlotSet>,
    stack: Vec<u16>,
}

impl<'a> ChainFocus<'a> {
    pub fn new(dry: &DryStart, outer: &'a Work, now: &'a LazyLinks) -> ChainFocus<'a> {
        let links = now.get();
        let after_new = dry.after_new_links(links);
        ChainFocus {
            outer,
            now: now.grid,
            links,
            after_new,
            before_new: after_new.flipped(),
            reach_index: vec![UNREACHED; CANDIDATES],
            reaches: Vec::new(),
            stack: Vec::new(),
        }
    }

    /// Whether `chain` may have a hint: its starts' reaches have a node in common (within
    /// the new links' reach unless its cell or region lost a candidate).
    pub fn may_hint(&mut self, chain: Chain) -> bool {
        let mut starts = [(0usize, 0u8); 9];
        let mut count = 0;
        let lossy = match chain {
            Chain::Cell(cell) => {
                for digit in self.now.cands[cell].iter() {
                    starts[count] = (cell, digit);
                    count += 1;
                }
                self.now.cands[cell] != self.outer.cands[cell]
            }
            Chain::Region(house, digit) => {
                let places = self.now.in_house(house, digit);
                for cell in places.iter() {
                    starts[count] = (cell, digit);
                    count += 1;
                }
                places != self.outer.in_house(house, digit)
            }
        };
        let starts = &starts[..count];
        let mut common = if lossy {
            SlotSet::EMPTY.complement()
        } else {
            if !starts
                .iter()
                .any(|&(c, d)| self.before_new.contains(slot(c, d, true)))
            {
                return false;
            }
            self.after_new
        };
        for &(cell, digit) in starts {
            common.keep_common(self.reach(cell, digit));
            if common.is_empty() {
                return false;
            }
        }
        true
    }

    /// The nodes "`cell` holds `digit`" reaches, itself included.
    fn reach(&mut self, cell: usize, digit: u8) -> &SlotSet {
        let i = candidate(cell, digit);
        if self.reach_index[i] == UNREACHED {
            self.reach_index[i] = self.reaches.len() as u16;
            let reach = reach_from(self.links, slot(cell, digit, true), &mut self.stack);
            self.reaches.push(reach);
        }
        &self.reaches[usize::from(self.reach_index[i])]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explainer::grid::SeGrid;
    use crate::explainer::nested::multiple_hints;
    use crate::explainer::rules::Rule;
    use crate::explainer::tests::{givens, reduced_grids, summary, DRY_START};

    /// On grids reduced from a start where rules 21 and 24 are dry (forum line 10, whose
    /// first SE step is a nested one), rule 24 limited to the focused chains finds every
    /// hint the full scan finds, in the same order, each with a rule parent.
    #[test]
    fn a_dry_start_limits_rule_24_without_losing_a_hint() {
        let start = Work::new(&SeGrid::from_givens(&givens(DRY_START)));
        let dry = DryStart::of(&start).expect("rule 21 is dry on the start grid");
        let all = |now: &Work| multiple_hints(&start, now, Rule::MultipleChains, None, |_| true);
        assert!(all(&start).is_empty(), "rule 24 is dry on the start grid");
        let (mut with_hints, mut skipped) = (0, 0);
        for now in reduced_grids(&start, 120, 10, 0x9e37_79b9_7f4a_7c15) {
            let full = all(&now);
            let links = LazyLinks::new(&now);
            let mut focus = ChainFocus::new(&dry, &start, &links);
            let limited = multiple_hints(&start, &now, Rule::MultipleChains, None, |c| {
                let wanted = focus.may_hint(c);
                skipped += usize::from(!wanted);
                wanted
            });
            assert_eq!(summary(&full), summary(&limited));
            assert!(full.iter().all(|h| !h.parents.is_empty()));
            with_hints += usize::from(!full.is_empty());
        }
        assert!(
            with_hints > 40,
            "only {with_hints} reduced grids had a hint"
        );
        assert!(skipped > 10_000, "only {skipped} chains skipped");
    }
}
