//! What the two position formats (`candidates`, `pm`) share: a position is every cell's
//! candidate set, a cell with one candidate being a placed digit. As a document, placed
//! digits are entries (a position does not say which were givens) and the other cells'
//! candidates are pencil marks.

use super::{Document, ParseError};
use crate::cells::{cell_name, Digits, CELLS};
use crate::layout::Layout;
use crate::puzzle::Puzzle;
use crate::text::Line;
use std::sync::Arc;

/// Checks that a data row of a position grid (`what`: "the pencil-mark grid") has 9
/// cells; the error points at the tenth, or past the last.
pub(super) fn nine_cells(
    line: &Line,
    cells: &[(usize, &str)],
    row: usize,
    what: &str,
) -> Result<(), ParseError> {
    if cells.len() == 9 {
        return Ok(());
    }
    let at = cells
        .get(9)
        .map_or(line.text.trim_end().len(), |&(at, _)| at);
    Err(line.error(
        at,
        format!(
            "row {} of {what} has {} cells, expected 9",
            row + 1,
            cells.len()
        ),
    ))
}

/// The candidates a cell's word of digits writes (`1579`, at byte `at` of `line`):
/// another character is refused (`not_digit` says what it is not) and so is a digit
/// written twice.
pub(super) fn candidate_set(
    line: &Line,
    (at, word): (usize, &str),
    cell: usize,
    not_digit: &str,
) -> Result<Digits, ParseError> {
    let mut set = Digits::NONE;
    for (i, ch) in word.char_indices() {
        let d = match ch {
            '1'..='9' => ch as u8 - b'0',
            _ => {
                return Err(line.error(
                    at + i,
                    format!("{}: {ch:?} is not {not_digit}", cell_name(cell)),
                ))
            }
        };
        if set.contains(d) {
            return Err(line.error(
                at + i,
                format!("{}: the candidate {d} is written twice", cell_name(cell)),
            ));
        }
        set.insert(d);
    }
    Ok(set)
}

/// The document of a position on `layout`. Every set must be non-empty (the parsers
/// refuse a cell without candidates, naming it).
pub fn document(layout: Arc<Layout>, cells: &[Digits; CELLS]) -> Document {
    let mut doc = Document::new(Puzzle::new(layout, [0; CELLS]));
    for (c, &set) in cells.iter().enumerate() {
        if set.len() == 1 {
            doc.grid.entries[c] = set.first().unwrap_or(0);
        } else {
            doc.grid.marks[c] = set;
        }
    }
    doc
}

/// The position a document shows: placed digits (givens and entries) as singles, an open
/// cell's pencil marks, or its candidates from its peers when it has no marks (an unmarked
/// cell holds all its candidates). A puzzle with only givens thus becomes the position
/// with every candidate computed.
pub fn of(doc: &Document) -> [Digits; CELLS] {
    let g = &doc.grid;
    std::array::from_fn(|c| match (g.value(c), g.marks[c]) {
        (0, Digits::NONE) => g.candidates(c),
        (0, marks) => marks,
        (v, _) => Digits::single(v),
    })
}

/// The first open cell of `doc` with no candidate left (its peers hold every digit, or
/// its marks were all removed): a position has no way to write it, since the position
/// formats read an empty set as an error. Faces refuse to write such a position and name
/// the cell instead of writing text they could not read back.
pub fn dead_cell(doc: &Document) -> Option<usize> {
    of(doc).iter().position(|set| set.is_empty())
}

