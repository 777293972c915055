//! Full house, naked single and hidden single.

use super::*;

#[test]
fn full_house_places_the_missing_digit() {
    for (layout, sol) in solved_layouts() {
        let mut board = sol;
        let cell = at("r4c6");
        board[cell] = 0;
        let c = Candidates::from_board(layout.clone(), &board);
        let step = Technique::FullHouse.find(&c).unwrap();
        assert_eq!(step.placements, vec![Mark::new(cell, sol[cell])]);
        assert!(step.eliminations.is_empty());
        assert_eq!(
            step.explanation,
            format!(
                "r4c6 is the last open cell of row 4, so it is {}",
                sol[cell]
            )
        );
        // A 2×2 hole leaves two open cells in every house it touches: no full house.
        let mut board = sol;
        for n in ["r1c1", "r1c2", "r2c1", "r2c2"] {
            board[at(n)] = 0;
        }
        let region_ok = [at("r1c1"), at("r1c2"), at("r2c1"), at("r2c2")]
            .iter()
            .all(|&x| {
                layout
                    .region(layout.region_of(x))
                    .iter()
                    .filter(|&y| board[y] == 0)
                    .count()
                    != 1
            });
        let c = Candidates::from_board(layout.clone(), &board);
        if region_ok {
            assert_eq!(Technique::FullHouse.find(&c), None);
        }
    }
}

#[test]
fn hidden_single_in_a_row_and_in_a_jigsaw_region() {
    let mut c = classic();
    only(&mut c, 7, row(4), cells(&["r4c6"]));
    let step = Technique::HiddenSingle.find(&c).unwrap();
    assert_eq!(
        step.to_string(),
        "Hidden single: in row 4, 7 fits only r4c6"
    );
    assert_eq!(step.placements, marks(&[("r4c6", 7)]));
    assert_eq!(step.houses[0].name, "row 4");
    assert_eq!(Technique::HiddenSingle.find(&classic()), None);

    let layout = jigsaw_layout();
    let mut c = blank(layout.clone());
    let region = layout.region(4);
    let target = region.iter().nth(4).unwrap();
    only(&mut c, 3, region, CellSet::single(target));
    let step = Technique::HiddenSingle.find(&c).unwrap();
    assert_eq!(step.placements, vec![Mark::new(target, 3)]);
    assert_eq!(step.houses[0].index, 22);
    assert_eq!(step.houses[0].name, "region E");
}

#[test]
fn naked_single_takes_the_last_candidate() {
    let mut c = classic();
    set(&mut c, "r2c3", &[5]);
    let step = Technique::NakedSingle.find(&c).unwrap();
    assert_eq!(step.to_string(), "Naked single: r2c3 can only be 5");
    assert_eq!(step.placements, marks(&[("r2c3", 5)]));
    assert_eq!(Technique::NakedSingle.find(&classic()), None);
}
