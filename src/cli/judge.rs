//! `nonet judge PROBLEM`: the exact input and output of the problems nonet grew from.

use super::args::values::Problem;
use super::args::JudgeArgs;
use super::stream::Chunks;
use super::{emit, par_map, CliError, CliResult};
use nonet_core::engine;
use nonet_core::format;
use nonet_core::maximize::{self, Weights};
use nonet_core::Puzzle;

/// The answer for each puzzle, in order, the first being case `first` (from 0) of the
/// test; the text is what the judge expects.
fn answers(problem: Problem, puzzles: &[Puzzle], first: usize) -> Result<String, CliError> {
    let threads = 0;
    let mut out = String::new();
    match problem {
        Problem::Noip2009 => {
            let w = Weights::rings();
            for r in par_map(puzzles, threads, |p| maximize::maximize(p, &w))? {
                let score = r.best.map_or(-1, |(s, _)| s);
                out.push_str(&format!("{score}\n"));
            }
        }
        Problem::Hdu4069 => {
            let counts = par_map(puzzles, threads, |p| engine::count(p, 2))?;
            for (k, c) in counts.iter().enumerate() {
                out.push_str(&format!("Case {}:\n", first + k + 1));
                match (c.solutions, &c.first) {
                    (1, Some(b)) => {
                        for row in b.chunks(9) {
                            out.extend(row.iter().map(|&d| (b'0' + d) as char));
                            out.push('\n');
                        }
                    }
                    (0, _) => out.push_str("No solution\n"),
                    _ => out.push_str("Multiple Solutions\n"),
                }
            }
        }
        Problem::Poj3074 => {
            for sol in par_map(puzzles, threads, |p| engine::count(p, 1).first)? {
                match sol {
                    Some(b) => out.push_str(&nonet_core::puzzle::board_line(&b)),
                    None => out.push_str("No solution"),
                }
                out.push('\n');
            }
        }
        Problem::Euler96 => {
            let mut sum = 0u64;
            for (i, sol) in par_map(puzzles, threads, |p| engine::count(p, 1).first)?
                .into_iter()
                .enumerate()
            {
                let b = sol.ok_or_else(|| {
                    let name = puzzles[i].name.clone().unwrap_or(format!("grid {}", i + 1));
                    CliError {
                        status: 1,
                        message: format!("{name} has no solution"),
                    }
                })?;
                sum += b[0] as u64 * 100 + b[1] as u64 * 10 + b[2] as u64;
            }
            out.push_str(&format!("{sum}\n"));
        }
    }
    Ok(out)
}

pub fn judge(args: &JudgeArgs) -> CliResult {
    let problem = args.problem;
    let path = args.file.as_deref().unwrap_or(std::path::Path::new("-"));
    let source = &super::stream::path_name(path);
    let in_source = |e: CliError| CliError {
        message: format!("{source}: {}", e.message),
        ..e
    };
    let mut out = std::io::stdout().lock();
    // A multi-case judge's test may hold no case (T = 0, a lone `end`): no output then.
    // Its cases are answered as they arrive, in order; NOIP's test is one grid, and
    // Euler's answer is one sum over every grid: those are read whole.
    if matches!(problem, Problem::Hdu4069 | Problem::Poj3074) {
        let mut chunks = Chunks::cases(path, problem.format())?;
        while let Some((start, input)) = chunks.next_chunk()? {
            let text = answers(problem, &input.puzzles, start).map_err(in_source)?;
            if !emit(&mut out, &text)? {
                break;
            }
        }
        return Ok(0);
    }
    let text = super::stream::read_text(path)?;
    let puzzles = format::parse(&text, Some(problem.format()), source)?;
    let text = answers(problem, &puzzles, 0).map_err(in_source)?;
    emit(&mut out, &text)?;
    Ok(0)
}