/// The puzzle a position poses: its placed digits as givens.
pub fn puzzle(doc: Document) -> Puzzle {
    let board = doc.grid.board();
    let mut p = doc.grid.puzzle;
    p.givens = board;
    p
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::{self, detect, parse_documents, render_document, Format};

    /// Found by the `formats` fuzz target: a puzzle whose r9c9 has no candidate (row 9
    /// holds 1-8, column 9 holds the 9) rendered as a position that did not read back.
    #[test]
    fn a_cell_without_candidates_is_named_not_written() {
        let line =
            "........9........................................................................";
        let mut givens = format::parse(line, None, "p").unwrap().remove(0).givens;
        for (c, d) in (72..80).zip(1..=8) {
            givens[c] = d;
        }
        let doc = Document::new(Puzzle::new(Layout::classic(), givens));
        assert_eq!(dead_cell(&doc), Some(80));
        let fine = Document::new(Puzzle::new(Layout::classic(), [0; CELLS]));
        assert_eq!(dead_cell(&fine), None);
    }
    use crate::rng::Rng;
    use proptest::prelude::*;

    const PUZZLE: &str =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    /// The puzzle's position with all candidates computed, as every paste below shows it.
    fn expected() -> Document {
        let p = format::parse(PUZZLE, None, "p").unwrap().remove(0);
        let mut doc = Document::new(Puzzle::new(p.layout.clone(), [0; CELLS]));
        doc.grid.entries = p.givens;
        let computed = of(&Document::new(p));
        for ((mark, &entry), set) in doc
            .grid
            .marks
            .iter_mut()
            .zip(&doc.grid.entries)
            .zip(computed)
        {
            if entry == 0 {
                *mark = set;
            }
        }
        doc
    }

    fn read(text: &str) -> Document {
        let mut docs = parse_documents(text, None, "paste").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(docs.len(), 1);
        docs.remove(0)
    }

    // Pastes written by hand in the shapes people post.

    /// HoDoKu's print.
    const HODOKU: &str = "\
.------------------------.------------------------.----------------------.
| 4      1679    12679   | 139    2369    1269    | 8      1239   5      |
| 26789  3       1256789 | 14589  24569   1245689 | 12679  1249   124679 |
| 2689   15689   125689  | 7      234569  1245689 | 12369  12349  123469 |
:------------------------+------------------------+----------------------:
| 3789   2       135789  | 3459   34579   4579    | 13579  6      13789  |
| 3679   15679   135679  | 359    8       25679   | 4      12359  12379  |
| 36789  456789  356789  | 3459   1       245679  | 23579  23589  23789  |
:------------------------+------------------------+----------------------:
| 289    89      289     | 6      459     3       | 1259   7      12489  |
| 5      6789    36789   | 2      479     14789   | 1369   13489  134689 |
| 1      6789    4       | 589    579     5789    | 23569  23589  23689  |
'------------------------'------------------------'----------------------'
";

    /// No frame, single spaces, ragged.
    const UNFRAMED: &str = "\
4 1679 12679 139 2369 1269 8 1239 5
26789 3 1256789 14589 24569 1245689 12679 1249 124679
2689 15689 125689 7 234569 1245689 12369 12349 123469
3789 2 135789 3459 34579 4579 13579 6 13789
3679 15679 135679 359 8 25679 4 12359 12379
36789 456789 356789 3459 1 245679 23579 23589 23789
289 89 289 6 459 3 1259 7 12489
5 6789 36789 2 479 14789 1369 13489 134689
1 6789 4 589 579 5789 23569 23589 23689
";

    /// Star borders, as some forum posts draw them.
    const STARS: &str = "\
*-----------------------------------------------------------------------------*
* 4      1679   12679  * 139    2369   1269   * 8      1239   5      *
* 26789  3      1256789* 14589  24569  1245689* 12679  1249   124679 *
* 2689   15689  125689 * 7      234569 1245689* 12369  12349  123469 *
*-----------------------------------------------------------------------------*
* 3789   2      135789 * 3459   34579  4579   * 13579  6      13789  *
* 3679   15679  135679 * 359    8      25679  * 4      12359  12379  *
* 36789  456789 356789 * 3459   1      245679 * 23579  23589  23789  *
*-----------------------------------------------------------------------------*
* 289    89     289    * 6      459    3      * 1259   7      12489  *
* 5      6789   36789  * 2      479    14789  * 1369   13489  134689 *
* 1      6789   4      * 589    579    5789   * 23569  23589  23689  *
*-----------------------------------------------------------------------------*
";

    /// Plus-and-pipe frames, uneven padding, a trailing blank line and a comment.
    const PLUS: &str = "\
# after the givens
+-------------------+-------------------+-------------------+
|   4  1679   12679 |  139 2369  1269   |  8 1239     5     |
| 26789   3 1256789 | 14589 24569 1245689 | 12679 1249 124679 |
| 2689 15689 125689 | 7 234569 1245689  | 12369 12349 123469 |
+-------------------+-------------------+-------------------+
| 3789 2 135789     | 3459 34579 4579   | 13579 6 13789     |
| 3679 15679 135679 | 359 8 25679       | 4 12359 12379     |
| 36789 456789 356789 | 3459 1 245679   | 23579 23589 23789 |
+-------------------+-------------------+-------------------+
| 289 89 289        | 6 459 3           | 1259 7 12489      |
| 5 6789 36789      | 2 479 14789       | 1369 13489 134689 |
| 1 6789 4          | 589 579 5789      | 23569 23589 23689 |
+-------------------+-------------------+-------------------+

";

    /// Box separators only, tabs between cells, CRLF line ends.
    const TABS: &str = "4\t1679\t12679\t|\t139\t2369\t1269\t|\t8\t1239\t5\r\n\
26789\t3\t1256789\t|\t14589\t24569\t1245689\t|\t12679\t1249\t124679\r\n\
2689\t15689\t125689\t|\t7\t234569\t1245689\t|\t12369\t12349\t123469\r\n\
------+-------+------\r\n\
3789\t2\t135789\t|\t3459\t34579\t4579\t|\t13579\t6\t13789\r\n\
3679\t15679\t135679\t|\t359\t8\t25679\t|\t4\t12359\t12379\r\n\
36789\t456789\t356789\t|\t3459\t1\t245679\t|\t23579\t23589\t23789\r\n\
------+-------+------\r\n\
289\t89\t289\t|\t6\t459\t3\t|\t1259\t7\t12489\r\n\
5\t6789\t36789\t|\t2\t479\t14789\t|\t1369\t13489\t134689\r\n\
1\t6789\t4\t|\t589\t579\t5789\t|\t23569\t23589\t23689\r\n";

    #[test]
    fn pasted_pencil_mark_grids_are_read() {
        let want = expected();
        for (name, text) in [
            ("hodoku", HODOKU),
            ("unframed", UNFRAMED),
            ("stars", STARS),
            ("plus", PLUS),
            ("tabs", TABS),
        ] {
            assert_eq!(detect(text), Some(Format::Pm), "{name}");
            assert_eq!(read(text), want, "{name}");
        }
        // HoDoKu's layout is what is written.
        assert_eq!(render_document(&want, Format::Pm), HODOKU);
        // The puzzle a position poses: its placed digits.
        let p = format::parse(HODOKU, None, "p").unwrap();
        assert_eq!(p[0].to_line(), PUZZLE);
    }

    #[test]
    fn a_candidates_line_is_read_and_written() {
        let want = expected();
        let line = render_document(&want, Format::Candidates);
        assert_eq!(line.trim_end().len(), 729);
        assert!(line.starts_with("...4.....1....67.9"), "{line}");
        assert_eq!(detect(&line), Some(Format::Candidates));
        assert_eq!(read(&line), want);
        // Whitespace inside the line is ignored, `0` is a blank too.
        let spaced: String = line
            .trim_end()
            .as_bytes()
            .chunks(9)
            .map(|c| String::from_utf8_lossy(c).replace('.', "0"))
            .collect::<Vec<_>>()
            .join(" ");
        assert_eq!(read(&spaced), want);
        // A puzzle with only givens becomes the position with all candidates computed.
        let from_puzzle = format::render(
            &format::parse(PUZZLE, None, "p").unwrap()[0],
            Format::Candidates,
        );
        assert_eq!(from_puzzle, line);
    }

    #[test]
    fn jigsaw_positions_carry_their_region_map() {
        let mut rng = Rng::new(11);
        let layout = Arc::new(Layout::random(&mut rng));
        let mut doc = Document::new(Puzzle::new(layout.clone(), [0; CELLS]));
        doc.grid.entries[0] = 3;
        doc.grid.marks[1] = Digits(0b1_0110);
        let doc = read(&render_document(&doc, Format::Native));
        let want = {
            let mut d = doc.clone();
            d.grid.marks = of(&doc);
            d.grid.marks[0] = Digits::NONE;
            d
        };
        for f in [Format::Candidates, Format::Pm] {
            let text = render_document(&doc, f);
            assert!(text.contains(&layout.region_map()), "{f}: {text}");
            let back = read(&text);
            assert_eq!(back, want, "{f}");
            // candidates ↔ pm ↔ native, exactly.
            for g in [Format::Candidates, Format::Pm, Format::Native] {
                assert_eq!(read(&render_document(&back, g)), want, "{f} → {g}");
            }
        }
        // The map may also stand on the line after the 729 characters.
        let line = render_document(&doc, Format::Candidates);
        let (cells, map) = line.trim_end().split_once(' ').unwrap();
        assert_eq!(read(&format!("{cells}\n{map}\n")), want);
    }

    /// Found by the `positions` fuzz target: a position whose every cell is decided (a
    /// solved grid, or here every cell 3) was written as a pm grid that detection took
    /// for a line, so it did not read back. HoDoKu's frames now mark it as pm.
    #[test]
    fn a_pm_grid_of_decided_cells_reads_back_as_pm() {
        let doc = document(Layout::classic(), &[Digits::single(3); CELLS]);
        let text = render_document(&doc, Format::Pm);
        assert_eq!(detect(&text), Some(Format::Pm), "{text}");
        let back = parse_documents(&text, None, "x").unwrap();
        assert_eq!(of(&back[0]), [Digits::single(3); CELLS]);
        // Without HoDoKu's frames, nine single digits a row between bars are a framed
        // grid of digits (the same puzzle, read by the grid reader).
        let bare: String = text
            .lines()
            .filter(|l| !l.starts_with(['.', ':', '\'']))
            .map(|l| format!("{l}\n"))
            .collect();
        assert_eq!(detect(&bare), Some(Format::Framed), "{bare}");
        assert_eq!(
            format::parse(&bare, None, "x").unwrap()[0].givens,
            [3; CELLS]
        );
    }

    #[test]
    fn bad_positions_say_where() {
        let err = |text: &str, format| {
            let e = parse_documents(text, Some(format), "in").unwrap_err();
            (e.line, e.column, e.message)
        };
        let line = render_document(&expected(), Format::Candidates);
        // Place 4 of r1c2 holds a 5.
        let mut bad = line.clone();
        bad.replace_range(12..13, "5");
        let (l, c, m) = err(&bad, Format::Candidates);
        assert_eq!((l, c), (1, 13));
        assert_eq!(
            m,
            "r1c2: '5' at place 4 of the cell (place d holds the digit d or '.')"
        );
        let mut empty = line.clone();
        empty.replace_range(0..9, ".........");
        assert_eq!(
            err(&empty, Format::Candidates).2,
            "r1c1: no candidate left (a cell needs at least one)"
        );
        assert!(err(&line[..700], Format::Candidates)
            .2
            .starts_with("too few characters: found 700"));
        // pm: a short row, a bad digit, a doubled candidate, a grid cut short.
        let short = HODOKU.replacen("| 4      1679", "| 1679", 1);
        let (l, _, m) = err(&short, Format::Pm);
        assert_eq!(l, 2);
        assert_eq!(m, "row 1 of the pencil-mark grid has 8 cells, expected 9");
        let (l, c, m) = err(
            &HODOKU.replacen("2689   15689", "2689   15x89", 1),
            Format::Pm,
        );
        assert_eq!((l, c), (4, 12));
        assert_eq!(m, "r3c2: 'x' is not a candidate digit 1-9");
        assert_eq!(
            err(&HODOKU.replacen("26789  3", "26769  3", 1), Format::Pm).2,
            "r2c1: the candidate 6 is written twice"
        );
        let cut: String = HODOKU.lines().take(6).map(|l| format!("{l}\n")).collect();
        assert_eq!(
            err(&cut, Format::Pm).2,
            "the pencil-mark grid ends after 4 rows; it needs 9"
        );
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        #[test]
        fn positions_round_trip(seed in any::<u64>(), jigsaw in any::<bool>()) {
            let mut rng = Rng::new(seed);
            let layout = if jigsaw { Arc::new(Layout::random(&mut rng)) } else { Layout::classic() };
            let mut cells = [Digits::NONE; CELLS];
            for set in cells.iter_mut() {
                *set = Digits(1 + rng.below(0x1ff) as u16);
            }
            let doc = document(layout, &cells);
            for f in [Format::Candidates, Format::Pm, Format::Native] {
                let text = render_document(&doc, f);
                prop_assert_eq!(detect(&text), Some(f));
                let back = parse_documents(&text, None, "x").unwrap();
                prop_assert_eq!(&back, &vec![doc.clone()]);
                prop_assert_eq!(of(&back[0]), cells);
            }
        }

        #[test]
        fn arbitrary_position_text_never_panics(text in "(?s)[0-9 .|+*:'\\-\\n\\tA-I]{0,900}") {
            for f in [Format::Candidates, Format::Pm] {
                let _ = parse_documents(&text, Some(f), "x");
            }
            let _ = parse_documents(&text, None, "x");
        }
    }
}
