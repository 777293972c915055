//! Alternating inference chains (AIC) and nice loops, with grouped nodes or without.
//!
//! An AIC `A=…=Z` alternates strong and weak links and starts and ends with a strong
//! one: if A is false, Z is true, so one of the two ends is true. Whatever is weakly
//! linked to both ends is false: the ends' digit in the cells seeing both (type 1, both
//! ends one digit), or, when the ends are different digits in cells that see each
//! other, each end's digit in the other end's cell (type 2).
//!
//! A chain whose ends are weakly linked themselves closes into a **continuous nice
//! loop**: then every weak link of the loop has exactly one true end, and each one
//! eliminates (the digit from cells seeing both ends, or a cell's other digits). A
//! **discontinuous nice loop** breaks at one candidate X: `X=…=X` (if X is false it is
//! true, so it is placed) or `X-A=…=Z-X` (if X is true it is false, so it goes; this
//! is an AIC A…Z whose end cell holds X).
//!
//! The search is breadth-first from every node with a strong link (on the ALS graph,
//! every single candidate with one) over the [`LinkGraph`], at most [`MAX_NODES`] nodes,
//! and the conclusions are handed out in HoDoKu's order: the most candidates removed
//! first (`rank`), the shorter chain among equals. One search answers all three
//! techniques (of the plain, the grouped or the ALS graph), so its result is kept for
//! the last candidate state asked about: the ladder asks the three in turn on the same
//! state.
//!
//! With ALS nodes (the third graph, [`LinkGraph::with_als`]) a chain may pass through an
//! almost locked set: entered by a weak link on digit d (every d of the ALS false), it
//! is locked on its other digits and leaves by e (one of its e-cells true). Those
//! techniques report only chains that use such a link; the rest are the others'.

use super::chain::{Chain, ChainNode, Link};
use super::fast_hash::FastMap;
use super::links::LinkGraph;
use super::path::walk_back;
use super::{rank, Candidates, Mark, Sink, Step, Technique};
use crate::cells::{cell_name, CellSet, Digits};
use std::cell::RefCell;
use std::ops::ControlFlow;
use std::rc::Rc;

/// The longest chain searched, in nodes (a loop's closing node not counted): long enough
/// for the chains of HoDoKu's exemplars, short enough to follow on the grid and to keep
/// the search to milliseconds.
const MAX_NODES: u16 = 16;

/// The graph a search runs on: single candidates, with group nodes, or with group and
/// ALS nodes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Graph {
    Plain,
    Grouped,
    Als,
}

/// Which of the three techniques a conclusion belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Kind {
    Continuous,
    Discontinuous,
    Aic,
}

impl Kind {
    fn technique(self, graph: Graph) -> Technique {
        match (self, graph) {
            (Kind::Continuous, Graph::Plain) => Technique::ContinuousNiceLoop,
            (Kind::Discontinuous, Graph::Plain) => Technique::DiscontinuousNiceLoop,
            (Kind::Aic, Graph::Plain) => Technique::Aic,
            (Kind::Continuous, Graph::Grouped) => Technique::GroupedContinuousNiceLoop,
            (Kind::Discontinuous, Graph::Grouped) => Technique::GroupedDiscontinuousNiceLoop,
            (Kind::Aic, Graph::Grouped) => Technique::GroupedAic,
            (Kind::Continuous, Graph::Als) => Technique::AlsContinuousNiceLoop,
            (Kind::Discontinuous, Graph::Als) => Technique::AlsDiscontinuousNiceLoop,
            (Kind::Aic, Graph::Als) => Technique::AlsAic,
        }
    }
}

/// A conclusion of the search, before its text is written.
#[derive(Clone, Debug)]
struct Found {
    kind: Kind,
    nodes: Vec<ChainNode>,
    links: Vec<Link>,
    eliminations: Vec<Mark>,
    placement: Option<Mark>,
    /// A continuous loop's eliminations, weak link by weak link, each with why.
    by_link: Vec<(Vec<Mark>, String)>,
    /// The ALSs the chain passes through (cells and digits), in chain order.
    sets: Vec<(CellSet, Digits)>,
}

