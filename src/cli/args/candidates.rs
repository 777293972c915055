//! What a shell offers after `--theme`, `--only` and `--without` (see `completions`):
//! the values as the program knows them at the time of the Tab.

use crate::settings::dirs::{Dirs, THEME_DIR};
use crate::settings::themes::BUILTIN;
use clap_complete::engine::CompletionCandidate;
use nonet_core::strategy::Technique;
use std::path::Path;

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
pub fn technique_word(technique: Technique) -> String {
    technique.name().to_lowercase().replace(' ', "-")
}

/// Every theme name with where it comes from: the built-ins, then each `NAME.toml` of
/// the user's theme folder that is not one of them (a user file named like a built-in
/// changes that theme rather than adding one).
pub fn theme_names() -> Vec<(String, &'static str)> {
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
