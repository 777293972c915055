//! The grid widget: box-drawing lines from the region map (heavy between regions and on
//! the border, light inside a region), digits, pencil marks, and the markings.

pub(crate) mod frame_marks;
pub(crate) mod geometry;
mod lines;
mod marks;
pub(crate) mod put;

pub use geometry::{Geometry, Shape, COMPACT, SHAPES};

use crate::tui::hints::chain::{self, ChainView};
use crate::tui::hints::HintStep;
use crate::tui::state::{Mode, State};
use crate::tui::theme::Theme;
use marks::Marking;
use nonet_core::cells::CELLS;
use nonet_core::puzzle::Board;
use nonet_core::CellSet;
use put::{put, put_str};
use ratatui::buffer::Buffer;
use ratatui::style::{Modifier, Style};

/// The grid: its lines (with the cursor's houses marked on the frame where colours
/// cannot tint them), then each cell on its background, then the walls the lines could
/// not draw, the outline of the hint's houses and a chain's letters.
pub fn draw(buf: &mut Buffer, g: Geometry, s: &State, theme: &Theme) {
    let scene = Scene::new(s);
    lines::draw_lines(buf, g, &scene.map, theme);
    if theme.cues() && scene.tints_houses() {
        let layout = s.grid.layout();
        let region = layout.region(layout.region_of(s.cursor));
        frame_marks::draw(buf, g, s.cursor, region, theme);
    }
    for cell in 0..CELLS {
        let bg = scene.background(cell, theme);
        draw_cell(buf, g, &scene, cell, bg, theme);
    }
    lines::underline_walls(buf, g, &scene.map, theme);
    if let Some(step) = scene.hint {
        let layout = s.grid.layout();
        let houses: Vec<CellSet> = step.houses.iter().map(|h| layout.house(h.index)).collect();
        lines::outline_houses(buf, g, &houses, theme);
    }
    if let Some(chain) = &scene.chain {
        chain::draw_letters(buf, g, chain, theme);
    }
}

/// What every cell is drawn against in one frame, worked out once.
struct Scene<'a> {
    s: &'a State,
    map: [u8; CELLS],
    board: Board,
    clashes: CellSet,
    /// The selected cell's houses (none in region mode).
    houses: CellSet,
    hint: Option<&'a HintStep>,
    chain: Option<ChainView>,
    unproven: Option<&'a Board>,
    branching: Option<usize>,
    /// Region mode: the regions of the draft that are not valid.
    bad_regions: Vec<u8>,
    /// The lowest and the highest weight: the heat map's scale.
    weight_range: (i32, i32),
    /// Each region's tint on a jigsaw (no two neighbours alike).
    tints: [u8; 9],
}

