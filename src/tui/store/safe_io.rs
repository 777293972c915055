//! Reading and writing files without the ways a disk or a file system can hurt: only
//! regular files are read (a FIFO or a device would block the event loop or never end),
//! never more than a limit, and writes are atomic and durable, keep the file's mode and go
//! through a symlink to its target, if the link was there when nonet first met the file.

use std::fs::{File, OpenOptions};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard, PoisonError};

/// The most a session, config, theme, statistics or lock file may hold. Real ones are
/// a few kilobytes; this leaves room for years of notes while a stray huge file is
/// refused before it takes gigabytes of memory to parse.
pub const SETTINGS_LIMIT: u64 = 4 * 1024 * 1024;

/// The most a puzzle file opened in the TUI, or a paste, may hold: about 200,000 puzzles
/// of one line each, more than a list can usefully show.
pub const PUZZLE_LIMIT: u64 = 16 * 1024 * 1024;

/// "4 MiB", "16 MiB": how a limit is named in messages.
pub fn limit_name(limit: u64) -> String {
    if limit >= 1024 * 1024 && limit.is_multiple_of(1024 * 1024) {
        format!("{} MiB", limit / (1024 * 1024))
    } else {
        format!("{limit} bytes")
    }
}

/// The error for text over `limit`, naming what it is.
pub fn too_large(what: &str, limit: u64) -> String {
    format!(
        "{what}: larger than the {} limit; nonet does not read it",
        limit_name(limit)
    )
}

/// What a file is when it is not a regular file, for the refusal.
fn kind_name(meta: &std::fs::Metadata) -> &'static str {
    let kind = meta.file_type();
    if kind.is_dir() {
        return "a directory";
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if kind.is_fifo() {
            return "a FIFO (named pipe)";
        }
        if kind.is_char_device() || kind.is_block_device() {
            return "a device";
        }
        if kind.is_socket() {
            return "a socket";
        }
    }
    "not a regular file"
}

fn not_regular(path: &Path, meta: &std::fs::Metadata) -> io::Error {
    io::Error::new(
        io::ErrorKind::InvalidInput,
        format!(
            "{}: is {}, not a regular file; nonet reads only regular files",
            path.display(),
            kind_name(meta)
        ),
    )
}

/// Opens `path` for reading if it is a regular file. The type is checked before the
/// open (opening a FIFO waits for a writer) and again on the open file, which is opened
/// non-blocking on unix: a FIFO put in its place between the two cannot block either.
fn open_regular(path: &Path) -> io::Result<File> {
    let meta = std::fs::metadata(path)?;
    if !meta.is_file() {
        return Err(not_regular(path, &meta));
    }
    let mut options = OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK);
    }
    let file = options.open(path)?;
    let meta = file.metadata()?;
    if !meta.is_file() {
        return Err(not_regular(path, &meta));
    }
    Ok(file)
}

/// The bytes of the regular file at `path`, at most `limit` of them. `Ok(None)` when there
/// is no such file; every other problem is an error naming the file (and the limit, when
/// the file is over it). The read is bounded, so a file that grows while it is read, or
/// claims a wrong size, cannot take more than `limit + 1` bytes of memory.
pub fn read_bounded(path: &Path, limit: u64) -> Result<Option<Vec<u8>>, String> {
    let name = path.display();
    let mut file = match open_regular(path) {
        Ok(file) => file,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(e) if e.kind() == io::ErrorKind::InvalidInput => return Err(e.to_string()),
        Err(e) => return Err(format!("{name}: cannot read: {e}")),
    };
    let known = file.metadata().map(|m| m.len()).unwrap_or(0);
    if known > limit {
        return Err(too_large(&name.to_string(), limit));
    }
    let mut bytes = Vec::with_capacity(known as usize);
    (&mut file)
        .take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("{name}: cannot read: {e}"))?;
    if bytes.len() as u64 > limit {
        return Err(too_large(&name.to_string(), limit));
    }
    Ok(Some(bytes))
}

