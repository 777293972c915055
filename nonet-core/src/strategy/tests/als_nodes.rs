//! Fixtures of the nice loops and AICs with ALS nodes: a chain that passes through an
//! almost locked set, where every simpler technique (the plain and grouped chains, the
//! ALS techniques) finds nothing. Each of the three has a classic
//! fixture and a jigsaw one where it is the first technique of the ladder to fire; the
//! continuous loop's and the AIC's jigsaw fixtures pass through an ALS that only a
//! jigsaw region makes one.

use super::*;

/// (1)r1c1=(1)r1c5-(1=2)ALS-(2=4)r5c1 on a blank grid: 1 in row 1 only at r1c1 and r1c5;
/// the ALS r5c5 {123}, r5c7 {23} (row 5) holds its 1 only at r5c5, in column 5; r5c1
/// {24} sees both of the ALS's 2s. If r1c1 is not 1, r1c5 is, r5c5 is not, so the ALS is
/// locked on {23} and holds a 2, so r5c1 is 4: r1c1 is 1 or r5c1 is 4, and r1c1 (which
/// sees r5c1) loses 4. `cols` are the columns of r1c1/r5c1, r1c5/r5c5 and r5c7.
fn through_an_als(layout: Arc<Layout>, cols: [usize; 3]) -> Candidates {
    let [a, b, e] = cols;
    let cell = |r: usize, k: usize| (r - 1) * 9 + k - 1;
    let mut c = blank(layout);
    only(
        &mut c,
        1,
        row(1),
        [cell(1, a), cell(1, b)].into_iter().collect(),
    );
    for (at, ds) in [
        (cell(5, b), &[1, 2, 3][..]),
        (cell(5, e), &[2, 3]),
        (cell(5, a), &[2, 4]),
    ] {
        for d in 1..=9 {
            if !ds.contains(&d) {
                c.remove(at, d);
            }
        }
    }
    c
}

/// `t` fires first on `c`, removing exactly `eliminations` by the chain `eureka`, and
/// its explanation says which ALS the chain passes through (`als`: "r5c5,r5c7 {123}").
fn fires_through_als(
    c: &Candidates,
    t: Technique,
    eliminations: Vec<Mark>,
    eureka: &str,
    als: &str,
) {
    let step = first_to_fire(c, t);
    assert_eq!(step.eliminations, eliminations);
    assert_eq!(step.chains[0].eureka, eureka);
    assert!(
        step.explanation.contains(&format!("through ALS {als}")),
        "{step}"
    );
}

/// The loop breaks at r1c1's 4: if r1c1 is 4 it is not 1, so r1c5 is 1, r5c5 is not,
/// and the ALS r5c1,r5c5,r5c7 {1234}, locked on {234}, holds its only 4 at r5c1, which
/// sees r1c1: r1c1 would not be 4. The ALS links (1)r5c5 to (4)r5c1, two cells apart.
#[test]
fn discontinuous_nice_loop_with_an_als_node() {
    let c = through_an_als(Layout::classic(), [1, 5, 7]);
    fires_through_als(
        &c,
        Technique::AlsDiscontinuousNiceLoop,
        marks(&[("r1c1", 4)]),
        "(4-1)r1c1=(1)r1c5-(1)r5c5=(4)r5c1-(4)r1c1",
        "r5c1,r5c5,r5c7 {1234}",
    );
    // The same chain read as an AIC: one of r1c1=1 and r5c1=4 is true.
    let aic = first_to_fire_besides(
        &c,
        Technique::AlsAic,
        &[Technique::AlsDiscontinuousNiceLoop],
    );
    assert!(
        aic.eliminations.contains(&Mark::new(at("r1c1"), 4)),
        "{aic}"
    );
    // Without the ALS (r5c7 left open), no chain gets from r5c5 to r5c1.
    let mut open = blank(Layout::classic());
    only(&mut open, 1, row(1), cells(&["r1c1", "r1c5"]));
    set(&mut open, "r5c5", &[1, 2, 3]);
    set(&mut open, "r5c1", &[2, 4]);
    assert_eq!(Technique::AlsDiscontinuousNiceLoop.find(&open), None);
}

/// The same cells on a jigsaw: the chain runs along rows and columns only, so it holds
/// whatever the regions, and they add no simpler pattern.
#[test]
fn discontinuous_nice_loop_with_an_als_node_on_a_jigsaw() {
    let layout = jigsaw_layout();
    assert_ne!(layout.region_of(at("r1c1")), layout.region_of(at("r1c5")));
    let c = through_an_als(layout, [1, 5, 7]);
    fires_through_als(
        &c,
        Technique::AlsDiscontinuousNiceLoop,
        marks(&[("r1c1", 4)]),
        "(4-1)r1c1=(1)r1c5-(1)r5c5=(4)r5c1-(4)r1c1",
        "r5c1,r5c5,r5c7 {1234}",
    );
}

