//! `hint --scale se`: Sudoku Explainer's next step (or its whole path, or every rule that
//! applies), with SE's rule name and difficulty, so a setter sees where an ER comes from.
//!
//! As `rate --scale se`, SE's hints start from the grid's digits (givens and entries; the
//! pencil marks are not used) of a classic grid with one solution.

use crate::cli::args::{HintArgs, InputArgs};
use crate::cli::rate_se::number;
use crate::cli::stream::each_chunk;
use crate::cli::{emit, CliError, CliResult};
use nonet_core::explainer::grid::SeGrid;
use nonet_core::explainer::path::first_hint;
use nonet_core::explainer::{self, explanation, Hint, Rating, Rule};
use nonet_core::strategy::{self, effect_text, Mark};
use nonet_core::Grid;
use serde_json::{json, Value};

/// A hint with the position it was found on, in words and as JSON.
struct Said {
    hint: Hint,
    why: String,
}

impl Said {
    fn new(hint: &Hint, grid: &SeGrid) -> Said {
        Said {
            hint: hint.clone(),
            why: explanation(hint, grid),
        }
    }

    fn marks(&self) -> (Vec<Mark>, Vec<Mark>) {
        let placements = self.hint.placement.iter().map(|&(c, d)| Mark::new(c, d));
        let removals = self.hint.eliminations.iter().map(|&(c, d)| Mark::new(c, d));
        (placements.collect(), removals.collect())
    }

    /// "Hidden Single (1.5): in row 9, 4 fits only r9c4", then the effect indented.
    fn text(&self, indent: &str) -> String {
        let (placements, eliminations) = self.marks();
        format!(
            "{} ({}): {}\n{indent}{}\n",
            self.hint.name,
            explainer::format_value(self.hint.difficulty),
            self.why,
            effect_text(&placements, &eliminations)
        )
    }

    fn json(&self) -> Value {
        let (placements, eliminations) = self.marks();
        json!({
            "technique": self.hint.name,
            "rule": self.hint.rule.number(),
            "rule_name": self.hint.rule.name(),
            "difficulty": number(self.hint.difficulty),
            "placements": placements,
            "eliminations": eliminations,
            "explanation": self.why,
            "effect": effect_text(&placements, &eliminations),
        })
    }
}

