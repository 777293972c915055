//! `update`: the only place where state changes. It does no I/O: it returns effects
//! (jobs to start or cancel, files to read or write) for the event loop to carry out, and
//! the answers of file effects come back as actions.
//!
//! This module dispatches each action and keeps the undo history; the work is split by
//! concern: editing the grid and weights (`edit`), files, prompts and the picker
//! (`files`), solver searches and the status check (`search`), the region draft
//! (`regions`).

mod edit;
mod files;
mod game;
mod regions;
mod search;

pub use files::{load, load_many};
pub use game::solved_line;
pub use search::recheck;

use super::action::Action;
use super::effect::Effect;
use super::hint::HintStage;
use super::positions;
use super::solver::JobKind;
use super::state::{Mode, Overlay, PromptFor, Snapshot, State, UNDO_LIMIT};
use nonet_core::maximize::Weights;
use nonet_core::puzzle::Grid;

/// Applies one action to the state; returns what the event loop must do outside it.
pub fn update(s: &mut State, action: Action) -> Vec<Effect> {
    let mut fx = Vec::new();
    let draft_before = s.regions.as_ref().map(|d| d.map);
    update_inner(s, action, &mut fx);
    game::after(s, &mut fx);
    // The region draft is part of the autosaved session: a change to it is a change.
    if s.regions.as_ref().map(|d| d.map) != draft_before {
        s.revision += 1;
    }
    fx
}

