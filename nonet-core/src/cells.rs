//! Sets of cells and sets of digits as bit masks.
//!
//! A `CellSet` is a 128-bit mask over the 81 cells (bit `i` = cell `i`, row-major), so
//! houses, peers and per-digit candidate positions are single machine words that
//! intersect and union in a couple of instructions.

use std::fmt;

/// Number of cells on the board.
pub const CELLS: usize = 81;

/// How many members a bit set has, and whether it has none: the same two methods for
/// `CellSet` and `Digits`, written once.
macro_rules! bit_count {
    () => {
        #[inline]
        pub const fn len(self) -> u32 {
            self.0.count_ones()
        }
        #[inline]
        pub const fn is_empty(self) -> bool {
            self.0 == 0
        }
        /// At least two members. This and the two below test the count without taking it:
        /// the release build targets plain x86-64, without a population count
        /// instruction, and the searches ask these in their innermost loops.
        #[inline]
        pub const fn more_than_one(self) -> bool {
            self.0 & self.0.wrapping_sub(1) != 0
        }
        /// Exactly one member.
        #[inline]
        pub const fn is_single(self) -> bool {
            self.0 != 0 && !self.more_than_one()
        }
        /// Exactly two members.
        #[inline]
        pub const fn is_pair(self) -> bool {
            self.more_than_one() && Self(self.0 & (self.0 - 1)).is_single()
        }
    };
}

/// A set of cells, bit `i` standing for cell `i` (row `i / 9`, column `i % 9`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CellSet(pub u128);

impl CellSet {
    pub const EMPTY: CellSet = CellSet(0);
    pub const ALL: CellSet = CellSet((1u128 << CELLS) - 1);

    #[inline]
    pub const fn single(cell: usize) -> CellSet {
        CellSet(1u128 << cell)
    }
    #[inline]
    pub const fn contains(self, cell: usize) -> bool {
        self.0 >> cell & 1 == 1
    }
    #[inline]
    pub fn insert(&mut self, cell: usize) {
        self.0 |= 1u128 << cell;
    }
    #[inline]
    pub fn remove(&mut self, cell: usize) {
        self.0 &= !(1u128 << cell);
    }
    bit_count!();
    /// The lowest-numbered cell, if any.
    #[inline]
    pub const fn first(self) -> Option<usize> {
        if self.0 == 0 {
            None
        } else {
            Some(self.0.trailing_zeros() as usize)
        }
    }
    #[inline]
    pub fn iter(self) -> CellIter {
        CellIter(self.0)
    }
}

impl std::ops::BitAnd for CellSet {
    type Output = CellSet;
    #[inline]
    fn bitand(self, o: CellSet) -> CellSet {
        CellSet(self.0 & o.0)
    }
}
impl std::ops::BitOr for CellSet {
    type Output = CellSet;
    #[inline]
    fn bitor(self, o: CellSet) -> CellSet {
        CellSet(self.0 | o.0)
    }
}
impl std::ops::BitOrAssign for CellSet {
    #[inline]
    fn bitor_assign(&mut self, o: CellSet) {
        self.0 |= o.0
    }
}
impl std::ops::BitAndAssign for CellSet {
    #[inline]
    fn bitand_assign(&mut self, o: CellSet) {
        self.0 &= o.0
    }
}
impl std::ops::Not for CellSet {
    type Output = CellSet;
    /// Complement within the 81 cells (bits 81..128 stay clear).
    #[inline]
    fn not(self) -> CellSet {
        CellSet(!self.0 & CellSet::ALL.0)
    }
}
impl std::ops::Sub for CellSet {
    type Output = CellSet;
    #[inline]
    fn sub(self, o: CellSet) -> CellSet {
        CellSet(self.0 & !o.0)
    }
}

impl FromIterator<usize> for CellSet {
    fn from_iter<I: IntoIterator<Item = usize>>(it: I) -> Self {
        let mut s = CellSet::EMPTY;
        for c in it {
            s.insert(c);
        }
        s
    }
}

impl fmt::Debug for CellSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter().map(cell_name)).finish()
    }
}

/// Iterator over the cells of a `CellSet`, lowest first.
pub struct CellIter(u128);

impl Iterator for CellIter {
    type Item = usize;
    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let c = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(c)
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}
impl ExactSizeIterator for CellIter {}

/// The cells of a set of at most nine (a house's worth), in increasing order, on the
/// stack: for the searches that walk a house's cells by position at every step, where a
/// vector each time was a good part of their cost.
pub(crate) struct HouseCells {
    cells: [usize; 9],
    len: usize,
}

