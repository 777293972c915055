//! A second upper bound, from digit templates.
//!
//! In a completed grid each digit's nine cells form a *template*: one cell in every row,
//! column and region. A layout has a few thousand (46,656 on the classic one), so they
//! can be listed. Keeping whole templates and moving only "every cell holds one digit"
//! into the objective with a multiplier λ per cell gives, for any λ,
//!
//! ```text
//! score ≤ Σ λ[c] + Σ_digits max over the digit's templates t of (Σ_{c∈t} weight[c]·digit − λ[c])
//! ```
//!
//! because every grid picks one template per digit and they cover each cell once. The
//! relaxation of `relax` keeps whole regions instead, and its best multipliers reach the
//! linear-programming bound and no further (its subproblems are assignment problems).
//! Templates are not: on empty jigsaw grids with random weights this bound closes 53 to
//! 100 % of the linear-programming gap (`scripts/target-bounds.py`), which is what
//! decides how long those searches take.
//!
//! The multipliers are tuned once, at the root; a node then costs one walk per digit
//! down a list sorted by adjusted value, stopping at the first template its candidates
//! still allow.

use super::relax::{StepSize, SCALE};
use crate::cells::{CellSet, CELLS};
use crate::engine::bitboard::State;
use crate::layout::Layout;
use crate::weights::Weights;

/// The templates of one layout and weights, and multipliers tuned at one state.
pub struct Templates {
    /// Each template's cells, one bit per cell (as the engine's boards).
    cells: Vec<u128>,
    /// Σ weight over each template's cells.
    weight: Vec<i64>,
    /// Multipliers per cell, fixed point.
    lambda: [i64; CELLS],
    /// Per digit index, each template's adjusted value: SCALE·(digit)·weight − Σ λ.
    value: [Vec<i64>; 9],
    /// Per digit index, the templates by adjusted value, highest first.
    order: [Vec<u32>; 9],
}

/// Templates a digit's walk in [`Templates::hopeless`] may pass before it gives up: near
/// the root the walks would be long and drop nothing.
const WALK_LIMIT: usize = 3000;

/// Subgradient steps at the root.
const ITERATIONS: usize = 300;

impl Templates {
    /// Lists the templates of `layout` that some digit's candidates at `root` allow (none
    /// when there is no filling at all).
    pub fn new(layout: &Layout, weights: &Weights, root: &State) -> Templates {
        let region: [usize; CELLS] = std::array::from_fn(|c| layout.region_of(c));
        let mut cells = Vec::new();
        list(&region, 0, 0, 0, 0, &mut cells);
        cells.retain(|&t| root.digits.iter().any(|&allowed| t & !allowed == 0));
        let weight = cells
            .iter()
            .map(|&t| CellSet(t).iter().map(|c| i64::from(weights.0[c])).sum())
            .collect();
        let mut templates = Templates {
            cells,
            weight,
            lambda: [0; CELLS],
            value: Default::default(),
            order: Default::default(),
        };
        templates.settle();
        templates
    }

    /// How many templates the layout has.
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// The bound at `st` under the current multipliers, in fixed point (`SCALE` units, not
    /// rounded down), or `None` when some digit has no template left among its
    /// candidates (`st` has no solution).
    ///
    /// `from` holds, per digit, where in its sorted list the walk starts, and gets where
    /// it stopped. A descendant's candidates are a subset of its ancestor's, so its first
    /// allowed template is never earlier in the list: starting from the ancestor's
    /// position skips what it already passed over (under the same multipliers).
    pub fn bound_from(&self, st: &State, from: &mut [u32; 9]) -> Option<i64> {
        let mut total: i64 = self.lambda.iter().sum();
        for (d, start) in from.iter_mut().enumerate() {
            let allowed = st.digits[d];
            let order = &self.order[d];
            let skip = *start as usize;
            let at = skip
                + order[skip..]
                    .iter()
                    .position(|&t| self.cells[t as usize] & !allowed == 0)?;
            *start = at as u32;
            total += self.value[d][order[at] as usize];
        }
        Some(total)
    }

