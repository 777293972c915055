//! Fixtures for the uniqueness techniques: for each a hand-made candidate state (marked
//! as having a unique solution) where it fires and every technique before it in the
//! ladder finds nothing, the exact eliminations or placement; a jigsaw rectangle; and a
//! puzzle with several solutions on which none of them is offered.

use super::*;
use crate::Puzzle;

/// The state marked as having a unique solution, as a checked position is.
fn known_unique(mut c: Candidates) -> Candidates {
    c.set_unique_solution(true);
    c
}

/// Asserts that `tech` finds a step on `c`, that no technique before it in the ladder
/// makes progress there, and that without the uniqueness mark it finds nothing.
fn fires_alone(c: &Candidates, tech: Technique) -> Step {
    nothing_simpler_fires(c, tech, &[]);
    let mut unknown = Candidates::from_masks(c.layout_arc().clone(), c.values(), c.masks());
    assert_eq!(unknown.unique_solution(), None);
    assert_eq!(
        tech.find(&unknown),
        None,
        "{tech} without a known unique solution"
    );
    unknown.set_unique_solution(false);
    assert_eq!(tech.find(&unknown), None, "{tech} on several solutions");
    tech.find(c)
        .unwrap_or_else(|| panic!("{tech} finds nothing"))
}

/// r1c1 and r2c1 hold only 3 and 7 (a naked pair of column 1 and box 1, already played),
/// so the rectangle r1c1, r1c4, r2c1, r2c4 over boxes 1 and 2 has its floor in column 1.
fn floor_in_column_1() -> Candidates {
    let mut c = classic();
    set(&mut c, "r1c1", &[3, 7]);
    set(&mut c, "r2c1", &[3, 7]);
    for d in [3, 7] {
        only(&mut c, d, col(1), cells(&["r1c1", "r2c1"]));
        only(
            &mut c,
            d,
            Layout::classic().region(0),
            cells(&["r1c1", "r2c1"]),
        );
    }
    c
}

#[test]
fn unique_rectangle_type_1_clears_the_pair_from_the_roof() {
    let mut c = floor_in_column_1();
    set(&mut c, "r1c4", &[3, 7]);
    set(&mut c, "r2c4", &[3, 5, 7]);
    for d in [3, 7] {
        only(&mut c, d, row(1), cells(&["r1c1", "r1c4"]));
    }
    let step = fires_alone(&known_unique(c), Technique::UniqueRectangle1);
    assert_eq!(step.eliminations, marks(&[("r2c4", 3), ("r2c4", 7)]));
    assert_eq!(
        step.explanation,
        "r1c1, r1c4, r2c1, r2c4 span two rows, two columns and two regions; were all four \
         only 3 and 7, the two could swap places and the puzzle would have two solutions; \
         r1c1, r1c4, r2c1 hold only 3 and 7, so r2c4 is neither"
    );
    assert_eq!(step.houses.len(), 6);
    assert_eq!(step.pattern.len(), 8);
}

#[test]
fn unique_rectangle_type_2_clears_the_roofs_extra_digit_from_their_common_peers() {
    let mut c = floor_in_column_1();
    set(&mut c, "r1c4", &[3, 5, 7]);
    set(&mut c, "r2c4", &[3, 5, 7]);
    let step = fires_alone(&known_unique(c), Technique::UniqueRectangle2);
    let seeing = (col(4) | Layout::classic().region(1)) - cells(&["r1c4", "r2c4"]);
    assert_eq!(seeing.len(), 13);
    assert_eq!(step.eliminations, marks_in(seeing, &[5]));
}

