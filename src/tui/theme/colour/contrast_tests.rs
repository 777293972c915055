//! Every built-in theme, in 24-bit colour and brought down to 256 colours, keeps each
//! highlight apart from every background it can sit beside or on, and every digit, mark
//! and letter readable on each: measured from the theme files, not eyeballed. The same
//! criterion, written again in Python, is `scripts/theme-contrast.py` (`check` lists a
//! theme's shortfalls; `search` finds the colours nearest a theme's that meet it, with
//! the 256-colour palette in its loop), for a theme author.
//!
//! The criterion, and why:
//! - **Highlights: CIEDE2000 ΔE ≥ 20** from the plain background and from each other.
//!   ΔE 1 is the least difference an eye sees side by side; around 20 two colours read as
//!   different colours at a glance, which a highlight must. Which backgrounds meet follows
//!   from how the grid stacks them (`draw/grid`): the plain background, or on a jigsaw
//!   one of four region tints, under one layer at a time: the player's (the cursor's
//!   houses, the player's four colours, the lit digit's cells: the same digit, or the
//!   filter's), a running target search's (the player's colours give way to the cell it
//!   branches on), or a shown hint's (its houses and its pattern alone); the cursor over
//!   all. So each base with each layer, pairwise; the layers never meet. A highlight on
//!   a jigsaw's tint: **ΔE ≥ 15** (the floor). The tints are dark (pale in a light
//!   theme) like the highlights, under the same bright (dark) digits, and xterm's palette
//!   has few such colours: the search over it (`scripts/theme-contrast.py`) found no dark
//!   palette with four tints 10 apart and 20 from each highlight too. 15 still reads as
//!   another colour at a glance, and a heavy wall marks the tint's own edges.
//! - **The hint's backgrounds from the player's: ΔE ≥ 20.** They never meet, but a
//!   hint's houses in the colour of the cursor's houses (or the lit digit's) would read
//!   as the cursor's: the hint's houses and pattern stand apart from those two as any
//!   two highlights do.
//! - **Region tints among themselves: ΔE ≥ 10.** Two regions always meet across a heavy
//!   wall, and the tint helps follow a region's shape: 10 tells them apart at a glance
//!   (at 6 they were three near-blacks). A jigsaw is played on four tints, no two
//!   neighbours alike (`colour::tints`). Region mode uses all nine, one a region, with the
//!   region's letter in every cell; there each must stand apart from the cursor.
//! - **Every digit, mark and letter on its background: WCAG contrast ≥ 4.5:1** (AA for
//!   text), wherever the grid can draw it: placed digits (given, entry), the flags (a
//!   clash, a checked wrong entry) and pencil marks on every background of every layer
//!   and on the branch cell; the hint's pattern, elimination, placement and chain colours
//!   on the hint's layer; the lit digit's marks (`accent`) on the lit colour; region
//!   mode's letters (`dim`) and digits on all nine tints and the cursor; a target
//!   search's unproven fill (`dim`, italic) on the search's layer; the weights'
//!   figures (`text`) on every step of the heat map and the cursor. Candidates are small,
//!   so they get what text gets: the palettes are made for it (dark highlights under
//!   bright marks in the dark themes, pale ones under dark marks in the light one).
//! - **The weights view:** the heat map at five steps from its lowest weight to its
//!   highest (as `Theme::heat` mixes and brings them down) differs step to step by ΔE ≥
//!   10, and the cursor stands apart from each (ΔE ≥ 20).
//! - **What the grid draws besides digits:** the outline of a hint's houses, the walls
//!   and the light line drawn as underlines at 80×24, and a chain's reversed nodes
//!   (see `grid_lines` for each criterion).
//! - **Colours side by side: ΔE ≥ 20** between the pencil colour and the hint's candidate
//!   colours, between a mark and an entry, between an entry and a given or a flag,
//!   between the unproven fill and a placed digit, and between the lit digit's marks (the
//!   filter's) and the other marks: the lit one is another colour, and underlined and
//!   bold besides (`draw/grid/marks`), so that it stands out without colour too.

use super::depth::Depth;
use super::tints::PLAY_TINTS;
use super::{contrast, delta_e, rgb, Rgb};
use crate::tui::theme::{Theme, BUILTIN};
use std::collections::BTreeMap;

