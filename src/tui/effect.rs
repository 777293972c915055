//! Effects: what `update` asks for outside the state. Starting and cancelling solver jobs,
//! reading and writing files. `update` only returns them, so it stays pure; the
//! dispatcher (`tui::dispatch`) carries them out, and a file effect's answer comes back
//! through `update` as an action.

use super::action::{CopyAs, Written};
use super::game::NewGame;
use super::solver::Job;
use super::store::{Dirs, Document};
use super::theme::colour::depth::Depth;
use nonet_core::engine::Cancel;
use nonet_core::strategy::Level;
use std::path::PathBuf;

/// Work for the event loop.
#[derive(Debug)]
pub enum Effect {
    /// Start a solver job on its own thread; its messages come back as `Action::Job`.
    Start(Box<Job>),
    /// Start generating a new puzzle as `game` asks, as job `gen`: the dispatcher picks
    /// the seed, so that `update` stays a function of its inputs.
    Generate {
        gen: u64,
        cancel: Cancel,
        game: NewGame,
    },
    /// Stop a solver job whose result is no longer wanted.
    Cancel(Cancel),
    /// List the saved puzzles' names for the Open prompt; answered by `Action::SavedNames`.
    ListSaved(Dirs),
    /// Look at what a save under `name` would replace at `path`; answered by
    /// `Action::SaveChecked`.
    CheckSave { name: String, path: PathBuf },
    /// Write `text` to `path` atomically; answered by `Action::Written`.
    Write {
        path: PathBuf,
        text: String,
        what: Written,
    },
    /// Open the saved puzzle file `saved` if there is one, else `typed` as a path; answered
    /// by `Action::Opened`.
    Open {
        saved: Option<PathBuf>,
        typed: String,
    },
    /// Read an HDU 4069 walls file; answered by `Action::WallsRead`.
    ReadWalls { path: String },
    /// Add a solve time to the statistics file at `path` (read, updated, written
    /// atomically); answered by `Action::SolveRecorded`.
    RecordSolve {
        path: PathBuf,
        level: Level,
        secs: u64,
    },
    /// List the folder that the prompt's `typed` path points into, for Tab completion;
    /// answered by `Action::DirListed`.
    ListDir { typed: String },
    /// Load the theme after `from` (the built-in ones, then the user's in `config`'s
    /// `themes/`), brought down to `depth`, and save its name in `config`'s
    /// `config.toml`; answered by `Action::ThemeSwitched`.
    SwitchTheme {
        from: String,
        depth: Depth,
        config: Option<PathBuf>,
    },
    /// Ask whether the session's holder has quit; answered by `Action::SessionProbed`.
    ProbeSession(Dirs),
    /// Take the session over (its lock); answered by `Action::SessionTaken`.
    TakeSession(Dirs),
    /// Save a read-only window's document as the first free `recovered-N` puzzle;
    /// answered by `Action::Recovered`.
    SaveRecovered { dirs: Dirs, doc: Box<Document> },
    /// Put `text` on the terminal's clipboard (OSC 52), or where it has none, write it to
    /// `file` atomically; answered by `Action::Copied`.
    Copy {
        text: String,
        what: CopyAs,
        file: Option<PathBuf>,
    },
}

/// The folder a typed path points into and the start of the name after it: `a/b/c` is
/// (`a/b/`, `c`); a bare name is in the current folder.
pub fn split_typed_path(typed: &str) -> (&str, &str) {
    match typed.rfind('/') {
        Some(i) => typed.split_at(i + 1),
        None => ("", typed),
    }
}
