//! `nonet techniques`: the ladder as the core's table has it, as a table and as JSON, in
//! names that `--only` takes back.

mod common;

use common::nonet;
use nonet_core::strategy::Technique;

/// Solved by singles and locked candidates.
const EASY: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n";

fn on_or_off(t: Technique) -> &'static str {
    if t.on_by_default() {
        "on"
    } else {
        "off"
    }
}

#[test]
fn the_table_lists_the_ladder_in_order_aligned() {
    let r = nonet(&["techniques"], "");
    assert_eq!(r.status, 0, "{}", r.stderr);
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert_eq!(
        lines.len(),
        Technique::ALL.len() + 1,
        "a header and one line each"
    );
    let header = lines[0];
    assert!(header.starts_with("technique "), "{header}");
    // The score ends where the header's "score" does; the level and the default start
    // where theirs do.
    let score_end = header.find("score").unwrap() + "score".len();
    let level_at = header.find("level").unwrap();
    let default_at = header.find("default").unwrap();
    for (line, t) in lines[1..].iter().zip(Technique::ALL) {
        let rest = line
            .strip_prefix(t.name())
            .unwrap_or_else(|| panic!("{line}: not {}", t.name()));
        let fields: Vec<&str> = rest.split_whitespace().collect();
        let score = t.default_score().to_string();
        assert_eq!(fields, [&score, t.level().name(), on_or_off(t)], "{line}");
        assert!(line[..score_end].ends_with(&score), "{line}");
        assert!(line[level_at..].starts_with(t.level().name()), "{line}");
        assert_eq!(&line[default_at..], on_or_off(t), "{line}");
    }
}

#[test]
fn the_json_is_an_array_of_every_technique_with_its_family() {
    let r = nonet(&["techniques", "--json"], "");
    assert_eq!(r.status, 0, "{}", r.stderr);
    let v: serde_json::Value = serde_json::from_str(&r.stdout).expect("one JSON document");
    let rows = v.as_array().expect("an array");
    assert_eq!(rows.len(), Technique::ALL.len());
    for (row, t) in rows.iter().zip(Technique::ALL) {
        assert_eq!(row["name"], t.name());
        assert_eq!(row["score"], t.default_score());
        assert_eq!(row["level"], t.level().name());
        assert_eq!(row["on_by_default"], t.on_by_default());
        assert_eq!(row["family"], t.family().name());
    }
}

#[test]
fn every_listed_name_is_taken_back_by_only() {
    let r = nonet(&["techniques", "--json"], "");
    let v: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    for row in v.as_array().unwrap() {
        let name = row["name"].as_str().unwrap();
        let r = nonet(&["hint", "--json", "--only", name], EASY);
        assert_eq!(r.status, 0, "--only {name:?}: {}", r.stderr);
        let hint: serde_json::Value = serde_json::from_str(r.stdout.trim()).unwrap();
        match hint["status"].as_str().unwrap() {
            // The one technique allowed is the one that found the step.
            "step" => assert_eq!(hint["step"]["technique"], name, "{}", r.stdout),
            "stuck" => {}
            other => panic!("--only {name:?}: status {other}"),
        }
    }
}
