//! Single-digit patterns built from strong links (a digit with exactly two places in a
//! house): skyscraper, two-string kite, turbot fish, empty rectangle, simple colouring
//! and X-chains.

use super::chain::{Chain, ChainNode, Link};
use super::path::walk_back;
use super::two_colour::two_colour;
use super::{memo, rank, Candidates, Mark, Sink, Step, Technique};
use crate::cells::{cell_name, cell_names, CellSet, Digits, CELLS};
use crate::layout::{Layout, HOUSES};
use std::cell::RefCell;
use std::collections::VecDeque;
use std::ops::ControlFlow;
use std::rc::Rc;
use std::sync::Arc;

/// The strong links of digit d: (house, the two cells), houses in order.
fn strong_links(cand: &Candidates, d: u8) -> Vec<(usize, usize, usize)> {
    let cells = cand.cells_of(d);
    (0..HOUSES)
        .filter_map(|h| {
            let s = cells & cand.layout().house(h);
            // Exactly two cells: without its lowest cell, one left (no bit count).
            let rest = s.0 & s.0.wrapping_sub(1);
            if rest != 0 && rest & (rest - 1) == 0 {
                let mut it = s.iter();
                Some((h, it.next()?, it.next()?))
            } else {
                None
            }
        })
        .collect()
}

fn is_row(h: usize) -> bool {
    h < 9
}
fn is_col(h: usize) -> bool {
    (9..18).contains(&h)
}

/// Which member of the family a chain a=b-c=e is: strong links in houses `h1` (a=b) and
/// `h2` (c=e), weak link b-c.
fn classify(cand: &Candidates, h1: usize, h2: usize, b: usize, c: usize) -> Technique {
    let layout = cand.layout();
    let same_col = b % 9 == c % 9;
    let same_row = b / 9 == c / 9;
    if (is_row(h1) && is_row(h2) && same_col) || (is_col(h1) && is_col(h2) && same_row) {
        Technique::Skyscraper
    } else if ((is_row(h1) && is_col(h2)) || (is_col(h1) && is_row(h2)))
        && layout.region_of(b) == layout.region_of(c)
    {
        Technique::TwoStringKite
    } else {
        Technique::TurbotFish
    }
}

/// A chain a=b-c=e of the turbot family on one digit that removes something: its
/// member, its strong links' houses and cells, and what it removes.
struct TurbotHit {
    want: Technique,
    h1: usize,
    a: usize,
    b: usize,
    h2: usize,
    c: usize,
    e: usize,
    victims: CellSet,
}

/// One digit's chains: the layout and the digit's cells they were found on.
type TurbotFound = (Arc<Layout>, CellSet, Rc<Vec<TurbotHit>>);

thread_local! {
    /// Per digit, the chains of the last cells searched on this thread. The three members
    /// of the family are three techniques run on the same state, and one search finds
    /// the chains of all three.
    static TURBOT_HITS: RefCell<[Option<TurbotFound>; 9]> = const {
        RefCell::new([None, None, None, None, None, None, None, None, None])
    };
}

/// Every chain of the family on digit `d` that removes something, in the order of the
/// search (strong link, its orientation, second strong link, its orientation): each
/// member's chains in its own order. They depend on the layout and the digit's cells
/// only, so the last search's are reused while those stay the same.
fn turbot_hits(cand: &Candidates, d: u8) -> Rc<Vec<TurbotHit>> {
    let layout = cand.layout_arc();
    let cells = cand.cells_of(d);
    let slot = d as usize - 1;
    if let Some(hit) = TURBOT_HITS.with(|last| {
        last.borrow()[slot]
            .as_ref()
            .filter(|(l, c, _)| *c == cells && (Arc::ptr_eq(l, layout) || **l == **layout))
            .map(|(_, _, hits)| hits.clone())
    }) {
        return hit;
    }
    let links = strong_links(cand, d);
    let mut hits = Vec::new();
    for (i, &(h1, x1, y1)) in links.iter().enumerate() {
        for &(a, b) in &[(x1, y1), (y1, x1)] {
            for (j, &(h2, x2, y2)) in links.iter().enumerate() {
                if i == j {
                    continue;
                }
                for &(c, e) in &[(x2, y2), (y2, x2)] {
                    // Four distinct cells (a != b and c != e as two cells of a link; b
                    // sees c, so b != c), b seeing c: tests on the cells, not a count.
                    if !layout.peers(b).contains(c) || a == c || a == e || b == e {
                        continue;
                    }
                    let distinct = CellSet::single(a)
                        | CellSet::single(b)
                        | CellSet::single(c)
                        | CellSet::single(e);
                    let victims = (cells & layout.peers(a) & layout.peers(e)) - distinct;
                    if victims.is_empty() {
                        continue;
                    }
                    hits.push(TurbotHit {
                        want: classify(cand, h1, h2, b, c),
                        h1,
                        a,
                        b,
                        h2,
                        c,
                        e,
                        victims,
                    });
                }
            }
        }
    }
    let hits = Rc::new(hits);
    TURBOT_HITS.with(|last| {
        last.borrow_mut()[slot] = Some((layout.clone(), cells, hits.clone()));
    });
    hits
}

