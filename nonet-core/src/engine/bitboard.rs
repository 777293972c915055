//! The region-generic bitboard engine.
//!
//! State is one 81-cell bit board per digit (where that digit may still go), so placing a
//! digit, finding naked singles and finding hidden singles are a handful of 128-bit
//! operations. Propagation runs naked and hidden singles (and in the search, pointing
//! locked candidates) to a fixpoint, checking only the houses that changed, then the search
//! branches on whichever is narrower: the cell with the fewest candidates or the
//! (house, digit) with the fewest places. Cell-only branching is not enough: on some
//! jigsaw layouts it takes billions of nodes where house-digit branching takes a hundred.

use super::{Control, Count, Progress};
use crate::cells::{CellSet, Digits, CELLS};
use crate::layout::{Layout, HOUSES};
use crate::puzzle::{Board, Puzzle};
use std::ops::ControlFlow;

const ALL_HOUSES: u32 = (1 << HOUSES) - 1;

/// Candidate state of a board: `digits[d]` holds the cells where digit `d + 1` may go.
/// A solved cell stays only in its own digit's board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct State {
    pub digits: [u128; 9],
    pub unsolved: u128,
    /// Per digit, the houses (bit per house) where it is already placed.
    done: [u32; 9],
}

/// What the search should do next after propagation reached its fixpoint.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Branch {
    /// Every cell holds a digit.
    Solved,
    /// Try each candidate of this cell.
    Cell(usize, Digits),
    /// Try each place of this digit (1..=9) in the house.
    Place(usize, u8, CellSet),
}

/// A contradiction: some cell or (house, digit) has no option left.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dead;

impl State {
    /// The state after placing the givens, or `Dead` if they contradict each other.
    pub fn new(layout: &Layout, givens: &Board) -> Result<State, Dead> {
        // Built in one pass rather than by placing each given: per digit, the givens and
        // the union of their peers.
        let (mut given, mut seen) = ([0u128; 9], [0u128; 9]);
        let mut done = [0u32; 9];
        let mut solved = 0u128;
        for (c, &g) in givens.iter().enumerate() {
            if g != 0 {
                let d = g as usize - 1;
                given[d] |= CELL_BIT[c];
                seen[d] |= layout.peers(c).0;
                solved |= CELL_BIT[c];
                done[d] |= house_bits(layout, c);
            }
        }
        let mut digits = [0u128; 9];
        for d in 0..9 {
            if given[d] & seen[d] != 0 {
                // Two givens of this digit see each other.
                return Err(Dead);
            }
            digits[d] = (CellSet::ALL.0 & !seen[d] & !solved) | given[d];
        }
        Ok(State {
            digits,
            unsolved: CellSet::ALL.0 & !solved,
            done,
        })
    }

    #[inline]
    pub fn can_place(&self, cell: usize, digit: u8) -> bool {
        self.digits[digit as usize - 1] >> cell & 1 == 1 && self.unsolved >> cell & 1 == 1
    }

    /// Places `digit` (1..=9) in `cell`. The caller ensures `can_place`.
    #[inline]
    pub fn place(&mut self, layout: &Layout, cell: usize, digit: u8) {
        let bit = CELL_BIT[cell];
        let d = digit as usize - 1;
        for b in self.digits.iter_mut() {
            *b &= !bit;
        }
        self.digits[d] = (self.digits[d] & !layout.peers(cell).0) | bit;
        self.unsolved &= !bit;
        self.done[d] |= house_bits(layout, cell);
    }

    /// Removes a candidate from an unsolved cell.
    #[inline]
    pub fn eliminate(&mut self, cell: usize, digit: u8) {
        if self.unsolved >> cell & 1 == 1 {
            self.digits[digit as usize - 1] &= !CELL_BIT[cell];
        }
    }

    /// The candidates of a cell (its own digit when solved).
    #[inline]
    pub fn candidates(&self, cell: usize) -> Digits {
        // The 64-bit half that holds the cell: a shift of a 128-bit word is dearer.
        let (half, shift) = (cell / 64, cell % 64);
        let mut m = 0u16;
        for (d, &b) in self.digits.iter().enumerate() {
            let word = if half == 0 {
                b as u64
            } else {
                (b >> 64) as u64
            };
            m |= ((word >> shift & 1) as u16) << d;
        }
        Digits(m)
    }

    pub fn is_solved(&self) -> bool {
        self.unsolved == 0
    }

