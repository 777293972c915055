//! `nonet hint`: the logical-step engine on the command line: the next step of each
//! puzzle, its whole path (`--all`) or every step of the position (`--every`), as text,
//! JSON (`--json`) or pictures ([`svg`]). `rate` and `solve --logic` run the same ladder
//! (`rate.rs`, `solve.rs`); how a path ended reads alike in all three ([`end_text`]).

mod se;
pub mod svg;

use crate::cli::args::{HintArgs, InputArgs};
use crate::cli::stream::each_chunk;
use crate::cli::{emit, CliError, CliResult, Workers};
use nonet_core::cells::cell_name;
use nonet_core::strategy::{
    self, solve_path, MarkError, NoStep, Path, Registry, SearchHint, Step, Stuck,
};
use nonet_core::{Board, Grid};
use serde_json::json;

/// The step's pattern cells with their candidates: "r4c6(7), r4c1(37)".
fn pattern_text(step: &Step) -> String {
    let mut cells: Vec<(usize, String)> = Vec::new();
    for m in &step.pattern {
        match cells.iter_mut().find(|(c, _)| *c == m.cell) {
            Some((_, ds)) => ds.push((b'0' + m.digit) as char),
            None => cells.push((m.cell, ((b'0' + m.digit) as char).to_string())),
        }
    }
    let parts: Vec<String> = cells
        .into_iter()
        .map(|(c, ds)| format!("{}({ds})", cell_name(c)))
        .collect();
    parts.join(", ")
}

/// A step in words: the technique and what its pattern is, then on indented lines why
/// it works and what it places or removes (the short lines every face shows), its
/// chains and every removal's reason when it has more than one ([`Step::whole`]), and
/// its pattern cells and houses.
fn step_text(step: &Step, indent: &str) -> String {
    let mut s = String::new();
    for (i, line) in step.whole().iter().enumerate() {
        if i == 0 {
            s.push_str(&format!("{}: {}\n", step.technique, line.plain()));
        } else {
            let deeper = "  ".repeat(line.depth);
            s.push_str(&format!("{indent}{deeper}{}\n", line.plain()));
        }
    }
    if !step.pattern.is_empty() {
        s.push_str(&format!("{indent}cells: {}\n", pattern_text(step)));
    }
    if !step.houses.is_empty() {
        let names: Vec<&str> = step.houses.iter().map(|h| h.name.as_str()).collect();
        s.push_str(&format!("{indent}houses: {}\n", names.join(", ")));
    }
    s
}

/// What `hint` found for one puzzle.
pub(super) enum Found {
    /// The puzzle cannot be hinted: no unique solution, or entries or marks that
    /// contradict it.
    Refused(MarkError),
    /// The next step, or why none.
    Next(Result<Step, NoStep>),
    /// The whole path, with the search's value where logic stopped.
    All(Box<Path>, Option<SearchHint>),
    /// Every step in the position (`--every`); None when the grid is solved.
    Every(Option<Vec<Step>>),
}

/// What `hint` asks for.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Ask {
    Next,
    All,
    Every,
}

fn search_hint(path: &Path, solution: &Board) -> Option<SearchHint> {
    if path.stuck != Some(Stuck::NoTechnique) {
        return None;
    }
    let cell = path.end.narrowest_cell()?;
    Some(SearchHint {
        cell,
        digit: solution[cell],
        candidates: path.end.get(cell).len() as usize,
    })
}

fn find(grid: &Grid, registry: &Registry, ask: Ask) -> Found {
    let (cand, solution) = match strategy::checked_position(grid) {
        Ok(x) => x,
        Err(e) => return Found::Refused(e),
    };
    match ask {
        Ask::All => {
            let path = solve_path(&cand, registry);
            let search = search_hint(&path, &solution);
            Found::All(Box::new(path), search)
        }
        Ask::Every => Found::Every((!cand.is_solved()).then(|| registry.every_step(&cand))),
        Ask::Next => Found::Next(strategy::hint_candidates(&cand, registry, &solution)),
    }
}

