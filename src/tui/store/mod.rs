//! Files: where the autosaved session (a native document, `nonet_core::format::native`)
//! and the named puzzles live, atomic writes, and setting unreadable files aside.
//!
//! Writes go to a temporary file that is then renamed over the target, so a crash or a
//! kill at any moment leaves either the old file or the new one, never half of one.

pub mod config;
pub mod safe_io;

use nonet_core::format::native;
pub use safe_io::{read_text, write_atomic, PUZZLE_LIMIT, SETTINGS_LIMIT};
use std::path::{Path, PathBuf};

pub const SESSION_FILE: &str = "session.toml";
pub const PUZZLE_DIR: &str = "puzzles";
pub const LOCK_FILE: &str = "session.lock";

/// Where the app keeps its files: `NONET_DATA_DIR` / `NONET_CONFIG_DIR` override the
/// platform's directories.
#[derive(Clone, Debug)]
pub struct Dirs {
    pub data: PathBuf,
    pub config: Option<PathBuf>,
}

impl Dirs {
    pub fn from_env() -> Option<Dirs> {
        let project = directories::ProjectDirs::from("", "", "nonet");
        let data = std::env::var_os("NONET_DATA_DIR")
            .map(PathBuf::from)
            .or_else(|| project.as_ref().map(|p| p.data_dir().to_path_buf()))?;
        let config = std::env::var_os("NONET_CONFIG_DIR")
            .map(PathBuf::from)
            .or_else(|| project.as_ref().map(|p| p.config_dir().to_path_buf()));
        Some(Dirs { data, config })
    }

    pub fn session(&self) -> PathBuf {
        self.data.join(SESSION_FILE)
    }

    /// The statistics file: solve times per level.
    pub fn stats(&self) -> PathBuf {
        self.data.join("stats.toml")
    }

    /// The lock file of the session: it holds the pid of the instance that autosaves.
    pub fn lock(&self) -> PathBuf {
        self.data.join(LOCK_FILE)
    }

    /// Removes the temporary files that saves interrupted by a crash or a `kill -9` left
    /// in nonet's folders (see [`safe_io::remove_stale_temps`]).
    pub fn remove_stale_temps(&self) -> Vec<PathBuf> {
        let mut removed = safe_io::remove_stale_temps(&self.data, pid_alive);
        removed.extend(safe_io::remove_stale_temps(&self.puzzles(), pid_alive));
        removed
    }

    pub fn puzzles(&self) -> PathBuf {
        self.data.join(PUZZLE_DIR)
    }

    /// A saved puzzle's path; names are kept to a safe file name.
    pub fn named(&self, name: &str) -> PathBuf {
        self.puzzles().join(format!("{}.toml", safe_name(name)))
    }

    /// Names of the saved puzzles, sorted.
    pub fn saved_names(&self) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(self.puzzles())
            .into_iter()
            .flatten()
            .flatten()
            .filter_map(|e| {
                let p = e.path();
                (p.extension()? == "toml").then(|| p.file_stem()?.to_str().map(String::from))?
            })
            .collect();
        names.sort();
        names
    }
}

/// Said at the start when there is no data directory, so that nobody expects an
/// autosave that never happens.
pub const NO_DATA_DIR: &str = "no data directory (no home directory was found; \
     NONET_DATA_DIR names one): the session is not saved";

/// What the session file held at the start.
#[derive(Debug)]
pub enum Session {
    /// There is none (a first start).
    Missing,
    Restored(Box<Document>),
    /// It could not be read, and was moved aside: the note says why and where it went.
    SetAside(String),
}

/// Reads the session at `path`. A file that cannot be restored (unreadable, not UTF-8,
/// too large, not a regular file, not a session) is moved aside byte for byte, so that
/// the autosave cannot write over it; if even that fails, the error says nonet must stop.
/// Every message names the file.
pub fn restore_session(path: &Path) -> Result<Session, String> {
    let name = path.display().to_string();
    let read = safe_io::read_text(path, SETTINGS_LIMIT);
    let why = match read {
        Ok(None) => return Ok(Session::Missing),
        Ok(Some(text)) => match from_native(&text, &name) {
            Ok(doc) => return Ok(Session::Restored(Box::new(doc))),
            Err(e) => e,
        },
        Err(e) => e,
    };
    match set_aside(path) {
        Ok(kept) => Ok(Session::SetAside(format!(
            "session not restored: {why}; the file is kept as {}",
            kept.display()
        ))),
        Err(e) => Err(format!(
            "session not restored: {why}; it cannot be moved aside either ({name}: {e}), \
             so nonet stops rather than write over it"
        )),
    }
}

