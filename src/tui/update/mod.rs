//! `update`: the only place where state changes. It does no I/O: it returns effects
//! (jobs to start or cancel, files to read or write) for the event loop to carry out, and
//! the answers of file effects come back as actions.
//!
//! This module dispatches each action to the update side of its feature's room: hints,
//! the all-steps list, the walk and the whole step (`hints/`), the target figures and
//! `B` (`score/`), the searches and the background status check (`search/`), the new
//! game and its clock (`game/`), the region draft (`regions/`), files, prompts, the
//! picker and copying (`files/`), quitting (`keep/`), the theme key (`theme/`). What
//! every feature shares is here: the undo history (`history`), editing the grid and
//! weights (`edit`), the player's filter and colours (`aids`), generation ids
//! (`generation`).

mod aids;
mod edit;
pub(crate) mod generation;
pub(crate) mod history;
pub(crate) mod marks;

#[cfg(test)]
pub use crate::tui::files::copy::{COPY_FILE, COPY_LINE_FILE};
pub use crate::tui::files::update::{load, load_many};
pub use crate::tui::keep::kept::retry_solves;
pub use crate::tui::search::status::recheck;

use crate::tui::files::{copy, update as files};
use crate::tui::game::update as game;
use crate::tui::hints::explain::update as explain;
use crate::tui::hints::update as hints;
use crate::tui::hints::walk::update as walk;
use crate::tui::keep::quit;
use crate::tui::regions::update as regions;
use crate::tui::score::hint as score_hint;
use crate::tui::score::update as score;
use crate::tui::se_rating::update as se_rating;
use crate::tui::search::{status, update as search};
use crate::tui::theme::update as theme;

use super::action::Action;
use super::effect::Effect;
use super::hints::HintStage;
use super::solver::{JobKind, JobMsg};
use super::state::{Mode, Overlay, PromptFor, State};
use nonet_core::maximize::Weights;
use std::time::Instant;

/// Applies one action, which happened at `now`, to the state; returns what the event loop
/// must do outside it. The time comes in here so that nothing below reads a clock: the
/// same state, action and time give the same state and effects.
pub fn update(s: &mut State, action: Action, now: Instant) -> Vec<Effect> {
    // Ctrl-Z: the event loop stops the process; the game, its message included, is kept
    // as it is for `fg`.
    if action == Action::Suspend {
        return Vec::new();
    }
    let mut fx = Vec::new();
    let draft_before = s.regions.as_ref().map(|d| d.map);
    s.clock.tick(now);
    before_action(s, &action, &mut fx);
    update_inner(s, action, now, &mut fx);
    hints::drop_stale_list(s, &mut fx);
    hints::drop_stale_search(s, &mut fx);
    game::after(s, now, &mut fx);
    // The region draft is part of the autosaved session: a change to it is a change.
    if s.regions.as_ref().map(|d| d.map) != draft_before {
        s.revision += 1;
    }
    fx
}

/// What every action does first: the message, a weight being typed, a target search
/// under an edit.
fn before_action(s: &mut State, action: &Action, fx: &mut Vec<Effect>) {
    // A new key press replaces the previous message (errors stay until the next key).
    if !action.is_reply() {
        s.message = None;
    }
    // Only digits (and clearing) go on typing a weight; anything else ends the number, so
    // the next digit starts a new one with its own undo step.
    if !(action.is_reply() || matches!(action, Action::Digit(_) | Action::Clear)) {
        s.weight_typing = None;
    }
    // The filter key waits for a digit; any other key (but Esc, which says so) drops it.
    if !(action.is_reply() || matches!(action, Action::Digit(_) | Action::Back)) {
        s.filter_pending = false;
    }
    // An edit while a target search runs stops it, and its dimmed fill is not put under
    // the edit: the digit goes to the player's own grid, as typed (Esc keeps the fill).
    if edits_grid(s, action) {
        search::stop_for_edit(s, fx);
    }
}

/// A solver thread's message, to the module whose job sent it.
fn on_job(s: &mut State, m: JobMsg, fx: &mut Vec<Effect>) {
    match m {
        m if score_hint::handles(&m) => score_hint::on_job(s, m),
        JobMsg::Status { gen, count, bound } => status::checked(s, gen, count, bound),
        JobMsg::Generated { gen, result } => game::generated(s, gen, result, fx),
        m if hints::handles(&m) => hints::on_job(s, m, fx),
        m if se_rating::handles(&m) => se_rating::on_job(s, m),
        m => search::on_job(s, m, fx),
    }
}

