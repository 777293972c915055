//! Fish: X-wing, swordfish and jellyfish, plain, finned and sashimi, then the franken and
//! mutant fish: each fires, with its exact eliminations, where no technique before it in
//! the ladder does; and the HoDoKu exemplars of the fish with fins, the franken and mutant
//! fish and the empty rectangle are solved without forcing.

use super::*;
use std::collections::BTreeMap;

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

#[test]
fn finned_and_sashimi_x_wing() {
    let mut c = classic();
    only(&mut c, 5, row(2), cells(&["r2c3", "r2c8"]));
    only(&mut c, 5, row(6), cells(&["r6c3", "r6c8", "r6c9"]));
    let step = first_to_fire(&c, Technique::FinnedXWing);
    assert_eq!(step.eliminations, marks(&[("r4c8", 5), ("r5c8", 5)]));
    assert_eq!(
        step.explanation,
        "in row 2, row 6, 5 lies only in column 3, column 8 but for the fin r6c9: either a fin \
         is 5 or the fish stands, so cells of column 3, column 8 that see every fin lose 5"
    );
    assert_eq!(Technique::SashimiXWing.find(&c), None);

    // Without r6c8 the fish is sashimi; two fins keep it from being a skyscraper.
    let mut c = classic();
    only(&mut c, 5, row(2), cells(&["r2c3", "r2c8"]));
    only(&mut c, 5, row(6), cells(&["r6c3", "r6c7", "r6c9"]));
    let step = first_to_fire(&c, Technique::SashimiXWing);
    assert_eq!(step.eliminations, marks(&[("r4c8", 5), ("r5c8", 5)]));
    // Fins in two boxes see no cover cell together: nothing.
    let mut c = classic();
    only(&mut c, 5, row(2), cells(&["r2c3", "r2c8"]));
    only(&mut c, 5, row(6), cells(&["r6c3", "r6c5", "r6c9"]));
    assert_eq!(Technique::SashimiXWing.find(&c), None);
    assert_eq!(Technique::FinnedXWing.find(&c), None);
}

#[test]
fn finned_and_sashimi_swordfish() {
    let mut c = classic();
    only(&mut c, 5, row(1), cells(&["r1c1", "r1c4"]));
    only(&mut c, 5, row(5), cells(&["r5c4", "r5c7"]));
    only(&mut c, 5, row(9), cells(&["r9c1", "r9c7", "r9c8"]));
    let step = first_to_fire(&c, Technique::FinnedSwordfish);
    assert_eq!(step.eliminations, marks(&[("r7c7", 5), ("r8c7", 5)]));

    let mut c = classic();
    only(&mut c, 5, row(1), cells(&["r1c1", "r1c4"]));
    only(&mut c, 5, row(5), cells(&["r5c4", "r5c7"]));
    only(&mut c, 5, row(9), cells(&["r9c1", "r9c8", "r9c9"]));
    let step = first_to_fire(&c, Technique::SashimiSwordfish);
    assert_eq!(step.eliminations, marks(&[("r7c7", 5), ("r8c7", 5)]));
}

/// Rows 1, 2 and 4 of a jellyfish on 5 in columns 1, 2, 4 and 7: three cells each, so no
/// smaller fish, and no box of theirs holds its 5s in one line.
fn jellyfish_rows() -> Candidates {
    let mut c = classic();
    only(&mut c, 5, row(1), cells(&["r1c1", "r1c4", "r1c7"]));
    only(&mut c, 5, row(2), cells(&["r2c2", "r2c4", "r2c7"]));
    only(&mut c, 5, row(4), cells(&["r4c1", "r4c2", "r4c7"]));
    c
}

#[test]
fn finned_and_sashimi_jellyfish() {
    let mut c = jellyfish_rows();
    only(&mut c, 5, row(7), cells(&["r7c1", "r7c2", "r7c4", "r7c5"]));
    let step = first_to_fire(&c, Technique::FinnedJellyfish);
    assert_eq!(step.eliminations, marks(&[("r8c4", 5), ("r9c4", 5)]));

    let mut c = jellyfish_rows();
    only(&mut c, 5, row(7), cells(&["r7c1", "r7c5", "r7c6"]));
    let step = first_to_fire(&c, Technique::SashimiJellyfish);
    assert_eq!(step.eliminations, marks(&[("r8c4", 5), ("r9c4", 5)]));
}

