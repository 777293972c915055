//! Avoidable rectangles: unique rectangles whose corners are partly solved. Four cells
//! over two rows, two columns and two regions (two corners in each) holding x and y
//! crosswise, none of them a given, would let x and y swap and give the puzzle a second
//! solution that keeps every given. So where digits placed since the start (never givens)
//! fill some corners, the candidates that would complete such a pattern cannot be right.
//!
//! Sound only when the givens alone have one solution and the placed digits are the
//! solution's: the techniques look only when the candidates know both
//! ([`Candidates::known_unique`], and [`Candidates::givens`] telling givens from placed
//! digits). A state that cannot tell (a plain line: all its digits are givens) offers
//! them no corner, so they find nothing there.

use super::{Candidates, Sink, Step, Technique};
use crate::cells::{cell_name, cell_names, CellSet, Digits};
use std::ops::ControlFlow;

/// A rectangle with at least two corners solved by placed digits and none by a given.
struct Avoidable {
    /// Row by row: r1c1, r1c2, r2c1, r2c2, so `corners[i]` and `corners[3 - i]` are
    /// diagonal, and in the deadly pattern diagonal corners hold the same digit.
    corners: [usize; 4],
    houses: [usize; 6],
}

impl Avoidable {
    fn cells(&self) -> CellSet {
        self.corners.iter().copied().collect()
    }
    /// The indices of the open corners, in order, and how many there are (in an array:
    /// asked of every rectangle, which a list would allocate for).
    fn open(&self, cand: &Candidates) -> ([usize; 4], usize) {
        let mut open = [0; 4];
        let mut n = 0;
        for (i, &c) in self.corners.iter().enumerate() {
            if cand.value(c) == 0 {
                open[n] = i;
                n += 1;
            }
        }
        (open, n)
    }
    fn diagonal(&self, i: usize) -> usize {
        self.corners[3 - i]
    }
    /// The rectangle and its placed digits in words: "r1c1, r1c4, r2c1, r2c4 span two
    /// rows, two columns and two regions; r1c1 = 3 and r2c4 = 7 were placed, not given".
    fn text(&self, cand: &Candidates) -> String {
        let placed: Vec<String> = self
            .corners
            .iter()
            .filter(|&&c| cand.value(c) != 0)
            .map(|&c| format!("{} = {}", cell_name(c), cand.value(c)))
            .collect();
        format!(
            "{} span two rows, two columns and two regions; {} were placed, not given",
            cell_names(self.corners),
            placed.join(", ")
        )
    }
    /// A step of `technique` on the rectangle, `fact` being what its open corners hold.
    fn step(&self, cand: &Candidates, technique: Technique, fact: String, effect: String) -> Step {
        let pattern = format!("{}; {fact}", self.text(cand));
        let deadly = "were the open corners to hold the digits diagonal to them, two digits \
                      would sit crosswise in four cells that are not givens, could swap \
                      places, and the puzzle would have two solutions"
            .to_string();
        Step::new(technique, format!("{pattern}; {deadly}; so {effect}"))
            .parts(pattern, deadly, effect)
            .houses_all(cand.layout(), &self.houses)
    }
}

