//! `nonet themes`: every theme by name, the built-in ones then the user's, each shown on a
//! terminal with a small board in its colours, as `bat --list-themes` does. Written to a
//! pipe or a file, the names alone, one a line, for a script to read. `main` hands the
//! command here: a theme's colours are the TUI's.

use super::colour::depth::Depth;
use super::Theme;
use crate::error::CliError;
use ratatui::style::Color;
use std::io::{IsTerminal, Write};
use std::path::Path;

/// `nonet themes` over the themes `names` (with where each comes from), which `main`
/// takes from the CLI's list, the one completion offers.
pub fn run(names: &[(String, &str)]) -> Result<i32, CliError> {
    let dirs = crate::settings::dirs::Dirs::from_env();
    let config = dirs.as_ref().and_then(|d| d.config.clone());
    let stdout = std::io::stdout();
    let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
    let text = match stdout.is_terminal() {
        true => previews(names, config.as_deref(), Depth::from_env(), no_color),
        false => names.iter().map(|(name, _)| format!("{name}\n")).collect(),
    };
    let mut out = stdout.lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => Ok(0),
        // A closed pipe ends the listing, not with an error.
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(0),
        Err(e) => Err(CliError::output(format!("cannot write the themes: {e}"))),
    }
}

/// Each theme's name, where it comes from, and its board, as the terminal of `depth`
/// shows it (`no_color`: `NO_COLOR` is set, so names only, saying why).
pub fn previews(
    names: &[(String, &str)],
    config: Option<&Path>,
    depth: Depth,
    no_color: bool,
) -> String {
    let mut text = String::new();
    if no_color {
        text.push_str("(NO_COLOR is set: the TUI draws without colours)\n");
    }
    for (name, from) in names {
        let user = super::user_theme_path(config, name).filter(|p| p.is_file());
        // Read as the TUI reads it (bounded; a broken one named, the default shown).
        let (theme, problems) = Theme::load(name, config, false);
        let origin = match (*from, &user) {
            ("built in", Some(_)) => "built in, changed by your file",
            (from, _) => from,
        };
        let name = nonet_core::printable::escape(name);
        text.push_str(&format!("{name} ({origin})\n"));
        for problem in problems {
            text.push_str(&format!("  {}\n", nonet_core::printable::escape(&problem)));
        }
        if !no_color {
            text.push_str(&board(&theme.degraded(depth)));
        }
        text.push('\n');
    }
    text
}

/// A cell of the preview: its text, the colour of the text and of its background.
type Cell<'a> = (&'a str, Color, Color);

/// Three rows of three cells in the theme's colours, a legend beside each: the givens
/// and entries, the cursor's house, a clash, and a hint's pattern, removal and placement.
fn board(t: &Theme) -> String {
    let rows: [([Cell; 3], &str); 3] = [
        (
            [
                (" 5 ", t.given, t.background),
                (" 3 ", t.entry, t.background),
                ("1 7", t.pencil, t.background),
            ],
            "given, entry, pencil marks",
        ),
        (
            [
                (" 8 ", t.entry, t.cursor_bg),
                (" 6 ", t.given, t.house_bg),
                (" 6 ", t.clash, t.same_digit_bg),
            ],
            "cursor, its house, a clash",
        ),
        (
            [
                ("2 4", t.hint_pattern, t.hint_cell_bg),
                (" 4 ", t.hint_elim, t.hint_house_bg),
                (" 9 ", t.hint_place, t.hint_house_bg),
            ],
            "a hint: pattern, removal, placement",
        ),
    ];
    let mut text = String::new();
    for (cells, legend) in rows {
        text.push_str("  ");
        text.push_str(&paint("│", t.region_line, t.background));
        for (cell, fg, bg) in cells {
            text.push_str(&paint(cell, fg, bg));
        }
        text.push_str(&paint("│", t.region_line, t.background));
        text.push_str(&format!("  {legend}\n"));
    }
    text
}

/// `text` in SGR colours, reset after it.
fn paint(text: &str, fg: Color, bg: Color) -> String {
    format!("\x1b[{};{}m{text}\x1b[0m", sgr(fg, false), sgr(bg, true))
}

/// The SGR parameters that set `colour` as the text's or the background's.
fn sgr(colour: Color, background: bool) -> String {
    let base = if background { 10 } else { 0 };
    let named = |n: u8| (n + base).to_string();
    match colour {
        Color::Reset => named(39),
        Color::Black => named(30),
        Color::Red => named(31),
        Color::Green => named(32),
        Color::Yellow => named(33),
        Color::Blue => named(34),
        Color::Magenta => named(35),
        Color::Cyan => named(36),
        Color::Gray => named(37),
        Color::DarkGray => named(90),
        Color::LightRed => named(91),
        Color::LightGreen => named(92),
        Color::LightYellow => named(93),
        Color::LightBlue => named(94),
        Color::LightMagenta => named(95),
        Color::LightCyan => named(96),
        Color::White => named(97),
        Color::Rgb(r, g, b) => format!("{};2;{r};{g};{b}", 38 + base),
        Color::Indexed(i) => format!("{};5;{i}", 38 + base),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names() -> Vec<(String, &'static str)> {
        crate::settings::themes::BUILTIN
            .iter()
            .map(|(n, _)| (n.to_string(), "built in"))
            .collect()
    }

    #[test]
    fn every_theme_gets_a_board_in_its_own_colours() {
        let text = previews(&names(), None, Depth::TrueColour, false);
        for (name, _) in crate::settings::themes::BUILTIN {
            let (theme, problems) = Theme::layered(name, None);
            assert!(problems.is_empty());
            let section = text.split(&format!("{name} (built in)\n")).nth(1).unwrap();
            let board = section.split("\n\n").next().unwrap();
            assert_eq!(board.lines().count(), 3, "{board}");
            assert!(board.contains(&paint(" 5 ", theme.given, theme.background)));
            assert!(board.contains(&paint(" 8 ", theme.entry, theme.cursor_bg)));
        }
        let sixteen = previews(&names(), None, Depth::Ansi16, false);
        assert!(!sixteen.contains(";2;"), "no 24-bit colour on 16 colours");
    }

    #[test]
    fn a_user_theme_is_listed_with_its_colours_and_a_broken_one_says_why() {
        let dir = std::env::temp_dir().join(format!("nonet-themes-{}", std::process::id()));
        let themes = dir.join(crate::settings::dirs::THEME_DIR);
        std::fs::create_dir_all(&themes).unwrap();
        std::fs::write(themes.join("mine.toml"), "given = \"#123456\"\n").unwrap();
        std::fs::write(themes.join("broken.toml"), "given = \"nope\"\n").unwrap();
        let mut all = names();
        all.push(("mine".to_string(), "your theme"));
        all.push(("broken".to_string(), "your theme"));
        let text = previews(&all, Some(&dir), Depth::TrueColour, false);
        let mine = text.split("mine (your theme)\n").nth(1).unwrap();
        assert!(mine.contains("38;2;18;52;86"), "{mine}");
        let broken = text.split("broken (your theme)\n").nth(1).unwrap();
        assert!(broken.contains("not a colour"), "{broken}");
        let plain = previews(&all, Some(&dir), Depth::TrueColour, true);
        assert!(!plain.contains('\x1b') && plain.contains("NO_COLOR"));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn sgr_sets_text_and_background() {
        assert_eq!(sgr(Color::Rgb(1, 2, 3), false), "38;2;1;2;3");
        assert_eq!(sgr(Color::Indexed(200), true), "48;5;200");
        assert_eq!(sgr(Color::Red, true), "41");
    }
}