/// The text of the regular file at `path` (see [`read_bounded`]); `Ok(None)` when there
/// is none. Bytes that are not UTF-8 are an error naming the file, line and column.
pub fn read_text(path: &Path, limit: u64) -> Result<Option<String>, String> {
    let Some(bytes) = read_bounded(path, limit)? else {
        return Ok(None);
    };
    let name = path.display().to_string();
    nonet_core::format::decode(&bytes, &name)
        .map(|text| Some(text.to_string()))
        .map_err(|e| e.to_string())
}

/// [`read_text`] for a file that must be there: a missing one is an error naming it.
pub fn read_existing_text(path: &Path, limit: u64) -> Result<String, String> {
    read_text(path, limit)?.ok_or_else(|| format!("{}: no such file", path.display()))
}

/// What each path nonet writes was when nonet first met it: the symlink's own text when
/// it was a link (the user's, written through), None when it was a file or nothing. A
/// link that appears later (someone else's, swapped in while nonet runs) is refused.
static FIRST_SEEN: Mutex<Vec<(PathBuf, Option<PathBuf>)>> = Mutex::new(Vec::new());

fn first_seen() -> MutexGuard<'static, Vec<(PathBuf, Option<PathBuf>)>> {
    FIRST_SEEN.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Notes what `path` is now (a symlink and where it points, or not a link), unless it was
/// noted before: the session and statistics at the start, any other file when it is first
/// written. Later writes follow only the link found then.
pub fn remember(path: &Path) -> Option<PathBuf> {
    let mut seen = first_seen();
    if let Some((_, link)) = seen.iter().find(|(p, _)| p == path) {
        return link.clone();
    }
    let link = std::fs::symlink_metadata(path)
        .ok()
        .filter(|m| m.file_type().is_symlink())
        .and_then(|_| std::fs::read_link(path).ok());
    seen.push((path.to_path_buf(), link.clone()));
    link
}

/// Where a write to `path` lands: through a symlink that was there when nonet first met
/// the path (so that saving keeps the user's link instead of replacing it with a file), to
/// the file it points at (or would create). A symlink put in its place since, or one
/// changed to point elsewhere, is not followed: the write is refused, naming it, so that
/// nobody can redirect a save onto another file while nonet runs.
fn write_target(path: &Path) -> io::Result<PathBuf> {
    let known = remember(path);
    let now = std::fs::symlink_metadata(path)
        .ok()
        .filter(|m| m.file_type().is_symlink())
        .map(|_| std::fs::read_link(path))
        .transpose()?;
    match (&now, &known) {
        (None, _) => return Ok(path.to_path_buf()),
        (Some(now), Some(known)) if now == known => {}
        (Some(now), _) => {
            return Err(io::Error::other(format!(
                "{} is now a symlink (to {}) that was not there when nonet started; \
                 nonet does not write through it (remove it to save again)",
                path.display(),
                now.display()
            )))
        }
    }
    let mut target = path.to_path_buf();
    // A bound on the chain, as the kernel has (40): a loop of links ends here.
    for _ in 0..40 {
        match std::fs::read_link(&target) {
            Ok(next) => {
                target = match target.parent() {
                    Some(dir) => dir.join(next),
                    None => next,
                }
            }
            Err(_) => break,
        }
    }
    Ok(target)
}

/// The temporary file a write to `target` goes through: `NAME.tmpPID` beside it (the pid
/// tells [`remove_stale_temps`] whether its writer still runs).
pub fn temp_path(target: &Path) -> PathBuf {
    target.with_extension(format!("tmp{}", std::process::id()))
}

/// Removes a temporary file unless it was renamed into place: every failure (a failed
/// write on a full disk, a failed sync or rename) leaves no temp file behind.
struct TempFile {
    path: PathBuf,
    kept: bool,
}

impl Drop for TempFile {
    fn drop(&mut self) {
        if !self.kept {
            let _ = std::fs::remove_file(&self.path);
        }
    }
}

/// Writes `text` to `path` atomically and durably (see [`write_atomic_with`]).
pub fn write_atomic(path: &Path, text: &str) -> io::Result<()> {
    write_atomic_with(path, |file| file.write_all(text.as_bytes()))
}

