//! Positions on the command line: `hint`, `rate` and `solve --logic` from a pencil-mark
//! grid's own candidates, marks that removed the solution's digit, and `hint --every`.

mod common;

use common::{nonet, shared, Scratch};
use nonet_core::format::{self, Format};
use nonet_core::strategy::{solve_path, Candidates, Registry};
use nonet_core::{Board, Puzzle};
use serde_json::Value;

/// Solved by singles; its solution's row 1 is 534678912.
const EASY: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn easy() -> Puzzle {
    format::parse(EASY, None, "easy").unwrap().remove(0)
}

/// The easy puzzle as a position with every candidate computed, then `edit` applied to
/// its cells' candidate sets; written as a pm grid.
fn position(edit: impl FnOnce(&mut [nonet_core::Digits; 81])) -> String {
    let doc = format::Document::new(easy());
    let mut cells = format::position::of(&doc);
    edit(&mut cells);
    let doc = format::position::document(doc.grid.puzzle.layout.clone(), &cells);
    format::render_document(&doc, Format::Pm)
}

/// 4 crossed out of every open cell of row 1 but r1c3, where the solution has it: by the
/// marks, row 1's 4 fits only r1c3 (by the givens alone it does not).
fn marked() -> String {
    position(|cells| {
        for set in &mut cells[3..9] {
            if set.len() > 1 {
                set.remove(4);
            }
        }
    })
}

fn json_lines(out: &str) -> Vec<Value> {
    out.lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect()
}

#[test]
fn hint_starts_from_the_positions_candidates() {
    let r = nonet(&["hint", "--every", "--only", "hidden single"], marked());
    assert_eq!(r.status, 0, "{}", r.stderr);
    assert!(
        r.stdout.contains("in row 1, 4 fits only r1c3"),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout.contains("from the position's pencil marks"),
        "{}",
        r.stdout
    );
    // The same puzzle without the marks: that step is not there.
    let r = nonet(&["hint", "--every", "--only", "hidden single"], EASY);
    assert_eq!(r.status, 0, "{}", r.stderr);
    assert!(
        !r.stdout.contains("in row 1, 4 fits only r1c3"),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout.contains("from computed candidates"),
        "{}",
        r.stdout
    );
}

#[test]
fn marks_that_removed_the_solution_digit_are_named_with_status_1() {
    // r1c3's solution is 4.
    let wrong = position(|cells| cells[2].remove(4));
    for args in [
        &["hint"][..],
        &["hint", "--every"],
        &["hint", "--all"],
        &["rate"],
        &["solve", "--logic"],
    ] {
        let r = nonet(args, &wrong);
        assert_eq!(r.status, 1, "{args:?}: {}{}", r.stdout, r.stderr);
        let said = format!("{}{}", r.stdout, r.stderr);
        assert!(
            said.contains("r1c3: the marks have removed 4, the solution's digit"),
            "{args:?}: {said}"
        );
    }
    let r = nonet(&["hint", "--every", "--json"], &wrong);
    assert_eq!(r.status, 1);
    let v = &json_lines(&r.stdout)[0];
    assert_eq!(v["status"], "refused");
    assert_eq!(v["error"]["kind"], "missing_candidate");
    assert_eq!(v["steps"], Value::Array(vec![]));
}

#[test]
fn a_position_with_no_solution_or_several_says_which() {
    // Only r1c1 = 5 placed: several solutions.
    let several = position(|cells| {
        for (c, set) in cells.iter_mut().enumerate() {
            *set = if c == 0 {
                nonet_core::Digits::single(5)
            } else {
                nonet_core::Digits::ALL
            };
        }
    });
    let r = nonet(&["hint", "--every"], &several);
    assert_eq!(r.status, 1);
    assert!(r.stdout.contains("several solutions"), "{}", r.stdout);
    // r1c3 placed as 1, against its column's 1... none: its candidates leave no solution.
    let none = position(|cells| cells[2] = nonet_core::Digits::single(1));
    let r = nonet(&["hint"], &none);
    assert_eq!(r.status, 1);
    assert!(r.stdout.contains("no solution"), "{}", r.stdout);
    let r = nonet(&["rate"], &none);
    assert_eq!(r.status, 1);
    assert!(r.stdout.contains("no solution"), "{}", r.stdout);
}

/// Issue 27's position (`assets/samples/self_contradicting.pm`): its placed digits leave
/// several solutions, and its pencil marks leave row 3 (and column 1) no place for 7.
fn self_contradicting() -> String {
    common::read("self_contradicting.pm")
}

