//! Quitting without dropping work. A window that holds the session autosaves it and
//! quits at once; a read-only window (another instance holds the session) with changes
//! asks first: save them as a named puzzle, discard them, or stay; and when the other
//! instance has quit meanwhile, take the session over. A quit signal cannot ask (nobody
//! may be there to answer), so it saves the changes as a `recovered-N` puzzle and says
//! where on standard error.

use crate::tui::effect::Effect;
use crate::tui::files::update::open_prompt;
use crate::tui::state::{Overlay, PromptFor, State};
use std::path::PathBuf;

/// Whether quitting would drop work: a read-only window changed since its work was last
/// kept (its start, a named save).
fn unkept(s: &State) -> bool {
    s.session_in_use_by.is_some() && s.dirs.is_some() && s.revision != s.keep.kept_revision
}

/// `q`: quits, or first asks whether the session's holder has quit, for the question.
pub(crate) fn quit(s: &mut State, fx: &mut Vec<Effect>) {
    if matches!(s.overlay, Some(Overlay::Unsaved { .. })) {
        // Ctrl-C (or a second `q` bound to quit) in the question: it still waits.
        return s.error(s.keyed(
            "{save} saves your changes, {discard-and-quit} discards them and quits, {back} stays",
        ));
    }
    match (&s.dirs, unkept(s)) {
        (Some(dirs), true) => fx.push(Effect::ProbeSession(dirs.clone())),
        _ => s.quit = true,
    }
}

/// The question, once it is known whether the session is free.
pub(crate) fn probed(s: &mut State, session_free: bool) {
    s.overlay = Some(Overlay::Unsaved { session_free });
}

/// `s` in the question: the save prompt, and a quit once the save is written.
pub(crate) fn save_then_quit(s: &mut State, fx: &mut Vec<Effect>) {
    s.keep.quit_after_save = true;
    let name = s.grid.puzzle.name.clone().unwrap_or_default();
    open_prompt(s, PromptFor::Save, name, fx);
}

/// `d` in the question: the changes are dropped, as asked.
pub(crate) fn discard(s: &mut State) {
    if matches!(s.overlay.take(), Some(Overlay::Unsaved { .. })) {
        s.quit = true;
    }
}

/// `t` in the question: the session's lock, when its holder has quit. Always tried, not
/// judged by the question's `session_free`: the holder may have quit since it was asked.
pub(crate) fn take(s: &mut State, fx: &mut Vec<Effect>) {
    match (&s.overlay, &s.dirs) {
        (Some(Overlay::Unsaved { .. }), Some(dirs)) => fx.push(Effect::TakeSession(dirs.clone())),
        _ => s.error("t takes the session over only in the quit question"),
    }
}

/// The session's lock was taken (this window's grid becomes the session, saved as the
/// app ends), or why not.
pub(crate) fn taken(s: &mut State, result: Result<(), String>) {
    match result {
        Ok(()) => {
            s.session_in_use_by = None;
            s.overlay = None;
            s.quit = true;
        }
        Err(e) => {
            s.overlay = Some(Overlay::Unsaved {
                session_free: false,
            });
            let save = s.key("save");
            s.error(format!(
                "session not taken over: {e}; {save} saves your changes as a named puzzle"
            ));
        }
    }
}

/// A quit signal: quits at once, the changes of a read-only window saved first.
pub(crate) fn by_signal(s: &mut State, fx: &mut Vec<Effect>) {
    if let (Some(dirs), true) = (&s.dirs, unkept(s)) {
        fx.push(Effect::SaveRecovered {
            dirs: dirs.clone(),
            doc: Box::new(s.document()),
        });
    }
    s.quit = true;
}

/// Where a signal's recovery went, said once the terminal is given back.
pub(crate) fn recovered(s: &mut State, result: Result<PathBuf, String>) {
    let open = s.key("open");
    s.keep.farewell = Some(match result {
        Ok(path) => format!(
            "the read-only window's changes were saved as {} ({open} opens it by its name)",
            path.display()
        ),
        Err(e) => format!("the read-only window's changes could not be saved: {e}"),
    });
}