/// Calls `found` with every rectangle of two regions holding two or more placed digits
/// and no given, when the givens are known to have one solution (never otherwise).
fn rectangles(
    cand: &Candidates,
    found: &mut dyn FnMut(&Avoidable) -> ControlFlow<()>,
) -> ControlFlow<()> {
    if !cand.known_unique() {
        return ControlFlow::Continue(());
    }
    let placed = cand.solved() - cand.givens();
    if placed.len() < 2 {
        return ControlFlow::Continue(());
    }
    // Each row's placed digits and givens as nine bits, column c at bit c.
    let row = |set: CellSet, r: usize| (set.0 >> (r * 9)) as u16 & 0x1ff;
    let (placed_rows, given_rows): ([u16; 9], [u16; 9]) = (
        std::array::from_fn(|r| row(placed, r)),
        std::array::from_fn(|r| row(cand.givens(), r)),
    );
    super::uniqueness::each_rectangle(
        cand.layout(),
        |r1, r2, to| {
            // A rectangle takes two columns without a given in either row, and two placed
            // corners: a column placed in both rows goes with any other, a column placed
            // in one row with another placed in at least one, a column with none with one
            // placed in both.
            let free = !(given_rows[r1] | given_rows[r2]) & 0x1ff;
            let any = (placed_rows[r1] | placed_rows[r2]) & free;
            let both = placed_rows[r1] & placed_rows[r2] & free;
            if any == 0 {
                return;
            }
            for (c1, to) in to.iter_mut().enumerate() {
                if free & (1 << c1) == 0 {
                    continue;
                }
                let after = free & !((2u16 << c1) - 1);
                *to = if both & (1 << c1) != 0 {
                    after
                } else if any & (1 << c1) != 0 {
                    after & any
                } else {
                    after & both
                };
            }
        },
        &mut |corners, houses| found(&Avoidable { corners, houses }),
    )
}

/// Type 1: three corners hold placed digits, two diagonal ones the same digit and the
/// third another; the fourth corner cannot take the digit diagonal to it.
pub fn type_1(cand: &Candidates, sink: Sink<'_>) -> ControlFlow<()> {
    rectangles(cand, &mut |ar| {
        let (open, n) = ar.open(cand);
        let &[i] = &open[..n] else {
            return ControlFlow::Continue(());
        };
        let cell = ar.corners[i];
        let x = cand.value(ar.diagonal(i));
        let (side_a, side_b) = (ar.corners[i ^ 1], ar.corners[i ^ 2]);
        let y = cand.value(side_a);
        if y != cand.value(side_b) || y == x || !cand.has(cell, x) {
            return ControlFlow::Continue(());
        }
        let step = ar.step(
            cand,
            Technique::AvoidableRectangle1,
            format!("{} could be {x}", cell_name(cell)),
            format!("{} is not {x}", cell_name(cell)),
        );
        let step = step
            .pattern_cells(cand, CellSet::single(cell), Digits::single(x))
            .eliminate(cand, CellSet::single(cell), Digits::single(x));
        sink(step.finish())
    })
}

/// Type 2: two side-by-side corners hold two different placed digits; each open corner
/// holds only the digit diagonal to it and one same other digit, which one of them so
/// is: it leaves every cell that sees both.
pub fn type_2(cand: &Candidates, sink: Sink<'_>) -> ControlFlow<()> {
    let layout = cand.layout();
    rectangles(cand, &mut |ar| {
        let (open, n) = ar.open(cand);
        let &[i, j] = &open[..n] else {
            return ControlFlow::Continue(());
        };
        if i + j == 3 {
            return ControlFlow::Continue(()); // diagonal: no two placed digits crosswise
        }
        let (a, b) = (ar.corners[i], ar.corners[j]);
        let (need_a, need_b) = (cand.value(ar.diagonal(i)), cand.value(ar.diagonal(j)));
        let extra_a = Digits(cand.get(a).0 & !Digits::single(need_a).0);
        let extra_b = Digits(cand.get(b).0 & !Digits::single(need_b).0);
        if !cand.has(a, need_a) || !cand.has(b, need_b) || extra_a.len() != 1 || extra_a != extra_b
        {
            return ControlFlow::Continue(());
        }
        let z = extra_a.first().expect("one extra digit");
        let seeing = (layout.peers(a) & layout.peers(b)) - ar.cells();
        let step = ar
            .step(
                cand,
                Technique::AvoidableRectangle2,
                format!(
                    "{} holds only {need_a} and {z}, {} only {need_b} and {z}",
                    cell_name(a),
                    cell_name(b)
                ),
                format!(
                    "{} or {} is {z}, which leaves every cell that sees both",
                    cell_name(a),
                    cell_name(b)
                ),
            )
            .pattern_cells(cand, CellSet::single(a) | CellSet::single(b), Digits::ALL)
            .eliminate(cand, seeing, extra_a);
        if step.eliminations.is_empty() {
            return ControlFlow::Continue(());
        }
        sink(step.finish())
    })
}
