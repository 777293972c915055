//! The player's aids through the real dispatcher: the one-key hint (`A`), the digit
//! filter (`f` and a digit), colouring (colour mode, undo, the session), the theme key
//! (`T`, saved to `config.toml`) and the panel's details, with styled snapshots of the
//! filter and the colours.

use super::*;
use crate::tui::store;
use ratatui::style::Color;

/// The background the grid gives `cell` on a `w`×`h` screen drawn in `theme`.
fn cell_bg(s: &State, theme: &Theme, (w, h): (u16, u16), cell: usize) -> Option<Color> {
    let t = drawn(s, theme, w, h);
    let g = crate::tui::draw::screen(ratatui::layout::Rect::new(0, 0, w, h))
        .expect("room for the grid")
        .grid;
    let (x, y) = g.cell_origin(cell);
    t.backend().buffer()[(x, y)].style().bg
}

#[test]
fn the_apply_key_applies_the_next_step_at_once_counts_it_and_undoes() {
    let mut s = easy();
    s.hint_source = Some(crate::tui::hints::Source::new(super::hints::OneStep));
    run(&mut s, [Action::ApplyStep]);
    assert_eq!(s.grid.value(2), 4, "found and applied in one key");
    assert_eq!(s.hint, HintStage::Off);
    assert_eq!(s.hints_used, 1, "a hint taken");
    let m = s.message.clone().unwrap().text;
    assert!(
        m.starts_with("applied: Hidden single: place 4 in r1c3"),
        "{m}"
    );
    // The message keeps its step, so that the message log opens it whole (`m`, `i`).
    let logged = s.log.back().and_then(|m| m.step.as_ref());
    let hidden_single = nonet_core::strategy::Technique::HiddenSingle;
    assert_eq!(logged.map(|st| st.technique), Some(hidden_single));
    run(&mut s, [Action::Undo]);
    assert_eq!(s.grid.value(2), 0, "one undoable step");
    assert_eq!(s.hints_used, 1, "undo does not take the hint back");
    run(&mut s, [Action::ApplyStep]);
    assert_eq!((s.grid.value(2), s.hints_used), (4, 2));

    // A hint named by `h` is applied by `A`, and counted once.
    let mut s = easy();
    s.hint_source = crate::tui::hints::default_source();
    run(&mut s, [Action::Hint]);
    let HintStage::Named(step) = s.hint.clone() else {
        panic!("named: {:?}", s.hint)
    };
    run(&mut s, [Action::ApplyStep]);
    assert_eq!(s.hints_used, 1);
    for m in &step.placements {
        assert_eq!(s.grid.value(m.cell), m.digit);
    }
    // The real engine, key after key, solves the easy puzzle right, a hint a key.
    for _ in 0..100 {
        if s.grid.is_solved() {
            break;
        }
        run(&mut s, [Action::ApplyStep]);
    }
    assert_eq!(s.grid.board(), board(EASY_SOLUTION));
    assert!(s.hints_used > 40, "{}", s.hints_used);
}

#[test]
fn the_filter_lights_the_digits_cells_and_the_same_again_or_esc_clears_it() {
    let theme = Theme::default_theme();
    let size = (80, 24);
    let mut s = easy();
    // r1c3 (cell 2) may hold 1, 2 or 4; r1c1 holds 5; r9c9 holds 9.
    run(
        &mut s,
        [Action::Select(40), Action::FilterKey, Action::Digit(4)],
    );
    assert_eq!(s.filter, Some(4));
    assert_eq!(
        s.grid.value(40),
        0,
        "the digit went to the filter, not the cell"
    );
    let lit = Some(theme.same_digit_bg);
    assert_eq!(cell_bg(&s, &theme, size, 2), lit, "a candidate");
    assert_eq!(cell_bg(&s, &theme, size, 36), lit, "a placed 4 (r5c1)");
    assert_ne!(cell_bg(&s, &theme, size, 0), lit, "a placed 5");
    assert_ne!(cell_bg(&s, &theme, size, 1), lit, "r1c2 is a 3");
    // With marks, the marks decide: r1c3 without its 4 is no longer lit.
    run(
        &mut s,
        [Action::AutoFill, Action::TogglePencil, Action::Select(2)],
    );
    run(&mut s, [Action::Digit(4), Action::TogglePencil]);
    assert_ne!(cell_bg(&s, &theme, size, 2), lit);
    // The same digit again turns it off; so does Esc.
    run(&mut s, [Action::FilterKey, Action::Digit(4)]);
    assert_eq!(s.filter, None);
    run(&mut s, [Action::FilterKey, Action::Digit(7), Action::Back]);
    assert_eq!(s.filter, None);
    // A key other than a digit drops the waiting filter key: the next digit is an entry.
    run(
        &mut s,
        [
            Action::FilterKey,
            Action::Move(Dir::Right),
            Action::Digit(6),
        ],
    );
    assert_eq!((s.filter, s.grid.value(3)), (None, 6));
    // The filter is a view: it is neither undone nor saved.
    run(&mut s, [Action::FilterKey, Action::Digit(8), Action::Undo]);
    assert_eq!(s.filter, Some(8));
}