/// What `hint --scale se` found for one grid.
enum Found {
    /// Not one solution, or entries or marks that contradict it.
    Refused(String),
    Solved,
    /// The next step.
    Next(Said),
    /// No SE rule applies (SE's "stuck", rated 20.0).
    NoRule,
    /// The path, and its rating.
    All(Vec<Said>, Rating),
    /// Each rule's hint in SE's order.
    Every(Vec<Said>),
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Ask {
    Next,
    All,
    Every,
}

fn find(grid: &Grid, ask: Ask) -> Found {
    if let Err(e) = strategy::checked_position(grid) {
        return Found::Refused(crate::cli::rate::unrateable(e));
    }
    let board = grid.board();
    let se = SeGrid::from_givens(&board);
    if ask != Ask::All && se.is_full() {
        return Found::Solved;
    }
    match ask {
        Ask::Next => match explainer::next_hint(&se) {
            Some(hint) => Found::Next(Said::new(&hint, &se)),
            None => Found::NoRule,
        },
        Ask::All => {
            let mut steps = Vec::new();
            let end = explainer::rate_with(&board, |g, h| steps.push(Said::new(h, g)));
            Found::All(steps, end)
        }
        Ask::Every => Found::Every(
            Rule::ALL
                .into_iter()
                .filter_map(|rule| first_hint(rule, &se))
                .map(|hint| Said::new(&hint, &se))
                .collect(),
        ),
    }
}

/// Whether SE's path stopped short of a full grid: no rule applied, which SE rates 20.0
/// (no rule's difficulty comes near).
fn stuck(r: &Rating) -> bool {
    r.er == 20.0
}

fn numbered(steps: &[Said]) -> String {
    let width = steps.len().to_string().len();
    let indent = " ".repeat(width + 2);
    let lines = steps.iter().enumerate();
    lines
        .map(|(i, s)| format!("{:>width$}. {}", i + 1, s.text(&indent)))
        .collect()
}

fn found_text(found: &Found) -> String {
    match found {
        Found::Refused(why) => format!("no hint: {why}\n"),
        Found::Solved => "the puzzle is already solved\n".into(),
        Found::Next(said) => said.text("  "),
        Found::NoRule => "no hint: no Sudoku Explainer rule applies\n".into(),
        Found::All(steps, r) => {
            let n = steps.len();
            let end = if stuck(r) {
                // SE stops when no rule applies, and rates that 20.0.
                format!(
                    "stuck after {n} steps: no Sudoku Explainer rule applies; ER/EP/ED {}\n",
                    r.text()
                )
            } else {
                format!("solved in {n} steps: ER/EP/ED {}\n", r.text())
            };
            format!("{}{end}", numbered(steps))
        }
        Found::Every(said) => match said.len() {
            0 => "no Sudoku Explainer rule applies\n".to_string(),
            n => format!(
                "{n} of Sudoku Explainer's rules apply, in its order (each with the hint it \
                 would choose):\n{}",
                numbered(said)
            ),
        },
    }
}

fn found_json(found: &Found, number_in_input: usize) -> Value {
    let steps = |s: &[Said]| Value::Array(s.iter().map(Said::json).collect());
    let mut v = match found {
        Found::Refused(why) => json!({"status": "refused", "message": why}),
        Found::Solved => json!({"status": "solved"}),
        Found::Next(said) => json!({"status": "step", "step": said.json()}),
        Found::NoRule => json!({"status": "stuck"}),
        Found::All(said, r) => json!({"status": if stuck(r) { "stuck" } else { "solved" },
            "steps": steps(said),
            "er": number(r.er), "ep": number(r.ep), "ed": number(r.ed), "se": r.text()}),
        Found::Every(said) => json!({
            "status": if said.is_empty() { "none" } else { "steps" },
            "steps": steps(said),
        }),
    };
    v["puzzle"] = json!(number_in_input);
    v["scale"] = json!("se");
    v
}

/// The exit status a grid's answer asks for: 1 refused.
fn status_of(found: &Found) -> i32 {
    match found {
        Found::Refused(_) => 1,
        _ => 0,
    }
}

/// Refuses the options that belong to HoDoKu's scale.
fn check_options(args: &HintArgs) -> Result<(), CliError> {
    let l = &args.ladder;
    if l.singles || l.no_uniqueness || !l.only.is_empty() || !l.without.is_empty() {
        return Err(CliError::input(
            "--scale se asks Sudoku Explainer's own rules in its own order: --singles, --only, \
             --without and --no-uniqueness choose HoDoKu-scale techniques and do not apply",
        ));
    }
    Ok(())
}

pub fn hint_se(args: &HintArgs) -> CliResult {
    check_options(args)?;
    let ask = match (args.all, args.every) {
        (true, _) => Ask::All,
        (_, true) => Ask::Every,
        _ => Ask::Next,
    };
    let input = InputArgs {
        files: args.file.iter().cloned().collect(),
        from: args.from,
    };
    let mut out = std::io::stdout().lock();
    let mut status = 0;
    let mut answered = 0;
    let answer = |found: &Found, number_in_input: usize, many: bool| match (args.json, many) {
        (true, _) => format!("{}\n", found_json(found, number_in_input)),
        (false, true) => format!("puzzle {number_in_input}:\n{}", found_text(found)),
        (false, false) => found_text(found),
    };
    // As the HoDoKu scale's answers: numbered ("puzzle 1:") only when there are several,
    // so the first waits for the second (or the end of the input).
    let mut first: Option<Found> = None;
    each_chunk(&input, true, |chunk, start| {
        for (i, grid) in chunk.grids.iter().enumerate() {
            if !grid.layout().is_classic() {
                return Err(CliError::input(format!(
                    "{}: puzzle {}: Sudoku Explainer rates classic grids only",
                    chunk.source,
                    start + i + 1
                )));
            }
            let found = find(grid, ask);
            status = status.max(status_of(&found));
            answered += 1;
            let mut text = first.take().map_or(String::new(), |f| answer(&f, 1, true));
            if answered == 1 {
                first = Some(found);
                continue;
            }
            text.push_str(&answer(&found, answered, true));
            if !emit(&mut out, &text)? {
                return Ok(false);
            }
        }
        Ok(true)
    })?;
    if let Some(found) = first {
        emit(&mut out, &answer(&found, 1, false))?;
    }
    Ok(status)
}
