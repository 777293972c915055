//! Knuth's dancing links (Algorithm X) over the exact-cover form of sudoku.
//!
//! This engine exists to cross-check the bitboard engine, so it shares no search code with
//! it: a different representation (a sparse 0/1 matrix as doubly linked lists), a
//! different propagation (none beyond exact cover itself) and a different branching rule
//! (the column with the fewest rows). Two engines this different agreeing on thousands of
//! puzzles is evidence that both are right.
//!
//! The matrix has 324 columns, each a constraint that exactly one chosen row satisfies:
//! one per cell ("cell holds a digit") and one per (house, digit) ("the digit appears once
//! in the house") for the 27 houses of the layout. Its 729 rows are the (cell, digit)
//! candidates, each covering 4 columns: its cell and the (house, digit) of its row,
//! column and region. Nothing here knows 3×3 boxes: the region columns come from the
//! layout's houses, so every jigsaw layout works the same way.
//!
//! Links are `u16` indices into flat arrays (3241 nodes, about 32 KB in all), so the whole
//! matrix stays in the first-level cache during a search.

use super::{Control, Count, Progress};
use crate::cells::CELLS;
use crate::layout::{Layout, HOUSES};
use crate::puzzle::{Board, Puzzle};
use std::ops::ControlFlow;

/// Exact-cover columns: one per cell, then one per (house, digit).
const COLUMNS: usize = CELLS + HOUSES * 9;
/// Matrix rows: one per (cell, digit).
const CANDIDATES: usize = CELLS * 9;
/// Columns each row covers: its cell, and its digit in its row, column and region.
const ROW_WIDTH: usize = 4;
/// Node 0 is the root of the header list; nodes 1..=COLUMNS are the column headers.
const ROOT: usize = 0;
const FIRST_ROW_NODE: usize = 1 + COLUMNS;
const NODES: usize = FIRST_ROW_NODE + ROW_WIDTH * CANDIDATES;

type Link = u16;
const _: () = assert!(NODES <= Link::MAX as usize);

/// The header node of exact-cover column `col`.
#[inline]
fn header(col: usize) -> usize {
    1 + col
}

/// The first node of candidate `cell`, `digit` (1..=9); its 4 nodes are consecutive.
#[inline]
fn row_node(cell: usize, digit: u8) -> usize {
    FIRST_ROW_NODE + ROW_WIDTH * (cell * 9 + digit as usize - 1)
}

/// The (cell, digit) of a row node.
#[inline]
fn candidate_of(node: usize) -> (usize, u8) {
    let k = (node - FIRST_ROW_NODE) / ROW_WIDTH;
    (k / 9, (k % 9) as u8 + 1)
}

/// The sparse exact-cover matrix as circular doubly linked lists: headers left/right
/// around the root, each column's nodes up/down around its header, each row's nodes
/// left/right around each other.
struct Matrix {
    left: [Link; NODES],
    right: [Link; NODES],
    up: [Link; NODES],
    down: [Link; NODES],
    /// The header of each node's column (a header's own for headers).
    column: [Link; NODES],
    /// Rows still linked into each column, indexed by header node.
    size: [u16; FIRST_ROW_NODE],
}

impl Matrix {
    /// The full matrix of a layout: every candidate row present, every column uncovered.
    fn new(layout: &Layout) -> Box<Matrix> {
        let mut m = Box::new(Matrix {
            left: [0; NODES],
            right: [0; NODES],
            up: [0; NODES],
            down: [0; NODES],
            column: [0; NODES],
            size: [0; FIRST_ROW_NODE],
        });
        // Header list: root, then the columns in order, circular.
        for n in 0..FIRST_ROW_NODE {
            m.left[n] = ((n + FIRST_ROW_NODE - 1) % FIRST_ROW_NODE) as Link;
            m.right[n] = ((n + 1) % FIRST_ROW_NODE) as Link;
            m.up[n] = n as Link;
            m.down[n] = n as Link;
            m.column[n] = n as Link;
        }
        for cell in 0..CELLS {
            let houses = layout.houses_of(cell);
            for digit in 1..=9u8 {
                let first = row_node(cell, digit);
                let d = digit as usize - 1;
                let cols = [
                    cell,
                    CELLS + houses[0] * 9 + d,
                    CELLS + houses[1] * 9 + d,
                    CELLS + houses[2] * 9 + d,
                ];
                for (j, &col) in cols.iter().enumerate() {
                    let node = first + j;
                    m.left[node] = (first + (j + ROW_WIDTH - 1) % ROW_WIDTH) as Link;
                    m.right[node] = (first + (j + 1) % ROW_WIDTH) as Link;
                    // Append at the bottom of the column.
                    let h = header(col);
                    let last = m.up[h] as usize;
                    m.up[node] = last as Link;
                    m.down[node] = h as Link;
                    m.down[last] = node as Link;
                    m.up[h] = node as Link;
                    m.column[node] = h as Link;
                    m.size[h] += 1;
                }
            }
        }
        m
    }

