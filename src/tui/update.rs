//! `update`: the only place where state changes. It does no I/O: it returns effects
//! (jobs to start or cancel, files to read or write) for the event loop to carry out, and
//! the answers of file effects come back as actions.

use super::action::{Action, Dir};
use super::effect::{Effect, SaveTarget, Written};
use super::hint::{self, HintAnswer, HintStage};
use super::solver::{Job, JobKind, JobMsg, COUNT_LIMIT};
use super::state::{
    Mode, OnYes, Overlay, PromptFor, RegionDraft, Search, Snapshot, State, Status, UNDO_LIMIT,
};
use super::store::{self, Document};
use nonet_core::cells::{cell_name, CELLS};
use nonet_core::engine::{Cancel, Progress};
use nonet_core::format::{self, Format};
use nonet_core::puzzle::{Grid, Puzzle};
use nonet_core::target::Weights;
use nonet_core::{Digits, Layout};
use std::sync::Arc;
use std::time::Instant;

pub fn update(s: &mut State, action: Action) -> Vec<Effect> {
    let mut fx = Vec::new();
    let draft_before = s.regions.as_ref().map(|d| d.map);
    update_inner(s, action, &mut fx);
    // The region draft is part of the autosaved session: a change to it is a change.
    if s.regions.as_ref().map(|d| d.map) != draft_before {
        s.revision += 1;
    }
    fx
}

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
    // An edit while a target search shows its best fill keeps that fill first, as Esc
    // does: the edit lands on the grid the user sees, and `u` takes the fill back.
    if edits_grid(s, &action) {
        keep_target_fill(s, fx);
    }
    match action {
        Action::Tick => {
            if let Some(search) = s.search.as_mut().filter(|x| x.running) {
                search.progress.elapsed = search.started.elapsed();
            }
        }
        Action::Job(msg) => on_job(s, msg, fx),
        Action::SavedNames(names) => {
            if let Some(Overlay::Prompt {
                purpose: PromptFor::Open,
                choices,
                ..
            }) = s.overlay.as_mut()
            {
                *choices = names;
            }
        }
        Action::SaveChecked { name, path, target } => save_checked(s, name, &path, target, fx),
        Action::Written { path, what, result } => written(s, &path, what, result),
        Action::Opened { path, result } => match result {
            Ok(docs) => load_many(s, docs, &path, fx),
            Err(e) => s.error(e),
        },
        Action::WallsRead { path, result } => match result {
            Ok(puzzles) if !puzzles.is_empty() => {
                if let Some(d) = s.regions.as_mut() {
                    d.set(*puzzles[0].layout.regions());
                }
                s.info(format!("walls imported from {path}; Enter accepts"));
            }
            Ok(_) => s.error(format!("{path}: no puzzle found")),
            Err(e) => s.error(e),
        },
        Action::Quit => s.quit = true,
        Action::Help => {
            s.overlay = match s.overlay {
                Some(Overlay::Help) => None,
                _ => Some(Overlay::Help),
            }
        }
        Action::Move(d) => {
            let (r, c) = (s.cursor / 9, s.cursor % 9);
            let (r, c) = match d {
                Dir::Up => ((r + 8) % 9, c),
                Dir::Down => ((r + 1) % 9, c),
                Dir::Left => (r, (c + 8) % 9),
                Dir::Right => (r, (c + 1) % 9),
            };
            s.cursor = r * 9 + c;
        }
        Action::Select(cell) => {
            s.cursor = cell.min(CELLS - 1);
            if let Some(d) = s.regions.as_mut() {
                d.brush = d.map[s.cursor];
            }
        }
        Action::Drag(cell) => {
            s.cursor = cell.min(CELLS - 1);
            if let Some(d) = s.regions.as_mut() {
                let brush = d.brush;
                d.paint(s.cursor, brush);
            }
        }
        Action::Wheel(step) => {
            if matches!(s.mode, Mode::Normal | Mode::Pencil) {
                let v = s.grid.value(s.cursor) as i32;
                let next = (v + step as i32).rem_euclid(10) as u8;
                set_digit(s, next, fx);
            }
        }
        Action::Digit(d) => match s.mode {
            Mode::Normal => set_digit(s, d, fx),
            Mode::Pencil if s.edit_givens => set_digit(s, d, fx),
            Mode::Pencil => {
                let cell = s.cursor;
                if s.grid.value(cell) != 0 {
                    s.error(format!(
                        "{} is filled; clear it to pencil marks",
                        cell_name(cell)
                    ));
                } else {
                    commit(s, fx, |g, _| g.marks[cell].toggle(d));
                }
            }
            Mode::Regions => {
                if let Some(draft) = s.regions.as_mut() {
                    draft.brush = d - 1;
                    draft.paint(s.cursor, d - 1);
                }
            }
            Mode::Weights => type_weight(s, d, fx),
        },
        Action::Clear => match s.mode {
            Mode::Pencil if s.grid.value(s.cursor) == 0 => {
                let cell = s.cursor;
                commit(s, fx, |g, _| g.marks[cell] = Digits::NONE);
            }
            Mode::Weights => type_weight(s, 0, fx),
            _ => set_digit(s, 0, fx),
        },
        Action::TogglePencil => {
            s.mode = if s.mode == Mode::Pencil {
                Mode::Normal
            } else {
                Mode::Pencil
            };
        }
        Action::ToggleGivens => {
            s.edit_givens = !s.edit_givens;
            s.info(if s.edit_givens {
                "editing givens: digits set givens, g again to play"
            } else {
                "playing: digits are entries"
            });
        }
        Action::AutoFill => {
            commit(s, fx, |g, _| g.fill_marks());
            s.info("candidates filled in");
        }
        Action::RegionMode => {
            s.regions = Some(RegionDraft::new(s.grid.layout(), s.cursor));
            s.mode = Mode::Regions;
        }
        Action::AcceptRegions => accept_regions(s, fx),
        Action::WeightsMode => {
            s.mode = Mode::Weights;
        }
        Action::WeightStep(step) => {
            let cell = s.cursor;
            commit(s, fx, |_, w| {
                w.0[cell] = (w.0[cell] as i64 + step as i64).clamp(
                    -nonet_core::target::MAX_WEIGHT,
                    nonet_core::target::MAX_WEIGHT,
                ) as i32
            });
        }
        Action::WeightsReset => {
            commit(s, fx, |_, w| *w = Weights::rings());
            s.info("weights reset to the NOIP rings");
        }
        Action::ImportWalls => open_prompt(s, PromptFor::ImportWalls, String::new(), fx),
        Action::ExportWalls => open_prompt(s, PromptFor::ExportWalls, "walls.txt".into(), fx),
        Action::ExportWeights => open_prompt(s, PromptFor::ExportWeights, "weights.txt".into(), fx),
        Action::Save => {
            let name = s.grid.puzzle.name.clone().unwrap_or_default();
            open_prompt(s, PromptFor::Save, name, fx)
        }
        Action::Open => open_prompt(s, PromptFor::Open, String::new(), fx),
        Action::NewPuzzle => {
            let doc = State::empty_document();
            load(s, doc, fx);
            s.info("new empty classic grid (u undoes)");
        }
        Action::Solve => start(s, JobKind::Solve, fx),
        Action::Count => start(s, JobKind::Count, fx),
        Action::Target => start(s, JobKind::Target, fx),
        Action::Back => back(s, fx),
        Action::Undo | Action::Redo if s.mode == Mode::Regions => {
            let undo = action == Action::Undo;
            if let Some(d) = s.regions.as_mut() {
                if !d.step_back(undo) {
                    s.info("nothing more to undo or redo in the region draft");
                }
            }
        }
        Action::Undo => undo_redo(s, true, fx),
        Action::Redo => undo_redo(s, false, fx),
        Action::Hint => hint_key(s, fx),
        Action::Paste(text) if matches!(s.overlay, Some(Overlay::Prompt { .. })) => {
            // Pasting into a prompt types its first line (a file path, usually).
            if let Some(Overlay::Prompt { text: t, .. }) = s.overlay.as_mut() {
                t.push_str(text.lines().next().unwrap_or("").trim());
            }
        }
        Action::Paste(text) => match store::parse_any(&text, "paste") {
            Err(e) => s.error(format!("paste not loaded: {e}")),
            Ok(docs) => {
                // The help would hide what the paste does.
                s.overlay = None;
                // Entries survive in undo; a region draft is not in undo, so it is named.
                let painted = s
                    .regions
                    .as_ref()
                    .is_some_and(|d| d.map != *s.grid.layout().regions());
                let question = match (painted, s.grid.entries.iter().any(|&v| v != 0)) {
                    (true, _) => Some("Load the pasted puzzle? Your region draft is discarded."),
                    (false, true) => Some("Load the pasted puzzle? Your entries stay in undo."),
                    (false, false) => None,
                };
                match question {
                    Some(q) => {
                        s.overlay = Some(Overlay::Confirm {
                            question: q.into(),
                            on_yes: OnYes::Load(docs),
                        })
                    }
                    None => load_many(s, docs, "pasted puzzles", fx),
                }
            }
        },
        Action::Confirm(yes) => {
            if let Some(Overlay::Confirm { on_yes, .. }) = s.overlay.take() {
                match (yes, on_yes) {
                    (true, OnYes::Load(docs)) => load_many(s, docs, "pasted puzzles", fx),
                    (true, OnYes::Save(name)) => save_as(s, name, fx),
                    (false, OnYes::Load(_)) => s.info("paste not loaded"),
                    (false, OnYes::Save(_)) => s.info("not saved"),
                }
            }
        }
        Action::PromptChar(c) => {
            if let Some(Overlay::Prompt { text, .. }) = s.overlay.as_mut() {
                text.push(c);
            }
        }
        Action::PromptBackspace => {
            if let Some(Overlay::Prompt { text, .. }) = s.overlay.as_mut() {
                text.pop();
            }
        }
        Action::PromptChoice(step) => {
            if let Some(Overlay::Prompt { text, choices, .. }) = s.overlay.as_mut() {
                if !choices.is_empty() {
                    let n = choices.len() as i32;
                    let next = match choices.iter().position(|c| c == text) {
                        Some(i) => (i as i32 + step).rem_euclid(n),
                        None if step > 0 => 0,
                        None => n - 1,
                    };
                    *text = choices[next as usize].clone();
                }
            }
        }
        Action::PromptSubmit => {
            if let Some(Overlay::Prompt { purpose, text, .. }) = s.overlay.take() {
                submit_prompt(s, purpose, text.trim().to_string(), fx);
            }
        }
        Action::PickerMove(step) => {
            if let Some(Overlay::Picker { docs, selected, .. }) = s.overlay.as_mut() {
                let n = docs.len() as i32;
                *selected = ((*selected as i32 + step).rem_euclid(n.max(1))) as usize;
            }
        }
        Action::PickerChoose => {
            if let Some(Overlay::Picker {
                mut docs, selected, ..
            }) = s.overlay.take()
            {
                if selected < docs.len() {
                    let doc = docs.swap_remove(selected);
                    load(s, doc, fx);
                }
            }
        }
    }
}

