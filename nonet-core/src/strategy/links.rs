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
//!
//! With ALS nodes ([`LinkGraph::with_als`]), an almost locked set of 2 to
//! [`MAX_ALS_NODE_CELLS`] cells adds, per digit it holds, a group of its cells holding
//! that digit, and a strong link between every two of those groups: if the ALS holds no
//! d, it is locked on its other digits, so it holds e. Those links are not weak (the ALS
//! may hold both), and each is recorded with its ALS for the chain's explanation.

use super::als;
use super::buckets::Buckets;
use super::chain::{ChainNode, Link};
use super::fast_hash::FastMap;
use super::Candidates;
use crate::cells::{CellSet, Digits, CELLS};
use crate::layout::HOUSES;
use std::cell::RefCell;
use std::rc::Rc;

/// Largest group node: a segment of a line inside a region holds at most three cells on
/// the classic layout; a jigsaw's longer segments would make nodes too wide to follow.
const MAX_GROUP: u32 = 3;

/// The largest ALS taken as a chain node: larger ones are many, and a chain through one
/// is hard to follow (measured in BENCHMARKS.md).
const MAX_ALS_NODE_CELLS: u32 = 4;

/// Node indices are `u32`; a slot with no node (a candidate the grid lacks) holds this.
const NONE: u32 = u32::MAX;

pub(crate) struct LinkGraph {
    nodes: Vec<ChainNode>,
    /// Per node: the cells that see every cell of it (its digit there is weakly linked).
    sees: Vec<CellSet>,
    /// Per node: its digit's candidates in the cells that see it all (the single-cell
    /// nodes weakly linked to it on its digit).
    own: Vec<CellSet>,
    /// The strong links as flat lists: node n's are `strong[strong_at[n] as
    /// usize..strong_at[n + 1] as usize]`, in increasing order (one allocation, where a
    /// list per node cost one per node).
    strong_at: Vec<u32>,
    strong: Vec<u32>,
    /// Per node, `group_words` words: the groups weakly linked to it, as bits. Its other
    /// weak links are told by `own` and its cell's other digits (lists of them were most
    /// of building the graph, and the search takes them a set at a time).
    weak_groups: Vec<u64>,
    group_words: usize,
    /// Per candidate slot (cell * 9 + digit - 1): its single-cell node.
    single: Vec<u32>,
    /// Nodes below this index are single cells, the rest groups.
    first_group: usize,
    /// With ALS nodes, beside `strong`: the ALS each strong link rests on (an index
    /// into `als_sets`), or `NONE`. Empty without ALS nodes.
    strong_als: Vec<u32>,
    /// The ALSs taken as nodes (those links rest on some of them): cells and digits.
    als_sets: Vec<(CellSet, Digits)>,
    /// The group nodes by what they are (with ALS nodes only: a chain's nodes are named
    /// back to their indices to find its ALSs).
    group_index: FastMap<ChainNode, u32>,
}

impl LinkGraph {
    /// The graph of `cand`'s candidates; with `grouped`, group nodes too.
    pub(crate) fn build(cand: &Candidates, grouped: bool) -> LinkGraph {
        Self::build_with(cand, grouped, false)
    }

    /// The grouped graph with ALS nodes and their strong links.
    pub(crate) fn with_als(cand: &Candidates) -> LinkGraph {
        Self::build_with(cand, true, true)
    }

