//! The ER's words on the panel's game line ("Time 0:05 · medium · ER 3.4"), in one
//! function so the line's layout can change around it.

use super::SeAnswer;
use crate::tui::state::State;
use nonet_core::explainer::format_value;

/// "ER 3.4" once rated; nothing while it runs, for a jigsaw, or for a puzzle without one
/// solution. A no-break space holds "ER"
/// and its value together where the panel wraps (24 columns at 80×24).
pub fn er_text(s: &State) -> Option<String> {
    match s.se_rating.as_ref()?.answer.as_ref()? {
        SeAnswer::Rated(er) => Some(format!("ER\u{a0}{}", format_value(*er))),
        SeAnswer::NotUnique => None,
    }
}