    /// Removes column `c` from the header list and every row that meets it from the
    /// other columns those rows cover.
    #[inline]
    fn cover(&mut self, c: usize) {
        let (l, r) = (self.left[c], self.right[c]);
        self.right[l as usize] = r;
        self.left[r as usize] = l;
        let mut i = self.down[c] as usize;
        while i != c {
            let mut j = self.right[i] as usize;
            while j != i {
                let (u, d) = (self.up[j], self.down[j]);
                self.down[u as usize] = d;
                self.up[d as usize] = u;
                self.size[self.column[j] as usize] -= 1;
                j = self.right[j] as usize;
            }
            i = self.down[i] as usize;
        }
    }

    /// Undoes `cover(c)`, relinking in exactly the reverse order.
    #[inline]
    fn uncover(&mut self, c: usize) {
        let mut i = self.up[c] as usize;
        while i != c {
            let mut j = self.left[i] as usize;
            while j != i {
                self.size[self.column[j] as usize] += 1;
                let n = j as Link;
                self.down[self.up[j] as usize] = n;
                self.up[self.down[j] as usize] = n;
                j = self.left[j] as usize;
            }
            i = self.up[i] as usize;
        }
        let n = c as Link;
        self.right[self.left[c] as usize] = n;
        self.left[self.right[c] as usize] = n;
    }

    /// Chooses row `r`: covers every column it meets (its own column first).
    #[inline]
    fn select(&mut self, r: usize) {
        self.cover(self.column[r] as usize);
        let mut j = self.right[r] as usize;
        while j != r {
            self.cover(self.column[j] as usize);
            j = self.right[j] as usize;
        }
    }

    /// Undoes `select(r)` (the search inlines this; tests check it restores the matrix).
    #[cfg(test)]
    fn deselect(&mut self, r: usize) {
        let mut j = self.left[r] as usize;
        while j != r {
            self.uncover(self.column[j] as usize);
            j = self.left[j] as usize;
        }
        self.uncover(self.column[r] as usize);
    }

    /// The uncovered column with the fewest rows (Knuth's S heuristic), or `None` when
    /// every column is covered (a solution).
    #[inline]
    fn narrowest_column(&self) -> Option<(usize, u16)> {
        let mut c = self.right[ROOT] as usize;
        if c == ROOT {
            return None;
        }
        let mut best = (c, self.size[c]);
        while c != ROOT {
            let s = self.size[c];
            if s < best.1 {
                best = (c, s);
                if s <= 1 {
                    break;
                }
            }
            c = self.right[c] as usize;
        }
        Some(best)
    }

    /// Whether column `c` is still in the header list.
    fn is_uncovered(&self, c: usize) -> bool {
        self.right[self.left[c] as usize] as usize == c
    }
}

/// A depth-first Algorithm X search reporting each solution to a callback.
struct Search<'c, 'o> {
    matrix: Box<Matrix>,
    givens: Board,
    /// Rows chosen on the current path.
    chosen: Vec<usize>,
    ctl: &'c mut Control<'o>,
    nodes: u64,
}

impl Search<'_, '_> {
    fn board(&self) -> Board {
        let mut b = self.givens;
        for &r in &self.chosen {
            let (cell, digit) = candidate_of(r);
            b[cell] = digit;
        }
        b
    }

