//! Files: where the autosaved session (a native document, `nonet_core::format::native`)
//! and the named puzzles live, atomic writes, and setting unreadable files aside.
//!
//! Writes go to a temporary file that is then renamed over the target, so a crash or a
//! kill at any moment leaves either the old file or the new one, never half of one.

use nonet_core::format::native;
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
    std::fs::read_to_string(path).ok()?.trim().parse().ok()
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

/// Writes `text` to `path` atomically: a temporary file in the same directory, then a
/// rename over the target.
pub fn write_atomic(path: &Path, text: &str) -> std::io::Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let tmp = path.with_extension(format!("tmp{}", std::process::id()));
    std::fs::write(&tmp, text)?;
    std::fs::rename(&tmp, path).inspect_err(|_| {
        let _ = std::fs::remove_file(&tmp);
    })
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
    let text = nonet_core::format::read_text(path).map_err(|e| e.to_string())?;
    open_text(&text, path)
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
