//! Hand-made fixtures: for each technique a candidate state built cell by cell, the exact
//! eliminations or placements expected, and states where it must find nothing; on the
//! classic layout and on a jigsaw layout.

use super::*;
use crate::cells::CELLS;
use crate::layout::Layout;
use crate::puzzle::classic_puzzle;
use crate::rng::Rng;
use std::ops::ControlFlow;
use std::sync::Arc;

mod explain;
mod fins_and_wings;

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
    let hdu = include_str!("../../../assets/samples/hdu4069_sample.in");
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

// ------------------------------------------------------------------ singles

#[test]
fn full_house_places_the_missing_digit() {
    for (layout, sol) in solved_layouts() {
        let mut board = sol;
        let cell = at("r4c6");
        board[cell] = 0;
        let c = Candidates::from_board(layout.clone(), &board);
        let step = Technique::FullHouse.find(&c).unwrap();
        assert_eq!(step.placements, vec![Mark::new(cell, sol[cell])]);
        assert!(step.eliminations.is_empty());
        assert_eq!(
            step.explanation,
            format!(
                "r4c6 is the last open cell of row 4, so it is {}",
                sol[cell]
            )
        );
        // A 2×2 hole leaves two open cells in every house it touches: no full house.
        let mut board = sol;
        for n in ["r1c1", "r1c2", "r2c1", "r2c2"] {
            board[at(n)] = 0;
        }
        let region_ok = [at("r1c1"), at("r1c2"), at("r2c1"), at("r2c2")]
            .iter()
            .all(|&x| {
                layout
                    .region(layout.region_of(x))
                    .iter()
                    .filter(|&y| board[y] == 0)
                    .count()
                    != 1
            });
        let c = Candidates::from_board(layout.clone(), &board);
        if region_ok {
            assert_eq!(Technique::FullHouse.find(&c), None);
        }
    }
}

#[test]
fn hidden_single_in_a_row_and_in_a_jigsaw_region() {
    let mut c = classic();
    only(&mut c, 7, row(4), cells(&["r4c6"]));
    let step = Technique::HiddenSingle.find(&c).unwrap();
    assert_eq!(
        step.to_string(),
        "Hidden single: in row 4, 7 fits only r4c6"
    );
    assert_eq!(step.placements, marks(&[("r4c6", 7)]));
    assert_eq!(step.houses[0].name, "row 4");
    assert_eq!(Technique::HiddenSingle.find(&classic()), None);

    let layout = jigsaw_layout();
    let mut c = blank(layout.clone());
    let region = layout.region(4);
    let target = region.iter().nth(4).unwrap();
    only(&mut c, 3, region, CellSet::single(target));
    let step = Technique::HiddenSingle.find(&c).unwrap();
    assert_eq!(step.placements, vec![Mark::new(target, 3)]);
    assert_eq!(step.houses[0].index, 22);
    assert_eq!(step.houses[0].name, "region E");
}

#[test]
fn naked_single_takes_the_last_candidate() {
    let mut c = classic();
    set(&mut c, "r2c3", &[5]);
    let step = Technique::NakedSingle.find(&c).unwrap();
    assert_eq!(step.to_string(), "Naked single: r2c3 can only be 5");
    assert_eq!(step.placements, marks(&[("r2c3", 5)]));
    assert_eq!(Technique::NakedSingle.find(&classic()), None);
}

// ------------------------------------------------------------------ intersections

#[test]
fn locked_candidates_pointing_and_claiming() {
    // Pointing: in box 1, 4 lies only in row 1.
    let mut c = classic();
    let box1 = Layout::classic().region(0);
    only(&mut c, 4, box1, cells(&["r1c1", "r1c2"]));
    let step = Technique::LockedCandidates.find(&c).unwrap();
    assert_eq!(
        step.eliminations,
        marks_in(
            cells(&["r1c4", "r1c5", "r1c6", "r1c7", "r1c8", "r1c9"]),
            &[4]
        )
    );
    assert_eq!(
        step.explanation,
        "in box 1, 4 lies only in row 1 (r1c1, r1c2), so 4 leaves the rest of row 1"
    );
    // Claiming: in row 1, 4 lies only in box 1.
    let mut c = classic();
    only(&mut c, 4, row(1), cells(&["r1c1", "r1c2", "r1c3"]));
    let step = Technique::LockedCandidates.find(&c).unwrap();
    assert_eq!(step.eliminations, marks_in(box1 - row(1), &[4]), "{step}");
    // Spread over two rows and two columns of the box: nothing.
    let mut c = classic();
    only(&mut c, 4, box1, cells(&["r1c1", "r2c2"]));
    assert_eq!(Technique::LockedCandidates.find(&c), None);
}

#[test]
fn locked_candidates_on_a_jigsaw_with_an_irregular_intersection() {
    let layout = jigsaw_layout();
    // A region and a row meeting in 2, 4 or more cells (not the classic 3).
    let (r, line) = (18..27)
        .flat_map(|r| (0..9).map(move |l| (r, l)))
        .find(|&(r, l)| {
            let n = (layout.house(r) & layout.house(l)).len();
            n >= 2 && n != 3
        })
        .expect("a jigsaw has irregular intersections");
    let meet = layout.house(r) & layout.house(line);
    let mut c = blank(layout.clone());
    only(&mut c, 6, layout.house(r), meet);
    let step = Technique::LockedCandidates.find(&c).unwrap();
    assert_eq!(step.eliminations, marks_in(layout.house(line) - meet, &[6]));
    let names: Vec<usize> = step.houses.iter().map(|h| h.index).collect();
    assert_eq!(names, vec![r, line]);
}

#[test]
fn law_of_leftovers_matches_innies_and_outies() {
    let layout = jigsaw_layout();
    let run = layout.house(0);
    let best = (18..27)
        .max_by_key(|&r| ((layout.house(r) & run).len(), std::cmp::Reverse(r)))
        .unwrap();
    let innies = run - layout.house(best);
    let outies = layout.house(best) - run;
    assert!(
        !innies.is_empty(),
        "the fixture layout's row 1 is not one region"
    );
    // No outie can be 8, so no innie can be.
    let mut c = blank(layout.clone());
    for o in outies.iter() {
        c.remove(o, 8);
    }
    let step = Technique::LawOfLeftovers.find(&c).unwrap();
    assert_eq!(step.eliminations, marks_in(innies, &[8]), "{step}");
    assert!(step.explanation.starts_with("row 1, region"), "{step}");
    // Full candidates everywhere: nothing to match.
    assert_eq!(Technique::LawOfLeftovers.find(&blank(layout)), None);
    // Never on the classic layout, where it would be a complicated hidden single.
    let mut c = classic();
    for o in (Layout::classic().region(0) - row(1)).iter() {
        c.remove(o, 8);
    }
    assert_eq!(Technique::LawOfLeftovers.find(&c), None);
}

// ------------------------------------------------------------------ subsets

#[test]
fn naked_pair_triple_quad() {
    let mut c = classic();
    set(&mut c, "r1c1", &[1, 2]);
    set(&mut c, "r1c5", &[1, 2]);
    let step = Technique::NakedPair.find(&c).unwrap();
    assert_eq!(
        step.eliminations,
        marks_in(row(1) - cells(&["r1c1", "r1c5"]), &[1, 2])
    );
    assert_eq!(
        step.explanation,
        "in row 1, r1c1, r1c5 can only hold 1 and 2, so these digits leave the other cells"
    );

    // Different pairs: no naked pair.
    let mut c = classic();
    set(&mut c, "r1c1", &[1, 2]);
    set(&mut c, "r1c5", &[1, 3]);
    assert_eq!(Technique::NakedPair.find(&c), None);
    assert_eq!(Technique::NakedTriple.find(&c), None);

    // A triple in row 1 and box 1 clears both houses.
    let mut c = classic();
    set(&mut c, "r1c1", &[1, 2]);
    set(&mut c, "r1c2", &[2, 3]);
    set(&mut c, "r1c3", &[1, 3]);
    assert_eq!(Technique::NakedPair.find(&c), None);
    let step = Technique::NakedTriple.find(&c).unwrap();
    let trio = cells(&["r1c1", "r1c2", "r1c3"]);
    let others = (row(1) | Layout::classic().region(0)) - trio;
    assert_eq!(step.eliminations, marks_in(others, &[1, 2, 3]));
    assert_eq!(step.houses.len(), 2);

    let mut c = classic();
    set(&mut c, "r1c1", &[1, 2]);
    set(&mut c, "r1c2", &[2, 3]);
    set(&mut c, "r1c3", &[3, 4]);
    set(&mut c, "r1c4", &[1, 4]);
    let step = Technique::NakedQuad.find(&c).unwrap();
    let quad = cells(&["r1c1", "r1c2", "r1c3", "r1c4"]);
    assert_eq!(step.eliminations, marks_in(row(1) - quad, &[1, 2, 3, 4]));
}

#[test]
fn naked_pair_in_a_jigsaw_region() {
    let layout = jigsaw_layout();
    let region = layout.region(2);
    let mut it = region.iter();
    let (a, b) = (it.next().unwrap(), it.nth(5).unwrap());
    let mut c = blank(layout.clone());
    for d in 3..=9 {
        c.remove(a, d);
        c.remove(b, d);
    }
    let step = Technique::NakedPair.find(&c).unwrap();
    let pair: CellSet = [a, b].into_iter().collect();
    // Every house the two cells share, the region included.
    let shared = layout
        .houses()
        .iter()
        .filter(|h| **h & pair == pair)
        .fold(CellSet::EMPTY, |acc, h| acc | *h);
    assert_eq!(step.eliminations, marks_in(shared - pair, &[1, 2]));
}