/// Writes to `path` atomically: `fill` writes a temporary file in the same folder, which
/// is synced to the disk and renamed over the target, and then the folder is synced, so
/// that after a crash or a power cut the file is either the old one or the new one, and
/// the new one stays once this returns. A symlink is written through to its target, and
/// an existing file keeps its permissions (a session kept at mode 600 stays 600). A
/// symlink that was not there when nonet first met the path is refused ([`write_target`]).
pub fn write_atomic_with(
    path: &Path,
    fill: impl FnOnce(&mut File) -> io::Result<()>,
) -> io::Result<()> {
    let target = write_target(path)?;
    let dir = target
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .map(Path::to_path_buf);
    if let Some(dir) = &dir {
        std::fs::create_dir_all(dir)?;
    }
    let mut temp = TempFile {
        path: temp_path(&target),
        kept: false,
    };
    // Created new (O_EXCL): a symlink put at the temporary name is not followed. A stale
    // one of this pid (a pid reused after a crash) goes first.
    let _ = std::fs::remove_file(&temp.path);
    let mut file = OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&temp.path)?;
    if let Ok(meta) = std::fs::metadata(&target) {
        file.set_permissions(meta.permissions())?;
    }
    fill(&mut file)?;
    file.sync_all()?;
    drop(file);
    std::fs::rename(&temp.path, &target)?;
    temp.kept = true;
    sync_dir(dir.as_deref().unwrap_or(Path::new(".")))
}

/// Syncs a folder, so that a rename in it survives a power cut. Where folders cannot be
/// opened (not unix) there is nothing to do.
fn sync_dir(dir: &Path) -> io::Result<()> {
    #[cfg(unix)]
    File::open(dir)?.sync_all()?;
    #[cfg(not(unix))]
    let _ = dir;
    Ok(())
}

