//! `nonet rate --scale se`: Sudoku Explainer's ER/EP/ED in serate's own line, run as a
//! user runs it.

mod common;

use common::{nonet, sample};

/// serate 1.2.1.3 rates these ER/EP/ED 2.6/1.5/1.5 and 4.2/4.2/4.2 (its own output).
const SIMPLE: &str =
    ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...\n\
     8.7.12.3434.8.7.12.12.34785...478321478123569123..6847761345298289761453534289176\n";
/// The forum's hardest list, line 1: serate's first step is a nested forcing chain
/// (11.1, SE rules 27-30), which nonet does not have yet.
const NEEDS_CHAINS: &str =
    "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6\n";

#[test]
fn se_scale_prints_serates_line_in_input_order() {
    let r = nonet(&["rate", "--scale", "se", "--threads", "2"], SIMPLE);
    assert_eq!(r.status, 0, "{}", r.stderr);
    assert_eq!(
        r.stdout,
        ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7... ED=2.6/1.5/1.5\n\
         8.7.12.3434.8.7.12.12.34785...478321478123569123..6847761345298289761453534289176 ED=4.2/4.2/4.2\n"
    );
    let r = nonet(&["rate", "--scale", "se", "--json"], SIMPLE);
    let first: serde_json::Value = serde_json::from_str(r.stdout.lines().next().unwrap()).unwrap();
    assert_eq!(
        (
            first["er"].as_f64(),
            first["ep"].as_f64(),
            first["ed"].as_f64()
        ),
        (Some(2.6), Some(1.5), Some(1.5))
    );
    assert_eq!(first["puzzle"], 1);
}

#[test]
fn a_path_beyond_nonets_rules_gets_no_number_and_status_4() {
    let r = nonet(
        &["rate", "--scale", "se"],
        format!("{NEEDS_CHAINS}{SIMPLE}"),
    );
    assert_eq!(r.status, 4, "{}", r.stderr);
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert_eq!(lines.len(), 3);
    assert!(
        lines[0].starts_with(&format!("{} ED=-/-/- # needs ", NEEDS_CHAINS.trim())),
        "{}",
        lines[0]
    );
    assert!(lines[1].ends_with("ED=2.6/1.5/1.5"));
    assert!(
        r.stderr.contains("puzzle 1") && r.stderr.contains("Chaining family"),
        "{}",
        r.stderr
    );
    // The help says what 4 means.
    let help = nonet(&["rate", "--help"], "").stdout;
    assert!(
        help.contains("\n  4 ") && help.contains("--scale"),
        "{help}"
    );
    let r = nonet(&["rate", "--scale", "se", "--json"], NEEDS_CHAINS);
    let v: serde_json::Value = serde_json::from_str(r.stdout.trim()).unwrap();
    assert!(
        v.get("er").is_none() && v["error"].as_str().unwrap().contains("Chaining"),
        "{v}"
    );
}

#[test]
fn se_scale_refuses_jigsaw_and_keeps_the_default() {
    let r = nonet(
        &["rate", "--scale", "se", &sample("hdu4069_sample.in")],
        b"",
    );
    assert_eq!(r.status, 2);
    assert!(
        r.stderr
            .contains("Sudoku Explainer rates classic grids only"),
        "{}",
        r.stderr
    );
    // The default scale is HoDoKu's, as before.
    let default = nonet(&["rate"], SIMPLE);
    assert_eq!(
        default.stdout,
        nonet(&["rate", "--scale", "hodoku"], SIMPLE).stdout
    );
    assert!(default.stdout.lines().all(|l| !l.contains("ED=")));
}
