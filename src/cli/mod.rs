//! The command-line face: each subcommand is a thin function over the library. The
//! commands and their options are defined in [`args`]; [`run`] dispatches to them.
//!
//! Exit status: 0 when everything asked for succeeded (every puzzle solved uniquely),
//! 1 when some puzzle has no solution or several, 2 on bad input or usage, 3 when the
//! output could not be written (a full disk). A closed pipe (`nonet solve | head`) is not
//! an error: the command stops writing and ends with the status it had.

pub mod args;
pub mod bench;
pub mod generate;
pub mod hint;
pub mod judge;
pub mod run;

use args::{Cli, Command};
use nonet_core::format::{self, Format, ParseError};
use nonet_core::{Board, Grid, Puzzle};
use std::fmt;
use std::io::Write;

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

    /// The output could not be written (a full disk, a device error): exit status 3.
    pub fn output(message: impl Into<String>) -> CliError {
        CliError {
            status: 3,
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
    let _ = writeln!(std::io::stderr(), "{line}");
}

/// Runs the command line: a subcommand, or the TUI without one.
pub fn run(cli: Cli) -> CliResult {
    let Some(command) = cli.command else {
        crate::tui::run(crate::tui::TuiOptions {
            file: cli.file,
            theme: cli.theme,
        })
        .map_err(CliError::input)?;
        return Ok(0);
    };
    match command {
        Command::Solve(a) => run::solve(&a),
        Command::Count(a) => run::count(&a),
        Command::Target(a) => run::target(&a),
        Command::Convert(a) => run::convert(&a),
        Command::Generate(a) => generate::generate(&a),
        Command::Judge(a) => judge::judge(&a),
        Command::Bench(a) => bench::bench(&a),
        Command::Hint(a) => hint::hint(&a),
        Command::Rate(a) => hint::rate(&a),
        Command::Completions(a) => completions(a.shell),
        Command::Man => man(),
    }
}

/// `nonet completions SHELL`: the completion script, generated from the definition.
fn completions(shell: clap_complete::Shell) -> CliResult {
    use clap::CommandFactory;
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut Cli::command(), "nonet", &mut script);
    emit_bytes(&mut std::io::stdout().lock(), &script)?;
    Ok(0)
}

/// `nonet man`: the manual page in roff, generated from the definition.
fn man() -> CliResult {
    use clap::CommandFactory;
    let mut page = Vec::new();
    clap_mangen::Man::new(Cli::command())
        .render(&mut page)
        .map_err(|e| CliError::output(format!("cannot render the manual page: {e}")))?;
    emit_bytes(&mut std::io::stdout().lock(), &page)?;
    Ok(0)
}

/// Writes `text` to the output, treating a closed pipe (`nonet solve | head`) as the end:
/// false when the reader has gone (a caller with more work to do can stop). Any other
/// failure (a full disk) is an error with exit status 3.
pub fn emit(out: &mut impl Write, text: &str) -> Result<bool, CliError> {
    emit_bytes(out, text.as_bytes())
}

fn emit_bytes(out: &mut impl Write, bytes: &[u8]) -> Result<bool, CliError> {
    match out.write_all(bytes).and_then(|()| out.flush()) {
        Ok(()) => Ok(true),
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(false),
        Err(e) => Err(CliError::output(format!("cannot write output: {e}"))),
    }
}

/// Writes every input's puzzles with their boards (a solution, or as far as it got) and
/// notes, each note also reported on stderr; returns 1 if any puzzle has a note.
/// Consecutive inputs written in the same format make one document, as `convert` writes
/// them (one walls count, one run of Euler grid numbers), so the output reads back.
pub fn write_boards(
    inputs: &[Input],
    to: Option<Format>,
    written: &[Vec<(Board, Option<String>)>],
) -> CliResult {
    let mut status = 0;
    for (input, boards) in inputs.iter().zip(written) {
        for (i, (_, note)) in boards.iter().enumerate() {
            if let Some(why) = note {
                status = 1;
                self::note(format_args!("{}: puzzle {}: {why}", input.source, i + 1));
            }
        }
    }
    let formats: Vec<Format> = inputs.iter().map(|i| to.unwrap_or(i.format)).collect();
    let mut out = std::io::stdout().lock();
    let mut start = 0;
    while start < inputs.len() {
        let fmt = formats[start];
        let end = start + formats[start..].iter().take_while(|&&f| f == fmt).count();
        let items: Vec<format::Item> = (start..end)
            .flat_map(|k| inputs[k].puzzles.iter().zip(&written[k]))
            .map(|(puzzle, (board, note))| format::Item {
                puzzle,
                board,
                note: note.as_deref(),
            })
            .collect();
        if !emit(&mut out, &format::render_items(&items, fmt))? {
            break;
        }
        start = end;
    }
    Ok(status)
}

/// Puzzles read from one input, with the format they were read in.
pub struct Input {
    pub source: String,
    pub format: Format,
    pub puzzles: Vec<Puzzle>,
    /// Each puzzle as a grid: a position's placed digits as entries and its candidates as
    /// pencil marks, a native document's entries and marks, else the givens alone. What
    /// `hint`, `rate` and `solve --logic` start from.
    pub grids: Vec<Grid>,
}

/// Reads every file (`-` or none: standard input), auto-detecting the format unless `from`
/// says otherwise. Any parse error stops everything: partial output from a bad file is
/// worse than none.
pub fn read_inputs(input: &args::InputArgs) -> Result<Vec<Input>, CliError> {
    read_files(&input.files, input.from)
}

/// [`read_inputs`] of `files` in the format `from` (detected when `None`).
pub fn read_files(files: &[String], from: Option<Format>) -> Result<Vec<Input>, CliError> {
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
            let text = format::read_text(path)?;
            let source = format::source_name(path);
            let puzzles = format::parse(&text, from, source)?;
            // parse succeeded, so detection found a format (line is parse's own fallback).
            let fmt = from
                .or_else(|| format::detect(&text))
                .unwrap_or(Format::Line);
            let grids = if fmt.is_position() || fmt == Format::Native {
                format::parse_documents(&text, Some(fmt), source)?
                    .into_iter()
                    .map(|d| d.grid)
                    .collect()
            } else {
                puzzles.iter().cloned().map(Grid::new).collect()
            };
            Ok(Input {
                source: source.to_string(),
                format: fmt,
                puzzles,
                grids,
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