/// Which candidates a grid's hints start from, in words.
fn candidates_used(grid: &Grid) -> &'static str {
    if strategy::has_marks(grid) {
        "the position's pencil marks"
    } else {
        "computed candidates"
    }
}

/// Numbered steps, each with its effect, cells and houses.
fn numbered(steps: &[Step]) -> String {
    let mut s = String::new();
    let width = steps.len().to_string().len();
    let indent = " ".repeat(width + 2);
    for (i, step) in steps.iter().enumerate() {
        s.push_str(&format!("{:>width$}. {}", i + 1, step_text(step, &indent)));
    }
    s
}

fn found_text(found: &Found, grid: &Grid) -> String {
    match found {
        Found::Refused(e) => format!("no hint: {e}\n"),
        Found::Next(Ok(step)) => step_text(step, "  "),
        Found::Next(Err(NoStep::Solved)) | Found::Every(None) => {
            "the puzzle is already solved\n".into()
        }
        Found::Next(Err(why)) => format!("{why}\n"),
        Found::All(path, search) => {
            let mut s = numbered(&path.steps);
            s.push_str(&end_text(path));
            if let Some(search) = search {
                s.push_str(&format!("next: {search}\n"));
            }
            s
        }
        Found::Every(Some(steps)) if steps.is_empty() => {
            format!("no technique applies (from {})\n", candidates_used(grid))
        }
        Found::Every(Some(steps)) => format!(
            "{} {} from {}, the simplest first:\n{}",
            steps.len(),
            steps_word(steps.len()),
            candidates_used(grid),
            numbered(steps)
        ),
    }
}

fn steps_word(n: usize) -> &'static str {
    if n == 1 {
        "step"
    } else {
        "steps"
    }
}

/// How a path ended, in words.
pub fn end_text(path: &Path) -> String {
    let n = path.steps.len();
    match path.stuck {
        None => format!("solved by logic in {n} {}\n", steps_word(n)),
        Some(Stuck::NoTechnique) => format!(
            "stuck after {n} {}: no technique applies ({} cells open)\n",
            steps_word(n),
            path.end.unsolved().len()
        ),
        Some(Stuck::Contradiction { cell }) => format!(
            "stuck after {n} {}: {} has no candidate left, the puzzle has no solution\n",
            steps_word(n),
            cell_name(cell)
        ),
    }
}

fn found_json(found: &Found, number: usize, grid: &Grid, ask: Ask) -> serde_json::Value {
    let candidates = if strategy::has_marks(grid) {
        "marks"
    } else {
        "computed"
    };
    match found {
        Found::Refused(e) => {
            let mut v = json!({"puzzle": number, "status": "refused", "error": e, "message": e.to_string()});
            if ask == Ask::Every {
                v["steps"] = json!([]);
            }
            v
        }
        Found::Next(Ok(step)) => json!({"puzzle": number, "status": "step", "step": step}),
        Found::Next(Err(NoStep::Solved)) => json!({"puzzle": number, "status": "solved"}),
        Found::Next(Err(NoStep::Stuck { search })) => {
            json!({"puzzle": number, "status": "stuck", "search": search, "message": search.to_string()})
        }
        Found::Next(Err(NoStep::Inconsistent { error })) => {
            json!({"puzzle": number, "status": "refused", "error": error, "message": error.to_string()})
        }
        Found::All(path, search) => json!({
            "puzzle": number,
            "status": if path.solved() { "solved" } else { "stuck" },
            "steps": path.steps,
            "stuck": path.stuck,
            "search": search,
            "message": end_text(path).trim_end(),
        }),
        Found::Every(None) => {
            json!({"puzzle": number, "status": "solved", "candidates": candidates, "steps": []})
        }
        Found::Every(Some(steps)) => json!({
            "puzzle": number,
            "status": if steps.is_empty() { "none" } else { "steps" },
            "candidates": candidates,
            "steps": steps,
        }),
    }
}

