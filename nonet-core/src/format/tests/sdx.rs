//! The two positions that tell givens from the player's digits: SudoCue's `.sdx` and
//! HoDoKu's library line.

use super::*;
use crate::cells::Digits;
use crate::generate;

const PUZZLE: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
const SOLUTION: &str =
    "417369825632158947958724316825437169791586432346912758289643571573291684164875293";

/// The puzzle with r1c2 (1) placed by the player and 7 removed from r1c3's candidates.
fn position() -> Document {
    let p = parse(PUZZLE, None, "t").unwrap().remove(0);
    let mut doc = Document::new(p);
    doc.grid.entries[1] = 1;
    let mut marks: [Digits; CELLS] = std::array::from_fn(|c| doc.grid.candidates(c));
    marks[2].remove(7);
    for (c, &m) in marks.iter().enumerate() {
        if doc.grid.value(c) == 0 {
            doc.grid.marks[c] = m;
        }
    }
    doc
}

fn read(text: &str) -> Document {
    let mut docs = parse_documents(text, None, "t").unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(docs.len(), 1);
    docs.remove(0)
}

#[test]
fn sdx_keeps_givens_apart_from_the_players_digits() {
    let doc = position();
    let text = render_document(&doc, Format::Sdx);
    let first: Vec<&str> = text.lines().next().unwrap().split(' ').collect();
    // A given, the player's 1, r1c3's candidates less the 7, r1c4's less the 1.
    assert_eq!(&first[..4], ["4", "u1", "269", "39"]);
    assert_eq!(detect(&text), Some(Format::Sdx));
    assert_eq!(read(&text), doc);
    // As a puzzle: the givens alone.
    assert_eq!(parse(&text, None, "t").unwrap()[0].to_line(), PUZZLE);
}

#[test]
fn hodoku_lines_carry_placed_digits_and_deletions() {
    let doc = position();
    let text = render_document(&doc, Format::Hodoku);
    assert_eq!(text, format!(":0000:x:4+1{}:713::\n", &PUZZLE[2..]));
    assert_eq!(detect(&text), Some(Format::Hodoku));
    assert_eq!(read(&text), doc);
    assert_eq!(parse(&text, None, "t").unwrap()[0].to_line(), PUZZLE);
    // A line of HoDoKu's step library: more fields, passed over.
    let library = format!(":0100:7:4+1{}:713:721 722:::\n", &PUZZLE[2..]);
    assert_eq!(read(&library), doc);
    // Without deletions: a plain puzzle with an entry, no pencil marks.
    let plain = read(&format!(":0000:x:4+1{}:::\n", &PUZZLE[2..]));
    assert_eq!(plain.grid.marks, [Digits::NONE; CELLS]);
    assert_eq!(plain.grid.entries[1], 1);
}

#[test]
fn sdx_and_hodoku_errors_say_where() {
    let text = render_document(&position(), Format::Sdx);
    let e = |t: &str, f| error(t, Some(f));
    let ten = text.replacen("u1", "u1 5", 1);
    let tenth = ten.lines().next().unwrap().rfind(' ').unwrap() + 2;
    assert_eq!(
        e(&ten, Format::Sdx),
        err_at(1, tenth, "row 1 of the sdx grid has 10 cells, expected 9")
    );
    assert_eq!(
        e(&text.replacen("u1", "x1", 1), Format::Sdx),
        err_at(
            1,
            3,
            "r1c2: 'x' is not a digit 1-9 (a cell is a given digit, `u` and a placed digit, or its candidates)"
        )
    );
    let line = render_document(&position(), Format::Hodoku);
    assert_eq!(
        e(&line.replacen("4+1", "4+.", 1), Format::Hodoku),
        err_at(
            1,
            11,
            "unexpected character '.' in the cells (expected a digit 1-9 after '+')"
        )
    );
    assert_eq!(
        e(&line.replacen("713", "71", 1), Format::Hodoku),
        err_at(
            1,
            92,
            "\"71\" is not a deleted candidate (digit, row and column, as 537 for 5 in r3c7)"
        )
    );
    assert_eq!(
        e(&line.replacen("713", "411", 1), Format::Hodoku),
        err_at(
            1,
            92,
            "r1c1 holds a placed digit; only an open cell's candidates are deleted"
        )
    );
    // r1c3 holds 2, 6, 7 and 9: deleting them all leaves nothing.
    assert_eq!(
        e(&line.replacen("713", "213 613 713 913", 1), Format::Hodoku),
        err_at(1, 104, "r1c3: the deletions leave no candidate")
    );
    assert_eq!(
        e(":0000:x\n", Format::Hodoku),
        err_at(
            1,
            8,
            "a HoDoKu library line has the fields :code:digits:cells:deletions:, this one has 2"
        )
    );
}

