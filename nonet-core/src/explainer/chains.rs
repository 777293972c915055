//! Rule 21, static chains (SPEC §4.1–4.3, §4.6): bidirectional cycles (X, Y, XY) and
//! forcing chains (X, XY), found by breadth-first search over nodes "cell holds digit"
//! (ON) and "cell does not hold digit" (OFF). The hint used is the first of the least
//! (difficulty, complexity, kind) in SE's collection order.

use super::grid::{peer_set, House, Kind, SeGrid};
use super::rules::{Hint, Rule};

/// (cell, digit, on): two nodes are equal when all three are.
type Node = (usize, u8, bool);

/// Which optional implications a pass uses.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Pass {
    /// House links only: X-cycles and forcing X-chains.
    X,
    /// Cell links only: Y-cycles.
    Y,
    /// Both.
    Xy,
}

impl Pass {
    fn cell_rule(self) -> bool {
        self != Pass::X
    }
    fn house_rule(self) -> bool {
        self != Pass::Y
    }
    /// SE's sort key among chain kinds.
    fn sort_key(self) -> u8 {
        match self {
            Pass::X => 2,
            Pass::Y => 3,
            Pass::Xy => 4,
        }
    }
}

/// A node found by a search, with the index of the node it came from.
struct Found {
    node: Node,
    parent: Option<usize>,
}

/// "ON implies OFF": the cell's other digits (cell rule), then the digit elsewhere in
/// its block, row and column, in that order, without repeats.
fn weak(grid: &SeGrid, (cell, digit, _): Node, pass: Pass) -> Vec<Node> {
    let mut out = Vec::new();
    if pass.cell_rule() {
        out.extend(
            grid.cands[cell]
                .iter()
                .filter(|&e| e != digit)
                .map(|e| (cell, e, false)),
        );
    }
    for kind in Kind::ORDER {
        for x in House::of(kind, cell).cells() {
            if x != cell && grid.has(x, digit) && !out.contains(&(x, digit, false)) {
                out.push((x, digit, false));
            }
        }
    }
    out
}

/// "OFF implies ON": a bivalue cell's other digit (cell rule), then the other place of
/// the digit in each house where it has two (house rule).
fn strong(grid: &SeGrid, (cell, digit, _): Node, pass: Pass) -> Vec<Node> {
    let mut out = Vec::new();
    let cands = grid.cands[cell];
    if pass.cell_rule() && cands.len() == 2 {
        if let Some(other) = cands.iter().find(|&e| e != digit) {
            out.push((cell, other, true));
        }
    }
    if pass.house_rule() {
        for kind in Kind::ORDER {
            let house = House::of(kind, cell);
            let pos = grid.positions(house, digit);
            if pos.count_ones() == 2 {
                let other =
                    house.cells()[(pos & !(1 << house.position(cell))).trailing_zeros() as usize];
                if !out.contains(&(other, digit, true)) {
                    out.push((other, digit, true));
                }
            }
        }
    }
    out
}

/// A set of nodes, one bit each.
struct NodeSet(Vec<bool>);

impl NodeSet {
    fn new() -> NodeSet {
        NodeSet(vec![false; 81 * 20])
    }
    fn index((cell, digit, on): Node) -> usize {
        cell * 20 + usize::from(digit) * 2 + usize::from(on)
    }
    fn contains(&self, node: Node) -> bool {
        self.0[NodeSet::index(node)]
    }
    fn insert(&mut self, node: Node) {
        self.0[NodeSet::index(node)] = true;
    }
}

/// Whether `node` is `from` or one of its ancestors.
fn on_line(found: &[Found], from: usize, node: Node) -> bool {
    let mut at = Some(from);
    while let Some(i) = at {
        if found[i].node == node {
            return true;
        }
        at = found[i].parent;
    }
    false
}

/// The nodes from `end` back to the start, `end` first.
fn line(found: &[Found], end: usize) -> Vec<Node> {
    let mut out = Vec::new();
    let mut at = Some(end);
    while let Some(i) = at {
        out.push(found[i].node);
        at = found[i].parent;
    }
    out
}

/// SE's length bonus: 0.1 for each threshold (4, 6, 8, 12, 16, 24, …) that the
/// complexity less two exceeds, summed in doubles before it is added to `base`.
pub fn with_length_bonus(base: f64, complexity: usize) -> f64 {
    let length = complexity as i64 - 2;
    let mut bonus = 0.0;
    // The thresholds alternate x3/2 and x4/3 from 4: 4, 6, 8, 12, 16, 24, …, that is
    // each power of two from 4 followed by one and a half times it.
    let mut power = 4i64;
    'thresholds: loop {
        for threshold in [power, power + power / 2] {
            if length <= threshold {
                break 'thresholds;
            }
            bonus += 0.1;
        }
        power *= 2;
    }
    base + bonus
}

/// A candidate hint with SE's sort keys.
struct Ranked {
    hint: Hint,
    complexity: usize,
    key: u8,
}

