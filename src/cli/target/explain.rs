//! `nonet target --explain`: what a player's entries cost against the optimum (the
//! figures of `nonet_core::maximize::explain`), as text or one JSON object per puzzle.
//!
//! The entries are a native document's, a position's placed digits, or `--entries LINE`
//! (81 characters). Exit status 1 when no filling keeps the entries (or the givens alone
//! have none), entries that clash among themselves or with a given included, as the TUI's
//! panel treats them; 2 on bad input: entries that are not digits, an entry on a given.

use crate::cli::args::TargetArgs;
use crate::cli::stream::each_chunk_unbarred;
use crate::cli::{emit, par_map, read_inputs, weights_given, weights_of, CliError, CliResult};
use nonet_core::cells::{cell_name, cell_names, CELLS};
use nonet_core::engine::Control;
use nonet_core::maximize::{
    explain_with, score_hint, Explanation, Forced, Known, Placement, Still, Weights,
};
use nonet_core::puzzle::{board_clash, Board, Puzzle};
use serde_json::{json, Value};

/// One puzzle's explanation and next placement.
struct Explained {
    explanation: Explanation,
    entries: Board,
    next: Option<Placement>,
    /// Why no filling keeps the entries when they clash: "r1c1 and r1c2 both hold 7 in
    /// row 1".
    clash: Option<String>,
}

pub fn explain(args: &TargetArgs) -> CliResult {
    let given = weights_given(args)?;
    if args.entries.is_some() {
        return explain_entries(args, &given);
    }
    let mut out = Output::new(args.json);
    // Each chunk is explained and written before the next is read (`stream.rs`), so memory
    // stays flat on a long file; only the first puzzle's text waits, for its "puzzle 1"
    // header, which only a second puzzle calls for.
    each_chunk_unbarred(&args.input, true, |input, _start| {
        let weights = weights_of(&given, input);
        let mut jobs = Vec::with_capacity(input.puzzles.len());
        for (p, grid) in input.puzzles.iter().zip(&input.grids) {
            check_entries(&grid.entries, p, &input.source)?;
            jobs.push((p.clone(), weights.clone(), grid.entries));
        }
        let explained = par_map(&jobs, args.threads.threads, |(p, w, entries)| {
            explain_one(p, w, entries)
        })?;
        // False when the reader of the output has gone.
        out.write(&explained)
    })?;
    out.finish()
}

/// `--entries LINE`: the one puzzle of the input, with these entries instead of its own.
fn explain_entries(args: &TargetArgs, given: &Option<Weights>) -> CliResult {
    let line = args.entries.as_deref().unwrap_or_default();
    let inputs = read_inputs(&args.input)?;
    let mut jobs: Vec<(Puzzle, Weights, Board)> = Vec::new();
    for input in &inputs {
        if input.puzzles.len() != 1 {
            return Err(CliError::input(format!(
                "{}: --entries needs exactly one puzzle, and this input holds {}",
                input.source,
                input.puzzles.len()
            )));
        }
        let p = &input.puzzles[0];
        jobs.push((p.clone(), weights_of(given, input), parse_entries(line, p)?));
    }
    let explained = par_map(&jobs, args.threads.threads, |(p, w, entries)| {
        explain_one(p, w, entries)
    })?;
    let mut out = Output::new(args.json);
    out.write(&explained)?;
    out.finish()
}

/// The explanations as they come, in input order: JSON lines, or text with a "puzzle N"
/// header before each when there is more than one.
struct Output {
    json: bool,
    count: usize,
    /// The first puzzle's text, until a second shows whether it needs a header.
    first: Option<String>,
    status: i32,
}

impl Output {
    fn new(json: bool) -> Output {
        Output {
            json,
            count: 0,
            first: None,
            status: 0,
        }
    }

    fn write(&mut self, explained: &[Explained]) -> Result<bool, CliError> {
        let mut text = String::new();
        for e in explained {
            if e.explanation.best().is_none() {
                self.status = 1;
            }
            self.count += 1;
            if self.json {
                text.push_str(&as_json(e).to_string());
                text.push('\n');
            } else if self.count == 1 {
                self.first = Some(as_text(e));
            } else {
                if let Some(first) = self.first.take() {
                    text.push_str("puzzle 1\n");
                    text.push_str(&first);
                }
                text.push_str(&format!("\npuzzle {}\n", self.count));
                text.push_str(&as_text(e));
            }
        }
        emit(&mut std::io::stdout().lock(), &text)
    }

    fn finish(mut self) -> CliResult {
        if let Some(first) = self.first.take() {
            emit(&mut std::io::stdout().lock(), &first)?;
        }
        Ok(self.status)
    }
}

fn explain_one(p: &Puzzle, w: &Weights, entries: &Board) -> Explained {
    let clash = clash_text(entries, p);
    let ctl = &mut Control::none();
    // Nothing cancels a command's control, so neither call can fail.
    let explanation =
        explain_with(p, w, entries, Known::default(), ctl).expect("an uncancelled explanation");
    let next = match &explanation.still {
        Still::Best { score, filling, .. } => {
            score_hint(p, w, entries, &(*score, *filling), ctl).expect("an uncancelled score hint")
        }
        Still::NoFilling { .. } => None,
    };
    Explained {
        explanation,
        entries: *entries,
        next,
        clash,
    }
}

/// The entries with their costs, most costly first (cell order among equals); without a
/// cost when no filling keeps them.
fn costs(e: &Explained) -> Vec<(usize, u8, Option<i64>)> {
    let mut rows: Vec<(usize, u8, Option<i64>)> = match &e.explanation.still {
        Still::Best { entries, .. } => entries
            .iter()
            .map(|x| (x.cell, x.digit, Some(x.cost)))
            .collect(),
        Still::NoFilling { .. } => (0..CELLS)
            .filter(|&c| e.entries[c] != 0)
            .map(|c| (c, e.entries[c], None))
            .collect(),
    };
    rows.sort_by_key(|r| std::cmp::Reverse(r.2));
    rows
}

