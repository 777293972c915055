//! The panel's cell section: the selected cell's weight, its candidates (or what fills
//! it), its marks, and the digits of each of its houses.

use crate::tui::draw::text::label;
use crate::tui::state::State;
use crate::tui::theme::Theme;
use nonet_core::cells::cell_name;
use nonet_core::layout::HouseKind;
use nonet_core::{Digits, Layout};
use ratatui::text::{Line, Span};

/// Where the candidate masks' bits go (the details key, `D`): nowhere, beside the digits,
/// or, in a panel too narrow for both on one line, on a line of their own under them.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Bits {
    Off,
    Beside,
    Below,
}

/// The selected cell: its weight, what fills it or may, its marks, and its houses' digits.
pub(super) fn cell_lines(lines: &mut Vec<Line>, s: &State, theme: &Theme, bits: Bits) {
    let g = &s.grid;
    let layout: &Layout = g.layout();
    let cur = s.cursor;
    // The weight matters in target play (a puzzle with weights, several fillings) or
    // with the details on (`D`).
    let mut cell = vec![label("Cell ", theme), Span::raw(cell_name(cur))];
    if s.details || s.target_play() {
        cell.push(label("  weight ", theme));
        cell.push(Span::raw(s.weights.0[cur].to_string()));
    }
    lines.push(Line::from(cell));
    let cand = g.candidates(cur);
    // A filled cell has no candidates to show: say what fills it instead.
    let cand_label = match (g.value(cur), g.is_given(cur)) {
        (0, _) => "Candidates ",
        (_, true) => "Given ",
        (_, false) => "Entry ",
    };
    mask_lines(lines, cand_label, cand, bits, theme);
    // A filled cell's marks no longer mean anything (a solve or a load can leave them).
    if g.value(cur) == 0 && g.marks[cur] != Digits::NONE {
        lines.push(Line::from(vec![
            label("Pencil marks ", theme),
            Span::raw(digit_row(g.marks[cur])),
        ]));
    }
    for h in layout.houses_of(cur) {
        let name = match Layout::house_kind(h) {
            (HouseKind::Row, n) => format!("row {n}"),
            (HouseKind::Column, n) => format!("col {n}"),
            _ => layout.house_name(h),
        };
        let label = format!("{:<11}", format!("{name} has "));
        mask_lines(lines, &label, g.digits_in(layout.house(h)), bits, theme);
    }
}

/// A mask's line: its label and digits, with the bits as `bits` says.
fn mask_lines(lines: &mut Vec<Line>, name: &str, d: Digits, bits: Bits, theme: &Theme) {
    let beside = if bits == Bits::Beside {
        format!(" {}", bit_row(d))
    } else {
        String::new()
    };
    lines.push(Line::from(vec![
        label(name, theme),
        Span::raw(format!("{}{beside}", digit_row(d))),
    ]));
    if bits == Bits::Below {
        // Each bit under its digit.
        let indent = " ".repeat(name.chars().count());
        lines.push(Line::raw(format!("{indent}{}", bit_row(d))));
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
