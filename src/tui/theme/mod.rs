//! Colour themes: five built in (`themes/*.toml`, compiled into the binary), user themes
//! in the config dir that override only the fields they set, `NO_COLOR`, and the
//! terminal's colour depth (a theme brought down to 256 or 16 colours by
//! `colour::depth`).
//!
//! A broken theme never stops the app: the problem is reported with the file, line and
//! key, and the default theme is used. The settings file is `store::config`.

/// Colour maths: CIELAB, CIEDE2000, contrast, the palettes of a terminal's colour depth.
pub mod colour;
/// `nonet themes`: the themes listed, each with a board in its colours.
pub mod list;
/// `T`, the next theme: the update side.
pub mod update;

use super::store::located::{located, read_optional, toml_error};
use super::theme::colour::depth::Depth;
use super::theme::colour::rgb;
use ratatui::style::{Color, Modifier, Style};
use serde::Deserialize;
use std::path::Path;
use std::str::FromStr;
use toml::Spanned;

pub use crate::settings::dirs::{CONFIG_FILE, THEME_DIR};
pub use crate::settings::themes::{BUILTIN, DEFAULT_THEME};

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
            /// The colours the terminal shows: the colours below are already brought
            /// down to them ([`Theme::degraded`]); a colour worked out while drawing
            /// (the heat map's) is brought down as it is made.
            pub depth: Depth,
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
                    depth: Depth::TrueColour,
                    $($key: Color::Reset,)+
                    regions: [Color::Reset; 9],
                }
            }

            /// Every colour of the theme, by its key (`regions[0]`… for the regions).
            pub fn colours_mut(&mut self) -> Vec<(String, &mut Color)> {
                let mut all: Vec<(String, &mut Color)> =
                    vec![$((stringify!($key).to_string(), &mut self.$key),)+];
                for (i, c) in self.regions.iter_mut().enumerate() {
                    all.push((format!("regions[{i}]"), c));
                }
                all
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
    branch_bg,
    paint_1,
    paint_2,
    paint_3,
    paint_4,
);

/// The glyphs of the player's four colours where cues are needed ([`Theme::cue_glyph`]).
pub const PAINT_CUES: [char; 4] = ['*', '+', '~', '#'];
/// The glyph of the cell a target search branches on, where cues are needed: the cell
/// whose digit the search is trying now.
pub const BRANCH_CUE: char = '?';

/// What a cell's corner glyph stands for ([`Theme::cue_glyph`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cue {
    /// The player's colour 1-4.
    Paint(u8),
    /// The cell a target search branches on.
    Branch,
}

/// The theme after `from` when cycling: the built-in ones in their order, then the
/// user's (`user`, the names of `themes/*.toml`; one with a built-in's name only changes
/// that one) by name, wrapping; the first when `from` is none of them.
pub fn next_name(from: &str, user: &[String]) -> String {
    let mut own: Vec<&str> = user
        .iter()
        .map(String::as_str)
        .filter(|n| BUILTIN.iter().all(|(b, _)| b != n))
        .collect();
    own.sort_unstable();
    own.dedup();
    let all: Vec<&str> = BUILTIN.iter().map(|(n, _)| *n).chain(own).collect();
    let at = all.iter().position(|n| *n == from);
    all[at.map_or(0, |i| (i + 1) % all.len())].to_string()
}