impl Found {
    /// A conclusion without per-link reasons; its ALSs are filled in when collected.
    fn new(
        kind: Kind,
        nodes: Vec<ChainNode>,
        links: Vec<Link>,
        eliminations: Vec<Mark>,
        placement: Option<Mark>,
    ) -> Found {
        Found {
            kind,
            nodes,
            links,
            eliminations,
            placement,
            by_link: Vec::new(),
            sets: Vec::new(),
        }
    }
}

/// Hands out the steps of one technique: `kind` on the grouped graph or the plain one.
/// A grouped technique reports only chains with a group node (the rest are the plain
/// technique's).
pub(crate) fn nice_loops(
    cand: &Candidates,
    grouped: bool,
    kind: Kind,
    sink: Sink<'_>,
) -> ControlFlow<()> {
    let graph = if grouped {
        Graph::Grouped
    } else {
        Graph::Plain
    };
    hand_out(cand, graph, kind, sink)
}

/// Hands out the steps of `kind` on the graph with ALS nodes: only chains through an
/// ALS (the rest are the plain and grouped techniques').
pub(crate) fn nice_loops_with_als(
    cand: &Candidates,
    kind: Kind,
    sink: Sink<'_>,
) -> ControlFlow<()> {
    hand_out(cand, Graph::Als, kind, sink)
}

fn hand_out(cand: &Candidates, graph: Graph, kind: Kind, sink: Sink<'_>) -> ControlFlow<()> {
    let found = remembered(cand, graph);
    for f in found.iter().filter(|f| f.kind == kind) {
        sink(step(cand, graph, f))?;
    }
    ControlFlow::Continue(())
}

/// A search's conclusions, with the state it searched.
type Searched = Option<(Candidates, Rc<Vec<Found>>)>;

thread_local! {
    /// The last search of each graph (plain, grouped, ALS).
    static LAST: RefCell<[Searched; 3]> = const { RefCell::new([None, None, None]) };
}

fn remembered(cand: &Candidates, graph: Graph) -> Rc<Vec<Found>> {
    let slot = graph as usize;
    if let Some(hit) = LAST.with(|last| {
        last.borrow()[slot]
            .as_ref()
            .filter(|(state, _)| state == cand)
            .map(|(_, found)| found.clone())
    }) {
        return hit;
    }
    let found = Rc::new(search(cand, graph));
    LAST.with(|last| last.borrow_mut()[slot] = Some((cand.clone(), found.clone())));
    found
}

/// Links alternating from a strong one: `=-=…`.
fn alternating(n: usize, first: Link) -> Vec<Link> {
    (0..n)
        .map(|i| match (i % 2 == 0, first) {
            (true, l) => l,
            (false, Link::Strong) => Link::Weak,
            (false, Link::Weak) => Link::Strong,
        })
        .collect()
}

/// The cells where `digit` is weakly linked to node `n`: its digit where every cell of
/// it is seen, or another digit of a single cell.
fn linked(cand: &Candidates, g: &LinkGraph, n: u32, digit: u8) -> CellSet {
    let node = g.node(n);
    if node.digit == digit {
        cand.cells_of(digit) & g.sees(n)
    } else if g.is_group(n) {
        CellSet::EMPTY
    } else {
        node.cells & cand.cells_of(digit)
    }
}

fn marks_of(cells: CellSet, digit: u8) -> impl Iterator<Item = Mark> {
    cells.iter().map(move |c| Mark::new(c, digit))
}

/// What a weak link of a continuous loop eliminates, and why: the digit from cells
/// seeing both ends, or the cell's other digits when both ends are in one cell.
fn weak_link_victims(cand: &Candidates, g: &LinkGraph, p: u32, q: u32) -> (Vec<Mark>, String) {
    let (x, y) = (g.node(p), g.node(q));
    let link = Chain::new(vec![x, y], vec![Link::Weak]).eureka;
    if x.digit == y.digit {
        let victims = marks_of(cand.cells_of(x.digit) & g.sees(p) & g.sees(q), x.digit);
        let why = format!(
            "{link} has one true end, so cells seeing both lose {}",
            x.digit
        );
        (victims.collect(), why)
    } else if let Some(cell) = x.cells.first() {
        let keep = Digits::single(x.digit).0 | Digits::single(y.digit).0;
        let rest = Digits(cand.get(cell).0 & !keep);
        let why = format!(
            "{link} has one true end, so {} is {} or {} and holds nothing else",
            cell_name(cell),
            x.digit,
            y.digit
        );
        (rest.iter().map(|d| Mark::new(cell, d)).collect(), why)
    } else {
        (Vec::new(), String::new())
    }
}