/// The mixed-digit chains and ALS techniques, which come before the franken and mutant
/// fish in the ladder (those are off by default): a fish with regions among its houses is
/// a loop of (grouped) strong links through its bases and covers, so these may see it
/// first. Nothing simpler may.
fn chains_and_als() -> Vec<Technique> {
    let all = Technique::ALL;
    let after_xy_chain = all.iter().position(|&t| t == Technique::XyChain).unwrap() + 1;
    let franken = all
        .iter()
        .position(|&t| t == Technique::FrankenXWing)
        .unwrap();
    all[after_xy_chain..franken].to_vec()
}

/// The base and cover house names of a fish step, in the order it lists them.
fn house_names(step: &Step) -> Vec<&str> {
    step.houses.iter().map(|h| h.name.as_str()).collect()
}

fn classic_box(b: usize) -> CellSet {
    Layout::classic().region(b - 1)
}

/// Row 1 and box 9 hold 4 only in columns 1, 7 and 8, and so does row 4 given only those
/// cells: a franken swordfish.
fn franken_swordfish(row4: &[&str]) -> Candidates {
    let mut c = classic();
    only(&mut c, 4, row(1), cells(&["r1c1", "r1c7", "r1c8"]));
    only(&mut c, 4, row(4), cells(row4));
    only(&mut c, 4, classic_box(9), cells(&["r7c7", "r8c8", "r9c7"]));
    c
}

#[test]
fn franken_swordfish_takes_a_box_as_a_base() {
    let c = franken_swordfish(&["r4c1", "r4c7", "r4c8"]);
    let step = first_to_fire_besides(&c, Technique::FrankenSwordfish, &chains_and_als());
    let base = cells(&["r1c1", "r1c7", "r1c8", "r4c1", "r4c7", "r4c8"]) | classic_box(9);
    let cover = col(1) | col(7) | col(8);
    assert_eq!(step.eliminations, marks_in(cover - base, &[4]));
    assert_eq!(
        house_names(&step),
        ["row 1", "row 4", "box 9", "column 1", "column 7", "column 8"]
    );
}

/// The franken swordfish with a fin: row 4 also holds 4 in r4c9, outside the covers.
/// Either r4c9 is 4, and box 6 holds no other 4, or the fish stands and columns 7 and 8
/// hold no 4 outside its bases: either way r5c7 r5c8 r6c7 r6c8, in the covers and in
/// the fin's box, lose 4. No basic fish sees it: rows 1 and 4 span four columns, and
/// every other row holds 4 in at least seven.
#[test]
fn finned_franken_swordfish() {
    let c = franken_swordfish(&["r4c1", "r4c7", "r4c8", "r4c9"]);
    let step = first_to_fire_besides(&c, Technique::FinnedFrankenSwordfish, &chains_and_als());
    assert_eq!(
        step.eliminations,
        marks(&[("r5c7", 4), ("r5c8", 4), ("r6c7", 4), ("r6c8", 4)])
    );
    assert_eq!(
        house_names(&step),
        ["row 1", "row 4", "box 9", "column 1", "column 7", "column 8"]
    );
}

/// Rows 3, 4 and 5 hold 5 only in columns 1, 4, 6 and 9: three rows in four columns, no
/// basic fish, since every other row holds 5 in at least six columns. Box 8 holds 5
/// only in r7c4 and r9c6, in two of those columns: it is the fourth base.
fn franken_jellyfish_bases(row3: CellSet) -> Candidates {
    let columns = col(1) | col(4) | col(6) | col(9);
    let mut c = classic();
    only(&mut c, 5, row(3), row3);
    for r in [4, 5] {
        only(&mut c, 5, row(r), columns);
    }
    only(&mut c, 5, classic_box(8), cells(&["r7c4", "r9c6"]));
    c
}

/// The four bases of `franken_jellyfish_bases` hold four 5s, all in columns 1, 4, 6 and
/// 9, so those columns hold no 5 outside the bases.
#[test]
fn franken_jellyfish() {
    let columns = col(1) | col(4) | col(6) | col(9);
    let c = franken_jellyfish_bases(row(3) & columns);
    let step = first_to_fire_besides(&c, Technique::FrankenJellyfish, &chains_and_als());
    let base = row(3) | row(4) | row(5) | classic_box(8);
    assert_eq!(step.eliminations, marks_in(columns - base, &[5]));
    assert_eq!(
        house_names(&step),
        ["row 3", "row 4", "row 5", "box 8", "column 1", "column 4", "column 6", "column 9"]
    );
}