    pub fn unsolved(&self) -> CellSet {
        CellSet(self.unsolved)
    }

    /// The digit of each solved cell, 0 elsewhere.
    pub fn board(&self) -> Board {
        let mut b = [0u8; CELLS];
        let solved = !self.unsolved;
        for (d, &bits) in self.digits.iter().enumerate() {
            // Two 64-bit halves: cheaper bit scans than one 128-bit word.
            let bits = bits & solved & CellSet::ALL.0;
            for (half, base) in [(bits as u64, 0), ((bits >> 64) as u64, 64)] {
                let mut rest = half;
                while rest != 0 {
                    b[base + rest.trailing_zeros() as usize] = d as u8 + 1;
                    rest &= rest - 1;
                }
            }
        }
        b
    }

    /// Runs naked and hidden singles to a fixpoint and picks the narrowest branch.
    /// Among bivalue cells it takes the first (lowest-numbered), so the order is fixed by
    /// the cells alone (`generate` and the target maximizer's `upper_bound` use this).
    pub fn propagate(&mut self, layout: &Layout) -> Result<Branch, Dead> {
        self.propagate_impl::<false, false, false>(layout, &mut [UNCHECKED; 9])
    }

    /// Like [`State::propagate`], but with locked candidates pointing from a region into a
    /// line on the houses the hidden-single check visits anyway, and a bivalue branch takes
    /// the cell with the most unsolved peers (its two branches propagate furthest). With
    /// `deep`, also locked candidates both ways between every line and region and the law
    /// of leftovers between rounds of singles: fewer nodes, each dearer. The search turns
    /// `deep` on once a puzzle proves hard (see `DEEP_AFTER`).
    ///
    /// `checked` holds, per digit, the board at which that digit's houses were last
    /// checked for hidden singles; only houses holding a cell removed since then are
    /// checked again. `[UNCHECKED; 9]` checks everything; a child of a propagated node may
    /// pass its parent's fixpoint boards (every open house had two places or more there).
    /// On return it holds the boards of this fixpoint.
    #[inline(always)]
    pub fn propagate_with(
        &mut self,
        layout: &Layout,
        deep: bool,
        checked: &mut [u128; 9],
    ) -> Result<Branch, Dead> {
        // Two copies, so the plain one compiles exactly as if deep propagation did not exist.
        if deep {
            self.propagate_impl::<true, true, true>(layout, checked)
        } else {
            self.propagate_impl::<false, true, true>(layout, checked)
        }
    }

    #[inline(always)]
    fn propagate_impl<const DEEP: bool, const BEST_BIVALUE: bool, const LOCKED: bool>(
        &mut self,
        layout: &Layout,
        checked: &mut [u128; 9],
    ) -> Result<Branch, Dead> {
        loop {
            // Count candidates per cell with bit-parallel counters (1, 2, 3 or more). A
            // solved cell is in its own digit's board only, so it never counts twice.
            let [once, twice, _] = candidate_counts(&self.digits);
            if CellSet::ALL.0 & !once != 0 {
                return Err(Dead);
            }
            let singles = once & !twice & self.unsolved;
            if singles != 0 {
                for c in CellSet(singles).iter() {
                    let bit = CELL_BIT[c];
                    match self.digits.iter().position(|b| b & bit != 0) {
                        Some(d) => self.place(layout, c, d as u8 + 1),
                        // An earlier single of this batch took its last candidate.
                        None => return Err(Dead),
                    }
                }
                continue;
            }
            if self.unsolved == 0 {
                return Ok(Branch::Solved);
            }
            if self.hidden_singles::<LOCKED>(layout, checked)? {
                continue;
            }
            if DEEP && self.deduce(layout)? {
                continue;
            }
            return Ok(self.branch::<BEST_BIVALUE>(layout));
        }
    }