    /// The candidates of `st` that no filling reaching `floor` can use: a digit's template
    /// through the cell would have to give up more than the bound (`scaled`, from
    /// [`bound_from`](Self::bound_from) with these `from` positions) has above the
    /// floor. Per digit, the walk down the sorted list stops where values fall that low;
    /// the open cells no allowed template above that line covers lose the digit. A digit
    /// whose walk would be longer than `WALK_LIMIT` loses nothing.
    pub fn hopeless(&self, st: &State, from: &[u32; 9], scaled: i64, floor: i64) -> [u128; 9] {
        let slack = scaled - floor.saturating_mul(SCALE);
        let mut drop = [0; 9];
        for (d, lost) in drop.iter_mut().enumerate() {
            let allowed = st.digits[d];
            let order = &self.order[d][from[d] as usize..];
            let line = self.value[d][order[0] as usize] - slack;
            let mut uncovered = allowed & st.unsolved;
            for (walked, &t) in order.iter().enumerate() {
                let t = t as usize;
                if self.value[d][t] < line || uncovered == 0 {
                    break;
                }
                if walked == WALK_LIMIT {
                    uncovered = 0;
                    break;
                }
                if self.cells[t] & !allowed == 0 {
                    uncovered &= !self.cells[t];
                }
            }
            *lost = uncovered;
        }
        drop
    }

    /// Tunes the multipliers to `st` by subgradient steps aimed a little below the
    /// current bound, or at `goal` (a score known to be reachable) when given; keeps the
    /// best and returns its bound, or `None` when `st` has no solution. `tick` is called
    /// once per step and stops the tuning when it returns true (cancellation).
    pub fn optimise(
        &mut self,
        st: &State,
        goal: Option<i64>,
        tick: &mut dyn FnMut() -> bool,
    ) -> Option<i64> {
        let mut lambda = [0f64; CELLS];
        let mut best: Option<(i64, [i64; CELLS])> = None;
        let mut step_size = StepSize::new(5);
        for _ in 0..ITERATIONS {
            if best.is_some() && tick() {
                break;
            }
            let fixed = lambda.map(|l| (l * SCALE as f64).round() as i64);
            let (scaled, covered) = self.evaluate(st, &fixed)?;
            let bound = scaled.div_euclid(SCALE);
            let improved = best.is_none_or(|(b, _)| bound < b);
            if improved {
                best = Some((bound, fixed));
            }
            if !step_size.after(improved) {
                break;
            }
            // Subgradient of the bound in λ[c]: 1 − (chosen templates covering c).
            let norm: i32 = covered.iter().map(|&k| (1 - k) * (1 - k)).sum();
            if norm == 0 || goal.is_some_and(|g| bound <= g) {
                break; // the chosen templates make a grid, or the goal is reached
            }
            let value = scaled as f64 / SCALE as f64;
            let target = goal.map_or(value - 1.0 - 0.005 * value.abs(), |g| g as f64);
            let step = step_size.theta() * (value - target).max(1.0) / f64::from(norm);
            for (l, &k) in lambda.iter_mut().zip(&covered) {
                *l -= step * f64::from(1 - k);
            }
        }
        let (bound, fixed) = best?;
        self.lambda = fixed;
        self.settle();
        Some(bound)
    }

    /// The bound at `st` under multipliers `lambda` (fixed point, not rounded down), by a
    /// full scan, and how many of the chosen templates cover each cell.
    fn evaluate(&self, st: &State, lambda: &[i64; CELLS]) -> Option<(i64, [i32; CELLS])> {
        let spent = self.spent(lambda);
        let mut total: i64 = lambda.iter().sum();
        let mut covered = [0i32; CELLS];
        for (d, &allowed) in st.digits.iter().enumerate() {
            let digit = (d + 1) as i64;
            let chosen = (0..self.len())
                .filter(|&t| self.cells[t] & !allowed == 0)
                .max_by_key(|&t| SCALE * digit * self.weight[t] - spent[t])?;
            total += SCALE * digit * self.weight[chosen] - spent[chosen];
            for c in CellSet(self.cells[chosen]).iter() {
                covered[c] += 1;
            }
        }
        Some((total, covered))
    }

