//! `nonet techniques`: the ladder of logical techniques in order, each with its score,
//! its level and whether it is on by default, as a table or as JSON for scripts
//! (`scripts/hodoku-rate-compare.py` reads its scores and levels there). Everything it
//! prints comes from the core's table of techniques.

use super::args::TechniquesArgs;
use super::{emit, CliResult};
use nonet_core::strategy::Technique;
use serde::Serialize;

pub fn techniques(args: &TechniquesArgs) -> CliResult {
    let text = if args.json { json_text() } else { table() };
    emit(&mut std::io::stdout().lock(), &text)?;
    Ok(0)
}

fn default_word(t: Technique) -> &'static str {
    if t.on_by_default() {
        "on"
    } else {
        "off"
    }
}

/// One aligned line per technique under a header: name, score, level, on or off.
fn table() -> String {
    let name_width = Technique::ALL
        .iter()
        .map(|t| t.name().len())
        .max()
        .unwrap_or(0);
    let mut text = format!(
        "{:<name_width$}  score  {:<7}  default\n",
        "technique", "level"
    );
    for t in Technique::ALL {
        text.push_str(&format!(
            "{:<name_width$}  {:>5}  {:<7}  {}\n",
            t.name(),
            t.default_score(),
            t.level().name(),
            default_word(t)
        ));
    }
    text
}

/// One technique in the JSON, its fields in this order.
#[derive(Serialize)]
struct Row {
    name: &'static str,
    score: u32,
    level: &'static str,
    on_by_default: bool,
    family: &'static str,
}

/// A JSON array, one object a line: name, score, level, on_by_default and family.
fn json_text() -> String {
    let lines: Vec<String> = Technique::ALL
        .iter()
        .map(|t| {
            let row = Row {
                name: t.name(),
                score: t.default_score(),
                level: t.level().name(),
                on_by_default: t.on_by_default(),
                family: t.family().name(),
            };
            serde_json::to_string(&row).expect("a row of strings, numbers and a bool")
        })
        .collect();
    format!("[\n{}\n]\n", lines.join(",\n"))
}
