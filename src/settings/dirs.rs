//! Where nonet keeps its files: the data folder (the autosaved session, its lock, the
//! named puzzles, the statistics, a copied position) and the config folder (the settings
//! file and the user's themes). `NONET_DATA_DIR` and `NONET_CONFIG_DIR` override the
//! platform's folders. The TUI reads and writes there (`tui::store`); the CLI names the
//! files in its help and manual (`cli::docs`).

use std::path::PathBuf;

pub const SESSION_FILE: &str = "session.toml";
pub const PUZZLE_DIR: &str = "puzzles";
pub const LOCK_FILE: &str = "session.lock";

/// Where the app keeps its files: `NONET_DATA_DIR` / `NONET_CONFIG_DIR` override the
/// platform's directories.
#[derive(Clone, Debug)]
pub struct Dirs {
    pub data: PathBuf,
    pub config: Option<PathBuf>,
}

impl Dirs {
    pub fn from_env() -> Option<Dirs> {
        let project = directories::ProjectDirs::from("", "", "nonet");
        let data = std::env::var_os("NONET_DATA_DIR")
            .map(PathBuf::from)
            .or_else(|| project.as_ref().map(|p| p.data_dir().to_path_buf()))?;
        let config = std::env::var_os("NONET_CONFIG_DIR")
            .map(PathBuf::from)
            .or_else(|| project.as_ref().map(|p| p.config_dir().to_path_buf()));
        Some(Dirs { data, config })
    }

    pub fn session(&self) -> PathBuf {
        self.data.join(SESSION_FILE)
    }

    /// The statistics file: solve times per level.
    pub fn stats(&self) -> PathBuf {
        self.data.join("stats.toml")
    }

    /// The lock file of the session: it holds the pid of the instance that autosaves.
    pub fn lock(&self) -> PathBuf {
        self.data.join(LOCK_FILE)
    }

    pub fn puzzles(&self) -> PathBuf {
        self.data.join(PUZZLE_DIR)
    }

    /// A saved puzzle's path; names are kept to a safe file name.
    pub fn named(&self, name: &str) -> PathBuf {
        self.puzzles().join(format!("{}.toml", safe_name(name)))
    }
}

/// The settings file in the config folder.
pub const CONFIG_FILE: &str = "config.toml";
/// The folder of user themes (`NAME.toml`) in the config folder.
pub const THEME_DIR: &str = "themes";
/// Where a copied position goes when the terminal takes no OSC 52, in the data folder:
/// the pencil-mark grid (`y`) here, the candidates line (`Y`) in [`COPY_LINE_FILE`], so
/// that one copy does not overwrite the other.
pub const COPY_FILE: &str = "copied-position.txt";
pub const COPY_LINE_FILE: &str = "copied-candidates.txt";

/// A puzzle's name as a file name: each character but letters, digits and `-_.` made
/// `_`, leading dots dropped (no `..`, no hidden file), an empty name `untitled`.
pub fn safe_name(name: &str) -> String {
    let s: String = name
        .trim()
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || "-_.".contains(c) {
                c
            } else {
                '_'
            }
        })
        .collect();
    let s = s.trim_start_matches('.').to_string();
    if s.is_empty() {
        "untitled".into()
    } else {
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn safe_names() {
        assert_eq!(safe_name("my puzzle/1"), "my_puzzle_1");
        assert_eq!(safe_name("../x"), "_x");
        assert_eq!(safe_name("  "), "untitled");
    }
}
