//! X-chains, XY-chains, AICs and nice loops, plain and grouped, on the classic layout
//! and on a jigsaw layout.

use super::*;

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
    nothing_simpler_fires(&c, Technique::XChain, &[]);
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
    nothing_simpler_fires(&c, Technique::XChain, &[]);
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

/// XY-chains removing six candidates and thirteen: the one from r1c1 (the first cell
/// searched) removes 1 from six cells; the closed ring r9c7 {56}, r4c7 {67}, r4c9 {78},
/// r9c9 {58} holds two chains of thirteen, 5 out of row 9 and box 9 (ends r9c7, r9c9) and
/// 7 out of row 4 and box 6 (ends r4c7, r4c9). HoDoKu shows the one removing most first
/// and, of two removing as many, the one with the lower cells (its index sum): the 7s of
/// row 4. So does nonet.
#[test]
fn xy_chains_come_most_eliminations_first() {
    let mut c = classic();
    for (cell, pair) in [
        ("r1c1", [1, 2]),
        ("r1c6", [2, 3]),
        ("r6c6", [3, 4]),
        ("r6c2", [1, 4]),
        ("r9c7", [5, 6]),
        ("r4c7", [6, 7]),
        ("r4c9", [7, 8]),
        ("r9c9", [5, 8]),
    ] {
        set(&mut c, cell, &pair);
    }
    nothing_simpler_fires(&c, Technique::XyChain, &[]);
    let all = Technique::XyChain.find_all(&c);
    let box6 = Layout::classic().region(5);
    let ends = cells(&["r4c7", "r4c9"]);
    assert_eq!(all[0].eliminations, marks_in((row(4) | box6) - ends, &[7]));
    assert_eq!(all[1].eliminations.len(), 13);
    let counts: Vec<usize> = all.iter().map(|s| s.eliminations.len()).collect();
    assert!(counts.windows(2).all(|w| w[0] >= w[1]), "{counts:?}");
    assert!(counts.contains(&6), "{counts:?}");
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
    nothing_simpler_fires(&c, Technique::XyChain, &[]);
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

/// The AIC type 1 fixture: then (2)r5c5-(2)r5c8=(1)r5c8, r5c8 holding 1 and 2.
fn aic_type_1(layout: Arc<Layout>) -> Candidates {
    let mut c = mixed_start(layout);
    set(&mut c, "r5c8", &[1, 2]);
    c
}

#[test]
fn aic_type_1_eliminates_the_ends_digit_where_both_ends_are_seen() {
    let c = aic_type_1(Layout::classic());
    nothing_simpler_fires(&c, Technique::Aic, &[]);
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
    nothing_simpler_fires(&c, Technique::DiscontinuousNiceLoop, &[]);
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
    nothing_simpler_fires(&c, Technique::ContinuousNiceLoop, &[]);
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
    nothing_simpler_fires(&c, Technique::DiscontinuousNiceLoop, &[]);
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
    nothing_simpler_fires(&c, Technique::GroupedAic, &[]);
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
    nothing_simpler_fires(&c, Technique::GroupedContinuousNiceLoop, &[]);
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
    nothing_simpler_fires(&c, Technique::GroupedDiscontinuousNiceLoop, &[]);
    let all = Technique::GroupedDiscontinuousNiceLoop.find_all(&c);
    let removed: Vec<Vec<Mark>> = all.iter().map(|s| s.eliminations.clone()).collect();
    // In HoDoKu's order: one removal each, so the lowest index sum first (r1c1 is
    // cell 0, r7c1 cell 54, r7c4 cell 57).
    assert_eq!(
        removed,
        [
            marks(&[("r1c1", 5)]),
            marks(&[("r7c1", 1)]),
            marks(&[("r7c4", 5)])
        ]
    );
    let eurekas: Vec<&str> = all.iter().map(|s| s.chains[0].eureka.as_str()).collect();
    assert_eq!(
        eurekas,
        [
            "(5-1)r1c1=(1)r1c56-(1)r3c4=(1)r7c4-(1=5)r7c1-(5)r1c1",
            "(1)r7c1-(1)r1c1=(1)r1c56-(1)r3c4=(1)r7c4-(1)r7c1",
            "(5)r7c4-(5=1)r7c1-(1)r1c1=(1)r1c56-(1)r3c4=(1-5)r7c4",
        ]
    );
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
    nothing_simpler_fires(&c, Technique::DiscontinuousNiceLoop, &[]);
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
    nothing_simpler_fires(&c, Technique::GroupedContinuousNiceLoop, &[]);
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
    nothing_simpler_fires(&c, Technique::GroupedDiscontinuousNiceLoop, &[]);
    let all = Technique::GroupedDiscontinuousNiceLoop.find_all(&c);
    let removed: Vec<Vec<Mark>> = all.iter().map(|s| s.eliminations.clone()).collect();
    // In HoDoKu's order: one removal each, so the lower index sum first (r3c1 is cell
    // 18, r5c4 cell 39).
    assert_eq!(removed, [marks(&[("r3c1", 5)]), marks(&[("r5c4", 1)])]);
    // The loop closes at r5c4's 1 where the chain reaches it, not round its cell.
    assert_eq!(
        all[1].chains[0].eureka,
        "(1)r5c4-(1)r3c1=(1)r3c5-(1)r456c5=(1)r67c4-(1)r5c4"
    );
    assert_eq!(
        all[0].chains[0].eureka,
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

#[test]
fn nice_loops_and_aics_solve_top1465_12_without_forcing() {
    let p = classic_puzzle(TOP12);
    let solution = unique_solution(&p).unwrap();
    let path = solve_path(
        &Candidates::from_puzzle(&p),
        &ladder_without(&Technique::FORCING),
    );
    assert!(path.solved(), "stuck: {:?}", path.stuck);
    let mixed = mixed_digit_chains();
    let mut used = 0;
    for step in &path.steps {
        assert_sound(step, &solution);
        if mixed.contains(&step.technique) {
            used += 1;
            assert_eq!(step.chains.len(), 1, "{step}");
            assert!(step.explanation.contains(&step.chains[0].eureka), "{step}");
        }
    }
    assert!(used > 0, "no nice loop, AIC or Medusa step on top1465 #12");
}
