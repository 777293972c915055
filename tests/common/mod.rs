//! What the binary's integration tests share: the runner that starts `nonet` as a user
//! does, the sample files, scratch directories, the check for a tool a test needs, the
//! tmux harness of the TUI tests (`tmux.rs`), and the shared-data locator (the same file
//! the engine tests of nonet-core use).
//!
//! Each test file uses a part of this module, so unused items are expected.
#![allow(dead_code)]

pub mod bounded;
pub mod open;
#[path = "../../nonet-core/tests/common/shared.rs"]
pub mod shared;
pub mod stuck;
pub mod tmux;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};

/// How a run of `nonet` ended.
pub struct Run {
    pub status: i32,
    pub stdout: String,
    pub stderr: String,
}

/// Runs `nonet ARGS` in `dir` with `stdin` as its standard input.
pub fn nonet_in(dir: &Path, args: &[&str], stdin: impl AsRef<[u8]>) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_nonet"))
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("nonet runs");
    // Written from another thread: a streaming command writes answers while it reads,
    // and would block on a full stdout pipe that nobody reads while stdin is written. A
    // command that fails early may close stdin before reading it all.
    let mut input = child.stdin.take().unwrap();
    let bytes = stdin.as_ref().to_vec();
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(&bytes);
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    Run {
        status: out.status.code().expect("exited, not killed by a signal"),
        stdout: String::from_utf8(out.stdout).unwrap(),
        stderr: String::from_utf8(out.stderr).unwrap(),
    }
}

/// Runs `nonet ARGS` in the project directory with `stdin` as its standard input.
pub fn nonet(args: &[&str], stdin: impl AsRef<[u8]>) -> Run {
    nonet_in(Path::new(env!("CARGO_MANIFEST_DIR")), args, stdin)
}

/// A hard puzzle (Norvig's "hardest"), whose solution [`puzzle_lines`] blanks.
const HARD_LINE: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

/// The solution of [`HARD_LINE`] as a line of 81 digits.
pub fn solved_line() -> String {
    use nonet_core::format::{parse, Format};
    let hard = &parse(HARD_LINE, Some(Format::Line), "HARD_LINE").expect("a line puzzle")[0];
    let solution = nonet_core::engine::count(hard, 1)
        .first
        .expect("the sample puzzle has a solution");
    nonet_core::puzzle::board_line(&solution)
}

/// `n` easy puzzles, one per line: the solution of a hard one with 30 cells blanked in a
/// pattern that moves with the index (easy, so a debug build solves thousands quickly).
pub fn puzzle_lines(n: usize) -> String {
    let line = solved_line();
    (0..n)
        .map(|i| {
            let mut cells: Vec<char> = line.chars().collect();
            for k in 0..30 {
                cells[(i + k * 7) % 81] = '.';
            }
            let mut s: String = cells.into_iter().collect();
            s.push('\n');
            s
        })
        .collect()
}

/// The path of a sample in `assets/samples`.
pub fn sample(name: &str) -> String {
    format!("{}/assets/samples/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// The text of a sample in `assets/samples`.
pub fn read(name: &str) -> String {
    std::fs::read_to_string(sample(name)).unwrap()
}

/// A scratch directory for input files, removed at the end of the test.
pub struct Scratch(pub PathBuf);

impl Scratch {
    pub fn new(tag: &str) -> Scratch {
        // Unique per call: tests run in parallel threads of one process.
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("nonet-cli-{tag}-{}-{n}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        Scratch(dir)
    }

    /// Writes `bytes` to the file `name` in the directory; returns its path.
    pub fn file(&self, name: &str, bytes: &[u8]) -> String {
        let p = self.0.join(name);
        std::fs::write(&p, bytes).unwrap();
        p.to_string_lossy().into_owned()
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Whether the tool `program` runs (`program ARG` works), for the tests that need it
/// (`purpose`). Without it they are skipped with a note, except under CI (`CI` set),
/// where a test that cannot run fails instead of passing unseen.
pub fn require(program: &str, arg: &str, tool: &str, purpose: &str) -> bool {
    let runs = Command::new(program)
        .arg(arg)
        .output()
        .is_ok_and(|out| out.status.success());
    if runs {
        return true;
    }
    if shared::under_ci() {
        panic!(
            "{tool} ({program}) does not run, and CI is set: {purpose} cannot run (install {tool})"
        );
    }
    eprintln!("note: {tool} ({program}) does not run; skipping {purpose}");
    false
}
