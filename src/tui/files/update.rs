//! Files and the overlays that lead to them: the save, open, import and export prompts,
//! the list of a file's puzzles, the questions before replacing something, and pastes.
//! Reading and writing are effects; their answers come back here.

use crate::tui::action::{PromptEdit, SaveTarget, Written};
use crate::tui::effect::Effect;
use crate::tui::keep::kept;
use crate::tui::search::{status, update as search};
use crate::tui::state::{Mode, OnYes, Overlay, PromptFor, Snapshot, State};
use crate::tui::store::{self, Document};
use crate::tui::update::history::commit_from;
use nonet_core::format::{self, Format};
use nonet_core::puzzle::{Grid, Puzzle};
use std::path::Path;
use std::sync::Arc;

/// Opens a prompt; the Open prompt's choices (the saved names) arrive as the answer to
/// an `Effect::ListSaved`.
pub(crate) fn open_prompt(s: &mut State, purpose: PromptFor, text: String, fx: &mut Vec<Effect>) {
    if let (PromptFor::Open, Some(dirs)) = (purpose, &s.dirs) {
        fx.push(Effect::ListSaved(dirs.clone()));
    }
    // A suggestion is selected, so that typing replaces it rather than adding to it.
    let selected = !text.is_empty();
    s.overlay = Some(Overlay::Prompt {
        purpose,
        cursor: text.chars().count(),
        text,
        selected,
        choices: Vec::new(),
    });
}

/// The saved names have arrived: they are the Open prompt's choices.
pub(crate) fn saved_names(s: &mut State, names: Vec<String>) {
    if let Some(Overlay::Prompt {
        purpose: PromptFor::Open,
        choices,
        ..
    }) = s.overlay.as_mut()
    {
        *choices = names;
    }
}

/// The open prompt's text, cursor (in characters) and selection, for an edit.
fn prompt_parts(s: &mut State) -> Option<(&mut String, &mut usize, &mut bool)> {
    match s.overlay.as_mut() {
        Some(Overlay::Prompt {
            text,
            cursor,
            selected,
            ..
        }) => Some((text, cursor, selected)),
        _ => None,
    }
}

/// The byte offset of character `i` of `text`.
fn byte_at(text: &str, i: usize) -> usize {
    text.char_indices().nth(i).map_or(text.len(), |(b, _)| b)
}

