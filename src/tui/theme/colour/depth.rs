//! How many colours the terminal shows, and a theme's colours brought down to them.
//!
//! Themes are written in 24-bit colour. A terminal that says it shows those gets them as
//! they are; one whose `TERM` names 256 colours gets the nearest entry of xterm's 6×6×6
//! cube and grey ramp (indices 16-255, the same in every terminal); any other gets the
//! nearest of the 16 ANSI colours, which the user's terminal may have changed, so those
//! are measured by xterm's defaults. Nearest is by CIEDE2000, so that a highlight keeps
//! the hue and lightness the eye tells it by. `colours = "truecolor" | "256" | "16"` in
//! `config.toml` overrides the guess (over ssh, `COLORTERM` is often not passed on).
//!
//! What the environment says is read by `anstyle-query` (MIT OR Apache-2.0, already in
//! the build through clap, so no new crate): `COLORTERM` set to `truecolor` or `24bit`,
//! as the termstandard convention writes them. The crate is silent on the rest, and
//! nonet's own rules fill in there, each with its reason in [`Depth::detect`].

use super::{indexed, nearest, rgb, Rgb, ANSI};
use ratatui::style::Color;
use serde::Deserialize;

/// The colours a terminal shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
pub enum Depth {
    /// 24-bit colour: a theme's colours as written.
    #[default]
    #[serde(rename = "truecolor")]
    TrueColour,
    /// xterm's 256-colour palette.
    #[serde(rename = "256")]
    Palette256,
    /// The 16 ANSI colours.
    #[serde(rename = "16")]
    Ansi16,
}

impl Depth {
    /// The depth the environment says: `colorterm_24_bit` (anstyle-query's reading of
    /// `COLORTERM`) first, then nonet's rules where the crate is silent.
    pub fn detect(colorterm_24_bit: bool, term: Option<&str>, windows_terminal: bool) -> Depth {
        let term = term.unwrap_or("").to_ascii_lowercase();
        // anstyle-query reads only COLORTERM for 24-bit colour. terminfo names its 24-bit
        // entries `-direct` (xterm-direct, kitty-direct), and Windows Terminal shows
        // 24-bit colour without setting COLORTERM, only WT_SESSION.
        if colorterm_24_bit || windows_terminal || term.ends_with("-direct") {
            Depth::TrueColour
        // anstyle-query has no 256-colour query at all: `TERM` names it
        // (xterm-256color, tmux-256color, screen-256color).
        } else if term.contains("256color") {
            Depth::Palette256
        } else {
            // Anything else (`xterm`, `linux`, `screen`, no `TERM`) is taken to show 16.
            Depth::Ansi16
        }
    }

    /// [`Depth::detect`] on this process's environment.
    pub fn from_env() -> Depth {
        Depth::detect(
            anstyle_query::truecolor(),
            std::env::var("TERM").ok().as_deref(),
            std::env::var_os("WT_SESSION").is_some(),
        )
    }

    /// How the help and the README name it.
    pub fn name(self) -> &'static str {
        match self {
            Depth::TrueColour => "24-bit colour",
            Depth::Palette256 => "256 colours",
            Depth::Ansi16 => "16 colours",
        }
    }

    /// `c` as this depth shows it: the nearest colour the terminal has. Colours a theme
    /// names (`red`, an index) are the terminal's own and stay; so does `Reset`.
    pub fn degrade(self, c: Color) -> Color {
        match (self, c) {
            (Depth::TrueColour, _) | (_, Color::Reset) => c,
            (Depth::Palette256, Color::Rgb(r, g, b)) => {
                let i = nearest(Rgb(r, g, b), (16..=255).map(indexed));
                Color::Indexed(16 + i as u8)
            }
            (Depth::Palette256, _) => c,
            (Depth::Ansi16, Color::Rgb(..) | Color::Indexed(16..)) => {
                let value = rgb(c).expect("an RGB or indexed colour has a value");
                ANSI_NAMES[nearest(value, ANSI)]
            }
            (Depth::Ansi16, Color::Indexed(i)) => ANSI_NAMES[i as usize],
            (Depth::Ansi16, _) => c,
        }
    }
}