/// Highlights from the plain background and from one another.
const APART: f64 = 20.0;
/// Highlights from a jigsaw's tints.
const ON_TINT: f64 = 15.0;
/// A jigsaw's neighbouring tints.
const TINTS_APART: f64 = 10.0;
/// Every digit, mark and letter on its background (WCAG AA).
const TEXT: f64 = 4.5;
/// Walls and the hint's outline (WCAG's floor for graphics).
const GRAPHIC: f64 = 3.0;
/// The light line between two rows of cells.
const LINE: f64 = 1.5;
/// Colours side by side in a cell or in neighbouring ones.
const SIDE: f64 = 20.0;
/// The heat map's steps measured, from the lowest weight to the highest.
const HEAT_STEPS: i32 = 5;
/// The heat map's neighbouring steps.
const HEAT_APART: f64 = 10.0;

/// The player's layer: what can be lit while no hint is shown.
const PLAYER: [&str; 7] = [
    "house_bg",
    "cursor_bg",
    "same_digit_bg",
    "paint_1",
    "paint_2",
    "paint_3",
    "paint_4",
];
/// A running target search's layer: the player's, its colours giving way to the branch.
const SEARCH: [&str; 4] = ["house_bg", "cursor_bg", "same_digit_bg", "branch_bg"];
/// The hint's layer, with the cursor (it sits on the hint's target).
const HINT: [&str; 3] = ["hint_house_bg", "hint_cell_bg", "cursor_bg"];
/// Placed digits.
const DIGITS: [&str; 2] = ["given", "entry"];
/// Bold digits that flag something: a clash, a checked wrong entry.
const FLAGS: [&str; 2] = ["clash", "error"];
/// Candidates: the pencil colour, then the hint's candidate colours.
const CANDIDATES: [&str; 6] = [
    "pencil",
    "hint_pattern",
    "hint_elim",
    "hint_place",
    "chain_strong",
    "chain_weak",
];
/// The lit digit's marks (the filter's, or the selected cell's digit's).
const LIT_MARK: &str = "accent";
/// Region mode's letters.
const LETTERS: &str = "dim";
/// A target search's unproven fill (`Theme::unproven_style`).
const UNPROVEN: &str = "dim";

/// One measurement: which kind, of what against what, its value and the least allowed.
#[derive(Debug, Clone)]
struct Measure {
    kind: &'static str,
    a: String,
    b: String,
    value: f64,
    min: f64,
}

impl Measure {
    fn short(&self) -> bool {
        self.value < self.min
    }

    /// How far over its minimum, as a ratio: the worst of a kind is the smallest.
    fn margin(&self) -> f64 {
        self.value / self.min
    }
}

/// The heat map's step `k` (0 the lowest weight), as a key of [`colours`].
fn heat_key(k: i32) -> String {
    format!("heat[{k}]")
}

/// The theme's colours by key (`regions[0]`…), as the terminal shows them, and the heat
/// map's steps (`heat[0]`…).
fn colours(theme: &Theme) -> BTreeMap<String, Rgb> {
    let mut t = theme.clone();
    let mut all: BTreeMap<String, Rgb> = t
        .colours_mut()
        .into_iter()
        .filter_map(|(k, c)| Some((k, rgb(*c)?)))
        .collect();
    for k in 0..HEAT_STEPS {
        if let Some(c) = rgb(theme.heat(k, 0, HEAT_STEPS - 1)) {
            all.insert(heat_key(k), c);
        }
    }
    all
}

/// Each pair of the backgrounds that meet: a base with a layer, pairwise.
fn meeting(bases: &[&str]) -> Vec<(String, String)> {
    let mut apart: Vec<(String, String)> = Vec::new();
    for base in bases {
        for layer in [&PLAYER[..], &SEARCH[..], &HINT[..]] {
            let group: Vec<&str> = std::iter::once(*base)
                .chain(layer.iter().copied())
                .collect();
            for (i, x) in group.iter().enumerate() {
                for y in &group[i + 1..] {
                    let pair = (x.to_string(), y.to_string());
                    let turned = (pair.1.clone(), pair.0.clone());
                    if !apart.contains(&pair) && !apart.contains(&turned) {
                        apart.push(pair);
                    }
                }
            }
        }
    }
    apart
}

