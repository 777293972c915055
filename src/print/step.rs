//! A hint's picture, as HoDoKu draws a step: every candidate in its place in its cell,
//! the step's houses shaded, its pattern candidates green, the digits it places dark
//! green, the candidates it removes red and struck through, and its chains as arrows
//! from candidate to candidate (strong links solid, weak links dashed).

use super::grid::{self, DigitKind};
use super::metrics;
use super::scene::{Color, Point, Scene, Shape, Stroke, Text};
use nonet_core::cells::CellSet;
use nonet_core::strategy::{Candidates, Chain, ChainNode, Link, Mark, Step};
use nonet_core::Board;

const HOUSE: Color = Color(0xfb, 0xf3, 0xcf);
const PATTERN: Color = Color(0xb5, 0xe4, 0xa4);
const PLACEMENT: Color = Color(0x3e, 0x9b, 0x3e);
const ELIMINATION: Color = Color(0xf6, 0xb8, 0xb8);
const ELIMINATED_DIGIT: Color = Color(0xc0, 0x10, 0x10);
const CANDIDATE: Color = Color(0x33, 0x33, 0x33);
const ARROW: Color = Color(0x2f, 0x45, 0xc8);

/// A candidate's digit size and the radius of its highlight, in cell widths.
const CANDIDATE_SIZE: f32 = 0.27;
const RADIUS: f32 = 0.155;
/// The caption's text size, in cell widths.
const CAPTION_SIZE: f32 = 0.3;

/// The centre of `digit`'s place in a cell: 1 2 3 across the top, 7 8 9 at the foot,
/// as pencil marks are written.
pub fn candidate_centre(cell: usize, digit: u8) -> Point {
    let i = usize::from(digit - 1);
    let c = grid::corner(cell);
    Point::new(
        c.x + ((i % 3) as f32 + 0.5) / 3.0,
        c.y + ((i / 3) as f32 + 0.5) / 3.0,
    )
}

/// The position `cand` (its givens are `givens`) with `step` drawn on it, and `caption`
/// (the step in words) under the grid, in puzzle coordinates.
pub fn step_scene(givens: &Board, cand: &Candidates, step: Option<&Step>, caption: &str) -> Scene {
    let layout = cand.layout();
    let houses: CellSet = step
        .map(|s| {
            s.houses
                .iter()
                .flat_map(|h| layout.house(h.index).iter())
                .collect()
        })
        .unwrap_or_default();
    let mut scene = grid::grid_filled(layout, |cell| match houses.contains(cell) {
        true => HOUSE,
        false => Color::WHITE,
    });
    let has = |marks: Option<&Vec<Mark>>, cell: usize, digit: u8| {
        marks.is_some_and(|m| m.contains(&Mark { cell, digit }))
    };
    for (cell, &given) in givens.iter().enumerate() {
        match (given, cand.value(cell)) {
            (0, 0) => {}
            (0, v) => grid::digit(&mut scene, cell, v, DigitKind::Placed),
            (g, _) => grid::digit(&mut scene, cell, g, DigitKind::Given),
        }
        if cand.value(cell) != 0 {
            continue;
        }
        for digit in cand.get(cell).iter() {
            let look = if has(step.map(|s| &s.eliminations), cell, digit) {
                Look::Elimination
            } else if has(step.map(|s| &s.placements), cell, digit) {
                Look::Placement
            } else if has(step.map(|s| &s.pattern), cell, digit) {
                Look::Pattern
            } else {
                Look::Plain
            };
            candidate(&mut scene, cell, digit, look);
        }
    }
    for chain in step.map_or(&[][..], |s| &s.chains[..]) {
        draw_chain(&mut scene, chain);
    }
    add_caption(&mut scene, caption);
    scene
}

/// How a candidate is shown.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Look {
    Plain,
    Pattern,
    Placement,
    Elimination,
}

