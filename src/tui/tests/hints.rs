//! Hints in stages, from a test double and from the step engine.

use super::*;

/// A test double: offers the one step r1c3 = 4 of the easy puzzle.
pub(super) struct OneStep;

impl HintSource for OneStep {
    fn next_step(&self, grid: &Grid) -> HintAnswer {
        // A test double: r1c3 must be 4 in the easy puzzle.
        if grid.value(2) != 0 {
            return HintAnswer::Nothing("no step".into());
        }
        HintAnswer::Step(HintStep {
            technique: "Hidden single".into(),
            houses: vec![0],
            pattern: CellSet::single(2),
            eliminations: vec![(3, 4)],
            placements: vec![(2, 4)],
            explanation: "in row 1, 4 fits only r1c3".into(),
            chains: Vec::new(),
        })
    }
}

#[test]
fn hints_come_in_stages() {
    let mut s = easy();
    run(&mut s, [Action::Hint]);
    assert_eq!(s.message.as_ref().unwrap().text, "hints not available yet");
    assert_eq!(s.hint, HintStage::Off);

    s.hint_source = Some(Box::new(OneStep));
    run(&mut s, [Action::AutoFill, Action::Hint]);
    assert!(matches!(s.hint, HintStage::Named(_)));
    assert_eq!(s.grid.value(2), 0);
    run(&mut s, [Action::Hint]);
    assert!(matches!(s.hint, HintStage::Shown(..)));
    run(&mut s, [Action::Hint]);
    assert_eq!(s.hint, HintStage::Off);
    assert_eq!(s.grid.value(2), 4);
    assert!(!s.grid.marks[3].contains(4));
    run(&mut s, [Action::Undo]);
    assert_eq!(s.grid.value(2), 0);
}

/// The real step engine behind `h`: every applied step agrees with the solution, and
/// a wrong entry is named instead of hinted around.
#[test]
fn hints_from_the_step_engine_are_sound_and_name_wrong_entries() {
    let solution = board(EASY_SOLUTION);
    let mut s = easy();
    s.hint_source = crate::tui::hint::default_source();
    for _ in 0..30 {
        run(&mut s, [Action::Hint]);
        let HintStage::Named(step) = s.hint.clone() else {
            panic!("expected a named step, got {:?}", s.hint);
        };
        assert!(!step.technique.is_empty());
        run(&mut s, [Action::Hint]);
        assert!(matches!(s.hint, HintStage::Shown(..)));
        run(&mut s, [Action::Hint]);
        for &(cell, d) in &step.placements {
            assert_eq!(s.grid.value(cell), d);
            assert_eq!(solution[cell], d, "{} placed a wrong digit", step.technique);
        }
        for &(cell, d) in &step.eliminations {
            assert_ne!(solution[cell], d, "{} removed the answer", step.technique);
        }
    }
    assert!((0..CELLS).filter(|&c| s.grid.value(c) != 0).count() > 30);

    let mut s = easy();
    s.hint_source = crate::tui::hint::default_source();
    run(&mut s, [Action::Select(2), Action::Digit(9), Action::Hint]);
    let m = s.message.as_ref().expect("a message");
    assert!(m.error && m.text.contains("r1c3"), "{}", m.text);
    assert_eq!(s.hint, HintStage::Off);
}