impl<'a> Scene<'a> {
    fn new(s: &'a State) -> Scene<'a> {
        let map = s.region_map();
        let mut houses = CellSet::EMPTY;
        if s.mode != Mode::Regions {
            for h in s.grid.layout().houses_of(s.cursor) {
                houses |= s.grid.layout().house(h);
            }
        }
        let bad_regions: Vec<u8> = if s.mode == Mode::Regions {
            nonet_core::layout::region_report(&map)
                .into_iter()
                .filter(|region| !region.is_valid())
                .map(|region| region.id)
                .collect()
        } else {
            Vec::new()
        };
        Scene {
            s,
            map,
            board: s.grid.board(),
            clashes: s.clashes(),
            houses,
            hint: s.hint.shown(),
            chain: s
                .hint
                .shown_chain()
                .map(|(c, _, _)| ChainView::new(c, s.walk_link())),
            unproven: s.unproven_fill(),
            branching: s.branch_cell(),
            bad_regions,
            weight_range: (
                *s.weights.0.iter().min().unwrap_or(&0),
                *s.weights.0.iter().max().unwrap_or(&0),
            ),
            tints: crate::tui::theme::colour::tints::region_tints(&map),
        }
    }

    /// Whether the cursor's houses are lit (their background, or their marks on the
    /// frame): in play, while no hint has the grid.
    fn tints_houses(&self) -> bool {
        !matches!(self.s.mode, Mode::Regions | Mode::Weights) && self.hint.is_none()
    }

    /// The digit whose cells are lit: the filter's, else the selected cell's (0: none).
    /// While a hint is shown it has the grid: no digit is lit.
    fn lit_digit(&self) -> u8 {
        match (self.hint, self.s.filter) {
            (Some(_), _) => 0,
            (None, Some(d)) => d,
            (None, None) => self.selected_digit(),
        }
    }

    /// Whether `cell` is lit for digit `d`: it holds it, or (the filter) has it among its
    /// marks, or, without marks, among its candidates.
    fn lit(&self, cell: usize, d: u8) -> bool {
        let g = &self.s.grid;
        match self.board[cell] {
            0 if self.s.filter == Some(d) => {
                let marks = g.marks[cell];
                if marks.is_empty() {
                    g.candidates(cell).contains(d)
                } else {
                    marks.contains(d)
                }
            }
            v => v == d,
        }
    }

    /// The digit in the selected cell (0: none).
    fn selected_digit(&self) -> u8 {
        self.board[self.s.cursor]
    }

    /// A cell's background: the mode's colouring (a jigsaw's tints), then the cursor's
    /// houses, the player's colour and the lit digit's cells, or, while a hint is shown,
    /// only its houses and pattern; the cursor over all.
    fn background(&self, cell: usize, theme: &Theme) -> Style {
        let s = self.s;
        let cur = s.cursor;
        let lit = self.lit_digit();
        let mut bg = theme.base();
        match s.mode {
            Mode::Regions => bg = bg.patch(theme.bg(theme.regions[self.map[cell] as usize % 9])),
            Mode::Weights => {
                let (lo, hi) = self.weight_range;
                bg = bg.patch(theme.bg(theme.heat(s.weights.0[cell], lo, hi)))
            }
            _ => {
                // A jigsaw's regions are hard to follow by their walls alone: each gets
                // a tint, under the other markings, no two neighbours alike.
                if !s.grid.layout().is_classic() {
                    let tint = self.tints[self.map[cell] as usize % 9] as usize;
                    bg = bg.patch(theme.bg(theme.regions[tint]));
                }
                // While a hint is shown its houses take the place of the cursor's, and
                // the player's aids step aside, so that the hint's colours never meet
                // theirs; the player's colours give way to a target search's branch
                // cell the same way (see `colour::contrast_tests`).
                if self.hint.is_none() {
                    if self.houses.contains(cell) {
                        bg = bg.patch(theme.bg(theme.house_bg));
                    }
                    if s.colouring.cell(cell) != 0 && self.branching.is_none() {
                        bg = bg.patch(theme.paint_style(s.colouring.cell(cell)));
                    }
                    if lit != 0 && self.lit(cell, lit) && (cell != cur || s.filter.is_some()) {
                        bg = bg.patch(theme.same_digit_style());
                    }
                }
            }
        }
        if let Some(step) = self.hint {
            let layout = s.grid.layout();
            if step.in_houses(layout, cell) {
                bg = bg.patch(theme.hint_house_style());
            }
            if step.in_pattern(cell) {
                bg = bg.patch(theme.hint_cell_style());
            }
        }
        if cell == cur {
            bg = bg.patch(theme.cursor_style());
        }
        if self.branching == Some(cell) && self.hint.is_none() {
            // Where the target search is branching now.
            bg = bg.patch(theme.branch_style());
        }
        bg
    }

    /// The style of a placed digit: given or entry, clashing, checked wrong, or in an
    /// invalid region.
    fn digit_style(&self, cell: usize, bg: Style, theme: &Theme) -> Style {
        let s = self.s;
        let mut st = if s.grid.is_given(cell) {
            bg.patch(theme.given_style())
        } else {
            bg.patch(theme.fg(theme.entry))
        };
        if s.show_clashes && self.clashes.contains(cell) {
            st = st.patch(theme.clash_style());
        }
        if s.checked.is_some_and(|wrong| wrong.contains(cell)) {
            st = st
                .patch(theme.error_style())
                .add_modifier(Modifier::UNDERLINED);
        }
        if s.mode == Mode::Regions && self.bad_regions.contains(&self.map[cell]) {
            st = st.patch(theme.error_style());
        }
        st
    }
}

/// One cell's inside on its background: its weight (weights mode), its region's letter
/// (region mode), its digit, the unproven target fill, or its marks.
fn draw_cell(buf: &mut Buffer, g: Geometry, scene: &Scene, cell: usize, bg: Style, theme: &Theme) {
    let s = scene.s;
    let v = scene.board[cell];
    let map = &scene.map;
    let (x, y) = g.cell_origin(cell);
    for dy in 0..g.ch {
        put_str(buf, x, y + dy, &" ".repeat(g.cw as usize), bg);
    }
    let (dx, dy) = g.digit_place();
    let (mid_x, mid_y) = (x + dx, y + dy);
    match s.mode {
        Mode::Weights => {
            let shown = short_weight(s.weights.0[cell], g.cw as usize);
            let pad = (g.cw - shown.len() as u16).div_ceil(2);
            let st = bg.patch(theme.fg(theme.text)).add_modifier(Modifier::BOLD);
            put_str(buf, x + pad, mid_y, &shown, st);
            return;
        }
        Mode::Regions if v == 0 => {
            let id = map[cell];
            let st = if scene.bad_regions.contains(&id) {
                bg.patch(theme.error_style())
            } else {
                bg.patch(theme.fg(theme.dim))
            };
            put(buf, mid_x, mid_y, (b'A' + id % 26) as char, st);
            return;
        }
        _ => {}
    }
    if v != 0 {
        // The region's letter beside the digit: without colours (NO_COLOR) it is the
        // only sign of which region a filled cell is in.
        if s.mode == Mode::Regions && mid_x > x {
            let letter = (b'A' + map[cell] % 26) as char;
            put(buf, mid_x - 1, mid_y, letter, bg.patch(theme.fg(theme.dim)));
        }
        let st = scene.digit_style(cell, bg, theme);
        put(buf, mid_x, mid_y, (b'0' + v) as char, st);
    } else if let Some(fill) = scene.unproven {
        if fill[cell] != 0 {
            put(
                buf,
                mid_x,
                mid_y,
                (b'0' + fill[cell]) as char,
                bg.patch(theme.unproven_style()),
            );
        }
    } else {
        let marking = Marking {
            hint: scene.hint,
            chain: scene.chain.as_ref(),
            selected: scene.lit_digit(),
            colouring: (scene.hint.is_none() && scene.branching.is_none()).then_some(&s.colouring),
        };
        marks::draw_marks(buf, g, (x, y), cell, s, &marking, bg, theme);
    }
    draw_cue(buf, g, scene, cell, bg, theme);
}

/// Without colours (or on 16), the glyph in a cell's corner (on its top wall in the
/// compact cell, see `Geometry::cue_spot`) that tells what its background would: the
/// player's colour, or the cell a target search branches on (which the colours give way
/// to, as on the background).
fn draw_cue(buf: &mut Buffer, g: Geometry, scene: &Scene, cell: usize, bg: Style, theme: &Theme) {
    use crate::tui::theme::Cue;
    let s = scene.s;
    let painted = !matches!(s.mode, Mode::Regions | Mode::Weights) && s.colouring.cell(cell) != 0;
    let cue = match scene.branching {
        _ if scene.hint.is_some() => return,
        Some(at) if at == cell => Cue::Branch,
        None if painted => Cue::Paint(s.colouring.cell(cell)),
        _ => return,
    };
    let Some(glyph) = theme.cue_glyph(cue) else {
        return;
    };
    let ((x, y), on_wall) = g.cue_spot(cell);
    // On the cell's top wall (the compact cell) the glyph takes the line's place, on the
    // line's background; in the cell, the cell's.
    let under = match buf.cell((x, y)) {
        Some(spot) if on_wall => spot.style(),
        _ => bg,
    };
    let st = under
        .patch(theme.fg(theme.text))
        .add_modifier(Modifier::BOLD);
    put(buf, x, y, glyph, st);
}

/// A weight in at most `width` characters: exact when it fits, else in thousands or
/// millions (`12k`, `1M`), or tenths of a million (`.5M`); the panel shows the exact
/// figure. What fits none of these is `#`s, after the sign of a negative weight.
fn short_weight(w: i32, width: usize) -> String {
    let fits = |t: &String| t.chars().count() <= width;
    let exact = w.to_string();
    if fits(&exact) {
        return exact;
    }
    let sign = if w < 0 { "-" } else { "" };
    let tenths = (w.unsigned_abs() + 50_000) / 100_000;
    // Millions rounded, last: 999999 is `1M` rather than nothing at all.
    let millions = (w as i64 + w.signum() as i64 * 500_000) / 1_000_000;
    [(1000, 'k'), (1_000_000, 'M')]
        .into_iter()
        .filter(|&(unit, _)| w / unit != 0)
        .map(|(unit, suffix)| format!("{}{suffix}", w / unit))
        .chain((w.abs() < 1_000_000 && tenths < 10).then(|| format!("{sign}.{tenths}M")))
        .chain((millions != 0).then(|| format!("{millions}M")))
        .find(fits)
        .unwrap_or_else(|| format!("{sign}{}", "#".repeat(width.saturating_sub(sign.len()))))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weights_are_shortened_to_the_cell() {
        assert_eq!(short_weight(0, 3), "0");
        assert_eq!(short_weight(7, 3), "7");
        assert_eq!(short_weight(999, 3), "999");
        assert_eq!(short_weight(1234, 3), "1k");
        assert_eq!(short_weight(45_678, 3), "45k");
        assert_eq!(short_weight(456_789, 3), ".5M");
        assert_eq!(
            short_weight(-150, 3),
            "-##",
            "the sign shows where nothing fits"
        );
        assert_eq!(short_weight(-1500, 3), "-1k");
        assert_eq!(short_weight(-456_789, 3), "-##");
        assert_eq!(short_weight(-456_789, 4), "-.5M");
        assert_eq!(short_weight(1_000_000, 3), "1M");
        assert_eq!(short_weight(-5, 3), "-5");
        assert_eq!(short_weight(123_456, 5), "123k");
        assert_eq!(short_weight(999_999, 3), "1M", "rounded, not ###");
        assert_eq!(short_weight(-999_999, 3), "-1M");
    }
}