/// Applies a change to the grid and/or weights as one undoable step. Nothing is
/// recorded when nothing changed.
fn commit(s: &mut State, fx: &mut Vec<Effect>, f: impl FnOnce(&mut Grid, &mut Weights)) -> bool {
    let before = s.snapshot();
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
    s.undo.push(before);
    if s.undo.len() > UNDO_LIMIT {
        s.undo.remove(0);
    }
    s.redo.clear();
    changed(s, fx);
}

/// After any change of grid or weights: autosave, a stale search stopped, the hint
/// dropped, the status rechecked in the background.
fn changed(s: &mut State, fx: &mut Vec<Effect>) {
    s.revision += 1;
    s.hint = HintStage::Off;
    match s.search.as_mut() {
        Some(search) if search.running => {
            fx.push(Effect::Cancel(search.stop("stopped: the grid changed")))
        }
        Some(search) => search.current = false,
        None => {}
    }
    recheck(s, fx);
}

/// Starts the background status check (solution count and live bound).
pub fn recheck(s: &mut State, fx: &mut Vec<Effect>) {
    if let Some((_, cancel)) = s.status_job.take() {
        fx.push(Effect::Cancel(cancel));
    }
    s.status = Status::Checking;
    s.bound = None;
    s.refresh_clash();
    if s.status == Status::Clashing {
        return;
    }
    let gen = next_gen(s);
    let cancel = Cancel::new();
    s.status_job = Some((gen, cancel.clone()));
    fx.push(Effect::Start(Box::new(Job {
        gen,
        kind: JobKind::Status,
        puzzle: current_puzzle(s),
        weights: s.weights.clone(),
        cancel,
    })));
}