    /// Hidden singles: places every digit left with one place in a house, and with
    /// `LOCKED` removes the digit from a line when a region's places of it all lie in
    /// that line. True when it placed or removed anything.
    #[inline(always)]
    fn hidden_singles<const LOCKED: bool>(
        &mut self,
        layout: &Layout,
        checked: &mut [u128; 9],
    ) -> Result<bool, Dead> {
        let houses = layout.houses();
        // Hidden singles: a (house, digit) with one place left. Only houses that lost a
        // place of the digit since its last check can have become one. `s & (s - 1)`
        // clears the lowest bit, so no popcount is needed (the default target has no
        // fast one).
        let mut placed = false;
        // An index loop: the iterator form over `checked` compiles to ~3% more
        // instructions here.
        #[allow(clippy::needless_range_loop)]
        for d in 0..9 {
            let removed = checked[d] ^ self.digits[d];
            if removed == 0 {
                continue;
            }
            checked[d] = self.digits[d];
            let two = removed & removed.wrapping_sub(1);
            let touched = if two & two.wrapping_sub(1) == 0 {
                touched_houses(layout, removed)
            } else {
                // Three cells or more (a placement of this digit): all rows and columns
                // at once by bit tricks on their fixed positions, then only regions
                // house by house.
                let Some(mut cells) = line_singles(self.digits[d]) else {
                    return Err(Dead);
                };
                cells &= self.unsolved;
                while cells != 0 {
                    let c = cells.trailing_zeros() as usize;
                    cells &= cells - 1;
                    if self.digits[d] & self.unsolved & CELL_BIT[c] == 0 {
                        // An earlier single of this batch took the cell, or this
                        // digit's place in the cell: its line has no place left.
                        return Err(Dead);
                    }
                    self.place(layout, c, d as u8 + 1);
                    placed = true;
                }
                touched_regions(layout, removed)
            };
            let mut todo = touched & !self.done[d];
            while todo != 0 {
                let h = todo.trailing_zeros() as usize;
                todo &= todo - 1;
                let s = self.digits[d] & houses[h].0;
                if s & s.wrapping_sub(1) == 0 {
                    if s == 0 {
                        return Err(Dead);
                    }
                    if s & self.unsolved != 0 {
                        self.place(layout, s.trailing_zeros() as usize, d as u8 + 1);
                        placed = true;
                    }
                } else if LOCKED && h >= 18 {
                    let gone = pointing(layout, h, s) & self.digits[d];
                    if gone != 0 {
                        self.digits[d] &= !gone;
                        placed = true;
                    }
                }
            }
        }
        Ok(placed)
    }

    /// The branch to take at a fixpoint: a bivalue cell (with `BEST_BIVALUE` the one with
    /// the most unsolved peers, else the first), else the narrowest house-digit or cell.
    #[inline(always)]
    fn branch<const BEST_BIVALUE: bool>(&self, layout: &Layout) -> Branch {
        let houses = layout.houses();
        // Counted again rather than kept from the top of the round: carrying `thrice`
        // through the round made the compiler spill every board to the stack.
        let [_, twice, thrice] = candidate_counts(&self.digits);
        let bivalue = twice & !thrice;
        if bivalue != 0 {
            let c = if BEST_BIVALUE {
                most_constrained(layout, bivalue, self.unsolved)
            } else {
                bivalue.trailing_zeros() as usize
            };
            return Branch::Cell(c, self.candidates(c));
        }
        let best = self.narrowest_house_digit(houses);
        if best.0 > 3 {
            // No bivalue cell and no digit with two places: look for a cell with 3
            // candidates before settling for a wider house-digit branch.
            let mut best_cell = (u32::MAX, 0usize);
            for c in CellSet(self.unsolved).iter() {
                let n = self.candidates(c).len();
                if n < best_cell.0 {
                    best_cell = (n, c);
                    if n == 3 {
                        break;
                    }
                }
            }
            if best_cell.0 < best.0 {
                let c = best_cell.1;
                return Branch::Cell(c, self.candidates(c));
            }
        }
        let (_, h, d) = best;
        Branch::Place(h, d as u8 + 1, CellSet(self.digits[d] & houses[h].0))
    }

    /// The (places, house, digit) with the fewest places among the houses where the digit
    /// is still open (the first such in digit-then-house order).
    #[inline(always)]
    fn narrowest_house_digit(&self, houses: &[CellSet; HOUSES]) -> (u32, usize, usize) {
        let mut best: (u32, usize, usize) = (u32::MAX, 0, 0);
        for d in 0..9 {
            let mut todo = !self.done[d] & ALL_HOUSES;
            while todo != 0 {
                let h = todo.trailing_zeros() as usize;
                todo &= todo - 1;
                let n = (self.digits[d] & houses[h].0).count_ones();
                if n < best.0 {
                    best = (n, h, d);
                }
            }
        }
        best
    }

