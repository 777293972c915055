//! The upper bound: a Lagrangian relaxation of the target problem.
//!
//! A completed grid puts each digit once in every house. Keeping that rule only for the
//! 9 regions (which are disjoint, so each is an independent assignment problem solved
//! exactly by the Hungarian method) and moving the row and column rules into the
//! objective with multipliers μ[h][d] gives, for any μ,
//!
//! ```text
//! score ≤ Σ μ[h][d] + Σ_regions max_assignment(profit), profit[c][d] = w[c]·d − μ[row c][d] − μ[col c][d]
//! ```
//!
//! because every completed grid pays exactly Σ μ back (each row and column holds each
//! digit once). This generalises the "each house sums to 45" trick: μ[h][d] = λ_h·d
//! subtracts λ_h·(house sum − 45). Subgradient steps on μ find the multipliers that make
//! the bound tightest (its optimum equals the linear-programming bound), and on the
//! classic layout with ring weights they rediscover that only 21 cells matter.
//!
//! Multipliers are rounded to a fixed-point grid, so every bound is computed exactly in
//! integers and stays valid whatever the rounding.

use super::assignment::{best_partial_assignment, Assignment, N};
use crate::cells::CELLS;
use crate::engine::bitboard::State;
use crate::layout::Layout;
use crate::weights::Weights;

/// Fixed-point scale of profits and multipliers.
pub const SCALE: i64 = 256;

/// Number of dualised houses: rows 0..9 and columns 9..18.
const DUAL: usize = 18;

/// An evaluated bound at one state.
#[derive(Clone, Debug)]
pub struct Bound {
    /// The bound in fixed point (`SCALE` units).
    pub scaled: i64,
    /// Each region's best assignment value, fixed point.
    pub region: [i64; 9],
    /// Digit index (0..9) each cell takes in the relaxed optimum.
    pub assign: [u8; CELLS],
    /// The dual prices of each region's assignment problem (see `Assignment`): one per
    /// open cell and one per region and digit. They bound what forcing a candidate
    /// would leave of the bound, for `Relaxation::hopeless`.
    cell_price: [i64; CELLS],
    digit_price: [[i64; 9]; 9],
    /// The multipliers it was computed with (`Relaxation::version`), so that region
    /// values are only reused under the same multipliers.
    version: u64,
}

impl Bound {
    /// The bound on the score: scores are integers, so round down.
    pub fn value(&self) -> i64 {
        self.scaled.div_euclid(SCALE)
    }
}

/// The relaxation of one puzzle's layout and weights, with its current multipliers.
#[derive(Clone)]
pub struct Relaxation {
    weights: [i64; CELLS],
    regions: [[u8; N]; 9],
    region_masks: [u128; 9],
    region_of: [u8; CELLS],
    /// Each cell's position in its region's cell list.
    slot_of: [u8; CELLS],
    row_of: [u8; CELLS],
    col_of: [u8; CELLS],
    /// Multipliers in score units (the subgradient works on these).
    mu: [[f64; 9]; DUAL],
    /// The same, rounded to fixed point (the bound uses these).
    mult: [[i64; 9]; DUAL],
    constant: i64,
    profit: [[i64; 9]; CELLS],
    /// Identifies the current multipliers; changes whenever they change.
    version: u64,
    /// The last version handed out.
    versions: u64,
}

/// A region's dual prices (see `Assignment`), by slot in the region and by digit.
struct Prices {
    cell: [i64; N],
    digit: [i64; N],
}

/// Candidates that cannot reach a floor (`Relaxation::hopeless`).
pub struct Cut {
    /// Per digit index, the cells that lose it.
    pub drop: [u128; 9],
    /// A bound on every filling that uses a dropped candidate (below the floor).
    pub value: i64,
}

/// The step-size factor of a subgradient loop: halved after `patience` steps in a row
/// that do not improve the best bound, until it is too small to matter.
pub struct StepSize {
    theta: f64,
    stale: u32,
    patience: u32,
}

impl StepSize {
    pub fn new(patience: u32) -> StepSize {
        StepSize {
            theta: 1.0,
            stale: 0,
            patience,
        }
    }

