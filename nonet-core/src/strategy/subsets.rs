//! Naked and hidden subsets (pairs, triples, quads) within one house, and the locked
//! pairs and triples among the naked ones.

use super::{Candidates, Sink, Step, Technique};
use crate::cells::{cell_names, CellSet, Digits};
use crate::layout::HOUSES;
use std::ops::ControlFlow;

/// Calls `f` on every k-combination of `items` (in lexicographic order) until it
/// answers `Break`.
pub(crate) fn combinations(
    items: &[usize],
    k: usize,
    f: &mut impl FnMut(&[usize]) -> ControlFlow<()>,
) -> ControlFlow<()> {
    fn go(
        items: &[usize],
        k: usize,
        start: usize,
        chosen: &mut Vec<usize>,
        f: &mut impl FnMut(&[usize]) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        if chosen.len() == k {
            return f(chosen);
        }
        let need = k - chosen.len();
        for i in start..items.len() {
            if items.len() - i < need {
                break;
            }
            chosen.push(items[i]);
            let flow = go(items, k, i + 1, chosen, f);
            chosen.pop();
            flow?;
        }
        ControlFlow::Continue(())
    }
    go(items, k, 0, &mut Vec::with_capacity(k), f)
}

/// Whether a bit set has more than `k` members: with its `k` lowest cleared, something
/// is left (a few word operations, where counting them is a loop without a hardware
/// population count).
fn more_than(mut bits: u128, k: usize) -> bool {
    for _ in 0..k {
        bits &= bits.wrapping_sub(1);
    }
    bits != 0
}

/// Calls `f` on every k-combination of `items` (in lexicographic order) whose masks
/// (the items' second halves) together have at most k bits, with that union, until it
/// answers `Break`: [`combinations`] with the others left out. A combination whose first
/// items already have more than k bits has no extension that does not, so the search
/// skips them all at once; the combinations it hands on are those `combinations` would
/// give, in the same order, of which the subset searches keep no others.
/// The subsets have at most [`MAX_SUBSET`] members, so the chosen ones fit an array (the
/// searches run at every step of a rating, and a vector per call was a good part of
/// their cost).
fn combinations_within(
    items: &[(usize, u128)],
    k: usize,
    f: &mut impl FnMut(&[usize], u128) -> ControlFlow<()>,
) -> ControlFlow<()> {
    fn go(
        items: &[(usize, u128)],
        k: usize,
        start: usize,
        union: u128,
        chosen: &mut [usize; MAX_SUBSET],
        len: usize,
        f: &mut impl FnMut(&[usize], u128) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        if len == k {
            return f(&chosen[..k], union);
        }
        let need = k - len;
        for i in start..items.len() {
            if items.len() - i < need {
                break;
            }
            let (item, mask) = items[i];
            let with = union | mask;
            if more_than(with, k) {
                continue;
            }
            chosen[len] = item;
            go(items, k, i + 1, with, chosen, len + 1, f)?;
        }
        ControlFlow::Continue(())
    }
    assert!(k <= MAX_SUBSET, "subsets have at most {MAX_SUBSET} members");
    go(items, k, 0, 0, &mut [0; MAX_SUBSET], 0, f)
}

/// The largest subset searched for (quads).
const MAX_SUBSET: usize = 4;

/// Up to nine (item, mask) pairs of one house, on the stack.
struct HouseItems {
    items: [(usize, u128); 9],
    len: usize,
}

impl HouseItems {
    fn new() -> HouseItems {
        HouseItems {
            items: [(0, 0); 9],
            len: 0,
        }
    }
    fn push(&mut self, item: usize, mask: u128) {
        self.items[self.len] = (item, mask);
        self.len += 1;
    }
    fn as_slice(&self) -> &[(usize, u128)] {
        &self.items[..self.len]
    }
}

fn technique(n: usize, naked: bool) -> Technique {
    match (n, naked) {
        (2, true) => Technique::NakedPair,
        (3, true) => Technique::NakedTriple,
        (4, true) => Technique::NakedQuad,
        (2, false) => Technique::HiddenPair,
        (3, false) => Technique::HiddenTriple,
        _ => Technique::HiddenQuad,
    }
}