fn as_text(e: &Explained) -> String {
    let x = &e.explanation;
    let Some((optimum, _)) = &x.optimum else {
        return "no filling: the givens alone cannot be completed\n".to_string();
    };
    let mut out = format!("optimum {optimum} (from the givens alone)\n");
    match &x.still {
        Still::NoFilling { restore } => {
            let why = e
                .clash
                .as_ref()
                .map(|c| format!(" ({c})"))
                .unwrap_or_default();
            out.push_str(&format!(
                "no filling keeps your entries{why}: clearing {} restores one\n",
                cell_names(restore.iter().copied())
            ))
        }
        Still::Best { score, .. } => {
            let cost = optimum - score;
            out.push_str(&format!(
                "best still possible {score} (your entries cost {cost})\n"
            ));
            for (cell, digit, cost) in costs(e) {
                let cost = cost.unwrap_or_default();
                out.push_str(&format!(
                    "entry {} = {digit} costs {cost}\n",
                    cell_name(cell)
                ));
            }
            out.push_str(&format!("next {}\n", next_text(e.next.as_ref())));
        }
    }
    out
}

/// The next placement in words.
fn next_text(next: Option<&Placement>) -> String {
    let Some(p) = next else {
        return "none: every cell is filled".to_string();
    };
    let why = match p.forced {
        Forced::Loses(n) => {
            format!("every best filling has it; any other digit loses at least {n}")
        }
        Forced::Only => "no filling that keeps your entries has another digit there".into(),
        Forced::No => "keeps the best still possible; other digits there do too".into(),
    };
    format!("{} = {} ({why})", cell_name(p.cell), p.digit)
}

fn as_json(e: &Explained) -> Value {
    let x = &e.explanation;
    let entries: Vec<Value> = costs(e)
        .into_iter()
        .map(|(cell, digit, cost)| json!({"cell": cell_name(cell), "digit": digit, "cost": cost}))
        .collect();
    let next = e.next.map(|p| {
        let loses = match p.forced {
            Forced::Loses(n) => Some(n),
            _ => None,
        };
        json!({
            "cell": cell_name(p.cell),
            "digit": p.digit,
            "forced": p.forced != Forced::No,
            "loses": loses,
        })
    });
    let mut v = json!({
        "optimum": x.optimum.as_ref().map(|o| o.0),
        "best": x.best(),
        "cost": x.cost(),
        "entries": entries,
        "next": next,
    });
    if let Still::NoFilling { restore } = &x.still {
        let names: Vec<String> = restore.iter().map(|&c| cell_name(c)).collect();
        v["restore"] = json!(names);
        if let Some(clash) = &e.clash {
            v["clash"] = json!(clash);
        }
    }
    v
}

/// `--entries LINE`: 81 characters, a digit 1-9 for an entry, `.` or `0` for none;
/// errors say where (`--entries:1:COL`) or which cell.
fn parse_entries(line: &str, p: &Puzzle) -> Result<Board, CliError> {
    let chars: Vec<char> = line.trim_end_matches(['\r', '\n']).chars().collect();
    if chars.len() != CELLS {
        return Err(CliError::input(format!(
            "--entries: {} characters; a line of entries has 81 (a digit 1-9 for an entry, \
             `.` or `0` elsewhere)",
            chars.len()
        )));
    }
    let mut entries = [0u8; CELLS];
    for (i, (&ch, slot)) in chars.iter().zip(entries.iter_mut()).enumerate() {
        *slot = match ch {
            '.' | '0' => 0,
            '1'..='9' => ch as u8 - b'0',
            other => {
                return Err(CliError::input(format!(
                    "--entries:1:{}: {} ({}) is not a digit 1-9, `.` or `0`",
                    i + 1,
                    shown(other),
                    cell_name(i)
                )))
            }
        };
    }
    check_entries(&entries, p, "--entries")?;
    Ok(entries)
}

/// A character of the user's as an error shows it: control and invisible characters
/// escaped, so that nothing from the input reaches the terminal raw.
fn shown(ch: char) -> String {
    format!("{:?}", ch.to_string())
}

/// Entries that sit on a given are refused, naming the cell: a given's cell takes no
/// entry. Entries that clash are not bad input but a position no filling keeps, which the
/// explanation says (see [`clash_text`]).
fn check_entries(entries: &Board, p: &Puzzle, source: &str) -> Result<(), CliError> {
    match (0..CELLS).find(|&c| entries[c] != 0 && p.givens[c] != 0) {
        Some(c) => Err(CliError::input(format!(
            "{source}: {} holds the given {}; an entry cannot go there",
            cell_name(c),
            p.givens[c]
        ))),
        None => Ok(()),
    }
}

/// The first clash of the entries with each other or with a given, in words: "r1c1 and
/// r1c2 both hold 7 in row 1".
fn clash_text(entries: &Board, p: &Puzzle) -> Option<String> {
    let mut board = p.givens;
    for (b, &e) in board.iter_mut().zip(entries) {
        if e != 0 {
            *b = e;
        }
    }
    let clash = board_clash(&p.layout, &board)?;
    let names: Vec<String> = clash.cells.iter().map(cell_name).collect();
    let (last, rest) = names.split_last().expect("a clash has two cells");
    let all = if rest.len() == 1 { "both" } else { "all" };
    Some(format!(
        "{} and {last} {all} hold {} in {}",
        rest.join(", "),
        clash.digit,
        clash.house_name
    ))
}
