//! Where the grid's cells and lines go on screen: the cell shapes the grid can take (from
//! the 3×3 mini-grid of candidates down to the 3×1 cell of the smallest terminal), the
//! screen position of each cell, of each candidate in it and of its placed digit, and
//! the cell under a mouse click.
//!
//! A line runs between every two columns of cells. Between rows of cells there is a line
//! everywhere in the larger shapes; in [`BANDS`], the shape that fits 80×24, only between
//! bands of three rows (the box lines), which is what lets a cell have two rows of
//! candidates there: 9 × 2 rows + 4 lines = 22 rows over the two status lines.

/// A cell's inside and which rows of cells have a line between them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    /// Columns inside a cell.
    pub cw: u16,
    /// Rows inside a cell.
    pub ch: u16,
    /// A line between every two rows of cells (else only between bands of three).
    pub every_row: bool,
}

/// 5×3 cells, the candidates as a 3×3 mini-grid, every line drawn.
pub const EXPANDED: Shape = Shape::new(5, 3, true);
/// 5×2 cells, the candidates as `12345` over `6789`, every line drawn.
pub const PAIRS: Shape = Shape::new(5, 2, true);
/// 5×2 cells, lines between bands only: every candidate in its place at 80×24.
pub const BANDS: Shape = Shape::new(5, 2, false);
/// 3×1 cells: up to three candidates, else their count (below 80×24 only).
pub const COMPACT: Shape = Shape::new(3, 1, true);

/// The shapes from the roomiest down: the screen takes the first that fits.
pub const SHAPES: [Shape; 4] = [EXPANDED, PAIRS, BANDS, COMPACT];

impl Shape {
    pub const fn new(cw: u16, ch: u16, every_row: bool) -> Shape {
        Shape { cw, ch, every_row }
    }

    /// Width and height of the whole grid, lines included.
    pub fn size(self) -> (u16, u16) {
        let lines = if self.every_row { 10 } else { 4 };
        (9 * (self.cw + 1) + 1, 9 * self.ch + lines)
    }

    /// Whether each candidate has a place of its own in the cell (else the compact
    /// cell shows a few of them or their count).
    pub fn has_places(self) -> bool {
        self.cw >= 5 && self.ch >= 2
    }
}

/// Where the grid sits on screen and the shape of its cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Geometry {
    pub x: u16,
    pub y: u16,
    /// Inside of a cell, as in [`Shape`].
    pub cw: u16,
    pub ch: u16,
    pub every_row: bool,
}

impl Geometry {
    pub fn new(x: u16, y: u16, shape: Shape) -> Geometry {
        Geometry {
            x,
            y,
            cw: shape.cw,
            ch: shape.ch,
            every_row: shape.every_row,
        }
    }

    pub fn shape(&self) -> Shape {
        Shape::new(self.cw, self.ch, self.every_row)
    }

    /// Whether a line runs above row `r` of cells (0..=9; 9 is the bottom border).
    pub fn line_above(&self, r: u16) -> bool {
        self.every_row || r.is_multiple_of(3)
    }

    /// The screen row of the line above row `r` of cells (where [`Self::line_above`]).
    pub fn line_y(&self, r: u16) -> u16 {
        let lines_before = if self.every_row { r } else { r.div_ceil(3) };
        self.y + r * self.ch + lines_before
    }

    /// The first screen row inside row `r` of cells.
    pub fn row_y(&self, r: u16) -> u16 {
        let lines = if self.every_row { r + 1 } else { r / 3 + 1 };
        self.y + r * self.ch + lines
    }

    /// The screen column of the line left of column `c` of cells (0..=9).
    pub fn line_x(&self, c: u16) -> u16 {
        self.x + c * (self.cw + 1)
    }

    /// Top-left of a cell's inside.
    pub fn cell_origin(&self, cell: usize) -> (u16, u16) {
        let (r, c) = ((cell / 9) as u16, (cell % 9) as u16);
        (self.line_x(c) + 1, self.row_y(r))
    }

    /// Where candidate `d` sits in its cell, from the cell's origin: the 3×3 mini-grid
    /// (a space between columns) in 5×3 cells, `12345` over `6789` in 5×2 cells. None in
    /// the compact cell, which has no place for each.
    pub fn candidate_place(&self, d: u8) -> Option<(u16, u16)> {
        let k = u16::from(d.clamp(1, 9) - 1);
        match (self.cw, self.ch) {
            (5.., 3..) => Some(((k % 3) * 2, k / 3)),
            (5.., 2) => Some((k % 5, k / 5)),
            _ => None,
        }
    }

    /// Where a placed digit sits in its cell: centred across it. In a 5×2 cell the
    /// middle of the top row is candidate 3's place too, so a placed digit differs from
    /// a lone candidate by its style (bold, given or entry colour) and by the empty
    /// places beside it.
    pub fn digit_place(&self) -> (u16, u16) {
        (self.cw / 2, (self.ch - 1) / 2)
    }

