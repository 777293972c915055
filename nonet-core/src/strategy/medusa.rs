//! 3D Medusa: simple colouring over every digit at once. The strong links of the
//! [`LinkGraph`] (a bivalue cell's two digits, a digit's two places in a house) join
//! candidates into clusters; along a strong link exactly one end is true, so each
//! cluster splits into two colours of which exactly one is wholly true.
//!
//! A colour is false when two of its candidates share a cell, or share a digit in a
//! house (wraps), or when it would leave an uncoloured cell without a candidate
//! (every candidate there sees its digit in that colour): then every candidate of it
//! goes. A candidate outside the cluster goes when it sees its digit in both colours,
//! when its cell holds one colour and it sees its digit in the other, and a cell holding
//! both colours loses its other digits (traps). Each step carries, for every conclusion,
//! the chain of strong links behind it.

use super::chain::{Chain, Link};
use super::links::LinkGraph;
use super::{Branch, Candidates, Mark, Sink, Step, Technique};
use crate::cells::{cell_name, CellSet, Digits, CELLS};
use std::ops::ControlFlow;

const UNCOLOURED: u8 = u8::MAX;

/// One two-coloured cluster: its nodes, and per colour the candidates in each cell and
/// the cells of each digit.
struct Cluster {
    nodes: Vec<u32>,
    in_cell: [[Digits; CELLS]; 2],
    of_digit: [[CellSet; 9]; 2],
}

pub fn medusa(cand: &Candidates, sink: Sink<'_>) -> ControlFlow<()> {
    let g = LinkGraph::plain(cand);
    let mut colour = vec![UNCOLOURED; g.len()];
    for root in 0..g.len() as u32 {
        if colour[root as usize] != UNCOLOURED || g.strong(root).is_empty() {
            continue;
        }
        // None too for a cluster of one digit alone, which is simple colouring's.
        let Some(cluster) = colour_cluster(&g, root, &mut colour) else {
            continue;
        };
        let paths = Paths {
            g: &g,
            cluster: &cluster,
        };
        for k in 0..2 {
            if let Some(step) = wrap(cand, &paths, k) {
                sink(step)?;
            }
        }
        if let Some(step) = traps(cand, &paths) {
            sink(step)?;
        }
    }
    ControlFlow::Continue(())
}

impl Cluster {
    /// The cell's candidates in the cluster, of either colour.
    fn holds(&self, cell: usize) -> Digits {
        Digits(self.in_cell[0][cell].0 | self.in_cell[1][cell].0)
    }
}

/// Colours the cluster of `root` (0 and 1 alternating along strong links); None when
/// the strong links close an odd cycle, which no two colours fit, or when the cluster
/// has only one digit (all its nodes coloured all the same: later roots skip them).
fn colour_cluster(g: &LinkGraph, root: u32, colour: &mut [u8]) -> Option<Cluster> {
    let mut nodes = vec![root];
    colour[root as usize] = 0;
    let mut ok = true;
    let mut i = 0;
    while i < nodes.len() {
        let x = nodes[i];
        i += 1;
        for &y in g.strong(x) {
            if colour[y as usize] == UNCOLOURED {
                colour[y as usize] = 1 - colour[x as usize];
                nodes.push(y);
            } else if colour[y as usize] == colour[x as usize] {
                ok = false;
            }
        }
    }
    if !ok {
        return None;
    }
    // Most clusters are one digit's strong links: seen before the tables are built.
    let first = g.node(nodes[0]).digit;
    if nodes.iter().all(|&n| g.node(n).digit == first) {
        return None;
    }
    let mut cluster = Cluster {
        nodes,
        in_cell: [[Digits::NONE; CELLS]; 2],
        of_digit: [[CellSet::EMPTY; 9]; 2],
    };
    for &n in &cluster.nodes {
        let node = g.node(n);
        let k = colour[n as usize] as usize;
        let cell = node.cells.first().expect("a node has a cell");
        cluster.in_cell[k][cell].insert(node.digit);
        cluster.of_digit[k][node.digit as usize - 1].insert(cell);
    }
    Some(cluster)
}

/// Chains of strong links between two candidates of a cluster.
struct Paths<'a> {
    g: &'a LinkGraph,
    cluster: &'a Cluster,
}