#[test]
fn unique_rectangle_type_3_makes_a_naked_subset_with_the_roof() {
    let mut c = floor_in_column_1();
    set(&mut c, "r1c4", &[1, 3, 7]);
    set(&mut c, "r2c4", &[2, 3, 7]);
    set(&mut c, "r5c4", &[1, 2]);
    let step = fires_alone(&known_unique(c), Technique::UniqueRectangle3);
    let rest = col(4) - cells(&["r1c4", "r2c4", "r5c4"]);
    assert_eq!(step.eliminations, marks_in(rest, &[1, 2]));
    assert!(step.explanation.ends_with(
        "r1c4 or r2c4 holds 1 or 2; with r5c4 that makes a naked pair of 1 and 2 in column 4, \
         so these digits leave its other cells"
    ));
}

#[test]
fn unique_rectangle_type_4_clears_the_other_digit_when_one_is_locked_in_the_roof() {
    let mut c = floor_in_column_1();
    set(&mut c, "r1c4", &[3, 5, 7]);
    set(&mut c, "r2c4", &[3, 6, 7]);
    // 3 fits only in the rectangle in rows 1 and 2, column 4 and box 2 (the X-wing and
    // the claiming that would say so are already played).
    let rect = cells(&["r1c1", "r1c4", "r2c1", "r2c4"]);
    for house in [row(1), row(2), col(4), Layout::classic().region(1)] {
        only(&mut c, 3, house, rect);
    }
    let step = fires_alone(&known_unique(c), Technique::UniqueRectangle4);
    assert_eq!(step.eliminations, marks(&[("r1c4", 7), ("r2c4", 7)]));
    assert!(step
        .explanation
        .contains("in column 4, 3 fits only in r1c4 and r2c4"));
}

#[test]
fn hidden_rectangle_clears_the_far_corner() {
    let mut c = classic();
    set(&mut c, "r1c1", &[3, 7]);
    set(&mut c, "r1c4", &[3, 5, 7]);
    set(&mut c, "r2c1", &[3, 6, 7]);
    set(&mut c, "r2c4", &[3, 7, 8]);
    // In r2c4's row and column (and so its box), 3 fits only in the rectangle.
    let rect = cells(&["r1c1", "r1c4", "r2c1", "r2c4"]);
    for house in [row(2), col(4), Layout::classic().region(1)] {
        only(&mut c, 3, house, rect);
    }
    let step = fires_alone(&known_unique(c), Technique::HiddenRectangle);
    assert_eq!(step.eliminations, marks(&[("r2c4", 7)]));
    assert!(step.explanation.ends_with(
        "r1c1 holds only 3 and 7; in row 2 and in column 4, 3 fits only in the rectangle, \
         so were r2c4 7, 3 would fill r1c4 and r2c1, and r1c1 would be 7; so r2c4 is not 7"
    ));
}

#[test]
fn bug_plus_one_places_the_digit_that_fits_three_times() {
    // Open cells: r1c1 with 1, 2 and 3; six more with two candidates each; every digit
    // fits twice in each house, but 3 three times in row 1, column 1 and box 1.
    let open: [(&str, &[u8]); 7] = [
        ("r1c1", &[1, 2, 3]),
        ("r1c2", &[1, 3]),
        ("r1c4", &[2, 3]),
        ("r2c1", &[2, 3]),
        ("r2c4", &[2, 3]),
        ("r4c1", &[1, 3]),
        ("r4c2", &[1, 3]),
    ];
    let mut board = [9u8; CELLS];
    let mut masks = [Digits::NONE; CELLS];
    for (cell, ds) in open {
        board[at(cell)] = 0;
        masks[at(cell)] = ds.iter().fold(Digits::NONE, |mut m, &d| {
            m.insert(d);
            m
        });
    }
    let c = Candidates::from_masks(Layout::classic(), &board, &masks);
    let step = fires_alone(&known_unique(c.clone()), Technique::BugPlusOne);
    assert_eq!(step.placements, marks(&[("r1c1", 3)]));
    assert!(step.eliminations.is_empty());
    // One more candidate anywhere and it is no BUG+1 any more.
    let mut wider = masks;
    wider[at("r4c2")].insert(5);
    let c = Candidates::from_masks(Layout::classic(), &board, &wider);
    assert_eq!(Technique::BugPlusOne.find(&known_unique(c)), None);
}

