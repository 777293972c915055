//! The grid widget: box-drawing lines from the region map (heavy between regions and on
//! the border, light inside a region), digits, pencil marks, and the markings.

use super::chain::ChainView;
use crate::tui::hint::HintStep;
use crate::tui::state::{Mode, State};
use crate::tui::theme::Theme;
use nonet_core::cells::CELLS;
use nonet_core::CellSet;
use ratatui::buffer::Buffer;
use ratatui::style::{Modifier, Style};

/// Where the grid sits on screen and how big a cell's inside is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Geometry {
    pub x: u16,
    pub y: u16,
    /// Inside of a cell: 3×1 (compact) or 5×3 (expanded, pencil marks as a 3×3 grid).
    pub cw: u16,
    pub ch: u16,
}

pub const COMPACT: (u16, u16) = (3, 1);
pub const EXPANDED: (u16, u16) = (5, 3);

pub fn size((cw, ch): (u16, u16)) -> (u16, u16) {
    (9 * (cw + 1) + 1, 9 * (ch + 1) + 1)
}

impl Geometry {
    pub fn expanded(&self) -> bool {
        self.ch >= 3
    }

    /// Top-left of a cell's inside.
    pub fn cell_origin(&self, cell: usize) -> (u16, u16) {
        let (r, c) = ((cell / 9) as u16, (cell % 9) as u16);
        (
            self.x + 1 + c * (self.cw + 1),
            self.y + 1 + r * (self.ch + 1),
        )
    }

    /// The cell under a screen position (lines belong to no cell).
    pub fn cell_at(&self, col: u16, row: u16) -> Option<usize> {
        let dx = col.checked_sub(self.x + 1)?;
        let dy = row.checked_sub(self.y + 1)?;
        let (c, in_c) = (dx / (self.cw + 1), dx % (self.cw + 1));
        let (r, in_r) = (dy / (self.ch + 1), dy % (self.ch + 1));
        (c < 9 && r < 9 && in_c < self.cw && in_r < self.ch).then_some(r as usize * 9 + c as usize)
    }
}

/// Line weight of one arm of a junction: 0 none, 1 light, 2 heavy.
type Arms = [u8; 4]; // up, right, down, left

/// The box-drawing character for a junction with the given arms.
fn junction(a: Arms) -> char {
    match a {
        [0, 1, 0, 1] => '─',
        [0, 2, 0, 2] => '━',
        [1, 0, 1, 0] => '│',
        [2, 0, 2, 0] => '┃',
        [0, 2, 0, 1] => '╼',
        [0, 1, 0, 2] => '╾',
        [1, 0, 2, 0] => '╽',
        [2, 0, 1, 0] => '╿',
        [0, 1, 1, 0] => '┌',
        [0, 2, 1, 0] => '┍',
        [0, 1, 2, 0] => '┎',
        [0, 2, 2, 0] => '┏',
        [0, 0, 1, 1] => '┐',
        [0, 0, 1, 2] => '┑',
        [0, 0, 2, 1] => '┒',
        [0, 0, 2, 2] => '┓',
        [1, 1, 0, 0] => '└',
        [1, 2, 0, 0] => '┕',
        [2, 1, 0, 0] => '┖',
        [2, 2, 0, 0] => '┗',
        [1, 0, 0, 1] => '┘',
        [1, 0, 0, 2] => '┙',
        [2, 0, 0, 1] => '┚',
        [2, 0, 0, 2] => '┛',
        [1, 1, 1, 0] => '├',
        [1, 2, 1, 0] => '┝',
        [2, 1, 1, 0] => '┞',
        [1, 1, 2, 0] => '┟',
        [2, 1, 2, 0] => '┠',
        [2, 2, 1, 0] => '┡',
        [1, 2, 2, 0] => '┢',
        [2, 2, 2, 0] => '┣',
        [1, 0, 1, 1] => '┤',
        [1, 0, 1, 2] => '┥',
        [2, 0, 1, 1] => '┦',
        [1, 0, 2, 1] => '┧',
        [2, 0, 2, 1] => '┨',
        [2, 0, 1, 2] => '┩',
        [1, 0, 2, 2] => '┪',
        [2, 0, 2, 2] => '┫',
        [0, 1, 1, 1] => '┬',
        [0, 1, 1, 2] => '┭',
        [0, 2, 1, 1] => '┮',
        [0, 2, 1, 2] => '┯',
        [0, 1, 2, 1] => '┰',
        [0, 1, 2, 2] => '┱',
        [0, 2, 2, 1] => '┲',
        [0, 2, 2, 2] => '┳',
        [1, 1, 0, 1] => '┴',
        [1, 1, 0, 2] => '┵',
        [1, 2, 0, 1] => '┶',
        [1, 2, 0, 2] => '┷',
        [2, 1, 0, 1] => '┸',
        [2, 1, 0, 2] => '┹',
        [2, 2, 0, 1] => '┺',
        [2, 2, 0, 2] => '┻',
        [1, 1, 1, 1] => '┼',
        [1, 1, 1, 2] => '┽',
        [1, 2, 1, 1] => '┾',
        [1, 2, 1, 2] => '┿',
        [2, 1, 1, 1] => '╀',
        [1, 1, 2, 1] => '╁',
        [2, 1, 2, 1] => '╂',
        [2, 1, 1, 2] => '╃',
        [2, 2, 1, 1] => '╄',
        [1, 1, 2, 2] => '╅',
        [1, 2, 2, 1] => '╆',
        [2, 2, 1, 2] => '╇',
        [1, 2, 2, 2] => '╈',
        [2, 1, 2, 2] => '╉',
        [2, 2, 2, 1] => '╊',
        [2, 2, 2, 2] => '╋',
        _ => ' ',
    }
}