impl Paths<'_> {
    /// The shortest strong path from candidate `from` to `to` inside the cluster, as a
    /// chain: opposite colours give an odd path, read `=-=…=` (one end is true); equal
    /// colours an even one, read `-=-…=` (if the first is true, so is the last).
    fn chain(&self, from: Mark, to: Mark) -> Chain {
        let g = self.g;
        let (Some(a), Some(b)) = (g.of(from.cell, from.digit), g.of(to.cell, to.digit)) else {
            unreachable!("cluster candidates are nodes of the graph")
        };
        let mut parent = vec![u32::MAX; g.len()];
        parent[a as usize] = a;
        let mut queue = vec![a];
        let mut i = 0;
        while i < queue.len() && parent[b as usize] == u32::MAX {
            let x = queue[i];
            i += 1;
            for &y in g.strong(x) {
                if parent[y as usize] == u32::MAX {
                    parent[y as usize] = x;
                    queue.push(y);
                }
            }
        }
        let mut path = vec![b];
        let mut cur = b;
        while parent[cur as usize] != cur && parent[cur as usize] != u32::MAX {
            cur = parent[cur as usize];
            path.push(cur);
        }
        path.reverse();
        let n = path.len() - 1;
        let links = (0..n)
            .map(|i| {
                // Odd paths start strong, even ones weak; both end strong.
                if (n - i) % 2 == 1 {
                    Link::Strong
                } else {
                    Link::Weak
                }
            })
            .collect();
        Chain::new(path.iter().map(|&n| g.node(n)).collect(), links)
    }

    /// A candidate of colour `k` in `cells` with `digit`, if any.
    fn coloured(&self, k: usize, digit: u8, cells: CellSet) -> Option<Mark> {
        (self.cluster.of_digit[k][digit as usize - 1] & cells)
            .first()
            .map(|c| Mark::new(c, digit))
    }
}

fn colour_name(k: usize) -> &'static str {
    ["A", "B"][k]
}

fn mark_name(m: Mark) -> String {
    format!("{}({})", cell_name(m.cell), m.digit)
}

/// Colour `k` is false when two of its candidates share a cell or a digit in a house,
/// or when it empties an uncoloured cell.
fn wrap(cand: &Candidates, paths: &Paths<'_>, k: usize) -> Option<Step> {
    let cluster = paths.cluster;
    let layout = cand.layout();
    let mut found: Option<(String, Vec<Chain>)> = None;
    // The cells of colour k, in order (the others hold no two digits of it).
    let coloured = cluster.of_digit[k]
        .iter()
        .fold(CellSet::EMPTY, |acc, &cells| acc | cells);
    for cell in coloured.iter() {
        let mut two = cluster.in_cell[k][cell].iter();
        if let (Some(d1), Some(d2)) = (two.next(), two.next()) {
            let (p, q) = (Mark::new(cell, d1), Mark::new(cell, d2));
            let why = format!(
                "colour {} holds {} and {}, two digits of one cell",
                colour_name(k),
                mark_name(p),
                mark_name(q)
            );
            found = Some((why, vec![paths.chain(p, q)]));
            break;
        }
    }
    if found.is_none() {
        'digits: for d in 1..=9u8 {
            let cells = cluster.of_digit[k][d as usize - 1];
            for c in cells.iter() {
                if let Some(q) = (cells & layout.peers(c)).first() {
                    let (p, q) = (Mark::new(c, d), Mark::new(q, d));
                    let why = format!(
                        "colour {} holds {} and {}, which see each other",
                        colour_name(k),
                        mark_name(p),
                        mark_name(q)
                    );
                    found = Some((why, vec![paths.chain(p, q)]));
                    break 'digits;
                }
            }
        }
    }
    if found.is_none() {
        // An uncoloured cell whose every candidate sees its digit in colour k.
        for cell in cand.unsolved().iter() {
            let mask = cand.get(cell);
            // Two candidates or more (a bit test, not a count), none of the cluster's,
            // each seeing its digit in colour k (a mask test per digit before the list
            // of them is written).
            if mask.0 & mask.0.wrapping_sub(1) == 0 || !cluster.holds(cell).is_empty() {
                continue;
            }
            let peers = layout.peers(cell);
            if mask
                .iter()
                .any(|d| (cluster.of_digit[k][d as usize - 1] & peers).is_empty())
            {
                continue;
            }
            let seen: Option<Vec<Mark>> = mask
                .iter()
                .map(|d| paths.coloured(k, d, layout.peers(cell)))
                .collect();
            let Some(seen) = seen else { continue };
            let first = seen[0];
            let chains = seen[1..].iter().map(|&m| paths.chain(first, m)).collect();
            let why = format!(
                "colour {} would make {} true and leave {} no candidate",
                colour_name(k),
                seen.iter()
                    .map(|&m| mark_name(m))
                    .collect::<Vec<_>>()
                    .join(", "),
                cell_name(cell)
            );
            found = Some((why, chains));
            break;
        }
    }
    let (why, chains) = found?;
    let mut step = Step::new(
        Technique::Medusa3d,
        format!(
            "{why}, so colour {} is false{} => {}",
            colour_name(k),
            chain_list(&chains),
            colour_list(cluster, k)
        ),
    )
    .parts(
        cluster_text(cluster),
        why,
        format!("colour {} is false, and its candidates go", colour_name(k)),
    );
    for cell in 0..CELLS {
        step = step.eliminate(cand, CellSet::single(cell), cluster.in_cell[k][cell]);
    }
    Some(with_chains(cand, step, chains))
}

