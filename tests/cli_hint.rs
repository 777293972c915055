//! `nonet hint`, `nonet rate` and `nonet solve --logic`, run as a user runs them.

mod common;

use common::nonet;

/// Solved by singles and locked candidates.
const EASY: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n";
/// magictour top1465 #1: the pattern techniques get stuck, forcing nets finish it.
const HARD: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........\n";
/// HARD less its first given: several solutions, so logic must get stuck.
const LOOSE: &str =
    "....3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........\n";

const TECHNIQUES: [&str; 49] = [
    "Full house",
    "Naked single",
    "Hidden single",
    "Locked pair",
    "Locked triple",
    "Locked candidates",
    "Law of leftovers",
    "Naked pair",
    "Hidden pair",
    "Naked triple",
    "Hidden triple",
    "X-wing",
    "Skyscraper",
    "Two-string kite",
    "Turbot fish",
    "Remote pair",
    "W-wing",
    "XY-wing",
    "XYZ-wing",
    "Swordfish",
    "Naked quad",
    "Hidden quad",
    "Jellyfish",
    "Empty rectangle",
    "WXYZ-wing",
    "Finned X-wing",
    "Sashimi X-wing",
    "Finned swordfish",
    "Sashimi swordfish",
    "Finned jellyfish",
    "Sashimi jellyfish",
    "Simple colouring",
    "X-chain",
    "XY-chain",
    "Franken X-wing",
    "Franken swordfish",
    "Franken jellyfish",
    "Finned franken X-wing",
    "Finned franken swordfish",
    "Finned franken jellyfish",
    "Mutant X-wing",
    "Mutant swordfish",
    "Mutant jellyfish",
    "Finned mutant X-wing",
    "Finned mutant swordfish",
    "Finned mutant jellyfish",
    "Forcing chain",
    "Forcing net",
    "Deep forcing net",
];

fn solution(puzzle: &str) -> Vec<u8> {
    let r = nonet(&["solve"], puzzle);
    assert_eq!(r.status, 0);
    r.stdout.trim().bytes().map(|b| b - b'0').collect()
}

/// "r4c6" → 32.
fn cell(name: &str) -> usize {
    let b = name.as_bytes();
    (b[1] - b'1') as usize * 9 + (b[3] - b'1') as usize
}

#[test]
fn hint_names_the_step_and_lists_cells() {
    let r = nonet(&["hint"], EASY);
    assert_eq!(r.status, 0, "{}", r.stderr);
    let lines: Vec<&str> = r.stdout.lines().collect();
    let (tech, why) = lines[0].split_once(": ").unwrap();
    assert!(TECHNIQUES.contains(&tech), "{}", lines[0]);
    assert!(!why.is_empty());
    assert!(
        lines[1].starts_with("  place ") || lines[1].starts_with("  remove "),
        "{}",
        r.stdout
    );
    assert!(
        lines.iter().any(|l| l.starts_with("  cells: r")),
        "{}",
        r.stdout
    );
    // The placed digit is the solution's.
    let sol = solution(EASY);
    let placed: Vec<&str> = lines[1].trim().split(' ').collect();
    if placed[0] == "place" {
        assert_eq!(sol[cell(placed[3])], placed[1].parse::<u8>().unwrap());
    }
}

#[test]
fn hint_without_a_technique_switches_it_off() {
    let r = nonet(
        &[
            "hint",
            "--without",
            "naked single",
            "--without",
            "full-house",
        ],
        EASY,
    );
    assert_eq!(r.status, 0, "{}", r.stderr);
    assert!(r.stdout.starts_with("Hidden single: in "), "{}", r.stdout);
    let r = nonet(&["hint", "--without", "magic"], EASY);
    assert_eq!(r.status, 2);
    assert!(
        r.stderr.contains("unknown technique \"magic\""),
        "{}",
        r.stderr
    );
    assert!(r.stderr.contains("X-wing"), "{}", r.stderr);
}

#[test]
fn hint_all_walks_to_the_end() {
    let r = nonet(&["hint", "--all"], EASY);
    assert_eq!(r.status, 0);
    assert!(r.stdout.starts_with(" 1. "), "{}", &r.stdout[..80]);
    let last = r.stdout.lines().last().unwrap();
    assert!(last.starts_with("solved by logic in "), "{last}");
    let n: usize = last.split(' ').nth(4).unwrap().parse().unwrap();
    assert!(r.stdout.contains(&format!("\n{n}. ")));
}

