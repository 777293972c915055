//! Fixtures of the ALS techniques and Sue de Coq: each fires where the simpler
//! techniques find nothing, with its exact eliminations.

use super::*;

/// A singly linked ALS-XZ: A = r1c1,r1c4,r1c6 {1237} and B = r2c5,r2c8,r2c9 {1346}
/// share only the restricted common 3 (r1c4 sees r2c5), so 1 is in A or in B.
#[test]
fn als_xz_singly_linked() {
    let mut c = classic();
    set(&mut c, "r1c1", &[1, 2, 7]);
    set(&mut c, "r1c4", &[2, 3, 7]);
    set(&mut c, "r1c6", &[2, 7]);
    set(&mut c, "r2c5", &[3, 4]);
    set(&mut c, "r2c8", &[4, 6]);
    set(&mut c, "r2c9", &[1, 6]);
    nothing_simpler_fires(&c, Technique::AlsXz, &[]);
    let step = Technique::AlsXz.find(&c).unwrap();
    assert_eq!(
        step.eliminations,
        marks(&[
            ("r1c7", 1),
            ("r1c8", 1),
            ("r1c9", 1),
            ("r2c1", 1),
            ("r2c2", 1),
            ("r2c3", 1)
        ])
    );
    assert_eq!(step.chains.len(), 1);
    assert_eq!(step.chains[0].eureka, "(1)r1c1=(3)r1c4-(3)r2c5=(1)r2c9");
    assert_eq!(step.houses.len(), 2);
}

/// A doubly linked ALS-XZ: A = r1c1,r1c4,r1c6 {1235} and B = r2c2,r2c5,r2c8 {1346} share
/// the restricted commons 1 (box 1) and 3 (box 2): both are locked sets.
#[test]
fn als_xz_doubly_linked() {
    let mut c = classic();
    set(&mut c, "r1c1", &[1, 2, 5]);
    set(&mut c, "r1c4", &[2, 3, 5]);
    set(&mut c, "r1c6", &[2, 5]);
    set(&mut c, "r2c2", &[1, 4, 6]);
    set(&mut c, "r2c5", &[3, 4]);
    set(&mut c, "r2c8", &[4, 6]);
    nothing_simpler_fires(&c, Technique::AlsXz, &[]);
    let step = Technique::AlsXz.find(&c).unwrap();
    let mut expected = marks_in(
        cells(&["r1c2", "r1c3", "r2c1", "r2c3", "r3c1", "r3c2", "r3c3"]),
        &[1],
    );
    expected.extend(marks_in(
        cells(&["r1c5", "r2c4", "r2c6", "r3c4", "r3c5", "r3c6"]),
        &[3],
    ));
    expected.extend(marks_in(
        cells(&["r1c2", "r1c3", "r1c5", "r1c7", "r1c8", "r1c9"]),
        &[2, 5],
    ));
    expected.extend(marks_in(
        cells(&["r2c1", "r2c3", "r2c4", "r2c6", "r2c7", "r2c9"]),
        &[4, 6],
    ));
    expected.sort();
    assert_eq!(step.eliminations, expected);
    assert!(step.explanation.contains("restricted commons 13"), "{step}");
    assert_eq!(
        step.chains[0].eureka,
        "(1)r1c1=(3)r1c4-(3)r2c5=(1)r2c2-(1)r1c1"
    );
}

/// Pivot r5c5 {34}; A = r5c1,r4c2,r6c3 {3679} in box 4 linked by 3 (row 5), B =
/// r1c5,r1c8,r1c9 {2489} in row 1 linked by 4 (column 5): 9 is in A or B.
#[test]
fn als_xy_wing() {
    let mut c = classic();
    set(&mut c, "r5c5", &[3, 4]);
    set(&mut c, "r5c1", &[3, 6, 7]);
    set(&mut c, "r4c2", &[6, 7, 9]);
    set(&mut c, "r6c3", &[6, 7]);
    set(&mut c, "r1c5", &[2, 4, 8]);
    set(&mut c, "r1c8", &[2, 8, 9]);
    set(&mut c, "r1c9", &[2, 8]);
    nothing_simpler_fires(&c, Technique::AlsXyWing, &[]);
    let step = Technique::AlsXyWing.find(&c).unwrap();
    assert_eq!(step.eliminations, marks(&[("r1c2", 9), ("r4c8", 9)]));
    assert_eq!(
        step.chains[0].eureka,
        "(9)r1c8=(4)r1c5-(4=3)r5c5-(3)r5c1=(9)r4c2"
    );
}

