//! Overlays: the boxes drawn over the grid and panel (help, prompts, the picker, the
//! dialogs, the all-steps list, the message log, the whole step). A module per [`Overlay`] variant draws
//! its body; this one picks the module and holds what they share: the framed box
//! centred on the screen, and the list that scrolls to keep its selected line in view.

mod confirm;
mod explain;
mod help;
mod messages;
mod new_game;
mod picker;
mod prompt;
mod solved;
mod steps;
mod unsaved;

use crate::tui::keymap::Keymap;
use crate::tui::state::{Overlay, State};
use crate::tui::theme::Theme;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph};
use ratatui::Frame;
use std::ops::Range;

/// The overlay open in `s`, over the whole screen `area`.
pub fn draw(f: &mut Frame, area: Rect, o: &Overlay, s: &State, theme: &Theme, km: &Keymap) {
    let mut c = Canvas { f, area, theme };
    match o {
        Overlay::Help => help::draw(&mut c, s, km),
        Overlay::Prompt {
            purpose,
            text,
            cursor,
            selected,
            choices,
        } => prompt::draw(&mut c, *purpose, text, *cursor, *selected, choices),
        Overlay::Picker {
            title,
            docs,
            selected,
        } => picker::draw(&mut c, title, docs, *selected),
        Overlay::NewGame(game) => new_game::draw(&mut c, game),
        Overlay::Solved(screen) => solved::draw(&mut c, screen),
        Overlay::Steps {
            steps,
            filter,
            selected,
        } => steps::draw(&mut c, s, steps, filter, *selected),
        Overlay::Confirm { question, .. } => confirm::draw(&mut c, question),
        Overlay::MessageLog { selected } => messages::draw(&mut c, s, *selected),
        Overlay::Explain { step, scroll, .. } => explain::draw(&mut c, step, *scroll),
        Overlay::Unsaved { session_free } => unsaved::draw(&mut c, s, *session_free),
    }
}

/// Where an overlay draws: the frame, the whole screen's area and the theme.
struct Canvas<'a, 'f> {
    f: &'a mut Frame<'f>,
    area: Rect,
    theme: &'a Theme,
}

impl Canvas<'_, '_> {
    /// `body` in a box `width`×`height` (cut to the screen) centred on the screen, over
    /// what is under it, framed in the accent colour under `title`.
    fn framed(&mut self, (width, height): (u16, u16), title: String, body: Paragraph) {
        let theme = self.theme;
        let frame = Block::default()
            .borders(Borders::ALL)
            .title(title)
            .style(theme.base())
            .border_style(theme.fg(theme.accent));
        let r = centered(self.area, width, height);
        self.f.render_widget(Clear, r);
        self.f.render_widget(body.block(frame), r);
    }

    /// A scrolling list's box: its height for `rows` lines under `chrome` rows (the
    /// borders and any header), at most the screen's less two and at least one line,
    /// and which lines fit in it, scrolled as little as keeps `selected` in view.
    fn list_box(&self, rows: usize, chrome: u16, selected: usize) -> (u16, Range<usize>) {
        let height = (rows as u16 + chrome)
            .min(self.area.height.saturating_sub(2))
            .max(chrome + 1);
        let visible = (height - chrome) as usize;
        let first = selected.saturating_sub(visible.saturating_sub(1));
        (height, first..first + visible)
    }

    /// A list's line, in the cursor's style when it is the one selected.
    fn list_row(&self, text: String, selected: bool) -> Line<'static> {
        if selected {
            Line::from(Span::styled(text, self.theme.cursor_style()))
        } else {
            Line::from(text)
        }
    }
}

/// A `w`×`h` rectangle centred on `area`, cut to it.
fn centered(area: Rect, w: u16, h: u16) -> Rect {
    let w = w.min(area.width);
    let h = h.min(area.height);
    Rect::new(
        area.x + (area.width - w) / 2,
        area.y + (area.height - h) / 2,
        w,
        h,
    )
}

/// How many rows `text` takes when wrapped at word boundaries to `width` columns.
fn wrapped_rows(text: &str, width: u16) -> u16 {
    let width = width.max(1) as usize;
    let mut rows = 1;
    let mut col = 0;
    for word in text.split(' ') {
        let len = word.chars().count();
        let need = if col == 0 { len } else { col + 1 + len };
        if need <= width {
            col = need;
        } else {
            // A word longer than a line is broken over as many as it needs.
            rows += if col == 0 { 0 } else { 1 };
            rows += (len.saturating_sub(1) / width) as u16;
            col = if len % width == 0 { width } else { len % width };
        }
    }
    rows
}
