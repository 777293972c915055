//! Round trips, auto-detection, exact error places and messages, the real samples, and
//! proptests that nothing panics on arbitrary input.

use super::*;
use crate::cells::CELLS;
use crate::layout::WALL_RIGHT;
use crate::rng::Rng;
use proptest::prelude::*;
use std::path::PathBuf;

/// Random givens (not necessarily a valid sudoku: formats do not care), about
/// `density` in 100 cells filled.
fn random_board(rng: &mut Rng, density: u64) -> Board {
    let mut b = [0u8; CELLS];
    for v in b.iter_mut() {
        if rng.below(100) < density {
            *v = 1 + rng.below(9) as u8;
        }
    }
    b
}

/// A random puzzle: on a random jigsaw layout when `jigsaw`, named `Grid NN…` when `named`.
fn random_puzzle(seed: u64, jigsaw: bool, named: bool) -> Puzzle {
    let mut rng = Rng::new(seed);
    let density = rng.below(101);
    let layout = if jigsaw && rng.below(8) != 0 {
        Arc::new(Layout::random(&mut rng))
    } else {
        Layout::classic()
    };
    let mut p = Puzzle::new(layout, random_board(&mut rng, density));
    if named {
        p.name = Some(match rng.below(3) {
            0 => format!("Grid {:02}", rng.below(100)),
            1 => format!("Grid {}", rng.below(100_000)),
            _ => format!("grid {} (hard, #{})", rng.below(10), rng.below(10)),
        });
    }
    p
}

fn carries_jigsaw(format: Format) -> bool {
    !matches!(format, Format::Line | Format::Grid | Format::Euler)
}

fn puzzles_for(format: Format, seed: u64, count: usize) -> Vec<Puzzle> {
    (0..count as u64)
        .map(|i| {
            random_puzzle(
                seed.wrapping_mul(1000).wrapping_add(i),
                carries_jigsaw(format),
                format == Format::Euler,
            )
        })
        .collect()
}

/// (line, column, message) of the error `text` gives in `format` (or detected).
fn error(text: &str, format: Option<Format>) -> (usize, usize, String) {
    match parse(text, format, "t") {
        Ok(ps) => panic!("expected an error, parsed {} puzzles", ps.len()),
        Err(e) => {
            assert_eq!(e.source, "t");
            (e.line, e.column, e.message)
        }
    }
}

fn err_at(line: usize, column: usize, message: &str) -> (usize, usize, String) {
    (line, column, message.to_string())
}

fn samples_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../assets/samples")
}

fn read_sample(name: &str) -> String {
    std::fs::read_to_string(samples_dir().join(name)).expect("sample file")
}

/// A line puzzle with the digits 1-9 at the start and blanks elsewhere.
fn line_puzzle() -> String {
    format!("123456789{}", ".".repeat(72))
}

/// A temporary file removed on drop.
struct TempFile(PathBuf);
impl TempFile {
    fn new(name: &str, bytes: &[u8]) -> TempFile {
        let path = std::env::temp_dir().join(format!("nonet-format-{}-{name}", std::process::id()));
        std::fs::write(&path, bytes).expect("write temp file");
        TempFile(path)
    }
    fn path(&self) -> &str {
        self.0.to_str().expect("utf-8 temp path")
    }
}
impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

// ---------------------------------------------------------------- Format and errors

#[test]
fn format_names_round_trip() {
    for f in Format::ALL {
        assert_eq!(f.to_string().parse::<Format>(), Ok(f));
    }
    assert_eq!("JIGSAW".parse::<Format>(), Ok(Format::Jigsaw));
    assert_eq!(
        "sdk".parse::<Format>().unwrap_err(),
        "unknown format \"sdk\" (expected one of: line, grid, euler, walls, jigsaw, candidates, pm, native)"
    );
}

