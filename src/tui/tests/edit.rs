//! Entering digits, pencil marks, givens and weights, and their undo.

use super::*;

#[test]
fn entering_clearing_undo_redo() {
    let mut s = easy();
    // r1c3 is blank; r1c1 is the given 5.
    run(
        &mut s,
        [
            Action::Move(Dir::Right),
            Action::Move(Dir::Right),
            Action::Digit(4),
        ],
    );
    assert_eq!(s.cursor, 2);
    assert_eq!(s.grid.value(2), 4);
    run(&mut s, [Action::Select(0), Action::Digit(9)]);
    assert_eq!(s.grid.value(0), 5, "givens stay");
    assert!(s.message.as_ref().unwrap().error);
    assert!(s.message.as_ref().unwrap().text.contains("r1c1 is a given"));
    run(&mut s, [Action::Select(2), Action::Clear]);
    assert_eq!(s.grid.value(2), 0);
    run(&mut s, [Action::Undo]);
    assert_eq!(s.grid.value(2), 4);
    run(&mut s, [Action::Undo]);
    assert_eq!(s.grid.value(2), 0);
    run(&mut s, [Action::Redo, Action::Redo]);
    assert_eq!(s.grid.value(2), 0);
    run(&mut s, [Action::Undo]);
    assert_eq!(s.grid.value(2), 4);
    // Moving wraps around the edges.
    run(
        &mut s,
        [
            Action::Select(0),
            Action::Move(Dir::Left),
            Action::Move(Dir::Up),
        ],
    );
    assert_eq!(s.cursor, 80);
}

#[test]
fn edit_givens_mode() {
    let mut s = empty();
    run(
        &mut s,
        [Action::ToggleGivens, Action::Select(10), Action::Digit(7)],
    );
    assert!(s.grid.is_given(10));
    run(&mut s, [Action::ToggleGivens, Action::Digit(3)]);
    assert_eq!(
        s.grid.value(10),
        7,
        "a given can't be overwritten when playing"
    );
    run(&mut s, [Action::Undo]);
    assert!(!s.grid.is_given(10));
}

#[test]
fn pencil_marks_autofill_and_peer_removal() {
    let mut s = easy();
    run(
        &mut s,
        [
            Action::TogglePencil,
            Action::Select(2),
            Action::Digit(1),
            Action::Digit(2),
        ],
    );
    assert_eq!(s.mode, Mode::Pencil);
    assert_eq!(s.grid.marks[2], Digits(0b11));
    run(&mut s, [Action::Digit(1)]);
    assert_eq!(s.grid.marks[2], Digits(0b10), "toggled off");
    run(&mut s, [Action::AutoFill]);
    assert_eq!(s.grid.marks[2], s.grid.candidates(2));
    assert!(s.grid.marks[3].contains(2));
    // Placing a digit removes it from its peers' marks.
    run(
        &mut s,
        [Action::TogglePencil, Action::Select(2), Action::Digit(4)],
    );
    for p in s.grid.layout().peers(2).iter() {
        assert!(!s.grid.marks[p].contains(4), "{p}");
    }
    // One undo brings the marks back.
    run(&mut s, [Action::Undo]);
    assert!(s.grid.marks[3].contains(2));
    assert_eq!(s.grid.marks[2], s.grid.candidates(2));
}

#[test]
fn wheel_cycles_the_digit() {
    let mut s = easy();
    run(
        &mut s,
        [Action::Select(2), Action::Wheel(1), Action::Wheel(1)],
    );
    assert_eq!(s.grid.value(2), 2);
    run(
        &mut s,
        [Action::Wheel(-1), Action::Wheel(-1), Action::Wheel(-1)],
    );
    // 2, 1, blank, then down past 9 to 5 that clash with row 1 and box 1: 4.
    assert_eq!(s.grid.value(2), 4);
}

#[test]
fn weights_are_edited_and_undone() {
    let mut s = easy();
    run(
        &mut s,
        [
            Action::WeightsMode,
            Action::Select(40),
            Action::Digit(4),
            Action::Digit(2),
        ],
    );
    assert_eq!(s.weights.0[40], 42);
    run(&mut s, [Action::WeightStep(-1), Action::WeightStep(-1)]);
    assert_eq!(s.weights.0[40], 40);
    run(&mut s, [Action::Move(Dir::Right), Action::Digit(3)]);
    assert_eq!(s.weights.0[41], 3, "a new cell starts a new number");
    run(&mut s, [Action::Undo, Action::Undo]);
    assert_eq!(s.weights.0[40], 41);
    // The digits of one number are one undo step; too large a number is refused.
    run(&mut s, [Action::Select(0)]);
    let before = s.weights.0[0];
    run(&mut s, "123456".bytes().map(|b| Action::Digit(b - b'0')));
    assert_eq!(s.weights.0[0], 123_456);
    run(&mut s, [Action::Digit(7), Action::Digit(8)]);
    assert_eq!(
        s.weights.0[0],
        1_234_567 / 10,
        "past the maximum nothing is taken"
    );
    assert!(s
        .message
        .as_ref()
        .unwrap()
        .text
        .contains("weights go up to"));
    run(&mut s, [Action::Undo]);
    assert_eq!(
        s.weights.0[0], before,
        "one undo takes the whole number back"
    );
    // A first digit equal to the weight still starts the undo step of the number.
    let w = s.weights.0[0];
    assert!((1..=9).contains(&w), "a ring weight");
    run(&mut s, [Action::Select(1), Action::Select(0)]);
    run(&mut s, [Action::Digit(w as u8), Action::Digit(5)]);
    assert_eq!(s.weights.0[0], w * 10 + 5);
    run(&mut s, [Action::Undo]);
    assert_eq!(s.weights.0[0], w);
    run(&mut s, [Action::WeightsReset]);
    assert_eq!(s.weights, Weights::rings());
    run(&mut s, [Action::Back]);
    assert_eq!(s.mode, Mode::Normal);
}