/// The dispatch: one line per action, the work done by the module of its concern.
fn update_inner(s: &mut State, action: Action, fx: &mut Vec<Effect>) {
    // A new key press replaces the previous message (errors stay until the next key).
    if !action.is_reply() {
        s.message = None;
    }
    // Only digits (and clearing) go on typing a weight; anything else ends the number, so
    // the next digit starts a new one with its own undo step.
    if !(action.is_reply() || matches!(action, Action::Digit(_) | Action::Clear)) {
        s.weight_typing = None;
    }
    // An edit while a target search runs stops it, and its dimmed fill is not put under
    // the edit: the digit goes to the player's own grid, as typed (Esc keeps the fill).
    if edits_grid(s, &action) {
        search::stop_for_edit(s, fx);
    }
    match action {
        Action::Tick => search::tick(s),
        Action::Job(msg) => search::on_job(s, msg, fx),
        Action::SavedNames(names) => files::saved_names(s, names),
        Action::SaveChecked { name, path, target } => {
            files::save_checked(s, name, &path, target, fx)
        }
        Action::Written {
            path,
            what,
            result,
            created,
        } => files::written(s, &path, what, result, created),
        Action::DirListed { typed, result } => files::dir_listed(s, &typed, result),
        Action::Opened { path, result } => files::opened(s, &path, result, fx),
        Action::WallsRead { path, result } => regions::walls_read(s, &path, result),
        Action::SolveRecorded(result) => game::recorded(s, result),
        Action::NewGameDialog => game::dialog(s),
        Action::NewGameRow(step) => game::row(s, step),
        Action::NewGameChange(step) => game::change(s, step),
        Action::NewGameStart(game) => game::start(s, game, fx),
        Action::Check => game::check(s),
        Action::PauseSearch => search::pause(s),
        // `.` clears a cell, except while a target search is paused: then it steps it.
        Action::Clear if search::paused(s) => search::step(s),
        Action::ToggleClashes => {
            s.show_clashes = !s.show_clashes;
            s.info(if s.show_clashes {
                "clashes highlighted"
            } else {
                "clashes not highlighted"
            });
        }
        Action::Quit => s.quit = true,
        Action::Help => {
            s.overlay = match s.overlay {
                // `?`, Esc and q close the help and the message log alike.
                Some(Overlay::Help) | Some(Overlay::MessageLog) => None,
                _ => Some(Overlay::Help),
            }
        }
        Action::MessageLog => {
            s.overlay = match s.overlay {
                Some(Overlay::MessageLog) => None,
                _ => Some(Overlay::MessageLog),
            }
        }
        Action::Move(dir) => edit::move_cursor(s, dir),
        Action::Select(cell) => edit::select(s, cell),
        Action::Drag(cell) => edit::drag(s, cell),
        Action::Wheel(step) => edit::wheel(s, step, fx),
        Action::Digit(d) => edit::digit(s, d, fx),
        Action::Clear => edit::clear(s, fx),
        Action::TogglePencil => {
            s.mode = if s.mode == Mode::Pencil {
                Mode::Normal
            } else {
                Mode::Pencil
            };
        }
        Action::ToggleGivens => edit::toggle_givens(s),
        Action::LockEntries => edit::lock_entries(s, fx),
        Action::AutoFill => {
            commit(s, fx, |g, _| g.fill_marks());
            s.info("candidates filled in");
        }
        Action::RegionMode => regions::enter(s),
        Action::AcceptRegions => regions::accept(s, fx),
        Action::WeightsMode => s.mode = Mode::Weights,
        Action::WeightStep(step) => edit::weight_step(s, step, fx),
        Action::WeightsReset => {
            commit(s, fx, |_, w| *w = Weights::rings());
            s.info("weights reset to the NOIP rings");
        }
        Action::ImportWalls => files::open_prompt(s, PromptFor::ImportWalls, String::new(), fx),
        Action::ExportWalls => {
            files::open_prompt(s, PromptFor::ExportWalls, "walls.txt".into(), fx)
        }
        Action::ExportWeights => {
            files::open_prompt(s, PromptFor::ExportWeights, "weights.txt".into(), fx)
        }
        Action::Save => {
            let name = s.grid.puzzle.name.clone().unwrap_or_default();
            files::open_prompt(s, PromptFor::Save, name, fx)
        }
        Action::Open => files::open_prompt(s, PromptFor::Open, String::new(), fx),
        Action::NewPuzzle => {
            load(s, State::empty_document(), fx);
            s.info("new empty classic grid (u undoes)");
        }
        Action::Solve => search::start(s, JobKind::Solve, fx),
        Action::Count => search::start(s, JobKind::Count, fx),
        Action::Target => search::start(s, JobKind::Target, fx),
        Action::Back => back(s, fx),
        Action::Undo | Action::Redo if s.mode == Mode::Regions => {
            regions::step_back(s, action == Action::Undo)
        }
        Action::Undo => undo_redo(s, true, fx),
        Action::Redo => undo_redo(s, false, fx),
        Action::Hint => edit::hint_key(s, fx),
        Action::NextChain => next_chain(s),
        Action::CopyPosition(as_) => positions::copy(s, as_, fx),
        Action::Copied { what, result } => positions::copied(s, what, result),
        Action::AllSteps => positions::open_steps(s),
        Action::StepsMove(by) => positions::steps_move(s, by),
        Action::StepsFilter(by) => positions::steps_filter(s, by),
        Action::StepsChoose => positions::steps_choose(s),
        Action::Paste(text) => files::paste(s, &text, fx),
        Action::Confirm(yes) => files::confirm(s, yes, fx),
        Action::PromptChar(c) => files::prompt_type(s, &c.to_string()),
        Action::PromptBackspace => files::prompt_backspace(s),
        Action::PromptEdit(key) => files::prompt_edit(s, key),
        Action::PromptComplete => files::prompt_complete(s, fx),
        Action::PromptChoice(step) => files::prompt_choice(s, step),
        Action::PromptSubmit => {
            if let Some(Overlay::Prompt { purpose, text, .. }) = s.overlay.take() {
                files::submit_prompt(s, purpose, text.trim().to_string(), fx);
            }
        }
        Action::PickerMove(step) => files::picker_move(s, step),
        Action::PickerChoose => files::picker_choose(s, fx),
    }
}

