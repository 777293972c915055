//! Two-colouring a graph of cells, as simple colouring (strong links on a digit) and
//! remote pairs (bivalue cells of one pair that see each other) both do: along an edge
//! the two ends take opposite colours, so each connected part splits into two sides.

use crate::cells::{CellSet, CELLS};
use std::collections::VecDeque;

/// One connected part of the graph: its two sides, and whether they are consistent (no
/// edge joins two cells of one side, as an odd cycle would force).
pub(super) struct Coloured {
    pub sides: [CellSet; 2],
    pub consistent: bool,
}

/// The connected parts of the graph on `cells` whose edges are `neighbours(x)` (cells of
/// `cells` too), each coloured breadth-first from its lowest cell; parts in the order of
/// their lowest cells.
pub(super) fn two_colour(cells: CellSet, neighbours: impl Fn(usize) -> CellSet) -> Vec<Coloured> {
    let mut colour = [0u8; CELLS];
    let mut out = Vec::new();
    for start in cells.iter() {
        if colour[start] != 0 {
            continue;
        }
        let mut sides = [CellSet::EMPTY; 2];
        let mut consistent = true;
        colour[start] = 1;
        let mut queue = VecDeque::from([start]);
        while let Some(x) = queue.pop_front() {
            sides[colour[x] as usize - 1].insert(x);
            for y in neighbours(x).iter() {
                if colour[y] == 0 {
                    colour[y] = 3 - colour[x];
                    queue.push_back(y);
                } else if colour[y] == colour[x] {
                    consistent = false;
                }
            }
        }
        out.push(Coloured { sides, consistent });
    }
    out
}