/// A death blossom on the given cells: the stem {123}, and per stem digit d a petal of
/// two cells, the first {d, 4|6|7} seeing the stem, the second {4|6|7, 9}.
fn death_blossom_state(layout: Arc<Layout>, stem: &str, petals: [[&str; 2]; 3]) -> Candidates {
    let mut c = blank(layout);
    set(&mut c, stem, &[1, 2, 3]);
    for ([first, second], (d, e)) in petals.into_iter().zip([(1, 4), (2, 6), (3, 7)]) {
        set(&mut c, first, &[d, e]);
        set(&mut c, second, &[e, 9]);
    }
    c
}

/// Stem r5c5 {123} with petals {149} in row 5 (its 1 at r5c9), {269} in column 5 (2 at
/// r9c5) and {379} in row 2 (3 at r2c5): some petal holds 9, and only r1c1 sees them all.
#[test]
fn death_blossom() {
    let c = death_blossom_state(
        Layout::classic(),
        "r5c5",
        [["r5c9", "r5c1"], ["r9c5", "r1c5"], ["r2c5", "r2c2"]],
    );
    nothing_simpler_fires(&c, Technique::DeathBlossom, &[]);
    let step = Technique::DeathBlossom.find(&c).unwrap();
    assert_eq!(step.eliminations, marks(&[("r1c1", 9)]));
    assert_eq!(step.chains.len(), 3);
    assert_eq!(step.chains[0].eureka, "(1)r5c5-(1)r5c9=(9)r5c1");
}

/// The death blossom on a jigsaw, where the third petal, r6c2 {37} and r4c2 {79} in
/// column 2, hangs on the regions twice: its 3 sees the stem r5c5 only through region E
/// (r4c5,r4c6,r5c5,r5c6,r6c2..r6c5,r7c4), and its 9 is seen from r1c1 only through region
/// A (r1c1,r1c2,r2c1..r2c3,r3c2,r3c3,r4c2,r4c3). With 3x3 boxes there is no blossom.
#[test]
fn death_blossom_on_a_jigsaw() {
    let petals = [["r5c9", "r5c1"], ["r9c5", "r1c5"], ["r6c2", "r4c2"]];
    let layout = jigsaw_layout();
    assert_eq!(layout.region_of(at("r6c2")), layout.region_of(at("r5c5")));
    assert_eq!(layout.region_of(at("r4c2")), layout.region_of(at("r1c1")));
    let c = death_blossom_state(layout, "r5c5", petals);
    nothing_simpler_fires(&c, Technique::DeathBlossom, &[]);
    let step = Technique::DeathBlossom.find(&c).unwrap();
    assert_eq!(step.eliminations, marks(&[("r1c1", 9)]));
    assert_eq!(step.chains[2].eureka, "(3)r5c5-(3)r6c2=(9)r4c2");
    let c = death_blossom_state(Layout::classic(), "r5c5", petals);
    assert_eq!(Technique::DeathBlossom.find(&c), None);
}

/// C = r1c1,r1c2 {1256} where row 1 meets box 1, with r1c5 {15} of the row and r2c3 {26}
/// of the box: four cells, four digits.
#[test]
fn sue_de_coq() {
    let with_box_cell = |ds: &[u8]| {
        let mut c = classic();
        set(&mut c, "r1c1", &[1, 2, 5]);
        set(&mut c, "r1c2", &[1, 2, 6]);
        set(&mut c, "r1c5", &[1, 5]);
        set(&mut c, "r2c3", ds);
        c
    };
    let c = with_box_cell(&[2, 6]);
    nothing_simpler_fires(&c, Technique::SueDeCoq, &[]);
    let step = Technique::SueDeCoq.find(&c).unwrap();
    let mut expected = marks_in(
        cells(&["r1c3", "r1c4", "r1c6", "r1c7", "r1c8", "r1c9"]),
        &[1, 5],
    );
    expected.extend(marks_in(
        cells(&["r1c3", "r2c1", "r2c2", "r3c1", "r3c2", "r3c3"]),
        &[2, 6],
    ));
    expected.sort();
    assert_eq!(step.eliminations, expected);
    assert_eq!(step.houses.len(), 2);
    // Without the box's cell the pattern has one digit too many.
    assert_eq!(Technique::SueDeCoq.find(&with_box_cell(&[2, 6, 7])), None);
}

