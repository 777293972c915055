//! The status bar under the grid and panel: the mode, the puzzle, badges (read-only, not
//! saved) and the latest message on the first line; the key hints that fit on the second.

use crate::tui::keymap::Keymap;
use crate::tui::state::State;
use crate::tui::theme::Theme;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;
use ratatui::Frame;

/// The status bar's two lines: the mode, the puzzle's name and its badges, the message,
/// and the keys that work now.
pub fn draw(f: &mut Frame, area: Rect, s: &State, theme: &Theme, keymap: &Keymap) {
    let st = theme.status_style();
    let mut first = vec![
        Span::styled(
            format!(" {} ", s.mode_name()),
            st.add_modifier(Modifier::BOLD | Modifier::REVERSED),
        ),
        Span::styled(
            format!(" {} ", s.grid.puzzle.name.as_deref().unwrap_or("untitled")),
            st,
        ),
    ];
    // The player's aids that are on: colour mode's colour, the filter's digit.
    if s.mode == crate::tui::state::Mode::Colour {
        first.push(Span::styled(
            format!(" colour {} ", s.brush),
            theme.base().patch(theme.paint_style(s.brush)),
        ));
        first.push(Span::styled(" ", st));
    }
    if let Some(d) = s.filter {
        first.push(Span::styled(
            format!(" filter {d} "),
            theme.base().patch(theme.same_digit_style()),
        ));
        first.push(Span::styled(" ", st));
    }
    if let Some(pid) = s.session_in_use_by {
        first.push(Span::styled(
            format!("read-only (pid {pid}) "),
            st.patch(theme.error_style()),
        ));
    }
    if s.unsaved.is_some() {
        // The reason is in the message log (`m`); the badge stays until a save works.
        first.push(Span::styled("not saved ", st.patch(theme.error_style())));
    }
    let width = area.width as usize;
    let mut second = None;
    if let Some(m) = &s.message {
        let style = if m.error {
            st.patch(theme.error_style())
        } else {
            st
        };
        let used: usize = first.iter().map(|sp| sp.width()).sum();
        let len = m.text.chars().count();
        if used + 2 + len <= width {
            first.push(Span::styled(format!("│ {}", m.text), style));
        } else if len < width {
            // Too long to share the first line: the message takes the key hints' line
            // until the next key, rather than being cut off mid-word.
            second = Some(Line::from(Span::styled(format!(" {}", m.text), style)));
        } else {
            let (top, bottom) = over_two_lines(&m.text, width);
            first = vec![Span::styled(format!(" {top}"), style)];
            second = Some(Line::from(Span::styled(format!(" {bottom}"), style)));
        }
    }
    let second = second.unwrap_or_else(|| key_hints(keymap.hints(s.context()), width, st));
    f.render_widget(
        Paragraph::new(vec![Line::from(first), second]).style(st),
        area,
    );
}

/// A message longer than a line, over both lines, broken at a space; what still does not
/// fit is in the message log, which the end of the second line says how to open.
fn over_two_lines(text: &str, width: usize) -> (String, String) {
    const MORE: &str = "… (m shows all)";
    let chars: Vec<char> = text.chars().collect();
    let line = width - 1;
    let break_at = |text: &[char], room: usize| -> usize {
        if text.len() <= room {
            return text.len();
        }
        // The last space in the line's second half, else a hard break.
        (room / 2..=room)
            .rev()
            .find(|&i| text[i] == ' ')
            .map_or(room, |i| i + 1)
    };
    let cut = break_at(&chars, line);
    let top: String = chars[..cut].iter().collect();
    let rest = &chars[cut..];
    let bottom: String = if rest.len() <= line {
        rest.iter().collect()
    } else {
        let room = line - MORE.chars().count();
        let kept: String = rest[..break_at(rest, room)].iter().collect();
        format!("{}{MORE}", kept.trim_end())
    };
    (top, bottom)
}

/// Keys a new player needs first: entering digits, hints, givens, new and open. When
/// the bar is short of room, the other hints go first.
const FIRST_KEYS: [&str; 5] = ["1-9", "h", "g", "n", "o"];

/// The key hints that fit in `width`. The last two (help and quit) are always kept; of
/// the ones before them, those not in `FIRST_KEYS` go from the end first, then the rest,
/// until what is left fits.
fn key_hints(hints: Vec<(&str, &str)>, width: usize, st: Style) -> Line<'static> {
    let cost = |(k, h): &(&str, &str)| k.chars().count() + h.chars().count() + 3;
    let mut keep: Vec<bool> = vec![true; hints.len()];
    let mut total: usize = hints.iter().map(cost).sum();
    let droppable = hints.len().saturating_sub(2);
    let (later, first): (Vec<usize>, Vec<usize>) = (0..droppable)
        .rev()
        .partition(|&i| !FIRST_KEYS.contains(&hints[i].0));
    // The last hint's trailing space may fall off the edge.
    for i in later.into_iter().chain(first) {
        if total <= width + 1 {
            break;
        }
        keep[i] = false;
        total -= cost(&hints[i]);
    }
    let spans: Vec<Span<'static>> = hints
        .into_iter()
        .zip(keep)
        .filter(|(_, k)| *k)
        .flat_map(|((k, h), _)| {
            [
                Span::styled(format!(" {k}"), st.add_modifier(Modifier::BOLD)),
                Span::styled(format!(" {h} "), st),
            ]
        })
        .collect();
    Line::from(spans)
}