/// The franken jellyfish with a fin r3c2 in row 3: either r3c2 is 5, and box 1 holds no
/// other 5, or the fish stands; r1c1 and r2c1, in column 1 and in the fin's box, lose 5.
#[test]
fn finned_franken_jellyfish() {
    let columns = col(1) | col(4) | col(6) | col(9);
    let c = franken_jellyfish_bases(row(3) & (columns | col(2)));
    let step = first_to_fire_besides(&c, Technique::FinnedFrankenJellyfish, &chains_and_als());
    assert_eq!(step.eliminations, marks(&[("r1c1", 5), ("r2c1", 5)]));
    assert_eq!(
        house_names(&step),
        ["row 3", "row 4", "row 5", "box 8", "column 1", "column 4", "column 6", "column 9"]
    );
}

/// A franken X-wing with a jigsaw region as a base: region C of the fixture layout
/// reaches columns 6 and 9, which no box spans together, and holds 5 only in them; row 8
/// holds 5 only in r8c6 and r8c9. The two bases hold two 5s, both in columns 6 and 9,
/// which lose 5 everywhere else.
#[test]
fn franken_x_wing_takes_a_jigsaw_region_as_a_base() {
    let layout = jigsaw_layout();
    let region_c = layout.region(layout.region_of(at("r1c6")));
    assert_eq!(
        region_c,
        cells(&["r1c6", "r1c7", "r1c8", "r1c9", "r2c6", "r2c8", "r2c9", "r3c8", "r3c9"])
    );
    let mut c = blank(layout);
    only(&mut c, 5, region_c, col(6) | col(9));
    only(&mut c, 5, row(8), cells(&["r8c6", "r8c9"]));
    let step = first_to_fire_besides(&c, Technique::FrankenXWing, &chains_and_als());
    let cover = col(6) | col(9);
    assert_eq!(step.eliminations, marks_in(cover - region_c - row(8), &[5]));
    assert_eq!(
        house_names(&step),
        ["row 8", "region C", "column 6", "column 9"]
    );
}

/// A jigsaw layout (`Layout::random` with seed 102, which has a filling) where two
/// regions each reach both row 2 and column 4: region B (r1c4..r1c9, r2c9, r3c8, r3c9)
/// and region C (r2c4..r2c8, r3c4, r3c5, r4c4, r4c5). On the classic grid only the box
/// at their crossing meets both a row and a column, so no two boxes can cover them.
const ROW_AND_COLUMN_IN_TWO_REGIONS: &str = "
    AAABBBBBB
    AAACCCCCB
    DAACCEEBB
    DADCCEFFF
    DDDEEEEFG
    DHIEIEFFG
    DHIIIIFFG
    DHHIIIGFG
    HHHHHGGGG";

/// A mutant X-wing, bases a row and a column (no franken fish mixes those): row 2 holds
/// 5 only in r2c5 r2c8 (region C) and r2c9 (region B), column 4 only in r1c4 (region B)
/// and r3c4 r4c4 (region C). The two bases hold two 5s, all in regions B and C, so each
/// region holds one of them and loses 5 everywhere else. Each base splits over both
/// regions, so no locked candidates; each holds three 5s, so neither is a conjugate pair
/// for a kite or simple colouring; only the grouped chains see the loop.
#[test]
fn mutant_x_wing_on_a_jigsaw_takes_a_row_and_a_column_as_bases() {
    let layout = Arc::new(Layout::from_region_map(ROW_AND_COLUMN_IN_TWO_REGIONS).unwrap());
    let region = |cell| layout.region(layout.region_of(at(cell)));
    let (region_b, region_c) = (region("r1c4"), region("r2c5"));
    assert_eq!(
        region_b,
        cells(&["r1c4", "r1c5", "r1c6", "r1c7", "r1c8", "r1c9", "r2c9", "r3c8", "r3c9"])
    );
    assert_eq!(
        region_c,
        cells(&["r2c4", "r2c5", "r2c6", "r2c7", "r2c8", "r3c4", "r3c5", "r4c4", "r4c5"])
    );
    assert!(crate::generate::random_filling(&layout, &mut Rng::new(1)).is_ok());
    let mut c = blank(layout.clone());
    only(&mut c, 5, row(2), cells(&["r2c5", "r2c8", "r2c9"]));
    only(&mut c, 5, col(4), cells(&["r1c4", "r3c4", "r4c4"]));
    let step = first_to_fire_besides(&c, Technique::MutantXWing, &chains_and_als());
    assert_eq!(
        step.eliminations,
        marks_in((region_b | region_c) - row(2) - col(4), &[5])
    );
    assert_eq!(
        house_names(&step),
        ["row 2", "column 4", "region B", "region C"]
    );
}

