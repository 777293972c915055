//! Large batches: the streaming commands as the unit of GNU parallel (the README's
//! "Large batches" recipe). Input split into blocks at line ends and run by several
//! `nonet` processes, output kept in block order (`-k`), gives the same bytes as one run.
//!
//! Without GNU parallel the test is skipped with a note, except under CI (`CI` set),
//! where it fails: `.ci/run` installs it.

mod common;

use common::{require, solved_line, Scratch};
use std::process::Command;

/// `n` puzzles that differ in their solutions (the digits relabelled by a permutation
/// that changes with the index) and in their clues (from 30 to 59 cells blanked), so
/// that answers out of order cannot go unseen; every 500th is blank (many solutions:
/// `- - - # …` from rate, a note from solve).
fn varied_puzzles(n: usize) -> String {
    let solved = solved_line();
    let mut text = String::with_capacity(n * 82);
    for i in 0..n {
        if i % 500 == 499 {
            text.push_str(&".".repeat(81));
            text.push('\n');
            continue;
        }
        // The i-th permutation of the digits (factorial number system, mod 9!).
        let mut digits: Vec<char> = "123456789".chars().collect();
        let mut code = i % 362_880;
        let mut relabel = Vec::with_capacity(9);
        for base in (1..=9).rev() {
            relabel.push(digits.remove(code % base));
            code /= base;
        }
        let mut cells: Vec<char> = solved
            .chars()
            .map(|c| relabel[c.to_digit(10).unwrap() as usize - 1])
            .collect();
        // 7 is prime to 81: these blanks are distinct cells.
        for k in 0..30 + i % 30 {
            cells[(i * 13 + k * 7) % 81] = '.';
        }
        text.extend(cells);
        text.push('\n');
    }
    text
}

