//! `nonet solve`: each puzzle's solution, streamed in input order, or why it has none;
//! with `--logic`, as far as the step engine alone gets ([`solve_logic`]).

use super::args::SolveArgs;
use super::hint::end_text;
use super::stream::each_chunk;
use super::{BoardWriter, CliResult, Workers};
use nonet_core::engine::{self, Count};
use nonet_core::format::Format;
use nonet_core::strategy::{self, solve_path, Candidates, Registry};
use nonet_core::{Board, Puzzle};

/// What happened to one puzzle of `solve`.
enum Outcome {
    Solved(Board),
    Clash(String),
    Unsolved(Count),
}

fn describe(outcome: &Outcome, limit: usize) -> Option<String> {
    match outcome {
        Outcome::Solved(_) => None,
        Outcome::Clash(why) => Some(format!("no solution: {why}")),
        Outcome::Unsolved(c) if c.solutions == 0 => Some("no solution".into()),
        Outcome::Unsolved(c) => Some(format!(
            "multiple solutions (at least {}; --limit {limit})",
            c.solutions
        )),
    }
}

fn solve_one(p: &Puzzle, limit: usize) -> Outcome {
    if let Some(clash) = p.clash() {
        return Outcome::Clash(clash.to_string());
    }
    let count = engine::count(p, limit);
    match (count.solutions, count.first) {
        (1, Some(b)) => Outcome::Solved(b),
        // With --limit 1 the first solution is all that was asked for.
        (n, Some(b)) if n >= limit && limit == 1 => Outcome::Solved(b),
        _ => Outcome::Unsolved(count),
    }
}

pub fn solve(args: &SolveArgs) -> CliResult {
    if args.logic {
        return solve_logic(args);
    }
    let limit = args.limit.max(1);
    let workers = Workers::new(args.threads.threads)?;
    let mut writer = BoardWriter::new(args.to);
    each_chunk(&args.input, streams_to(args.to), |input, start| {
        let outcomes = workers.map(&input.puzzles, |p| solve_one(p, limit));
        let boards: Vec<(Board, Option<String>)> = input
            .puzzles
            .iter()
            .zip(&outcomes)
            .enumerate()
            .map(|(i, (p, outcome))| {
                let board = match outcome {
                    Outcome::Solved(b) => *b,
                    _ => p.givens,
                };
                let mut note = describe(outcome, limit);
                // A solution the input states (a CSV's solution column) must be one.
                if let Some(Some(stated)) = input.stated.get(i) {
                    let unique = matches!(outcome, Outcome::Solved(_)) && limit >= 2;
                    let solved = unique.then_some(&board);
                    if let Some(why) = super::stated::mismatch(p, stated, solved) {
                        note = Some(match note {
                            Some(n) => format!("{n}; {why}"),
                            None => why,
                        });
                    }
                }
                (board, note)
            })
            .collect();
        writer.write(input, start, &boards)
    })?;
    writer.finish()
}

/// Whether output in `to` can be written chunk by chunk. A format that holds one puzzle
/// reads its input whole, so that a second puzzle is refused before anything is written.
pub fn streams_to(to: Option<Format>) -> bool {
    to.is_none_or(Format::holds_many)
}

/// `solve --logic`: the step engine alone, from each grid's candidates (a position's
/// own). Solved puzzles are written like `solve` writes them; a stuck one is written as
/// far as logic got, with a note saying where it stopped, and makes the exit status 1.
/// Pencil marks that removed the solution's digit are named instead of solved from.
pub fn solve_logic(args: &SolveArgs) -> CliResult {
    let mut registry = Registry::full();
    registry.set_uniqueness(!args.no_uniqueness);
    let workers = Workers::new(args.threads.threads)?;
    let mut writer = BoardWriter::new(args.to);
    each_chunk(&args.input, streams_to(args.to), |input, start| {
        let boards = workers.map(&input.grids, |grid| {
            let board = grid.board();
            if let Some(clash) = nonet_core::puzzle::board_clash(&grid.puzzle.layout, &board) {
                return (board, Some(format!("no solution: {clash}")));
            }
            if strategy::has_marks(grid) {
                // Marks are only taken on trust when they keep the solution's digits.
                if let Ok(solution) = strategy::position_solution(grid) {
                    if let Err(e) = strategy::check_marks_against(grid, &solution) {
                        return (board, Some(e.to_string()));
                    }
                }
            }
            let path = solve_path(&Candidates::from_grid(grid), &registry);
            // A note only where logic stopped short.
            let note = (!path.solved()).then(|| end_text(&path).trim_end().to_string());
            (*path.end.values(), note)
        });
        writer.write(input, start, &boards)
    })?;
    writer.finish()
}
