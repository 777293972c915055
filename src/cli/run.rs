//! `solve`, `count`, `target` and `convert`: many puzzles in, one answer each out.

use super::args::{ConvertArgs, CountArgs, SolveArgs, TargetArgs};
use super::stream::each_chunk;
use super::{
    check_output, emit, par_map, read_documents, read_inputs, BoardWriter, CliError, CliResult,
    Input, Workers,
};
use nonet_core::cells::cell_name;
use nonet_core::engine::{self, Control, Count, Progress};
use nonet_core::format::{self, Format};
use nonet_core::target::{self, Weights};
use nonet_core::{Board, Puzzle};
use std::time::Duration;

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
        return super::hint::solve_logic(args);
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

pub fn count(args: &CountArgs) -> CliResult {
    let limit = args.limit.max(1);
    let workers = Workers::new(args.threads.threads)?;
    let mut status = 0;
    let mut out = std::io::stdout().lock();
    each_chunk(&args.input, true, |input, _| {
        let mut text = String::new();
        for solutions in workers.map(&input.puzzles, |p| engine::tally(p, limit)) {
            if solutions != 1 {
                status = 1;
            }
            text.push_str(&format!("{solutions}\n"));
        }
        emit(&mut out, &text)
    })?;
    Ok(status)
}

fn progress_line(source: &str, index: usize, p: &Progress) -> String {
    let opt = |v: Option<i64>| v.map_or("-".to_string(), |v| v.to_string());
    format!(
        "{source}: puzzle {index}: nodes={} depth={} best={} bound={} elapsed={:.3}s",
        p.nodes,
        p.depth,
        opt(p.best),
        opt(p.known_bound()),
        p.elapsed.as_secs_f64()
    )
}

fn maximize_one(input: &Input, i: usize, w: &Weights, progress: bool) -> target::TargetResult {
    let p = &input.puzzles[i];
    if !progress {
        return target::maximize(p, w);
    }
    let mut report = |pr: &Progress| super::note(progress_line(&input.source, i + 1, pr));
    let mut ctl = Control::none().with_observer(Duration::from_millis(200), &mut report);
    target::maximize_with(p, w, &mut ctl, &mut |_, _| {})
}

pub fn target(args: &TargetArgs) -> CliResult {
    let given = match &args.weights {
        None => None,
        Some(path) => {
            let text = super::stream::read_text(path)?;
            Some(Weights::parse(&text, path).map_err(CliError::input)?)
        }
    };
    let inputs = read_inputs(&args.input)?;
    let mut status = 0;
    let mut out = std::io::stdout().lock();
    for input in &inputs {
        // --weights, else a native document's own, else the NOIP rings.
        let weights = given
            .clone()
            .or_else(|| input.weights.clone())
            .unwrap_or_else(Weights::rings);
        // Progress lines from parallel searches would interleave: stream one at a time.
        let threads = if args.progress {
            1
        } else {
            args.threads.threads
        };
        let indices: Vec<usize> = (0..input.puzzles.len()).collect();
        let results = par_map(&indices, threads, |&i| {
            maximize_one(input, i, &weights, args.progress)
        })?;
        let mut text = String::new();
        for (p, r) in input.puzzles.iter().zip(results) {
            match r.best {
                Some((score, board)) => {
                    text.push_str(&format!("{score}\n"));
                    if args.show {
                        text.push_str(&format::render_board(p, &board, input.format));
                    }
                }
                None => {
                    status = 1;
                    text.push_str("-1\n");
                }
            }
        }
        emit(&mut out, &text)?;
    }
    Ok(status)
}

/// Refuses a document with an open cell that has no candidate left: the position formats
/// cannot write an empty set (they would write text that does not read back).
fn check_positions(read: &[(Input, Vec<format::Document>)]) -> Result<(), CliError> {
    for (input, docs) in read {
        for (i, doc) in docs.iter().enumerate() {
            if let Some(cell) = format::position::dead_cell(doc) {
                return Err(CliError::input(format!(
                    "{}: puzzle {}: {} has no candidate left (its row, column and region \
                     hold every digit), which a position cannot show; fix the puzzle or \
                     convert to another format",
                    input.source,
                    i + 1,
                    cell_name(cell)
                )));
            }
        }
    }
    Ok(())
}

pub fn convert(args: &ConvertArgs) -> CliResult {
    let to = args.to;
    let text = if to.is_position() || to == Format::Native {
        // Positions and documents keep what the player has: entries and pencil marks.
        let read = read_documents(&args.input)?;
        check_output(read.iter().map(|(input, _)| input), Some(to))?;
        if to.is_position() {
            check_positions(&read)?;
        }
        let separator = if to.blank_line_between() { "\n" } else { "" };
        read.iter()
            .flat_map(|(_, docs)| docs)
            .map(|d| format::render_document(d, to))
            .collect::<Vec<_>>()
            .join(separator)
    } else {
        let inputs = read_inputs(&args.input)?;
        check_output(&inputs, Some(to))?;
        let all: Vec<Puzzle> = inputs.into_iter().flat_map(|i| i.puzzles).collect();
        format::render_all(&all, to)
    };
    emit(&mut std::io::stdout().lock(), &text)?;
    Ok(0)
}
