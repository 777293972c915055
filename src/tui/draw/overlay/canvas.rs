//! What every overlay draws on: the frame, the screen's area and the theme, with the
//! framed box centred on the screen and the list that scrolls to keep its selected line
//! in view.

use crate::tui::theme::Theme;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph};
use ratatui::Frame;
use std::ops::Range;

/// Where an overlay draws: the frame, the whole screen's area and the theme.
pub(crate) struct Canvas<'a, 'f> {
    pub(crate) f: &'a mut Frame<'f>,
    pub(crate) area: Rect,
    pub(crate) theme: &'a Theme,
}

impl Canvas<'_, '_> {
    /// `body` in a box `width`×`height` (cut to the screen) centred on the screen, over
    /// what is under it, framed in the accent colour under `title`.
    pub(crate) fn framed(&mut self, (width, height): (u16, u16), title: String, body: Paragraph) {
        let theme = self.theme;
        let title = ellipsized(title, width.min(self.area.width).saturating_sub(2) as usize);
        let frame = Block::default()
            .borders(Borders::ALL)
            .title(title)
            .style(theme.base())
            .border_style(theme.fg(theme.accent));
        let r = centered(self.area, width, height);
        self.clear(r);
        self.f.render_widget(body.block(frame), r);
    }

    /// Clears `r` for a box, and when the box covers part of the panel, the rest of the
    /// panel's rows beside it: the panel's lines cut at the box's right edge would show
    /// as fragments (`│ns`, `│c8`) that read like part of the box.
    pub(crate) fn clear(&mut self, r: Rect) {
        self.f.render_widget(Clear, r);
        let Some(panel) = crate::tui::draw::screen(self.area).map(|sc| sc.panel) else {
            return;
        };
        let (from, to) = (r.right(), self.area.right());
        if r.x < panel.right() && from > panel.x && from < to {
            let beside = Rect::new(from, r.y, to - from, r.height);
            self.f.render_widget(Clear, beside);
            self.f.buffer_mut().set_style(beside, self.theme.base());
        }
    }

    /// A scrolling list's box: its height for `rows` lines under `chrome` rows (the
    /// borders and any header), at most the screen's less two and at least one line,
    /// and which lines fit in it, scrolled as little as keeps `selected` in view.
    pub(crate) fn list_box(
        &self,
        rows: usize,
        chrome: u16,
        selected: usize,
    ) -> (u16, Range<usize>) {
        let height = (rows as u16 + chrome)
            .min(self.area.height.saturating_sub(2))
            .max(chrome + 1);
        let visible = (height - chrome) as usize;
        let first = selected.saturating_sub(visible.saturating_sub(1));
        (height, first..first + visible)
    }

    /// A list's line in a box `width` wide (cut to the screen), in the cursor's style
    /// when it is the one selected; a line longer than the box ends in `…` where it is
    /// cut.
    pub(crate) fn list_row(&self, text: String, selected: bool, width: u16) -> Line<'static> {
        let room = width.min(self.area.width).saturating_sub(2) as usize;
        let text = ellipsized(text, room);
        if selected {
            Line::from(Span::styled(text, self.theme.cursor_style()))
        } else {
            Line::from(text)
        }
    }
}

/// `text` cut to `room` columns, its last one `…` when something is left out.
pub(crate) fn ellipsized(text: String, room: usize) -> String {
    if text.chars().count() <= room {
        return text;
    }
    let kept: String = text.chars().take(room.saturating_sub(1)).collect();
    format!("{kept}…")
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
