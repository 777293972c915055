//! Every built-in theme, in 24-bit colour and brought down to 256 colours, keeps each
//! highlight apart from every background it can sit beside or on, and its digits
//! readable on each: measured from the theme files, not eyeballed.
//!
//! The criterion, and why:
//! - **Backgrounds that meet: CIEDE2000 ΔE ≥ 20.** ΔE 1 is the least difference an eye
//!   sees side by side; around 20 two colours read as different colours at a glance,
//!   which a highlight must. Which backgrounds meet follows from how the grid stacks them
//!   (`draw/grid`): the plain background, or on a jigsaw one of four region tints, under
//!   one layer at a time: the player's (the cursor's houses, the player's four colours,
//!   the lit digit's cells: the same digit, or the filter's), a running target search's
//!   (the player's colours give way to the cell it branches on), or a shown hint's (its
//!   houses and its pattern alone); the cursor over all. So each base with each layer,
//!   pairwise; the layers never meet.
//! - **Region tints among themselves: ΔE ≥ 6.** Two regions always meet across a heavy
//!   wall; the tint only helps follow a region's shape, and 6 is plainly visible side by
//!   side. A jigsaw is played on four tints, no two neighbours alike (`colour::tints`).
//!   Region mode uses all nine, one a region, with the region's letter in every cell; there
//!   each must stand apart from the cursor.
//! - **Digits on their background: WCAG contrast ≥ 4.5:1** (AA for text) for placed
//!   digits (given, entry) on every background they can be drawn on. **≥ 3:1** for the
//!   bold ones that flag (a clash, a checked wrong entry, the selected digit's marks) and
//!   for candidates (pencil marks on every background; the hint's pattern, elimination,
//!   placement and chain colours on the hint's layer): WCAG's floor for bold text and
//!   for graphics. Candidates are the subordinate digits of a cell, set apart from placed
//!   ones by their place and, for the hint's, by bold, strike-through or italics; at
//!   4.5:1 on every highlight they and the flags would all have to be near-white, and no
//!   longer tell apart from one another or from an entry, which the next rule asks.
//!   Walls ≥ 3:1 (WCAG's minimum for graphics).
//! - **What the grid draws besides digits:** the outline of a hint's houses, the walls
//!   and the light line drawn as underlines at 80×24, and a chain's reversed nodes
//!   (see `grid_lines` for each criterion).
//! - **Colours side by side in one cell: ΔE ≥ 20** between the pencil colour and the
//!   hint's candidate colours, and between an entry and a given or a clash.

use super::depth::Depth;
use super::tints::PLAY_TINTS;
use super::{contrast, delta_e, rgb, Rgb};
use crate::tui::theme::{Theme, BUILTIN};
use std::collections::BTreeMap;

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
/// Bold digits that flag something: a clash, a checked wrong entry, the selected
/// digit's marks.
const FLAGS: [&str; 3] = ["clash", "error", "text"];
/// Candidates: the pencil colour, then the hint's candidate colours.
const CANDIDATES: [&str; 6] = [
    "pencil",
    "hint_pattern",
    "hint_elim",
    "hint_place",
    "chain_strong",
    "chain_weak",
];

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

