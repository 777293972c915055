//! Colour themes: four built in (`themes/*.toml`, compiled into the binary), user themes
//! in the config dir that override only the fields they set, and `NO_COLOR`.
//!
//! A broken theme or config never stops the app: the problem is reported with the file,
//! line and key, and the default theme is used. The config's `[keys]` is read here too,
//! and laid over the default keys by `keymap::config`.

use super::keymap::Rebindings;
use nonet_core::format::ParseError;
use ratatui::style::{Color, Modifier, Style};
use serde::Deserialize;
use std::path::Path;
use std::str::FromStr;
use toml::Spanned;

pub const DEFAULT_THEME: &str = "dark";

/// The built-in themes, by name.
pub const BUILTIN: [(&str, &str); 4] = [
    ("dark", include_str!("../../themes/dark.toml")),
    ("light", include_str!("../../themes/light.toml")),
    (
        "high-contrast",
        include_str!("../../themes/high-contrast.toml"),
    ),
    ("solarized", include_str!("../../themes/solarized.toml")),
];

/// Declares the theme's colour keys once: the theme, its file form (every key optional,
/// so a user theme can set only some), the blank theme and the reading of each key all
/// follow from this list. `regions`, a list of 9 colours, is the one key written out.
macro_rules! colour_keys {
    ($($key:ident),+ $(,)?) => {
        #[derive(Clone, Debug, PartialEq)]
        pub struct Theme {
            pub name: String,
            /// No colours at all (`NO_COLOR`): distinctions are drawn with bold, reverse,
            /// etc.
            pub mono: bool,
            $(pub $key: Color,)+
            pub regions: [Color; 9],
        }

        /// A theme file as written.
        #[derive(Deserialize, Default)]
        #[serde(deny_unknown_fields)]
        struct ThemeFile {
            $($key: Option<Spanned<String>>,)+
            regions: Option<Spanned<Vec<String>>>,
        }

        impl Theme {
            fn blank(name: &str) -> Theme {
                Theme {
                    name: name.to_string(),
                    mono: false,
                    $($key: Color::Reset,)+
                    regions: [Color::Reset; 9],
                }
            }
        }

        impl ThemeFile {
            /// Calls `set` with each colour key's slot in `theme`, its name and the file's
            /// value for it; stops at the first error.
            fn each_colour(
                &self,
                theme: &mut Theme,
                mut set: impl FnMut(
                    &mut Color,
                    &str,
                    &Option<Spanned<String>>,
                ) -> Result<(), String>,
            ) -> Result<(), String> {
                $(set(&mut theme.$key, stringify!($key), &self.$key)?;)+
                Ok(())
            }
        }
    };
}

colour_keys!(
    background,
    text,
    given,
    entry,
    pencil,
    clash,
    cursor_bg,
    house_bg,
    same_digit_bg,
    line,
    region_line,
    dim,
    status_bg,
    status_fg,
    error,
    accent,
    hint_pattern,
    hint_elim,
    hint_place,
    hint_house_bg,
    hint_cell_bg,
    chain_strong,
    chain_weak,
    heat_low,
    heat_high,
);

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
    /// `[keys]` as serde sees it, only checked to be a table: [`Config::keys`] holds what
    /// it says, read with the places of its entries, which serde does not keep here.
    #[serde(rename = "keys")]
    keys_table: Option<toml::Table>,
    /// The rebindings of `[keys]` (see `keymap::config`).
    #[serde(skip)]
    pub keys: Rebindings,
}

/// "file:line:col: message" for a byte offset into `text`: the same locator the native
/// document's errors use, so a theme, the config and a session all point alike.
fn located(file: &str, text: &str, offset: usize, message: &str) -> String {
    ParseError::at_offset(text, offset, message)
        .in_source(file)
        .to_string()
}

pub(crate) fn toml_error(file: &str, text: &str, e: &toml::de::Error) -> String {
    let msg = e.message().trim();
    match e.span() {
        Some(span) => located(file, text, span.start, msg),
        None => format!("{file}: {msg}"),
    }
}