    pub fn theta(&self) -> f64 {
        self.theta
    }

    /// Records whether the last step improved the best bound; false when the loop
    /// should stop (the factor fell below 1e-3).
    pub fn after(&mut self, improved: bool) -> bool {
        if improved {
            self.stale = 0;
            return true;
        }
        self.stale += 1;
        if self.stale >= self.patience {
            self.theta *= 0.5;
            self.stale = 0;
        }
        self.theta >= 1e-3
    }
}

/// Multipliers saved by `Relaxation::save`, to be put back by `restore`.
#[derive(Clone, Debug)]
pub struct Saved {
    mu: [[f64; 9]; DUAL],
    version: u64,
}

impl Relaxation {
    pub fn new(layout: &Layout, weights: &Weights) -> Relaxation {
        let mut regions = [[0u8; N]; 9];
        let mut region_masks = [0u128; 9];
        let mut slot_of = [0u8; CELLS];
        let mut region_of = [0u8; CELLS];
        for (g, cells) in regions.iter_mut().enumerate() {
            let set = layout.region(g);
            region_masks[g] = set.0;
            for (i, (slot, c)) in cells.iter_mut().zip(set.iter()).enumerate() {
                *slot = c as u8;
                slot_of[c] = i as u8;
                region_of[c] = g as u8;
            }
        }
        let mut r = Relaxation {
            weights: weights.0.map(i64::from),
            regions,
            region_masks,
            region_of,
            slot_of,
            row_of: std::array::from_fn(|c| (c / 9) as u8),
            col_of: std::array::from_fn(|c| (9 + c % 9) as u8),
            mu: [[0.0; 9]; DUAL],
            mult: [[0; 9]; DUAL],
            constant: 0,
            profit: [[0; 9]; CELLS],
            version: 0,
            versions: 0,
        };
        r.round_multipliers();
        r
    }

    /// Adjusted profit (fixed point) of digit index `d` in `cell`.
    #[inline]
    pub fn profit(&self, cell: usize, d: usize) -> i64 {
        self.profit[cell][d]
    }

    /// The current multipliers, to `restore` after a subtree tuned its own.
    pub fn save(&self) -> Saved {
        Saved {
            mu: self.mu,
            version: self.version,
        }
    }

    /// Takes the multipliers of another relaxation of the same layout and weights (tuned
    /// to a related puzzle) as a start: any multipliers give a valid bound, and good
    /// ones for a puzzle with one given more or less are good ones here.
    pub fn adopt(&mut self, saved: &Saved) {
        self.mu = saved.mu;
        self.round_multipliers();
    }

    pub fn restore(&mut self, saved: &Saved) {
        if saved.version != self.version {
            self.mu = saved.mu;
            self.round_multipliers();
            // Same multipliers as when saved: bounds computed then stay reusable.
            self.version = saved.version;
        }
    }

    fn round_multipliers(&mut self) {
        self.versions += 1;
        self.version = self.versions;
        let mut constant = 0;
        for (m, mu) in self.mult.iter_mut().zip(&self.mu) {
            for (x, &f) in m.iter_mut().zip(mu) {
                *x = (f * SCALE as f64).round() as i64;
                constant += *x;
            }
        }
        self.constant = constant;
        for c in 0..CELLS {
            let (r, k) = (self.row_of[c] as usize, self.col_of[c] as usize);
            for d in 0..9 {
                self.profit[c][d] =
                    SCALE * self.weights[c] * (d as i64 + 1) - self.mult[r][d] - self.mult[k][d];
            }
        }
    }

