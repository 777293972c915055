//! Contradictions a position shows on its face: an open cell left without a candidate, or
//! a house where a digit is neither placed nor pencilled anywhere. Either means that no
//! solution fits the position as it stands, whatever the puzzle's solutions are, so a
//! refusal names it rather than counting solutions (pencil marks that contradict
//! themselves are not "several solutions"). Found without a search: one pass over the
//! candidates.

use super::{Candidates, MarkError};
use crate::cells::{cell_name, Digits, CELLS};
use crate::layout::HOUSES;
use crate::puzzle::{board_clash, Grid};
use std::fmt;

#[cfg(feature = "serde")]
use serde::Serialize;

/// The first contradiction of a position (see [`contradiction`]).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize))]
#[cfg_attr(feature = "serde", serde(tag = "what", rename_all = "snake_case"))]
pub enum Contradiction {
    /// An open cell with no candidate left.
    NoCandidate {
        #[cfg_attr(feature = "serde", serde(serialize_with = "super::ser_cell"))]
        cell: usize,
    },
    /// A house (index: rows 0..9, columns 9..18, regions 18..27) where `digit` is not
    /// placed and is a candidate of none of its open cells.
    NoPlace {
        house: usize,
        house_name: String,
        digit: u8,
    },
}

impl fmt::Display for Contradiction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Contradiction::NoCandidate { cell } => {
                write!(f, "{} has no candidate left", cell_name(*cell))
            }
            Contradiction::NoPlace {
                house_name, digit, ..
            } => write!(f, "{house_name} has no place left for {digit}"),
        }
    }
}

/// The first contradiction of `grid`'s position, from its pencil marks (an open cell
/// without marks holds every digit no peer has placed, as [`Candidates::from_grid`]
/// reads it): first an open cell without a candidate, cells in order; then a house with
/// no place for a digit, houses in order (rows, columns, regions), digits 1-9. Placed
/// digits that clash are the clash check's business (`Puzzle::clash`,
/// [`crate::puzzle::board_clash`]): a clash is looked for first and said as such.
pub fn contradiction(grid: &Grid) -> Option<Contradiction> {
    let cand = Candidates::from_grid(grid);
    if let Some(cell) = cand.empty_cell() {
        return Some(Contradiction::NoCandidate { cell });
    }
    let layout = cand.layout();
    for house in 0..HOUSES {
        let cells = layout.house(house);
        let placed = cand.placed_in(cells);
        for digit in 1..=9u8 {
            if !placed.contains(digit) && (cand.cells_of(digit) & cells).is_empty() {
                return Some(Contradiction::NoPlace {
                    house,
                    house_name: layout.house_name(house),
                    digit,
                });
            }
        }
    }
    None
}

/// Why no solution fits `grid`'s position, as a refusal, when it contradicts itself and
/// its placed digits do not clash (a clash is said as such by the solution check); the
/// refusal says whether the player's pencil marks make the contradiction or the placed
/// digits alone do.
pub fn contradiction_error(grid: &Grid) -> Option<MarkError> {
    if board_clash(&grid.puzzle.layout, &grid.board()).is_some() {
        return None;
    }
    let found = contradiction(grid)?;
    let mut unmarked = grid.clone();
    unmarked.marks = [Digits::NONE; CELLS];
    Some(MarkError::Contradiction {
        marks: contradiction(&unmarked).is_none(),
        contradiction: found,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::{self, Format};
    use crate::strategy::{checked_position, MarkError};

    /// Issue 27's position: placed digits that leave several solutions, and marks in
    /// which row 3 and column 1 (among others) have no place left for 7 (the CLI's and
    /// the TUI's tests read it too).
    const SELF_CONTRADICTING_PM: &str = include_str!("../../samples/self_contradicting.pm");

    fn grid(text: &str, format: Format) -> Grid {
        format::parse_documents(text, Some(format), "test")
            .unwrap()
            .remove(0)
            .grid
    }

    #[test]
    fn marks_that_leave_a_house_no_place_for_a_digit_are_named_first_house_first() {
        let g = grid(SELF_CONTRADICTING_PM, Format::Pm);
        assert_eq!(
            contradiction(&g),
            Some(Contradiction::NoPlace {
                house: 2,
                house_name: "row 3".into(),
                digit: 7
            })
        );
        // Said before any count of solutions (the placed digits leave several).
        let e = checked_position(&g).unwrap_err();
        assert_eq!(
            e.to_string(),
            "no solution fits your marks: row 3 has no place left for 7"
        );
    }

    #[test]
    fn a_cell_without_a_candidate_comes_first_and_a_sound_position_has_none() {
        let easy =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        let mut g = grid(easy, Format::Line);
        assert_eq!(contradiction(&g), None);
        g.fill_marks();
        assert_eq!(contradiction(&g), None);
        // r1c3's candidates are 1, 2 and 4: the player crosses out all three.
        for d in [1, 2, 4] {
            g.marks[2].remove(d);
        }
        // Its marks are now empty, which reads as "no marks": every candidate again.
        assert_eq!(contradiction(&g), None);
        // Marks of digits its peers hold: none of them is a candidate.
        g.marks[2].insert(5);
        assert_eq!(
            contradiction(&g),
            Some(Contradiction::NoCandidate { cell: 2 })
        );
        assert_eq!(
            checked_position(&g).unwrap_err(),
            MarkError::Contradiction {
                contradiction: Contradiction::NoCandidate { cell: 2 },
                marks: true
            }
        );
    }

    #[test]
    fn placed_digits_alone_can_contradict() {
        // Row 9 holds 1-8 and column 9 the 9: r9c9 has no candidate, with no marks.
        let mut line = ['.'; 81];
        line[8] = '9';
        for (c, d) in (72..80).zip('1'..='8') {
            line[c] = d;
        }
        let g = grid(&line.iter().collect::<String>(), Format::Line);
        let e = checked_position(&g).unwrap_err();
        assert_eq!(
            e.to_string(),
            "no solution fits the placed digits: r9c9 has no candidate left"
        );
    }
}