pub fn hint(args: &HintArgs) -> CliResult {
    if args.scale == crate::cli::args::Scale::Se {
        return se::hint_se(args);
    }
    let registry = args.ladder.registry();
    let ask = match (args.all, args.every) {
        (true, _) => Ask::All,
        (_, true) => Ask::Every,
        _ => Ask::Next,
    };
    if args.svg.is_some() {
        return hint_pictures(args, &registry, ask);
    }
    let mut out = std::io::stdout().lock();
    each_found(args, &registry, ask, |found, grid, number, many| {
        emit(&mut out, &answer_text(args, ask, found, grid, number, many))
    })
}

/// One puzzle's answer as `hint` writes it: a JSON line, or the text (under "puzzle N:"
/// when the input holds several puzzles).
fn answer_text(
    args: &HintArgs,
    ask: Ask,
    found: &Found,
    grid: &Grid,
    n: usize,
    many: bool,
) -> String {
    if args.json {
        format!("{}\n", found_json(found, n, grid, ask))
    } else if many {
        format!("puzzle {n}:\n{}", found_text(found, grid))
    } else {
        found_text(found, grid)
    }
}

/// What `hint` found for each puzzle of the input, handed to `each` in input order with
/// the puzzle's number (from 1) and whether the input holds more than one; `each`
/// returns false to stop (the reader has gone). The status: 1 if a puzzle was refused.
///
/// One worker, the calling thread: each puzzle's answer is handed out before the next
/// is looked at, so memory holds one puzzle's answer however long the input (`--every`
/// over 50 puzzles used to hold 9.6 MB of output until the end, `--every --svg` over 100
/// held 2 GB of pictures). Through `Workers` the progress bar counts the puzzles. The
/// first answer waits for the second puzzle (or the end of the input): whether answers
/// are numbered, and whether `--svg` names a file or a directory, depends on whether
/// there is more than one.
fn each_found(
    args: &HintArgs,
    registry: &Registry,
    ask: Ask,
    mut each: impl FnMut(&Found, &Grid, usize, bool) -> Result<bool, CliError>,
) -> CliResult {
    let input = InputArgs {
        files: args.file.iter().cloned().collect(),
        from: args.from,
    };
    let workers = Workers::new(1)?;
    let mut status = 0;
    let mut answered = 0;
    let mut first: Option<(Found, Grid)> = None;
    each_chunk(&input, true, |chunk, _| {
        for grid in &chunk.grids {
            let found = workers
                .map(std::slice::from_ref(grid), |g| find(g, registry, ask))
                .pop()
                .expect("one answer for one grid");
            if matches!(found, Found::Refused(_)) {
                status = 1;
            }
            answered += 1;
            if answered == 1 {
                first = Some((found, grid.clone()));
                continue;
            }
            if let Some((found, grid)) = first.take() {
                if !each(&found, &grid, 1, true)? {
                    return Ok(false);
                }
            }
            if !each(&found, grid, answered, true)? {
                return Ok(false);
            }
        }
        Ok(true)
    })?;
    if let Some((found, grid)) = first {
        each(&found, &grid, 1, false)?;
    }
    Ok(status)
}

/// `hint --svg`: the pictures, each written as its puzzle is hinted, and the text unless
/// the one picture went to standard output instead.
fn hint_pictures(args: &HintArgs, registry: &Registry, ask: Ask) -> CliResult {
    let mut pictures = svg::Pictures::new(args.svg.as_deref(), ask != Ask::Next)?;
    let mut out = std::io::stdout().lock();
    let status = each_found(args, registry, ask, |found, grid, number, many| {
        if pictures.add(found, grid, number, many)? {
            return Ok(true); // the picture went to standard output, instead of the text
        }
        emit(&mut out, &answer_text(args, ask, found, grid, number, many))
    })?;
    pictures.finish()?;
    Ok(status)
}
