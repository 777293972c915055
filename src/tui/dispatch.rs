//! The dispatcher, where `update` meets the world: it runs each action through `update`
//! at the time it happened and carries out the effects that come back: solver jobs
//! started on their threads (a new game's random seed is picked here), cancel tokens
//! fired, files read and written, the clipboard. A file effect's answer goes back
//! through `update` as an action. It also autosaves the session.
//! The event loop dispatches against the disk ([`Disk`]); tests use an in-memory [`Files`].

use super::action::{Action, SaveTarget};
use super::effect::{split_typed_path, Effect};
use super::game;
use super::solver::{Job, Work};
use super::state::State;
use super::store::{self, Dirs};
use super::theme::colour::depth::Depth;
use super::theme::{self, Theme};
use super::update::update;
use nonet_core::format::{self, Format};
use nonet_core::rng::Rng;
use nonet_core::strategy::Level;
use std::collections::VecDeque;
use std::path::Path;
use std::time::Instant;

/// The file operations that effects need: the disk in the app, a map in tests.
pub trait Files {
    /// A file's text; the error says which file and why. Only a regular file of at most
    /// [`store::PUZZLE_LIMIT`] bytes is read: a FIFO or a device would block the event
    /// loop or never end.
    fn read(&self, path: &str) -> Result<String, String>;
    /// Replaces a file's text atomically (creating its folder).
    fn write(&mut self, path: &Path, text: &str) -> Result<(), String>;
    fn exists(&self, path: &Path) -> bool;
    /// Names of the saved puzzles, sorted.
    fn saved_names(&self, dirs: &Dirs) -> Vec<String>;
    /// A folder's entries as (name, is a folder), sorted; the error says why not.
    fn list_dir(&self, dir: &Path) -> Result<Vec<(String, bool)>, String>;
    /// Puts `text` on the terminal's clipboard (OSC 52); false, having sent nothing, when
    /// the terminal does not take it.
    fn clipboard(&mut self, text: &str) -> bool;
    /// Whether the session's lock is free (its holder has quit).
    fn session_free(&self, dirs: &Dirs) -> bool;
    /// Takes the session's lock for this process, which holds it until it ends; the
    /// error says who has it.
    fn take_session(&mut self, dirs: &Dirs) -> Result<(), String>;
    /// Whether the session lock this process holds is still the lock file, checked before
    /// each autosave; the error says why not. (A store without locks has nothing to check.)
    fn session_still_ours(&self, _dirs: &Dirs) -> Result<(), String> {
        Ok(())
    }
}

/// The real file system.
pub struct Disk;

impl Files for Disk {
    fn read(&self, path: &str) -> Result<String, String> {
        store::read_puzzle_file(path)
    }

    fn write(&mut self, path: &Path, text: &str) -> Result<(), String> {
        store::write_atomic(path, text).map_err(|e| e.to_string())
    }

    fn exists(&self, path: &Path) -> bool {
        path.exists()
    }

    fn saved_names(&self, dirs: &Dirs) -> Vec<String> {
        dirs.saved_names()
    }

    fn list_dir(&self, dir: &Path) -> Result<Vec<(String, bool)>, String> {
        let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        let mut names: Vec<(String, bool)> = entries
            .flatten()
            .filter_map(|e| {
                let is_dir = e.file_type().ok()?.is_dir();
                Some((e.file_name().to_str()?.to_string(), is_dir))
            })
            .collect();
        names.sort();
        Ok(names)
    }

    fn clipboard(&mut self, text: &str) -> bool {
        super::terminal::clipboard::copy(text)
    }

    fn session_free(&self, dirs: &Dirs) -> bool {
        store::session_free(dirs)
    }

    fn take_session(&mut self, dirs: &Dirs) -> Result<(), String> {
        store::take_over(dirs, std::process::id())
    }

    fn session_still_ours(&self, dirs: &Dirs) -> Result<(), String> {
        store::lock_still_ours(dirs)
    }
}

/// Runs `action`, which happened at `now`, through `update` and carries out its effects
/// (see [`carry_out`]).
pub fn dispatch(
    s: &mut State,
    action: Action,
    now: Instant,
    files: &mut impl Files,
    start: &mut impl FnMut(Job),
) {
    let effects = update(s, action, now);
    carry_out(s, effects, now, files, start);
}