#[test]
fn marks_that_contradict_themselves_are_named_not_called_several_solutions() {
    for args in [
        &["hint"][..],
        &["hint", "--every"],
        &["hint", "--all"],
        &["rate"],
    ] {
        let r = nonet(args, self_contradicting());
        assert_eq!(r.status, 1, "{args:?}: {}{}", r.stdout, r.stderr);
        let said = format!("{}{}", r.stdout, r.stderr);
        assert!(
            said.contains("no solution fits your marks: row 3 has no place left for 7"),
            "{args:?}: {said}"
        );
        assert!(!said.contains("several"), "{args:?}: {said}");
    }
    let r = nonet(&["hint", "--json"], self_contradicting());
    let v = &json_lines(&r.stdout)[0];
    assert_eq!(v["status"], "refused");
    assert_eq!(v["error"]["kind"], "contradiction");
    assert_eq!(v["error"]["marks"], true);
    assert_eq!(v["error"]["contradiction"]["what"], "no_place");
    assert_eq!(v["error"]["contradiction"]["house_name"], "row 3");
    assert_eq!(v["error"]["contradiction"]["digit"], 7);
}

#[test]
fn every_lists_each_effect_once_simplest_first_as_json_per_puzzle() {
    let input = format!("{EASY}\n{EASY}\n");
    let r = nonet(&["hint", "--every", "--json"], &input);
    assert_eq!(r.status, 0, "{}", r.stderr);
    let lines = json_lines(&r.stdout);
    assert_eq!(lines.len(), 2);
    let order: Vec<&str> = ["Full house", "Naked single", "Hidden single"].to_vec();
    for (i, v) in lines.iter().enumerate() {
        assert_eq!(v["puzzle"], i + 1);
        assert_eq!(v["status"], "steps");
        let steps = v["steps"].as_array().unwrap();
        assert!(steps.len() > 3);
        let mut effects = Vec::new();
        let mut last = 0;
        for s in steps {
            for key in ["technique", "explanation", "pattern", "houses"] {
                assert!(!s[key].is_null(), "{key} missing: {s}");
            }
            for m in s["placements"]
                .as_array()
                .unwrap()
                .iter()
                .chain(s["eliminations"].as_array().unwrap())
            {
                let cell = m["cell"].as_str().unwrap();
                assert!(cell.starts_with('r') && cell.len() == 4, "{m}");
                assert!((1..=9).contains(&m["digit"].as_u64().unwrap()));
            }
            let effect = (s["placements"].to_string(), s["eliminations"].to_string());
            assert!(!effects.contains(&effect), "listed twice: {s}");
            effects.push(effect);
            // Singles (4 and 14 points) before anything harder; naked before hidden.
            let t = s["technique"].as_str().unwrap();
            if let Some(at) = order.iter().position(|x| *x == t) {
                let rank = if at < 2 { 0 } else { 1 };
                assert!(rank >= last, "{t} after a harder step");
                last = rank;
            } else {
                last = 2;
            }
        }
    }
    // --only (repeatable) restricts; --without works as before.
    let r = nonet(
        &[
            "hint",
            "--every",
            "--json",
            "--only",
            "naked single",
            "--only",
            "full house",
        ],
        EASY,
    );
    let v = &json_lines(&r.stdout)[0];
    assert!(v["steps"]
        .as_array()
        .unwrap()
        .iter()
        .all(|s| ["Naked single", "Full house"].contains(&s["technique"].as_str().unwrap())));
    let r = nonet(&["hint", "--every", "--without", "hidden single"], EASY);
    assert!(!r.stdout.contains("Hidden single"), "{}", r.stdout);
    let r = nonet(&["hint", "--every", "--only", "no such thing"], EASY);
    assert_eq!(r.status, 2);
    assert!(r.stderr.contains("unknown technique"), "{}", r.stderr);
}

#[test]
fn rate_and_solve_logic_start_from_the_marks() {
    let r = nonet(&["solve", "--logic"], marked());
    assert_eq!(r.status, 0, "{}", r.stderr);
    let r = nonet(&["rate", "--json"], marked());
    assert_eq!(r.status, 0, "{}", r.stderr);
    assert_eq!(json_lines(&r.stdout)[0]["solved_by_logic"], true);
}

