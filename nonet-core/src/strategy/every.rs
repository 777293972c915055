//! Every step the enabled techniques find in a position, as HoDoKu's "all steps" view
//! lists them: each instance, not only the first of each technique; two steps with the
//! same effect listed once (the simpler kept); the simplest first.

use super::{unique_solution, Candidates, Mark, MarkError, Registry, Step, Technique};
use crate::puzzle::{Board, Grid};
use std::collections::HashSet;
use std::ops::ControlFlow;

/// What [`Registry::each_step`] hands its sink: a step, or the end of one technique's
/// search (so that a caller listing the steps as they come can report between two
/// techniques, and stop there).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Listed {
    Step(Step),
    Done(Technique),
}

impl Registry {
    /// Every step that makes progress, from every enabled technique: the techniques in
    /// order of their score (the ladder's order among equal scores), so the pattern
    /// techniques before the forcing ones, each technique's steps in the order its search
    /// meets them, a step whose placements and eliminations an earlier step already has
    /// left out.
    pub fn every_step(&self, cand: &Candidates) -> Vec<Step> {
        let mut all = Vec::new();
        let _ = self.each_step(cand, &mut |listed| {
            if let Listed::Step(step) = listed {
                all.push(step);
            }
            ControlFlow::Continue(())
        });
        all
    }

    /// [`Registry::every_step`] as it goes: each step handed to `sink` as soon as its
    /// technique finds it, and the end of each technique's search; `Break` from the sink
    /// stops the listing (a technique's search stops at its next step or its end).
    pub fn each_step(
        &self,
        cand: &Candidates,
        sink: &mut dyn FnMut(Listed) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let mut order: Vec<(u32, usize)> = self
            .strategies
            .iter()
            .enumerate()
            .filter(|(_, s)| s.enabled)
            .map(|(i, s)| (s.score, i))
            .collect();
        order.sort();
        let mut seen: HashSet<(Vec<Mark>, Vec<Mark>)> = HashSet::new();
        for (_, i) in order {
            let technique = self.strategies[i].technique;
            technique.for_each(cand, &mut |step| {
                if step.is_progress()
                    && seen.insert((step.placements.clone(), step.eliminations.clone()))
                {
                    sink(Listed::Step(step))
                } else {
                    ControlFlow::Continue(())
                }
            })?;
            sink(Listed::Done(technique))?;
        }
        ControlFlow::Continue(())
    }
}

/// The solution a grid's hints are checked against: its givens' unique solution; when
/// the givens have several (a position read from a `pm` grid or a `candidates` line has
/// no givens, only placed digits), the one its placed digits (givens and entries) leave.
/// Without givens, a position whose placed digits leave no solution, or several, says so.
pub fn position_solution(grid: &Grid) -> Result<Board, MarkError> {
    solution_and_source(grid).map(|(solution, _)| solution)
}

/// [`position_solution`], and whether the givens alone have it as their one solution.
fn solution_and_source(grid: &Grid) -> Result<(Board, bool), MarkError> {
    match unique_solution(&grid.puzzle) {
        Ok(solution) => Ok((solution, true)),
        Err(MarkError::MultipleSolutions) if grid.entries.iter().any(|&e| e != 0) => {
            let mut placed = grid.puzzle.clone();
            placed.givens = grid.board();
            let no_givens = grid.puzzle.givens.iter().all(|&g| g == 0);
            let solution = unique_solution(&placed).map_err(|e| {
                if no_givens {
                    e
                } else {
                    MarkError::MultipleSolutions
                }
            })?;
            Ok((solution, false))
        }
        Err(e) => Err(e),
    }
}

/// A grid's candidates for hints, checked: the position must not contradict itself
/// ([`super::contradiction_error`], said before any count of solutions: marks that leave
/// a house no place for a digit are no "several solutions"), its solution
/// ([`position_solution`]) must be unique, its entries right and its pencil marks must
/// keep the solution's digits. The
/// candidates are its marks (an unmarked open cell holding all its candidates), or
/// computed when it has none, and know their solution is unique, so the uniqueness
/// techniques may apply.
pub fn checked_position(grid: &Grid) -> Result<(Candidates, Board), MarkError> {
    if let Some(contradiction) = super::contradiction_error(grid) {
        return Err(contradiction);
    }
    let (solution, from_givens) = solution_and_source(grid)?;
    super::check_marks_against(grid, &solution)?;
    let mut cand = Candidates::from_grid(grid);
    cand.set_unique_solution(true);
    if from_givens {
        // The entries are digits placed since (and right): the avoidable rectangles may
        // reason about them. Without givens of their own, every digit counts as given.
        cand.set_givens(super::given_cells(grid));
    }
    Ok((cand, solution))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategy::unique_solution;
    use crate::Puzzle;

    fn puzzle(line: &str) -> Puzzle {
        crate::format::parse(line, None, "test").unwrap().remove(0)
    }

    #[test]
    fn every_step_lists_each_instance_once_simplest_first_and_all_sound() {
        let p = puzzle(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        );
        let solution = unique_solution(&p).unwrap();
        let registry = Registry::full();
        let steps = registry.every_step(&Candidates::from_puzzle(&p));
        let singles = steps
            .iter()
            .filter(|s| s.technique == Technique::HiddenSingle)
            .count();
        assert!(singles > 1, "only {singles} hidden singles");
        let scores: Vec<u32> = steps
            .iter()
            .map(|s| registry.score_of(s.technique))
            .collect();
        assert!(scores.windows(2).all(|w| w[0] <= w[1]), "{scores:?}");
        let mut effects: Vec<_> = steps
            .iter()
            .map(|s| (s.placements.clone(), s.eliminations.clone()))
            .collect();
        let n = effects.len();
        effects.sort();
        effects.dedup();
        assert_eq!(effects.len(), n, "two steps with the same effect");
        for s in &steps {
            for m in &s.placements {
                assert_eq!(solution[m.cell], m.digit, "{s}");
            }
            for m in &s.eliminations {
                assert_ne!(solution[m.cell], m.digit, "{s}");
            }
        }
        // A naked single that is also a hidden single is listed once, as the simpler.
        let mut only_hidden = Registry::full();
        only_hidden.set_enabled(Technique::NakedSingle, false);
        assert!(only_hidden
            .every_step(&Candidates::from_puzzle(&p))
            .iter()
            .all(|s| s.technique != Technique::NakedSingle));
    }

    #[test]
    fn a_position_without_givens_is_solved_from_its_placed_digits() {
        let p = puzzle(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        );
        let solution = unique_solution(&p).unwrap();
        // The same digits as entries on an empty puzzle: a pasted position.
        let mut grid = Grid::new(crate::Puzzle::new(p.layout.clone(), [0; 81]));
        grid.entries = p.givens;
        assert_eq!(position_solution(&grid), Ok(solution));
        // Too few placed digits: several solutions, said.
        let mut few = Grid::new(crate::Puzzle::new(p.layout.clone(), [0; 81]));
        few.entries[0] = 5;
        assert_eq!(position_solution(&few), Err(MarkError::MultipleSolutions));
        // Placed digits that leave no solution: said.
        grid.entries[2] = 1;
        assert!(matches!(
            position_solution(&grid),
            Err(MarkError::NoSolution | MarkError::Clash { .. })
        ));
    }
}
