//! The status bar under the grid and panel: the mode, the puzzle, badges (colour mode's
//! colour, the filter's digit, read-only, not saved) and the latest message on the first
//! line; the key hints that fit on the second.

use crate::tui::state::State;
use crate::tui::theme::Theme;
use nonet_core::printable::escape;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;
use ratatui::Frame;

/// The status bar's two lines: the mode, the puzzle's name and its badges, the message,
/// and the keys that work now. The first line never spills onto the second: the badges
/// always show (the name is cut to leave them room), the message gets what is left and
/// is cut there, the message log (`m`) holding it whole.
pub fn draw(f: &mut Frame, area: Rect, s: &State, theme: &Theme) {
    let st = theme.status_style();
    let width = area.width as usize;
    let mode = Span::styled(
        format!(" {} ", s.mode_name()),
        st.add_modifier(Modifier::BOLD | Modifier::REVERSED),
    );
    let mut badges = Vec::new();
    // The player's aids that are on: colour mode's colour, the filter's digit.
    if s.mode == crate::tui::state::Mode::Colour {
        badges.push(Span::styled(
            match theme.cue_glyph(crate::tui::theme::Cue::Paint(s.brush)) {
                // The glyph that marks the colour's cells where cues are needed.
                Some(glyph) => format!(" colour {} {glyph} ", s.brush),
                None => format!(" colour {} ", s.brush),
            },
            theme.base().patch(theme.paint_style(s.brush)),
        ));
        badges.push(Span::styled(" ", st));
    }
    if let Some(d) = s.filter {
        badges.push(Span::styled(
            format!(" filter {d} "),
            theme.base().patch(theme.same_digit_style()),
        ));
        badges.push(Span::styled(" ", st));
    }
    if let Some(pid) = s.session_in_use_by {
        badges.push(Span::styled(
            format!("read-only (pid {pid}) "),
            st.patch(theme.error_style()),
        ));
    }
    if s.unsaved.is_some() {
        // The reason is in the message log (`m`); the badge stays until a save works.
        badges.push(Span::styled("not saved ", st.patch(theme.error_style())));
    }
    let fixed = mode.width() + badges.iter().map(Span::width).sum::<usize>();
    // The name's room: what the mode and badges leave (less its two spaces), and while a
    // message shows, no more than a quarter of the line, so that the message has room.
    let mut room = width.saturating_sub(fixed + 2);
    if s.message.is_some() {
        room = room.min((width / 4).max(12));
    }
    let name = cut(
        &escape(s.grid.puzzle.name.as_deref().unwrap_or("untitled")),
        room,
        "…",
    );
    let mut first = vec![mode, Span::styled(format!(" {name} "), st)];
    first.extend(badges);
    if let Some(m) = &s.message {
        let style = if m.error {
            st.patch(theme.error_style())
        } else {
            st
        };
        let used: usize = first.iter().map(Span::width).sum();
        let room = width.saturating_sub(used + 2);
        if room > 0 {
            first.push(Span::styled(
                format!("│ {}", cut(&m.text, room, &s.keyed(MORE))),
                style,
            ));
        }
    }
    let second = key_hints(s.keymap.hints(s.context()), width, st);
    f.render_widget(
        Paragraph::new(vec![Line::from(first), second]).style(st),
        area,
    );
}

/// The end of a message cut to fit: the log (`m`) shows it whole.
const MORE: &str = "… ({messages} shows all)";

/// `text` in at most `room` columns: whole when it fits, else cut (at a space in the last
/// half, when there is one) with `more` after it; with no room for `more`, cut bare.
fn cut(text: &str, room: usize, more: &str) -> String {
    if Span::raw(text).width() <= room {
        return text.to_string();
    }
    let chars: Vec<char> = text.chars().collect();
    let more_len = more.chars().count();
    if room <= more_len {
        return chars[..fitting(&chars, room)].iter().collect();
    }
    let kept = fitting(&chars, room - more_len);
    let at_space = (kept / 2..kept).rev().find(|&i| chars[i] == ' ');
    let head: String = chars[..at_space.unwrap_or(kept)].iter().collect();
    format!("{}{more}", head.trim_end())
}

/// How many of `chars` fit in `cols` columns (a wide character takes two).
fn fitting(chars: &[char], cols: usize) -> usize {
    let mut used = 0;
    chars
        .iter()
        .take_while(|ch| {
            used += Span::raw(ch.to_string()).width();
            used <= cols
        })
        .count()
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
