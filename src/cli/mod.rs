//! The command-line face: each subcommand is a thin function over the library. The
//! commands and their options are defined in [`args`]; [`run`] dispatches to them, each
//! in a module of its name ([`solve`], [`count`], [`target`], [`convert`], [`generate`],
//! [`judge`], [`bench`], [`hint`], [`rate`], [`print`], [`techniques`], [`completions`],
//! [`config`], [`man`]). The error that ends a command, [`CliError`], is the crate's
//! (`crate::error`), shared with the TUI.
//!
//! Exit status: 0 when everything asked for succeeded (every puzzle solved uniquely),
//! 1 when some puzzle has no solution or several, 2 on bad input or usage, 3 when the
//! output could not be written (a full disk); [`docs`] has each command's table, which its
//! help and manual page show. A closed pipe (`nonet solve | head`) is not
//! an error: the command stops writing (and reading) and ends with the status it had.
//!
//! `solve`, `count`, `rate`, `hint`, `target` and `convert` stream: answers are written
//! in input order as each chunk of input is solved ([`stream`], which also holds the
//! input size limits); `print` reads in chunks too, and draws its output a page at a time.

pub mod args;
pub mod bench;
pub mod completions;
pub mod config;
pub mod convert;
pub mod count;
pub mod docs;
pub mod generate;
pub mod hint;
pub mod judge;
pub mod man;
pub mod print;
pub mod progress;
pub mod rate;
pub mod rate_se;
pub mod solve;
mod stated;
pub mod stream;
pub mod target;
pub mod techniques;

pub use crate::error::{note, CliError};

use args::Command;
use nonet_core::format::{self, Document, Format};
use nonet_core::maximize::Weights;
use nonet_core::{Board, Grid, Puzzle};
use std::io::Write;
use std::path::{Path, PathBuf};

pub type CliResult = Result<i32, CliError>;

/// Runs a subcommand (without one, `main` opens the TUI); `quiet`: no progress bar.
pub fn run(command: Command, quiet: bool) -> CliResult {
    progress::set_quiet(quiet);
    match command {
        Command::Solve(a) => solve::solve(&a),
        Command::Count(a) => count::count(&a),
        Command::Target(a) => target::target(&a),
        Command::Convert(a) => convert::convert(&a),
        Command::Generate(a) => generate::generate(&a),
        Command::Judge(a) => judge::judge(&a),
        Command::Bench(a) => bench::bench(&a),
        Command::Hint(a) => hint::hint(&a),
        Command::Rate(a) if a.scale == args::Scale::Se => rate_se::rate_se(&a),
        Command::Rate(a) => rate::rate(&a),
        Command::Print(a) => print::print(&a),
        Command::Techniques(a) => techniques::techniques(&a),
        Command::Completions(a) => completions::completions(&a),
        Command::Config(a) => config::config(&a),
        Command::Man(a) => man::man(&a),
        // `main` hands it to the TUI's face, which holds the themes' colours.
        Command::Themes => unreachable!("main runs `nonet themes`"),
    }
}

/// Writes `text` to the output, treating a closed pipe (`nonet solve | head`) as the end:
/// false when the reader has gone (a caller with more work to do can stop). Any other
/// failure (a full disk) is an error with exit status 3.
pub fn emit(out: &mut impl Write, text: &str) -> Result<bool, CliError> {
    emit_bytes(out, text.as_bytes())
}

pub fn emit_bytes(out: &mut impl Write, bytes: &[u8]) -> Result<bool, CliError> {
    match progress::suspend_stdout(|| out.write_all(bytes).and_then(|()| out.flush())) {
        Ok(()) => Ok(true),
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(false),
        Err(e) => Err(CliError::output(format!("cannot write output: {e}"))),
    }
}

/// Writes puzzles with their boards (a solution, or as far as it got) and notes, chunk by
/// chunk as they are solved, each note also reported on stderr; the status is 1 if any
/// puzzle has a note. Consecutive inputs written in the same format make one document, as
/// `convert` writes them (one walls count, one run of Euler grid numbers), so the output
/// reads back: walls and euler output is held until its run ends, the count and the
/// numbers being the run's; every other format is written at once.
pub struct BoardWriter {
    out: std::io::StdoutLock<'static>,
    to: Option<Format>,
    check: OutputCheck,
    /// The format of the run being written and how many puzzles it has so far.
    run: Option<(Format, usize)>,
    /// A walls run's blocks, written (their count, which comes first, is known at the
    /// end of the run).
    held: String,
    status: i32,
}

impl BoardWriter {
    pub fn new(to: Option<Format>) -> BoardWriter {
        BoardWriter {
            out: std::io::stdout().lock(),
            to,
            check: OutputCheck::new(to),
            run: None,
            held: String::new(),
            status: 0,
        }
    }

