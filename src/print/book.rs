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

/// One page of grids with their titles, `cols` × `rows` a page, under `heading` when
/// there is one.
fn page(
    blocks: &[(Scene, &str)],
    (cols, rows): (usize, usize),
    paper: Paper,
    heading: Option<&str>,
) -> Scene {
    let (width, height) = paper.size();
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
    for (i, (grid, title)) in blocks.iter().enumerate() {
        let at = Point::new(
            MARGIN + (i % cols) as f32 * (slot_w + GUTTER),
            top + (i / cols) as f32 * (slot_h + GUTTER),
        );
        block(&mut page, grid, title, at, slot_w, slot_h);
    }
    page
}

/// Solutions a booklet page: three across, four down.
const SOLUTIONS_ARRANGED: (usize, usize) = (3, 4);

/// The booklet: the puzzles `per_page` a page (1, 2, 4 or 6), then, when asked, their
/// solutions twelve a page under a "Solutions" heading; every page numbered at its foot.
/// Drawn a page at a time ([`Booklet::page`]), so that a writer can let each page's
/// scene go once it is written: a booklet of thousands of puzzles is never drawn whole.
pub struct Booklet<'a> {
    items: &'a [Printed],
    arranged: (usize, usize),
    paper: Paper,
    solutions: bool,
    style: Style,
}

impl<'a> Booklet<'a> {
    pub fn new(
        items: &'a [Printed],
        per_page: usize,
        paper: Paper,
        solutions: bool,
        style: Style,
    ) -> Booklet<'a> {
        Booklet {
            items,
            arranged: arrangement(per_page),
            paper,
            solutions,
            style,
        }
    }

    fn puzzle_pages(&self) -> usize {
        let (cols, rows) = self.arranged;
        self.items.len().div_ceil(cols * rows)
    }

    /// How many pages it has.
    pub fn len(&self) -> usize {
        let (cols, rows) = SOLUTIONS_ARRANGED;
        let solution_pages = match self.solutions {
            true => self.items.len().div_ceil(cols * rows),
            false => 0,
        };
        self.puzzle_pages() + solution_pages
    }

    /// Page `i` (from 0).
    pub fn page(&self, i: usize) -> Scene {
        let on = |arranged: (usize, usize), i: usize| {
            let per = arranged.0 * arranged.1;
            &self.items[i * per..((i + 1) * per).min(self.items.len())]
        };
        let mut out = if i < self.puzzle_pages() {
            let puzzles: Vec<(Scene, &str)> = on(self.arranged, i)
                .iter()
                .map(|p| (puzzle_grid(p, self.style), p.title.as_str()))
                .collect();
            page(&puzzles, self.arranged, self.paper, None)
        } else {
            let filled: Vec<(Scene, &str)> = on(SOLUTIONS_ARRANGED, i - self.puzzle_pages())
                .iter()
                .map(|p| (solution_grid(p, self.style), p.label.as_str()))
                .collect();
            page(&filled, SOLUTIONS_ARRANGED, self.paper, Some("Solutions"))
        };
        let at = Point::new(out.width / 2.0, out.height - MARGIN / 2.0);
        out.text(
            "page-number",
            Text::new(format!("{} / {}", i + 1, self.len()), at, 9.0).middle(),
        );
        out
    }
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

/// The size of the SVG sheet of `count` puzzles, up to three a row, and their solutions
/// under a heading when asked.
pub fn sheet_size(count: usize, solutions: bool) -> (f32, f32) {
    let cols = count.clamp(1, 3);
    let section_h = count.div_ceil(cols) as f32 * SLOT_H;
    let height = match solutions {
        true => 2.0 * section_h + 2.5 * HEADING,
        false => section_h,
    };
    (cols as f32 * SLOT_W, height)
}

/// Every puzzle on one SVG sheet of [`sheet_size`], drawn a part at a time: each puzzle's
/// block, then the solutions' heading and each solution's block, handed to `each` as a
/// scene of the sheet's size holding that part alone; `each` returns false to stop (the
/// reader has gone), and so does this. The sheet's height (in the SVG's
/// first line) needs the count of puzzles, so the sheet cannot begin before the input
/// ends; drawn in parts, it is never held whole (1,000 puzzles with solutions held
/// 134 MB drawn whole).
pub fn sheet_parts<E>(
    items: &[Printed],
    solutions: bool,
    style: Style,
    mut each: impl FnMut(&Scene) -> Result<bool, E>,
) -> Result<bool, E> {
    let (width, height) = sheet_size(items.len(), solutions);
    let cols = items.len().clamp(1, 3);
    let section_h = items.len().div_ceil(cols) as f32 * SLOT_H;
    let lay_out = |top: f32, i: usize, grid: &Scene, title: &str| {
        let mut part = Scene::new(width, height);
        let at = Point::new(
            (i % cols) as f32 * SLOT_W + PAD,
            top + (i / cols) as f32 * SLOT_H + PAD,
        );
        block(
            &mut part,
            grid,
            title,
            at,
            SLOT_W - 2.0 * PAD,
            SLOT_H - 2.0 * PAD,
        );
        part
    };
    for (i, p) in items.iter().enumerate() {
        if !each(&lay_out(0.0, i, &puzzle_grid(p, style), &p.title))? {
            return Ok(false);
        }
    }
    if solutions {
        let mut part = Scene::new(width, height);
        let mid = Point::new(width / 2.0, section_h + HEADING * 1.8);
        part.text(
            "heading",
            Text::new("Solutions", mid, HEADING).middle().bold(),
        );
        if !each(&part)? {
            return Ok(false);
        }
        for (i, p) in items.iter().enumerate() {
            let top = section_h + 2.5 * HEADING;
            if !each(&lay_out(top, i, &solution_grid(p, style), &p.label))? {
                return Ok(false);
            }
        }
    }
    Ok(true)
}
