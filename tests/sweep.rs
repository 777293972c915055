//! Issue 43 item 8: a sweep of every command over malformed and huge inputs and hostile
//! arguments. Each run fails the test on a panic (status 101), an abort or any other
//! death by a signal, a hang past 10 s, or a control character in what it writes to the
//! terminal (stdout or stderr: a file's escape sequence would act on it). Deterministic
//! (the random inputs come from fixed seeds) and about a minute in a debug build; it runs
//! in `.ci/run` with the rest of `cargo test`.

mod common;

use common::bounded::{run, Ended};
use nonet_core::rng::Rng;
use std::ffi::{OsStr, OsString};
use std::time::Duration;

const DEADLINE: Duration = Duration::from_secs(10);

/// The hostile inputs: (name, bytes). Huge ones are cheap to refuse or to read (comments,
/// a line over the limit, one bad line early), so that the sweep stays short.
fn inputs() -> Vec<(&'static str, Vec<u8>)> {
    let puzzle = common::puzzle_lines(1);
    let mut rng = Rng::new(43);
    let random: Vec<u8> = (0..64 << 10).map(|_| rng.below(256) as u8).collect();
    let alphabet = b" .0123456789\n,#|+-=[]{}\"abcxyz:\t\r";
    let printable: Vec<u8> = (0..64 << 10)
        .map(|_| alphabet[rng.below(alphabet.len() as u64) as usize])
        .collect();
    let escapes = "\x1b[2J\x1b]0;pwned\x07\u{9b}31m\u{202e}\r";
    vec![
        ("empty", Vec::new()),
        ("nul", vec![0; 4096]),
        ("random", random),
        ("printable", printable),
        (
            "bad-utf8",
            [b"\xff\xfe\xc3(".as_slice(), puzzle.as_bytes()].concat(),
        ),
        (
            "escapes",
            format!("{escapes}\n# {escapes}\n{escapes}{puzzle}").into_bytes(),
        ),
        ("long-line", vec![b'1'; 3 << 20]),
        (
            "comments-5mb",
            "# a comment line, again and again\n"
                .repeat(150_000)
                .into_bytes(),
        ),
        (
            // `q` is no cell: the first line is the mistake (an `x` would be a blank).
            "bad-lines-5mb",
            format!("{}q\n", &puzzle[..80]).repeat(60_000).into_bytes(),
        ),
        ("walls-huge-count", b"99999999999999999999999\n".to_vec()),
        (
            "walls-count-too-big",
            format!("4000000\n{}", "0 ".repeat(81)).into_bytes(),
        ),
        (
            "native-unknown-keys",
            format!(
                "format = \"nonet\"\nversion = 1\n{}",
                (0..60_000)
                    .map(|i| format!("k{i} = 1\n"))
                    .collect::<String>()
            )
            .into_bytes(),
        ),
        (
            "native-deep",
            format!("format = \"nonet\"\nx = {}", "[".repeat(100_000)).into_bytes(),
        ),
        (
            "native-escapes",
            format!("format = \"nonet\"\nversion = 1\nname = \"{escapes}\"\ngivens = 5\n")
                .into_bytes(),
        ),
        (
            "csv-wide",
            format!("{}\n{}\n", "puzzle,".repeat(100_000), "x,".repeat(100_000)).into_bytes(),
        ),
        (
            "euler-escapes",
            format!("Grid {escapes}\n{}", "000000000\n".repeat(9)).into_bytes(),
        ),
        (
            "jigsaw-bad",
            format!("{}\n{}\n", &puzzle[..81], "A".repeat(81)).into_bytes(),
        ),
        ("valid", puzzle.into_bytes()),
    ]
}

/// Why a run is a failure, if it is: a hang, a death by a signal, a panic, or a control
/// character written to the terminal.
fn failure(ended: &Ended, binary_stdout: bool) -> Option<String> {
    let Some(status) = ended.status else {
        return Some(format!("still running after {DEADLINE:?}"));
    };
    if status.code().is_none() {
        return Some(format!("killed by a signal ({status:?})"));
    }
    if status.code() == Some(101) {
        return Some("panicked (status 101)".into());
    }
    let outputs: &[(&str, &[u8])] = if binary_stdout {
        &[("stderr", &ended.stderr)]
    } else {
        &[("stdout", &ended.stdout), ("stderr", &ended.stderr)]
    };
    for (name, bytes) in outputs {
        let text = String::from_utf8_lossy(bytes);
        if let Some(c) = text.chars().find(|&c| {
            (c.is_control() && c != '\n' && c != '\t') || ('\u{202a}'..='\u{202e}').contains(&c)
        }) {
            return Some(format!("{c:?} on {name}"));
        }
    }
    None
}

