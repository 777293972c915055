//! Generation ids: every job carries one, and a reply with an older one is stale. A leaf,
//! so that the status check and the target figures both take ids without importing
//! each other.

use crate::tui::state::State;

/// A new generation id: replies carrying an older one are stale.
pub(crate) fn next_gen(s: &mut State) -> u64 {
    let g = s.next_gen;
    s.next_gen += 1;
    g
}