#[test]
fn jigsaw_rectangles_need_two_regions_two_corners_each() {
    let layout = jigsaw_layout();
    let mut deadly = None;
    let mut lopsided = None;
    for (r1, r2, c1, c2) in (0..9).flat_map(|r1| {
        (r1 + 1..9).flat_map(move |r2| {
            (0..9).flat_map(move |c1| (c1 + 1..9).map(move |c2| (r1, r2, c1, c2)))
        })
    }) {
        let corners = [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2];
        let regions: std::collections::BTreeSet<usize> =
            corners.iter().map(|&x| layout.region_of(x)).collect();
        match layout.rectangle_regions(corners) {
            Some(_) if deadly.is_none() => deadly = Some(corners),
            // Two regions, but three corners in one: no deadly pattern.
            None if regions.len() == 2 && lopsided.is_none() => lopsided = Some(corners),
            _ => {}
        }
    }
    let (deadly, lopsided) = (deadly.unwrap(), lopsided.unwrap());
    for (corners, fires) in [(deadly, true), (lopsided, false)] {
        let mut c = blank(layout.clone());
        for &x in &corners[..3] {
            for d in (1..=9).filter(|&d| d != 3 && d != 7) {
                c.remove(x, d);
            }
        }
        for d in (1..=9).filter(|&d| ![3, 5, 7].contains(&d)) {
            c.remove(corners[3], d);
        }
        let step = Technique::UniqueRectangle1.find(&known_unique(c));
        if fires {
            let step = step.expect("a rectangle over two regions, two corners each");
            assert_eq!(
                step.eliminations,
                vec![Mark::new(corners[3], 3), Mark::new(corners[3], 7)]
            );
        } else {
            assert_eq!(step, None, "three corners in one region");
        }
    }
}

#[test]
fn no_uniqueness_step_on_a_puzzle_with_several_solutions() {
    // Blank a rectangle of the solution whose digits could swap, so the puzzle has two
    // solutions, and around one corner every cell holding some other digit z, so that
    // corner gains z as a candidate: with the puzzle wrongly taken as unique, a unique
    // rectangle would remove the true digit from it.
    let p = classic_puzzle(EASY);
    let solution = unique_solution(&p).unwrap();
    let layout = p.layout.clone();
    let mut tried = 0;
    for (r1, r2, c1, c2) in (0..9).flat_map(|r1| {
        (r1 + 1..9).flat_map(move |r2| {
            (0..9).flat_map(move |c1| (c1 + 1..9).map(move |c2| (r1, r2, c1, c2)))
        })
    }) {
        let corners = [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2];
        let s = |i: usize| solution[corners[i]];
        if s(0) != s(3) || s(1) != s(2) || layout.rectangle_regions(corners).is_none() {
            continue;
        }
        for z in (1..=9).filter(|&z| z != s(0) && z != s(1)) {
            let mut board = solution;
            for &x in &corners {
                board[x] = 0;
            }
            for x in layout.peers(corners[3]).iter() {
                if board[x] == z {
                    board[x] = 0;
                }
            }
            let puzzle = Puzzle::new(layout.clone(), board);
            if crate::engine::count(&puzzle, 2).solutions != 2 {
                continue;
            }
            let cand = Candidates::from_puzzle(&puzzle);
            let assumed = known_unique(cand.clone());
            if Technique::UNIQUENESS
                .iter()
                .all(|t| t.find(&assumed).is_none())
            {
                continue;
            }
            tried += 1;
            let path = solve_path(&cand, &Registry::full());
            assert_eq!(path.end.unique_solution(), Some(false));
            assert!(path
                .steps
                .iter()
                .all(|s| !Technique::UNIQUENESS.contains(&s.technique)));
            let mut settled = cand.clone();
            settled.settle_uniqueness();
            assert!(Registry::full()
                .every_step(&settled)
                .iter()
                .all(|s| !Technique::UNIQUENESS.contains(&s.technique)));
        }
    }
    assert!(tried > 0, "no deadly rectangle in the fixture's solution");
}

