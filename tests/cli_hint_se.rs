//! `nonet hint --scale se`: Sudoku Explainer's step, path and rules, run as a user runs
//! them; the ratings they end with agree with `rate --scale se` (serate's own numbers).

mod common;

use common::{nonet, sample};
use serde_json::Value;

/// serate 1.2.1.3 rates it ER/EP/ED 2.6/1.5/1.5 (its own output).
const SIMPLE: &str =
    ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...\n";
/// The forum's hardest list, a puzzle serate rates 11.0/11.0/2.6: after easy steps its
/// path needs nested forcing chains (SE rule 27).
const NESTED: &str =
    "98.7..6..5...4......3..9.5.8....3.9..37...2.....1......5...7.8....4..1......6...2\n";

fn json_lines(stdout: &str) -> Vec<Value> {
    stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

#[test]
fn the_next_step_has_ses_name_difficulty_and_reason() {
    let r = nonet(&["hint", "--scale", "se"], SIMPLE);
    assert_eq!(r.status, 0, "{}", r.stderr);
    // serate's ED of this puzzle is 1.5: its first step is a hidden single in a line.
    assert_eq!(
        r.stdout,
        "Hidden Single (1.5): in column 9, 2 fits only r1c9\n  place 2 in r1c9\n"
    );
    let v = &json_lines(&nonet(&["hint", "--scale", "se", "--json"], SIMPLE).stdout)[0];
    assert_eq!(v["status"], "step");
    assert_eq!(v["step"]["technique"], "Hidden Single");
    assert_eq!(v["step"]["difficulty"].as_f64(), Some(1.5));
    assert_eq!(v["step"]["placements"][0]["cell"], "r1c9");
}

#[test]
fn the_whole_path_ends_with_rates_numbers() {
    let r = nonet(&["hint", "--scale", "se", "--all"], SIMPLE);
    assert_eq!(r.status, 0, "{}", r.stderr);
    let last = r.stdout.lines().last().unwrap();
    assert!(last.ends_with("ER/EP/ED 2.6/1.5/1.5"), "{last}");
    let v = &json_lines(&nonet(&["hint", "--scale", "se", "--all", "--json"], SIMPLE).stdout)[0];
    let steps = v["steps"].as_array().unwrap();
    let hardest = steps
        .iter()
        .map(|s| s["difficulty"].as_f64().unwrap())
        .fold(0.0, f64::max);
    assert_eq!((v["er"].as_f64(), hardest), (Some(2.6), 2.6));
    assert_eq!(steps[0]["difficulty"], v["ed"]);
    // Every open cell is placed once on the way.
    let placed = steps
        .iter()
        .filter(|s| s["placements"][0].is_object())
        .count();
    assert_eq!(placed, SIMPLE.trim().matches('.').count());
}

#[test]
fn a_path_with_nested_chains_ends_with_serates_numbers() {
    let r = nonet(&["hint", "--scale", "se", "--all"], NESTED);
    assert_eq!(r.status, 0, "{}", r.stderr);
    let last = r.stdout.lines().last().unwrap();
    assert!(last.ends_with("ER/EP/ED 11.0/11.0/2.6"), "{last}");
    assert!(
        r.stdout
            .contains("Forcing Chains (+ Multiple Forcing Chains) (11.0)"),
        "{}",
        r.stdout
    );
    let v = &json_lines(&nonet(&["hint", "--scale", "se", "--all", "--json"], NESTED).stdout)[0];
    assert_eq!(
        (v["status"].as_str(), v["er"].as_f64()),
        (Some("solved"), Some(11.0))
    );
    // Nested levels 2 and 3 (SE rules 27 and 28) are both on the path.
    let steps = v["steps"].as_array().unwrap();
    for rule in [27, 28] {
        assert!(steps.iter().any(|s| s["rule"] == rule), "rule {rule}: {v}");
    }
}

#[test]
fn every_lists_each_rule_once_in_ses_order() {
    let r = nonet(&["hint", "--scale", "se", "--every", "--json"], SIMPLE);
    assert_eq!(r.status, 0, "{}", r.stderr);
    let v = &json_lines(&r.stdout)[0];
    let rules: Vec<u64> = v["steps"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["rule"].as_u64().unwrap())
        .collect();
    assert!(
        rules.len() > 3 && rules.windows(2).all(|w| w[0] < w[1]),
        "{rules:?}"
    );
    assert_eq!(rules[0], 1);
    let text = nonet(&["hint", "--scale", "se", "--every"], SIMPLE).stdout;
    assert!(
        text.contains("\n 4. Naked Single (2.3): r8c3 can only be 4\n"),
        "{text}"
    );
}

#[test]
fn jigsaw_and_hodoku_options_are_refused() {
    let r = nonet(
        &["hint", "--scale", "se", &sample("hdu4069_sample.in")],
        b"",
    );
    assert_eq!(r.status, 2);
    assert!(
        r.stderr
            .contains("Sudoku Explainer rates classic grids only"),
        "{}",
        r.stderr
    );
    let r = nonet(&["hint", "--scale", "se", "--only", "x-wing"], SIMPLE);
    assert_eq!(r.status, 2);
    assert!(r.stderr.contains("--only"), "{}", r.stderr);
    assert_eq!(
        nonet(&["hint", "--scale", "se", "--svg", "-"], SIMPLE).status,
        2
    );
    // The default scale is HoDoKu's, as before.
    assert_eq!(
        nonet(&["hint", "--all"], SIMPLE).stdout,
        nonet(&["hint", "--all", "--scale", "hodoku"], SIMPLE).stdout
    );
}

/// A nested chain's reason says what its level applies inside its chains (SPEC §4.7):
/// serate's first steps of these three are rules 27, 28 and 29 (forum11.serate's lines 10
/// and 1; line 50 of forum_hardest_1106.txt, scripts/se-reference/nested45.first).
#[test]
fn a_nested_chain_says_what_its_level_applies() {
    let cases = [
        (
            "98.76.5..5....8.9...7.....64.9..5.....8..69.....4...3..2.6.......5..72......2...1",
            "Dynamic Contradiction Forcing Chains (+ Forcing Chains) (10.5): as dynamic chains, \
             with the basic rules and forcing chains and cycles applied along the way",
        ),
        (
            "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6",
            "Dynamic Contradiction Forcing Chains (+ Multiple Forcing Chains) (11.1): as dynamic \
             chains, with the basic rules, forcing chains and cycles, and cell and region forcing \
             chains applied along the way",
        ),
        (
            "..9...4...7.3...2.8...6...71..8....6....1..7.....56...3....5..1.4.....9...2...7..",
            "Dynamic Contradiction Forcing Chains (+ Dynamic Forcing Chains) (11.6): as dynamic \
             chains, with the basic rules and dynamic forcing chains applied along the way",
        ),
    ];
    for (puzzle, first_line) in cases {
        let r = nonet(&["hint", "--scale", "se"], format!("{puzzle}\n"));
        assert_eq!(r.status, 0, "{}", r.stderr);
        assert_eq!(r.stdout.lines().next(), Some(first_line), "{puzzle}");
    }
}