#[test]
fn hidden_pair_and_quad() {
    let mut c = classic();
    let pair = cells(&["r1c1", "r1c5"]);
    only(&mut c, 1, row(1), pair);
    only(&mut c, 2, row(1), pair);
    let step = Technique::HiddenPair.find(&c).unwrap();
    assert_eq!(step.eliminations, marks_in(pair, &[3, 4, 5, 6, 7, 8, 9]));
    assert_eq!(
        step.explanation,
        "in row 1, 1 and 2 fit only in r1c1, r1c5, so those cells hold nothing else"
    );
    // 1 and 2 in different places: no hidden pair.
    let mut c = classic();
    only(&mut c, 1, row(1), pair);
    only(&mut c, 2, row(1), cells(&["r1c1", "r1c6"]));
    assert_eq!(Technique::HiddenPair.find(&c), None);
    assert_eq!(Technique::HiddenTriple.find(&c), None);

    let mut c = classic();
    let quad = cells(&["r1c1", "r1c2", "r1c4", "r1c9"]);
    only(&mut c, 1, row(1), cells(&["r1c1", "r1c2"]));
    only(&mut c, 2, row(1), cells(&["r1c2", "r1c4"]));
    only(&mut c, 3, row(1), cells(&["r1c4", "r1c9"]));
    only(&mut c, 4, row(1), cells(&["r1c9", "r1c1"]));
    assert_eq!(Technique::HiddenPair.find(&c), None);
    assert_eq!(Technique::HiddenTriple.find(&c), None);
    let step = Technique::HiddenQuad.find(&c).unwrap();
    assert_eq!(step.eliminations, marks_in(quad, &[5, 6, 7, 8, 9]));
}

// ------------------------------------------------------------------ fish

#[test]
fn x_wing_swordfish_jellyfish() {
    let mut c = classic();
    only(&mut c, 5, row(2), cells(&["r2c3", "r2c8"]));
    only(&mut c, 5, row(6), cells(&["r6c3", "r6c8"]));
    let step = Technique::XWing.find(&c).unwrap();
    let corners = cells(&["r2c3", "r2c8", "r6c3", "r6c8"]);
    assert_eq!(
        step.eliminations,
        marks_in((col(3) | col(8)) - corners, &[5])
    );
    assert_eq!(
        step.explanation,
        "in row 2, row 6, 5 lies only in column 3, column 8, so 5 leaves the rest of those lines"
    );
    // Misaligned: no X-wing.
    let mut c = classic();
    only(&mut c, 5, row(2), cells(&["r2c3", "r2c8"]));
    only(&mut c, 5, row(6), cells(&["r6c3", "r6c9"]));
    assert_eq!(Technique::XWing.find(&c), None);
    assert_eq!(Technique::Swordfish.find(&c), None);

    let mut c = classic();
    only(&mut c, 5, row(1), cells(&["r1c1", "r1c4"]));
    only(&mut c, 5, row(5), cells(&["r5c4", "r5c7"]));
    only(&mut c, 5, row(9), cells(&["r9c1", "r9c7"]));
    assert_eq!(Technique::XWing.find(&c), None);
    let step = Technique::Swordfish.find(&c).unwrap();
    let base = row(1) | row(5) | row(9);
    assert_eq!(
        step.eliminations,
        marks_in((col(1) | col(4) | col(7)) - base, &[5])
    );

    let mut c = classic();
    only(&mut c, 5, row(1), cells(&["r1c1", "r1c2"]));
    only(&mut c, 5, row(3), cells(&["r3c2", "r3c3"]));
    only(&mut c, 5, row(5), cells(&["r5c3", "r5c4"]));
    only(&mut c, 5, row(7), cells(&["r7c4", "r7c1"]));
    assert_eq!(Technique::Swordfish.find(&c), None);
    let step = Technique::Jellyfish.find(&c).unwrap();
    let base = row(1) | row(3) | row(5) | row(7);
    let cover = col(1) | col(2) | col(3) | col(4);
    assert_eq!(step.eliminations, marks_in(cover - base, &[5]));
}

#[test]
fn x_wing_on_a_jigsaw_uses_lines() {
    let mut c = blank(jigsaw_layout());
    only(&mut c, 9, row(3), cells(&["r3c2", "r3c6"]));
    only(&mut c, 9, row(8), cells(&["r8c2", "r8c6"]));
    let step = Technique::XWing.find(&c).unwrap();
    let corners = cells(&["r3c2", "r3c6", "r8c2", "r8c6"]);
    assert_eq!(
        step.eliminations,
        marks_in((col(2) | col(6)) - corners, &[9])
    );
}

// ------------------------------------------------------------------ single-digit patterns

#[test]
fn skyscraper() {
    let mut c = classic();
    only(&mut c, 1, row(1), cells(&["r1c1", "r1c5"]));
    only(&mut c, 1, row(4), cells(&["r4c1", "r4c6"]));
    let step = Technique::Skyscraper.find(&c).unwrap();
    assert_eq!(
        step.eliminations,
        marks(&[("r2c6", 1), ("r3c6", 1), ("r5c5", 1), ("r6c5", 1)])
    );
    assert_eq!(Technique::TwoStringKite.find(&c), None);
    // Bases in different columns: no skyscraper.
    let mut c = classic();
    only(&mut c, 1, row(1), cells(&["r1c1", "r1c5"]));
    only(&mut c, 1, row(4), cells(&["r4c2", "r4c6"]));
    assert_eq!(Technique::Skyscraper.find(&c), None);
}

#[test]
fn two_string_kite_classic_and_jigsaw() {
    let mut c = classic();
    only(&mut c, 1, row(1), cells(&["r1c2", "r1c7"]));
    only(&mut c, 1, col(1), cells(&["r2c1", "r7c1"]));
    let step = Technique::TwoStringKite.find(&c).unwrap();
    assert_eq!(step.eliminations, marks(&[("r7c7", 1)]));
    assert_eq!(Technique::Skyscraper.find(&c), None);

    // On a jigsaw the box link is a region link: find a row cell and a column cell in one
    // region, outside each other's lines.
    let layout = jigsaw_layout();
    let mut found = None;
    'search: for b in 0..CELLS {
        for cc in layout.region(layout.region_of(b)).iter() {
            if cc / 9 != b / 9 && cc % 9 != b % 9 {
                // Row link in b's row, column link in cc's column, ends far away.
                let a = (b / 9) * 9 + (b % 9 + 4) % 9;
                let e = ((cc / 9 + 4) % 9) * 9 + cc % 9;
                let distinct: CellSet = [a, b, cc, e].into_iter().collect();
                if distinct.len() == 4 && a % 9 != cc % 9 && e / 9 != b / 9 {
                    found = Some((a, b, cc, e));
                    break 'search;
                }
            }
        }
    }
    let (a, b, cc, e) = found.unwrap();
    let mut c = blank(layout.clone());
    only(&mut c, 2, layout.house(b / 9), [a, b].into_iter().collect());
    only(
        &mut c,
        2,
        layout.house(9 + cc % 9),
        [cc, e].into_iter().collect(),
    );
    let step = Technique::TwoStringKite.find(&c).unwrap();
    let expected: Vec<Mark> = (c.cells_of(2) & layout.peers(a) & layout.peers(e))
        .iter()
        .map(|x| Mark::new(x, 2))
        .collect();
    assert!(!expected.is_empty());
    assert_eq!(step.eliminations, expected, "{step}");
}

#[test]
fn turbot_fish() {
    let mut c = classic();
    let box1 = Layout::classic().region(0);
    only(&mut c, 1, box1, cells(&["r1c1", "r3c3"]));
    only(&mut c, 1, col(8), cells(&["r3c8", "r7c8"]));
    let step = Technique::TurbotFish.find(&c).unwrap();
    assert_eq!(step.eliminations, marks(&[("r7c1", 1)]));
    assert_eq!(Technique::Skyscraper.find(&c), None);
    assert_eq!(Technique::TwoStringKite.find(&c), None);
    assert_eq!(Technique::TurbotFish.find(&classic()), None);
}

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

/// A trap: the five strong links of [`CLASSIC_SIX`] colour a, c, e against b, d, f, and
/// r1c7..r1c9 see a and f, five links apart. The cells seeing opposite colours three
/// links apart (what the turbot family sees) lie in the links' houses and hold no 1.
#[test]
fn simple_colouring_traps_five_links_apart() {
    let mut c = classic();
    classic_six_strong(&mut c, 1);
    only_from(&c, Technique::SimpleColouring, &[]);
    let step = Technique::SimpleColouring.find(&c).unwrap();
    assert_eq!(step.eliminations, marks_in(classic_six_ends_seen(), &[1]));
    assert_eq!(Technique::SimpleColouring.find(&classic()), None);
}

