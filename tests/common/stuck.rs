//! A puzzle where the ladder without its last resort stops, as a position: the grid a
//! forcing step is the next step of, for the tests of forcing hints.

use nonet_core::format::{self, Format};
use nonet_core::strategy::{solve_path, Candidates, Registry, Technique};
use nonet_core::{Digits, Layout};

/// Magictour top1465 #1: a long path through most of the ladder.
pub const TOP1: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

/// Magictour top1465 #1220: where the ladder stops, the next step is the forcing chain
/// that removes 9 from r3c9 and r5c7. (#1 was this fixture until the nice loops and AICs
/// with ALS nodes came on by default: where its ladder stops now, a forcing net is next.)
pub const TOP1220: &str =
    "8...7......4..53...7.2...4...9....2..........5.3.8.1...6...4.7.......5.6....67..3";

/// `line` (a classic puzzle) solved by every technique but the forcing ones, as far as
/// they go, as one `candidates` line.
pub fn where_the_ladder_stops(line: &str) -> String {
    let p = format::parse(line, None, "puzzle").unwrap().remove(0);
    let mut ladder = Registry::full();
    for t in Technique::FORCING {
        ladder.set_enabled(t, false);
    }
    let end = solve_path(&Candidates::from_puzzle(&p), &ladder).end;
    let cells = std::array::from_fn(|i| match end.value(i) {
        0 => end.get(i),
        v => Digits::single(v),
    });
    let doc = format::position::document(Layout::classic(), &cells);
    format::render_document(&doc, Format::Candidates)
}