#[test]
fn snapshot_filter_80x24_and_large() {
    let mut s = easy();
    run(
        &mut s,
        [Action::Select(40), Action::FilterKey, Action::Digit(6)],
    );
    s.message = None;
    let theme = Theme::default_theme();
    insta::assert_snapshot!("filter_80x24", styled(&s, &theme, 80, 24));
    insta::assert_snapshot!("filter_large", styled(&s, &theme, 120, 42));
}

/// The filter's lit marks differ from the other marks by more than weight: in another
/// colour (the theme's accent, which the contrast test holds ΔE 20 from the pencil
/// colour), bold and underlined, in every built-in theme (at a size where no line is
/// drawn as an underline); without colours, upright among italic marks.
#[test]
fn the_filters_marks_differ_from_the_others_by_colour_and_underline() {
    use ratatui::style::Modifier;
    let mut s = easy();
    run(
        &mut s,
        [
            Action::AutoFill,
            Action::Select(40),
            Action::FilterKey,
            Action::Digit(6),
        ],
    );
    let mut themes: Vec<Theme> = crate::settings::themes::BUILTIN
        .iter()
        .map(|(name, _)| Theme::load(name, None, false).0)
        .collect();
    themes.push(Theme::mono());
    let (w, h) = (120, 42);
    let g = crate::tui::draw::screen(ratatui::layout::Rect::new(0, 0, w, h))
        .expect("room for the grid")
        .grid;
    let board = s.grid.board();
    for theme in &themes {
        let t = drawn(&s, theme, w, h);
        let buf = t.backend().buffer();
        let mut checked = 0;
        for cell in (0..81).filter(|&c| board[c] == 0 && s.grid.marks[c].contains(6)) {
            let (x, y) = g.cell_origin(cell);
            let styles: Vec<(String, ratatui::style::Style)> = (y..y + g.ch)
                .flat_map(|row| (x..x + g.cw).map(move |col| (col, row)))
                .map(|at| (buf[at].symbol().to_string(), buf[at].style()))
                .filter(|(sym, _)| sym.len() == 1 && sym != " ")
                .collect();
            let lit = styles.iter().find(|(sym, _)| sym == "6").expect("the 6").1;
            let Some(other) = styles.iter().find(|(sym, _)| sym != "6").map(|x| x.1) else {
                continue;
            };
            let name = &theme.name;
            assert!(
                lit.add_modifier
                    .contains(Modifier::BOLD | Modifier::UNDERLINED),
                "{name}: {lit:?}"
            );
            if theme.mono {
                // Without colours the lit cell is underlined as a whole: its other marks
                // are italic (and dim), the lit one upright.
                assert!(
                    other.add_modifier.contains(Modifier::ITALIC)
                        && !lit.add_modifier.contains(Modifier::ITALIC),
                    "{name}: {lit:?} {other:?}"
                );
            } else {
                assert!(
                    !other.add_modifier.contains(Modifier::UNDERLINED),
                    "{name}: {other:?}"
                );
                assert_eq!(lit.fg, Some(theme.accent), "{name}");
                assert_eq!(other.fg, Some(theme.pencil), "{name}");
            }
            checked += 1;
        }
        assert!(
            checked > 0,
            "{}: no cell with a 6 and another mark",
            theme.name
        );
    }
}

