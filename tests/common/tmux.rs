//! The one tmux harness of the TUI tests: a session of the real binary in a tmux pane of
//! its own server, with its own scratch folder. It types, reads the screen and the pane's
//! modes, and waits for a condition (polled, with a timeout) rather than a time.
//!
//! [`Tmux::new`] checks for tmux first: without it a test is skipped with a note, except
//! under CI (`CI` set, see [`super::shared::under_ci`]), where it fails rather than pass unseen.
//! `NONET_TEST_TMUX` names the tmux to run (default `tmux` on the `PATH`), so that a
//! missing tmux can be tried: `NONET_TEST_TMUX=/nonexistent CI=true cargo test --test
//! tui_e2e` fails every tmux test.

use super::{require, Scratch};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::{Duration, Instant};

/// The tmux program: `NONET_TEST_TMUX`, else `tmux`.
fn tmux_program() -> String {
    std::env::var("NONET_TEST_TMUX").unwrap_or_else(|_| "tmux".into())
}

/// A tmux server of its own (one socket per test, so tests run side by side) with one
/// session, and the scratch folder the test's files live in (`data/` and `config/` for
/// nonet, anything else the test writes). Dropping it kills the server and removes the
/// folder.
pub struct Tmux {
    pub socket: String,
    pub session: String,
    program: String,
    // Dropped after the server is killed (fields drop after `Drop::drop`).
    scratch: Scratch,
}

impl Tmux {
    /// A server named after the test and this process, so that runs never share one, and
    /// a fresh scratch folder. `None` when tmux is missing (the test returns: skipped
    /// with a note); under CI a missing tmux panics instead.
    pub fn new(test: &str) -> Option<Tmux> {
        let program = tmux_program();
        if !require(&program, "-V", "tmux", "the TUI end-to-end tests") {
            return None;
        }
        Some(Tmux {
            socket: format!("nonet-e2e-{test}-{}", std::process::id()),
            session: "nonet".into(),
            program,
            scratch: Scratch::new(&format!("tui-{test}")),
        })
    }

    /// The test's scratch folder.
    pub fn dir(&self) -> &Path {
        &self.scratch.0
    }

    /// nonet's data directory (`NONET_DATA_DIR`) in the scratch folder.
    pub fn data(&self) -> PathBuf {
        self.dir().join("data")
    }

    /// nonet's config directory (`NONET_CONFIG_DIR`) in the scratch folder.
    pub fn config(&self) -> PathBuf {
        self.dir().join("config")
    }

    /// The command line that runs nonet with its files in the scratch folder, in a
    /// 256-colour terminal; `env` (assignments) comes before it, `args` after.
    pub fn nonet(&self, env: &str, args: &str) -> String {
        format!(
            "env {env} NONET_DATA_DIR='{}' NONET_CONFIG_DIR='{}' TERM=xterm-256color '{}' {args}",
            self.data().display(),
            self.config().display(),
            env!("CARGO_BIN_EXE_nonet")
        )
    }

    pub fn cmd(&self, args: &[&str]) -> Output {
        Command::new(&self.program)
            .arg("-L")
            .arg(&self.socket)
            .args(args)
            .output()
            .expect("tmux runs")
    }