/// A loop through an ALS: 1 in row 1 only at `s` and `t`, 2 in `s`'s column only at `s`
/// and `x`; the ALS r5c5 {123}, `rest` {23} holds its 1 only at r5c5, which `t` sees in
/// column 5, and its 2s are both seen by `x`. (1)s=(1)t-(1)r5c5=(2)ALS-(2)x=(2)s closes
/// on `s` itself, whose 2 and 1 are weakly linked.
fn loop_through_an_als(layout: Arc<Layout>, [s, t, x]: [&str; 3], rest: &str) -> Candidates {
    let mut c = blank(layout);
    only(&mut c, 1, row(1), cells(&[s, t]));
    only(&mut c, 2, col(at(s) % 9 + 1), cells(&[s, x]));
    set(&mut c, "r5c5", &[1, 2, 3]);
    set(&mut c, rest, &[2, 3]);
    c
}

/// (1)r1c1=(1)r1c5-(1)r5c5=(2)r5c57-(2)r5c1=(2-1)r1c1, through the ALS r5c5 {123},
/// r5c7 {23}: a continuous loop, so each weak link has one true end. (1)r1c5-(1)r5c5:
/// column 5 loses its other 1s. (2)r5c57-(2)r5c1: one of them holds row 5's 2, the
/// rest of the row loses it. (2-1)r1c1: r1c1 is 1 or 2 and loses 3 to 9.
#[test]
fn continuous_nice_loop_with_an_als_node() {
    let c = loop_through_an_als(Layout::classic(), ["r1c1", "r1c5", "r5c1"], "r5c7");
    let mut expected = marks_in(cells(&["r1c1"]), &[3, 4, 5, 6, 7, 8, 9]);
    expected.extend(marks_in(col(5) - cells(&["r1c5", "r5c5"]), &[1]));
    expected.extend(marks_in(row(5) - cells(&["r5c1", "r5c5", "r5c7"]), &[2]));
    expected.sort();
    fires_through_als(
        &c,
        Technique::AlsContinuousNiceLoop,
        expected,
        "(1)r1c1=(1)r1c5-(1)r5c5=(2)r5c57-(2)r5c1=(2-1)r1c1",
        "r5c5,r5c7 {123}",
    );
    // Without the ALS (r5c7 left open), the loop does not close.
    let mut open = blank(Layout::classic());
    only(&mut open, 1, row(1), cells(&["r1c1", "r1c5"]));
    only(&mut open, 2, col(1), cells(&["r1c1", "r5c1"]));
    set(&mut open, "r5c5", &[1, 2, 3]);
    assert_eq!(Technique::AlsContinuousNiceLoop.find(&open), None);
}

/// The loop on a jigsaw through the ALS r5c5 {123}, r6c3 {23}, which share only region E
/// (r4c5,r4c6,r5c5,r5c6,r6c2..r6c5,r7c4): with 3x3 boxes the two cells are no ALS. The
/// loop leaves it by (2)r5c5,r6c3-(2)r4c6 (r4c6 sees r6c3 only through the region) and
/// closes on r1c6 by 1 in row 1 and 2 in column 6; that weak link clears 2 from the rest
/// of region E (bar r5c6, whose 2 column 6 already took). r3c6 sees both r1c5 (region B)
/// and r1c6 (column 6): it holds no 1, or simple colouring on row 1's 1 would take it
/// first.
#[test]
fn continuous_nice_loop_with_an_als_node_on_a_jigsaw() {
    let layout = jigsaw_layout();
    let e = layout.region_of(at("r5c5"));
    assert_eq!(layout.region_of(at("r6c3")), e);
    assert_eq!(layout.region_of(at("r4c6")), e);
    assert_ne!(layout.region_of(at("r3c6")), layout.region_of(at("r1c6")));
    assert_eq!(layout.region_of(at("r3c6")), layout.region_of(at("r1c5")));
    let mut c = loop_through_an_als(layout.clone(), ["r1c6", "r1c5", "r4c6"], "r6c3");
    let colouring = Technique::SimpleColouring
        .find(&c)
        .expect("r3c6 sees both colours");
    assert_eq!(colouring.eliminations, marks(&[("r3c6", 1)]));
    c.remove(at("r3c6"), 1);
    let mut expected = marks_in(cells(&["r1c6"]), &[3, 4, 5, 6, 7, 8, 9]);
    expected.extend(marks_in(col(5) - cells(&["r1c5", "r5c5"]), &[1]));
    expected.extend(marks_in(
        layout.region(e) - col(6) - cells(&["r5c5", "r6c3"]),
        &[2],
    ));
    expected.sort();
    fires_through_als(
        &c,
        Technique::AlsContinuousNiceLoop,
        expected,
        "(1)r1c5=(1-2)r1c6=(2)r4c6-(2)r5c5,r6c3=(1)r5c5-(1)r1c5",
        "r5c5,r6c3 {123}",
    );
    let mut on_boxes = loop_through_an_als(Layout::classic(), ["r1c6", "r1c5", "r4c6"], "r6c3");
    on_boxes.remove(at("r3c6"), 1);
    let loops = Technique::AlsContinuousNiceLoop.find_all(&on_boxes);
    assert!(
        loops.iter().all(|s| !s.explanation.contains("r5c5,r6c3")),
        "{loops:?}"
    );
}