/// Reads a settings file that may be absent: `Ok(None)` when it does not exist; any other
/// problem (not UTF-8, unreadable, a directory or a FIFO, over the 4 MiB limit) is an error
/// naming the file and, for bad bytes, the line and column.
fn read_optional(path: &Path) -> Result<Option<String>, String> {
    super::store::read_text(path, super::store::SETTINGS_LIMIT)
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

impl Theme {
    /// The default theme (built in, always valid).
    pub fn default_theme() -> Theme {
        let mut t = Theme::blank(DEFAULT_THEME);
        t.apply(BUILTIN[0].1, "themes/dark.toml")
            .expect("the built-in dark theme is valid");
        t
    }

    /// A theme without colours, for `NO_COLOR`.
    pub fn mono() -> Theme {
        let mut t = Theme::blank("no-color");
        t.mono = true;
        t
    }

    /// Overrides the fields that `text` sets. On error nothing is changed.
    fn apply(&mut self, text: &str, file: &str) -> Result<(), String> {
        let f: ThemeFile = toml::from_str(text).map_err(|e| toml_error(file, text, &e))?;
        let mut next = self.clone();
        let colour = |slot: &mut Color, key: &str, v: &Option<Spanned<String>>| {
            if let Some(v) = v {
                *slot = Color::from_str(v.get_ref()).map_err(|_| {
                    located(
                        file,
                        text,
                        v.span().start,
                        &format!(
                            "key `{key}`: {:?} is not a colour (a name, \"#rrggbb\" or 0-255)",
                            v.get_ref()
                        ),
                    )
                })?;
            }
            Ok::<(), String>(())
        };
        f.each_colour(&mut next, colour)?;
        if let Some(rs) = &f.regions {
            let at = |m: &str| located(file, text, rs.span().start, &format!("key `regions`: {m}"));
            if rs.get_ref().len() != 9 {
                return Err(at(&format!(
                    "expected 9 colours, found {}",
                    rs.get_ref().len()
                )));
            }
            for (slot, name) in next.regions.iter_mut().zip(rs.get_ref()) {
                *slot =
                    Color::from_str(name).map_err(|_| at(&format!("{name:?} is not a colour")))?;
            }
        }
        *self = next;
        Ok(())
    }

    /// Loads theme `name`: the built-in of that name (or the default) overridden by the
    /// user's `themes/NAME.toml` in `config_dir`. Problems come back as messages and the
    /// default theme is used instead.
    pub fn load(name: &str, config_dir: Option<&Path>, no_color: bool) -> (Theme, Vec<String>) {
        if no_color {
            return (Theme::mono(), Vec::new());
        }
        let mut warnings = Vec::new();
        let builtin = BUILTIN.iter().find(|(n, _)| *n == name);
        let user_path = config_dir.map(|d| d.join("themes").join(format!("{name}.toml")));
        let user_text = match user_path.as_deref().map(read_optional) {
            Some(Err(e)) => {
                warnings.push(format!("{e}; using {DEFAULT_THEME}"));
                return (Theme::default_theme(), warnings);
            }
            Some(Ok(text)) => text,
            None => None,
        };
        if builtin.is_none() && user_text.is_none() {
            let names: Vec<&str> = BUILTIN.iter().map(|(n, _)| *n).collect();
            warnings.push(format!(
                "no theme named {name:?} (built in: {}); using {DEFAULT_THEME}",
                names.join(", ")
            ));
            return (Theme::default_theme(), warnings);
        }
        let mut theme = Theme::default_theme();
        theme.name = name.to_string();
        if let Some((n, text)) = builtin {
            if let Err(e) = theme.apply(text, &format!("themes/{n}.toml")) {
                warnings.push(e);
                return (Theme::default_theme(), warnings);
            }
        }
        if let (Some(text), Some(path)) = (user_text, user_path) {
            if let Err(e) = theme.apply(&text, &path.display().to_string()) {
                warnings.push(format!("{e}; using {DEFAULT_THEME}"));
                return (Theme::default_theme(), warnings);
            }
        }
        (theme, warnings)
    }

    // Styles used by the widgets; in mono they fall back to modifiers.

    pub fn base(&self) -> Style {
        Style::default().fg(self.text).bg(self.background)
    }

    pub fn fg(&self, c: Color) -> Style {
        if self.mono {
            Style::default()
        } else {
            Style::default().fg(c)
        }
    }

    pub fn bg(&self, c: Color) -> Style {
        if self.mono {
            Style::default()
        } else {
            Style::default().bg(c)
        }
    }

    pub fn given_style(&self) -> Style {
        self.fg(self.given).add_modifier(Modifier::BOLD)
    }

    pub fn clash_style(&self) -> Style {
        let s = self.fg(self.clash).add_modifier(Modifier::BOLD);
        if self.mono {
            s.add_modifier(Modifier::UNDERLINED | Modifier::SLOW_BLINK)
        } else {
            s
        }
    }

    /// Pencil marks. Without colours they are dimmed and italic: a lone mark in the
    /// compact grid sits where an entry would, and must not read as one.
    pub fn pencil_style(&self) -> Style {
        let s = self.fg(self.pencil);
        if self.mono {
            s.add_modifier(Modifier::DIM | Modifier::ITALIC)
        } else {
            s
        }
    }

    pub fn dim_style(&self) -> Style {
        self.fg(self.dim)
            .add_modifier(Modifier::DIM | Modifier::ITALIC)
    }

    pub fn error_style(&self) -> Style {
        self.fg(self.error).add_modifier(Modifier::BOLD)
    }

    pub fn cursor_style(&self) -> Style {
        if self.mono {
            Style::default().add_modifier(Modifier::REVERSED)
        } else {
            Style::default().bg(self.cursor_bg)
        }
    }

    /// The houses of the hint shown on the grid; without colours, underlined.
    pub fn hint_house_style(&self) -> Style {
        if self.mono {
            Style::default().add_modifier(Modifier::UNDERLINED)
        } else {
            Style::default().bg(self.hint_house_bg)
        }
    }

    /// The cells of the hint's pattern; without colours, bold and underlined.
    pub fn hint_cell_style(&self) -> Style {
        if self.mono {
            Style::default().add_modifier(Modifier::UNDERLINED | Modifier::BOLD)
        } else {
            Style::default().bg(self.hint_cell_bg)
        }
    }

    /// A candidate the hint removes: struck through, in every theme.
    pub fn hint_elim_style(&self) -> Style {
        self.fg(self.hint_elim).add_modifier(Modifier::CROSSED_OUT)
    }

    /// A digit the hint places.
    pub fn hint_place_style(&self) -> Style {
        let s = self.fg(self.hint_place).add_modifier(Modifier::BOLD);
        if self.mono {
            s.add_modifier(Modifier::REVERSED)
        } else {
            s
        }
    }

    /// A chain node entered by a strong link (`=`), and its cell's number: bold, and
    /// underlined without colours, so that it differs from a weak one in every theme.
    pub fn chain_strong_style(&self) -> Style {
        let s = self.fg(self.chain_strong).add_modifier(Modifier::BOLD);
        if self.mono {
            s.add_modifier(Modifier::UNDERLINED)
        } else {
            s
        }
    }

    /// A chain node entered by a weak link (`-`): italic, not bold.
    pub fn chain_weak_style(&self) -> Style {
        self.fg(self.chain_weak).add_modifier(Modifier::ITALIC)
    }

    /// The style of a chain node by the link that enters it (the first node has none:
    /// it starts the chain, in the pattern's style).
    pub fn chain_style(&self, entered_by: Option<nonet_core::strategy::Link>) -> Style {
        use nonet_core::strategy::Link;
        match entered_by {
            Some(Link::Strong) => self.chain_strong_style(),
            Some(Link::Weak) => self.chain_weak_style(),
            None => self
                .fg(self.hint_pattern)
                .add_modifier(Modifier::BOLD | Modifier::REVERSED),
        }
    }

    pub fn status_style(&self) -> Style {
        if self.mono {
            Style::default().add_modifier(Modifier::REVERSED)
        } else {
            Style::default().fg(self.status_fg).bg(self.status_bg)
        }
    }

    /// A heat-map colour for a weight between `lo` and `hi`.
    pub fn heat(&self, w: i32, lo: i32, hi: i32) -> Color {
        let t = if hi > lo {
            (w - lo) as f32 / (hi - lo) as f32
        } else {
            0.5
        };
        match (self.heat_low, self.heat_high) {
            (Color::Rgb(r1, g1, b1), Color::Rgb(r2, g2, b2)) => {
                let mix = |a: u8, b: u8| (a as f32 + (b as f32 - a as f32) * t).round() as u8;
                Color::Rgb(mix(r1, r2), mix(g1, g2), mix(b1, b2))
            }
            (low, high) => {
                if t < 0.5 {
                    low
                } else {
                    high
                }
            }
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    #[test]
    fn builtins_parse() {
        for (name, _) in BUILTIN {
            let (t, w) = Theme::load(name, None, false);
            assert!(w.is_empty(), "{name}: {w:?}");
            assert_eq!(t.name, name);
        }
    }

    #[test]
    fn user_theme_overrides_only_its_fields() {
        let dir = tempdir("theme-override");
        std::fs::create_dir_all(dir.join("themes")).unwrap();
        std::fs::write(dir.join("themes/light.toml"), "given = \"red\"\n").unwrap();
        let (t, w) = Theme::load("light", Some(&dir), false);
        assert!(w.is_empty(), "{w:?}");
        assert_eq!(t.given, Color::Red);
        let (builtin, _) = Theme::load("light", None, false);
        assert_eq!(t.entry, builtin.entry);
    }

    #[test]
    fn bad_theme_names_file_line_and_key() {
        let dir = tempdir("theme-bad");
        std::fs::create_dir_all(dir.join("themes")).unwrap();
        let path = dir.join("themes/mine.toml");
        std::fs::write(&path, "# mine\ngiven = \"red\"\nentry = \"purplish\"\n").unwrap();
        let (t, w) = Theme::load("mine", Some(&dir), false);
        assert_eq!(t, Theme::default_theme());
        assert_eq!(w.len(), 1);
        let expected = format!(
            "{}:3:9: key `entry`: \"purplish\" is not a colour",
            path.display()
        );
        assert!(w[0].starts_with(&expected), "{}", w[0]);

        std::fs::write(&path, "given = \"red\"\nshade = \"blue\"\n").unwrap();
        let (_, w) = Theme::load("mine", Some(&dir), false);
        assert!(w[0].contains(":2:1: unknown field `shade`"), "{}", w[0]);
    }

    #[test]
    fn unknown_theme_and_no_color() {
        let (t, w) = Theme::load("neon", None, false);
        assert_eq!(t.name, DEFAULT_THEME);
        assert!(w[0].contains("no theme named \"neon\""));
        let (t, _) = Theme::load("dark", None, true);
        assert!(t.mono);
    }

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

    #[test]
    fn settings_that_are_not_utf8_are_reported_with_their_place() {
        let dir = tempdir("not-utf8");
        let config = dir.join("config.toml");
        std::fs::write(&config, b"theme = \"light\"\n\xff\xfe garbage\n").unwrap();
        let (c, e) = load_config(&config);
        assert!(c.theme.is_none());
        let e = e.expect("reported, not ignored");
        assert!(
            e.starts_with(&format!("{}:2:1: not UTF-8", config.display())),
            "{e}"
        );

        std::fs::create_dir_all(dir.join("themes")).unwrap();
        let theme = dir.join("themes/mine.toml");
        std::fs::write(&theme, b"given = \"\xff\"\n").unwrap();
        let (t, w) = Theme::load("mine", Some(&dir), false);
        assert_eq!(t, Theme::default_theme());
        assert!(
            w[0].starts_with(&format!("{}:1:10: not UTF-8", theme.display())),
            "the file exists, so not \"no theme named\": {}",
            w[0]
        );
        // A config path that is a directory: reported too.
        let (_, e) = load_config(&dir);
        assert!(e.unwrap().contains("is a directory, not a regular file"));
    }

    #[test]
    fn huge_settings_are_refused_naming_the_file_and_the_limit() {
        let dir = tempdir("settings-huge");
        let config = dir.join("config.toml");
        // Small TOML items: what took gigabytes to parse before the limit.
        let item = b"# x\n".repeat(1024 * 1024 + 1);
        std::fs::write(&config, &item).unwrap();
        let (_, e) = load_config(&config);
        let e = e.unwrap();
        assert!(
            e.starts_with(&format!(
                "{}: larger than the 4 MiB limit",
                config.display()
            )),
            "{e}"
        );
        std::fs::create_dir_all(dir.join("themes")).unwrap();
        std::fs::write(dir.join("themes/big.toml"), &item).unwrap();
        let (t, w) = Theme::load("big", Some(&dir), false);
        assert_eq!(t, Theme::default_theme());
        assert!(
            w[0].contains("big.toml: larger than the 4 MiB limit"),
            "{w:?}"
        );
        let _ = std::fs::remove_dir_all(dir);
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

    pub fn tempdir(tag: &str) -> std::path::PathBuf {
        let d = std::env::temp_dir().join(format!("nonet-test-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        d
    }
}