/// The 16 ANSI colours by name, in palette order.
const ANSI_NAMES: [Color; 16] = [
    Color::Black,
    Color::Red,
    Color::Green,
    Color::Yellow,
    Color::Blue,
    Color::Magenta,
    Color::Cyan,
    Color::Gray,
    Color::DarkGray,
    Color::LightRed,
    Color::LightGreen,
    Color::LightYellow,
    Color::LightBlue,
    Color::LightMagenta,
    Color::LightCyan,
    Color::White,
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_environment_decides_the_depth() {
        let d = |truecolor: bool, t: Option<&str>| Depth::detect(truecolor, t, false);
        assert_eq!(d(true, Some("xterm-256color")), Depth::TrueColour);
        assert_eq!(d(true, None), Depth::TrueColour);
        assert_eq!(d(false, Some("xterm-256color")), Depth::Palette256);
        assert_eq!(d(false, Some("tmux-256color")), Depth::Palette256);
        assert_eq!(d(false, Some("screen-256color")), Depth::Palette256);
        assert_eq!(d(false, Some("xterm-direct")), Depth::TrueColour);
        assert_eq!(d(false, Some("xterm")), Depth::Ansi16);
        assert_eq!(d(false, Some("linux")), Depth::Ansi16);
        assert_eq!(d(false, None), Depth::Ansi16);
        assert_eq!(Depth::detect(false, None, true), Depth::TrueColour);
    }

    /// What COLORTERM says is the crate's reading: `truecolor` and `24bit`, as written
    /// (`TrueColor` or `yes` say nothing), in a child process with the variable set.
    #[test]
    fn colorterm_is_read_by_anstyle_query() {
        const CHILD: &str = "NONET_TEST_DEPTH_CHILD";
        if let Ok(expected) = std::env::var(CHILD) {
            assert_eq!(format!("{:?}", Depth::from_env()), expected);
            return;
        }
        let cases = [
            ("truecolor", "TrueColour"),
            ("24bit", "TrueColour"),
            ("TrueColor", "Palette256"),
            ("yes", "Palette256"),
        ];
        for (colorterm, expected) in cases {
            let out = std::process::Command::new(std::env::current_exe().unwrap())
                .args([
                    "--exact",
                    "tui::theme::colour::depth::tests::colorterm_is_read_by_anstyle_query",
                ])
                .env(CHILD, expected)
                .env("COLORTERM", colorterm)
                .env("TERM", "xterm-256color")
                .env_remove("WT_SESSION")
                .output()
                .unwrap();
            let stdout = String::from_utf8_lossy(&out.stdout);
            assert!(out.status.success(), "COLORTERM={colorterm}: {stdout}");
            assert!(
                stdout.contains("1 passed"),
                "the child ran the test: {stdout}"
            );
        }
    }

    #[test]
    fn colours_come_down_to_the_nearest_the_terminal_has() {
        let c = Color::Rgb(0xe0, 0x6c, 0x75);
        assert_eq!(Depth::TrueColour.degrade(c), c);
        // The cube's (215, 95, 95) and (215, 135, 135) are both near: the first is.
        assert_eq!(Depth::Palette256.degrade(c), Color::Indexed(167));
        assert_eq!(
            Depth::Palette256.degrade(Color::Rgb(0x1c, 0x1f, 0x26)),
            Color::Indexed(234)
        );
        assert_eq!(Depth::Palette256.degrade(Color::Red), Color::Red);
        assert_eq!(Depth::Ansi16.degrade(c), Color::LightRed);
        assert_eq!(
            Depth::Ansi16.degrade(Color::Rgb(250, 250, 250)),
            Color::White
        );
        assert_eq!(Depth::Ansi16.degrade(Color::Indexed(9)), Color::LightRed);
        assert_eq!(Depth::Ansi16.degrade(Color::Indexed(21)), Color::Blue);
        assert_eq!(Depth::Ansi16.degrade(Color::Reset), Color::Reset);
    }
}