#[test]
fn the_registry_switches_uniqueness_as_one_and_paths_count_once() {
    let mut r = Registry::full();
    assert!(r.uses_uniqueness());
    r.set_uniqueness(false);
    assert!(!r.uses_uniqueness());
    for t in Technique::UNIQUENESS {
        assert!(!r.strategies.iter().any(|s| s.technique == t && s.enabled));
        assert_eq!(Technique::from_name(t.name()), Some(t));
    }
    assert_eq!(Technique::from_name("bug+1"), Some(Technique::BugPlusOne));
    assert_eq!(
        Technique::from_name("unique rectangle type 3"),
        Some(Technique::UniqueRectangle3)
    );
    // A path counts the puzzle's solutions when its ladder needs to know, not otherwise.
    let p = classic_puzzle(EASY);
    let start = Candidates::from_puzzle(&p);
    assert_eq!(
        solve_path(&start, &Registry::full()).end.unique_solution(),
        Some(true)
    );
    assert_eq!(solve_path(&start, &r).end.unique_solution(), None);
}

/// The first rectangle of `layout` over two regions (two corners each), row by row:
/// r1c1, r1c4, r2c1, r2c4 on the classic grid.
fn first_rectangle(layout: &Layout) -> [usize; 4] {
    (0..9)
        .flat_map(|r1| {
            (r1 + 1..9).flat_map(move |r2| {
                (0..9).flat_map(move |c1| {
                    (c1 + 1..9).map(move |c2| [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2])
                })
            })
        })
        .find(|&corners| {
            layout.rectangle_regions(corners).is_some()
                // Side by side in a region, as on the classic grid, so that a fixture
                // built on it reads the same on both layouts.
                && layout.region_of(corners[0]) == layout.region_of(corners[2])
        })
        .expect("a rectangle over two regions")
}

/// The six houses of a rectangle: its rows, columns and regions.
fn rectangle_houses(layout: &Layout, corners: [usize; 4]) -> Vec<CellSet> {
    let [g1, g2] = layout.rectangle_regions(corners).unwrap();
    vec![
        layout.house(corners[0] / 9),
        layout.house(corners[2] / 9),
        layout.house(9 + corners[0] % 9),
        layout.house(9 + corners[1] % 9),
        layout.region(g1),
        layout.region(g2),
    ]
}

/// Plays every step the default ladder takes before `t` on a jigsaw fixture (the digits
/// a few cells hold make claims and leftovers elsewhere), so that `t` is next.
fn play_simpler(c: &mut Candidates, t: Technique) {
    if c.layout().is_classic() {
        return;
    }
    let simpler: Vec<Technique> = Technique::ALL
        .into_iter()
        .take_while(|&x| x != t)
        .filter(|x| x.on_by_default())
        .collect();
    while let Some(step) = simpler.iter().find_map(|x| x.find(c)) {
        c.apply(&step);
    }
}

fn set_at(c: &mut Candidates, cell: usize, ds: &[u8]) {
    for d in (1..=9).filter(|d| !ds.contains(d)) {
        c.remove(cell, d);
    }
}

/// Type 5 on a layout: the floor is one corner, the other three hold 3, 7 and 5; 5 leaves
/// the cells that see all three. Returns the step and those cells.
fn unique_rectangle_type_5_on(layout: Arc<Layout>) -> (Step, CellSet) {
    let corners = first_rectangle(&layout);
    let mut c = blank(layout.clone());
    set_at(&mut c, corners[0], &[3, 7]);
    for &x in &corners[1..] {
        set_at(&mut c, x, &[3, 5, 7]);
    }
    let rect: CellSet = corners.iter().copied().collect();
    let seeing = corners[1..]
        .iter()
        .fold(CellSet::ALL, |acc, &x| acc & layout.peers(x))
        - rect;
    let mut c = known_unique(c);
    play_simpler(&mut c, Technique::UniqueRectangle5);
    (
        fires_alone(&c, Technique::UniqueRectangle5),
        seeing & c.cells_of(5),
    )
}