/// Carries out effects: jobs go to `start` (a generation with a seed picked here), cancel
/// tokens fire, and each file effect's answer goes through `update` in turn, at the same
/// `now` (its own effects carried out the same way), so that a question and its answer
/// act as one step.
pub fn carry_out(
    s: &mut State,
    effects: Vec<Effect>,
    now: Instant,
    files: &mut impl Files,
    start: &mut impl FnMut(Job),
) {
    let mut effects = VecDeque::from(effects);
    while let Some(effect) = effects.pop_front() {
        match effect {
            Effect::Start(job) => start(*job),
            Effect::Generate { gen, cancel, game } => {
                let seed = Rng::from_time().next_u64();
                let work = Work::Generate { game, seed };
                start(Job { gen, cancel, work })
            }
            Effect::Cancel(cancel) => cancel.cancel(),
            file_effect => {
                if let Some(reply) = answer(file_effect, files) {
                    effects.extend(update(s, reply, now));
                }
            }
        }
    }
}

/// The theme key's work: the theme after `from` (the built-in ones in their order, then
/// the user's `themes/*.toml` by name), loaded over its built-in and brought down to
/// `depth`, and its name saved in `config.toml` (the rest of the file kept).
fn switch_theme(files: &mut impl Files, from: &str, depth: Depth, config: Option<&Path>) -> Action {
    let user: Vec<String> = config
        .and_then(|dir| files.list_dir(&dir.join("themes")).ok())
        .unwrap_or_default()
        .into_iter()
        .filter(|(_, folder)| !folder)
        .filter_map(|(name, _)| name.strip_suffix(".toml").map(str::to_string))
        .collect();
    let name = theme::next_name(from, &user);
    let user_file = theme::user_theme_path(config, &name).filter(|p| files.exists(p));
    let (loaded, warnings) = match user_file {
        Some(path) => {
            let path = path.display().to_string();
            match files.read(&path) {
                Ok(text) => Theme::layered(&name, Some((&text, &path))),
                Err(e) => (Theme::default_theme(), vec![e]),
            }
        }
        None => Theme::layered(&name, None),
    };
    let saved = match config {
        None => Err("no config directory".to_string()),
        Some(dir) => {
            let path = dir.join("config.toml");
            let source = path.display().to_string();
            let old = if files.exists(&path) {
                files.read(&source).map(Some)
            } else {
                Ok(None)
            };
            old.and_then(|old| store::config::with_theme(old.as_deref(), &loaded.name, &source))
                .and_then(|text| files.write(&path, &text))
                .map(|()| path)
        }
    };
    Action::ThemeSwitched {
        theme: Box::new(loaded.degraded(depth)),
        warnings,
        saved,
    }
}

/// Carries out a file effect and returns its answer (None for jobs and cancels, which
/// have none).
pub fn answer(effect: Effect, files: &mut impl Files) -> Option<Action> {
    Some(match effect {
        Effect::Start(_) | Effect::Generate { .. } | Effect::Cancel(_) => return None,
        Effect::ListSaved(dirs) => Action::SavedNames(files.saved_names(&dirs)),
        Effect::CheckSave { name, path } => {
            let target = if files.exists(&path) {
                let path_text = path.display().to_string();
                let only = files
                    .read(&path_text)
                    .and_then(|text| store::open_text(&text, &path_text))
                    .ok()
                    .filter(|docs| docs.len() == 1)
                    .and_then(|mut docs| docs.pop());
                SaveTarget::Taken(only.map(Box::new))
            } else {
                SaveTarget::Free
            };
            Action::SaveChecked { name, path, target }
        }
        Effect::Write { path, text, what } => {
            // A folder that the write creates is named in its answer, never made silently.
            let created = path
                .parent()
                .filter(|dir| !dir.as_os_str().is_empty() && !files.exists(dir))
                .map(Path::to_path_buf);
            let result = files.write(&path, &text);
            let created = created.filter(|_| result.is_ok());
            Action::Written {
                path,
                what,
                result,
                created,
            }
        }
        Effect::SwitchTheme {
            from,
            depth,
            config,
        } => switch_theme(files, &from, depth, config.as_deref()),
        Effect::ListDir { typed } => {
            let (dir, _) = split_typed_path(&typed);
            let result = files.list_dir(Path::new(if dir.is_empty() { "." } else { dir }));
            Action::DirListed { typed, result }
        }
        Effect::Open { saved, typed } => {
            let path = saved
                .filter(|p| files.exists(p))
                .map_or(typed, |p| p.display().to_string());
            let result = files
                .read(&path)
                .and_then(|text| store::open_text(&text, &path));
            Action::Opened { path, result }
        }
        Effect::ReadWalls { path } => {
            let result = files.read(&path).and_then(|text| {
                format::parse(&text, Some(Format::Walls), format::source_name(&path))
                    .map_err(|e| e.to_string())
            });
            Action::WallsRead { path, result }
        }
        Effect::RecordSolve { path, level, secs } => record_solve(files, &path, level, secs),
        Effect::ProbeSession(dirs) => Action::SessionProbed {
            free: files.session_free(&dirs),
        },
        Effect::TakeSession(dirs) => Action::SessionTaken(files.take_session(&dirs)),
        Effect::SaveRecovered { dirs, doc } => save_recovered(files, &dirs, doc),
        Effect::Copy { text, what, file } => {
            let result = if files.clipboard(&text) {
                Ok(None)
            } else {
                match file {
                    Some(path) => files
                        .write(&path, &text)
                        .map(|()| Some(path.clone()))
                        .map_err(|e| format!("{}: {e}", path.display())),
                    None => Err(
                        "the terminal has no OSC 52 clipboard and there is no data directory to write the position to"
                            .into(),
                    ),
                }
            };
            Action::Copied { what, result }
        }
    })
}

