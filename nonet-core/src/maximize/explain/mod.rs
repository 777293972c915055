//! What the player's entries cost in a target sudoku, and the placement that keeps the
//! best: the figures behind the TUI's score line and score hint and `nonet target
//! --explain`.
//!
//! Three figures describe a partly filled grid: the optimum from the givens alone, the
//! best score still possible with the player's entries kept (or that none is), and, for
//! each entry, how much the best still possible rises if that entry alone is cleared.
//! Each is an exact branch and bound (`search_from`), and the solves are related: a puzzle
//! with one entry cleared is the puzzle with the entries, less constrained, so every
//! filling found for one problem is a filling of the looser ones, and the optimum from
//! the givens bounds them all. A pool of the fillings found so far gives each solve its
//! first incumbent, the optimum its cap; when the two meet no search is needed.
//!
//! A score hint names an open cell and the digit the best filling gives it, preferring a
//! cell whose digit is the same in every best filling: excluding that digit and proving
//! the best again shows what any other digit loses (`forced`). A cell the rules alone
//! settle (no filling has another digit there) comes after one the score settles: it is
//! a sudoku hint, not a score hint.

use super::relax::Saved;
use super::{search_from, Start, Weights, TEMPLATES_AFTER_NODES};
use crate::cells::CELLS;
use crate::engine::bitboard::State;
use crate::engine::Control;
use crate::puzzle::{Board, Puzzle};

/// The computation was cancelled through its `Control`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cancelled;

/// One entry and what it costs: how much the best still possible would rise if this
/// entry alone were cleared (0 when some best filling keeps it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EntryCost {
    pub cell: usize,
    pub digit: u8,
    pub cost: i64,
}

/// The best still possible with the entries kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Still {
    /// The best score of a filling that keeps every entry, one such filling, and each
    /// entry's cost, in cell order.
    Best {
        score: i64,
        filling: Board,
        entries: Vec<EntryCost>,
    },
    /// No filling keeps the entries. Clearing the entries of `restore` (one when one is
    /// enough, else a set from which none can be spared) lets one exist again; empty
    /// when the givens alone have no filling.
    NoFilling { restore: Vec<usize> },
}

/// The player's entries against the optimum.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explanation {
    /// The best score from the givens alone and a filling reaching it; `None` when the
    /// givens have no filling.
    pub optimum: Option<(i64, Board)>,
    pub still: Still,
}

impl Explanation {
    /// The best score still possible, if any filling keeps the entries.
    pub fn best(&self) -> Option<i64> {
        match &self.still {
            Still::Best { score, .. } => Some(*score),
            Still::NoFilling { .. } => None,
        }
    }

    /// What the entries cost together: the optimum less the best still possible.
    pub fn cost(&self) -> Option<i64> {
        Some(self.optimum.as_ref()?.0 - self.best()?)
    }

    /// Each entry's cost, in cell order (none when no filling keeps the entries).
    pub fn entries(&self) -> &[EntryCost] {
        match &self.still {
            Still::Best { entries, .. } => entries,
            Still::NoFilling { .. } => &[],
        }
    }
}

/// What a caller already knows, to spare work.
#[derive(Clone, Debug, Default)]
pub struct Known {
    /// The optimum from the givens alone (as `Explanation::optimum`), when the puzzle and
    /// weights are those of an earlier explanation: an edit of the entries leaves it.
    pub optimum: Option<Option<(i64, Board)>>,
    /// The entry edited last: the first named when the entries leave no filling, as it
    /// is the likeliest culprit.
    pub recent: Option<usize>,
}

/// Whether a placement's digit is the same in every best filling.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Forced {
    /// Another digit in the cell also reaches the best still possible.
    No,
    /// Every best filling has this digit; the best with any other scores this much less.
    Loses(i64),
    /// No filling that keeps the entries has another digit here.
    Only,
}

/// A placement that keeps the best still possible.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placement {
    pub cell: usize,
    pub digit: u8,
    pub forced: Forced,
}

/// Fillings remembered between the related solves of one explanation.
const POOL: usize = 64;

/// The optimum from the givens of `p` alone, the best still possible with `entries` (the
/// player's digits, 0 elsewhere; an entry on a given cell is ignored), and each entry's
/// cost. `Err(Cancelled)` once `ctl` is cancelled.
pub fn explain(
    p: &Puzzle,
    w: &Weights,
    entries: &Board,
    ctl: &mut Control,
) -> Result<Explanation, Cancelled> {
    explain_with(p, w, entries, Known::default(), ctl)
}