    /// On `Break` the matrix is left partly covered: the search is over and the matrix
    /// is dropped, so restoring it would be wasted work.
    fn run(&mut self, on_solution: &mut dyn FnMut(&Board) -> ControlFlow<()>) -> ControlFlow<()> {
        self.nodes += 1;
        let nodes = self.nodes;
        let depth = self.chosen.len() as u32;
        if self.ctl.tick(nodes, || Progress {
            nodes,
            depth,
            ..Progress::default()
        }) {
            return ControlFlow::Break(());
        }
        let Some((c, size)) = self.matrix.narrowest_column() else {
            return on_solution(&self.board());
        };
        if size == 0 {
            return ControlFlow::Continue(());
        }
        self.matrix.cover(c);
        let mut r = self.matrix.down[c] as usize;
        while r != c {
            self.chosen.push(r);
            let mut j = self.matrix.right[r] as usize;
            while j != r {
                self.matrix.cover(self.matrix.column[j] as usize);
                j = self.matrix.right[j] as usize;
            }
            self.run(on_solution)?;
            let mut j = self.matrix.left[r] as usize;
            while j != r {
                self.matrix.uncover(self.matrix.column[j] as usize);
                j = self.matrix.left[j] as usize;
            }
            self.chosen.pop();
            r = self.matrix.down[r] as usize;
        }
        self.matrix.uncover(c);
        ControlFlow::Continue(())
    }
}

/// The matrix with the givens' rows chosen, or `None` when two givens want the same
/// column (they clash: the puzzle has no solution and needs no search).
fn matrix_with_givens(puzzle: &Puzzle) -> Option<Box<Matrix>> {
    let mut m = Matrix::new(&puzzle.layout);
    for (cell, &digit) in puzzle.givens.iter().enumerate() {
        if digit == 0 {
            continue;
        }
        let r = row_node(cell, digit);
        // A row's nodes keep their own links when their columns are covered, so the
        // row can be walked to see whether an earlier given already took a column.
        let mut j = r;
        loop {
            if !m.is_uncovered(m.column[j] as usize) {
                return None;
            }
            j = m.right[j] as usize;
            if j == r {
                break;
            }
        }
        m.select(r);
    }
    Some(m)
}

/// Calls `f` with every solution of `puzzle` until it breaks, the search is exhausted or
/// cancelled. Returns the number of search nodes and whether the search ran to its end
/// (it did if `f` broke it off; it did not if it was cancelled).
pub fn for_each_solution(
    puzzle: &Puzzle,
    ctl: &mut Control,
    mut f: impl FnMut(&Board) -> ControlFlow<()>,
) -> (u64, bool) {
    let Some(matrix) = matrix_with_givens(puzzle) else {
        return (0, true);
    };
    let mut search = Search {
        matrix,
        givens: puzzle.givens,
        chosen: Vec::with_capacity(CELLS),
        ctl,
        nodes: 0,
    };
    let _ = search.run(&mut f);
    (search.nodes, !search.ctl.was_stopped())
}

/// Counts solutions up to `limit` (at least 1), keeping the first, with cancellation and
/// progress.
pub fn count_with(puzzle: &Puzzle, limit: usize, ctl: &mut Control) -> Count {
    super::count_solutions(limit, |visit| for_each_solution(puzzle, ctl, visit))
}

/// Counts solutions up to `limit` (at least 1), keeping the first.
pub fn count(puzzle: &Puzzle, limit: usize) -> Count {
    count_with(puzzle, limit, &mut Control::none())
}