#[test]
fn only_line_grid_and_euler_drop_a_jigsaw_layout() {
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

// ---------------------------------------------------------------- line

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
            "unexpected character 'a' (expected 1-9 or a blank: . 0 _ x * -)"
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

// ---------------------------------------------------------------- grid

const NOIP: &str = "\
7 0 0 9 0 0 0 0 1
1 0 0 0 0 5 9 0 0
0 0 0 2 0 0 0 8 0
0 0 5 0 2 0 0 0 3
0 0 0 0 0 0 6 4 8
4 1 3 0 0 0 0 0 0
0 0 7 0 0 2 0 9 0
2 0 1 0 6 0 8 0 4
0 8 0 5 0 4 0 1 2
";

fn noip_board() -> Board {
    let mut b = [0u8; CELLS];
    for (i, v) in NOIP.split_whitespace().enumerate() {
        b[i] = v.parse().unwrap();
    }
    b
}

#[test]
fn grid_reads_noip_compact_and_framed_grids() {
    let compact: String = NOIP
        .lines()
        .map(|l| l.replace(' ', "").replace('0', ".") + "\n")
        .collect();
    let rows: Vec<String> = NOIP.lines().map(|l| l.replace(' ', "")).collect();
    let mut ss = String::from("*-----------*\n");
    for (r, row) in rows.iter().enumerate() {
        ss += &format!("|{}|{}|{}|\n", &row[..3], &row[3..6], &row[6..]);
        if r == 2 || r == 5 {
            ss += "|---+---+---|\n";
        }
    }
    ss += "*-----------*\n";
    let mut sdk = String::new();
    for (r, row) in rows.iter().enumerate() {
        let cells: Vec<String> = row
            .chars()
            .map(|c| if c == '0' { ".".into() } else { c.to_string() })
            .collect();
        sdk += &format!(
            "{} | {} | {}\n",
            cells[..3].join(" "),
            cells[3..6].join(" "),
            cells[6..].join(" ")
        );
        if r == 2 || r == 5 {
            sdk += "------+-------+------\n";
        }
    }
    let grouped: String = rows
        .iter()
        .map(|r| format!("{} {} {}\n", &r[..3], &r[3..6], &r[6..]))
        .collect();
    let dotted = NOIP.replace('0', ".");
    for text in [NOIP.to_string(), compact, ss, sdk, grouped, dotted] {
        assert_eq!(detect(&text), Some(Format::Grid), "{text}");
        let ps = parse(&text, None, "t").unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(ps, vec![Puzzle::classic(noip_board())], "{text}");
    }
    // Several grids, after blank lines or directly one after the other.
    let many = format!("{NOIP}\n\n{NOIP}{NOIP}");
    assert_eq!(parse(&many, None, "t").unwrap().len(), 3);
}

#[test]
fn grid_errors() {
    let rows: Vec<&str> = NOIP.lines().collect();
    // Wrong number of values: too few points past the end, too many at the tenth.
    let mut text = rows.clone();
    text[1] = "1 0 0 0 0 5 9 0";
    assert_eq!(
        error(&(text.join("\n") + "\n"), None),
        err_at(2, 16, "expected 9 values in a grid row, found 8")
    );
    text[1] = "1 0 0 0 0 5 9 0 0 4 4";
    assert_eq!(
        error(&(text.join("\n") + "\n"), None),
        err_at(2, 19, "expected 9 values in a grid row, found 11")
    );
    // Out of range, at the value.
    let mut text = rows.clone();
    text[2] = "0 0 12 2 0 0 0 8 0";
    assert_eq!(
        error(&(text.join("\n") + "\n"), None),
        err_at(3, 5, "value 12 is out of range (expected 0-9)")
    );
    text[2] = "0 0 -1 2 0 0 0 8 0";
    assert_eq!(
        error(&(text.join("\n") + "\n"), None),
        err_at(
            3,
            5,
            "unexpected character '-' in a grid row (expected a number 0-9 or '.')"
        )
    );
    // Bad character, at the character.
    text[2] = "0 0 0 2 0 0 0 8 z";
    assert_eq!(
        error(&(text.join("\n") + "\n"), None),
        err_at(
            3,
            17,
            "unexpected character 'z' in a grid row (expected a number 0-9 or '.')"
        )
    );
    // Blanks run together among spaced values: the word is named, not one of its dots.
    assert_eq!(
        error(&format!(".. {}\n", ["0"; 7].join(" ")), Some(Format::Grid)),
        err_at(
            1,
            1,
            "'..' in a grid row: with the values separated by spaces, each blank is a '.' or 0 of its own"
        )
    );
    // Compact rows count cells.
    assert_eq!(
        error("12345678\n", Some(Format::Grid)),
        err_at(1, 9, "expected 9 cells in a grid row, found 8")
    );
    assert_eq!(
        error("|123|456|789|1|\n", Some(Format::Grid)),
        err_at(1, 14, "expected 9 cells in a grid row, found 10")
    );
    // Truncated: end of file, or a blank line, after 6 rows of the second grid.
    let truncated = format!("{NOIP}\n{}", rows[..6].join("\n"));
    assert_eq!(
        error(&truncated, None),
        err_at(
            16,
            18,
            "file ends after 6 of 9 rows of the grid starting at line 11"
        )
    );
    let gap = format!("{NOIP}\n{}\n\n{NOIP}", rows[..6].join("\n"));
    assert_eq!(
        error(&gap, None),
        err_at(17, 1, "the grid starting at line 11 has only 6 of 9 rows")
    );
}

// ---------------------------------------------------------------- euler

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

// ---------------------------------------------------------------- walls

fn classic_walls_text(t: usize) -> String {
    render_all(&vec![Puzzle::classic([0; CELLS]); t], Format::Walls)
}

#[test]
fn walls_reads_the_hdu_sample() {
    let text = read_sample("hdu4069_sample.in");
    assert_eq!(detect(&text), Some(Format::Walls));
    let ps = parse(&text, None, "t").unwrap();
    assert_eq!(ps.len(), 3);
    assert!(ps.iter().all(|p| !p.layout.is_classic()));
    // Case 1, row 1: 144 18 112 208 80 25 54 144 48 → digits 0 2 0 0 0 9 6 0 0.
    assert_eq!(&ps[0].givens[..9], &[0, 2, 0, 0, 0, 9, 6, 0, 0]);
    // Writing back gives the same numbers (the sample's walls are complete).
    let canonical: Vec<String> = text.split_whitespace().map(String::from).collect();
    let written: Vec<String> = render_all(&ps, Format::Walls)
        .split_whitespace()
        .map(String::from)
        .collect();
    assert_eq!(written, canonical);
}

#[test]
fn walls_errors() {
    let text = classic_walls_text(2);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[1], "144 16 48 144 16 48 144 16 48");
    // r1c1 claims a wall on its right that r1c2 lacks.
    let mut bad = lines.clone();
    let row = "176 16 48 144 16 48 144 16 48";
    bad[1] = row;
    assert_eq!(
        error(&bad.join("\n"), None),
        err_at(
            2,
            1,
            "invalid walls in block 1 (starting at line 2): inconsistent walls: r1c1 has a wall on its right but r1c2 has none facing it"
        )
    );
    // In the second block (after the blank line), r1c2 is the one with the extra wall.
    let mut bad = lines.clone();
    bad[11] = "144 48 48 144 16 48 144 16 48";
    assert_eq!(
        error(&bad.join("\n"), None),
        err_at(
            12,
            5,
            "invalid walls in block 2 (starting at line 12): inconsistent walls: r1c2 has a wall on its right but r1c3 has none facing it"
        )
    );
    // Values above 255, and digits above 9.
    let mut bad = lines.clone();
    bad[3] = "128 0 32 128 0 32 128 0 300";
    assert_eq!(
        error(&bad.join("\n"), None),
        err_at(4, 25, "value 300 is out of range (expected 0-255)")
    );
    bad[3] = "128 0 32 138 0 32 128 0 32";
    assert_eq!(
        error(&bad.join("\n"), None),
        err_at(
            4,
            10,
            "value 138 holds digit 10 in its low 4 bits (walls 128): the digit must be 0-9"
        )
    );
    // Wrong count of numbers in a row.
    bad[3] = "128 0 32 128 0 32 128 0";
    assert_eq!(
        error(&bad.join("\n"), None),
        err_at(4, 24, "expected 9 values in a walls row, found 8")
    );
    // T larger than the blocks present, and a block cut short.
    let more = text.replacen('2', "5", 1);
    assert_eq!(
        error(&more, None),
        err_at(
            20,
            30,
            "the input ends after 2 blocks, but T = 5 on line 1 announces 5"
        )
    );
    let short = lines[..17].join("\n");
    assert_eq!(
        error(&short, None),
        err_at(
            17,
            30,
            "file ends after 6 of 9 rows of block 2 (starting at line 12)"
        )
    );
    // Extra data after T blocks, and a bad count.
    let extra = text.replacen('2', "1", 1);
    assert_eq!(
        error(&extra, None),
        err_at(
            12,
            1,
            "unexpected data after the 1 blocks announced by T on line 1"
        )
    );
    assert_eq!(
        error("0\n", None),
        err_at(1, 1, "T = 0 announces no puzzle")
    );
    assert_eq!(
        error(NOIP, Some(Format::Walls)),
        err_at(
            1,
            3,
            "expected the number of cases T alone on line 1, found 9 values"
        )
    );
    // Walls that enclose an 18-cell area name the area and its first cell.
    let mut w = Layout::classic().walls();
    for r in 0..3 {
        w[r * 9 + 2] &= !WALL_RIGHT;
        w[r * 9 + 3] &= !crate::layout::WALL_LEFT;
    }
    let mut text = String::from("1\n");
    for r in 0..9 {
        let row: Vec<String> = w[r * 9..r * 9 + 9].iter().map(|v| v.to_string()).collect();
        text += &(row.join(" ") + "\n");
    }
    let (line, col, msg) = error(&text, None);
    assert_eq!((line, col), (2, 1));
    assert_eq!(
        msg,
        "invalid walls in block 1 (starting at line 2): region containing r1c1 has 18 cells \
         (r1c1, r1c2, r1c3, r1c4, r1c5, r1c6, r2c1, r2c2, r2c3, r2c4, r2c5, r2c6, …), \
         each region needs 9"
    );
}

