//! `nonet target --explain`: the optimum, the best still possible with the entries, each
//! entry's cost and a next placement, from `--entries`, a native document or a jigsaw
//! puzzle; its JSON; no filling (exit 1); and bad entries named by place (exit 2).

mod common;
use common::{nonet, Scratch};
use serde_json::Value;

/// 81 characters of `.` with `digit` at each of `cells`.
fn entries(at: &[(usize, char)]) -> String {
    let mut line = vec!['.'; 81];
    for &(cell, digit) in at {
        line[cell] = digit;
    }
    line.into_iter().collect()
}

fn json(stdout: &str) -> Value {
    serde_json::from_str(stdout.trim()).expect("one JSON object")
}

#[test]
fn a_one_in_the_centre_of_the_empty_grid_costs_eight() {
    let empty = ".".repeat(81);
    let line = entries(&[(40, '1')]);
    let r = nonet(&["target", "--explain", "--entries", &line], &empty);
    assert_eq!(r.status, 0, "{}", r.stderr);
    assert!(
        r.stdout.contains("optimum 2906 (from the givens alone)"),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout
            .contains("best still possible 2898 (your entries cost 8)"),
        "{}",
        r.stdout
    );
    assert!(r.stdout.contains("entry r5c5 = 1 costs 8"), "{}", r.stdout);
    let r = nonet(
        &["target", "--explain", "--json", "--entries", &line],
        &empty,
    );
    let v = json(&r.stdout);
    assert_eq!(v["optimum"], 2906);
    assert_eq!(v["best"], 2898);
    assert_eq!(v["cost"], 8);
    assert_eq!(v["entries"][0]["cell"], "r5c5");
    assert_eq!(v["entries"][0]["digit"], 1);
    assert_eq!(v["entries"][0]["cost"], 8);
    // The next placement keeps the best: the heaviest open cell, r4c4 (weight 9).
    assert_eq!(v["next"]["cell"], "r4c4");
    assert!(v["next"]["digit"]
        .as_u64()
        .is_some_and(|d| (1..=9).contains(&d)));
}