    /// Eliminations beyond singles, run once singles are exhausted: locked candidates
    /// between every line and region that share cells (pointing and claiming), and the law
    /// of leftovers (a digit can sit in one side of a leftover pair only if it can sit in the
    /// other). Returns whether anything was eliminated.
    fn deduce(&mut self, layout: &Layout) -> Result<bool, Dead> {
        let before = self.digits;
        let open = self.unsolved;
        for d in 0..9 {
            let mut bits = self.digits[d];
            for x in layout.intersections() {
                let (line, region) = (x.line.0, x.region.0);
                let in_region = bits & region;
                if in_region != 0 && in_region & !line == 0 {
                    bits &= !(line & !region & open);
                }
                let in_line = bits & line;
                if in_line != 0 && in_line & !region == 0 {
                    bits &= !(region & !line & open);
                }
            }
            for &(a, b) in layout.leftovers() {
                let (in_a, in_b) = (bits & a.0, bits & b.0);
                if (in_a == 0) != (in_b == 0) {
                    let side = in_a | in_b;
                    if side & !open != 0 {
                        // Placed on one side, impossible on the other.
                        return Err(Dead);
                    }
                    bits &= !side;
                }
            }
            self.digits[d] = bits;
        }
        Ok(self.digits != before)
    }
}

/// A `checked` board that matches no real one (bits past the 81 cells are set), so its
/// digit's houses are all checked.
pub const UNCHECKED: u128 = !CellSet::ALL.0;

/// Each cell's bit, looked up: a variable 128-bit shift takes several instructions.
const CELL_BIT: [u128; CELLS] = {
    let mut t = [0u128; CELLS];
    let mut c = 0;
    while c < CELLS {
        t[c] = 1 << c;
        c += 1;
    }
    t
};

/// The first cell of each row (column 1), which is also the pattern that repeats a 9-bit
/// column mask down the rows.
const ROW_STARTS: u128 = 0x1008040201008040201;

/// The line houses (rows and columns) as bits.
const LINE_BITS: u32 = (1 << 18) - 1;

/// Row and column bits (houses 0..18) of each cell; the fixed geometry of lines.
const LINE_HOUSES: [u32; CELLS] = {
    let mut t = [0u32; CELLS];
    let mut c = 0;
    while c < CELLS {
        t[c] = 1 << (c / 9) | 1 << (9 + c % 9);
        c += 1;
    }
    t
};

/// The three houses of a cell as bits (row, column, region).
#[inline(always)]
fn house_bits(layout: &Layout, cell: usize) -> u32 {
    LINE_HOUSES[cell] | 1 << (18 + layout.region_of(cell))
}

/// The houses (bit per house) holding any cell of `cells`; every house when `cells` has
/// bits past the board (an `UNCHECKED` board).
#[inline(always)]
fn touched_houses(layout: &Layout, cells: u128) -> u32 {
    if cells & !CellSet::ALL.0 != 0 {
        return ALL_HOUSES;
    }
    let mut houses = 0u32;
    let mut rest = cells;
    while rest != 0 {
        let c = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        houses |= house_bits(layout, c);
    }
    houses
}

/// Each cell's row and column as cell sets (the fixed geometry of lines).
const LINES_OF: [[u128; 2]; CELLS] = {
    let mut t = [[0u128; 2]; CELLS];
    let mut c = 0;
    while c < CELLS {
        t[c] = [0x1ff << (9 * (c / 9)), ROW_STARTS << (c % 9)];
        c += 1;
    }
    t
};

/// Locked candidates, pointing: `places` (two or more) are where a digit may go in region
/// `h`. If they all lie in one row or column, the digit must go there, so it leaves that
/// line's cells outside the region: the cells returned. (Claiming, a line's places all in
/// one region, is left to deep propagation: on the classic sets it saves fewer nodes than
/// it costs. Pointing alone takes samples of 17-clue and top1465 from 8.8 and 143 nodes a
/// puzzle to 2.5 and 30; both ways, to 2.1 and 26.)
#[inline(always)]
fn pointing(layout: &Layout, h: usize, places: u128) -> u128 {
    let [row, col] = LINES_OF[places.trailing_zeros() as usize];
    let line = if places & !row == 0 {
        row
    } else if places & !col == 0 {
        col
    } else {
        return 0;
    };
    line & !layout.house(h).0
}