/// A wrap: [`CLASSIC_SIX`]'s strong links carried on by box 3, where 1 is only at f=r3c9
/// and g=r1c8. a=r1c1 and g get the same colour, six links apart, and share row 1, so
/// that colour (a, c=r7c5, e=r3c6, g) is false. r9c8 (o), seeing d=r9c6 and g three
/// links apart, holds no 1 (else the turbot fish d=e-f=g takes it).
///
/// ```text
///   r1  a . . . . . . g .
///   r3  . . . . . e . . f
///   r7  b . . . c . . . .
///   r9  . . . . . d . o .
/// ```
#[test]
fn simple_colouring_wraps_when_a_colour_sees_itself() {
    let mut c = classic();
    classic_six_strong(&mut c, 1);
    only(
        &mut c,
        1,
        Layout::classic().region(2),
        cells(&["r3c9", "r1c8"]),
    );
    c.remove(at("r9c8"), 1);
    only_from(&c, Technique::SimpleColouring, &[]);
    let step = Technique::SimpleColouring.find(&c).unwrap();
    assert_eq!(
        step.eliminations,
        marks_in(cells(&["r1c1", "r7c5", "r3c6", "r1c8"]), &[1])
    );
    assert!(step.explanation.contains("see each other"), "{step}");
}

/// An X-chain over [`CLASSIC_SIX`]: strong links a=b (column 1), c=d (box 8) and e=f
/// (row 3), weak ones b-c (row 7) and d-e (column 6), so each strong link is its own
/// colour cluster and colours nothing beyond its house. r1c6 and r7c9 (o), seeing cells
/// three apart, hold no 1 (else the turbot fishes a=b-c=d and c=d-e=f take them). Only
/// the whole chain reaches r1c7..r1c9 (x).
///
/// ```text
///   r1  a . . . . o x x x
///   r3  . . . . . e . . f
///   r7  b . . . c . . . o
///   r9  . . . . . d . . .
/// ```
#[test]
fn x_chain_of_three_strong_links() {
    let mut c = classic();
    let chain = cells(&CLASSIC_SIX);
    let [column_1, _, box_8, _, row_3] = classic_six_houses();
    for house in [column_1, box_8, row_3] {
        only(&mut c, 1, house, chain);
    }
    c.remove(at("r1c6"), 1);
    c.remove(at("r7c9"), 1);
    only_from(&c, Technique::XChain, &[]);
    let step = Technique::XChain.find(&c).unwrap();
    assert_eq!(step.eliminations, marks_in(classic_six_ends_seen(), &[1]));
    assert_eq!(
        step.chains[0].eureka,
        "(1)r1c1=(1)r7c1-(1)r7c5=(1)r9c6-(1)r3c6=(1)r3c9"
    );
    assert!(
        step.explanation
            .starts_with("on 1, r1c1=r7c1-r7c5=r9c6-r3c6=r3c9"),
        "{step}"
    );
    assert_eq!(Technique::XChain.find(&classic()), None);
}