/// Weight of the horizontal edge above row `r` (0..=9) at column `c`.
fn h_edge(map: &[u8; CELLS], r: usize, c: usize) -> u8 {
    if r == 0 || r == 9 || map[(r - 1) * 9 + c] != map[r * 9 + c] {
        2
    } else {
        1
    }
}

/// Weight of the vertical edge left of column `c` (0..=9) at row `r`.
fn v_edge(map: &[u8; CELLS], r: usize, c: usize) -> u8 {
    if c == 0 || c == 9 || map[r * 9 + c - 1] != map[r * 9 + c] {
        2
    } else {
        1
    }
}

fn put(buf: &mut Buffer, x: u16, y: u16, ch: char, style: Style) {
    if let Some(cell) = buf.cell_mut((x, y)) {
        cell.set_char(ch).set_style(style);
    }
}

fn put_str(buf: &mut Buffer, x: u16, y: u16, s: &str, style: Style) {
    for (i, ch) in s.chars().enumerate() {
        put(buf, x + i as u16, y, ch, style);
    }
}

pub fn draw(buf: &mut Buffer, g: Geometry, s: &State, theme: &Theme) {
    let map = s.region_map();
    draw_lines(buf, g, &map, theme);
    let board = s.grid.board();
    let clashes = s.clashes();
    let cur = s.cursor;
    let cur_value = board[cur];
    let mut houses = CellSet::EMPTY;
    if s.mode != Mode::Regions {
        for h in s.grid.layout().houses_of(cur) {
            houses |= s.grid.layout().house(h);
        }
    }
    let hint = s.hint.shown();
    let chain = s.hint.shown_chain().map(|(c, _, _)| ChainView::new(c));
    let unproven = s.unproven_fill();
    let branching = s.branch_cell();
    let bad_regions: Vec<u8> = if s.mode == Mode::Regions {
        nonet_core::layout::region_report(&map)
            .into_iter()
            .filter(|region| !region.is_valid())
            .map(|region| region.id)
            .collect()
    } else {
        Vec::new()
    };
    let (wlo, whi) = (
        *s.weights.0.iter().min().unwrap_or(&0),
        *s.weights.0.iter().max().unwrap_or(&0),
    );

    for cell in 0..CELLS {
        let v = board[cell];
        // Background: cursor, hint pattern, same digit, houses, mode colouring.
        let mut bg = theme.base();
        match s.mode {
            Mode::Regions => bg = bg.patch(theme.bg(theme.regions[map[cell] as usize % 9])),
            Mode::Weights => bg = bg.patch(theme.bg(theme.heat(s.weights.0[cell], wlo, whi))),
            _ => {
                // A jigsaw's regions are hard to follow by their walls alone: each gets
                // its tint from region mode, under the other markings.
                if !s.grid.layout().is_classic() {
                    bg = bg.patch(theme.bg(theme.regions[map[cell] as usize % 9]));
                }
                // While a hint is shown its houses take the place of the cursor's, so
                // that the two never share a colour.
                if hint.is_none() && houses.contains(cell) {
                    bg = bg.patch(theme.bg(theme.house_bg));
                }
                if cur_value != 0 && v == cur_value && cell != cur {
                    bg = bg.patch(theme.bg(theme.same_digit_bg));
                    if theme.mono {
                        bg = bg.add_modifier(Modifier::UNDERLINED);
                    }
                }
            }
        }
        if let Some(step) = hint {
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
        if branching == Some(cell) {
            // Where the target search is branching now.
            bg = bg
                .patch(theme.bg(theme.same_digit_bg))
                .add_modifier(Modifier::UNDERLINED);
        }
        let (x, y) = g.cell_origin(cell);
        for dy in 0..g.ch {
            put_str(buf, x, y + dy, &" ".repeat(g.cw as usize), bg);
        }
        let mid_x = x + g.cw / 2;
        let mid_y = y + g.ch / 2;
        match s.mode {
            Mode::Weights => {
                let shown = short_weight(s.weights.0[cell], g.cw as usize);
                let pad = (g.cw - shown.len() as u16).div_ceil(2);
                let st = bg.patch(theme.fg(theme.text)).add_modifier(Modifier::BOLD);
                put_str(buf, x + pad, mid_y, &shown, st);
                continue;
            }
            Mode::Regions if v == 0 => {
                let id = map[cell];
                let st = if bad_regions.contains(&id) {
                    bg.patch(theme.error_style())
                } else {
                    bg.patch(theme.fg(theme.dim))
                };
                put(buf, mid_x, mid_y, (b'A' + id % 26) as char, st);
                continue;
            }
            _ => {}
        }
        if v != 0 {
            let mut st = if s.grid.is_given(cell) {
                bg.patch(theme.given_style())
            } else {
                bg.patch(theme.fg(theme.entry))
            };
            if s.show_clashes && clashes.contains(cell) {
                st = st.patch(theme.clash_style());
            }
            if s.checked.is_some_and(|wrong| wrong.contains(cell)) {
                st = st
                    .patch(theme.error_style())
                    .add_modifier(Modifier::UNDERLINED);
            }
            if s.mode == Mode::Regions {
                if bad_regions.contains(&map[cell]) {
                    st = st.patch(theme.error_style());
                }
                // The region's letter beside the digit: without colours (NO_COLOR) it is
                // the only sign of which region a filled cell is in.
                if mid_x > x {
                    let letter = (b'A' + map[cell] % 26) as char;
                    put(buf, mid_x - 1, mid_y, letter, bg.patch(theme.fg(theme.dim)));
                }
            }
            put(buf, mid_x, mid_y, (b'0' + v) as char, st);
        } else if let Some(fill) = unproven {
            if fill[cell] != 0 {
                put(
                    buf,
                    mid_x,
                    mid_y,
                    (b'0' + fill[cell]) as char,
                    bg.patch(theme.dim_style()),
                );
            }
        } else {
            let marking = Marking {
                hint,
                chain: chain.as_ref(),
                selected: cur_value,
            };
            draw_marks(buf, g, (x, y), cell, s, &marking, bg, theme);
        }
    }
    if let Some(chain) = &chain {
        draw_chain_numbers(buf, g, chain, theme);
    }
}

/// The number of each chain cell in the chain's order, on the cell's top wall (see
/// `chain.rs` for why there), in the style of the link into the cell.
fn draw_chain_numbers(buf: &mut Buffer, g: Geometry, chain: &ChainView, theme: &Theme) {
    for (n, cell) in chain.numbered() {
        let text = n.to_string();
        let len = text.chars().count() as u16;
        if len > g.cw {
            continue;
        }
        let (x, y) = g.cell_origin(cell);
        let entered = chain.cell_entered_by(cell).flatten();
        let st = theme
            .base()
            .patch(theme.chain_style(entered))
            .add_modifier(Modifier::BOLD);
        put_str(buf, x + (g.cw - len) / 2, y - 1, &text, st);
    }
}

/// What an open cell's marks are drawn against: the shown hint, its chain, and the
/// selected cell's digit (0: none).
struct Marking<'a> {
    hint: Option<&'a HintStep>,
    chain: Option<&'a ChainView>,
    selected: u8,
}

