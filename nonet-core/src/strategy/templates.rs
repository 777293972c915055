//! Templates: in a solved grid each digit's nine cells take one cell of every row, every
//! column and every region, a *template* of the digit. The templates still open to a
//! digit are those through all of its placed cells and otherwise among its candidates;
//! the solution's cells of the digit are one of them. So a cell in every template of a
//! digit holds it (**template set**), and a candidate in no template of its digit goes
//! (**template delete**). Everything one digit's candidates alone imply is so found: every
//! fish, finned, franken or mutant, every single-digit chain.
//!
//! Region-generic: a template covers the 27 houses of the [`crate::layout::Layout`], so
//! jigsaw layouts are handled as the classic grid. Templates are never listed (an empty
//! digit has 46,656 on the classic grid): a search finds *one* template within given
//! bounds, as an exact cover of the digit's open houses by its candidate cells, always
//! branching on the house with the fewest cells left (none left: no template, at once).
//! Template set needs one template, then one avoiding each cell all those found so far
//! share; template delete one through each candidate no template found so far uses. Each
//! search found covers several cells at once, so a digit costs a few dozen searches at
//! most, each a few dozen nodes (HoDoKu's refinement across digits, dropping a template of
//! one digit that takes a cell another digit must take, adds nothing here: template set
//! comes first in the ladder, so no digit has such a cell when template delete looks).

use super::{Candidates, Sink, Step, Technique};
use crate::cells::{cell_names, CellSet, Digits};
use crate::layout::Layout;
use std::ops::ControlFlow;

/// A digit's template problem: the houses its placed cells leave open (a bit per house)
/// and the candidate cells that may fill them.
struct Problem<'a> {
    layout: &'a Layout,
    open: u32,
    cells: CellSet,
}

/// The houses of a cell as a bit mask over the 27 houses.
fn house_bits(layout: &Layout, cell: usize) -> u32 {
    layout.houses_of(cell).iter().fold(0, |m, &h| m | 1 << h)
}

/// The cells of the houses in `bits`.
fn cells_of_houses(layout: &Layout, mut bits: u32) -> CellSet {
    let mut cells = CellSet::EMPTY;
    while bits != 0 {
        let h = bits.trailing_zeros() as usize;
        bits &= bits - 1;
        cells |= layout.house(h);
    }
    cells
}