    /// The best assignment of region `g` under the candidates of `st`: solved cells keep
    /// their digit, the open ones go to the Hungarian method. Returns its value, each
    /// cell's digit, and the Hungarian's prices with the open cells' slots.
    fn region_bound(&self, st: &State, g: usize) -> Option<(i64, [u8; N], Prices)> {
        let cells = &self.regions[g];
        let mut allowed = [0u16; N];
        let mut profit = [[0i64; N]; N];
        let mut open = [0usize; N];
        let mut rows = 0;
        let mut fixed = 0i64;
        let mut assign = [0u8; N];
        // Candidates of the region's cells, gathered digit by digit over the region's
        // bits (cheaper than testing 9 digits at each cell, which is where this spent
        // its time).
        let mut candidates = [0u16; N];
        for (d, &bits) in st.digits.iter().enumerate() {
            let mut m = bits & self.region_masks[g];
            while m != 0 {
                let c = m.trailing_zeros() as usize;
                m &= m - 1;
                candidates[self.slot_of[c] as usize] |= 1 << d;
            }
        }
        for (i, &c) in cells.iter().enumerate() {
            let c = c as usize;
            let a = candidates[i];
            if st.unsolved >> c & 1 == 0 {
                let d = a.trailing_zeros() as usize;
                if d >= 9 {
                    return None;
                }
                assign[i] = d as u8;
                fixed += self.profit[c][d];
            } else {
                allowed[rows] = a;
                profit[rows] = self.profit[c];
                open[rows] = i;
                rows += 1;
            }
        }
        let mut prices = Prices {
            cell: [0; N],
            digit: [0; N],
        };
        if rows > 0 {
            let a: Assignment = best_partial_assignment(&profit, &allowed, rows)?;
            fixed += a.total;
            for k in 0..rows {
                assign[open[k]] = a.column[k];
                prices.cell[open[k]] = a.row[k];
            }
            prices.digit = a.col;
        }
        Some((fixed, assign, prices))
    }

    /// The bound at `st`, or `None` when some region has no complete assignment (the
    /// state has no solution).
    pub fn bound(&self, st: &State) -> Option<Bound> {
        self.bound_reusing(st, None)
    }

    /// The bound at `st`, reusing the region values of `parent` (the bound of an
    /// ancestor of `st`, whose candidates include those of `st`; same multipliers) for regions
    /// where the parent's relaxed optimum is still allowed (that includes every region
    /// whose candidates did not change): a cheap first pass that spares most of the
    /// Hungarian solves below a node.
    pub fn bound_reusing(&self, st: &State, parent: Option<&Bound>) -> Option<Bound> {
        let mut b = Bound {
            scaled: self.constant,
            region: [0; 9],
            assign: [0; CELLS],
            cell_price: [0; CELLS],
            digit_price: [[0; 9]; 9],
            version: self.version,
        };
        let parent = parent.filter(|pb| pb.version == self.version);
        for g in 0..9 {
            match parent {
                // The parent's best assignment of the region is still allowed: the
                // child's options are a subset of the parent's, so it is still the best.
                // Its prices stay a valid proof too: the child's assignments are among
                // the parent's.
                Some(pb) if self.assignment_allowed(st, pb, g) => {
                    b.region[g] = pb.region[g];
                    for &c in &self.regions[g] {
                        b.assign[c as usize] = pb.assign[c as usize];
                        b.cell_price[c as usize] = pb.cell_price[c as usize];
                    }
                    b.digit_price[g] = pb.digit_price[g];
                }
                _ => {
                    let (v, assign, prices) = self.region_bound(st, g)?;
                    b.region[g] = v;
                    for (i, &c) in self.regions[g].iter().enumerate() {
                        b.assign[c as usize] = assign[i];
                        b.cell_price[c as usize] = prices.cell[i];
                    }
                    b.digit_price[g] = prices.digit;
                }
            }
            b.scaled += b.region[g];
        }
        Some(b)
    }