    fn build_with(cand: &Candidates, grouped: bool, with_als: bool) -> LinkGraph {
        let layout = cand.layout();
        // The vectors are sized up front: a graph is built for most candidate states the
        // ladder meets, and growing them step by step was a good part of building it.
        let mut nodes = Vec::with_capacity(cand.open_candidates() * 2);
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
        let mut group_index = FastMap::default();
        let als_nodes = if with_als {
            als_nodes(cand, &mut nodes, &mut groups, &single, &mut group_index)
        } else {
            Vec::new()
        };
        let sees: Vec<CellSet> = nodes
            .iter()
            .map(|n| {
                n.cells
                    .iter()
                    .fold(CellSet::ALL, |acc, c| acc & layout.peers(c))
            })
            .collect();
        let own = nodes
            .iter()
            .zip(&sees)
            .map(|(n, &sees)| cand.cells_of(n.digit) & sees)
            .collect();
        let mut graph = LinkGraph {
            strong_at: Vec::with_capacity(nodes.len() + 1),
            strong: Vec::with_capacity(nodes.len() * 4),
            weak_groups: Vec::new(),
            group_words: 0,
            nodes,
            sees,
            own,
            single,
            first_group,
            strong_als: Vec::new(),
            als_sets: Vec::new(),
            group_index,
        };
        // Strong links (from, to) in bivalue cells.
        let mut strong: Vec<(u32, u32)> = Vec::with_capacity(graph.nodes.len() * 4);
        for cell in cand.unsolved().iter() {
            let mask = cand.get(cell);
            if mask.is_pair() {
                let mut it = mask.iter();
                if let (Some(a), Some(b)) = (it.next(), it.next()) {
                    let (x, y) = (graph.slot(cell, a), graph.slot(cell, b));
                    strong.push((x, y));
                    strong.push((y, x));
                }
            }
        }
        // Strong links in houses: two nodes that split the digit's places there. Two
        // single cells when the digit has two places; otherwise one end is a group in
        // the house, so the groups are filed by house and digit first (a group lies in
        // some of its first cell's houses), and each is paired with what it leaves.
        let nodes = &graph.nodes;
        let in_house = Buckets::new(HOUSES * 9, || {
            (first_group..nodes.len()).flat_map(|g| {
                let ChainNode { cells, digit } = nodes[g];
                let first = cells.first().map_or([0; 3], |c| layout.houses_of(c));
                first
                    .into_iter()
                    .filter(move |&h| (cells - layout.house(h)).is_empty())
                    .map(move |h| (h * 9 + digit as usize - 1, g as u32))
            })
        });
        for h in 0..HOUSES {
            for d in 1..=9u8 {
                let places = cand.cells_of(d) & layout.house(h);
                if places.is_pair() {
                    let mut ends = places.iter().map(|c| graph.slot(c, d));
                    if let (Some(x), Some(y)) = (ends.next(), ends.next()) {
                        strong.push((x, y));
                        strong.push((y, x));
                    }
                }
                let groups_here = in_house.get(h * 9 + d as usize - 1);
                for &g in groups_here {
                    let rest = places - nodes[g as usize].cells;
                    if rest.is_single() {
                        let c = rest.first().expect("one cell");
                        strong.push((g, graph.slot(c, d)));
                        strong.push((graph.slot(c, d), g));
                    } else if let Some(&v) = groups_here
                        .iter()
                        .find(|&&v| nodes[v as usize].cells == rest)
                    {
                        strong.push((g, v));
                    }
                }
            }
        }
        let als_strong = graph.als_strong_links(cand, als_nodes);
        graph.set_strong(strong, als_strong);
        graph.set_weak_groups(&groups);
        graph
    }

    /// Files the weak links to groups as bits (see `weak_groups`): a group and the
    /// nodes of its digit all of whose cells see all of its cells. The single-cell ones
    /// are its digit's candidates in the cells seeing it.
    fn set_weak_groups(&mut self, groups: &[Vec<u32>; 9]) {
        let first = self.first_group;
        let words = (self.nodes.len() - first).div_ceil(64);
        self.group_words = words;
        self.weak_groups = vec![0u64; self.nodes.len() * words];
        for g in first..self.nodes.len() {
            let (b, digit) = (g - first, self.nodes[g].digit);
            let (word, bit) = (b / 64, 1u64 << (b % 64));
            for c in self.own[g].iter() {
                let x = self.slot(c, digit) as usize;
                self.weak_groups[x * words + word] |= bit;
            }
            for &x in &groups[digit as usize - 1] {
                if (self.nodes[x as usize].cells - self.sees[g]).is_empty() {
                    self.weak_groups[x as usize * words + word] |= bit;
                }
            }
        }
    }

