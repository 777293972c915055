//! What a named save that worked does for the work kept aside (`tui/keep/mod.rs`): the
//! read-only window's changes count as kept, a quit waiting for the save goes ahead, and
//! the statistics that could not be written are tried again. Its own module, so that
//! `files` (which reports the save), `quit` and `game` do not import each other.

use crate::tui::effect::Effect;
use crate::tui::state::State;

/// A named save was written: the work is kept, and a quit waiting for it goes ahead.
pub(crate) fn saved(s: &mut State) {
    s.keep.kept_revision = s.revision;
    if std::mem::take(&mut s.keep.quit_after_save) {
        s.quit = true;
    }
}

/// The statistics writes to try again, after a save that worked (taken from the state:
/// one that fails again comes back as a new failure).
pub fn retry_solves(s: &mut State) -> Vec<Effect> {
    let Some(dirs) = s.dirs.clone() else {
        return Vec::new();
    };
    std::mem::take(&mut s.keep.pending_solves)
        .into_iter()
        .map(|(level, secs)| Effect::RecordSolve {
            path: dirs.stats(),
            level,
            secs,
        })
        .collect()
}
