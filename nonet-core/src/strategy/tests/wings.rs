//! Remote pair and the XY-, XYZ-, W- and WXYZ-wings.

use super::*;

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
    nothing_simpler_fires(&c, Technique::RemotePair, &[]);
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
    nothing_simpler_fires(&c, Technique::RemotePair, &[]);
    let step = Technique::RemotePair.find(&c).unwrap();
    assert_eq!(
        step.eliminations,
        marks_in(cells(&["r2c8", "r6c2"]), &[1, 2])
    );
}

#[test]
fn wxyz_wing() {
    let mut c = classic();
    set(&mut c, "r5c5", &[1, 2, 3, 4]);
    set(&mut c, "r5c1", &[1, 4]);
    set(&mut c, "r5c8", &[2, 4]);
    set(&mut c, "r4c4", &[3, 4]);
    let step = first_to_fire(&c, Technique::WxyzWing);
    assert_eq!(step.eliminations, marks(&[("r5c4", 4), ("r5c6", 4)]));
    // With r4c4 moved into row 5 every digit is restricted (a naked quad): no wing.
    let mut c = classic();
    set(&mut c, "r5c5", &[1, 2, 3, 4]);
    set(&mut c, "r5c1", &[1, 4]);
    set(&mut c, "r5c8", &[2, 4]);
    set(&mut c, "r5c4", &[3, 4]);
    assert_eq!(Technique::WxyzWing.find(&c), None);
}
