//! An open cell's pencil marks, in the styles of the shown hint, its chain and the
//! selected digit.

use super::{put, put_str, Geometry};
use crate::tui::draw::chain::ChainView;
use crate::tui::hint::HintStep;
use crate::tui::state::State;
use crate::tui::theme::Theme;
use nonet_core::format::Colouring;
use ratatui::buffer::Buffer;
use ratatui::style::{Modifier, Style};

/// What an open cell's marks are drawn against: the shown hint, its chain, the lit
/// digit (the filter's or the selected cell's; 0: none), and the player's colours (none
/// while a hint is shown).
pub(super) struct Marking<'a> {
    pub hint: Option<&'a HintStep>,
    pub chain: Option<&'a ChainView>,
    pub selected: u8,
    pub colouring: Option<&'a Colouring>,
}

/// An open cell's pencil marks, with the shown hint's eliminations and placements in
/// their own styles, a chain's digits in the style of the link into them, and the mark of
/// the selected cell's digit highlighted. The expanded grid has a place for each digit;
/// the compact grid shows up to three digits, else the chain's digits in the cell, else
/// their count, highlighted when the selected digit is among them, so that marks never
/// vanish.
#[allow(clippy::too_many_arguments)]
pub(super) fn draw_marks(
    buf: &mut Buffer,
    g: Geometry,
    (x, y): (u16, u16),
    cell: usize,
    s: &State,
    marking: &Marking,
    bg: Style,
    theme: &Theme,
) {
    let Marking {
        hint,
        chain,
        selected,
        colouring,
    } = *marking;
    let marks = s.grid.marks[cell];
    let chain_digits = chain.map_or(Vec::new(), |c| c.digits_in(cell));
    let elim = |d: u8| hint.is_some_and(|h| h.removes(cell, d));
    let placed = hint.and_then(|h| h.placed_in(cell));
    let in_pattern = hint.is_some_and(|h| h.in_pattern(cell));
    // The selected digit's mark: where else it may go, as the same-digit cells show
    // where it is.
    let same_digit = |st: Style| {
        st.patch(theme.bg(theme.same_digit_bg))
            .patch(theme.fg(theme.text))
            .add_modifier(Modifier::BOLD)
    };
    // A candidate the player painted sits on its colour.
    let on = |d: u8| match colouring.map_or(0, |c| c.candidate(cell, d)) {
        0 => bg,
        n => bg.patch(theme.paint_style(n)),
    };
    let mark_style = |d: u8| {
        let bg = on(d);
        if elim(d) {
            bg.patch(theme.hint_elim_style())
        } else if placed == Some(d) {
            bg.patch(theme.hint_place_style())
        } else if let Some(entered) = chain.and_then(|c| c.entered_by(cell, d)) {
            bg.patch(theme.chain_style(entered))
        } else if in_pattern {
            // The pattern's marks keep the hint's colour: drawn in the pencil colour they
            // would not stand out from the marks around them.
            bg.patch(theme.fg(theme.hint_pattern))
                .add_modifier(Modifier::BOLD)
        } else if d == selected {
            same_digit(bg)
        } else {
            bg.patch(theme.pencil_style())
        }
    };
    let digit = |d: u8| (b'0' + d) as char;
    if g.expanded() {
        // A placement, or a chain's digit, is drawn even where the cell has no marks (a
        // hidden single in a cell never pencilled), at the digit's own place.
        let unmarked = placed
            .into_iter()
            .chain(chain_digits.iter().copied())
            .filter(|&d| !marks.contains(d));
        for d in marks.iter().chain(unmarked) {
            let k = (d - 1) as u16;
            put(buf, x + (k % 3) * 2, y + k / 3, digit(d), mark_style(d));
        }
        return;
    }
    let mid_y = y + g.ch / 2;
    let eliminated: Vec<u8> = marks.iter().filter(|&d| elim(d)).collect();
    let shown: Vec<u8> = if let Some(d) = placed {
        vec![d]
    } else if !chain_digits.is_empty()
        && (!eliminated.is_empty() || marks.len() as u16 > g.cw || marks.is_empty())
    {
        // The chain's digits with what the step removes, in digit order, rather than a
        // count of the marks, as far as they fit; else the eliminations come first.
        let mut both = eliminated.clone();
        both.extend(chain_digits.iter().filter(|d| !eliminated.contains(d)));
        both.sort_unstable();
        match (both.len() as u16 <= g.cw, eliminated.is_empty()) {
            (true, _) => both,
            (false, true) => chain_digits,
            (false, false) => eliminated,
        }
    } else if !eliminated.is_empty() {
        eliminated
    } else {
        marks.iter().collect()
    };
    if shown.is_empty() {
        return;
    }
    if shown.len() as u16 <= g.cw {
        // Centred: one digit where an entry would be, three filling the cell.
        let left = x + (g.cw - shown.len() as u16) / 2;
        for (i, &d) in shown.iter().enumerate() {
            put(buf, left + i as u16, mid_y, digit(d), mark_style(d));
        }
    } else {
        let count = format!("({})", shown.len());
        let left = x + g.cw.saturating_sub(count.chars().count() as u16) / 2;
        let st = if selected != 0 && shown.contains(&selected) {
            same_digit(bg)
        } else {
            bg.patch(theme.pencil_style())
        };
        put_str(buf, left, mid_y, &count, st);
    }
}