/// On a jigsaw: two cells where row 1 meets a region, a cell of the row outside the
/// region and one of the region outside the row.
#[test]
fn sue_de_coq_on_a_jigsaw() {
    let layout = jigsaw_layout();
    let line = layout.house(0);
    let region = (0..9)
        .map(|g| layout.region(g))
        .find(|&g| (g & line).len() >= 2 && !(g - line).is_empty() && g & line != line)
        .expect("row 1 meets some region in two cells");
    let mut meet = (region & line).iter();
    let (p, q) = (meet.next().unwrap(), meet.next().unwrap());
    let l = (line - region).first().unwrap();
    let r = (region - line).first().unwrap();
    let mut c = blank(layout.clone());
    let pattern: [(usize, &[u8]); 4] =
        [(p, &[1, 2, 5]), (q, &[1, 2, 6]), (l, &[1, 5]), (r, &[2, 6])];
    for (cell, ds) in pattern {
        for d in 1..=9 {
            if !ds.contains(&d) {
                c.remove(cell, d);
            }
        }
    }
    let step = Technique::SueDeCoq.find(&c).unwrap();
    let mut expected = marks_in(line - [p, q, l].into_iter().collect(), &[1, 5]);
    expected.extend(marks_in(region - [p, q, r].into_iter().collect(), &[2, 6]));
    expected.sort();
    assert_eq!(step.eliminations, expected);
}

/// Restricts each cell to its digits.
fn set_cells(c: &mut Candidates, pattern: &[(usize, &[u8])]) {
    for &(cell, ds) in pattern {
        for d in 1..=9 {
            if !ds.contains(&d) {
                c.remove(cell, d);
            }
        }
    }
}

/// The singly linked ALS-XZ of the classic fixture on a jigsaw: A in row 1, B in row 2,
/// their 3s sharing a region, their 1s seeing each other nowhere.
#[test]
fn als_xz_on_a_jigsaw() {
    let layout = jigsaw_layout();
    let (r1, r2) = (layout.house(0), layout.house(1));
    let (a3, b3) = r1
        .iter()
        .flat_map(|a| r2.iter().map(move |b| (a, b)))
        .find(|&(a, b)| a % 9 != b % 9 && layout.region_of(a) == layout.region_of(b))
        .expect("rows 1 and 2 share a region");
    let sees = |x: usize, y: usize| layout.peers(x).contains(y);
    let rest1: Vec<usize> = r1.iter().filter(|&x| x != a3 && x % 9 != b3 % 9).collect();
    let rest2: Vec<usize> = r2.iter().filter(|&x| x != b3 && x % 9 != a3 % 9).collect();
    let (a1, b1) = rest1
        .iter()
        .flat_map(|&a| rest2.iter().map(move |&b| (a, b)))
        .find(|&(a, b)| !sees(a, b))
        .expect("a cell of row 1 and one of row 2 that do not see each other");
    let af = *rest1.iter().find(|&&x| x != a1).unwrap();
    let bf = *rest2.iter().find(|&&x| x != b1).unwrap();
    let mut c = blank(layout.clone());
    set_cells(
        &mut c,
        &[
            (a1, &[1, 2, 7]),
            (a3, &[2, 3, 7]),
            (af, &[2, 7]),
            (b3, &[3, 4]),
            (bf, &[4, 6]),
            (b1, &[1, 6]),
        ],
    );
    nothing_simpler_fires(&c, Technique::AlsXz, &[]);
    let step = Technique::AlsXz.find(&c).unwrap();
    let pattern: CellSet = [a1, a3, af, b3, bf, b1].into_iter().collect();
    let victims = (layout.peers(a1) & layout.peers(b1)) - pattern;
    assert!(!victims.is_empty());
    assert_eq!(step.eliminations, marks_in(victims, &[1]));
}