// ---------------------------------------------------------------- jigsaw

fn jigsaw_map() -> String {
    Layout::random(&mut Rng::new(11)).region_map()
}

#[test]
fn jigsaw_reads_one_line_two_lines_and_any_labels() {
    let map = jigsaw_map();
    let layout = Layout::from_region_map(&map).unwrap();
    let givens = line_puzzle();
    let digits: String = map
        .chars()
        .map(|c| (c as u8 - b'A' + b'1') as char)
        .collect();
    let lower = map.to_lowercase();
    for text in [
        format!("{givens} {map}\n"),
        format!("{givens}{map}\n"),
        format!("{givens}\n{map}\n"),
        format!("# a jigsaw\n{givens}\t{lower}  # trailing\n"),
        format!("{givens} {digits}\n"),
    ] {
        assert_eq!(detect(&text), Some(Format::Jigsaw), "{text}");
        let ps = parse(&text, None, "t").unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(ps.len(), 1);
        assert_eq!(*ps[0].layout, layout);
        assert_eq!(ps[0].to_line(), givens);
    }
    // A classic map gives the shared classic layout.
    let classic = format!("{givens} {}\n", Layout::classic().region_map());
    assert!(parse(&classic, None, "t").unwrap()[0].layout.is_classic());
}

#[test]
fn jigsaw_errors() {
    let map = Layout::classic().region_map();
    let givens = line_puzzle();
    let one = |m: &str| format!("{givens} {m}\n");
    // 8 regions: I relabelled H, so H has 18 cells; the error points at H's first cell.
    let (line, col, msg) = error(&one(&map.replace('I', "H")), Some(Format::Jigsaw));
    assert_eq!((line, col), (1, 83 + 57));
    assert_eq!(
        msg,
        "invalid region map: region H has 18 cells (r7c4, r7c5, r7c6, r7c7, r7c8, r7c9, \
         r8c4, r8c5, r8c6, r8c7, r8c8, r8c9, …), each region needs 9"
    );
    // 10 regions: r5c5 gets its own label J; the error points at the smallest region.
    let mut ten: Vec<char> = map.chars().collect();
    ten[40] = 'J';
    let ten: String = ten.into_iter().collect();
    assert_eq!(
        error(&one(&ten), None),
        err_at(
            1,
            83 + 40,
            "invalid region map: found 10 regions, a layout needs exactly 9 (the smallest: r5c5)"
        )
    );
    // Disconnected: r1c1 (A) and r9c9 (I) swapped; the smaller, cut-off part is pointed at.
    let mut dis: Vec<char> = map.chars().collect();
    dis.swap(0, 80);
    let dis: String = dis.into_iter().collect();
    let (line, col, msg) = error(&format!("{givens}\n{dis}\n"), None);
    assert_eq!((line, col), (2, 1));
    assert_eq!(
        msg,
        "invalid region map: region I is not connected: r1c1 cut off from r7c7, r7c8, r7c9, r8c7, r8c8, r8c9, r9c7, r9c8"
    );
    // Too few characters: on one line, and on the region line of a pair.
    assert_eq!(
        error(&format!("{givens} {}\n", &map[..70]), Some(Format::Jigsaw)),
        err_at(
            1,
            153,
            "too few characters: found 151, a jigsaw puzzle needs 81 givens and 81 region labels (on one line, or 81 on each of two lines)"
        )
    );
    assert_eq!(
        error(&format!("{givens}\n{}\n", &map[..80]), Some(Format::Jigsaw)),
        err_at(
            2,
            81,
            "too few characters: the region map has 80 labels, expected 81"
        )
    );
    assert_eq!(
        error(&format!("{givens}\n"), Some(Format::Jigsaw)),
        err_at(
            1,
            82,
            "expected the 81 region labels on the line after the givens on line 1"
        )
    );
    // Bad characters in the givens and in the map.
    let mut bad = givens.clone();
    bad.replace_range(3..4, "?");
    assert_eq!(
        error(&format!("{bad} {map}\n"), Some(Format::Jigsaw)),
        err_at(
            1,
            4,
            "unexpected character '?' in the givens (expected 1-9 or a blank: . 0 _ x * -)"
        )
    );
    assert_eq!(
        error(&one(&map.replacen('B', ".", 1)), Some(Format::Jigsaw)),
        err_at(
            1,
            86,
            "unexpected character '.' in the region map (expected a letter or digit)"
        )
    );
    // Without --from: a damaged map is still read as a jigsaw puzzle and its fault named,
    // not taken for text after a classic line (which solved it on 3×3 boxes).
    assert_eq!(
        error(&format!("{givens} {}\n", &map[..80]), None),
        err_at(
            1,
            163,
            "too few characters: found 161, a jigsaw puzzle needs 81 givens and 81 region labels (on one line, or 81 on each of two lines)"
        )
    );
    assert_eq!(
        error(&one(&map.replacen('C', "#", 1)), None),
        err_at(
            1,
            89,
            "unexpected character '#' in the region map (expected a letter or digit)"
        )
    );
    assert_eq!(
        error(&format!("{givens}\n{}\n", &map[..80]), None),
        err_at(
            2,
            81,
            "too few characters: the region map has 80 labels, expected 81"
        )
    );
    // Text after a classic line that is not a region map stays a comment.
    for tail in ["# several solutions", "11.9/1.2/1.2", "from the forum"] {
        let ps = parse(&format!("{givens} {tail}\n{givens}\n"), None, "t").unwrap();
        assert_eq!(ps.len(), 2, "{tail}");
        assert!(ps[0].layout.is_classic(), "{tail}");
    }
}

