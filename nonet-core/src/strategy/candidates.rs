//! The candidate state the strategies reason about: a value per cell and, for every
//! unsolved cell, the digits still possible there.
//!
//! Kept twice over on purpose: per digit as a cell set (what house scans and fish want)
//! and per cell as a digit mask (what subsets and wings want); `remove` and `place` keep
//! the two in step.

use crate::cells::{CellSet, Digits, CELLS};
use crate::layout::Layout;
use crate::puzzle::{Board, Grid, Puzzle};
use std::sync::Arc;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidates {
    layout: Arc<Layout>,
    values: Board,
    /// Per cell: candidates of an unsolved cell, empty for a solved one.
    masks: [Digits; CELLS],
    /// Per digit (index d - 1): the unsolved cells where it is a candidate.
    boards: [CellSet; 9],
    /// The cells with a value: kept as a set because the strategies ask for the open
    /// cells at every step, and reading 81 values each time was a measurable part of
    /// the cheap techniques (a function of `values`, so equality is unchanged).
    solved: CellSet,
    /// Whether the position is known to have exactly one solution: `None` until someone
    /// counted. The uniqueness techniques apply only when it is `Some(true)`; it is known
    /// once per puzzle (by [`super::hint`], [`super::solve_path`] or a checked position)
    /// and carried along by every clone, so no step counts again.
    unique: Option<bool>,
    /// The solved cells whose digits are givens: every solved cell a constructor is
    /// handed (a plain line or a grid does not say which of its digits were placed since)
    /// until [`Candidates::set_givens`] says better; a digit placed by a step is no given.
    /// The avoidable rectangles reason only about digits that are not givens.
    givens: CellSet,
}

impl Candidates {
    /// Candidates from the givens alone: every digit no peer holds.
    pub fn from_puzzle(puzzle: &Puzzle) -> Candidates {
        Candidates::from_board(puzzle.layout.clone(), &puzzle.givens)
    }

    /// Candidates of a board (0 = blank): every digit no peer holds.
    pub fn from_board(layout: Arc<Layout>, board: &Board) -> Candidates {
        let mut masks = [Digits::NONE; CELLS];
        for (c, m) in masks.iter_mut().enumerate() {
            if board[c] == 0 {
                let mut d = Digits::ALL;
                for p in layout.peers(c).iter() {
                    if board[p] != 0 {
                        d.remove(board[p]);
                    }
                }
                *m = d;
            }
        }
        Candidates::from_masks(layout, board, &masks)
    }

    /// Candidates from explicit masks (ignored on solved cells). Masks are taken as they
    /// are, even when a peer already holds one of their digits: callers that want them
    /// cleaned use [`Candidates::from_grid`].
    pub fn from_masks(layout: Arc<Layout>, board: &Board, masks: &[Digits; CELLS]) -> Candidates {
        let solved: CellSet = (0..CELLS).filter(|&c| board[c] != 0).collect();
        let mut cand = Candidates {
            layout,
            values: *board,
            masks: [Digits::NONE; CELLS],
            boards: [CellSet::EMPTY; 9],
            solved,
            unique: None,
            givens: solved,
        };
        for c in 0..CELLS {
            if board[c] == 0 {
                cand.masks[c] = masks[c];
                for d in masks[c].iter() {
                    cand.boards[d as usize - 1].insert(c);
                }
            }
        }
        cand
    }

    /// The state of play of a grid. A cell's pencil marks are its candidates (less any
    /// digit a peer already holds); an open cell without marks (and so a grid with none)
    /// has the full candidates of its board, as a player pencilling a few cells means.
    /// Whether the marks are right is [`super::check_marks`]'s question.
    pub fn from_grid(grid: &Grid) -> Candidates {
        let board = grid.board();
        let full = Candidates::from_board(grid.puzzle.layout.clone(), &board);
        if !has_marks(grid) {
            return full;
        }
        let masks: [Digits; CELLS] = std::array::from_fn(|c| match grid.marks[c] {
            Digits::NONE => full.masks[c],
            marks => Digits(marks.0 & full.masks[c].0),
        });
        Candidates::from_masks(grid.puzzle.layout.clone(), &board, &masks)
    }

    /// Whether the position is known to have exactly one solution (`None`: not counted).
    pub fn unique_solution(&self) -> Option<bool> {
        self.unique
    }

    /// True when the position is known to have exactly one solution, so the uniqueness
    /// techniques may reason from it.
    pub fn known_unique(&self) -> bool {
        self.unique == Some(true)
    }

    /// Records what the caller knows: `true` when it has counted exactly one solution for
    /// the position's placed digits (or for givens they agree with).
    pub fn set_unique_solution(&mut self, unique: bool) {
        self.unique = Some(unique);
    }

    /// The solved cells whose digits are givens (see [`Candidates::set_givens`]).
    pub fn givens(&self) -> CellSet {
        self.givens
    }

