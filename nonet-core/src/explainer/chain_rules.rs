//! Rules 23–30 as the rating loop asks them: the family's scan (`multiple`), with the
//! rules a "+" or nested level runs inside its searches (`advanced`), and SE's choice
//! among the hints: the least (complexity, kind), the first found among equals.

use super::advanced::Advancer;
use super::chains::with_length_bonus;
use super::grid::SeGrid;
use super::multiple::{complexity, each_hint, removed, Family, Shape};
use super::propagate::{node, Advance, Propagation, Work};
use super::rules::{Hint, Rule};

/// What rules asked in turn on one grid share: rule 27's inner results, which rule 28
/// repeats before its own.
#[derive(Default)]
pub struct Round {
    level_two: Option<Advancer>,
}

/// The hint SE uses from rule `rule` (23–30) on `grid`, the grid of `round`.
pub fn chaining(grid: &SeGrid, rule: Rule, round: &mut Round) -> Option<Hint> {
    let family = Family::of(rule);
    let start = Work::new(grid);
    let advancer = match (family.mode.level, round.level_two.take()) {
        (3, Some(two)) => Advancer::after_level_two(two),
        (level, _) => Advancer::new(level),
    };
    let hint = chaining_with(&start, rule, &advancer);
    if advancer.level() == 2 {
        round.level_two = Some(advancer);
    }
    hint
}

fn chaining_with(start: &Work, rule: Rule, advancer: &Advancer) -> Option<Hint> {
    let family = Family::of(rule);
    let run = |s: &Work, n: &Work, f: &Propagation| advancer.run(s, n, f);
    let advance: Option<Advance> = (family.mode.level >= 1).then_some(&run);
    let mut best: Option<(usize, u8, u16, Shape)> = None;
    each_hint(
        start,
        family,
        advance,
        |_| true,
        |target, shape, branches| {
            if removed(start, target).is_empty() {
                return;
            }
            let complexity = complexity(branches);
            let key = shape.sort_key();
            if best.is_none_or(|(c, k, _, _)| (complexity, key) < (c, k)) {
                best = Some((complexity, key, target, shape));
            }
        },
    );
    let (complexity, _, target, shape) = best?;
    let difficulty = with_length_bonus(family.base(), complexity);
    let name = family.name(shape);
    let (cell, digit, on) = node(target);
    let mut hint = if on {
        Hint::placing(rule, &name, difficulty, cell, digit)
    } else {
        Hint::removing(rule, name, difficulty, Vec::new())
    };
    hint.eliminations = removed(start, target);
    Some(hint)
}