/// Two strong links joined by a weak one, a=b-c=e on digit d: a or e is d, so d leaves
/// every cell seeing both. Skyscraper: two parallel lines joined in a cross line.
/// Two-string kite: a row and a column joined in a region. Turbot fish: any other houses.
pub fn turbot_family(cand: &Candidates, want: Technique, sink: Sink<'_>) -> ControlFlow<()> {
    let layout = cand.layout();
    memo::per_digit(memo::TURBOT + want as u32, cand, sink, |d, sink| {
        for hit in turbot_hits(cand, d).iter().filter(|h| h.want == want) {
            let &TurbotHit {
                h1,
                a,
                b,
                h2,
                c,
                e,
                victims,
                ..
            } = hit;
            let distinct =
                CellSet::single(a) | CellSet::single(b) | CellSet::single(c) | CellSet::single(e);
            let pattern = format!(
                "on {d}, {}={} ({}) - {}={} ({})",
                cell_name(a),
                cell_name(b),
                layout.house_name(h1),
                cell_name(c),
                cell_name(e),
                layout.house_name(h2),
            );
            sink(
                Step::explained(
                    want,
                    pattern,
                    ends_reason(a, e, d),
                    format!("cells seeing both lose {d}"),
                )
                .houses_all(layout, &[h1, h2])
                .pattern_cells(cand, distinct, Digits::single(d))
                .eliminate(cand, victims, Digits::single(d))
                .finish(),
            )?;
        }
        ControlFlow::Continue(())
    })
}

/// An empty rectangle: in region R the digit lies only in one line L1 and one cross line
/// L2 (R's cells of the digit split into the group G1 on L1 and the group G2 on L2 off
/// L1, neither part empty, so R's candidates are no mere line). With a strong link A=B
/// on the digit where A lies on L1 outside R, the chain B=A-G1=G2 says B or G2 holds
/// the digit, so it leaves every cell that sees B and all of G2. On the classic layout
/// these are the cells where L2 crosses B's line; on a jigsaw L1 and L2 are the row and
/// column the region's candidates lie in, wherever the region's edges run.
pub fn empty_rectangle(cand: &Candidates, sink: Sink<'_>) -> ControlFlow<()> {
    let layout = cand.layout();
    memo::per_digit(memo::EMPTY_RECTANGLE, cand, sink, |d, sink| {
        let cells = cand.cells_of(d);
        let links = strong_links(cand, d);
        for region in 18..HOUSES {
            let in_r = cells & layout.house(region);
            if in_r.len() < 2 {
                continue;
            }
            let rows: Vec<usize> = dedup_sorted(in_r.iter().map(|c| c / 9));
            let cols: Vec<usize> = dedup_sorted(in_r.iter().map(|c| 9 + c % 9));
            for &r in &rows {
                for &k in &cols {
                    let (row, col) = (layout.house(r), layout.house(k));
                    if !(in_r - row - col).is_empty() {
                        continue;
                    }
                    for (l1, l2) in [(r, k), (k, r)] {
                        let g1 = in_r & layout.house(l1);
                        let g2 = in_r - g1;
                        if g2.is_empty() || (g1 - layout.house(l2)).is_empty() {
                            continue;
                        }
                        let g2_reach = g2.iter().fold(cells, |acc, c| acc & layout.peers(c));
                        for &(h, x, y) in &links {
                            if h == l1 || h == region {
                                continue;
                            }
                            for (a, b) in [(x, y), (y, x)] {
                                let off_r = !layout.house(region);
                                if !(layout.house(l1) & off_r).contains(a) || !off_r.contains(b) {
                                    continue;
                                }
                                let victims = (g2_reach & layout.peers(b)) - CellSet::single(a);
                                if victims.is_empty() {
                                    continue;
                                }
                                let pattern = format!(
                                    "in {}, {d} lies only in {} and {} (an empty rectangle), and {d} in {} is {} or {}",
                                    layout.house_name(region),
                                    layout.house_name(l1),
                                    layout.house_name(l2),
                                    layout.house_name(h),
                                    cell_name(a),
                                    cell_name(b),
                                );
                                let reason = format!(
                                    "{}, so {} of {} has no {d} and {} holds it",
                                    ends_reason(b, a, d),
                                    layout.house_name(l1),
                                    layout.house_name(region),
                                    if g2.len() == 1 {
                                        cell_names(g2.iter())
                                    } else {
                                        format!("one of {}", cell_names(g2.iter()))
                                    },
                                );
                                let effect = format!(
                                    "cells seeing {} and all of {} lose {d}",
                                    cell_name(b),
                                    cell_names(g2.iter()),
                                );
                                let text = format!("{pattern}: {reason}; {effect}");
                                let node = |cells: CellSet| ChainNode { cells, digit: d };
                                let chain = Chain::new(
                                    vec![
                                        ChainNode::new(b, d),
                                        ChainNode::new(a, d),
                                        node(g1),
                                        node(g2),
                                    ],
                                    vec![Link::Strong, Link::Weak, Link::Strong],
                                );
                                sink(
                                    Step::new(Technique::EmptyRectangle, text)
                                        .parts(pattern, reason, effect)
                                        .houses_all(layout, &[region, l1, l2, h])
                                        .pattern_cells(
                                            cand,
                                            in_r | CellSet::single(a) | CellSet::single(b),
                                            Digits::single(d),
                                        )
                                        .eliminate(cand, victims, Digits::single(d))
                                        .chain(chain)
                                        .finish(),
                                )?;
                            }
                        }
                    }
                }
            }
        }
        ControlFlow::Continue(())
    })
}