/// Collects conclusions in a map keyed by what they conclude, keeping the shortest chain.
#[derive(Default)]
struct Collector {
    list: Vec<Found>,
    index: FastMap<(Kind, Vec<Mark>, Option<Mark>), usize>,
}

impl Collector {
    fn add(&mut self, g: &LinkGraph, mut f: Found) {
        f.sets = g.als_of(&f.nodes, &f.links);
        f.eliminations.sort();
        f.eliminations.dedup();
        // The key takes the eliminations, and a copy is made only for a new entry: most
        // chains conclude what a shorter one already did.
        let key = (f.kind, std::mem::take(&mut f.eliminations), f.placement);
        match self.index.get(&key) {
            Some(&i) if self.list[i].nodes.len() <= f.nodes.len() => {}
            Some(&i) => {
                f.eliminations = key.1;
                self.list[i] = f;
            }
            None => {
                f.eliminations = key.1.clone();
                self.index.insert(key, self.list.len());
                self.list.push(f);
            }
        }
    }
}

/// Every conclusion of the graph's chains, in HoDoKu's order.
fn search(cand: &Candidates, graph: Graph) -> Vec<Found> {
    let g = match graph {
        Graph::Plain => LinkGraph::plain(cand),
        Graph::Grouped => Rc::new(LinkGraph::build(cand, true)),
        Graph::Als => Rc::new(LinkGraph::with_als(cand)),
    };
    let mut bfs = Bfs::new(&g);
    let mut out = Collector::default();
    for a in 0..g.len() as u32 {
        // On the ALS graph, chains start at single candidates only: two in three of its
        // nodes with a strong link are groups (mostly an ALS's cells of one digit), and a
        // chain with one single end is found from that end. Only chains between two
        // groups are lost: on top1465 one puzzle more needs forcing (1099 of 1465 do
        // not, 1100 with every start), and the search costs a third (BENCHMARKS.md).
        if g.strong(a).is_empty() || (graph == Graph::Als && g.is_group(a)) {
            continue;
        }
        bfs.chains_from(cand, &g, graph, a, &mut out);
    }
    let mut list = out.list;
    // HoDoKu's order: the most candidates removed first, then where; the shorter chain;
    // a placement before the elimination of its cell's other digit (the same effect).
    list.sort_by_cached_key(|f| {
        let placed: Vec<Mark> = f.placement.into_iter().collect();
        let gone = rank::removed(cand, &f.eliminations, &placed);
        (rank::key(&gone), f.nodes.len(), f.placement.is_none())
    });
    list
}

/// The breadth-first search over chains, its arrays kept from one start to the next.
/// State = node * 2 + (1 when the node is true). One search per start, told apart by
/// its generation number so the arrays are not cleared in between.
struct Bfs {
    parent: Vec<usize>,
    depth: Vec<u16>,
    seen: Vec<u32>,
    queue: Vec<usize>,
    /// A true node makes every node weakly linked to it false, and most of those are
    /// already reached: so the false states are kept as a `NodeSet`, and one set
    /// operation skips them (taking the weak links one by one was most of the search).
    falses: NodeSet,
    /// A false node leads on only by its strong links, and most nodes have none: those
    /// are marked false but not queued (nothing is reached through them, so the order
    /// of the rest is the same).
    leads_on: NodeSet,
}

impl Bfs {
    fn new(g: &LinkGraph) -> Bfs {
        let states = g.len() * 2;
        let mut leads_on = NodeSet::new(g);
        for n in (0..g.len() as u32).filter(|&n| !g.strong(n).is_empty()) {
            leads_on.insert(g, n);
        }
        Bfs {
            parent: vec![0usize; states],
            depth: vec![0u16; states],
            seen: vec![0u32; states],
            queue: Vec::with_capacity(states),
            falses: NodeSet::new(g),
            leads_on,
        }
    }