fn next_gen(s: &mut State) -> u64 {
    let g = s.next_gen;
    s.next_gen += 1;
    g
}

/// The puzzle with the user's entries as extra givens.
fn current_puzzle(s: &State) -> Puzzle {
    Puzzle::new(s.grid.puzzle.layout.clone(), s.grid.board())
}

fn set_digit(s: &mut State, d: u8, fx: &mut Vec<Effect>) {
    let cell = s.cursor;
    if s.edit_givens {
        commit(s, fx, |g, _| {
            g.puzzle.givens[cell] = d;
            g.entries[cell] = 0;
            if d != 0 {
                g.marks[cell] = Digits::NONE;
                for p in g.puzzle.layout.peers(cell).iter() {
                    g.marks[p].remove(d);
                }
            }
        });
    } else if s.grid.is_given(cell) {
        s.error(format!(
            "{} is a given; press g to edit givens",
            cell_name(cell)
        ));
    } else {
        commit(s, fx, |g, _| {
            g.enter(cell, d);
            if d != 0 {
                g.marks[cell] = Digits::NONE;
            }
        });
    }
}

/// Types digit `d` into the cursor's weight. The digits of one number are one undoable
/// step: the first starts a new weight (and the undo entry), the next ones extend it.
fn type_weight(s: &mut State, d: u8, fx: &mut Vec<Effect>) {
    let cell = s.cursor;
    let typing = s.weight_typing == Some(cell);
    let old = s.weights.0[cell] as i64;
    let next = if typing {
        old * 10 + d as i64
    } else {
        d as i64
    };
    if next.abs() > nonet_core::target::MAX_WEIGHT {
        return s.error(format!(
            "weights go up to {}: {next} not taken",
            nonet_core::target::MAX_WEIGHT
        ));
    }
    if typing {
        s.weights.0[cell] = next as i32;
        s.redo.clear();
        changed(s, fx);
    } else {
        // Recorded even when the first digit changes nothing (a 6 typed over a 6), so that
        // the digits typed after it still have their undo step.
        let before = s.snapshot();
        s.weights.0[cell] = next as i32;
        record(s, before, fx);
    }
    s.weight_typing = Some(cell);
}

