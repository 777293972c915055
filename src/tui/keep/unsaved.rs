//! The quit question of a read-only window with changes: what `s`, `t`, `d` and Esc do.

use crate::tui::draw::overlay::canvas::Canvas;
use crate::tui::draw::text::label;
use crate::tui::state::State;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};

pub(crate) fn draw(c: &mut Canvas, s: &State, session_free: bool) {
    let theme = c.theme;
    let holder = s.session_in_use_by.unwrap_or(0);
    let mut lines = vec![
        Line::from(if session_free {
            "This window is read-only, and its changes are not saved. The window that held \
             the session has quit."
                .to_string()
        } else {
            format!(
                "This window is read-only (pid {holder} holds the session), and its changes \
                 are not saved."
            )
        }),
        Line::from(""),
        Line::from(vec![
            label(&format!(" {} ", s.key("save")), theme),
            Span::raw("save them as a named puzzle, then quit"),
        ]),
    ];
    if session_free {
        lines.push(Line::from(vec![
            label(&format!(" {} ", s.key("take-session")), theme),
            Span::raw("take the session over (this grid becomes it), then quit"),
        ]));
    }
    lines.push(Line::from(vec![
        label(&format!(" {} ", s.key("discard-and-quit")), theme),
        Span::raw("discard them and quit"),
    ]));
    let back = format!(" {} ", s.key("back"));
    lines.push(Line::from(vec![label(&back, theme), Span::raw("stay")]));
    let height = lines.len() as u16 + 3;
    c.framed(
        (62, height),
        " Quit: unsaved changes ".into(),
        Paragraph::new(lines).wrap(Wrap { trim: true }),
    );
}