/// Cells with at least one, two and three candidates, by bit-parallel counters.
#[inline(always)]
fn candidate_counts(digits: &[u128; 9]) -> [u128; 3] {
    #[cfg(target_arch = "x86_64")]
    {
        // The same counters in SSE2 registers (part of every x86-64): the compiler keeps
        // 128-bit integers in pairs of general registers and spills them here.
        use std::arch::x86_64::*;
        // SAFETY: SSE2 is part of every x86-64 CPU; u128 and __m128i have the same size,
        // and any bits are valid for both.
        unsafe {
            let (mut once, mut twice, mut thrice) = (
                _mm_setzero_si128(),
                _mm_setzero_si128(),
                _mm_setzero_si128(),
            );
            for &b in digits {
                let b = std::mem::transmute::<u128, __m128i>(b);
                thrice = _mm_or_si128(thrice, _mm_and_si128(twice, b));
                twice = _mm_or_si128(twice, _mm_and_si128(once, b));
                once = _mm_or_si128(once, b);
            }
            std::mem::transmute::<[__m128i; 3], [u128; 3]>([once, twice, thrice])
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        let (mut once, mut twice, mut thrice) = (0u128, 0u128, 0u128);
        for &b in digits {
            thrice |= twice & b;
            twice |= once & b;
            once |= b;
        }
        [once, twice, thrice]
    }
}

/// Cells that are the only place of a digit in their row or column, given the digit's
/// board (placed cells included, so a line that holds the digit counts as one place);
/// `None` if some line has no place at all. Rows and columns sit at fixed bit positions,
/// so all 18 lines take a few dozen word operations instead of a test each.
#[inline(always)]
fn line_singles(board: u128) -> Option<u128> {
    // Rows are 9-bit fields. Bit 8 of a field is set in `nonzero(v)` iff the field is: the
    // low 8 bits plus 0xff carry into bit 8 and never past it.
    const LOW8: u128 = 0xff * ROW_STARTS;
    const TOP: u128 = 0x100 * ROW_STARTS;
    let nonzero = |v: u128| (((v & LOW8) + LOW8) | v) & TOP;
    let rows = nonzero(board);
    if rows != TOP {
        return None;
    }
    // Clear the lowest bit of every row (each is nonzero, so nothing borrows across).
    let multiple = nonzero(board & board.wrapping_sub(ROW_STARTS));
    let single = rows & !multiple;
    let in_single_rows = single | single.wrapping_sub(single >> 8);
    // Columns: once/twice counters over the nine rows, 9 bits wide.
    let (lo, hi) = (board as u64, (board >> 63) as u64);
    let (mut once, mut twice) = (0u64, 0u64);
    for r in [
        lo,
        lo >> 9,
        lo >> 18,
        lo >> 27,
        lo >> 36,
        lo >> 45,
        lo >> 54,
        hi,
        hi >> 9,
    ] {
        let r = r & 0x1ff;
        twice |= once & r;
        once |= r;
    }
    if once != 0x1ff {
        return None;
    }
    let in_single_cols = ROW_STARTS * (once & !twice) as u128;
    Some(board & (in_single_rows | in_single_cols))
}

/// The regions (as house bits) holding any cell of `cells`; all of them when `cells` has
/// bits past the board (an `UNCHECKED` board).
#[inline(always)]
fn touched_regions(layout: &Layout, cells: u128) -> u32 {
    if cells & !CellSet::ALL.0 != 0 {
        return ALL_HOUSES & !LINE_BITS;
    }
    let mut regions = 0u32;
    let mut rest = cells;
    while rest != 0 {
        regions |= 1 << (18 + layout.region_of(rest.trailing_zeros() as usize));
        rest &= rest - 1;
    }
    regions
}

/// Among the bivalue cells, the one with the most unsolved peers: its two branches
/// each propagate furthest, so it splits the search best.
#[inline(always)]
fn most_constrained(layout: &Layout, bivalue: u128, unsolved: u128) -> usize {
    let mut best = (0u32, bivalue.trailing_zeros() as usize);
    for c in CellSet(bivalue).iter() {
        let n = (layout.peers(c).0 & unsolved).count_ones();
        if n > best.0 {
            best = (n, c);
        }
    }
    best.1
}

/// Nodes after which the search turns on deep propagation (locked candidates, leftovers):
/// easy puzzles never pay for it, hard ones need far fewer nodes with it.
pub const DEEP_AFTER: u64 = 1024;

/// Nodes without a new solution after which the search is deemed stalled and handed over
/// to the CDCL engine, which learns from conflicts (infeasibility proofs on some jigsaw
/// layouts take depth-first search billions of nodes and CDCL a few hundred conflicts).
pub const FALLBACK_AFTER: u64 = 5000;

/// Solutions remembered for the hand-over (the SAT engine blocks them so none is reported
/// twice); past this many, the search runs to its end without a hand-over.
const REMEMBERED: usize = HANDOVER_LIMIT;

/// The solutions a search reported, kept for a hand-over to the SAT engine; the first two
/// (all a count to 2 can have) without allocating.
#[derive(Default)]
struct Found {
    first: [Option<Board>; 2],
    more: Vec<Board>,
}

impl Found {
    fn len(&self) -> usize {
        self.first.iter().flatten().count() + self.more.len()
    }

    fn push(&mut self, board: Board) {
        match self.first.iter_mut().find(|b| b.is_none()) {
            Some(slot) => *slot = Some(board),
            None => self.more.push(board),
        }
    }

    fn to_vec(&self) -> Vec<Board> {
        self.first
            .iter()
            .flatten()
            .chain(&self.more)
            .copied()
            .collect()
    }
}

/// Depth-first search over `State`s, reporting each solution to a callback.
struct Search<'l, 'c, 'o> {
    layout: &'l Layout,
    /// None for a plain count: no clock, no cancellation.
    ctl: Option<&'c mut Control<'o>>,
    nodes: u64,
    deep: bool,
    /// The node count at the last solution (or the start).
    last_solution: u64,
    /// The stall budget: `FALLBACK_AFTER`, or `u64::MAX` for a plain search.
    budget: u64,
    /// Solutions reported so far, while there are at most `REMEMBERED`.
    found: Found,
    stalled: bool,
}

