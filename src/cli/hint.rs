//! `hint`, `rate` and `solve --logic`: the logical-step engine on the command line.

use super::args::{HintArgs, LadderArgs, RateArgs, SolveArgs};
use super::{emit, par_map, read_files, read_inputs, write_boards, CliError, CliResult};
use nonet_core::cells::cell_name;
use nonet_core::strategy::{
    self, rate_path, solve_path, Candidates, MarkError, NoStep, Path, Registry, SearchHint, Step,
    Stuck, Technique,
};
use nonet_core::{Board, Puzzle};
use serde_json::json;

impl LadderArgs {
    /// The ladder: everything, or singles only, less the techniques switched off.
    pub fn registry(&self) -> Registry {
        let mut r = if self.singles {
            Registry::singles()
        } else {
            Registry::full()
        };
        for &t in &self.without {
            r.set_enabled(t, false);
        }
        r
    }
}

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

/// A step in words, with its effect, pattern cells and houses on indented lines.
fn step_text(step: &Step, indent: &str) -> String {
    let mut s = format!("{step}\n{indent}{}\n", step.effect());
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
enum Found {
    /// The puzzle cannot be hinted (no unique solution).
    Refused(MarkError),
    /// The next step, or why none.
    Next(Result<Step, NoStep>),
    /// The whole path, with the search's value where logic stopped.
    All(Box<Path>, Option<SearchHint>),
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

fn find(p: &Puzzle, registry: &Registry, all: bool) -> Found {
    let solution = match strategy::unique_solution(p) {
        Ok(s) => s,
        Err(e) => return Found::Refused(e),
    };
    let cand = Candidates::from_puzzle(p);
    if all {
        let path = solve_path(&cand, registry);
        let search = search_hint(&path, &solution);
        Found::All(Box::new(path), search)
    } else {
        Found::Next(strategy::hint_candidates(&cand, registry, &solution))
    }
}

fn found_text(found: &Found) -> String {
    match found {
        Found::Refused(e) => format!("no hint: {e}\n"),
        Found::Next(Ok(step)) => step_text(step, "  "),
        Found::Next(Err(NoStep::Solved)) => "the puzzle is already solved\n".into(),
        Found::Next(Err(why)) => format!("{why}\n"),
        Found::All(path, search) => {
            let mut s = String::new();
            let width = path.steps.len().to_string().len();
            let indent = " ".repeat(width + 2);
            for (i, step) in path.steps.iter().enumerate() {
                s.push_str(&format!("{:>width$}. {}", i + 1, step_text(step, &indent)));
            }
            s.push_str(&end_text(path));
            if let Some(search) = search {
                s.push_str(&format!("next: {search}\n"));
            }
            s
        }
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
fn end_text(path: &Path) -> String {
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

fn found_json(found: &Found, number: usize) -> serde_json::Value {
    match found {
        Found::Refused(e) => {
            json!({"puzzle": number, "status": "refused", "error": e, "message": e.to_string()})
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
    }
}

pub fn hint(args: &HintArgs) -> CliResult {
    let files: Vec<String> = args.file.iter().cloned().collect();
    let inputs = read_files(&files, args.from)?;
    let registry = args.ladder.registry();
    let puzzles: Vec<&Puzzle> = inputs.iter().flat_map(|i| &i.puzzles).collect();
    let many = puzzles.len() > 1;
    let mut status = 0;
    let mut text = String::new();
    for (i, p) in puzzles.iter().enumerate() {
        let found = find(p, &registry, args.all);
        if matches!(found, Found::Refused(_)) {
            status = 1;
        }
        if args.json {
            text.push_str(&found_json(&found, i + 1).to_string());
            text.push('\n');
        } else {
            if many {
                text.push_str(&format!("puzzle {}:\n", i + 1));
            }
            text.push_str(&found_text(&found));
        }
    }
    emit(&mut std::io::stdout().lock(), &text)?;
    Ok(status)
}

pub fn rate(args: &RateArgs) -> CliResult {
    let inputs = read_inputs(&args.input)?;
    let registry = args.ladder.registry();
    let mut status = 0;
    let mut out = std::io::stdout().lock();
    for input in &inputs {
        let rated = par_map(&input.puzzles, args.threads.threads, |p| {
            if let Some(clash) = p.clash() {
                return Err(format!("no solution: {clash}"));
            }
            // A rating is of the one solution's logical path: without exactly one, there
            // is nothing to rate (logic alone may stall on either without noticing).
            match nonet_core::engine::tally(p, 2) {
                0 => return Err("no solution".to_string()),
                1 => {}
                _ => return Err("several solutions: only a unique puzzle is rated".to_string()),
            }
            let path = solve_path(&Candidates::from_puzzle(p), &registry);
            if let Some(Stuck::Contradiction { .. }) = path.stuck {
                return Err("no solution".to_string());
            }
            Ok(rate_path(&path, &registry))
        })?;
        let mut text = String::new();
        for (i, r) in rated.iter().enumerate() {
            match r {
                Err(why) => {
                    status = 1;
                    super::note(format_args!("{}: puzzle {}: {why}", input.source, i + 1));
                    if args.json {
                        text.push_str(&json!({"puzzle": i + 1, "error": why}).to_string());
                        text.push('\n');
                    } else {
                        text.push_str(&format!("- - - # {why}\n"));
                    }
                }
                Ok(r) if args.json => {
                    let mut v =
                        serde_json::to_value(r).map_err(|e| CliError::input(e.to_string()))?;
                    v["puzzle"] = json!(i + 1);
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
        emit(&mut out, &text)?;
    }
    Ok(status)
}

/// `solve --logic`: the step engine alone. Solved puzzles are written like `solve`
/// writes them; a stuck one is written as far as logic got, with a note saying where
/// it stopped, and makes the exit status 1.
pub fn solve_logic(args: &SolveArgs) -> CliResult {
    let inputs = read_inputs(&args.input)?;
    if let Some(to) = args.to {
        super::check_carries(&inputs, to)?;
    }
    let registry = Registry::full();
    let mut written = Vec::with_capacity(inputs.len());
    for input in &inputs {
        written.push(par_map(&input.puzzles, args.threads.threads, |p| {
            if let Some(clash) = p.clash() {
                return (p.givens, Some(format!("no solution: {clash}")));
            }
            let path = solve_path(&Candidates::from_puzzle(p), &registry);
            // A note only where logic stopped short.
            let note = (!path.solved()).then(|| end_text(&path).trim_end().to_string());
            (*path.end.values(), note)
        })?);
    }
    write_boards(&inputs, args.to, &written)
}
