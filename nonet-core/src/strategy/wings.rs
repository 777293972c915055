//! Patterns of bivalue cells: remote pairs, W-wing, XY-wing, XYZ-wing and XY-chains; and
//! the WXYZ-wing, four cells on four digits.

use super::chain::{Chain, ChainNode, Link};
use super::path::walk_back;
use super::two_colour::two_colour;
use super::{rank, Candidates, Mark, Sink, Step, Technique};
use crate::cells::{cell_name, cell_names, CellSet, Digits, CELLS};
use crate::layout::HOUSES;
use std::ops::ControlFlow;

fn bivalues(cand: &Candidates) -> CellSet {
    (0..CELLS).filter(|&c| cand.get(c).is_pair()).collect()
}

fn other(pair: Digits, d: u8) -> u8 {
    Digits(pair.0 & !Digits::single(d).0)
        .first()
        .expect("a bivalue cell has a second digit")
}

/// A pivot {x,y} seeing pincers {x,z} and {y,z}: whatever the pivot is, one pincer is z,
/// so z leaves every cell seeing both pincers.
pub fn xy_wing(cand: &Candidates, sink: Sink<'_>) -> ControlFlow<()> {
    let layout = cand.layout();
    let bi = bivalues(cand);
    for pivot in bi.iter() {
        let pm = cand.get(pivot);
        for p1 in (bi & layout.peers(pivot)).iter() {
            let m1 = cand.get(p1);
            let shared = Digits(m1.0 & pm.0);
            if shared.len() != 1 {
                continue;
            }
            let Some(x) = shared.first() else { continue };
            let z = other(m1, x);
            let y = other(pm, x);
            let want = Digits(Digits::single(y).0 | Digits::single(z).0);
            for p2 in (bi & layout.peers(pivot)).iter() {
                if p2 == p1 || cand.get(p2) != want {
                    continue;
                }
                let victims = cand.cells_of(z) & layout.peers(p1) & layout.peers(p2);
                if victims.is_empty() {
                    continue;
                }
                // Pivot digits in increasing order, each with the pincer it forces to z.
                let ((lo, lo_p), (hi, hi_p)) = if x < y {
                    ((x, p1), (y, p2))
                } else {
                    ((y, p2), (x, p1))
                };
                let pattern = format!("{} is {lo} or {hi}", cell_name(pivot));
                let reason = format!(
                    "if {lo}, {} is {z}; if {hi}, {} is {z}",
                    cell_name(lo_p),
                    cell_name(hi_p)
                );
                let effect = format!("cells seeing both lose {z}");
                let text = format!("{pattern}: {reason}; so {effect}");
                let cells: CellSet = [pivot, p1, p2].into_iter().collect();
                sink(
                    Step::new(Technique::XyWing, text)
                        .parts(pattern, reason, effect)
                        .pattern_cells(cand, cells, Digits::ALL)
                        .eliminate(cand, victims, Digits::single(z))
                        .finish(),
                )?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// A pivot {x,y,z} seeing pincers {x,z} and {y,z}: one of the three is z, so z leaves
/// every cell seeing all three.
pub fn xyz_wing(cand: &Candidates, sink: Sink<'_>) -> ControlFlow<()> {
    let layout = cand.layout();
    let bi = bivalues(cand);
    for pivot in (0..CELLS).filter(|&c| cand.get(c).len() == 3) {
        let pm = cand.get(pivot);
        let wings: Vec<usize> = (bi & layout.peers(pivot))
            .iter()
            .filter(|&p| cand.get(p).0 & !pm.0 == 0)
            .collect();
        for (i, &p1) in wings.iter().enumerate() {
            for &p2 in &wings[i + 1..] {
                let (m1, m2) = (cand.get(p1), cand.get(p2));
                let z_set = Digits(m1.0 & m2.0);
                if m1 == m2 || z_set.len() != 1 {
                    continue;
                }
                let Some(z) = z_set.first() else { continue };
                let victims =
                    cand.cells_of(z) & layout.peers(pivot) & layout.peers(p1) & layout.peers(p2);
                if victims.is_empty() {
                    continue;
                }
                let pattern = format!(
                    "{} ({pm}), {} ({m1}) and {} ({m2})",
                    cell_name(pivot),
                    cell_name(p1),
                    cell_name(p2)
                );
                let cells: CellSet = [pivot, p1, p2].into_iter().collect();
                sink(
                    Step::explained(
                        Technique::XyzWing,
                        pattern,
                        format!("one of them is {z}"),
                        format!("cells seeing all three lose {z}"),
                    )
                    .pattern_cells(cand, cells, Digits::ALL)
                    .eliminate(cand, victims, Digits::single(z))
                    .finish(),
                )?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// Four cells holding only four digits between them, where every digit but one, z, is
/// restricted: its cells in the four all see each other, so it fills at most one of
/// them. Were none of the four z, three digits would fill four cells, one of them
/// twice, which a restricted digit cannot do; so one of them is z, and z leaves every
/// cell seeing all of the four's z cells. Searched per set of four digits over the
/// cells holding only those, dropping a set of cells as soon as two digits are
/// unrestricted in it.
pub fn wxyz_wing(cand: &Candidates, sink: Sink<'_>) -> ControlFlow<()> {
    let open: Vec<usize> = cand
        .unsolved()
        .iter()
        .filter(|&c| (2..=4).contains(&cand.get(c).len()))
        .collect();
    let quads = (0..=Digits::ALL.0).map(Digits).filter(|q| q.len() == 4);
    // One buffer for every quad's cells (126 quads a call).
    let mut fits = Vec::with_capacity(open.len());
    let mut chosen = Vec::with_capacity(4);
    for quad in quads {
        fits.clear();
        fits.extend(
            open.iter()
                .copied()
                .filter(|&c| cand.get(c).0 & !quad.0 == 0),
        );
        if fits.len() < 4 {
            continue;
        }
        wxyz_extend(cand, quad, &fits, 0, &mut chosen, Chosen::NONE, sink)?;
    }
    ControlFlow::Continue(())
}

/// The cells a WXYZ-wing search has chosen so far, per digit, and the digits whose
/// chosen cells do not all see each other (unrestricted). Kept as the search goes, so a
/// cell added costs a test per digit it holds rather than every pair again.
#[derive(Clone, Copy)]
struct Chosen {
    with: [CellSet; 9],
    free: Digits,
}

impl Chosen {
    const NONE: Chosen = Chosen {
        with: [CellSet::EMPTY; 9],
        free: Digits::NONE,
    };
    /// With cell `c` too: a digit stays restricted while each cell added sees all the
    /// chosen cells holding it (seeing is mutual, so that is every pair).
    fn add(mut self, cand: &Candidates, c: usize) -> Chosen {
        let peers = cand.layout().peers(c);
        for d in cand.get(c).iter() {
            let with = &mut self.with[d as usize - 1];
            if !(*with - peers).is_empty() {
                self.free.insert(d);
            }
            with.insert(c);
        }
        self
    }
}

fn wxyz_extend(
    cand: &Candidates,
    quad: Digits,
    fits: &[usize],
    from: usize,
    chosen: &mut Vec<usize>,
    state: Chosen,
    sink: Sink<'_>,
) -> ControlFlow<()> {
    let layout = cand.layout();
    if chosen.len() == 4 {
        let union = chosen.iter().fold(0, |acc, &c| acc | cand.get(c).0);
        if union != quad.0 {
            return ControlFlow::Continue(());
        }
        let Some(z) = state.free.first() else {
            return ControlFlow::Continue(());
        };
        let z_cells = state.with[z as usize - 1];
        let victims = z_cells
            .iter()
            .fold(cand.cells_of(z), |acc, c| acc & layout.peers(c))
            - chosen.iter().copied().collect::<CellSet>();
        if victims.is_empty() {
            return ControlFlow::Continue(());
        }
        let listed: Vec<String> = chosen
            .iter()
            .map(|&c| format!("{} ({})", cell_name(c), cand.get(c)))
            .collect();
        let pattern = format!("{} hold only {quad}", listed.join(", "));
        let restricted = format!("every digit but {z} fits at most one of them");
        let effect = format!(
            "cells seeing all of {} lose {z}",
            cell_names(z_cells.iter())
        );
        let text = format!("{pattern}, and {restricted}; so one of them is {z}, and {effect}");
        return sink(
            Step::new(Technique::WxyzWing, text)
                .parts(
                    pattern,
                    format!("{restricted}, so one of them is {z}"),
                    effect,
                )
                .pattern_cells(cand, chosen.iter().copied().collect(), Digits::ALL)
                .eliminate(cand, victims, Digits::single(z))
                .finish(),
        );
    }
    for i in from..fits.len() {
        if fits.len() - i < 4 - chosen.len() {
            break;
        }
        chosen.push(fits[i]);
        // Adding cells never restricts a digit again: two free digits end the branch.
        let next = state.add(cand, fits[i]);
        if next.free.len() < 2 {
            wxyz_extend(cand, quad, fits, i + 1, chosen, next, sink)?;
        }
        chosen.pop();
    }
    ControlFlow::Continue(())
}

/// Two cells {x,y} joined by a strong link on x (one end seeing each cell): if the first
/// is not y it is x, then the link carries x to the far end, and the second is y. So one
/// of them is y, and y leaves every cell seeing both.
pub fn w_wing(cand: &Candidates, sink: Sink<'_>) -> ControlFlow<()> {
    let layout = cand.layout();
    let bi: Vec<usize> = bivalues(cand).iter().collect();
    for (i, &p1) in bi.iter().enumerate() {
        for &p2 in &bi[i + 1..] {
            let pair = cand.get(p1);
            if cand.get(p2) != pair || layout.peers(p1).contains(p2) {
                continue;
            }
            for x in pair.iter() {
                let y = other(pair, x);
                let victims = cand.cells_of(y) & layout.peers(p1) & layout.peers(p2);
                if victims.is_empty() {
                    continue;
                }
                for h in 0..HOUSES {
                    let link = cand.cells_of(x) & layout.house(h);
                    if link.len() != 2 || link.contains(p1) || link.contains(p2) {
                        continue;
                    }
                    let mut it = link.iter();
                    let (Some(a), Some(b)) = (it.next(), it.next()) else {
                        continue;
                    };
                    let joined = |u: usize, v: usize| {
                        layout.peers(p1).contains(u) && layout.peers(p2).contains(v)
                    };
                    let (a, b) = if joined(a, b) {
                        (a, b)
                    } else if joined(b, a) {
                        (b, a)
                    } else {
                        continue;
                    };
                    let pattern = format!(
                        "{} and {} are both {pair}, and {x} in {} is {} or {}",
                        cell_name(p1),
                        cell_name(p2),
                        layout.house_name(h),
                        cell_name(a),
                        cell_name(b)
                    );
                    sink(
                        Step::explained(
                            Technique::WWing,
                            pattern,
                            format!("one of the two is {y}"),
                            format!("cells seeing both lose {y}"),
                        )
                        .house(layout, h)
                        .pattern_cells(cand, [p1, p2].into_iter().collect(), pair)
                        .pattern_cells(cand, link, Digits::single(x))
                        .eliminate(cand, victims, Digits::single(y))
                        .finish(),
                    )?;
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// Bivalue cells with the same pair {x,y}, chained by seeing each other: along the chain
/// the digits alternate, so a cell seeing two chain cells of opposite parity sees both x
/// and y and loses both. Needs a chain of at least four cells (shorter is a naked pair).
pub fn remote_pair(cand: &Candidates, sink: Sink<'_>) -> ControlFlow<()> {
    let layout = cand.layout();
    let bi = bivalues(cand);
    let mut seen_pairs: Vec<Digits> = Vec::new();
    for c in bi.iter() {
        let pair = cand.get(c);
        if seen_pairs.contains(&pair) {
            continue;
        }
        seen_pairs.push(pair);
        let same: CellSet = bi.iter().filter(|&x| cand.get(x) == pair).collect();
        for part in two_colour(same, |x| layout.peers(x) & same) {
            let sides = part.sides;
            let chain = sides[0] | sides[1];
            if !part.consistent || chain.len() < 4 {
                continue;
            }
            let sees = |cells: CellSet| {
                cells
                    .iter()
                    .fold(CellSet::EMPTY, |acc, c| acc | layout.peers(c))
            };
            let victims = (sees(sides[0]) & sees(sides[1])) - chain;
            let pattern = format!(
                "{} all hold {pair} and chain by seeing each other",
                cell_names(chain.iter())
            );
            let reason = format!(
                "{} differ from {}",
                cell_names(sides[0].iter()),
                cell_names(sides[1].iter())
            );
            let effect = format!("cells seeing both lose {pair}");
            let step = Step::new(
                Technique::RemotePair,
                format!("{pattern}, so {reason}; {effect}"),
            )
            .parts(pattern, reason, effect)
            .eliminate(cand, victims, pair);
            if !step.eliminations.is_empty() {
                sink(step.pattern_cells(cand, chain, pair).finish())?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// The XY-chain as data: in each cell its two digits joined by a strong link (the one
/// it takes from the cell before, the one it passes on), weak links between cells;
/// the first cell starts from `a`.
fn xy_chain_data(cand: &Candidates, cells: &[usize], a: u8) -> Chain {
    let mut nodes = Vec::with_capacity(cells.len() * 2);
    let mut links = Vec::with_capacity(cells.len() * 2);
    let mut entry = a;
    for (i, &c) in cells.iter().enumerate() {
        let exit = other(cand.get(c), entry);
        if i > 0 {
            links.push(Link::Weak);
        }
        nodes.push(ChainNode::new(c, entry));
        nodes.push(ChainNode::new(c, exit));
        links.push(Link::Strong);
        entry = exit;
    }
    Chain::new(nodes, links)
}

/// A chain of bivalue cells, each seeing the next and sharing a digit with it: if the
/// first cell is not a, the chain forces the last to be a. So a leaves every cell seeing
/// both ends. Breadth-first from every start (the shortest chain to each end), all of
/// them, handed out in HoDoKu's order (`rank`): the most eliminations first.
pub fn xy_chain(cand: &Candidates, sink: Sink<'_>) -> ControlFlow<()> {
    let layout = cand.layout();
    let bi = bivalues(cand);
    let mut found = rank::Ranked::new();
    // State: cell * 10 + the digit the cell is, under "c0 is not a". One array for every
    // search, each resetting the states it queued: filling it anew per start was a few
    // per cent of rating.
    let mut parent = vec![usize::MAX; CELLS * 10];
    let mut queue: Vec<usize> = Vec::new();
    for c0 in bi.iter() {
        for a in cand.get(c0).iter() {
            for &st in &queue {
                parent[st] = usize::MAX;
            }
            let start = c0 * 10 + other(cand.get(c0), a) as usize;
            parent[start] = start;
            queue.clear();
            queue.push(start);
            let mut head = 0;
            while let Some(&st) = queue.get(head) {
                head += 1;
                let (x, v) = (st / 10, (st % 10) as u8);
                for y in (layout.peers(x) & bi & cand.cells_of(v)).iter() {
                    let w = other(cand.get(y), v);
                    let ns = y * 10 + w as usize;
                    if parent[ns] != usize::MAX {
                        continue;
                    }
                    parent[ns] = st;
                    queue.push(ns);
                    if w != a || y == c0 {
                        continue;
                    }
                    let victims = (cand.cells_of(a) & layout.peers(c0) & layout.peers(y))
                        - CellSet::single(c0);
                    if victims.is_empty() {
                        continue;
                    }
                    let nodes: Vec<usize> = walk_back(&parent, ns).map(|st| st / 10).collect();
                    let removed = victims.iter().map(|c| Mark::new(c, a)).collect();
                    found.add(removed, nodes.len(), (a, nodes, victims));
                }
            }
        }
    }
    found.hand_out(sink, |(a, nodes, victims)| {
        let (c0, y) = (nodes[0], nodes[nodes.len() - 1]);
        let chain: Vec<String> = nodes
            .iter()
            .map(|&n| format!("{}({})", cell_name(n), cand.get(n)))
            .collect();
        let cells: CellSet = nodes.iter().copied().collect();
        Step::explained(
            Technique::XyChain,
            chain.join(" - "),
            format!("if {} is not {a} then {} is", cell_name(c0), cell_name(y)),
            format!("cells seeing both lose {a}"),
        )
        .chain(xy_chain_data(cand, &nodes, a))
        .pattern_cells(cand, cells, Digits::ALL)
        .eliminate(cand, victims, Digits::single(a))
        .finish()
    })
}