// ---------------------------------------------------------------- detection

#[test]
fn detection_picks_the_format_from_the_first_lines() {
    assert_eq!(detect(""), None);
    assert_eq!(detect("# only a comment\n\n"), None);
    assert_eq!(detect(&line_puzzle()), Some(Format::Line));
    // A puzzle followed by its (digit-only, scattered) solution is a line, not a jigsaw.
    let solution =
        "417369825632158947958724316825437169791586432346912758289643571573291684164875293";
    let puzzle =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    assert_eq!(detect(&format!("{puzzle} {solution}")), Some(Format::Line));
    assert_eq!(detect(&format!("{puzzle}\n{solution}")), Some(Format::Line));
    // An x-blank puzzle under another is not a region map.
    let x = puzzle.replace('.', "x");
    assert_eq!(detect(&format!("{puzzle}\n{x}\n")), Some(Format::Line));
    // A malformed grid row still reads as grid, so its error speaks of grid rows.
    assert_eq!(detect("7 0 0 9 0 0 0 1\n"), Some(Format::Grid));
    assert_eq!(detect("3\n"), Some(Format::Walls));
    assert_eq!(detect("GRID 7\n"), Some(Format::Euler));
    assert_eq!(detect("+-----+-----+-----+\n"), Some(Format::Grid));
    assert_eq!(detect("hello\n"), Some(Format::Line));
}

