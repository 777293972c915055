//! Damaged files are named for what they are. Every format's text, with one character
//! changed, a line cut or a line added, gives without `--from` exactly what it gives with
//! `--from` its own format: the same puzzles, or the same error at the same place, read as
//! that format. (A pm grid with an `x` in a cell used to be read as a line puzzle 80 cells
//! long, and a candidates line cut short as a clashing puzzle of 58 givens.) The error
//! never points above the damage.

use super::*;
use crate::generate;

/// Two puzzles (one for native) in `format`, drawn from a filling: about 40 % givens,
/// some of the rest placed by the player where the format keeps them (positions,
/// native), the filling as the solution column of a csv.
fn sample_text(format: Format, seed: u64) -> String {
    let mut rng = Rng::new(seed);
    let count = if format.holds_many() { 2 } else { 1 };
    let mut docs = Vec::new();
    let mut fillings = Vec::new();
    for _ in 0..count {
        let (layout, filling) = if format.carries_jigsaw() && rng.below(2) == 0 {
            let jigsaws = jigsaw_fillings();
            jigsaws[rng.below(jigsaws.len() as u64) as usize].clone()
        } else {
            let layout = Layout::classic();
            let filling = generate::random_filling(&layout, &mut rng).expect("classic fills");
            (layout, filling)
        };
        let mut doc = Document::new(Puzzle::new(layout, [0; CELLS]));
        for (c, &digit) in filling.iter().enumerate() {
            match rng.below(100) {
                0..40 => doc.grid.puzzle.givens[c] = digit,
                40..55 => doc.grid.entries[c] = digit,
                _ => {}
            }
        }
        docs.push(doc);
        fillings.push(filling);
    }
    let puzzles: Vec<Puzzle> = docs.iter().map(|d| d.grid.puzzle.clone()).collect();
    match format {
        Format::Csv => {
            let items: Vec<Item> = puzzles
                .iter()
                .zip(&fillings)
                .map(|(puzzle, board)| Item {
                    puzzle,
                    board,
                    note: None,
                })
                .collect();
            render_items(&items, format)
        }
        f if f.is_position() || f == Format::Native => {
            let sep = if f.blank_line_between() { "\n" } else { "" };
            docs.iter()
                .map(|d| render_document(d, f))
                .collect::<Vec<_>>()
                .join(sep)
        }
        f => render_all(&puzzles, f),
    }
}

/// A few jigsaw layouts with a filling each, made once (finding a layout that has a
/// filling takes a while).
fn jigsaw_fillings() -> &'static [(Arc<Layout>, Board)] {
    static MADE: std::sync::OnceLock<Vec<(Arc<Layout>, Board)>> = std::sync::OnceLock::new();
    MADE.get_or_init(|| {
        let mut rng = Rng::new(27);
        let mut made = Vec::new();
        while made.len() < 4 {
            let layout = Arc::new(Layout::random(&mut rng));
            // Some layouts have no filling: give up on them early.
            if let Ok(filling) = generate::random_filling_within(&layout, &mut rng, 1 << 12) {
                made.push((layout, filling));
            }
        }
        made
    })
}

const TYPOS: [char; 8] = ['x', 'Z', '5', ' ', '.', '|', '0', '?'];

/// `text` damaged one way: a character (not a line end) replaced, a whole line removed, or
/// a line inserted (a copy of another line, or a stray one); with what was done and the
/// first line it touches (1-based).
fn damage(text: &str, rng: &mut Rng) -> (String, String, usize) {
    let lines: Vec<&str> = text.lines().collect();
    match rng.below(3) {
        0 => {
            let chars: Vec<(usize, char)> =
                text.char_indices().filter(|&(_, c)| c != '\n').collect();
            let (at, _) = chars[rng.below(chars.len() as u64) as usize];
            let by = TYPOS[rng.below(TYPOS.len() as u64) as usize];
            let mut s = text.to_string();
            let len = s[at..].chars().next().map_or(1, char::len_utf8);
            s.replace_range(at..at + len, &by.to_string());
            let line = text[..at].matches('\n').count() + 1;
            (s, format!("{by:?} at byte {at}"), line)
        }
        1 => {
            let line = rng.below(lines.len() as u64) as usize;
            let mut kept = lines.clone();
            kept.remove(line);
            (
                kept.join("\n") + "\n",
                format!("line {} cut", line + 1),
                line + 1,
            )
        }
        _ => {
            let line = rng.below(lines.len() as u64 + 1) as usize;
            let added = if rng.below(2) == 0 {
                lines[rng.below(lines.len() as u64) as usize].to_string()
            } else {
                "?".to_string()
            };
            let mut grown = lines.clone();
            grown.insert(line, &added);
            let how = format!("{added:?} added as line {}", line + 1);
            (grown.join("\n") + "\n", how, line + 1)
        }
    }
}

