//! Files: where the autosaved session (a native document, `nonet_core::format::native`)
//! and the named puzzles live, atomic writes, and setting unreadable files aside.
//!
//! Writes go to a temporary file that is then renamed over the target, so a crash or a
//! kill at any moment leaves either the old file or the new one, never half of one.

pub mod config;
pub mod located;
pub mod safe_io;

use nonet_core::format::native;
pub use safe_io::{read_text, write_atomic, PUZZLE_LIMIT, SETTINGS_LIMIT};
use std::path::{Path, PathBuf};

pub use crate::settings::dirs::Dirs;

// Dirs is the shared leaf's (`crate::settings::dirs`); what nonet does in its folders is here.
impl Dirs {
    /// Removes the temporary files that saves interrupted by a crash or a `kill -9` left
    /// in nonet's folders (see [`safe_io::remove_stale_temps`]).
    pub fn remove_stale_temps(&self) -> Vec<PathBuf> {
        let mut removed = safe_io::remove_stale_temps(&self.data, pid_alive);
        removed.extend(safe_io::remove_stale_temps(&self.puzzles(), pid_alive));
        removed
    }

    /// Notes whether the session and statistics files are symlinks now, at the start:
    /// their saves follow only those links ([`safe_io::remember`]).
    pub fn remember_links(&self) {
        safe_io::remember(&self.session());
        safe_io::remember(&self.stats());
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

/// The session lock of this instance: the lock file held open with the kernel's lock
/// on it (`flock`), which goes with the process however it ends (a crash, a `kill -9`
/// included), so that a lock is never left behind. The file stays; it holds the pid of
/// the last holder, for the read-only note.
#[derive(Debug)]
pub struct SessionLock {
    _file: std::fs::File,
}

/// What asking for the session lock gave.
#[derive(Debug)]
pub enum Claim {
    Held(SessionLock),
    /// Another running instance holds the session: its pid (0 when it has not written
    /// it yet).
    InUse(u32),
}

fn read_lock_pid(path: &Path) -> Option<u32> {
    // A pid is a few bytes; anything else in its place (even a FIFO) reads as no pid.
    safe_io::read_text(path, 64).ok()??.trim().parse().ok()
}

/// Whether a process of this pid runs (`kill(pid, 0)`: it exists if the signal could be
/// sent, or if only the permission is missing). Where that cannot be asked (not unix),
/// it is taken to run: a temporary file wrongly kept costs a few bytes, one wrongly
/// removed costs a save in progress.
pub fn pid_alive(pid: u32) -> bool {
    #[cfg(unix)]
    {
        let Ok(pid) = libc::pid_t::try_from(pid) else {
            return false;
        };
        // pid 0 would ask about this process's group.
        if pid <= 0 {
            return false;
        }
        // SAFETY: signal 0 sends nothing; kill only checks that the process exists.
        let sent = unsafe { libc::kill(pid, 0) } == 0;
        sent || std::io::Error::last_os_error().raw_os_error() == Some(libc::EPERM)
    }
    #[cfg(not(unix))]
    {
        let _ = pid;
        true
    }
}

/// Opens the lock file of `dirs` (creating it and its folder) without changing it.
fn open_lock(dirs: &Dirs) -> std::io::Result<std::fs::File> {
    std::fs::create_dir_all(&dirs.data)?;
    std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(dirs.lock())
}

/// Claims the session for process `pid`: the kernel's exclusive lock on the lock file,
/// which the process holds until it ends. Whatever the file says (a pid of a crashed
/// instance, a pid since reused, nothing), a lock nobody holds is free: there is no stale
/// lock to guess about, with or without `/proc`.
pub fn claim_session(dirs: &Dirs, pid: u32) -> std::io::Result<Claim> {
    let mut file = open_lock(dirs)?;
    match file.try_lock() {
        Ok(()) => {
            use std::io::{Seek, Write};
            file.set_len(0)?;
            file.seek(std::io::SeekFrom::Start(0))?;
            writeln!(file, "{pid}")?;
            Ok(Claim::Held(SessionLock { _file: file }))
        }
        Err(std::fs::TryLockError::WouldBlock) => {
            Ok(Claim::InUse(read_lock_pid(&dirs.lock()).unwrap_or(0)))
        }
        Err(std::fs::TryLockError::Error(e)) => Err(e),
    }
}

impl SessionLock {
    /// Whether the lock file at `path` is still the file this lock holds: not removed,
    /// nor replaced by another (which another instance could lock at the same time).
    fn is_at(&self, path: &Path) -> bool {
        #[cfg(unix)]
        {
            use std::os::unix::fs::MetadataExt;
            match (self._file.metadata(), std::fs::symlink_metadata(path)) {
                (Ok(held), Ok(now)) => held.dev() == now.dev() && held.ino() == now.ino(),
                _ => false,
            }
        }
        #[cfg(not(unix))]
        {
            path.exists()
        }
    }
}

/// The session lock this process holds, claimed at the start ([`hold`]) or taken over
/// from an instance that has quit ([`take_over`]): held until the process ends.
static TAKEN_OVER: std::sync::Mutex<Option<SessionLock>> = std::sync::Mutex::new(None);

fn held() -> std::sync::MutexGuard<'static, Option<SessionLock>> {
    TAKEN_OVER
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Keeps the lock claimed at the start until the process ends.
pub fn hold(lock: SessionLock) {
    *held() = Some(lock);
}

/// Whether the session lock this process holds is still the lock file, checked before
/// each autosave: a lock file removed or replaced since means another instance can claim
/// the session too, and two autosaving instances would write over each other. Without a
/// lock (none could be taken) the session is autosaved as before locks.
pub fn lock_still_ours(dirs: &Dirs) -> Result<(), String> {
    check_lock(held().as_ref(), dirs)
}

fn check_lock(lock: Option<&SessionLock>, dirs: &Dirs) -> Result<(), String> {
    match lock {
        Some(lock) if !lock.is_at(&dirs.lock()) => Err(format!(
            "the session lock {} was removed or replaced since this instance took it, so \
             another instance may be saving the session; not autosaved (s saves the puzzle \
             by name)",
            dirs.lock().display()
        )),
        _ => Ok(()),
    }
}

/// Claims the session for process `pid` when its holder has quit, keeping the lock
/// until the process ends; the error says who holds it now.
pub fn take_over(dirs: &Dirs, pid: u32) -> Result<(), String> {
    match claim_session(dirs, pid) {
        Ok(Claim::Held(lock)) => {
            hold(lock);
            Ok(())
        }
        Ok(Claim::InUse(holder)) => Err(format!("the session is still in use by pid {holder}")),
        Err(e) => Err(format!("session lock {}: {e}", dirs.lock().display())),
    }
}

/// Whether the session is free (its holder has quit), without claiming it.
pub fn session_free(dirs: &Dirs) -> bool {
    open_lock(dirs).is_ok_and(|file| match file.try_lock() {
        Ok(()) => file.unlock().is_ok(),
        Err(_) => false,
    })
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

/// [`open_path`] for the file named on the command line, which may be any Unix name:
/// its documents, and its name as messages show it (bytes that are not UTF-8 as `\xFF`).
pub fn open_file_argument(path: &Path) -> Result<(Vec<Document>, String), String> {
    let name = nonet_core::printable::path_text(path);
    if path.as_os_str() == "-" {
        return Ok((open_path("-")?, name));
    }
    // The reader names the file as `Path::display` does (U+FFFD for a byte that is not
    // UTF-8): named here as every message names it.
    let shown = path.display().to_string();
    let text =
        safe_io::read_existing_text(path, PUZZLE_LIMIT).map_err(|e| e.replace(&shown, &name))?;
    Ok((open_text(&text, &name)?, name))
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

/// Parses text in the native format or any puzzle text format. A line over the command
/// line's limit ([`nonet_core::format::MAX_LINE_BYTES`]) is refused as the CLI refuses it.
/// A position's solved cells are read as givens where its format cannot say who placed
/// them ([`placed_digits_are_givens`]), as HoDoKu reads a pencil-mark grid: a puzzle being
/// solved, not a player's entries (which the target would count as costs); `g` unlocks
/// them for editing.
pub fn parse_any(text: &str, source: &str) -> Result<Vec<Document>, String> {
    use nonet_core::format;
    format::check_line_lengths(text, source).map_err(|e| e.to_string())?;
    let mut docs = format::parse_documents(text, None, source).map_err(|e| e.to_string())?;
    if format::detect(text).is_some_and(placed_digits_are_givens) {
        docs.iter_mut().for_each(solved_cells_as_givens);
    }
    Ok(docs)
}

/// Whether `format` carries candidates (`Format::is_position`) but not who placed a
/// digit: the `candidates` line and the `pm` grid, whose placed digits the library reads
/// as entries. The two that do say it keep their word: SudoCue's `sdx` (`u5` is the
/// player's) and HoDoKu's library line (`+5` is the player's).
pub fn placed_digits_are_givens(format: nonet_core::format::Format) -> bool {
    use nonet_core::format::Format;
    format.is_position() && !matches!(format, Format::Sdx | Format::Hodoku)
}

/// A position's placed digits become its givens.
fn solved_cells_as_givens(doc: &mut Document) {
    let g = &mut doc.grid;
    for (given, entry) in g.puzzle.givens.iter_mut().zip(g.entries.iter_mut()) {
        if *entry != 0 {
            *given = std::mem::take(entry);
        }
    }
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

    /// Not a test of its own: the child process of the lock tests, which holds the
    /// session lock of `NONET_TEST_LOCK_DIR` until it is killed (it does nothing when run
    /// without it, as `cargo test -- --ignored` runs it).
    #[test]
    #[ignore = "the lock tests' child process"]
    fn lock_holder_child() {
        let Some(dir) = std::env::var_os("NONET_TEST_LOCK_DIR") else {
            return;
        };
        let dirs = Dirs {
            data: dir.into(),
            config: None,
        };
        let Claim::Held(_lock) = claim_session(&dirs, std::process::id()).unwrap() else {
            panic!("the child could not take the lock");
        };
        println!("holding");
        std::thread::sleep(std::time::Duration::from_secs(120));
    }

    #[test]
    fn a_live_holder_keeps_the_session_and_a_killed_one_frees_it() {
        use std::io::BufRead;
        let d = crate::tui::theme::tests::tempdir("lock-child");
        let dirs = Dirs {
            data: d.clone(),
            config: None,
        };
        let mut child = std::process::Command::new(std::env::current_exe().unwrap())
            .args([
                "--exact",
                "tui::store::tests::lock_holder_child",
                "--ignored",
                "--nocapture",
                "--test-threads=1",
            ])
            .env("NONET_TEST_LOCK_DIR", &d)
            .stdout(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let mut out = std::io::BufReader::new(child.stdout.take().unwrap());
        let mut line = String::new();
        while !line.contains("holding") {
            line.clear();
            assert_ne!(out.read_line(&mut line).unwrap(), 0, "the child ended");
        }
        let me = std::process::id();
        assert!(
            matches!(claim_session(&dirs, me).unwrap(), Claim::InUse(p) if p == child.id()),
            "a live holder keeps the session"
        );
        assert!(!session_free(&dirs));
        assert!(pid_alive(child.id()));
        child.kill().unwrap();
        child.wait().unwrap();
        assert!(!pid_alive(child.id()), "the killed child is gone");
        assert!(
            session_free(&dirs),
            "the kernel dropped the dead holder's lock"
        );
        assert!(matches!(claim_session(&dirs, me).unwrap(), Claim::Held(_)));
        let _ = std::fs::remove_dir_all(d);
    }

    #[test]
    fn a_lock_file_removed_or_replaced_is_no_longer_ours() {
        let d = crate::tui::theme::tests::tempdir("lock-swap");
        let dirs = Dirs {
            data: d.clone(),
            config: None,
        };
        let Claim::Held(lock) = claim_session(&dirs, std::process::id()).unwrap() else {
            panic!("a fresh folder's lock is free");
        };
        assert_eq!(check_lock(Some(&lock), &dirs), Ok(()));
        // Someone removes the lock file: a second instance would create and lock a new one.
        std::fs::remove_file(dirs.lock()).unwrap();
        let e = check_lock(Some(&lock), &dirs).unwrap_err();
        assert!(e.contains("session.lock was removed or replaced"), "{e}");
        std::fs::write(dirs.lock(), "4242\n").unwrap();
        assert!(
            check_lock(Some(&lock), &dirs).is_err(),
            "a new file is not ours"
        );
        // Without a lock (none could be taken), nothing to check.
        assert_eq!(check_lock(None, &dirs), Ok(()));
        let _ = std::fs::remove_dir_all(d);
    }

    /// Whether `holds` comes true within a few seconds. Another test of this process may
    /// spawn a child while this one holds the lock: between its fork and its exec the
    /// child shares the lock's open file, so the lock is freed only when the child execs
    /// (the file is close-on-exec). Under a heavy load that took long enough to fail
    /// this test once; a lock that is never freed still fails it.
    fn once_forks_have_exec(mut holds: impl FnMut() -> bool) -> bool {
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
        while !holds() {
            if std::time::Instant::now() > deadline {
                return false;
            }
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        true
    }

    #[test]
    fn the_session_lock_is_held_once_whatever_pid_the_file_names() {
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
        assert!(
            once_forks_have_exec(|| session_free(&dirs)),
            "dropping the lock frees the session"
        );
        // A file naming a running process (this one, or a pid reused after a crash) that
        // holds no lock is no lock: without /proc it used to keep the session forever.
        for left in [
            format!("{me}\n"),
            "1\n".into(),
            "4294967295\n".into(),
            "not a pid".into(),
        ] {
            std::fs::write(dirs.lock(), &left).unwrap();
            let mut claim = None;
            once_forks_have_exec(|| {
                claim = Some(claim_session(&dirs, me).unwrap());
                matches!(claim, Some(Claim::Held(_)))
            });
            assert!(matches!(claim, Some(Claim::Held(_))), "{left:?}");
            assert_eq!(read_lock_pid(&dirs.lock()), Some(me));
        }
        assert!(!pid_alive(0) && !pid_alive(4294967295));
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
}
