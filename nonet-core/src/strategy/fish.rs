//! Basic fish: X-wing (2), swordfish (3), jellyfish (4), rows against columns and
//! columns against rows. Lines exist on every layout, so these work on jigsaws as is.

use super::subsets::combinations;
use super::{Candidates, Sink, Step, Technique};
use crate::cells::{CellSet, Digits};
use std::ops::ControlFlow;

fn list(layout: &crate::Layout, hs: &[usize]) -> String {
    let names: Vec<String> = hs.iter().map(|&h| layout.house_name(h)).collect();
    names.join(", ")
}

/// n base lines in which digit d lies only in n cover lines of the other direction:
/// d fills each cover line from inside the base lines, so it leaves the rest of them.
pub fn basic_fish(cand: &Candidates, n: usize, sink: Sink<'_>) -> ControlFlow<()> {
    let layout = cand.layout();
    let tech = match n {
        2 => Technique::XWing,
        3 => Technique::Swordfish,
        _ => Technique::Jellyfish,
    };
    for d in 1..=9u8 {
        let cells = cand.cells_of(d);
        for rows_are_base in [true, false] {
            let cover_of = |c: usize| if rows_are_base { 9 + c % 9 } else { c / 9 };
            let base_range = if rows_are_base { 0..9 } else { 9..18 };
            let bases: Vec<usize> = base_range
                .filter(|&h| (2..=n as u32).contains(&(cells & layout.house(h)).len()))
                .collect();
            let found = combinations(&bases, n, &mut |base| {
                let in_base = base
                    .iter()
                    .fold(CellSet::EMPTY, |acc, &h| acc | (cells & layout.house(h)));
                let mut covers: Vec<usize> = in_base.iter().map(cover_of).collect();
                covers.sort();
                covers.dedup();
                if covers.len() != n {
                    return ControlFlow::Continue(());
                }
                let cover_cells = covers
                    .iter()
                    .fold(CellSet::EMPTY, |acc, &h| acc | layout.house(h));
                let victims = (cells & cover_cells) - in_base;
                if victims.is_empty() {
                    return ControlFlow::Continue(());
                }
                let text = format!(
                    "in {}, {d} lies only in {}, so {d} leaves the rest of those lines",
                    list(layout, base),
                    list(layout, &covers)
                );
                let houses: Vec<usize> = base.iter().chain(&covers).copied().collect();
                sink(
                    Step::new(tech, text)
                        .houses_all(layout, &houses)
                        .pattern_cells(cand, in_base, Digits::single(d))
                        .eliminate(cand, victims, Digits::single(d))
                        .finish(),
                )
            });
            found?;
        }
    }
    ControlFlow::Continue(())
}
