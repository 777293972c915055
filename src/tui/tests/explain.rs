//! The whole step: the panel's short lines and the key it names, the overlay `i` opens
//! (on the shown hint, the all-steps list's step, a hint's message in the log), its
//! scrolling, and Esc back to where it came from; styled snapshots of the show stage
//! and of the overlay at 80×24 and at a large size.

use super::chains::{forcing_hint, forcing_hint_of};
use super::*;
use crate::tui::action::Scroll;
use crate::tui::hints::explain;

/// Top1465 #374: where the ladder without forcing stops, a forcing chain with six
/// conclusions, each with its chains from the cases: more than 80×24 shows at once.
/// (#69 was this fixture until larger ALSs took its stuck position further,
/// to a forcing chain with four.)
const TOP374: &str =
    "..3..2.6.9..3.1...1.2.5..8.........2..5..3.98...4..1....7.....5.2..6....4.19.....";

/// TOP374 where the ladder stops, its forcing chain shown (`h` twice).
fn long_hint() -> State {
    forcing_hint_of(TOP374, "top374")
}

/// The panel's rows at `w`×`h`, from its first column on.
fn panel(s: &State, w: u16, h: u16) -> Vec<String> {
    let sc = crate::tui::draw::screen(ratatui::layout::Rect::new(0, 0, w, h)).unwrap();
    render(s, w, h)
        .lines()
        .map(|l| {
            l.trim_matches('"')
                .chars()
                .skip(sc.panel.x as usize)
                .collect::<String>()
        })
        .map(|l| l.trim_end().to_string())
        .collect()
}

/// `text` without its spaces, so that words match wherever a narrow panel wrapped them.
fn squeezed(text: &str) -> String {
    text.split_whitespace().collect()
}

fn scroll_of(s: &State) -> usize {
    match &s.overlay {
        Some(Overlay::Explain { scroll, .. }) => *scroll,
        other => panic!("the whole step is not open: {other:?}"),
    }
}

#[test]
fn the_panel_gives_the_short_lines_and_names_the_key_to_the_whole_step() {
    let s = forcing_hint();
    let step = s.hint.shown().unwrap();
    // Where there is room, every short line, the chain drawn, and the key.
    let rows = panel(&s, 120, 45);
    let shown = squeezed(&rows.concat());
    for line in step.lines() {
        assert!(
            shown.contains(&squeezed(&line)),
            "{line}:\n{}",
            rows.join("\n")
        );
    }
    assert!(
        shown.contains(&step.chains[0].eureka),
        "{}",
        rows.join("\n")
    );
    assert!(
        rows.iter().any(|r| r == "i the whole step"),
        "{}",
        rows.join("\n")
    );
    assert!(!rows.concat().contains('…'), "{}", rows.join("\n"));
    // In the 24 columns of 80×24: what the step does and the chain's legend stay, the
    // rest is cut and the last line names the key to it.
    let rows = panel(&s, 80, 24);
    let shown = squeezed(&rows.concat());
    assert!(
        shown.contains(&squeezed(&step.effect())),
        "{}",
        rows.join("\n")
    );
    assert!(shown.contains("=strong-weak"), "{}", rows.join("\n"));
    assert!(
        rows.iter().any(|r| r == "i shows the rest"),
        "{}",
        rows.join("\n")
    );
}

#[test]
fn a_step_too_long_for_the_panel_keeps_what_it_does_and_names_the_key_to_the_rest() {
    let s = long_hint();
    let step = s.hint.shown().unwrap();
    assert_eq!(step.technique.name(), "Forcing chain");
    assert_eq!(step.reasons.len(), 6);
    for (w, h) in [(80, 24), (64, 21)] {
        let rows = panel(&s, w, h);
        let text = rows.join("\n");
        assert!(
            rows.iter().any(|r| r == "i shows the rest"),
            "{w}×{h}:\n{text}"
        );
        assert!(text.contains('…'), "{w}×{h}:\n{text}");
        // What the step does is never the part cut.
        let does = squeezed(&step.effect());
        assert!(
            squeezed(&text).contains(&does),
            "{w}×{h}: {}\n{text}",
            step.effect()
        );
    }
}

#[test]
fn i_opens_the_whole_step_with_every_removal_and_esc_closes_it() {
    let mut s = forcing_hint();
    run(&mut s, [Action::Explain]);
    assert_eq!(s.context(), crate::tui::keymap::Context::Explain);
    let text = render(&s, 80, 24);
    for want in [
        "Forcing chain, the whole step",
        "remove 9 from r3c9, r5c7",
        "r3c9<>9: each case leads to it",
        "r5c7<>9: each case leads to it",
        "r1c2=9: (9)r1c2-(9=2)r2c2-(2=4)r6c2-(4=9)r6c9-(9)r5c7",
        "r1c6=9: (9)r1c6-(9)r6c6=(9)r6c9-(9)r3c9",
        "r1c7=9: (9)r1c7-(9)r5c7",
        "rows 1–12 of 12",
    ] {
        assert!(text.contains(want), "{want}:\n{text}");
    }
    run(&mut s, [Action::Back]);
    assert!(s.overlay.is_none());
    assert!(
        matches!(s.hint, HintStage::Shown(..)),
        "the hint stays shown"
    );
}

