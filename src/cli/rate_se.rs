//! `rate --scale se`: Sudoku Explainer's ER/EP/ED for each puzzle, in serate's own line
//! (`PUZZLE ED=ER/EP/ED`), from nonet's clean-room SE engine (`nonet_core::explainer`).
//!
//! SE rates the givens of a classic grid (a position's entered digits count as givens;
//! its pencil marks are not used). A puzzle without exactly one solution gets no number,
//! only a note, and the run ends with status 1.

use super::args::RateArgs;
use super::stream::each_chunk;
use super::{emit, CliError, CliResult, Workers};
use nonet_core::explainer::{self, format_value, Rating};
use nonet_core::puzzle::board_line;
use nonet_core::{strategy, Grid};
use serde_json::json;

/// SE's rating, or why there is none: no unique solution, where SE's uniqueness rules
/// would not be sound.
fn rate_one(grid: &Grid) -> Result<Rating, String> {
    strategy::checked_position(grid).map_err(super::rate::unrateable)?;
    Ok(explainer::rate(&grid.board()))
}

/// SE's value as the one-decimal number serate prints, for JSON.
pub(super) fn number(x: f64) -> serde_json::Value {
    format_value(x)
        .parse::<f64>()
        .map_or(serde_json::Value::Null, |v| json!(v))
}

pub fn rate_se(args: &RateArgs) -> CliResult {
    let workers = Workers::new(args.threads.threads)?;
    let mut status = 0;
    let mut out = std::io::stdout().lock();
    each_chunk(&args.input, true, |input, start| {
        if let Some(i) = input.grids.iter().position(|g| !g.layout().is_classic()) {
            return Err(CliError::input(format!(
                "{}: puzzle {}: Sudoku Explainer rates classic grids only",
                input.source,
                start + i + 1
            )));
        }
        let rated = workers.map(&input.grids, rate_one);
        let mut text = String::new();
        for (i, (r, grid)) in rated.into_iter().zip(&input.grids).enumerate() {
            let number_in_input = start + i + 1;
            let line = board_line(&grid.board());
            let why = r.as_ref().err().cloned();
            if why.is_some() {
                status = 1;
            }
            if let Some(why) = &why {
                super::note(format_args!(
                    "{}: puzzle {number_in_input} ({line}): {why}",
                    input.source
                ));
            }
            match (r, args.json) {
                (Ok(r), true) => text.push_str(
                    &json!({"puzzle": number_in_input, "grid": line, "er": number(r.er),
                            "ep": number(r.ep), "ed": number(r.ed), "se": r.text()})
                    .to_string(),
                ),
                (Ok(r), false) => text.push_str(&format!("{line} ED={}", r.text())),
                (Err(_), true) => text.push_str(
                    &json!({"puzzle": number_in_input, "grid": line, "error": why}).to_string(),
                ),
                (Err(_), false) => {
                    text.push_str(&format!("{line} ED=-/-/- # {}", why.unwrap_or_default()))
                }
            }
            text.push('\n');
        }
        emit(&mut out, &text)
    })?;
    Ok(status)
}
