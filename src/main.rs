//! `nonet`: the sudoku workbench. Subcommands are the CLI (`cli::args` defines them); no
//! subcommand opens the TUI. The two faces share `error` and `settings` and import each
//! other nowhere: this is the one place that knows both.

mod cli;
mod error;
mod print;
mod settings;
mod tui;

use clap::FromArgMatches;
use cli::args::Cli;
use std::process::ExitCode;

fn main() -> ExitCode {
    // A completion script asking for candidates (`NONET_COMPLETE=bash`): answered, exits.
    cli::completions::answer_callback();
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    // One command definition serves the check and the parse.
    let (cmd, escaping) = error::clap_command(cli::docs::command(), &args);
    if let Some(message) = cli::args::unknown_command(&cmd, &args) {
        cli::note(format_args!("nonet: {message}"));
        return ExitCode::from(2);
    }
    // clap's errors quote the arguments: printed here, escaped when they need it.
    let matches = match cmd.try_get_matches_from(args) {
        Ok(matches) => matches,
        Err(e) => return ExitCode::from(error::clap_error(&e, escaping) as u8),
    };
    let cli = match Cli::from_arg_matches(&matches) {
        Ok(cli) => cli,
        Err(e) => return ExitCode::from(error::clap_error(&e, escaping) as u8),
    };
    // The options go before or after the command; the TUI's own go with none.
    let quiet_after = cli::args::quiet_after(&matches);
    if let Some(name) = matches.subcommand_name() {
        if let Some(message) = cli::args::tui_option_with_command(&cli, name) {
            cli::note(format_args!("nonet: {message}"));
            return ExitCode::from(2);
        }
    }
    let ran = match cli.command {
        // The themes' colours are the TUI's: this command is its face's.
        Some(cli::args::Command::Themes) => {
            tui::theme::list::run(&cli::args::candidates::theme_names())
        }
        Some(command) => cli::run(command, cli.quiet || quiet_after),
        None => tui::run(tui::TuiOptions {
            file: cli.file,
            theme: cli.theme,
            new_game: cli.new,
        })
        .map(|()| 0),
    };
    match ran {
        Ok(status) => ExitCode::from(status as u8),
        Err(e) => {
            cli::note(format_args!("nonet: {e}"));
            ExitCode::from(e.status as u8)
        }
    }
}
