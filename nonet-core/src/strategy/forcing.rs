//! The last resort: forcing chains and forcing nets. Assume a candidate true (or false)
//! and follow what it implies; an assumption that implies a candidate both true and
//! false is wrong (contradiction), and whatever every case of a cell, of a digit in a
//! house, or of a candidate's "true or false" implies alike is so (verity).
//!
//! Chains follow only single links, as a player traces them with a finger: a true
//! candidate makes its cell's other candidates and its peers' same digit false (weak
//! links), and a false candidate makes the other digit of a bivalue cell, or the other
//! place of a digit with two places in a house, true (strong links). Nets also use what
//! the false candidates add up to: the last candidate of a cell and the last place of a
//! digit in a house become true (singles). Both stop at a depth limit, so a step stays
//! short enough to follow on the grid.
//!
//! Every case is propagated once per search and kept as bit sets; only the step that is
//! handed out is propagated again to recover its chains for the explanation.

use super::assumption::{Literal, Mode, Outcome};
use super::chain::{Chain, ChainNode, Link};
use super::outcomes::Outcomes;
use super::{Branch, Candidates, Inner, Sink, Step, Technique};
use crate::cells::{cell_name, CellSet, Digits, CELLS};
use crate::layout::HOUSES;
use std::ops::ControlFlow;

/// How many inner nets one assumption of a deep net may run: the depth limit of the
/// nesting, which keeps a deep step to a fraction of a second.
const INNER_NETS: u32 = 1000;

/// What a deep net applies inside an assumption, beyond singles: the pattern techniques
/// that cost little to look for.
const DEEP_NET_TECHNIQUES: [Technique; 7] = [
    Technique::LockedCandidates,
    Technique::NakedPair,
    Technique::HiddenPair,
    Technique::NakedTriple,
    Technique::HiddenTriple,
    Technique::XWing,
    Technique::LawOfLeftovers,
];

/// A derived literal: what it rests on (its first parent is the one a chain shows).
#[derive(Clone, Copy, Debug)]
struct Fact {
    literal: Literal,
    depth: u16,
    parents: (u32, u32),
}

/// One propagation from an assumption, with the reasons kept.
pub(super) struct Propagation<'a> {
    start: &'a Candidates,
    mode: Mode,
    work: Candidates,
    facts: Vec<Fact>,
    parent_pool: Vec<u32>,
    /// Per literal slot: fact index + 1, or 0 when not derived.
    slot: Vec<u32>,
    /// The two facts that say one candidate is both true and false.
    conflict: Option<(u32, u32)>,
    /// Deep nets: inner nets left to run.
    inner_left: u32,
    /// Deep nets: what made each fact a technique or an inner net derived (fact index,
    /// index into `made_by`), for the chains to name it.
    notes: Vec<(u32, usize)>,
    made_by: Vec<Inner>,
}