/// The ALS-XY-wing of the classic fixture on a jigsaw: the pivot in row 5, A in row 1
/// and B in row 9, each linked to the pivot through its column.
#[test]
fn als_xy_wing_on_a_jigsaw() {
    let layout = jigsaw_layout();
    let at_rc = |r: usize, k: usize| r * 9 + k;
    let pivot = at_rc(4, 4);
    let (a3, b4) = (at_rc(0, 4), at_rc(8, 4));
    // A's 9 and B's 9 must not see each other.
    let (j1, j3) = (0..9)
        .flat_map(|x| (0..9).map(move |y| (x, y)))
        .find(|&(x, y)| {
            x != 4 && y != 4 && x != y && !layout.peers(at_rc(0, x)).contains(at_rc(8, y))
        })
        .expect("two columns whose row-1 and row-9 cells do not meet");
    let free: Vec<usize> = (0..9).filter(|&k| k != 4 && k != j1 && k != j3).collect();
    let (a9, af) = (at_rc(0, j1), at_rc(0, free[0]));
    let (b9, bf) = (at_rc(8, j3), at_rc(8, free[1]));
    let mut c = blank(layout.clone());
    set_cells(
        &mut c,
        &[
            (pivot, &[3, 4]),
            (a3, &[3, 6, 7]),
            (a9, &[6, 7, 9]),
            (af, &[6, 7]),
            (b4, &[2, 4, 8]),
            (b9, &[2, 8, 9]),
            (bf, &[2, 8]),
        ],
    );
    nothing_simpler_fires(&c, Technique::AlsXyWing, &[]);
    let step = Technique::AlsXyWing.find(&c).unwrap();
    let pattern: CellSet = [pivot, a3, a9, af, b4, b9, bf].into_iter().collect();
    let victims = (layout.peers(a9) & layout.peers(b9)) - pattern;
    assert!(!victims.is_empty());
    assert_eq!(step.eliminations, marks_in(victims, &[9]));
}

/// One of HoDoKu's ALS-XY-chain exemplars (a puzzle of its library): once the ladder
/// below the chain is spent, a chain of four ALSs removes 2 from r3c9 and r4c8 (with
/// ALSs of at most four cells the ladder stopped elsewhere, where a chain removed 6 from
/// r1c2).
#[test]
fn als_chain_on_an_exemplar() {
    let p = classic_puzzle(
        "..7..5..4.......16......5..3..9.....8.4.......56378........2.61..346925...91.....",
    );
    let solution = unique_solution(&p).unwrap();
    let below: Vec<Technique> = Technique::ALL
        .into_iter()
        .skip_while(|&t| t != Technique::AlsChain)
        .collect();
    let stuck = solve_path(&Candidates::from_puzzle(&p), &ladder_without(&below));
    assert_eq!(stuck.stuck, Some(Stuck::NoTechnique));
    let step = Technique::AlsChain.find(&stuck.end).unwrap();
    super::assert_sound(&step, &solution);
    assert_eq!(step.eliminations, marks(&[("r3c9", 2), ("r4c8", 2)]));
    assert_eq!(
        step.chains[0].eureka,
        "(2=9)r6c9-(9=2)r6c1-(2)r19c1=(9)r1c1-(9)r1c258=(2)r1c8"
    );
}

/// Four two-cell ALSs in a row, on the given cells in pairs: A1 {159} = {159}, {15}; A2
/// {126} = {126}, {26}; A3 {237} = {237}, {37}; A4 {389} = {389}, {89}. Chained by their
/// restricted commons 1, 2 and 3, if A1 lacks 9 then A1 holds 1, A2 lacks it and holds 2,
/// A3 lacks 2 and holds 3, A4 lacks 3 and holds 9: 9 is in A1 or A4.
fn four_als_chain(layout: Arc<Layout>, cells: [&str; 8]) -> Candidates {
    let digits: [&[u8]; 8] = [
        &[1, 5, 9],
        &[1, 5],
        &[1, 2, 6],
        &[2, 6],
        &[2, 3, 7],
        &[3, 7],
        &[3, 8, 9],
        &[8, 9],
    ];
    let mut c = blank(layout);
    for (cell, ds) in cells.into_iter().zip(digits) {
        set(&mut c, cell, ds);
    }
    c
}