fn candidate(scene: &mut Scene, cell: usize, digit: u8, look: Look) {
    let at = candidate_centre(cell, digit);
    let (class, fill) = match look {
        Look::Plain => ("", None),
        Look::Pattern => ("pattern", Some(PATTERN)),
        Look::Placement => ("placement", Some(PLACEMENT)),
        Look::Elimination => ("elimination", Some(ELIMINATION)),
    };
    if let Some(fill) = fill {
        scene.add(
            class,
            Shape::Circle {
                center: at,
                radius: RADIUS,
                fill: Some(fill),
                stroke: None,
            },
        );
    }
    let base = Point::new(at.x, at.y + CANDIDATE_SIZE * metrics::DIGIT_HEIGHT / 2.0);
    let text = Text::new(digit.to_string(), base, CANDIDATE_SIZE).middle();
    let text = match look {
        Look::Placement => text.bold().color(Color::WHITE),
        Look::Elimination => text.color(ELIMINATED_DIGIT),
        _ => text.color(CANDIDATE),
    };
    scene.text("candidate", text);
    if look == Look::Elimination {
        let r = RADIUS * 0.8;
        scene.line(
            "struck",
            Point::new(at.x - r, at.y + r),
            Point::new(at.x + r, at.y - r),
            Stroke::solid(0.035, ELIMINATED_DIGIT),
        );
    }
}

/// Where a chain's node is: its candidate, or the middle of a group's candidates.
fn node_centre(node: &ChainNode) -> Point {
    let points: Vec<Point> = node
        .cells
        .iter()
        .map(|c| candidate_centre(c, node.digit))
        .collect();
    let n = points.len().max(1) as f32;
    let sum = points.iter().fold(Point::new(0.0, 0.0), |s, p| {
        Point::new(s.x + p.x, s.y + p.y)
    });
    Point::new(sum.x / n, sum.y / n)
}

/// The chain's links as arrows in reading order, and a frame round each group node.
fn draw_chain(scene: &mut Scene, chain: &Chain) {
    for node in chain.nodes.iter().filter(|n| n.cells.len() > 1) {
        let points: Vec<Point> = node
            .cells
            .iter()
            .map(|c| candidate_centre(c, node.digit))
            .collect();
        let min = |f: fn(&Point) -> f32| points.iter().map(f).fold(f32::MAX, f32::min);
        let max = |f: fn(&Point) -> f32| points.iter().map(f).fold(f32::MIN, f32::max);
        let (x0, y0) = (min(|p| p.x) - RADIUS, min(|p| p.y) - RADIUS);
        scene.add(
            "group",
            Shape::Rect {
                at: Point::new(x0, y0),
                width: max(|p| p.x) + RADIUS - x0,
                height: max(|p| p.y) + RADIUS - y0,
                fill: None,
                stroke: Some(Stroke::solid(0.025, ARROW)),
            },
        );
    }
    for (pair, link) in chain.nodes.windows(2).zip(&chain.links) {
        arrow(scene, node_centre(&pair[0]), node_centre(&pair[1]), *link);
    }
}

/// An arrow from one candidate to another, bent a little so that it passes beside the
/// candidates between them rather than through their digits, ending short of both.
fn arrow(scene: &mut Scene, from: Point, to: Point, link: Link) {
    let length = from.distance(to);
    if length < 2.0 * RADIUS {
        return;
    }
    let (dx, dy) = ((to.x - from.x) / length, (to.y - from.y) / length);
    // Bent to the left of the direction of travel, more for longer links.
    let bend = (0.12 * length).min(0.6);
    let mid = from.lerp(to, 0.5);
    let control = Point::new(mid.x + dy * bend, mid.y - dx * bend);
    let start = toward(from, control, RADIUS);
    let end = toward(to, control, RADIUS + 0.02);
    let (class, dash) = match link {
        Link::Strong => ("strong-link", None),
        Link::Weak => ("weak-link", Some(0.07)),
    };
    let head = 0.17;
    // The shaft stops at the arrowhead's base, so a dashed shaft does not show through.
    let shaft_end = toward(end, control, head * 0.8);
    scene.add(
        class,
        Shape::Curve {
            from: start,
            control,
            to: shaft_end,
            stroke: Stroke {
                dash,
                ..Stroke::solid(0.035, ARROW)
            },
        },
    );
    let back = toward(end, control, head);
    let (nx, ny) = ((end.y - back.y) / head, (back.x - end.x) / head);
    let half = head * 0.42;
    scene.add(
        "arrowhead",
        Shape::Polygon {
            points: vec![
                end,
                Point::new(back.x + nx * half, back.y + ny * half),
                Point::new(back.x - nx * half, back.y - ny * half),
            ],
            fill: ARROW,
        },
    );
}

/// The point `by` from `from` in the direction of `to`.
fn toward(from: Point, to: Point, by: f32) -> Point {
    let d = from.distance(to);
    if d == 0.0 {
        return from;
    }
    from.lerp(to, by / d)
}