/// Whether a character may go into a prompt's text: not a control character (C0, DEL,
/// C1: a pasted ESC or BEL would end up in a puzzle's name and a file) nor a
/// bidirectional override, which would make the text read other than it is.
fn typeable(c: char) -> bool {
    !c.is_control() && !matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// Typed (or pasted) text goes in at the cursor, replacing a selected suggestion; what
/// cannot be typed (see [`typeable`]) is left out.
pub(crate) fn prompt_type(s: &mut State, typed: &str) {
    let typed: String = typed.chars().filter(|&c| typeable(c)).collect();
    let typed = typed.as_str();
    if let Some((text, cursor, selected)) = prompt_parts(s) {
        if std::mem::take(selected) {
            text.clear();
            *cursor = 0;
        }
        text.insert_str(byte_at(text, *cursor), typed);
        *cursor += typed.chars().count();
    }
}

/// Backspace deletes the character before the cursor, or the selected suggestion.
pub(crate) fn prompt_backspace(s: &mut State) {
    if let Some((text, cursor, selected)) = prompt_parts(s) {
        if std::mem::take(selected) {
            text.clear();
            *cursor = 0;
        } else if *cursor > 0 {
            *cursor -= 1;
            text.remove(byte_at(text, *cursor));
        }
    }
}

/// The line-editing keys: any of them ends the selection (the text stays, to be edited).
pub(crate) fn prompt_edit(s: &mut State, key: PromptEdit) {
    let Some((text, cursor, selected)) = prompt_parts(s) else {
        return;
    };
    *selected = false;
    let len = text.chars().count();
    *cursor = (*cursor).min(len);
    match key {
        PromptEdit::Left => *cursor = cursor.saturating_sub(1),
        PromptEdit::Right => *cursor = (*cursor + 1).min(len),
        PromptEdit::Home => *cursor = 0,
        PromptEdit::End => *cursor = len,
        PromptEdit::KillToStart => {
            text.replace_range(..byte_at(text, *cursor), "");
            *cursor = 0;
        }
        PromptEdit::KillWord => {
            // Back over separators, then over the word: a path loses one part at a time.
            let chars: Vec<char> = text.chars().collect();
            let is_sep = |c: char| c == '/' || c.is_whitespace();
            let mut start = *cursor;
            while start > 0 && is_sep(chars[start - 1]) {
                start -= 1;
            }
            while start > 0 && !is_sep(chars[start - 1]) {
                start -= 1;
            }
            text.replace_range(byte_at(text, start)..byte_at(text, *cursor), "");
            *cursor = start;
        }
    }
}

/// Tab: asks for the folder the typed path points into (the prompts that take a path).
pub(crate) fn prompt_complete(s: &mut State, fx: &mut Vec<Effect>) {
    if let Some(Overlay::Prompt { purpose, text, .. }) = &s.overlay {
        if *purpose != PromptFor::Save {
            fx.push(Effect::ListDir {
                typed: text.clone(),
            });
        }
    }
}

/// The folder's entries have arrived: the typed name is completed as far as it is the
/// same for every entry it could be; when several remain they are named.
pub(crate) fn dir_listed(s: &mut State, typed: &str, result: Result<Vec<(String, bool)>, String>) {
    let Some(Overlay::Prompt { text, .. }) = &s.overlay else {
        return;
    };
    // Typing went on while the folder was read: the answer is for another text.
    if text != typed {
        return;
    }
    let entries = match result {
        Ok(entries) => entries,
        Err(e) => return s.error(format!("no completion: {e}")),
    };
    let (dir, start) = crate::tui::effect::split_typed_path(typed);
    let fits: Vec<&(String, bool)> = entries
        .iter()
        .filter(|(n, _)| n.starts_with(start))
        .collect();
    let Some(((first, first_is_dir), rest)) = fits.split_first() else {
        return s.error(format!(
            "no completion: nothing in {} starts with {start:?}",
            if dir.is_empty() { "." } else { dir }
        ));
    };
    let mut common = first.clone();
    for (name, _) in rest {
        while !name.starts_with(common.as_str()) {
            common.pop();
        }
    }
    if rest.is_empty() && *first_is_dir {
        common.push('/');
    }
    let completed = format!("{dir}{common}");
    if let Some((text, cursor, selected)) = prompt_parts(s) {
        *cursor = completed.chars().count();
        *text = completed;
        *selected = false;
    }
    if !rest.is_empty() {
        let names: Vec<&str> = fits.iter().take(8).map(|(n, _)| n.as_str()).collect();
        let more = if fits.len() > 8 { " …" } else { "" };
        s.info(format!("{} match: {}{more}", fits.len(), names.join("  ")));
    }
}

/// Puts the previous (-1) or next (+1) of the prompt's choices in as its text.
pub(crate) fn prompt_choice(s: &mut State, step: i32) {
    if let Some(Overlay::Prompt {
        text,
        choices,
        cursor,
        selected,
        ..
    }) = s.overlay.as_mut()
    {
        if !choices.is_empty() {
            let n = choices.len() as i32;
            let next = match choices.iter().position(|c| c == text) {
                Some(i) => (i as i32 + step).rem_euclid(n),
                None if step > 0 => 0,
                None => n - 1,
            };
            *text = choices[next as usize].clone();
            // A name picked from the list is a suggestion, as a pre-filled one is.
            *cursor = text.chars().count();
            *selected = true;
        }
    }
}

/// Enter in a prompt: acts on its (trimmed) text; nothing typed cancels.
pub(crate) fn submit_prompt(s: &mut State, purpose: PromptFor, text: String, fx: &mut Vec<Effect>) {
    if text.is_empty() {
        s.keep.quit_after_save = false;
        s.error("nothing typed: cancelled");
        return;
    }
    match purpose {
        PromptFor::Save => {
            let Some(dirs) = s.dirs.as_ref() else {
                return s.error("no data directory to save into");
            };
            if !text.chars().any(char::is_alphanumeric) {
                s.keep.quit_after_save = false;
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
            match crate::tui::regions::update::draft_layout(&map) {
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

/// Saves as `name` once it is known what its file `path` holds (the answer to an
/// `Effect::CheckSave`). Saving the puzzle under its own name again is plain saving.
/// Anything else saved under that file name is only replaced if the user says so: a puzzle of another name, or one
/// of the same name with other givens or regions (two files called p.txt in different
/// folders both open as "p"). A saved file that cannot be read counts as another puzzle.
pub(crate) fn save_checked(
    s: &mut State,
    name: String,
    path: &Path,
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

/// Reports how a write went; a saved puzzle takes its name (and a quit waiting for the
/// save goes ahead; statistics waiting for a save that works are written).
pub(crate) fn written(
    s: &mut State,
    path: &Path,
    what: Written,
    result: Result<(), String>,
    created: Option<std::path::PathBuf>,
    fx: &mut Vec<Effect>,
) {
    let shown = path.display();
    let shown = match &created {
        Some(dir) => format!("{shown} (created the folder {})", dir.display()),
        None => shown.to_string(),
    };
    match (what, result) {
        (Written::Puzzle { name }, Ok(())) => {
            s.grid.puzzle.name = Some(name);
            s.revision += 1;
            s.info(format!("saved {shown}"));
            kept::saved(s);
            fx.extend(kept::retry_solves(s));
        }
        (Written::Puzzle { .. }, Err(e)) => {
            s.keep.quit_after_save = false;
            s.error(format!("cannot save {shown}: {e}"))
        }
        (Written::Walls, Ok(())) => s.info(format!("walls written to {shown}")),
        (Written::Weights, Ok(())) => s.info(format!(
            "weights written to {shown} (nonet target --weights)"
        )),
        (Written::Walls | Written::Weights, Err(e)) => {
            s.error(format!("cannot write {shown}: {e}"))
        }
    }
}

/// A file has been read for the Open prompt: its puzzles are loaded, or the error shown.
pub(crate) fn opened(
    s: &mut State,
    path: &str,
    result: Result<Vec<Document>, String>,
    fx: &mut Vec<Effect>,
) {
    match result {
        Ok(docs) => load_many(s, docs, path, fx),
        Err(e) => s.error(e),
    }
}

/// Pasted text: into an open prompt, its first line (a file path, usually); anywhere
/// else, puzzles to load, after a question when loading would discard work.
pub(crate) fn paste(s: &mut State, text: &str, fx: &mut Vec<Effect>) {
    if matches!(s.overlay, Some(Overlay::Prompt { .. })) {
        prompt_type(s, text.lines().next().unwrap_or("").trim());
        return;
    }
    // Checked before parsing: a huge paste would take memory many times its size.
    if text.len() as u64 > store::PUZZLE_LIMIT {
        s.error(format!(
            "paste not loaded: {}",
            store::safe_io::too_large("the pasted text", store::PUZZLE_LIMIT)
        ));
        return;
    }
    match store::parse_any(text, "paste") {
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
    }
}

/// The answer to a yes/no question.
pub(crate) fn confirm(s: &mut State, yes: bool, fx: &mut Vec<Effect>) {
    if let Some(Overlay::Confirm { on_yes, .. }) = s.overlay.take() {
        match (yes, on_yes) {
            (true, OnYes::Load(docs)) => load_many(s, docs, "pasted puzzles", fx),
            (true, OnYes::Save(name)) => save_as(s, name, fx),
            (false, OnYes::Load(_)) => s.info("paste not loaded"),
            (false, OnYes::Save(_)) => {
                s.keep.quit_after_save = false;
                s.info("not saved")
            }
        }
    }
}

/// Moves the list's selection, wrapping at either end.
pub(crate) fn picker_move(s: &mut State, step: i32) {
    if let Some(Overlay::Picker { docs, selected, .. }) = s.overlay.as_mut() {
        let n = docs.len() as i32;
        *selected = ((*selected as i32 + step).rem_euclid(n.max(1))) as usize;
    }
}

/// Loads the puzzle selected in the list.
pub(crate) fn picker_choose(s: &mut State, fx: &mut Vec<Effect>) {
    if let Some(Overlay::Picker {
        mut docs, selected, ..
    }) = s.overlay.take()
    {
        if selected < docs.len() {
            let doc = docs.swap_remove(selected);
            load(s, doc, fx);
            s.info(loaded(&s.grid, &s.key("undo")));
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
    search::keep_target_fill(s, fx);
    if let Some(search) = s.search.take() {
        fx.push(Effect::Cancel(search.cancel));
    }
    s.cursor = doc.cursor;
    let draft = doc.region_draft;
    let play = doc.play;
    // The undo step keeps the game being left, so `u` brings back its clock too.
    let before = Snapshot {
        game: Some(s.play()),
        ..s.snapshot()
    };
    s.colouring = doc.colouring;
    s.taken = Default::default();
    if !commit_from(s, before, fx, |g, w| {
        *g = doc.grid;
        *w = doc.weights;
    }) {
        status::recheck(s, fx);
    }
    s.set_play(play);
    s.resume_draft(draft);
}

/// What a load brought in, in a few words: "loaded: 24 givens, classic (u undoes)", with
/// `undo` the undo key.
fn loaded(g: &Grid, undo: &str) -> String {
    let plural =
        |n: usize, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
    let mut parts = vec![plural(g.puzzle.given_count(), "given", "givens")];
    let entries = (0..nonet_core::cells::CELLS)
        .filter(|&c| !g.is_given(c) && g.value(c) != 0)
        .count();
    if entries > 0 {
        parts.push(plural(entries, "entry", "entries"));
    }
    if nonet_core::strategy::has_marks(g) {
        parts.push("pencil marks".into());
    }
    parts.push(
        if g.layout().is_classic() {
            "classic"
        } else {
            "jigsaw"
        }
        .into(),
    );
    format!("loaded: {} ({undo} undoes)", parts.join(", "))
}

/// Loads the documents of one file: the only one at once, or a list to pick from.
pub fn load_many(s: &mut State, mut docs: Vec<Document>, source: &str, fx: &mut Vec<Effect>) {
    match docs.len() {
        0 => s.error(format!("{source}: no puzzle found")),
        1 => {
            load(s, docs.pop().expect("one document"), fx);
            s.info(loaded(&s.grid, &s.key("undo")));
        }
        n => {
            s.overlay = Some(Overlay::Picker {
                // The file's name, not its whole path: the list's title has little room.
                title: format!(
                    "{}: {n} puzzles",
                    Path::new(source)
                        .file_name()
                        .map_or_else(|| source.into(), |f| f.to_string_lossy())
                ),
                docs,
                selected: 0,
            })
        }
    }
}