impl<'a> Propagation<'a> {
    pub(super) fn run(start: &'a Candidates, mode: Mode, assumption: Literal) -> Propagation<'a> {
        let mut p = Propagation {
            start,
            mode,
            work: start.clone(),
            facts: Vec::with_capacity(128),
            parent_pool: Vec::with_capacity(256),
            slot: vec![0; CELLS * 9 * 2],
            conflict: None,
            inner_left: INNER_NETS,
            notes: Vec::new(),
            made_by: Vec::new(),
        };
        p.derive(assumption, &[], 0);
        let mut next = 0;
        loop {
            while next < p.facts.len() && p.conflict.is_none() {
                p.consequences(next as u32);
                next += 1;
            }
            if p.mode != Mode::DeepNet || p.conflict.is_some() || !p.apply_technique() {
                return p;
            }
        }
    }

    fn fact_of(&self, lit: Literal) -> Option<u32> {
        self.slot[lit.slot()].checked_sub(1)
    }

    /// Records a literal (unless known or too deep); notes a conflict with its negation.
    fn derive(&mut self, lit: Literal, parents: &[u32], depth: u16) {
        if self.conflict.is_some() || self.slot[lit.slot()] != 0 || depth > self.mode.depth_limit()
        {
            return;
        }
        let at = self.parent_pool.len() as u32;
        self.parent_pool.extend_from_slice(parents);
        let index = self.facts.len() as u32;
        self.facts.push(Fact {
            literal: lit,
            depth,
            parents: (at, at + parents.len() as u32),
        });
        self.slot[lit.slot()] = index + 1;
        if let Some(other) = self.fact_of(lit.negated()) {
            self.conflict = Some(if lit.on {
                (index, other)
            } else {
                (other, index)
            });
            return;
        }
        if !lit.on {
            self.work.remove(lit.cell, lit.digit);
        }
    }

    /// Derives what fact `i` implies directly.
    fn consequences(&mut self, i: u32) {
        let Fact {
            literal: lit,
            depth,
            ..
        } = self.facts[i as usize];
        let start = self.start;
        let layout = start.layout();
        let (cell, digit) = (lit.cell, lit.digit);
        let off = |cell, digit| Literal {
            cell,
            digit,
            on: false,
        };
        let on = |cell, digit| Literal {
            cell,
            digit,
            on: true,
        };
        if lit.on {
            // Weak links: the cell's other digits, and the digit in every peer.
            let others = Digits(self.start.get(cell).0 & !Digits::single(digit).0);
            for e in others.iter() {
                self.derive(off(cell, e), &[i], depth + 1);
            }
            for p in (self.start.cells_of(digit) & layout.peers(cell)).iter() {
                self.derive(off(p, digit), &[i], depth + 1);
            }
            return;
        }
        match self.mode {
            Mode::Chain => {
                // Strong links of the starting state: a bivalue cell, a bilocal house.
                let mask = self.start.get(cell);
                if mask.is_pair() {
                    let e = Digits(mask.0 & !Digits::single(digit).0).first();
                    if let Some(e) = e {
                        self.derive(on(cell, e), &[i], depth + 1);
                    }
                }
                for h in layout.houses_of(cell) {
                    let places = self.start.cells_of(digit) & layout.house(h);
                    if places.is_pair() {
                        if let Some(q) = (places - CellSet::single(cell)).first() {
                            self.derive(on(q, digit), &[i], depth + 1);
                        }
                    }
                }
            }
            Mode::Net | Mode::DeepNet => {
                // Singles of the current state: each rests on every removal behind it.
                let mask = self.work.get(cell);
                if mask.is_single() {
                    if let Some(e) = mask.first() {
                        let removed = Digits(self.start.get(cell).0 & !mask.0);
                        self.derive_single(on(cell, e), removed.iter().map(|d| off(cell, d)));
                    }
                }
                for h in layout.houses_of(cell) {
                    let house = layout.house(h);
                    let places = self.work.cells_of(digit) & house;
                    if !places.is_single() {
                        continue;
                    }
                    let Some(q) = places.first() else { continue };
                    let gone = (self.start.cells_of(digit) & house) - places;
                    self.derive_single(on(q, digit), gone.iter().map(|c| off(c, digit)));
                }
            }
        }
    }

    /// Derives `single`, the last place left once `removals` went: it rests on each
    /// removal's fact, one deeper than the deepest. At most nine, kept on the stack, as
    /// this runs for every fact.
    fn derive_single(&mut self, single: Literal, removals: impl Iterator<Item = Literal>) {
        let mut parents = [0u32; 9];
        let mut n = 0;
        for f in removals.filter_map(|l| self.fact_of(l)) {
            parents[n] = f;
            n += 1;
        }
        let deepest = self.deepest(&parents[..n]);
        self.derive(single, &parents[..n], deepest + 1);
    }

    /// Deep nets: applies the first inner technique that removes something from the
    /// assumed state; each removal rests on the removals that shaped its pattern.
    /// False when none applies (or what applies is already known).
    fn apply_technique(&mut self) -> bool {
        let before = self.facts.len();
        for t in DEEP_NET_TECHNIQUES {
            let Some(step) = t.find(&self.work) else {
                continue;
            };
            let mut parents: Vec<u32> = Vec::new();
            for m in &step.pattern {
                let removed = Digits(self.start.get(m.cell).0 & !self.work.get(m.cell).0);
                for d in removed.iter() {
                    parents.extend(self.fact_of(Literal {
                        cell: m.cell,
                        digit: d,
                        on: false,
                    }));
                }
            }
            parents.sort_unstable();
            parents.dedup();
            if parents.is_empty() {
                parents.push(0);
            }
            let depth = self.deepest(&parents) + 1;
            let note = self.made_by.len();
            self.made_by.push(Inner {
                link: 0,
                text: step.to_string(),
                branches: Vec::new(),
            });
            for e in &step.eliminations {
                let lit = Literal {
                    cell: e.cell,
                    digit: e.digit,
                    on: false,
                };
                self.derive_noted(lit, &parents, depth, note);
            }
            for pl in &step.placements {
                let lit = Literal {
                    cell: pl.cell,
                    digit: pl.digit,
                    on: true,
                };
                self.derive_noted(lit, &parents, depth, note);
            }
            return self.facts.len() > before || self.conflict.is_some();
        }
        self.apply_inner_contradiction()
    }

    /// Deep nets, when the inner techniques find nothing either: a candidate of the
    /// assumed state whose own net (singles only) ends in a contradiction is false
    /// there. Cells with the fewest candidates first, where contradictions are
    /// likeliest; at most [`INNER_NETS`] tries per assumption keep a deep step short.
    fn apply_inner_contradiction(&mut self) -> bool {
        let mut open: Vec<usize> = self
            .work
            .unsolved()
            .iter()
            .filter(|&c| self.work.get(c).len() >= 2)
            .collect();
        open.sort_by_key(|&c| self.work.get(c).len());
        // Most inner nets end in no contradiction: they are run without reasons, and
        // only the one that ends in a contradiction again with them, for its chains.
        let work = self.work.clone();
        let mut scratch = Outcomes::new(&work, Mode::Net);
        for cell in open {
            for digit in self.work.get(cell).iter() {
                if self.inner_left == 0 {
                    return false;
                }
                self.inner_left -= 1;
                let lit = Literal {
                    cell,
                    digit,
                    on: true,
                };
                if scratch.run(lit).conflict.is_none() {
                    continue;
                }
                let inner = Propagation::run(&work, Mode::Net, lit);
                let Some((a, b)) = inner.conflict else {
                    continue;
                };
                // It rests on the removals already made in the cells its chains pass.
                let mut cells = CellSet::EMPTY;
                let (on, off) = (inner.chain_to(a), inner.chain_to(b));
                for chain in [&on, &off] {
                    for n in &chain.nodes {
                        cells |= n.cells;
                    }
                }
                let mut parents = self.removals_in(cells);
                if parents.is_empty() {
                    parents.push(0);
                }
                let depth = self.deepest(&parents) + 1;
                let bad = inner.facts[a as usize].literal;
                let note = self.made_by.len();
                self.made_by.push(Inner {
                    link: 0,
                    text: format!(
                        "a forcing net: if {}, {} would be both {d} and not {d}",
                        lit.text(),
                        cell_name(bad.cell),
                        d = bad.digit
                    ),
                    branches: vec![
                        Branch::new(bad.text(), on),
                        Branch::new(bad.negated().text(), off),
                    ],
                });
                self.derive_noted(lit.negated(), &parents, depth, note);
                return true;
            }
        }
        false
    }

    /// [`Propagation::derive`], noting what made the fact when it is new.
    fn derive_noted(&mut self, lit: Literal, parents: &[u32], depth: u16, note: usize) {
        let before = self.facts.len();
        self.derive(lit, parents, depth);
        if self.facts.len() > before {
            self.notes.push((before as u32, note));
        }
    }

    /// The facts that removed candidates from `cells`.
    fn removals_in(&self, cells: CellSet) -> Vec<u32> {
        let mut out = Vec::new();
        for c in cells.iter() {
            let removed = Digits(self.start.get(c).0 & !self.work.get(c).0);
            for d in removed.iter() {
                out.extend(self.fact_of(Literal {
                    cell: c,
                    digit: d,
                    on: false,
                }));
            }
        }
        out
    }

    fn deepest(&self, facts: &[u32]) -> u16 {
        facts
            .iter()
            .map(|&f| self.facts[f as usize].depth)
            .max()
            .unwrap_or(0)
    }

    /// What the propagation ended with, as bit sets: what [`Outcomes::run`] computes
    /// without the reasons (the tests check that they agree).
    #[cfg(test)]
    pub(super) fn outcome(&self) -> Outcome {
        let mut o = Outcome {
            on: [CellSet::EMPTY; 9],
            off: [CellSet::EMPTY; 9],
            conflict: self.conflict.map(|(a, b)| {
                self.facts[a as usize].depth as u32 + self.facts[b as usize].depth as u32
            }),
        };
        for f in &self.facts {
            let side = if f.literal.on { &mut o.on } else { &mut o.off };
            side[f.literal.digit as usize - 1].insert(f.literal.cell);
        }
        o
    }

    /// The chain from the assumption to a fact, along first parents.
    fn chain_to(&self, fact: u32) -> Chain {
        let mut path = vec![fact];
        let mut cur = fact as usize;
        while self.facts[cur].parents.0 < self.facts[cur].parents.1 {
            cur = self.parent_pool[self.facts[cur].parents.0 as usize] as usize;
            path.push(cur as u32);
        }
        path.reverse();
        let nodes: Vec<ChainNode> = path
            .iter()
            .map(|&f| {
                let l = self.facts[f as usize].literal;
                ChainNode::new(l.cell, l.digit)
            })
            .collect();
        let links: Vec<Link> = path[1..]
            .iter()
            .map(|&f| {
                if self.facts[f as usize].literal.on {
                    Link::Strong
                } else {
                    Link::Weak
                }
            })
            .collect();
        let mut chain = Chain::new(nodes, links);
        // A deep net's links that a technique or an inner net made say so.
        for (k, &f) in path.iter().enumerate().skip(1) {
            if let Some(&(_, note)) = self.notes.iter().find(|(fact, _)| *fact == f) {
                chain.inner.push(Inner {
                    link: k - 1,
                    ..self.made_by[note].clone()
                });
            }
        }
        chain
    }

    /// The chain to a literal, when the propagation derived it.
    fn chain_to_lit(&self, lit: Literal) -> Option<Chain> {
        self.fact_of(lit).map(|f| self.chain_to(f))
    }
}

/// A step found, before its chains are recovered: its cost orders the hand-out.
enum Found {
    /// The assumption leads to a contradiction.
    Contradiction { assumption: Literal },
    /// Every case leads to the same conclusions.
    Verity {
        kind: Cases,
        cases: Vec<Literal>,
        conclusions: Vec<Literal>,
    },
}

#[derive(Clone, Copy, Debug)]
enum Cases {
    Cell(usize),
    House(usize, u8),
    Digit,
}

pub fn forcing_chain(cand: &Candidates, sink: Sink<'_>) -> ControlFlow<()> {
    forcing(cand, Mode::Chain, sink)
}

pub fn forcing_net(cand: &Candidates, sink: Sink<'_>) -> ControlFlow<()> {
    forcing(cand, Mode::Net, sink)
}

pub fn deep_forcing_net(cand: &Candidates, sink: Sink<'_>) -> ControlFlow<()> {
    forcing(cand, Mode::DeepNet, sink)
}

fn forcing(cand: &Candidates, mode: Mode, sink: Sink<'_>) -> ControlFlow<()> {
    if cand.empty_cell().is_some() {
        return ControlFlow::Continue(());
    }
    if mode == Mode::DeepNet {
        return deep_contradictions(cand, sink);
    }
    // The steps go out simplest first (below): contradictions by depth, the first met
    // of the shallowest ahead. So the runs go in that meeting order, each told the
    // shallowest contradiction met so far, and a run that can no longer meet a shallower
    // one stops early (`run_below`) and leaves its outcome to fill in later. When a
    // contradiction exists, the first step handed out is the shallowest, met first: the
    // one kept in `best`, as every run that stopped early could only lead to one as deep
    // or deeper, and met later. It goes out before the stopped runs are finished, which
    // they are only when the sink asks for more; the hand-out below then skips it.
    let mut scratch = Outcomes::new(cand, mode);
    let (mut all, best) = AllOutcomes::run(cand, &mut scratch);
    let handed = best.map(|(_, assumption)| assumption);
    if let Some(assumption) = handed {
        if let Some(step) = build(cand, mode, Found::Contradiction { assumption }) {
            sink(step)?;
        }
        all.finish(cand, &mut scratch);
    }
    let mut found: Vec<(u32, Found)> = Vec::new();
    all.contradictions(cand, &mut found);
    all.verities(cand, &mut found);
    // Simplest first: contradictions by depth, then verities by their number of cases.
    found.sort_by_key(|(cost, f)| (matches!(f, Found::Verity { .. }), *cost));
    // The first is the contradiction already handed out.
    let skip = usize::from(handed.is_some());
    debug_assert!(handed.is_none_or(|a| matches!(
        found.first(),
        Some((_, Found::Contradiction { assumption })) if *assumption == a
    )));
    for (_, f) in found.into_iter().skip(skip) {
        if let Some(step) = build(cand, mode, f) {
            sink(step)?;
        }
    }
    ControlFlow::Continue(())
}

/// Both assumptions of every candidate, propagated once: `index` maps a candidate to its
/// pair in `outcomes` (false, then true). A run that stopped early is `None` until
/// [`AllOutcomes::finish`].
struct AllOutcomes {
    index: Vec<u32>,
    outcomes: Vec<Option<Outcome>>,
}

impl AllOutcomes {
    /// Runs every assumption in the order contradictions are handed out, each bounded by
    /// the shallowest contradiction met so far; returns them with that contradiction
    /// (its depth and assumption), if any.
    fn run(cand: &Candidates, scratch: &mut Outcomes<'_>) -> (AllOutcomes, Option<(u32, Literal)>) {
        let mut all = AllOutcomes {
            index: vec![u32::MAX; CELLS * 9],
            // Sized up front: an outcome is large, and growing the vector copied them all.
            outcomes: Vec::with_capacity(cand.open_candidates() * 2),
        };
        let mut best: Option<(u32, Literal)> = None;
        for cell in cand.unsolved().iter() {
            for digit in cand.get(cell).iter() {
                let pair = all.outcomes.len();
                all.index[cell * 9 + digit as usize - 1] = pair as u32;
                all.outcomes.extend([None, None]);
                for on in [true, false] {
                    let assumption = Literal { cell, digit, on };
                    let bound = best.map_or(u32::MAX, |(depth, _)| depth);
                    let Some(o) = scratch.run_below(assumption, bound) else {
                        continue;
                    };
                    if let Some(depth) = o.conflict.filter(|&depth| depth < bound) {
                        best = Some((depth, assumption));
                    }
                    all.outcomes[pair + usize::from(on)] = Some(o.clone());
                }
            }
        }
        (all, best)
    }

