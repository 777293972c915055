//! The panel's cell section: the selected cell's weight, its candidates (or what fills
//! it), its marks, and the digits of each of its houses.

use crate::tui::draw::label;
use crate::tui::state::State;
use crate::tui::theme::Theme;
use nonet_core::cells::cell_name;
use nonet_core::layout::HouseKind;
use nonet_core::{Digits, Layout};
use ratatui::text::{Line, Span};

/// The selected cell: its weight, what fills it or may, its marks, and its houses' digits.
pub(super) fn cell_lines(lines: &mut Vec<Line>, s: &State, theme: &Theme, with_bits: bool) {
    let g = &s.grid;
    let layout: &Layout = g.layout();
    let cur = s.cursor;
    // The weight matters in target play only (a puzzle with weights, several fillings).
    let mut cell = vec![label("Cell ", theme), Span::raw(cell_name(cur))];
    if crate::tui::score::target_play(s) {
        cell.push(label("  weight ", theme));
        cell.push(Span::raw(s.weights.0[cur].to_string()));
    }
    lines.push(Line::from(cell));
    let with_bits = |d: Digits| {
        if with_bits {
            format!("{} {}", digit_row(d), bit_row(d))
        } else {
            digit_row(d)
        }
    };
    let cand = g.candidates(cur);
    // A filled cell has no candidates to show: say what fills it instead.
    let cand_label = match (g.value(cur), g.is_given(cur)) {
        (0, _) => "Candidates ",
        (_, true) => "Given ",
        (_, false) => "Entry ",
    };
    lines.push(Line::from(vec![
        label(cand_label, theme),
        Span::raw(with_bits(cand)),
    ]));
    // A filled cell's marks no longer mean anything (a solve or a load can leave them).
    if g.value(cur) == 0 && g.marks[cur] != Digits::NONE {
        lines.push(Line::from(vec![
            label("Marks ", theme),
            Span::raw(digit_row(g.marks[cur])),
        ]));
    }
    for h in layout.houses_of(cur) {
        let name = match Layout::house_kind(h) {
            (HouseKind::Row, n) => format!("row {n}"),
            (HouseKind::Column, n) => format!("col {n}"),
            _ => layout.house_name(h),
        };
        let d = g.digits_in(layout.house(h));
        lines.push(Line::from(vec![
            label(&format!("{:<11}", format!("{name} has ")), theme),
            Span::raw(with_bits(d)),
        ]));
    }
}

/// Digits as bits in the digit row's order, 1 first: `110100000` for `12·4·····`.
fn bit_row(d: Digits) -> String {
    (1..=9u8)
        .map(|x| if d.contains(x) { '1' } else { '0' })
        .collect()
}

/// Digits as a row of nine places: `12·4·····`.
fn digit_row(d: Digits) -> String {
    (1..=9u8)
        .map(|x| {
            if d.contains(x) {
                (b'0' + x) as char
            } else {
                '·'
            }
        })
        .collect()
}
