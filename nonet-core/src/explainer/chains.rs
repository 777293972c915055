//! Rule 21, static chains (SPEC §4.1–4.3, §4.6): bidirectional cycles (X, Y, XY) and
//! forcing chains (X, XY), found by breadth-first search over nodes "cell holds digit"
//! (ON) and "cell does not hold digit" (OFF). The hint used is the first of the least
//! (difficulty, complexity, kind) in SE's collection order.

use super::grid::{peer_set, House, Kind, SeGrid};
use super::propagate::Work;
use super::rules::{Hint, Rule};
use crate::cells::CellSet;

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
/// its block, row and column, in that order, without repeats; into `out`.
fn weak(grid: &Work, (cell, digit, _): Node, pass: Pass, out: &mut Vec<Node>) {
    out.clear();
    if pass.cell_rule() {
        out.extend(
            grid.cands[cell]
                .iter()
                .filter(|&e| e != digit)
                .map(|e| (cell, e, false)),
        );
    }
    let mut listed = CellSet::single(cell);
    for kind in Kind::ORDER {
        let house = House::of(kind, cell);
        let others = grid.in_house(house, digit) - listed;
        if others.is_empty() {
            continue;
        }
        listed |= others;
        for x in house.cells() {
            if others.contains(x) {
                out.push((x, digit, false));
            }
        }
    }
}

/// "OFF implies ON": a bivalue cell's other digit (cell rule), then the other place of
/// the digit in each house where it has two (house rule); into `out`.
fn strong(grid: &Work, (cell, digit, _): Node, pass: Pass, out: &mut Vec<Node>) {
    out.clear();
    let cands = grid.cands[cell];
    if pass.cell_rule() && cands.is_pair() {
        if let Some(other) = cands.iter().find(|&e| e != digit) {
            out.push((cell, other, true));
        }
    }
    if pass.house_rule() {
        for kind in Kind::ORDER {
            let places = grid.in_house(House::of(kind, cell), digit);
            if places.is_pair() {
                let other = (places - CellSet::single(cell)).first().unwrap_or(cell);
                if !out.contains(&(other, digit, true)) {
                    out.push((other, digit, true));
                }
            }
        }
    }
}

/// A set of nodes, one bit each.
struct NodeSet([u64; 26]);

impl NodeSet {
    fn new() -> NodeSet {
        NodeSet([0; 26])
    }
    fn index((cell, digit, on): Node) -> usize {
        cell * 20 + usize::from(digit) * 2 + usize::from(on)
    }
    fn contains(&self, node: Node) -> bool {
        let i = NodeSet::index(node);
        self.0[i / 64] >> (i % 64) & 1 == 1
    }
    fn insert(&mut self, node: Node) {
        let i = NodeSet::index(node);
        self.0[i / 64] |= 1 << (i % 64);
    }
}

/// Every node's implications in one pass on a fixed grid, computed once per rule call
/// (the static searches ask them thousands of times).
struct Links {
    at: Vec<u32>,
    to: Vec<Node>,
}

impl Links {
    fn new(grid: &Work, pass: Pass) -> Links {
        let mut at = Vec::with_capacity(81 * 20 + 1);
        let mut to = Vec::with_capacity(81 * 40);
        let mut buf = Vec::with_capacity(32);
        for i in 0..81 * 20 {
            at.push(to.len() as u32);
            let (cell, digit, on) = (i / 20, (i % 20 / 2) as u8, i % 2 == 1);
            if digit >= 1 && grid.has(cell, digit) {
                if on {
                    weak(grid, (cell, digit, on), pass, &mut buf);
                } else {
                    strong(grid, (cell, digit, on), pass, &mut buf);
                }
                to.extend_from_slice(&buf);
            }
        }
        at.push(to.len() as u32);
        Links { at, to }
    }

    /// An ON node's weak or an OFF node's strong implications, in SE's order.
    fn of(&self, node: Node) -> &[Node] {
        let i = NodeSet::index(node);
        &self.to[self.at[i] as usize..self.at[i + 1] as usize]
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

/// The best hint so far by SE's order: least (difficulty, complexity, kind), the first
/// found among equals; hints that remove nothing do not count.
#[derive(Default)]
struct Best(Option<Ranked>);

impl Best {
    fn beats(&self, difficulty: f64, complexity: usize, key: u8) -> bool {
        self.0.as_ref().is_none_or(|b| {
            (difficulty, complexity, key) < (b.hint.difficulty, b.complexity, b.key)
        })
    }
    fn offer(&mut self, r: Ranked) {
        if self.beats(r.hint.difficulty, r.complexity, r.key) && !r.hint.eliminations.is_empty() {
            self.0 = Some(r);
        }
    }
}

pub fn forcing_chains(grid: &SeGrid) -> Option<Hint> {
    let work = Work::new(grid);
    let mut best = Best::default();
    for pass in [Pass::X, Pass::Y, Pass::Xy] {
        let links = Links::new(&work, pass);
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
                cycles(&work, &links, (cell, digit, true), pass, &mut best);
                if pass != Pass::Y {
                    for start_on in [true, false] {
                        let start = (cell, digit, start_on);
                        if let Some(r) = forcing_chain(&work, &links, start, pass, &best) {
                            best.offer(r);
                        }
                    }
                }
            }
        }
    }
    best.0.map(|r| r.hint)
}

