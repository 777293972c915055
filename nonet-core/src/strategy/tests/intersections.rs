//! Locked candidates (pointing and claiming) and the law of leftovers.

use super::*;

#[test]
fn locked_candidates_pointing_and_claiming() {
    // Pointing: in box 1, 4 lies only in row 1.
    let mut c = classic();
    let box1 = Layout::classic().region(0);
    only(&mut c, 4, box1, cells(&["r1c1", "r1c2"]));
    let step = Technique::LockedCandidates.find(&c).unwrap();
    assert_eq!(
        step.eliminations,
        marks_in(
            cells(&["r1c4", "r1c5", "r1c6", "r1c7", "r1c8", "r1c9"]),
            &[4]
        )
    );
    assert_eq!(
        step.explanation,
        "in box 1, 4 lies only in row 1 (r1c1, r1c2), so 4 leaves the rest of row 1"
    );
    // Claiming: in row 1, 4 lies only in box 1.
    let mut c = classic();
    only(&mut c, 4, row(1), cells(&["r1c1", "r1c2", "r1c3"]));
    let step = Technique::LockedCandidates.find(&c).unwrap();
    assert_eq!(step.eliminations, marks_in(box1 - row(1), &[4]), "{step}");
    // Spread over two rows and two columns of the box: nothing.
    let mut c = classic();
    only(&mut c, 4, box1, cells(&["r1c1", "r2c2"]));
    assert_eq!(Technique::LockedCandidates.find(&c), None);
}

/// HoDoKu's order: pointing before claiming; pointing region by region, each region's
/// digits in order; claiming rows, then columns.
#[test]
fn locked_candidates_come_in_hodokus_order() {
    let mut c = classic();
    let (box1, box2) = (Layout::classic().region(0), Layout::classic().region(1));
    only(&mut c, 9, box1, cells(&["r1c2", "r2c2", "r3c2"]));
    only(&mut c, 3, box1, cells(&["r3c1", "r3c3"]));
    only(&mut c, 5, box2, cells(&["r2c4", "r2c6"]));
    only(&mut c, 7, row(5), cells(&["r5c1", "r5c2"]));
    only(&mut c, 6, col(9), cells(&["r4c9", "r6c9"]));
    let steps = Technique::LockedCandidates.find_all(&c);
    let firsts: Vec<&str> = steps
        .iter()
        .map(|s| s.explanation.split(" (").next().unwrap())
        .collect();
    assert_eq!(
        firsts,
        [
            "in box 1, 3 lies only in row 3",
            "in box 1, 9 lies only in column 2",
            "in box 2, 5 lies only in row 2",
            "in row 5, 7 lies only in box 4",
            "in column 9, 6 lies only in box 6",
        ]
    );
    assert_eq!(Technique::LockedCandidates.find(&c).as_ref(), steps.first());
}

#[test]
fn locked_candidates_on_a_jigsaw_with_an_irregular_intersection() {
    let layout = jigsaw_layout();
    // A region and a row meeting in 2, 4 or more cells (not the classic 3).
    let (r, line) = (18..27)
        .flat_map(|r| (0..9).map(move |l| (r, l)))
        .find(|&(r, l)| {
            let n = (layout.house(r) & layout.house(l)).len();
            n >= 2 && n != 3
        })
        .expect("a jigsaw has irregular intersections");
    let meet = layout.house(r) & layout.house(line);
    let mut c = blank(layout.clone());
    only(&mut c, 6, layout.house(r), meet);
    let step = Technique::LockedCandidates.find(&c).unwrap();
    assert_eq!(step.eliminations, marks_in(layout.house(line) - meet, &[6]));
    let names: Vec<usize> = step.houses.iter().map(|h| h.index).collect();
    assert_eq!(names, vec![r, line]);
}

#[test]
fn law_of_leftovers_matches_innies_and_outies() {
    let layout = jigsaw_layout();
    let run = layout.house(0);
    let best = (18..27)
        .max_by_key(|&r| ((layout.house(r) & run).len(), std::cmp::Reverse(r)))
        .unwrap();
    let innies = run - layout.house(best);
    let outies = layout.house(best) - run;
    assert!(
        !innies.is_empty(),
        "the fixture layout's row 1 is not one region"
    );
    // No outie can be 8, so no innie can be.
    let mut c = blank(layout.clone());
    for o in outies.iter() {
        c.remove(o, 8);
    }
    let step = Technique::LawOfLeftovers.find(&c).unwrap();
    assert_eq!(step.eliminations, marks_in(innies, &[8]), "{step}");
    assert!(step.explanation.starts_with("row 1, region"), "{step}");
    // Full candidates everywhere: nothing to match.
    assert_eq!(Technique::LawOfLeftovers.find(&blank(layout)), None);
    // Never on the classic layout, where it would be a complicated hidden single.
    let mut c = classic();
    for o in (Layout::classic().region(0) - row(1)).iter() {
        c.remove(o, 8);
    }
    assert_eq!(Technique::LawOfLeftovers.find(&c), None);
}