/// The four ALSs by hand: A1 = r1c1, r1c5 (row 1), A2 = r1c8, r5c8 (column 8), A3 =
/// r8c8, r8c2 (row 8), A4 = r8c4, r4c4 (column 4), linked in row 1, column 8 and row 8.
/// Only r1c4 sees A1's 9 and both of A4's. Each ALS's second cell lies off the house it
/// shares with the ALS before, so no two neighbours make one bigger ALS (which would
/// give an ALS-XZ with the rest of the chain), and the bivalue cells share no digit, so
/// there is no XY-chain or AIC either.
#[test]
fn als_chain_of_four_hand_made() {
    let cells = [
        "r1c1", "r1c5", "r1c8", "r5c8", "r8c8", "r8c2", "r8c4", "r4c4",
    ];
    let c = four_als_chain(Layout::classic(), cells);
    nothing_simpler_fires(&c, Technique::AlsChain, &[]);
    let step = Technique::AlsChain.find(&c).unwrap();
    assert_eq!(step.eliminations, marks(&[("r1c4", 9)]));
    assert_eq!(
        step.chains[0].eureka,
        "(9)r1c1=(1)r1c15-(1)r1c8=(2)r15c8-(2)r8c8=(3)r8c28-(3)r8c4=(9)r48c4"
    );
    // A4 a row lower, at r9c4 and r4c4: its 3 no longer sees A3's, and the chain breaks.
    let mut lower = cells;
    lower[6] = "r9c4";
    assert_eq!(
        Technique::AlsChain.find(&four_als_chain(Layout::classic(), lower)),
        None
    );
}

/// The four ALSs on a jigsaw, where A3 = r8c8, r6c6 lies in region G (r6c6..r6c8,
/// r7c7, r7c8, r8c7, r8c8, r9c8, r9c9) and nowhere else, and its 3 at r6c6 sees A4's
/// r7c7 {389} only through that region: with 3x3 boxes A3 is no ALS and there is no
/// chain. A1 = r1c1, r1c5 (row 1), A2 = r1c8, r5c8 (column 8), A4 = r7c7, r2c7 (column
/// 7): r1c7 sees A1's 9 and A4's.
#[test]
fn als_chain_on_a_jigsaw() {
    let cells = [
        "r1c1", "r1c5", "r1c8", "r5c8", "r8c8", "r6c6", "r7c7", "r2c7",
    ];
    let layout = jigsaw_layout();
    let g = layout.region_of(at("r8c8"));
    assert!(["r6c6", "r7c7"]
        .iter()
        .all(|&x| layout.region_of(at(x)) == g));
    let c = four_als_chain(layout, cells);
    nothing_simpler_fires(&c, Technique::AlsChain, &[]);
    let step = Technique::AlsChain.find(&c).unwrap();
    assert_eq!(step.eliminations, marks(&[("r1c7", 9)]));
    assert_eq!(
        step.chains[0].eureka,
        "(9)r1c1=(1)r1c15-(1)r1c8=(2)r15c8-(2)r8c8=(3)r6c6,r8c8-(3)r7c7=(9)r27c7"
    );
    let c = four_als_chain(Layout::classic(), cells);
    assert_eq!(Technique::AlsChain.find(&c), None);
}

/// An ALS of five cells, {123}, {124}, {135}, {356} and {456}: six digits, and no two,
/// three or four of its cells an ALS themselves. Its 6s (the last two cells) all see the
/// bivalue cell `b` {16}, so 6 is their restricted common, and 1 is in the five cells or
/// in `b`.
fn five_cell_als(layout: Arc<Layout>, a: [usize; 5], b: usize) -> Candidates {
    let digits: [&[u8]; 5] = [&[1, 2, 3], &[1, 2, 4], &[1, 3, 5], &[3, 5, 6], &[4, 5, 6]];
    let mut c = blank(layout);
    for (cell, ds) in a.into_iter().zip(digits) {
        set_cells(&mut c, &[(cell, ds)]);
    }
    set_cells(&mut c, &[(b, &[1, 6])]);
    c
}

