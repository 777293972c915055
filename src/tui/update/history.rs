//! The undo history of the grid and the weights: a change made as one undoable step
//! (and what follows any change: the hint dropped, a stale search stopped, the status
//! rechecked), undo and redo.

use crate::tui::effect::Effect;
use crate::tui::hints::HintStage;
use crate::tui::search::status;
use crate::tui::state::{Overlay, Snapshot, State, UNDO_LIMIT};
use nonet_core::cells::{cell_name, CELLS};
use nonet_core::maximize::Weights;
use nonet_core::puzzle::Grid;

/// Applies a change to the grid and/or weights as one undoable step. Nothing is
/// recorded when nothing changed.
pub(crate) fn commit(
    s: &mut State,
    fx: &mut Vec<Effect>,
    f: impl FnOnce(&mut Grid, &mut Weights),
) -> bool {
    let before = s.snapshot();
    commit_from(s, before, fx, f)
}

/// [`commit`] with the undo step given: a load's carries the game it replaces.
pub(crate) fn commit_from(
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
pub(crate) fn record(s: &mut State, before: Snapshot, fx: &mut Vec<Effect>) {
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
pub(crate) fn commit_colouring(
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
pub(crate) fn changed(s: &mut State, fx: &mut Vec<Effect>) {
    s.revision += 1;
    s.hint = HintStage::Off;
    // The all-steps list is of the grid as it was: closed (its job stops after this
    // action, see `hints::drop_stale_list`).
    if matches!(s.overlay, Some(Overlay::Steps { .. })) {
        s.overlay = None;
    }
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
pub(crate) fn undo_redo(s: &mut State, undo: bool, fx: &mut Vec<Effect>) {
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
    // Named before the swap: what the change was, from the older grid to the newer.
    let (older, newer) = if undo {
        ((&snap.grid, &snap.weights), (&s.grid, &s.weights))
    } else {
        ((&s.grid, &s.weights), (&snap.grid, &snap.weights))
    };
    let what = change_name(
        older,
        newer,
        snap.game.is_some(),
        snap.colouring != s.colouring,
    );
    // Stepping over a load swaps the games too: the step back the other way carries the
    // game being left, so redo after undo returns to it as it stood.
    to.push_back(Snapshot {
        game: snap.game.map(|_| game_now),
        ..now
    });
    s.grid = snap.grid;
    s.weights = snap.weights;
    s.colouring = snap.colouring;
    s.taken = snap.taken;
    if let Some(game) = snap.game {
        s.set_play(game);
    }
    changed(s, fx);
    s.info(format!("{} {what}", if undo { "undid" } else { "redid" }));
}

/// What a step of the history changed, going from the `older` grid and weights to the
/// `newer` (`load`: it was a load; `colours`: the player's colours changed), in a few
/// words: "5 in r3c4", "clearing r3c4", "the marks of r3c4", "a change to 61 cells",
/// "loading easy", "the colours".
fn change_name(
    (before, older_weights): (&Grid, &Weights),
    (grid, weights): (&Grid, &Weights),
    load: bool,
    colours: bool,
) -> String {
    if load {
        let name = |g: &Grid| g.puzzle.name.clone().unwrap_or_else(|| "untitled".into());
        // Undo names the puzzle it leaves, redo the one it loads: the newer grid both times.
        return format!("loading {}", name(grid));
    }
    if before.layout().regions() != grid.layout().regions() {
        return "the layout".into();
    }
    let cells: Vec<usize> = (0..CELLS)
        .filter(|&c| {
            before.value(c) != grid.value(c)
                || before.is_given(c) != grid.is_given(c)
                || before.marks[c] != grid.marks[c]
        })
        .collect();
    match cells.as_slice() {
        [] if older_weights != weights => "the weights".into(),
        [] if colours => "the colours".into(),
        [] => "nothing".into(),
        [c] => {
            let (was, now, name) = (before.value(*c), grid.value(*c), cell_name(*c));
            match (was, now) {
                _ if was == now && before.marks[*c] != grid.marks[*c] => {
                    format!("the marks of {name}")
                }
                _ if was == now => format!("the given of {name}"),
                (_, 0) => format!("clearing {name}"),
                (0, d) => format!("{d} in {name}"),
                (_, d) => format!("{d} over {was} in {name}"),
            }
        }
        many => format!("a change to {} cells", many.len()),
    }
}