/// The pid in a temporary file's name (`session.tmp1234` → 1234), if it is one.
fn temp_pid(name: &str) -> Option<u32> {
    let (_, ext) = name.rsplit_once('.')?;
    let digits = ext.strip_prefix("tmp")?;
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// Removes the temporary files (`NAME.tmpPID`) in `dir` whose writer is gone: left by a
/// `kill -9` or a crash in the middle of a save. Those of a running process (this one,
/// another instance saving now) are left alone. Returns the files removed.
pub fn remove_stale_temps(dir: &Path, alive: impl Fn(u32) -> bool) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    entries
        .flatten()
        .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
        .filter_map(|e| {
            let pid = temp_pid(e.file_name().to_str()?)?;
            (!alive(pid)).then(|| e.path())
        })
        .filter(|path| std::fs::remove_file(path).is_ok())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::theme::tests::tempdir;

    fn only_entries(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    #[cfg(unix)]
    #[test]
    fn a_fifo_or_a_device_is_refused_without_blocking() {
        let d = tempdir("safe-fifo");
        let fifo = d.join("fifo.toml");
        let c = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
        assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
        // No writer ever opens it: a blocking open or read would hang the test.
        let e = read_bounded(&fifo, SETTINGS_LIMIT).unwrap_err();
        assert!(e.contains("fifo.toml") && e.contains("FIFO"), "{e}");
        let e = read_bounded(Path::new("/dev/zero"), SETTINGS_LIMIT).unwrap_err();
        assert!(e.contains("/dev/zero: is a device"), "{e}");
        let e = read_bounded(&d, SETTINGS_LIMIT).unwrap_err();
        assert!(e.contains("is a directory"), "{e}");
        let _ = std::fs::remove_dir_all(d);
    }

    #[test]
    fn a_file_over_the_limit_is_refused_naming_it_and_the_limit() {
        let d = tempdir("safe-limit");
        let big = d.join("big.toml");
        std::fs::write(&big, vec![b'#'; 2 * 1024 * 1024 + 1]).unwrap();
        let e = read_bounded(&big, 2 * 1024 * 1024).unwrap_err();
        assert!(e.contains("big.toml") && e.contains("2 MiB limit"), "{e}");
        let fits = read_bounded(&big, 2 * 1024 * 1024 + 1).unwrap().unwrap();
        assert_eq!(fits.len(), 2 * 1024 * 1024 + 1);
        assert_eq!(read_bounded(&d.join("none"), 10).unwrap(), None);
        let _ = std::fs::remove_dir_all(d);
    }

    #[test]
    fn bad_bytes_are_an_error_naming_the_file() {
        let d = tempdir("safe-utf8");
        let p = d.join("session.toml");
        std::fs::write(&p, b"a = 1\n\xff\n").unwrap();
        let e = read_text(&p, SETTINGS_LIMIT).unwrap_err();
        assert!(e.contains("session.toml:2:1: not UTF-8"), "{e}");
        let _ = std::fs::remove_dir_all(d);
    }

    #[test]
    fn a_failed_write_leaves_no_temp_file_and_the_old_file_whole() {
        let d = tempdir("safe-enospc");
        let p = d.join("s.toml");
        write_atomic(&p, "old").unwrap();
        // The disk fills up halfway through the write (ENOSPC, as `write` reports it).
        let e = write_atomic_with(&p, |file| {
            file.write_all(b"half of the ")?;
            Err(io::Error::from_raw_os_error(28))
        })
        .unwrap_err();
        assert_eq!(e.raw_os_error(), Some(28));
        assert_eq!(only_entries(&d), ["s.toml"], "no temp file is left");
        assert_eq!(std::fs::read_to_string(&p).unwrap(), "old");
        let _ = std::fs::remove_dir_all(d);
    }

    #[cfg(unix)]
    #[test]
    fn a_write_goes_through_a_symlink_and_keeps_the_mode() {
        use std::os::unix::fs::PermissionsExt;
        let d = tempdir("safe-link");
        let real = d.join("real").join("session.toml");
        std::fs::create_dir_all(real.parent().unwrap()).unwrap();
        std::fs::write(&real, "old").unwrap();
        std::fs::set_permissions(&real, std::fs::Permissions::from_mode(0o600)).unwrap();
        let link = d.join("session.toml");
        std::os::unix::fs::symlink("real/session.toml", &link).unwrap();
        write_atomic(&link, "new").unwrap();
        assert!(std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink());
        assert_eq!(std::fs::read_to_string(&real).unwrap(), "new");
        let mode = std::fs::metadata(&real).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o600);
        assert_eq!(only_entries(real.parent().unwrap()), ["session.toml"]);
        let _ = std::fs::remove_dir_all(d);
    }

    #[cfg(unix)]
    #[test]
    fn a_symlink_swapped_in_after_the_start_is_not_written_through() {
        let d = tempdir("safe-swap");
        let session = d.join("session.toml");
        let victim = d.join("victim.txt");
        std::fs::write(&session, "old session").unwrap();
        std::fs::write(&victim, "someone else's file").unwrap();
        remember(&session);
        write_atomic(&session, "saved once").unwrap();
        // While nonet runs, someone replaces the session with a link to their target.
        std::fs::remove_file(&session).unwrap();
        std::os::unix::fs::symlink(&victim, &session).unwrap();
        let e = write_atomic(&session, "the next autosave").unwrap_err();
        assert!(
            e.to_string().contains("session.toml is now a symlink"),
            "{e}"
        );
        assert_eq!(
            std::fs::read_to_string(&victim).unwrap(),
            "someone else's file"
        );
        assert!(std::fs::symlink_metadata(&session).unwrap().is_symlink());
        // A link at the temporary name is not followed either.
        std::fs::remove_file(&session).unwrap();
        std::os::unix::fs::symlink(&victim, temp_path(&session)).unwrap();
        write_atomic(&session, "saved again").unwrap();
        assert_eq!(std::fs::read_to_string(&session).unwrap(), "saved again");
        assert_eq!(
            std::fs::read_to_string(&victim).unwrap(),
            "someone else's file"
        );
        let _ = std::fs::remove_dir_all(d);
    }

    #[test]
    fn stale_temp_files_go_and_live_ones_stay() {
        let d = tempdir("safe-stale");
        for name in [
            "session.tmp4294967295",
            "session.tmp77",
            "x.tmp",
            "x.tmpabc",
            "s.toml",
        ] {
            std::fs::write(d.join(name), "x").unwrap();
        }
        let removed = remove_stale_temps(&d, |pid| pid == 77);
        assert_eq!(removed, [d.join("session.tmp4294967295")]);
        assert_eq!(
            only_entries(&d),
            ["s.toml", "session.tmp77", "x.tmp", "x.tmpabc"]
        );
        let _ = std::fs::remove_dir_all(d);
    }
}