/// What reading gives, comparably: the puzzles, or the error's place and message.
fn outcome<T: PartialEq + std::fmt::Debug>(
    r: &Result<T, ParseError>,
) -> Result<&T, (usize, usize, &str)> {
    r.as_ref()
        .map_err(|e| (e.line, e.column, e.message.as_str()))
}

#[test]
fn damaged_texts_get_their_own_formats_error() {
    let mut failures = Vec::new();
    let mut errors = 0;
    for format in Format::ALL {
        for seed in 0..120u64 {
            let text = sample_text(format, seed);
            assert_eq!(detect(&text), Some(format), "the sample itself\n{text}");
            let mut rng = Rng::new(seed * 31 + format as u64);
            let (bad, how, line) = damage(&text, &mut rng);
            let forced = parse(&bad, Some(format), "t");
            let auto = parse(&bad, None, "t");
            let forced_docs = parse_documents(&bad, Some(format), "t");
            let auto_docs = parse_documents(&bad, None, "t");
            let mut wrong = Vec::new();
            if outcome(&forced) != outcome(&auto) {
                wrong.push(format!(
                    "puzzles: --from {format} gives {:?}, detection ({:?}) gives {:?}",
                    forced.as_ref().err().map(ToString::to_string),
                    detect(&bad),
                    auto.as_ref().err().map(ToString::to_string)
                ));
            }
            if outcome(&forced_docs) != outcome(&auto_docs) {
                wrong.push(format!(
                    "documents: --from {format} gives {:?}, detection gives {:?}",
                    forced_docs.as_ref().err().map(ToString::to_string),
                    auto_docs.as_ref().err().map(ToString::to_string)
                ));
            }
            if let Err(e) = &auto {
                errors += 1;
                if e.format != Some(format) {
                    wrong.push(format!("the error says it was read as {:?}", e.format));
                }
                // Walls name a wall's other side, which may be on the row above; a
                // layout that is wrong as a whole (a region of 12 cells) is named by a
                // cell of the region, wherever it is.
                let whole = e.message.starts_with("invalid walls")
                    || e.message.contains("invalid region map")
                    || e.message.starts_with("`regions`: ");
                if e.line + 1 < line && e.line != 0 && !whole {
                    wrong.push(format!(
                        "the error ({e}) is above the damage on line {line}"
                    ));
                }
            }
            if !wrong.is_empty() {
                failures.push(format!(
                    "{format} seed {seed}, {how}:\n  {}\n{bad}",
                    wrong.join("\n  ")
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} damaged texts:\n{}",
        failures.len(),
        Format::ALL.len() * 120,
        failures.join("\n")
    );
    // Most damage is an error (a few changes leave a valid text).
    assert!(errors > Format::ALL.len() * 60, "{errors}");
}

/// The cases the issue names: HoDoKu's print with an `x` among the candidates, and a
/// candidates line cut to 728 characters or with a `Z` in it.
#[test]
fn a_damaged_pm_grid_or_candidates_line_is_named_as_one() {
    let p = parse(
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        None,
        "t",
    )
    .unwrap()
    .remove(0);
    let doc = Document::new(p);
    let pm = render_document(&doc, Format::Pm);
    let bad = pm.replacen("1679 ", "16x9 ", 1);
    assert_eq!(detect(&bad), Some(Format::Pm));
    assert_eq!(
        error(&bad, None),
        err_at(2, 12, "r1c2: 'x' is not a candidate digit 1-9")
    );
    let line = render_document(&doc, Format::Candidates);
    assert_eq!(
        error(&line[..728], None),
        err_at(
            1,
            729,
            "too few characters: found 728, a position needs 729 (9 for each of 81 cells)"
        )
    );
    let mut z = line.clone();
    z.replace_range(100..101, "Z");
    // Character 101 is place 2 of the twelfth cell, r2c3.
    assert_eq!(
        error(&z, None),
        err_at(
            1,
            101,
            "r2c3: 'Z' at place 2 of the cell (place d holds the digit d or '.')"
        )
    );
    // 700 to 760 characters of 1-9, '.' and '0' are a candidates line.
    for n in [700, 729, 760] {
        let text: String = line.chars().cycle().take(n).collect();
        assert_eq!(detect(&text), Some(Format::Candidates), "{n}");
    }
}
