//! Naked and hidden subsets (pairs, triples, quads) within one house.

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

fn digit_list(d: Digits) -> String {
    let v: Vec<String> = d.iter().map(|x| x.to_string()).collect();
    match v.len() {
        0 | 1 => v.concat(),
        n => format!("{} and {}", v[..n - 1].join(", "), v[n - 1]),
    }
}

/// n cells of a house whose candidates together are n digits: those digits belong to
/// those cells, so they leave every other cell of each house the n cells share.
pub fn naked(cand: &Candidates, n: usize, sink: Sink<'_>) -> ControlFlow<()> {
    let layout = cand.layout();
    for h in 0..HOUSES {
        let open: Vec<usize> = layout
            .house(h)
            .iter()
            .filter(|&c| cand.value(c) == 0 && (2..=n as u32).contains(&cand.get(c).len()))
            .collect();
        let found = combinations(&open, n, &mut |cells| {
            let digits = cells
                .iter()
                .fold(Digits::NONE, |acc, &c| Digits(acc.0 | cand.get(c).0));
            if digits.len() as usize != n {
                return ControlFlow::Continue(());
            }
            let set: CellSet = cells.iter().copied().collect();
            let shared: Vec<usize> = (0..HOUSES)
                .filter(|&s| layout.house(s) & set == set)
                .collect();
            let others = shared
                .iter()
                .fold(CellSet::EMPTY, |acc, &s| acc | layout.house(s))
                - set;
            let step = Step::new(
                technique(n, true),
                format!(
                    "in {}, {} can only hold {}, so these digits leave the other cells",
                    layout.house_name(h),
                    cell_names(set.iter()),
                    digit_list(digits)
                ),
            )
            .eliminate(cand, others, digits);
            if step.eliminations.is_empty() {
                return ControlFlow::Continue(());
            }
            sink(
                step.houses_all(layout, &shared)
                    .pattern_cells(cand, set, digits)
                    .finish(),
            )
        });
        found?;
    }
    ControlFlow::Continue(())
}

/// A naked pair or triple whose cells share a region and a line: its digits leave both
/// houses at once (HoDoKu's locked pair and triple, scored below a plain naked subset
/// because one look clears two houses).
pub fn locked(cand: &Candidates, n: usize, sink: Sink<'_>) -> ControlFlow<()> {
    let layout = cand.layout();
    let tech = if n == 2 {
        Technique::LockedPair
    } else {
        Technique::LockedTriple
    };
    for region in 18..HOUSES {
        let open: Vec<usize> = layout
            .house(region)
            .iter()
            .filter(|&c| cand.value(c) == 0 && (2..=n as u32).contains(&cand.get(c).len()))
            .collect();
        combinations(&open, n, &mut |cells| {
            let digits = cells
                .iter()
                .fold(Digits::NONE, |acc, &c| Digits(acc.0 | cand.get(c).0));
            if digits.len() as usize != n {
                return ControlFlow::Continue(());
            }
            let set: CellSet = cells.iter().copied().collect();
            let shared: Vec<usize> = (0..HOUSES)
                .filter(|&s| layout.house(s) & set == set)
                .collect();
            if !shared.iter().any(|&s| s < 18) {
                return ControlFlow::Continue(());
            }
            let others = shared
                .iter()
                .fold(CellSet::EMPTY, |acc, &s| acc | layout.house(s))
                - set;
            let names: Vec<String> = shared.iter().map(|&s| layout.house_name(s)).collect();
            let step = Step::new(
                tech,
                format!(
                    "{} can only hold {}, and lie in {}, so these digits leave the other cells of both",
                    cell_names(set.iter()),
                    digit_list(digits),
                    names.join(" and ")
                ),
            )
            .eliminate(cand, others, digits);
            if step.eliminations.is_empty() {
                return ControlFlow::Continue(());
            }
            sink(
                step.houses_all(layout, &shared)
                    .pattern_cells(cand, set, digits)
                    .finish(),
            )
        })?;
    }
    ControlFlow::Continue(())
}

/// n digits of a house that fit only in the same n cells: those cells hold nothing else.
pub fn hidden(cand: &Candidates, n: usize, sink: Sink<'_>) -> ControlFlow<()> {
    let layout = cand.layout();
    for h in 0..HOUSES {
        let house = layout.house(h);
        let digits: Vec<usize> = (1..=9u8)
            .filter(|&d| (2..=n as u32).contains(&(cand.cells_of(d) & house).len()))
            .map(usize::from)
            .collect();
        let found = combinations(&digits, n, &mut |ds| {
            let cells = ds.iter().fold(CellSet::EMPTY, |acc, &d| {
                acc | (cand.cells_of(d as u8) & house)
            });
            if cells.len() as usize != n {
                return ControlFlow::Continue(());
            }
            let keep = ds.iter().fold(Digits::NONE, |acc, &d| {
                Digits(acc.0 | Digits::single(d as u8).0)
            });
            let step = Step::new(
                technique(n, false),
                format!(
                    "in {}, {} fit only in {}, so those cells hold nothing else",
                    layout.house_name(h),
                    digit_list(keep),
                    cell_names(cells.iter())
                ),
            )
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