/// Opens a prompt; the Open prompt's choices (the saved names) arrive as the answer to
/// an `Effect::ListSaved`.
fn open_prompt(s: &mut State, purpose: PromptFor, text: String, fx: &mut Vec<Effect>) {
    if let (PromptFor::Open, Some(dirs)) = (purpose, &s.dirs) {
        fx.push(Effect::ListSaved(dirs.clone()));
    }
    s.overlay = Some(Overlay::Prompt {
        purpose,
        text,
        choices: Vec::new(),
    });
}

fn submit_prompt(s: &mut State, purpose: PromptFor, text: String, fx: &mut Vec<Effect>) {
    if text.is_empty() {
        s.error("nothing typed: cancelled");
        return;
    }
    match purpose {
        PromptFor::Save => {
            let Some(dirs) = s.dirs.clone() else {
                return s.error("no data directory to save into");
            };
            if !text.chars().any(char::is_alphanumeric) {
                return s.error(format!("{text:?}: a name needs a letter or a digit"));
            }
            let path = dirs.named(&text);
            fx.push(Effect::CheckSave { name: text, path });
        }
        PromptFor::Open => {
            let saved = s.dirs.as_ref().map(|d| d.named(&text));
            fx.push(Effect::Open { saved, typed: text });
        }
        PromptFor::ImportWalls => fx.push(Effect::ReadWalls { path: text }),
        PromptFor::ExportWalls => {
            let map = s.region_map();
            match draft_layout(&map) {
                Err(e) => s.error(format!("layout not valid, not exported: {e}")),
                Ok(layout) => {
                    let p = Puzzle::new(Arc::new(layout), s.grid.puzzle.givens);
                    fx.push(Effect::Write {
                        path: text.into(),
                        text: format::render_all(&[p], Format::Walls),
                        what: Written::Walls,
                    });
                }
            }
        }
        PromptFor::ExportWeights => fx.push(Effect::Write {
            path: text.into(),
            text: s.weights.render(),
            what: Written::Weights,
        }),
    }
}