/// A type 1 AIC through an ALS: 1 in row 1 only at r1c1 and r1c5; the ALS `set` (r5c5
/// {134} and two cells {24}, {23}) holds its 1 only at r5c5, which r1c5 sees, and its 2s
/// only in its two other cells, both seen by `end` {12}. `no_one` are the cells seeing
/// both `end` and r5c5: without a 1 there, ALS-XZ (`end` against the ALS, on 2) finds
/// nothing. Three cells, not two: the two-cell ALSs tried left a simpler step (with
/// the 1 and the 2 each in one cell, two bivalue cells make an XY-chain; with 2s in both
/// cells, `end` sees both and makes a naked triple with them).
fn aic_through_an_als(
    layout: Arc<Layout>,
    set_cells: [&str; 2],
    end: &str,
    no_one: &[&str],
) -> Candidates {
    let mut c = blank(layout);
    only(&mut c, 1, row(1), cells(&["r1c1", "r1c5"]));
    set(&mut c, "r5c5", &[1, 3, 4]);
    set(&mut c, set_cells[0], &[2, 4]);
    set(&mut c, set_cells[1], &[2, 3]);
    set(&mut c, end, &[1, 2]);
    for &cell in no_one {
        c.remove(at(cell), 1);
    }
    c
}

/// (1)r1c1=(1)r1c5-(1)r5c5=(2)r5c89-(2=1)r4c7: if r1c1 is not 1, r1c5 is, r5c5 is not,
/// so the ALS r5c5,r5c8,r5c9 {1234} is locked on {234} and holds a 2 in r5c8 or r5c9
/// (box 6), so r4c7 is 1. One of r1c1 and r4c7 is 1: r4c1, seeing both, loses it. The
/// chain's ends are not in one cell and do not see each other, so no loop fires first.
#[test]
fn aic_with_an_als_node() {
    let no_one = ["r4c4", "r4c5", "r4c6", "r5c7"];
    let c = aic_through_an_als(Layout::classic(), ["r5c8", "r5c9"], "r4c7", &no_one);
    fires_through_als(
        &c,
        Technique::AlsAic,
        marks(&[("r4c1", 1)]),
        "(1)r1c1=(1)r1c5-(1)r5c5=(2)r5c89-(2=1)r4c7",
        "r5c5,r5c8,r5c9 {1234}",
    );
}

/// The AIC on a jigsaw through the ALS r5c5 {134}, r6c3 {24}, r6c2 {23}, three cells of
/// region E that no row, column or 3x3 box holds together: with 3x3 boxes the same
/// candidates hold no ALS and the AIC finds nothing. It leaves the ALS by 2 along row 6
/// to r6c7 {12}: one of r1c1 and r6c7 is 1, and r6c1 (column 1, row 6) loses it.
#[test]
fn aic_with_an_als_node_on_a_jigsaw() {
    let layout = jigsaw_layout();
    let e = layout.region_of(at("r5c5"));
    assert!(["r6c2", "r6c3"]
        .iter()
        .all(|&x| layout.region_of(at(x)) == e));
    let set_cells = ["r6c3", "r6c2"];
    let no_one = ["r6c4", "r6c5", "r5c7"];
    let c = aic_through_an_als(layout, set_cells, "r6c7", &no_one);
    fires_through_als(
        &c,
        Technique::AlsAic,
        marks(&[("r6c1", 1)]),
        "(1)r1c1=(1)r1c5-(1)r5c5=(2)r6c23-(2=1)r6c7",
        "r5c5,r6c2,r6c3 {1234}",
    );
    let on_boxes = aic_through_an_als(Layout::classic(), set_cells, "r6c7", &no_one);
    assert_eq!(Technique::AlsAic.find(&on_boxes), None);
}
