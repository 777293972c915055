//! Uniqueness techniques: unique rectangles (types 1 to 6 and the hidden rectangle) and
//! BUG+1. Each rests on the puzzle having exactly one solution: a pattern whose digits
//! could trade places without breaking any house (a "deadly pattern") would give it a
//! second, so the candidates that would complete one cannot be right.
//!
//! They look only when the candidates know the solution is unique
//! ([`Candidates::known_unique`]); on any other position they find nothing, so a hint is
//! never built on an assumption that does not hold. A rectangle's corners are all open
//! cells, never givens or placed digits, since only open cells could trade digits.
//!
//! The rectangle is region-generic: its four cells sit in two rows, two columns and two
//! regions, two corners in each ([`crate::layout::Layout::rectangle_regions`]), which is
//! what lets two digits swap around it on a jigsaw as on the classic grid.

use super::subsets::{combinations, digit_list};
use super::{Candidates, Sink, Step, Technique};
use crate::cells::{cell_name, cell_names, CellSet, Digits};
use crate::layout::{Layout, HOUSES};
use std::cell::RefCell;
use std::ops::ControlFlow;
use std::rc::Rc;

/// Four open cells over two rows, two columns and two regions, with two digits that
/// are candidates in all four.
struct Rectangle {
    /// Row by row: r1c1, r1c2, r2c1, r2c2, so `corners[i]` and `corners[3 - i]` are
    /// diagonal.
    corners: [usize; 4],
    /// Its two rows, two columns and two regions (house indices).
    houses: [usize; 6],
    x: u8,
    y: u8,
}

impl Rectangle {
    fn cells(&self) -> CellSet {
        self.corners.iter().copied().collect()
    }
    fn pair(&self) -> Digits {
        Digits(Digits::single(self.x).0 | Digits::single(self.y).0)
    }
    /// What the floor holds: "r8c2, r9c2, r9c7 hold only 1 and 2".
    fn floor_text(&self, cand: &Candidates) -> String {
        format!(
            "{} hold only {} and {}",
            cell_names(self.floor(cand).iter()),
            self.x,
            self.y
        )
    }
    /// The corners whose only candidates are the pair.
    fn floor(&self, cand: &Candidates) -> CellSet {
        self.cells()
            .iter()
            .filter(|&c| cand.get(c) == self.pair())
            .collect()
    }
    /// The corners with a candidate besides the pair.
    fn roof(&self, cand: &Candidates) -> CellSet {
        self.cells() - self.floor(cand)
    }
    fn diagonal(&self, cell: usize) -> usize {
        let i = self
            .corners
            .iter()
            .position(|&c| c == cell)
            .expect("a corner");
        self.corners[3 - i]
    }
    /// The rectangle in words, which every explanation starts from.
    fn corners_text(&self) -> String {
        format!(
            "{} span two rows, two columns and two regions",
            cell_names(self.corners)
        )
    }
    /// The deadly pattern in words: why the rectangle must not hold only the pair.
    fn deadly(&self) -> String {
        format!(
            "were all four only {} and {}, the two could swap places and the puzzle would \
             have two solutions",
            self.x, self.y
        )
    }
    /// A step of `technique` with the rectangle's houses and its pair as the pattern:
    /// the rectangle, then `fact` (what its corners hold), so `effect`.
    fn step(&self, cand: &Candidates, technique: Technique, fact: String, effect: String) -> Step {
        let corners = self.corners_text();
        let deadly = self.deadly();
        Step::new(
            technique,
            format!("{corners}; {deadly}; {fact}, so {effect}"),
        )
        .parts(format!("{corners}; {fact}"), deadly, effect)
        .houses_all(cand.layout(), &self.houses)
        .pattern_cells(cand, self.cells(), self.pair())
    }
}

/// Two corners of a rectangle that share a row or a column (not a diagonal).
fn side_by_side(a: usize, b: usize) -> bool {
    a / 9 == b / 9 || a % 9 == b % 9
}

