//! `nonet generate --er`: classic puzzles in a band of Sudoku Explainer ratings, checked
//! by `rate --scale se` as a user would check them.

mod common;

use common::nonet;

/// The ER of each line `rate --scale se` prints, in tenths.
fn ers(puzzles: &str) -> Vec<u32> {
    let r = nonet(&["rate", "--scale", "se"], puzzles);
    assert_eq!(r.status, 0, "{}", r.stderr);
    r.stdout
        .lines()
        .map(|l| {
            let er = l.split(" ED=").nth(1).unwrap().split('/').next().unwrap();
            (er.parse::<f64>().unwrap() * 10.0).round() as u32
        })
        .collect()
}

#[test]
fn puzzles_fall_in_the_band_and_repeat_by_seed() {
    for (band, low, high) in [("2.0..4.0", 20, 40), ("4.5..", 45, 120), ("..1.5", 0, 15)] {
        let args = ["generate", "--er", band, "--count", "3", "--seed", "5"];
        let r = nonet(&args, "");
        assert_eq!(r.status, 0, "{band}: {}", r.stderr);
        let got = ers(&r.stdout);
        assert_eq!(got.len(), 3);
        assert!(
            got.iter().all(|&e| (low..=high).contains(&e)),
            "{band}: {got:?}"
        );
        let threads = nonet(&[&args[..], &["--threads", "2"]].concat(), "");
        assert_eq!(threads.stdout, r.stdout, "same seed, same puzzles");
    }
    // A single value means exactly that ER.
    let r = nonet(&["generate", "--er", "2.6", "--seed", "3"], "");
    assert_eq!(ers(&r.stdout), [26]);
}

#[test]
fn jigsaw_and_malformed_bands_are_refused() {
    for args in [
        &["generate", "--er", "3..4", "--jigsaw"][..],
        &["generate", "--er", "4..3"],
        &["generate", "--er", "3.25"],
        &["generate", "--er", ".."],
        &["generate", "--er", "hard"],
        &["generate", "--er", "3", "--level", "hard"],
    ] {
        let r = nonet(args, "");
        assert_eq!(r.status, 2, "{args:?}");
        assert!(r.stdout.is_empty());
    }
    let r = nonet(&["generate", "--er", "3..4", "--jigsaw"], "");
    assert!(r.stderr.contains("classic grids only"), "{}", r.stderr);
    let r = nonet(&["generate", "--er", "4..3"], "");
    assert!(
        r.stderr.contains("the low end is above the high end"),
        "{}",
        r.stderr
    );
}