#[test]
fn unique_rectangle_type_5_clears_the_extra_digit_from_what_sees_the_whole_roof() {
    let (step, seeing) = unique_rectangle_type_5_on(Layout::classic());
    assert_eq!(seeing, cells(&["r2c5", "r2c6"]));
    assert_eq!(step.eliminations, marks(&[("r2c5", 5), ("r2c6", 5)]));
    assert!(step.explanation.ends_with(
        "r1c1 holds only 3 and 7; r1c4, r2c1, r2c4 hold only these and 5, so one of r1c4, \
         r2c1, r2c4 is 5, which leaves every cell that sees them all"
    ));
    let (step, seeing) = unique_rectangle_type_5_on(jigsaw_layout());
    assert!(!seeing.is_empty());
    assert_eq!(step.eliminations, marks_in(seeing, &[5]));
}

/// Type 6 on a layout: the floor is two diagonal corners, and 3 fits only in the
/// rectangle in its rows, columns and regions (the X-wing and claimings that say so
/// already played); 3 leaves the two roof corners.
fn unique_rectangle_type_6_on(layout: Arc<Layout>) -> (Step, [usize; 4]) {
    let corners = first_rectangle(&layout);
    let mut c = blank(layout.clone());
    set_at(&mut c, corners[0], &[3, 7]);
    set_at(&mut c, corners[3], &[3, 7]);
    set_at(&mut c, corners[1], &[3, 5, 7]);
    set_at(&mut c, corners[2], &[3, 6, 7]);
    let rect: CellSet = corners.iter().copied().collect();
    for house in rectangle_houses(&layout, corners) {
        only(&mut c, 3, house, rect);
    }
    let mut c = known_unique(c);
    play_simpler(&mut c, Technique::UniqueRectangle6);
    (fires_alone(&c, Technique::UniqueRectangle6), corners)
}

#[test]
fn unique_rectangle_type_6_clears_the_digit_locked_in_the_rectangle_from_the_roof() {
    let (step, _) = unique_rectangle_type_6_on(Layout::classic());
    assert_eq!(step.eliminations, marks(&[("r1c4", 3), ("r2c1", 3)]));
    assert!(step.explanation.contains(
        "r1c1, r2c4 hold only 3 and 7; in row 1, row 2, column 1 and column 4, 3 fits only in the rectangle"
    ));
    assert!(step.explanation.ends_with(
        "3 takes two diagonal corners; were they r1c4 and r2c1, the other two would be 7, \
         so neither is 3"
    ));
    let (step, corners) = unique_rectangle_type_6_on(jigsaw_layout());
    assert_eq!(
        step.eliminations,
        vec![Mark::new(corners[1], 3), Mark::new(corners[2], 3)]
    );
}

/// A blank grid of `layout` with `placed` played as a solver would (digits placed by
/// steps, not givens), known to have a unique solution.
fn placed_on(layout: Arc<Layout>, placed: &[(usize, u8)]) -> Candidates {
    let mut c = blank(layout);
    for &(cell, d) in placed {
        c.place(cell, d);
    }
    known_unique(c)
}

/// The same digits as givens: no avoidable rectangle may use them.
fn given_on(layout: Arc<Layout>, placed: &[(usize, u8)], marks: &Candidates) -> Candidates {
    let mut board = [0; CELLS];
    for &(cell, d) in placed {
        board[cell] = d;
    }
    let mut c = Candidates::from_masks(layout, &board, marks.masks());
    assert_eq!(c.givens().len() as usize, placed.len());
    c.set_unique_solution(true);
    c
}