impl HouseCells {
    /// Panics on a set of more than nine cells: a house holds nine.
    pub(crate) fn new(set: CellSet) -> HouseCells {
        let mut list = HouseCells {
            cells: [0; 9],
            len: 0,
        };
        for c in set.iter() {
            list.cells[list.len] = c;
            list.len += 1;
        }
        list
    }
}

impl std::ops::Deref for HouseCells {
    type Target = [usize];
    fn deref(&self) -> &[usize] {
        &self.cells[..self.len]
    }
}

/// A set of digits 1..=9, bit `d - 1` standing for digit `d`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Digits(pub u16);

impl Digits {
    pub const NONE: Digits = Digits(0);
    pub const ALL: Digits = Digits(0x1ff);

    #[inline]
    pub const fn single(d: u8) -> Digits {
        Digits(1 << (d - 1))
    }
    #[inline]
    pub const fn contains(self, d: u8) -> bool {
        self.0 >> (d - 1) & 1 == 1
    }
    #[inline]
    pub fn insert(&mut self, d: u8) {
        self.0 |= 1 << (d - 1);
    }
    #[inline]
    pub fn remove(&mut self, d: u8) {
        self.0 &= !(1 << (d - 1));
    }
    #[inline]
    pub fn toggle(&mut self, d: u8) {
        self.0 ^= 1 << (d - 1);
    }
    bit_count!();
    /// The smallest digit, if any.
    #[inline]
    pub const fn first(self) -> Option<u8> {
        if self.0 == 0 {
            None
        } else {
            Some(self.0.trailing_zeros() as u8 + 1)
        }
    }
    /// The digits, smallest first. Walks the set bits (the engines iterate digit sets in
    /// their innermost loops, where testing all nine bits in turn cost measurably).
    #[inline]
    pub fn iter(self) -> DigitIter {
        DigitIter(self.0 & Digits::ALL.0)
    }
    /// The mask as 9 binary digits, digit 9 first (as a bit string is read).
    pub fn bits_string(self) -> String {
        format!("{:09b}", self.0)
    }
}

/// Iterator over the digits of a `Digits`, smallest first (bits above digit 9 are
/// not digits and are skipped).
pub struct DigitIter(u16);

impl Iterator for DigitIter {
    type Item = u8;
    #[inline]
    fn next(&mut self) -> Option<u8> {
        if self.0 == 0 {
            return None;
        }
        let d = self.0.trailing_zeros() as u8 + 1;
        self.0 &= self.0 - 1;
        Some(d)
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}
impl ExactSizeIterator for DigitIter {}

impl fmt::Display for Digits {
    /// The digits in increasing order, e.g. `1379`, or `-` for none.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("-");
        }
        for d in self.iter() {
            write!(f, "{d}")?;
        }
        Ok(())
    }
}
impl fmt::Debug for Digits {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Digits({self})")
    }
}

/// Human name of a cell, `r1c1` … `r9c9` (1-based).
pub fn cell_name(cell: usize) -> String {
    format!("r{}c{}", cell / 9 + 1, cell % 9 + 1)
}

/// Several cells named, joined by commas: `r1c1, r1c5`.
pub fn cell_names(cells: impl IntoIterator<Item = usize>) -> String {
    cells
        .into_iter()
        .map(cell_name)
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cellset_basics() {
        let s: CellSet = [0usize, 80, 40].into_iter().collect();
        assert_eq!(s.len(), 3);
        assert_eq!(s.iter().collect::<Vec<_>>(), vec![0, 40, 80]);
        assert_eq!((!s).len(), 78);
        assert!(!(!s).contains(80));
        assert_eq!(format!("{s:?}"), "[\"r1c1\", \"r5c5\", \"r9c9\"]");
    }

    #[test]
    fn digits_basics() {
        let mut d = Digits::NONE;
        d.insert(1);
        d.insert(9);
        assert_eq!(d.to_string(), "19");
        assert_eq!(d.bits_string(), "100000001");
        d.toggle(9);
        assert_eq!(d.first(), Some(1));
        assert_eq!(Digits::NONE.to_string(), "-");
    }

    #[test]
    fn digits_iterate_smallest_first_and_only_digits() {
        for mask in 0u16..1 << 9 {
            let d = Digits(mask);
            let want: Vec<u8> = (1..=9).filter(|&x| d.contains(x)).collect();
            assert_eq!(d.iter().collect::<Vec<_>>(), want, "mask {mask:09b}");
            assert_eq!(d.iter().len(), want.len());
            // Bits above digit 9 are not digits.
            assert_eq!(Digits(mask | 0xfe00).iter().collect::<Vec<_>>(), want);
        }
    }
}
