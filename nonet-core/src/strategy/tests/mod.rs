//! The strategy tests, one file per family of techniques as the table of techniques
//! groups them ([`super::Family`]), and one for the ladder as a whole. Hand-made fixtures:
//! for each technique a candidate state built cell by cell, the exact eliminations or
//! placements expected, and states where it must find nothing; on the classic layout and
//! on a jigsaw layout. This file holds only what several families share: cell names and
//! states, the six cells of the chain fixtures, the puzzles, and the checks that a step is
//! sound and that no simpler technique fires first.

use super::*;
use crate::cells::CELLS;
use crate::layout::Layout;
use crate::puzzle::classic_puzzle;
use crate::rng::Rng;
use std::ops::ControlFlow;
use std::sync::Arc;

mod als;
mod als_nodes;
mod chains_and_loops;
mod colouring;
mod explain;
mod fish;
mod forcing;
mod intersections;
mod ladder;
mod single_digit;
mod singles;
mod speed;
mod subsets;
mod templates;
mod uniqueness;
mod wings;

/// "r4c6" → 32.
fn at(name: &str) -> usize {
    let b = name.as_bytes();
    assert!(b.len() == 4 && b[0] == b'r' && b[2] == b'c', "{name}");
    (b[1] - b'1') as usize * 9 + (b[3] - b'1') as usize
}

fn cells(names: &[&str]) -> CellSet {
    names.iter().map(|n| at(n)).collect()
}

/// A blank grid: every digit possible everywhere.
fn blank(layout: Arc<Layout>) -> Candidates {
    Candidates::from_board(layout, &[0; CELLS])
}

fn classic() -> Candidates {
    blank(Layout::classic())
}

/// A fixed jigsaw layout for the fixtures.
fn jigsaw_layout() -> Arc<Layout> {
    Arc::new(Layout::random(&mut Rng::new(3)))
}

/// Sets a cell's candidates exactly.
fn set(c: &mut Candidates, cell: &str, ds: &[u8]) {
    let cell = at(cell);
    for d in 1..=9 {
        if !ds.contains(&d) {
            c.remove(cell, d);
        }
    }
}

/// Keeps digit d in `house` only in `keep`.
fn only(c: &mut Candidates, d: u8, house: CellSet, keep: CellSet) {
    for cell in (house - keep).iter() {
        c.remove(cell, d);
    }
}

fn row(r: usize) -> CellSet {
    Layout::classic().house(r - 1)
}

fn col(k: usize) -> CellSet {
    Layout::classic().house(8 + k)
}

fn marks(list: &[(&str, u8)]) -> Vec<Mark> {
    let mut v: Vec<Mark> = list.iter().map(|&(c, d)| Mark::new(at(c), d)).collect();
    v.sort();
    v
}

fn marks_in(cells: CellSet, ds: &[u8]) -> Vec<Mark> {
    let mut v: Vec<Mark> = cells
        .iter()
        .flat_map(|c| ds.iter().map(move |&d| Mark::new(c, d)))
        .collect();
    v.sort();
    v
}

/// A layout with one of its solutions: classic from a puzzle, jigsaw from the first
/// HDU 4069 sample case (solving a blank jigsaw can take the engine seconds).
fn solved_layouts() -> Vec<(Arc<Layout>, Board)> {
    let hdu = include_str!("../../../samples/hdu4069_sample.in");
    let jigsaw = crate::format::parse(hdu, None, "hdu").unwrap().remove(0);
    let classic = classic_puzzle(EASY);
    [classic, jigsaw]
        .into_iter()
        .map(|p| {
            let sol = unique_solution(&p).unwrap();
            (p.layout, sol)
        })
        .collect()
}

/// The first puzzle of magictour top1465: far beyond singles.
const TOP1: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

const EASY: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

/// Six cells of the classic chain fixtures, a to f, each seeing the next across a
/// different house: a=r1c1 and b=r7c1 in column 1, b and c=r7c5 in row 7, c and d=r9c6
/// in box 8, d and e=r3c6 in column 6, e and f=r3c9 in row 3. The ends a and f are both
/// seen by r1c7, r1c8 and r1c9 (x: row 1 and box 3). No two of the six cells but
/// neighbours see each other, and cells three apart (a and d, b and e, c and f) are
/// seen together only by r1c6, r9c1, r7c6, r3c1, r7c9 and r3c5, all but r1c6 and r7c9
/// in column 1, box 8 or row 3.
///
/// ```text
///   r1  a . . . . . x x x
///   r3  . . . . . e . . f
///   r7  b . . . c . . . .
///   r9  . . . . . d . . .
/// ```
const CLASSIC_SIX: [&str; 6] = ["r1c1", "r7c1", "r7c5", "r9c6", "r3c6", "r3c9"];