#[test]
fn stuck_hint_offers_the_solvers_digit_from_search() {
    let r = nonet(&["hint", "--all", "--singles"], HARD);
    assert_eq!(r.status, 0);
    let lines: Vec<&str> = r.stdout.lines().collect();
    let n = lines.len();
    assert!(lines[n - 2].starts_with("stuck after "), "{}", r.stdout);
    assert!(lines[n - 2].contains("no technique applies"));
    let next = lines[n - 1];
    assert!(next.contains("(from search, not logic"), "{next}");
    let words: Vec<&str> = next.split(' ').collect();
    assert_eq!(words[0], "next:");
    let sol = solution(HARD);
    assert_eq!(
        sol[cell(words[1])],
        words[3].parse::<u8>().unwrap(),
        "{next}"
    );
}

#[test]
fn hint_json_is_machine_readable() {
    let r = nonet(&["hint", "--json"], EASY);
    assert_eq!(r.status, 0);
    let v: serde_json::Value = serde_json::from_str(r.stdout.trim()).unwrap();
    assert_eq!(v["status"], "step");
    let step = &v["step"];
    assert!(TECHNIQUES.contains(&step["technique"].as_str().unwrap()));
    assert!(step["explanation"].as_str().unwrap().len() > 5);
    let p = &step["placements"][0];
    assert_eq!(
        p["index"].as_u64().unwrap() as usize,
        cell(p["cell"].as_str().unwrap())
    );

    let r = nonet(&["hint", "--json", "--all", "--singles"], HARD);
    let v: serde_json::Value = serde_json::from_str(r.stdout.trim()).unwrap();
    assert_eq!(v["status"], "stuck");
    assert!(!v["steps"].as_array().unwrap().is_empty());
    assert_eq!(v["search"]["digit"].as_u64().unwrap() as u8, {
        let sol = solution(HARD);
        sol[cell(v["search"]["cell"].as_str().unwrap())]
    });
}

#[test]
fn hint_on_a_jigsaw_file_and_on_unsolvable_puzzles() {
    // Three HDU 4069 cases: a unique jigsaw, one without solution, one with several.
    let r = nonet(&["hint", "--all", "assets/samples/hdu4069_sample.in"], "");
    assert_eq!(
        r.status, 1,
        "puzzles without a unique solution make the status 1"
    );
    assert!(r.stdout.starts_with("puzzle 1:\n"));
    assert!(r.stdout.contains("solved by logic in "), "{}", r.stdout);
    assert!(r
        .stdout
        .contains("puzzle 2:\nno hint: the puzzle has no solution: givens clash: 1 appears 2 times in row 1 (r1c4, r1c5)\n"));
    assert!(r
        .stdout
        .contains("puzzle 3:\nno hint: the puzzle has several solutions\n"));
    let clash = format!("55{}\n", ".".repeat(79));
    let r = nonet(&["hint"], &clash);
    assert_eq!(r.status, 1);
    assert_eq!(
        r.stdout,
        "no hint: the puzzle has no solution: givens clash: 5 appears 2 times in row 1 (r1c1, r1c2)\n"
    );
}

