//! The region draft: painting a new layout, its undo, walls files, accepting it.

use crate::tui::effect::Effect;
use crate::tui::state::{Mode, RegionDraft, State};
use crate::tui::update::history::commit;
use nonet_core::cells::CELLS;
use nonet_core::layout::LayoutError;
use nonet_core::puzzle::Puzzle;
use nonet_core::{Digits, Layout};
use std::sync::Arc;

/// Region mode starts from the current layout.
pub(crate) fn enter(s: &mut State) {
    s.regions = Some(RegionDraft::new(s.grid.layout(), s.cursor));
    s.mode = Mode::Regions;
}

/// Undo (or redo) one paint of the draft.
pub(crate) fn step_back(s: &mut State, undo: bool) {
    if let Some(d) = s.regions.as_mut() {
        if !d.step_back(undo) {
            s.info("nothing more to undo or redo in the region draft");
        }
    }
}

/// A walls file has been read: its first puzzle's layout becomes the draft.
pub(crate) fn walls_read(s: &mut State, path: &str, result: Result<Vec<Puzzle>, String>) {
    match result {
        Ok(puzzles) if !puzzles.is_empty() => {
            if let Some(d) = s.regions.as_mut() {
                d.set(*puzzles[0].layout.regions());
            }
            let accept = s.key("accept-regions");
            s.info(format!("walls imported from {path}; {accept} accepts"));
        }
        Ok(_) => s.error(format!("{path}: no puzzle found")),
        Err(e) => s.error(e),
    }
}

/// The draft as a layout; errors name regions by the letters the overlay shows.
pub(crate) fn draft_layout(map: &[u8; CELLS]) -> Result<Layout, LayoutError> {
    Layout::from_regions_labelled(map, |id| ((b'A' + id % 26) as char).to_string())
}

/// Enter in region mode: a valid draft becomes the layout (one undo step); an invalid one
/// is refused with the reason.
pub(crate) fn accept(s: &mut State, fx: &mut Vec<Effect>) {
    let Some(draft) = s.regions.clone() else {
        return;
    };
    match draft_layout(&draft.map) {
        Err(e) => s.error(format!(
            "layout not valid: {e} ({} discards)",
            s.key("back")
        )),
        Ok(layout) => {
            let layout = if layout.is_classic() {
                Layout::classic()
            } else {
                Arc::new(layout)
            };
            commit(s, fx, |g, _| {
                g.puzzle.layout = layout;
                // Marks were computed for the old houses.
                g.marks = [Digits::NONE; CELLS];
            });
            s.regions = None;
            s.mode = Mode::Normal;
            s.info("layout accepted");
        }
    }
}
