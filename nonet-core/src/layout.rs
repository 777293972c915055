//! The board's geometry: which cells form the 9 regions, and from that, every house
//! (rows, columns, regions) and every cell's peers as precomputed bit sets.
//!
//! Everything outside the classic fast path asks a `Layout` instead of doing 3×3
//! arithmetic, so classic and jigsaw puzzles run through the same code.

use crate::cells::{cell_name, cell_names, CellSet, CELLS};
use crate::rng::Rng;
use std::fmt;
use std::sync::{Arc, OnceLock};

/// Number of houses: 9 rows, 9 columns, 9 regions.
pub const HOUSES: usize = 27;

/// Wall bits of the HDU 4069 format, added to a cell's digit.
pub const WALL_UP: u8 = 16;
pub const WALL_RIGHT: u8 = 32;
pub const WALL_DOWN: u8 = 64;
pub const WALL_LEFT: u8 = 128;

/// What a house is, for messages: "row 4", "column 7", "region C".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HouseKind {
    Row,
    Column,
    Region,
}

/// A validated partition of the 81 cells into 9 orthogonally connected regions of 9.
#[derive(Clone)]
pub struct Layout {
    /// Region of each cell, numbered 0..9 in order of first appearance (row-major), so two
    /// layouts with the same partition are equal whatever labels they were read with.
    region_of: [u8; CELLS],
    /// Houses 0..9 are rows, 9..18 columns, 18..27 regions.
    houses: [CellSet; HOUSES],
    peers: [CellSet; CELLS],
    classic: bool,
    /// Every (line, region) pair that shares two or more cells, for locked candidates.
    intersections: Vec<Intersection>,
    /// Law-of-leftovers pairs: cell sets that must hold the same multiset of digits.
    /// Made on first use: only the solving engines ask, and reading a file of jigsaw
    /// puzzles built them for every layout read (half of a 10 MB read's time, `perf`).
    leftovers: OnceLock<Vec<(CellSet, CellSet)>>,
}

/// A line (row or column) and a region sharing cells: if a digit's places in one of them
/// all lie in the shared cells, the digit leaves the rest of the other.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Intersection {
    pub line: CellSet,
    pub region: CellSet,
}

/// Largest innie/outie sets kept as leftover pairs: wider ones rarely prune anything.
const MAX_LEFTOVER: u32 = 5;

impl PartialEq for Layout {
    fn eq(&self, other: &Self) -> bool {
        self.region_of == other.region_of
    }
}
impl Eq for Layout {}

impl fmt::Debug for Layout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.classic {
            f.write_str("Layout(classic)")
        } else {
            write!(f, "Layout({})", self.region_map())
        }
    }
}

/// Why a set of regions is not a valid layout. Cells are named rNcM, regions by the
/// label they were given in the input (or A–I after canonical numbering).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LayoutError {
    /// A region map with a character that is not a region label.
    BadLabel { cell: usize, ch: char },
    /// A region map shorter than 81 labels.
    TooShort { found: usize },
    RegionCount {
        found: usize,
        /// The smallest region's cells: with too many regions, the likeliest stray piece.
        smallest: CellSet,
    },
    RegionSize {
        label: String,
        size: usize,
        cells: CellSet,
    },
    Disconnected {
        label: String,
        part: CellSet,
        rest: CellSet,
    },
    /// A wall on one side of an inner edge and not on the other.
    WallMismatch {
        cell: usize,
        neighbour: usize,
        side: &'static str,
    },
}

impl LayoutError {
    /// The cell to point at in a message about this error: the offending cell, the first
    /// cell of a region of the wrong size, of the smaller piece of a split region (the one
    /// out of place), or of the smallest region when there are too many. `None` when no
    /// cell is to blame (a map that is too short).
    pub fn cell(&self) -> Option<usize> {
        match self {
            LayoutError::BadLabel { cell, .. } | LayoutError::WallMismatch { cell, .. } => {
                Some(*cell)
            }
            LayoutError::RegionSize { cells, .. } => cells.first(),
            LayoutError::Disconnected { part, rest, .. } if part.len() <= rest.len() => {
                part.first()
            }
            LayoutError::Disconnected { rest, .. } => rest.first(),
            LayoutError::RegionCount { smallest, .. } => smallest.first(),
            LayoutError::TooShort { .. } => None,
        }
    }
}

