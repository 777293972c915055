//! The ladder as a whole: the registry's order and switches, hints on grids and their
//! pencil marks, playing steps, solving paths and ratings, and every step of a technique
//! (`find_all`).

use super::*;

#[test]
fn registry_order_and_switches() {
    let mut c = classic();
    set(&mut c, "r2c3", &[5]);
    only(&mut c, 7, row(4), cells(&["r4c6"]));
    let mut r = Registry::full();
    assert_eq!(r.find(&c).unwrap().technique, Technique::NakedSingle);
    r.set_enabled(Technique::NakedSingle, false);
    assert_eq!(r.find(&c).unwrap().technique, Technique::HiddenSingle);
    assert_eq!(
        Technique::from_name("two string kite"),
        Some(Technique::TwoStringKite)
    );
    assert_eq!(Technique::from_name("XY-Wing"), Some(Technique::XyWing));
    assert_eq!(Technique::from_name("nope"), None);
}

/// The techniques HoDoKu has come in HoDoKu's order (its default solver steps, which
/// hodoku-py keeps), so the step a hint shows first is of the technique HoDoKu shows and a
/// rating walks HoDoKu's path. nonet's own (law of leftovers, 3D Medusa, WXYZ-wing, deep
/// forcing net) sit beside their kin.
#[test]
fn the_ladder_keeps_hodokus_order() {
    use Technique::*;
    let hodoku = [
        FullHouse,
        NakedSingle,
        HiddenSingle,
        LockedPair,
        LockedTriple,
        LockedCandidates,
        NakedPair,
        NakedTriple,
        HiddenPair,
        HiddenTriple,
        NakedQuad,
        HiddenQuad,
        XWing,
        Swordfish,
        Jellyfish,
        RemotePair,
        BugPlusOne,
        Skyscraper,
        TwoStringKite,
        TurbotFish,
        EmptyRectangle,
        WWing,
        XyWing,
        XyzWing,
        UniqueRectangle1,
        UniqueRectangle2,
        UniqueRectangle3,
        UniqueRectangle4,
        UniqueRectangle5,
        UniqueRectangle6,
        HiddenRectangle,
        AvoidableRectangle1,
        AvoidableRectangle2,
        FinnedXWing,
        SashimiXWing,
        FinnedSwordfish,
        SashimiSwordfish,
        FinnedJellyfish,
        SashimiJellyfish,
        SueDeCoq,
        SimpleColouring,
        XChain,
        XyChain,
        ContinuousNiceLoop,
        DiscontinuousNiceLoop,
        Aic,
        GroupedContinuousNiceLoop,
        GroupedDiscontinuousNiceLoop,
        GroupedAic,
        AlsXz,
        AlsXyWing,
        AlsChain,
        DeathBlossom,
        FrankenXWing,
        FrankenSwordfish,
        FrankenJellyfish,
        FinnedFrankenXWing,
        FinnedFrankenSwordfish,
        FinnedFrankenJellyfish,
        MutantXWing,
        MutantSwordfish,
        MutantJellyfish,
        FinnedMutantXWing,
        FinnedMutantSwordfish,
        FinnedMutantJellyfish,
        ForcingChain,
        ForcingNet,
    ];
    let ladder: Vec<Technique> = Technique::ALL
        .into_iter()
        .filter(|t| hodoku.contains(t))
        .collect();
    assert_eq!(ladder, hodoku);
}

#[test]
fn hint_names_wrong_marks_and_offers_search_when_stuck() {
    let p = classic_puzzle(TOP1);
    let sol = unique_solution(&p).unwrap();
    let mut g = Grid::new(p.clone());
    let singles = Registry::singles();
    let mut played = 0;
    while let Ok(step) = hint(&g, &singles) {
        apply(&mut g, &step);
        played += 1;
    }
    assert!(played < 60, "singles do not solve top1465 puzzle 1");
    match hint(&g, &singles) {
        Err(NoStep::Stuck { search }) => {
            assert_eq!(g.value(search.cell), 0);
            assert_eq!(
                search.candidates as u32,
                Candidates::from_grid(&g).get(search.cell).len()
            );
            assert_eq!(search.digit, sol[search.cell]);
            assert!(search.to_string().contains("from search, not logic"));
        }
        other => panic!("expected stuck, got {other:?}"),
    }
    // Wrong marks: remove the true digit of one open cell.
    g.fill_marks();
    let cell = (0..CELLS).find(|&c| p.givens[c] == 0).unwrap();
    g.marks[cell].remove(sol[cell]);
    let e = check_marks(&g).unwrap_err();
    assert_eq!(
        e,
        MarkError::MissingCandidate {
            cell,
            digit: sol[cell]
        }
    );
    assert!(e.to_string().starts_with(&cell_name(cell)));
    assert!(matches!(
        hint(&g, &Registry::full()),
        Err(NoStep::Inconsistent { .. })
    ));
    // A wrong entry is named before marks.
    let mut g = Grid::new(p.clone());
    let wrong = if sol[cell] == 1 { 2 } else { 1 };
    g.enter(cell, wrong);
    assert_eq!(
        check_marks(&g),
        Err(MarkError::WrongEntry {
            cell,
            entered: wrong
        })
    );
}