/// The cluster in words: "strong links colour 12 candidates of 3 digits A or B, and
/// one colour is wholly true".
fn cluster_text(cluster: &Cluster) -> String {
    let digits = (0..9)
        .filter(|&d| !(cluster.of_digit[0][d] | cluster.of_digit[1][d]).is_empty())
        .count();
    format!(
        "strong links colour {} candidates of {digits} digits A or B",
        cluster.nodes.len()
    )
}

/// `r1c1<>5, r2c3<>7` for every candidate of colour `k`.
fn colour_list(cluster: &Cluster, k: usize) -> String {
    let mut parts = Vec::new();
    for cell in 0..CELLS {
        for d in cluster.in_cell[k][cell].iter() {
            parts.push(format!("{}<>{d}", cell_name(cell)));
        }
    }
    parts.join(", ")
}

/// ` (chains: …; …)`, or nothing when there is none.
fn chain_list(chains: &[Chain]) -> String {
    if chains.is_empty() {
        return String::new();
    }
    let texts: Vec<&str> = chains.iter().map(|c| c.eureka.as_str()).collect();
    format!(" ({})", texts.join("; "))
}

fn with_chains(cand: &Candidates, mut step: Step, chains: Vec<Chain>) -> Step {
    for chain in chains {
        for n in &chain.nodes {
            step = step.pattern_cells(cand, n.cells, Digits::single(n.digit));
        }
        step = step.chain(chain);
    }
    step.finish()
}

/// Candidates outside the cluster that both colours rule out, each with its chain.
fn traps(cand: &Candidates, paths: &Paths<'_>) -> Option<Step> {
    let cluster = paths.cluster;
    let layout = cand.layout();
    let mut victims: Vec<(Mark, Chain)> = Vec::new();
    for cell in cand.unsolved().iter() {
        let both = (
            cluster.in_cell[0][cell].first(),
            cluster.in_cell[1][cell].first(),
        );
        for d in cand.get(cell).iter() {
            if cluster.holds(cell).contains(d) {
                continue;
            }
            let peers = layout.peers(cell);
            let chain = if let (Some(a), Some(b)) = both {
                // The cell holds both colours: it is one of those two digits.
                Some(paths.chain(Mark::new(cell, a), Mark::new(cell, b)))
            } else if let (Some(p), Some(q)) =
                (paths.coloured(0, d, peers), paths.coloured(1, d, peers))
            {
                Some(paths.chain(p, q))
            } else {
                (0..2).find_map(|k| {
                    let own = cluster.in_cell[k][cell].first()?;
                    let q = paths.coloured(1 - k, d, peers)?;
                    Some(paths.chain(Mark::new(cell, own), q))
                })
            };
            if let Some(chain) = chain {
                victims.push((Mark::new(cell, d), chain));
            }
        }
    }
    if victims.is_empty() {
        return None;
    }
    let text = format!(
        "one colour is true, and {}: {} => {}",
        "each candidate removed sees, or shares its cell with, both colours",
        victims
            .iter()
            .map(|(_, c)| c.eureka.as_str())
            .collect::<Vec<_>>()
            .join("; "),
        victims
            .iter()
            .map(|(m, _)| format!("{}<>{}", cell_name(m.cell), m.digit))
            .collect::<Vec<_>>()
            .join(", ")
    );
    let mut step = Step::new(Technique::Medusa3d, text).parts(
        cluster_text(cluster),
        "one colour is true",
        "a candidate that sees, or shares its cell with, both colours goes",
    );
    let mut chains: Vec<Chain> = Vec::new();
    for (m, chain) in victims {
        let why = "it sees, or shares its cell with, both colours";
        step = step.because(why, vec![Branch::new("", chain.clone())], |s| {
            s.eliminate(cand, CellSet::single(m.cell), Digits::single(m.digit))
        });
        if !chains.contains(&chain) {
            chains.push(chain);
        }
    }
    Some(with_chains(cand, step, chains))
}