#[test]
fn the_whole_step_scrolls_with_every_key_and_never_past_its_ends() {
    let mut s = long_hint();
    run(&mut s, [Action::Explain]);
    let step = s.hint.shown().unwrap().clone();
    let rows = explain::rows(&step, explain::text_width(s.screen));
    let last = explain::max_scroll(&step, s.screen);
    assert!(last > 0, "{} rows fit 80×24", rows.len());
    assert_eq!(last, rows.len() - explain::visible(s.screen));
    run(&mut s, [Action::Scroll(Scroll::Rows(1))]);
    assert_eq!(scroll_of(&s), 1);
    run(&mut s, [Action::Scroll(Scroll::Bottom)]);
    assert_eq!(scroll_of(&s), last);
    // The last row is in the box, at its bottom.
    let text = render(&s, 80, 24);
    assert!(text.contains(&rows.last().unwrap().plain()), "{text}");
    assert!(!text.contains(&rows[0].plain()), "{text}");
    // Past the end nothing moves, and the way back moves at once.
    run(&mut s, [Action::Scroll(Scroll::Rows(1))]);
    assert_eq!(scroll_of(&s), last);
    run(&mut s, [Action::Scroll(Scroll::Rows(-1))]);
    assert_eq!(scroll_of(&s), last - 1);
    run(&mut s, [Action::Scroll(Scroll::Pages(-1))]);
    assert_eq!(scroll_of(&s), (last - 1).saturating_sub(19));
    run(&mut s, [Action::Scroll(Scroll::Top)]);
    assert_eq!(scroll_of(&s), 0);
    // A larger screen shows more rows, so scrolls less.
    run(
        &mut s,
        [Action::Resize(120, 45), Action::Scroll(Scroll::Bottom)],
    );
    assert_eq!(
        scroll_of(&s),
        explain::max_scroll(&step, (120, 45)),
        "{} rows",
        rows.len()
    );
    assert!(scroll_of(&s) < last);
}

#[test]
fn i_on_the_all_steps_list_shows_the_selected_step_and_esc_goes_back_to_the_list() {
    let mut s = forcing_hint();
    s.hint = HintStage::Off;
    // The list is made by a solver job: run it to its end.
    let jobs = run(&mut s, [Action::AllSteps]);
    settle(&mut s, jobs);
    let Some(Overlay::Steps { steps, .. }) = &s.overlay else {
        panic!("no list: {:?}", s.message);
    };
    let first = steps[0].clone();
    run(&mut s, [Action::Explain]);
    let Some(Overlay::Explain { step, .. }) = &s.overlay else {
        panic!("not open: {:?}", s.overlay);
    };
    assert_eq!(**step, first);
    assert!(render(&s, 80, 24).contains(&format!("{}, the whole step", first.technique)));
    run(&mut s, [Action::Back]);
    assert!(
        matches!(s.overlay, Some(Overlay::Steps { .. })),
        "back to the list"
    );
}

#[test]
fn a_hints_message_in_the_log_opens_its_whole_step() {
    let mut s = forcing_hint();
    let shown = s.hint.shown().unwrap().clone();
    run(&mut s, [Action::Hint]); // applied: the hint is gone from the panel
    assert!(s.hint.shown().is_none());
    run(&mut s, [Action::MessageLog]);
    let text = render(&s, 80, 24);
    assert!(text.contains("▸ applied: Forcing chain"), "{text}");
    assert!(
        text.contains("• Hint: Forcing chain"),
        "named only: no step\n{text}"
    );
    // The newest is selected: the applied hint.
    run(&mut s, [Action::Explain]);
    let Some(Overlay::Explain { step, .. }) = &s.overlay else {
        panic!("not open: {:?} {:?}", s.overlay, s.message);
    };
    assert_eq!(**step, shown);
    run(&mut s, [Action::Back]);
    assert!(matches!(s.overlay, Some(Overlay::MessageLog { .. })));
    // The oldest message only names the hint: it has no whole step, and says so.
    run(&mut s, [Action::Scroll(Scroll::Top), Action::Explain]);
    assert!(matches!(
        s.overlay,
        Some(Overlay::MessageLog { selected: 0 })
    ));
    assert!(s
        .message
        .as_ref()
        .unwrap()
        .text
        .contains("only a hint's message"));
}

#[test]
fn i_without_a_shown_hint_says_what_to_do() {
    let mut s = forcing_hint();
    s.hint = HintStage::Off;
    run(&mut s, [Action::Explain]);
    assert!(s.overlay.is_none());
    assert!(s
        .message
        .as_ref()
        .unwrap()
        .text
        .starts_with("no hint shown"));
    run(&mut s, [Action::Hint, Action::Explain]);
    assert!(s.overlay.is_none(), "named only: the step is not shown yet");
    assert!(s
        .message
        .as_ref()
        .unwrap()
        .text
        .starts_with("h shows the hint first"));
}

#[test]
fn help_at_80x24_names_the_key() {
    let mut s = forcing_hint();
    s.overlay = Some(Overlay::Help { scroll: 0 });
    let text = render(&s, 80, 24);
    assert!(text.contains("i the whole step of a shown hint"), "{text}");
}

#[test]
fn snapshot_long_hint_show_stage_80x24() {
    insta::assert_snapshot!(styled(&long_hint(), &Theme::default_theme(), 80, 24));
}

#[test]
fn snapshot_whole_step_80x24() {
    let mut s = forcing_hint();
    run(&mut s, [Action::Explain]);
    insta::assert_snapshot!(styled(&s, &Theme::default_theme(), 80, 24));
}

#[test]
fn snapshot_whole_step_large() {
    let mut s = forcing_hint();
    run(&mut s, [Action::Resize(120, 45), Action::Explain]);
    insta::assert_snapshot!(styled(&s, &Theme::default_theme(), 120, 45));
}

#[test]
fn snapshot_long_whole_step_scrolled_80x24() {
    let mut s = long_hint();
    run(&mut s, [Action::Explain, Action::Scroll(Scroll::Pages(1))]);
    insta::assert_snapshot!(styled(&s, &Theme::default_theme(), 80, 24));
}