/// An open cell's pencil marks, with the shown hint's eliminations and placements in
/// their own styles, a chain's digits in the style of the link into them, and the mark of
/// the selected cell's digit highlighted. The expanded grid has a place for each digit;
/// the compact grid shows up to three digits, else the chain's digits in the cell, else
/// their count, highlighted when the selected digit is among them, so that marks never
/// vanish.
#[allow(clippy::too_many_arguments)]
fn draw_marks(
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
    let mark_style = |d: u8| {
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

fn draw_lines(buf: &mut Buffer, g: Geometry, map: &[u8; CELLS], theme: &Theme) {
    let light = theme.base().patch(theme.fg(theme.line));
    let heavy = theme.base().patch(theme.fg(theme.region_line));
    let style = |w: u8| if w == 2 { heavy } else { light };
    let (cw, ch) = (g.cw, g.ch);
    for r in 0..=9usize {
        for c in 0..=9usize {
            // Junction at the top-left corner of cell (r, c).
            let up = if r > 0 { v_edge(map, r - 1, c) } else { 0 };
            let down = if r < 9 { v_edge(map, r, c) } else { 0 };
            let left = if c > 0 { h_edge(map, r, c - 1) } else { 0 };
            let right = if c < 9 { h_edge(map, r, c) } else { 0 };
            let jx = g.x + c as u16 * (cw + 1);
            let jy = g.y + r as u16 * (ch + 1);
            let w = *[up, right, down, left].iter().max().expect("4 arms");
            put(buf, jx, jy, junction([up, right, down, left]), style(w));
            if c < 9 {
                let w = h_edge(map, r, c);
                let line = if w == 2 { '━' } else { '─' };
                put_str(
                    buf,
                    jx + 1,
                    jy,
                    &line.to_string().repeat(cw as usize),
                    style(w),
                );
            }
            if r < 9 {
                let w = v_edge(map, r, c);
                let line = if w == 2 { '┃' } else { '│' };
                for dy in 0..ch {
                    put(buf, jx, jy + 1 + dy, line, style(w));
                }
            }
        }
    }
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

    #[test]
    fn cell_at_inverts_cell_origin() {
        for (cw, ch) in [COMPACT, EXPANDED] {
            let g = Geometry { x: 2, y: 1, cw, ch };
            for cell in 0..CELLS {
                let (x, y) = g.cell_origin(cell);
                assert_eq!(g.cell_at(x, y), Some(cell));
                assert_eq!(g.cell_at(x + cw - 1, y + ch - 1), Some(cell));
            }
            assert_eq!(g.cell_at(2, 1), None, "corner line");
            assert_eq!(g.cell_at(0, 0), None);
        }
    }

    #[test]
    fn junctions_cover_every_combination_used() {
        for a in 0..3u8 {
            for b in 0..3u8 {
                for c in 0..3u8 {
                    for d in 0..3u8 {
                        let arms = [a, b, c, d];
                        let n = arms.iter().filter(|&&x| x > 0).count();
                        if n >= 2 {
                            assert_ne!(junction(arms), ' ', "{arms:?}");
                        }
                    }
                }
            }
        }
    }
}