    /// Where a cell's cue glyph goes (the cues of a theme without colours, see
    /// `Theme::cue_glyph`), on screen: in the cell where it has a place no candidate and no
    /// placed digit takes (bottom right in a 5×2 cell, after `6789`; between 8 and 9 in a
    /// 5×3 one), else in the middle of the cell's top wall, as a chain's letter there: the
    /// compact 3×1 cell, full with three candidates or `(5)`, has a line above every row.
    /// The second value says whether the spot is on that wall.
    pub fn cue_spot(&self, cell: usize) -> ((u16, u16), bool) {
        let (x, y) = self.cell_origin(cell);
        match (self.cw, self.ch) {
            (5.., 3..) => ((x + 3, y + 2), false),
            (5.., 2) => ((x + 4, y + 1), false),
            _ => ((x + self.cw / 2, y - 1), true),
        }
    }

    /// The cell under a screen position (lines belong to no cell).
    pub fn cell_at(&self, col: u16, row: u16) -> Option<usize> {
        let dx = col.checked_sub(self.x + 1)?;
        let (c, in_c) = (dx / (self.cw + 1), dx % (self.cw + 1));
        let r = (0..9u16).find(|&r| (self.row_y(r)..self.row_y(r) + self.ch).contains(&row))?;
        (c < 9 && in_c < self.cw).then_some(r as usize * 9 + c as usize)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nonet_core::cells::CELLS;

    #[test]
    fn cell_at_inverts_cell_origin_in_every_shape() {
        for shape in SHAPES {
            let g = Geometry::new(2, 1, shape);
            let (w, h) = shape.size();
            for cell in 0..CELLS {
                let (x, y) = g.cell_origin(cell);
                assert_eq!(g.cell_at(x, y), Some(cell), "{shape:?}");
                assert_eq!(
                    g.cell_at(x + shape.cw - 1, y + shape.ch - 1),
                    Some(cell),
                    "{shape:?}"
                );
                assert!(x + shape.cw < 2 + w && y + shape.ch < 1 + h, "{shape:?}");
            }
            assert_eq!(g.cell_at(2, 1), None, "corner line");
            assert_eq!(g.cell_at(0, 0), None);
            assert_eq!(g.line_y(0), 1);
            assert_eq!(g.line_y(9), h, "the bottom border is the grid's last row");
            // No screen row is both a line and inside a cell.
            for r in (0..=9).filter(|&r| g.line_above(r)) {
                assert_eq!(g.cell_at(3, g.line_y(r)), None, "{shape:?} line {r}");
            }
        }
    }

    #[test]
    fn the_80x24_shape_fits_22_rows_and_gives_each_candidate_its_place() {
        assert_eq!(BANDS.size(), (55, 22));
        let g = Geometry::new(0, 0, BANDS);
        let places: Vec<(u16, u16)> = (1..=9).map(|d| g.candidate_place(d).unwrap()).collect();
        assert_eq!(places[0], (0, 0));
        assert_eq!(places[4], (4, 0));
        assert_eq!(places[5], (0, 1));
        assert_eq!(places[8], (3, 1));
        // Rows 1 and 2 of cells touch (no line between them); a band line follows row 3.
        assert_eq!(g.row_y(1), g.row_y(0) + 2);
        assert_eq!(g.line_y(3), g.row_y(2) + 2);
        assert_eq!(g.row_y(3), g.line_y(3) + 1);
        let ex = Geometry::new(0, 0, EXPANDED);
        assert_eq!(ex.candidate_place(5), Some((2, 1)));
        assert_eq!(ex.digit_place(), (2, 1));
        assert_eq!(Geometry::new(0, 0, COMPACT).candidate_place(5), None);
        // The cue glyph's spot is no candidate's and not the placed digit's: in the
        // cell where it has room, else on a line, in every shape.
        for shape in SHAPES {
            let g = Geometry::new(2, 1, shape);
            for cell in 0..CELLS {
                let (spot, on_wall) = g.cue_spot(cell);
                let (x, y) = g.cell_origin(cell);
                let r = (cell / 9) as u16;
                assert_eq!(on_wall, !shape.has_places(), "{shape:?}");
                if on_wall {
                    assert!(g.line_above(r) && spot.1 == g.line_y(r), "{shape:?} {cell}");
                    assert_eq!(g.cell_at(spot.0, spot.1), None, "{shape:?} {cell}");
                    assert!((x..x + g.cw).contains(&spot.0), "{shape:?} {cell}");
                } else {
                    assert_eq!(g.cell_at(spot.0, spot.1), Some(cell), "{shape:?} {cell}");
                    let inside = (spot.0 - x, spot.1 - y);
                    assert!(
                        (1..=9).all(|d| g.candidate_place(d) != Some(inside)),
                        "{shape:?}"
                    );
                    assert_ne!(g.digit_place(), inside, "{shape:?}");
                }
            }
        }
    }
}
