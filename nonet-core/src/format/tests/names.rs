//! Format names, which formats carry a jigsaw layout, and how errors name their place.

use super::*;

#[test]
fn format_names_round_trip() {
    for f in Format::ALL {
        assert_eq!(f.to_string().parse::<Format>(), Ok(f));
    }
    assert_eq!("JIGSAW".parse::<Format>(), Ok(Format::Jigsaw));
    assert_eq!(
        "xls".parse::<Format>().unwrap_err(),
        "unknown format \"xls\" (expected one of: line, values, csv, grid, framed, ss, sdk, euler, walls, jigsaw, candidates, pm, sdx, hodoku, native)"
    );
}

#[test]
fn the_crate_readme_lists_every_format() {
    // The README is what crates.io shows: a format added to `Format::ALL` must be named
    // in its table too (it ships in the package, so this runs there as well).
    let readme = include_str!("../../../README.md");
    for f in Format::ALL {
        let row = format!("| `{f}` | ");
        assert!(
            readme.contains(&row),
            "nonet-core/README.md has no row for {f}"
        );
    }
}

#[test]
fn only_walls_jigsaw_candidates_pm_and_native_carry_a_jigsaw_layout() {
    let jig = Layout::random(&mut Rng::new(3));
    let classic = Layout::classic();
    for f in Format::ALL {
        assert!(f.carries_layout(&classic));
        assert_eq!(f.carries_layout(&jig), carries_jigsaw(f), "{f}");
    }
    // Formats without regions still write the digits of a jigsaw puzzle.
    let p = Puzzle::new(Arc::new(jig), noip_board());
    assert_eq!(render(&p, Format::Line), format!("{}\n", p.to_line()));
    assert_eq!(render(&p, Format::Grid), NOIP);
}

#[test]
fn error_display_names_the_place() {
    let e = ParseError::new(3, 5, "value 12 is out of range (expected 0-9)").in_source("a.txt");
    assert_eq!(
        e.to_string(),
        "a.txt:3:5: value 12 is out of range (expected 0-9)"
    );
    assert_eq!(
        ParseError::whole("dir", "is a directory, not a file of puzzles").to_string(),
        "dir: is a directory, not a file of puzzles"
    );
}