/// The easy puzzle with every candidate filled in and some painted: r1c3's 1 and 2 in
/// colours 1 and 2, r1c4 in colour 3, r3c1 in colour 4.
fn painted() -> State {
    let mut s = easy();
    run(
        &mut s,
        [
            Action::AutoFill,
            Action::ColourMode,
            Action::Select(2),
            Action::Digit(1),
            Action::NextBrush(1),
            Action::Digit(2),
            Action::NextBrush(1),
            Action::Select(3),
            Action::PaintCell,
            Action::NextBrush(1),
            Action::Select(18),
            Action::PaintCell,
        ],
    );
    s
}

#[test]
fn colouring_paints_undoes_and_is_saved_with_the_session() {
    let mut s = painted();
    assert_eq!(s.mode, Mode::Colour);
    let c = &s.colouring;
    assert_eq!(
        (c.candidate(2, 1), c.candidate(2, 2), c.candidate(2, 4)),
        (1, 2, 0)
    );
    assert_eq!((c.cell(3), c.cell(18), c.cell(2)), (3, 4, 0));
    let grid = s.grid.clone();
    // Painting is no edit of the grid: the marks and digits stay as they were.
    assert_eq!(s.grid, grid);
    // The same colour again takes it off; each paint is one undo step.
    run(&mut s, [Action::Select(18), Action::PaintCell]);
    assert_eq!(s.colouring.cell(18), 0);
    run(&mut s, [Action::Undo]);
    assert_eq!(s.colouring.cell(18), 4);
    assert_eq!(s.message.as_ref().unwrap().text, "undid the colours");
    run(&mut s, [Action::Undo, Action::Undo, Action::Undo]);
    assert_eq!((s.colouring.cell(3), s.colouring.candidate(2, 2)), (0, 0));
    run(&mut s, [Action::Redo, Action::Redo]);
    assert_eq!((s.colouring.cell(3), s.colouring.candidate(2, 2)), (3, 2));
    // A filled cell has no candidates to paint.
    run(&mut s, [Action::Select(0), Action::Digit(5)]);
    assert!(s.message.as_ref().unwrap().error);
    // One key clears them all, and one undo brings them back.
    let before = s.colouring.clone();
    run(&mut s, [Action::ClearColours]);
    assert!(s.colouring.is_empty());
    run(&mut s, [Action::Undo]);
    assert_eq!(s.colouring, before);
    // Saved with the session and read back.
    let text = store::to_native(&s.document());
    assert!(text.contains("colours = ["), "{text}");
    let back = State::new(store::from_native(&text, "session.toml").unwrap(), None);
    assert_eq!(back.colouring, s.colouring);
    // Esc and `C` leave colour mode; digits enter again.
    run(&mut s, [Action::Back]);
    assert_eq!(s.mode, Mode::Normal);
    run(
        &mut s,
        [Action::ColourMode, Action::ColourMode, Action::Select(2)],
    );
    run(&mut s, [Action::Digit(4)]);
    assert_eq!((s.mode, s.grid.value(2)), (Mode::Normal, 4));
}

#[test]
fn a_shown_hint_has_the_grid_the_colours_come_back_after() {
    let theme = Theme::default_theme();
    let mut s = painted();
    run(&mut s, [Action::Back]);
    let paint = Some(theme.paint_3);
    assert_eq!(cell_bg(&s, &theme, (80, 24), 3), paint);
    s.hint_source = Some(crate::tui::hints::Source::new(super::hints::OneStep));
    run(&mut s, [Action::Hint, Action::Hint]);
    assert!(s.hint.shown().is_some());
    // r1c4 is in the hint's row: the hint's house colour, not the player's.
    assert_eq!(cell_bg(&s, &theme, (80, 24), 3), Some(theme.hint_house_bg));
    run(&mut s, [Action::Back]);
    assert_eq!(cell_bg(&s, &theme, (80, 24), 3), paint);
}

#[test]
fn snapshot_colouring_80x24_and_large() {
    let mut s = painted();
    run(&mut s, [Action::Select(40)]);
    s.message = None;
    let theme = Theme::default_theme();
    insta::assert_snapshot!("colouring_80x24", styled(&s, &theme, 80, 24));
    insta::assert_snapshot!("colouring_large", styled(&s, &theme, 120, 42));
}