/// Runs each argument list, failing with every failure found.
fn sweep(runs: Vec<(Vec<OsString>, Vec<u8>)>) {
    let mut failures = Vec::new();
    for (args, stdin) in runs {
        let refs: Vec<&OsStr> = args.iter().map(OsString::as_os_str).collect();
        let ended = run(&refs, &[("NO_COLOR", "1")], &stdin, DEADLINE);
        let binary = args.iter().any(|a| a == "pdf");
        if let Some(why) = failure(&ended, binary) {
            failures.push(format!(
                "nonet {}: {why}; {}",
                shown(&args),
                ended.describe().escape_debug()
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

fn shown(args: &[OsString]) -> String {
    let parts: Vec<String> = args
        .iter()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    parts.join(" ")
}

/// Every input as a file (named after it) and on standard input, for the commands in
/// `commands` (each an argument list before the file).
fn sweep_inputs(tag: &str, commands: &[&[&str]]) {
    let scratch = common::Scratch::new(&format!("sweep-{tag}"));
    let mut runs = Vec::new();
    for (name, bytes) in inputs() {
        let path = scratch.file(name, &bytes);
        for command in commands {
            let mut args: Vec<OsString> = command.iter().map(OsString::from).collect();
            args.push(path.clone().into());
            runs.push((args, Vec::new()));
            let mut args: Vec<OsString> = command.iter().map(OsString::from).collect();
            args.push("-".into());
            runs.push((args, bytes.clone()));
        }
    }
    sweep(runs);
}

#[test]
fn solve_count_and_rate_survive_every_input() {
    sweep_inputs(
        "solve",
        &[
            &["solve"],
            &["solve", "--logic"],
            &["count"],
            &["rate"],
            &["solve", "--from", "walls"],
        ],
    );
}

#[test]
fn hint_and_target_survive_every_input() {
    sweep_inputs(
        "hint",
        &[
            &["hint"],
            &["hint", "--every", "--json"],
            &["target"],
            &["target", "--from", "native"],
        ],
    );
}

#[test]
fn convert_print_and_judge_survive_every_input() {
    sweep_inputs(
        "convert",
        &[
            &["convert", "--to", "native"],
            &["convert", "--to", "walls"],
            &["print", "--to", "svg", "--sheet"],
            &["judge", "hdu4069"],
            &["judge", "noip2009"],
            &["judge", "euler96"],
            &["judge", "poj3074"],
            &["bench", "--min-secs", "0"],
        ],
    );
}

#[test]
fn hostile_arguments_are_refused_or_done() {
    let scratch = common::Scratch::new("sweep-args");
    let puzzle = scratch.file("p.txt", common::puzzle_lines(2).as_bytes());
    let escapes = scratch.file("we\x1b[2Jird\u{202e}.txt", b"\x1b[31m\n");
    let huge = "18446744073709551615";
    let runs: Vec<Vec<&str>> = vec![
        vec!["count", "--limit", huge, &puzzle],
        vec!["count", "--limit", "99999999999999999999999", &puzzle],
        vec!["solve", "--threads", huge, &puzzle],
        vec!["solve", "--limit", "0", &puzzle],
        vec!["rate", "--threads", "4294967297", &puzzle],
        vec!["generate", "--count", huge, "--to", "native"],
        vec!["generate", "--count", "0"],
        vec!["generate", "--clues", huge],
        vec!["generate", "--layout", &escapes],
        vec!["generate", "--seed", "-1"],
        vec!["target", "--entries", "\x1b[2J", &puzzle],
        vec!["target", "--weights", &escapes, &puzzle],
        vec!["hint", "--svg", "-", "--every", &puzzle],
        vec!["print", "--to", "pdf", "-o", "/dev/full", &puzzle],
        vec!["solve", &escapes],
        vec!["solve", "no\x1b]0;such\x07file"],
        vec!["solve", "/dev/zero"],
        vec!["solve", "/"],
        vec!["techniques", "--only", "\x1b[2J"],
        vec!["hint", "--without", "\u{9b}2J", &puzzle],
        vec!["judge", "\x1b[2J"],
        vec!["\x1b[2J"],
        vec!["completions", "\x1b[2J"],
    ];
    sweep(
        runs.into_iter()
            .map(|args| (args.into_iter().map(OsString::from).collect(), Vec::new()))
            .collect(),
    );
    drop(scratch);
}