    /// Runs to the end the assumptions that stopped early.
    fn finish(&mut self, cand: &Candidates, scratch: &mut Outcomes<'_>) {
        for cell in cand.unsolved().iter() {
            for digit in cand.get(cell).iter() {
                let pair = self.index[cell * 9 + digit as usize - 1] as usize;
                for on in [false, true] {
                    let o = &mut self.outcomes[pair + usize::from(on)];
                    if o.is_none() {
                        *o = Some(scratch.run(Literal { cell, digit, on }).clone());
                    }
                }
            }
        }
    }

    fn outcome(&self, lit: Literal) -> &Outcome {
        let pair = self.index[lit.cell * 9 + lit.digit as usize - 1];
        debug_assert!(pair != u32::MAX, "every candidate was propagated");
        self.outcomes[pair as usize + usize::from(lit.on)]
            .as_ref()
            .expect("every run was finished")
    }

    /// Contradictions: the assumption is wrong. The cost is the contradiction's depth.
    fn contradictions(&self, cand: &Candidates, found: &mut Vec<(u32, Found)>) {
        for cell in cand.unsolved().iter() {
            for digit in cand.get(cell).iter() {
                for on in [true, false] {
                    let assumption = Literal { cell, digit, on };
                    if let Some(depth) = self.outcome(assumption).conflict {
                        found.push((depth, Found::Contradiction { assumption }));
                    }
                }
            }
        }
    }