/// A region's cells for a message: the first twelve, then `…` if there are more.
fn first_cells(cells: &CellSet) -> String {
    let more = if cells.len() > 12 { ", …" } else { "" };
    format!("{}{more}", cell_names(cells.iter().take(12)))
}

impl fmt::Display for LayoutError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LayoutError::BadLabel { cell, ch } => write!(
                f,
                "{}: {ch:?} is not a region label (expected a letter or a digit)",
                cell_name(*cell)
            ),
            LayoutError::TooShort { found } => {
                write!(f, "region map has {found} labels, expected 81")
            }
            LayoutError::RegionCount { found, smallest } => write!(
                f,
                "found {found} regions, a layout needs exactly 9 (the smallest: {})",
                first_cells(smallest)
            ),
            LayoutError::RegionSize { label, size, cells } => write!(
                f,
                "region {label} has {size} cells ({}), each region needs 9",
                first_cells(cells)
            ),
            LayoutError::Disconnected { label, part, rest } => write!(
                f,
                "region {label} is not connected: {} cut off from {}",
                cell_names(part.iter()),
                cell_names(rest.iter())
            ),
            LayoutError::WallMismatch {
                cell,
                neighbour,
                side,
            } => write!(
                f,
                "inconsistent walls: {} has a wall on its {side} but {} has none facing it",
                cell_name(*cell),
                cell_name(*neighbour)
            ),
        }
    }
}

impl std::error::Error for LayoutError {}

fn classic_regions() -> [u8; CELLS] {
    let mut r = [0u8; CELLS];
    for (c, slot) in r.iter_mut().enumerate() {
        // The one place outside the classic fast path that knows 3×3 boxes.
        *slot = ((c / 27) * 3 + (c % 9) / 3) as u8;
    }
    r
}

/// Orthogonal neighbours of a cell: (neighbour, wall bit on this side, wall bit on theirs).
fn neighbours(cell: usize) -> impl Iterator<Item = (usize, u8, u8)> {
    let (r, c) = (cell / 9, cell % 9);
    let up = (r > 0).then(|| (cell - 9, WALL_UP, WALL_DOWN));
    let right = (c < 8).then(|| (cell + 1, WALL_RIGHT, WALL_LEFT));
    let down = (r < 8).then(|| (cell + 9, WALL_DOWN, WALL_UP));
    let left = (c > 0).then(|| (cell - 1, WALL_LEFT, WALL_RIGHT));
    [up, right, down, left].into_iter().flatten()
}

/// The cells of `set` reachable from `start` by orthogonal steps inside `set`.
fn flood(set: CellSet, start: usize) -> CellSet {
    let mut seen = CellSet::single(start);
    let mut stack = vec![start];
    while let Some(c) = stack.pop() {
        for (n, _, _) in neighbours(c) {
            if set.contains(n) && !seen.contains(n) {
                seen.insert(n);
                stack.push(n);
            }
        }
    }
    seen
}

/// Whether `set` is in one orthogonally connected piece (the empty set counts as one).
fn in_one_piece(set: CellSet) -> bool {
    set.first().is_none_or(|first| flood(set, first) == set)
}

/// One region of a region map that may not be a valid layout yet (a draft being painted).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RegionReport {
    pub id: u8,
    /// How many cells carry this id; a valid layout needs 9.
    pub size: u32,
    /// Whether those cells form one orthogonally connected piece.
    pub in_one_piece: bool,
}

impl RegionReport {
    /// Whether this region could stand in a valid layout as it is.
    pub fn is_valid(&self) -> bool {
        self.size == 9 && self.in_one_piece
    }
}

