//! An open cell's candidates, in the styles of the shown hint, its chain, the lit digit
//! and the player's colours.

use super::geometry::Geometry;
use super::put::{put, put_str};
use crate::tui::hints::chain::ChainView;
use crate::tui::hints::HintStep;
use crate::tui::state::State;
use crate::tui::theme::Theme;
use nonet_core::format::Colouring;
use nonet_core::Digits;
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

/// One open cell as the marks see it: its place on screen and background, the digits to
/// draw, and each digit's style.
struct MarkCell<'a> {
    g: Geometry,
    origin: (u16, u16),
    cell: usize,
    bg: Style,
    theme: &'a Theme,
    marking: &'a Marking<'a>,
}

impl MarkCell<'_> {
    fn eliminated(&self, d: u8) -> bool {
        self.marking.hint.is_some_and(|h| h.removes(self.cell, d))
    }

    fn placed(&self) -> Option<u8> {
        self.marking.hint.and_then(|h| h.placed_in(self.cell))
    }

    /// The player's colour candidate `d` is painted in (0: none, or none shown).
    fn paint(&self, d: u8) -> u8 {
        self.marking
            .colouring
            .map_or(0, |c| c.candidate(self.cell, d))
    }

    /// The background of candidate `d`: the cell's, or the colour the player painted
    /// the candidate in.
    fn bg_of(&self, d: u8) -> Style {
        match self.paint(d) {
            0 => self.bg,
            n => self.bg.patch(self.theme.paint_mark_style(n).0),
        }
    }

    /// The selected digit's mark on `bg`: where else it may go, as the same-digit cells
    /// show where it is. In the accent colour (another colour than the other marks'),
    /// bold and underlined, so that it stands out without colour too.
    fn same_digit(&self, bg: Style) -> Style {
        let theme = self.theme;
        bg.patch(theme.bg(theme.same_digit_bg))
            .patch(theme.fg(theme.accent))
            .add_modifier(Modifier::BOLD | Modifier::UNDERLINED)
    }

    /// A candidate's style: struck out where the hint removes it, in the placement's
    /// style where the hint places it (either reversed as well when it ends the link a
    /// walk through the chain is at), in its link's style in a chain, in the pattern's
    /// colour in the hint's pattern, highlighted when it is the selected digit; on the
    /// colour the player painted it in, if any.
    fn style(&self, d: u8) -> Style {
        let (bg, theme, marking) = (self.bg_of(d), self.theme, self.marking);
        let plain = if marking.hint.is_some_and(|h| h.in_pattern(self.cell)) {
            // The pattern's marks keep the hint's colour: drawn in the pencil colour they
            // would not stand out from the marks around them.
            bg.patch(theme.fg(theme.hint_pattern))
                .add_modifier(Modifier::BOLD)
        } else if d == marking.selected {
            self.same_digit(bg)
        } else {
            bg.patch(theme.pencil_style())
        };
        let look = marking.chain.and_then(|c| c.look(self.cell, d));
        let at_walk = if look.is_some_and(|l| l.current) {
            Modifier::REVERSED
        } else {
            Modifier::empty()
        };
        if self.eliminated(d) {
            bg.patch(theme.hint_elim_style()).add_modifier(at_walk)
        } else if self.placed() == Some(d) {
            let mut st = bg.patch(theme.hint_place_style());
            if theme.mono && self.bg.add_modifier.contains(Modifier::REVERSED) {
                // Without colours the placement is the one mark not reversed in the
                // cursor's reversed cell (where the hint puts the cursor): reversed
                // like its cell it would look like the pattern's marks beside it.
                st = st.remove_modifier(Modifier::REVERSED);
            }
            st.add_modifier(at_walk)
        } else if let Some(look) = look {
            bg.patch(look.style(theme))
        } else {
            // A painted mark's cue goes over the mark's own look, which could hide it.
            match self.paint(d) {
                0 => plain,
                n => plain.patch(theme.paint_mark_style(n).1),
            }
        }
    }
}