/// The caption under the grid, wrapped to its width; the scene grows to hold it.
fn add_caption(scene: &mut Scene, caption: &str) {
    let line_height = CAPTION_SIZE * 1.35;
    let mut y = 9.0 + 0.25;
    for paragraph in caption.lines() {
        // Narrower than the grid: a viewer without DejaVu Sans may set a wider face.
        for line in wrap(paragraph, 8.2) {
            y += line_height;
            scene.text("caption", Text::new(line, Point::new(0.0, y), CAPTION_SIZE));
        }
    }
    scene.height = y + 0.2;
}

/// Words in lines no wider than `width` at the caption's size. A word wider than a line
/// (an Eureka chain, a long list of cells) is broken after its links' `-` and `=` and
/// its commas, and where it has none of those, between characters.
fn wrap(text: &str, width: f32) -> Vec<String> {
    let fits = |s: &str| metrics::width(s, super::scene::Font::Regular, CAPTION_SIZE) <= width;
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let longer = match line.is_empty() {
            true => word.to_string(),
            false => format!("{line} {word}"),
        };
        if fits(&longer) {
            line = longer;
        } else if fits(word) {
            lines.push(std::mem::replace(&mut line, word.to_string()));
        } else {
            // Too wide for any line: its pieces fill this line on, then the next ones.
            if !line.is_empty() {
                line.push(' ');
            }
            for piece in pieces(word) {
                let longer = format!("{line}{piece}");
                if fits(&longer) || line.trim().is_empty() {
                    line = longer;
                } else {
                    lines.push(std::mem::replace(&mut line, piece.to_string()));
                }
                while !fits(&line) {
                    let cut = longest_fitting(&line, &fits);
                    let rest = line.split_off(cut);
                    lines.push(std::mem::replace(&mut line, rest));
                }
            }
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// A long word cut after each `-`, `=` and `,`: where a chain or a list may break.
fn pieces(word: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    for (i, c) in word.char_indices() {
        if matches!(c, '-' | '=' | ',') {
            out.push(&word[start..i + c.len_utf8()]);
            start = i + c.len_utf8();
        }
    }
    if start < word.len() {
        out.push(&word[start..]);
    }
    out
}

/// The byte length of the longest start of `line` that fits (one character at least).
fn longest_fitting(line: &str, fits: &impl Fn(&str) -> bool) -> usize {
    let mut ends = line.char_indices().map(|(i, c)| i + c.len_utf8());
    let first = ends.next().unwrap_or(line.len());
    ends.take_while(|&end| fits(&line[..end]))
        .last()
        .unwrap_or(first)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::print::scene::Font;

    #[test]
    fn candidates_sit_as_pencil_marks_and_captions_wrap() {
        let one = candidate_centre(0, 1);
        let nine = candidate_centre(80, 9);
        assert!((one.x - 1.0 / 6.0).abs() < 1e-6 && (one.y - 1.0 / 6.0).abs() < 1e-6);
        assert!((nine.x - (8.0 + 5.0 / 6.0)).abs() < 1e-6);
        let lines = wrap(&"word ".repeat(60), 9.0);
        assert!(lines.len() > 1);
        assert!(lines.iter().all(|l| l.split(' ').all(|w| w == "word")));
        // An Eureka chain breaks after its links; a word without breaks, anywhere.
        let fits = |l: &String| metrics::width(l, Font::Regular, CAPTION_SIZE) <= 8.2;
        let chain =
            "(8)r6c6-(8)r9c6-(3)r9c7-(2=6)r9c9-(6=4)r9c5-(4=1)r5c5-(1=2)r5c1-(2)r4c1=(2-3)r4c7";
        let lines = wrap(&format!("Chain: {chain} => r1c1<>5"), 8.2);
        assert!(lines.len() > 1 && lines.iter().all(fits), "{lines:?}");
        assert_eq!(
            lines.concat().replace(' ', ""),
            format!("Chain:{chain}=>r1c1<>5")
        );
        assert!(
            lines[..lines.len() - 1]
                .iter()
                .all(|l| l.ends_with(['-', '=', ' ']) || l == "Chain:"),
            "{lines:?}"
        );
        let lines = wrap(&"x".repeat(200), 8.2);
        assert!(lines.len() > 1 && lines.iter().all(fits), "{lines:?}");
        assert_eq!(lines.concat(), "x".repeat(200));
    }
}
