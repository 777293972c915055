//! The settings file, `config.toml` in the config dir: read (a broken file never stops
//! the app: the problem is reported with the file, line and key, and the defaults are
//! used; `[keys]` is laid over the default keys by `keymap::config`), and the theme
//! choice written back into it (the theme key) without touching the rest of the file.

use super::located::{located, read_optional, toml_error};
use crate::tui::keymap::config::Rebindings;
use crate::tui::theme::colour::depth::Depth;
use serde::Deserialize;
use std::path::Path;

/// The user's settings file (`config.toml` in the config dir).
#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct Config {
    pub theme: Option<String>,
    /// `status = false`: no automatic "unique solution" check in the panel.
    pub status: Option<bool>,
    /// `uniqueness = false`: hints without the techniques that assume a unique solution
    /// (unique rectangles, BUG+1).
    pub uniqueness: Option<bool>,
    /// `colours = "truecolor" | "256" | "16"`: the terminal's colour depth, where the
    /// environment does not say it right (see `colour::depth`).
    pub colours: Option<Depth>,
    /// `[keys]` as serde sees it, only checked to be a table: [`Config::keys`] holds what
    /// it says, read with the places of its entries, which serde does not keep here.
    #[serde(rename = "keys")]
    keys_table: Option<toml::Table>,
    /// The rebindings of `[keys]` (see `keymap::config`).
    #[serde(skip)]
    pub keys: Rebindings,
}

/// Reads the config file; a missing file is the default config.
pub fn load_config(path: &Path) -> (Config, Option<String>) {
    let text = match read_optional(path) {
        Ok(Some(text)) => text,
        Ok(None) => return (Config::default(), None),
        Err(e) => return (Config::default(), Some(format!("{e}; using the defaults"))),
    };
    let file = path.display().to_string();
    match toml::from_str::<Config>(&text) {
        Ok(mut c) => {
            if c.keys_table.is_some() {
                c.keys = Rebindings::read(&text, &file);
            }
            (c, None)
        }
        Err(e) => (Config::default(), Some(toml_error(&file, &text, &e))),
    }
}

/// The config file's text with `theme` set to `name`: the value of a top-level `theme`
/// key replaced where it stands, or a `theme` line put first; every other line, comment
/// and setting is kept as it was. A file that does not read as TOML is not touched: the
/// error names its place (`file`), so the user can mend it.
pub fn with_theme(text: Option<&str>, name: &str, file: &str) -> Result<String, String> {
    let value = toml::Value::String(name.to_string()).to_string();
    let Some(text) = text else {
        return Ok(format!("theme = {value}\n"));
    };
    let root = toml::de::DeTable::parse(text).map_err(|e| {
        let at = e.span().map_or(0, |s| s.start);
        located(file, text, at, e.message().trim())
    })?;
    match root.get_ref().get("theme") {
        Some(v) => {
            let span = v.span();
            Ok(format!(
                "{}{value}{}",
                &text[..span.start],
                &text[span.end..]
            ))
        }
        None => Ok(format!("theme = {value}\n{text}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::theme::tests::tempdir;

    #[test]
    fn config_switches_uniqueness_off() {
        let dir = tempdir("config-uniqueness");
        let path = dir.join("config.toml");
        std::fs::write(&path, "uniqueness = false\n").unwrap();
        let (c, e) = load_config(&path);
        assert_eq!((c.uniqueness, e), (Some(false), None));
        let (c, _) = load_config(&dir.join("absent.toml"));
        assert_eq!(c.uniqueness, None);
    }

    #[test]
    fn bad_config_names_line() {
        let dir = tempdir("config-bad");
        let path = dir.join("config.toml");
        std::fs::write(&path, "theme = 3\n").unwrap();
        let (c, e) = load_config(&path);
        assert!(c.theme.is_none());
        let e = e.unwrap();
        assert!(e.starts_with(&format!("{}:1:9:", path.display())), "{e}");
    }

    #[cfg(unix)]
    #[test]
    fn a_fifo_as_the_config_is_refused_and_does_not_hang_the_start() {
        let dir = tempdir("config-fifo");
        let config = dir.join("config.toml");
        let c = std::ffi::CString::new(config.to_str().unwrap()).unwrap();
        assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
        let (c, e) = load_config(&config);
        assert!(c.theme.is_none());
        assert!(e.unwrap().contains("is a FIFO (named pipe)"));
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn the_theme_is_written_into_the_config_keeping_the_rest() {
        assert_eq!(
            with_theme(None, "light", "c").unwrap(),
            "theme = \"light\"\n"
        );
        let text = "# my settings\nstatus = false # no peeking\n\n[keys]\nhint = \"x\"\n";
        let got = with_theme(Some(text), "solarized", "c").unwrap();
        assert_eq!(got, format!("theme = \"solarized\"\n{text}"));
        let again = with_theme(Some(&got), "dark", "c").unwrap();
        assert_eq!(again, format!("theme = \"dark\"\n{text}"));
        // In place, with the comment after it kept.
        let text = "status = true\ntheme = 'light'   # mine\n";
        assert_eq!(
            with_theme(Some(text), "my \"own\"", "c").unwrap(),
            "status = true\ntheme = 'my \"own\"'   # mine\n"
        );
        let (c, e) = {
            let dir = tempdir("config-theme-written");
            let path = dir.join("config.toml");
            std::fs::write(&path, with_theme(Some(text), "high-contrast", "c").unwrap()).unwrap();
            load_config(&path)
        };
        assert_eq!(
            (c.theme.as_deref(), c.status, e),
            (Some("high-contrast"), Some(true), None)
        );
        // A broken file is left alone, and the error says where it is broken.
        let e = with_theme(Some("status = \n"), "dark", "config.toml").unwrap_err();
        assert!(e.starts_with("config.toml:1:10:"), "{e}");
    }
}