/// The theme's colours by key (`regions[0]`…), as the terminal shows them.
fn colours(theme: &Theme) -> BTreeMap<String, Rgb> {
    let mut t = theme.clone();
    t.colours_mut()
        .into_iter()
        .filter_map(|(k, c)| Some((k, rgb(*c)?)))
        .collect()
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
    let tints: Vec<String> = (0..PLAY_TINTS).map(|i| format!("regions[{i}]")).collect();
    let bases: Vec<&str> = std::iter::once("background")
        .chain(tints.iter().map(String::as_str))
        .collect();
    let mut apart: Vec<(&str, &str)> = Vec::new();
    for base in &bases {
        for layer in [&PLAYER[..], &SEARCH[..], &HINT[..]] {
            let group: Vec<&str> = std::iter::once(*base)
                .chain(layer.iter().copied())
                .collect();
            for (i, x) in group.iter().enumerate() {
                for y in &group[i + 1..] {
                    if !apart
                        .iter()
                        .any(|&(p, q)| (p, q) == (*x, *y) || (q, p) == (*x, *y))
                    {
                        apart.push((x, y));
                    }
                }
            }
        }
    }
    for (x, y) in apart {
        push("backgrounds ΔE", x, y, delta_e(at(x), at(y)), 20.0);
    }
    for (i, x) in tints.iter().enumerate() {
        for y in &tints[i + 1..] {
            push("tints ΔE", x, y, delta_e(at(x), at(y)), 6.0);
        }
    }
    let all_backgrounds: Vec<&str> = bases
        .iter()
        .copied()
        .chain(PLAYER)
        .chain(HINT)
        .chain(["branch_bg"])
        .collect();
    for bg in &all_backgrounds {
        for fg in &DIGITS {
            push("text contrast", fg, bg, contrast(at(fg), at(bg)), 4.5);
        }
        for fg in &FLAGS {
            push("flag contrast", fg, bg, contrast(at(fg), at(bg)), 3.0);
        }
        push(
            "candidate contrast",
            "pencil",
            bg,
            contrast(at("pencil"), at(bg)),
            3.0,
        );
    }
    for bg in bases.iter().chain(&HINT) {
        for fg in &CANDIDATES[1..] {
            push("candidate contrast", fg, bg, contrast(at(fg), at(bg)), 3.0);
        }
    }
    grid_lines(&mut push, &bases, &all_backgrounds, &at);
    for i in 0..9 {
        let tint = format!("regions[{i}]");
        push(
            "region mode ΔE",
            &tint,
            "cursor_bg",
            delta_e(at(&tint), at("cursor_bg")),
            20.0,
        );
        for fg in ["given", "entry"] {
            push("text contrast", fg, &tint, contrast(at(fg), at(&tint)), 4.5);
        }
        let wall = contrast(at("region_line"), at(&tint));
        push("wall contrast", "region_line", &tint, wall, 3.0);
    }
    let wall = contrast(at("region_line"), at("background"));
    push("wall contrast", "region_line", "background", wall, 3.0);
    for (fg, bg) in [
        ("text", "background"),
        ("accent", "background"),
        ("status_fg", "status_bg"),
    ] {
        push("text contrast", fg, bg, contrast(at(fg), at(bg)), 4.5);
    }
    let mut side_by_side: Vec<(&str, &str)> = Vec::new();
    for (i, x) in CANDIDATES.iter().enumerate() {
        for y in &CANDIDATES[i + 1..] {
            side_by_side.push((x, y));
        }
    }
    side_by_side.extend([("given", "entry"), ("clash", "entry")]);
    for (x, y) in side_by_side {
        push("digits ΔE", x, y, delta_e(at(x), at(y)), 20.0);
    }
    out
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
    all_backgrounds: &[&str],
    at: &impl Fn(&str) -> Rgb,
) {
    let hint_backgrounds: Vec<&str> = bases.iter().copied().chain(HINT).collect();
    for bg in &hint_backgrounds {
        let value = contrast(at("hint_pattern"), at(bg));
        push("outline contrast", "hint_pattern", bg, value, 3.0);
    }
    for wall in ["region_line", "line"] {
        let value = delta_e(at("hint_pattern"), at(wall));
        push("outline ΔE", "hint_pattern", wall, value, 20.0);
    }
    for bg in all_backgrounds {
        let value = contrast(at("region_line"), at(bg));
        push("wall contrast", "region_line", bg, value, 3.0);
    }
    for bg in bases {
        let value = contrast(at("line"), at(bg));
        push("line contrast", "line", bg, value, 1.5);
    }
    let value = delta_e(at("line"), at("region_line"));
    push("wall ΔE", "line", "region_line", value, 20.0);
    for node in &CANDIDATES[1..] {
        for bg in &hint_backgrounds {
            push(
                "reversed node ΔE",
                node,
                bg,
                delta_e(at(node), at(bg)),
                20.0,
            );
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
    assert!(failures.is_empty(), "{}", failures.join("\n"));
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

/// The test above fails a theme in which any highlight, digit or line colour is the plain
/// background (in either rendering), a tint a jigsaw is played on is its neighbour
/// tint, or a tint of region mode is the cursor's colour: each key is tried.
#[test]
fn a_highlight_changed_to_the_plain_background_fails_the_theme() {
    for (name, theme) in renderings() {
        assert!(
            !measure(&theme).iter().any(Measure::short),
            "{name} passes as it is"
        );
        let keys = PLAYER.iter().chain(&SEARCH).chain(&HINT);
        let lines = ["line", "region_line"];
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
