//! Puzzles laid out for print and for the screen: a booklet's pages (1, 2, 4 or 6
//! puzzles a page on A4 or letter, a title line over each grid, the solutions smaller at
//! the end), one SVG sheet of them all, or one picture per puzzle.

use super::grid::{self, DigitKind};
use super::scene::{Point, Scene, Text};
use nonet_core::{Board, Puzzle};

/// A puzzle ready to print: its givens, its solution and its title line.
pub struct Printed {
    pub puzzle: Puzzle,
    pub solution: Board,
    /// "Puzzle 3 · Hard", "Grid 01 · Jigsaw · Expert".
    pub title: String,
    /// "Puzzle 3", "Grid 01": over its solution.
    pub label: String,
}

/// The paper a booklet is printed on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Paper {
    A4,
    Letter,
}

impl Paper {
    /// Width and height in points.
    fn size(self) -> (f32, f32) {
        match self {
            Paper::A4 => (595.28, 841.89),
            Paper::Letter => (612.0, 792.0),
        }
    }
}

/// What decides the look of every grid.
#[derive(Clone, Copy, Debug)]
pub struct Style {
    /// Region tints (most useful on a jigsaw).
    pub tint: bool,
}

/// The puzzle's grid with its givens, in puzzle coordinates.
pub fn puzzle_grid(p: &Printed, style: Style) -> Scene {
    let mut scene = grid::grid(&p.puzzle.layout, style.tint);
    for (cell, &d) in p.puzzle.givens.iter().enumerate().filter(|(_, &d)| d != 0) {
        grid::digit(&mut scene, cell, d, DigitKind::Given);
    }
    scene
}

/// The grid filled in: the givens as in the puzzle, the other digits lighter.
pub fn solution_grid(p: &Printed, style: Style) -> Scene {
    let mut scene = grid::grid(&p.puzzle.layout, style.tint);
    for (cell, &d) in p.solution.iter().enumerate() {
        let kind = match p.puzzle.givens[cell] {
            0 => DigitKind::Solved,
            _ => DigitKind::Given,
        };
        grid::digit(&mut scene, cell, d, kind);
    }
    scene
}

/// A grid under its title line, as large as fits the box at (`x`, `y`) of `w` × `h`.
fn block(page: &mut Scene, grid: &Scene, title: &str, at: Point, w: f32, h: f32) {
    let title_size = (w.min(h) * 0.045).clamp(7.0, 16.0);
    let title_height = title_size * 1.9;
    let side = w.min(h - title_height);
    let left = at.x + (w - side) / 2.0;
    let top = at.y + (h - title_height - side) / 2.0;
    page.text(
        "title",
        Text::new(
            title,
            Point::new(left + side / 2.0, top + title_size),
            title_size,
        )
        .middle()
        .bold(),
    );
    page.place(grid, left, top + title_height, side / 9.0);
}

/// Puzzles a booklet page without `--per-page`: two, one above the other, as trade puzzle
/// books print them. On A4 that is a 117 mm grid (13 mm cells, room for every pencil mark
/// of a hard puzzle); four a page give 86 mm (9.5 mm cells, a newspaper's grid, tight for
/// full pencil marks), one a page leaves half the paper blank.
pub const DEFAULT_PER_PAGE: usize = 2;

/// How the puzzles of one page are arranged: columns and rows.
fn arrangement(per_page: usize) -> (usize, usize) {
    match per_page {
        1 => (1, 1),
        2 => (1, 2),
        4 => (2, 2),
        _ => (2, 3),
    }
}

/// The margin of a booklet page, the gap between puzzles, and the heading's size.
const MARGIN: f32 = 42.0;
const GUTTER: f32 = 24.0;
const HEADING: f32 = 18.0;