/// The dispatch: one line per action, the work done by the module of its concern.
fn update_inner(s: &mut State, action: Action, now: Instant, fx: &mut Vec<Effect>) {
    match action {
        Action::Tick => tick(s, now),
        a @ (Action::ToggleCosts | Action::ScoreHint) => score_hint::update(s, a, fx),
        Action::Job(m) => on_job(s, m, fx),
        Action::SavedNames(names) => files::saved_names(s, names),
        Action::SaveChecked { name, path, target } => {
            files::save_checked(s, name, &path, target, fx)
        }
        Action::Written {
            path,
            what,
            result,
            created,
        } => files::written(s, &path, what, result, created, fx),
        Action::DirListed { typed, result } => files::dir_listed(s, &typed, result),
        Action::Opened { path, result } => files::opened(s, &path, result, fx),
        Action::WallsRead { path, result } => regions::walls_read(s, &path, result),
        Action::SolveRecorded { result, unwritten } => game::recorded(s, result, unwritten),
        Action::NewGameDialog => game::dialog(s),
        Action::NewGameRow(step) => game::row(s, step),
        Action::NewGameChange(step) => game::change(s, step),
        Action::NewGameStart(game) => game::start(s, game, now, fx),
        Action::Check => game::check(s),
        Action::PauseSearch => search::pause(s, now),
        Action::Clear if search::paused(s) => search::step(s), // `.` steps a paused search
        Action::ToggleClashes => toggle_clashes(s),
        Action::Quit => quit::quit(s, fx),
        Action::QuitSignal => quit::by_signal(s, fx),
        // The event loop stops the process; `update` returns before it comes here.
        Action::Suspend => {}
        Action::QuitDiscarding => quit::discard(s),
        Action::TakeSession => quit::take(s, fx),
        Action::SessionProbed { free } => quit::probed(s, free),
        Action::SessionTaken(result) => quit::taken(s, result),
        Action::Recovered(result) => quit::recovered(s, result),
        Action::Help => help(s),
        Action::MessageLog => message_log(s),
        Action::Explain => explain::open(s),
        Action::Scroll(by) => explain::scroll(s, by),
        Action::Resize(w, h) => s.screen = (w, h),
        Action::Move(dir) => edit::move_cursor(s, dir),
        Action::Select(cell) => edit::select(s, cell),
        Action::Drag(cell) => edit::drag(s, cell),
        Action::Wheel(step) => edit::wheel(s, step, fx),
        Action::Digit(d) if s.filter_pending => aids::filter_digit(s, d),
        Action::Digit(d) if s.mode == Mode::Colour => aids::paint_candidate(s, d),
        Action::Digit(d) => edit::digit(s, d, fx),
        Action::Clear => edit::clear(s, fx),
        Action::TogglePencil => edit::toggle_pencil(s),
        Action::ToggleGivens => edit::toggle_givens(s),
        Action::LockEntries => edit::lock_entries(s, fx),
        Action::AutoFill => fill_candidates(s, fx),
        Action::RegionMode => regions::enter(s),
        Action::AcceptRegions => regions::accept(s, fx),
        Action::WeightsMode => s.mode = Mode::Weights,
        Action::WeightStep(step) => edit::weight_step(s, step, fx),
        Action::WeightsReset => reset_weights(s, fx),
        Action::ImportWalls => files::open_prompt(s, PromptFor::ImportWalls, String::new(), fx),
        Action::ExportWalls => {
            files::open_prompt(s, PromptFor::ExportWalls, "walls.txt".into(), fx)
        }
        Action::ExportWeights => {
            files::open_prompt(s, PromptFor::ExportWeights, "weights.txt".into(), fx)
        }
        Action::Save if matches!(s.overlay, Some(Overlay::Unsaved { .. })) => {
            quit::save_then_quit(s, fx)
        }
        Action::Save => {
            let name = s.grid.puzzle.name.clone().unwrap_or_default();
            files::open_prompt(s, PromptFor::Save, name, fx)
        }
        Action::Open => files::open_prompt(s, PromptFor::Open, String::new(), fx),
        Action::NewPuzzle => new_empty(s, fx),
        Action::Solve => search::start(s, JobKind::Solve, now, fx),
        Action::Count => search::start(s, JobKind::Count, now, fx),
        Action::Target => search::start(s, JobKind::Target, now, fx),
        Action::Back => back(s, fx),
        Action::Undo | Action::Redo if s.mode == Mode::Regions => {
            regions::step_back(s, action == Action::Undo)
        }
        Action::Undo => history::undo_redo(s, true, fx),
        Action::Redo => history::undo_redo(s, false, fx),
        Action::Hint => hints::next_stage(s, fx),
        Action::NextChain => hints::next_chain(s),
        Action::ApplyStep => hints::apply_now(s, fx),
        Action::FilterKey => aids::filter_key(s),
        Action::ColourMode => aids::colour_mode(s),
        Action::NextBrush(by) => aids::next_brush(s, by),
        Action::PaintCell => aids::paint_cell(s),
        Action::UnpaintCell => aids::unpaint_cell(s),
        Action::ClearColours => aids::clear_colours(s),
        Action::ToggleDetails => aids::toggle_details(s),
        Action::NextTheme => theme::next(s, fx),
        Action::ThemeSwitched {
            theme,
            warnings,
            saved,
        } => theme::switched(s, *theme, warnings, saved),
        Action::WalkChain => walk::step(s),
        Action::AllSteps => hints::open_steps(s, fx),
        Action::StepsMove(by) => hints::steps_move(s, by),
        Action::StepsFilter(by) => hints::steps_filter(s, by),
        Action::StepsChoose => hints::steps_choose(s),
        Action::CopyPosition(as_) => copy::copy(s, as_, fx),
        Action::Copied { what, result } => copy::copied(s, what, result),
        Action::Paste(text) => files::paste(s, &text, fx),
        Action::Confirm(yes) => files::confirm(s, yes, fx),
        Action::PromptChar(c) => files::prompt_type(s, &c.to_string()),
        Action::PromptBackspace => files::prompt_backspace(s),
        Action::PromptEdit(key) => files::prompt_edit(s, key),
        Action::PromptComplete => files::prompt_complete(s, fx),
        Action::PromptChoice(step) => files::prompt_choice(s, step),
        Action::PromptSubmit => submit_prompt(s, fx),
        Action::PickerMove(step) => files::picker_move(s, step),
        Action::PickerChoose => files::picker_choose(s, fx),
    }
}

