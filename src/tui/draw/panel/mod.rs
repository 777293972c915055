//! The side panel beside the grid: one paragraph, each section's lines added by its own
//! module.

mod cell;
pub(crate) mod segments;

use crate::tui::game::panel as puzzle;
use crate::tui::hints::panel as hint;
use crate::tui::hints::walk::panel as walk;
use crate::tui::regions::panel as regions;
use crate::tui::score::panel as score;
use crate::tui::search::panel as search;

use crate::tui::state::{Mode, State};
use crate::tui::theme::Theme;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Wrap};
use ratatui::Frame;

/// The side panel, section by section: the puzzle, the selected cell and its houses, the
/// score and status, then the region report, the link of a walk through the chain, the
/// hint and the search when there are any.
pub fn draw(f: &mut Frame, area: Rect, s: &State, theme: &Theme) {
    let mut lines: Vec<Line> = Vec::new();
    puzzle::title_lines(&mut lines, s, theme, area.width);
    // The digits' mask as bits too with the details on (`D`): beside the digits when the
    // panel has room for both on one line (a house line is an 11-wide label, 9 digits, a
    // space and 9 bits), else under them.
    let bits = match (s.details, area.width >= 30) {
        (false, _) => cell::Bits::Off,
        (true, true) => cell::Bits::Beside,
        (true, false) => cell::Bits::Below,
    };
    cell::cell_lines(&mut lines, s, theme, bits);
    score::score_lines(&mut lines, s, theme, area.width);
    if s.mode == Mode::Regions {
        regions::region_lines(&mut lines, s, theme);
    }
    // Before the hint, whose chain text is cut to the rows left below it.
    walk::walk_lines(&mut lines, s, theme, area.width);
    // The hint names the key to its whole step as it is bound.
    let explain_key = s.keymap.key_for("explain", s.mode.context());
    hint::hint_lines(&mut lines, s, theme, area, explain_key);
    if let Some(search) = &s.search {
        search::search_lines(&mut lines, s, search, theme, area);
    }
    // Every section is lines of this one paragraph (the sparkline too), so that wrapped
    // lines push the ones after them down instead of being drawn over.
    let para = Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .style(theme.base());
    f.render_widget(para, area);
}
