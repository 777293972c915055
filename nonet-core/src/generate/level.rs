//! Puzzles aimed at a difficulty level.
//!
//! A try digs a filling down to a minimal puzzle (clues removed in random order while the
//! solution stays unique, as the plain generator does): for its clue order that is the
//! hardest puzzle the filling gives. Its logical path is rated; above the target, clues of
//! the filling are put back one group at a time, each kept while the rating stays at or
//! above the target, and one that drops it below is taken out again and the next tried,
//! so the search walks down the levels towards the target instead of starting over. A
//! puzzle that lands exactly on the target is returned; a try that ends below it (a
//! minimal puzzle that is too easy, or no group left to add) draws a new clue order on the
//! same filling, and after a few, a new filling. Adding clues keeps the solution unique.
//!
//! Every try is counted, so a benchmark can say what a level costs. Everything is driven
//! by the caller's [`Rng`], so a seed fixes the result.

use super::{
    random_filling, random_filling_within, still_unique, FillError, Symmetry, JIGSAW_FILL_NODES,
};
use crate::layout::Layout;
use crate::level::Level;
use crate::puzzle::{Board, Puzzle};
use crate::rng::Rng;
use crate::strategy::{rate_up_to, Rating, Registry};
use std::fmt;
use std::sync::Arc;

/// Where the layout of a leveled puzzle comes from.
#[derive(Clone, Debug)]
pub enum Shape {
    /// Every try on this layout.
    Fixed(Arc<Layout>),
    /// A new random jigsaw layout for every filling.
    RandomJigsaw,
}

/// What [`puzzle_at_level`] aims at.
#[derive(Clone, Debug)]
pub struct LevelOptions {
    pub level: Level,
    pub symmetry: Symmetry,
    /// Digs to try before giving up (a layout whose puzzles never reach the level).
    pub max_tries: usize,
    /// Digs per filling before a new filling is drawn.
    pub tries_per_filling: usize,
}

impl LevelOptions {
    pub fn new(level: Level) -> LevelOptions {
        LevelOptions {
            level,
            symmetry: Symmetry::None,
            max_tries: 20_000,
            tries_per_filling: 4,
        }
    }
}

/// A puzzle at the asked level, its rating and what it cost.
#[derive(Clone, Debug, PartialEq)]
pub struct Leveled {
    pub puzzle: Puzzle,
    pub rating: Rating,
    /// Digs tried, this one included.
    pub tries: usize,
    /// Fillings drawn.
    pub fillings: usize,
}

/// Why [`puzzle_at_level`] returned no puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LevelError {
    /// The layout has no filling, or none was found within the node budget.
    Fill(FillError),
    /// `max_tries` digs, none at the level.
    GaveUp { tries: usize, level: Level },
    /// The caller's cancel check said stop.
    Cancelled,
}

impl fmt::Display for LevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LevelError::Fill(e) => e.fmt(f),
            LevelError::GaveUp { tries, level } => write!(
                f,
                "no {level} puzzle after {tries} tries (this layout's puzzles may never reach it)"
            ),
            LevelError::Cancelled => f.write_str("cancelled"),
        }
    }
}

impl std::error::Error for LevelError {}

impl From<FillError> for LevelError {
    fn from(e: FillError) -> Self {
        LevelError::Fill(e)
    }
}

/// A puzzle with exactly one solution whose [`rate`] (with `registry`) is `options.level`.
/// `cancelled` is asked between digs and removals; when it says true the search stops.
pub fn puzzle_at_level(
    shape: &Shape,
    rng: &mut Rng,
    options: &LevelOptions,
    registry: &Registry,
    cancelled: &dyn Fn() -> bool,
) -> Result<Leveled, LevelError> {
    let target = options.level;
    // Rated no further than the answer needs: most ratings here are of puzzles above the
    // target.
    let judge = |layout: &Arc<Layout>, givens: &Board| match rate_up_to(
        &Puzzle::new(layout.clone(), *givens),
        registry,
        target,
    ) {
        None => Verdict::Above,
        Some(r) if r.level < target => Verdict::Below,
        Some(r) => Verdict::At(r),
    };
    let search = Search {
        symmetry: options.symmetry,
        max_tries: options.max_tries,
        tries_per_filling: options.tries_per_filling,
    };
    match search.run(shape, rng, cancelled, &judge) {
        Ok(found) => Ok(Leveled {
            puzzle: found.puzzle,
            rating: found.rating,
            tries: found.tries,
            fillings: found.fillings,
        }),
        Err(Stop::Fill(e)) => Err(LevelError::Fill(e)),
        Err(Stop::GaveUp { tries }) => Err(LevelError::GaveUp {
            tries,
            level: target,
        }),
        Err(Stop::Cancelled) => Err(LevelError::Cancelled),
    }
}