#[test]
fn empty_and_blank_inputs_have_no_puzzle() {
    assert_eq!(
        error("", None),
        err_at(1, 1, "empty input: no puzzle found")
    );
    assert_eq!(
        error(" \n\n", None),
        err_at(2, 1, "empty input: no puzzle found")
    );
    assert_eq!(error("# c\n#d", None), err_at(2, 3, "no puzzle found"));
    for f in Format::ALL {
        assert_eq!(error("", Some(f)).2, "empty input: no puzzle found", "{f}");
    }
}

#[test]
fn binary_and_non_utf8_input() {
    let e = parse("12\0abc", None, "t").unwrap_err();
    assert_eq!(
        e.to_string(),
        "t: binary data, not text (a NUL byte at byte offset 2)"
    );
    let png = TempFile::new("image.png", b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR");
    let e = read_path(png.path(), None).unwrap_err();
    assert_eq!((e.line, e.column), (0, 0));
    assert_eq!(
        e.message,
        "binary data, not text (a NUL byte at byte offset 8)"
    );
    let latin1 = TempFile::new("latin1.txt", b"# caf\xe9\n4....\n");
    let e = read_path(latin1.path(), None).unwrap_err();
    assert_eq!(e.source, latin1.path());
    assert_eq!(
        (e.line, e.column, e.message.as_str()),
        (1, 6, "not UTF-8 text: invalid byte 0xE9 at byte offset 5")
    );
    let bad = TempFile::new(
        "bad.txt",
        &[format!("{}\n12", line_puzzle()).as_bytes(), b"\xff"].concat(),
    );
    let e = read_path(bad.path(), None).unwrap_err();
    assert_eq!(
        (e.line, e.column, e.message.as_str()),
        (2, 3, "not UTF-8 text: invalid byte 0xFF at byte offset 84")
    );
}

#[test]
fn missing_files_and_directories() {
    let e = read_path("/nonexistent/nonet/puzzles.txt", None).unwrap_err();
    assert_eq!(
        e.to_string(),
        "/nonexistent/nonet/puzzles.txt: no such file"
    );
    let dir = std::env::temp_dir();
    let dir = dir.to_str().unwrap();
    let e = read_path(dir, None).unwrap_err();
    assert_eq!((e.line, e.column), (0, 0));
    assert_eq!(e.message, "is a directory, not a file of puzzles");
    let ok = TempFile::new(
        "ok.txt",
        format!("\u{feff}{}\r\n", line_puzzle()).as_bytes(),
    );
    assert_eq!(read_path(ok.path(), None).unwrap().len(), 1);
}

#[test]
fn ten_megabyte_single_lines() {
    const MB10: usize = 10 << 20;
    let digits = "1".repeat(MB10);
    // Auto-detected as a line: the first 81 characters are the puzzle.
    let ps = parse(&digits, None, "t").unwrap();
    assert_eq!(ps, vec![Puzzle::classic([1; CELLS])]);
    assert_eq!(
        error(&digits, Some(Format::Grid)),
        err_at(
            1,
            10,
            &format!("expected 9 cells in a grid row, found {MB10}")
        )
    );
    assert_eq!(
        error(&digits, Some(Format::Walls)),
        err_at(
            1,
            1,
            "the number of cases T = 11111111111111111111… is too large"
        )
    );
    let spaced = "1 ".repeat(MB10 / 2);
    assert_eq!(detect(&spaced), Some(Format::Grid));
    assert_eq!(
        error(&spaced, None),
        err_at(
            1,
            19,
            &format!("expected 9 values in a grid row, found {}", MB10 / 2)
        )
    );
    let letters = "a".repeat(MB10);
    assert_eq!(
        error(&letters, None),
        err_at(
            1,
            1,
            "unexpected character 'a' (expected 1-9 or a blank: . 0 _ x * -)"
        )
    );
    assert_eq!(
        error(&letters, Some(Format::Jigsaw)),
        err_at(
            1,
            1,
            "unexpected character 'a' in the givens (expected 1-9 or a blank: . 0 _ x * -)"
        )
    );
    assert_eq!(
        error(&letters, Some(Format::Euler)),
        err_at(
            1,
            1,
            "expected a 'Grid NN' header before the rows of a grid"
        )
    );
}

// ---------------------------------------------------------------- real samples

#[test]
fn real_samples_parse_with_auto_detection() {
    for (file, format) in [
        ("noip2009_sample1.in", Format::Grid),
        ("noip2009_sample2.in", Format::Grid),
        ("hdu4069_sample.in", Format::Walls),
        ("poj3074_sample.in", Format::Line),
        ("euler96_sudoku.txt", Format::Euler),
    ] {
        let path = samples_dir().join(file);
        let text = std::fs::read_to_string(&path).unwrap();
        assert_eq!(detect(&text), Some(format), "{file}");
        let ps = read_path(path.to_str().unwrap(), None).unwrap();
        let expected = match format {
            Format::Grid => 1,
            Format::Walls => 3,
            Format::Line => 2,
            _ => 50,
        };
        assert_eq!(ps.len(), expected, "{file}");
    }
    let noip = parse(&read_sample("noip2009_sample1.in"), None, "t").unwrap();
    assert_eq!(noip[0].givens, noip_board());
    let euler = parse(&read_sample("euler96_sudoku.txt"), None, "t").unwrap();
    for (i, p) in euler.iter().enumerate() {
        assert_eq!(p.name, Some(format!("Grid {:02}", i + 1)));
    }
    // Rendering the Euler file gives it back byte for byte.
    // (The file has no newline after its last line.)
    assert_eq!(
        render_all(&euler, Format::Euler),
        read_sample("euler96_sudoku.txt") + "\n"
    );
    let poj = parse(&read_sample("poj3074_sample.in"), None, "t").unwrap();
    assert_eq!(
        render_all(&poj, Format::Line) + "end\n",
        read_sample("poj3074_sample.in")
    );
    assert_eq!(
        render(&noip[0], Format::Grid),
        read_sample("noip2009_sample1.in")
    );
}

#[test]
fn render_board_writes_a_solution_on_the_puzzle_layout() {
    let p = random_puzzle(5, true, false);
    let solution = [7u8; CELLS];
    for f in [Format::Walls, Format::Jigsaw] {
        let back = parse(&render_board(&p, &solution, f), Some(f), "t").unwrap();
        assert_eq!(back[0].layout, p.layout);
        assert_eq!(back[0].givens, solution);
    }
    let classic = Puzzle::classic(noip_board());
    for f in [Format::Line, Format::Grid, Format::Euler] {
        let back = parse(&render_board(&classic, &solution, f), Some(f), "t").unwrap();
        assert_eq!(back[0].givens, solution);
    }
}

/// The shared classic sets read as line puzzles with the expected counts (when present).
#[test]
#[ignore]
fn shared_classic_sets_parse() {
    let root = std::env::var("NONET_SHARED")
        .map(PathBuf::from)
        .unwrap_or_else(|_| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared"));
    let root = if root.exists() {
        root
    } else {
        PathBuf::from("/work/shared")
    };
    let dir = root.join("data/classic");
    if !dir.exists() {
        eprintln!("skipped: {} not present", dir.display());
        return;
    }
    for (file, count) in [
        ("17_clue.txt", 49_158),
        ("magictour_top1465.txt", 1_465),
        ("forum_hardest_1905_11plus.txt", 48_766),
        ("forum_hardest_1106.txt", 375),
        ("serg_benchmark.txt", 10_000),
    ] {
        let path = dir.join(file);
        let text = std::fs::read_to_string(&path).unwrap();
        assert_eq!(detect(&text), Some(Format::Line), "{file}");
        let ps = read_path(path.to_str().unwrap(), None).unwrap();
        assert_eq!(ps.len(), count, "{file}");
    }
}

// ---------------------------------------------------------------- proptests

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn every_format_round_trips_one_puzzle(seed in any::<u64>()) {
        // A position is not a puzzle: an open cell left with one candidate reads back as
        // placed (positions round-trip as documents, in `position`'s tests).
        for f in Format::ALL.into_iter().filter(|f| !f.is_position()) {
            let p = puzzles_for(f, seed, 1).remove(0);
            let text = render(&p, f);
            prop_assert!(text.ends_with('\n'));
            prop_assert_eq!(detect(&text), Some(f), "{}", text);
            let back = parse(&text, Some(f), "t").map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
            prop_assert_eq!(&back, &vec![p.clone()]);
            prop_assert_eq!(parse(&text, None, "t").unwrap(), vec![p]);
        }
    }

    #[test]
    fn every_format_round_trips_many_puzzles(seed in any::<u64>(), count in 1usize..6) {
        for f in Format::ALL.into_iter().filter(|f| f.holds_many() && !f.is_position()) {
            let ps = puzzles_for(f, seed, count);
            let text = render_all(&ps, f);
            let back = parse(&text, None, "t").map_err(|e| TestCaseError::fail(format!("{f}: {e}\n{text}")))?;
            prop_assert_eq!(back, ps);
        }
    }

    #[test]
    fn arbitrary_text_never_panics(text in "(?s)[0-9 .|+*\\-\\n\\r\\tA-Ix#Grid]{0,400}") {
        let _ = detect(&text);
        let _ = parse(&text, None, "t");
        for f in Format::ALL {
            let _ = parse(&text, Some(f), "t");
        }
    }

    #[test]
    fn arbitrary_unicode_never_panics(text in any::<String>()) {
        let _ = parse(&text, None, "t");
        for f in Format::ALL {
            let _ = parse(&text, Some(f), "t");
        }
    }

    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..600)) {
        let _ = parse_bytes(&bytes, None, "t");
        for f in Format::ALL {
            let _ = parse_bytes(&bytes, Some(f), "t");
        }
    }

    /// Valid files with one character changed, inserted or removed, or cut short: the
    /// likeliest bad input. Errors must point inside the text.
    #[test]
    fn damaged_files_never_panic(seed in any::<u64>(), at in any::<usize>(), c in any::<char>(), how in 0u8..4) {
        for f in Format::ALL {
            let text = render_all(&puzzles_for(f, seed, 2), f);
            let mut chars: Vec<char> = text.chars().collect();
            let i = at % chars.len();
            match how {
                0 => chars[i] = c,
                1 => chars.insert(i, c),
                2 => { chars.remove(i); }
                _ => chars.truncate(i),
            }
            let damaged: String = chars.into_iter().filter(|&c| c != '\0').collect();
            for format in [None, Some(f)] {
                if let Err(e) = parse(&damaged, format, "t") {
                    let lines = damaged.split('\n').count().max(1);
                    prop_assert!(e.line >= 1 && e.line <= lines, "{} in\n{}", e, damaged);
                    prop_assert!(e.column >= 1, "{}", e);
                }
            }
        }
    }
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

