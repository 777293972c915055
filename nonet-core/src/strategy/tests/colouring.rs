//! Simple colouring (traps and wraps) and 3D Medusa, on the classic layout and on a
//! jigsaw layout.

use super::*;

/// A trap: the five strong links of [`CLASSIC_SIX`] colour a, c, e against b, d, f, and
/// r1c7..r1c9 see a and f, five links apart. The cells seeing opposite colours three
/// links apart (what the turbot family sees) lie in the links' houses and hold no 1.
#[test]
fn simple_colouring_traps_five_links_apart() {
    let mut c = classic();
    classic_six_strong(&mut c, 1);
    nothing_simpler_fires(&c, Technique::SimpleColouring, &[]);
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
    nothing_simpler_fires(&c, Technique::SimpleColouring, &[]);
    let step = Technique::SimpleColouring.find(&c).unwrap();
    assert_eq!(
        step.eliminations,
        marks_in(cells(&["r1c1", "r7c5", "r3c6", "r1c8"]), &[1])
    );
    assert!(step.explanation.contains("see each other"), "{step}");
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
    nothing_simpler_fires(&c, Technique::SimpleColouring, &[]);
    let step = Technique::SimpleColouring.find(&c).unwrap();
    assert_eq!(step.eliminations, marks(&[("r1c3", 1), ("r4c1", 1)]));
    assert_eq!(
        Technique::SimpleColouring.find(&state(Layout::classic())),
        None
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
    nothing_simpler_fires(&c, Technique::Medusa3d, &[]);
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
    nothing_simpler_fires(&c, Technique::Medusa3d, &[]);
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
    nothing_simpler_fires(&c, Technique::Medusa3d, &[]);
    let step = Technique::Medusa3d.find(&c).unwrap();
    assert_eq!(step.eliminations, marks(&[("r1c1", 3), ("r4c2", 1)]));
    assert_eq!(
        step.explanation,
        "one colour is true, and each candidate removed sees, or shares its cell with, both colours: (1)r1c1=(1-2)r1c5=(2-3)r4c5=(3)r4c2; (3)r4c2=(3-2)r4c5=(2-1)r1c5=(1)r1c1 => r1c1<>3, r4c2<>1"
    );
    assert_eq!(Technique::Medusa3d.find(&state(Layout::classic())), None);
}