    pub fn start(&self, width: u16, height: u16, command: &str) {
        let out = self.cmd(&[
            "new-session",
            "-d",
            "-s",
            &self.session,
            "-x",
            &width.to_string(),
            "-y",
            &height.to_string(),
            command,
        ]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }

    pub fn keys(&self, keys: &[&str]) {
        for k in keys {
            self.send(&[k]);
            // One key at a time, as a person types.
            std::thread::sleep(Duration::from_millis(60));
        }
    }

    /// One `send-keys` with these arguments: tmux writes them to the pane at once.
    pub fn send(&self, args: &[&str]) {
        let mut all = vec!["send-keys", "-t", &self.session];
        all.extend_from_slice(args);
        let out = self.cmd(&all);
        assert!(
            out.status.success(),
            "send-keys: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }

    pub fn capture(&self) -> String {
        String::from_utf8_lossy(
            &self
                .cmd(&["capture-pane", "-p", "-t", &self.session])
                .stdout,
        )
        .into_owned()
    }

    /// Waits (up to 20 s) until the screen shows `text`; returns the screen.
    pub fn wait_for(&self, text: &str) -> String {
        self.wait_until(&format!("the screen shows {text:?}"), || {
            let screen = self.capture();
            screen.contains(text).then_some(screen)
        })
    }

    /// Polls `check` (up to 20 s) until it gives a value; panics naming `what` and the
    /// last screen if it never does.
    pub fn wait_until<T>(&self, what: &str, mut check: impl FnMut() -> Option<T>) -> T {
        let start = Instant::now();
        loop {
            if let Some(found) = check() {
                return found;
            }
            if start.elapsed() > Duration::from_secs(20) {
                panic!("never: {what}; last screen:\n{}", self.capture());
            }
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    /// A tmux format expanded for the pane, e.g. `#{alternate_on}`.
    pub fn format(&self, format: &str) -> String {
        let out = self.cmd(&["display", "-p", "-t", &self.session, format]);
        String::from_utf8_lossy(&out.stdout).trim().to_string()
    }

    /// The pane's terminal modes as "alternate screen, mouse reporting, cursor shown",
    /// each 0 or 1: "0 0 1" is a terminal given back.
    pub fn modes(&self) -> String {
        self.format("#{alternate_on} #{mouse_any_flag} #{cursor_flag}")
    }

    /// Waits until the pane's modes (see [`Tmux::modes`]) are `expected`.
    pub fn wait_modes(&self, expected: &str) {
        self.wait_until(
            &format!("the pane's modes (alternate, mouse, cursor) are {expected}"),
            || (self.modes() == expected).then_some(()),
        );
    }

    /// The pid of the program the pane's shell started (the shell's only child).
    pub fn child_pid(&self) -> String {
        let shell = self.format("#{pane_pid}");
        self.wait_until(&format!("shell {shell} has a child"), || {
            let out = Command::new("pgrep")
                .args(["-P", &shell])
                .output()
                .unwrap_or_else(|e| panic!("{}", missing_tool("pgrep", &e)));
            let pid = String::from_utf8_lossy(&out.stdout).trim().to_string();
            (!pid.is_empty()).then_some(pid)
        })
    }

    pub fn wait_exit(&self) {
        let start = Instant::now();
        while self
            .cmd(&["has-session", "-t", &self.session])
            .status
            .success()
        {
            assert!(
                start.elapsed() < Duration::from_secs(10),
                "the app did not quit; screen:\n{}",
                self.capture()
            );
            std::thread::sleep(Duration::from_millis(100));
        }
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        let _ = self.cmd(&["kill-server"]);
    }
}

/// What a test says when `program` (of Debian's procps, which `.ci/run` installs) could
/// not be started, rather than a bare "No such file or directory".
fn missing_tool(program: &str, error: &std::io::Error) -> String {
    format!("{program} could not run ({error}): install procps, which provides pgrep and kill")
}

/// Sends `signal` (a name such as "TERM") to `pid`.
pub fn kill(signal: &str, pid: &str) {
    let status = Command::new("kill")
        .args([&format!("-{signal}"), pid])
        .status()
        .unwrap_or_else(|e| panic!("{}", missing_tool("kill", &e)));
    assert!(status.success(), "kill -{signal} {pid}");
}

pub fn wait_file_contains(path: &Path, text: &str) -> String {
    let start = Instant::now();
    loop {
        let s = std::fs::read_to_string(path).unwrap_or_default();
        if s.contains(text) {
            return s;
        }
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "{} never contained {text:?}:\n{s}",
            path.display()
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}
