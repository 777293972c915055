//! `nonet`: the sudoku workbench. Subcommands are the CLI; no subcommand opens the TUI.

mod cli;

use clap::{Parser, Subcommand};
use cli::judge::Problem;
use cli::CliResult;
use nonet::format::Format;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "nonet",
    version,
    about = "A sudoku workbench: classic and jigsaw puzzles, target scoring, judge modes",
    args_conflicts_with_subcommands = true,
    after_help = "Examples:\n  nonet solve puzzles.txt\n  nonet judge noip2009 < grid.in\n  nonet count --limit 10 jigsaw.txt"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Solve every puzzle and write the solutions in the input's format.
    #[command(
        after_help = "Example:\n  nonet solve --threads 2 puzzles.txt > solutions.txt\n\n\
Exit status: 0 when every puzzle has exactly one solution, 1 when some have none or\n\
several (marked in the output and reported on stderr), 2 on bad input."
    )]
    Solve {
        /// Puzzle files; `-` or none reads standard input.
        files: Vec<String>,
        /// Input format (default: detected).
        #[arg(long)]
        from: Option<Format>,
        /// Output format (default: the input's).
        #[arg(long)]
        to: Option<Format>,
        /// Stop counting at this many solutions; 1 accepts the first solution found.
        #[arg(long, default_value_t = 2)]
        limit: usize,
        /// Worker threads (0: all cores). Output stays in input order.
        #[arg(long, default_value_t = 0)]
        threads: usize,
    },
    /// Count the solutions of every puzzle, up to a limit; one number per line.
    #[command(after_help = "Example:\n  nonet count --limit 100 puzzles.txt")]
    Count {
        files: Vec<String>,
        #[arg(long)]
        from: Option<Format>,
        #[arg(long, default_value_t = 2)]
        limit: usize,
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
        #[arg(long, default_value_t = 0)]
        threads: usize,
    },
    /// Convert puzzles between formats.
    #[command(after_help = "Example:\n  nonet convert --to grid puzzles.txt")]
    Convert {
        files: Vec<String>,
        #[arg(long)]
        from: Option<Format>,
        #[arg(long)]
        to: Format,
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
}

fn run(cli: Cli) -> CliResult {
    match cli.command {
        None => {
            use clap::CommandFactory;
            Cli::command()
                .print_help()
                .map_err(|e| cli::CliError::input(e.to_string()))?;
            Ok(2)
        }
        Some(Command::Solve {
            files,
            from,
            to,
            limit,
            threads,
        }) => cli::run::solve(cli::run::SolveArgs {
            files,
            from,
            to,
            limit,
            threads,
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
        Some(Command::Bench {
            files,
            limit,
            engine,
            min_secs,
        }) => cli::bench::bench(&files, limit as usize, engine, min_secs),
    }
}

fn main() -> ExitCode {
    match run(Cli::parse()) {
        Ok(status) => ExitCode::from(status as u8),
        Err(e) => {
            eprintln!("nonet: {e}");
            ExitCode::from(e.status as u8)
        }
    }
}