/// An ALS-XZ that needs an ALS of five cells: A = r1c1..r1c5 {123456}, B = r2c6 {16},
/// linked by 6 in box 2. With ALSs of at most four cells nothing finds it.
#[test]
fn als_xz_with_a_five_cell_als() {
    let a = [at("r1c1"), at("r1c2"), at("r1c3"), at("r1c4"), at("r1c5")];
    let c = five_cell_als(Layout::classic(), a, at("r2c6"));
    nothing_simpler_fires(&c, Technique::AlsXz, &[]);
    let step = Technique::AlsXz.find(&c).unwrap();
    assert_eq!(
        step.eliminations,
        marks(&[("r1c6", 1), ("r2c1", 1), ("r2c2", 1), ("r2c3", 1)])
    );
    assert!(
        step.explanation
            .contains("ALS r1c1,r1c2,r1c3,r1c4,r1c5 {123456}"),
        "{step}"
    );
    assert_eq!(step.chains[0].eureka, "(1=6)r2c6-(6)r1c45=(1)r1c123");
}

/// The five-cell ALS on a jigsaw: its 6s in two cells of row 1 that share a region with
/// a cell of row 2, B, in another column; its 1s in three other cells of row 1, chosen so
/// that a cell of row 1 left open sees B.
#[test]
fn als_xz_with_a_five_cell_als_on_a_jigsaw() {
    let layout = jigsaw_layout();
    let (r1, r2) = (layout.house(0), layout.house(1));
    let (a4, a5, b) = r1
        .iter()
        .flat_map(|x| r1.iter().map(move |y| (x, y)))
        .filter(|&(x, y)| x < y && layout.region_of(x) == layout.region_of(y))
        .find_map(|(x, y)| {
            r2.iter()
                .find(|&b| {
                    layout.region_of(b) == layout.region_of(x) && b % 9 != x % 9 && b % 9 != y % 9
                })
                .map(|b| (x, y, b))
        })
        .expect("a region with two cells of row 1 and one of row 2 in another column");
    // The 1s in three other cells of row 1, leaving out cells of two regions (so that no
    // digit of the four left is locked in one region).
    let rest: Vec<usize> = r1.iter().filter(|&x| x != a4 && x != a5).collect();
    let n = rest.len();
    let r = &rest;
    let a = (0..n)
        .flat_map(|i| (i + 1..n).map(move |j| (i, j)))
        .flat_map(|(i, j)| (j + 1..n).map(move |k| [r[i], r[j], r[k], a4, a5]))
        .find(|a| {
            let left: Vec<usize> = rest.iter().copied().filter(|x| !a.contains(x)).collect();
            let seen = layout.peers(a[0]) & layout.peers(a[1]) & layout.peers(a[2]);
            left.iter()
                .any(|&x| layout.region_of(x) != layout.region_of(left[0]))
                && left
                    .iter()
                    .any(|&x| seen.contains(x) && layout.peers(b).contains(x))
        })
        .expect("three cells of row 1 whose leaving out spans two regions, one seeing B");
    let c = five_cell_als(layout.clone(), a, b);
    nothing_simpler_fires(&c, Technique::AlsXz, &[]);
    let step = Technique::AlsXz.find(&c).unwrap();
    let pattern: CellSet = a.into_iter().chain([b]).collect();
    let victims =
        (layout.peers(a[0]) & layout.peers(a[1]) & layout.peers(a[2]) & layout.peers(b)) - pattern;
    assert!(!victims.is_empty());
    assert_eq!(step.eliminations, marks_in(victims, &[1]));
}

/// HoDoKu's ALS exemplars (ALS-XZ, ALS-XY-wing, ALS-XY-chain): every one HoDoKu solves
/// with singles and that technique alone is solved without forcing, every step is sound,
/// and each technique applies on the path of most of its section's puzzles.
#[test]
#[ignore]
fn hodoku_als_exemplars_are_solved_without_forcing() {
    super::fish::exemplars_are_solved_without_forcing(&[
        ("#0901", Technique::AlsXz),
        ("#0902", Technique::AlsXyWing),
        ("#0903", Technique::AlsChain),
    ]);
}
