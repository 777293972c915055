//! Naked and hidden pairs, triples and quads, and locked pairs and triples.

use super::*;

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