    /// Says which solved cells hold givens, the others holding digits placed since. Only
    /// for a caller that knows the givens alone have exactly one solution, and that the
    /// other digits are the solution's: the avoidable rectangles rest on it.
    pub fn set_givens(&mut self, givens: CellSet) {
        self.givens = givens & self.solved();
    }

    /// The solved cells.
    pub(crate) fn solved(&self) -> CellSet {
        self.solved
    }

    /// Counts the solutions of the givens (up to 2) unless that is already known: what
    /// lets the uniqueness techniques apply to a position built without a check. The
    /// pencil marks play no part: a second solution of the givens is what a deadly
    /// pattern would make, whatever the marks say. (A state built from a board takes all
    /// its digits for givens; digits placed by steps since are left out of the count,
    /// since the avoidable rectangles need the givens alone to have one solution.)
    pub fn settle_uniqueness(&mut self) {
        if self.unique.is_some() {
            return;
        }
        let mut givens = [0; CELLS];
        for c in self.givens.iter() {
            givens[c] = self.values[c];
        }
        let placed = Puzzle::new(self.layout.clone(), givens);
        let unique = placed.clash().is_none() && crate::engine::count(&placed, 2).solutions == 1;
        self.unique = Some(unique);
    }

    pub fn layout(&self) -> &Layout {
        &self.layout
    }
    pub fn layout_arc(&self) -> &Arc<Layout> {
        &self.layout
    }
    /// The digit of a cell, 0 when unsolved.
    #[inline]
    pub fn value(&self, cell: usize) -> u8 {
        self.values[cell]
    }
    pub fn values(&self) -> &Board {
        &self.values
    }
    /// Candidates of an unsolved cell (none for a solved one).
    #[inline]
    pub fn get(&self, cell: usize) -> Digits {
        self.masks[cell]
    }
    pub fn masks(&self) -> &[Digits; CELLS] {
        &self.masks
    }
    /// The unsolved cells where `digit` (1..=9) is a candidate.
    #[inline]
    pub fn cells_of(&self, digit: u8) -> CellSet {
        self.boards[digit as usize - 1]
    }
    pub fn has(&self, cell: usize, digit: u8) -> bool {
        self.masks[cell].contains(digit)
    }
    #[inline]
    pub fn unsolved(&self) -> CellSet {
        CellSet::ALL - self.solved
    }
    /// The unsolved cells that still have a candidate (all of them, unless the state
    /// contradicts itself): every cell where some digit's board has a place.
    pub(crate) fn open_cells(&self) -> CellSet {
        self.boards.iter().fold(CellSet::EMPTY, |acc, &b| acc | b)
    }
    /// How many candidates the unsolved cells have between them.
    pub(crate) fn open_candidates(&self) -> usize {
        self.boards.iter().map(|b| b.len() as usize).sum()
    }
    pub fn is_solved(&self) -> bool {
        self.solved == CellSet::ALL
    }
    /// The digits already placed in a set of cells.
    pub fn placed_in(&self, cells: CellSet) -> Digits {
        let mut d = Digits::NONE;
        for c in (cells & self.solved).iter() {
            d.insert(self.values[c]);
        }
        d
    }
    /// An unsolved cell without candidates, if any: the state is contradictory there.
    pub fn empty_cell(&self) -> Option<usize> {
        self.unsolved().iter().find(|&c| self.masks[c].is_empty())
    }

    /// Removes a candidate (no effect on a solved cell or an absent candidate).
    #[inline]
    pub fn remove(&mut self, cell: usize, digit: u8) {
        self.masks[cell].remove(digit);
        self.boards[digit as usize - 1].remove(cell);
    }

    /// Places a digit and removes it from every peer's candidates.
    pub fn place(&mut self, cell: usize, digit: u8) {
        for d in self.masks[cell].iter() {
            self.boards[d as usize - 1].remove(cell);
        }
        self.masks[cell] = Digits::NONE;
        self.values[cell] = digit;
        self.solved.insert(cell);
        let peers = self.layout.peers(cell);
        for p in (self.boards[digit as usize - 1] & peers).iter() {
            self.masks[p].remove(digit);
        }
        self.boards[digit as usize - 1] = self.boards[digit as usize - 1] - peers;
    }

    /// Applies a step: its placements, then its eliminations.
    pub fn apply(&mut self, step: &super::Step) {
        for p in &step.placements {
            if self.values[p.cell] == 0 {
                self.place(p.cell, p.digit);
            }
        }
        for e in &step.eliminations {
            self.remove(e.cell, e.digit);
        }
    }

    /// The unsolved cell with the fewest candidates (lowest index on ties).
    pub fn narrowest_cell(&self) -> Option<usize> {
        self.unsolved().iter().min_by_key(|&c| self.masks[c].len())
    }
}

/// True when any cell of the grid carries a pencil mark.
pub fn has_marks(grid: &Grid) -> bool {
    grid.marks.iter().any(|m| !m.is_empty())
}