    /// Σ λ over each template's cells.
    fn spent(&self, lambda: &[i64; CELLS]) -> Vec<i64> {
        self.cells
            .iter()
            .map(|&t| CellSet(t).iter().map(|c| lambda[c]).sum())
            .collect()
    }

    /// Recomputes the adjusted values and their order from `lambda`.
    fn settle(&mut self) {
        let spent = self.spent(&self.lambda);
        for d in 0..9 {
            let digit = (d + 1) as i64;
            self.value[d] = self
                .weight
                .iter()
                .zip(&spent)
                .map(|(&w, &spent)| SCALE * digit * w - spent)
                .collect();
            let value = &self.value[d];
            let mut order: Vec<u32> = (0..self.cells.len() as u32).collect();
            order.sort_unstable_by_key(|&t| std::cmp::Reverse(value[t as usize]));
            self.order[d] = order;
        }
    }
}

/// Every template from `row` on, given the columns and regions used above it.
fn list(
    region: &[usize; CELLS],
    row: usize,
    cols: u16,
    regions: u16,
    cells: u128,
    out: &mut Vec<u128>,
) {
    if row == 9 {
        out.push(cells);
        return;
    }
    for col in 0..9 {
        let c = row * 9 + col;
        if cols >> col & 1 == 0 && regions >> region[c] & 1 == 0 {
            list(
                region,
                row + 1,
                cols | 1 << col,
                regions | 1 << region[c],
                cells | 1 << c,
                out,
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::random_filling;
    use crate::maximize::relax::Relaxation;
    use crate::rng::Rng;
    use std::sync::Arc;

    fn empty(layout: &Layout) -> State {
        State::new(layout, &[0; CELLS]).unwrap()
    }

    #[test]
    fn the_classic_layout_has_46656_templates_per_digit() {
        let classic = Layout::classic();
        let templates = Templates::new(&classic, &Weights::rings(), &empty(&classic));
        assert_eq!(templates.len(), 46_656);
        // Givens 1 at r1c1 and r2c4: digit 1 needs a template through both, the other
        // digits one through neither; a template through one only fits no digit.
        let mut givens = [0; CELLS];
        givens[0] = 1;
        givens[12] = 1;
        let root = State::new(&classic, &givens).unwrap();
        let kept = Templates::new(&classic, &Weights::rings(), &root);
        let both = 1u128 | 1 << 12;
        assert!(kept
            .cells
            .iter()
            .all(|&t| t & both == 0 || t & both == both));
        assert!(kept.cells.iter().any(|&t| t & both == both));
        assert!(kept.len() < 46_656);
    }

    /// On an empty jigsaw grid with random weights, the tuned template bound is above
    /// every filling's score and below the tuned bound of `relax` (which cannot go
    /// under the linear-programming bound).
    #[test]
    fn the_template_bound_is_valid_and_tighter_on_an_empty_jigsaw() {
        let layout = Arc::new(Layout::random(&mut Rng::new(3)));
        let mut rng = Rng::new(3 ^ 0x5eed);
        let w = Weights(std::array::from_fn(|_| 1 + rng.below(99) as i32));
        let root = empty(&layout);
        let mut templates = Templates::new(&layout, &w, &root);
        let bound = templates.optimise(&root, None, &mut || false).unwrap();
        let mut relax = Relaxation::new(&layout, &w);
        let lp = relax.optimise(&root, 300, None, &mut || false).unwrap();
        assert!(
            bound < lp.value(),
            "templates {bound}, relax {}",
            lp.value()
        );
        for _ in 0..20 {
            let filling = random_filling(&layout, &mut rng).unwrap();
            assert!(w.score(&filling) <= bound);
        }
        // The walk from the root's positions gives the same bound.
        let mut from = [0; 9];
        assert_eq!(
            templates
                .bound_from(&root, &mut from)
                .map(|s| s.div_euclid(SCALE)),
            Some(bound)
        );
    }
}