fn dedup_sorted(it: impl Iterator<Item = usize>) -> Vec<usize> {
    let mut v: Vec<usize> = it.collect();
    v.sort_unstable();
    v.dedup();
    v
}

/// Two-colours the graph of strong links on a digit. Returns the components as
/// (colour A cells, colour B cells), leaving out any that are not two-colourable.
fn colour_components(cand: &Candidates, d: u8) -> Vec<(CellSet, CellSet)> {
    let links = strong_links(cand, d);
    let mut adj = vec![CellSet::EMPTY; CELLS];
    for &(_, a, b) in &links {
        adj[a].insert(b);
        adj[b].insert(a);
    }
    let linked: CellSet = (0..CELLS).filter(|&c| !adj[c].is_empty()).collect();
    two_colour(linked, |x| adj[x])
        .into_iter()
        .filter(|part| part.consistent)
        .map(|part| (part.sides[0], part.sides[1]))
        .collect()
}

/// Colours the strong links of a digit: along them the digit alternates, so one colour
/// is the digit's. Wrap: two cells of one colour see each other, so that colour is
/// false. Trap: a cell seeing both colours cannot hold the digit.
pub fn simple_colouring(cand: &Candidates, sink: Sink<'_>) -> ControlFlow<()> {
    let layout = cand.layout();
    memo::per_digit(memo::SIMPLE_COLOURING, cand, sink, |d, sink| {
        for (a, b) in colour_components(cand, d) {
            let sees = |cells: CellSet| -> CellSet {
                cells
                    .iter()
                    .fold(CellSet::EMPTY, |acc, c| acc | layout.peers(c))
            };
            let colours = |one: CellSet, other: CellSet| {
                format!(
                    "on {d}, the strong links colour {} against {}",
                    cell_names(one.iter()),
                    cell_names(other.iter())
                )
            };
            let step = |colours: String, reason: String, effect: String, victims: CellSet| {
                let text = format!("{colours}; {reason}, so {effect}");
                Step::new(Technique::SimpleColouring, text)
                    .parts(colours, reason, effect)
                    .pattern_cells(cand, a | b, Digits::single(d))
                    .eliminate(cand, victims, Digits::single(d))
                    .finish()
            };
            for (bad, good) in [(a, b), (b, a)] {
                if let Some(x) = bad.iter().find(|&x| !(layout.peers(x) & bad).is_empty()) {
                    let Some(y) = (layout.peers(x) & bad).first() else {
                        continue;
                    };
                    let reason = format!(
                        "{} and {} share a colour and see each other",
                        cell_name(x),
                        cell_name(y)
                    );
                    let effect = "that colour is false".to_string();
                    sink(step(colours(bad, good), reason, effect, bad))?;
                }
            }
            let victims = (cand.cells_of(d) & sees(a) & sees(b)) - (a | b);
            if !victims.is_empty() {
                sink(step(
                    colours(a, b),
                    format!("one colour is {d}"),
                    format!("cells seeing both colours lose {d}"),
                    victims,
                ))?;
            }
        }
        ControlFlow::Continue(())
    })
}

