//! Maximum-profit assignment of the 9 cells of a house to the 9 digits (Hungarian
//! method with potentials, O(n³)), restricted to each cell's candidates.
//!
//! A house must hold each digit once, so the best assignment is an upper bound on what
//! the house can contribute; it is far tighter than taking each cell's best digit alone.

/// Side of the square problem.
pub const N: usize = 9;

/// Cost of a forbidden pair: larger than any sum of real costs, far below overflow.
const FORBIDDEN: i64 = 1 << 50;
const INF: i64 = i64::MAX / 4;

/// A best assignment with the dual prices that prove it optimal.
#[derive(Clone, Copy, Debug)]
pub struct Assignment {
    /// Total profit.
    pub total: i64,
    /// The column of each row.
    pub column: [u8; N],
    /// Row prices `row[i]` and column prices `col[j]` (columns no row took price 0, the
    /// others ≥ 0) with `profit[i][j] ≤ row[i] + col[j]` wherever allowed, equality on
    /// the chosen pairs, and `total = Σ row + Σ col`. So any assignment that pairs `i`
    /// with `j` has profit at most `total − reduced(i, j)`: the reduced cost
    /// `row[i] + col[j] − profit[i][j]` is the least it loses against the best. (Any
    /// assignment pays `Σ row + Σ col` over the columns it uses, less its reduced costs,
    /// and the columns it leaves out have prices ≥ 0.)
    pub row: [i64; N],
    pub col: [i64; N],
}