/// On a jigsaw two places of a digit in a region need not share a line, and a cell on
/// one's row and the other's column can lie outside the region: it sees both, so it
/// cannot hold the digit. 1 in region A (r1c1,r1c2,r2c1..r2c3,r3c2,r3c3,r4c2,r4c3) only
/// at r1c1 and r4c3: r1c3 (region B) and r4c1 (region D) lose it. With 3x3 boxes the
/// two cells share no house.
#[test]
fn simple_colouring_on_a_jigsaw_traps_outside_a_region() {
    let region_a = jigsaw_layout().region(0);
    let state = |layout: Arc<Layout>| {
        let mut c = blank(layout);
        only(&mut c, 1, region_a, cells(&["r1c1", "r4c3"]));
        c
    };
    let c = state(jigsaw_layout());
    only_from(&c, Technique::SimpleColouring, &[]);
    let step = Technique::SimpleColouring.find(&c).unwrap();
    assert_eq!(step.eliminations, marks(&[("r1c3", 1), ("r4c1", 1)]));
    assert_eq!(
        Technique::SimpleColouring.find(&state(Layout::classic())),
        None
    );
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

/// An X-chain on 1 over [`JIGSAW_SIX`]: strong links in regions A, F and G, weak ones in
/// row 4 and column 7. r2c7 and r5c2, which see r2c2 and r5c7, hold no 1 (else the
/// turbot fish r2c2=r4c3-r4c9=r5c7 would take them). With 3x3 boxes there is no chain.
fn x_chain_through_regions(layout: Arc<Layout>) -> Candidates {
    let [a, _, f, _, g] = jigsaw_six_houses();
    let mut c = blank(layout);
    for (house, pair) in [(a, 0), (f, 2), (g, 4)] {
        only(&mut c, 1, house, cells(&JIGSAW_SIX[pair..pair + 2]));
    }
    c.remove(at("r2c7"), 1);
    c.remove(at("r5c2"), 1);
    c
}

#[test]
fn x_chain_on_a_jigsaw_links_through_regions() {
    let c = x_chain_through_regions(jigsaw_layout());
    only_from(&c, Technique::XChain, &[]);
    let step = Technique::XChain.find(&c).unwrap();
    assert_eq!(step.eliminations, marks(&[("r2c8", 1), ("r6c2", 1)]));
    assert_eq!(
        step.chains[0].eureka,
        "(1)r2c2=(1)r4c3-(1)r4c9=(1)r5c7-(1)r8c7=(1)r6c8"
    );
    // With 3x3 boxes no X-chain reaches the ends' common peers.
    let c = x_chain_through_regions(Layout::classic());
    let ends = marks(&[("r2c8", 1), ("r6c2", 1)]);
    for step in Technique::XChain.find_all(&c) {
        assert!(
            step.eliminations.iter().all(|m| !ends.contains(m)),
            "{step}"
        );
    }
}

// ------------------------------------------------------------------ bivalue patterns

#[test]
fn xy_wing() {
    let mut c = classic();
    set(&mut c, "r5c5", &[1, 2]);
    set(&mut c, "r5c1", &[1, 3]);
    set(&mut c, "r2c5", &[2, 3]);
    let step = Technique::XyWing.find(&c).unwrap();
    assert_eq!(step.eliminations, marks(&[("r2c1", 3)]));
    assert_eq!(
        step.explanation,
        "r5c5 is 1 or 2: if 1, r5c1 is 3; if 2, r2c5 is 3; so cells seeing both lose 3"
    );
    set(&mut c, "r2c5", &[2, 4]);
    assert_eq!(Technique::XyWing.find(&c), None);
}

#[test]
fn xyz_wing() {
    let mut c = classic();
    set(&mut c, "r5c5", &[1, 2, 3]);
    set(&mut c, "r5c4", &[1, 3]);
    set(&mut c, "r2c5", &[2, 3]);
    let step = Technique::XyzWing.find(&c).unwrap();
    assert_eq!(step.eliminations, marks(&[("r4c5", 3), ("r6c5", 3)]));
    assert_eq!(Technique::XyWing.find(&c), None);
}

#[test]
fn w_wing() {
    let mut c = classic();
    set(&mut c, "r1c1", &[1, 2]);
    set(&mut c, "r9c9", &[1, 2]);
    only(&mut c, 1, col(5), cells(&["r1c5", "r9c5"]));
    let step = Technique::WWing.find(&c).unwrap();
    assert_eq!(step.eliminations, marks(&[("r1c9", 2), ("r9c1", 2)]));
    // Without the strong link: nothing.
    let mut c = classic();
    set(&mut c, "r1c1", &[1, 2]);
    set(&mut c, "r9c9", &[1, 2]);
    assert_eq!(Technique::WWing.find(&c), None);
}

/// A remote pair of six {12} cells, [`CLASSIC_SIX`], with 1 and 2 cleared from the rest
/// of each link's house so that no naked pair is left. Every link is then a strong link
/// on both digits, but the turbot family's pairs three apart share no peer holding 1 or
/// 2; only the whole chain reaches r1c7..r1c9, seeing both ends.
#[test]
fn remote_pair_of_six() {
    let mut c = classic();
    for n in CLASSIC_SIX {
        set(&mut c, n, &[1, 2]);
    }
    for d in [1, 2] {
        classic_six_strong(&mut c, d);
    }
    only_from(&c, Technique::RemotePair, &[]);
    let step = Technique::RemotePair.find(&c).unwrap();
    assert_eq!(
        step.eliminations,
        marks_in(classic_six_ends_seen(), &[1, 2])
    );
    // Three cells only: too short for a remote pair.
    let mut c = classic();
    for n in ["r1c2", "r1c8", "r5c8"] {
        set(&mut c, n, &[1, 2]);
    }
    assert_eq!(Technique::RemotePair.find(&c), None);
}

/// A remote pair of six {12} cells on a jigsaw, [`JIGSAW_SIX`], with 1 and 2 cleared from
/// the rest of each link's house so that no naked pair is left. Every link is then a
/// strong link on both digits, so the turbot family sees the chain three cells at a
/// time: r2c7, r5c2 and r8c3, which see cells three apart, hold neither digit. Nor do
/// r1c6 and r2c6, outies of columns 7-9 against regions C, F and G whose innies r2c7,
/// r3c7 and r9c7 lack both (else the law of leftovers takes them). Only the whole chain
/// reaches r2c8 and r6c2, seeing both ends.
#[test]
fn remote_pair_of_six_on_a_jigsaw() {
    let mut c = blank(jigsaw_layout());
    let chain = cells(&JIGSAW_SIX);
    for n in JIGSAW_SIX {
        set(&mut c, n, &[1, 2]);
    }
    for d in [1, 2] {
        for house in jigsaw_six_houses() {
            only(&mut c, d, house, chain);
        }
        for n in ["r2c7", "r5c2", "r8c3", "r1c6", "r2c6"] {
            c.remove(at(n), d);
        }
    }
    only_from(&c, Technique::RemotePair, &[]);
    let step = Technique::RemotePair.find(&c).unwrap();
    assert_eq!(
        step.eliminations,
        marks_in(cells(&["r2c8", "r6c2"]), &[1, 2])
    );
}

#[test]
fn xy_chain() {
    let mut c = classic();
    set(&mut c, "r1c1", &[1, 2]);
    set(&mut c, "r1c6", &[2, 3]);
    set(&mut c, "r6c6", &[3, 4]);
    set(&mut c, "r6c2", &[1, 4]);
    assert_eq!(Technique::XyWing.find(&c), None);
    let step = Technique::XyChain.find(&c).unwrap();
    assert_eq!(
        step.eliminations,
        marks_in(
            cells(&["r1c2", "r2c2", "r3c2", "r4c1", "r5c1", "r6c1"]),
            &[1]
        )
    );
    assert!(
        step.explanation.starts_with(
            "r1c1(12) - r1c6(23) - r6c6(34) - r6c2(14): if r1c1 is not 1 then r6c2 is"
        ),
        "{step}"
    );
    assert_eq!(
        step.chains[0].eureka,
        "(1=2)r1c1-(2=3)r1c6-(3=4)r6c6-(4=1)r6c2"
    );
    set(&mut c, "r6c2", &[4, 5]);
    assert_eq!(Technique::XyChain.find(&c), None);
}

/// An XY-chain on a jigsaw whose link r6c6 {34} - r7c7 {45} runs through region G
/// (r6c6..r6c8, r7c7, r7c8, r8c7, r8c8, r9c8, r9c9): r1c1 {12} - r1c6 {23} - r6c6 {34} -
/// r7c7 {45} - r7c2 {15}. Five cells hold five digits, so no four of them make a
/// WXYZ-wing. r1c1 and r7c2 are both seen by r1c2 and r7c1, and through region A
/// (r1c1, r1c2, r2c1..r2c3, r3c2, r3c3, r4c2, r4c3) and region H (r7c1..r7c3, r8c1, r8c2,
/// r9c1..r9c4) by r2c2..r4c2 and r8c1, r9c1.
#[test]
fn xy_chain_on_a_jigsaw() {
    let state = |layout: Arc<Layout>| {
        let mut c = blank(layout);
        set(&mut c, "r1c1", &[1, 2]);
        set(&mut c, "r1c6", &[2, 3]);
        set(&mut c, "r6c6", &[3, 4]);
        set(&mut c, "r7c7", &[4, 5]);
        set(&mut c, "r7c2", &[1, 5]);
        c
    };
    let c = state(jigsaw_layout());
    only_from(&c, Technique::XyChain, &[]);
    let step = Technique::XyChain.find(&c).unwrap();
    let victims = ["r1c2", "r2c2", "r3c2", "r4c2", "r7c1", "r8c1", "r9c1"];
    assert_eq!(step.eliminations, marks_in(cells(&victims), &[1]));
    assert_eq!(
        step.chains[0].eureka,
        "(1=2)r1c1-(2=3)r1c6-(3=4)r6c6-(4=5)r7c7-(5=1)r7c2"
    );
    // With 3x3 boxes r6c6 and r7c7 do not meet.
    assert_eq!(Technique::XyChain.find(&state(Layout::classic())), None);
}

// ------------------------------------------------------------------ ladder, hints, rating

/// The first puzzle of magictour top1465: far beyond singles.
const TOP1: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
const EASY: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

#[test]
fn registry_order_and_switches() {
    let mut c = classic();
    set(&mut c, "r2c3", &[5]);
    only(&mut c, 7, row(4), cells(&["r4c6"]));
    let mut r = Registry::full();
    assert_eq!(r.find(&c).unwrap().technique, Technique::NakedSingle);
    r.set_enabled(Technique::NakedSingle, false);
    assert_eq!(r.find(&c).unwrap().technique, Technique::HiddenSingle);
    assert_eq!(
        Technique::from_name("two string kite"),
        Some(Technique::TwoStringKite)
    );
    assert_eq!(Technique::from_name("XY-Wing"), Some(Technique::XyWing));
    assert_eq!(Technique::from_name("nope"), None);
}

#[test]
fn hint_names_wrong_marks_and_offers_search_when_stuck() {
    let p = classic_puzzle(TOP1);
    let sol = unique_solution(&p).unwrap();
    let mut g = Grid::new(p.clone());
    let singles = Registry::singles();
    let mut played = 0;
    while let Ok(step) = hint(&g, &singles) {
        apply(&mut g, &step);
        played += 1;
    }
    assert!(played < 60, "singles do not solve top1465 puzzle 1");
    match hint(&g, &singles) {
        Err(NoStep::Stuck { search }) => {
            assert_eq!(g.value(search.cell), 0);
            assert_eq!(
                search.candidates as u32,
                Candidates::from_grid(&g).get(search.cell).len()
            );
            assert_eq!(search.digit, sol[search.cell]);
            assert!(search.to_string().contains("from search, not logic"));
        }
        other => panic!("expected stuck, got {other:?}"),
    }
    // Wrong marks: remove the true digit of one open cell.
    g.fill_marks();
    let cell = (0..CELLS).find(|&c| p.givens[c] == 0).unwrap();
    g.marks[cell].remove(sol[cell]);
    let e = check_marks(&g).unwrap_err();
    assert_eq!(
        e,
        MarkError::MissingCandidate {
            cell,
            digit: sol[cell]
        }
    );
    assert!(e.to_string().starts_with(&cell_name(cell)));
    assert!(matches!(
        hint(&g, &Registry::full()),
        Err(NoStep::Inconsistent { .. })
    ));
    // A wrong entry is named before marks.
    let mut g = Grid::new(p.clone());
    let wrong = if sol[cell] == 1 { 2 } else { 1 };
    g.enter(cell, wrong);
    assert_eq!(
        check_marks(&g),
        Err(MarkError::WrongEntry {
            cell,
            entered: wrong
        })
    );
}

/// Plays hints on `g` until none is left, checking the marks after each one.
fn play_hints(g: &mut Grid) {
    let reg = Registry::full();
    let mut n = 0;
    while let Ok(step) = hint(g, &reg) {
        apply(g, &step);
        assert!(check_marks(g).is_ok(), "after {step}");
        n += 1;
        assert!(n < 200, "hints must make progress");
    }
}

#[test]
fn apply_plays_a_step_on_a_grid_and_hints_follow_marks() {
    let p = classic_puzzle(EASY);
    let mut g = Grid::new(p);
    play_hints(&mut g);
    assert!(g.is_solved(), "the easy puzzle is solved by hints alone");
    assert_eq!(hint(&g, &Registry::full()), Err(NoStep::Solved));
}

#[test]
fn solve_path_and_rating() {
    let p = classic_puzzle(EASY);
    let path = solve_path(&Candidates::from_puzzle(&p), &Registry::full());
    assert!(path.solved());
    let sol = unique_solution(&p).unwrap();
    assert_eq!(path.end.values(), &sol);
    let r = rate(&p, &Registry::full());
    assert!(r.solved_by_logic);
    assert_eq!(r.steps, path.steps.len());
    let sum: u32 = path.steps.iter().map(|s| s.technique.default_score()).sum();
    assert_eq!(r.score, sum);
    assert!(r.level >= Level::of_score(sum));

    let hard = classic_puzzle(TOP1);
    let r = rate(&hard, &Registry::singles());
    assert!(!r.solved_by_logic);
    assert_eq!(r.level, Level::Extreme);
    assert_eq!(Level::of_score(800), Level::Easy);
    assert_eq!(Level::of_score(801), Level::Medium);
    assert_eq!(Level::of_score(1601), Level::Expert);
}

/// `rate_up_to` answers what `rate` does about every level, on classic and jigsaw
/// puzzles of every difficulty (random puzzles from minimal to 27 clues), and
/// also for a registry whose scores put a lower level above a higher one, where it cannot
/// cut the walk short.
#[test]
fn rating_up_to_a_level_agrees_with_the_full_rating() {
    // Simple colouring (hard) outscoring the finned swordfish (expert): a path with both
    // is rated hard, so a step above the cap does not put the puzzle above it.
    let mut out_of_order = Registry::full();
    for s in &mut out_of_order.strategies {
        if s.technique == Technique::SimpleColouring {
            s.score = 400;
        }
    }
    assert!(Registry::full().scores_follow_levels());
    assert!(!out_of_order.scores_follow_levels());
    let mut rng = Rng::new(12);
    let mut levels = std::collections::BTreeSet::new();
    for i in 0..40 {
        // From minimal puzzles to ones with 27 clues.
        let options = crate::generate::PuzzleOptions {
            clues: Some(23 + i % 5),
            ..Default::default()
        };
        let p = if i % 2 == 0 {
            crate::generate::random_puzzle(&Layout::classic(), &mut rng, &options).unwrap()
        } else {
            crate::generate::random_jigsaw_puzzle(&mut rng, &options)
        };
        for registry in [Registry::full(), out_of_order.clone()] {
            let full = rate(&p, &registry);
            levels.insert(full.level);
            for cap in Level::ALL {
                let expected = Some(full.clone()).filter(|r| r.level <= cap);
                assert_eq!(rate_up_to(&p, &registry, cap), expected, "{}", p.to_line());
            }
        }
    }
    assert!(levels.len() >= 4, "the puzzles span the levels: {levels:?}");
}

#[cfg(feature = "serde")]
#[test]
fn steps_serialize_with_named_cells() {
    let mut c = classic();
    only(&mut c, 7, row(4), cells(&["r4c6"]));
    let step = Technique::HiddenSingle.find(&c).unwrap();
    let v = serde_json::to_value(&step).unwrap();
    assert_eq!(v["technique"], "Hidden single");
    assert_eq!(v["placements"][0]["cell"], "r4c6");
    assert_eq!(v["placements"][0]["index"], 32);
    assert_eq!(v["placements"][0]["digit"], 7);
    assert_eq!(v["houses"][0]["name"], "row 4");
    assert_eq!(v["explanation"], "in row 4, 7 fits only r4c6");
}

#[test]
fn hints_follow_the_pencil_marks_of_a_grid() {
    let p = classic_puzzle(TOP1);
    let sol = unique_solution(&p).unwrap();
    let mut g = Grid::new(p);
    g.fill_marks();
    // The player narrowed r1c2 to its digit: that is now the first naked single.
    let r1c2 = at("r1c2");
    g.marks[r1c2] = Digits::single(sol[r1c2]);
    let step = hint(&g, &Registry::full()).unwrap();
    assert_eq!(
        step.to_string(),
        format!("Naked single: r1c2 can only be {}", sol[r1c2])
    );
    // A mark for a digit a peer already holds is ignored, not trusted.
    let mut g = Grid::new(classic_puzzle(TOP1));
    g.fill_marks();
    g.marks[r1c2].insert(4); // r1c1 holds 4
    assert!(!Candidates::from_grid(&g).has(r1c2, 4));
    assert!(check_marks(&g).is_ok());
}

#[test]
fn a_cell_without_pencil_marks_holds_all_its_candidates() {
    // A player pencils one cell: the others are not marked yet, not wrong.
    let p = classic_puzzle(EASY);
    let sol = unique_solution(&p).unwrap();
    let open: Vec<usize> = (0..CELLS).filter(|&c| p.givens[c] == 0).collect();
    let (marked, unmarked) = (open[0], open[1]);
    let mut g = Grid::new(p);
    let full = Candidates::from_grid(&g);
    g.marks[marked] = Digits::NONE;
    g.marks[marked].insert(sol[marked]);
    assert_eq!(
        check_marks(&g),
        Ok(()),
        "unmarked cells are not called wrong"
    );
    let cand = Candidates::from_grid(&g);
    assert_eq!(cand.get(unmarked), full.get(unmarked));
    assert_eq!(cand.get(marked).len(), 1);
    // A hint's eliminations in an unmarked cell survive applying it: the cell is filled
    // in first.
    play_hints(&mut g);
    assert!(g.is_solved());
    // Marks that leave out the solution's digit are still named.
    let mut g = Grid::new(classic_puzzle(EASY));
    let wrong = if sol[marked] == 1 { 2 } else { 1 };
    g.marks[marked].insert(wrong);
    assert_eq!(
        check_marks(&g),
        Err(MarkError::MissingCandidate {
            cell: marked,
            digit: sol[marked]
        })
    );
}

// ------------------------------------------------------------------ enumeration

#[test]
fn find_all_lists_every_instance_and_find_takes_the_first() {
    let (layout, mut board) = solved_layouts().remove(0);
    for n in ["r1c1", "r5c5", "r9c9"] {
        board[at(n)] = 0;
    }
    let c = Candidates::from_board(layout, &board);
    let all = Technique::NakedSingle.find_all(&c);
    let expected: Vec<usize> = (0..CELLS)
        .filter(|&x| c.value(x) == 0 && c.get(x).len() == 1)
        .collect();
    assert!(expected.len() > 1, "the fixture has several naked singles");
    let placed: Vec<usize> = all.iter().map(|s| s.placements[0].cell).collect();
    assert_eq!(placed, expected);
    assert_eq!(Technique::NakedSingle.find(&c).as_ref(), all.first());
    // Every technique's first step is the first of its full list.
    for t in Technique::ALL {
        assert_eq!(t.find(&c).as_ref(), t.find_all(&c).first(), "{t}");
    }
    // Stopping early: the sink sees exactly as many steps as it asks for.
    let mut seen = 0;
    let _ = Technique::NakedSingle.for_each(&c, &mut |_| {
        seen += 1;
        if seen == 2 {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    assert_eq!(seen, 2);
}

// ------------------------------------------------------------------ forcing (last resort)

/// The forum's hardest list's first puzzle: no single-level net finds anything at start.
const FORUM_HARDEST_1: &str =
    "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";

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

/// Magictour top1465, puzzle 12: its ladder ends with forcing chains.
const TOP12: &str =
    "8.9...3.....7.1...5.........7.....263...9.......1...4..6.2....4....8.5...........";

const FORCING: [Technique; 3] = [
    Technique::ForcingChain,
    Technique::ForcingNet,
    Technique::DeepForcingNet,
];

/// The chain techniques that mix digits: with them top1465 #12 needs no forcing.
const LOOPS: [Technique; 7] = [
    Technique::Medusa3d,
    Technique::ContinuousNiceLoop,
    Technique::DiscontinuousNiceLoop,
    Technique::Aic,
    Technique::GroupedContinuousNiceLoop,
    Technique::GroupedDiscontinuousNiceLoop,
    Technique::GroupedAic,
];

/// Sue de Coq and the almost-locked-set techniques: with them too top1465 #12 needs no
/// forcing.
const ALS_FAMILY: [Technique; 5] = [
    Technique::SueDeCoq,
    Technique::AlsXz,
    Technique::AlsXyWing,
    Technique::AlsChain,
    Technique::DeathBlossom,
];

/// The ladder less the forcing techniques, the mixed-digit chains and the ALS family.
fn ladder_below_loops() -> Registry {
    let off: Vec<Technique> = FORCING.into_iter().chain(LOOPS).chain(ALS_FAMILY).collect();
    ladder_without(&off)
}

#[test]
fn forcing_chains_and_nets_fire_where_the_ladder_is_stuck() {
    let p = classic_puzzle(TOP1);
    let solution = unique_solution(&p).unwrap();
    let stuck = solve_path(&Candidates::from_puzzle(&p), &ladder_below_loops());
    assert_eq!(stuck.stuck, Some(Stuck::NoTechnique));
    for t in [Technique::ForcingNet] {
        let all = t.find_all(&stuck.end);
        assert!(!all.is_empty(), "{t} finds nothing on top1465 #1");
        for step in &all {
            assert_eq!(step.technique, t);
            assert_sound(step, &solution);
            assert!(!step.chains.is_empty(), "{step}");
            for chain in &step.chains {
                assert_eq!(chain.links.len() + 1, chain.nodes.len());
                assert!(!chain.eureka.is_empty());
            }
        }
    }
    // A forcing chain only follows single links, so the chain of each branch is the
    // whole reason: on puzzle 12 chains suffice where the ladder stops (the ladder less
    // Sue de Coq and the ALS techniques, with which it no longer stops there).
    let p12 = classic_puzzle(TOP12);
    let solution12 = unique_solution(&p12).unwrap();
    let stuck12 = solve_path(&Candidates::from_puzzle(&p12), &ladder_below_loops());
    assert_eq!(stuck12.stuck, Some(Stuck::NoTechnique));
    let step = Technique::ForcingChain.find(&stuck12.end).unwrap();
    assert_sound(&step, &solution12);
    assert!(step.explanation.contains("forcing chain"), "{step}");
    // With them, logic solves the puzzle, every step sound.
    let path = solve_path(&Candidates::from_puzzle(&p), &Registry::full());
    assert!(path.solved());
    for step in &path.steps {
        assert_sound(step, &solution);
    }
}

#[test]
fn nice_loops_and_aics_solve_top1465_12_without_forcing() {
    let p = classic_puzzle(TOP12);
    let solution = unique_solution(&p).unwrap();
    let path = solve_path(&Candidates::from_puzzle(&p), &ladder_without(&FORCING));
    assert!(path.solved(), "stuck: {:?}", path.stuck);
    let mut used = 0;
    for step in &path.steps {
        assert_sound(step, &solution);
        if LOOPS.contains(&step.technique) {
            used += 1;
            assert_eq!(step.chains.len(), 1, "{step}");
            assert!(step.explanation.contains(&step.chains[0].eureka), "{step}");
        }
    }
    assert!(used > 0, "no nice loop, AIC or Medusa step on top1465 #12");
}

#[test]
fn deep_forcing_net_fires_where_single_level_nets_do_not() {
    let p = classic_puzzle(FORUM_HARDEST_1);
    let solution = unique_solution(&p).unwrap();
    let stuck = solve_path(
        &Candidates::from_puzzle(&p),
        &ladder_without(&[Technique::DeepForcingNet]),
    );
    assert_eq!(stuck.stuck, Some(Stuck::NoTechnique));
    let step = Technique::DeepForcingNet.find(&stuck.end).unwrap();
    assert_sound(&step, &solution);
    let path = solve_path(&Candidates::from_puzzle(&p), &Registry::full());
    assert!(path.solved());
    for step in &path.steps {
        assert_sound(step, &solution);
    }
}

#[test]
fn forcing_works_on_jigsaw_layouts() {
    // Generated jigsaw puzzles until one defeats the ladder below forcing.
    let mut rng = Rng::new(7);
    let options = crate::generate::PuzzleOptions::default();
    let mut used = 0;
    for _ in 0..40 {
        let p = crate::generate::random_jigsaw_puzzle(&mut rng, &options);
        let solution = unique_solution(&p).unwrap();
        let path = solve_path(&Candidates::from_puzzle(&p), &Registry::full());
        assert!(path.solved(), "{}", p.to_line());
        for step in &path.steps {
            assert_sound(step, &solution);
        }
        used += path
            .steps
            .iter()
            .filter(|s| FORCING.contains(&s.technique))
            .count();
        if used > 0 {
            return;
        }
    }
    panic!("no generated jigsaw needed a forcing step");
}

// ------------------------------------------------------------------ locked subsets

#[test]
fn locked_pair_clears_its_line_and_region_where_a_plain_pair_does_not_qualify() {
    let mut c = classic();
    set(&mut c, "r1c1", &[1, 2]);
    set(&mut c, "r1c2", &[1, 2]);
    let step = Technique::LockedPair.find(&c).unwrap();
    let mut victims = (row(1) | Layout::classic().region(0)) - cells(&["r1c1", "r1c2"]);
    let expected = marks_in(victims, &[1, 2]);
    assert_eq!(step.eliminations, expected);
    assert_eq!(step.houses.len(), 2);
    // The same pair in one row but two regions is a naked pair, not a locked one.
    let mut c = classic();
    set(&mut c, "r1c1", &[1, 2]);
    set(&mut c, "r1c5", &[1, 2]);
    assert_eq!(Technique::LockedPair.find(&c), None);
    assert!(Technique::NakedPair.find(&c).is_some());
    // A locked triple on a jigsaw: three cells of one region in one row.
    let layout = jigsaw_layout();
    let (r, region) = (0..9)
        .flat_map(|r| (0..9).map(move |g| (r, g)))
        .find(|&(r, g)| (layout.house(r) & layout.region(g)).len() >= 3)
        .expect("some row meets a region in three cells");
    let three: Vec<usize> = (layout.house(r) & layout.region(region))
        .iter()
        .take(3)
        .collect();
    let mut c = blank(layout.clone());
    for &x in &three {
        for d in 4..=9 {
            c.remove(x, d);
        }
    }
    assert_eq!(Technique::LockedPair.find(&c), None);
    let step = Technique::LockedTriple.find(&c).unwrap();
    victims = (layout.house(r) | layout.region(region)) - three.iter().copied().collect();
    assert_eq!(step.eliminations, marks_in(victims, &[1, 2, 3]));
}

/// Unique rectangles and BUG+1: their fixtures, apart because they need candidates that
/// know their solution is unique.
mod uniqueness;

// ------------------------------------------------------------------ AIC, nice loops, 3D Medusa

/// Asserts that no technique before `t` in the ladder finds anything in `c` but the
/// named ones (chain techniques that see the same chain another way).
fn only_from(c: &Candidates, t: Technique, besides: &[Technique]) {
    for earlier in Technique::ALL.into_iter().take_while(|&x| x != t) {
        if !besides.contains(&earlier) {
            assert_eq!(earlier.find(c), None, "{earlier} fires before {t}");
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

/// The AIC type 1 fixture: then (2)r5c5-(2)r5c8=(1)r5c8, r5c8 holding 1 and 2.
fn aic_type_1(layout: Arc<Layout>) -> Candidates {
    let mut c = mixed_start(layout);
    set(&mut c, "r5c8", &[1, 2]);
    c
}

#[test]
fn aic_type_1_eliminates_the_ends_digit_where_both_ends_are_seen() {
    let c = aic_type_1(Layout::classic());
    only_from(&c, Technique::Aic, &[]);
    let step = Technique::Aic.find(&c).unwrap();
    assert_eq!(step.eliminations, marks(&[("r5c1", 1)]));
    assert_eq!(step.chains[0].eureka, "(1)r1c1=(1-2)r1c5=(2)r5c5-(2=1)r5c8");
    assert_eq!(
        step.explanation,
        "type 1: one end is 1, so cells seeing both ends lose it: (1)r1c1=(1-2)r1c5=(2)r5c5-(2=1)r5c8 => r5c1<>1"
    );
    // Without the bivalue cell at the end the chain does not close on 1.
    let mut c = mixed_start(Layout::classic());
    set(&mut c, "r5c8", &[1, 2, 3]);
    assert_eq!(Technique::Aic.find(&c), None);
}

/// The AIC type 2 fixture: then (2)r5c5-(2)r5c1=(3)r5c1, r5c1 holding 2 and 3; the ends
/// (1)r1c1 and (3)r5c1 share column 1.
fn aic_type_2(layout: Arc<Layout>) -> Candidates {
    let mut c = mixed_start(layout);
    set(&mut c, "r5c1", &[2, 3]);
    c
}

#[test]
fn aic_type_2_and_the_discontinuous_loop_it_makes() {
    let c = aic_type_2(Layout::classic());
    only_from(&c, Technique::DiscontinuousNiceLoop, &[]);
    let step = Technique::Aic.find(&c).unwrap();
    assert_eq!(step.eliminations, marks(&[("r1c1", 3)]));
    assert_eq!(
        step.explanation,
        "type 2: r1c1 is 1 or r5c1 is 3, and the two see each other, so each loses the other's digit: (1)r1c1=(1-2)r1c5=(2)r5c5-(2=3)r5c1 => r1c1<>3"
    );
    // The same elimination read as a loop through r1c1's 3 (HoDoKu's discontinuous
    // nice loop with a weak and a strong link at the break).
    let step = Technique::DiscontinuousNiceLoop.find(&c).unwrap();
    assert_eq!(step.eliminations, marks(&[("r1c1", 3)]));
    assert_eq!(
        step.chains[0].eureka,
        "(3-1)r1c1=(1-2)r1c5=(2)r5c5-(2=3)r5c1-(3)r1c1"
    );
    assert!(
        step.explanation
            .starts_with("if r1c1 is 3, the loop makes it not 3: "),
        "{step}"
    );
}

/// The continuous loop fixture: then (2)r5c5-(2)r5c1=(1)r5c1-(1)r1c1, r5c1 holding 1
/// and 2.
fn continuous_loop(layout: Arc<Layout>) -> Candidates {
    let mut c = mixed_start(layout);
    set(&mut c, "r5c1", &[1, 2]);
    c
}

#[test]
fn continuous_nice_loop_eliminates_on_every_weak_link() {
    let c = continuous_loop(Layout::classic());
    only_from(&c, Technique::ContinuousNiceLoop, &[]);
    let step = Technique::ContinuousNiceLoop.find(&c).unwrap();
    let mut expected = marks_in(cells(&["r1c5"]), &[3, 4, 5, 6, 7, 8, 9]);
    expected.extend(marks_in(row(5) - cells(&["r5c1", "r5c5"]), &[2]));
    expected.extend(marks_in(col(1) - cells(&["r1c1", "r5c1"]), &[1]));
    expected.sort();
    assert_eq!(step.eliminations, expected);
    assert_eq!(
        step.chains[0].eureka,
        "(1)r1c1=(1-2)r1c5=(2)r5c5-(2=1)r5c1-(1)r1c1"
    );
    assert!(step
        .explanation
        .starts_with("the chain closes into a loop, so each weak link has exactly one true end: "));
    // Opened at r5c1 (a third digit there), the loop is gone.
    let mut c = mixed_start(Layout::classic());
    set(&mut c, "r5c1", &[1, 2, 3]);
    assert_eq!(Technique::ContinuousNiceLoop.find(&c), None);
}

#[test]
fn discontinuous_nice_loop_places_a_digit_that_implies_itself() {
    // (1)r1c1=(1-2)r1c5=(2)r5c5-(2=3)r5c1-(3=1)r1c1: if r1c1 is not 1 it is 1.
    let mut c = aic_type_2(Layout::classic());
    set(&mut c, "r1c1", &[1, 3]);
    only_from(&c, Technique::DiscontinuousNiceLoop, &[]);
    let step = Technique::DiscontinuousNiceLoop.find(&c).unwrap();
    assert_eq!(step.placements, marks(&[("r1c1", 1)]));
    assert!(step.eliminations.is_empty());
    assert_eq!(
        step.explanation,
        "if r1c1 is not 1, the loop makes it 1: (1=3)r1c1-(3=2)r5c1-(2)r5c5=(2-1)r1c5=(1)r1c1 => r1c1=1"
    );
}

/// The grouped fixture: 1 in row 1 only at r1c1 and the group r1c56 (row 1 in box 2),
/// and in column 4 only at r3c4 and r7c4: (1)r1c1=(1)r1c56-(1)r3c4=(1)r7c4.
fn grouped_chain(layout: Arc<Layout>) -> Candidates {
    let mut c = blank(layout);
    only(&mut c, 1, row(1), cells(&["r1c1", "r1c5", "r1c6"]));
    only(&mut c, 1, col(4), cells(&["r3c4", "r7c4"]));
    c
}

#[test]
fn grouped_aic_links_through_a_group_of_cells() {
    let c = grouped_chain(Layout::classic());
    only_from(&c, Technique::GroupedAic, &[]);
    let step = Technique::GroupedAic.find(&c).unwrap();
    assert_eq!(step.eliminations, marks(&[("r7c1", 1)]));
    assert_eq!(step.chains[0].eureka, "(1)r1c1=(1)r1c56-(1)r3c4=(1)r7c4");
    assert_eq!(step.chains[0].nodes[1].cells, cells(&["r1c5", "r1c6"]));
    // With a third place of 1 in row 1 outside box 2 there is no group link.
    let mut c = classic();
    only(&mut c, 1, row(1), cells(&["r1c1", "r1c5", "r1c6", "r1c9"]));
    only(&mut c, 1, col(4), cells(&["r3c4", "r7c4"]));
    assert_eq!(Technique::GroupedAic.find(&c), None);
}

/// 1 in box 5 only in column 4 (the group r45c4) and column 5 (the group r56c5): a
/// grouped strong link across two parallel columns, which no empty rectangle reads (the
/// four cells lie on no one row and column).
fn box_5_columns() -> Candidates {
    let mut c = classic();
    only(
        &mut c,
        1,
        Layout::classic().region(4),
        cells(&["r4c4", "r5c4", "r5c5", "r6c5"]),
    );
    c
}

/// A grouped continuous nice loop on the classic layout through the groups r56c5 and
/// r45c4 of box 5, with 1 in row 2 only at r2c5 and r2c8 and in row 8 only at r8c8 and
/// r8c4: (1)r2c5=(1)r2c8-(1)r8c8=(1)r8c4-(1)r45c4=(1)r56c5-(1)r2c5. Each weak link
/// clears the rest of its column. The two rows alone make a skyscraper r2c5=r2c8-r8c8=r8c4
/// (and the finned X-wings on them): r1c4, r3c4, r7c5 and r9c5 (o), seeing r2c5 and
/// r8c4, hold no 1.
///
/// ```text
///        c4 c5       c8
///   r1   o  x        x
///   r2   .  A ====== B      A = r2c5, B = r2c8, C = r8c8, D = r8c4
///   r3   o  x        x
///   r4   G  .        x      G = r45c4, H = r56c5: box 5's only 1s
///   r5   G  H        x
///   r6   .  H        x
///   r7   x  o        x
///   r8   D ========= C
///   r9   x  o        x      x: the loop's eliminations
/// ```
#[test]
fn grouped_continuous_nice_loop_through_two_columns_of_a_box() {
    let mut c = box_5_columns();
    only(&mut c, 1, row(2), cells(&["r2c5", "r2c8"]));
    only(&mut c, 1, row(8), cells(&["r8c8", "r8c4"]));
    for n in ["r1c4", "r3c4", "r7c5", "r9c5"] {
        c.remove(at(n), 1);
    }
    only_from(&c, Technique::GroupedContinuousNiceLoop, &[]);
    let step = Technique::GroupedContinuousNiceLoop.find(&c).unwrap();
    let mut expected = marks_in(col(8) - cells(&["r2c8", "r8c8"]), &[1]);
    expected.extend(marks(&[("r1c5", 1), ("r3c5", 1), ("r7c4", 1), ("r9c4", 1)]));
    expected.sort();
    assert_eq!(step.eliminations, expected);
    assert_eq!(
        step.chains[0].eureka,
        "(1)r2c5=(1)r2c8-(1)r8c8=(1)r8c4-(1)r45c4=(1)r56c5-(1)r2c5"
    );
    assert_eq!(step.chains[0].nodes[4].cells, cells(&["r4c4", "r5c4"]));
}

/// A grouped discontinuous nice loop on the classic layout: the grouped fixture's chain
/// (1)r1c1=(1)r1c56-(1)r3c4=(1)r7c4 with r7c1, seeing both its ends, holding only 1 and
/// 5. Its 1 goes (the chain's type 1 elimination, now in a cell the loop passes
/// through), and the bivalue cell carries the loop on to 5: r1c1 and r7c4, each an end
/// and each seeing r7c1, cannot be 5 (if r1c1 is 5, r1c56 holds the 1, r7c4 too, so
/// r7c1 is 5 and r1c1 is not). Without a group no chain reaches r1c1 from r7c4.
///
/// ```text
///        c1 c4 c5 c6
///   r1   a  .  G  G      1 in row 1 only at a and G = r1c56
///   r3   .  b  .  .      1 in column 4 only at b and c
///   r7   W  c  .  .      W = r7c1 {15}
/// ```
#[test]
fn grouped_discontinuous_nice_loop_through_a_bivalue_cell() {
    let mut c = grouped_chain(Layout::classic());
    set(&mut c, "r7c1", &[1, 5]);
    only_from(&c, Technique::GroupedDiscontinuousNiceLoop, &[]);
    let all = Technique::GroupedDiscontinuousNiceLoop.find_all(&c);
    let removed: Vec<Vec<Mark>> = all.iter().map(|s| s.eliminations.clone()).collect();
    assert_eq!(
        removed,
        [
            marks(&[("r7c1", 1)]),
            marks(&[("r1c1", 5)]),
            marks(&[("r7c4", 5)])
        ]
    );
    let eurekas: Vec<&str> = all.iter().map(|s| s.chains[0].eureka.as_str()).collect();
    assert_eq!(
        eurekas,
        [
            "(1)r7c1-(1)r1c1=(1)r1c56-(1)r3c4=(1)r7c4-(1)r7c1",
            "(5-1)r1c1=(1)r1c56-(1)r3c4=(1)r7c4-(1=5)r7c1-(5)r1c1",
            "(5)r7c4-(5=1)r7c1-(1)r1c1=(1)r1c56-(1)r3c4=(1-5)r7c4",
        ]
    );
}

#[test]
fn medusa_traps_across_digits() {
    // (1)r1c1=(1)r1c5 (row 1), r1c5 = 1 or 2, (2)r1c5=(2)r5c5 (column 5), r5c5 = 2 or
    // 3, (3)r5c5=(3)r5c1 (row 5): r1c1's 1 and r5c1's 3 get opposite colours, and the
    // two cells see each other.
    let mut c = mixed_start(Layout::classic());
    set(&mut c, "r1c5", &[1, 2]);
    set(&mut c, "r5c5", &[2, 3]);
    only(&mut c, 3, row(5), cells(&["r5c5", "r5c1"]));
    only_from(&c, Technique::Medusa3d, &[]);
    let step = Technique::Medusa3d.find(&c).unwrap();
    assert_eq!(step.eliminations, marks(&[("r1c1", 3), ("r5c1", 1)]));
    assert_eq!(
        step.explanation,
        "one colour is true, and each candidate removed sees, or shares its cell with, both colours: (1)r1c1=(1-2)r1c5=(2-3)r5c5=(3)r5c1; (3)r5c1=(3-2)r5c5=(2-1)r1c5=(1)r1c1 => r1c1<>3, r5c1<>1"
    );
    assert_eq!(step.chains.len(), 2);
}

#[test]
fn medusa_wrap_in_a_cell() {
    // As above, and 3 in column 1 only at r5c1 and r1c1: r1c1's 1 and 3 take one colour.
    let mut c = mixed_start(Layout::classic());
    set(&mut c, "r1c5", &[1, 2]);
    set(&mut c, "r5c5", &[2, 3]);
    only(&mut c, 3, row(5), cells(&["r5c5", "r5c1"]));
    only(&mut c, 3, col(1), cells(&["r5c1", "r1c1"]));
    only_from(&c, Technique::Medusa3d, &[]);
    let step = Technique::Medusa3d.find(&c).unwrap();
    assert_eq!(
        step.eliminations,
        marks(&[("r1c1", 1), ("r1c1", 3), ("r1c5", 2), ("r5c5", 3)])
    );
    assert_eq!(
        step.explanation,
        "colour A holds r1c1(1) and r1c1(3), two digits of one cell, so colour A is false ((1)r1c1-(1=2)r1c5-(2=3)r5c5-(3)r5c1=(3)r1c1) => r1c1<>1, r1c1<>3, r1c5<>2, r5c5<>3"
    );
    // One digit alone is simple colouring's, not Medusa's.
    let mut c = classic();
    only(&mut c, 1, row(1), cells(&["r1c1", "r1c5"]));
    only(&mut c, 1, col(5), cells(&["r1c5", "r4c5"]));
    only(&mut c, 1, row(4), cells(&["r4c5", "r4c2"]));
    only(&mut c, 1, col(2), cells(&["r4c2", "r2c2"]));
    assert!(Technique::SimpleColouring.find(&c).is_some());
    assert_eq!(Technique::Medusa3d.find(&c), None);
}

/// The cells that see every cell of `nodes` on `layout`.
fn seeing_all(layout: &Layout, nodes: &[usize]) -> CellSet {
    nodes
        .iter()
        .fold(CellSet::ALL, |acc, &n| acc & layout.peers(n))
}

#[test]
fn aic_and_nice_loops_on_a_jigsaw() {
    let layout = jigsaw_layout();
    assert!(!layout.is_classic());
    // AIC type 1: the ends r1c1 and r5c8 hold 1.
    let c = aic_type_1(layout.clone());
    let expected = marks_in(
        c.cells_of(1) & seeing_all(&layout, &[at("r1c1"), at("r5c8")]),
        &[1],
    );
    assert!(!expected.is_empty());
    let all = Technique::Aic.find_all(&c);
    assert!(
        all.iter().any(|s| s.eliminations == expected
            && s.chains[0].eureka == "(1)r1c1=(1-2)r1c5=(2)r5c5-(2=1)r5c8"),
        "{all:?}"
    );
    // The continuous loop: each weak link eliminates by the jigsaw's peers.
    let c = continuous_loop(layout.clone());
    let mut expected = marks_in(cells(&["r1c5"]), &[3, 4, 5, 6, 7, 8, 9]);
    expected.extend(marks_in(
        c.cells_of(2) & seeing_all(&layout, &[at("r5c5"), at("r5c1")]),
        &[2],
    ));
    expected.extend(marks_in(
        c.cells_of(1) & seeing_all(&layout, &[at("r5c1"), at("r1c1")]),
        &[1],
    ));
    expected.sort();
    let all = Technique::ContinuousNiceLoop.find_all(&c);
    assert!(all.iter().any(|s| s.eliminations == expected), "{all:?}");
    for step in &all {
        assert_eq!(step.chains[0].links.last(), Some(&Link::Weak), "{step}");
    }
}

/// A discontinuous nice loop on a jigsaw: 1 in row 1 only at r1c1 and r1c5, 2 in column
/// 5 only at r1c5 and r4c5, r1c1 = 1 or 3, r4c2 = 2 or 3. If r1c1 is not 1 it is 3, so
/// r4c2 is 2, r4c5 is not, r1c5 is 2 and r1c1 is 1. The loop closes through r1c1 and
/// r4c2, which see each other only in region A (r1c1, r1c2, r2c1..r2c3, r3c2, r3c3, r4c2,
/// r4c3): with 3x3 boxes there is no loop.
#[test]
fn discontinuous_nice_loop_on_a_jigsaw_closes_through_a_region() {
    let state = |layout: Arc<Layout>| {
        let mut c = blank(layout);
        only(&mut c, 1, row(1), cells(&["r1c1", "r1c5"]));
        only(&mut c, 2, col(5), cells(&["r1c5", "r4c5"]));
        set(&mut c, "r1c1", &[1, 3]);
        set(&mut c, "r4c2", &[2, 3]);
        c
    };
    let c = state(jigsaw_layout());
    only_from(&c, Technique::DiscontinuousNiceLoop, &[]);
    let step = Technique::DiscontinuousNiceLoop.find(&c).unwrap();
    assert_eq!(step.placements, marks(&[("r1c1", 1)]));
    assert!(step.eliminations.is_empty());
    assert_eq!(
        step.chains[0].eureka,
        "(1=3)r1c1-(3=2)r4c2-(2)r4c5=(2-1)r1c5=(1)r1c1"
    );
    let c = state(Layout::classic());
    assert_eq!(Technique::DiscontinuousNiceLoop.find(&c), None);
}

/// The jigsaw layout with 1 in region E only in column 4 (r6c4, r7c4, the group
/// r67c4) and column 5 (r4c5, r5c5, r6c5, the group r456c5).
fn region_e_group() -> Candidates {
    let layout = jigsaw_layout();
    let mut c = blank(layout.clone());
    only(
        &mut c,
        1,
        layout.region(4),
        cells(&["r6c4", "r7c4", "r4c5", "r5c5", "r6c5"]),
    );
    c
}

/// A grouped continuous nice loop on a jigsaw through the group r67c4, where column 4
/// meets region E (r4c5, r4c6, r5c5, r5c6, r6c2..r6c5, r7c4) across two 3x3 boxes. 1 in
/// region E only in column 4 (r6c4, r7c4) and column 5 (r4c5, r5c5, r6c5), in row 9 only
/// at r9c4 and r9c5: (1)r9c4=(1)r9c5-(1)r456c5=(1)r67c4-(1)r9c4, and each weak link
/// clears the rest of its column. Region E's two columns make no empty rectangle, and
/// r8c4, seeing r9c4 and r9c5 (column 4, region I), holds no 1 (else simple colouring
/// takes it).
#[test]
fn grouped_continuous_nice_loop_on_a_jigsaw_through_a_region_column() {
    let mut c = region_e_group();
    only(&mut c, 1, row(9), cells(&["r9c4", "r9c5"]));
    c.remove(at("r8c4"), 1);
    only_from(&c, Technique::GroupedContinuousNiceLoop, &[]);
    let step = Technique::GroupedContinuousNiceLoop.find(&c).unwrap();
    let mut expected = marks_in(cells(&["r1c4", "r2c4", "r3c4", "r4c4", "r5c4"]), &[1]);
    expected.extend(marks_in(
        cells(&["r1c5", "r2c5", "r3c5", "r7c5", "r8c5"]),
        &[1],
    ));
    expected.sort();
    assert_eq!(step.eliminations, expected);
    assert_eq!(
        step.chains[0].eureka,
        "(1)r9c4=(1)r9c5-(1)r456c5=(1)r67c4-(1)r9c4"
    );
    assert_eq!(step.chains[0].nodes[3].cells, cells(&["r6c4", "r7c4"]));
}

/// A grouped discontinuous nice loop on a jigsaw through the same group r67c4 of region
/// E: 1 in region E only at r67c4 and r456c5, in row 3 only at r3c1 and r3c5, and r5c4
/// = 1 or 5. If r3c1 is 5 it is not 1, so r3c5 is 1, region E's 1 is in r67c4, r5c4
/// (column 4) is not 1 but 5, and r3c1, seeing r5c4 in region D, is not 5 after all.
/// The same chain read from r5c4 removes its 1.
#[test]
fn grouped_discontinuous_nice_loop_on_a_jigsaw() {
    let mut c = region_e_group();
    only(&mut c, 1, row(3), cells(&["r3c1", "r3c5"]));
    set(&mut c, "r5c4", &[1, 5]);
    only_from(&c, Technique::GroupedDiscontinuousNiceLoop, &[]);
    let all = Technique::GroupedDiscontinuousNiceLoop.find_all(&c);
    let removed: Vec<Vec<Mark>> = all.iter().map(|s| s.eliminations.clone()).collect();
    assert_eq!(removed, [marks(&[("r5c4", 1)]), marks(&[("r3c1", 5)])]);
    // The loop closes at r5c4's 1 where the chain reaches it, not round its cell.
    assert_eq!(
        all[0].chains[0].eureka,
        "(1)r5c4-(1)r3c1=(1)r3c5-(1)r456c5=(1)r67c4-(1)r5c4"
    );
    assert_eq!(
        all[1].chains[0].eureka,
        "(5-1)r3c1=(1)r3c5-(1)r456c5=(1)r67c4-(1=5)r5c4-(5)r3c1"
    );
}

#[test]
fn grouped_aic_on_a_jigsaw_uses_a_row_segment_of_a_region() {
    let layout = jigsaw_layout();
    // A segment of row 1 inside one region, two or three cells long; p in row 1 outside
    // it, q in the region off row 1 and off their columns, and e, q's only partner for
    // 1 in its column.
    let mut shapes = (0..9).flat_map(|g| {
        let layout = &layout;
        let segment = layout.house(0) & layout.region(g);
        let column_of = move |x: usize| layout.house(9 + x % 9);
        (layout.house(0) - layout.region(g))
            .iter()
            .filter(move |_| (2..=3).contains(&segment.len()))
            .flat_map(move |p| {
                (layout.region(g) - layout.house(0))
                    .iter()
                    .filter(move |&q| q % 9 != p % 9 && segment.iter().all(|x| x % 9 != q % 9))
                    .flat_map(move |q| {
                        (column_of(q) - layout.region(g) - layout.house(0))
                            .iter()
                            .filter(move |&e| !layout.peers(e).contains(p))
                            .map(move |e| (segment, p, q, e))
                    })
            })
    });
    let (segment, p, q, e) = shapes
        .next()
        .expect("the layout has a row-1 segment with cells to chain through");
    let mut c = blank(layout.clone());
    only(&mut c, 1, layout.house(0), segment | CellSet::single(p));
    only(
        &mut c,
        1,
        layout.house(9 + q % 9),
        [q, e].into_iter().collect(),
    );
    let expected = marks_in(c.cells_of(1) & seeing_all(&layout, &[p, e]), &[1]);
    assert!(!expected.is_empty());
    let all = Technique::GroupedAic.find_all(&c);
    let step = all
        .iter()
        .find(|s| s.eliminations == expected)
        .unwrap_or_else(|| panic!("{all:?}"));
    assert!(
        step.chains[0].nodes.iter().any(|n| n.cells == segment),
        "{step}"
    );
}

mod als;

/// 3D Medusa on a jigsaw: 1 in row 1 only at r1c1 and r1c5, r1c5 = 1 or 2, 2 in column
/// 5 only at r1c5 and r4c5, r4c5 = 2 or 3, 3 in row 4 only at r4c5 and r4c2. r1c1's 1
/// and r4c2's 3 get opposite colours, and the two cells see each other only through
/// region A (r1c1,r1c2,r2c1..r2c3,r3c2,r3c3,r4c2,r4c3): with 3x3 boxes nothing is
/// trapped.
#[test]
fn medusa_traps_through_a_jigsaw_region() {
    let state = |layout: Arc<Layout>| {
        let mut c = blank(layout);
        only(&mut c, 1, row(1), cells(&["r1c1", "r1c5"]));
        only(&mut c, 2, col(5), cells(&["r1c5", "r4c5"]));
        only(&mut c, 3, row(4), cells(&["r4c5", "r4c2"]));
        set(&mut c, "r1c5", &[1, 2]);
        set(&mut c, "r4c5", &[2, 3]);
        // r6c2 sees both places of 3 in row 4 (through column 2 and region E): with a 3
        // it would be simple colouring's.
        c.remove(at("r6c2"), 3);
        c
    };
    let layout = jigsaw_layout();
    assert_eq!(layout.region_of(at("r1c1")), layout.region_of(at("r4c2")));
    let c = state(layout);
    only_from(&c, Technique::Medusa3d, &[]);
    let step = Technique::Medusa3d.find(&c).unwrap();
    assert_eq!(step.eliminations, marks(&[("r1c1", 3), ("r4c2", 1)]));
    assert_eq!(
        step.explanation,
        "one colour is true, and each candidate removed sees, or shares its cell with, both colours: (1)r1c1=(1-2)r1c5=(2-3)r4c5=(3)r4c2; (3)r4c2=(3-2)r4c5=(2-1)r1c5=(1)r1c1 => r1c1<>3, r4c2<>1"
    );
    assert_eq!(Technique::Medusa3d.find(&state(Layout::classic())), None);
}