/// Adds a solve to the statistics file at `path`; a write that fails hands the solve
/// back (`unwritten`), to be written with the next save that works.
fn record_solve(files: &mut impl Files, path: &Path, level: Level, secs: u64) -> Action {
    let source = path.display().to_string();
    let stats = if files.exists(path) {
        files
            .read(&source)
            .and_then(|text| game::parse_stats(&text, &source))
    } else {
        Ok(game::Stats::new())
    };
    let mut stats = match stats {
        Ok(stats) => stats,
        Err(e) => {
            return Action::SolveRecorded {
                result: Err(format!("{e}; the statistics were not updated")),
                unwritten: None,
            }
        }
    };
    let (text, rec) = game::record(&mut stats, level, secs);
    match files.write(path, &text) {
        Ok(()) => Action::SolveRecorded {
            result: Ok(rec),
            unwritten: None,
        },
        Err(e) => Action::SolveRecorded {
            result: Err(format!("{source}: {e}")),
            unwritten: Some((level, secs)),
        },
    }
}

/// Saves a read-only window's document as the first free `recovered-N` puzzle: an
/// earlier recovery is never written over.
fn save_recovered(files: &mut impl Files, dirs: &Dirs, mut doc: Box<store::Document>) -> Action {
    let free = (1..=10_000)
        .map(|n| format!("recovered-{n}"))
        .map(|name| (dirs.named(&name), name))
        .find(|(path, _)| !files.exists(path));
    Action::Recovered(match free {
        None => Err("10,000 recovered puzzles are already saved".into()),
        Some((path, name)) => {
            doc.grid.puzzle.name = Some(name);
            files
                .write(&path, &store::to_native(&doc))
                .map(|()| path.clone())
                .map_err(|e| format!("{}: {e}", path.display()))
        }
    })
}

/// Saves the session (unless another instance holds it, or there is no data directory,
/// which the start said). A failure is an error message, and [`State::unsaved`] keeps
/// it on the status line until a save succeeds; the next success says so, and writes the
/// statistics of solves that could not be written before (at `now`).
pub fn autosave(s: &mut State, files: &mut impl Files, now: Instant) -> Result<(), String> {
    let Some(dirs) = s.dirs.clone() else {
        return Ok(());
    };
    if s.session_in_use_by.is_some() {
        return Ok(());
    }
    let path = dirs.session();
    let written = files
        .session_still_ours(&dirs)
        .and_then(|()| files.write(&path, &store::to_native(&s.document())));
    match written {
        Ok(()) => {
            if s.unsaved.take().is_some() {
                s.info(format!("session saved again to {}", path.display()));
            }
            let retry = super::update::retry_solves(s);
            carry_out(s, retry, now, files, &mut |_| {});
            Ok(())
        }
        Err(e) => {
            let why = format!("autosave failed ({}): {e}", path.display());
            // Each change tries again; the same failure is said once, not once a key.
            if s.unsaved.as_ref() != Some(&why) {
                s.error(why.clone());
                s.unsaved = Some(why.clone());
            }
            Err(why)
        }
    }
}