    /// Writes a chunk of `input` whose first puzzle is puzzle `start` of the input: its
    /// boards and notes, one per puzzle. False when the reader has gone.
    pub fn write(
        &mut self,
        input: &Input,
        start: usize,
        boards: &[(Board, Option<String>)],
    ) -> Result<bool, CliError> {
        self.check.check(input, start)?;
        self.check.check_count()?;
        for (i, (_, note)) in boards.iter().enumerate() {
            if let Some(why) = note {
                self.status = 1;
                self::note(format_args!(
                    "{}: puzzle {}: {why}",
                    input.source,
                    start + i + 1
                ));
            }
        }
        let fmt = self.to.unwrap_or(input.format);
        if self.run.is_some_and(|(run, _)| run != fmt) && !self.end_run()? {
            return Ok(false);
        }
        let (_, written) = self.run.get_or_insert((fmt, 0));
        let before = *written;
        let first_of_run = before == 0;
        *written += boards.len();
        let items: Vec<format::Item> = input
            .puzzles
            .iter()
            .zip(boards)
            .map(|(puzzle, (board, note))| format::Item {
                puzzle,
                board,
                note: note.as_deref(),
            })
            .collect();
        if items.is_empty() {
            // A chunk of comments only: nothing to write, not even a csv header.
            return Ok(true);
        }
        if fmt == Format::Walls {
            // A walls count covers the whole run: the blocks are held, as text, until
            // the run ends (a blank line between them, across chunks too).
            let text = format::render_items(&items, fmt);
            let blocks = text.split_once('\n').map_or("", |(_, blocks)| blocks);
            if !self.held.is_empty() {
                self.held.push('\n');
            }
            self.held.push_str(blocks);
            return Ok(true);
        }
        let mut text = if first_of_run {
            format::render_items(&items, fmt)
        } else {
            // No second csv header in the middle of the run; euler numbers on.
            format::render_items_after(&items, fmt, before)
        };
        // The blank line render_items puts between grids, here between chunks.
        if !first_of_run && fmt.blank_line_between() {
            text.insert(0, '\n');
        }
        emit(&mut self.out, &text)
    }

    /// Writes what the run held back; false when the reader has gone.
    fn end_run(&mut self) -> Result<bool, CliError> {
        let Some((_, count)) = self.run.take() else {
            return Ok(true);
        };
        if self.held.is_empty() {
            return Ok(true);
        }
        let held = std::mem::take(&mut self.held);
        emit(&mut self.out, &format!("{count}\n{held}"))
    }

    /// Ends the output; the status: 1 if any puzzle had a note.
    pub fn finish(mut self) -> CliResult {
        self.end_run()?;
        Ok(self.status)
    }
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
    /// A native document's own target weights (`target` uses them unless `--weights`).
    pub weights: Option<Weights>,
    /// Each puzzle as a grid: a position's placed digits as entries and its candidates as
    /// pencil marks, a native document's entries and marks, else the givens alone. What
    /// `hint`, `rate` and `solve --logic` start from.
    pub grids: Vec<Grid>,
    /// The solution the input states for each puzzle (a CSV's solution column), for
    /// `solve` to check its own against; empty when the format states none.
    pub stated: Vec<Option<Board>>,
}

/// The weights of `--weights`, if given.
pub fn weights_given(args: &args::TargetArgs) -> Result<Option<Weights>, CliError> {
    let Some(path) = &args.weights else {
        return Ok(None);
    };
    let text = stream::read_text(path)?;
    let source = stream::path_name(path);
    Ok(Some(
        Weights::parse(&text, &source).map_err(CliError::input)?,
    ))
}

/// The weights for `input`: `--weights`, else a native document's own, else the NOIP rings.
pub fn weights_of(given: &Option<Weights>, input: &Input) -> Weights {
    given
        .clone()
        .or_else(|| input.weights.clone())
        .unwrap_or_else(Weights::rings)
}

/// Reads every file (`-` or none: standard input), auto-detecting the format unless `from`
/// says otherwise. Any parse error stops everything: partial output from a bad file is
/// worse than none.
pub fn read_inputs(input: &args::InputArgs) -> Result<Vec<Input>, CliError> {
    read_files(&input.files, input.from)
}

/// The files to read: `-` (standard input) when none are named. Standard input named
/// twice is refused: the second read would find it empty after the first was parsed.
fn files_or_stdin(files: &[PathBuf]) -> Result<Vec<&Path>, CliError> {
    if files.iter().filter(|f| f.as_os_str() == "-").count() > 1 {
        return Err(CliError::input(
            "`-` (standard input) is named more than once; it can be read only once",
        ));
    }
    Ok(if files.is_empty() {
        vec![Path::new("-")]
    } else {
        files.iter().map(PathBuf::as_path).collect()
    })
}