/// A child visit: `Search::run` or `Search::run_fast`, so a child keeps its parent's
/// instruction set.
type Visit<S> = fn(&mut S, State, [u128; 9], u32, &mut OnSolution) -> ControlFlow<()>;
type OnSolution<'f> = dyn FnMut(&Board) -> ControlFlow<()> + 'f;

impl Search<'_, '_, '_> {
    /// Visits a node with the default instruction set.
    fn run(
        &mut self,
        st: State,
        checked: [u128; 9],
        depth: u32,
        on_solution: &mut OnSolution,
    ) -> ControlFlow<()> {
        self.node(st, checked, depth, on_solution, Self::run)
    }

    /// Visits a node with the same code compiled for POPCNT, BMI and AVX2 (bit counts and
    /// scans are several times cheaper, and a state is copied in a few wide moves).
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "popcnt,bmi1,bmi2,lzcnt,avx2")]
    fn run_fast(
        &mut self,
        st: State,
        checked: [u128; 9],
        depth: u32,
        on_solution: &mut OnSolution,
    ) -> ControlFlow<()> {
        // The closure inherits `run_fast`'s features, so it calls it without `unsafe`.
        self.node(st, checked, depth, on_solution, |s, st, c, d, f| {
            s.run_fast(st, c, d, f)
        })
    }

    /// One node: propagate, then visit each child with `visit`. `checked` is the parent's
    /// fixpoint boards (see [`State::propagate_with`]).
    #[inline(always)]
    fn node(
        &mut self,
        mut st: State,
        mut checked: [u128; 9],
        depth: u32,
        on_solution: &mut OnSolution,
        visit: Visit<Self>,
    ) -> ControlFlow<()> {
        self.nodes += 1;
        let nodes = self.nodes;
        if let Some(ctl) = self.ctl.as_mut() {
            if ctl.tick(nodes, || Progress {
                nodes,
                depth,
                ..Progress::default()
            }) {
                return ControlFlow::Break(());
            }
        }
        if nodes - self.last_solution > self.budget && self.found.len() <= REMEMBERED {
            self.stalled = true;
            return ControlFlow::Break(());
        }
        self.deep |= nodes > DEEP_AFTER;
        // Each option of a branch is one (cell, digit): a cell's candidates, or a digit's
        // places in a house.
        let (mut rest, fixed, by_cell) =
            match st.propagate_with(self.layout, self.deep, &mut checked) {
                Err(Dead) => return ControlFlow::Continue(()),
                Ok(Branch::Solved) => {
                    let board = st.board();
                    self.last_solution = nodes;
                    if self.found.len() <= REMEMBERED {
                        self.found.push(board);
                    }
                    return on_solution(&board);
                }
                Ok(Branch::Cell(c, ds)) => (ds.0 as u128, c, true),
                Ok(Branch::Place(_, d, cells)) => (cells.0, d as usize, false),
            };
        while rest != 0 {
            let i = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let (c, d) = if by_cell {
                (fixed, i as u8 + 1)
            } else {
                (i, fixed as u8)
            };
            if rest == 0 {
                // The last option needs no copy: this node is done with `st`.
                st.place(self.layout, c, d);
                return visit(self, st, checked, depth + 1, on_solution);
            }
            let mut next = st;
            next.place(self.layout, c, d);
            visit(self, next, checked, depth + 1, on_solution)?;
            st.eliminate(c, d);
        }
        ControlFlow::Continue(())
    }
}