/// Plays hints on `g` until none is left, checking the marks after each one.
fn play_hints(g: &mut Grid) {
    let reg = Registry::full();
    let mut n = 0;
    while let Ok(step) = hint(g, &reg) {
        apply(g, &step);
        assert!(check_marks(g).is_ok(), "after {step}");
        n += 1;
        assert!(n < 200, "hints must make progress");
    }
}

#[test]
fn apply_plays_a_step_on_a_grid_and_hints_follow_marks() {
    let p = classic_puzzle(EASY);
    let mut g = Grid::new(p);
    play_hints(&mut g);
    assert!(g.is_solved(), "the easy puzzle is solved by hints alone");
    assert_eq!(hint(&g, &Registry::full()), Err(NoStep::Solved));
}

#[test]
fn solve_path_and_rating() {
    let p = classic_puzzle(EASY);
    let path = solve_path(&Candidates::from_puzzle(&p), &Registry::full());
    assert!(path.solved());
    let sol = unique_solution(&p).unwrap();
    assert_eq!(path.end.values(), &sol);
    let r = rate(&p, &Registry::full());
    assert!(r.solved_by_logic);
    assert_eq!(r.steps, path.steps.len());
    let sum: u32 = path.steps.iter().map(|s| s.technique.default_score()).sum();
    assert_eq!(r.score, sum);
    assert!(r.level >= Level::of_score(sum));

    let hard = classic_puzzle(TOP1);
    let r = rate(&hard, &Registry::singles());
    assert!(!r.solved_by_logic);
    assert_eq!(r.level, Level::Extreme);
    assert_eq!(Level::of_score(800), Level::Easy);
    assert_eq!(Level::of_score(801), Level::Medium);
    assert_eq!(Level::of_score(1601), Level::Expert);
}

/// `rate_up_to` answers what `rate` does about every level, on classic and jigsaw
/// puzzles of every difficulty (random puzzles from minimal to 27 clues), and
/// also for a registry whose scores put a lower level above a higher one, where it cannot
/// cut the walk short.
#[test]
fn rating_up_to_a_level_agrees_with_the_full_rating() {
    // Simple colouring (hard) outscoring the finned swordfish (expert): a path with both
    // is rated hard, so a step above the cap does not put the puzzle above it.
    let mut out_of_order = Registry::full();
    for s in &mut out_of_order.strategies {
        if s.technique == Technique::SimpleColouring {
            s.score = 400;
        }
    }
    assert!(Registry::full().scores_follow_levels());
    assert!(!out_of_order.scores_follow_levels());
    let mut rng = Rng::new(12);
    let mut levels = std::collections::BTreeSet::new();
    for i in 0..40 {
        // From minimal puzzles to ones with 27 clues.
        let options = crate::generate::PuzzleOptions {
            clues: Some(23 + i % 5),
            ..Default::default()
        };
        let p = if i % 2 == 0 {
            crate::generate::random_puzzle(&Layout::classic(), &mut rng, &options).unwrap()
        } else {
            crate::generate::random_jigsaw_puzzle(&mut rng, &options)
        };
        for registry in [Registry::full(), out_of_order.clone()] {
            let full = rate(&p, &registry);
            levels.insert(full.level);
            for cap in Level::ALL {
                let expected = Some(full.clone()).filter(|r| r.level <= cap);
                assert_eq!(rate_up_to(&p, &registry, cap), expected, "{}", p.to_line());
            }
        }
    }
    assert!(levels.len() >= 4, "the puzzles span the levels: {levels:?}");
}