/// Avoidable rectangle type 1 on a layout: three corners placed (3 diagonal to the open
/// one, 7 on both sides of it); the fourth loses 3. As givens, nothing.
fn avoidable_rectangle_type_1_on(layout: Arc<Layout>) -> (Step, usize) {
    let corners = first_rectangle(&layout);
    let placed = [(corners[0], 3), (corners[1], 7), (corners[2], 7)];
    let mut c = placed_on(layout.clone(), &placed);
    assert_eq!(c.givens(), CellSet::EMPTY);
    play_simpler(&mut c, Technique::AvoidableRectangle1);
    let step = fires_alone(&c, Technique::AvoidableRectangle1);
    let givens = given_on(layout, &placed, &c);
    assert_eq!(Technique::AvoidableRectangle1.find(&givens), None);
    (step, corners[3])
}

#[test]
fn avoidable_rectangle_type_1_keeps_placed_digits_from_completing_the_pattern() {
    let (step, _) = avoidable_rectangle_type_1_on(Layout::classic());
    assert_eq!(step.eliminations, marks(&[("r2c4", 3)]));
    assert_eq!(
        step.explanation,
        "r1c1, r1c4, r2c1, r2c4 span two rows, two columns and two regions; r1c1 = 3, \
         r1c4 = 7, r2c1 = 7 were placed, not given; r2c4 could be 3; were the open corners \
         to hold the digits diagonal to them, two digits would sit crosswise in four cells \
         that are not givens, could swap places, and the puzzle would have two solutions; \
         so r2c4 is not 3"
    );
    let (step, open) = avoidable_rectangle_type_1_on(jigsaw_layout());
    assert_eq!(step.eliminations, vec![Mark::new(open, 3)]);
}

/// Avoidable rectangle type 2 on a layout: two side-by-side corners placed, 3 and 7; the
/// open corners hold the digit diagonal to them and 5; 5 leaves the cells seeing both.
fn avoidable_rectangle_type_2_on(layout: Arc<Layout>) -> (Step, CellSet) {
    let corners = first_rectangle(&layout);
    let placed = [(corners[0], 3), (corners[1], 7)];
    let mut c = placed_on(layout.clone(), &placed);
    set_at(&mut c, corners[2], &[5, 7]);
    set_at(&mut c, corners[3], &[3, 5]);
    let rect: CellSet = corners.iter().copied().collect();
    let seeing = (layout.peers(corners[2]) & layout.peers(corners[3])) - rect;
    play_simpler(&mut c, Technique::AvoidableRectangle2);
    let seeing = seeing & c.cells_of(5);
    let step = fires_alone(&c, Technique::AvoidableRectangle2);
    let givens = given_on(layout, &placed, &c);
    assert_eq!(Technique::AvoidableRectangle2.find(&givens), None);
    (step, seeing)
}

#[test]
fn avoidable_rectangle_type_2_clears_the_open_corners_shared_extra_digit() {
    let (step, seeing) = avoidable_rectangle_type_2_on(Layout::classic());
    assert_eq!(seeing, row(2) - cells(&["r2c1", "r2c4"]));
    assert_eq!(step.eliminations, marks_in(seeing, &[5]));
    assert!(step
        .explanation
        .contains("r2c1 holds only 7 and 5, r2c4 only 3 and 5"));
    let (step, seeing) = avoidable_rectangle_type_2_on(jigsaw_layout());
    assert_eq!(step.eliminations, marks_in(seeing, &[5]));
}

/// The givens of a plain line are all givens: rated from one, an avoidable rectangle
/// only ever uses digits the path placed.
#[test]
fn avoidable_rectangles_use_placed_digits_never_givens() {
    let p = classic_puzzle(EASY);
    let start = Candidates::from_puzzle(&p);
    assert_eq!(start.givens().len() as usize, p.given_count());
    let mut settled = start.clone();
    settled.settle_uniqueness();
    let path = solve_path(&settled, &Registry::full());
    assert_eq!(path.end.givens(), start.givens());
}