/// `explain`, sparing what `known` already says.
pub fn explain_with(
    p: &Puzzle,
    w: &Weights,
    entries: &Board,
    known: Known,
    ctl: &mut Control,
) -> Result<Explanation, Cancelled> {
    let mut solver = Solver::new(p, w, entries, ctl);
    let optimum = match known.optimum {
        Some(optimum) => optimum,
        None => solver.best(&[0; CELLS], None, None)?,
    };
    solver.multipliers = solver.latest.take();
    if let Some(o) = &optimum {
        solver.remember(o.0, &o.1);
    }
    let Some((optimum_score, _)) = optimum else {
        let still = Still::NoFilling {
            restore: Vec::new(),
        };
        return Ok(Explanation { optimum, still });
    };
    let entries = solver.entries;
    let cap = Some(optimum_score);
    let best = solver.best(&entries, cap, None)?;
    if solver.latest.is_some() {
        solver.multipliers = solver.latest.take();
    }
    let still = match best {
        None => Still::NoFilling {
            restore: solver.restore(&entries, known.recent)?,
        },
        Some((score, filling)) => {
            let mut costs = Vec::new();
            for cell in (0..CELLS).filter(|&c| entries[c] != 0) {
                let mut less = entries;
                less[cell] = 0;
                // Clearing an entry never lowers the best: the best filling still fits.
                let freed = solver.best(&less, cap, None)?.map_or(score, |b| b.0);
                costs.push(EntryCost {
                    cell,
                    digit: entries[cell],
                    cost: freed - score,
                });
            }
            Still::Best {
                score,
                filling,
                entries: costs,
            }
        }
    };
    Ok(Explanation { optimum, still })
}

/// A placement that keeps the best still possible `best` (a score and a filling that
/// keeps `entries`, from `explain`), with the digit `best` gives it: the heaviest open
/// cell whose digit every best filling shares because any other scores less
/// (`Forced::Loses`: the score decides it), else the heaviest whose digit no other filling
/// changes (`Forced::Only`: the rules decide it), else the heaviest open cell. Ties in
/// weight go to the first cell in reading order. `None` when no cell is open.
pub fn score_hint(
    p: &Puzzle,
    w: &Weights,
    entries: &Board,
    best: &(i64, Board),
    ctl: &mut Control,
) -> Result<Option<Placement>, Cancelled> {
    let mut solver = Solver::new(p, w, entries, ctl);
    solver.remember(best.0, &best.1);
    let mut open: Vec<usize> = (0..CELLS)
        .filter(|&c| p.givens[c] == 0 && solver.entries[c] == 0)
        .collect();
    // Heaviest first; the sort is stable, so equal weights keep reading order.
    open.sort_by_key(|&c| std::cmp::Reverse(w.0[c]));
    let placement = |cell: usize, forced| Placement {
        cell,
        digit: best.1[cell],
        forced,
    };
    let mut only = None;
    for &cell in &open {
        match solver.forced(best, cell)? {
            Forced::Loses(n) => return Ok(Some(placement(cell, Forced::Loses(n)))),
            Forced::Only => {
                only = only.or(Some(cell));
            }
            Forced::No => {}
        }
        if solver.multipliers.is_none() {
            solver.multipliers = solver.latest.take();
        }
    }
    Ok(match only {
        Some(cell) => Some(placement(cell, Forced::Only)),
        None => open.first().map(|&cell| placement(cell, Forced::No)),
    })
}

/// Whether the digit `best` gives the open `cell` is the same in every best filling
/// that keeps `entries` (`best` as in `score_hint`).
pub fn forced(
    p: &Puzzle,
    w: &Weights,
    entries: &Board,
    best: &(i64, Board),
    cell: usize,
    ctl: &mut Control,
) -> Result<Forced, Cancelled> {
    let mut solver = Solver::new(p, w, entries, ctl);
    solver.remember(best.0, &best.1);
    solver.forced(best, cell)
}

/// The related solves of one explanation, with the fillings they found.
struct Solver<'a, 'c, 'o> {
    puzzle: &'a Puzzle,
    weights: &'a Weights,
    /// The player's entries, those on given cells dropped.
    entries: Board,
    ctl: &'c mut Control<'o>,
    /// Fillings of the givens found so far, with their scores, best first.
    pool: Vec<(i64, Board)>,
    /// Root multipliers the searches start from: those of the puzzle with the entries
    /// (or with the givens alone, before it is solved), which differs from each later
    /// puzzle by one entry or one candidate.
    multipliers: Option<Saved>,
    /// The root multipliers of the last search that tuned any.
    latest: Option<Saved>,
}

impl<'a, 'c, 'o> Solver<'a, 'c, 'o> {
    fn new(p: &'a Puzzle, w: &'a Weights, entries: &Board, ctl: &'c mut Control<'o>) -> Self {
        let entries = std::array::from_fn(|c| if p.givens[c] == 0 { entries[c] } else { 0 });
        Solver {
            puzzle: p,
            weights: w,
            entries,
            ctl,
            pool: Vec::new(),
            multipliers: None,
            latest: None,
        }
    }

    /// The givens with `entries` as more givens.
    fn with(&self, entries: &Board) -> Puzzle {
        let mut givens = self.puzzle.givens;
        for (g, &e) in givens.iter_mut().zip(entries) {
            if e != 0 {
                *g = e;
            }
        }
        Puzzle::new(self.puzzle.layout.clone(), givens)
    }

    fn remember(&mut self, score: i64, filling: &Board) {
        if self.pool.iter().any(|(_, f)| f == filling) {
            return;
        }
        let at = self.pool.partition_point(|(s, _)| *s >= score);
        self.pool.insert(at, (score, *filling));
        self.pool.truncate(POOL);
    }

