//! The 9×9 weight table of the target game: a completed grid scores Σ weight × digit.

use crate::cells::CELLS;
use crate::puzzle::Board;
use crate::text::{Cursor, ParseError};

/// Largest magnitude a weight may have. It keeps every score, and every scaled
/// quantity the bound computes, far inside `i64`.
pub const MAX_WEIGHT: i64 = 1_000_000;

/// One weight per cell, row-major.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Weights(pub [i32; CELLS]);

impl Weights {
    /// The NOIP 2009 rings: 6 on the border, 7 on the next ring, … 10 at the centre.
    pub fn rings() -> Weights {
        let mut w = [0i32; CELLS];
        for (c, slot) in w.iter_mut().enumerate() {
            let (r, col) = (c / 9, c % 9);
            *slot = 6 + r.min(8 - r).min(col).min(8 - col) as i32;
        }
        Weights(w)
    }

    /// Reads 9 lines of 9 whitespace-separated integers. Blank lines and lines starting
    /// with `#` are skipped. Errors read `source:line:col: message`, the column counted in
    /// characters; lines end as in the puzzle formats (LF, CRLF or a lone CR).
    pub fn parse(text: &str, source: &str) -> Result<Weights, String> {
        Weights::parse_located(text).map_err(|e| e.in_source(source).to_string())
    }

    fn parse_located(text: &str) -> Result<Weights, ParseError> {
        let mut cur = Cursor::new(text.strip_prefix('\u{feff}').unwrap_or(text));
        let mut w = [0i32; CELLS];
        let mut rows = 0usize;
        while let Some(line) = cur.next_significant() {
            if rows == 9 {
                return Err(line.error(line.indent(), "expected 9 lines of weights, found more"));
            }
            let mut count = 0usize;
            for (at, token) in line.words() {
                if count == 9 {
                    return Err(line.error(
                        at,
                        format!("expected 9 weights on this line, found more ({token:?})"),
                    ));
                }
                let value: i64 = token.parse().map_err(|_| {
                    line.error(at, format!("expected an integer weight, found {token:?}"))
                })?;
                if value.abs() > MAX_WEIGHT {
                    return Err(line.error(
                        at,
                        format!("weight {value} out of range (|w| ≤ {MAX_WEIGHT})"),
                    ));
                }
                w[rows * 9 + count] = value as i32;
                count += 1;
            }
            if count < 9 {
                return Err(line.error(
                    line.text.trim_end().len(),
                    format!("expected 9 weights on this line, found {count}"),
                ));
            }
            rows += 1;
        }
        if rows < 9 {
            let last = cur.line_count().max(1);
            return Err(ParseError::new(
                last,
                1,
                format!("expected 9 lines of weights, found {rows}"),
            ));
        }
        Ok(Weights(w))
    }

    /// 9 lines of 9 space-separated integers, newline-terminated; `parse` reads it back.
    pub fn render(&self) -> String {
        let mut s = String::new();
        for row in self.0.chunks(9) {
            let line: Vec<String> = row.iter().map(i32::to_string).collect();
            s.push_str(&line.join(" "));
            s.push('\n');
        }
        s
    }

    /// Σ weight × digit over the filled cells of `board`.
    pub fn score(&self, board: &Board) -> i64 {
        self.0
            .iter()
            .zip(board)
            .map(|(&w, &d)| w as i64 * d as i64)
            .sum()
    }
}