/// Every region id used in `map`, in increasing order, with its size and connectivity: what
/// an editor shows while the map is being painted, before `Layout::from_regions` accepts it.
pub fn region_report(map: &[u8; CELLS]) -> Vec<RegionReport> {
    let mut ids: Vec<u8> = map.to_vec();
    ids.sort_unstable();
    ids.dedup();
    ids.into_iter()
        .map(|id| {
            let cells: CellSet = (0..CELLS).filter(|&c| map[c] == id).collect();
            RegionReport {
                id,
                size: cells.len(),
                in_one_piece: in_one_piece(cells),
            }
        })
        .collect()
}

/// Law of leftovers: a run R of k consecutive rows (or columns) and any k regions G each
/// hold every digit k times, so once their common cells are taken away, the innies R \ G
/// and the outies G \ R hold the same multiset of digits. For each run, G is the k regions
/// overlapping it most (the smallest leftovers); pairs with empty or wide sides are dropped.
/// On the classic layout every such pair is empty or 6 cells wide or more, so none is kept.
fn leftover_pairs(houses: &[CellSet; HOUSES]) -> Vec<(CellSet, CellSet)> {
    let mut pairs = Vec::new();
    for base in [0, 9] {
        for start in 0..9 {
            for k in (1..=9 - start).filter(|&k| k < 9) {
                let run = (start..start + k).fold(CellSet::EMPTY, |s, i| s | houses[base + i]);
                // The k regions most inside the run, ties in region order (what a stable
                // sort by count gives), with each count taken once: this ran for every
                // jigsaw puzzle read, and re-counting in each comparison was most of it.
                let inside: [u32; 9] = std::array::from_fn(|r| (houses[18 + r] & run).len());
                let mut order: [usize; 9] = std::array::from_fn(|r| r);
                order.sort_unstable_by_key(|&r| (std::cmp::Reverse(inside[r]), r));
                let group = order[..k]
                    .iter()
                    .fold(CellSet::EMPTY, |s, &r| s | houses[18 + r]);
                let (innies, outies) = (run - group, group - run);
                if !innies.is_empty()
                    && innies.len() <= MAX_LEFTOVER
                    && !pairs.contains(&(innies, outies))
                {
                    pairs.push((innies, outies));
                }
            }
        }
    }
    pairs
}

impl Layout {
    /// The classic layout of nine 3×3 boxes (shared, built once).
    pub fn classic() -> Arc<Layout> {
        static CLASSIC: OnceLock<Arc<Layout>> = OnceLock::new();
        CLASSIC
            .get_or_init(|| Arc::new(Layout::build(classic_regions())))
            .clone()
    }

    /// Builds a layout from one region id per cell. Ids are arbitrary labels (any `u8`);
    /// `label` names them in error messages.
    pub fn from_regions_labelled(
        ids: &[u8; CELLS],
        label: impl Fn(u8) -> String,
    ) -> Result<Layout, LayoutError> {
        // Group cells by id, in order of first appearance.
        let mut order: Vec<u8> = Vec::new();
        let mut sets: Vec<CellSet> = Vec::new();
        for (c, &id) in ids.iter().enumerate() {
            match order.iter().position(|&x| x == id) {
                Some(i) => sets[i].insert(c),
                None => {
                    order.push(id);
                    sets.push(CellSet::single(c));
                }
            }
        }
        // Sizes first: a wrong size explains a wrong count better than the count does.
        for (i, s) in sets.iter().enumerate() {
            if s.len() != 9 && (sets.len() == 9 || s.len() > 9) {
                return Err(LayoutError::RegionSize {
                    label: label(order[i]),
                    size: s.len() as usize,
                    cells: *s,
                });
            }
        }
        if sets.len() != 9 {
            let smallest = sets
                .iter()
                .min_by_key(|s| (s.len(), s.first()))
                .copied()
                .unwrap_or_default();
            return Err(LayoutError::RegionCount {
                found: sets.len(),
                smallest,
            });
        }
        for (i, s) in sets.iter().enumerate() {
            let part = flood(*s, s.first().expect("regions are non-empty"));
            if part != *s {
                return Err(LayoutError::Disconnected {
                    label: label(order[i]),
                    part,
                    rest: *s - part,
                });
            }
        }
        let mut canon = [0u8; CELLS];
        for (i, s) in sets.iter().enumerate() {
            for c in s.iter() {
                canon[c] = i as u8;
            }
        }
        Ok(Layout::build(canon))
    }