/// A digit set in words: "3", "3 and 7", "1, 5 and 8".
pub(crate) fn digit_list(d: Digits) -> String {
    let v: Vec<String> = d.iter().map(|x| x.to_string()).collect();
    match v.len() {
        0 | 1 => v.concat(),
        n => format!("{} and {}", v[..n - 1].join(", "), v[n - 1]),
    }
}

/// Why a subset works, in words.
fn n_for_n(n: usize) -> String {
    format!("{n} cells for {n} digits: each of the digits is in one of the cells")
}

/// Whether some cell of `cells` has a digit of `digits`: whether `Step::eliminate` would
/// remove anything.
fn removes_any(cand: &Candidates, cells: CellSet, digits: Digits) -> bool {
    digits
        .iter()
        .any(|d| !(cand.cells_of(d) & cells).is_empty())
}

/// A naked subset found in a house: n cells whose candidates together are n digits.
struct NakedSet {
    /// The house it was found in.
    house: usize,
    cells: CellSet,
    digits: Digits,
    /// Every house that holds all n cells (`shared_len` of the three).
    shared: [usize; 3],
    shared_len: usize,
    /// The other cells of those houses, which the digits leave.
    others: CellSet,
}

impl NakedSet {
    fn shared(&self) -> &[usize] {
        &self.shared[..self.shared_len]
    }
    /// Completes `step` with what this subset removes, its houses and pattern, and hands
    /// it to `sink` unless it removes nothing.
    fn offer(&self, cand: &Candidates, step: Step, sink: Sink<'_>) -> ControlFlow<()> {
        let step = step.eliminate(cand, self.others, self.digits);
        if step.eliminations.is_empty() {
            return ControlFlow::Continue(());
        }
        sink(
            step.houses_all(cand.layout(), self.shared())
                .pattern_cells(cand, self.cells, self.digits)
                .finish(),
        )
    }
}

/// The houses in the order HoDoKu searches them for subsets: regions, then rows, then
/// columns, so the step nonet shows first is the one HoDoKu shows.
fn regions_then_lines() -> impl Iterator<Item = usize> {
    (18..HOUSES).chain(0..18)
}

/// Calls `found` with every naked subset of n cells in the houses `houses` (a subset that
/// also lies in a later house is found again there).
fn naked_sets(
    cand: &Candidates,
    n: usize,
    houses: impl Iterator<Item = usize>,
    found: &mut dyn FnMut(NakedSet) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let layout = cand.layout();
    for house in houses {
        // Each open cell of 2 to n candidates, with its candidates as the mask: n cells
        // of more than n digits together make no naked subset.
        let mut open = HouseItems::new();
        for c in (layout.house(house) & cand.unsolved()).iter() {
            if (2..=n as u32).contains(&cand.get(c).len()) {
                open.push(c, u128::from(cand.get(c).0));
            }
        }
        combinations_within(open.as_slice(), n, &mut |cells, union| {
            let digits = Digits(union as u16);
            if digits.len() as usize != n {
                return ControlFlow::Continue(());
            }
            let set: CellSet = cells.iter().copied().collect();
            // A house holding every cell holds the first: one of its three, in order.
            let mut shared = [0; 3];
            let mut shared_len = 0;
            let mut others = CellSet::EMPTY;
            for s in layout.houses_of(cells[0]) {
                if layout.house(s) & set == set {
                    shared[shared_len] = s;
                    shared_len += 1;
                    others |= layout.house(s);
                }
            }
            found(NakedSet {
                house,
                cells: set,
                digits,
                shared,
                shared_len,
                others: others - set,
            })
        })?;
    }
    ControlFlow::Continue(())
}