/// A finned franken X-wing on the jigsaw fixture layout: region A (r1c1 r1c2 r2c1 r2c2
/// r2c3 r3c2 r3c3 r4c2 r4c3) reaches rows 2 and 4, which no box holds together. Row 2
/// holds 5 only in r2c1 r2c2 r2c3 (region A) and r2c6 (column 6); row 4 in r4c2 r4c3
/// (region A) and the fin r4c5. If r4c5 is not 5, row 4's 5 is region A's, so row 2's is
/// r2c6 and column 6 holds no other; if it is, region E, which holds both r4c5 and r5c6,
/// holds no other. So r5c6 loses 5.
#[test]
fn finned_franken_x_wing_on_a_jigsaw() {
    let layout = jigsaw_layout();
    let region = |cell| layout.region(layout.region_of(at(cell)));
    assert_eq!(
        region("r2c1"),
        cells(&["r1c1", "r1c2", "r2c1", "r2c2", "r2c3", "r3c2", "r3c3", "r4c2", "r4c3"])
    );
    assert_eq!(region("r4c5"), region("r5c6"));
    let mut c = blank(layout.clone());
    only(&mut c, 5, row(2), cells(&["r2c1", "r2c2", "r2c3", "r2c6"]));
    only(&mut c, 5, row(4), cells(&["r4c2", "r4c3", "r4c5"]));
    let step = first_to_fire_besides(&c, Technique::FinnedFrankenXWing, &chains_and_als());
    assert_eq!(step.eliminations, marks(&[("r5c6", 5)]));
    assert_eq!(
        house_names(&step),
        ["row 2", "row 4", "column 6", "region A"]
    );
}

/// A mutant swordfish on the jigsaw fixture layout: rows 2 and 4 and column 9, each
/// split over two of regions A, C and F, and each region meeting two of the lines. Row 2
/// holds 5 only in r2c1 r2c2 r2c3 (A) and r2c6 r2c8 (C); row 4 in r4c2 r4c3 (A) and
/// r4c7 r4c8 (F); column 9 in r1c9 r3c9 (C) and r6c9 r8c9 (F). The three bases hold
/// three 5s, all in the three regions, which lose 5 everywhere else. Region A spans rows
/// 2 and 4, as no box does; no two of the lines lie in two regions, so no X-wing.
#[test]
fn mutant_swordfish_on_a_jigsaw() {
    let layout = jigsaw_layout();
    let region = |cell| layout.region(layout.region_of(at(cell)));
    let (region_a, region_c, region_f) = (region("r2c1"), region("r2c6"), region("r4c7"));
    assert_eq!(
        region_a,
        cells(&["r1c1", "r1c2", "r2c1", "r2c2", "r2c3", "r3c2", "r3c3", "r4c2", "r4c3"])
    );
    assert_eq!(
        region_f,
        cells(&["r4c7", "r4c8", "r4c9", "r5c7", "r5c8", "r5c9", "r6c9", "r7c9", "r8c9"])
    );
    let mut c = blank(layout.clone());
    only(
        &mut c,
        5,
        row(2),
        cells(&["r2c1", "r2c2", "r2c3", "r2c6", "r2c8"]),
    );
    only(&mut c, 5, row(4), cells(&["r4c2", "r4c3", "r4c7", "r4c8"]));
    only(&mut c, 5, col(9), cells(&["r1c9", "r3c9", "r6c9", "r8c9"]));
    let step = first_to_fire_besides(&c, Technique::MutantSwordfish, &chains_and_als());
    let bases = row(2) | row(4) | col(9);
    assert_eq!(
        step.eliminations,
        marks_in((region_a | region_c | region_f) - bases, &[5])
    );
    assert_eq!(
        house_names(&step),
        ["row 2", "row 4", "column 9", "region A", "region C", "region F"]
    );
}

