//! The rating loop (SPEC §1.2): ask the rules in order, apply the first hint, keep ER
//! (the hardest step), EP (the hardest up to the first placement) and ED (the first
//! step). One hint per round, nothing cascades.

use super::chain_rules::Round;
use super::grid::SeGrid;
use super::rules::{Hint, Rule};
use crate::puzzle::Board;

/// A puzzle's Sudoku Explainer rating. `er` is `f64::NEG_INFINITY` for a full grid and
/// 20.0 when no rule applies (SE's "stuck").
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    pub er: f64,
    pub ep: f64,
    pub ed: f64,
}

/// The rule's first hint on `grid`, in SE's choice, or `None`.
pub fn first_hint(rule: Rule, grid: &SeGrid) -> Option<Hint> {
    first_hint_in(rule, grid, &mut Round::default())
}

/// `first_hint` for rules asked in turn on one grid, sharing work through `round`.
fn first_hint_in(rule: Rule, grid: &SeGrid, round: &mut Round) -> Option<Hint> {
    use super::{
        aligned, bug, chains, direct, fish, intersections, loops, singles, subsets, wings,
    };
    match rule {
        Rule::HiddenSingle => singles::hidden_single(grid),
        Rule::DirectPointing => direct::direct_pointing(grid),
        Rule::DirectHiddenPair => direct::direct_hidden_set(grid, 2),
        Rule::NakedSingle => singles::naked_single(grid),
        Rule::DirectHiddenTriplet => direct::direct_hidden_set(grid, 3),
        Rule::Pointing => intersections::pointing(grid),
        Rule::NakedPair => subsets::naked(grid, 2),
        Rule::XWing => fish::fish(grid, 2),
        Rule::HiddenPair => subsets::hidden(grid, 2),
        Rule::NakedTriplet => subsets::naked(grid, 3),
        Rule::Swordfish => fish::fish(grid, 3),
        Rule::HiddenTriplet => subsets::hidden(grid, 3),
        Rule::XyWing => wings::wing(grid, false),
        Rule::XyzWing => wings::wing(grid, true),
        Rule::UniqueLoop => loops::unique_loop(grid),
        Rule::NakedQuad => subsets::naked(grid, 4),
        Rule::Jellyfish => fish::fish(grid, 4),
        Rule::HiddenQuad => subsets::hidden(grid, 4),
        Rule::Bug => bug::bug(grid),
        Rule::AlignedPair => aligned::aligned_pair(grid),
        Rule::ForcingChains => chains::forcing_chains(grid),
        Rule::AlignedTriplet => aligned::aligned_triplet(grid),
        Rule::Nishio
        | Rule::MultipleChains
        | Rule::DynamicChains
        | Rule::DynamicPlus
        | Rule::Nested2
        | Rule::Nested3
        | Rule::Nested4
        | Rule::Nested5 => super::chain_rules::chaining(grid, rule, round),
    }
}

/// The first hint SE would use on `grid`, `None` when no rule applies.
pub fn next_hint(grid: &SeGrid) -> Option<Hint> {
    next_hint_unless(grid, &|| false).unwrap_or(None)
}

/// The rating was given up: its caller said so.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cancelled;

/// `next_hint`, asking `cancelled` before each rule. The nested rules take up to seconds
/// each on the hardest puzzles, so a search nobody waits for stops within one rule.
fn next_hint_unless(
    grid: &SeGrid,
    cancelled: &dyn Fn() -> bool,
) -> Result<Option<Hint>, Cancelled> {
    let mut round = Round::default();
    for rule in Rule::ALL {
        if cancelled() {
            return Err(Cancelled);
        }
        if let Some(hint) = first_hint_in(rule, grid, &mut round) {
            return Ok(Some(hint));
        }
    }
    Ok(None)
}

/// Rates `givens` as serate does, calling `step` with each hint before it is applied.
/// A grid no rule moves on (only a puzzle without a unique solution can be one) ends
/// with serate's ER 20.0.
pub fn rate_with(givens: &Board, step: impl FnMut(&SeGrid, &Hint)) -> Rating {
    rate_path(givens, step, &|| false).unwrap_or_else(|Cancelled| unreachable!("never cancelled"))
}

pub fn rate(givens: &Board) -> Rating {
    rate_with(givens, |_, _| {})
}

/// `rate`, given up (`Err`) as soon as `cancelled` says so: it is asked before each
/// rule of each step, so a rating nobody waits for any more stops within one rule's
/// search instead of at the end of the path.
pub fn rate_unless(givens: &Board, cancelled: &dyn Fn() -> bool) -> Result<Rating, Cancelled> {
    rate_path(givens, |_, _| {}, cancelled)
}

fn rate_path(
    givens: &Board,
    mut step: impl FnMut(&SeGrid, &Hint),
    cancelled: &dyn Fn() -> bool,
) -> Result<Rating, Cancelled> {
    let mut grid = SeGrid::from_givens(givens);
    let mut rating = Rating {
        er: f64::NEG_INFINITY,
        ep: 0.0,
        ed: 0.0,
    };
    while !grid.is_full() {
        let Some(hint) = next_hint_unless(&grid, cancelled)? else {
            rating.er = 20.0;
            break;
        };
        step(&grid, &hint);
        rating.er = rating.er.max(hint.difficulty);
        hint.apply(&mut grid);
        if rating.ep == 0.0 {
            if rating.ed == 0.0 {
                rating.ed = rating.er;
            }
            if hint.placement.is_some() {
                rating.ep = rating.er;
            }
        }
    }
    Ok(rating)
}

/// SE's one-decimal text of a rating value: `floor((x + 0.05) * 10)` as a truncated
/// 32-bit integer, split at the last digit (so minus infinity prints `-214748364.-8`).
pub fn format_value(x: f64) -> String {
    let w = ((x + 0.05) * 10.0).floor() as i64;
    // Java's (int) cast saturates; Rust's `as i32` does too, and NaN goes to 0 in both.
    let w = w.clamp(i32::MIN as i64, i32::MAX as i64) as i32;
    format!("{}.{}", w / 10, w % 10)
}

impl Rating {
    /// `ER/EP/ED` as serate prints them.
    pub fn text(&self) -> String {
        format!(
            "{}/{}/{}",
            format_value(self.er),
            format_value(self.ep),
            format_value(self.ed)
        )
    }
}