/// Like [`read_inputs`], keeping each puzzle's whole document (entries, pencil marks,
/// weights) beside it: for outputs that write positions and documents.
pub fn read_documents(input: &args::InputArgs) -> Result<Vec<(Input, Vec<Document>)>, CliError> {
    files_or_stdin(&input.files)?
        .into_iter()
        .map(|path| {
            let text = stream::read_text(path)?;
            let source = &stream::path_name(path);
            let docs = format::parse_documents(&text, input.from, source)?;
            let read = stream::input_of(&text, input.from, source, false)?;
            let read = Input {
                grids: docs.iter().map(|d| d.grid.clone()).collect(),
                weights: None,
                ..read
            };
            Ok((read, docs))
        })
        .collect()
}

/// [`read_inputs`] of `files` in the format `from` (detected when `None`).
pub fn read_files(files: &[PathBuf], from: Option<Format>) -> Result<Vec<Input>, CliError> {
    files_or_stdin(files)?
        .into_iter()
        .map(|path| stream::Chunks::whole(path, from))
        .collect()
}

/// Each puzzle as a grid: a document's (entries and marks) when the text had documents,
/// else the givens alone.
fn grids_of(puzzles: &[Puzzle], docs: Option<Vec<Document>>) -> Vec<Grid> {
    match docs {
        Some(docs) => docs.into_iter().map(|d| d.grid).collect(),
        None => puzzles.iter().cloned().map(Grid::new).collect(),
    }
}

/// Checks that the output format (`to`, or each input's own) can write what it is given:
/// every puzzle's layout, and no more puzzles than one document holds (a native document
/// holds one).
pub fn check_output<'a>(
    inputs: impl IntoIterator<Item = &'a Input>,
    to: Option<Format>,
) -> Result<(), CliError> {
    let mut check = OutputCheck::new(to);
    for input in inputs {
        check.check(input, 0)?;
    }
    check.check_count()
}

/// [`check_output`] chunk by chunk: the count of puzzles for one-puzzle formats runs on
/// across chunks and inputs.
pub struct OutputCheck {
    to: Option<Format>,
    one_per_file: usize,
}

impl OutputCheck {
    pub fn new(to: Option<Format>) -> OutputCheck {
        OutputCheck {
            to,
            one_per_file: 0,
        }
    }

    /// Checks a chunk of `input` whose first puzzle is the input's puzzle `start`.
    pub fn check(&mut self, input: &Input, start: usize) -> Result<(), CliError> {
        let to = self.to.unwrap_or(input.format);
        if let Some((i, _)) = input
            .puzzles
            .iter()
            .enumerate()
            .find(|(_, p)| !to.carries_layout(&p.layout))
        {
            return Err(CliError::input(format!(
                "{}: puzzle {} has a jigsaw layout, which the {to} format cannot carry; use {}",
                input.source,
                start + i + 1,
                generate::jigsaw_formats()
            )));
        }
        if !to.holds_many() {
            self.one_per_file += input.puzzles.len();
        }
        Ok(())
    }

    /// Checks the count of puzzles for a one-puzzle format so far.
    pub fn check_count(&self) -> Result<(), CliError> {
        if self.one_per_file > 1 {
            let to = self.to.unwrap_or(Format::Native);
            return Err(CliError::input(format!(
                "{} puzzles to write in the {to} format, which holds one puzzle per \
                 file; give one puzzle at a time, or choose another --to format",
                self.one_per_file
            )));
        }
        Ok(())
    }
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
    let threads = match threads {
        0 => 0,
        n => n.min(items.len()).max(1),
    };
    Ok(Workers::new(threads)?.map(items, f))
}

/// Worker threads started once and used for every chunk of a stream.
pub struct Workers {
    /// None: one worker, the calling thread.
    pool: Option<rayon::ThreadPool>,
}

impl Workers {
    /// `threads` workers (0: all cores), at most [`MAX_THREADS`].
    pub fn new(threads: usize) -> Result<Workers, CliError> {
        let threads = threads.min(MAX_THREADS);
        if threads == 1 {
            return Ok(Workers { pool: None });
        }
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .map_err(|e| CliError::input(format!("cannot start {threads} threads: {e}")))?;
        Ok(Workers { pool: Some(pool) })
    }

    /// `f` of every item, in order; each counted on the progress bar when there is one.
    pub fn map<T: Sync, R: Send>(&self, items: &[T], f: impl Fn(&T) -> R + Sync + Send) -> Vec<R> {
        match progress::counter() {
            None => self.map_uncounted(items, f),
            Some(bar) => self.map_uncounted(items, |item| {
                let r = f(item);
                bar.inc(1);
                r
            }),
        }
    }

    fn map_uncounted<T: Sync, R: Send>(
        &self,
        items: &[T],
        f: impl Fn(&T) -> R + Sync + Send,
    ) -> Vec<R> {
        use rayon::prelude::*;
        match &self.pool {
            None => items.iter().map(f).collect(),
            Some(pool) => pool.install(|| items.par_iter().map(f).collect()),
        }
    }
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