/// A mutant jellyfish on the jigsaw fixture layout: rows 2 and 8 and columns 3 and 8 in
/// regions A, C, G and H. Row 2 holds 5 only in r2c2 (A), r2c6 r2c9 (C); row 8 in r8c1
/// r8c2 (H) and r8c7 (G); column 3 in r3c3 r4c3 (A) and r7c3 r9c3 (H); column 8 in r1c8
/// (C) and r6c8 r7c8 r9c8 (G). Four bases, four 5s, all in the four regions, which lose
/// 5 everywhere else. Any three of the lines reach all four regions, so no smaller fish.
/// Region H (r7c1 r7c2 r7c3 r8c1 r8c2 r9c1 r9c2 r9c3 r9c4) meets row 8 and column 3 away
/// from their crossing r8c3, which no box does.
#[test]
fn mutant_jellyfish_on_a_jigsaw() {
    let layout = jigsaw_layout();
    let region = |cell| layout.region(layout.region_of(at(cell)));
    let region_h = region("r8c1");
    assert_eq!(
        region_h,
        cells(&["r7c1", "r7c2", "r7c3", "r8c1", "r8c2", "r9c1", "r9c2", "r9c3", "r9c4"])
    );
    let covers = region("r2c2") | region("r2c6") | region("r8c7") | region_h;
    let mut c = blank(layout.clone());
    only(&mut c, 5, row(2), cells(&["r2c2", "r2c6", "r2c9"]));
    only(&mut c, 5, row(8), cells(&["r8c1", "r8c2", "r8c7"]));
    only(&mut c, 5, col(3), cells(&["r3c3", "r4c3", "r7c3", "r9c3"]));
    only(&mut c, 5, col(8), cells(&["r1c8", "r6c8", "r7c8", "r9c8"]));
    let step = first_to_fire_besides(&c, Technique::MutantJellyfish, &chains_and_als());
    let bases = row(2) | row(8) | col(3) | col(8);
    assert_eq!(step.eliminations, marks_in(covers - bases, &[5]));
    assert_eq!(
        house_names(&step),
        [
            "row 2", "row 8", "column 3", "column 8", "region A", "region C", "region G",
            "region H"
        ]
    );
}

/// A finned mutant swordfish on the jigsaw fixture layout, in the regions of the mutant
/// swordfish (A, C and F) with rows 1 and 4 and column 8 as bases: row 1 holds 5 only in
/// r1c1 r1c2 (A) and r1c6 r1c7 r1c9 (C); row 4 in r4c2 (A) and r4c7 r4c9 (F); column 8
/// in r2c8 r3c8 (C), r5c8 (F) and the fin r7c8 (region G). If r7c8 is not 5, the three
/// regions hold the bases' three 5s and r7c9 (region F) is not 5; if it is, row 7 holds
/// no other. So r7c9 loses 5. Region A spans rows 1 and 4, as no box does.
#[test]
fn finned_mutant_swordfish_on_a_jigsaw() {
    let mut c = blank(jigsaw_layout());
    only(
        &mut c,
        5,
        row(1),
        cells(&["r1c1", "r1c2", "r1c6", "r1c7", "r1c9"]),
    );
    only(&mut c, 5, row(4), cells(&["r4c2", "r4c7", "r4c9"]));
    only(&mut c, 5, col(8), cells(&["r2c8", "r3c8", "r5c8", "r7c8"]));
    let step = first_to_fire_besides(&c, Technique::FinnedMutantSwordfish, &chains_and_als());
    assert_eq!(step.eliminations, marks(&[("r7c9", 5)]));
    assert_eq!(
        house_names(&step),
        ["row 1", "row 4", "column 8", "region A", "region C", "region F"]
    );
}

