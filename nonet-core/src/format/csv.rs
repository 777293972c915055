//! The `csv` format: comma-separated values whose header line names the columns, as the
//! Kaggle sudoku sets do (`quizzes,solutions`, `id,puzzle,solution,clues,difficulty`). The
//! column named `puzzle`, `quizzes` (or another name in [`PUZZLE_NAMES`]) holds each row's
//! puzzle as 81 characters, as in `line`; a column named `solution` or `solutions` (see
//! [`SOLUTION_NAMES`]) its solution, 81 digits, which `solve` checks against its own. Other
//! columns are named, so they are passed over knowingly. Fields may be double-quoted;
//! `#` lines are comments.
//!
//! Without a header there is no telling what a second column holds, and ignoring it would
//! lose it without a word: such a file is refused at its second column. A file of bare
//! puzzles (one column, no header) reads as it does in `line`.

use super::ParseError;
use crate::cells::CELLS;
use crate::puzzle::{Board, Puzzle};
use crate::text::{cell_char, shown, Cursor, Line, BLANKS};

/// Header names of the puzzle column (compared without case).
pub const PUZZLE_NAMES: [&str; 8] = [
    "puzzle", "puzzles", "quiz", "quizzes", "sudoku", "question", "problem", "givens",
];

/// Header names of the solution column (compared without case).
pub const SOLUTION_NAMES: [&str; 5] = ["solution", "solutions", "answer", "answers", "solved"];

/// One data row: its puzzle, the solution it states (if the file has a solution column
/// and the row fills it), and its line.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    pub puzzle: Puzzle,
    pub solution: Option<Board>,
    pub line: usize,
}

/// The fields of a line with the byte offsets of their contents in the line, as the
/// `csv` crate's parser (`csv-core`) reads them: double quotes around a field taken off,
/// `""` inside one a quote, a comma inside one part of the field; each trimmed.
///
/// The parser reads one line at a time here, not the whole text: nonet's line cursor
/// keeps the line numbers, `#` comments and blank lines that every format's errors and
/// the streaming reader (which hands a CSV's rows out in chunks) go by, and a puzzle
/// never spans lines. The parser gives a field's text, not where it was: each is found in
/// the line after the one before (a field whose text is not in the line as it is, with a
/// `""` escape or text after its closing quote, holds no puzzle and is placed where its
/// search began).
fn fields(line: &Line) -> Vec<(usize, String)> {
    let text = line.text;
    let mut from = 0;
    split(text)
        .into_iter()
        .map(|field| {
            let field = field.trim();
            // Quotes after a space (`2, "…"`) are text to RFC 4180 and the parser; the
            // reader before it took them off, and hand-written files have them.
            let field = field
                .strip_prefix('"')
                .and_then(|f| f.strip_suffix('"'))
                .unwrap_or(field)
                .to_string();
            let (at, end) = match text[from..].find(field.as_str()) {
                Some(i) => (from + i, from + i + field.len()),
                None => (from, from),
            };
            // The next field starts after the comma that ends this one.
            from = text[end..].find(',').map_or(text.len(), |i| end + i + 1);
            (at, field)
        })
        .collect()
}

thread_local! {
    /// One parser for every line a thread reads: building one (its state machine)
    /// for each line cost more than the parse.
    static PARSER: std::cell::RefCell<csv_core::Reader> =
        std::cell::RefCell::new(csv_core::Reader::new());
}

/// A line's fields as csv-core reads them (an empty line: one empty field).
fn split(text: &str) -> Vec<String> {
    use csv_core::ReadRecordResult;
    let input = text.as_bytes();
    // Unquoting only shrinks a field; a field ends at a comma or the line's end.
    let mut output = vec![0u8; input.len() + 1];
    let mut ends = vec![0usize; input.iter().filter(|&&b| b == b',').count() + 2];
    let (mut nin, mut nout, mut nend) = (0, 0, 0);
    PARSER.with_borrow_mut(|parser| {
        parser.reset();
        loop {
            let (result, i, o, e) =
                parser.read_record(&input[nin..], &mut output[nout..], &mut ends[nend..]);
            (nin, nout, nend) = (nin + i, nout + o, nend + e);
            // InputEmpty: the line is used up; the next call, with nothing, ends the
            // record. Room for every field was made above, so any other result is the end.
            if result != ReadRecordResult::InputEmpty || i == 0 {
                break;
            }
        }
    });
    let mut start = 0;
    let fields: Vec<String> = ends[..nend]
        .iter()
        .map(|&end| {
            let field = String::from_utf8_lossy(&output[start..end]).into_owned();
            start = end;
            field
        })
        .collect();
    if fields.is_empty() {
        return vec![String::new()];
    }
    fields
}

/// Where the columns are, as the header names them.
struct Columns {
    count: usize,
    puzzle: usize,
    solution: Option<usize>,
}

fn column(names: &[(usize, String)], wanted: &[&str]) -> Option<usize> {
    names
        .iter()
        .position(|(_, n)| wanted.iter().any(|w| w.eq_ignore_ascii_case(n)))
}

/// True when the line is a header naming a puzzle column.
pub fn has_header(line: &Line) -> bool {
    let names = fields(line);
    column(&names, &PUZZLE_NAMES).is_some() && names.iter().all(|(_, n)| name_like(n))
}

fn name_like(word: &str) -> bool {
    word.chars()
        .all(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | ' ' | '.'))
}

/// True when the line starts with 81 cells and a comma: a row of a CSV without a header.
pub fn headerless_row(line: &Line) -> bool {
    let fields = fields(line);
    fields.len() > 1 && cells(line, field(&fields[0]), "puzzle").is_ok()
}

