//! `draw(&State)`: reads the state and paints a frame; never changes anything.
//!
//! This module lays the screen out (the grid, the side panel beside it, two status lines
//! under both, an overlay over them) and says so when the terminal is too small for it.
//! Each widget has its module: `grid`, `panel`, `status` and `overlay`; a feature's own
//! drawing is in its room (a chain on the grid: `hints::chain`; the costs over it:
//! `score::costs`; each panel section and overlay body: `panel.rs`, `overlay.rs` and the
//! like in `score/`, `hints/`, `search/`, ...); `text` holds the bits of text they share
//! (a module of its own, so that the widgets never import this one). What a widget shows that the
//! state does not hold as such is worked out here or by a method of the state, never by
//! `update`.

pub mod grid;
pub(crate) mod overlay;
pub(crate) mod panel;
mod status;
pub(crate) mod text;

use crate::tui::score::costs;

use super::state::State;
use super::theme::Theme;
use grid::{Geometry, Shape};
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Wrap};
use ratatui::Frame;

/// Smallest terminal the app draws in (compact grid, narrow panel, two status lines).
/// From 80×24 up every candidate has its own place (see `grid::SHAPES`); below it the
/// compact cells show a few candidates or their count.
pub const MIN_WIDTH: u16 = 64;
pub const MIN_HEIGHT: u16 = 21;
const STATUS_LINES: u16 = 2;
/// The panel's least width: at 80 columns the 55-column grid leaves it 24 (with a column
/// between them, and none left of the grid).
const MIN_PANEL: u16 = 24;

/// Where things go on a screen of a given size; `None` when it is too small.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Screen {
    pub grid: Geometry,
    pub panel: Rect,
    pub status: Rect,
}

/// The grid in the roomiest shape that fits beside a panel at least `MIN_PANEL` wide
/// (the compact one when none does), a column from the left edge when there is one to
/// spare, centred in the rows above the status lines; the panel to its right.
pub fn screen(area: Rect) -> Option<Screen> {
    if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
        return None;
    }
    let room = area.height - STATUS_LINES;
    let fits = |shape: &Shape| {
        let (w, h) = shape.size();
        area.width >= w + 1 + MIN_PANEL && room >= h
    };
    let shape = grid::SHAPES.into_iter().find(fits).unwrap_or(grid::COMPACT);
    let (gw, gh) = shape.size();
    let margin = u16::from(area.width > gw + 1 + MIN_PANEL);
    let top = area.y + (room - gh) / 2;
    let g = Geometry::new(area.x + margin, top, shape);
    let px = g.x + gw + 1;
    Some(Screen {
        grid: g,
        panel: Rect::new(px, area.y, area.x + area.width - px, room),
        status: Rect::new(area.x, area.y + room, area.width, STATUS_LINES),
    })
}

/// The whole frame: the grid, the panel and the status lines where `screen` puts them,
/// the overlay over them; a request to enlarge the terminal when it is too small.
pub fn draw(f: &mut Frame, s: &State, theme: &Theme) {
    let area = f.area();
    f.buffer_mut().set_style(area, theme.base());
    let Some(sc) = screen(area) else {
        return too_small(f, area, s, theme);
    };
    grid::draw(f.buffer_mut(), sc.grid, s, theme);
    costs::draw(f.buffer_mut(), sc.grid, s, theme);
    panel::draw(f, sc.panel, s, theme);
    status::draw(f, sc.status, s, theme);
    if let Some(o) = &s.overlay {
        overlay::draw(f, area, o, s, theme);
    }
}

/// In place of the app on a terminal smaller than `MIN_WIDTH`×`MIN_HEIGHT`: its size,
/// the size needed, and how to quit.
fn too_small(f: &mut Frame, area: Rect, s: &State, theme: &Theme) {
    let text = vec![
        Line::from("nonet"),
        Line::from(""),
        Line::from(format!("The terminal is {}×{}.", area.width, area.height)),
        Line::from(format!(
            "Please enlarge the terminal to at least {MIN_WIDTH}×{MIN_HEIGHT}."
        )),
        Line::from(s.keyed("{quit} quits (the session is saved).")),
    ];
    let h = (text.len() as u16).min(area.height);
    let r = Rect::new(
        area.x,
        area.y + area.height.saturating_sub(h) / 2,
        area.width,
        h,
    );
    f.render_widget(
        Paragraph::new(text)
            .alignment(ratatui::layout::Alignment::Center)
            .wrap(Wrap { trim: true })
            .style(theme.base()),
        r,
    );
}