/// Layered search for cycles through `start` (SPEC §4.3): OFF nodes are not merged,
/// ON nodes are, and every return to the start from the fourth layer on is a cycle.
fn cycles(grid: &Work, links: &Links, start: Node, pass: Pass, best: &mut Best) {
    let mut found = vec![Found {
        node: start,
        parent: None,
    }];
    let mut ons = NodeSet::new();
    ons.insert(start);
    let mut pending_on = vec![0usize];
    let mut pending_off = Vec::new();
    let mut layer = 1;
    let base = if pass == Pass::Xy { 7.0 } else { 6.5 };
    while !pending_on.is_empty() {
        // A cycle closed from here on has at least this many nodes: stop once that
        // cannot beat the best hint so far.
        let fewest = (layer + 1).max(4);
        if !best.beats(with_length_bonus(base, fewest), fewest, pass.sort_key()) {
            return;
        }
        pending_off.clear();
        for &p in &pending_on {
            for &q in links.of(found[p].node) {
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
            for &r in links.of(found[q].node) {
                if layer >= 4 && r == start {
                    cycle_found(grid, &found, q, pass, best);
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

/// A cycle closing after `last`: offered if it could beat the best so far.
fn cycle_found(grid: &Work, found: &[Found], last: usize, pass: Pass, best: &mut Best) {
    let nodes = line(found, last);
    let complexity = nodes.len();
    let base = if pass == Pass::Xy { 7.0 } else { 6.5 };
    let difficulty = with_length_bonus(base, complexity);
    if !best.beats(difficulty, complexity, pass.sort_key()) {
        return;
    }
    let cells: CellSet = nodes.iter().map(|n| n.0).collect();
    // A candidate outside the cycle goes if it sees an ON and an OFF node of its digit.
    let mut seen = [[CellSet::EMPTY; 2]; 9];
    for &(c, d, on) in &nodes {
        seen[usize::from(d) - 1][usize::from(on)] |= peer_set(c);
    }
    let mut removed = Vec::new();
    for x in 0..81 {
        if cells.contains(x) {
            continue;
        }
        for v in grid.cands[x].iter() {
            let [off, on] = seen[usize::from(v) - 1];
            if on.contains(x) && off.contains(x) {
                removed.push((x, v));
            }
        }
    }
    let name = match pass {
        Pass::X => "Bidirectional X-Cycle",
        Pass::Y => "Bidirectional Y-Cycle",
        Pass::Xy => "Bidirectional Cycle",
    };
    best.offer(Ranked {
        hint: Hint::removing(Rule::ForcingChains, name, difficulty, removed),
        complexity,
        key: pass.sort_key(),
    });
}

/// Layered search with full merging from `start` until it reaches the start's
/// candidate in the other state (SPEC §4.3). With every node kept once, a node's line
/// back to the start has one node per layer, so the target's layer is the complexity.
fn forcing_chain(
    grid: &Work,
    links: &Links,
    start: Node,
    pass: Pass,
    best: &Best,
) -> Option<Ranked> {
    let target = (start.0, start.1, !start.2);
    let mut seen = NodeSet::new();
    seen.insert(start);
    let mut pending = vec![start];
    let mut next = Vec::new();
    let base = if pass == Pass::X { 6.6 } else { 7.0 };
    // Nodes on the line of each pending node.
    let mut depth = 1;
    while !pending.is_empty() {
        // A target reached from here has depth + 1 nodes: stop once that cannot win.
        if !best.beats(
            with_length_bonus(base, depth + 1),
            depth + 1,
            pass.sort_key(),
        ) {
            return None;
        }
        depth += 1;
        next.clear();
        for &p in &pending {
            for &q in links.of(p) {
                if q == target {
                    return Some(chain_hint(grid, start, depth, pass));
                }
                if !seen.contains(q) {
                    seen.insert(q);
                    next.push(q);
                }
            }
        }
        std::mem::swap(&mut pending, &mut next);
    }
    None
}

fn chain_hint(grid: &Work, (cell, digit, on): Node, complexity: usize, pass: Pass) -> Ranked {
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