    /// Every chain from node `a` (false), alternating strong links to a true node and
    /// weak links to a false one; what each that may conclude something concludes goes
    /// to `out`.
    fn chains_from(
        &mut self,
        cand: &Candidates,
        g: &LinkGraph,
        graph: Graph,
        a: u32,
        out: &mut Collector,
    ) {
        let generation = a + 1;
        let start = a as usize * 2;
        self.falses.clear();
        self.falses.insert(g, a);
        self.parent[start] = start;
        self.depth[start] = 0;
        self.queue.clear();
        self.queue.push(start);
        let mut head = 0;
        while head < self.queue.len() {
            let st = self.queue[head];
            head += 1;
            if self.depth[st] + 2 > MAX_NODES {
                continue;
            }
            let (x, on) = ((st / 2) as u32, st % 2 == 1);
            if on {
                self.weak_links_from(cand, g, x, st);
                continue;
            }
            for &y in g.strong(x) {
                let ns = y as usize * 2 + 1;
                if self.seen[ns] == generation {
                    continue;
                }
                self.seen[ns] = generation;
                self.parent[ns] = st;
                self.depth[ns] = self.depth[st] + 1;
                self.queue.push(ns);
                let chain = Reached {
                    start: a,
                    end: y,
                    state: ns,
                    nodes: self.depth[ns] + 1,
                };
                if may_conclude(g, &chain) {
                    conclude(cand, g, graph, chain, &self.parent, out);
                }
            }
        }
    }

    /// True node `x` (state `st`) makes every node weakly linked to it false; those not
    /// false yet that lead on are queued. In the order the nodes are numbered: its digit
    /// in the cells seeing it (in cell order), then the groups the graph links it to (in
    /// increasing order), then its cell's other digits.
    fn weak_links_from(&mut self, cand: &Candidates, g: &LinkGraph, x: u32, st: usize) {
        let ChainNode { cells, digit } = g.node(x);
        let first_group = g.first_group();
        let next_depth = self.depth[st] + 1;
        let (falses, leads_on) = (&mut self.falses, &self.leads_on);
        let mut reach = |ns: usize| {
            self.parent[ns] = st;
            self.depth[ns] = next_depth;
            self.queue.push(ns);
        };
        let d = digit as usize - 1;
        let fresh = g.own(x) - falses.singles[d];
        falses.singles[d] |= fresh;
        for c in (fresh & leads_on.singles[d]).iter() {
            let y = g.of(c, digit).expect("a candidate has a node");
            reach(y as usize * 2);
        }
        for (w, (&links, seen_word)) in g.weak_groups(x).iter().zip(&mut falses.groups).enumerate()
        {
            let mut fresh = links & !*seen_word;
            *seen_word |= fresh;
            fresh &= leads_on.groups[w];
            while fresh != 0 {
                let y = first_group as usize + w * 64 + fresh.trailing_zeros() as usize;
                fresh &= fresh - 1;
                reach(y * 2);
            }
        }
        if !g.is_group(x) {
            let cell = cells.first().expect("a node has a cell");
            for e in Digits(cand.get(cell).0 & !Digits::single(digit).0).iter() {
                let false_e = &mut falses.singles[e as usize - 1];
                if false_e.contains(cell) {
                    continue;
                }
                false_e.insert(cell);
                if leads_on.singles[e as usize - 1].contains(cell) {
                    let y = g.of(cell, e).expect("a candidate has a node");
                    reach(y as usize * 2);
                }
            }
        }
    }
}

/// A set of the graph's nodes: the single-cell ones as cells per digit, the groups as
/// bits counted from the first group (as [`LinkGraph::weak_groups`] gives them).
struct NodeSet {
    singles: [CellSet; 9],
    groups: Vec<u64>,
}

impl NodeSet {
    fn new(g: &LinkGraph) -> NodeSet {
        let groups = g.len() - g.first_group() as usize;
        NodeSet {
            singles: [CellSet::EMPTY; 9],
            groups: vec![0; groups.div_ceil(64)],
        }
    }

