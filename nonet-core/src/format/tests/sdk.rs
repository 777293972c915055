//! SadMan's `.sdk` sections, and the framed and Simple Sudoku grids written as such.

use super::*;

const ROWS: [&str; 9] = [
    "2..1.5..3",
    ".54...71.",
    ".1.2.3.8.",
    "6.28.73.4",
    ".........",
    "1.53.98.6",
    ".2.7.1.6.",
    ".81...24.",
    "7..4.2..1",
];

fn board() -> Board {
    parse(&ROWS.concat(), Some(Format::Line), "t").unwrap()[0].givens
}

/// A SadMan file: header lines, the puzzle, the state and pencil marks it saves.
fn sadman() -> String {
    format!(
        "#ARuud\n#DA random puzzle\n[Puzzle]\n{}\n[State]\n{}\n[PencilMarks]\n1 2 3\n",
        ROWS.join("\n"),
        ROWS.join("\n").replacen('.', "9", 1)
    )
}

#[test]
fn sdk_puzzle_sections_are_read() {
    let text = sadman();
    assert_eq!(detect(&text), Some(Format::Sdk));
    assert_eq!(
        parse(&text, None, "t").unwrap(),
        vec![Puzzle::classic(board())]
    );
    // Several sections, and SudoCue's bare rows.
    let two = format!("{text}\n{}", render(&Puzzle::classic(board()), Format::Sdk));
    assert_eq!(parse(&two, None, "t").unwrap().len(), 2);
    let bare = ROWS.join("\n");
    assert_eq!(
        parse(&bare, Some(Format::Sdk), "t").unwrap(),
        vec![Puzzle::classic(board())]
    );
    // Written as a section.
    assert_eq!(
        render(&Puzzle::classic(board()), Format::Sdk),
        format!("[Puzzle]\n{}\n", ROWS.join("\n"))
    );
}

#[test]
fn sdk_errors_say_where() {
    let text = sadman();
    assert_eq!(
        error(&text.replacen(".54...71.", ".54..x71.", 1), None),
        err_at(
            5,
            6,
            "unexpected character 'x' in a [Puzzle] row (expected 1-9, or '.' for a blank)"
        )
    );
    assert_eq!(
        error(&text.replacen(".54...71.", ".54...71", 1), None),
        err_at(5, 9, "a [Puzzle] row has 9 cells; this one has 8")
    );
    let short: String = text
        .lines()
        .filter(|l| *l != "1.53.98.6")
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(
        error(&short, None),
        err_at(12, 1, "the [Puzzle] section has only 8 of 9 rows")
    );
    assert_eq!(
        error("[Puzzle]\n2..1.5..3\n", None),
        err_at(2, 10, "the [Puzzle] section ends after 1 of 9 rows")
    );
}

#[test]
fn framed_and_ss_grids_are_written_and_told_apart() {
    let p = Puzzle::classic(board());
    let framed = render(&p, Format::Framed);
    assert_eq!(
        framed.lines().take(3).collect::<Vec<_>>(),
        [
            "+-------+-------+-------+",
            "| 2 . . | 1 . 5 | . . 3 |",
            "| . 5 4 | . . . | 7 1 . |"
        ]
    );
    assert_eq!(framed.lines().count(), 13);
    let ss = render(&p, Format::Ss);
    assert_eq!(
        ss.lines().take(5).collect::<Vec<_>>(),
        [
            "*-----------*",
            "|2..|1.5|..3|",
            "|.54|...|71.|",
            "|.1.|2.3|.8.|",
            "|---+---+---|"
        ]
    );
    assert_eq!(ss.lines().count(), 13);
    for (text, f) in [(&framed, Format::Framed), (&ss, Format::Ss)] {
        assert_eq!(detect(text), Some(f), "{text}");
        // A damaged border does not change the answer.
        let damaged = text.replacen("---", "-x-", 1);
        assert_eq!(detect(&damaged), Some(f), "{damaged}");
        assert_eq!(parse(text, None, "t").unwrap(), vec![p.clone()]);
    }
    // HoDoKu's print of givens (dotted borders, '.' blanks) reads as a framed grid.
    let hodoku = framed.replace('+', ".");
    assert_eq!(parse(&hodoku, None, "t").unwrap(), vec![p]);
}