/// The session lock of this instance; dropping it removes the lock file (if it is still
/// ours), so the next instance gets the session.
#[derive(Debug)]
pub struct SessionLock {
    path: PathBuf,
    pid: u32,
}

impl Drop for SessionLock {
    fn drop(&mut self) {
        if read_lock_pid(&self.path) == Some(self.pid) {
            let _ = std::fs::remove_file(&self.path);
        }
    }
}

/// What asking for the session lock gave.
#[derive(Debug)]
pub enum Claim {
    Held(SessionLock),
    /// Another running instance holds the session: its pid.
    InUse(u32),
}

fn read_lock_pid(path: &Path) -> Option<u32> {
    // A pid is a few bytes; anything else in its place (even a FIFO) reads as no pid.
    safe_io::read_text(path, 64).ok()??.trim().parse().ok()
}

/// Whether a process of this pid runs. Where that cannot be told (no `/proc`), it is
/// taken to run: a lock wrongly kept costs a read-only start, one wrongly taken over
/// costs a session.
pub fn pid_alive(pid: u32) -> bool {
    let proc = Path::new("/proc");
    !proc.is_dir() || proc.join(pid.to_string()).exists()
}

/// Claims the session for process `pid`: the lock file is created atomically (it must
/// not exist yet), with the pid inside. A lock whose process is gone (a crash, a
/// `kill -9`), or that holds no pid, is stale and taken over.
pub fn claim_session(dirs: &Dirs, pid: u32) -> std::io::Result<Claim> {
    std::fs::create_dir_all(&dirs.data)?;
    let path = dirs.lock();
    // Twice at most: a stale lock removed, then created anew.
    for _ in 0..2 {
        match std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path)
        {
            Ok(mut file) => {
                use std::io::Write;
                writeln!(file, "{pid}")?;
                return Ok(Claim::Held(SessionLock { path, pid }));
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => match read_lock_pid(&path) {
                Some(holder) if holder == pid || pid_alive(holder) => {
                    return Ok(Claim::InUse(holder))
                }
                _ => {
                    let _ = std::fs::remove_file(&path);
                }
            },
            Err(e) => return Err(e),
        }
    }
    Err(std::io::Error::other(format!(
        "{} keeps coming back",
        path.display()
    )))
}

pub fn safe_name(name: &str) -> String {
    let s: String = name
        .trim()
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || "-_.".contains(c) {
                c
            } else {
                '_'
            }
        })
        .collect();
    let s = s.trim_start_matches('.').to_string();
    if s.is_empty() {
        "untitled".into()
    } else {
        s
    }
}

/// What a native file holds (the document format lives in the core, where the CLI reads
/// and writes it too).
pub use nonet_core::format::Document;

pub fn to_native(doc: &Document) -> String {
    native::render(doc)
}

/// Reads a native file; errors name the source, line and column.
pub fn from_native(text: &str, source: &str) -> Result<Document, String> {
    native::parse(text, source).map_err(|e| e.to_string())
}

/// Moves a file that cannot be read out of the way, beside it (`session.toml` becomes
/// `session.unreadable-1.toml`, or the next free number), so that no later write replaces
/// what the user had. Returns where it went.
pub fn set_aside(path: &Path) -> std::io::Result<PathBuf> {
    let stem = path
        .file_stem()
        .map_or_else(|| "file".to_string(), |s| s.to_string_lossy().into_owned());
    let ext = path
        .extension()
        .map_or_else(String::new, |e| format!(".{}", e.to_string_lossy()));
    for n in 1..=1000 {
        let kept = path.with_file_name(format!("{stem}.unreadable-{n}{ext}"));
        if !kept.exists() {
            std::fs::rename(path, &kept)?;
            return Ok(kept);
        }
    }
    Err(std::io::Error::other(
        "1000 unreadable copies are already kept beside it",
    ))
}