/// The ~4 Hz timer: a running search's clock, the spinners of the target figures' proof
/// and of the all-steps list.
fn tick(s: &mut State, now: Instant) {
    search::tick(s, now);
    score::tick(s);
    hints::tick(s);
}

/// `a`: every open cell's candidates as its marks, one undoable step.
fn fill_candidates(s: &mut State, fx: &mut Vec<Effect>) {
    history::commit(s, fx, |g, _| g.fill_marks());
    s.info("candidates filled in");
}

/// `R` in the weights view: the NOIP rings again, one undoable step.
fn reset_weights(s: &mut State, fx: &mut Vec<Effect>) {
    history::commit(s, fx, |_, w| *w = Weights::rings());
    s.info("weights reset to the NOIP rings");
}

/// `N`: a new empty classic grid, loaded like a file (undoable).
fn new_empty(s: &mut State, fx: &mut Vec<Effect>) {
    load(s, State::empty_document(), fx);
    s.info(s.keyed("new empty classic grid ({undo} undoes)"));
}

/// Enter in a prompt: the text, trimmed, to what the prompt asked for.
fn submit_prompt(s: &mut State, fx: &mut Vec<Effect>) {
    if let Some(Overlay::Prompt { purpose, text, .. }) = s.overlay.take() {
        files::submit_prompt(s, purpose, text.trim().to_string(), fx);
    }
}

/// Clash highlighting on or off.
fn toggle_clashes(s: &mut State) {
    s.show_clashes = !s.show_clashes;
    s.info(if s.show_clashes {
        "clashes highlighted"
    } else {
        "clashes not highlighted"
    });
}

/// `?`: the help, or closing it (`?`, Esc and q close the help and the message log alike).
fn help(s: &mut State) {
    s.overlay = match s.overlay {
        Some(Overlay::Help { .. }) | Some(Overlay::MessageLog { .. }) => None,
        _ => Some(Overlay::Help { scroll: 0 }),
    }
}

/// `m`: the message log, or closing it.
fn message_log(s: &mut State) {
    s.overlay = match s.overlay {
        Some(Overlay::MessageLog { .. }) => None,
        // The newest message selected: Enter on a hint's opens its whole step.
        _ => Some(Overlay::MessageLog {
            selected: s.log.len().saturating_sub(1),
        }),
    }
}

/// Whether `action` changes the grid or the weights (and so ends a running search).
fn edits_grid(s: &State, action: &Action) -> bool {
    match action {
        // In region mode digits paint the draft and undo steps through it.
        Action::Clear if search::paused(s) => false,
        // Digits that paint (colour mode) or pick the filter's digit are no edit either.
        Action::Digit(_) if s.filter_pending || s.mode == Mode::Colour => false,
        Action::Digit(_) | Action::Clear | Action::Wheel(_) | Action::Undo | Action::Redo => {
            s.mode != Mode::Regions
        }
        Action::AutoFill | Action::LockEntries | Action::WeightStep(_) | Action::WeightsReset => {
            true
        }
        _ => false,
    }
}

/// Esc: closes an overlay, stops a search (keeping a target's best fill), cancels a
/// filter key, ends a walk through a chain, turns the filter off, or leaves the mode, the
/// hint or givens editing: the first of these that applies.
fn back(s: &mut State, fx: &mut Vec<Effect>) {
    // Any Esc drops a quit waiting for a save (the quit question's `s`).
    s.keep.quit_after_save = false;
    if hints::stop_list(s, fx) || hints::stop_search(s, fx) {
        return;
    }
    if explain::close(s) || s.overlay.take().is_some() || search::keep_target_fill(s, fx) {
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
    // A filter key just pressed first; then a walk through the shown chain (what the
    // grid shows while a hint is up, when the filter steps aside); then the filter.
    if aids::cancel_pending(s) || walk::leave(s) || aids::filter_off(s) {
        return;
    }
    match s.mode {
        Mode::Regions => {
            s.regions = None;
            s.mode = Mode::Normal;
            s.info("region changes discarded");
        }
        Mode::Weights | Mode::Pencil | Mode::Colour => s.mode = Mode::Normal,
        Mode::Normal => {
            if score_hint::dismiss(s, fx) {
                s.info("score hint dismissed");
            } else if s.hint != HintStage::Off {
                s.hint = HintStage::Off;
            } else if s.edit_givens {
                s.edit_givens = false;
            }
        }
    }
}