    /// Builds a layout from region ids 0..9 (or any 9 distinct values).
    pub fn from_regions(ids: &[u8; CELLS]) -> Result<Layout, LayoutError> {
        Layout::from_regions_labelled(ids, |id| id.to_string())
    }

    /// Parses an 81-character region map (whitespace ignored). Labels are letters
    /// (case-insensitive) or digits; any 9 distinct labels will do.
    pub fn from_region_map(map: &str) -> Result<Layout, LayoutError> {
        let mut ids = [0u8; CELLS];
        let mut n = 0;
        for ch in map.chars().filter(|c| !c.is_whitespace()) {
            if n == CELLS {
                break;
            }
            if !ch.is_ascii_alphanumeric() {
                return Err(LayoutError::BadLabel { cell: n, ch });
            }
            ids[n] = ch.to_ascii_uppercase() as u8;
            n += 1;
        }
        if n < CELLS {
            return Err(LayoutError::TooShort { found: n });
        }
        Layout::from_regions_labelled(&ids, |id| (id as char).to_string())
    }

    /// Builds a layout from HDU 4069 wall bits (16 up, 32 right, 64 down, 128 left; other
    /// bits are ignored). Inner walls must be present on both sides; border walls are implied.
    pub fn from_walls(walls: &[u8; CELLS]) -> Result<Layout, LayoutError> {
        for (c, &w) in walls.iter().enumerate() {
            for (n, mine, theirs) in neighbours(c) {
                if (w & mine != 0) != (walls[n] & theirs != 0) {
                    let (cell, neighbour, bit) = if w & mine != 0 {
                        (c, n, mine)
                    } else {
                        (n, c, theirs)
                    };
                    let side = match bit {
                        WALL_UP => "top",
                        WALL_RIGHT => "right",
                        WALL_DOWN => "bottom",
                        _ => "left",
                    };
                    return Err(LayoutError::WallMismatch {
                        cell,
                        neighbour,
                        side,
                    });
                }
            }
        }
        // Regions are the areas the walls enclose.
        let mut ids = [u8::MAX; CELLS];
        let mut next = 0u8;
        for start in 0..CELLS {
            if ids[start] != u8::MAX {
                continue;
            }
            let mut stack = vec![start];
            ids[start] = next;
            while let Some(c) = stack.pop() {
                for (n, mine, _) in neighbours(c) {
                    if walls[c] & mine == 0 && ids[n] == u8::MAX {
                        ids[n] = next;
                        stack.push(n);
                    }
                }
            }
            next = next.saturating_add(1);
        }
        Layout::from_regions_labelled(&ids, |id| {
            let cells: Vec<usize> = (0..CELLS).filter(|&c| ids[c] == id).collect();
            format!("containing {}", cell_name(cells[0]))
        })
    }

    fn build(region_of: [u8; CELLS]) -> Layout {
        let mut houses = [CellSet::EMPTY; HOUSES];
        for c in 0..CELLS {
            houses[c / 9].insert(c);
            houses[9 + c % 9].insert(c);
            houses[18 + region_of[c] as usize].insert(c);
        }
        let mut peers = [CellSet::EMPTY; CELLS];
        for (c, p) in peers.iter_mut().enumerate() {
            *p = (houses[c / 9] | houses[9 + c % 9] | houses[18 + region_of[c] as usize])
                - CellSet::single(c);
        }
        let mut intersections = Vec::new();
        for line in &houses[..18] {
            for region in &houses[18..] {
                if (*line & *region).len() >= 2 {
                    intersections.push(Intersection {
                        line: *line,
                        region: *region,
                    });
                }
            }
        }
        Layout {
            classic: region_of == classic_regions(),
            leftovers: OnceLock::new(),
            intersections,
            region_of,
            houses,
            peers,
        }
    }