/// True when the lines look like a CSV whose header is damaged or names no puzzle column:
/// a first line of names with a comma among them, then a row of as many fields, one of
/// them about 81 characters long.
pub fn resembles(window: &[Line]) -> bool {
    let [first, second, ..] = window else {
        return false;
    };
    let names = fields(first);
    names.len() > 1
        && names.iter().filter(|(_, n)| name_like(n)).count() * 2 >= names.len()
        && fields(second).len() == names.len()
        && fields(second)
            .iter()
            .any(|(_, f)| (CELLS - 9..=CELLS + 9).contains(&f.chars().count()))
}

pub fn parse(cur: &mut Cursor) -> Result<Vec<Puzzle>, ParseError> {
    Ok(parse_rows(cur)?.into_iter().map(|r| r.puzzle).collect())
}

/// Every data row, with the solution it states.
pub fn parse_rows(cur: &mut Cursor) -> Result<Vec<Row>, ParseError> {
    let mut out = Vec::new();
    let Some(first) = cur.next_significant() else {
        return Ok(out);
    };
    let names = fields(&first);
    let columns = match column(&names, &PUZZLE_NAMES) {
        Some(puzzle) => Columns {
            count: names.len(),
            puzzle,
            solution: column(&names, &SOLUTION_NAMES),
        },
        None if cells(&first, field(&names[0]), "puzzle").is_ok() => {
            // No header: bare puzzles, and nothing else on the line.
            out.push(row(&first, &names, None)?);
            Columns {
                count: 1,
                puzzle: 0,
                solution: None,
            }
        }
        None => {
            let found: Vec<String> = names.iter().map(|(_, n)| shown(n)).collect();
            return Err(first.error(
                first.indent(),
                format!(
                    "the CSV header names no puzzle column (found: {}); name it one of {}",
                    found.join(", "),
                    PUZZLE_NAMES.join(", ")
                ),
            ));
        }
    };
    while let Some(line) = cur.next_significant() {
        let fields = fields(&line);
        out.push(row(&line, &fields, Some(&columns))?);
    }
    Ok(out)
}

/// A data row; `columns` is None for a file without a header.
fn row(
    line: &Line,
    fields: &[(usize, String)],
    columns: Option<&Columns>,
) -> Result<Row, ParseError> {
    let Some(columns) = columns else {
        if let Some(&(at, _)) = fields.get(1) {
            return Err(line.error(
                at,
                "a second column, and no header line to say what it holds: nonet reads a \
                 CSV's columns by their names (a first line such as `puzzle,solution` or \
                 `quizzes,solutions`); add one, or keep only the puzzles",
            ));
        }
        let puzzle = Puzzle::classic(cells(line, field(&fields[0]), "puzzle")?);
        return Ok(Row {
            puzzle,
            solution: None,
            line: line.no,
        });
    };
    if fields.len() != columns.count {
        let at = fields
            .get(columns.count)
            .map_or(line.text.trim_end().len(), |&(at, _)| at);
        return Err(line.error(
            at,
            format!(
                "a row of {} column{}, where the header names {}",
                fields.len(),
                if fields.len() == 1 { "" } else { "s" },
                columns.count
            ),
        ));
    }
    let puzzle = Puzzle::classic(cells(line, field(&fields[columns.puzzle]), "puzzle")?);
    let solution = match columns.solution.map(|c| field(&fields[c])) {
        None | Some((_, "")) => None,
        Some(field) => {
            let board = cells(line, field, "solution")?;
            if let Some(i) = board.iter().position(|&v| v == 0) {
                let at = field.0 + field.1.char_indices().nth(i).map_or(0, |(b, _)| b);
                return Err(line.error(
                    at,
                    "a blank in the solution column: a solution has a digit in every cell",
                ));
            }
            Some(board)
        }
    };
    Ok(Row {
        puzzle,
        solution,
        line: line.no,
    })
}

/// A field as [`cells`] takes it.
fn field(f: &(usize, String)) -> (usize, &str) {
    (f.0, f.1.as_str())
}

/// The 81 cells of a field at byte offset `at` of `line`; `what` names the column.
fn cells(line: &Line, (at, field): (usize, &str), what: &str) -> Result<Board, ParseError> {
    let mut board = [0u8; CELLS];
    let mut n = 0;
    for (i, c) in field.char_indices() {
        let v = cell_char(c).ok_or_else(|| {
            line.error(
                at + i,
                format!("unexpected character {c:?} in the {what} column (expected 1-9 or a blank: {BLANKS})"),
            )
        })?;
        if n == CELLS {
            return Err(line.error(
                at + i,
                format!(
                    "the {what} column has {} cells, a puzzle has 81",
                    field.chars().count()
                ),
            ));
        }
        board[n] = v;
        n += 1;
    }
    if n < CELLS {
        return Err(line.error(
            at + field.len(),
            format!("the {what} column has {n} cells, a puzzle has 81"),
        ));
    }
    Ok(board)
}

/// The header (when `header`), then a row per puzzle; with `solutions`, a second column
/// holding each row's board, or nothing where it has none (a puzzle without a solution).
pub fn render<'a>(
    rows: impl Iterator<Item = (&'a Puzzle, Option<&'a Board>)>,
    header: bool,
    solutions: bool,
) -> String {
    let mut s = String::new();
    if header {
        s.push_str(if solutions {
            "puzzle,solution\n"
        } else {
            "puzzle\n"
        });
    }
    for (p, board) in rows {
        s.push_str(&digits(&p.givens));
        if solutions {
            s.push(',');
            if let Some(b) = board {
                s.push_str(&digits(b));
            }
        }
        s.push('\n');
    }
    s
}

/// A board as 81 digits, 0 for a blank (as the Kaggle sets write it).
fn digits(board: &Board) -> String {
    board
        .iter()
        .map(|&v| (b'0' + crate::text::digit_value(v)) as char)
        .collect()
}
