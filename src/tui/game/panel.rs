//! The panel's first lines: the puzzle's name, kind and givens; the game's clock, level
//! and hints; a generation in progress.

use crate::tui::draw::panel::segments::join;
use crate::tui::draw::text::{label, SPINNER};
use crate::tui::game::clock_text;
use crate::tui::state::State;
use crate::tui::theme::Theme;
use nonet_core::printable::escape;
use ratatui::style::Modifier;
use ratatui::text::{Line, Span};

/// The most characters of the puzzle's name the panel shows (two lines of a wide panel).
const TITLE_MAX: usize = 60;

/// The puzzle's name, kind and number of givens, then the game's line, each a run of
/// segments that breaks between them, never inside one, in a panel `width` wide.
pub(crate) fn title_lines(lines: &mut Vec<Line>, s: &State, theme: &Theme, width: u16) {
    let g = &s.grid;
    let mut title = escape(g.puzzle.name.as_deref().unwrap_or("untitled")).into_owned();
    // A name of thousands of characters (a euler header) would fill the panel.
    if title.chars().count() > TITLE_MAX {
        title = title.chars().take(TITLE_MAX - 1).chain(['…']).collect();
    }
    let kind = if g.layout().is_classic() {
        "classic"
    } else {
        "jigsaw"
    };
    let title = vec![
        vec![Span::styled(
            title,
            theme.fg(theme.text).add_modifier(Modifier::BOLD),
        )],
        vec![Span::raw(kind)],
        vec![Span::raw(plural(g.puzzle.given_count(), "given"))],
    ];
    join(lines, title, width);
    game_lines(lines, s, theme, width);
}

/// The game: its clock (`⏸` when stopped), level and hints; a generation in progress.
fn game_lines(lines: &mut Vec<Line>, s: &State, theme: &Theme, width: u16) {
    if let Some(g) = &s.generating {
        let t = g.started.elapsed();
        let frame = SPINNER[(t.as_millis() / 250) as usize % SPINNER.len()];
        lines.push(Line::from(vec![
            Span::styled(format!("{frame} "), theme.fg(theme.accent)),
            Span::raw(format!(
                "generating {}… {} cancels",
                g.game.describe(),
                s.key("back")
            )),
        ]));
    }
    if s.grid.puzzle.given_count() == 0 {
        return;
    }
    let mut time = vec![label("Time ", theme), Span::raw(clock_text(s.clock.secs()))];
    if !s.clock.running() && !s.grid.is_solved() {
        time.push(Span::styled(" ⏸", theme.dim_style()));
    }
    let mut segments = vec![time];
    if let Some(level) = s.level {
        segments.push(vec![Span::raw(level.to_string())]);
    }
    if let Some(er) = crate::tui::se_rating::panel::er_text(s) {
        segments.push(vec![Span::raw(er)]);
    }
    if s.hints_used > 0 {
        segments.push(vec![Span::raw(plural(s.hints_used as usize, "hint"))]);
    }
    join(lines, segments, width);
}

/// "1 given", "30 givens".
fn plural(n: usize, noun: &str) -> String {
    format!("{n} {noun}{}", if n == 1 { "" } else { "s" })
}
