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

use super::assignment::{best_assignment, N};
use super::weights::Weights;
use crate::cells::{CellSet, CELLS};
use crate::engine::bitboard::State;
use crate::layout::Layout;

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
    row_of: [u8; CELLS],
    col_of: [u8; CELLS],
    /// Multipliers in score units (the subgradient works on these).
    mu: [[f64; 9]; DUAL],
    /// The same, rounded to fixed point (the bound uses these).
    mult: [[i64; 9]; DUAL],
    constant: i64,
    profit: [[i64; 9]; CELLS],
}

impl Relaxation {
    pub fn new(layout: &Layout, weights: &Weights) -> Relaxation {
        let mut regions = [[0u8; N]; 9];
        let mut region_masks = [0u128; 9];
        for (g, cells) in regions.iter_mut().enumerate() {
            let set = layout.region(g);
            region_masks[g] = set.0;
            for (slot, c) in cells.iter_mut().zip(set.iter()) {
                *slot = c as u8;
            }
        }
        let mut r = Relaxation {
            weights: weights.0.map(i64::from),
            regions,
            region_masks,
            row_of: std::array::from_fn(|c| (c / 9) as u8),
            col_of: std::array::from_fn(|c| (9 + c % 9) as u8),
            mu: [[0.0; 9]; DUAL],
            mult: [[0; 9]; DUAL],
            constant: 0,
            profit: [[0; 9]; CELLS],
        };
        r.round_multipliers();
        r
    }

    /// Adjusted profit (fixed point) of digit index `d` in `cell`.
    #[inline]
    pub fn profit(&self, cell: usize, d: usize) -> i64 {
        self.profit[cell][d]
    }

    fn round_multipliers(&mut self) {
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

    /// The best assignment of region `g` under the candidates of `st`.
    fn region_bound(&self, st: &State, g: usize) -> Option<(i64, [u8; N])> {
        let cells = &self.regions[g];
        let mut allowed = [0u16; N];
        let mut profit = [[0i64; N]; N];
        for (i, &c) in cells.iter().enumerate() {
            let c = c as usize;
            let mut a = 0u16;
            for (d, &bits) in st.digits.iter().enumerate() {
                a |= ((bits >> c & 1) as u16) << d;
            }
            allowed[i] = a;
            profit[i] = self.profit[c];
        }
        best_assignment(&profit, &allowed)
    }

    /// The bound at `st`, or `None` when some region has no complete assignment (the
    /// state has no solution).
    pub fn bound(&self, st: &State) -> Option<Bound> {
        self.bound_reusing(st, None)
    }

    /// The bound at `st`, reusing the region values of `parent` (same multipliers) for
    /// regions whose candidates did not change.
    pub fn bound_reusing(&self, st: &State, parent: Option<(&State, &Bound)>) -> Option<Bound> {
        let mut b = Bound {
            scaled: self.constant,
            region: [0; 9],
            assign: [0; CELLS],
        };
        let changed = match parent {
            Some((ps, _)) => {
                let mut diff = ps.unsolved ^ st.unsolved;
                for (a, c) in ps.digits.iter().zip(&st.digits) {
                    diff |= a ^ c;
                }
                diff
            }
            None => CellSet::ALL.0,
        };
        for g in 0..9 {
            match parent {
                Some((_, pb)) if changed & self.region_masks[g] == 0 => {
                    b.region[g] = pb.region[g];
                    for &c in &self.regions[g] {
                        b.assign[c as usize] = pb.assign[c as usize];
                    }
                }
                _ => {
                    let (v, assign) = self.region_bound(st, g)?;
                    b.region[g] = v;
                    for (i, &c) in self.regions[g].iter().enumerate() {
                        b.assign[c as usize] = assign[i];
                    }
                }
            }
            b.scaled += b.region[g];
        }
        Some(b)
    }

    /// Subgradient optimisation of the multipliers at `st` for up to `iterations` steps,
    /// aiming at `target` (a known score, if any). Leaves the best multipliers found in
    /// place and returns their bound, or `None` when the relaxation proves `st` has no
    /// solution. Stops early once the bound is at or below `stop_at`.
    pub fn optimise(
        &mut self,
        st: &State,
        iterations: usize,
        target: Option<i64>,
        stop_at: Option<i64>,
    ) -> Option<Bound> {
        let mut best = self.bound(st)?;
        let mut best_mu = self.mu;
        let mut current = best.clone();
        let mut theta = 1.0f64;
        let mut stale = 0;
        for _ in 0..iterations {
            if stop_at.is_some_and(|s| best.value() <= s) {
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
            let goal = match target {
                Some(t) if (t as f64) < l - 0.5 => t as f64,
                _ => l - 1.0 - 0.01 * l.abs(),
            };
            let step = theta * (l - goal) / norm as f64;
            for (mu, gh) in self.mu.iter_mut().zip(&g) {
                for (m, &x) in mu.iter_mut().zip(gh) {
                    *m -= step * x as f64;
                }
            }
            self.round_multipliers();
            current = self.bound(st)?;
            if current.scaled < best.scaled {
                best = current.clone();
                best_mu = self.mu;
                stale = 0;
            } else {
                stale += 1;
                if stale >= 4 {
                    theta *= 0.5;
                    stale = 0;
                    if theta < 1e-3 {
                        break;
                    }
                }
            }
        }
        self.mu = best_mu;
        self.round_multipliers();
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
        let b = r.optimise(&st, 500, Some(2906), None).unwrap().value();
        assert!(b >= 2906, "bound {b} below the optimum");
        assert!(b < plain, "optimising must tighten {plain}");
        assert!(b <= 2910, "bound {b} is loose");
    }
}