/// Every measurement of the criterion on `theme`.
fn measure(theme: &Theme) -> Vec<Measure> {
    let c = colours(theme);
    let at = |k: &str| *c.get(k).unwrap_or_else(|| panic!("{}: no {k}", theme.name));
    let mut out = Vec::new();
    let mut push = |kind, a: &str, b: &str, value, min| {
        out.push(Measure {
            kind,
            a: a.into(),
            b: b.into(),
            value,
            min,
        })
    };
    let mut de = |kind, a: &str, b: &str, min| push(kind, a, b, delta_e(at(a), at(b)), min);
    let tints: Vec<String> = (0..PLAY_TINTS).map(|i| format!("regions[{i}]")).collect();
    let bases: Vec<&str> = std::iter::once("background")
        .chain(tints.iter().map(String::as_str))
        .collect();
    for (x, y) in meeting(&bases) {
        let min = if tints.contains(&x) { ON_TINT } else { APART };
        de("backgrounds ΔE", &x, &y, min);
    }
    for (i, x) in tints.iter().enumerate() {
        for y in &tints[i + 1..] {
            de("tints ΔE", x, y, TINTS_APART);
        }
    }
    for x in ["hint_house_bg", "hint_cell_bg"] {
        for y in ["house_bg", "same_digit_bg"] {
            de("hint vs player ΔE", x, y, APART);
        }
    }
    let mut side_by_side: Vec<(&str, &str)> = Vec::new();
    for (i, x) in CANDIDATES.iter().enumerate() {
        for y in &CANDIDATES[i + 1..] {
            side_by_side.push((x, y));
        }
    }
    side_by_side.extend([
        ("given", "entry"),
        ("clash", "entry"),
        ("clash", "given"),
        ("error", "entry"),
        ("pencil", "entry"),
        (LIT_MARK, "pencil"),
        (UNPROVEN, "given"),
        (UNPROVEN, "entry"),
        (UNPROVEN, "clash"),
    ]);
    for (x, y) in side_by_side {
        de("digits ΔE", x, y, SIDE);
    }
    for i in 0..9 {
        de(
            "region mode ΔE",
            &format!("regions[{i}]"),
            "cursor_bg",
            APART,
        );
    }
    for k in 0..HEAT_STEPS {
        de("weights cursor ΔE", "cursor_bg", &heat_key(k), APART);
        if k > 0 {
            de("heat steps ΔE", &heat_key(k - 1), &heat_key(k), HEAT_APART);
        }
    }
    readable(&mut push, &bases, &at);
    grid_lines(&mut push, &bases, &at);
    out
}

/// The backgrounds of every layer, on the plain background and the tints a jigsaw is
/// played on, and the branch cell's.
fn all_backgrounds<'a>(bases: &[&'a str]) -> Vec<&'a str> {
    let mut all: Vec<&str> = bases.to_vec();
    for bg in PLAYER.into_iter().chain(HINT).chain(["branch_bg"]) {
        if !all.contains(&bg) {
            all.push(bg);
        }
    }
    all
}