    /// The (line, region) pairs sharing at least two cells.
    #[inline]
    pub fn intersections(&self) -> &[Intersection] {
        &self.intersections
    }

    /// Pairs of cell sets that hold the same multiset of digits in every filling (law of
    /// leftovers), each side at most 5 cells; see [`leftover_pairs`].
    #[inline]
    pub fn leftovers(&self) -> &[(CellSet, CellSet)] {
        self.leftovers.get_or_init(|| leftover_pairs(&self.houses))
    }

    /// True for the nine 3×3 boxes: lets callers pick a classic-only fast path.
    pub fn is_classic(&self) -> bool {
        self.classic
    }
    /// Region (0..9) of a cell.
    #[inline]
    pub fn region_of(&self, cell: usize) -> usize {
        self.region_of[cell] as usize
    }
    /// Region ids of all cells.
    pub fn regions(&self) -> &[u8; CELLS] {
        &self.region_of
    }
    /// All 27 houses: rows 0..9, columns 9..18, regions 18..27.
    #[inline]
    pub fn houses(&self) -> &[CellSet; HOUSES] {
        &self.houses
    }
    #[inline]
    pub fn house(&self, h: usize) -> CellSet {
        self.houses[h]
    }
    /// The cells of region `r` (0..9).
    #[inline]
    pub fn region(&self, r: usize) -> CellSet {
        self.houses[18 + r]
    }
    /// The 20 (classic) or 18..20 (jigsaw) cells that share a house with `cell`.
    #[inline]
    pub fn peers(&self, cell: usize) -> CellSet {
        self.peers[cell]
    }
    /// The three houses of a cell: its row, column and region.
    #[inline]
    pub fn houses_of(&self, cell: usize) -> [usize; 3] {
        [cell / 9, 9 + cell % 9, 18 + self.region_of[cell] as usize]
    }

    /// The two regions of a rectangle's corners when they sit two in each, as a deadly
    /// pattern needs: swapping two digits around the corners then keeps every row, column
    /// and region whole. `corners` are four cells in two rows and two columns (any order);
    /// `None` when one region holds more than two of them (a jigsaw region can hold three,
    /// or all four).
    pub fn rectangle_regions(&self, corners: [usize; 4]) -> Option<[usize; 2]> {
        let first = self.region_of(corners[0]);
        let other = corners
            .iter()
            .map(|&c| self.region_of(c))
            .find(|&r| r != first)?;
        let in_first = corners
            .iter()
            .filter(|&&c| self.region_of(c) == first)
            .count();
        let in_other = corners
            .iter()
            .filter(|&&c| self.region_of(c) == other)
            .count();
        (in_first == 2 && in_other == 2).then_some([first, other])
    }

    /// The region map as 81 letters A–I (canonical numbering).
    pub fn region_map(&self) -> String {
        self.region_of.iter().map(|&r| (b'A' + r) as char).collect()
    }

    /// The walls of every cell in HDU 4069 bits, border walls included.
    pub fn walls(&self) -> [u8; CELLS] {
        let mut w = [0u8; CELLS];
        for (c, slot) in w.iter_mut().enumerate() {
            let (r, col) = (c / 9, c % 9);
            let differs = |n: usize| self.region_of[n] != self.region_of[c];
            if r == 0 || differs(c - 9) {
                *slot |= WALL_UP;
            }
            if col == 8 || differs(c + 1) {
                *slot |= WALL_RIGHT;
            }
            if r == 8 || differs(c + 9) {
                *slot |= WALL_DOWN;
            }
            if col == 0 || differs(c - 1) {
                *slot |= WALL_LEFT;
            }
        }
        w
    }

    /// What house `h` is and its 1-based number (regions get a letter in `house_name`).
    pub fn house_kind(h: usize) -> (HouseKind, usize) {
        match h {
            0..=8 => (HouseKind::Row, h + 1),
            9..=17 => (HouseKind::Column, h - 8),
            _ => (HouseKind::Region, h - 17),
        }
    }

