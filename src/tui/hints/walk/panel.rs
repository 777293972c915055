//! The panel's walk section: while `L` walks the shown chain, the link it is at, in
//! words, in the grid's style for its kind (the message says which keys go on).

use crate::tui::draw::text::label;
use crate::tui::hints::explain::wrap_text;
use crate::tui::hints::walk::link_text;
use crate::tui::state::State;
use crate::tui::theme::Theme;
use nonet_core::strategy::Link;
use ratatui::text::{Line, Span};

/// `Link 2 of 7: strong =` and the link in words (`r1c5: not 4, so 9`), while a walk
/// is on.
pub(crate) fn walk_lines(lines: &mut Vec<Line>, s: &State, theme: &Theme, width: u16) {
    let (Some(i), Some((chain, _, _))) = (s.walk_link(), s.hint.shown_chain()) else {
        return;
    };
    let Some(&link) = chain.links.get(i) else {
        return;
    };
    let (style, kind) = match link {
        Link::Strong => (theme.chain_strong_style(), "strong"),
        Link::Weak => (theme.chain_weak_style(), "weak"),
    };
    lines.push(Line::from(""));
    lines.push(Line::from(vec![
        label(&format!("Link {} of {}: ", i + 1, chain.links.len()), theme),
        Span::styled(format!("{kind} {}", link.symbol()), style),
    ]));
    // Wrapped here, not by the paragraph, so that a group's list of cells breaks after
    // a comma and not inside a cell's name.
    let width = width.max(1) as usize;
    lines.extend(
        wrap_text(&link_text(chain, i), width)
            .into_iter()
            .map(|row| Line::from(Span::styled(row, style))),
    );
}