impl<'a> Problem<'a> {
    /// The template problem of `digit`; `None` when all nine are placed.
    fn new(cand: &'a Candidates, digit: u8) -> Option<Problem<'a>> {
        let layout = cand.layout();
        let placed: CellSet = cand
            .values()
            .iter()
            .enumerate()
            .filter(|&(_, &v)| v == digit)
            .map(|(c, _)| c)
            .collect();
        if placed.len() == 9 {
            return None;
        }
        let taken = placed.iter().fold(0, |m, c| m | house_bits(layout, c));
        let open = ((1u32 << crate::layout::HOUSES) - 1) & !taken;
        // A candidate in a house a placed digit already fills is in no template.
        let cells = cand.cells_of(digit) - cells_of_houses(layout, taken);
        Some(Problem {
            layout,
            open,
            cells,
        })
    }

    /// One template's open cells among `cells` covering the houses `open`, if any.
    fn cover(&self, cells: CellSet, open: u32) -> Option<CellSet> {
        if open == 0 {
            return Some(CellSet::EMPTY);
        }
        let mut best = CellSet::EMPTY;
        let mut fewest = u32::MAX;
        let mut bits = open;
        while bits != 0 {
            let h = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let options = cells & self.layout.house(h);
            let n = options.len();
            if n < fewest {
                (best, fewest) = (options, n);
                if n <= 1 {
                    break;
                }
            }
        }
        for c in best.iter() {
            let hs = house_bits(self.layout, c);
            let rest = cells - cells_of_houses(self.layout, hs);
            if let Some(t) = self.cover(rest, open & !hs) {
                return Some(t | CellSet::single(c));
            }
        }
        None
    }

    /// Any template.
    fn any(&self) -> Option<CellSet> {
        self.cover(self.cells, self.open)
    }

    /// A template avoiding `cell`.
    fn avoiding(&self, cell: usize) -> Option<CellSet> {
        self.cover(self.cells - CellSet::single(cell), self.open)
    }

    /// A template through `cell`.
    fn through(&self, cell: usize) -> Option<CellSet> {
        let hs = house_bits(self.layout, cell);
        let rest = self.cells - cells_of_houses(self.layout, hs);
        self.cover(rest, self.open & !hs)
            .map(|t| t | CellSet::single(cell))
    }

    /// The candidate cells in every template; `None` when there is no template at all
    /// (the position has no solution, and no step is built on it).
    fn in_every(&self) -> Option<CellSet> {
        let first = self.any()?;
        let mut shared = first;
        let mut every = CellSet::EMPTY;
        for cell in first.iter() {
            if !shared.contains(cell) {
                continue;
            }
            match self.avoiding(cell) {
                Some(t) => shared &= t,
                None => every.insert(cell),
            }
        }
        Some(every)
    }

    /// The candidate cells in no template; `None` when there is no template at all.
    fn in_none(&self) -> Option<CellSet> {
        let first = self.any()?;
        let mut used = first;
        let mut none = CellSet::EMPTY;
        for cell in (self.cells - first).iter() {
            if used.contains(cell) {
                continue;
            }
            match self.through(cell) {
                Some(t) => used |= t,
                None => none.insert(cell),
            }
        }
        Some(none)
    }
}

/// One template of each of two digits, `a` among `a_cells` covering the houses `a_open`
/// and `b` likewise, sharing no cell: (`a`'s, `b`'s). Branches on the house of either
/// digit with the fewest cells left.
fn cover_pair(
    layout: &Layout,
    (a_cells, a_open): (CellSet, u32),
    (b_cells, b_open): (CellSet, u32),
) -> Option<(CellSet, CellSet)> {
    if a_open == 0 && b_open == 0 {
        return Some((CellSet::EMPTY, CellSet::EMPTY));
    }
    let (mut best, mut fewest, mut of_a) = (CellSet::EMPTY, u32::MAX, true);
    for (mut open, cells, is_a) in [(a_open, a_cells, true), (b_open, b_cells, false)] {
        while open != 0 && fewest > 1 {
            let h = open.trailing_zeros() as usize;
            open &= open - 1;
            let options = cells & layout.house(h);
            if options.len() < fewest {
                (best, fewest, of_a) = (options, options.len(), is_a);
            }
        }
    }
    for c in best.iter() {
        let hs = house_bits(layout, c);
        let own = |(cells, open): (CellSet, u32)| (cells - cells_of_houses(layout, hs), open & !hs);
        let other = |(cells, open): (CellSet, u32)| (cells - CellSet::single(c), open);
        let (a, b) = ((a_cells, a_open), (b_cells, b_open));
        let found = if of_a {
            cover_pair(layout, own(a), other(b)).map(|(ta, tb)| (ta | CellSet::single(c), tb))
        } else {
            cover_pair(layout, other(a), own(b)).map(|(ta, tb)| (ta, tb | CellSet::single(c)))
        };
        if found.is_some() {
            return found;
        }
    }
    None
}

/// Two-digit template delete: a candidate of one digit through which no template of it
/// leaves room for a template of another digit (the two cannot share a cell) goes. Per
/// pair of digits, one joint search per candidate that no pair found so far uses, after
/// the templates of the digit that earlier pairs found: each is tried first, since
/// whether the other digit fits beside it is a search of one digit instead of two (most
/// candidates keep a template, and which pairs show it does not change what goes).
pub fn template_pair_delete(cand: &Candidates, sink: Sink<'_>) -> ControlFlow<()> {
    let layout = cand.layout();
    // A digit without a single template (a position without a solution) is left out:
    // no step is built on it, nor on room for it.
    let problems: Vec<Option<Problem>> = (1..=9u8)
        .map(|d| Problem::new(cand, d).filter(|p| p.any().is_some()))
        .collect();
    // Per digit, the templates the joint searches found so far.
    let mut found: [Vec<CellSet>; 9] = Default::default();
    for (i, mine) in problems.iter().enumerate() {
        let Some(mine) = mine else { continue };
        let digit = i as u8 + 1;
        let mut gone = CellSet::EMPTY;
        for (j, theirs) in problems.iter().enumerate() {
            let Some(theirs) = theirs.as_ref().filter(|_| j != i) else {
                continue;
            };
            let other = j as u8 + 1;
            let mut used = CellSet::EMPTY;
            for k in 0..found[i].len() {
                let t = found[i][k];
                if (t - used).is_empty() {
                    continue;
                }
                // A template of the other digit already found beside it, or one searched.
                if found[j].iter().any(|&u| (u & t).is_empty()) {
                    used |= t;
                } else if let Some(u) = theirs.cover(theirs.cells - t, theirs.open) {
                    used |= t;
                    found[j].push(u);
                }
            }
            let mut none = CellSet::EMPTY;
            for cell in (mine.cells - gone).iter() {
                if used.contains(cell) {
                    continue;
                }
                let hs = house_bits(layout, cell);
                let through = (mine.cells - cells_of_houses(layout, hs), mine.open & !hs);
                let room = (theirs.cells - CellSet::single(cell), theirs.open);
                match cover_pair(layout, through, room) {
                    Some((t, u)) => {
                        let t = t | CellSet::single(cell);
                        used |= t;
                        found[i].push(t);
                        found[j].push(u);
                    }
                    None => none.insert(cell),
                }
            }
            if none.is_empty() {
                continue;
            }
            gone |= none;
            let pattern = format!(
                "no template of {digit} through {} leaves room for a template of {other} \
                 (templates: the ways to place a digit once in every row, column and region \
                 among its candidates and its placed cells; two digits never share a cell)",
                cell_names(none.iter())
            );
            let reason = format!("the solution's {digit}s and {other}s are two such templates");
            let step = Step::new(
                Technique::TemplatePairDelete,
                format!("{pattern}; {reason}, so {digit} leaves them"),
            )
            .parts(pattern, reason, "")
            .pattern_cells(cand, cand.cells_of(digit), Digits::single(digit))
            .pattern_cells(cand, cand.cells_of(other), Digits::single(other))
            .eliminate(cand, none, Digits::single(digit));
            sink(step.finish())?;
        }
    }
    ControlFlow::Continue(())
}

/// What a template of `digit` is, in words.
fn templates_text(digit: u8) -> String {
    format!(
        "the ways to place {digit} once in every row, column and region among its candidates \
         and the {digit}s already placed (its templates)"
    )
}

/// Template set: a digit's candidate cells that every template of it uses hold it.
pub fn template_set(cand: &Candidates, sink: Sink<'_>) -> ControlFlow<()> {
    for digit in 1..=9u8 {
        let Some(problem) = Problem::new(cand, digit) else {
            continue;
        };
        let every = problem.in_every().unwrap_or(CellSet::EMPTY);
        if every.is_empty() {
            continue;
        }
        let pattern = format!(
            "all {} use {}",
            templates_text(digit),
            cell_names(every.iter())
        );
        let reason = format!("the solution's {digit}s are one of these templates");
        let step = every.iter().fold(
            Step::new(
                Technique::TemplateSet,
                format!(
                    "{pattern}; {reason}, so {} {digit}",
                    if every.len() == 1 {
                        "it is"
                    } else {
                        "they are"
                    }
                ),
            )
            .parts(pattern, reason, "")
            .pattern_cells(cand, cand.cells_of(digit), Digits::single(digit)),
            |step, cell| step.place(cell, digit),
        );
        sink(step.finish())?;
    }
    ControlFlow::Continue(())
}

/// Template delete: a digit's candidates that no template of it uses go.
pub fn template_delete(cand: &Candidates, sink: Sink<'_>) -> ControlFlow<()> {
    for digit in 1..=9u8 {
        let Some(problem) = Problem::new(cand, digit) else {
            continue;
        };
        // Candidates in a house a placed digit fills (only a state built from raw marks
        // keeps them) are in no template either.
        let Some(none) = problem
            .in_none()
            .map(|none| none | (cand.cells_of(digit) - problem.cells))
            .filter(|none| !none.is_empty())
        else {
            continue;
        };
        let pattern = format!(
            "none of {} uses {}",
            templates_text(digit),
            cell_names(none.iter())
        );
        let reason = format!("the solution's {digit}s are one of these templates");
        let step = Step::new(
            Technique::TemplateDelete,
            format!("{pattern}; {reason}, so {digit} leaves them"),
        )
        .parts(pattern, reason, "")
        .pattern_cells(cand, cand.cells_of(digit) - none, Digits::single(digit))
        .eliminate(cand, none, Digits::single(digit));
        sink(step.finish())?;
    }
    ControlFlow::Continue(())
}