    /// Verities: every case of a set that must hold one of them agrees. The sets are each
    /// cell's digits, each digit's places in a house, and each candidate's true or false.
    fn verities(&self, cand: &Candidates, found: &mut Vec<(u32, Found)>) {
        for cell in cand.unsolved().iter() {
            let cases: Vec<Literal> = cand
                .get(cell)
                .iter()
                .map(|digit| Literal {
                    cell,
                    digit,
                    on: true,
                })
                .collect();
            if cases.len() >= 2 {
                self.verity(cand, Cases::Cell(cell), cases, found);
            }
        }
        for h in 0..HOUSES {
            for digit in 1..=9u8 {
                let places = cand.cells_of(digit) & cand.layout().house(h);
                if places.len() < 2 {
                    continue;
                }
                let cases = places
                    .iter()
                    .map(|cell| Literal {
                        cell,
                        digit,
                        on: true,
                    })
                    .collect();
                self.verity(cand, Cases::House(h, digit), cases, found);
            }
        }
        for cell in cand.unsolved().iter() {
            for digit in cand.get(cell).iter() {
                let on = Literal {
                    cell,
                    digit,
                    on: true,
                };
                self.verity(cand, Cases::Digit, vec![on, on.negated()], found);
            }
        }
    }

    /// The verity of one set of cases, when none of them is a contradiction and they
    /// agree on news; its cost is four per case.
    fn verity(
        &self,
        cand: &Candidates,
        kind: Cases,
        cases: Vec<Literal>,
        found: &mut Vec<(u32, Found)>,
    ) {
        if cases.iter().any(|&c| self.outcome(c).conflict.is_some()) {
            return;
        }
        let mut common = self.outcome(cases[0]).clone();
        for &c in &cases[1..] {
            common.intersect(self.outcome(c));
        }
        // Only news: a candidate made false, or an open cell's digit made true.
        let conclusions: Vec<Literal> = common
            .literals()
            .filter(|l| cand.has(l.cell, l.digit))
            .filter(|l| !cases.contains(l))
            .collect();
        if conclusions.is_empty() || common.is_empty() {
            return;
        }
        let cost = cases.len() as u32 * 4;
        found.push((
            cost,
            Found::Verity {
                kind,
                cases,
                conclusions,
            },
        ));
    }
}

/// Deep nets cost a net per candidate inside each assumption, so they look for
/// contradictions only, bivalue cells first, and stop at the first step the sink takes.
fn deep_contradictions(cand: &Candidates, sink: Sink<'_>) -> ControlFlow<()> {
    let mut open: Vec<usize> = cand.unsolved().iter().collect();
    open.sort_by_key(|&c| cand.get(c).len());
    for cell in open {
        for digit in cand.get(cell).iter() {
            let assumption = Literal {
                cell,
                digit,
                on: true,
            };
            // The run that found the contradiction is the one the step's chains come
            // from: propagating it again would give the same facts.
            let p = Propagation::run(cand, Mode::DeepNet, assumption);
            if p.conflict.is_none() {
                continue;
            }
            if let Some(step) = contradiction_of(cand, Mode::DeepNet, assumption, &p) {
                sink(step)?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// Propagates the cases of a found step again, this time for their chains.
fn build(cand: &Candidates, mode: Mode, found: Found) -> Option<Step> {
    match found {
        Found::Contradiction { assumption } => contradiction(cand, mode, assumption),
        Found::Verity {
            kind,
            cases,
            conclusions,
        } => verity(cand, mode, kind, &cases, &conclusions),
    }
}

/// The forcing step's kind in words: "chain", "net", or a deep net's.
fn kind_name(mode: Mode) -> &'static str {
    match mode {
        Mode::Chain => "chain",
        Mode::Net => "net",
        Mode::DeepNet => "net with locked candidates, subsets and X-wings",
    }
}

/// An assumption that makes a candidate both true and false: its negation holds.
fn contradiction(cand: &Candidates, mode: Mode, assumption: Literal) -> Option<Step> {
    contradiction_of(
        cand,
        mode,
        assumption,
        &Propagation::run(cand, mode, assumption),
    )
}

/// [`contradiction`] from the assumption's propagation `p`.
fn contradiction_of(
    cand: &Candidates,
    mode: Mode,
    assumption: Literal,
    p: &Propagation,
) -> Option<Step> {
    let kind = kind_name(mode);
    let (on, off) = p.conflict?;
    let (chain_on, chain_off) = (p.chain_to(on), p.chain_to(off));
    let bad = p.facts[on as usize].literal;
    let verdict = assumption.negated();
    let text = format!(
        "if {}: {} and {} (a forcing {kind}{}), so {} would be both {d} and not {d} => {}",
        assumption.text(),
        chain_on.eureka,
        chain_off.eureka,
        net_note(mode),
        cell_name(bad.cell),
        verdict.text(),
        d = bad.digit,
    );
    let reason = format!(
        "{} would then be both {d} and not {d} (a forcing {kind})",
        cell_name(bad.cell),
        d = bad.digit
    );
    let branches = vec![
        Branch::new(bad.text(), chain_on.clone()),
        Branch::new(bad.negated().text(), chain_off.clone()),
    ];
    let why = format!(
        "if {}, {} would be both {d} and not {d}{}",
        assumption.text(),
        cell_name(bad.cell),
        net_note(mode),
        d = bad.digit
    );
    let mut step = Step::new(mode.technique(), text)
        .parts(format!("suppose {}", assumption.text()), reason, "")
        .because(why, branches, |s| conclude(s, cand, verdict));
    step.pattern
        .push(super::Mark::new(assumption.cell, assumption.digit));
    for chain in [chain_on, chain_off] {
        step = with_chain(step, chain);
    }
    Some(step.finish())
}

/// Cases of which one holds, each leading to the same conclusions: they hold. Every
/// conclusion is given its chain from each case.
fn verity(
    cand: &Candidates,
    mode: Mode,
    cases_kind: Cases,
    cases: &[Literal],
    conclusions: &[Literal],
) -> Option<Step> {
    let layout = cand.layout();
    let kind = kind_name(mode);
    let runs: Vec<Propagation> = cases
        .iter()
        .map(|&case| Propagation::run(cand, mode, case))
        .collect();
    // Each conclusion's chain from each case, labelled by the case.
    let mut proofs: Vec<Vec<Branch>> = Vec::with_capacity(conclusions.len());
    for &l in conclusions {
        let branches = cases
            .iter()
            .zip(&runs)
            .map(|(case, p)| Some(Branch::new(case.text(), p.chain_to_lit(l)?)))
            .collect::<Option<Vec<Branch>>>()?;
        proofs.push(branches);
    }
    let shown = conclusions[0];
    let setting = match cases_kind {
        Cases::Cell(cell) => format!(
            "{} is {}",
            cell_name(cell),
            or_list(cases.iter().map(|c| c.digit.to_string()))
        ),
        Cases::House(h, digit) => format!(
            "in {}, {digit} goes in {}",
            layout.house_name(h),
            or_list(cases.iter().map(|c| cell_name(c.cell)))
        ),
        Cases::Digit => format!("{} or {}", cases[0].text(), cases[1].text()),
    };
    let each: Vec<String> = proofs[0].iter().map(|b| b.chain.eureka.clone()).collect();
    let listed: Vec<String> = conclusions.iter().map(|l| l.text()).collect();
    let text = format!(
        "{setting}: each case leads to {} (a forcing {kind}{}: {}) => {}",
        shown.text(),
        net_note(mode),
        each.join("; "),
        listed.join(", ")
    );
    let leads_to = if listed.len() <= 3 {
        and_list(&listed)
    } else {
        format!("the same {} conclusions", listed.len())
    };
    let reason = format!("each case leads to {leads_to} (a forcing {kind})");
    let mut step = Step::new(mode.technique(), text).parts(setting, reason, "");
    if let Cases::House(h, _) = cases_kind {
        step = step.house(layout, h);
    }
    for (&l, branches) in conclusions.iter().zip(&proofs) {
        let why = format!("each case leads to it{}", net_note(mode));
        step = step.because(why, branches.clone(), |s| conclude(s, cand, l));
    }
    for case in cases {
        step.pattern.push(super::Mark::new(case.cell, case.digit));
    }
    for b in proofs.swap_remove(0) {
        step = with_chain(step, b.chain);
    }
    Some(step.finish())
}

/// "a, b and c".
fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// What a net's chains leave unsaid: a link out of a cell or house with more than two
/// candidates rests on the removal of the others too, made by the same assumption.
fn net_note(mode: Mode) -> &'static str {
    match mode {
        Mode::Chain => "",
        Mode::Net | Mode::DeepNet => {
            "; a strong link out of a cell or house with more places rests on the same assumption removing the others"
        }
    }
}

/// "3, 5 or 7".
fn or_list(items: impl Iterator<Item = String>) -> String {
    let v: Vec<String> = items.collect();
    match v.len() {
        0 | 1 => v.concat(),
        n => format!("{} or {}", v[..n - 1].join(", "), v[n - 1]),
    }
}

/// Adds what a proven literal changes: a placement, or an elimination.
fn conclude(step: Step, cand: &Candidates, lit: Literal) -> Step {
    if lit.on {
        step.place(lit.cell, lit.digit)
    } else {
        step.eliminate(cand, CellSet::single(lit.cell), Digits::single(lit.digit))
    }
}

/// Adds a chain and its candidates to the pattern.
fn with_chain(mut step: Step, chain: Chain) -> Step {
    for n in &chain.nodes {
        for c in n.cells.iter() {
            step.pattern.push(super::Mark::new(c, n.digit));
        }
    }
    step.chain(chain)
}
