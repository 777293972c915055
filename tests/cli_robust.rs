//! Issue 43: no input stalls or crashes the command line. Each test here reproduces one of
//! the failures the second attack run found, run as a user runs the command (a closed
//! pipe, a huge count, a hostile file), with a deadline so a hang fails instead of stalling.

mod common;

use nonet_core::engine::dlx;
use nonet_core::format::{self, Format};
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// `generate --count N | head -1`: the first puzzle comes at once and the command ends
/// when the reader goes, whatever N (the largest used to panic with "capacity overflow" or
/// abort allocating 32 GiB; a million held every puzzle back until all were made).
#[test]
fn generate_streams_any_count_to_a_reader_that_takes_one() {
    for count in [
        "18446744073709551615",
        "9223372036854775807",
        "4294967295",
        "1000000000000000000",
        "1000000",
    ] {
        let start = Instant::now();
        let mut child = Command::new(env!("CARGO_BIN_EXE_nonet"))
            .args(["generate", "--count", count, "--seed", "4"])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("nonet runs");
        let mut first = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut first)
            .unwrap();
        // The pipe is closed here, as `head -1` closes it.
        let status = common::bounded::wait_until(&mut child, start, Duration::from_secs(60));
        let status = status.unwrap_or_else(|| panic!("--count {count}: still running after 60 s"));
        assert_eq!(status.code(), Some(0), "--count {count}: {status:?}");
        let puzzles = format::parse(&first, Some(Format::Line), "first").expect("a puzzle line");
        assert_eq!(puzzles.len(), 1, "--count {count}");
        assert_eq!(dlx::count(&puzzles[0], 2).solutions, 1, "--count {count}");
    }
}

/// `hint --every` (and `--all`, and a plain hint) answers each puzzle as it is read,
/// in input order: with the input still open after three puzzles, the three answers are
/// out. It used to read the whole input and hold every answer until the end (RSS grew
/// with the output: 271 MB for 1,000 puzzles, now a flat 12 MB; see BENCHMARKS.md).
#[test]
fn hint_answers_each_puzzle_before_the_input_ends() {
    use std::io::Write;
    let puzzles = common::puzzle_lines(3);
    for ask in ["--every", "--all", "--json"] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_nonet"))
            .args(["hint", ask, "--from", "line"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("nonet runs");
        let mut stdin = child.stdin.take().unwrap();
        stdin.write_all(puzzles.as_bytes()).unwrap();
        stdin.flush().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                if tx.send(line.unwrap()).is_err() {
                    break;
                }
            }
        });
        let third = match ask {
            "--json" => "\"puzzle\":3",
            _ => "puzzle 3:",
        };
        let deadline = Instant::now() + Duration::from_secs(60);
        let mut seen = Vec::new();
        while !seen.iter().any(|l: &String| l.contains(third)) {
            let left = deadline.saturating_duration_since(Instant::now());
            match rx.recv_timeout(left) {
                Ok(line) => seen.push(line),
                Err(_) => {
                    let _ = child.kill();
                    panic!("hint {ask}: no answer to puzzle 3 while the input is open: {seen:?}");
                }
            }
        }
        // In input order: puzzle 1's answer came first.
        let first = seen
            .iter()
            .position(|l| l.contains("puzzle 1:") || l.contains("\"puzzle\":1"));
        assert_eq!(first, Some(0), "hint {ask}: {seen:?}");
        drop(stdin);
        assert!(child.wait().unwrap().success(), "hint {ask}");
    }
}

/// A file name that is not UTF-8 is a valid Unix name: every command reading puzzle files
/// opens it (they used to refuse it: "invalid UTF-8 was detected in one or more
/// arguments"), and messages show its bad bytes as `\xFF` and its control characters
/// escaped.
#[cfg(unix)]
#[test]
fn file_names_that_are_not_utf8_are_opened_and_shown_escaped() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    let scratch = common::Scratch::new("non-utf8");
    let ok = scratch.0.join(OsStr::from_bytes(b"ok-\xff.txt"));
    std::fs::write(&ok, common::puzzle_lines(2)).unwrap();
    let bad = scratch.0.join(OsStr::from_bytes(b"bad-\xff\x1b[2J.txt"));
    std::fs::write(&bad, "garbage\n").unwrap();
    let deadline = Duration::from_secs(60);
    for command in [
        &["solve"][..],
        &["count"],
        &["rate"],
        &["hint"],
        &["convert", "--to", "values"],
        &["print", "--to", "svg", "--sheet"],
        &["target"],
    ] {
        let mut args: Vec<&OsStr> = command.iter().map(OsStr::new).collect();
        args.push(ok.as_os_str());
        let ended = common::bounded::run(&args, &[], b"", deadline);
        assert_eq!(
            ended.status.and_then(|s| s.code()),
            Some(0),
            "{command:?}: {}",
            ended.describe()
        );
        assert!(!ended.stdout.is_empty(), "{command:?}");
        args.pop();
        args.push(bad.as_os_str());
        let ended = common::bounded::run(&args, &[], b"", deadline);
        assert_eq!(
            ended.status.and_then(|s| s.code()),
            Some(2),
            "{command:?}: {}",
            ended.describe()
        );
        let said = String::from_utf8(ended.stderr).unwrap();
        assert!(
            said.contains("bad-\\xFF\\u{1b}[2J.txt:1:1: "),
            "{command:?}: {said}"
        );
    }
    // The other files a command reads: a judge's input, bench's files, a layout, weights.
    let layout = scratch.0.join(OsStr::from_bytes(b"layout-\xfe.txt"));
    let rows = ["AAABBBCCC", "DDDEEEFFF", "GGGHHHIII"];
    std::fs::write(&layout, rows.map(|r| format!("{r}\n{r}\n{r}\n")).concat()).unwrap();
    let weights = scratch.0.join(OsStr::from_bytes(b"weights-\xfe.txt"));
    std::fs::write(&weights, "1 1 1 1 1 1 1 1 1\n".repeat(9)).unwrap();
    let ok = ok.as_os_str();
    for args in [
        vec![OsStr::new("judge"), OsStr::new("poj3074"), ok],
        vec![
            OsStr::new("bench"),
            OsStr::new("--min-secs"),
            OsStr::new("0"),
            ok,
        ],
        vec![
            OsStr::new("generate"),
            OsStr::new("--layout"),
            layout.as_os_str(),
        ],
        vec![
            OsStr::new("target"),
            OsStr::new("--weights"),
            weights.as_os_str(),
            ok,
        ],
    ] {
        let ended = common::bounded::run(&args, &[], b"", deadline);
        assert_eq!(
            ended.status.and_then(|s| s.code()),
            Some(0),
            "{args:?}: {}",
            ended.describe()
        );
    }
    let missing = scratch.0.join(OsStr::from_bytes(b"none-\xfe.txt"));
    let args = [
        OsStr::new("judge"),
        OsStr::new("poj3074"),
        missing.as_os_str(),
    ];
    let ended = common::bounded::run(&args, &[], b"", deadline);
    let said = String::from_utf8(ended.stderr).unwrap();
    assert!(said.contains("none-\\xFE.txt: no such file"), "{said}");
}