/// Where a dug puzzle stands against the target of a [`Search`].
pub(super) enum Verdict<R> {
    /// Too easy: a clue put back that lands here is taken out again.
    Below,
    /// On the target, with its rating.
    At(R),
    /// Too hard (or not known to be on the target): put clues back.
    Above,
}

/// How a [`Search`] goes: digs of fillings, walking down towards a target.
pub(super) struct Search {
    pub symmetry: Symmetry,
    /// Digs to try before giving up.
    pub max_tries: usize,
    /// Digs per filling before a new filling is drawn.
    pub tries_per_filling: usize,
}

/// A puzzle a [`Search`] found on its target.
pub(super) struct Found<R> {
    pub puzzle: Puzzle,
    pub rating: R,
    pub tries: usize,
    pub fillings: usize,
}

/// Why a [`Search`] found nothing.
pub(super) enum Stop {
    Fill(FillError),
    GaveUp { tries: usize },
    Cancelled,
}

/// Judges a puzzle (a layout and its givens) against a search's target.
pub(super) type Judge<'a, R> = dyn Fn(&Arc<Layout>, &Board) -> Verdict<R> + 'a;

impl Search {
    /// Digs fillings of `shape` until `judge` says a puzzle is on its target.
    pub(super) fn run<R>(
        &self,
        shape: &Shape,
        rng: &mut Rng,
        cancelled: &dyn Fn() -> bool,
        judge: &Judge<R>,
    ) -> Result<Found<R>, Stop> {
        let per_filling = self.tries_per_filling.max(1);
        let mut tries = 0;
        let mut fillings = 0;
        while tries < self.max_tries {
            if cancelled() {
                return Err(Stop::Cancelled);
            }
            let (layout, filling) = match shape {
                Shape::Fixed(layout) => (
                    layout.clone(),
                    random_filling(layout, rng).map_err(Stop::Fill)?,
                ),
                Shape::RandomJigsaw => {
                    let layout = Arc::new(Layout::random(rng));
                    match random_filling_within(&layout, rng, JIGSAW_FILL_NODES) {
                        Ok(f) => (layout, f),
                        Err(_) => continue,
                    }
                }
            };
            fillings += 1;
            let digger = Digger {
                layout: &layout,
                judge,
                symmetry: self.symmetry,
                cancelled,
            };
            for _ in 0..per_filling {
                if tries >= self.max_tries {
                    break;
                }
                tries += 1;
                let Some((givens, verdict)) = digger.dig(&filling, rng) else {
                    return Err(Stop::Cancelled);
                };
                if let Verdict::At(rating) = verdict {
                    return Ok(Found {
                        puzzle: Puzzle::new(layout, givens),
                        rating,
                        tries,
                        fillings,
                    });
                }
            }
        }
        Err(Stop::GaveUp { tries })
    }
}

struct Digger<'a, R> {
    layout: &'a Arc<Layout>,
    judge: &'a Judge<'a, R>,
    symmetry: Symmetry,
    cancelled: &'a dyn Fn() -> bool,
}

