//! The position Sudoku Explainer's rules look at, and the orders they look in.
//!
//! SE's numbers depend on *which* hint of a rule is found first, so every scan here
//! follows SE's visiting orders (SPEC §0): houses kind by kind (block, row, column, with
//! some rules using block, column, row), cells of a house by position, peers in "peer
//! order". Those orders are tables built once; the candidate state is nonet's `Digits`
//! per cell, with no automatic singles: a grid changes only when a hint is applied.

use crate::cells::{CellSet, Digits, CELLS};
use crate::puzzle::Board;

/// A house kind in SE's order of kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Block,
    Row,
    Column,
}

impl Kind {
    /// SE's usual order of kinds.
    pub const ORDER: [Kind; 3] = [Kind::Block, Kind::Row, Kind::Column];
    /// The order of the singles, subsets and direct rules: blocks, columns, rows.
    pub const BLOCK_COLUMN_ROW: [Kind; 3] = [Kind::Block, Kind::Column, Kind::Row];

    /// The index (0..9) of `cell`'s house of this kind.
    pub fn index_of(self, cell: usize) -> usize {
        let (r, c) = (cell / 9, cell % 9);
        match self {
            Kind::Block => r / 3 * 3 + c / 3,
            Kind::Row => r,
            Kind::Column => c,
        }
    }
}

/// A house: a kind and an index 0..9.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct House {
    pub kind: Kind,
    pub index: usize,
}

impl House {
    pub fn new(kind: Kind, index: usize) -> House {
        House { kind, index }
    }
    /// `cell`'s house of kind `kind`.
    pub fn of(kind: Kind, cell: usize) -> House {
        House::new(kind, kind.index_of(cell))
    }
    /// The nine cells by position (a block's row-major inside the block).
    pub fn cells(self) -> [usize; 9] {
        tables().houses[self.kind as usize][self.index]
    }
    pub fn set(self) -> CellSet {
        tables().house_sets[self.kind as usize][self.index]
    }
    /// The position (0..9) of `cell` in this house; `cell` must be in it.
    pub fn position(self, cell: usize) -> usize {
        let (r, c) = (cell / 9, cell % 9);
        match self.kind {
            Kind::Block => r % 3 * 3 + c % 3,
            Kind::Row => c,
            Kind::Column => r,
        }
    }
    pub fn contains(self, cell: usize) -> bool {
        self.kind.index_of(cell) == self.index
    }
}

struct Tables {
    /// [kind][index] -> cells by position.
    houses: [[[usize; 9]; 9]; 3],
    house_sets: [[CellSet; 9]; 3],
    /// Each cell's 20 peers in SE's peer order: its block, then the rest of its row,
    /// then the rest of its column.
    peers: [[usize; 20]; CELLS],
    peer_sets: [CellSet; CELLS],
}

fn tables() -> &'static Tables {
    // Built at compile time: the rules read these in their innermost loops.
    static TABLES: Tables = build_tables();
    &TABLES
}

/// The cell at position `p` of house `i` of kind `kind` (`Kind`'s order: block, row,
/// column).
const fn cell_at(kind: usize, i: usize, p: usize) -> usize {
    match kind {
        0 => (i / 3 * 3 + p / 3) * 9 + i % 3 * 3 + p % 3,
        1 => i * 9 + p,
        _ => p * 9 + i,
    }
}

const fn build_tables() -> Tables {
    let mut houses = [[[0; 9]; 9]; 3];
    let mut house_sets = [[CellSet::EMPTY; 9]; 3];
    let mut kind = 0;
    while kind < 3 {
        let mut i = 0;
        while i < 9 {
            let mut p = 0;
            while p < 9 {
                let cell = cell_at(kind, i, p);
                houses[kind][i][p] = cell;
                house_sets[kind][i] = CellSet(house_sets[kind][i].0 | 1 << cell);
                p += 1;
            }
            i += 1;
        }
        kind += 1;
    }
    let mut peers = [[0; 20]; CELLS];
    let mut peer_sets = [CellSet::EMPTY; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let (r, c) = (cell / 9, cell % 9);
        // The cell's house of each kind, in `Kind::ORDER`.
        let of_kind = [r / 3 * 3 + c / 3, r, c];
        let mut n = 0;
        let mut kind = 0;
        while kind < 3 {
            let mut p = 0;
            while p < 9 {
                let x = houses[kind][of_kind[kind]][p];
                if x != cell && peer_sets[cell].0 >> x & 1 == 0 {
                    peer_sets[cell] = CellSet(peer_sets[cell].0 | 1 << x);
                    peers[cell][n] = x;
                    n += 1;
                }
                p += 1;
            }
            kind += 1;
        }
        cell += 1;
    }
    Tables {
        houses,
        house_sets,
        peers,
        peer_sets,
    }
}

