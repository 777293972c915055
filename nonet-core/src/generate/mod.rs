//! Random fillings and random puzzles with exactly one solution, on any layout.
//!
//! A filling comes from a depth-first search over the bitboard engine's propagation with
//! the order of the options at every branch shuffled. Some jigsaw layouts have no filling
//! at all, and on some that do an unlucky early choice leads into a huge barren subtree,
//! so the search restarts with a fresh random order and a doubled node limit. A search
//! that ends without finding anything before its limit has explored the whole tree: that
//! proves the layout has no filling.
//!
//! A puzzle is a filling with clues taken away, one cell (or one symmetric group of
//! cells) at a time in random order, each removal kept only if the solution stays unique.
//! Everything is driven by the caller's [`Rng`], so a seed fixes the result.

use crate::cells::{CellSet, CELLS};
use crate::engine::bitboard::{Branch, State};
use crate::layout::Layout;
use crate::puzzle::{Board, Puzzle};
use crate::rng::Rng;
use std::fmt;
use std::sync::Arc;

mod er;
mod level;
pub use er::{puzzle_in_er_band, Banded, ErBand, ErError, ErOptions};
pub use level::{puzzle_at_level, LevelError, LevelOptions, Leveled, Shape};

/// Why no filling was produced.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FillError {
    /// The search explored every option: the layout cannot be filled.
    NoFilling,
    /// The node budget ran out before a filling or a proof that there is none.
    GaveUp { nodes: u64 },
}

impl fmt::Display for FillError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FillError::NoFilling => f.write_str("the layout has no valid filling"),
            FillError::GaveUp { nodes } => write!(
                f,
                "no filling found within {nodes} search nodes (the layout may have none)"
            ),
        }
    }
}

impl std::error::Error for FillError {}

/// Default node budget of [`random_filling`]: a few seconds at most, and far more than a
/// layout that has fillings usually needs (hundreds of nodes).
pub const DEFAULT_FILL_NODES: u64 = 1 << 22;

/// Node limit of the first attempt; each restart doubles it.
const FIRST_ATTEMPT_NODES: u64 = 256;

/// How a depth-first walk ended.
enum Walked {
    Found(Board),
    /// Every option was tried: there is no solution below the start.
    Exhausted,
    OutOfNodes,
}

/// Depth-first search over bitboard states, options shuffled when given an `Rng`.
struct Walk<'a> {
    layout: &'a Layout,
    rng: Option<&'a mut Rng>,
    nodes: u64,
    limit: u64,
}

impl Walk<'_> {
    fn run(&mut self, mut st: State) -> Walked {
        if self.nodes >= self.limit {
            return Walked::OutOfNodes;
        }
        self.nodes += 1;
        // Up to 9 options: the digits of a cell or the places of a digit in a house.
        let mut options = [(0usize, 0u8); 9];
        let n = match st.propagate(self.layout) {
            Err(_) => return Walked::Exhausted,
            Ok(Branch::Solved) => return Walked::Found(st.board()),
            Ok(Branch::Cell(c, ds)) => fill_options(&mut options, ds.iter().map(|d| (c, d))),
            Ok(Branch::Place(_, d, cells)) => {
                fill_options(&mut options, cells.iter().map(|c| (c, d)))
            }
        };
        let options = &mut options[..n];
        if let Some(rng) = self.rng.as_mut() {
            rng.shuffle(options);
        }
        for &(cell, digit) in options.iter() {
            let mut next = st;
            next.place(self.layout, cell, digit);
            match self.run(next) {
                Walked::Exhausted => st.eliminate(cell, digit),
                other => return other,
            }
        }
        Walked::Exhausted
    }
}

fn fill_options(slots: &mut [(usize, u8); 9], it: impl Iterator<Item = (usize, u8)>) -> usize {
    let mut n = 0;
    for (slot, option) in slots.iter_mut().zip(it) {
        *slot = option;
        n += 1;
    }
    n
}

/// A uniformly shuffled search for a filling of `layout`, with restarts, within
/// [`DEFAULT_FILL_NODES`] search nodes.
pub fn random_filling(layout: &Layout, rng: &mut Rng) -> Result<Board, FillError> {
    random_filling_within(layout, rng, DEFAULT_FILL_NODES)
}

