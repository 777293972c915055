//! Classic puzzles aimed at a band of Sudoku Explainer ratings (ER, as `rate --scale se`
//! prints it), by the same walk as the levels ([`super::puzzle_at_level`]): a minimal puzzle
//! is dug, and above the band clues are put back until its ER falls in it.
//!
//! nonet has all of SE's rules (the nested chains 27-30 included), so every dug puzzle
//! gets its ER; the top bands (above 9) are reachable but slow, as few minimal puzzles
//! rate there and rating one with nested chains takes seconds.

use super::level::{Search, Stop, Verdict};
use super::{FillError, Shape, Symmetry};
use crate::explainer::{self, Rating};
use crate::layout::Layout;
use crate::puzzle::Puzzle;
use crate::rng::Rng;
use std::fmt;
use std::str::FromStr;

/// A band of ER values, in tenths (SE's one-decimal values), both ends included.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ErBand {
    pub low: u32,
    pub high: u32,
}

/// SE's value in tenths, rounded as serate prints it (`format_value`).
pub fn tenths(x: f64) -> i64 {
    ((x + 0.05) * 10.0).floor() as i64
}

impl ErBand {
    /// Whether a rating's ER is in the band; below or above otherwise.
    pub fn compare(&self, er: f64) -> std::cmp::Ordering {
        let t = tenths(er);
        if t < self.low as i64 {
            std::cmp::Ordering::Less
        } else if t > self.high as i64 {
            std::cmp::Ordering::Greater
        } else {
            std::cmp::Ordering::Equal
        }
    }
}

/// The highest ER SE gives (a puzzle no rule advances).
const MAX_TENTHS: u32 = 200;

fn value_text(t: u32) -> String {
    format!("{}.{}", t / 10, t % 10)
}

impl fmt::Display for ErBand {
    /// `7.0..8.5`, `7.0..`, `..8.5`, or `7.0` for a single value.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.low, self.high) {
            (l, h) if l == h => f.write_str(&value_text(l)),
            (0, h) => write!(f, "..{}", value_text(h)),
            (l, MAX_TENTHS) => write!(f, "{}..", value_text(l)),
            (l, h) => write!(f, "{}..{}", value_text(l), value_text(h)),
        }
    }
}

/// One end of a band: a number with at most one decimal, from 0 to 20.
fn parse_value(text: &str) -> Result<u32, String> {
    let (whole, tenth) = match text.split_once('.') {
        Some((w, t)) => (w, t),
        None => (text, "0"),
    };
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if !digits(whole) || !digits(tenth) {
        return Err(format!("{text:?} is not a number such as 7 or 7.5"));
    }
    if tenth.len() > 1 {
        return Err(format!("{text}: SE's ratings have one decimal"));
    }
    let t = whole
        .parse::<u32>()
        .ok()
        .and_then(|w| w.checked_mul(10))
        .and_then(|w| w.checked_add(tenth.parse::<u32>().ok()?))
        .filter(|&t| t <= MAX_TENTHS);
    t.ok_or_else(|| format!("{text}: SE's ratings go from 1.0 to 20.0"))
}

impl FromStr for ErBand {
    type Err = String;

    /// `A..B`, `A..`, `..B`, or `A` alone (exactly that ER).
    fn from_str(s: &str) -> Result<ErBand, String> {
        let band = match s.split_once("..") {
            None => {
                let v = parse_value(s)?;
                ErBand { low: v, high: v }
            }
            Some(("", "")) => return Err("give at least one end, e.g. 7.0..8.5".into()),
            Some((low, high)) => ErBand {
                low: if low.is_empty() { 0 } else { parse_value(low)? },
                high: if high.is_empty() {
                    MAX_TENTHS
                } else {
                    parse_value(high)?
                },
            },
        };
        if band.low > band.high {
            return Err(format!(
                "{s}: the low end is above the high end ({} > {})",
                value_text(band.low),
                value_text(band.high)
            ));
        }
        Ok(band)
    }
}

/// What [`puzzle_in_er_band`] aims at.
#[derive(Clone, Debug)]
pub struct ErOptions {
    pub band: ErBand,
    pub symmetry: Symmetry,
    /// Digs to try before giving up.
    pub max_tries: usize,
    /// Digs per filling before a new filling is drawn.
    pub tries_per_filling: usize,
}

impl ErOptions {
    pub fn new(band: ErBand) -> ErOptions {
        ErOptions {
            band,
            symmetry: Symmetry::None,
            max_tries: 20_000,
            tries_per_filling: 4,
        }
    }
}

/// A puzzle in the band, its SE rating and what it cost.
#[derive(Clone, Debug, PartialEq)]
pub struct Banded {
    pub puzzle: Puzzle,
    pub rating: Rating,
    /// Digs tried, this one included.
    pub tries: usize,
    /// Fillings drawn.
    pub fillings: usize,
}

