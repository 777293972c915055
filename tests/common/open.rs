//! Runs of `nonet` that the streaming tests watch: the first line written while standard
//! input is still open, and a run under a heap limit.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

/// The first line `nonet ARGS` writes while `input` has been written to its standard
/// input and the pipe is still open, or None if none came in two minutes (a build that
/// reads everything before answering; the timeout only keeps it from hanging the run).
/// Then standard input is closed and the run must succeed.
pub fn first_line_while_open(args: &[&str], input: &str, dir: &std::path::Path) -> Option<String> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_nonet"))
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("nonet runs");
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(input.as_bytes()).unwrap();
    stdin.flush().unwrap();
    let stdout = child.stdout.take().unwrap();
    let (tx, rx) = mpsc::channel();
    let reader = std::thread::spawn(move || {
        let mut lines = BufReader::new(stdout).lines();
        let _ = tx.send(lines.next().map(Result::unwrap));
        lines.count()
    });
    let first = rx.recv_timeout(Duration::from_secs(120)).ok().flatten();
    drop(stdin);
    reader.join().unwrap();
    assert!(child.wait().unwrap().success(), "{args:?}");
    first
}

/// Runs `nonet ARGS` in `dir` with its heap limited to `mib` MiB (RLIMIT_DATA: an
/// allocation past it fails, and the run aborts); whether it succeeded. A limit rather
/// than a measure: a child's peak RSS (wait4's) counts the test process it was forked
/// from, which tests running beside it make large.
#[cfg(target_os = "linux")]
pub fn succeeds_within(args: &[&str], dir: &std::path::Path, mib: u64) -> bool {
    use std::os::unix::process::CommandExt;
    let mut command = Command::new(env!("CARGO_BIN_EXE_nonet"));
    command
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    let limit = libc::rlimit {
        rlim_cur: mib << 20,
        rlim_max: mib << 20,
    };
    // SAFETY: setrlimit is async-signal-safe, as code between fork and exec must be.
    unsafe {
        command.pre_exec(move || match libc::setrlimit(libc::RLIMIT_DATA, &limit) {
            0 => Ok(()),
            _ => Err(std::io::Error::last_os_error()),
        });
    }
    command.status().expect("nonet runs").success()
}