/// Each digit, mark and letter on every background the grid can draw it on.
fn readable(
    push: &mut impl FnMut(&'static str, &str, &str, f64, f64),
    bases: &[&str],
    at: &impl Fn(&str) -> Rgb,
) {
    let mut w = |kind, fg: &str, bg: &str| push(kind, fg, bg, contrast(at(fg), at(bg)), TEXT);
    for bg in &all_backgrounds(bases) {
        for fg in DIGITS.iter().chain(&FLAGS).chain(&CANDIDATES[..1]) {
            w("digit contrast", fg, bg);
        }
    }
    for bg in bases.iter().chain(&HINT) {
        for fg in &CANDIDATES[1..] {
            w("hint mark contrast", fg, bg);
        }
    }
    w("lit mark contrast", LIT_MARK, "same_digit_bg");
    for bg in bases.iter().chain(&SEARCH) {
        w("search fill contrast", UNPROVEN, bg);
    }
    for i in 0..9 {
        for fg in ["given", "entry", "error", LETTERS] {
            w("region mode contrast", fg, &format!("regions[{i}]"));
        }
    }
    w("region mode contrast", LETTERS, "cursor_bg");
    for k in 0..HEAT_STEPS {
        w("weights contrast", "text", &heat_key(k));
    }
    w("weights contrast", "text", "cursor_bg");
    for (fg, bg) in [
        ("text", "background"),
        ("accent", "background"),
        ("status_fg", "status_bg"),
    ] {
        w("text contrast", fg, bg);
    }
}

/// What the grid draws on and between its cells besides digits, measured like them:
/// - the outline of a shown hint's houses (`draw/grid/lines.rs`), double lines in the
///   pattern's colour: on the line rows and columns, on the plain background; at 80×24,
///   where two rows of a box have no line between them, as the underline of the upper
///   cell's last row, on that cell's background (a base, or a hint layer's). WCAG 3:1 on
///   each (a graphic), and ΔE ≥ 20 from both wall colours, so that it never reads as a
///   wall (a jigsaw's heavy region walls above all);
/// - the walls that are underlines at 80×24 (`underline_walls`), on whatever background
///   the upper cell has: a jigsaw's region wall (`region_line`) 3:1 on each, as on the
///   line rows. The light line is the thin separator of two rows of 5×2 cells in a box;
///   it is held to 1.5:1 on the plain background and the tints a grid is played on
///   (enough to see the rows of cells; at 3:1 it would outshine the candidates), not on
///   the highlights, where the highlighted cell's own colour bounds it. And the two
///   underlines, a region's wall and the light line, differ by their colour alone: ΔE
///   ≥ 20 between them;
/// - a chain node at the walk's link, and the chain's start, are reversed: the node's
///   colour becomes a little background beside its cell's, and must stand apart from
///   it like any highlight (ΔE ≥ 20 from each base and hint background); its digit, in
///   the cell's colour on it, is the candidate contrast above read the other way.
fn grid_lines(
    push: &mut impl FnMut(&'static str, &str, &str, f64, f64),
    bases: &[&str],
    at: &impl Fn(&str) -> Rgb,
) {
    let hint_backgrounds: Vec<&str> = bases.iter().copied().chain(HINT).collect();
    for bg in &hint_backgrounds {
        let value = contrast(at("hint_pattern"), at(bg));
        push("outline contrast", "hint_pattern", bg, value, GRAPHIC);
    }
    for wall in ["region_line", "line"] {
        let value = delta_e(at("hint_pattern"), at(wall));
        push("outline ΔE", "hint_pattern", wall, value, SIDE);
    }
    let region_tints: Vec<String> = (0..9).map(|i| format!("regions[{i}]")).collect();
    let walled = all_backgrounds(bases)
        .into_iter()
        .chain(region_tints.iter().map(String::as_str));
    for bg in walled {
        let value = contrast(at("region_line"), at(bg));
        push("wall contrast", "region_line", bg, value, GRAPHIC);
    }
    for bg in bases {
        let value = contrast(at("line"), at(bg));
        push("line contrast", "line", bg, value, LINE);
    }
    let value = delta_e(at("line"), at("region_line"));
    push("wall ΔE", "line", "region_line", value, SIDE);
    for node in &CANDIDATES[1..] {
        for bg in &hint_backgrounds {
            let value = delta_e(at(node), at(bg));
            push("reversed node ΔE", node, bg, value, APART);
        }
    }
}

/// The built-in themes as a 24-bit and a 256-colour terminal show them.
fn renderings() -> Vec<(String, Theme)> {
    let mut all = Vec::new();
    for (name, _) in BUILTIN {
        let (theme, warnings) = Theme::load(name, None, false);
        assert!(warnings.is_empty(), "{name}: {warnings:?}");
        for depth in [Depth::TrueColour, Depth::Palette256] {
            all.push((
                format!("{name} ({})", depth.name()),
                theme.clone().degraded(depth),
            ));
        }
    }
    all
}

/// The worst measurement of each kind, for the report.
fn worst(measures: &[Measure]) -> Vec<&Measure> {
    let mut kinds: Vec<&str> = measures.iter().map(|m| m.kind).collect();
    kinds.dedup();
    kinds.sort_unstable();
    kinds.dedup();
    kinds
        .into_iter()
        .filter_map(|k| {
            measures
                .iter()
                .filter(|m| m.kind == k)
                .min_by(|x, y| x.margin().total_cmp(&y.margin()))
        })
        .collect()
}

#[test]
fn every_builtin_theme_keeps_its_highlights_apart_and_its_digits_readable() {
    let mut failures = Vec::new();
    for (name, theme) in renderings() {
        let measures = measure(&theme);
        // `cargo test contrast -- --nocapture` prints the worst of each kind.
        println!("{name}:");
        for m in worst(&measures) {
            println!(
                "  worst {}: {:.2} ({} on {}; at least {})",
                m.kind, m.value, m.a, m.b, m.min
            );
        }
        failures.extend(measures.into_iter().filter(Measure::short).map(|m| {
            format!(
                "{name}: {} {} / {} = {:.2} < {}",
                m.kind, m.a, m.b, m.value, m.min
            )
        }));
    }
    assert!(
        failures.is_empty(),
        "{} shortfalls (theme (depth): kind, pair, measured < floor):\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// `theme` with the colour of `key` replaced by the colour of `like`.
fn with(theme: &Theme, key: &str, like: &str) -> Theme {
    let mut changed = theme.clone();
    let value = *changed
        .colours_mut()
        .into_iter()
        .find(|(k, _)| k == like)
        .expect("a colour key")
        .1;
    for (k, c) in changed.colours_mut() {
        if k == key {
            *c = value;
        }
    }
    changed
}

/// Whether a measurement of `key` falls short in `theme`.
fn fails_on(theme: &Theme, key: &str) -> bool {
    measure(theme)
        .iter()
        .any(|m| m.short() && (m.a == key || m.b == key))
}

/// The test above fails a theme in which any highlight, digit, mark, letter or line
/// colour is the plain background (in either rendering), a tint a jigsaw is played on is
/// its neighbour tint, a tint of region mode is the cursor's colour, or the heat map's
/// two ends are one colour: each key is tried.
#[test]
fn a_highlight_changed_to_the_plain_background_fails_the_theme() {
    for (name, theme) in renderings() {
        assert!(
            !measure(&theme).iter().any(Measure::short),
            "{name} passes as it is"
        );
        let keys = PLAYER.iter().chain(&SEARCH).chain(&HINT);
        let lines = ["line", "region_line", LIT_MARK, LETTERS, "text"];
        for key in keys
            .chain(&DIGITS)
            .chain(&FLAGS)
            .chain(&CANDIDATES)
            .chain(&lines)
        {
            assert!(
                fails_on(&with(&theme, key, "background"), key),
                "{name}: {key} as the plain background, and nothing fails"
            );
        }
        let flat = with(&theme, "heat_high", "heat_low");
        assert!(
            measure(&flat)
                .iter()
                .any(|m| m.short() && m.kind == "heat steps ΔE"),
            "{name}: the heat map in one colour, and nothing fails"
        );
        for i in 0..PLAY_TINTS {
            let (key, other) = (format!("regions[{i}]"), format!("regions[{}]", (i + 1) % 4));
            assert!(
                fails_on(&with(&theme, &key, &other), &key),
                "{name}: {key} as {other}, and nothing fails"
            );
        }
        for i in 0..9 {
            let key = format!("regions[{i}]");
            assert!(
                fails_on(&with(&theme, &key, "cursor_bg"), &key),
                "{name}: {key} as the cursor, and nothing fails"
            );
        }
    }
}

#[test]
fn on_16_colours_the_highlights_are_drawn_with_cues_too() {
    use ratatui::style::Modifier;
    let theme = Theme::default_theme().degraded(Depth::Ansi16);
    assert!(theme.cues());
    assert!(theme
        .cursor_style()
        .add_modifier
        .contains(Modifier::REVERSED));
    assert!(theme
        .hint_house_style()
        .add_modifier
        .contains(Modifier::UNDERLINED));
    assert!(theme
        .same_digit_style()
        .add_modifier
        .contains(Modifier::UNDERLINED));
    let paints: Vec<Modifier> = (1..=4).map(|n| theme.paint_style(n).add_modifier).collect();
    for (i, m) in paints.iter().enumerate() {
        assert!(!paints[i + 1..].contains(m), "the colours' cues differ");
    }
    let full = Theme::default_theme();
    assert!(!full.cues());
    assert!(full.cursor_style().add_modifier.is_empty());
}
