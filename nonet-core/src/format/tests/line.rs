//! The line format (POJ 3074 style).

use super::*;

#[test]
fn line_reads_blanks_comments_crlf_trailing_text_and_end() {
    let p = line_puzzle();
    let blanks = format!("123456789{}", "0_x*-.X.0".repeat(8));
    let text =
        format!("# header\r\n\r\n{p}\r\n{blanks}   trailing comment\n  {p}\n{p}# note\nend\n{p}\n");
    let ps = parse(&text, None, "t").unwrap();
    assert_eq!(ps.len(), 4);
    for q in &ps {
        assert_eq!(q.to_line(), p);
        assert!(q.layout.is_classic());
        assert_eq!(q.name, None);
    }
}

#[test]
fn line_errors() {
    let p = line_puzzle();
    assert_eq!(
        error(&format!("{p}\n{}\n", &p[..80]), None),
        err_at(2, 81, "line has 80 cells, a puzzle line needs 81")
    );
    let mut bad = p.clone();
    bad.replace_range(40..41, "a");
    assert_eq!(
        error(&format!("#c\n{bad}\n"), None),
        err_at(
            2,
            41,
            "unexpected character 'a' (expected 1-9 or a blank: . 0 _ x X * -)"
        )
    );
    // A cell count cut short by a space names where the cells stop.
    assert_eq!(
        error("123 456 789 12\n", Some(Format::Line)),
        err_at(1, 4, "line has 3 cells, a puzzle line needs 81")
    );
    // Columns count characters, not bytes.
    assert_eq!(error(&format!("{}é\n", &p[..10]), Some(Format::Line)).1, 11);
    assert_eq!(error("end\n", None), err_at(1, 4, "no puzzle found"));
}

#[test]
fn a_jigsaw_line_in_a_classic_file_is_refused_not_solved_on_boxes() {
    let jigsaw = (1..)
        .map(|seed| random_puzzle(seed, true, false))
        .find(|p| !p.layout.is_classic())
        .unwrap();
    let jigsaw_line = render_all(std::slice::from_ref(&jigsaw), Format::Jigsaw);
    let text = format!("{}\n{jigsaw_line}", line_puzzle().lines().next().unwrap());
    let (line, column, message) = error(&text, None);
    assert_eq!((line, column), (2, 83), "at the region map");
    assert!(
        message.contains("a region map follows the cells"),
        "{message}"
    );
    assert!(message.contains("--from jigsaw"), "{message}");
    // Read as jigsaw, the same line keeps its regions.
    let read = parse(&jigsaw_line, None, "t").unwrap();
    assert_eq!(read[0].layout.regions(), jigsaw.layout.regions());
    // A trailing comment after the cells is still ignored.
    let commented = format!("{} # from the forum, rated 11.2", &text[..81]);
    assert_eq!(parse(&commented, None, "t").unwrap().len(), 1);
}

#[test]
fn lone_carriage_returns_end_lines() {
    let two = format!("{}\r{}\r", line_puzzle(), line_puzzle().replace('1', "."));
    let read = parse(&two, None, "t").unwrap();
    assert_eq!(read.len(), 2, "both puzzles of a CR-only file");
    assert_eq!(read[1].givens[0], 0);
    // Lines are numbered across all three endings.
    let mixed = format!("# a\r# b\r\n# c\n{}\r12x", line_puzzle());
    assert_eq!(error(&mixed, None).0, 5);
}