/// Opens any file: the native format, or any puzzle text format (every puzzle in it).
pub fn open_path(path: &str) -> Result<Vec<Document>, String> {
    open_text(&read_puzzle_file(path)?, path)
}

/// The text of a puzzle file to open, or of standard input for `-`, at most
/// [`PUZZLE_LIMIT`] bytes; only a regular file is read (see [`safe_io::read_bounded`]).
pub fn read_puzzle_file(path: &str) -> Result<String, String> {
    if path != "-" {
        return safe_io::read_existing_text(Path::new(path), PUZZLE_LIMIT);
    }
    use std::io::Read;
    let source = nonet_core::format::source_name(path);
    let mut bytes = Vec::new();
    std::io::stdin()
        .lock()
        .take(PUZZLE_LIMIT + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("{source}: cannot read: {e}"))?;
    if bytes.len() as u64 > PUZZLE_LIMIT {
        return Err(safe_io::too_large(source, PUZZLE_LIMIT));
    }
    nonet_core::format::decode(&bytes, source)
        .map(str::to_owned)
        .map_err(|e| e.to_string())
}

/// Parses text in the native format or any puzzle text format.
pub fn parse_any(text: &str, source: &str) -> Result<Vec<Document>, String> {
    nonet_core::format::parse_documents(text, None, source).map_err(|e| e.to_string())
}

/// The documents in `text`, read from the file at `path`, named as [`open_path`] names
/// them (so that a file read elsewhere, by an effect, opens the same way).
pub fn open_text(text: &str, path: &str) -> Result<Vec<Document>, String> {
    let source = nonet_core::format::source_name(path);
    let mut docs = parse_any(text, source)?;
    // Unnamed puzzles take the file's name, so the status bar says what is open.
    let stem = Path::new(path)
        .file_stem()
        .map_or_else(|| source.to_string(), |s| s.to_string_lossy().into_owned());
    let several = docs.len() > 1;
    for (i, d) in docs.iter_mut().enumerate() {
        if d.grid.puzzle.name.is_none() {
            d.grid.puzzle.name = Some(if several {
                format!("{stem} #{}", i + 1)
            } else {
                stem.clone()
            });
        }
    }
    Ok(docs)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_session_lock_is_held_once_and_stale_locks_are_taken_over() {
        let d = crate::tui::theme::tests::tempdir("lock");
        let dirs = Dirs {
            data: d.clone(),
            config: None,
        };
        let me = std::process::id();
        let first = claim_session(&dirs, me).unwrap();
        assert!(matches!(first, Claim::Held(_)));
        assert_eq!(read_lock_pid(&dirs.lock()), Some(me));
        assert!(matches!(claim_session(&dirs, me).unwrap(), Claim::InUse(p) if p == me));
        drop(first);
        assert!(!dirs.lock().exists(), "dropping the lock frees the session");
        // A pid above any pid_max: its process is gone.
        std::fs::write(dirs.lock(), "4294967295\n").unwrap();
        assert!(matches!(claim_session(&dirs, me).unwrap(), Claim::Held(_)));
        std::fs::write(dirs.lock(), "not a pid").unwrap();
        assert!(matches!(claim_session(&dirs, me).unwrap(), Claim::Held(_)));
        let _ = std::fs::remove_dir_all(d);
    }

    #[test]
    fn atomic_write_replaces() {
        let d = crate::tui::theme::tests::tempdir("atomic");
        let p = d.join("s.toml");
        write_atomic(&p, "one").unwrap();
        write_atomic(&p, "two").unwrap();
        assert_eq!(std::fs::read_to_string(&p).unwrap(), "two");
        assert_eq!(
            std::fs::read_dir(&d).unwrap().count(),
            1,
            "no temp file left"
        );
    }

    #[test]
    fn safe_names() {
        assert_eq!(safe_name("my puzzle/1"), "my_puzzle_1");
        assert_eq!(safe_name("../x"), "_x");
        assert_eq!(safe_name("  "), "untitled");
    }
}
