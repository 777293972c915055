//! The graph of strong and weak links between chain nodes, for the chain techniques that
//! mix digits (nice loops, AICs, 3D Medusa). A node is a digit in one cell or, when
//! grouped nodes are asked for, a digit in the 2–3 cells it has in a row or column
//! segment inside a region: such a group is true when the digit lies in one of its cells.
//!
//! Strong (`=`, at least one end true): the two digits of a bivalue cell, and two nodes
//! that between them hold every place of their digit in a house. Weak (`-`, at most one
//! end true): two digits of one cell, and two disjoint nodes of one digit whose cells
//! all see each other. Every strong link here is also weak (its ends share a cell or a
//! house), so a chain may use it either way.

use super::chain::ChainNode;
use super::Candidates;
use crate::cells::{CellSet, Digits, CELLS};
use crate::layout::HOUSES;
use std::cell::RefCell;
use std::rc::Rc;

/// Largest group node: a segment of a line inside a region holds at most three cells on
/// the classic layout; a jigsaw's longer segments would make nodes too wide to follow.
const MAX_GROUP: u32 = 3;

/// Node indices are `u32`; a slot with no node (a candidate the grid lacks) holds this.
const NONE: u32 = u32::MAX;

pub(crate) struct LinkGraph {
    nodes: Vec<ChainNode>,
    /// Per node: the cells that see every cell of it (its digit there is weakly linked).
    sees: Vec<CellSet>,
    /// The links as flat lists: node n's strong links are `strong[strong_at[n] as
    /// usize..strong_at[n + 1] as usize]`, in increasing order, and its weak links
    /// likewise (one allocation each, where a list per node cost one per node).
    strong_at: Vec<u32>,
    strong: Vec<u32>,
    weak_at: Vec<u32>,
    weak: Vec<u32>,
    /// Per candidate slot (cell * 9 + digit - 1): its single-cell node.
    single: Vec<u32>,
    /// Nodes below this index are single cells, the rest groups.
    first_group: usize,
}

impl LinkGraph {
    /// The graph of `cand`'s candidates; with `grouped`, group nodes too.
    pub(crate) fn build(cand: &Candidates, grouped: bool) -> LinkGraph {
        let layout = cand.layout();
        let mut nodes = Vec::new();
        let mut single = vec![NONE; CELLS * 9];
        for cell in cand.unsolved().iter() {
            for d in cand.get(cell).iter() {
                single[cell * 9 + d as usize - 1] = nodes.len() as u32;
                nodes.push(ChainNode::new(cell, d));
            }
        }
        let first_group = nodes.len();
        // Per digit, its group nodes (indices into `nodes`).
        let mut groups: [Vec<u32>; 9] = Default::default();
        if grouped {
            for x in layout.intersections() {
                let segment = x.line & x.region;
                for d in 1..=9u8 {
                    let cells = segment & cand.cells_of(d);
                    if (2..=MAX_GROUP).contains(&cells.len()) {
                        groups[d as usize - 1].push(nodes.len() as u32);
                        nodes.push(ChainNode { cells, digit: d });
                    }
                }
            }
        }
        let sees: Vec<CellSet> = nodes
            .iter()
            .map(|n| {
                n.cells
                    .iter()
                    .fold(CellSet::ALL, |acc, c| acc & layout.peers(c))
            })
            .collect();
        let mut graph = LinkGraph {
            strong_at: Vec::with_capacity(nodes.len() + 1),
            strong: Vec::new(),
            weak_at: Vec::with_capacity(nodes.len() + 1),
            weak: Vec::new(),
            nodes,
            sees,
            single,
            first_group,
        };
        // Strong links (from, to) in bivalue cells.
        let mut strong: Vec<(u32, u32)> = Vec::new();
        for cell in cand.unsolved().iter() {
            let mask = cand.get(cell);
            if mask.len() == 2 {
                let mut it = mask.iter();
                if let (Some(a), Some(b)) = (it.next(), it.next()) {
                    let (x, y) = (graph.slot(cell, a), graph.slot(cell, b));
                    strong.push((x, y));
                    strong.push((y, x));
                }
            }
        }
        // Strong links in houses: two nodes that split the digit's places there.
        let mut units: Vec<u32> = Vec::new();
        for h in 0..HOUSES {
            let house = layout.house(h);
            for d in 1..=9u8 {
                let places = cand.cells_of(d) & house;
                if places.len() < 2 || (!grouped && places.len() > 2) {
                    continue;
                }
                units.clear();
                units.extend(places.iter().map(|c| graph.slot(c, d)));
                units.extend(
                    groups[d as usize - 1]
                        .iter()
                        .copied()
                        .filter(|&g| (graph.nodes[g as usize].cells - house).is_empty()),
                );
                for &u in &units {
                    let rest = places - graph.nodes[u as usize].cells;
                    if let Some(&v) = units
                        .iter()
                        .find(|&&v| graph.nodes[v as usize].cells == rest)
                    {
                        strong.push((u, v));
                    }
                }
            }
        }
        graph.set_strong(strong);
        // Weak links: a digit and the same digit in cells seeing all of it; a cell's digits.
        for n in 0..graph.nodes.len() {
            graph.weak_at.push(graph.weak.len() as u32);
            let ChainNode { cells, digit } = graph.nodes[n];
            let sees = graph.sees[n];
            let single = &graph.single;
            graph.weak.extend(
                (sees & cand.cells_of(digit))
                    .iter()
                    .map(|c| single[c * 9 + digit as usize - 1]),
            );
            graph.weak.extend(
                groups[digit as usize - 1]
                    .iter()
                    .copied()
                    .filter(|&g| (graph.nodes[g as usize].cells - sees).is_empty()),
            );
            if n < first_group {
                if let Some(cell) = cells.first() {
                    let others = Digits(cand.get(cell).0 & !Digits::single(digit).0);
                    let single = &graph.single;
                    graph
                        .weak
                        .extend(others.iter().map(|e| single[cell * 9 + e as usize - 1]));
                }
            }
        }
        graph.weak_at.push(graph.weak.len() as u32);
        graph
    }

