//! The whole step (`i`), the update side: opening it on the shown hint, on the all-steps
//! list's selected step or on the message log's selected hint, scrolling it (and moving
//! the log's selection), and closing it back to where it was opened from.

use crate::tui::action::Scroll;
use crate::tui::help::HelpLayout;
use crate::tui::hints::explain;
use crate::tui::hints::{HintStage, HintStep};
use crate::tui::state::{shown_steps, Overlay, State};

/// `i`: the whole step of what has the focus.
pub(crate) fn open(s: &mut State) {
    match s.overlay.take() {
        Some(Overlay::Steps {
            steps,
            filter,
            selected,
        }) => {
            let step = shown_steps(&steps, &filter).nth(selected).cloned();
            let list = Overlay::Steps {
                steps,
                filter,
                selected,
            };
            match step {
                Some(step) => show(s, step, Some(list)),
                None => {
                    s.overlay = Some(list);
                    s.info("no step to show");
                }
            }
        }
        Some(Overlay::MessageLog { selected }) => {
            let log = Overlay::MessageLog { selected };
            match s.log.get(selected).and_then(|m| m.step.clone()) {
                Some(step) => show(s, step, Some(log)),
                None => {
                    s.overlay = Some(log);
                    s.info("only a hint's message has a whole step (marked ▸)");
                }
            }
        }
        other => {
            s.overlay = other;
            if s.overlay.is_some() {
                return;
            }
            match &s.hint {
                HintStage::Shown(step, _) => show(s, step.clone(), None),
                HintStage::Named(_) => {
                    s.info(s.keyed("{hint} shows the hint first; then {explain} shows it whole"))
                }
                HintStage::Off => s.info(
                    s.keyed("no hint shown: {hint} gives one, then {explain} shows it whole"),
                ),
            }
        }
    }
}

fn show(s: &mut State, step: HintStep, back: Option<Overlay>) {
    s.overlay = Some(Overlay::Explain {
        step: Box::new(step),
        scroll: 0,
        back: back.map(Box::new),
    });
}

/// ↑↓, PgUp/PgDn, Home/End: the whole step and the help scroll (as far as their last
/// row at the bottom of the screen); the message log's selection moves.
pub(crate) fn scroll(s: &mut State, by: Scroll) {
    let screen = s.screen;
    let log_len = s.log.len();
    if let Some(Overlay::Help { scroll }) = s.overlay {
        let help = HelpLayout::new(s.help.entries(s.mode.context()), screen);
        let page = help.visible.saturating_sub(1).max(1) as i64;
        let scroll = moved(scroll, by, page, help.max_scroll());
        s.overlay = Some(Overlay::Help { scroll });
        return;
    }
    match s.overlay.as_mut() {
        Some(Overlay::Explain { step, scroll, .. }) => {
            let last = explain::max_scroll(step, screen);
            let page = explain::visible(screen).saturating_sub(1).max(1) as i64;
            *scroll = moved(*scroll, by, page, last);
        }
        Some(Overlay::MessageLog { selected }) => {
            *selected = moved(*selected, by, 5, log_len.saturating_sub(1));
        }
        _ => {}
    }
}

/// `at` moved by `by` (a page is `page` rows), kept within 0..=`last`.
fn moved(at: usize, by: Scroll, page: i64, last: usize) -> usize {
    let to = match by {
        Scroll::Rows(n) => at as i64 + n as i64,
        Scroll::Pages(n) => at as i64 + n as i64 * page,
        Scroll::Top => 0,
        Scroll::Bottom => last as i64,
    };
    to.clamp(0, last as i64) as usize
}

/// Esc on the whole step: back to the overlay it was opened from, if any. False when
/// the whole step is not open.
pub(crate) fn close(s: &mut State) -> bool {
    // Only the whole-step popup is taken: any other stays for the caller to close (taking
    // it here dropped the message log on Esc, and the Esc went on to leave the mode).
    if !matches!(s.overlay, Some(Overlay::Explain { .. })) {
        return false;
    }
    if let Some(Overlay::Explain { back, .. }) = s.overlay.take() {
        s.overlay = back.map(|b| *b);
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_stay_within_the_rows() {
        assert_eq!(moved(0, Scroll::Rows(-1), 10, 30), 0);
        assert_eq!(moved(29, Scroll::Rows(3), 10, 30), 30);
        assert_eq!(moved(5, Scroll::Pages(1), 10, 30), 15);
        assert_eq!(moved(5, Scroll::Pages(-1), 10, 30), 0);
        assert_eq!(moved(5, Scroll::Bottom, 10, 30), 30);
        assert_eq!(moved(5, Scroll::Top, 10, 30), 0);
        assert_eq!(moved(0, Scroll::Rows(1), 10, 0), 0, "nothing to scroll");
    }
}
