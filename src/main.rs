//! `nonet`: the sudoku workbench. Subcommands are the CLI; no subcommand opens the TUI.

mod cli;
mod tui;

use clap::{Parser, Subcommand};
use cli::judge::Problem;
use cli::CliResult;
use nonet_core::format::Format;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "nonet",
    version,
    about = "A sudoku workbench: classic and jigsaw puzzles, target scoring, judge modes",
    args_conflicts_with_subcommands = true,
    after_help = "Examples:\n  nonet solve puzzles.txt\n  nonet judge noip2009 < grid.in\n  nonet count --limit 10 jigsaw.txt\n  nonet hint puzzle.txt\n  nonet rate puzzles.txt"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// Without a subcommand: a puzzle file to open in the TUI (native or any text format).
    file: Option<String>,
    /// TUI colour theme: dark, light, high-contrast, solarized, or a user theme.
    #[arg(long, value_name = "NAME")]
    theme: Option<String>,
}

#[derive(Subcommand)]
enum Command {
    /// Solve every puzzle and write the solutions in the input's format.
    #[command(
        after_help = "Examples:\n  nonet solve --threads 2 puzzles.txt > solutions.txt\n  nonet solve --logic puzzles.txt\n\n\
Exit status: 0 when every puzzle has exactly one solution, 1 when some have none or\n\
several (marked in the output and reported on stderr), 2 on bad input."
    )]
    Solve {
        /// Puzzle files; `-` or none reads standard input.
        files: Vec<String>,
        /// Input format: line, grid, euler, walls or jigsaw (default: detected).
        #[arg(long)]
        from: Option<Format>,
        /// Output format: line, grid, euler, walls or jigsaw (default: the input's).
        #[arg(long)]
        to: Option<Format>,
        /// Stop counting at this many solutions; 1 accepts the first solution found.
        #[arg(long, default_value_t = 2, value_parser = at_least_one)]
        limit: usize,
        /// Worker threads (0: all cores; at most one per puzzle). Output stays in input order.
        #[arg(long, default_value_t = 0)]
        threads: usize,
        /// Solve by logical steps only (no search); a stuck puzzle is written as far as
        /// logic got, with a note saying where it stopped.
        #[arg(long)]
        logic: bool,
    },
    /// Count the solutions of every puzzle, up to a limit; one number per line.
    #[command(after_help = "Example:\n  nonet count --limit 100 puzzles.txt")]
    Count {
        files: Vec<String>,
        /// Input format: line, grid, euler, walls or jigsaw (default: detected).
        #[arg(long)]
        from: Option<Format>,
        /// Stop counting at this many solutions.
        #[arg(long, default_value_t = 2, value_parser = at_least_one)]
        limit: usize,
        /// Worker threads (0: all cores; at most one per puzzle).
        #[arg(long, default_value_t = 0)]
        threads: usize,
    },
    /// Maximize the target score Σ weight×digit; one line per puzzle, -1 if unsolvable.
    #[command(
        after_help = "Example:\n  nonet target --show --weights my-weights.txt grid.txt\n\n\
Default weights are the NOIP 2009 rings: 6 on the border up to 10 at the centre.\n\
A weights file holds 9 lines of 9 integers."
    )]
    Target {
        files: Vec<String>,
        /// Input format: line, grid, euler, walls or jigsaw (default: detected).
        #[arg(long)]
        from: Option<Format>,
        /// A 9×9 weight table (9 lines of 9 integers).
        #[arg(long, value_name = "FILE")]
        weights: Option<String>,
        /// Also print the optimal grid, in the input's format.
        #[arg(long)]
        show: bool,
        /// Stream progress lines (nodes, best, bound, elapsed) to stderr.
        #[arg(long)]
        progress: bool,
        /// Worker threads (0: all cores; at most one per puzzle).
        #[arg(long, default_value_t = 0)]
        threads: usize,
    },
    /// Convert puzzles between formats.
    #[command(after_help = "Example:\n  nonet convert --to grid puzzles.txt")]
    Convert {
        files: Vec<String>,
        /// Input format: line, grid, euler, walls or jigsaw (default: detected).
        #[arg(long)]
        from: Option<Format>,
        /// Output format: line, grid, euler, walls or jigsaw.
        #[arg(long)]
        to: Format,
    },
    /// Generate random puzzles with exactly one solution (classic or jigsaw).
    #[command(
        after_help = "Examples:\n  nonet generate --count 10 --seed 7 > puzzles.txt\n  \
nonet generate --jigsaw --count 2500 --to walls > cases.in && nonet judge hdu4069 cases.in\n\n\
Clues are removed one at a time (or in symmetric pairs) in random order while the\n\
solution stays unique; without --clues the puzzles are minimal. The same --seed gives\n\
the same puzzles whatever --threads is."
    )]
    Generate {
        /// How many puzzles.
        #[arg(long, default_value_t = 1)]
        count: usize,
        /// A new random jigsaw layout for every puzzle.
        #[arg(long, conflicts_with = "layout")]
        jigsaw: bool,
        /// Every puzzle on this layout: a region map of 81 labels, any 9 distinct letters or
        /// digits (such as A-I or 1-9); whitespace and `#` comment lines are ignored.
        #[arg(long, value_name = "FILE")]
        layout: Option<String>,
        /// Random seed (default: from the clock).
        #[arg(long)]
        seed: Option<u64>,
        /// Stop removing clues at this many (default: remove while the solution stays unique).
        #[arg(long, value_name = "N")]
        clues: Option<usize>,
        /// Keep the clues symmetric under a 180° rotation.
        #[arg(long)]
        symmetric: bool,
        /// Output format (default: line for classic, jigsaw for jigsaw layouts).
        #[arg(long)]
        to: Option<Format>,
        /// Worker threads (0: all cores; at most one per puzzle).
        #[arg(long, default_value_t = 0)]
        threads: usize,
    },
    /// Reproduce a classic problem's exact input and output.
    #[command(
        after_help = "Example:\n  nonet judge hdu4069 < cases.in\n  nonet judge euler96 p096_sudoku.txt"
    )]
    Judge {
        #[arg(value_enum)]
        problem: Problem,
        /// Input file; `-` or none reads standard input.
        file: Option<String>,
    },
    /// Time a solver over puzzle files (one classic puzzle per line), as peer-bench does.
    #[command(
        after_help = "Example:\n  nonet bench --limit 2 --min-secs 3 ../shared/data/classic/17_clue.txt\n\n\
Prints one line per file: solver, file, limit, puzzles, none, unique, multiple, passes,\n\
best_pass_s, puzzles_per_s. Puzzles are parsed first; only the solve loop is timed, repeated\n\
for at least --min-secs and at least 3 passes; the best pass is reported."
    )]
    Bench {
        #[arg(required = true)]
        files: Vec<String>,
        /// 1: find a solution; 2: also prove it unique.
        #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(1..=2))]
        limit: u8,
        /// auto: what `solve` uses; classic: the 3×3 fast path; generic: the region-generic
        /// engine on the boxes given as jigsaw regions; dlx: dancing links.
        #[arg(long, value_enum, default_value = "auto")]
        engine: cli::bench::EngineArg,
        /// Keep repeating passes until this many seconds have passed.
        #[arg(long, default_value_t = 2.0)]
        min_secs: f64,
    },
    /// The next logical step, named and explained (or the whole logical solution).
    #[command(after_help = "Examples:\n  nonet hint puzzle.txt\n  \