#[test]
fn walls_that_cut_off_a_cell_name_it() {
    // r5c5 walled in on all four sides (both sides of each wall): 10 regions.
    let text = render_all(&[Puzzle::classic([0; CELLS])], Format::Walls);
    let mut rows: Vec<Vec<u32>> = text
        .lines()
        .skip(1)
        .map(|l| l.split_whitespace().map(|w| w.parse().unwrap()).collect())
        .collect();
    rows[4][4] |= 16 | 32 | 64 | 128;
    rows[3][4] |= 64;
    rows[5][4] |= 16;
    rows[4][3] |= 32;
    rows[4][5] |= 128;
    let mut cut = String::from("1\n");
    for r in &rows {
        let words: Vec<String> = r.iter().map(u32::to_string).collect();
        cut.push_str(&words.join(" "));
        cut.push('\n');
    }
    let (line, column, message) = error(&cut, None);
    assert_eq!(line, 6, "the row of r5c5");
    let col_of_r5c5 = cut
        .lines()
        .nth(5)
        .unwrap()
        .split(' ')
        .take(4)
        .map(|w| w.len() + 1)
        .sum::<usize>()
        + 1;
    assert_eq!(column, col_of_r5c5, "{message}");
    assert!(message.contains("found 10 regions"), "{message}");
    assert!(message.contains("(the smallest: r5c5)"), "{message}");
}