    /// The best remembered filling that keeps `entries` and avoids `exclude`.
    fn incumbent(&self, entries: &Board, exclude: Option<(usize, u8)>) -> Option<(i64, Board)> {
        self.pool
            .iter()
            .find(|(_, f)| {
                entries.iter().zip(f).all(|(&e, &v)| e == 0 || e == v)
                    && exclude.is_none_or(|(c, d)| f[c] != d)
            })
            .copied()
    }

    /// The best filling that keeps `entries` and avoids `exclude`, or `None` when there
    /// is none; `cap` bounds it from a looser problem.
    fn best(
        &mut self,
        entries: &Board,
        cap: Option<i64>,
        exclude: Option<(usize, u8)>,
    ) -> Result<Option<(i64, Board)>, Cancelled> {
        let incumbent = self.incumbent(entries, exclude);
        if let (Some((score, _)), Some(cap)) = (&incumbent, cap) {
            if *score >= cap {
                return Ok(incumbent); // a known filling reaches a known bound
            }
        }
        let start = Start {
            incumbent,
            cap,
            exclude,
            multipliers: self.multipliers.clone(),
        };
        let p = self.with(entries);
        let searched = search_from(
            &p,
            self.weights,
            start,
            self.ctl,
            &mut |_, _| {},
            TEMPLATES_AFTER_NODES,
        );
        if searched.multipliers.is_some() {
            self.latest = searched.multipliers;
        }
        let r = searched.result;
        if !r.proven {
            return Err(Cancelled);
        }
        if let Some((score, filling)) = &r.best {
            self.remember(*score, filling);
        }
        Ok(r.best)
    }

    /// Whether some filling keeps `entries`.
    fn feasible(&mut self, entries: &Board) -> Result<bool, Cancelled> {
        if self.incumbent(entries, None).is_some() {
            return Ok(true);
        }
        let count = crate::engine::count_with(&self.with(entries), 1, self.ctl);
        if !count.complete {
            return Err(Cancelled);
        }
        if let Some(filling) = count.first {
            self.remember(self.weights.score(&filling), &filling);
        }
        Ok(count.solutions > 0)
    }

    /// Entries whose clearing lets a filling keep the rest (`entries` has none): one
    /// when one is enough (`recent` tried first), else those left over when the entries
    /// are kept one by one while a filling remains (`recent` last), none of which can
    /// then be spared.
    fn restore(&mut self, entries: &Board, recent: Option<usize>) -> Result<Vec<usize>, Cancelled> {
        let recent = recent.filter(|&c| entries[c] != 0);
        let mut cells: Vec<usize> = recent.into_iter().collect();
        cells.extend((0..CELLS).filter(|&c| entries[c] != 0 && Some(c) != recent));
        for &cell in &cells {
            let mut less = *entries;
            less[cell] = 0;
            if self.feasible(&less)? {
                return Ok(vec![cell]);
            }
        }
        let mut kept = [0u8; CELLS];
        let mut restore = Vec::new();
        for &cell in cells.iter().rev() {
            kept[cell] = entries[cell];
            if !self.feasible(&kept)? {
                kept[cell] = 0;
                restore.push(cell);
            }
        }
        restore.sort_unstable();
        Ok(restore)
    }

    /// See [`forced`].
    fn forced(&mut self, best: &(i64, Board), cell: usize) -> Result<Forced, Cancelled> {
        let digit = best.1[cell];
        if !(1..=9).contains(&digit) || self.puzzle.givens[cell] != 0 || self.entries[cell] != 0 {
            return Ok(Forced::Only); // not an open cell of a filling: nothing else goes there
        }
        let exclude = Some((cell, digit));
        let entries = self.entries;
        // A remembered filling as good with another digit there settles it; else the
        // search needs a first filling with another digit, which the engines find (or
        // show there is none) one digit at a time.
        if self.incumbent(&entries, exclude).is_none() && !self.other_digit(cell, digit)? {
            return Ok(Forced::Only);
        }
        Ok(match self.best(&entries, Some(best.0), exclude)? {
            None => Forced::Only,
            Some((other, _)) if other >= best.0 => Forced::No,
            Some((other, _)) => Forced::Loses(best.0 - other),
        })
    }

    /// Looks for a filling that keeps the entries with a digit other than `digit` in
    /// `cell` (remembering it); false when there is none.
    fn other_digit(&mut self, cell: usize, digit: u8) -> Result<bool, Cancelled> {
        let p = self.with(&self.entries);
        let Ok(mut st) = State::new(&p.layout, &p.givens) else {
            return Ok(false);
        };
        if st.propagate(&p.layout).is_err() {
            return Ok(false);
        }
        for other in st.candidates(cell).iter().filter(|&d| d != digit) {
            let mut entries = self.entries;
            entries[cell] = other;
            if self.feasible(&entries)? {
                return Ok(true);
            }
        }
        Ok(false)
    }
}

#[cfg(test)]
mod tests;