/// Saving the puzzle under its own name again is plain saving. Anything else saved under
/// that file name is only replaced if the user says so: a puzzle of another name, or one
/// of the same name with other givens or regions (two files called p.txt in different
/// folders both open as "p"). A saved file that cannot be read counts as another puzzle.
fn save_checked(
    s: &mut State,
    name: String,
    path: &std::path::Path,
    target: SaveTarget,
    fx: &mut Vec<Effect>,
) {
    let question = match target {
        SaveTarget::Free => None,
        SaveTarget::Taken(_) if s.grid.puzzle.name.as_deref() != Some(name.as_str()) => {
            Some(format!("{} exists. Replace it?", path.display()))
        }
        SaveTarget::Taken(ref saved)
            if !saved
                .as_ref()
                .is_some_and(|d| same_puzzle(&d.grid, &s.grid)) =>
        {
            Some(format!(
                "{} holds another puzzle of that name (other givens or regions). Replace it?",
                path.display()
            ))
        }
        SaveTarget::Taken(_) => None,
    };
    match question {
        Some(question) => {
            s.overlay = Some(Overlay::Confirm {
                question,
                on_yes: OnYes::Save(name),
            })
        }
        None => save_as(s, name, fx),
    }
}

/// Whether two grids hold the same puzzle: the same givens and regions (their entries and
/// marks may differ).
fn same_puzzle(a: &Grid, b: &Grid) -> bool {
    a.puzzle.givens == b.puzzle.givens && a.puzzle.layout.regions() == b.puzzle.layout.regions()
}

/// Saves the grid as the named puzzle `name` (atomically); it takes that name once the
/// write succeeds.
fn save_as(s: &mut State, name: String, fx: &mut Vec<Effect>) {
    let Some(dirs) = s.dirs.as_ref() else {
        return s.error("no data directory to save into");
    };
    let path = dirs.named(&name);
    let mut doc = s.document();
    doc.grid.puzzle.name = Some(name.clone());
    fx.push(Effect::Write {
        path,
        text: store::to_native(&doc),
        what: Written::Puzzle { name },
    });
}

/// Reports how a write went; a saved puzzle takes its name.
fn written(s: &mut State, path: &std::path::Path, what: Written, result: Result<(), String>) {
    let shown = path.display();
    match (what, result) {
        (Written::Puzzle { name }, Ok(())) => {
            s.grid.puzzle.name = Some(name);
            s.revision += 1;
            s.info(format!("saved {shown}"));
        }
        (Written::Puzzle { .. }, Err(e)) => s.error(format!("cannot save {shown}: {e}")),
        (Written::Walls, Ok(())) => s.info(format!("walls written to {shown}")),
        (Written::Weights, Ok(())) => s.info(format!(
            "weights written to {shown} (nonet target --weights)"
        )),
        (Written::Walls | Written::Weights, Err(e)) => {
            s.error(format!("cannot write {shown}: {e}"))
        }
    }
}

/// Loads one document as an undoable change, resetting modes and searches.
pub fn load(s: &mut State, doc: Document, fx: &mut Vec<Effect>) {
    s.mode = Mode::Normal;
    s.regions = None;
    s.edit_givens = false;
    // The old puzzle's search is dropped, and stopped: it would run on unseen. A target
    // fill it showed is kept first, so `u` after the load brings it back.
    keep_target_fill(s, fx);
    if let Some(search) = s.search.take() {
        fx.push(Effect::Cancel(search.cancel));
    }
    s.cursor = doc.cursor;
    let draft = doc.region_draft;
    if !commit(s, fx, |g, w| {
        *g = doc.grid;
        *w = doc.weights;
    }) {
        recheck(s, fx);
    }
    s.resume_draft(draft);
}

/// Loads the documents of one file: the only one at once, or a list to pick from.
pub fn load_many(s: &mut State, mut docs: Vec<Document>, source: &str, fx: &mut Vec<Effect>) {
    match docs.len() {
        0 => s.error(format!("{source}: no puzzle found")),
        1 => load(s, docs.pop().expect("one document"), fx),
        n => {
            s.overlay = Some(Overlay::Picker {
                // The file's name, not its whole path: the list's title has little room.
                title: format!(
                    "{}: {n} puzzles",
                    std::path::Path::new(source)
                        .file_name()
                        .map_or_else(|| source.into(), |f| f.to_string_lossy())
                ),
                docs,
                selected: 0,
            })
        }
    }
}

