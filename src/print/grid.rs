//! A puzzle's grid in puzzle coordinates: cell rNcM is the unit square whose top-left
//! corner is (M−1, N−1). Which borders are heavy comes from the layout's regions alone
//! (two neighbouring cells in different regions have a wall between them), so a jigsaw
//! is drawn by the same code as the classic boxes.

use super::metrics::DIGIT_HEIGHT;
use super::scene::{Color, Point, Scene, Stroke, Text};
use nonet_core::cells::CELLS;
use nonet_core::Layout;

/// Thin lines between the cells of one region, in cell widths.
pub const THIN: f32 = 0.018;
/// Walls between regions and the border, in cell widths.
pub const HEAVY: f32 = 0.07;
/// The size of a cell's digit, in cell widths.
pub const DIGIT_SIZE: f32 = 0.62;

const LINE: Color = Color(0x55, 0x55, 0x55);

/// Light region tints, neighbouring regions never sharing one. The first five step down
/// in lightness (about 94, 88, 84, 78 and 75 %), so that a grayscale print still tells
/// them apart, and stay light enough for a black digit.
const TINTS: [Color; 9] = [
    Color(0xfd, 0xf3, 0xcf),
    Color(0xcd, 0xe3, 0xf5),
    Color(0xbf, 0xe0, 0xb0),
    Color(0xee, 0xbc, 0xc8),
    Color(0xc4, 0xb8, 0xe6),
    Color(0xd2, 0xec, 0xe8),
    Color(0xf3, 0xdb, 0xc6),
    Color(0xf9, 0xf2, 0xc4),
    Color(0xe4, 0xe4, 0xe4),
];

/// How a digit in a cell came to be there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DigitKind {
    /// A given of the puzzle.
    Given,
    /// A solution's digit in an open cell (the solutions section).
    Solved,
    /// A digit placed in a position (a hint's picture), not a given.
    Placed,
}

/// The top-left corner of a cell.
pub fn corner(cell: usize) -> Point {
    Point::new((cell % 9) as f32, (cell / 9) as f32)
}

/// The centre of a cell.
pub fn centre(cell: usize) -> Point {
    let c = corner(cell);
    Point::new(c.x + 0.5, c.y + 0.5)
}

/// The empty grid of a layout: the 81 cells (white, or tinted by region), thin lines
/// within regions, walls between them and the border.
pub fn grid(layout: &Layout, tint: bool) -> Scene {
    let tints = tint.then(|| region_tints(layout));
    grid_filled(layout, |cell| {
        tints.map_or(Color::WHITE, |t| t[layout.region_of(cell)])
    })
}

/// [`grid`] with each cell filled in the colour `fill` gives it.
pub fn grid_filled(layout: &Layout, fill: impl Fn(usize) -> Color) -> Scene {
    let mut scene = Scene::new(9.0, 9.0);
    for cell in 0..CELLS {
        scene.fill_rect("cell", corner(cell), 1.0, 1.0, fill(cell));
    }
    let thin = Stroke::solid(THIN, LINE);
    let heavy = Stroke {
        square_ends: true,
        ..Stroke::solid(HEAVY, Color::BLACK)
    };
    // Each inner border of a cell: right of it and below it.
    let mut walls = Vec::new();
    for cell in 0..CELLS {
        let c = corner(cell);
        let (x, y) = (c.x + 1.0, c.y + 1.0);
        if cell % 9 < 8 {
            let segment = (Point::new(x, c.y), Point::new(x, y));
            match layout.region_of(cell) == layout.region_of(cell + 1) {
                true => scene.line("line", segment.0, segment.1, thin),
                false => walls.push(segment),
            }
        }
        if cell / 9 < 8 {
            let segment = (Point::new(c.x, y), Point::new(x, y));
            match layout.region_of(cell) == layout.region_of(cell + 9) {
                true => scene.line("line", segment.0, segment.1, thin),
                false => walls.push(segment),
            }
        }
    }
    // Walls over every thin line, so a crossing shows no gap.
    for (from, to) in walls {
        scene.line("wall", from, to, heavy);
    }
    let corners = [(0.0, 0.0), (9.0, 0.0), (9.0, 9.0), (0.0, 9.0), (0.0, 0.0)];
    for pair in corners.windows(2) {
        let (from, to) = (pair[0], pair[1]);
        scene.line(
            "border",
            Point::new(from.0, from.1),
            Point::new(to.0, to.1),
            heavy,
        );
    }
    scene
}

/// A digit in the middle of a cell.
pub fn digit(scene: &mut Scene, cell: usize, digit: u8, kind: DigitKind) {
    let c = centre(cell);
    let at = Point::new(c.x, c.y + DIGIT_SIZE * DIGIT_HEIGHT / 2.0);
    let text = Text::new(digit.to_string(), at, DIGIT_SIZE).middle();
    let (class, text) = match kind {
        DigitKind::Given => ("given", text),
        DigitKind::Solved => ("solved", text.color(Color(0x70, 0x70, 0x70))),
        DigitKind::Placed => ("placed", text.color(Color(0x1a, 0x4f, 0xa8))),
    };
    scene.text(class, text);
}

/// How many of [`TINTS`] a grid uses when they suffice: enough to spread the colours,
/// few enough that a classic grid is not a rainbow.
const USUAL_TINTS: usize = 5;

/// A tint for each region: of the first [`USUAL_TINTS`] tints that no neighbouring
/// region has yet, the least used so far (nine tints always leave one for nine regions).
fn region_tints(layout: &Layout) -> [Color; 9] {
    let mut next_to = [[false; 9]; 9];
    for cell in 0..CELLS {
        let r = layout.region_of(cell);
        let right = (cell % 9 < 8).then(|| layout.region_of(cell + 1));
        let below = (cell / 9 < 8).then(|| layout.region_of(cell + 9));
        for other in [right, below].into_iter().flatten() {
            next_to[r][other] = true;
            next_to[other][r] = true;
        }
    }
    let mut chosen: [Option<usize>; 9] = [None; 9];
    for r in 0..9 {
        let free = |t: &usize| !(0..9).any(|o| next_to[r][o] && chosen[o] == Some(*t));
        let uses = |t: &usize| chosen.iter().filter(|&&c| c == Some(*t)).count();
        let pick = |tints: std::ops::Range<usize>| tints.filter(free).min_by_key(uses);
        chosen[r] = pick(0..USUAL_TINTS).or_else(|| pick(0..TINTS.len()));
    }
    chosen.map(|t| TINTS[t.unwrap_or(0)])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn neighbouring_regions_get_different_tints() {
        let layout = Layout::classic();
        let tints = region_tints(&layout);
        // Box 1 touches boxes 2 and 4; box 5 touches 2, 4, 6 and 8.
        assert_ne!(tints[0], tints[1]);
        assert_ne!(tints[0], tints[3]);
        for other in [1, 3, 5, 7] {
            assert_ne!(tints[4], tints[other]);
        }
    }

    #[test]
    fn the_classic_grid_has_walls_only_between_boxes() {
        let scene = grid(&Layout::classic(), false);
        let count = |class: &str| scene.items.iter().filter(|i| i.class == class).count();
        assert_eq!(count("cell"), 81);
        // Two box borders inside, each way, 9 cells long: 36 wall segments.
        assert_eq!(count("wall"), 36);
        assert_eq!(count("line"), 2 * 8 * 9 - 36);
        assert_eq!(count("border"), 4);
    }
}
