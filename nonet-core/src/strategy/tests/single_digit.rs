//! The single-digit patterns: skyscraper, two-string kite, turbot fish and empty
//! rectangle.

use super::*;

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

#[test]
fn empty_rectangle_on_the_classic_layout() {
    let mut c = classic();
    let box5 = Layout::classic().house(22);
    only(&mut c, 7, box5, cells(&["r5c4", "r5c6", "r4c5", "r6c5"]));
    only(&mut c, 7, col(1), cells(&["r5c1", "r9c1"]));
    let step = first_to_fire(&c, Technique::EmptyRectangle);
    assert_eq!(step.eliminations, marks(&[("r9c5", 7)]));
    assert_eq!(step.chains.len(), 1);
    assert_eq!(step.chains[0].eureka, "(7)r9c1=(7)r5c1-(7)r5c46=(7)r46c5");
}

#[test]
fn empty_rectangle_in_a_jigsaw_region() {
    // Region E of the fixture layout: r4c5 r4c6 r5c5 r5c6 r6c2..r6c5 r7c4. Its 7s lie in
    // row 6 and column 5; column 9 links r6c9 (on row 6) to r9c9.
    let layout = jigsaw_layout();
    let e = layout.region(layout.region_of(at("r4c5")));
    assert_eq!(
        e,
        cells(&["r4c5", "r4c6", "r5c5", "r5c6", "r6c2", "r6c3", "r6c4", "r6c5", "r7c4"])
    );
    let mut c = blank(layout);
    only(&mut c, 7, e, cells(&["r6c2", "r6c3", "r4c5", "r5c5"]));
    only(&mut c, 7, col(9), cells(&["r6c9", "r9c9"]));
    // The law of leftovers of rows 7-9 (innies r7c4 r7c9 r8c9, none a 7 now) has taken 7
    // from its outies r6c6 r6c7 r6c8.
    for outie in ["r6c6", "r6c7", "r6c8"] {
        c.remove(at(outie), 7);
    }
    let step = first_to_fire(&c, Technique::EmptyRectangle);
    assert_eq!(step.eliminations, marks(&[("r9c5", 7)]));
    assert!(
        step.explanation.starts_with("in region "),
        "{}",
        step.explanation
    );
}
