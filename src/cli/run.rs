//! `solve`, `count`, `target` and `convert`: many puzzles in, one answer each out.

use super::{check_carries, par_map, read_inputs, CliError, CliResult, Input};
use nonet_core::engine::{self, Control, Count, Progress};
use nonet_core::format::{self, Format};
use nonet_core::target::{self, Weights};
use nonet_core::{Board, Puzzle};
use std::io::Write;
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

/// Writes `text` to stdout, treating a closed pipe (`nonet solve | head`) as the end:
/// false when the reader has gone (a caller with more work to do can stop).
pub fn emit(out: &mut impl Write, text: &str) -> Result<bool, CliError> {
    match out.write_all(text.as_bytes()) {
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(false),
        other => other
            .map(|()| true)
            .map_err(|e| CliError::input(format!("cannot write output: {e}"))),
    }
}

pub struct SolveArgs {
    pub files: Vec<String>,
    pub from: Option<Format>,
    pub to: Option<Format>,
    pub limit: usize,
    pub threads: usize,
    /// Solve by the logical-step engine only.
    pub logic: bool,
}

pub fn solve(args: SolveArgs) -> CliResult {
    if args.logic {
        return super::hint::solve_logic(&args.files, args.from, args.to, args.threads);
    }
    let inputs = read_inputs(&args.files, args.from)?;
    if let Some(to) = args.to {
        check_carries(&inputs, to)?;
    }
    let limit = args.limit.max(1);
    let mut written = Vec::with_capacity(inputs.len());
    for input in &inputs {
        let outcomes = par_map(&input.puzzles, args.threads, |p| solve_one(p, limit))?;
        let boards = input.puzzles.iter().zip(&outcomes).map(|(p, outcome)| {
            let board = match outcome {
                Outcome::Solved(b) => *b,
                _ => p.givens,
            };
            (board, describe(outcome, limit))
        });
        written.push(boards.collect());
    }
    write_boards(&inputs, args.to, &written)
}

/// Writes every input's puzzles with their boards (a solution, or as far as it got) and
/// notes, each note also reported on stderr; returns 1 if any puzzle has a note.
/// Consecutive inputs written in the same format make one document, as `convert` writes
/// them (one walls count, one run of Euler grid numbers), so the output reads back.
pub(super) fn write_boards(
    inputs: &[Input],
    to: Option<Format>,
    written: &[Vec<(Board, Option<String>)>],
) -> CliResult {
    let mut status = 0;
    for (input, boards) in inputs.iter().zip(written) {
        for (i, (_, note)) in boards.iter().enumerate() {
            if let Some(why) = note {
                status = 1;
                super::note(format_args!("{}: puzzle {}: {why}", input.source, i + 1));
            }
        }
    }
    let formats: Vec<Format> = inputs.iter().map(|i| to.unwrap_or(i.format)).collect();
    let mut out = std::io::stdout().lock();
    let mut start = 0;
    while start < inputs.len() {
        let fmt = formats[start];
        let end = start + formats[start..].iter().take_while(|&&f| f == fmt).count();
        let items: Vec<format::Item> = (start..end)
            .flat_map(|k| inputs[k].puzzles.iter().zip(&written[k]))
            .map(|(puzzle, (board, note))| format::Item {
                puzzle,
                board,
                note: note.as_deref(),
            })
            .collect();
        if !emit(&mut out, &format::render_items(&items, fmt))? {
            break;
        }
        start = end;
    }
    Ok(status)
}

pub fn count(files: &[String], from: Option<Format>, limit: usize, threads: usize) -> CliResult {
    let inputs = read_inputs(files, from)?;
    let limit = limit.max(1);
    let mut status = 0;
    let mut text = String::new();
    for input in &inputs {
        let counts = par_map(&input.puzzles, threads, |p| engine::tally(p, limit))?;
        for solutions in counts {
            if solutions != 1 {
                status = 1;
            }
            text.push_str(&format!("{solutions}\n"));
        }
    }
    emit(&mut std::io::stdout().lock(), &text)?;
    Ok(status)
}

pub struct TargetArgs {
    pub files: Vec<String>,
    pub from: Option<Format>,
    pub weights: Option<String>,
    pub show: bool,
    pub progress: bool,
    pub threads: usize,
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

pub fn target(args: TargetArgs) -> CliResult {
    let weights = match &args.weights {
        None => Weights::rings(),
        Some(path) => {
            let text = format::read_text(path)?;
            Weights::parse(&text, path).map_err(CliError::input)?
        }
    };
    let inputs = read_inputs(&args.files, args.from)?;
    let mut status = 0;
    let mut out = std::io::stdout().lock();
    for input in &inputs {
        // Progress lines from parallel searches would interleave: stream one at a time.
        let threads = if args.progress { 1 } else { args.threads };
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

pub fn convert(files: &[String], from: Option<Format>, to: Format) -> CliResult {
    let inputs = read_inputs(files, from)?;
    check_carries(&inputs, to)?;
    let all: Vec<Puzzle> = inputs.into_iter().flat_map(|i| i.puzzles).collect();
    emit(&mut std::io::stdout().lock(), &format::render_all(&all, to))?;
    Ok(0)
}