#[test]
fn rate_gives_level_score_and_hardest() {
    let r = nonet(&["rate"], format!("{EASY}{HARD}"));
    assert_eq!(r.status, 0, "{}", r.stderr);
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert_eq!(lines.len(), 2);
    for (line, solved) in lines.iter().zip(["logic", "logic"]) {
        let f: Vec<&str> = line.splitn(4, ' ').collect();
        assert!(
            ["easy", "medium", "hard", "expert", "extreme"].contains(&f[0]),
            "{line}"
        );
        assert!(f[1].parse::<u32>().unwrap() > 0, "{line}");
        assert_eq!(f[2], solved, "{line}");
        assert!(TECHNIQUES.contains(&f[3]), "{line}");
    }
    assert!(
        lines[1].starts_with("extreme "),
        "forcing means extreme: {}",
        lines[1]
    );
    // Without the last resort the hard one is stuck, and stuck means extreme.
    let r = nonet(
        &[
            "rate",
            "--without",
            "forcing chain",
            "--without",
            "forcing net",
            "--without",
            "deep forcing net",
        ],
        HARD,
    );
    assert!(r.stdout.starts_with("extreme "), "{}", r.stdout);
    assert!(r.stdout.contains(" stuck "), "{}", r.stdout);
    // The JSON counts the steps of each technique.
    let r = nonet(&["rate", "--json"], HARD);
    let v: serde_json::Value = serde_json::from_str(r.stdout.trim()).unwrap();
    let counts = v["techniques"].as_object().unwrap();
    let total: u64 = counts.values().map(|n| n.as_u64().unwrap()).sum();
    assert_eq!(total, v["steps"].as_u64().unwrap());
    assert!(
        counts.keys().any(|k| k.starts_with("Forcing")),
        "{counts:?}"
    );
    // Singles only cannot finish the easy puzzle (it needs a locked triple).
    let r = nonet(&["rate", "--singles", "--json"], EASY);
    let v: serde_json::Value = serde_json::from_str(r.stdout.trim()).unwrap();
    assert_eq!(v["solved_by_logic"], false);
    assert_eq!(v["level"], "extreme");
    assert_eq!(v["puzzle"], 1);
    let r = nonet(&["rate", "--json"], EASY);
    let v: serde_json::Value = serde_json::from_str(r.stdout.trim()).unwrap();
    assert_eq!(v["solved_by_logic"], true);
    assert_eq!(v["hardest"], "Locked triple");
    let clash = format!("55{}\n", ".".repeat(79));
    let r = nonet(&["rate"], &clash);
    assert_eq!(r.status, 1);
    assert!(r.stderr.contains("givens clash"), "{}", r.stderr);
}

#[test]
fn solve_logic_solves_or_says_where_it_stuck() {
    let r = nonet(&["solve", "--logic"], EASY);
    assert_eq!(r.status, 0);
    let plain = nonet(&["solve"], EASY);
    assert_eq!(r.stdout, plain.stdout);

    let r = nonet(&["solve", "--logic"], HARD);
    assert_eq!(r.status, 0, "{}", r.stdout);
    assert_eq!(r.stdout, nonet(&["solve"], HARD).stdout);

    // Logic cannot finish a puzzle with several solutions; what it placed holds in
    // every solution, so in HARD's too.
    let r = nonet(&["solve", "--logic"], LOOSE);
    assert_eq!(r.status, 1);
    let (board, note) = r.stdout.trim_end().split_once(" # ").unwrap();
    assert!(note.starts_with("stuck after "), "{note}");
    assert!(note.contains("no technique applies"), "{note}");
    assert!(r.stderr.contains("puzzle 1: stuck after"), "{}", r.stderr);
    // What logic placed agrees with the solution and keeps the givens.
    let sol = solution(HARD);
    for (i, (b, g)) in board.bytes().zip(LOOSE.bytes()).enumerate() {
        if g != b'.' {
            assert_eq!(b, g);
        }
        if b != b'.' {
            assert_eq!(b - b'0', sol[i]);
        }
    }
    assert!(board.contains('.'));
}

#[test]
fn help_shows_examples() {
    for cmd in ["hint", "rate"] {
        let r = nonet(&[cmd, "--help"], "");
        assert_eq!(r.status, 0);
        assert!(r.stdout.contains(&format!("nonet {cmd} ")), "{}", r.stdout);
    }
    let r = nonet(&["solve", "--help"], "");
    assert!(r.stdout.contains("--logic"));
}

#[test]
fn rate_says_when_there_is_no_unique_solution_to_rate() {
    // Several solutions: the easy puzzle with two givens blanked out (r1c1 and r1c2).
    let several = format!("..{}", &EASY[2..]);
    // No solution, with no clash among the givens: a hard-set jigsaw layout without any
    // filling.
    let nofill = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/nonet-core/tests/fixtures/hard/nofill-0004.txt"
    ))
    .unwrap();
    let r = nonet(&["rate"], format!("{EASY}{several}"));
    assert_eq!(r.status, 1, "{}", r.stderr);
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert!(lines[0].ends_with(" logic Locked triple"), "{}", lines[0]);
    assert_eq!(
        lines[1],
        "- - - # several solutions: only a unique puzzle is rated"
    );
    assert!(
        r.stderr.contains("puzzle 2: several solutions"),
        "{}",
        r.stderr
    );
    let r = nonet(&["rate"], &nofill);
    assert_eq!((r.status, r.stdout.as_str()), (1, "- - - # no solution\n"));
    let r = nonet(&["rate", "--json"], &several);
    let v: serde_json::Value = serde_json::from_str(r.stdout.trim()).unwrap();
    assert_eq!(
        v["error"],
        "several solutions: only a unique puzzle is rated"
    );
}