/// The two cells of a two-cell set.
fn two(cells: CellSet) -> Option<(usize, usize)> {
    let mut it = cells.iter();
    match (it.next(), it.next(), it.next()) {
        (Some(a), Some(b), None) => Some((a, b)),
        _ => None,
    }
}

/// The houses that hold both cells.
fn shared_houses(cand: &Candidates, a: usize, b: usize) -> Vec<usize> {
    let of_b = cand.layout().houses_of(b);
    cand.layout()
        .houses_of(a)
        .into_iter()
        .filter(|h| of_b.contains(h))
        .collect()
}

/// Calls `found` with every rectangle of two rows, two columns and two regions (two
/// corners in each) that `partners` lets through: its corners row by row (r1c1, r1c2,
/// r2c1, r2c2) and its rows, columns and regions, rows then columns in increasing order.
///
/// Which rectangles pass is asked once per pair of rows, as bit masks, so that the 1296
/// rectangles cost a few word operations rather than four cell look-ups each:
/// `partners(r1, r2, &mut to)` sets `to[c1]` to the columns c2 > c1 (bit c2) that make,
/// with rows r1 and r2 and column c1, a rectangle worth a look. The regions, the dearest
/// test, are asked last, of the rectangles that pass.
pub(super) fn each_rectangle(
    layout: &Layout,
    partners: impl Fn(usize, usize, &mut [u16; 9]),
    found: &mut dyn FnMut([usize; 4], [usize; 6]) -> ControlFlow<()>,
) -> ControlFlow<()> {
    for r1 in 0..9 {
        for r2 in r1 + 1..9 {
            let mut to = [0u16; 9];
            partners(r1, r2, &mut to);
            for (c1, &mask) in to.iter().enumerate() {
                let mut rest = mask;
                while rest != 0 {
                    let c2 = rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    let corners = [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2];
                    let Some([g1, g2]) = layout.rectangle_regions(corners) else {
                        continue;
                    };
                    found(corners, [r1, r2, 9 + c1, 9 + c2, 18 + g1, 18 + g2])?;
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// Whether a digit set has two digits or more (without counting them: no hardware
/// population count in the release build).
fn two_or_more(d: u16) -> bool {
    d & d.wrapping_sub(1) != 0
}

/// A rectangle with two digits or more in common to its four corners.
struct Found {
    corners: [usize; 4],
    houses: [usize; 6],
    common: Digits,
}

thread_local! {
    /// The rectangles of the last state asked about on this thread: the unique rectangle
    /// techniques (eight of them) run one after another on the same state, and each asks
    /// for the same rectangles.
    static LAST: RefCell<Option<(Candidates, Rc<Vec<Found>>)>> = const { RefCell::new(None) };
}

/// The rectangles whose corners have two digits or more in common, in the order
/// [`each_rectangle`] meets them (the last state's again when `cand` is the same).
fn common_rectangles(cand: &Candidates) -> Rc<Vec<Found>> {
    if let Some(hit) = LAST.with(|last| {
        last.borrow()
            .as_ref()
            .filter(|(state, _)| state == cand)
            .map(|(_, found)| found.clone())
    }) {
        return hit;
    }
    let masks = cand.masks();
    let mut out = Vec::new();
    // Solved cells have no candidates, so they leave nothing in common.
    let _ = each_rectangle(
        cand.layout(),
        |r1, r2, to| {
            // Per column, the digits its two cells share; a pair of columns whose shares
            // have two digits in common.
            let m: [u16; 9] = std::array::from_fn(|c| masks[r1 * 9 + c].0 & masks[r2 * 9 + c].0);
            for c1 in 0..9 {
                if !two_or_more(m[c1]) {
                    continue;
                }
                for c2 in c1 + 1..9 {
                    if two_or_more(m[c1] & m[c2]) {
                        to[c1] |= 1 << c2;
                    }
                }
            }
        },
        &mut |corners, houses| {
            let common = Digits(
                masks[corners[0]].0
                    & masks[corners[1]].0
                    & masks[corners[2]].0
                    & masks[corners[3]].0,
            );
            out.push(Found {
                corners,
                houses,
                common,
            });
            ControlFlow::Continue(())
        },
    );
    let out = Rc::new(out);
    LAST.with(|last| *last.borrow_mut() = Some((cand.clone(), out.clone())));
    out
}

/// Calls `found` with every rectangle and digit pair of the position, when its solution
/// is known to be unique (and never otherwise).
fn rectangles(
    cand: &Candidates,
    found: &mut dyn FnMut(&Rectangle) -> ControlFlow<()>,
) -> ControlFlow<()> {
    if !cand.known_unique() {
        return ControlFlow::Continue(());
    }
    for r in common_rectangles(cand).iter() {
        for x in r.common.iter() {
            for y in r.common.iter().filter(|&y| y > x) {
                found(&Rectangle {
                    corners: r.corners,
                    houses: r.houses,
                    x,
                    y,
                })?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// Type 1: three corners hold only the pair, so the fourth must hold something else.
pub fn type_1(cand: &Candidates, sink: Sink<'_>) -> ControlFlow<()> {
    rectangles(cand, &mut |ur| {
        let roof = ur.roof(cand);
        let Some(top) = roof.first().filter(|_| roof.len() == 1) else {
            return ControlFlow::Continue(());
        };
        let step = ur.step(
            cand,
            Technique::UniqueRectangle1,
            ur.floor_text(cand),
            format!("{} is neither", cell_name(top)),
        );
        sink(step.eliminate(cand, roof, ur.pair()).finish())
    })
}

/// The two roof corners of a rectangle with two floor corners side by side, if so.
fn side_roof(ur: &Rectangle, cand: &Candidates) -> Option<(usize, usize)> {
    two(ur.roof(cand)).filter(|&(a, b)| side_by_side(a, b))
}

/// Type 2: two side-by-side corners hold the pair and one same extra digit: one of them
/// is that digit, which so leaves every cell that sees both.
pub fn type_2(cand: &Candidates, sink: Sink<'_>) -> ControlFlow<()> {
    rectangles(cand, &mut |ur| {
        let Some((a, b)) = side_roof(ur, cand) else {
            return ControlFlow::Continue(());
        };
        let extra = Digits(cand.get(a).0 & !ur.pair().0);
        if extra.len() != 1 || Digits(cand.get(b).0 & !ur.pair().0) != extra {
            return ControlFlow::Continue(());
        }
        let z = extra.first().expect("one extra digit");
        let layout = cand.layout();
        let seeing = (layout.peers(a) & layout.peers(b)) - ur.cells();
        let step = ur
            .step(
                cand,
                Technique::UniqueRectangle2,
                ur.floor_text(cand),
                format!(
                    "{} or {} is {z}, which leaves every cell that sees both",
                    cell_name(a),
                    cell_name(b)
                ),
            )
            .pattern_cells(cand, CellSet::single(a) | CellSet::single(b), extra)
            .eliminate(cand, seeing, extra);
        if step.eliminations.is_empty() {
            return ControlFlow::Continue(());
        }
        sink(step.finish())
    })
}

/// The word for a naked subset of n cells.
fn subset_name(n: usize) -> &'static str {
    match n {
        2 => "pair",
        3 => "triple",
        _ => "quad",
    }
}

/// Type 3: one of two side-by-side roof corners holds one of their extra digits, so the
/// two act as one cell with those candidates; with other cells of a house they share it
/// completes a naked subset, whose digits leave the rest of that house.
pub fn type_3(cand: &Candidates, sink: Sink<'_>) -> ControlFlow<()> {
    let layout = cand.layout();
    rectangles(cand, &mut |ur| {
        let Some((a, b)) = side_roof(ur, cand) else {
            return ControlFlow::Continue(());
        };
        let extra = Digits((cand.get(a).0 | cand.get(b).0) & !ur.pair().0);
        // One extra digit is type 2; a subset bigger than a quad is not looked for.
        if !(2..=3).contains(&extra.len()) {
            return ControlFlow::Continue(());
        }
        let roof = CellSet::single(a) | CellSet::single(b);
        for house in shared_houses(cand, a, b) {
            // Cells that could join the subset: open, without the pair's digits (one of
            // the roof corners holds x or y, so the subset's digits must differ from
            // them), and small enough.
            let mates: Vec<usize> = (layout.house(house) - roof)
                .iter()
                .filter(|&c| {
                    let m = cand.get(c);
                    !m.is_empty() && m.0 & ur.pair().0 == 0 && m.len() <= 4
                })
                .collect();
            for others in 1..=3 {
                combinations(&mates, others, &mut |chosen| {
                    let digits = chosen
                        .iter()
                        .fold(extra, |acc, &c| Digits(acc.0 | cand.get(c).0));
                    if digits.len() as usize != others + 1 {
                        return ControlFlow::Continue(());
                    }
                    let subset: CellSet = chosen.iter().copied().collect();
                    let rest = layout.house(house) - subset - roof;
                    let step = ur
                        .step(
                            cand,
                            Technique::UniqueRectangle3,
                            ur.floor_text(cand),
                            format!(
                                "{} or {} holds {}; with {} that makes a naked {} of {} in {}, so these digits leave its other cells",
                                cell_name(a),
                                cell_name(b),
                                digit_list(extra).replace(" and ", " or "),
                                cell_names(chosen.iter().copied()),
                                subset_name(others + 1),
                                digit_list(digits),
                                layout.house_name(house)
                            ),
                        )
                        .house(layout, house)
                        .pattern_cells(cand, roof, extra)
                        .pattern_cells(cand, subset, digits)
                        .eliminate(cand, rest, digits);
                    if step.eliminations.is_empty() {
                        return ControlFlow::Continue(());
                    }
                    sink(step.finish())
                })?;
            }
        }
        ControlFlow::Continue(())
    })
}

/// Type 4: in a house holding two side-by-side roof corners, one digit of the pair fits
/// only there, so one of them holds it; the other digit in either would complete the
/// pattern, so it leaves both.
pub fn type_4(cand: &Candidates, sink: Sink<'_>) -> ControlFlow<()> {
    let layout = cand.layout();
    rectangles(cand, &mut |ur| {
        let Some((a, b)) = side_roof(ur, cand) else {
            return ControlFlow::Continue(());
        };
        let roof = CellSet::single(a) | CellSet::single(b);
        for house in shared_houses(cand, a, b) {
            for (d, other) in [(ur.x, ur.y), (ur.y, ur.x)] {
                if cand.cells_of(d) & layout.house(house) != roof {
                    continue;
                }
                let step = ur
                    .step(
                        cand,
                        Technique::UniqueRectangle4,
                        format!(
                            "{}; in {}, {d} fits only in {} and {}",
                            ur.floor_text(cand),
                            layout.house_name(house),
                            cell_name(a),
                            cell_name(b)
                        ),
                        format!("one of them is {d}, and neither can be {other}"),
                    )
                    .house(layout, house)
                    .eliminate(cand, roof, Digits::single(other));
                sink(step.finish())?;
            }
        }
        ControlFlow::Continue(())
    })
}

/// "r1c1 holds" or "r1c1, r2c4 hold": a verb agreeing with a list of cells.
fn cells_hold(cells: CellSet) -> String {
    let verb = if cells.len() == 1 { "holds" } else { "hold" };
    format!("{} {verb}", cell_names(cells.iter()))
}

/// Type 5: the roof is two diagonal corners or three, each holding the pair and one same
/// extra digit: one of them is that digit, which so leaves every cell that sees them all.
/// (Two roof corners side by side are type 2.)
pub fn type_5(cand: &Candidates, sink: Sink<'_>) -> ControlFlow<()> {
    let layout = cand.layout();
    rectangles(cand, &mut |ur| {
        let roof = ur.roof(cand);
        let diagonal = two(roof).is_some_and(|(a, b)| !side_by_side(a, b));
        if !(diagonal || roof.len() == 3) {
            return ControlFlow::Continue(());
        }
        let extra = roof.iter().fold(Digits::NONE, |acc, c| {
            Digits(acc.0 | (cand.get(c).0 & !ur.pair().0))
        });
        let Some(z) = extra.first().filter(|_| extra.len() == 1) else {
            return ControlFlow::Continue(());
        };
        let seeing = roof
            .iter()
            .fold(CellSet::ALL, |acc, c| acc & layout.peers(c))
            - ur.cells();
        let step = ur
            .step(
                cand,
                Technique::UniqueRectangle5,
                format!(
                    "{} only {} and {}; {} only these and {z}",
                    cells_hold(ur.floor(cand)),
                    ur.x,
                    ur.y,
                    cells_hold(roof)
                ),
                format!(
                    "one of {} is {z}, which leaves every cell that sees them all",
                    cell_names(roof.iter())
                ),
            )
            .pattern_cells(cand, roof, extra)
            .eliminate(cand, seeing, extra);
        if step.eliminations.is_empty() {
            return ControlFlow::Continue(());
        }
        sink(step.finish())
    })
}

/// Type 6: the floor is two diagonal corners, and in the rectangle's two rows and two
/// columns one digit of the pair fits only in the rectangle, so it takes two diagonal
/// corners. Were they the roof's, the floor would hold the other digit and all four would
/// make the deadly pattern: so the digit leaves the roof.
pub fn type_6(cand: &Candidates, sink: Sink<'_>) -> ControlFlow<()> {
    let layout = cand.layout();
    rectangles(cand, &mut |ur| {
        let Some((a, b)) = two(ur.roof(cand)).filter(|&(a, b)| !side_by_side(a, b)) else {
            return ControlFlow::Continue(());
        };
        let lines = ur.houses[..4]
            .iter()
            .fold(CellSet::EMPTY, |acc, &h| acc | layout.house(h))
            - ur.cells();
        for (d, other) in [(ur.x, ur.y), (ur.y, ur.x)] {
            if !(cand.cells_of(d) & lines).is_empty() {
                continue;
            }
            let step = ur
                .step(
                    cand,
                    Technique::UniqueRectangle6,
                    format!(
                        "{} only {} and {}; in {}, {}, {} and {}, {d} fits only in the rectangle",
                        cells_hold(ur.floor(cand)),
                        ur.x,
                        ur.y,
                        layout.house_name(ur.houses[0]),
                        layout.house_name(ur.houses[1]),
                        layout.house_name(ur.houses[2]),
                        layout.house_name(ur.houses[3]),
                    ),
                    format!(
                        "{d} takes two diagonal corners; were they {} and {}, the other two would be {other}, so neither is {d}",
                        cell_name(a),
                        cell_name(b)
                    ),
                )
                .eliminate(cand, CellSet::single(a) | CellSet::single(b), Digits::single(d));
            sink(step.finish())?;
        }
        ControlFlow::Continue(())
    })
}

/// Hidden rectangle: a corner holds only the pair, and in the row and the column of the
/// opposite corner one digit of the pair fits only in the rectangle. Were the opposite
/// corner the other digit, the first would fill its two neighbours and the first corner
/// would be the other digit too: the deadly pattern. So it is not.
pub fn hidden_rectangle(cand: &Candidates, sink: Sink<'_>) -> ControlFlow<()> {
    let layout = cand.layout();
    rectangles(cand, &mut |ur| {
        for floor in ur.floor(cand).iter() {
            let far = ur.diagonal(floor);
            let (row, col) = (far / 9, 9 + far % 9);
            let in_row = ur.cells() & layout.house(row);
            let in_col = ur.cells() & layout.house(col);
            for (d, other) in [(ur.x, ur.y), (ur.y, ur.x)] {
                let fits = cand.cells_of(d);
                if fits & layout.house(row) != in_row || fits & layout.house(col) != in_col {
                    continue;
                }
                let beside = (in_row | in_col) - CellSet::single(far);
                let step = ur
                    .step(
                        cand,
                        Technique::HiddenRectangle,
                        format!(
                            "{} holds only {} and {}; in {} and in {}, {d} fits only in the rectangle",
                            cell_name(floor),
                            ur.x,
                            ur.y,
                            layout.house_name(row),
                            layout.house_name(col),
                        ),
                        format!(
                            "were {} {other}, {d} would fill {} and {}, and {} would be {other}; so {} is not {other}",
                            cell_name(far),
                            cell_name(beside.first().expect("a neighbour in the row")),
                            cell_name(beside.iter().nth(1).expect("a neighbour in the column")),
                            cell_name(floor),
                            cell_name(far)
                        ),
                    )
                    .eliminate(cand, CellSet::single(far), Digits::single(other));
                sink(step.finish())?;
            }
        }
        ControlFlow::Continue(())
    })
}

/// BUG+1: every open cell holds two candidates but one, which holds three, and every
/// digit fits in each house twice or not at all, except one digit of that cell, which
/// fits three times in each of its houses. Without that digit there the grid would be a
/// bivalue universal grave, with no solution or two (in each house each digit could take
/// either of its two cells), so the cell holds it.
pub fn bug_plus_one(cand: &Candidates, sink: Sink<'_>) -> ControlFlow<()> {
    if !cand.known_unique() {
        return ControlFlow::Continue(());
    }
    let mut three = None;
    for c in cand.unsolved().iter() {
        match cand.get(c).len() {
            2 => {}
            3 if three.is_none() => three = Some(c),
            _ => return ControlFlow::Continue(()),
        }
    }
    let Some(cell) = three else {
        return ControlFlow::Continue(());
    };
    let layout = cand.layout();
    let own = layout.houses_of(cell);
    let Some(digit) = cand
        .get(cell)
        .iter()
        .find(|&d| (cand.cells_of(d) & layout.house(own[0])).len() == 3)
    else {
        return ControlFlow::Continue(());
    };
    for house in 0..HOUSES {
        for d in 1..=9u8 {
            let n = (cand.cells_of(d) & layout.house(house)).len();
            let fits = if d == digit && own.contains(&house) {
                n == 3
            } else {
                n == 0 || n == 2
            };
            if !fits {
                return ControlFlow::Continue(());
            }
        }
    }
    let names: Vec<String> = own.iter().map(|&h| layout.house_name(h)).collect();
    let spread = own
        .iter()
        .fold(CellSet::EMPTY, |acc, &h| acc | layout.house(h))
        & cand.cells_of(digit);
    let pattern = format!(
        "every open cell but {} holds two candidates, and each digit fits twice in every house where it fits, but {digit} fits three times in {}",
        cell_name(cell),
        names.join(", "),
    );
    let reason = format!(
        "were {} not {digit}, the grid would have no solution or two (a bivalue universal grave)",
        cell_name(cell)
    );
    let step = Step::new(
        Technique::BugPlusOne,
        format!("{pattern}; {reason}, so it is {digit}"),
    )
    .parts(pattern, reason, "")
    .houses_all(layout, &own)
    .pattern_cells(cand, CellSet::single(cell), Digits::ALL)
    .pattern_cells(cand, spread, Digits::single(digit))
    .place(cell, digit);
    sink(step.finish())
}
