//! Painting, validating, accepting and discarding the region draft.

use super::*;

#[test]
fn region_painting_validation_accept_discard() {
    let mut s = empty();
    run(&mut s, [Action::RegionMode]);
    assert_eq!(s.mode, Mode::Regions);
    // Paint r1c4 (box 2) into box 1: box 1 has 10 cells, box 2 has 8.
    run(&mut s, [Action::Select(3), Action::Digit(1)]);
    assert_eq!(s.region_map()[3], 0);
    run(&mut s, [Action::AcceptRegions]);
    assert_eq!(s.mode, Mode::Regions, "an invalid layout can't be accepted");
    let m = s.message.clone().unwrap();
    assert!(m.error);
    assert!(m.text.contains("region A has 10 cells"), "{}", m.text);
    // Paint r3c1 (box 1) into box 2: sizes are 9 again, but box 2 is now in two pieces.
    run(&mut s, [Action::Select(18), Action::Digit(2)]);
    let report = nonet_core::layout::region_report(&s.region_map());
    assert!(report.iter().all(|region| region.size == 9));
    assert!(report.iter().any(|region| !region.in_one_piece));
    run(&mut s, [Action::AcceptRegions]);
    assert_eq!(s.mode, Mode::Regions);
    // Give r3c1 back and trade r2c3 into box 2 instead: a valid jigsaw.
    run(
        &mut s,
        [
            Action::Select(18),
            Action::Digit(1),
            Action::Select(11),
            Action::Digit(2),
        ],
    );
    run(&mut s, [Action::AcceptRegions]);
    assert_eq!(s.mode, Mode::Normal, "{:?}", s.message);
    assert!(!s.grid.layout().is_classic());
    let l = s.grid.layout();
    assert_eq!(l.region_of(11), l.region_of(4), "r2c3 joined box 2");
    assert_eq!(l.region_of(3), l.region_of(0), "r1c4 joined box 1");
    run(&mut s, [Action::Undo]);
    assert!(s.grid.layout().is_classic());
    // While painting, undo and redo step through the draft.
    run(
        &mut s,
        [
            Action::RegionMode,
            Action::Select(3),
            Action::Digit(1),
            Action::Select(4),
            Action::Digit(1),
        ],
    );
    assert_eq!(&s.region_map()[3..5], &[0, 0]);
    run(&mut s, [Action::Undo]);
    assert_eq!(&s.region_map()[3..5], &[0, 1]);
    run(&mut s, [Action::Undo, Action::Undo]);
    assert_eq!(&s.region_map()[3..5], &[1, 1]);
    assert!(s.grid.layout().is_classic());
    run(&mut s, [Action::Redo]);
    assert_eq!(&s.region_map()[3..5], &[0, 1]);
    run(&mut s, [Action::Back]);
    // Esc discards a draft.
    run(
        &mut s,
        [
            Action::RegionMode,
            Action::Select(3),
            Action::Digit(1),
            Action::Back,
        ],
    );
    assert_eq!(s.mode, Mode::Normal);
    assert!(s.grid.layout().is_classic());
}

#[test]
fn mouse_drag_paints_the_region_it_started_in() {
    let mut s = empty();
    run(
        &mut s,
        [Action::RegionMode, Action::Select(2), Action::Drag(3)],
    );
    assert_eq!(s.region_map()[3], s.region_map()[2]);
    assert_eq!(
        s.grid.layout().region_of(3),
        1,
        "not applied until accepted"
    );
}

#[test]
fn a_region_draft_is_kept_in_the_session_and_not_pasted_over_unasked() {
    let mut s = empty();
    run(&mut s, [Action::RegionMode]);
    let revision = s.revision;
    run(&mut s, [Action::Select(3), Action::Digit(1)]);
    assert!(s.revision > revision, "painting is autosaved like any edit");
    let painted = s.region_map();
    // Quitting mid-paint: the session holds the draft, and restarting resumes it.
    let text = crate::tui::store::to_native(&s.document());
    assert!(text.contains("region_draft"), "{text}");
    let back = crate::tui::store::from_native(&text, "session").unwrap();
    assert_eq!(back.region_draft, Some(painted));
    let resumed = State::new(back, None);
    assert_eq!(resumed.mode, Mode::Regions);
    assert_eq!(resumed.region_map(), painted);
    // A damaged draft is named like any other field.
    let bad = text.replacen("\"AAAABBCCC\"", "\"AAAAB?CCC\"", 1);
    assert_ne!(bad, text);
    let e = crate::tui::store::from_native(&bad, "session").unwrap_err();
    assert!(e.contains("`region_draft` r1c6"), "{e}");
    // A paste asks before it discards the draft; no keeps it.
    run(&mut s, [Action::Paste(format!("{EASY}\n"))]);
    match &s.overlay {
        Some(Overlay::Confirm { question, .. }) => {
            assert!(question.contains("region draft"), "{question}")
        }
        other => panic!("expected a question, got {other:?}"),
    }
    run(&mut s, [Action::Confirm(false)]);
    assert_eq!((s.mode, s.region_map()), (Mode::Regions, painted));
    // Esc discards the draft; then a paste under the help loads (nothing to ask) and
    // closes the help.
    run(&mut s, [Action::Back, Action::Help]);
    assert!(matches!(s.overlay, Some(Overlay::Help { .. })));
    run(&mut s, [Action::Paste(format!("{EASY}\n"))]);
    assert!(s.overlay.is_none(), "the help closes: the paste is seen");
    assert_eq!(s.grid.puzzle.givens, board(EASY));
}
