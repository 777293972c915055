//! Fixtures of the nice loops and AICs with ALS nodes: a chain that passes through an
//! almost locked set, where every simpler technique (the plain and grouped chains, the
//! ALS techniques) finds nothing. (The continuous loop and the AIC with ALS nodes, off by
//! default like the discontinuous loop, have no fixture of their own yet: here the AIC
//! sees what the loop sees.)

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

/// The loop breaks at r1c1's 4: if r1c1 is 4 it is not 1, so r1c5 is 1, r5c5 is not,
/// and the ALS r5c1,r5c5,r5c7 {1234}, locked on {234}, holds its only 4 at r5c1, which
/// sees r1c1: r1c1 would not be 4. The ALS links (1)r5c5 to (4)r5c1, two cells apart.
#[test]
fn discontinuous_nice_loop_with_an_als_node() {
    let c = through_an_als(Layout::classic(), [1, 5, 7]);
    let step = first_to_fire(&c, Technique::AlsDiscontinuousNiceLoop);
    assert_eq!(step.eliminations, marks(&[("r1c1", 4)]));
    assert_eq!(
        step.chains[0].eureka,
        "(4-1)r1c1=(1)r1c5-(1)r5c5=(4)r5c1-(4)r1c1"
    );
    assert!(
        step.explanation
            .contains("through ALS r5c1,r5c5,r5c7 {1234}"),
        "{step}"
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
    let step = first_to_fire(&c, Technique::AlsDiscontinuousNiceLoop);
    assert_eq!(step.eliminations, marks(&[("r1c1", 4)]));
    assert_eq!(
        step.chains[0].eureka,
        "(4-1)r1c1=(1)r1c5-(1)r5c5=(4)r5c1-(4)r1c1"
    );
}
