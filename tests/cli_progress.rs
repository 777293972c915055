//! The progress bar of long CLI work: on a terminal's stderr (a pty, through `script`)
//! a run past half a second of each command that has one shows it, with done/total for a
//! file and its name escaped; a quick run shows nothing; `--quiet` hides it; and stderr
//! that is not a terminal never gets a byte of it.
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
/// EASY's solution with four cells open: every command is done with it in milliseconds.
const NEARLY_SOLVED: &str =
    ".173698256.215894795872431682543716979158.43234691275828964357157329168416487529.\n";
/// Two givens: counting its solutions up to a million takes about half a second of an
/// optimized build.
const NEARLY_EMPTY: &str =
    "1...............................................................................2\n";

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

/// The `N/M puzzles` of a bar in what the terminal was sent: (done, total).
fn done_of_total(shown: &str) -> Option<(u64, u64)> {
    let before = &shown[..shown.rfind(" puzzles · ")?];
    let figures = before.rsplit(' ').next()?.replace(',', "");
    let (done, total) = figures.split_once('/')?;
    Some((done.parse().ok()?, total.parse().ok()?))
}

#[test]
fn each_long_command_over_a_file_shows_a_bar_with_its_total() {
    let scratch = Scratch::new("progress-each");
    // Inputs that take seconds on one thread of an optimized build (more on a loaded
    // machine, which only makes the bar surer): the bar is due at half a second, and the
    // run is stopped once it is seen.
    scratch.file("many-hard.txt", HARD.repeat(100_000).as_bytes());
    scratch.file("hard.txt", HARD.repeat(200).as_bytes());
    scratch.file("nearly-empty.txt", NEARLY_EMPTY.repeat(40).as_bytes());
    let runs = [
        (
            "solve --threads 1 many-hard.txt",
            Some("many-hard.txt"),
            100_000,
        ),
        ("solve --logic --threads 1 hard.txt", Some("hard.txt"), 200),
        (
            "count --limit 1000000 --threads 1 nearly-empty.txt",
            Some("nearly-empty.txt"),
            40,
        ),
        ("hint --every hard.txt", Some("hard.txt"), 200),
        ("generate --count 900 --level hard --threads 1", None, 900),
    ];
    for (command, file, total) in runs {
        let script = format!("\"$NONET\" {command} > answers.txt");
        let Some(pty) = Pty::run(&scratch.0, &script) else {
            return;
        };
        let shown = pty.wait_for(" puzzles · ");
        let (done, shown_total) =
            done_of_total(&shown).unwrap_or_else(|| panic!("{command}: no N/M in {shown:?}"));
        // A streamed file's total is estimated from the bytes read: near, not exact.
        let near = shown_total.abs_diff(total) * 100 <= total;
        assert!(
            near && done < total,
            "{command}: {done}/{shown_total} of {total}"
        );
        if let Some(file) = file {
            assert!(shown.contains(file), "{command}: the file named: {shown:?}");
        }
        drop(pty);
    }
}

#[test]
fn a_quick_run_on_a_terminal_shows_no_bar() {
    let scratch = Scratch::new("progress-quick");
    scratch.file("one.txt", NEARLY_SOLVED.as_bytes());
    // Each is done in milliseconds, well before the bar's half second: the terminal,
    // which gets only stderr, is sent nothing at all.
    let commands = [
        "rate one.txt",
        "solve one.txt",
        "solve --logic one.txt",
        "count one.txt",
        "hint --every one.txt",
        "generate --count 2 --seed 1",
    ];
    for command in commands {
        let script = format!("\"$NONET\" {command} > answers.txt");
        let Some(pty) = Pty::run(&scratch.0, &script) else {
            return;
        };
        let shown = pty.finish();
        assert_eq!(shown, "", "{command}: a quick run on a terminal");
        let answers = std::fs::read_to_string(scratch.0.join("answers.txt")).unwrap();
        assert!(!answers.is_empty(), "{command} answered");
    }
}