#[test]
fn a_weight_typed_after_undo_is_a_new_number_with_its_own_step() {
    let mut s = easy();
    run(&mut s, [Action::Select(30), Action::Digit(7)]);
    assert_eq!(s.grid.value(30), 7);
    run(
        &mut s,
        [Action::WeightsMode, Action::Select(0), Action::Digit(4)],
    );
    assert_eq!(s.weights.0[0], 4);
    run(&mut s, [Action::Undo]);
    assert_eq!(s.weights.0[0], 6, "the ring weight is back");
    run(&mut s, [Action::Digit(5)]);
    assert_eq!(s.weights.0[0], 5, "5, not 65: the undo ended the number");
    run(&mut s, [Action::Undo]);
    assert_eq!(s.weights.0[0], 6);
    assert_eq!(
        s.grid.value(30),
        7,
        "the entry before the weights is untouched"
    );
    // Redo ends the number too.
    run(&mut s, [Action::Redo, Action::Digit(2)]);
    assert_eq!(s.weights.0[0], 2);
}

#[test]
fn undo_keeps_the_latest_steps_up_to_its_limit() {
    use crate::tui::state::UNDO_LIMIT;
    let mut s = easy();
    s.cursor = 2;
    let weight = s.weights.0[2];
    let steps = UNDO_LIMIT + 5;
    run(&mut s, std::iter::repeat_n(Action::WeightStep(1), steps));
    assert_eq!(s.weights.0[2], weight + steps as i32);
    assert_eq!(s.undo.len(), UNDO_LIMIT);
    run(&mut s, std::iter::repeat_n(Action::Undo, steps));
    // The oldest five steps were dropped: undo stops five short of the start.
    assert_eq!(s.weights.0[2], weight + 5);
    assert_eq!(s.message.as_ref().unwrap().text, "nothing to undo");
}

#[test]
fn clearing_or_overwriting_a_digit_gives_its_marks_back() {
    let mut s = easy();
    run(&mut s, [Action::AutoFill, Action::Select(2)]);
    let filled = s.grid.marks;
    let own = filled[2];
    assert!(own.len() >= 2, "r1c3 has a choice: {own}");
    let (a, b) = {
        let mut it = own.iter();
        (it.next().unwrap(), it.next().unwrap())
    };
    // Typing a, then b over it, then clearing: the "6, 9, Backspace".
    run(&mut s, [Action::Digit(a)]);
    assert_eq!(s.grid.marks[2], Digits::NONE);
    let placed_a = s.grid.marks;
    run(&mut s, [Action::Digit(b)]);
    for p in s.grid.layout().peers(2).iter() {
        assert!(!s.grid.marks[p].contains(b), "{p}");
        assert_eq!(s.grid.marks[p].contains(a), filled[p].contains(a), "{p}");
    }
    let placed_b = s.grid.marks;
    run(&mut s, [Action::Clear]);
    assert_eq!(s.grid.value(2), 0);
    assert_eq!(s.grid.marks, filled, "every mark is back");
    let text = &s.message.as_ref().unwrap().text;
    assert!(text.starts_with("marks back: "), "{text}");
    assert!(text.contains(&format!(" in r1c3, the {b} in ")), "{text}");
    // Undo still restores exactly, step by step, and redo replays.
    run(&mut s, [Action::Undo]);
    assert_eq!((s.grid.value(2), s.grid.marks), (b, placed_b));
    run(&mut s, [Action::Undo]);
    assert_eq!((s.grid.value(2), s.grid.marks), (a, placed_a));
    run(&mut s, [Action::Redo, Action::Redo]);
    assert_eq!(s.grid.marks, filled);
}

#[test]
fn a_mark_another_placed_digit_rules_out_stays_out_until_that_one_goes() {
    let mut s = empty();
    run(&mut s, [Action::AutoFill]);
    let all = s.grid.marks;
    // 5 in r1c1, then 5 in r2c4: r1c4-r1c6 and r2c1-r2c3 see both.
    run(&mut s, [Action::Select(0), Action::Digit(5)]);
    run(&mut s, [Action::Select(12), Action::Digit(5)]);
    run(&mut s, [Action::Select(0), Action::Clear]);
    let both = [3, 4, 5, 9, 10, 11];
    for p in s.grid.layout().peers(0).iter() {
        let seen = both.contains(&p) || s.grid.layout().peers(12).contains(p);
        assert_eq!(s.grid.marks[p].contains(5), !seen, "{p}");
    }
    assert_eq!(s.grid.marks[0], all[0], "r1c1's own marks");
    run(&mut s, [Action::Select(12), Action::Clear]);
    assert_eq!(s.grid.marks, all, "with both gone every 5 is back");
    // Marks the player took away by hand after the placing stay as they are.
    run(
        &mut s,
        [
            Action::Select(40),
            Action::Digit(3),
            Action::TogglePencil,
            Action::Select(41),
            Action::Digit(7),
            Action::TogglePencil,
            Action::Select(40),
            Action::Clear,
        ],
    );
    assert!(!s.grid.marks[41].contains(7));
    assert!(s.grid.marks[41].contains(3));
}
