//! The Project Euler 96 format.

use super::*;

#[test]
fn euler_reads_headers_as_names() {
    let text = "Grid 01\n003020600\n900305001\n001806400\n008102900\n700000008\n006708200\n002609500\n800203009\n005010300\nGrid 02\n200080300\n060070084\n030500209\n000105408\n000000000\n402706000\n301007040\n720040060\n004010003\n";
    assert_eq!(detect(text), Some(Format::Euler));
    let ps = parse(text, None, "t").unwrap();
    assert_eq!(ps.len(), 2);
    assert_eq!(ps[0].name.as_deref(), Some("Grid 01"));
    assert_eq!(ps[1].name.as_deref(), Some("Grid 02"));
    assert_eq!(&ps[0].to_line()[..9], "..3.2.6..");
    assert_eq!(render(&ps[0], Format::Euler), text[..98]);
    // Unnamed puzzles are numbered by position.
    let unnamed: Vec<Puzzle> = ps.iter().map(|p| Puzzle::classic(p.givens)).collect();
    assert_eq!(render_all(&unnamed, Format::Euler), text);
}

#[test]
fn euler_errors() {
    let full = read_sample("euler96_sudoku.txt");
    let lines: Vec<&str> = full.lines().collect();
    // Grid 02 cut after 6 rows: the next header is where it ends.
    let cut = [&lines[..17], &lines[20..30]].concat().join("\n");
    assert_eq!(
        error(&cut, None),
        err_at(18, 1, "Grid 02 (line 11) has only 6 of 9 rows")
    );
    let end = lines[..17].join("\n");
    assert_eq!(
        error(&end, None),
        err_at(17, 10, "file ends after 6 of 9 rows of Grid 02 (line 11)")
    );
    assert_eq!(
        error("003020600\n", Some(Format::Euler)),
        err_at(
            1,
            1,
            "expected a 'Grid NN' header before the rows of a grid"
        )
    );
    assert_eq!(
        error("Grid 01\n003020600\n900305001\n0018064\n", None),
        err_at(4, 8, "expected 9 cells in a grid row, found 7")
    );
}
