//! The csv format (a header naming the puzzle column; the Kaggle sets).

use super::*;

/// Kaggle's first rows: `quizzes,solutions`, 0 for a blank.
const KAGGLE: &str = "\
quizzes,solutions
004300209005009001070060043006002087190007400050083000600000105003508690042910300,864371259325849761971265843436192587198657432257483916689734125713528694542916378
040100050107003960520008000000000017000906800803050620090060543600080700250097100,346179258187523964529648371965832417472916835813754629798261543631485792254397186
";

#[test]
fn kaggle_csv_is_read_with_its_solutions() {
    assert_eq!(detect(KAGGLE), Some(Format::Csv));
    let ps = parse(KAGGLE, None, "k.csv").unwrap();
    assert_eq!(ps.len(), 2);
    assert_eq!(
        ps[0].to_line(),
        "..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3.."
    );
    let stated = stated_solutions(KAGGLE, Format::Csv, "k.csv").unwrap();
    assert_eq!(stated.len(), 2);
    assert_eq!(
        crate::puzzle::board_line(&stated[1].unwrap()),
        "346179258187523964529648371965832417472916835813754629798261543631485792254397186"
    );
    // Other formats state no solution.
    assert!(stated_solutions(KAGGLE, Format::Line, "k")
        .unwrap()
        .is_empty());
}

#[test]
fn other_headers_quotes_and_extra_columns() {
    let p = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    let text = format!(
        "id,\"Puzzle\",Solution,clues,difficulty\n1,\"{p}\",,17,2.5\n# a comment\n2,{p},,17,2.5\n"
    );
    assert_eq!(detect(&text), Some(Format::Csv));
    let ps = parse(&text, None, "t").unwrap();
    assert_eq!(ps.len(), 2);
    assert_eq!(ps[1].to_line(), p);
    // An empty solution field states nothing.
    assert_eq!(
        stated_solutions(&text, Format::Csv, "t").unwrap(),
        vec![None, None]
    );
    // A header of one column.
    let one = format!("puzzle\n{p}\n");
    assert_eq!(detect(&one), Some(Format::Csv));
    assert_eq!(parse(&one, None, "t").unwrap()[0].to_line(), p);
}

#[test]
fn csv_is_written_with_a_header() {
    let ps = parse(KAGGLE, None, "t").unwrap();
    let text = render_all(&ps, Format::Csv);
    assert!(text.starts_with("puzzle\n0043002090050090"), "{text}");
    assert_eq!(parse(&text, None, "t").unwrap(), ps);
    // Answers (solve's boards) go in a solution column; a board with blanks (a puzzle
    // not solved) leaves it empty.
    let solution = stated_solutions(KAGGLE, Format::Csv, "t").unwrap()[0].unwrap();
    let items = [
        Item {
            puzzle: &ps[0],
            board: &solution,
            note: None,
        },
        Item {
            puzzle: &ps[1],
            board: &ps[1].givens,
            note: Some("no solution"),
        },
    ];
    let text = render_items(&items, Format::Csv);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "puzzle,solution");
    assert_eq!(&lines[1][82..], &KAGGLE.lines().nth(1).unwrap()[82..]);
    assert_eq!(lines[2], "# no solution");
    assert!(lines[3].ends_with(','), "{}", lines[3]);
    let stated = stated_solutions(&text, Format::Csv, "t").unwrap();
    assert_eq!(stated, vec![Some(solution), None]);
    // Continued output has no second header.
    assert!(!render_items_continued(&items, Format::Csv).contains("puzzle,"));
}

#[test]
fn csv_errors_say_where() {
    let rows: Vec<&str> = KAGGLE.lines().collect();
    // No header: the second column is not ignored without a word.
    let headerless = format!("{}\n{}\n", rows[1], rows[2]);
    assert_eq!(detect(&headerless), Some(Format::Csv));
    let message = error(&headerless, None);
    assert_eq!((message.0, message.1), (1, 83));
    assert!(
        message.2.starts_with("a second column, and no header line"),
        "{}",
        message.2
    );
    // The same row after line puzzles, read as lines: refused at its comma.
    let p = &rows[1][..81];
    let mixed = format!("{p}\n{}\n", rows[1]);
    let (line, column, message) = error(&mixed, None);
    assert_eq!((line, column), (2, 82));
    assert!(
        message.starts_with("a comma after the 81 cells"),
        "{message}"
    );
    // A header without a puzzle column names what it found.
    assert_eq!(
        error(&format!("id,grid\n1,{p}\n"), None),
        err_at(
            1,
            1,
            "the CSV header names no puzzle column (found: id, grid); name it one of puzzle, puzzles, quiz, quizzes, sudoku, question, problem, givens"
        )
    );
    // A row with a column too many, or too few.
    assert_eq!(
        error(&format!("{}\n{},5\n", rows[0], rows[1]), None),
        err_at(2, 165, "a row of 3 columns, where the header names 2")
    );
    assert_eq!(
        error(&format!("{}\n{p}\n", rows[0]), None),
        err_at(2, 82, "a row of 1 column, where the header names 2")
    );
    // A bad cell in either column, at the cell.
    let bad = rows[1].replacen("43", "4Z", 1);
    assert_eq!(
        error(&format!("{}\n{bad}\n", rows[0]), None),
        err_at(
            2,
            4,
            "unexpected character 'Z' in the puzzle column (expected 1-9 or a blank: . 0 _ x X * -)"
        )
    );
    let blank = format!("{},{}0", p, &rows[1][82..162]);
    assert_eq!(
        error(&format!("{}\n{blank}\n", rows[0]), None),
        err_at(
            2,
            163,
            "a blank in the solution column: a solution has a digit in every cell"
        )
    );
    let cut = &rows[1][..160];
    assert_eq!(
        error(&format!("{}\n{cut}\n", rows[0]), None),
        err_at(2, 161, "the solution column has 78 cells, a puzzle has 81")
    );
}

#[test]
fn a_quoted_comma_or_quote_stays_in_its_field() {
    // The `csv` crate's reading (RFC 4180): a comma inside quotes is part of the field,
    // `""` is a quote. The hand-written splitter cut at every comma: "a row of 4
    // columns, where the header names 3".
    let p = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    let text = format!("id,puzzle,note\n1,{p},\"hard, says \"\"Arto\"\"\"\n2 , \"{p}\" ,\"a,b\"\n");
    assert_eq!(detect(&text), Some(Format::Csv));
    let ps = parse(&text, None, "t").unwrap();
    assert_eq!(ps.len(), 2);
    assert_eq!(ps[1].to_line(), p);
    // A bad cell after a quoted comma is still found at its column.
    let bad = format!("note,puzzle\n\"a,b\",{}Z{}\n", &p[..10], &p[11..]);
    assert_eq!(
        error(&bad, None),
        err_at(
            2,
            17,
            "unexpected character 'Z' in the puzzle column (expected 1-9 or a blank: . 0 _ x X * -)"
        )
    );
}
