//! The walls format (HDU 4069).

use super::*;

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