/// Calls `f` with every solution of `puzzle` until it breaks, the search is exhausted or
/// cancelled. Returns the number of nodes and whether the search ran to its end (it did
/// if `f` broke it off; it did not if it was cancelled).
///
/// This is plain depth-first search, however long it takes: enumerating many solutions is
/// what it does best. Counting to a small limit goes through [`count_with`], which hands a
/// stalled search over to the CDCL engine.
pub fn for_each_solution(
    puzzle: &Puzzle,
    ctl: &mut Control,
    f: impl FnMut(&Board) -> ControlFlow<()>,
) -> (u64, bool) {
    search(puzzle, Some(ctl), u64::MAX, f)
}

/// Runs the search; with a finite `budget`, a search that goes that many nodes without a
/// solution is handed over to the SAT engine, which blocks the solutions already reported.
fn search(
    puzzle: &Puzzle,
    mut ctl: Option<&mut Control>,
    budget: u64,
    mut f: impl FnMut(&Board) -> ControlFlow<()>,
) -> (u64, bool) {
    let Ok(st) = State::new(&puzzle.layout, &puzzle.givens) else {
        return (0, true);
    };
    let mut search = Search {
        layout: &puzzle.layout,
        ctl: ctl.as_deref_mut(),
        nodes: 0,
        deep: false,
        last_solution: 0,
        budget,
        found: Found::default(),
        stalled: false,
    };
    #[cfg(target_arch = "x86_64")]
    let fast = is_x86_feature_detected!("popcnt")
        && is_x86_feature_detected!("bmi1")
        && is_x86_feature_detected!("bmi2")
        && is_x86_feature_detected!("lzcnt")
        && is_x86_feature_detected!("avx2");
    #[cfg(not(target_arch = "x86_64"))]
    let fast = false;
    let _ = if fast {
        #[cfg(target_arch = "x86_64")]
        // SAFETY: the CPU has the features `run_fast` is compiled for.
        unsafe {
            search.run_fast(st, [UNCHECKED; 9], 0, &mut f)
        }
        #[cfg(not(target_arch = "x86_64"))]
        unreachable!()
    } else {
        search.run(st, [UNCHECKED; 9], 0, &mut f)
    };
    let (nodes, stalled, found) = (search.nodes, search.stalled, search.found);
    if !stalled {
        return (nodes, !ctl.is_some_and(|c| c.was_stopped()));
    }
    let mut none = Control::none();
    let (conflicts, complete) = super::sat::for_each_solution_except(
        &puzzle.layout,
        &puzzle.givens,
        &found.to_vec(),
        true,
        ctl.unwrap_or(&mut none),
        f,
    );
    (nodes + conflicts, complete)
}

/// Limits up to which `count_with` may hand a stalled search over to the SAT engine, which
/// needs a solve per solution (blocking clauses); larger counts stay with the search.
pub const HANDOVER_LIMIT: usize = 1000;

/// Counts solutions up to `limit`, keeping the first. A search that goes `FALLBACK_AFTER`
/// nodes without a new solution is handed over to the CDCL engine when `limit` is at most
/// `HANDOVER_LIMIT` (the count is then the SAT engine's continuation: `nodes` adds its
/// conflicts).
pub fn count_with(puzzle: &Puzzle, limit: usize, ctl: &mut Control) -> Count {
    counted(puzzle, limit, Some(ctl))
}

/// Counts solutions up to `limit` (at least 1). No `Control`: nothing to cancel or
/// report, so not even a clock read per call (a puzzle can take a few microseconds).
pub fn count(puzzle: &Puzzle, limit: usize) -> Count {
    counted(puzzle, limit.max(1), None)
}