#[test]
fn the_theme_key_cycles_the_themes_and_saves_the_choice_in_the_config() {
    let config = PathBuf::from("/mem/config");
    let dirs = Dirs {
        data: PathBuf::from("/mem/data"),
        config: Some(config.clone()),
    };
    let mut s = State::new(State::empty_document(), Some(dirs));
    let settings = config.join("config.toml");
    put_file(
        &settings,
        "# mine\nstatus = false\n\n[keys]\nhint = \"x\"\n",
    );
    put_file(config.join("themes/zebra.toml"), "given = \"#ff0000\"\n");
    put_file(config.join("themes/light.toml"), "given = \"#00ff00\"\n");
    let mut seen = Vec::new();
    for _ in 0..6 {
        run(&mut s, [Action::NextTheme]);
        seen.push(s.theme.name.clone());
        let text = file(&settings).unwrap();
        let m = &s.message.as_ref().unwrap().text;
        assert!(m.starts_with(&format!("theme {} ", s.theme.name)), "{m}");
        assert!(m.contains("/mem/config/config.toml"), "{m}");
        assert_eq!(
            text,
            format!(
                "theme = \"{}\"\n# mine\nstatus = false\n\n[keys]\nhint = \"x\"\n",
                s.theme.name
            )
        );
    }
    // The built-in themes in their order, then the user's own (a file named like a
    // built-in one only changes it), then round again.
    assert_eq!(
        seen,
        [
            "light",
            "high-contrast",
            "solarized",
            "colour-blind",
            "zebra",
            "dark"
        ]
    );
    run(&mut s, [Action::NextTheme]);
    assert_eq!(s.theme.name, "light");
    assert_eq!(s.theme.given, Color::Rgb(0, 255, 0), "the user's light");
    // The theme keeps the terminal's colour depth.
    s.theme = Theme::default_theme().degraded(crate::tui::theme::colour::depth::Depth::Palette256);
    run(&mut s, [Action::NextTheme]);
    assert!(
        matches!(s.theme.background, Color::Indexed(_)),
        "{:?}",
        s.theme.background
    );
    assert!(s.message.as_ref().unwrap().text.contains("in 256 colours"));
    // Without colours there is nothing to switch.
    s.theme = Theme::mono();
    run(&mut s, [Action::NextTheme]);
    assert!(s.theme.mono);
    // A config that is not TOML is left alone, and said.
    s.theme = Theme::default_theme();
    put_file(&settings, "status = \n");
    run(&mut s, [Action::NextTheme]);
    let m = s.message.as_ref().unwrap();
    assert!(
        m.error && m.text.contains("not saved: /mem/config/config.toml:1:10"),
        "{m:?}"
    );
    assert_eq!(file(&settings).unwrap(), "status = \n");
}

#[test]
fn the_details_key_shows_the_masks_as_bits() {
    let mut s = easy();
    assert!(!render(&s, 80, 24).contains("000010000"));
    run(&mut s, [Action::ToggleDetails]);
    // Beside the digits where the panel has room, else each bit under its digit.
    assert!(render(&s, 100, 32).contains("Given ····5···· 000010000"));
    let screen = render(&s, 80, 24);
    let lines: Vec<&str> = screen.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.contains("Given ····5····"))
        .expect(&screen);
    // Columns, not bytes: the grid's lines left of the panel are several bytes a column.
    let column = |line: &str, text: &str| line[..line.find(text).unwrap()].chars().count();
    assert!(lines[at + 1].contains("000010000"), "{screen}");
    assert_eq!(
        column(lines[at + 1], "000010000"),
        column(lines[at], "Given ") + "Given ".len(),
        "{screen}"
    );
    run(&mut s, [Action::ToggleDetails]);
    assert!(!render(&s, 80, 24).contains("000010000"));
}

#[test]
fn help_at_80x24_lists_the_new_keys_and_names_the_theme() {
    let mut s = easy();
    run(&mut s, [Action::Help]);
    shows(
        &render(&s, 80, 24),
        &[
            "A apply the next step at once",
            "f digit filter: f then 1-9",
            "C colour mode",
            "X take every colour off",
            "T next theme",
            "D panel details",
            "theme dark",
        ],
    );
    // Colour mode's own keys.
    run(&mut s, [Action::Help, Action::ColourMode, Action::Help]);
    let keys = [
        "paint the candidate",
        "Space paint the cell",
        "Tab next colour",
    ];
    shows(&render(&s, 80, 24), &keys);
}
