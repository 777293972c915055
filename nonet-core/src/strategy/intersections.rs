//! Techniques about how houses overlap: locked candidates (a line and a region) and the
//! law of leftovers (runs of lines against the regions that nearly cover them).

use super::{Candidates, Sink, Step, Technique};
use crate::cells::{cell_names, CellSet, Digits};
use std::ops::ControlFlow;

/// "All candidates d of house A lie in house B ⇒ remove d from B∖A", for every pair of a
/// line and a region that meet. On a jigsaw the two meet in 1–9 cells, not always 3.
/// In HoDoKu's order, so the step shown first is the one HoDoKu shows: pointing (A a
/// region) before claiming (A a line); pointing region by region, each region's digits
/// in order, a row before a column; claiming rows, then columns, each line's digits in
/// order.
pub fn locked_candidates(cand: &Candidates, sink: Sink<'_>) -> ControlFlow<()> {
    let layout = cand.layout();
    let try_pair = |a: usize, b: usize, d: u8, sink: Sink<'_>| -> ControlFlow<()> {
        let (ha, hb) = (layout.house(a), layout.house(b));
        let inside = cand.cells_of(d) & ha;
        if inside.len() < 2 || inside & hb != inside {
            return ControlFlow::Continue(());
        }
        let victims = cand.cells_of(d) & (hb - ha);
        if victims.is_empty() {
            return ControlFlow::Continue(());
        }
        let (na, nb) = (layout.house_name(a), layout.house_name(b));
        let pattern = format!(
            "in {na}, {d} lies only in {nb} ({})",
            cell_names(inside.iter())
        );
        let effect = format!("{d} leaves the rest of {nb}");
        sink(
            Step::new(
                Technique::LockedCandidates,
                format!("{pattern}, so {effect}"),
            )
            .parts(
                pattern,
                format!("the {d} of {na} is one of them, so {nb} has its {d} there"),
                effect,
            )
            .houses_all(layout, &[a, b])
            .pattern_cells(cand, inside, Digits::single(d))
            .eliminate(cand, victims, Digits::single(d))
            .finish(),
        )
    };
    // A digit with fewer than two places in the first house is no pair's. Of the houses
    // the first one meets, only those holding its first place can hold them all: that
    // place's row and column (in that order) for a region, its region for a line.
    let first_of_pair = |h: usize, d: u8| {
        let places = cand.cells_of(d) & layout.house(h);
        places.first().filter(|_| places.more_than_one())
    };
    for region in 18..27 {
        for d in 1..=9u8 {
            if let Some(first) = first_of_pair(region, d) {
                for line in layout.houses_of(first).into_iter().take(2) {
                    try_pair(region, line, d, sink)?;
                }
            }
        }
    }
    for line in 0..18 {
        for d in 1..=9u8 {
            if let Some(first) = first_of_pair(line, d) {
                try_pair(line, layout.houses_of(first)[2], d, sink)?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// Jigsaw only. A run of k consecutive rows (or columns) and k regions each hold every
/// digit k times, so the cells of the run outside those regions (innies) hold the same
/// digits as the cells of the regions outside the run (outies). A candidate of an innie
/// that no outie can hold is impossible, and the other way round.
/// The k regions are those overlapping the run most, so the leftovers are few.
pub fn law_of_leftovers(cand: &Candidates, sink: Sink<'_>) -> ControlFlow<()> {
    let layout = cand.layout();
    if layout.is_classic() {
        return ControlFlow::Continue(());
    }
    for base in [0usize, 9] {
        for k in 1..=8usize {
            for start in 0..=9 - k {
                let lines: Vec<usize> = (base + start..base + start + k).collect();
                let run = lines
                    .iter()
                    .fold(CellSet::EMPTY, |acc, &h| acc | layout.house(h));
                let mut regions: Vec<usize> = (18..27).collect();
                regions.sort_by_key(|&r| std::cmp::Reverse((layout.house(r) & run).len()));
                regions.truncate(k);
                regions.sort();
                let covered = regions
                    .iter()
                    .fold(CellSet::EMPTY, |acc, &r| acc | layout.house(r));
                let innies = run - covered;
                let outies = covered - run;
                if innies.is_empty() {
                    continue;
                }
                let can_hold = |cells: CellSet| -> Digits {
                    let mut d = cand.placed_in(cells);
                    for c in cells.iter() {
                        d = Digits(d.0 | cand.get(c).0);
                    }
                    d
                };
                let (in_digits, out_digits) = (can_hold(innies), can_hold(outies));
                let mut step = Step::new(Technique::LawOfLeftovers, String::new());
                for (cells, other, why) in [
                    (
                        innies,
                        out_digits,
                        "an innie loses the digits no outie can hold",
                    ),
                    (
                        outies,
                        in_digits,
                        "an outie loses the digits no innie can hold",
                    ),
                ] {
                    let lost = Digits(Digits::ALL.0 & !other.0);
                    step = step.because(why, Vec::new(), |s| s.eliminate(cand, cells, lost));
                }
                if step.eliminations.is_empty() {
                    continue;
                }
                let names: Vec<String> = lines
                    .iter()
                    .chain(&regions)
                    .map(|&h| layout.house_name(h))
                    .collect();
                let pattern = format!(
                    "{} hold every digit {k} time{}",
                    names.join(", "),
                    if k == 1 { "" } else { "s" },
                );
                let reason = format!(
                    "the innies {} and the outies {} hold the same digits",
                    cell_names(innies.iter()),
                    cell_names(outies.iter())
                );
                step.explanation = format!("{pattern}, so {reason}");
                step = step.parts(
                    pattern,
                    reason,
                    "each loses the digits the other side cannot hold",
                );
                let all: Vec<usize> = lines.iter().chain(&regions).copied().collect();
                sink(
                    step.houses_all(layout, &all)
                        .pattern_cells(cand, innies | outies, Digits::ALL)
                        .finish(),
                )?;
            }
        }
    }
    ControlFlow::Continue(())
}