/// The best assignment of the first `rows` rows (`rows ≤ N`) to distinct columns:
/// `profit[i][j]` for row `i` taking column `j`, allowed only where bit `j` of
/// `allowed[i]` is set; columns may stay unused when `rows < N` (solved cells of a house
/// need no search, so the bound passes only the open ones, which makes deep nodes
/// cheap). `None` when no such assignment exists.
pub fn best_partial_assignment(
    profit: &[[i64; N]; N],
    allowed: &[u16; N],
    rows: usize,
) -> Option<Assignment> {
    // Rows with no option at all make the problem infeasible at once.
    if allowed[..rows].iter().any(|&a| a & 0x1ff == 0) {
        return None;
    }
    // Only the digits some row allows take part: the solved cells of a house have
    // removed theirs from the open cells, so deep in the search the problem shrinks
    // from rows × 9 to about rows × rows, which is where the bound spends its time.
    let union = allowed[..rows].iter().fold(0u16, |a, &b| a | b) & 0x1ff;
    let mut digit = [0usize; N + 1]; // digit[j]: the digit of compressed column j (1-based)
    let mut cols = 0;
    for j in 0..N {
        if union >> j & 1 == 1 {
            cols += 1;
            digit[cols] = j;
        }
    }
    if cols < rows {
        return None; // fewer digits than cells (Hall's condition fails)
    }
    // Cost matrix in the compressed columns, 1-based as in the classic formulation.
    let mut cost = [[0i64; N + 1]; N + 1];
    for i in 1..=rows {
        for j in 1..=cols {
            let d = digit[j];
            cost[i][j] = if allowed[i - 1] >> d & 1 == 1 {
                -profit[i - 1][d]
            } else {
                FORBIDDEN
            };
        }
    }
    // Index 0 is a virtual column.
    let mut u = [0i64; N + 1];
    let mut v = [0i64; N + 1];
    let mut p = [0usize; N + 1]; // p[j]: row matched to column j (0 = none)
    let mut way = [0usize; N + 1];
    for i in 1..=rows {
        p[0] = i;
        let mut j0 = 0usize;
        let mut minv = [INF; N + 1];
        let mut used = [false; N + 1];
        loop {
            used[j0] = true;
            let i0 = p[j0];
            let mut delta = INF;
            let mut j1 = 0usize;
            for j in 1..=cols {
                if !used[j] {
                    let cur = cost[i0][j] - u[i0] - v[j];
                    if cur < minv[j] {
                        minv[j] = cur;
                        way[j] = j0;
                    }
                    if minv[j] < delta {
                        delta = minv[j];
                        j1 = j;
                    }
                }
            }
            for j in 0..=cols {
                if used[j] {
                    u[p[j]] += delta;
                    v[j] -= delta;
                } else {
                    minv[j] -= delta;
                }
            }
            j0 = j1;
            if p[j0] == 0 {
                break;
            }
        }
        loop {
            let j1 = way[j0];
            p[j0] = p[j1];
            j0 = j1;
            if j0 == 0 {
                break;
            }
        }
    }
    let mut out = Assignment {
        total: 0,
        column: [0; N],
        row: [0; N],
        col: [0; N],
    };
    for j in 1..=cols {
        // Costs are negated profits, so prices change sign. A column no row took was
        // never in an alternating tree: its price is still 0.
        out.col[digit[j]] = -v[j];
        if p[j] == 0 {
            continue; // a column no row took (only when rows < cols)
        }
        let (i, d) = (p[j] - 1, digit[j]);
        if allowed[i] >> d & 1 == 0 {
            return None;
        }
        out.column[i] = d as u8;
        out.total += profit[i][d];
    }
    for i in 0..rows {
        out.row[i] = -u[i + 1];
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    /// Exhaustive search over permutations, for cross-checking.
    fn brute(profit: &[[i64; N]; N], allowed: &[u16; N], rows: usize) -> Option<i64> {
        fn go(
            i: usize,
            rows: usize,
            used: u16,
            profit: &[[i64; N]; N],
            allowed: &[u16; N],
        ) -> Option<i64> {
            if i == rows {
                return Some(0);
            }
            let mut best: Option<i64> = None;
            for j in 0..N {
                if used >> j & 1 == 0 && allowed[i] >> j & 1 == 1 {
                    if let Some(rest) = go(i + 1, rows, used | 1 << j, profit, allowed) {
                        let v = rest + profit[i][j];
                        best = Some(best.map_or(v, |b| b.max(v)));
                    }
                }
            }
            best
        }
        go(0, rows, 0, profit, allowed)
    }

    #[test]
    fn matches_brute_force_on_random_problems() {
        let mut rng = Rng::new(7);
        for round in 0..300 {
            let mut profit = [[0i64; N]; N];
            let mut allowed = [0u16; N];
            for (row, mask) in profit.iter_mut().zip(allowed.iter_mut()) {
                for (j, slot) in row.iter_mut().enumerate() {
                    *slot = rng.below(2001) as i64 - 1000;
                    // Sparse masks in some rounds so that infeasible problems occur.
                    let keep = if round % 3 == 0 {
                        rng.below(4) == 0
                    } else {
                        rng.below(3) != 0
                    };
                    if keep {
                        *mask |= 1 << j;
                    }
                }
            }
            // Full houses, and houses with some cells already solved.
            let rows = if round % 2 == 0 { N } else { 1 + round % N };
            let got = best_partial_assignment(&profit, &allowed, rows);
            let want = brute(&profit, &allowed, rows);
            assert_eq!(got.map(|g| g.total), want, "round {round}");
            if let Some(a) = got {
                let mut seen = 0u16;
                let mut sum = 0;
                for i in 0..rows {
                    let j = a.column[i] as usize;
                    assert!(allowed[i] >> j & 1 == 1);
                    seen |= 1 << j;
                    sum += profit[i][j];
                }
                assert_eq!(seen.count_ones() as usize, rows);
                assert_eq!(sum, a.total);
                // The prices prove optimality, and each pair's reduced cost is at most
                // what forcing it loses (checked by brute force with the pair forced).
                assert_eq!(
                    a.row[..rows].iter().sum::<i64>() + a.col.iter().sum::<i64>(),
                    a.total
                );
                assert!(a.col.iter().all(|&c| c >= 0));
                for i in 0..rows {
                    for j in 0..N {
                        if allowed[i] >> j & 1 == 0 {
                            continue;
                        }
                        let rc = a.row[i] + a.col[j] - profit[i][j];
                        assert!(rc >= 0, "round {round}: negative reduced cost");
                        let mut forced = allowed;
                        forced[i] = 1 << j;
                        if let Some(f) = brute(&profit, &forced, rows) {
                            assert!(f <= a.total - rc, "round {round}: ({i}, {j}) forced {f}");
                        }
                    }
                }
            }
        }
    }
}