    /// Files the strong links (from, to) as each node's list, increasing, once each,
    /// followed by the node's links through an ALS (from, to, ALS), each with the first
    /// ALS that makes it, in the order they were made.
    fn set_strong(&mut self, links: Vec<(u32, u32)>, als: Vec<(u32, u32, u32)>) {
        // Filed by their first node, then each node's plain links sorted and
        // de-duplicated in place. Its ALS links keep the order they were made in, and a
        // repeat is marked by the last node it was met from (no hashing: a set of node
        // pairs was most of filing them). Both ways round of a link are made together,
        // so each end keeps the same ALS.
        let n = self.nodes.len();
        let mut plain = Buckets::new(n, || links.iter().map(|&(u, v)| (u as usize, v)));
        let als_by_first = Buckets::new(n, || als.iter().map(|&(u, v, k)| (u as usize, (v, k))));
        let with_als = !als.is_empty();
        let mut met_from = vec![NONE; if with_als { n } else { 0 }];
        for u in 0..n {
            self.strong_at.push(self.strong.len() as u32);
            let list = plain.get_mut(u);
            list.sort_unstable();
            let from = self.strong.len();
            for &v in list.iter() {
                if self.strong.len() == from || self.strong.last() != Some(&v) {
                    self.strong.push(v);
                }
            }
            if with_als {
                self.strong_als.resize(self.strong.len(), NONE);
                for &(v, k) in als_by_first.get(u) {
                    if met_from[v as usize] != u as u32 {
                        met_from[v as usize] = u as u32;
                        self.strong.push(v);
                        self.strong_als.push(k);
                    }
                }
            }
        }
        self.strong_at.push(self.strong.len() as u32);
    }