/// HoDoKu's exemplars of unique rectangle types 5 and 6 and avoidable rectangle types 1
/// and 2: along the full ladder's path of each (the puzzle read from a plain line, so its
/// digits are givens and only those the path places may make an avoidable rectangle),
/// every step is sound, and the section's technique applies at some state of the path
/// for most of them (the ladder's order differs from HoDoKu's, so another technique may
/// take the pattern's place first).
#[test]
#[ignore]
fn hodoku_rectangle_exemplars() {
    let text = hodoku_exemplars();
    let sections = [
        ("#0604: Uniqueness Test Type 5", Technique::UniqueRectangle5),
        ("#0605: Uniqueness Test Type 6", Technique::UniqueRectangle6),
        (
            "#0607: Avoidable Rectangle Type 1",
            Technique::AvoidableRectangle1,
        ),
        (
            "#0607: Avoidable Rectangle Type 2",
            Technique::AvoidableRectangle2,
        ),
    ];
    let mut current = None;
    let mut tally: std::collections::BTreeMap<Technique, (usize, usize)> = Default::default();
    for line in text.lines() {
        if line.starts_with("#0") {
            current = sections
                .iter()
                .find(|(head, _)| line.starts_with(head))
                .map(|&(_, t)| t);
            continue;
        }
        let Some(want) = current else { continue };
        let Some(givens) = line
            .split('#')
            .next()
            .map(str::trim)
            .filter(|g| g.len() == 81)
        else {
            continue;
        };
        let p = classic_puzzle(givens);
        let solution = unique_solution(&p).unwrap();
        let mut cand = Candidates::from_puzzle(&p);
        cand.settle_uniqueness();
        let path = solve_path(&cand, &Registry::full());
        let mut applies = false;
        for step in &path.steps {
            assert_sound(step, &solution);
            if let Some(found) = want.find(&cand) {
                assert_sound(&found, &solution);
                applies = true;
            }
            cand.apply(step);
        }
        let entry = tally.entry(want).or_default();
        entry.0 += usize::from(applies);
        entry.1 += 1;
    }
    eprintln!("exemplars where the technique applies on the path, of all: {tally:?}");
    for (_, t) in sections {
        let (have, of) = tally.get(&t).copied().unwrap_or_default();
        assert!(of > 0 && 2 * have >= of, "{t}: {have} of {of}");
    }
}

/// A checked position tells the grid's entries from its givens: three entered corners of
/// a rectangle of two regions, 7 7 crosswise with 3, keep the fourth from 3. Read as a
/// plain board (every digit a given, as an 81-character line is), the same position
/// offers no avoidable rectangle.
#[test]
fn entries_make_avoidable_rectangles_givens_never() {
    let p = classic_puzzle(EASY);
    let solution = unique_solution(&p).unwrap();
    let layout = p.layout.clone();
    let mut tried = 0;
    for r1 in 0..9 {
        for r2 in r1 + 1..9 {
            for (c1, c2) in (0..9).flat_map(|c1| (c1 + 1..9).map(move |c2| (c1, c2))) {
                let corners = [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2];
                let s = |i: usize| solution[corners[i]];
                if corners.iter().any(|&x| p.givens[x] != 0)
                    || layout.rectangle_regions(corners).is_none()
                    || s(1) != s(2)
                {
                    continue;
                }
                let mut grid = Grid::new(p.clone());
                for &x in &corners[..3] {
                    grid.enter(x, solution[x]);
                }
                let open = corners[3];
                let (cand, _) = checked_position(&grid).unwrap();
                if !cand.has(open, s(0)) {
                    continue;
                }
                tried += 1;
                let step = Technique::AvoidableRectangle1
                    .find(&cand)
                    .expect("an avoidable rectangle of entries");
                assert_sound(&step, &solution);
                let as_givens = Grid::new(Puzzle::new(layout.clone(), grid.board()));
                let (cand, _) = checked_position(&as_givens).unwrap();
                assert!(cand.has(open, s(0)));
                assert_eq!(Technique::AvoidableRectangle1.find(&cand), None);
            }
        }
    }
    assert!(tried > 0, "no rectangle to try in the fixture's solution");
}