    /// The candidates of `st` that cannot lead to a score of `floor` or more: forcing
    /// digit `d` into an open cell costs its region at least the reduced cost of the pair
    /// (the region's best assignment with it loses that much against `b`'s), and the
    /// other regions can at best keep their values; when that leaves the bound below
    /// `floor`, the candidate goes ("reduced-cost fixing"). `b` must be the bound of `st`
    /// (or of an ancestor) under the current multipliers. `None` when nothing goes.
    pub fn hopeless(&self, st: &State, b: &Bound, floor: i64) -> Option<Cut> {
        if b.version != self.version {
            return None;
        }
        let slack = b.scaled.saturating_sub(floor.saturating_mul(SCALE));
        let mut cut = Cut {
            drop: [0; 9],
            value: i64::MIN,
        };
        let mut any = false;
        for (d, (&bits, drop)) in st.digits.iter().zip(cut.drop.iter_mut()).enumerate() {
            let mut m = bits & st.unsolved;
            while m != 0 {
                let c = m.trailing_zeros() as usize;
                m &= m - 1;
                let g = self.region_of[c] as usize;
                let reduced = b.cell_price[c] + b.digit_price[g][d] - self.profit[c][d];
                if reduced > slack {
                    *drop |= 1 << c;
                    any = true;
                    cut.value = cut.value.max((b.scaled - reduced).div_euclid(SCALE));
                }
            }
        }
        any.then_some(cut)
    }

    /// Whether every cell of region `g` still has the digit `pb` assigned it among its
    /// candidates in `st`.
    fn assignment_allowed(&self, st: &State, pb: &Bound, g: usize) -> bool {
        self.regions[g].iter().all(|&c| {
            let c = c as usize;
            st.digits[pb.assign[c] as usize] >> c & 1 == 1
        })
    }

    /// Subgradient optimisation of the multipliers at `st` for up to `iterations` steps,
    /// starting from the current ones. With a `floor`, it aims just below it and stops as
    /// soon as the bound falls below it (the node can be pruned); without, it aims a
    /// little below the current value. `tick` is called once per evaluation and stops
    /// the loop when it returns true (cancellation). Leaves the best multipliers found in
    /// place and returns their bound, or `None` when the relaxation proves `st` has no
    /// solution.
    pub fn optimise(
        &mut self,
        st: &State,
        iterations: usize,
        floor: Option<i64>,
        tick: &mut dyn FnMut() -> bool,
    ) -> Option<Bound> {
        let mut best = self.bound(st)?;
        let mut best_saved = self.save();
        let mut current = best.clone();
        let mut step_size = StepSize::new(4);
        for _ in 0..iterations {
            if floor.is_some_and(|f| best.value() < f) || tick() {
                break;
            }
            // Subgradient: 1 − (times digit d is used in house h by the relaxed optimum).
            let mut g = [[1i32; 9]; DUAL];
            for c in 0..CELLS {
                let d = current.assign[c] as usize;
                g[self.row_of[c] as usize][d] -= 1;
                g[self.col_of[c] as usize][d] -= 1;
            }
            let norm: i64 = g.iter().flatten().map(|&x| (x * x) as i64).sum();
            if norm == 0 {
                // The relaxed optimum is a valid grid: the bound is exact.
                break;
            }
            let l = current.scaled as f64 / SCALE as f64;
            // Polyak's step towards a goal a little below the current value: just below
            // the floor when that is near, never absurdly far.
            let modest = l - 1.0 - 0.01 * l.abs();
            let goal = match floor {
                Some(f) => (f as f64 - 1.0).max(modest).min(l - 0.5),
                None => modest,
            };
            let step = step_size.theta() * (l - goal) / norm as f64;
            for (mu, gh) in self.mu.iter_mut().zip(&g) {
                for (m, &x) in mu.iter_mut().zip(gh) {
                    *m -= step * x as f64;
                }
            }
            self.round_multipliers();
            current = self.bound(st)?;
            let improved = current.scaled < best.scaled;
            if improved {
                best = current.clone();
                best_saved = self.save();
            }
            if !step_size.after(improved) {
                break;
            }
        }
        self.restore(&best_saved);
        Some(best)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn optimised_bound_on_empty_classic_is_nearly_tight() {
        let layout = Layout::classic();
        let st = State::new(&layout, &[0; CELLS]).unwrap();
        let mut r = Relaxation::new(&layout, &Weights::rings());
        let plain = r.bound(&st).unwrap().value();
        let b = r.optimise(&st, 500, None, &mut || false).unwrap().value();
        assert!(b >= 2906, "bound {b} below the optimum");
        assert!(b < plain, "optimising must tighten {plain}");
        assert!(b <= 2910, "bound {b} is loose");
    }
}