/// A finned mutant jellyfish on the jigsaw fixture layout with a single fin: rows 3 and 7
/// and columns 3 and 6 as bases, regions C, D, H and I as covers. Row 3 holds 5 only in
/// r3c1 r3c4 (D) and r3c8 r3c9 (C); row 7 in r7c1 r7c2 (H) and r7c5 (I); column 3 in
/// r5c3 (D), r8c3 (I), r9c3 (H) and the fin r2c3 (region A); column 6 in r1c6 (C), r8c6
/// r9c6 (I). Either r2c3 is 5, and row 2 holds no other, or the four regions hold the
/// bases' four 5s: r2c8 and r2c9, in region C and row 2, lose 5.
#[test]
fn finned_mutant_jellyfish_on_a_jigsaw() {
    let mut c = blank(jigsaw_layout());
    only(&mut c, 5, row(3), cells(&["r3c1", "r3c4", "r3c8", "r3c9"]));
    only(&mut c, 5, row(7), cells(&["r7c1", "r7c2", "r7c5"]));
    only(&mut c, 5, col(3), cells(&["r2c3", "r5c3", "r8c3", "r9c3"]));
    only(&mut c, 5, col(6), cells(&["r1c6", "r8c6", "r9c6"]));
    let step = first_to_fire_besides(&c, Technique::FinnedMutantJellyfish, &chains_and_als());
    assert_eq!(step.eliminations, marks(&[("r2c8", 5), ("r2c9", 5)]));
    assert_eq!(
        house_names(&step),
        [
            "row 3", "row 7", "column 3", "column 6", "region C", "region D", "region H",
            "region I"
        ]
    );
}

/// A finned mutant X-wing on the jigsaw fixture layout, bases row 1 and column 7, covers
/// column 2 and region B. Region B (r1c3 r1c4 r1c5 r2c4 r2c5 r2c7 r3c5 r3c6 r3c7) reaches
/// both row 1 and column 7 away from their crossing, as no box does. Row 1 holds 5 only
/// in r1c2 (column 2) and r1c3 r1c4 (region B); column 7 in r2c7 r3c7 (region B) and the
/// fin r6c7. If r6c7 is not 5, column 7's 5 is region B's, so row 1's is r1c2 and column
/// 2 holds no other; if it is, row 6 holds no other. So r6c2 loses 5.
#[test]
fn finned_mutant_x_wing_on_a_jigsaw() {
    let layout = jigsaw_layout();
    let region_b = layout.region(layout.region_of(at("r1c3")));
    assert_eq!(
        region_b,
        cells(&["r1c3", "r1c4", "r1c5", "r2c4", "r2c5", "r2c7", "r3c5", "r3c6", "r3c7"])
    );
    let mut c = blank(layout);
    only(&mut c, 5, row(1), cells(&["r1c2", "r1c3", "r1c4"]));
    only(&mut c, 5, col(7), cells(&["r2c7", "r3c7", "r6c7"]));
    let step = first_to_fire_besides(&c, Technique::FinnedMutantXWing, &chains_and_als());
    assert_eq!(step.eliminations, marks(&[("r6c2", 5)]));
    assert_eq!(
        house_names(&step),
        ["row 1", "column 7", "column 2", "region B"]
    );
}

/// A finned mutant jellyfish: its bases take a row and a column (row 5, column 5, boxes 1
/// and 9) and its covers both rows and columns (rows 2 and 9, columns 2 and 7), which no
/// franken fish may. Row 5 holds 5 in r5c2 (column 2) and r5c7 (column 7); box 9 in r8c7
/// (column 7) and r9c7 r9c8 r9c9 (row 9); column 5 in r2c5 (row 2) and r9c5 (row 9); box
/// 1 in r1c2 r2c2 (column 2) and r2c1 r2c3 (row 2). The fins are r5c8 r5c9 (row 5) and
/// r6c5 (column 5). If no fin is 5, the four bases put four 5s in the four covers and
/// r6c7 (column 7) is not 5; if r5c8 or r5c9 is, box 6 holds no other 5; if r6c5 is, row
/// 6 holds no other. So r6c7, which sees every fin, loses 5.
#[test]
fn finned_mutant_jellyfish() {
    let mut c = classic();
    only(&mut c, 5, row(5), cells(&["r5c2", "r5c7", "r5c8", "r5c9"]));
    only(
        &mut c,
        5,
        classic_box(9),
        cells(&["r8c7", "r9c7", "r9c8", "r9c9"]),
    );
    only(&mut c, 5, col(5), cells(&["r2c5", "r6c5", "r9c5"]));
    only(
        &mut c,
        5,
        classic_box(1),
        cells(&["r1c2", "r2c1", "r2c2", "r2c3"]),
    );
    let step = first_to_fire_besides(&c, Technique::FinnedMutantJellyfish, &chains_and_als());
    assert_eq!(step.eliminations, marks(&[("r6c7", 5)]));
    assert_eq!(
        house_names(&step),
        ["row 5", "column 5", "box 1", "box 9", "row 2", "row 9", "column 2", "column 7"]
    );
}