/// `cell`'s peers in peer order.
pub fn peers(cell: usize) -> &'static [usize; 20] {
    &tables().peers[cell]
}

pub fn peer_set(cell: usize) -> CellSet {
    tables().peer_sets[cell]
}

/// Digits and candidates, as SE keeps them: a filled cell has no candidates.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SeGrid {
    pub values: Board,
    pub cands: [Digits; CELLS],
}

impl SeGrid {
    /// Candidates from the givens alone (SPEC §1.1): every empty cell starts with 1..9
    /// and loses each digit placed among its peers. No validity check, as in SE.
    pub fn from_givens(givens: &Board) -> SeGrid {
        let mut grid = SeGrid {
            values: [0; CELLS],
            cands: [Digits::ALL; CELLS],
        };
        for (cell, &d) in givens.iter().enumerate() {
            if d != 0 {
                grid.place(cell, d);
            }
        }
        grid
    }

    /// Sets the value and clears the digit from every peer (and the cell's own candidates).
    pub fn place(&mut self, cell: usize, digit: u8) {
        self.values[cell] = digit;
        self.cands[cell] = Digits::NONE;
        for &p in peers(cell) {
            self.cands[p].remove(digit);
        }
    }

    pub fn has(&self, cell: usize, digit: u8) -> bool {
        self.cands[cell].contains(digit)
    }

    pub fn is_full(&self) -> bool {
        self.values.iter().all(|&v| v != 0)
    }

    /// The positions (bit p = position p) of `digit` as a candidate in `house`.
    pub fn positions(&self, house: House, digit: u8) -> u16 {
        let mut mask = 0;
        for (p, c) in house.cells().into_iter().enumerate() {
            if self.cands[c].contains(digit) {
                mask |= 1 << p;
            }
        }
        mask
    }

    /// The positions of every digit in every house at once, as `positions` gives them:
    /// `[kind][house index][digit - 1]`, kinds in `Kind`'s order (for rules that ask
    /// about many houses and digits in one scan).
    pub fn all_positions(&self) -> [[[u16; 9]; 9]; 3] {
        let mut all = [[[0u16; 9]; 9]; 3];
        for (cell, cands) in self.cands.iter().enumerate() {
            for d in cands.iter() {
                for kind in Kind::ORDER {
                    let house = House::of(kind, cell);
                    all[kind as usize][house.index][usize::from(d) - 1] |=
                        1 << house.position(cell);
                }
            }
        }
        all
    }

    /// How many cells of `house` are empty.
    pub fn empty_count(&self, house: House) -> usize {
        house
            .cells()
            .iter()
            .filter(|&&c| self.values[c] == 0)
            .count()
    }

    /// How many cells hold `digit`.
    pub fn placed_count(&self, digit: u8) -> usize {
        self.values.iter().filter(|&&v| v == digit).count()
    }

    /// The cells that hold `digit` as a candidate.
    pub fn cells_with(&self, digit: u8) -> CellSet {
        (0..CELLS)
            .filter(|&c| self.cands[c].contains(digit))
            .collect()
    }
}

/// The k-element subsets of 0..n as bit masks in SE's combination order: increasing
/// numeric value of the mask (SPEC §0). Each next mask is the next larger number with
/// k bits set (Gosper's step), so no mask is tried and thrown away.
pub fn combinations(n: usize, k: usize) -> impl Iterator<Item = u32> {
    let limit = 1u32 << n;
    let first = if k == 0 || k > n {
        None
    } else {
        Some((1u32 << k) - 1)
    };
    let empty = (k == 0).then_some(0u32);
    let masks = std::iter::successors(first, move |&m| {
        let low = m & m.wrapping_neg();
        let ripple = m + low;
        let next = (((ripple ^ m) >> 2) / low) | ripple;
        (next < limit).then_some(next)
    });
    empty.into_iter().chain(masks)
}

/// The members of a mask, lowest first.
pub fn bits(mask: u32) -> impl Iterator<Item = usize> {
    (0..32).filter(move |i| mask >> i & 1 == 1)
}