/// The first solution found, if any.
pub fn solve(puzzle: &Puzzle) -> Option<Board> {
    count(puzzle, 1).first
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Cancel;
    use crate::puzzle::{board_line, is_solution_of};
    use crate::rng::Rng;

    fn parse(s: &str) -> Board {
        crate::puzzle::digits_board(s)
    }

    #[test]
    fn matrix_has_four_nodes_per_candidate_and_nine_per_column() {
        let m = Matrix::new(&Layout::classic());
        for col in 0..COLUMNS {
            assert_eq!(m.size[header(col)], 9, "column {col}");
        }
        let r = row_node(40, 5);
        assert_eq!(candidate_of(r), (40, 5));
        assert_eq!(candidate_of(r + 3), (40, 5));
        let mut n = 1;
        let mut j = m.right[r] as usize;
        while j != r {
            n += 1;
            j = m.right[j] as usize;
        }
        assert_eq!(n, ROW_WIDTH);
    }

    #[test]
    fn cover_then_uncover_restores_the_matrix() {
        let mut m = Matrix::new(&Layout::random(&mut Rng::new(3)));
        let before = (m.left, m.right, m.up, m.down, m.size);
        m.select(row_node(10, 3));
        m.select(row_node(70, 8));
        assert_ne!(before.4, m.size);
        m.deselect(row_node(70, 8));
        m.deselect(row_node(10, 3));
        assert!(before == (m.left, m.right, m.up, m.down, m.size));
    }

    #[test]
    fn solve_is_the_first_solution_counted() {
        let p = Puzzle::classic(parse(
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        ));
        assert_eq!(solve(&p), count(&p, 2).first);
        assert!(solve(&p).is_some());
    }

    #[test]
    fn hdu4069_sample_unique_none_and_multiple() {
        let text = include_str!("../../samples/hdu4069_sample.in");
        let puzzles = crate::format::parse(text, Some(crate::format::Format::Walls), "sample")
            .expect("the sample parses");
        let counts: Vec<usize> = puzzles.iter().map(|p| count(p, 2).solutions).collect();
        assert_eq!(counts, [1, 0, 2]);
        let s = solve(&puzzles[0]).unwrap();
        assert!(is_solution_of(&puzzles[0], &s));
        assert!(!puzzles[0].layout.is_classic());
        assert_eq!(
            board_line(&s),
            "521439678763895124984527361346182795157964832812743956235678419479216583698351247"
        );
    }

    #[test]
    fn random_jigsaw_fillings_are_valid() {
        let mut rng = Rng::new(11);
        let mut solved = 0;
        for _ in 0..20 {
            let layout = std::sync::Arc::new(Layout::random(&mut rng));
            let p = Puzzle::new(layout, [0; CELLS]);
            // Some random layouts have no filling and take long to refute: bound the work.
            let cancel = Cancel::new();
            let stop = cancel.clone();
            let mut observer = |pr: &Progress| {
                if pr.nodes >= 200_000 {
                    stop.cancel();
                }
            };
            let mut ctl = Control::none()
                .with_cancel(cancel)
                .with_observer(std::time::Duration::ZERO, &mut observer);
            let c = count_with(&p, 1, &mut ctl);
            if let Some(s) = c.first {
                assert!(is_solution_of(&p, &s));
                solved += 1;
            }
        }
        assert!(solved >= 10, "only {solved} of 20 random layouts filled");
    }

    #[test]
    fn a_node_budget_ends_a_search_that_would_run_for_minutes() {
        // The empty grid on a layout with no filling: exact cover alone needs minutes to
        // prove it (the bitboard engine's locked candidates and SAT take milliseconds).
        let text = include_str!("../../tests/fixtures/hard/nofill-0004.txt");
        let p = &crate::format::parse(text, Some(crate::format::Format::Jigsaw), "nofill")
            .expect("the fixture parses")[0];
        let mut ctl = Control::none().with_node_budget(50_000);
        let c = count_with(p, 2, &mut ctl);
        assert!(!c.complete, "stopped by the budget, not finished");
        assert_eq!(c.solutions, 0);
        assert!((50_000..50_000 + 1024).contains(&c.nodes), "{}", c.nodes);
        // A search that ends within its budget is complete.
        let mut ctl = Control::none().with_node_budget(50_000);
        let c = count_with(&Puzzle::classic([0; CELLS]), 2, &mut ctl);
        assert!(c.complete && c.solutions == 2);
    }

    #[test]
    fn empty_grid_counts_up_to_the_limit() {
        let p = Puzzle::classic([0; CELLS]);
        let c = count(&p, 7);
        assert_eq!(c.solutions, 7);
        let mut seen = std::collections::HashSet::new();
        let (_, complete) = for_each_solution(&p, &mut Control::none(), |b| {
            assert!(is_solution_of(&p, b));
            seen.insert(*b);
            if seen.len() == 50 {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
        assert!(complete);
        assert_eq!(seen.len(), 50, "solutions are distinct");
    }

    #[test]
    fn clashing_givens_have_no_solution_without_search() {
        let mut g = [0u8; CELLS];
        g[0] = 1;
        g[80] = 1; // no clash with r1c1
        g[70] = 1; // r8c8 shares box 9 with r9c9
        let c = count(&Puzzle::classic(g), 2);
        assert_eq!((c.solutions, c.nodes, c.complete), (0, 0, true));
    }

    #[test]
    fn contradiction_without_clash_has_no_solution() {
        // r1c1..r1c8 hold 1..8 and r2c9 holds 9: r1c9 has no candidate left.
        let mut g = [0u8; CELLS];
        for (c, slot) in g.iter_mut().enumerate().take(8) {
            *slot = c as u8 + 1;
        }
        g[17] = 9;
        let p = Puzzle::classic(g);
        assert!(p.clash().is_none());
        let c = count(&p, 2);
        assert_eq!(c.solutions, 0);
        assert!(c.complete);
        assert!(c.nodes > 0);
    }
}