pub fn forcing_chains(grid: &SeGrid) -> Option<Hint> {
    let mut best: Option<Ranked> = None;
    let mut offer = |r: Ranked| {
        let better = best.as_ref().is_none_or(|b| {
            (r.hint.difficulty, r.complexity, r.key) < (b.hint.difficulty, b.complexity, b.key)
        });
        if better && !r.hint.eliminations.is_empty() {
            best = Some(r);
        }
    };
    for pass in [Pass::X, Pass::Y, Pass::Xy] {
        for cell in 0..81 {
            let cands = grid.cands[cell];
            let wanted = if pass == Pass::Y {
                cands.len() == 2
            } else {
                cands.len() >= 2
            };
            if !wanted {
                continue;
            }
            for digit in cands.iter() {
                cycles(grid, (cell, digit, true), pass, &mut offer);
                if pass != Pass::Y {
                    for start_on in [true, false] {
                        if let Some(r) = forcing_chain(grid, (cell, digit, start_on), pass) {
                            offer(r);
                        }
                    }
                }
            }
        }
    }
    best.map(|r| r.hint)
}

/// Layered search for cycles through `start` (SPEC §4.3): OFF nodes are not merged,
/// ON nodes are, and every return to the start from the fourth layer on is a cycle.
fn cycles(grid: &SeGrid, start: Node, pass: Pass, offer: &mut impl FnMut(Ranked)) {
    let mut found = vec![Found {
        node: start,
        parent: None,
    }];
    let mut ons = NodeSet::new();
    ons.insert(start);
    let mut pending_on = vec![0usize];
    let mut layer = 1;
    while !pending_on.is_empty() {
        let mut pending_off = Vec::new();
        for &p in &pending_on {
            for q in weak(grid, found[p].node, pass) {
                if !on_line(&found, p, q) {
                    found.push(Found {
                        node: q,
                        parent: Some(p),
                    });
                    pending_off.push(found.len() - 1);
                }
            }
        }
        layer += 1;
        pending_on.clear();
        for &q in &pending_off {
            for r in strong(grid, found[q].node, pass) {
                if layer >= 4 && r == start {
                    offer(cycle_hint(grid, &line(&found, q), pass));
                }
                if !ons.contains(r) {
                    ons.insert(r);
                    found.push(Found {
                        node: r,
                        parent: Some(q),
                    });
                    pending_on.push(found.len() - 1);
                }
            }
        }
        layer += 1;
    }
}

fn cycle_hint(grid: &SeGrid, nodes: &[Node], pass: Pass) -> Ranked {
    let cells: crate::cells::CellSet = nodes.iter().map(|n| n.0).collect();
    let mut removed = Vec::new();
    for x in 0..81 {
        if cells.contains(x) {
            continue;
        }
        for v in grid.cands[x].iter() {
            let seen = |on: bool| {
                nodes
                    .iter()
                    .any(|&(c, d, s)| d == v && s == on && peer_set(c).contains(x))
            };
            if seen(true) && seen(false) {
                removed.push((x, v));
            }
        }
    }
    let complexity = nodes.len();
    let base = if pass == Pass::Xy { 7.0 } else { 6.5 };
    let name = match pass {
        Pass::X => "Bidirectional X-Cycle",
        Pass::Y => "Bidirectional Y-Cycle",
        Pass::Xy => "Bidirectional Cycle",
    };
    Ranked {
        hint: Hint::removing(
            Rule::ForcingChains,
            name,
            with_length_bonus(base, complexity),
            removed,
        ),
        complexity,
        key: pass.sort_key(),
    }
}

/// Layered search with full merging from `start` until it reaches the start's
/// candidate in the other state (SPEC §4.3).
fn forcing_chain(grid: &SeGrid, start: Node, pass: Pass) -> Option<Ranked> {
    let target = (start.0, start.1, !start.2);
    let mut found = vec![Found {
        node: start,
        parent: None,
    }];
    let mut seen = NodeSet::new();
    seen.insert(start);
    let mut pending = vec![0usize];
    let mut expanding_on = start.2;
    while !pending.is_empty() {
        let mut next = Vec::new();
        for &p in &pending {
            let produced = if expanding_on {
                weak(grid, found[p].node, pass)
            } else {
                strong(grid, found[p].node, pass)
            };
            for q in produced {
                if q == target {
                    found.push(Found {
                        node: q,
                        parent: Some(p),
                    });
                    return Some(chain_hint(
                        grid,
                        start,
                        line(&found, found.len() - 1).len(),
                        pass,
                    ));
                }
                if !(seen.contains(q) || expanding_on && on_line(&found, p, q)) {
                    seen.insert(q);
                    found.push(Found {
                        node: q,
                        parent: Some(p),
                    });
                    next.push(found.len() - 1);
                }
            }
        }
        pending = next;
        expanding_on = !expanding_on;
    }
    None
}

fn chain_hint(grid: &SeGrid, (cell, digit, on): Node, complexity: usize, pass: Pass) -> Ranked {
    let base = if pass == Pass::X { 6.6 } else { 7.0 };
    let difficulty = with_length_bonus(base, complexity);
    let name = if pass == Pass::X {
        "Forcing X-Chain"
    } else {
        "Forcing Chain"
    };
    let hint = if on {
        // The digit implies its own absence: it goes.
        Hint::removing(Rule::ForcingChains, name, difficulty, vec![(cell, digit)])
    } else {
        // Its absence implies its presence: it is placed.
        let mut hint = Hint::placing(Rule::ForcingChains, name, difficulty, cell, digit);
        hint.eliminations = grid.cands[cell]
            .iter()
            .filter(|&e| e != digit)
            .map(|e| (cell, e))
            .collect();
        hint
    };
    Ranked {
        hint,
        complexity,
        key: pass.sort_key(),
    }
}