/// An open cell's pencil marks, with the shown hint's eliminations and placements in
/// their own styles, a chain's digits in the style of the link into them, and the mark of
/// the selected cell's digit highlighted. Where the cell has a place for each candidate
/// (every shape from 80×24 up) each is drawn in its place; the compact cell of a smaller
/// terminal shows up to three digits, else the ones the hint is about, else their count.
#[allow(clippy::too_many_arguments)]
pub(super) fn draw_marks(
    buf: &mut Buffer,
    g: Geometry,
    origin: (u16, u16),
    cell: usize,
    s: &State,
    marking: &Marking,
    bg: Style,
    theme: &Theme,
) {
    let mc = MarkCell {
        g,
        origin,
        cell,
        bg,
        theme,
        marking,
    };
    let mut marks = s.grid.marks[cell];
    if marks == Digits::NONE && touched(&mc) {
        // A cell without marks holds all its candidates for the hint (it works from
        // them): where the hint is about the cell, they are drawn, so that what it
        // removes or places is seen among the others.
        marks = s.grid.candidates(cell);
    }
    if g.shape().has_places() {
        draw_in_places(buf, &mc, marks);
    } else {
        draw_compact(buf, &mc, marks);
    }
}

/// Whether the shown hint or its chain is about `cell`.
fn touched(mc: &MarkCell) -> bool {
    let in_chain = mc
        .marking
        .chain
        .is_some_and(|c| !c.digits_in(mc.cell).is_empty());
    in_chain
        || mc.marking.hint.is_some_and(|h| {
            h.in_pattern(mc.cell)
                || h.placed_in(mc.cell).is_some()
                || h.eliminations.iter().any(|m| m.cell == mc.cell)
        })
}

/// Every candidate at its own place, so that the cell keeps its shape in every stage of
/// a hint; a placement or a chain's digit the marks lack is drawn at its place too.
fn draw_in_places(buf: &mut Buffer, mc: &MarkCell, marks: Digits) {
    let (x, y) = mc.origin;
    let chain_digits = mc
        .marking
        .chain
        .map_or(Vec::new(), |c| c.digits_in(mc.cell));
    let extra = mc.placed().into_iter().chain(chain_digits);
    let mut all = marks;
    for d in extra {
        all.insert(d);
    }
    for d in all.iter() {
        if let Some((dx, dy)) = mc.g.candidate_place(d) {
            put(buf, x + dx, y + dy, (b'0' + d) as char, mc.style(d));
        }
    }
}

/// The compact 3×1 cell (below 80×24): up to three digits centred; else the digits the
/// hint is about (a placement; the chain's digits with what the step removes, in digit
/// order, as far as they fit; else the eliminations), followed by `…` for the marks left
/// out, so that a lone eliminated digit never looks placed; else the count of the
/// marks, highlighted when the selected digit is among them, so that marks never vanish.
fn draw_compact(buf: &mut Buffer, mc: &MarkCell, marks: Digits) {
    let (x, y) = mc.origin;
    let cw = mc.g.cw;
    let chain_digits = mc
        .marking
        .chain
        .map_or(Vec::new(), |c| c.digits_in(mc.cell));
    let eliminated: Vec<u8> = marks.iter().filter(|&d| mc.eliminated(d)).collect();
    let shown: Vec<u8> = if let Some(d) = mc.placed() {
        vec![d]
    } else if !chain_digits.is_empty()
        && (!eliminated.is_empty() || marks.len() as u16 > cw || marks.is_empty())
    {
        let mut both = eliminated.clone();
        both.extend(chain_digits.iter().filter(|d| !eliminated.contains(d)));
        both.sort_unstable();
        match (both.len() as u16 <= cw, eliminated.is_empty()) {
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
    let left_out = marks.iter().any(|d| !shown.contains(&d));
    if shown.len() as u16 + u16::from(left_out) <= cw {
        // Centred: one digit where an entry would be, three filling the cell; a part of
        // the marks from the left, `…` after it.
        let left = if left_out {
            x
        } else {
            x + (cw - shown.len() as u16) / 2
        };
        for (i, &d) in shown.iter().enumerate() {
            put(buf, left + i as u16, y, (b'0' + d) as char, mc.style(d));
        }
        if left_out {
            let more = mc.bg.patch(mc.theme.pencil_style());
            put(buf, left + shown.len() as u16, y, '…', more);
        }
    } else {
        let count = format!("({})", shown.len());
        let left = x + cw.saturating_sub(count.chars().count() as u16) / 2;
        let selected = mc.marking.selected;
        let st = if selected != 0 && shown.contains(&selected) {
            mc.same_digit(mc.bg)
        } else {
            mc.bg.patch(mc.theme.pencil_style())
        };
        put_str(buf, left, y, &count, st);
    }
}