/// Why one of a chain's two ends is `d`: "if r5c6 is not 7 then r7c4 is".
fn ends_reason(a: usize, e: usize, d: u8) -> String {
    format!("if {} is not {d} then {} is", cell_name(a), cell_name(e))
}

/// Writes a chain of (cell, is-on) nodes as "r1c1=r1c5-r4c5=r4c2" (= strong, - weak).
fn chain_text(nodes: &[usize]) -> String {
    let mut s = String::new();
    for (i, &c) in nodes.iter().enumerate() {
        if i > 0 {
            s.push(if i % 2 == 1 { '=' } else { '-' });
        }
        s.push_str(&cell_name(c));
    }
    s
}

/// The X-chain as data: its cells on digit `d`, strong links first, then alternating.
fn x_chain_data(cells: &[usize], d: u8) -> Chain {
    let nodes = cells.iter().map(|&c| ChainNode::new(c, d)).collect();
    let links = (1..cells.len())
        .map(|i| if i % 2 == 1 { Link::Strong } else { Link::Weak })
        .collect();
    Chain::new(nodes, links)
}

/// An alternating chain of strong and weak links on one digit, starting and ending with
/// a strong link: if the first cell is not the digit, the last one is, so cells seeing
/// both ends lose it. Found by breadth-first search from every start (the shortest chain
/// to each end), all of them, and handed out in HoDoKu's order (`rank`): the most
/// eliminations first.
pub fn x_chain(cand: &Candidates, sink: Sink<'_>) -> ControlFlow<()> {
    let layout = cand.layout();
    let mut found = rank::Ranked::new();
    for d in 1..=9u8 {
        let cells = cand.cells_of(d);
        // A digit that gave no chain before gives none on the same cells.
        if memo::known_empty(memo::X_CHAIN, cand.layout_arc(), d, cells) {
            continue;
        }
        let mut added = false;
        let links = strong_links(cand, d);
        let mut strong = vec![CellSet::EMPTY; CELLS];
        for &(_, a, b) in &links {
            strong[a].insert(b);
            strong[b].insert(a);
        }
        for s in cells.iter().filter(|&s| !strong[s].is_empty()) {
            // State index: cell * 2 + on. parent[state] = previous state.
            let mut parent = vec![usize::MAX; CELLS * 2];
            let start = s * 2;
            parent[start] = start;
            let mut queue = VecDeque::from([start]);
            while let Some(st) = queue.pop_front() {
                let (x, on) = (st / 2, st % 2 == 1);
                let next = if on {
                    layout.peers(x) & cells
                } else {
                    strong[x]
                };
                for y in next.iter() {
                    let ns = y * 2 + usize::from(!on);
                    if parent[ns] != usize::MAX {
                        continue;
                    }
                    parent[ns] = st;
                    queue.push_back(ns);
                    if on || y == s {
                        continue;
                    }
                    let victims = (cells & layout.peers(s) & layout.peers(y)) - CellSet::single(s);
                    if victims.is_empty() {
                        continue;
                    }
                    let nodes: Vec<usize> = walk_back(&parent, ns).map(|st| st / 2).collect();
                    let removed = victims.iter().map(|c| Mark::new(c, d)).collect();
                    found.add(removed, nodes.len(), (d, nodes, victims));
                    added = true;
                }
            }
        }
        if !added {
            memo::note_empty(memo::X_CHAIN, cand.layout_arc(), d, cells);
        }
    }
    found.hand_out(sink, |(d, nodes, victims)| {
        let (s, y) = (nodes[0], nodes[nodes.len() - 1]);
        let pattern: CellSet = nodes.iter().copied().collect();
        Step::explained(
            Technique::XChain,
            format!("on {d}, {}", chain_text(&nodes)),
            ends_reason(s, y, d),
            format!("cells seeing both lose {d}"),
        )
        .chain(x_chain_data(&nodes, d))
        .pattern_cells(cand, pattern, Digits::single(d))
        .eliminate(cand, victims, Digits::single(d))
        .finish()
    })
}
