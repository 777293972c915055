//! Full house, hidden single and naked single.

use super::{Candidates, Sink, Step, Technique};
use crate::cells::{cell_name, CellSet, Digits};
use crate::layout::HOUSES;
use crate::text::a_number;
use std::ops::ControlFlow;

/// A house with one open cell: it takes the one digit the house lacks.
pub fn full_house(cand: &Candidates, sink: Sink<'_>) -> ControlFlow<()> {
    let layout = cand.layout();
    let unsolved = cand.unsolved();
    for h in 0..HOUSES {
        let house = layout.house(h);
        let open = house & unsolved;
        if !open.is_single() {
            continue;
        }
        let Some(cell) = open.first() else { continue };
        let missing = Digits(Digits::ALL.0 & !cand.placed_in(house).0);
        let Some(digit) = missing.first() else {
            continue;
        };
        if missing.len() != 1 || !cand.has(cell, digit) {
            continue;
        }
        let house = layout.house_name(h);
        let pattern = format!("{} is the last open cell of {house}", cell_name(cell));
        let text = format!("{pattern}, so it is {digit}");
        sink(
            Step::new(Technique::FullHouse, text)
                .parts(pattern, format!("{house} lacks only {digit}"), "")
                .house(layout, h)
                .pattern_cells(cand, open, Digits::single(digit))
                .place(cell, digit)
                .finish(),
        )?;
    }
    ControlFlow::Continue(())
}

/// A digit with one place left in a house.
pub fn hidden_single(cand: &Candidates, sink: Sink<'_>) -> ControlFlow<()> {
    let layout = cand.layout();
    for h in 0..HOUSES {
        let house = layout.house(h);
        for d in 1..=9u8 {
            let places = cand.cells_of(d) & house;
            if !places.is_single() {
                continue;
            }
            let Some(cell) = places.first() else { continue };
            let house = layout.house_name(h);
            let text = format!("in {house}, {d} fits only {}", cell_name(cell));
            sink(
                Step::new(Technique::HiddenSingle, text.clone())
                    .parts(
                        text,
                        format!("{house} must hold {}", a_number(d.into())),
                        "",
                    )
                    .house(layout, h)
                    .pattern_cells(cand, places, Digits::single(d))
                    .place(cell, d)
                    .finish(),
            )?;
        }
    }
    ControlFlow::Continue(())
}

/// A cell with one candidate left.
pub fn naked_single(cand: &Candidates, sink: Sink<'_>) -> ControlFlow<()> {
    for cell in cand.unsolved().iter().filter(|&c| cand.get(c).is_single()) {
        let Some(d) = cand.get(cell).first() else {
            continue;
        };
        let text = format!("{} can only be {d}", cell_name(cell));
        sink(
            Step::new(Technique::NakedSingle, text.clone())
                .parts(text, "every other digit is ruled out there", "")
                .pattern_cells(cand, CellSet::single(cell), Digits::single(d))
                .place(cell, d)
                .finish(),
        )?;
    }
    ControlFlow::Continue(())
}