/// Like [`random_filling`], with a node budget: lets a caller that can pick another
/// layout give up on a hard one early.
pub fn random_filling_within(
    layout: &Layout,
    rng: &mut Rng,
    max_nodes: u64,
) -> Result<Board, FillError> {
    fill(layout, &[0; CELLS], rng, max_nodes)
}

/// A random solution of `puzzle` (one of its solutions, found in shuffled order), within
/// `max_nodes` search nodes. Clashing or contradictory givens give `NoFilling`.
pub fn random_solution(puzzle: &Puzzle, rng: &mut Rng, max_nodes: u64) -> Result<Board, FillError> {
    fill(&puzzle.layout, &puzzle.givens, rng, max_nodes)
}

fn fill(
    layout: &Layout,
    givens: &Board,
    rng: &mut Rng,
    max_nodes: u64,
) -> Result<Board, FillError> {
    let Ok(start) = State::new(layout, givens) else {
        return Err(FillError::NoFilling);
    };
    let mut spent = 0u64;
    let mut limit = FIRST_ATTEMPT_NODES;
    while spent < max_nodes {
        let mut walk = Walk {
            layout,
            rng: Some(rng),
            nodes: 0,
            limit: limit.min(max_nodes - spent),
        };
        let walked = walk.run(start);
        spent += walk.nodes;
        match walked {
            Walked::Found(board) => return Ok(board),
            Walked::Exhausted => return Err(FillError::NoFilling),
            Walked::OutOfNodes => limit = limit.saturating_mul(2),
        }
    }
    Err(FillError::GaveUp { nodes: spent })
}

/// Which cells are removed together, so the clues form a symmetric pattern.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Symmetry {
    /// Any pattern.
    #[default]
    None,
    /// 180° rotation about the centre: a clue at rNcM has a partner at r(10-N)c(10-M).
    Rotational,
}

impl Symmetry {
    /// The cells in groups that are removed (or kept) together.
    fn groups(self) -> Vec<Vec<usize>> {
        match self {
            Symmetry::None => (0..CELLS).map(|c| vec![c]).collect(),
            Symmetry::Rotational => (0..=CELLS / 2)
                .map(|c| {
                    let partner = CELLS - 1 - c;
                    if partner == c {
                        vec![c]
                    } else {
                        vec![c, partner]
                    }
                })
                .collect(),
        }
    }
}

/// What kind of puzzle to make.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleOptions {
    /// Stop removing clues at this many (or one fewer when a symmetric pair goes).
    /// `None` removes clues until none can go: a minimal puzzle.
    pub clues: Option<usize>,
    pub symmetry: Symmetry,
    /// Fillings to try when a target clue count is not reached (the puzzle with the
    /// fewest clues is returned). At least 1.
    pub attempts: usize,
}

impl Default for PuzzleOptions {
    fn default() -> Self {
        PuzzleOptions {
            clues: None,
            symmetry: Symmetry::None,
            attempts: 8,
        }
    }
}

/// True when `givens` (a subset of a filling that is the only solution of `givens` plus
/// `removed`) still has that filling as its only solution. Any other solution differs
/// from the filling at some removed cell; the first such cell splits the check into one
/// search per removed cell, each asking for any solution at all.
fn still_unique(layout: &Layout, givens: &Board, removed: &[(usize, u8)]) -> bool {
    let Ok(base) = State::new(layout, givens) else {
        return false;
    };
    for (i, &(cell, digit)) in removed.iter().enumerate() {
        let mut st = base;
        for &(c, d) in &removed[..i] {
            st.place(layout, c, d);
        }
        st.eliminate(cell, digit);
        let mut walk = Walk {
            layout,
            rng: None,
            nodes: 0,
            limit: u64::MAX,
        };
        if let Walked::Found(_) = walk.run(st) {
            return false;
        }
    }
    true
}

