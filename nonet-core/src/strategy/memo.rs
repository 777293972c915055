//! What a single-digit search already found nothing in, remembered per thread so that
//! the ladder does not search it again.
//!
//! Some searches look at one digit at a time, and what they find for digit d depends on
//! nothing but the layout and the cells where d is a candidate (the fish: their bases,
//! covers, fins, pattern and eliminations are all cells of d). The ladder asks them
//! again after every step, and most steps (a forcing step's one elimination, a hidden
//! single) leave most digits' cells as they were. So each search notes, per digit, the
//! cells it last searched in vain, and skips the digit while they stay the same. It is
//! exact: a digit is skipped only where the same search on the same cells reported
//! nothing before. Only empty searches are remembered, so a search that found something
//! runs again in full and hands out the same steps in the same order.

use super::{Candidates, Sink};
use crate::cells::CellSet;
use crate::layout::Layout;
use std::cell::RefCell;
use std::ops::ControlFlow;
use std::sync::Arc;

/// One search's memory: the layout it searched and, per digit, the cells it found
/// nothing in.
struct Entry {
    search: u32,
    layout: Arc<Layout>,
    empty: [Option<CellSet>; 9],
}

thread_local! {
    /// One entry per search (a handful: each fish size, shape and fin kind).
    static EMPTY: RefCell<Vec<Entry>> = const { RefCell::new(Vec::new()) };
}

/// Same layout: the same `Arc` (the usual case, one puzzle's states) or an equal one.
fn same_layout(a: &Arc<Layout>, b: &Arc<Layout>) -> bool {
    Arc::ptr_eq(a, b) || **a == **b
}

/// True when `search` (a number the caller gives each search it remembers) found
/// nothing for `digit` on exactly these `cells` of this layout the last time it ran.
pub(crate) fn known_empty(search: u32, layout: &Arc<Layout>, digit: u8, cells: CellSet) -> bool {
    EMPTY.with(|memo| {
        memo.borrow().iter().any(|e| {
            e.search == search
                && e.empty[digit as usize - 1] == Some(cells)
                && same_layout(&e.layout, layout)
        })
    })
}

/// Notes that `search` found nothing for `digit` on `cells` of this layout.
pub(crate) fn note_empty(search: u32, layout: &Arc<Layout>, digit: u8, cells: CellSet) {
    EMPTY.with(|memo| {
        let mut memo = memo.borrow_mut();
        let i = match memo.iter().position(|e| e.search == search) {
            Some(i) => i,
            None => {
                memo.push(Entry {
                    search,
                    layout: layout.clone(),
                    empty: [None; 9],
                });
                memo.len() - 1
            }
        };
        let e = &mut memo[i];
        if !same_layout(&e.layout, layout) {
            e.layout = layout.clone();
            e.empty = [None; 9];
        }
        e.empty[digit as usize - 1] = Some(cells);
    });
}

/// The numbers the single-digit searches remember under (the fish use theirs: size,
/// shape and fins, all below these).
pub(crate) const TURBOT: u32 = 0x1000;
pub(crate) const EMPTY_RECTANGLE: u32 = 0x1100;
pub(crate) const SIMPLE_COLOURING: u32 = 0x1200;
pub(crate) const X_CHAIN: u32 = 0x1300;

/// Runs a per-digit search on each digit in turn, but those whose cells it found
/// nothing in last time; notes the digits it finds nothing in now. `search(d, sink)`
/// must depend on nothing but the layout and `cand.cells_of(d)`.
pub(crate) fn per_digit(
    search_id: u32,
    cand: &Candidates,
    sink: Sink<'_>,
    mut search: impl FnMut(u8, Sink<'_>) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let layout = cand.layout_arc();
    for d in 1..=9u8 {
        let cells = cand.cells_of(d);
        if known_empty(search_id, layout, d, cells) {
            continue;
        }
        let mut found = false;
        search(d, &mut |step| {
            found = true;
            sink(step)
        })?;
        if !found {
            note_empty(search_id, layout, d, cells);
        }
    }
    ControlFlow::Continue(())
}

/// True when some search remembers finding nothing for `digit` on these cells (for
/// tests that check that the memory is used).
#[cfg(test)]
pub(crate) fn knows_any(layout: &Arc<Layout>, digit: u8, cells: CellSet) -> bool {
    EMPTY.with(|memo| {
        memo.borrow()
            .iter()
            .any(|e| e.empty[digit as usize - 1] == Some(cells) && same_layout(&e.layout, layout))
    })
}

/// Forgets everything (for tests that compare a search with and without its memory).
#[cfg(test)]
pub(crate) fn forget() {
    EMPTY.with(|memo| memo.borrow_mut().clear());
}