/// n cells of a house whose candidates together are n digits: those digits belong to
/// those cells, so they leave every other cell of each house the n cells share.
pub fn naked(cand: &Candidates, n: usize, sink: Sink<'_>) -> ControlFlow<()> {
    let layout = cand.layout();
    naked_sets(cand, n, regions_then_lines(), &mut |found| {
        // A subset that removes nothing is passed over (`offer`); seeing that before
        // its words are written spares most of them.
        if !removes_any(cand, found.others, found.digits) {
            return ControlFlow::Continue(());
        }
        let pattern = format!(
            "in {}, {} can only hold {}",
            layout.house_name(found.house),
            cell_names(found.cells.iter()),
            digit_list(found.digits)
        );
        let effect = "these digits leave the other cells";
        let step = Step::new(technique(n, true), format!("{pattern}, so {effect}")).parts(
            pattern,
            n_for_n(n),
            effect,
        );
        found.offer(cand, step, sink)
    })
}

/// A naked pair or triple whose cells share a region and a line and whose digits leave
/// both: some other cell of the region and some cell of the line outside the region lose
/// one. That is HoDoKu's locked pair and triple (scored below a plain naked subset
/// because one look clears two houses); a subset in a region and a line that clears
/// only one of them is a naked pair or triple, found at their place in the ladder.
pub fn locked(cand: &Candidates, n: usize, sink: Sink<'_>) -> ControlFlow<()> {
    let layout = cand.layout();
    let tech = if n == 2 {
        Technique::LockedPair
    } else {
        Technique::LockedTriple
    };
    // Regions only (houses 18-26): the subset must also share a line (a house below 18).
    naked_sets(cand, n, 18..HOUSES, &mut |found| {
        let Some(&line) = found.shared().iter().find(|&&s| s < 18) else {
            return ControlFlow::Continue(());
        };
        let region = layout.house(found.house);
        let loses = |cells: CellSet| cells.iter().any(|c| cand.get(c).0 & found.digits.0 != 0);
        if !loses(region - found.cells) || !loses(layout.house(line) - region) {
            return ControlFlow::Continue(());
        }
        let names: Vec<String> = found
            .shared()
            .iter()
            .map(|&s| layout.house_name(s))
            .collect();
        let pattern = format!(
            "{} can only hold {}, and lie in {}",
            cell_names(found.cells.iter()),
            digit_list(found.digits),
            names.join(" and ")
        );
        let effect = "these digits leave the other cells of both";
        let step =
            Step::new(tech, format!("{pattern}, so {effect}")).parts(pattern, n_for_n(n), effect);
        found.offer(cand, step, sink)
    })
}

/// n digits of a house that fit only in the same n cells: those cells hold nothing else.
pub fn hidden(cand: &Candidates, n: usize, sink: Sink<'_>) -> ControlFlow<()> {
    let layout = cand.layout();
    for h in regions_then_lines() {
        let house = layout.house(h);
        // Each digit fitting in 2 to n cells, with those cells as the mask: n digits
        // fitting in more than n cells together make no hidden subset.
        let mut digits = HouseItems::new();
        for d in 1..=9u8 {
            let places = cand.cells_of(d) & house;
            if (2..=n as u32).contains(&places.len()) {
                digits.push(usize::from(d), places.0);
            }
        }
        let found = combinations_within(digits.as_slice(), n, &mut |ds, union| {
            let cells = CellSet(union);
            if cells.len() as usize != n {
                return ControlFlow::Continue(());
            }
            let keep = ds.iter().fold(Digits::NONE, |acc, &d| {
                Digits(acc.0 | Digits::single(d as u8).0)
            });
            // As below: a subset that removes nothing is passed over, here before
            // its words are written.
            if !removes_any(cand, cells, Digits(Digits::ALL.0 & !keep.0)) {
                return ControlFlow::Continue(());
            }
            let pattern = format!(
                "in {}, {} fit only in {}",
                layout.house_name(h),
                digit_list(keep),
                cell_names(cells.iter())
            );
            let effect = "those cells hold nothing else";
            let step = Step::new(technique(n, false), format!("{pattern}, so {effect}"))
                .parts(pattern, n_for_n(n), effect)
                .eliminate(cand, cells, Digits(Digits::ALL.0 & !keep.0));
            if step.eliminations.is_empty() {
                return ControlFlow::Continue(());
            }
            sink(
                step.house(layout, h)
                    .pattern_cells(cand, cells, keep)
                    .finish(),
            )
        });
        found?;
    }
    ControlFlow::Continue(())
}