/// The houses of the links of [`CLASSIC_SIX`], in order.
fn classic_six_houses() -> [CellSet; 5] {
    [col(1), row(7), Layout::classic().region(7), col(6), row(3)]
}

/// The cells seeing both ends of [`CLASSIC_SIX`].
fn classic_six_ends_seen() -> CellSet {
    cells(&["r1c7", "r1c8", "r1c9"])
}

/// 1 only at the chain cells in every link's house of [`CLASSIC_SIX`]: five strong links
/// in a row, r1c1=r7c1=r7c5=r9c6=r3c6=r3c9.
fn classic_six_strong(c: &mut Candidates, d: u8) {
    let chain = cells(&CLASSIC_SIX);
    for house in classic_six_houses() {
        only(c, d, house, chain);
    }
}

/// Six cells of the jigsaw fixtures, each seeing the next: r2c2 and r4c3 in region A,
/// r4c3 and r4c9 in row 4, r4c9 and r5c7 in region F, r5c7 and r8c7 in column 7, r8c7
/// and r6c8 in region G. The two region links of A and G join cells of different 3x3
/// boxes, and each region link's cross cells (r2c3 and r4c2, r4c7 and r5c9, r8c8 and
/// r6c7) lie in its region. The ends r2c2 and r6c8 are both seen by r2c8 and r6c2.
const JIGSAW_SIX: [&str; 6] = ["r2c2", "r4c3", "r4c9", "r5c7", "r8c7", "r6c8"];

/// The houses of the links of [`JIGSAW_SIX`], in order.
fn jigsaw_six_houses() -> [CellSet; 5] {
    let layout = jigsaw_layout();
    [
        layout.region(0),
        row(4),
        layout.region(5),
        col(7),
        layout.region(6),
    ]
}

/// The ladder less the given techniques.
fn ladder_without(off: &[Technique]) -> Registry {
    let mut r = Registry::full();
    for &t in off {
        r.set_enabled(t, false);
    }
    r
}

/// Checks a step against the solution: no true candidate removed, no wrong digit placed.
fn assert_sound(step: &Step, solution: &Board) {
    assert!(step.is_progress(), "{step}");
    for p in &step.placements {
        assert_eq!(solution[p.cell], p.digit, "{step}");
    }
    for e in &step.eliminations {
        assert_ne!(solution[e.cell], e.digit, "{step}");
    }
}

/// Asserts that no technique before `t` in the ladder finds a step in `c`, but those in
/// `besides` (which see the same pattern another way).
fn nothing_simpler_fires(c: &Candidates, t: Technique, besides: &[Technique]) {
    for simpler in Technique::ALL
        .into_iter()
        .take_while(|&x| x != t)
        .filter(|x| !besides.contains(x))
    {
        if let Some(step) = simpler.find(c) {
            panic!("{simpler} fires before {t}: {step}");
        }
    }
}

/// (1)r1c1=(1)r1c5-(2)r1c5=(2)r5c5, the start of the mixed-digit fixtures: 1 in row 1
/// only at r1c1 and r1c5, 2 in column 5 only at r1c5 and r5c5.
fn mixed_start(layout: Arc<Layout>) -> Candidates {
    let mut c = blank(layout);
    only(&mut c, 1, row(1), cells(&["r1c1", "r1c5"]));
    only(&mut c, 2, col(5), cells(&["r1c5", "r5c5"]));
    c
}

/// Asserts that no technique before `t` in the ladder finds a step in `c`, and that `t`
/// finds one; returns it.
fn first_to_fire(c: &Candidates, t: Technique) -> Step {
    first_to_fire_besides(c, t, &[])
}

/// `first_to_fire`, but the techniques in `besides` may fire first (they see the same
/// pattern another way).
fn first_to_fire_besides(c: &Candidates, t: Technique, besides: &[Technique]) -> Step {
    nothing_simpler_fires(c, t, besides);
    let step = t.find(c).unwrap_or_else(|| panic!("{t} finds nothing"));
    assert_eq!(step.technique, t);
    step
}

/// HoDoKu's exemplar library from the shared data (NONET_SHARED), for the ignored tests
/// that compare with it; panics saying where it looked when it is missing.
fn hodoku_exemplars() -> String {
    let path = crate::shared_data::shared_root().join("data/techniques/exemplars-1.0.txt");
    std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "no exemplars at {}: {e}; set NONET_SHARED to the shared folder",
            path.display()
        )
    })
}

/// Magictour top1465, puzzle 12: its ladder ends with forcing chains.
const TOP12: &str =
    "8.9...3.....7.1...5.........7.....263...9.......1...4..6.2....4....8.5...........";

/// The chain techniques that mix digits, 3D Medusa and the nice loops and AICs: with
/// them top1465 #12 needs no forcing.
fn mixed_digit_chains() -> Vec<Technique> {
    std::iter::once(Technique::Medusa3d)
        .chain(Technique::NICE_LOOPS)
        .collect()
}