/// A position drawn from a filling, with what sdx and hodoku keep: givens, the player's
/// digits, and every open cell's candidates holding the solution's digit (and, for sdx,
/// at least two of them: an open cell of one candidate is written as placed).
fn drawn(seed: u64) -> Document {
    let mut rng = Rng::new(seed);
    let filling = generate::random_filling(&Layout::classic(), &mut rng).unwrap();
    let mut doc = Document::new(Puzzle::classic([0; CELLS]));
    for (c, &digit) in filling.iter().enumerate() {
        match rng.below(10) {
            0..4 => doc.grid.puzzle.givens[c] = digit,
            4 | 5 => doc.grid.entries[c] = digit,
            _ => {}
        }
    }
    // An open cell left with one candidate reads back as placed: place it first, until
    // none is left (placing one may leave another with one).
    while let Some(c) =
        (0..CELLS).find(|&c| doc.grid.value(c) == 0 && doc.grid.candidates(c).len() == 1)
    {
        doc.grid.entries[c] = filling[c];
    }
    for (c, &digit) in filling.iter().enumerate() {
        if doc.grid.value(c) != 0 {
            continue;
        }
        let mut marks = doc.grid.candidates(c);
        for d in 1..=9 {
            if d != digit && marks.len() > 2 && rng.below(3) == 0 {
                marks.remove(d);
            }
        }
        doc.grid.marks[c] = marks;
    }
    doc
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn sdx_and_hodoku_documents_round_trip(seed in any::<u64>()) {
        let doc = drawn(seed);
        for f in [Format::Sdx, Format::Hodoku] {
            let text = render_document(&doc, f);
            prop_assert_eq!(detect(&text), Some(f), "{}", text);
            let back = parse_documents(&text, None, "t").map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
            prop_assert_eq!(back.len(), 1);
            if f == Format::Sdx {
                prop_assert_eq!(&back[0], &doc);
            } else {
                // A line without deletions is a plain puzzle: no marks, the same position.
                prop_assert_eq!(&back[0].grid.puzzle, &doc.grid.puzzle);
                prop_assert_eq!(back[0].grid.entries, doc.grid.entries);
                prop_assert_eq!(position::of(&back[0]), position::of(&doc));
            }
            // And on through the other positions and native, exactly.
            for g in [Format::Candidates, Format::Pm, Format::Native, Format::Sdx, Format::Hodoku] {
                let again = parse_documents(&render_document(&back[0], g), Some(g), "t").unwrap();
                prop_assert_eq!(position::of(&again[0]), position::of(&doc), "{} → {}", f, g);
            }
        }
    }
}

#[test]
fn the_solution_is_a_position_too() {
    let p = parse(PUZZLE, None, "t").unwrap().remove(0);
    let solution = parse(SOLUTION, None, "t").unwrap()[0].givens;
    for f in [Format::Sdx, Format::Hodoku] {
        let text = render_board(&p, &solution, f);
        let back = read(&text);
        assert_eq!(back.grid.board(), solution, "{f}");
        assert_eq!(back.grid.puzzle.givens, p.givens, "{f}");
    }
}