/// The entries of a native document are read with its own weights; costs come most
/// costly first, and each agrees with `nonet target` on the puzzle with the other entries
/// as givens.
#[test]
fn a_native_document_brings_its_entries_and_weights() {
    let dir = Scratch::new("explain");
    let empty = dir.file("empty.txt", ".".repeat(81).as_bytes());
    let native = nonet(&["convert", "--to", "native", &empty], "").stdout;
    // Weights 1 everywhere but 5 on the first row; entries 1 at r1c1 and 9 at r9c9.
    let mut text = native.replacen(
        "[6, 6, 6, 6, 6, 6, 6, 6, 6]",
        "[5, 5, 5, 5, 5, 5, 5, 5, 5]",
        1,
    );
    for n in 6..=10 {
        text = text.replace(&format!("{n}"), "1");
    }
    let text = text
        .replacen(
            "entries = [\n    \".........\"",
            "entries = [\n    \"1........\"",
            1,
        )
        .replacen(
            "    \".........\",\n]\nmarks",
            "    \"........9\",\n]\nmarks",
            1,
        );
    let doc = dir.file("doc.toml", text.as_bytes());
    let r = nonet(&["target", "--explain", "--json", &doc], "");
    assert_eq!(r.status, 0, "{}", r.stderr);
    let v = json(&r.stdout);
    // Rows sum to 45 under weight 1; the first row's weight 5 adds 4 × 45.
    assert_eq!(v["optimum"], 9 * 45 + 4 * 45);
    // The 1 in r1c1 (weight 5) costs the first row nothing: every row holds 1-9 anyway.
    assert_eq!(v["cost"], 0, "{v}");
    let cells: Vec<&str> = v["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["cell"].as_str().unwrap())
        .collect();
    assert_eq!(cells, ["r1c1", "r9c9"]);
}

#[test]
fn a_jigsaw_explanation_agrees_with_target() {
    let dir = Scratch::new("explain-jigsaw");
    let generated = nonet(&["generate", "--jigsaw", "--seed", "7"], "").stdout;
    let (givens, regions) = generated.trim().split_once(' ').unwrap();
    // Fewer givens, so that the puzzle has many fillings.
    let mut cells: Vec<char> = givens.chars().collect();
    let mut removed = 0;
    for c in cells.iter_mut() {
        if *c != '.' && removed < 10 {
            *c = '.';
            removed += 1;
        }
    }
    let puzzle: String = cells.iter().collect();
    let file = dir.file("j.txt", format!("{puzzle} {regions}\n").as_bytes());
    let optimum: i64 = nonet(&["target", &file], "").stdout.trim().parse().unwrap();
    // An entry in the first open cell, each digit in turn: the best with it must be
    // what `target` finds with it as a given.
    let open = puzzle.find('.').unwrap();
    let mut costly = 0;
    for digit in '1'..='9' {
        let mut with: Vec<char> = cells.clone();
        with[open] = digit;
        let with: String = with.iter().collect();
        let given = dir.file("g.txt", format!("{with} {regions}\n").as_bytes());
        let want = nonet(&["target", &given], "").stdout.trim().to_string();
        let line = entries(&[(open, digit)]);
        let r = nonet(
            &["target", "--explain", "--json", "--entries", &line, &file],
            "",
        );
        let v = json(&r.stdout);
        assert_eq!(v["optimum"], optimum);
        if want == "-1" {
            assert_eq!(r.status, 1, "{}", r.stdout);
            assert!(v["best"].is_null());
            assert_eq!(v["restore"][0], nonet_core::cells::cell_name(open));
        } else {
            assert_eq!(r.status, 0, "{}", r.stderr);
            assert_eq!(v["best"].to_string(), want);
            assert_eq!(v["cost"], optimum - want.parse::<i64>().unwrap());
            costly += usize::from(v["cost"] != 0);
        }
    }
    assert!(costly > 0, "some digit there costs points");
}

#[test]
fn entries_that_leave_no_filling_name_one_to_clear_and_exit_1() {
    // Row 1 holds 1-8 in its first eight cells and r5c9 holds 9: r1c9 has no digit left.
    let puzzle = format!("12345678{}", ".".repeat(73));
    let line = entries(&[(44, '9')]);
    let r = nonet(&["target", "--explain", "--entries", &line], &puzzle);
    assert_eq!(r.status, 1);
    assert!(
        r.stdout
            .contains("no filling keeps your entries: clearing r5c9 restores one"),
        "{}",
        r.stdout
    );
    let r = nonet(
        &["target", "--explain", "--json", "--entries", &line],
        &puzzle,
    );
    let v = json(&r.stdout);
    assert!(v["best"].is_null() && v["next"].is_null());
    assert_eq!(v["restore"][0], "r5c9");
    assert_eq!(v["entries"][0]["cost"], Value::Null);
}

#[test]
fn clashing_entries_leave_no_filling_and_say_which_clash() {
    // As in the TUI's panel: a clash is a position no filling keeps (exit 1), named,
    // with the entries whose clearing restores one; not bad input.
    let puzzle = format!("7{}", ".".repeat(80));
    let cases: [(String, &str, &[&str]); 2] = [
        (
            entries(&[(1, '7')]),
            "no filling keeps your entries (r1c1 and r1c2 both hold 7 in row 1): clearing r1c2 restores one",
            &["r1c2"],
        ),
        (
            entries(&[(4, '3'), (40, '3'), (76, '3')]),
            "(r1c5, r5c5 and r9c5 all hold 3 in column 5): clearing",
            &[],
        ),
    ];
    for (line, want, restore) in cases {
        let r = nonet(&["target", "--explain", "--entries", &line], &puzzle);
        assert_eq!(r.status, 1, "{line}: {}{}", r.stdout, r.stderr);
        assert!(r.stdout.contains(want), "{line}: {}", r.stdout);
        let r = nonet(
            &["target", "--explain", "--json", "--entries", &line],
            &puzzle,
        );
        assert_eq!(r.status, 1);
        let v = json(&r.stdout);
        assert!(v["best"].is_null(), "{}", r.stdout);
        assert!(
            v["clash"].as_str().unwrap().contains("hold"),
            "{}",
            r.stdout
        );
        if !restore.is_empty() {
            assert_eq!(v["restore"], serde_json::json!(restore));
        }
    }
}

#[test]
fn bad_entries_are_named_by_place() {
    let puzzle = format!("7{}", ".".repeat(80));
    let cases: [(String, &str); 3] = [
        (entries(&[(0, '7')]), "--entries: r1c1 holds the given 7"),
        (
            format!("..x{}", ".".repeat(78)),
            "--entries:1:3: \"x\" (r1c3) is not a digit",
        ),
        (
            ".".repeat(80),
            "--entries: 80 characters; a line of entries has 81",
        ),
    ];
    for (line, want) in cases {
        let r = nonet(&["target", "--explain", "--entries", &line], &puzzle);
        assert_eq!(r.status, 2, "{line}: {}", r.stdout);
        assert!(r.stderr.contains(want), "{line}: {}", r.stderr);
        assert!(r.stdout.is_empty());
    }
    // A control character is shown escaped, never raw.
    let line = format!("\u{1b}{}", ".".repeat(80));
    let r = nonet(&["target", "--explain", "--entries", &line], &puzzle);
    assert!(
        r.stderr.contains("\\u{1b}") && !r.stderr.contains('\u{1b}'),
        "{}",
        r.stderr
    );
    // --entries is for one puzzle; --entries and --json need --explain.
    let two = format!("{puzzle}\n{puzzle}\n");
    let r = nonet(&["target", "--explain", "--entries", &".".repeat(81)], &two);
    assert_eq!(r.status, 2);
    assert!(
        r.stderr.contains("needs exactly one puzzle"),
        "{}",
        r.stderr
    );
    let r = nonet(&["target", "--json"], &puzzle);
    assert_eq!(r.status, 2);
}