nonet hint --all puzzle.txt\n  nonet hint --json --without x-chain puzzle.txt\n\n\
Output: the technique and why (\"Hidden single: in row 4, 7 fits only r4c6\"), what it\n\
places or removes, the pattern cells with their candidates, and the houses. When no\n\
technique applies, the solver's digit for the open cell with the fewest candidates,\n\
marked \"from search, not logic\". Exit status 1 when a puzzle has no unique solution.")]
    Hint {
        /// Puzzle file; `-` or none reads standard input. Every puzzle in it gets a hint.
        file: Option<String>,
        /// Input format: line, grid, euler, walls or jigsaw (default: detected).
        #[arg(long)]
        from: Option<Format>,
        /// The whole logical solution path, step by step.
        #[arg(long)]
        all: bool,
        /// One JSON object per puzzle (steps with cells, digits, houses, explanation).
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        ladder: cli::hint::LadderArgs,
    },
    /// Rate puzzles: level, score, whether logic alone solves them, hardest technique.
    #[command(
        after_help = "Examples:\n  nonet rate puzzles.txt\n  nonet rate --json --threads 2 a.txt b.txt\n\n\
One line per puzzle: LEVEL SCORE logic|stuck HARDEST, e.g. `hard 1234 logic X-wing`.\n\
The score is the sum of the step scores (HoDoKu style); the level (easy, medium, hard,\n\
expert, extreme) is the higher of the hardest technique's and the score's; a puzzle\n\
logic cannot finish is extreme. Exit status 1 when a puzzle's givens contradict."
    )]
    Rate {
        files: Vec<String>,
        /// Input format: line, grid, euler, walls or jigsaw (default: detected).
        #[arg(long)]
        from: Option<Format>,
        /// One JSON object per puzzle.
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        ladder: cli::hint::LadderArgs,
        /// Worker threads (0: all cores; at most one per puzzle).
        #[arg(long, default_value_t = 0)]
        threads: usize,
    },
}