/// Removes clues from `filling` in random order while the solution stays unique.
fn dig(layout: &Layout, filling: &Board, rng: &mut Rng, options: &PuzzleOptions) -> Board {
    let mut givens = *filling;
    let mut clues = CELLS;
    let mut groups = options.symmetry.groups();
    rng.shuffle(&mut groups);
    let target = options.clues.unwrap_or(0);
    for group in groups {
        if clues <= target {
            break;
        }
        let removed: Vec<(usize, u8)> = group.iter().map(|&c| (c, givens[c])).collect();
        for &c in &group {
            givens[c] = 0;
        }
        if still_unique(layout, &givens, &removed) {
            clues -= group.len();
        } else {
            for &(c, d) in &removed {
                givens[c] = d;
            }
        }
    }
    givens
}

/// A random puzzle on `layout` with exactly one solution. With a target clue count, tries
/// up to `options.attempts` fillings and returns the first that gets down to the target,
/// else the one with the fewest clues (a minimal puzzle: no clue can go).
pub fn random_puzzle(
    layout: &Arc<Layout>,
    rng: &mut Rng,
    options: &PuzzleOptions,
) -> Result<Puzzle, FillError> {
    let filling = random_filling(layout, rng)?;
    puzzle_from(layout, filling, rng, options)
}

/// `random_puzzle` after its first filling was found.
fn puzzle_from(
    layout: &Arc<Layout>,
    mut filling: Board,
    rng: &mut Rng,
    options: &PuzzleOptions,
) -> Result<Puzzle, FillError> {
    let target = options.clues.unwrap_or(CELLS);
    let mut best = dig(layout, &filling, rng, options);
    for _ in 1..options.attempts {
        if best.iter().filter(|&&v| v != 0).count() <= target {
            break;
        }
        filling = random_filling(layout, rng)?;
        let givens = dig(layout, &filling, rng, options);
        if clue_cells(&givens).len() < clue_cells(&best).len() {
            best = givens;
        }
    }
    Ok(Puzzle::new(layout.clone(), best))
}

/// Node budget per random layout in [`random_jigsaw_puzzle`]: a layout that takes longer
/// is set aside for another, which is cheaper than insisting.
const JIGSAW_FILL_NODES: u64 = 1 << 14;

/// A random puzzle on a random jigsaw layout that has a filling (layouts without one, or
/// slow to fill, are replaced by new ones).
pub fn random_jigsaw_puzzle(rng: &mut Rng, options: &PuzzleOptions) -> Puzzle {
    loop {
        let layout = Arc::new(Layout::random(rng));
        let Ok(filling) = random_filling_within(&layout, rng, JIGSAW_FILL_NODES) else {
            continue;
        };
        if let Ok(p) = puzzle_from(&layout, filling, rng, options) {
            return p;
        }
    }
}

/// The seed of puzzle `index` in a batch generated from `seed`: every puzzle gets its
/// own stream, so a batch is the same whether it is generated on one thread or many.
pub fn puzzle_seed(seed: u64, index: u64) -> u64 {
    Rng::new(seed ^ Rng::new(index).next_u64()).next_u64()
}