#[cfg(feature = "serde")]
#[test]
fn steps_serialize_with_named_cells() {
    let mut c = classic();
    only(&mut c, 7, row(4), cells(&["r4c6"]));
    let step = Technique::HiddenSingle.find(&c).unwrap();
    let v = serde_json::to_value(&step).unwrap();
    assert_eq!(v["technique"], "Hidden single");
    assert_eq!(v["placements"][0]["cell"], "r4c6");
    assert_eq!(v["placements"][0]["index"], 32);
    assert_eq!(v["placements"][0]["digit"], 7);
    assert_eq!(v["houses"][0]["name"], "row 4");
    assert_eq!(v["explanation"], "in row 4, 7 fits only r4c6");
}

#[test]
fn hints_follow_the_pencil_marks_of_a_grid() {
    let p = classic_puzzle(TOP1);
    let sol = unique_solution(&p).unwrap();
    let mut g = Grid::new(p);
    g.fill_marks();
    // The player narrowed r1c2 to its digit: that is now the first naked single.
    let r1c2 = at("r1c2");
    g.marks[r1c2] = Digits::single(sol[r1c2]);
    let step = hint(&g, &Registry::full()).unwrap();
    assert_eq!(
        step.to_string(),
        format!("Naked single: r1c2 can only be {}", sol[r1c2])
    );
    // A mark for a digit a peer already holds is ignored, not trusted.
    let mut g = Grid::new(classic_puzzle(TOP1));
    g.fill_marks();
    g.marks[r1c2].insert(4); // r1c1 holds 4
    assert!(!Candidates::from_grid(&g).has(r1c2, 4));
    assert!(check_marks(&g).is_ok());
}

#[test]
fn a_cell_without_pencil_marks_holds_all_its_candidates() {
    // A player pencils one cell: the others are not marked yet, not wrong.
    let p = classic_puzzle(EASY);
    let sol = unique_solution(&p).unwrap();
    let open: Vec<usize> = (0..CELLS).filter(|&c| p.givens[c] == 0).collect();
    let (marked, unmarked) = (open[0], open[1]);
    let mut g = Grid::new(p);
    let full = Candidates::from_grid(&g);
    g.marks[marked] = Digits::NONE;
    g.marks[marked].insert(sol[marked]);
    assert_eq!(
        check_marks(&g),
        Ok(()),
        "unmarked cells are not called wrong"
    );
    let cand = Candidates::from_grid(&g);
    assert_eq!(cand.get(unmarked), full.get(unmarked));
    assert_eq!(cand.get(marked).len(), 1);
    // A hint's eliminations in an unmarked cell survive applying it: the cell is filled
    // in first.
    play_hints(&mut g);
    assert!(g.is_solved());
    // Marks that leave out the solution's digit are still named.
    let mut g = Grid::new(classic_puzzle(EASY));
    let wrong = if sol[marked] == 1 { 2 } else { 1 };
    g.marks[marked].insert(wrong);
    assert_eq!(
        check_marks(&g),
        Err(MarkError::MissingCandidate {
            cell: marked,
            digit: sol[marked]
        })
    );
}

#[test]
fn find_all_lists_every_instance_and_find_takes_the_first() {
    let (layout, mut board) = solved_layouts().remove(0);
    for n in ["r1c1", "r5c5", "r9c9"] {
        board[at(n)] = 0;
    }
    let c = Candidates::from_board(layout, &board);
    let all = Technique::NakedSingle.find_all(&c);
    let expected: Vec<usize> = (0..CELLS)
        .filter(|&x| c.value(x) == 0 && c.get(x).len() == 1)
        .collect();
    assert!(expected.len() > 1, "the fixture has several naked singles");
    let placed: Vec<usize> = all.iter().map(|s| s.placements[0].cell).collect();
    assert_eq!(placed, expected);
    assert_eq!(Technique::NakedSingle.find(&c).as_ref(), all.first());
    // Every technique's first step is the first of its full list.
    for t in Technique::ALL {
        assert_eq!(t.find(&c).as_ref(), t.find_all(&c).first(), "{t}");
    }
    // Stopping early: the sink sees exactly as many steps as it asks for.
    let mut seen = 0;
    let _ = Technique::NakedSingle.for_each(&c, &mut |_| {
        seen += 1;
        if seen == 2 {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    assert_eq!(seen, 2);
}