fn run(cli: Cli) -> CliResult {
    match cli.command {
        None => {
            tui::run(tui::TuiOptions {
                file: cli.file,
                theme: cli.theme,
            })
            .map_err(cli::CliError::input)?;
            Ok(0)
        }
        Some(Command::Solve {
            files,
            from,
            to,
            limit,
            threads,
            logic,
        }) => cli::run::solve(cli::run::SolveArgs {
            files,
            from,
            to,
            limit,
            threads,
            logic,
        }),
        Some(Command::Count {
            files,
            from,
            limit,
            threads,
        }) => cli::run::count(&files, from, limit, threads),
        Some(Command::Target {
            files,
            from,
            weights,
            show,
            progress,
            threads,
        }) => cli::run::target(cli::run::TargetArgs {
            files,
            from,
            weights,
            show,
            progress,
            threads,
        }),
        Some(Command::Convert { files, from, to }) => cli::run::convert(&files, from, to),
        Some(Command::Judge { problem, file }) => cli::judge::judge(problem, file),
        Some(Command::Generate {
            count,
            jigsaw,
            layout,
            seed,
            clues,
            symmetric,
            to,
            threads,
        }) => cli::generate::generate(cli::generate::GenerateArgs {
            count,
            layout: match (jigsaw, layout) {
                (_, Some(path)) => cli::generate::LayoutChoice::File(path),
                (true, None) => cli::generate::LayoutChoice::RandomJigsaw,
                (false, None) => cli::generate::LayoutChoice::Classic,
            },
            seed,
            clues,
            symmetric,
            to,
            threads,
        }),
        Some(Command::Bench {
            files,
            limit,
            engine,
            min_secs,
        }) => cli::bench::bench(&files, limit as usize, engine, min_secs),
        Some(Command::Hint {
            file,
            from,
            all,
            json,
            ladder,
        }) => cli::hint::hint(cli::hint::HintArgs {
            file,
            from,
            all,
            json,
            ladder,
        }),
        Some(Command::Rate {
            files,
            from,
            json,
            ladder,
            threads,
        }) => cli::hint::rate(cli::hint::RateArgs {
            files,
            from,
            json,
            ladder,
            threads,
        }),
    }
}

/// A count that must be at least 1 (`--limit 0` used to act as 1 without a word).
fn at_least_one(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(0) => Err("must be at least 1".to_string()),
        Ok(n) => Ok(n),
        Err(e) => Err(format!("{e} (expected a whole number, at least 1)")),
    }
}

/// A first word that is neither a command nor an existing file, but close to a command
/// (`nonet slove p.txt`), or any unknown word followed by more arguments: clap would say
/// "the subcommand 'p.txt' cannot be used with '[FILE]'", which does not help.
fn unknown_command(cmd: &clap::Command, args: &[std::ffi::OsString]) -> Option<String> {
    let word = args.get(1)?.to_str()?;
    if word.starts_with('-') || std::path::Path::new(word).exists() {
        return None;
    }
    let names: Vec<&str> = cmd.get_subcommands().map(|c| c.get_name()).collect();
    if names.contains(&word) {
        return None;
    }
    let closest = names
        .iter()
        .map(|n| (edit_distance(word, n), *n))
        .min()
        .filter(|&(d, _)| d <= 2);
    match closest {
        Some((_, name)) => Some(format!(
            "no command or file named {word:?}: did you mean `nonet {name}`?"
        )),
        None if args.len() > 2 => Some(format!(
            "no command or file named {word:?}; the commands are {} (`nonet --help`)",
            names.join(", ")
        )),
        None => None, // one word: a file for the TUI, which says if it cannot be read
    }
}

/// Levenshtein distance, for suggesting a command.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diag = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let next = (diag + usize::from(ca != cb))
                .min(row[j] + 1)
                .min(row[j + 1] + 1);
            diag = row[j + 1];
            row[j + 1] = next;
        }
    }
    row[b.len()]
}

fn main() -> ExitCode {
    use clap::{CommandFactory, FromArgMatches};
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    // One command definition serves the check and the parse.
    let cmd = Cli::command();
    if let Some(message) = unknown_command(&cmd, &args) {
        cli::note(format_args!("nonet: {message}"));
        return ExitCode::from(2);
    }
    let cli = Cli::from_arg_matches(&cmd.get_matches_from(args)).unwrap_or_else(|e| e.exit());
    match run(cli) {
        Ok(status) => ExitCode::from(status as u8),
        Err(e) => {
            cli::note(format_args!("nonet: {e}"));
            ExitCode::from(e.status as u8)
        }
    }
}