/// Pages of grids with their titles, `cols` × `rows` a page, each page under `heading`
/// when there is one.
fn pages(
    blocks: &[(Scene, &str)],
    (cols, rows): (usize, usize),
    paper: Paper,
    heading: Option<&str>,
) -> Vec<Scene> {
    let (width, height) = paper.size();
    let mut out = Vec::new();
    for chunk in blocks.chunks(cols * rows) {
        let mut page = Scene::new(width, height);
        let mut top = MARGIN;
        if let Some(heading) = heading {
            page.text(
                "heading",
                Text::new(heading, Point::new(width / 2.0, top + HEADING), HEADING)
                    .middle()
                    .bold(),
            );
            top += HEADING * 2.5;
        }
        // Room for the page number at the foot.
        let bottom = height - MARGIN - 12.0;
        let slot_w = (width - 2.0 * MARGIN - (cols - 1) as f32 * GUTTER) / cols as f32;
        let slot_h = (bottom - top - (rows - 1) as f32 * GUTTER) / rows as f32;
        for (i, (grid, title)) in chunk.iter().enumerate() {
            let at = Point::new(
                MARGIN + (i % cols) as f32 * (slot_w + GUTTER),
                top + (i / cols) as f32 * (slot_h + GUTTER),
            );
            block(&mut page, grid, title, at, slot_w, slot_h);
        }
        out.push(page);
    }
    out
}

/// The booklet: the puzzles `per_page` a page (1, 2, 4 or 6), then, when asked, their
/// solutions twelve a page under a "Solutions" heading; every page numbered at its foot.
pub fn booklet(
    items: &[Printed],
    per_page: usize,
    paper: Paper,
    solutions: bool,
    style: Style,
) -> Vec<Scene> {
    let puzzles: Vec<(Scene, &str)> = items
        .iter()
        .map(|p| (puzzle_grid(p, style), p.title.as_str()))
        .collect();
    let mut out = pages(&puzzles, arrangement(per_page), paper, None);
    if solutions {
        let filled: Vec<(Scene, &str)> = items
            .iter()
            .map(|p| (solution_grid(p, style), p.label.as_str()))
            .collect();
        out.extend(pages(&filled, (3, 4), paper, Some("Solutions")));
    }
    let total = out.len();
    for (i, page) in out.iter_mut().enumerate() {
        let at = Point::new(page.width / 2.0, page.height - MARGIN / 2.0);
        page.text(
            "page-number",
            Text::new(format!("{} / {total}", i + 1), at, 9.0).middle(),
        );
    }
    out
}

/// One puzzle's picture (or its solution's) for the screen: a 40-pixel cell.
pub fn picture(grid: &Scene, title: &str) -> Scene {
    let mut scene = Scene::new(SLOT_W, SLOT_H);
    block(
        &mut scene,
        grid,
        title,
        Point::new(PAD, PAD),
        SLOT_W - 2.0 * PAD,
        SLOT_H - 2.0 * PAD,
    );
    scene
}

/// A picture's size in pixels, and its padding: a 360-pixel grid under a title.
const SLOT_W: f32 = 400.0;
const SLOT_H: f32 = 436.0;
const PAD: f32 = 20.0;

/// Every puzzle on one SVG sheet, up to three a row, then their solutions under a
/// heading when asked.
pub fn sheet(items: &[Printed], solutions: bool, style: Style) -> Scene {
    let cols = items.len().clamp(1, 3);
    let rows = items.len().div_ceil(cols);
    let heading_h = 2.5 * HEADING;
    let section_h = rows as f32 * SLOT_H;
    let height = if solutions {
        2.0 * section_h + heading_h
    } else {
        section_h
    };
    let mut scene = Scene::new(cols as f32 * SLOT_W, height);
    let lay_out = |scene: &mut Scene, top: f32, grids: Vec<(Scene, &str)>| {
        for (i, (grid, title)) in grids.iter().enumerate() {
            let at = Point::new(
                (i % cols) as f32 * SLOT_W + PAD,
                top + (i / cols) as f32 * SLOT_H + PAD,
            );
            block(
                scene,
                grid,
                title,
                at,
                SLOT_W - 2.0 * PAD,
                SLOT_H - 2.0 * PAD,
            );
        }
    };
    let puzzles = items
        .iter()
        .map(|p| (puzzle_grid(p, style), p.title.as_str()))
        .collect();
    lay_out(&mut scene, 0.0, puzzles);
    if solutions {
        let mid = Point::new(scene.width / 2.0, section_h + HEADING * 1.8);
        scene.text(
            "heading",
            Text::new("Solutions", mid, HEADING).middle().bold(),
        );
        let filled = items
            .iter()
            .map(|p| (solution_grid(p, style), p.label.as_str()))
            .collect();
        lay_out(&mut scene, section_h + heading_h, filled);
    }
    scene
}
