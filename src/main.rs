//! `nonet`: the sudoku workbench. Subcommands are the CLI (`cli::args` defines them); no
//! subcommand opens the TUI.

mod cli;
mod error;
mod print;
mod tui;

use clap::{CommandFactory, FromArgMatches};
use cli::args::Cli;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    // One command definition serves the check and the parse.
    let (cmd, escaping) = error::clap_command(Cli::command(), &args);
    if let Some(message) = cli::args::unknown_command(&cmd, &args) {
        cli::note(format_args!("nonet: {message}"));
        return ExitCode::from(2);
    }
    // clap's errors quote the arguments: printed here, escaped when they need it.
    let cli = match cmd
        .try_get_matches_from(args)
        .and_then(|matches| Cli::from_arg_matches(&matches))
    {
        Ok(cli) => cli,
        Err(e) => return ExitCode::from(error::clap_error(&e, escaping) as u8),
    };
    match cli::run(cli) {
        Ok(status) => ExitCode::from(status as u8),
        Err(e) => {
            cli::note(format_args!("nonet: {e}"));
            ExitCode::from(e.status as u8)
        }
    }
}
