//! Overlays: the boxes drawn over the grid and panel (help, prompts, the picker, the
//! dialogs, the all-steps list, the message log, the whole step). A module per [`Overlay`] variant draws
//! its body (the feature's, in its room: `help::overlay`, `files::prompt`, ...); this one
//! picks the module. What they share (the framed box centred on the
//! screen, and the list that scrolls to keep its selected line in view) is `canvas`.

pub(crate) mod canvas;
mod confirm;
mod messages;

use crate::tui::files::{picker, prompt};
use crate::tui::game::{new_game, solved};
use crate::tui::help::overlay as help;
use crate::tui::hints::explain::overlay as explain;
use crate::tui::hints::steps;
use crate::tui::keep::unsaved;

use crate::tui::state::{Overlay, State};
use crate::tui::theme::Theme;
use canvas::Canvas;
use ratatui::layout::Rect;
use ratatui::Frame;

/// The overlay open in `s`, over the whole screen `area`.
pub fn draw(f: &mut Frame, area: Rect, o: &Overlay, s: &State, theme: &Theme) {
    let mut c = Canvas { f, area, theme };
    match o {
        Overlay::Help { scroll } => help::draw(&mut c, s, *scroll),
        Overlay::Prompt {
            purpose,
            text,
            cursor,
            selected,
            choices,
        } => prompt::draw(&mut c, s, *purpose, text, *cursor, *selected, choices),
        Overlay::Picker {
            title,
            docs,
            selected,
        } => picker::draw(&mut c, s, title, docs, *selected),
        Overlay::NewGame(game) => new_game::draw(&mut c, s, game),
        Overlay::Solved(screen) => solved::draw(&mut c, s, screen),
        Overlay::Steps {
            steps,
            filter,
            selected,
        } => steps::draw(&mut c, s, steps, filter, *selected),
        Overlay::Confirm { question, .. } => confirm::draw(&mut c, s, question),
        Overlay::MessageLog { selected } => messages::draw(&mut c, s, *selected),
        Overlay::Explain { step, scroll, .. } => explain::draw(&mut c, step, *scroll),
        Overlay::Unsaved { session_free } => unsaved::draw(&mut c, s, *session_free),
    }
}
