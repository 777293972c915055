//! What every engine must do, checked over one table of engines: solve the POJ sample and
//! prove it unique, count to a limit, find no solution for clashing givens, and stop at
//! once when cancelled. Each engine's own tests cover what only it does.

use super::{bitboard, classic, dlx, sat, Cancel, Control, Count};
use crate::cells::CELLS;
use crate::puzzle::{board_line, is_solution_of, Puzzle};

/// An engine under test: its name and its counting entry point.
struct Engine {
    name: &'static str,
    count_with: fn(&Puzzle, usize, &mut Control) -> Count,
}

fn classic_count_with(p: &Puzzle, limit: usize, ctl: &mut Control) -> Count {
    classic::count_with(&p.givens, limit, ctl)
}

const ENGINES: [Engine; 4] = [
    Engine {
        name: "bitboard",
        count_with: bitboard::count_with,
    },
    Engine {
        name: "classic",
        count_with: classic_count_with,
    },
    Engine {
        name: "dlx",
        count_with: dlx::count_with,
    },
    Engine {
        name: "sat",
        count_with: sat::count_with,
    },
];

impl Engine {
    fn count(&self, p: &Puzzle, limit: usize) -> Count {
        (self.count_with)(p, limit, &mut Control::none())
    }
}

const POJ: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
const POJ_SOLVED: &str =
    "417369825632158947958724316825437169791586432346912758289643571573291684164875293";

#[test]
fn every_engine_solves_the_poj_sample_and_proves_it_unique() {
    let p = crate::puzzle::classic_puzzle(POJ);
    for e in &ENGINES {
        let c = e.count(&p, 2);
        assert_eq!(c.solutions, 1, "{}", e.name);
        assert!(c.complete, "{}", e.name);
        let s = c.first.unwrap();
        assert!(is_solution_of(&p, &s), "{}", e.name);
        assert_eq!(board_line(&s), POJ_SOLVED, "{}", e.name);
    }
}

#[test]
fn every_engine_counts_the_empty_grid_up_to_the_limit() {
    let p = Puzzle::classic([0; CELLS]);
    for e in &ENGINES {
        for limit in [5, 7] {
            let c = e.count(&p, limit);
            assert_eq!(c.solutions, limit, "{}", e.name);
            assert!(is_solution_of(&p, &c.first.unwrap()), "{}", e.name);
        }
    }
}

#[test]
fn every_engine_finds_no_solution_for_clashing_givens() {
    let mut g = [0u8; CELLS];
    g[0] = 1;
    g[1] = 1;
    for e in &ENGINES {
        assert_eq!(e.count(&Puzzle::classic(g), 2).solutions, 0, "{}", e.name);
    }
}

#[test]
fn every_engine_stops_when_cancelled() {
    for e in &ENGINES {
        let cancel = Cancel::new();
        cancel.cancel();
        // Enumerating every filling of the empty grid never ends on its own; the token is
        // seen at the first tick (1024 nodes, or conflicts for sat) and the search stops.
        let mut ctl = Control::none().with_cancel(cancel);
        let c = (e.count_with)(&Puzzle::classic([0; CELLS]), usize::MAX, &mut ctl);
        assert!(!c.complete, "{}", e.name);
        assert!(c.nodes <= 1024, "{}: {} nodes", e.name, c.nodes);
    }
}