/// Applies a change to the grid and/or weights as one undoable step. Nothing is
/// recorded when nothing changed.
fn commit(s: &mut State, fx: &mut Vec<Effect>, f: impl FnOnce(&mut Grid, &mut Weights)) -> bool {
    let before = s.snapshot();
    commit_from(s, before, fx, f)
}

/// [`commit`] with the undo step given: a load's carries the game it replaces.
fn commit_from(
    s: &mut State,
    before: Snapshot,
    fx: &mut Vec<Effect>,
    f: impl FnOnce(&mut Grid, &mut Weights),
) -> bool {
    f(&mut s.grid, &mut s.weights);
    if s.grid == before.grid && s.weights == before.weights {
        return false;
    }
    record(s, before, fx);
    true
}

/// Pushes `before` as the undo step of the change just made.
fn record(s: &mut State, before: Snapshot, fx: &mut Vec<Effect>) {
    // A weight being typed is finished by any other undo step (a solve arriving, say).
    s.weight_typing = None;
    s.undo.push_back(before);
    if s.undo.len() > UNDO_LIMIT {
        s.undo.pop_front();
    }
    s.redo.clear();
    changed(s, fx);
}

/// After any change of grid or weights: autosave, a stale search stopped, the hint
/// dropped, the status rechecked in the background.
fn changed(s: &mut State, fx: &mut Vec<Effect>) {
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
    search::recheck(s, fx);
}

/// Whether `action` changes the grid or the weights (and so ends a running search).
fn edits_grid(s: &State, action: &Action) -> bool {
    match action {
        // In region mode digits paint the draft and undo steps through it.
        Action::Clear if search::paused(s) => false,
        Action::Digit(_) | Action::Clear | Action::Wheel(_) | Action::Undo | Action::Redo => {
            s.mode != Mode::Regions
        }
        Action::AutoFill | Action::LockEntries | Action::WeightStep(_) | Action::WeightsReset => {
            true
        }
        _ => false,
    }
}

/// Esc: closes an overlay, stops a search (keeping a target's best fill), or leaves the
/// mode, the hint or givens editing: the first of these that applies.
fn back(s: &mut State, fx: &mut Vec<Effect>) {
    if s.overlay.take().is_some() || search::keep_target_fill(s, fx) {
        return;
    }
    if let Some(g) = s.generating.take() {
        fx.push(Effect::Cancel(g.cancel));
        s.info("new game cancelled");
        return;
    }
    if let Some(search) = s.search.as_mut().filter(|x| x.running) {
        fx.push(Effect::Cancel(search.stop("stopped")));
        s.info("search stopped");
        return;
    }
    match s.mode {
        Mode::Regions => {
            s.regions = None;
            s.mode = Mode::Normal;
            s.info("region changes discarded");
        }
        Mode::Weights | Mode::Pencil => s.mode = Mode::Normal,
        Mode::Normal => {
            if s.hint != HintStage::Off {
                s.hint = HintStage::Off;
            } else if s.edit_givens {
                s.edit_givens = false;
            }
        }
    }
}

/// `b`: the shown hint's next chain, saying which of how many it is.
fn next_chain(s: &mut State) {
    if s.hint.next_chain() {
        if let Some((_, i, n)) = s.hint.shown_chain() {
            s.info(format!("branch {} of {n} (b shows the next)", i + 1));
        }
    } else if s.hint.shown_chain().is_some() {
        s.info("this hint has one chain: no other branch to show");
    } else {
        s.info("no chain hint shown (h shows a hint; chain and forcing steps draw theirs)");
    }
}

/// Steps back (or forward again) through the grid's and weights' history.
fn undo_redo(s: &mut State, undo: bool, fx: &mut Vec<Effect>) {
    // Taken before `from` and `to` borrow the history.
    let game_now = s.play();
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
        grid: s.grid.clone(),
        weights: s.weights.clone(),
        game: snap.game.map(|_| game_now),
    });
    s.grid = snap.grid;
    s.weights = snap.weights;
    if let Some(game) = snap.game {
        s.set_play(game);
    }
    changed(s, fx);
}
