//! A puzzle (layout + givens) and the state of play on it (entries and pencil marks).

use crate::cells::{cell_name, cell_names, CellSet, Digits, CELLS};
use crate::layout::Layout;
use std::fmt;
use std::sync::Arc;

/// A filled or partly filled board: one value per cell, 0 for blank.
pub type Board = [u8; CELLS];

/// The givens of a puzzle on a layout. Givens are well-formed (0..=9) but may clash;
/// `clash()` says whether they do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    pub layout: Arc<Layout>,
    pub givens: Board,
    /// A title carried by some formats (Project Euler's "Grid 01").
    pub name: Option<String>,
}

/// Two or more givens with the same digit in one house.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clash {
    pub digit: u8,
    pub house: usize,
    pub cells: CellSet,
    pub house_name: String,
}

impl fmt::Display for Clash {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "givens clash: {} appears {} times in {} ({})",
            self.digit,
            self.cells.len(),
            self.house_name,
            cell_names(self.cells.iter())
        )
    }
}

impl Puzzle {
    pub fn new(layout: Arc<Layout>, givens: Board) -> Puzzle {
        debug_assert!(givens.iter().all(|&v| v <= 9));
        Puzzle {
            layout,
            givens,
            name: None,
        }
    }

    /// A classic puzzle from its givens.
    pub fn classic(givens: Board) -> Puzzle {
        Puzzle::new(Layout::classic(), givens)
    }

    pub fn with_name(mut self, name: impl Into<String>) -> Puzzle {
        self.name = Some(name.into());
        self
    }

    /// The number of givens.
    pub fn given_count(&self) -> usize {
        self.givens.iter().filter(|&&v| v != 0).count()
    }

    /// The first clash among the givens, houses in order rows, columns, regions.
    pub fn clash(&self) -> Option<Clash> {
        board_clash(&self.layout, &self.givens)
    }

    /// The puzzle as an 81-character line, `.` for blanks.
    pub fn to_line(&self) -> String {
        board_line(&self.givens)
    }
}

/// The first house in which `board` holds a digit twice.
pub fn board_clash(layout: &Layout, board: &Board) -> Option<Clash> {
    for h in 0..crate::layout::HOUSES {
        for d in 1..=9u8 {
            let cells: CellSet = layout.house(h).iter().filter(|&c| board[c] == d).collect();
            if cells.len() > 1 {
                return Some(Clash {
                    digit: d,
                    house: h,
                    cells,
                    house_name: layout.house_name(h),
                });
            }
        }
    }
    None
}

/// All cells whose digit repeats in one of their houses (for highlighting).
pub fn clashing_cells(layout: &Layout, board: &Board) -> CellSet {
    let mut out = CellSet::EMPTY;
    for c in 0..CELLS {
        let d = board[c];
        if d != 0 && layout.peers(c).iter().any(|p| board[p] == d) {
            out.insert(c);
        }
    }
    out
}

/// True when `solution` is a complete, valid filling that keeps the givens of `puzzle`.
pub fn is_solution_of(puzzle: &Puzzle, solution: &Board) -> bool {
    solution.iter().all(|&v| (1..=9).contains(&v))
        && puzzle
            .givens
            .iter()
            .zip(solution)
            .all(|(&g, &s)| g == 0 || g == s)
        && board_clash(&puzzle.layout, solution).is_none()
}

/// A board as an 81-character line, `.` for blanks.
pub fn board_line(board: &Board) -> String {
    board
        .iter()
        .map(|&v| if v == 0 { '.' } else { (b'0' + v) as char })
        .collect()
}

/// The state of play: a puzzle, the user's entries and pencil marks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    pub puzzle: Puzzle,
    /// Digits the user entered (0 where none); never set on a given.
    pub entries: Board,
    /// Pencil marks per cell.
    pub marks: [Digits; CELLS],
}

impl Grid {
    pub fn new(puzzle: Puzzle) -> Grid {
        Grid {
            puzzle,
            entries: [0; CELLS],
            marks: [Digits::NONE; CELLS],
        }
    }

    pub fn layout(&self) -> &Layout {
        &self.puzzle.layout
    }

    /// The digit in a cell, given or entered (0 for blank).
    pub fn value(&self, cell: usize) -> u8 {
        match self.puzzle.givens[cell] {
            0 => self.entries[cell],
            g => g,
        }
    }

