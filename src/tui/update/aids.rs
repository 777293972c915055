//! The player's own aids, the update side: the digit filter (`f` and a digit, HoDoKu's
//! filter), colouring cells and candidates in four colours (colour mode, `C`; HoDoKu's
//! colouring aid), and the panel's details (`D`). Colours are undoable and saved with the
//! session; the filter and the details are views, neither.

use super::history::commit_colouring;
use crate::tui::state::{Mode, State};
use nonet_core::cells::cell_name;
use nonet_core::format::colouring::COLOURS;

/// The colours' names, as messages and the panel call them (the theme's `paint_1`-`4`).
const COLOUR_NAMES: [&str; COLOURS as usize] = ["colour 1", "colour 2", "colour 3", "colour 4"];

/// `f`: the next digit sets the filter.
pub(super) fn filter_key(s: &mut State) {
    s.filter_pending = true;
    let back = s.key("back");
    s.info(match s.filter {
        Some(d) => format!("filter on {d}: a digit (the same again turns it off; {back} too)"),
        None => format!("filter: which digit? (1-9; {back} cancels)"),
    });
}

/// The digit after `f`: lights every cell where it is placed or a candidate; the digit
/// being filtered again turns the filter off.
pub(super) fn filter_digit(s: &mut State, d: u8) {
    s.filter_pending = false;
    if s.filter == Some(d) {
        s.filter = None;
        s.info(format!("filter on {d} off"));
    } else {
        s.filter = Some(d);
        let (filter, back) = (s.key("filter"), s.key("back"));
        s.info(format!(
            "filter: the cells where {d} is placed or a candidate ({filter}{d} again or {back}: \
             off)"
        ));
    }
}

/// Esc, before anything else: a pending filter key (the key just pressed). True when
/// there was one.
pub(super) fn cancel_pending(s: &mut State) -> bool {
    let pending = std::mem::take(&mut s.filter_pending);
    if pending {
        s.info("filter cancelled");
    }
    pending
}

/// Esc, before the grid's modes and the hint: the filter off. True when it was on.
pub(super) fn filter_off(s: &mut State) -> bool {
    let Some(d) = s.filter.take() else {
        return false;
    };
    s.info(format!("filter on {d} off"));
    true
}

/// `C`: colour mode on or off.
pub(super) fn colour_mode(s: &mut State) {
    if s.mode == Mode::Colour {
        s.mode = Mode::Normal;
        s.info("colour mode off");
    } else {
        s.mode = Mode::Colour;
        let keys = s.keyed(
            "{digit} paints a candidate, {paint-cell} the cell, {next-colour} the next colour, \
             {colour-mode} or {back} leaves",
        );
        s.info(format!(
            "colour mode, {}: {keys}",
            COLOUR_NAMES[s.brush as usize - 1]
        ));
    }
}

/// Tab (Shift-Tab) in colour mode: the next (previous) colour to paint with.
pub(super) fn next_brush(s: &mut State, by: i8) {
    let n = COLOURS as i8;
    s.brush = ((s.brush as i8 - 1 + by).rem_euclid(n) + 1) as u8;
    s.info(format!(
        "painting in {}",
        COLOUR_NAMES[s.brush as usize - 1]
    ));
}

/// A digit in colour mode: candidate `d` of the selected cell in the brush's colour, or
/// without a colour when it already has that one.
pub(super) fn paint_candidate(s: &mut State, d: u8) {
    let cell = s.cursor;
    if s.grid.value(cell) != 0 {
        let paint = s.key("paint-cell");
        return s.error(format!(
            "{} is filled: {paint} paints the cell, digits paint candidates",
            cell_name(cell)
        ));
    }
    let brush = s.brush;
    let now = if s.colouring.candidate(cell, d) == brush {
        0
    } else {
        brush
    };
    commit_colouring(s, |c| c.set_candidate(cell, d, now));
}

/// Space in colour mode: the selected cell in the brush's colour, or without one.
pub(super) fn paint_cell(s: &mut State) {
    let cell = s.cursor;
    let brush = s.brush;
    let now = if s.colouring.cell(cell) == brush {
        0
    } else {
        brush
    };
    commit_colouring(s, |c| c.set_cell(cell, now));
}

/// `0`/`.`/⌫ in colour mode: the selected cell and its candidates without colours.
pub(super) fn unpaint_cell(s: &mut State) {
    let cell = s.cursor;
    commit_colouring(s, |c| {
        c.set_cell(cell, 0);
        for d in 1..=9 {
            c.set_candidate(cell, d, 0);
        }
    });
}

/// `X`: every colour off, as one undoable step.
pub(super) fn clear_colours(s: &mut State) {
    if commit_colouring(s, |c| *c = Default::default()) {
        s.info(s.keyed("colours cleared ({undo} undoes)"));
    } else {
        s.info("no colours to clear");
    }
}

/// `D`: the panel's details on or off.
pub(super) fn toggle_details(s: &mut State) {
    s.details = !s.details;
    s.info(s.keyed(if s.details {
        "details: the candidate masks as bits too ({details} hides them)"
    } else {
        "details hidden"
    }));
}
