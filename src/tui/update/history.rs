//! The undo history of the grid and the weights: a change made as one undoable step
//! (and what follows any change: the hint dropped, a stale search stopped, the status
//! rechecked), undo and redo.

use super::status;
use crate::tui::effect::Effect;
use crate::tui::hint::HintStage;
use crate::tui::state::{Snapshot, State, UNDO_LIMIT};
use nonet_core::puzzle::Grid;
use nonet_core::target::Weights;

/// Applies a change to the grid and/or weights as one undoable step. Nothing is
/// recorded when nothing changed.
pub(super) fn commit(
    s: &mut State,
    fx: &mut Vec<Effect>,
    f: impl FnOnce(&mut Grid, &mut Weights),
) -> bool {
    let before = s.snapshot();
    commit_from(s, before, fx, f)
}

/// [`commit`] with the undo step given: a load's carries the game it replaces.
pub(super) fn commit_from(
    s: &mut State,
    before: Snapshot,
    fx: &mut Vec<Effect>,
    f: impl FnOnce(&mut Grid, &mut Weights),
) -> bool {
    f(&mut s.grid, &mut s.weights);
    if s.grid == before.grid && s.weights == before.weights && s.colouring == before.colouring {
        return false;
    }
    record(s, before, fx);
    true
}

/// Pushes `before` as the undo step of the change just made.
pub(super) fn record(s: &mut State, before: Snapshot, fx: &mut Vec<Effect>) {
    // A weight being typed is finished by any other undo step (a solve arriving, say).
    s.weight_typing = None;
    s.undo.push_back(before);
    if s.undo.len() > UNDO_LIMIT {
        s.undo.pop_front();
    }
    s.redo.clear();
    changed(s, fx);
}

/// Changes the player's colouring as one undoable step (nothing recorded when nothing
/// changed). Unlike a change of the grid it leaves the hint, a search and the status be:
/// colours are the player's notes, not the puzzle.
pub(super) fn commit_colouring(
    s: &mut State,
    f: impl FnOnce(&mut nonet_core::format::Colouring),
) -> bool {
    let before = s.snapshot();
    f(&mut s.colouring);
    if s.colouring == before.colouring {
        return false;
    }
    s.undo.push_back(before);
    if s.undo.len() > UNDO_LIMIT {
        s.undo.pop_front();
    }
    s.redo.clear();
    s.revision += 1;
    true
}

/// After any change of grid or weights: autosave, a stale search stopped, the hint
/// dropped, the status rechecked in the background.
pub(super) fn changed(s: &mut State, fx: &mut Vec<Effect>) {
    s.revision += 1;
    s.hint = HintStage::Off;
    s.checked = None;
    match s.search.as_mut() {
        Some(search) if search.running => {
            fx.push(Effect::Cancel(search.stop("stopped: the grid changed")))
        }
        Some(search) => search.current = false,
        None => {}
    }
    status::recheck(s, fx);
}

/// Steps back (or forward again) through the grid's and weights' history.
pub(super) fn undo_redo(s: &mut State, undo: bool, fx: &mut Vec<Effect>) {
    // Taken before `from` and `to` borrow the history.
    let game_now = s.play();
    let now = s.snapshot();
    let (from, to) = if undo {
        (&mut s.undo, &mut s.redo)
    } else {
        (&mut s.redo, &mut s.undo)
    };
    let Some(snap) = from.pop_back() else {
        s.info(if undo {
            "nothing to undo"
        } else {
            "nothing to redo"
        });
        return;
    };
    // Stepping over a load swaps the games too: the step back the other way carries the
    // game being left, so redo after undo returns to it as it stood.
    to.push_back(Snapshot {
        game: snap.game.map(|_| game_now),
        ..now
    });
    s.grid = snap.grid;
    s.weights = snap.weights;
    s.colouring = snap.colouring;
    if let Some(game) = snap.game {
        s.set_play(game);
    }
    changed(s, fx);
}
