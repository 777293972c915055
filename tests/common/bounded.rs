//! Running `nonet` with a deadline: for the robustness tests, where a hang is the failure
//! being looked for and must end the test instead of stalling the suite.

use std::io::Read;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

/// How a bounded run ended.
pub struct Ended {
    /// None: killed at the deadline (a hang).
    pub status: Option<ExitStatus>,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
}

impl Ended {
    /// A short description for assertion messages.
    pub fn describe(&self) -> String {
        format!(
            "status {:?}, stderr: {}",
            self.status,
            String::from_utf8_lossy(&self.stderr[..self.stderr.len().min(2000)])
        )
    }
}

/// Waits for `child` until `deadline` has passed since `start`, killing it then.
pub fn wait_until(child: &mut Child, start: Instant, deadline: Duration) -> Option<ExitStatus> {
    loop {
        if let Some(status) = child.try_wait().expect("wait") {
            return Some(status);
        }
        if start.elapsed() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            return None;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Runs `nonet ARGS` (with `env` set and `stdin` as standard input), killing it after
/// `deadline`; both outputs are read on their own threads so a full pipe never stalls it.
pub fn run(
    args: &[&std::ffi::OsStr],
    env: &[(&str, &str)],
    stdin: &[u8],
    deadline: Duration,
) -> Ended {
    let mut command = Command::new(env!("CARGO_BIN_EXE_nonet"));
    command
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (k, v) in env {
        command.env(k, v);
    }
    let start = Instant::now();
    let mut child = command.spawn().expect("nonet runs");
    let mut input = child.stdin.take().unwrap();
    let bytes = stdin.to_vec();
    let writer = std::thread::spawn(move || {
        use std::io::Write;
        let _ = input.write_all(&bytes);
    });
    let mut out = child.stdout.take().unwrap();
    let mut err = child.stderr.take().unwrap();
    let out = std::thread::spawn(move || {
        let mut v = Vec::new();
        let _ = out.read_to_end(&mut v);
        v
    });
    let err = std::thread::spawn(move || {
        let mut v = Vec::new();
        let _ = err.read_to_end(&mut v);
        v
    });
    let status = wait_until(&mut child, start, deadline);
    let _ = writer.join();
    Ended {
        status,
        stdout: out.join().unwrap(),
        stderr: err.join().unwrap(),
    }
}