    /// The strong links (from, to, ALS), both ways round, between every two nodes of
    /// each ALS that are not already strongly linked (a bivalue cell, a house), in the
    /// order they are made: a link two ALSs make comes twice (`set_strong` keeps the
    /// first). Every ALS goes into `als_sets`, at its index.
    fn als_strong_links(
        &mut self,
        cand: &Candidates,
        als_nodes: Vec<AlsNodes>,
    ) -> Vec<(u32, u32, u32)> {
        let mut links = Vec::new();
        // An ALS's nodes are of different digits, and two nodes of different digits are
        // strongly linked already only as the two digits of a bivalue cell.
        let (nodes, first_group) = (&self.nodes, self.first_group);
        let bivalue = |u: u32, v: u32| {
            let (a, b) = (nodes[u as usize], nodes[v as usize]);
            (u as usize) < first_group
                && (v as usize) < first_group
                && a.cells == b.cells
                && a.cells.first().is_some_and(|c| cand.get(c).is_pair())
        };
        for (k, als) in als_nodes.iter().enumerate() {
            let ends = als.ends();
            for (i, &u) in ends.iter().enumerate() {
                for &v in &ends[i + 1..] {
                    if !bivalue(u, v) {
                        links.push((u, v, k as u32));
                        links.push((v, u, k as u32));
                    }
                }
            }
        }
        self.als_sets = als_nodes.iter().map(|als| als.set).collect();
        links
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

    /// The ALSs a chain's strong links rest on, in chain order (each once).
    pub(crate) fn als_of(&self, nodes: &[ChainNode], links: &[Link]) -> Vec<(CellSet, Digits)> {
        let mut sets = Vec::new();
        if self.strong_als.is_empty() {
            return sets;
        }
        for (i, link) in links.iter().enumerate() {
            if *link != Link::Strong {
                continue;
            }
            let (Some(u), Some(v)) = (self.index_of(nodes[i]), self.index_of(nodes[i + 1])) else {
                continue;
            };
            if let Some(k) = self.als_link(u, v) {
                let set = self.als_sets[k as usize];
                if !sets.contains(&set) {
                    sets.push(set);
                }
            }
        }
        sets
    }

    /// The ALS (its index in `als_sets`) the link from node u to node v rests on, if any.
    fn als_link(&self, u: u32, v: u32) -> Option<u32> {
        if self.strong_als.is_empty() {
            return None;
        }
        let u = u as usize;
        let (from, to) = (self.strong_at[u] as usize, self.strong_at[u + 1] as usize);
        let at = self.strong[from..to].iter().position(|&w| w == v)?;
        Some(self.strong_als[from + at]).filter(|&k| k != NONE)
    }

    /// The index of a node of this graph.
    fn index_of(&self, node: ChainNode) -> Option<u32> {
        match node.cells.first() {
            Some(cell) if node.cells.is_single() => self.of(cell, node.digit),
            _ => self.group_index.get(&node).copied(),
        }
    }

    /// True when one of the path's links rests on an ALS (then the path alternates from
    /// a strong link, as the search's paths do).
    pub(crate) fn uses_als(&self, path: &[u32]) -> bool {
        !self.strong_als.is_empty()
            && path
                .windows(2)
                .step_by(2)
                .any(|w| self.als_link(w[0], w[1]).is_some())
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
    /// The group nodes weakly linked to node `n` (on its digit), as bits: group
    /// `first_group() + i` is bit `i % 64` of word `i / 64`.
    pub(crate) fn weak_groups(&self, n: u32) -> &[u64] {
        &self.weak_groups[n as usize * self.group_words..][..self.group_words]
    }
    /// The cells where node `n`'s digit is weakly linked to it: its digit's candidates
    /// in the cells that see all of it.
    pub(crate) fn own(&self, n: u32) -> CellSet {
        self.own[n as usize]
    }
    /// The first group node (the single-cell nodes are numbered before it).
    pub(crate) fn first_group(&self) -> u32 {
        self.first_group as u32
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

/// An ALS taken as chain nodes: its cells and digits, and its node of each digit.
struct AlsNodes {
    set: (CellSet, Digits),
    /// The nodes in digit order, one per digit (an ALS of n cells has n + 1 digits).
    ends: [u32; MAX_ALS_NODE_CELLS as usize + 1],
    len: usize,
}

impl AlsNodes {
    fn ends(&self) -> &[u32] {
        &self.ends[..self.len]
    }
}

/// Adds the group nodes of every ALS of 2 to [`MAX_ALS_NODE_CELLS`] cells (a digit's
/// cells in the ALS; a single cell or a group already there is reused) and returns
/// each such ALS's nodes.
fn als_nodes(
    cand: &Candidates,
    nodes: &mut Vec<ChainNode>,
    groups: &mut [Vec<u32>; 9],
    single: &[u32],
    known: &mut FastMap<ChainNode, u32>,
) -> Vec<AlsNodes> {
    let index = als::index(cand);
    let sets = index
        .sets
        .iter()
        .filter(|a| (2..=MAX_ALS_NODE_CELLS).contains(&a.cells.len()));
    // Sized up front (a few new groups per ALS), as growing the map rehashed it.
    known.reserve(nodes.len() + index.sets.len() * 2);
    // The groups so far (single cells are found by `single`).
    known.extend(groups.iter().flatten().map(|&g| (nodes[g as usize], g)));
    let mut out = Vec::with_capacity(index.sets.len());
    for set in sets {
        let mut als = AlsNodes {
            set: (set.cells, set.digits),
            ends: [0; MAX_ALS_NODE_CELLS as usize + 1],
            len: 0,
        };
        for d in set.digits.iter() {
            let cells = set.cells & cand.cells_of(d);
            als.ends[als.len] = match cells.first() {
                Some(cell) if cells.is_single() => single[cell * 9 + d as usize - 1],
                _ => {
                    let node = ChainNode { cells, digit: d };
                    *known.entry(node).or_insert_with(|| {
                        groups[d as usize - 1].push(nodes.len() as u32);
                        nodes.push(node);
                        nodes.len() as u32 - 1
                    })
                }
            };
            als.len += 1;
        }
        out.push(als);
    }
    out
}