/// Up to `per_puzzle` positions spread along the full ladder's logical path of `p`.
fn positions_along(p: &Puzzle, per_puzzle: usize) -> Vec<Candidates> {
    let registry = Registry::full();
    let mut cand = Candidates::from_puzzle(p);
    let path = solve_path(&cand, &registry);
    let n = path.steps.len();
    let every = n.div_ceil(per_puzzle).max(1);
    let mut out = Vec::new();
    for (i, step) in path.steps.iter().enumerate() {
        // In a position a cell with one candidate is a placed digit: a state whose open
        // cells all have one is, written out, a solved grid.
        let open = (0..81).any(|c| cand.value(c) == 0 && cand.get(c).len() > 1);
        if i % every == 0 && open {
            out.push(cand.clone());
        }
        cand.apply(step);
    }
    out
}

/// Every step `hint --every` lists on the first 200 positions reached along each shared
/// set's logical paths is checked against the solution: no placement other than the
/// solution's digit, no elimination of it. (`serg_benchmark.txt` is left out: its puzzles
/// have several solutions, so a position of theirs has no one solution to check against.)
#[test]
#[ignore]
fn every_step_listed_on_shared_positions_is_sound() {
    let dir = shared::classic_dir();
    let scratch = Scratch::new("every-sound");
    let mut checked = 0;
    for set in [
        "magictour_top1465.txt",
        "forum_hardest_1106.txt",
        "forum_hardest_1905_11plus.txt",
        "17_clue.txt",
    ] {
        let path = dir.join(set);
        let puzzles = format::read_path(path.to_str().unwrap(), None)
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let mut positions: Vec<(Candidates, Board)> = Vec::new();
        for p in &puzzles {
            // Only a unique puzzle's positions have "the" solution to check against.
            let Ok(solution) = nonet_core::strategy::unique_solution(p) else {
                continue;
            };
            for c in positions_along(p, 8) {
                positions.push((c, solution));
            }
            if positions.len() >= 200 {
                break;
            }
        }
        positions.truncate(200);
        let text: String = positions
            .iter()
            .map(|(c, _)| {
                let cells = std::array::from_fn(|i| match c.value(i) {
                    0 => c.get(i),
                    v => nonet_core::Digits::single(v),
                });
                let doc = format::position::document(nonet_core::Layout::classic(), &cells);
                format::render_document(&doc, Format::Candidates)
            })
            .collect();
        let file = scratch.file(set, text.as_bytes());
        let r = nonet(&["hint", "--every", "--json", &file], "");
        assert_eq!(r.status, 0, "{set}: {}", r.stderr);
        let lines = json_lines(&r.stdout);
        assert_eq!(lines.len(), positions.len(), "{set}");
        for (v, (_, solution)) in lines.iter().zip(&positions) {
            let what = format!("{set} position {}", v["puzzle"]);
            assert_eq!(v["status"], "steps", "{what}: {v}");
            for s in v["steps"].as_array().unwrap() {
                let at = |m: &Value| m["index"].as_u64().unwrap() as usize;
                let digit = |m: &Value| m["digit"].as_u64().unwrap() as u8;
                for m in s["placements"].as_array().unwrap() {
                    assert_eq!(
                        solution[at(m)],
                        digit(m),
                        "{what}: {s} places a wrong digit"
                    );
                }
                for m in s["eliminations"].as_array().unwrap() {
                    assert_ne!(solution[at(m)], digit(m), "{what}: {s} removes the answer");
                }
                checked += 1;
            }
        }
    }
    assert!(checked > 1000, "only {checked} steps checked");
    eprintln!("{checked} steps checked");
}

#[test]
fn converting_a_puzzle_with_a_cell_left_without_candidates_to_a_position_names_the_cell() {
    // Row 9 holds 1-8 and column 9 the 9: r9c9 has no candidate. A position cannot show
    // an empty cell (the readers refuse one), so no text is written, and the error says
    // where. Other formats still write the puzzle.
    let line = "........9...............................................................12345678.";
    for to in ["candidates", "pm"] {
        let r = nonet(&["convert", "--to", to], line);
        assert_eq!(r.status, 2, "{to}: {}", r.stderr);
        assert!(r.stdout.is_empty(), "{to}: {}", r.stdout);
        assert!(
            r.stderr.contains("puzzle 1: r9c9 has no candidate left"),
            "{to}: {}",
            r.stderr
        );
    }
    let r = nonet(&["convert", "--to", "grid"], line);
    assert_eq!(r.status, 0, "{}", r.stderr);
}
