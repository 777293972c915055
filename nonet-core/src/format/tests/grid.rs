//! The grid format (NOIP 2009, compact and framed grids).

use super::*;

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
    for (text, format) in [
        (NOIP.to_string(), Format::Grid),
        (compact, Format::Grid),
        (ss, Format::Ss),
        (sdk, Format::Grid),
        (grouped, Format::Grid),
        (dotted, Format::Grid),
    ] {
        assert_eq!(detect(&text), Some(format), "{text}");
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
