//! Marks a player can trust: a digit placed takes pencil marks away (its own cell's, and
//! the digit from its peers); clearing or overwriting it gives back exactly those, where
//! no other placed digit rules them out. What each placed digit took is remembered per
//! cell and travels with the undo history, so undo and redo still restore exactly.

use nonet_core::cells::{cell_name, CELLS};
use nonet_core::puzzle::Grid;
use nonet_core::{CellSet, Digits};

/// What placing one digit took: the cell's own marks and the peers that had it marked.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Taken {
    /// The digit placed (0: nothing remembered).
    digit: u8,
    own: Digits,
    peers: CellSet,
}

/// What each cell's placed digit took from the marks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TakenMarks([Taken; CELLS]);

impl Default for TakenMarks {
    fn default() -> TakenMarks {
        TakenMarks([Taken::default(); CELLS])
    }
}

/// What clearing a digit gave back, for the message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GivenBack {
    cell: usize,
    digit: u8,
    own: Digits,
    peers: usize,
}

impl GivenBack {
    /// "marks back: 2 6 9 in r3c4, the 5 in 4 peers".
    pub fn message(&self) -> String {
        let mut parts = Vec::new();
        if !self.own.is_empty() {
            let digits: Vec<String> = self.own.iter().map(|d| d.to_string()).collect();
            parts.push(format!("{} in {}", digits.join(" "), cell_name(self.cell)));
        }
        if self.peers > 0 {
            let noun = if self.peers == 1 { "peer" } else { "peers" };
            parts.push(format!("the {} in {} {noun}", self.digit, self.peers));
        }
        format!("marks back: {}", parts.join(", "))
    }
}

/// Puts `digit` (0 clears) in `cell`, as a given or an entry: the digit there before
/// gives back what it took, the new one takes its cell's marks and its peers' marks of
/// it. Returns what came back, if anything did.
pub fn place(
    g: &mut Grid,
    taken: &mut TakenMarks,
    cell: usize,
    digit: u8,
    given: bool,
) -> Option<GivenBack> {
    let old = g.value(cell);
    if given {
        g.puzzle.givens[cell] = digit;
        g.entries[cell] = 0;
    } else {
        g.entries[cell] = digit;
    }
    if old == digit {
        // The same digit again (or an entry made a given): nothing taken or given back.
        return None;
    }
    let back = if old != 0 {
        give_back(g, taken, cell, old)
    } else {
        None
    };
    taken.0[cell] = Taken::default();
    if digit != 0 {
        let peers: CellSet = g
            .layout()
            .peers(cell)
            .iter()
            .filter(|&p| g.marks[p].contains(digit))
            .collect();
        for p in peers.iter() {
            g.marks[p].remove(digit);
        }
        taken.0[cell] = Taken {
            digit,
            own: g.marks[cell],
            peers,
        };
        g.marks[cell] = Digits::NONE;
    }
    back
}

/// Gives back what `cell`'s digit `old`, just cleared, took: the cell's own marks, and
/// `old` in each peer still blank that no other placed digit sees. A peer another placed
/// `old` sees stays without it, now as taken by that digit, so clearing that one later
/// gives it back.
fn give_back(g: &mut Grid, taken: &mut TakenMarks, cell: usize, old: u8) -> Option<GivenBack> {
    let was = taken.0[cell];
    if was.digit != old {
        return None;
    }
    let own = Digits(was.own.0 & !g.marks[cell].0);
    g.marks[cell] = Digits(g.marks[cell].0 | was.own.0);
    let mut back = CellSet::EMPTY;
    for p in was.peers.iter() {
        if g.value(p) != 0 || g.marks[p].contains(old) {
            continue;
        }
        match g.layout().peers(p).iter().find(|&q| g.value(q) == old) {
            Some(q) if taken.0[q].digit == old => taken.0[q].peers.insert(p),
            Some(_) => {}
            None => back.insert(p),
        }
    }
    for p in back.iter() {
        g.marks[p].insert(old);
    }
    let peers = back.len() as usize;
    (!own.is_empty() || peers > 0).then_some(GivenBack {
        cell,
        digit: old,
        own,
        peers,
    })
}