/// Where the user's theme `name` would be: `themes/NAME.toml` in the config dir.
pub fn user_theme_path(config_dir: Option<&Path>, name: &str) -> Option<std::path::PathBuf> {
    config_dir.map(|d| d.join(THEME_DIR).join(format!("{name}.toml")))
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
        let user_path = user_theme_path(config_dir, name);
        let user = match user_path.as_deref().map(read_optional) {
            Some(Err(e)) => {
                return (
                    Theme::default_theme(),
                    vec![format!("{e}; using {DEFAULT_THEME}")],
                )
            }
            Some(Ok(Some(text))) => user_path.map(|p| (text, p.display().to_string())),
            _ => None,
        };
        Theme::layered(name, user.as_ref().map(|(t, p)| (t.as_str(), p.as_str())))
    }

    /// Theme `name` from the text of the user's theme file of that name, if there is one
    /// (`(text, path)`), laid over the built-in of that name (or the default). Problems
    /// come back as messages and the default theme is used instead.
    pub fn layered(name: &str, user: Option<(&str, &str)>) -> (Theme, Vec<String>) {
        let builtin = BUILTIN.iter().find(|(n, _)| *n == name);
        if builtin.is_none() && user.is_none() {
            let names: Vec<&str> = BUILTIN.iter().map(|(n, _)| *n).collect();
            let warning = format!(
                "no theme named {name:?} (built in: {}); using {DEFAULT_THEME}",
                names.join(", ")
            );
            return (Theme::default_theme(), vec![warning]);
        }
        let mut theme = Theme::default_theme();
        theme.name = name.to_string();
        if let Some((n, text)) = builtin {
            if let Err(e) = theme.apply(text, &format!("themes/{n}.toml")) {
                return (Theme::default_theme(), vec![e]);
            }
        }
        if let Some((text, path)) = user {
            if let Err(e) = theme.apply(text, path) {
                let warning = format!("{e}; using {DEFAULT_THEME}");
                return (Theme::default_theme(), vec![warning]);
            }
        }
        (theme, Vec::new())
    }

    /// The theme as a terminal of `depth` shows it: every colour the nearest it has.
    pub fn degraded(mut self, depth: Depth) -> Theme {
        if self.mono {
            return self;
        }
        for (_, c) in self.colours_mut() {
            *c = depth.degrade(*c);
        }
        self.depth = depth;
        self
    }

    /// Whether the highlights are drawn with modifiers (reverse, underline, bold) as well
    /// as, or instead of, their colours: without colours, and on a terminal of 16, where
    /// the theme's dark or pale tints mostly come down to one colour.
    pub fn cues(&self) -> bool {
        self.mono || self.depth == Depth::Ansi16
    }

    /// A highlight's background, with its modifier where [`Theme::cues`] asks for one.
    fn highlight(&self, bg: Color, cue: Modifier) -> Style {
        let s = self.bg(bg);
        if self.cues() {
            s.add_modifier(cue)
        } else {
            s
        }
    }

    /// The theme's colour `n` (1-4) of the player's.
    fn paint_colour(&self, n: u8) -> Color {
        match n {
            1 => self.paint_1,
            2 => self.paint_2,
            3 => self.paint_3,
            _ => self.paint_4,
        }
    }

    /// The background of the player's colour `n` (1-4) on a cell; where cues are needed
    /// each colour has a modifier of its own too, and a glyph ([`Theme::cue_glyph`]),
    /// since a pencil mark's own italic and dim hide some of these modifiers.
    pub fn paint_style(&self, n: u8) -> Style {
        let cue = match n {
            1 => Modifier::UNDERLINED,
            2 => Modifier::ITALIC,
            3 => Modifier::UNDERLINED | Modifier::ITALIC,
            _ => Modifier::BOLD | Modifier::ITALIC,
        };
        self.highlight(self.paint_colour(n), cue)
    }

    /// A candidate painted in the player's colour `n` (1-4), as two styles: the one
    /// under the mark (the colour's background) and the cue laid over the mark's own
    /// look. Without colours a painted mark is
    /// reversed (a plain mark never is, outside the cursor's cell), upright and not dim,
    /// and the four differ by bold and italic, never by underline: at 80×24 the marks
    /// over a line inside a band are underlined anyway. On 16 colours, the colour's
    /// modifier, as on a cell.
    pub fn paint_mark_style(&self, n: u8) -> (Style, Style) {
        if !self.mono {
            let cue = self.paint_style(n).add_modifier;
            let under = self.bg(self.paint_colour(n));
            return (under, Style::default().add_modifier(cue));
        }
        let apart = match n {
            1 => Modifier::empty(),
            2 => Modifier::BOLD,
            3 => Modifier::ITALIC,
            _ => Modifier::BOLD | Modifier::ITALIC,
        };
        let cue = Style::default()
            .remove_modifier(Modifier::DIM | Modifier::ITALIC)
            .add_modifier(Modifier::REVERSED | apart);
        (Style::default(), cue)
    }

    /// Where the highlights need cues ([`Theme::cues`]), the glyph in a cell's corner
    /// that says what a modifier cannot say on a cell of pencil marks: the player's
    /// colour `1`-`4` (`*`, `+`, `~`, `#`; the status bar's colour badge shows it too),
    /// or [`BRANCH_CUE`], the cell a target search branches on.
    pub fn cue_glyph(&self, cue: Cue) -> Option<char> {
        if !self.cues() {
            return None;
        }
        Some(match cue {
            Cue::Paint(n) => PAINT_CUES[usize::from(n.clamp(1, 4)) - 1],
            Cue::Branch => BRANCH_CUE,
        })
    }

    /// The cell a running target search branches on.
    pub fn branch_style(&self) -> Style {
        self.bg(self.branch_bg).add_modifier(Modifier::UNDERLINED)
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

    /// A target search's unproven fill, in the place of a digit: italic in the `dim`
    /// colour, which the theme test holds to 4.5:1 on every background of the search's
    /// layer (the branch cell's too); dimmed as well only without colours, where the
    /// terminal's dimming is the one cue (with colours it would halve that contrast).
    pub fn unproven_style(&self) -> Style {
        let s = self.fg(self.dim).add_modifier(Modifier::ITALIC);
        if self.mono {
            s.add_modifier(Modifier::DIM)
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

    /// The selected cell; reversed where the highlights need cues.
    pub fn cursor_style(&self) -> Style {
        self.highlight(self.cursor_bg, Modifier::REVERSED)
    }

    /// The houses of the hint shown on the grid; underlined where cues are needed.
    pub fn hint_house_style(&self) -> Style {
        self.highlight(self.hint_house_bg, Modifier::UNDERLINED)
    }

    /// The cells of the hint's pattern; bold and underlined where cues are needed.
    pub fn hint_cell_style(&self) -> Style {
        self.highlight(self.hint_cell_bg, Modifier::UNDERLINED | Modifier::BOLD)
    }

    /// Cells holding the selected digit (or lit by the digit filter); underlined where
    /// cues are needed.
    pub fn same_digit_style(&self) -> Style {
        self.highlight(self.same_digit_bg, Modifier::UNDERLINED)
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
        // Mixed in sRGB (a named colour as xterm shows it), then brought down to the
        // terminal's colours.
        match (rgb(self.heat_low), rgb(self.heat_high)) {
            (Some(lo), Some(hi)) => {
                let mix = |a: u8, b: u8| (a as f32 + (b as f32 - a as f32) * t).round() as u8;
                self.depth.degrade(Color::Rgb(
                    mix(lo.0, hi.0),
                    mix(lo.1, hi.1),
                    mix(lo.2, hi.2),
                ))
            }
            _ => {
                if t < 0.5 {
                    self.heat_low
                } else {
                    self.heat_high
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
    fn settings_that_are_not_utf8_are_reported_with_their_place() {
        let dir = tempdir("not-utf8");
        let config = dir.join("config.toml");
        std::fs::write(&config, b"theme = \"light\"\n\xff\xfe garbage\n").unwrap();
        let (c, e) = crate::tui::store::config::load_config(&config);
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
        let (_, e) = crate::tui::store::config::load_config(&dir);
        assert!(e.unwrap().contains("is a directory, not a regular file"));
    }

    #[test]
    fn huge_settings_are_refused_naming_the_file_and_the_limit() {
        let dir = tempdir("settings-huge");
        let config = dir.join("config.toml");
        // Small TOML items: what took gigabytes to parse before the limit.
        let item = b"# x\n".repeat(1024 * 1024 + 1);
        std::fs::write(&config, &item).unwrap();
        let (_, e) = crate::tui::store::config::load_config(&config);
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

    pub fn tempdir(tag: &str) -> std::path::PathBuf {
        let d = std::env::temp_dir().join(format!("nonet-test-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        d
    }
}
