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
    let step = first_to_fire(&c, Technique::LockedPair);
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
    let step = first_to_fire(&c, Technique::LockedTriple);
    victims = (layout.house(r) | layout.region(region)) - three.iter().copied().collect();
    assert_eq!(step.eliminations, marks_in(victims, &[1, 2, 3]));
}

/// HoDoKu's definition: a pair or triple in a line and a region is locked only when its
/// digits leave both houses. One that clears only one of them is a naked pair or triple,
/// tried after locked candidates, which then see the same digits (the step HoDoKu and
/// sudokuwiki show: pointing or claiming).
#[test]
fn a_subset_in_a_line_and_a_region_is_locked_only_when_it_clears_both() {
    let box1 = Layout::classic().region(0);
    let pair = cells(&["r1c1", "r1c2"]);
    // 1 and 2 already gone from row 1 outside box 1: the pair clears box 1 only.
    let mut c = classic();
    set(&mut c, "r1c1", &[1, 2]);
    set(&mut c, "r1c2", &[1, 2]);
    for x in (row(1) - box1).iter() {
        c.remove(x, 1);
        c.remove(x, 2);
    }
    assert_eq!(Technique::LockedPair.find(&c), None);
    let naked = Technique::NakedPair.find(&c).unwrap();
    assert_eq!(naked.eliminations, marks_in(box1 - pair, &[1, 2]));
    assert!(naked.explanation.starts_with("in box 1,"), "{naked}");
    // In row 1, 1 lies only in box 1: claiming comes first, as in HoDoKu.
    let first = Registry::full().find(&c).unwrap();
    assert_eq!(first.technique, Technique::LockedCandidates, "{first}");
    assert!(
        first
            .explanation
            .starts_with("in row 1, 1 lies only in box 1"),
        "{first}"
    );

    // The mirror: 1 and 2 gone from the rest of box 1, so the pair clears row 1 outside
    // the box only, and pointing comes first. (Had r1c3 kept them, which lies in both
    // houses, HoDoKu would count it as the box's and call the pair locked.)
    let mut c = classic();
    set(&mut c, "r1c1", &[1, 2]);
    set(&mut c, "r1c2", &[1, 2]);
    for x in (box1 - pair).iter() {
        c.remove(x, 1);
        c.remove(x, 2);
    }
    assert_eq!(Technique::LockedPair.find(&c), None);
    assert_eq!(
        Technique::NakedPair.find(&c).unwrap().eliminations,
        marks_in(row(1) - box1, &[1, 2])
    );
    let first = Registry::full().find(&c).unwrap();
    assert_eq!(first.technique, Technique::LockedCandidates, "{first}");
    assert!(
        first
            .explanation
            .starts_with("in box 1, 1 lies only in row 1"),
        "{first}"
    );

    // A triple on a jigsaw whose digits are gone from the rest of its region: it clears
    // its row only.
    let layout = jigsaw_layout();
    let (r, region) = (0..9)
        .flat_map(|r| (0..9).map(move |g| (r, g)))
        .find(|&(r, g)| (layout.house(r) & layout.region(g)).len() >= 3)
        .expect("some row meets a region in three cells");
    let three: CellSet = (layout.house(r) & layout.region(region))
        .iter()
        .take(3)
        .collect();
    let mut c = blank(layout.clone());
    for x in three.iter() {
        for d in 4..=9 {
            c.remove(x, d);
        }
    }
    for x in (layout.region(region) - three).iter() {
        for d in 1..=3 {
            c.remove(x, d);
        }
    }
    assert_eq!(Technique::LockedTriple.find(&c), None);
    let naked = Technique::NakedTriple.find(&c).unwrap();
    assert_eq!(
        naked.eliminations,
        marks_in(layout.house(r) - three, &[1, 2, 3])
    );
    let first = Registry::full().find(&c).unwrap();
    assert_eq!(first.technique, Technique::LockedCandidates, "{first}");
}

/// HoDoKu searches subsets region by region first, then rows, then columns: with a pair
/// in row 1 and another in box 9, both show the one in box 9 first.
#[test]
fn subsets_are_searched_in_regions_before_lines() {
    let mut c = classic();
    set(&mut c, "r1c1", &[1, 2]);
    set(&mut c, "r1c5", &[1, 2]);
    set(&mut c, "r8c8", &[3, 4]);
    set(&mut c, "r9c9", &[3, 4]);
    let step = Technique::NakedPair.find(&c).unwrap();
    assert!(
        step.explanation.starts_with("in box 9, r8c8, r9c9"),
        "{step}"
    );

    let mut c = classic();
    only(&mut c, 1, row(1), cells(&["r1c1", "r1c5"]));
    only(&mut c, 2, row(1), cells(&["r1c1", "r1c5"]));
    let box9 = Layout::classic().region(8);
    only(&mut c, 3, box9, cells(&["r8c8", "r9c9"]));
    only(&mut c, 4, box9, cells(&["r8c8", "r9c9"]));
    let step = Technique::HiddenPair.find(&c).unwrap();
    assert!(step.explanation.starts_with("in box 9, 3 and 4"), "{step}");
}