impl Default for Weights {
    fn default() -> Self {
        Weights::rings()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn rings_match_noip() {
        let w = Weights::rings();
        assert_eq!(w.0[0], 6);
        assert_eq!(w.0[40], 10);
        assert_eq!(w.0[10], 7);
        assert_eq!(w.0[9 * 4 + 1], 7);
        assert_eq!(
            w.0.iter().map(|&x| x as i64).sum::<i64>(),
            6 * 32 + 7 * 24 + 8 * 16 + 9 * 8 + 10
        );
    }

    #[test]
    fn render_then_parse_rings() {
        let w = Weights::rings();
        assert_eq!(Weights::parse(&w.render(), "w").unwrap(), w);
        assert!(w.render().starts_with("6 6 6 6 6 6 6 6 6\n6 7 7"));
    }

    #[test]
    fn parse_skips_comments_and_blank_lines() {
        let text = format!("# ring weights\n\n{}", Weights::rings().render());
        assert_eq!(Weights::parse(&text, "w").unwrap(), Weights::rings());
    }

    fn nine_lines(line: &str) -> String {
        format!("{line}\n").repeat(9)
    }

    #[test]
    fn parse_errors_name_the_place() {
        let e = Weights::parse(&nine_lines("1 2 3 4 5 6 7 8"), "w.txt").unwrap_err();
        assert_eq!(e, "w.txt:1:16: expected 9 weights on this line, found 8");
        let e = Weights::parse(&nine_lines("1 2 3 4 5 6 7 8 9 10"), "w.txt").unwrap_err();
        assert_eq!(
            e,
            "w.txt:1:19: expected 9 weights on this line, found more (\"10\")"
        );
        let mut text = nine_lines("1 2 3 4 5 6 7 8 9");
        text.replace_range(40..41, "x");
        let e = Weights::parse(&text, "w.txt").unwrap_err();
        assert_eq!(e, "w.txt:3:5: expected an integer weight, found \"x\"");
        let text = nine_lines("1 2 3 4 5 6 7 8 9").replacen("9\n", "2000000\n", 1);
        let e = Weights::parse(&text, "w.txt").unwrap_err();
        assert_eq!(e, "w.txt:1:17: weight 2000000 out of range (|w| ≤ 1000000)");
        let e = Weights::parse("1 2 3 4 5 6 7 8 9\n", "w.txt").unwrap_err();
        assert_eq!(e, "w.txt:1:1: expected 9 lines of weights, found 1");
        let e = Weights::parse("", "w.txt").unwrap_err();
        assert_eq!(e, "w.txt:1:1: expected 9 lines of weights, found 0");
        let e = Weights::parse(&nine_lines("1 2 3 4 5 6 7 8 9").repeat(2), "w.txt").unwrap_err();
        assert_eq!(e, "w.txt:10:1: expected 9 lines of weights, found more");
        let e = Weights::parse("1.5", "w.txt").unwrap_err();
        assert_eq!(e, "w.txt:1:1: expected an integer weight, found \"1.5\"");
        // Columns count characters, not bytes (full-width spaces are 3 bytes each).
        let e = Weights::parse(
            &format!("{}\u{3000}\u{3000}x\n", nine_lines("1 2 3 4 5 6 7 8 9")),
            "w.txt",
        )
        .unwrap_err();
        assert_eq!(e, "w.txt:10:3: expected 9 lines of weights, found more");
        let e = Weights::parse("1 2 3\u{3000}\u{3000}x", "w.txt").unwrap_err();
        assert_eq!(e, "w.txt:1:8: expected an integer weight, found \"x\"");
        // A lone CR ends a line, as in the puzzle formats.
        let cr = nine_lines("1 2 3 4 5 6 7 8 9").replace('\n', "\r");
        assert_eq!(Weights::parse(&cr, "w").unwrap().0[80], 9);
    }

    #[test]
    fn score_counts_filled_cells() {
        let mut b = [0u8; CELLS];
        b[0] = 9;
        b[40] = 2;
        assert_eq!(Weights::rings().score(&b), 6 * 9 + 10 * 2);
    }

    proptest! {
        #[test]
        fn parse_render_round_trip(v in proptest::collection::vec(-1_000_000i32..=1_000_000, CELLS)) {
            let mut w = [0i32; CELLS];
            w.copy_from_slice(&v);
            let w = Weights(w);
            prop_assert_eq!(Weights::parse(&w.render(), "w").unwrap(), w);
        }

        #[test]
        fn parse_never_panics(s in "\\PC{0,200}") {
            let _ = Weights::parse(&s, "w");
        }
    }
}
