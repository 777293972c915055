//! `nonet completions SHELL`: the completion script for a shell.
//!
//! For bash, zsh, fish, PowerShell and elvish the script is clap_complete's dynamic one:
//! on each Tab the shell runs `nonet` again with `NONET_COMPLETE=SHELL` and the words
//! typed, and nonet answers from its command definition ([`answer_callback`]). So the
//! values come from the program at the time of the Tab: the formats and levels as the
//! library lists them, and after `--theme` the built-in themes and the `NAME.toml` files
//! the user's theme folder holds *now* (`args::candidates`), not when the script was
//! written; after `--only` and `--without` the techniques. A static script (clap_complete's `generate`) could only hold the themes of
//! the day it was made.
//!
//! nushell has no dynamic script in clap_complete: `clap_complete_nushell` writes static
//! `extern` definitions, with the themes found when the script is written and the
//! techniques.

use super::args::candidates::{technique_word, theme_names};
use super::args::values::Shell;
use super::args::CompletionsArgs;
use super::{docs, emit_bytes, CliResult};
use clap_complete::env::{Bash, Elvish, EnvCompleter, Fish, Powershell, Zsh};
use nonet_core::strategy::Technique;

/// The variable a script sets when it runs nonet for candidates. Not clap's default
/// `COMPLETE`, which a user's environment may hold for something else.
pub const CALLBACK_VAR: &str = "NONET_COMPLETE";

/// `nonet completions SHELL`.
pub fn completions(args: &CompletionsArgs) -> CliResult {
    let mut script = Vec::new();
    let written = match args.shell {
        Shell::Nushell => {
            nushell(&mut script);
            Ok(())
        }
        Shell::Bash => register(&Bash, &mut script),
        Shell::Zsh => register(&Zsh, &mut script),
        Shell::Fish => register(&Fish, &mut script),
        Shell::Powershell => register(&Powershell, &mut script),
        Shell::Elvish => register(&Elvish, &mut script),
    };
    written.map_err(|e| super::CliError::output(format!("cannot write the script: {e}")))?;
    emit_bytes(&mut std::io::stdout().lock(), &script)?;
    Ok(0)
}

/// The dynamic script for `shell`: it completes `nonet` by running this program as it
/// was started (a path with a folder made absolute, so `./target/release/nonet
/// completions bash` completes with that build; a bare `nonet` is looked up on PATH).
fn register(shell: &dyn EnvCompleter, out: &mut Vec<u8>) -> std::io::Result<()> {
    let started_as = std::env::args_os()
        .next()
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| "nonet".into());
    let program = if started_as.components().count() > 1 {
        std::env::current_dir()
            .map(|d| d.join(&started_as))
            .unwrap_or(started_as)
    } else {
        started_as
    };
    shell.write_registration(
        CALLBACK_VAR,
        "nonet",
        "nonet",
        &program.to_string_lossy(),
        out,
    )
}

/// nushell's static script, `--theme` offering the themes there are now and `--only`
/// and `--without` the techniques.
fn nushell(out: &mut Vec<u8>) {
    let names: Vec<String> = theme_names().into_iter().map(|(name, _)| name).collect();
    let mut cmd = docs::command().mut_arg("theme", |arg| {
        arg.value_parser(clap::builder::PossibleValuesParser::new(names))
    });
    let techniques: Vec<String> = Technique::ALL.into_iter().map(technique_word).collect();
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect();
    for name in names {
        cmd = cmd.mut_subcommand(&name, |mut sub| {
            for id in ["only", "without"] {
                if sub.get_arguments().any(|a| a.get_id() == id) {
                    sub = sub.mut_arg(id, |arg| {
                        let values = clap::builder::PossibleValuesParser::new(&techniques);
                        arg.value_parser(values)
                    });
                }
            }
            sub
        });
    }
    clap_complete::generate(clap_complete_nushell::Nushell, &mut cmd, "nonet", out);
}

/// Answers a script's call (`NONET_COMPLETE=bash nonet -- nonet --theme ''`) with the
/// candidates and exits; returns at once when the variable is not set.
pub fn answer_callback() {
    clap_complete::CompleteEnv::with_factory(docs::command)
        .var(CALLBACK_VAR)
        .complete();
}
