//! Editing the grid and the weights: digits, marks, the cursor, givens.

use super::history::{changed, commit, record};
use super::marks;
use crate::tui::action::Dir;
use crate::tui::effect::Effect;
use crate::tui::hints;
use crate::tui::state::{Mode, State};
use nonet_core::cells::{cell_name, CELLS};
use nonet_core::maximize::MAX_WEIGHT;
use nonet_core::Digits;

/// Arrow keys: one cell over, wrapping around the grid's edges.
pub(super) fn move_cursor(s: &mut State, dir: Dir) {
    let (r, c) = (s.cursor / 9, s.cursor % 9);
    let (r, c) = match dir {
        Dir::Up => ((r + 8) % 9, c),
        Dir::Down => ((r + 1) % 9, c),
        Dir::Left => (r, (c + 8) % 9),
        Dir::Right => (r, (c + 1) % 9),
    };
    s.cursor = r * 9 + c;
}

/// A click selects a cell; in region mode its region becomes the brush that drags paint.
pub(super) fn select(s: &mut State, cell: usize) {
    s.cursor = cell.min(CELLS - 1);
    if let Some(d) = s.regions.as_mut() {
        d.brush = d.map[s.cursor];
    }
}

/// A drag selects the cell under it; in region mode it paints it with the brush.
pub(super) fn drag(s: &mut State, cell: usize) {
    s.cursor = cell.min(CELLS - 1);
    if let Some(d) = s.regions.as_mut() {
        let brush = d.brush;
        d.paint(s.cursor, brush);
    }
}

/// The mouse wheel cycles the selected cell's digit through blank, 1..9.
pub(super) fn wheel(s: &mut State, step: i8, fx: &mut Vec<Effect>) {
    if matches!(s.mode, Mode::Normal | Mode::Pencil) {
        // Only digits that clash with nothing: a wheel turned over a cell must not put
        // a clash there unasked (a typed digit still may, on purpose).
        let cell = s.cursor;
        let layout = s.grid.layout();
        let taken: Digits = layout
            .peers(cell)
            .iter()
            .map(|p| s.grid.value(p))
            .filter(|&d| d != 0)
            .fold(Digits::NONE, |mut acc, d| {
                acc.insert(d);
                acc
            });
        let mut next = s.grid.value(cell) as i32;
        for _ in 0..10 {
            next = (next + step as i32).rem_euclid(10);
            if next == 0 || !taken.contains(next as u8) {
                break;
            }
        }
        set_digit(s, next as u8, fx);
    }
}

/// A digit key: what it does depends on the mode.
pub(super) fn digit(s: &mut State, d: u8, fx: &mut Vec<Effect>) {
    match s.mode {
        Mode::Normal => set_digit(s, d, fx),
        Mode::Pencil if s.edit_givens => set_digit(s, d, fx),
        Mode::Pencil => {
            let cell = s.cursor;
            if s.grid.value(cell) != 0 {
                s.error(format!(
                    "{} is filled; clear it to pencil marks",
                    cell_name(cell)
                ));
            } else {
                commit(s, fx, |g, _| g.marks[cell].toggle(d));
            }
        }
        Mode::Regions => {
            if let Some(draft) = s.regions.as_mut() {
                draft.brush = d - 1;
                draft.paint(s.cursor, d - 1);
            }
        }
        Mode::Weights => type_weight(s, d, fx),
        // Colour mode paints (update/aids.rs): its digits never come here.
        Mode::Colour => {}
    }
}

/// Clearing a cell: its marks in pencil mode when it is blank, else its digit (or its
/// weight, in weights mode).
pub(super) fn clear(s: &mut State, fx: &mut Vec<Effect>) {
    match s.mode {
        Mode::Pencil if s.grid.value(s.cursor) == 0 => {
            let cell = s.cursor;
            commit(s, fx, |g, _| g.marks[cell] = Digits::NONE);
        }
        Mode::Weights => type_weight(s, 0, fx),
        _ => set_digit(s, 0, fx),
    }
}

/// `p`: pencil mode on or off (digits toggle marks instead of entering).
pub(super) fn toggle_pencil(s: &mut State) {
    s.mode = if s.mode == Mode::Pencil {
        Mode::Normal
    } else {
        Mode::Pencil
    };
}

/// `g`: digits set givens, or entries again.
pub(super) fn toggle_givens(s: &mut State) {
    s.edit_givens = !s.edit_givens;
    s.info(s.keyed(if s.edit_givens {
        "editing givens: digits set givens, {givens} again to play"
    } else {
        "playing: digits are entries"
    }));
}

/// `+` / `-` on a weight, kept within the weights the target search takes.
pub(super) fn weight_step(s: &mut State, step: i32, fx: &mut Vec<Effect>) {
    let cell = s.cursor;
    commit(s, fx, |_, w| {
        w.0[cell] = (w.0[cell] as i64 + step as i64).clamp(-MAX_WEIGHT, MAX_WEIGHT) as i32
    });
}

/// Puts digit `d` (0 clears) in the cursor's cell: as a given when editing givens, else
/// as an entry, refused on a given. A digit placed takes its cell's marks and its peers'
/// marks of it; the digit cleared or overwritten gives them back (`marks`), and says so.
fn set_digit(s: &mut State, d: u8, fx: &mut Vec<Effect>) {
    let cell = s.cursor;
    if !s.edit_givens && s.grid.is_given(cell) {
        let givens = s.key("givens");
        return s.error(format!(
            "{} is a given; press {givens} to edit givens",
            cell_name(cell)
        ));
    }
    let given = s.edit_givens;
    let mut taken = s.taken.clone();
    let mut back = None;
    if commit(s, fx, |g, _| {
        back = marks::place(g, &mut taken, cell, d, given)
    }) {
        s.taken = taken;
    }
    if let Some(back) = back {
        s.info(back.message());
    }
}

/// Types digit `d` into the cursor's weight. The digits of one number are one undoable
/// step: the first starts a new weight (and the undo entry), the next ones extend it.
fn type_weight(s: &mut State, d: u8, fx: &mut Vec<Effect>) {
    let cell = s.cursor;
    let typing = s.weight_typing == Some(cell);
    let old = s.weights.0[cell] as i64;
    let next = if typing {
        old * 10 + d as i64
    } else {
        d as i64
    };
    if next.abs() > MAX_WEIGHT {
        return s.error(format!("weights go up to {}: {next} not taken", MAX_WEIGHT));
    }
    if typing {
        s.weights.0[cell] = next as i32;
        s.redo.clear();
        changed(s, fx);
    } else {
        // Recorded even when the first digit changes nothing (a 6 typed over a 6), so that
        // the digits typed after it still have their undo step.
        let before = s.snapshot();
        s.weights.0[cell] = next as i32;
        record(s, before, fx);
    }
    s.weight_typing = Some(cell);
}

/// `G`: the entries become givens (one undoable step), for a puzzle typed in without
/// `g`: then they are protected and count as the puzzle everywhere.
pub(super) fn lock_entries(s: &mut State, fx: &mut Vec<Effect>) {
    let n = s.grid.entries.iter().filter(|&&e| e != 0).count();
    if n == 0 {
        return s.info("no entries to lock as givens");
    }
    commit(s, fx, |g, _| *g = hints::with_entries_as_givens(g));
    let undo = s.key("undo");
    s.info(format!(
        "{n} {} locked as givens ({undo} undoes)",
        if n == 1 { "entry" } else { "entries" }
    ));
}