    pub fn is_given(&self, cell: usize) -> bool {
        self.puzzle.givens[cell] != 0
    }

    /// Givens and entries together.
    pub fn board(&self) -> Board {
        std::array::from_fn(|c| self.value(c))
    }

    /// Digits not yet used by any peer (all digits for a filled cell's own digit only).
    pub fn candidates(&self, cell: usize) -> Digits {
        let v = self.value(cell);
        if v != 0 {
            return Digits::single(v);
        }
        let mut d = Digits::ALL;
        for p in self.layout().peers(cell).iter() {
            let pv = self.value(p);
            if pv != 0 {
                d.remove(pv);
            }
        }
        d
    }

    /// The digits present in a set of cells.
    pub fn digits_in(&self, cells: CellSet) -> Digits {
        let mut d = Digits::NONE;
        for c in cells.iter() {
            let v = self.value(c);
            if v != 0 {
                d.insert(v);
            }
        }
        d
    }

    /// Pencils in the candidates of every open cell that has no marks yet (on a grid
    /// without marks, every open cell): an unmarked cell holds all of its candidates.
    pub fn fill_unmarked(&mut self) {
        for c in 0..CELLS {
            if self.value(c) == 0 && self.marks[c] == Digits::NONE {
                self.marks[c] = self.candidates(c);
            }
        }
    }

    /// Fills every blank cell's pencil marks with its candidates.
    pub fn fill_marks(&mut self) {
        for c in 0..CELLS {
            self.marks[c] = if self.value(c) == 0 {
                self.candidates(c)
            } else {
                Digits::NONE
            };
        }
    }

    /// Enters a digit (0 clears) in a non-given cell and removes it from its peers' marks.
    /// Returns false (and changes nothing) on a given.
    pub fn enter(&mut self, cell: usize, digit: u8) -> bool {
        if self.is_given(cell) || digit > 9 {
            return false;
        }
        self.entries[cell] = digit;
        if digit != 0 {
            for p in self.puzzle.layout.peers(cell).iter() {
                self.marks[p].remove(digit);
            }
        }
        true
    }

    /// True when every cell holds a digit and nothing clashes.
    pub fn is_solved(&self) -> bool {
        let b = self.board();
        b.iter().all(|&v| v != 0) && board_clash(self.layout(), &b).is_none()
    }

    /// Name of a cell for messages.
    pub fn cell_name(cell: usize) -> String {
        cell_name(cell)
    }
}

/// A board from a line of digits, anything else blank: a shorthand for tests, which
/// take well-formed lines (the real parsers, with their errors, are in `format`).
#[cfg(test)]
pub(crate) fn digits_board(line: &str) -> Board {
    let mut b = [0u8; CELLS];
    for (slot, ch) in b.iter_mut().zip(line.bytes()) {
        *slot = if ch.is_ascii_digit() { ch - b'0' } else { 0 };
    }
    b
}

/// A classic puzzle from a line of digits (see [`digits_board`]), for tests.
#[cfg(test)]
pub(crate) fn classic_puzzle(line: &str) -> Puzzle {
    Puzzle::classic(digits_board(line))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(s: &str) -> Board {
        crate::puzzle::digits_board(s)
    }

    #[test]
    fn clash_names_house_and_cells() {
        let mut g = [0u8; CELLS];
        g[18] = 5;
        g[24] = 5;
        let p = Puzzle::classic(g);
        let c = p.clash().unwrap();
        assert_eq!(
            c.to_string(),
            "givens clash: 5 appears 2 times in row 3 (r3c1, r3c7)"
        );
        assert_eq!(clashing_cells(&p.layout, &g).len(), 2);
    }

    #[test]
    fn candidates_and_entries() {
        let p = Puzzle::classic(line(
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        ));
        let mut g = Grid::new(p);
        assert!(!g.candidates(1).contains(4));
        assert!(!g.candidates(1).contains(8));
        g.fill_marks();
        assert!(g.marks[1].contains(1));
        assert!(g.enter(1, 1));
        assert!(!g.marks[2].contains(1));
        assert!(!g.enter(0, 1), "givens cannot be overwritten");
        assert_eq!(g.value(1), 1);
    }
}
