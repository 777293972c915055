//! `nonet rate --scale se`: Sudoku Explainer's ER/EP/ED in serate's own line, run as a
//! user runs it.

mod common;

use common::{nonet, sample};

/// serate 1.2.1.3 rates these ER/EP/ED 2.6/1.5/1.5 and 4.2/4.2/4.2 (its own output).
const SIMPLE: &str =
    ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...\n\
     8.7.12.3434.8.7.12.12.34785...478321478123569123..6847761345298289761453534289176\n";
/// The forum's hardest list: serate rates it 11.0/11.0/9.5, with nested forcing chains
/// (SE rule 27) on its path (scripts/se-reference/forum11.serate, line 2).
const NESTED: &str =
    "98.7..6..5...8..7...7..6...4..........85...9.....34..2.3..1......96...5......21..\n";

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
fn a_forum_hardest_path_with_nested_chains_is_rated_like_serate() {
    let r = nonet(&["rate", "--scale", "se"], format!("{NESTED}{SIMPLE}"));
    assert_eq!(r.status, 0, "{}", r.stderr);
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert_eq!(
        lines,
        [
            format!("{} ED=11.0/11.0/9.5", NESTED.trim()).as_str(),
            ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7... ED=2.6/1.5/1.5",
            "8.7.12.3434.8.7.12.12.34785...478321478123569123..6847761345298289761453534289176 ED=4.2/4.2/4.2",
        ]
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