    /// "row 4", "column 7", "box 5" on the classic layout, "region E" on a jigsaw.
    pub fn house_name(&self, h: usize) -> String {
        match Layout::house_kind(h) {
            (HouseKind::Row, n) => format!("row {n}"),
            (HouseKind::Column, n) => format!("column {n}"),
            (HouseKind::Region, n) if self.classic => format!("box {n}"),
            (HouseKind::Region, n) => format!("region {}", (b'A' + n as u8 - 1) as char),
        }
    }

    /// A random jigsaw layout: starts from the boxes and trades border cells between
    /// neighbouring regions, keeping every region connected and of size 9.
    /// Not every such layout admits a filling; callers that need one must check.
    pub fn random(rng: &mut Rng) -> Layout {
        let mut ids = classic_regions();
        let region_cells =
            |ids: &[u8; CELLS], r: u8| -> CellSet { (0..CELLS).filter(|&c| ids[c] == r).collect() };
        // A region emptied by a swap is not in one piece here: it would leave 8 regions.
        let connected = |s: CellSet| !s.is_empty() && in_one_piece(s);
        let mut swaps = 0;
        let mut tries = 0;
        while swaps < 60 && tries < 20_000 {
            tries += 1;
            // Pick a cell a on a border between regions A and B, and a cell b of B bordering A;
            // move a to B and b to A.
            let a = rng.below(CELLS as u64) as usize;
            let ra = ids[a];
            let others: Vec<usize> = neighbours(a)
                .map(|(n, _, _)| n)
                .filter(|&n| ids[n] != ra)
                .collect();
            if others.is_empty() {
                continue;
            }
            let rb = ids[others[rng.below(others.len() as u64) as usize]];
            let candidates: Vec<usize> = region_cells(&ids, rb)
                .iter()
                .filter(|&b| b != a && neighbours(b).any(|(n, _, _)| ids[n] == ra && n != a))
                .collect();
            if candidates.is_empty() {
                continue;
            }
            let b = candidates[rng.below(candidates.len() as u64) as usize];
            let mut next = ids;
            next[a] = rb;
            next[b] = ra;
            if connected(region_cells(&next, ra)) && connected(region_cells(&next, rb)) {
                ids = next;
                swaps += 1;
            }
        }
        Layout::from_regions(&ids).expect("swaps keep regions connected and of size 9")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn region_report_gives_sizes_and_pieces_of_an_invalid_map() {
        let mut map = classic_regions();
        assert!(region_report(&map).iter().all(RegionReport::is_valid));
        // r3c1 (box 1) painted into box 2: box 1 has 8 cells, box 2 has 10 in two pieces.
        map[18] = 1;
        let report = region_report(&map);
        assert_eq!(report.len(), 9);
        assert_eq!(
            report[0],
            RegionReport {
                id: 0,
                size: 8,
                in_one_piece: true
            }
        );
        assert_eq!(
            report[1],
            RegionReport {
                id: 1,
                size: 10,
                in_one_piece: false
            }
        );
        assert!(report[2..].iter().all(RegionReport::is_valid));
        // Ids need not be 0..9: a lone extra id is its own one-cell region.
        map[80] = 200;
        let last = *region_report(&map).last().unwrap();
        assert_eq!(
            last,
            RegionReport {
                id: 200,
                size: 1,
                in_one_piece: true
            }
        );
    }

    #[test]
    fn classic_houses_and_peers() {
        let l = Layout::classic();
        assert!(l.is_classic());
        for h in 0..HOUSES {
            assert_eq!(l.house(h).len(), 9);
        }
        for c in 0..CELLS {
            assert_eq!(l.peers(c).len(), 20);
            assert!(!l.peers(c).contains(c));
        }
        assert_eq!(l.region_of(80), 8);
        assert_eq!(l.region_of(30), 4);
        assert_eq!(l.house_name(22), "box 5");
    }

    #[test]
    fn region_map_round_trip_and_labels_do_not_matter() {
        let l = Layout::classic();
        let map = l.region_map();
        assert_eq!(&map[..9], "AAABBBCCC");
        assert_eq!(Layout::from_region_map(&map).unwrap(), *l);
        let digits: String = map
            .chars()
            .map(|c| (c as u8 - b'A' + b'1') as char)
            .collect();
        assert_eq!(Layout::from_region_map(&digits).unwrap(), *l);
        let lower = map.to_lowercase();
        assert_eq!(Layout::from_region_map(&lower).unwrap(), *l);
    }

    #[test]
    fn walls_round_trip() {
        let mut rng = Rng::new(7);
        for _ in 0..50 {
            let l = Layout::random(&mut rng);
            assert_eq!(Layout::from_walls(&l.walls()).unwrap(), l);
        }
        let c = Layout::classic();
        assert_eq!(c.walls()[0], WALL_UP | WALL_LEFT);
        assert_eq!(c.walls()[2], WALL_UP | WALL_RIGHT);
    }

    #[test]
    fn rejects_bad_region_maps_with_cell_names() {
        let classic = Layout::classic().region_map();
        // 8 regions: merge region I into H would make H 18 cells big.
        let eight = classic.replace('I', "H");
        let e = Layout::from_region_map(&eight).unwrap_err();
        assert!(matches!(e, LayoutError::RegionSize { size: 18, .. }), "{e}");
        // 10 regions: one cell of A gets its own label J.
        let mut ten: Vec<char> = classic.chars().collect();
        ten[0] = 'J';
        let ten: String = ten.into_iter().collect();
        let e = Layout::from_region_map(&ten).unwrap_err();
        assert!(e.to_string().contains("region"), "{e}");
        // Disconnected: swap r1c1 (A) with r9c9 (I).
        let mut dis: Vec<char> = classic.chars().collect();
        dis.swap(0, 80);
        let dis: String = dis.into_iter().collect();
        let e = Layout::from_region_map(&dis).unwrap_err();
        let msg = e.to_string();
        assert!(matches!(e, LayoutError::Disconnected { .. }), "{msg}");
        assert!(msg.contains("r9c9") || msg.contains("r1c1"), "{msg}");
        let e = Layout::from_region_map("ABC").unwrap_err();
        assert_eq!(e.to_string(), "region map has 3 labels, expected 81");
        let e = Layout::from_region_map(&classic.replacen('A', ".", 1)).unwrap_err();
        assert_eq!(
            e.to_string(),
            "r1c1: '.' is not a region label (expected a letter or a digit)"
        );
    }

    #[test]
    fn rejects_one_sided_walls() {
        let mut w = Layout::classic().walls();
        w[0] |= WALL_RIGHT; // r1c1 claims a wall that r1c2 does not have
        let e = Layout::from_walls(&w).unwrap_err();
        assert_eq!(
            e.to_string(),
            "inconsistent walls: r1c1 has a wall on its right but r1c2 has none facing it"
        );
        let mut w = Layout::classic().walls();
        w[2] &= !WALL_RIGHT; // r1c3 loses its wall towards r1c4, which keeps its own
        let e = Layout::from_walls(&w).unwrap_err();
        assert!(e.to_string().contains("r1c4 has a wall on its left"), "{e}");
    }

    #[test]
    fn walls_enclosing_wrong_sizes_are_rejected() {
        let mut w = Layout::classic().walls();
        // Remove the wall between boxes 1 and 2 on row 1 (both sides): one area of 18 cells.
        for r in 0..3 {
            w[r * 9 + 2] &= !WALL_RIGHT;
            w[r * 9 + 3] &= !WALL_LEFT;
        }
        let e = Layout::from_walls(&w).unwrap_err();
        assert!(e.to_string().contains("has 18 cells"), "{e}");
    }

    #[test]
    fn random_layouts_are_valid_and_not_classic() {
        let mut rng = Rng::new(1);
        let l = Layout::random(&mut rng);
        assert!(!l.is_classic());
        for r in 0..9 {
            assert_eq!(l.region(r).len(), 9);
        }
    }
}