    fn insert(&mut self, g: &LinkGraph, n: u32) {
        if g.is_group(n) {
            let b = (n - g.first_group()) as usize;
            self.groups[b / 64] |= 1 << (b % 64);
        } else {
            let node = g.node(n);
            self.singles[node.digit as usize - 1] |= node.cells;
        }
    }

    fn clear(&mut self) {
        self.singles = [CellSet::EMPTY; 9];
        self.groups.fill(0);
    }
}

/// False only when [`conclude`] would conclude nothing from the chain: it is neither a
/// loop back to its start, nor at least four nodes long with ends weakly linked to each
/// other or removing something. Told from the two ends alone: few of the chains the
/// search reaches conclude anything, and this is a few word operations where `conclude`
/// looks up both ends' digits and cells again (it was most of the search's time).
fn may_conclude(g: &LinkGraph, chain: &Reached) -> bool {
    let (a, y) = (chain.start, chain.end);
    if y == a {
        return true;
    }
    if chain.nodes < 4 {
        return false;
    }
    if g.weakly_linked(y, a) {
        return true;
    }
    let (na, ny) = (g.node(a), g.node(y));
    if na.digit == ny.digit {
        // Some cell sees both ends.
        return !(g.own(a) & g.own(y)).is_empty();
    }
    // Different digits, not one cell's: an end's digit can only go from the other
    // end's cell, when that is a single cell seeing all of the first end.
    (!g.is_group(y) && !(g.own(a) & ny.cells).is_empty())
        || (!g.is_group(a) && !(g.own(y) & na.cells).is_empty())
}

/// The chain's node indices from the start to state `end`, if no node repeats.
fn simple_path(parent: &[usize], end: usize) -> Option<Vec<u32>> {
    let path: Vec<u32> = walk_back(parent, end).map(|s| (s / 2) as u32).collect();
    let mut sorted = path.clone();
    sorted.sort_unstable();
    sorted.dedup();
    (sorted.len() == path.len()).then_some(path)
}

/// A chain the search reached: from `start` (false) to `end` (true) in search state
/// `state`, `nodes` long.
struct Reached {
    start: u32,
    end: u32,
    state: usize,
    nodes: u16,
}

/// What a chain the search reached concludes.
fn conclude(
    cand: &Candidates,
    g: &LinkGraph,
    graph: Graph,
    chain: Reached,
    parent: &[usize],
    out: &mut Collector,
) {
    let Reached {
        start: a,
        end: y,
        state: end,
        nodes,
    } = chain;
    if y == a {
        back_to_start(g, graph, a, parent, end, out);
        return;
    }
    if nodes < 4 {
        return;
    }
    if g.weakly_linked(y, a) {
        // The chain closes: a continuous loop, every weak link conjugate.
        let Some(mut path) = simple_path(parent, end) else {
            return;
        };
        if !wanted(g, graph, &path) {
            return;
        }
        path.push(a);
        if let Some(f) = continuous_loop(cand, g, &path, nodes_of(g, &path)) {
            out.add(g, f);
        }
        return;
    }
    // A digit that is neither end's is linked to both ends only in a cell that is both
    // ends (two digits of one cell); otherwise only the ends' digits can lose anything.
    let (da, dy) = (g.node(a).digit, g.node(y).digit);
    let one_cell = !g.is_group(a) && !g.is_group(y) && g.node(a).cells == g.node(y).cells;
    let mut victims = Vec::new();
    let digits = if one_cell {
        Digits::ALL
    } else {
        Digits(Digits::single(da).0 | Digits::single(dy).0)
    };
    for d in digits.iter() {
        victims.extend(marks_of(linked(cand, g, a, d) & linked(cand, g, y, d), d));
    }
    if victims.is_empty() {
        return;
    }
    let Some(path) = simple_path(parent, end) else {
        return;
    };
    if !wanted(g, graph, &path) {
        return;
    }
    let links = alternating(path.len() - 1, Link::Strong);
    loops_through_end_cells(g, graph, (a, y), &path, &links, &victims, out);
    out.add(
        g,
        Found::new(Kind::Aic, nodes_of(g, &path), links, victims, None),
    );
}

