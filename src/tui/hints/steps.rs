//! The all-steps overlay: every step the techniques find in the position, one a line,
//! filtered by technique.

use crate::tui::draw::overlay::canvas::Canvas;
use crate::tui::draw::text::label;
use crate::tui::draw::text::SPINNER;
use crate::tui::hints::{HintStep, ListCount};
use crate::tui::state::{shown_steps, State};
use nonet_core::strategy::Technique;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

/// The box's width, borders included.
const WIDTH: u16 = 76;

pub(crate) fn draw(
    c: &mut Canvas,
    s: &State,
    steps: &[HintStep],
    filter: &Option<Technique>,
    selected: usize,
) {
    let theme = c.theme;
    let list: Vec<&HintStep> = shown_steps(steps, filter).collect();
    // Three rows besides the steps: the borders and the filter's line.
    let (height, shown) = c.list_box(list.len().max(1), 3, selected);
    let mut lines = vec![Line::from(vec![
        label("filter ", theme),
        Span::raw(filter.map_or("all techniques", |t| t.name())),
        label(&s.keyed(" ({previous-filter}{next-filter} changes)"), theme),
    ])];
    let running = s.steps_count.running().is_some();
    if list.is_empty() {
        lines.push(Line::from(if running {
            "listing…"
        } else {
            "no technique finds a step here"
        }));
    }
    for (i, step) in list.iter().enumerate().skip(shown.start).take(shown.len()) {
        let text = format!("{}: {}", step.technique, step.effect());
        lines.push(c.list_row(text, i == selected, WIDTH));
    }
    // How many, and whether the job is still listing (the forcing steps come last).
    let source = s.candidates_used();
    let title = match &s.steps_count {
        ListCount::Running { ticks, .. } => {
            let frame = SPINNER[ticks % SPINNER.len()];
            format!(
                " All steps ({} so far {frame} {} stops), from {source} ",
                list.len(),
                s.key("back")
            )
        }
        ListCount::Stopped => format!(
            " All steps ({}, stopped), from {source} — {} ",
            list.len(),
            s.keyed("{show-step} shows, {explain} whole")
        ),
        ListCount::Idle | ListCount::Done => {
            format!(
                " All steps ({}), from {source} — {} ",
                list.len(),
                s.keyed("{show-step} shows, {explain} whole")
            )
        }
    };
    c.framed((WIDTH, height), title, Paragraph::new(lines));
}