    /// Files the strong links (from, to) as each node's list, increasing, once each.
    fn set_strong(&mut self, mut links: Vec<(u32, u32)>) {
        links.sort_unstable();
        links.dedup();
        let mut next = links.iter().peekable();
        for n in 0..self.nodes.len() as u32 {
            self.strong_at.push(self.strong.len() as u32);
            while let Some(&(_, v)) = next.next_if(|&&(u, _)| u == n) {
                self.strong.push(v);
            }
        }
        self.strong_at.push(self.strong.len() as u32);
    }

    /// The graph of `cand` without group nodes, shared: 3D Medusa and the nice loops ask
    /// for it on the same state in turn, so the last one built is kept (per thread).
    pub(crate) fn plain(cand: &Candidates) -> Rc<LinkGraph> {
        thread_local! {
            static LAST: RefCell<Option<(Candidates, Rc<LinkGraph>)>> = const { RefCell::new(None) };
        }
        LAST.with(|last| {
            let mut last = last.borrow_mut();
            match last.as_ref() {
                Some((state, graph)) if state == cand => graph.clone(),
                _ => {
                    let graph = Rc::new(LinkGraph::build(cand, false));
                    *last = Some((cand.clone(), graph.clone()));
                    graph
                }
            }
        })
    }

    /// The single-cell node of a candidate the grid has.
    fn slot(&self, cell: usize, digit: u8) -> u32 {
        self.single[cell * 9 + digit as usize - 1]
    }

    /// The single-cell node of a candidate, if the grid has the candidate.
    pub(crate) fn of(&self, cell: usize, digit: u8) -> Option<u32> {
        Some(self.single[cell * 9 + digit as usize - 1]).filter(|&n| n != NONE)
    }

    pub(crate) fn len(&self) -> usize {
        self.nodes.len()
    }
    pub(crate) fn node(&self, n: u32) -> ChainNode {
        self.nodes[n as usize]
    }
    pub(crate) fn is_group(&self, n: u32) -> bool {
        n as usize >= self.first_group
    }
    /// The cells that see every cell of node `n`.
    pub(crate) fn sees(&self, n: u32) -> CellSet {
        self.sees[n as usize]
    }
    pub(crate) fn strong(&self, n: u32) -> &[u32] {
        let n = n as usize;
        &self.strong[self.strong_at[n] as usize..self.strong_at[n + 1] as usize]
    }
    pub(crate) fn weak(&self, n: u32) -> &[u32] {
        let n = n as usize;
        &self.weak[self.weak_at[n] as usize..self.weak_at[n + 1] as usize]
    }
    /// True when at most one of the two nodes can be true.
    pub(crate) fn weakly_linked(&self, a: u32, b: u32) -> bool {
        let (x, y) = (self.node(a), self.node(b));
        if x.digit == y.digit {
            a != b && (x.cells - self.sees(b)).is_empty()
        } else {
            !self.is_group(a) && !self.is_group(b) && x.cells == y.cells
        }
    }
}