impl<R> Digger<'_, R> {
    /// One try on `filling`: a minimal puzzle in a random clue order, then clues put back
    /// while it is above the target. The puzzle with its verdict; None when cancelled.
    fn dig(&self, filling: &Board, rng: &mut Rng) -> Option<(Board, Verdict<R>)> {
        let mut givens = *filling;
        let mut groups = self.symmetry.groups();
        rng.shuffle(&mut groups);
        for g in &groups {
            if (self.cancelled)() {
                return None;
            }
            let removed: Vec<(usize, u8)> = g.iter().map(|&c| (c, givens[c])).collect();
            for &c in g {
                givens[c] = 0;
            }
            if !still_unique(self.layout, &givens, &removed) {
                for &(c, d) in &removed {
                    givens[c] = d;
                }
            }
        }
        let mut verdict = (self.judge)(self.layout, &givens);
        // The removed groups, in a fresh random order, are the clues that may come back.
        let mut open: Vec<&Vec<usize>> = groups
            .iter()
            .filter(|g| g.iter().all(|&c| givens[c] == 0))
            .collect();
        rng.shuffle(&mut open);
        for g in open {
            if !matches!(verdict, Verdict::Above) {
                break;
            }
            if (self.cancelled)() {
                return None;
            }
            for &c in g {
                givens[c] = filling[c];
            }
            match (self.judge)(self.layout, &givens) {
                Verdict::Below => {
                    // Past the target: this clue gives too much away; try the next.
                    for &c in g {
                        givens[c] = 0;
                    }
                }
                v => verdict = v,
            }
        }
        Some((givens, verdict))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::dlx;
    use crate::generate::puzzle_seed;
    use crate::puzzle::is_solution_of;
    use crate::strategy::rate;

    fn leveled(shape: &Shape, seed: u64, options: &LevelOptions) -> Leveled {
        puzzle_at_level(
            shape,
            &mut Rng::new(seed),
            options,
            &Registry::full(),
            &|| false,
        )
        .unwrap_or_else(|e| panic!("seed {seed}, {}: {e}", options.level))
    }

    /// Unique by the DLX engine (which shares no code with the generator's search), rated
    /// at the level by `rate` itself, and the same again from the same seed.
    fn check(shape: &Shape, seed: u64, options: &LevelOptions) -> Puzzle {
        let got = leveled(shape, seed, options);
        let p = &got.puzzle;
        let count = dlx::count(p, 2);
        assert_eq!(count.solutions, 1, "{}: {}", options.level, p.to_line());
        assert!(is_solution_of(p, &count.first.unwrap()));
        let rating = rate(p, &Registry::full());
        assert_eq!(rating.level, options.level, "{}", p.to_line());
        assert_eq!(rating, got.rating);
        assert!(got.tries >= 1 && got.fillings >= 1);
        let again = leveled(shape, seed, options);
        assert_eq!(again.puzzle.givens, p.givens, "same seed, same puzzle");
        assert_eq!(*again.puzzle.layout, *p.layout);
        got.puzzle
    }

    #[test]
    fn classic_puzzles_at_every_level() {
        let shape = Shape::Fixed(Layout::classic());
        for level in Level::ALL {
            for i in 0..2 {
                check(&shape, puzzle_seed(17, i), &LevelOptions::new(level));
            }
        }
    }

    #[test]
    fn jigsaw_puzzles_at_every_level() {
        for level in Level::ALL {
            let p = check(
                &Shape::RandomJigsaw,
                3 + level as u64,
                &LevelOptions::new(level),
            );
            assert!(!p.layout.is_classic());
        }
    }

    #[test]
    fn symmetric_puzzles_stay_symmetric() {
        let options = LevelOptions {
            symmetry: Symmetry::Rotational,
            ..LevelOptions::new(Level::Hard)
        };
        let p = check(&Shape::Fixed(Layout::classic()), 5, &options);
        for c in 0..crate::cells::CELLS {
            assert_eq!(p.givens[c] == 0, p.givens[80 - c] == 0, "cell {c}");
        }
    }

    #[test]
    fn a_fixed_jigsaw_layout() {
        let mut rng = Rng::new(8);
        let layout = loop {
            let l = Layout::random(&mut rng);
            if random_filling_within(&l, &mut rng, 1 << 16).is_ok() {
                break Arc::new(l);
            }
        };
        let p = check(
            &Shape::Fixed(layout.clone()),
            9,
            &LevelOptions::new(Level::Medium),
        );
        assert_eq!(*p.layout, *layout);
    }

    #[test]
    fn cancelling_and_giving_up() {
        let shape = Shape::Fixed(Layout::classic());
        let options = LevelOptions::new(Level::Hard);
        let got = puzzle_at_level(
            &shape,
            &mut Rng::new(1),
            &options,
            &Registry::full(),
            &|| true,
        );
        assert_eq!(got.unwrap_err(), LevelError::Cancelled);
        // With singles only, nothing is ever medium: the search gives up, counting.
        let options = LevelOptions {
            max_tries: 3,
            ..LevelOptions::new(Level::Medium)
        };
        let got = puzzle_at_level(
            &shape,
            &mut Rng::new(1),
            &options,
            &Registry::singles(),
            &|| false,
        );
        assert_eq!(
            got.unwrap_err(),
            LevelError::GaveUp {
                tries: 3,
                level: Level::Medium
            }
        );
    }
}