/// The draft as a layout; errors name regions by the letters the overlay shows.
fn draft_layout(map: &[u8; CELLS]) -> Result<Layout, nonet_core::layout::LayoutError> {
    Layout::from_regions_labelled(map, |id| ((b'A' + id % 26) as char).to_string())
}

fn accept_regions(s: &mut State, fx: &mut Vec<Effect>) {
    let Some(draft) = s.regions.clone() else {
        return;
    };
    match draft_layout(&draft.map) {
        Err(e) => s.error(format!("layout not valid: {e} (Esc discards)")),
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

/// Whether `action` changes the grid or the weights (and so ends a running search).
fn edits_grid(s: &State, action: &Action) -> bool {
    match action {
        // In region mode digits paint the draft and undo steps through it.
        Action::Digit(_) | Action::Clear | Action::Wheel(_) | Action::Undo | Action::Redo => {
            s.mode != Mode::Regions
        }
        Action::AutoFill | Action::WeightStep(_) | Action::WeightsReset => true,
        _ => false,
    }
}

/// Stops a running target search that has a best fill and keeps the fill on the grid as
/// one undoable step. False when no such search runs.
fn keep_target_fill(s: &mut State, fx: &mut Vec<Effect>) -> bool {
    let Some(search) = s
        .search
        .as_mut()
        .filter(|x| x.running && matches!(x.kind, JobKind::Target))
    else {
        return false;
    };
    let Some((score, board)) = search.best else {
        return false;
    };
    fx.push(Effect::Cancel(search.stop("stopped")));
    let bound = search.progress.known_bound();
    commit(s, fx, |g, _| fill_entries(g, &board));
    mark_current(s);
    let bound = bound.map_or(String::new(), |b| format!(", bound {b}"));
    s.info(format!(
        "stopped: best found {score} kept on the grid (not proven{bound}; u undoes)"
    ));
    true
}

fn back(s: &mut State, fx: &mut Vec<Effect>) {
    if s.overlay.take().is_some() || keep_target_fill(s, fx) {
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

fn undo_redo(s: &mut State, undo: bool, fx: &mut Vec<Effect>) {
    let (from, to) = if undo {
        (&mut s.undo, &mut s.redo)
    } else {
        (&mut s.redo, &mut s.undo)
    };
    let Some(snap) = from.pop() else {
        s.info(if undo {
            "nothing to undo"
        } else {
            "nothing to redo"
        });
        return;
    };
    to.push(Snapshot {
        grid: s.grid.clone(),
        weights: s.weights.clone(),
    });
    s.grid = snap.grid;
    s.weights = snap.weights;
    changed(s, fx);
}

fn start(s: &mut State, kind: JobKind, fx: &mut Vec<Effect>) {
    if let Some(old) = s.search.as_ref().filter(|x| x.running) {
        fx.push(Effect::Cancel(old.cancel.clone()));
    }
    if s.status == Status::Clashing {
        return s.error("the grid has clashing digits: fix them first");
    }
    let gen = next_gen(s);
    let cancel = Cancel::new();
    s.search = Some(Search {
        kind,
        gen,
        running: true,
        cancel: cancel.clone(),
        started: Instant::now(),
        progress: Progress::default(),
        best: None,
        history: Vec::new(),
        proven: false,
        outcome: None,
        current: true,
    });
    s.info(match kind {
        JobKind::Target => "target search running… Esc stops and keeps the best",
        JobKind::Count => "counting… Esc stops",
        _ => "solving… Esc stops",
    });
    fx.push(Effect::Start(Box::new(Job {
        gen,
        kind,
        puzzle: current_puzzle(s),
        weights: s.weights.clone(),
        cancel,
    })));
}

fn on_job(s: &mut State, msg: JobMsg, fx: &mut Vec<Effect>) {
    let gen = msg.gen();
    if let JobMsg::Status { count, bound, .. } = msg {
        if s.status_job.as_ref().is_some_and(|(g, _)| *g == gen) {
            s.status_job = None;
            s.status = match count.solutions {
                0 => Status::None,
                // A full grid is its own only completion: say it is complete, not that the
                // puzzle is unique (after `S` on a puzzle with several solutions it is not).
                1 if s.grid.is_solved() => Status::Complete,
                1 => Status::Unique,
                _ => Status::Several,
            };
            s.bound = bound;
        }
        return;
    }
    // Anything else belongs to the current, still-running search or is stale.
    let Some(search) = s.search.as_mut().filter(|x| x.running && x.gen == gen) else {
        return;
    };
    match msg {
        JobMsg::Status { .. } => unreachable!("handled above"),
        JobMsg::Progress { progress, .. } => {
            if let Some(b) = progress.best.or(search.best.as_ref().map(|b| b.0)) {
                search.history.push(b);
            }
            search.progress = progress;
        }
        JobMsg::Improved { score, board, .. } => {
            search.best = Some((score, *board));
            search.progress.best = Some(score);
            search.history.push(score);
        }
        JobMsg::Solved { count, .. } => {
            search.running = false;
            search.proven = count.complete;
            search.progress.nodes = count.nodes;
            let outcome = match (count.solutions, count.complete) {
                (0, true) => "no solution from this grid".to_string(),
                (0, false) => "stopped".to_string(),
                (1, _) => "solved (unique)".to_string(),
                _ => "solved (one of several solutions)".to_string(),
            };
            search.outcome = Some(outcome.clone());
            if let Some(board) = count.first {
                commit(s, fx, |g, _| fill_entries(g, &board));
                mark_current(s);
                s.info(format!("{outcome}; u undoes"));
            } else {
                s.error(outcome);
            }
        }
        JobMsg::Counted { count, .. } => {
            search.running = false;
            search.proven = count.complete;
            search.progress.nodes = count.nodes;
            let n = count.solutions;
            let text = if n >= COUNT_LIMIT {
                format!("at least {n} solutions")
            } else if !count.complete {
                format!("stopped after {n} solutions")
            } else {
                format!("{n} solution{}", if n == 1 { "" } else { "s" })
            };
            search.outcome = Some(text.clone());
            s.info(text);
        }
        JobMsg::TargetDone {
            result, elapsed, ..
        } => {
            search.running = false;
            search.proven = result.proven;
            search.progress.nodes = result.nodes;
            search.progress.elapsed = elapsed;
            match result.best {
                None => {
                    search.outcome = Some("no filling: the grid cannot be completed".into());
                    s.error("target: no solution from this grid");
                }
                Some((score, board)) => {
                    search.best = Some((score, board));
                    search.progress.best = Some(score);
                    search.progress.bound = Some(score);
                    search.history.push(score);
                    search.outcome = Some(format!("optimal: {score}"));
                    commit(s, fx, |g, _| fill_entries(g, &board));
                    mark_current(s);
                    // commit() marks a running search stale; this one is finished.
                    s.info(format!("target: optimal score {score}; u undoes"));
                }
            }
        }
    }
}

/// After a search's own fill is committed: its outcome describes the grid again.
fn mark_current(s: &mut State) {
    if let Some(search) = s.search.as_mut() {
        search.current = true;
    }
}

/// Writes a solver's board into the non-given cells.
fn fill_entries(g: &mut Grid, board: &nonet_core::puzzle::Board) {
    for (c, &v) in board.iter().enumerate() {
        if !g.is_given(c) {
            g.entries[c] = v;
        }
    }
}

fn hint_key(s: &mut State, fx: &mut Vec<Effect>) {
    match std::mem::take(&mut s.hint) {
        HintStage::Off => {
            let Some(source) = s.hint_source.as_ref() else {
                return s.info("hints not available yet");
            };
            match source.next_step(&s.grid) {
                HintAnswer::Step(step) => {
                    s.info(format!("Hint: {} (h again shows where)", step.technique));
                    s.hint = HintStage::Named(step);
                }
                HintAnswer::InconsistentMarks(m) => s.error(m),
                HintAnswer::Nothing(m) => s.info(m),
            }
        }
        HintStage::Named(step) => {
            s.info(format!("{} (h again applies it)", step.technique));
            s.hint = HintStage::Shown(step);
        }
        HintStage::Shown(step) => {
            let name = step.technique.clone();
            commit(s, fx, |g, _| hint::apply(&step, g));
            s.info(format!("applied: {name}"));
        }
    }
}