/// Why [`puzzle_in_er_band`] returned no puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErError {
    Fill(FillError),
    /// `max_tries` digs, none in the band.
    GaveUp {
        tries: usize,
        band: ErBand,
    },
    Cancelled,
}

impl fmt::Display for ErError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ErError::Fill(e) => e.fmt(f),
            ErError::GaveUp { tries, band } => write!(
                f,
                "no puzzle with ER {band} after {tries} tries (puzzles rated above 9 are rare \
                 among generated ones)"
            ),
            ErError::Cancelled => f.write_str("cancelled"),
        }
    }
}

impl std::error::Error for ErError {}

/// A classic puzzle with exactly one solution whose SE rating's ER is in `options.band`.
/// `cancelled` is asked between digs and removals; when it says true the search stops.
pub fn puzzle_in_er_band(
    rng: &mut Rng,
    options: &ErOptions,
    cancelled: &dyn Fn() -> bool,
) -> Result<Banded, ErError> {
    let band = options.band;
    let judge = |_: &std::sync::Arc<Layout>, givens: &crate::puzzle::Board| {
        let r = explainer::rate(givens);
        match band.compare(r.er) {
            std::cmp::Ordering::Less => Verdict::Below,
            std::cmp::Ordering::Equal => Verdict::At(r),
            std::cmp::Ordering::Greater => Verdict::Above,
        }
    };
    let search = Search {
        symmetry: options.symmetry,
        max_tries: options.max_tries,
        tries_per_filling: options.tries_per_filling,
    };
    let shape = Shape::Fixed(Layout::classic());
    match search.run(&shape, rng, cancelled, &judge) {
        Ok(found) => Ok(Banded {
            puzzle: found.puzzle,
            rating: found.rating,
            tries: found.tries,
            fillings: found.fillings,
        }),
        Err(Stop::Fill(e)) => Err(ErError::Fill(e)),
        Err(Stop::GaveUp { tries }) => Err(ErError::GaveUp { tries, band }),
        Err(Stop::Cancelled) => Err(ErError::Cancelled),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::dlx;

    fn band(s: &str) -> ErBand {
        s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
    }

    #[test]
    fn bands_parse_and_print_back() {
        assert_eq!(band("7.0..8.5"), ErBand { low: 70, high: 85 });
        assert_eq!(band("7..8.5").to_string(), "7.0..8.5");
        assert_eq!(band("7.5..").to_string(), "7.5..");
        assert_eq!(band("..2").to_string(), "..2.0");
        assert_eq!(band("3.4"), ErBand { low: 34, high: 34 });
        for bad in [
            "", "..", "7.25", "8..7", "x", "7.0...8", "-1", "21", "7.", ".5",
        ] {
            assert!(bad.parse::<ErBand>().is_err(), "{bad:?}");
        }
        assert!(band("2.0..4.0").compare(4.04) == std::cmp::Ordering::Equal);
        assert!(band("2.0..4.0").compare(4.05) == std::cmp::Ordering::Greater);
    }

    #[test]
    fn puzzles_in_a_band_are_unique_rated_in_it_and_repeatable() {
        for (text, seed) in [("1.0..2.0", 1), ("2.0..4.0", 2), ("4.5..6.0", 3)] {
            let options = ErOptions::new(band(text));
            let got = puzzle_in_er_band(&mut Rng::new(seed), &options, &|| false).unwrap();
            let p = &got.puzzle;
            assert_eq!(dlx::count(p, 2).solutions, 1, "{}", p.to_line());
            let rating = explainer::rate(&p.givens);
            assert_eq!(rating, got.rating);
            assert_eq!(options.band.compare(rating.er), std::cmp::Ordering::Equal);
            let again = puzzle_in_er_band(&mut Rng::new(seed), &options, &|| false).unwrap();
            assert_eq!(again.puzzle.givens, p.givens, "same seed, same puzzle");
        }
    }

    #[test]
    fn cancelling_and_giving_up() {
        let options = ErOptions::new(band("3.0..4.0"));
        let got = puzzle_in_er_band(&mut Rng::new(1), &options, &|| true);
        assert_eq!(got.unwrap_err(), ErError::Cancelled);
        // No puzzle with one solution is "stuck" (20.0) for SE.
        let options = ErOptions {
            max_tries: 2,
            ..ErOptions::new(band("20"))
        };
        let got = puzzle_in_er_band(&mut Rng::new(1), &options, &|| false);
        assert_eq!(
            got.unwrap_err(),
            ErError::GaveUp {
                tries: 2,
                band: band("20.0")
            }
        );
    }
}
