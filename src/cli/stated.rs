//! `solve` against the solutions an input states beside its puzzles (a CSV's solution
//! column, as in the Kaggle sets): a stated solution that is not the puzzle's is named by
//! its row and first wrong cell, so a data set's errors are found instead of copied on.

use nonet_core::cells::{cell_name, cell_names};
use nonet_core::puzzle::board_clash;
use nonet_core::{Board, Puzzle};

/// Why `stated` is not a solution of `p`, or None when it is one. A stated board is
/// whole (the reader sees to that), so it is a solution exactly when it keeps the givens
/// and no digit repeats in a house; for a puzzle with one solution, that is the one
/// `solved` holds, and the first cell where they differ is named too.
pub fn mismatch(p: &Puzzle, stated: &Board, solved: Option<&Board>) -> Option<String> {
    let given = (0..stated.len()).find(|&c| p.givens[c] != 0 && stated[c] != p.givens[c]);
    let why = match (given, board_clash(&p.layout, stated)) {
        (Some(c), _) => format!(
            "its solution column is wrong at {}: {} there, but the puzzle gives {}",
            cell_name(c),
            stated[c],
            p.givens[c]
        ),
        (None, Some(clash)) => format!(
            "its solution column is not a solution: {} appears {} times in {} ({})",
            clash.digit,
            clash.cells.len(),
            clash.house_name,
            cell_names(clash.cells.iter())
        ),
        (None, None) => return None,
    };
    let first = solved.and_then(|s| (0..s.len()).find(|&c| s[c] != stated[c]).map(|c| (c, s[c])));
    Some(match first {
        Some((c, d)) if given != Some(c) => format!(
            "{why}; the solution has {d} at {}, where the column first differs",
            cell_name(c)
        ),
        _ => why,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use nonet_core::format::{self, Format};

    const PUZZLE: &str =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    const SOLUTION: &str =
        "417369825632158947958724316825437169791586432346912758289643571573291684164875293";

    fn board(text: &str) -> Board {
        format::parse(text, Some(Format::Line), "t").unwrap()[0].givens
    }

    #[test]
    fn a_stated_solution_is_checked_cell_by_cell() {
        let p = format::parse(PUZZLE, None, "t").unwrap().remove(0);
        let solved = board(SOLUTION);
        assert_eq!(mismatch(&p, &solved, Some(&solved)), None);
        // Two digits swapped in row 2 (r2c1 and r2c3, both open): columns 1 and 3 then
        // hold a digit twice.
        let mut swapped = solved;
        swapped.swap(9, 11);
        let why = mismatch(&p, &swapped, Some(&solved)).unwrap();
        assert!(
            why.starts_with("its solution column is not a solution: "),
            "{why}"
        );
        assert!(
            why.ends_with("the solution has 6 at r2c1, where the column first differs"),
            "{why}"
        );
        // A given overwritten is named as such.
        let mut bad = solved;
        bad[0] = 9;
        let why = mismatch(&p, &bad, None).unwrap();
        assert_eq!(
            why,
            "its solution column is wrong at r1c1: 9 there, but the puzzle gives 4"
        );
    }
}
