//! `nonet completions SHELL`: the completion script for a shell.
//!
//! For bash, zsh, fish, PowerShell and elvish the script is clap_complete's dynamic one:
//! on each Tab the shell runs `nonet` again with `NONET_COMPLETE=SHELL` and the words
//! typed, and nonet answers from its command definition ([`answer_callback`]). So the
//! values come from the program at the time of the Tab: the formats and levels as the
//! library lists them, and after `--theme` the built-in themes and the `NAME.toml` files
//! the user's theme folder holds *now* ([`theme_candidates`]), not when the script was
//! written; after `--only` and `--without` the techniques ([`technique_candidates`]). A static script (clap_complete's `generate`) could only hold the themes of
//! the day it was made.
//!
//! nushell has no dynamic script in clap_complete: `clap_complete_nushell` writes static
//! `extern` definitions, with the themes found when the script is written and the
//! techniques.

use super::args::CompletionsArgs;
use super::{docs, emit_bytes, CliResult};
use crate::tui::store::Dirs;
use crate::tui::theme::{BUILTIN, THEME_DIR};
use clap::ValueEnum;
use clap_complete::engine::CompletionCandidate;
use clap_complete::env::{Bash, Elvish, EnvCompleter, Fish, Powershell, Zsh};
use nonet_core::strategy::Technique;
use std::path::Path;

/// The variable a script sets when it runs nonet for candidates. Not clap's default
/// `COMPLETE`, which a user's environment may hold for something else.
pub const CALLBACK_VAR: &str = "NONET_COMPLETE";

/// The shells `nonet completions` writes for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Shell {
    Bash,
    Zsh,
    Fish,
    Powershell,
    Elvish,
    Nushell,
}

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

/// The candidates for `--theme`: the built-in themes, then the user's.
pub fn theme_candidates() -> Vec<CompletionCandidate> {
    theme_names()
        .into_iter()
        .map(|(name, about)| CompletionCandidate::new(name).help(Some(about.into())))
        .collect()
}

/// The candidates for `--only` and `--without`: every technique in the ladder's order,
/// as one word a shell can take (see [`technique_word`]), its name as `nonet techniques`
/// writes it beside.
pub fn technique_candidates() -> Vec<CompletionCandidate> {
    Technique::ALL
        .into_iter()
        .map(|t| CompletionCandidate::new(technique_word(t)).help(Some(t.name().into())))
        .collect()
}

/// A technique's name as one lower-case word, its spaces made hyphens ("Two-string kite"
/// → `two-string-kite`): a shell splits a completion at spaces, and `Technique::from_name`
/// ignores case and punctuation, so the word names the technique.
fn technique_word(technique: Technique) -> String {
    technique.name().to_lowercase().replace(' ', "-")
}

/// Every theme name with where it comes from: the built-ins, then each `NAME.toml` of
/// the user's theme folder that is not one of them (a user file named like a built-in
/// changes that theme rather than adding one).
fn theme_names() -> Vec<(String, &'static str)> {
    let mut names: Vec<(String, &'static str)> = BUILTIN
        .iter()
        .map(|(name, _)| (name.to_string(), "built in"))
        .collect();
    let user_dir = Dirs::from_env()
        .and_then(|d| d.config)
        .map(|c| c.join(THEME_DIR));
    for name in user_dir.map(|d| user_themes(&d)).unwrap_or_default() {
        if !names.iter().any(|(n, _)| *n == name) {
            names.push((name, "your theme"));
        }
    }
    names
}

/// The names of the `NAME.toml` files in `dir`, sorted; none when it cannot be read. A
/// name that would have to be escaped to be shown, or that holds whitespace, is left out:
/// a completion list is written to the terminal and split by the shell.
pub fn user_themes(dir: &Path) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut names: Vec<String> = entries
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "toml") && p.is_file())
        .filter_map(|p| p.file_stem()?.to_str().map(str::to_string))
        .filter(|n| {
            !n.is_empty()
                && !n
                    .chars()
                    .any(|c| c.is_whitespace() || nonet_core::printable::is_unsafe(c))
        })
        .collect();
    names.sort();
    names
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn user_themes_are_the_toml_files_with_names_a_shell_can_take() {
        let dir = std::env::temp_dir().join(format!("nonet-themes-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("folder.toml")).unwrap();
        for name in [
            "mine.toml",
            "a b.toml",
            "esc\u{1b}.toml",
            "notes.txt",
            "zed.toml",
        ] {
            std::fs::write(dir.join(name), "").unwrap();
        }
        assert_eq!(user_themes(&dir), ["mine", "zed"]);
        assert!(user_themes(&dir.join("missing")).is_empty());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
