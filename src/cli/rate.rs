//! `nonet rate`: each puzzle's level and score, the hardest technique its logical path
//! needs and whether logic alone solves it (the ladder of `nonet_core::strategy::path`),
//! streamed as the input is read.

use super::args::RateArgs;
use super::stream::each_chunk;
use super::{emit, note, CliError, CliResult, Workers};
use nonet_core::strategy::{self, rate_path, solve_path, MarkError, Stuck, Technique};
use serde_json::json;

/// Why a grid cannot be rated, in `rate`'s words.
fn unrateable(e: MarkError) -> String {
    match e {
        MarkError::Clash { detail } => format!("no solution: {detail}"),
        MarkError::NoSolution => "no solution".to_string(),
        MarkError::MultipleSolutions => {
            "several solutions: only a unique puzzle is rated".to_string()
        }
        wrong => wrong.to_string(),
    }
}

pub fn rate(args: &RateArgs) -> CliResult {
    let registry = args.ladder.registry();
    let workers = Workers::new(args.threads.threads)?;
    let mut status = 0;
    let mut out = std::io::stdout().lock();
    each_chunk(&args.input, true, |input, start| {
        let rated = workers.map(&input.grids, |grid| {
            // A rating is of the one solution's logical path: without exactly one, there
            // is nothing to rate (logic alone may stall on either without noticing). A
            // position is rated from its own candidates, which must keep the solution.
            let (cand, _) = strategy::checked_position(grid).map_err(unrateable)?;
            let path = solve_path(&cand, &registry);
            if let Some(Stuck::Contradiction { .. }) = path.stuck {
                return Err("no solution".to_string());
            }
            Ok(rate_path(&path, &registry))
        });
        let mut text = String::new();
        for (i, r) in rated.iter().enumerate() {
            let number = start + i + 1;
            match r {
                Err(why) => {
                    status = 1;
                    note(format_args!("{}: puzzle {number}: {why}", input.source));
                    if args.json {
                        text.push_str(&json!({"puzzle": number, "error": why}).to_string());
                        text.push('\n');
                    } else {
                        text.push_str(&format!("- - - # {why}\n"));
                    }
                }
                Ok(r) if args.json => {
                    let mut v =
                        serde_json::to_value(r).map_err(|e| CliError::input(e.to_string()))?;
                    v["puzzle"] = json!(number);
                    text.push_str(&v.to_string());
                    text.push('\n');
                }
                Ok(r) => text.push_str(&format!(
                    "{} {} {} {}\n",
                    r.level,
                    r.score,
                    if r.solved_by_logic { "logic" } else { "stuck" },
                    r.hardest.map_or("-", Technique::name)
                )),
            }
        }
        emit(&mut out, &text)
    })?;
    Ok(status)
}
