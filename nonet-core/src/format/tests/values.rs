//! The values format (81 values on a line, separated by spaces or commas).

use super::*;

const PUZZLE: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

fn puzzle() -> Puzzle {
    parse(PUZZLE, None, "t").unwrap().remove(0)
}

fn spaced(sep: &str) -> String {
    PUZZLE
        .chars()
        .map(|c| {
            if c == '.' {
                "0".to_string()
            } else {
                c.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join(sep)
}

#[test]
fn values_are_read_with_spaces_or_commas() {
    let want = vec![puzzle()];
    for text in [
        spaced(" "),
        spaced(","),
        spaced(", "),
        spaced("\t").replace('0', "."),
        format!("{}  # from the forum", spaced(" ")),
    ] {
        assert_eq!(detect(&text), Some(Format::Values), "{text}");
        assert_eq!(parse(&text, None, "t").unwrap(), want, "{text}");
    }
    // Written with spaces and 0 for a blank; one puzzle per line.
    assert_eq!(render(&puzzle(), Format::Values), spaced(" ") + "\n");
    let two = render_all(&[puzzle(), puzzle()], Format::Values);
    assert_eq!(parse(&two, None, "t").unwrap().len(), 2);
}

#[test]
fn values_errors_say_where() {
    let mut short: Vec<&str> = spaced(" ").leak().split(' ').collect();
    short.pop();
    let short = short.join(" ");
    assert_eq!(detect(&short), Some(Format::Values));
    assert_eq!(
        error(&short, None),
        err_at(
            1,
            160,
            "expected 81 values on a line, found 80 (separated by spaces or commas)"
        )
    );
    let long = format!("{} 7", spaced(" "));
    assert_eq!(
        error(&long, None),
        err_at(1, 163, "expected 81 values on a line, found 82")
    );
    let bad = spaced(",").replacen("8", "x8", 1);
    assert_eq!(
        error(&bad, None),
        err_at(
            1,
            13,
            "\"x8\" is not a value (expected one digit 1-9, or 0 or '.' for a blank)"
        )
    );
    let empty = spaced(",").replacen(",0,", ",,", 1);
    assert_eq!(
        error(&empty, Some(Format::Values)).2,
        "an empty value (expected one digit 1-9, or 0 or '.' for a blank)"
    );
}