/// The HoDoKu exemplar sections of the new techniques: each puzzle needs (besides
/// simpler steps) the section's technique. Every one that HoDoKu solves with singles and
/// that technique alone must be solved by the ladder without the forcing techniques;
/// every step must be sound; and each section's technique must apply somewhere on the
/// ladder's path of most of its exemplars (the ladder's order differs from HoDoKu's, so
/// another technique may take the step HoDoKu takes).
#[test]
#[ignore]
fn hodoku_exemplars_are_solved_without_forcing() {
    exemplars_are_solved_without_forcing(&[
        ("#0310", Technique::FinnedXWing),
        ("#0311", Technique::FinnedSwordfish),
        ("#0312", Technique::FinnedJellyfish),
        ("#0320", Technique::SashimiXWing),
        ("#0321", Technique::SashimiSwordfish),
        ("#0322", Technique::SashimiJellyfish),
        ("#0332", Technique::FrankenJellyfish),
        ("#0341", Technique::FinnedFrankenSwordfish),
        ("#0342", Technique::FinnedFrankenJellyfish),
        ("#0362", Technique::FinnedMutantJellyfish),
        ("#0402", Technique::EmptyRectangle),
    ]);
}

/// The check of [`hodoku_exemplars_are_solved_without_forcing`] for the given sections
/// of HoDoKu's exemplars (section code, technique).
pub(super) fn exemplars_are_solved_without_forcing(sections: &[(&str, Technique)]) {
    let text = hodoku_exemplars();
    // Every pattern technique, the costly fish that are off by default included.
    let mut ladder = Registry::full();
    for t in Technique::ALL {
        ladder.set_enabled(t, !Technique::FORCING.contains(&t));
    }
    let mut current = None;
    let mut used: BTreeMap<Technique, usize> = BTreeMap::new();
    let mut puzzles = 0;
    let mut solved = 0;
    let mut applies: BTreeMap<Technique, usize> = BTreeMap::new();
    let mut in_section: BTreeMap<Technique, usize> = BTreeMap::new();
    for line in text.lines() {
        if line.starts_with("#0") {
            current = sections
                .iter()
                .find(|(code, _)| line.starts_with(code))
                .map(|&(_, t)| t);
            continue;
        }
        let Some(want) = current else { continue };
        let mut parts = line.split('#');
        let Some(givens) = parts.next().map(str::trim).filter(|g| g.len() == 81) else {
            continue;
        };
        // HoDoKu's path: `s` for singles, the fish's code, and other codes (`x`,
        // `ssts`) for steps the ladder may lack; only singles-only paths must be solved.
        let hodoku_path = parts.next().unwrap_or("");
        let singles_only = hodoku_path.split_whitespace().filter(|&t| t != "s").count() == 1;
        puzzles += 1;
        *in_section.entry(want).or_default() += 1;
        let p = classic_puzzle(givens);
        let solution = unique_solution(&p).unwrap();
        let path = solve_path(&Candidates::from_puzzle(&p), &ladder);
        assert!(
            path.solved() || !singles_only,
            "{want} exemplar {givens} is not solved without forcing"
        );
        solved += usize::from(path.solved());
        for step in &path.steps {
            assert_sound(step, &solution);
        }
        let steps = path.steps.iter().filter(|s| s.technique == want).count();
        *used.entry(want).or_default() += steps;
        // Does the technique apply somewhere along the path, even where the ladder
        // takes another step?
        let mut cand = Candidates::from_puzzle(&p);
        let mut fires = false;
        for step in &path.steps {
            if let Some(found) = want.find(&cand) {
                assert_sound(&found, &solution);
                fires = true;
                break;
            }
            cand.apply(step);
        }
        *applies.entry(want).or_default() += usize::from(fires);
    }
    eprintln!(
        "{solved} of {puzzles} exemplars solved; steps of each section's technique: \
         {used:?}; exemplars where it applies on the path: {applies:?}"
    );
    // Another path than HoDoKu's may pass by a pattern; most exemplars must show it.
    for &(code, t) in sections {
        let (have, of) = (applies.get(&t).copied(), in_section.get(&t).copied());
        let (have, of) = (have.unwrap_or(0), of.unwrap_or(0));
        assert!(
            of > 0 && 2 * have >= of,
            "{code}: {t} applies on {have} of {of}"
        );
    }
}
