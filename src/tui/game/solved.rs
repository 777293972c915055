//! The "solved!" screen: the time, the level, the hints taken, and the level's record
//! once the statistics file has it.

use crate::tui::draw::overlay::canvas::Canvas;
use crate::tui::game::clock_text;
use crate::tui::state::{SolvedScreen, State};
use ratatui::style::Modifier;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};

pub(crate) fn draw(c: &mut Canvas, s: &State, screen: &SolvedScreen) {
    let theme = c.theme;
    let mut lines = vec![Line::from(Span::styled(
        solved_line(screen),
        theme.fg(theme.accent).add_modifier(Modifier::BOLD),
    ))];
    lines.push(Line::from(format!(
        "Level: {}",
        screen.level.map_or("not rated", |l| l.name())
    )));
    lines.push(Line::from(format!("Hints: {}", screen.hints)));
    lines.push(Line::from(match &screen.record {
        None => Span::styled("saving the time…", theme.dim_style()),
        Some(Ok(rec)) => Span::raw(format!(
            "{}: {} solved, best {}, average {}",
            screen.level.map_or("-", |l| l.name()),
            rec.solved,
            clock_text(rec.best_secs),
            clock_text(rec.average_secs())
        )),
        Some(Err(e)) => Span::styled(e.clone(), theme.dim_style()),
    }));
    lines.push(Line::from(Span::styled(
        s.keyed("{new-game} new game · {back} closes"),
        theme.dim_style(),
    )));
    let height = lines.len() as u16 + 2;
    c.framed(
        (52, height),
        " Solved! ".into(),
        Paragraph::new(lines).wrap(Wrap { trim: true }),
    );
}

/// "Solved in 4:12": the screen's first line.
fn solved_line(screen: &SolvedScreen) -> String {
    format!("Solved in {}", clock_text(screen.secs))
}