/// Whether the search for `graph` reports a chain on `path`: every chain on the plain
/// graph, one with a group on the grouped graph, one with an ALS on the ALS graph (the
/// others are the simpler searches' to find).
fn wanted(g: &LinkGraph, graph: Graph, path: &[u32]) -> bool {
    match graph {
        Graph::Plain => true,
        Graph::Grouped => path.iter().any(|&n| g.is_group(n)),
        Graph::Als => g.uses_als(path),
    }
}

fn nodes_of(g: &LinkGraph, path: &[u32]) -> Vec<ChainNode> {
    path.iter().map(|&n| g.node(n)).collect()
}

/// A chain from `a` (false) back to `a` (true), reached in state `end`: a=…=a, if a is
/// false it is true, so it is placed (a discontinuous loop).
fn back_to_start(
    g: &LinkGraph,
    graph: Graph,
    a: u32,
    parent: &[usize],
    end: usize,
    out: &mut Collector,
) {
    if g.is_group(a) {
        return;
    }
    let mut path: Vec<u32> = walk_back(parent, end).map(|s| (s / 2) as u32).collect();
    path.pop();
    let mut inner = path[1..].to_vec();
    inner.sort_unstable();
    inner.dedup();
    if inner.len() + 1 != path.len() || inner.contains(&a) || !wanted(g, graph, &path) {
        return;
    }
    path.push(a);
    let node = g.node(a);
    let cell = node.cells.first().expect("a node has a cell");
    let links = alternating(path.len() - 1, Link::Strong);
    let placed = Some(Mark::new(cell, node.digit));
    let f = Found::new(
        Kind::Discontinuous,
        nodes_of(g, &path),
        links,
        Vec::new(),
        placed,
    );
    out.add(g, f);
}

/// The eliminations of chain `path` (with its `links`, from end `a` to end `y`) in an
/// end's cell, each as a loop through the eliminated candidate: x-…-x, so x is false.
fn loops_through_end_cells(
    g: &LinkGraph,
    graph: Graph,
    (a, y): (u32, u32),
    path: &[u32],
    links: &[Link],
    victims: &[Mark],
    out: &mut Collector,
) {
    let end_cells = [a, y]
        .into_iter()
        .filter(|&n| !g.is_group(n))
        .fold(CellSet::EMPTY, |acc, n| acc | g.node(n).cells);
    for &x in victims.iter().filter(|m| end_cells.contains(m.cell)) {
        let x_node = ChainNode::new(x.cell, x.digit);
        // When the chain passes through the eliminated candidate itself (entering it by
        // a weak link, so the part before it ends strong), the loop closes there: the
        // rest of the chain would only go round its own cell and back.
        let through_x = path
            .iter()
            .position(|&n| g.node(n) == x_node)
            .filter(|&k| k > 0 && k % 2 == 0);
        let inner = &path[..through_x.unwrap_or(path.len())];
        if !wanted(g, graph, inner) {
            continue; // the rest is a plain loop, the ungrouped search's to find
        }
        let mut nodes = vec![x_node];
        nodes.extend(nodes_of(g, inner));
        nodes.push(x_node);
        let mut loop_links = vec![Link::Weak];
        loop_links.extend(&links[..inner.len() - 1]);
        loop_links.push(Link::Weak);
        out.add(
            g,
            Found::new(Kind::Discontinuous, nodes, loop_links, vec![x], None),
        );
    }
}

/// A closed chain as a continuous loop: what each of its weak links eliminates, and
/// why (None when none eliminates anything).
fn continuous_loop(
    cand: &Candidates,
    g: &LinkGraph,
    path: &[u32],
    nodes: Vec<ChainNode>,
) -> Option<Found> {
    // An even number of links from a strong one: the closing link is weak.
    let links = alternating(path.len() - 1, Link::Strong);
    let mut eliminations = Vec::new();
    let mut by_link = Vec::new();
    for (i, link) in links.iter().enumerate() {
        if *link == Link::Weak {
            let (victims, why) = weak_link_victims(cand, g, path[i], path[i + 1]);
            if !victims.is_empty() {
                eliminations.extend(&victims);
                by_link.push((victims, why));
            }
        }
    }
    (!eliminations.is_empty()).then_some(Found {
        kind: Kind::Continuous,
        nodes,
        links,
        eliminations,
        placement: None,
        by_link,
        sets: Vec::new(),
    })
}

