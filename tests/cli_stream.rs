//! Streaming: `solve` answers while its input is still arriving, stops reading when its
//! reader goes away, writes the same bytes as when it read everything first, and refuses
//! endless input with a clear error.

mod common;

use common::{nonet, Scratch};
use nonet_core::engine;
use nonet_core::format::{self, Format};
use nonet_core::puzzle::board_line;
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

const HARD: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

/// `n` distinct easy puzzles, one per line: the solution of a hard one with 30 cells
/// blanked in a pattern that moves with the index (easy, so a debug build solves
/// thousands quickly).
fn puzzle_lines(n: usize) -> String {
    let hard = &format::parse(HARD, Some(Format::Line), "HARD").expect("a line puzzle")[0];
    let solution = engine::count(hard, 1)
        .first
        .expect("the sample puzzle has a solution");
    let line = board_line(&solution);
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

fn spawn_solve() -> std::process::Child {
    spawn(&["solve", "--threads", "2", "-"])
}

/// `nonet ARGS` with its standard streams piped.
fn spawn(args: &[&str]) -> std::process::Child {
    Command::new(env!("CARGO_BIN_EXE_nonet"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("nonet runs")
}

#[test]
fn the_first_answer_comes_while_the_input_is_still_open() {
    let mut child = spawn_solve();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(puzzle_lines(100).as_bytes()).unwrap();
    stdin.flush().unwrap();
    // Standard input stays open: a command that reads everything before answering
    // writes nothing now. The timeout only keeps such a build from hanging the test run.
    let stdout = child.stdout.take().unwrap();
    let (tx, rx) = mpsc::channel();
    let reader = std::thread::spawn(move || {
        let mut lines = BufReader::new(stdout).lines();
        let first = lines.next().map(Result::unwrap);
        tx.send(first.clone()).unwrap();
        first.into_iter().chain(lines.map(Result::unwrap)).count()
    });
    let first = rx.recv_timeout(Duration::from_secs(120));
    drop(stdin);
    let first = first.expect("an answer before standard input was closed");
    assert_eq!(first.map(|l| l.len()), Some(81));
    assert_eq!(reader.join().unwrap(), 100, "every puzzle answered");
    assert!(child.wait().unwrap().success());
}

/// Item 13 of issue 27: the first answer is written as soon as the first puzzle is done,
/// not after a chunk of 16. With `--from line` nothing waits for more lines: the second
/// puzzle is written only after the first answer has been read, so a command that held
/// the first answer back for a larger chunk would never give it.
#[test]
fn the_first_answer_comes_before_the_second_puzzle_is_written() {
    let commands: [&[&str]; 4] = [&["rate"], &["solve"], &["count"], &["solve", "--logic"]];
    for command in commands {
        let mut child = spawn(&[command, &["--from", "line", "--threads", "2", "-"]].concat());
        let mut stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, rx) = mpsc::channel();
        let reader = std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                tx.send(line.unwrap()).unwrap();
            }
        });
        writeln!(stdin, "{HARD}").unwrap();
        stdin.flush().unwrap();
        // The timeout only keeps a build that waits for more input from hanging the run.
        let first = rx.recv_timeout(Duration::from_secs(120));
        let second = puzzle_lines(1);
        let _ = stdin.write_all(second.as_bytes());
        drop(stdin);
        let first = first.unwrap_or_else(|_| panic!("{command:?}: no answer to the first puzzle"));
        reader.join().unwrap();
        let rest: Vec<String> = rx.iter().collect();
        child.wait().unwrap();
        let alone = nonet(command, format!("{HARD}\n"));
        assert_eq!(
            format!("{first}\n"),
            alone.stdout,
            "{command:?}: the first answer"
        );
        assert_eq!(
            rest.len(),
            1,
            "{command:?}: one answer for the second puzzle: {rest:?}"
        );
    }
}

#[test]
fn a_closed_pipe_stops_the_reading() {
    let mut child = spawn_solve();
    let mut stdin = child.stdin.take().unwrap();
    // 200,000 puzzles: 16 MB, far more than the pipes and one chunk hold.
    let input = puzzle_lines(200_000);
    let total = input.len();
    let writer = std::thread::spawn(move || {
        let mut written = 0;
        for piece in input.as_bytes().chunks(1 << 12) {
            if stdin.write_all(piece).is_err() {
                break;
            }
            written += piece.len();
        }
        written
    });
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut first = String::new();
    stdout.read_line(&mut first).unwrap();
    assert_eq!(first.trim_end().len(), 81, "{first:?}");
    drop(stdout);
    let status = child.wait().unwrap();
    let written = writer.join().unwrap();
    // A closed pipe ends the command quietly with the status it had.
    assert_eq!(status.code(), Some(0));
    assert!(
        written < total,
        "nonet read all {total} bytes after its reader had gone"
    );
}

#[test]
fn streamed_output_is_what_the_whole_input_gives() {
    let lines = puzzle_lines(5000);
    let s = Scratch::new("stream");
    let line_file = s.file("p.txt", lines.as_bytes());
    // The same puzzles in formats read whole (multi-line blocks).
    for to in ["grid", "walls", "euler", "line"] {
        let converted = nonet(&["convert", "--to", to, &line_file], b"");
        assert_eq!(converted.status, 0, "{}", converted.stderr);
        let whole_file = s.file(&format!("p.{to}"), converted.stdout.as_bytes());
        let streamed = nonet(&["solve", "--to", to, &line_file], b"");
        let whole = nonet(&["solve", "--to", to, "--from", to, &whole_file], b"");
        assert_eq!(streamed.status, 0, "{}", streamed.stderr);
        assert_eq!(whole.status, 0, "{}", whole.stderr);
        if to == "euler" {
            // Euler input names its grids, and output keeps the names it read.
            assert_eq!(
                streamed.stdout.lines().count(),
                whole.stdout.lines().count()
            );
            assert!(streamed.stdout.contains("Grid 5000\n"), "numbered on");
        } else {
            assert!(streamed.stdout == whole.stdout, "--to {to} differs");
        }
    }
    let counted = nonet(&["count", &line_file], b"");
    assert_eq!(counted.stdout, "1\n".repeat(5000));
}

#[test]
fn an_error_late_in_a_stream_names_its_line_in_the_whole_input() {
    let mut text = puzzle_lines(3000);
    text.push_str("123?\n");
    let r = nonet(&["count", "-"], text.as_bytes());
    assert_eq!(r.status, 2);
    assert!(r.stderr.contains("<stdin>:3001:4:"), "{}", r.stderr);
}

#[test]
fn endless_input_stops_at_the_limits() {
    // No line ending in sight: stopped at the 1 MiB line limit, said to be binary.
    let r = nonet(&["solve", "/dev/zero"], b"");
    assert_eq!(r.status, 2, "{}", r.stderr);
    assert!(r.stderr.contains("/dev/zero: binary data"), "{}", r.stderr);
    // Text without a line ending: the line limit, naming the line.
    let long = "1".repeat(3 << 20);
    let r = nonet(&["count", "-"], format!("{HARD}\n{long}").as_bytes());
    assert_eq!(r.status, 2, "{}", r.stderr);
    assert!(
        r.stderr
            .contains("<stdin>:2:1: line longer than 1048576 bytes"),
        "{}",
        r.stderr
    );
}
