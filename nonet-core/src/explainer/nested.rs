//! Nested levels 2–5 (SPEC §4.7, rules 27–30): when a dynamic search runs dry, chaining
//! rules run on its reduced grid after the four simple rules of level 1. Each such
//! "inner" rule collects every hint it has, sorts them as SE does (difficulty, then
//! complexity, then kind; the first found among equals), drops those with the same
//! eliminations as an earlier one, and keeps those whose chains depended on a removal
//! made by the enclosing search (their *rule parents*). What they eliminate becomes new
//! false nodes of that search, carrying the inner hint so that the outer hint's
//! complexity can add the inner one's (SPEC §4.6).

use std::collections::HashSet;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::rc::Rc;

use super::chains::with_length_bonus;
use super::grid::House;
use super::multiple::{self, Branch, Chain, Family, Shape};
use super::propagate::{node, slot, Advance, Carried, Cause, Implied, SlotSet, Work};
use super::rules::Rule;

/// One hint of an inner chaining rule, with what SE sorts it by and what it implies.
pub struct InnerChain {
    pub difficulty: f64,
    pub complexity: usize,
    pub key: u8,
    /// Eliminations in row-major order (SPEC Q14).
    pub removed: Vec<(usize, u8)>,
    /// Rule parents: false nodes of the enclosing search.
    pub parents: Vec<u16>,
    pub fingerprint: u64,
}

/// The inner hints of one rule in SE's order, de-duplicated by eliminations, as implied
/// false nodes; empty when none of them has a rule parent.
pub fn implied(mut hints: Vec<InnerChain>) -> Vec<Implied> {
    // A stable sort keeps the collection order among equals.
    hints.sort_by(|a, b| {
        (a.difficulty, a.complexity, a.key)
            .partial_cmp(&(b.difficulty, b.complexity, b.key))
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    let mut seen: HashSet<Vec<(usize, u8)>> = HashSet::new();
    let mut out = Vec::new();
    for hint in hints {
        if !seen.insert(hint.removed.clone()) || hint.parents.is_empty() {
            continue;
        }
        let parents: Rc<[u16]> = hint.parents.into();
        let carried = Carried {
            complexity: hint.complexity,
            fingerprint: hint.fingerprint,
        };
        out.extend(hint.removed.iter().map(|&(cell, digit)| Implied {
            cell,
            digit,
            parents: Rc::clone(&parents),
            carried: Some(carried),
        }));
    }
    out
}

/// Rule parents of a node derived through `cause` (SPEC §4.7): the candidates of its
/// cell (cell cause) or of its digit in its house (house cause) that were in the
/// enclosing search's start grid and are gone now, as false nodes, each once.
pub struct RuleParents<'a> {
    start: &'a Work,
    now: &'a Work,
    seen: SlotSet,
    pub parents: Vec<u16>,
}

impl<'a> RuleParents<'a> {
    pub fn new(start: &'a Work, now: &'a Work) -> RuleParents<'a> {
        RuleParents {
            start,
            now,
            seen: SlotSet::EMPTY,
            parents: Vec::new(),
        }
    }

    fn add(&mut self, s: u16) {
        if self.seen.insert(s) {
            self.parents.push(s);
        }
    }

    pub fn of(&mut self, cell: usize, digit: u8, cause: Cause) {
        match cause {
            Cause::Cell => {
                let gone = self.start.cands[cell].0 & !self.now.cands[cell].0;
                for e in crate::cells::Digits(gone).iter() {
                    self.add(slot(cell, e, false));
                }
            }
            Cause::House(kind) => {
                let house = House::of(kind, cell);
                let gone = self.start.in_house(house, digit) - self.now.in_house(house, digit);
                for x in gone.iter() {
                    self.add(slot(x, digit, false));
                }
            }
            Cause::Start | Cause::Advanced => {}
        }
    }
}

/// Every hint of a rule of 24, 25 or 27 run on the working grid `now` (its own start
/// grid), with rule parents relative to `outer`, the enclosing search's start grid;
/// cell and region chains only where `wanted` says they may have one.
pub fn multiple_hints(
    outer: &Work,
    now: &Work,
    rule: Rule,
    advance: Option<Advance>,
    wanted: impl FnMut(Chain) -> bool,
) -> Vec<InnerChain> {
    let family = Family::of(rule);
    let mut out = Vec::new();
    multiple::each_hint(now, family, advance, wanted, |target, shape, branches| {
        let removed = multiple::removed(now, target);
        if removed.is_empty() {
            return;
        }
        let complexity = multiple::complexity(branches);
        let (parents, fingerprint) = rule_parents(outer, now, shape, branches);
        out.push(InnerChain {
            difficulty: with_length_bonus(family.base(), complexity),
            complexity,
            key: shape.sort_key(),
            removed,
            parents,
            fingerprint,
        });
    });
    out
}

/// The rule parents of a hint read off its branches, and its fingerprint.
fn rule_parents(outer: &Work, now: &Work, shape: Shape, branches: &[Branch]) -> (Vec<u16>, u64) {
    // A cell or region chain's own start nodes count as derived through that cell or
    // house; other start nodes (contradiction, double) add nothing.
    let start_cause = match shape {
        Shape::Cell => Cause::Cell,
        Shape::Region(kind) => Cause::House(kind),
        Shape::Double | Shape::Contradiction => Cause::Start,
    };
    let mut parents = RuleParents::new(outer, now);
    let mut hasher = DefaultHasher::new();
    for branch in branches {
        branch.prop.walk(&branch.end, |record| {
            record.slot.hash(&mut hasher);
            let (cell, digit, on) = node(record.slot);
            if on {
                let cause = match record.cause {
                    Cause::Start => start_cause,
                    cause => cause,
                };
                parents.of(cell, digit, cause);
            }
        });
        u16::MAX.hash(&mut hasher);
    }
    (parents.parents, hasher.finish())
}