/// `r1c2<>5, r3c4<>5` or `r1c2=5`.
fn conclusions(f: &Found) -> String {
    let mut parts: Vec<String> = f
        .placement
        .iter()
        .map(|p| format!("{}={}", cell_name(p.cell), p.digit))
        .collect();
    parts.extend(
        f.eliminations
            .iter()
            .map(|e| format!("{}<>{}", cell_name(e.cell), e.digit)),
    );
    parts.join(", ")
}

/// The step of a conclusion, with its chain and the reason in words.
fn step(cand: &Candidates, graph: Graph, f: &Found) -> Step {
    let chain = Chain::new(f.nodes.clone(), f.links.clone());
    let first = f.nodes[0];
    let last = f.nodes[f.nodes.len() - 1];
    let (pattern, reason, effect) = match f.kind {
        Kind::Continuous => (
            "the chain closes into a loop".to_string(),
            "each weak link has exactly one true end".to_string(),
            "each weak link clears what sees both its ends".to_string(),
        ),
        Kind::Discontinuous => match f.placement {
            Some(p) => (
                format!("a loop from {0} back to {0}", cell_name(p.cell)),
                format!(
                    "if {} is not {d}, the loop makes it {d}",
                    cell_name(p.cell),
                    d = p.digit
                ),
                String::new(),
            ),
            None => (
                format!("a loop from {0} back to {0}", first.cells_text()),
                format!(
                    "if {} is {d}, the loop makes it not {d}",
                    first.cells_text(),
                    d = first.digit
                ),
                String::new(),
            ),
        },
        Kind::Aic if first.digit == last.digit => (
            format!(
                "type 1: a chain from {} to {}, both {}",
                first.cells_text(),
                last.cells_text(),
                first.digit
            ),
            format!("one end is {}", first.digit),
            "cells seeing both ends lose it".to_string(),
        ),
        Kind::Aic => (
            format!(
                "type 2: a chain from {} ({}) to {} ({}), which see each other",
                first.cells_text(),
                first.digit,
                last.cells_text(),
                last.digit
            ),
            format!(
                "{} is {} or {} is {}",
                first.cells_text(),
                first.digit,
                last.cells_text(),
                last.digit
            ),
            "each loses the other's digit".to_string(),
        ),
    };
    let why = match f.kind {
        Kind::Continuous => format!("{pattern}, so {reason}"),
        Kind::Discontinuous => reason.clone(),
        Kind::Aic if first.digit == last.digit => {
            format!("type 1: {reason}, so {effect}")
        }
        Kind::Aic => format!("type 2: {reason}, and the two see each other, so {effect}"),
    };
    // A chain through ALSs names them: the eureka shows only the digits' cells in them.
    let sets: Vec<String> = f
        .sets
        .iter()
        .map(|&(cells, digits)| {
            let names: Vec<String> = cells.iter().map(cell_name).collect();
            format!("{} {{{digits}}}", names.join(","))
        })
        .collect();
    let (pattern, why) = if sets.is_empty() {
        (pattern, why)
    } else {
        let through = format!("through ALS {}", sets.join(" and ALS "));
        let locked = "each locked once it lacks the digit the chain enters it by";
        (
            format!("{pattern}, {through}"),
            format!("{why} ({through}, {locked})"),
        )
    };
    let text = format!("{why}: {} => {}", chain.eureka, conclusions(f));
    let mut s = Step::new(f.kind.technique(graph), text).parts(pattern, reason, effect);
    for n in &f.nodes {
        s = s.pattern_cells(cand, n.cells, Digits::single(n.digit));
    }
    for &(cells, digits) in &f.sets {
        s = s.pattern_cells(cand, cells, digits);
    }
    for e in &f.eliminations {
        s = s.eliminate(cand, CellSet::single(e.cell), Digits::single(e.digit));
    }
    for (victims, why) in &f.by_link {
        s.reasons.push(super::Reason {
            eliminations: victims.clone(),
            placements: Vec::new(),
            text: why.clone(),
            branches: Vec::new(),
        });
    }
    if let Some(p) = f.placement {
        s = s.place(p.cell, p.digit);
    }
    s.chain(chain).finish()
}
