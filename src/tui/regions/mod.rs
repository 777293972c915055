//! The region overlay's draft (region mode): the map being painted, with its own undo,
//! apart from the grid's history until it is accepted.

/// Drawn in the panel: the region section.
pub mod panel;
/// Painting the draft, its undo, walls files, accepting it: the update side.
pub mod update;

use nonet_core::cells::CELLS;

/// The region overlay's draft: region ids per cell, possibly invalid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegionDraft {
    pub map: [u8; CELLS],
    /// The region that mouse drags paint (the one the drag started in).
    pub brush: u8,
    /// Earlier maps, for undo and redo while painting.
    pub undo: Vec<[u8; CELLS]>,
    pub redo: Vec<[u8; CELLS]>,
}

impl RegionDraft {
    pub fn new(layout: &nonet_core::Layout, cursor: usize) -> RegionDraft {
        RegionDraft {
            map: *layout.regions(),
            brush: layout.region_of(cursor) as u8,
            undo: Vec::new(),
            redo: Vec::new(),
        }
    }

    /// Replaces the map as one undoable step (nothing recorded if nothing changes).
    pub fn set(&mut self, map: [u8; CELLS]) {
        if map != self.map {
            self.undo.push(std::mem::replace(&mut self.map, map));
            self.redo.clear();
        }
    }

    pub fn paint(&mut self, cell: usize, region: u8) {
        let mut map = self.map;
        map[cell] = region;
        self.set(map);
    }

    /// Undo (or redo) one paint; false when there is none.
    pub fn step_back(&mut self, undo: bool) -> bool {
        let (from, to) = if undo {
            (&mut self.undo, &mut self.redo)
        } else {
            (&mut self.redo, &mut self.undo)
        };
        match from.pop() {
            Some(m) => {
                to.push(std::mem::replace(&mut self.map, m));
                true
            }
            None => false,
        }
    }
}