/// The standard output of `sh -c SCRIPT`, which must succeed or fail only with the
/// exit statuses `allowed`.
fn shell(script: &str, allowed: &[i32]) -> Vec<u8> {
    let out = Command::new("sh")
        .arg("-c")
        .arg(script)
        .env("NONET", env!("CARGO_BIN_EXE_nonet"))
        .output()
        .expect("sh runs");
    let status = out.status.code().expect("exited");
    assert!(
        allowed.contains(&status),
        "{script}: exit status {status}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

/// A scratch folder for a split-run test, or None without GNU parallel (the test is
/// skipped with a note; under CI it fails instead).
fn split_run_scratch(tag: &str) -> Option<Scratch> {
    require(
        "parallel",
        "--version",
        "GNU parallel",
        "the split-run test",
    )
    .then(|| Scratch::new(tag))
}

#[test]
fn a_run_split_by_gnu_parallel_writes_the_bytes_of_a_single_run() {
    let Some(scratch) = split_run_scratch("batches") else {
        return;
    };
    let input = varied_puzzles(10_000);
    let file = scratch.file("puzzles.txt", input.as_bytes());
    for command in ["rate --threads 1", "solve --threads 1", "count --threads 1"] {
        // One run: status 1, as the blank puzzles have several solutions.
        let single = shell(&format!("\"$NONET\" {command} '{file}'"), &[1]);
        // Blocks of about 100 kB (eight or nine), each a whole number of lines, run two
        // at a time; each job (each block has a blank puzzle) fails with status 1, and
        // parallel's status is the count of failed jobs.
        let split = shell(
            &format!(
                "parallel --will-cite --pipe -k --block 100k -j 2 \"$NONET\" {command} < '{file}'"
            ),
            &(1..=20).collect::<Vec<i32>>(),
        );
        assert_eq!(
            single.iter().filter(|&&b| b == b'\n').count(),
            10_000,
            "{command}: one line a puzzle"
        );
        assert!(
            single == split,
            "{command}: the split run's output differs from the single run's"
        );
    }
}

#[test]
fn the_varied_puzzles_differ_in_their_answers() {
    // What makes the round trip above able to fail: answers out of order differ.
    let lines: Vec<String> = varied_puzzles(1000)
        .lines()
        .filter(|l| l.contains(|c: char| c.is_ascii_digit()))
        .map(String::from)
        .collect();
    assert_eq!(lines.len(), 998, "two blank puzzles in 1,000");
    let distinct: std::collections::HashSet<&String> = lines.iter().collect();
    assert_eq!(distinct.len(), lines.len());
    let solved = shell(
        &format!(
            "printf '%s\\n' {} | \"$NONET\" solve --threads 1",
            lines[..3].join(" ")
        ),
        &[0],
    );
    let solved = String::from_utf8(solved).unwrap();
    let answers: std::collections::HashSet<&str> = solved.lines().collect();
    assert_eq!(answers.len(), 3, "{solved}");
}

/// A Kaggle-style CSV (`quizzes,solutions` header, a puzzle and its solution a row) of
/// the varied puzzles that have one solution, solved by nonet.
fn kaggle_csv(n: usize) -> String {
    let puzzles: Vec<String> = varied_puzzles(n)
        .lines()
        .filter(|l| l.contains(|c: char| c.is_ascii_digit()))
        .map(String::from)
        .collect();
    let scratch = Scratch::new("kaggle");
    let file = scratch.file("p.txt", (puzzles.join("\n") + "\n").as_bytes());
    let solved = shell(&format!("\"$NONET\" solve --to line '{file}'"), &[0, 1]);
    let solved = String::from_utf8(solved).unwrap();
    let mut csv = String::from("quizzes,solutions\n");
    for (puzzle, solution) in puzzles.iter().zip(solved.lines()) {
        if !solution.contains('#') {
            csv.push_str(&format!("{},{solution}\n", puzzle.replace('.', "0")));
        }
    }
    csv
}

#[test]
fn a_csv_with_a_header_and_a_file_by_part_split_as_the_readme_says() {
    let Some(scratch) = split_run_scratch("batches-csv") else {
        return;
    };
    let csv = kaggle_csv(3_000);
    let rows = csv.lines().count() - 1;
    // About half the varied puzzles have one solution.
    assert!(rows > 1_000, "{rows} rows");
    let file = scratch.file("kaggle.csv", csv.as_bytes());
    let single = shell(&format!("\"$NONET\" rate --threads 1 '{file}'"), &[0]);
    assert_eq!(single.iter().filter(|&&b| b == b'\n').count(), rows);
    // Without --header 1 every block but the first is a CSV without its header, which
    // nonet refuses (it reads a CSV's columns by their names): the README says so.
    let headless = Command::new("sh")
        .arg("-c")
        .arg(format!(
            "parallel --will-cite --pipe -k --block 50k \"$NONET\" rate --threads 1 < '{file}'"
        ))
        .env("NONET", env!("CARGO_BIN_EXE_nonet"))
        .output()
        .unwrap();
    assert_ne!(headless.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&headless.stderr).contains("no header line"));
    // --header 1 repeats the header line at the head of every block: the single run's
    // bytes, from a pipe (--pipe) and from the file read by parts (--pipepart -a).
    for split in [
        format!("parallel --will-cite --pipe --header 1 -k --block 50k -j 2 \"$NONET\" rate --threads 1 < '{file}'"),
        format!("parallel --will-cite --pipepart -a '{file}' --header 1 -k --block 50k -j 2 \"$NONET\" rate --threads 1"),
    ] {
        let out = shell(&split, &[0]);
        assert!(out == single, "{split}: differs from the single run");
    }
    // A line file by parts, as the README's recipe for a file on disk.
    let lines = scratch.file("puzzles.txt", varied_puzzles(3_000).as_bytes());
    let single = shell(&format!("\"$NONET\" count --threads 1 '{lines}'"), &[1]);
    let split = shell(
        &format!("parallel --will-cite --pipepart -a '{lines}' -k --block 50k -j 2 \"$NONET\" count --threads 1"),
        &(1..=20).collect::<Vec<i32>>(),
    );
    assert!(split == single, "--pipepart on a line file");
}

/// Pencil-mark grids (HoDoKu's pm grid, several lines a puzzle, a blank line between
/// two) are split at the blank lines (`--recend '\n\n'`), so every block holds whole
/// grids: the README's recipe for a format of several lines a puzzle.
#[test]
fn pm_grids_split_at_their_blank_lines_give_the_single_runs_bytes() {
    let Some(scratch) = split_run_scratch("batches-pm") else {
        return;
    };
    let lines = scratch.file("puzzles.txt", varied_puzzles(600).as_bytes());
    let grids = shell(&format!("\"$NONET\" convert --to pm '{lines}'"), &[0]);
    let file = scratch.file("puzzles.pm", &grids);
    for command in ["rate --threads 1", "solve --threads 1 --to line"] {
        let single = shell(&format!("\"$NONET\" {command} '{file}'"), &[1]);
        assert_eq!(
            single.iter().filter(|&&b| b == b'\n').count(),
            600,
            "{command}: one line a grid"
        );
        for split in [
            format!("parallel --will-cite --pipepart -a '{file}' --recend '\\n\\n' -k --block 50k -j 2 \"$NONET\" {command}"),
            format!("parallel --will-cite --pipe --recend '\\n\\n' -k --block 50k -j 2 \"$NONET\" {command} < '{file}'"),
        ] {
            let out = shell(&split, &(1..=20).collect::<Vec<i32>>());
            assert!(out == single, "{split}: differs from the single run");
        }
    }
}
