//! The prompt overlay: a line of text being typed (a name, a path), with its cursor, and
//! the saved names to pick from under it.

use crate::tui::draw::overlay::canvas::Canvas;
use crate::tui::draw::text::label;
use crate::tui::state::{PromptFor, State};
use crate::tui::theme::Theme;
use nonet_core::printable::escape;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

pub(crate) fn draw(
    c: &mut Canvas,
    s: &State,
    purpose: PromptFor,
    text: &str,
    cursor: usize,
    selected: bool,
    choices: &[String],
) {
    let theme = c.theme;
    // A text wider than the box shows the part around the cursor.
    let room = (60.min(c.area.width) as usize).saturating_sub(6).max(2);
    let mut lines = vec![input_line(text, cursor, selected, room, theme)];
    if !choices.is_empty() {
        let picks = s.keyed("saved ({previous-name}{next-name} picks):");
        lines.push(Line::from(label(&picks, theme)));
        // Eight at a time, keeping the one picked in view.
        let picked = choices.iter().position(|c| c == text);
        let first = picked.map_or(0, |i| i.saturating_sub(7));
        for (i, c) in choices.iter().enumerate().skip(first).take(8) {
            // Saved names are file names, which may hold anything.
            let c = escape(c);
            lines.push(if Some(i) == picked {
                Line::from(Span::styled(format!("› {c}"), theme.fg(theme.accent)))
            } else {
                Line::from(format!("  {c}"))
            });
        }
    }
    let height = lines.len() as u16 + 2;
    c.framed(
        (60, height),
        format!(" {} ", purpose.title()),
        Paragraph::new(lines),
    );
}

/// The input: `> `, the text (from `…` where its start is scrolled out of the `room`
/// columns) and the cursor.
fn input_line(
    text: &str,
    cursor: usize,
    selected: bool,
    room: usize,
    theme: &Theme,
) -> Line<'static> {
    let chars: Vec<char> = text.chars().collect();
    let cursor = cursor.min(chars.len());
    let first = (cursor + 1).saturating_sub(room - 1);
    let before: String = chars[first..cursor].iter().collect();
    let after: String = chars[cursor..]
        .iter()
        .take(room - before.chars().count())
        .collect();
    let lead = if first > 0 { "…" } else { "" };
    // A selected suggestion is shown reversed: typing replaces it.
    let text_style = if selected {
        Style::default().add_modifier(Modifier::REVERSED)
    } else {
        Style::default()
    };
    let mut input = vec![
        Span::raw("> "),
        Span::raw(lead),
        Span::styled(before, text_style),
    ];
    let mut rest = after.chars();
    match rest.next() {
        // The cursor on a character shows it reversed in the accent colour.
        Some(c) => {
            input.push(Span::styled(
                c.to_string(),
                theme.fg(theme.accent).add_modifier(Modifier::REVERSED),
            ));
            input.push(Span::styled(rest.collect::<String>(), text_style));
        }
        None => input.push(Span::styled("█", theme.fg(theme.accent))),
    }
    Line::from(input)
}
