//! The command-line face: each subcommand is a thin function over the library.
//!
//! Exit status: 0 when everything asked for succeeded (every puzzle solved uniquely),
//! 1 when some puzzle has no solution or several, 2 on bad input or usage.

pub mod bench;
pub mod generate;
pub mod hint;
pub mod judge;
pub mod run;

use nonet_core::format::{self, Format, ParseError};
use nonet_core::Puzzle;
use std::fmt;
use std::io::IsTerminal;

/// An error that ends the command with an exit status.
#[derive(Debug)]
pub struct CliError {
    pub status: i32,
    pub message: String,
}

impl CliError {
    /// Bad input or usage: exit status 2.
    pub fn input(message: impl Into<String>) -> CliError {
        CliError {
            status: 2,
            message: message.into(),
        }
    }
}

impl From<ParseError> for CliError {
    fn from(e: ParseError) -> Self {
        CliError::input(e.to_string())
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

pub type CliResult = Result<i32, CliError>;

/// Writes one line to stderr. A closed or full stderr (`2>/dev/full`) is not worth failing
/// a command over, and `eprintln!` would panic there.
pub fn note(line: impl fmt::Display) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "{line}");
}

/// What to say before reading `path` when it is standard input and that is a terminal:
/// without it the command waits silently for typing the user does not know is wanted.
pub fn stdin_note(path: &str, stdin_is_terminal: bool) -> Option<&'static str> {
    (path == "-" && stdin_is_terminal)
        .then_some("reading puzzles from standard input… (Ctrl-D ends; name a file to read it)")
}

/// Puzzles read from one input, with the format they were read in.
pub struct Input {
    pub source: String,
    pub format: Format,
    pub puzzles: Vec<Puzzle>,
}

/// Reads every file (`-` or none: standard input), auto-detecting the format unless `from`
/// says otherwise. Any parse error stops everything: partial output from a bad file is
/// worse than none.
pub fn read_inputs(files: &[String], from: Option<Format>) -> Result<Vec<Input>, CliError> {
    let stdin = ["-".to_string()];
    let files = if files.is_empty() { &stdin[..] } else { files };
    if files.iter().filter(|f| *f == "-").count() > 1 {
        // The second read would find it empty and fail after the first was parsed.
        return Err(CliError::input(
            "`-` (standard input) is named more than once; it can be read only once",
        ));
    }
    files
        .iter()
        .map(|path| {
            if let Some(note) = stdin_note(path, std::io::stdin().is_terminal()) {
                self::note(note);
            }
            let text = format::read_text(path)?;
            let source = format::source_name(path);
            let puzzles = format::parse(&text, from, source)?;
            // parse succeeded, so detection found a format (line is parse's own fallback).
            let fmt = from
                .or_else(|| format::detect(&text))
                .unwrap_or(Format::Line);
            Ok(Input {
                source: source.to_string(),
                format: fmt,
                puzzles,
            })
        })
        .collect()
}

/// Checks that `to` can carry every puzzle's layout.
pub fn check_carries(inputs: &[Input], to: Format) -> Result<(), CliError> {
    for input in inputs {
        if let Some((i, _)) = input
            .puzzles
            .iter()
            .enumerate()
            .find(|(_, p)| !to.carries_layout(&p.layout))
        {
            return Err(CliError::input(format!(
                "{}: puzzle {} has a jigsaw layout, which the {to} format cannot carry; use --to jigsaw or --to walls",
                input.source,
                i + 1
            )));
        }
    }
    Ok(())
}

/// More workers than this only cost memory and start-up time: the work is CPU-bound.
const MAX_THREADS: usize = 256;

/// Runs `f` on every item with `threads` workers (0: all cores), keeping input order. A
/// larger request is cut to one worker per item and to [`MAX_THREADS`]: `--threads 100000`
/// used to start that many threads and take minutes over two puzzles.
pub fn par_map<T: Sync, R: Send>(
    items: &[T],
    threads: usize,
    f: impl Fn(&T) -> R + Sync + Send,
) -> Result<Vec<R>, CliError> {
    use rayon::prelude::*;
    let threads = match threads {
        0 => 0,
        n => n.min(items.len()).clamp(1, MAX_THREADS),
    };
    if threads == 1 {
        return Ok(items.iter().map(f).collect());
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .map_err(|e| CliError::input(format!("cannot start {threads} threads: {e}")))?;
    Ok(pool.install(|| items.par_iter().map(f).collect()))
}

#[cfg(test)]
mod stdin_note_tests {
    use super::stdin_note;

    #[test]
    fn a_terminal_on_standard_input_is_told_what_is_read() {
        let note = stdin_note("-", true).expect("a note");
        assert!(note.starts_with("reading puzzles from standard input"));
        assert_eq!(stdin_note("-", false), None, "a pipe needs no note");
        assert_eq!(stdin_note("p.txt", true), None);
    }
}