/// The cells holding a clue.
pub fn clue_cells(board: &Board) -> CellSet {
    (0..CELLS).filter(|&c| board[c] != 0).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{bitboard, dlx};
    use crate::puzzle::{board_clash, is_solution_of};

    fn is_filled_validly(layout: &Layout, b: &Board) -> bool {
        b.iter().all(|&v| (1..=9).contains(&v)) && board_clash(layout, b).is_none()
    }

    #[test]
    fn fillings_are_valid_and_depend_on_the_seed() {
        let classic = Layout::classic();
        let a = random_filling(&classic, &mut Rng::new(1)).unwrap();
        let b = random_filling(&classic, &mut Rng::new(1)).unwrap();
        let c = random_filling(&classic, &mut Rng::new(2)).unwrap();
        assert!(is_filled_validly(&classic, &a));
        assert!(is_filled_validly(&classic, &c));
        assert_eq!(a, b, "same seed, same filling");
        assert_ne!(a, c, "another seed, another filling");
    }

    #[test]
    fn random_jigsaw_layouts_mostly_fill() {
        let mut rng = Rng::new(5);
        let (mut filled, mut refuted) = (0, 0);
        for _ in 0..40 {
            let layout = Layout::random(&mut rng);
            match random_filling_within(&layout, &mut rng, 1 << 16) {
                Ok(b) => {
                    assert!(is_filled_validly(&layout, &b));
                    filled += 1;
                }
                Err(FillError::NoFilling) => {
                    // A proof by exhaustion: DLX, which shares no search code, agrees.
                    let p = Puzzle::new(Arc::new(layout), [0; CELLS]);
                    assert_eq!(dlx::count(&p, 1).solutions, 0);
                    refuted += 1;
                }
                Err(FillError::GaveUp { .. }) => {}
            }
        }
        assert!(filled >= 20, "{filled} filled, {refuted} refuted");
    }

    #[test]
    fn contradictory_givens_are_refuted_and_others_completed() {
        // r1c1..r1c8 hold 1..8 and r2c9 holds 9: r1c9 has no candidate, yet no clash.
        let mut g = [0u8; CELLS];
        for (c, slot) in g.iter_mut().enumerate().take(8) {
            *slot = c as u8 + 1;
        }
        g[17] = 9;
        let p = Puzzle::classic(g);
        assert!(p.clash().is_none());
        let mut rng = Rng::new(4);
        assert_eq!(
            random_solution(&p, &mut rng, 1 << 20),
            Err(FillError::NoFilling)
        );
        g[0] = 2; // now r1c1 and r1c2 clash
        let clash = Puzzle::classic(g);
        assert_eq!(
            random_solution(&clash, &mut rng, 1 << 20),
            Err(FillError::NoFilling)
        );
        g[0] = 1;
        g[17] = 0;
        let open = Puzzle::classic(g);
        let s = random_solution(&open, &mut rng, 1 << 20).unwrap();
        assert!(is_solution_of(&open, &s));
        assert!(matches!(
            random_solution(&Puzzle::classic([0; CELLS]), &mut rng, 3),
            Err(FillError::GaveUp { nodes: 3 })
        ));
    }

    #[test]
    fn puzzles_are_unique_and_minimal() {
        let layout = Layout::classic();
        let mut rng = Rng::new(7);
        let p = random_puzzle(&layout, &mut rng, &PuzzleOptions::default()).unwrap();
        let c = dlx::count(&p, 2);
        assert_eq!(c.solutions, 1);
        assert!(is_solution_of(&p, &c.first.unwrap()));
        // Minimal: every clue is needed.
        for cell in clue_cells(&p.givens).iter() {
            let mut less = p.clone();
            less.givens[cell] = 0;
            assert_eq!(
                dlx::count(&less, 2).solutions,
                2,
                "clue {cell} is redundant"
            );
        }
    }

    #[test]
    fn target_clue_count_and_symmetry() {
        let layout = Layout::classic();
        let options = PuzzleOptions {
            clues: Some(30),
            symmetry: Symmetry::Rotational,
            attempts: 1,
        };
        let p = random_puzzle(&layout, &mut Rng::new(3), &options).unwrap();
        let n = p.given_count();
        assert!((29..=30).contains(&n), "{n} clues");
        for c in 0..CELLS {
            assert_eq!(p.givens[c] == 0, p.givens[CELLS - 1 - c] == 0, "cell {c}");
        }
        assert_eq!(bitboard::count(&p, 2).solutions, 1);
    }

    #[test]
    fn jigsaw_puzzles_are_unique() {
        let mut rng = Rng::new(21);
        for _ in 0..5 {
            let p = random_jigsaw_puzzle(&mut rng, &PuzzleOptions::default());
            assert!(!p.layout.is_classic());
            assert_eq!(dlx::count(&p, 2).solutions, 1);
        }
    }

    #[test]
    fn puzzle_seeds_differ() {
        let seeds: std::collections::HashSet<u64> = (0..1000).map(|i| puzzle_seed(42, i)).collect();
        assert_eq!(seeds.len(), 1000);
        assert_ne!(puzzle_seed(1, 0), puzzle_seed(2, 0));
    }
}