fn counted(puzzle: &Puzzle, limit: usize, mut ctl: Option<&mut Control>) -> Count {
    let with_handover = |limit, ctl| {
        super::count_solutions(limit, |visit| search(puzzle, ctl, FALLBACK_AFTER, visit))
    };
    if limit <= HANDOVER_LIMIT {
        return with_handover(limit, ctl);
    }
    // Past the hand-over limit the search runs on by itself, and a layout with no filling,
    // or a barren subtree, can keep it busy for hours. So first count to that limit with
    // the hand-over: fewer solutions is the whole answer (0 among them); only a puzzle with
    // that many goes on to the plain search, which enumerates well.
    let first = with_handover(HANDOVER_LIMIT, ctl.as_deref_mut());
    if first.solutions < HANDOVER_LIMIT || !first.complete {
        return first;
    }
    let rest = super::count_solutions(limit, |visit| search(puzzle, ctl, u64::MAX, visit));
    Count {
        nodes: first.nodes + rest.nodes,
        ..rest
    }
}

/// The first solution found, if any.
pub fn solve(puzzle: &Puzzle) -> Option<Board> {
    count(puzzle, 1).first
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::is_solution_of;

    /// The empty grid on the layout of a region map.
    fn empty_on(map: &str) -> Puzzle {
        let layout = Layout::from_region_map(map).unwrap();
        Puzzle::new(std::sync::Arc::new(layout), [0; CELLS])
    }

    #[test]
    fn empty_grid_has_many_solutions() {
        let p = Puzzle::classic([0; CELLS]);
        assert_eq!(count(&p, 5).solutions, 5);
        let mut n = 0;
        for_each_solution(&p, &mut Control::none(), |b| {
            assert!(is_solution_of(&p, b));
            n += 1;
            if n == 100 {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
        assert_eq!(n, 100);
    }

    #[test]
    fn clashing_givens_have_no_solution() {
        let mut g = [0u8; CELLS];
        g[0] = 1;
        g[1] = 1;
        assert_eq!(count(&Puzzle::classic(g), 2).solutions, 0);
    }

    #[test]
    fn a_layout_without_filling_is_proven_by_the_handover() {
        // tests/fixtures/hard/nofill-0004: a layout with no filling at all.
        let p = empty_on(
            "AAABBCCCCAAADBCBCCEAADBBBCCEAEDBDFFFEEEDBDFFGEEHDDDFFGEHHHHHFFGHHIIIIIIGHIIIGGGGG",
        );
        let c = count(&p, 2);
        assert_eq!(c.solutions, 0);
        assert!(c.complete);
        assert!(c.nodes > FALLBACK_AFTER, "the SAT engine settled it");
    }

    #[test]
    fn leftover_pairs_hold_in_solutions() {
        // Every leftover pair of a random layout holds the same digits in any filling.
        let mut rng = crate::rng::Rng::new(3);
        for _ in 0..20 {
            let layout = std::sync::Arc::new(Layout::random(&mut rng));
            let Some(b) = solve(&Puzzle::new(layout.clone(), [0; CELLS])) else {
                continue;
            };
            for &(a, o) in layout.leftovers() {
                let mut da: Vec<u8> = a.iter().map(|c| b[c]).collect();
                let mut db: Vec<u8> = o.iter().map(|c| b[c]).collect();
                da.sort();
                db.sort();
                assert_eq!(da, db);
            }
        }
    }

    #[test]
    fn a_layout_without_filling_counts_zero_at_any_limit() {
        // A hard-set layout with no filling: past the hand-over limit the count used to
        // stay with the depth-first search, which did not finish in a minute.
        let text = include_str!("../../tests/fixtures/hard/nofill-0004.txt");
        let p = &crate::format::parse(text, None, "nofill-0004").unwrap()[0];
        for limit in [2, HANDOVER_LIMIT, HANDOVER_LIMIT + 1, 100_000] {
            let c = count(p, limit);
            assert_eq!((c.solutions, c.complete), (0, true), "limit {limit}");
        }
    }

    #[test]
    fn a_stalled_count_to_a_thousand_is_handed_over() {
        // An empty grid on this layout has over a thousand fillings, but depth-first
        // search, after its first 64 or so, spent millions of nodes (7 s) in a subtree
        // without any; counts above 64 used to stay with the search.
        let p = empty_on(
            "AAAABBBBCAAABBBCCCDDABCCCCEDDABFFECEDDDFFFEEEDGFFHFIIEDGGFHIIIEGGHHHIHIEGGGGHHHII",
        );
        for limit in [80, HANDOVER_LIMIT] {
            let c = count(&p, limit);
            assert_eq!(c.solutions, limit);
            assert!(
                c.nodes < 200_000,
                "limit {limit}: {} nodes and conflicts",
                c.nodes
            );
        }
    }
}
