//! The progress bar of long CLI work: on a terminal's stderr (a pty, through `script`)
//! a run past half a second shows it, with done/total for a file and its name escaped;
//! `--quiet` hides it; and stderr that is not a terminal never gets a byte of it.
//!
//! `script` (util-linux, in every Debian) gives the command a pty; without it the pty
//! tests are skipped with a note, except under CI (`CI` set), where they fail.

mod common;

use common::{require, Scratch};
use std::io::Read;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// magictour top1465 #1: rating it takes forcing nets, a good part of a second.
const HARD: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........\n";
/// Solved by singles and locked candidates.
const EASY: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n";

/// `sh -c SCRIPT` on a pty of its own, everything written to the pty collected. The
/// script finds nonet in `$NONET` and runs in `dir`.
struct Pty {
    child: Child,
    seen: Arc<Mutex<Vec<u8>>>,
}

impl Pty {
    fn run(dir: &std::path::Path, script: &str) -> Option<Pty> {
        if !require(
            "script",
            "--version",
            "script (util-linux)",
            "the progress bar tests",
        ) {
            return None;
        }
        let mut child = Command::new("script")
            .args(["-q", "-e", "-c", script, "/dev/null"])
            .current_dir(dir)
            .env("NONET", env!("CARGO_BIN_EXE_nonet"))
            .env("TERM", "xterm-256color")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("script runs");
        let mut out = child.stdout.take().unwrap();
        let seen = Arc::new(Mutex::new(Vec::new()));
        let sink = seen.clone();
        std::thread::spawn(move || {
            let mut buf = [0; 4096];
            while let Ok(n @ 1..) = out.read(&mut buf) {
                sink.lock().unwrap().extend_from_slice(&buf[..n]);
            }
        });
        Some(Pty { child, seen })
    }

    fn text(&self) -> String {
        String::from_utf8_lossy(&self.seen.lock().unwrap()).into_owned()
    }

    /// Waits (a minute at most) until the pty has shown `what`; the text so far.
    fn wait_for(&self, what: &str) -> String {
        let start = Instant::now();
        loop {
            let text = self.text();
            if text.contains(what) {
                return text;
            }
            assert!(
                start.elapsed() < Duration::from_secs(60),
                "no {what:?} on the terminal; it shows {text:?}"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Waits for the script to end; everything the pty showed.
    fn finish(mut self) -> String {
        let status = self.child.wait().unwrap();
        assert!(status.success(), "{status}: {}", self.text());
        // The reader has the last bytes once the pty is closed.
        std::thread::sleep(Duration::from_millis(100));
        self.text()
    }
}

impl Drop for Pty {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[test]
fn a_long_rate_of_a_file_shows_done_of_total_and_the_file_name_escaped() {
    let scratch = Scratch::new("progress-file");
    // A file name holding OSC 0 (retitle the window), as the bar would show it raw.
    let name = "hard\u{1b}]0;pwned\u{7}.txt";
    scratch.file(name, HARD.repeat(400).as_bytes());
    let script = format!("\"$NONET\" rate --threads 1 '{name}' > rated.txt");
    let Some(pty) = Pty::run(&scratch.0, &script) else {
        return;
    };
    // 400 hard puzzles on one thread: far longer than the bar's half second; the bar is
    // seen, and the run is stopped there.
    let shown = pty.wait_for("/400 puzzles");
    assert!(shown.contains(r"hard\u{1b}]0;pwned\u{7}.txt"), "{shown:?}");
    assert!(
        !shown.contains("\u{1b}]0;pwned"),
        "the name went out raw: {shown:?}"
    );
}

#[test]
fn a_long_run_from_a_pipe_shows_the_count_and_quiet_hides_it() {
    let scratch = Scratch::new("progress-pipe");
    scratch.file("easy.txt", EASY.repeat(3).as_bytes());
    // The input stays open for two seconds: the run lasts past the bar's half second
    // however fast the machine is. The bar is cleared at the end, so the whole of what
    // the terminal was sent is what shows whether it was drawn.
    let run = |quiet: &str| {
        let script = format!("(cat easy.txt; sleep 2) | \"$NONET\" rate {quiet} > rated.txt");
        Pty::run(&scratch.0, &script).map(Pty::finish)
    };
    let Some(shown) = run("") else {
        return;
    };
    assert!(shown.contains("3 puzzles"), "{shown:?}");
    let rated = std::fs::read_to_string(scratch.0.join("rated.txt")).unwrap();
    assert_eq!(rated.lines().count(), 3, "the answers are whole: {rated}");
    let quiet = run("--quiet").unwrap();
    assert_eq!(quiet, "", "--quiet: nothing on the terminal");
}

#[test]
fn stderr_that_is_not_a_terminal_gets_no_bar() {
    let scratch = Scratch::new("progress-none");
    scratch.file("easy.txt", EASY.repeat(5).as_bytes());
    // Each command outlasts the bar's half second (its input stays open a second); its
    // stderr is a pipe, which must stay empty.
    let commands = [
        "rate",
        "solve",
        "solve --logic",
        "count",
        "hint --every",
        "rate --quiet",
    ];
    let runs: Vec<_> = commands
        .iter()
        .map(|command| {
            let script = format!("(cat easy.txt; sleep 1) | \"$NONET\" {command}");
            Command::new("sh")
                .arg("-c")
                .arg(script)
                .current_dir(&scratch.0)
                .env("NONET", env!("CARGO_BIN_EXE_nonet"))
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .expect("sh runs")
        })
        .collect();
    for (command, run) in commands.iter().zip(runs) {
        let out = run.wait_with_output().unwrap();
        assert!(out.status.success(), "{command}: {}", out.status);
        assert!(!out.stdout.is_empty(), "{command} answered");
        assert_eq!(
            String::from_utf8_lossy(&out.stderr),
            "",
            "{command}: stderr is not a terminal"
        );
    }
}
