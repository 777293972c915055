#!/usr/bin/env python3
"""What bounds the target search on an empty jigsaw grid: two relaxations' bounds.

Reads the lines of `target_bench --instances N` (seed, region map, weights, the quick
bound of `nonet_core::maximize::upper_bound`) and prints, for each instance:

- the linear-programming bound (every cell one digit, every row, column and region each
  digit once, 0 <= x <= 1). nonet's Lagrangian relaxation (regions as assignment
  problems, rows and columns priced) has the integrality property, so no choice of
  multipliers takes it below this figure: it is the floor of the bound nonet uses.
- the template bound: each digit's nine cells chosen as a whole (a transversal: one cell
  in each row, column and region), the templates coupled only by "every cell one digit".
  Templates are enumerated per layout (a few thousand) and the LP over them is solved
  exactly. It is at least as tight as the first and often much tighter.

Measurement only, not part of nonet: it needs numpy and scipy (HiGHS), e.g.

    python3 -m venv /tmp/lpvenv && /tmp/lpvenv/bin/pip install scipy
    cargo run --release -p nonet-core --example target_bench -- --instances 8 \
        | /tmp/lpvenv/bin/python scripts/target-bounds.py
"""

import sys

import numpy as np
from scipy.optimize import linprog
from scipy.sparse import coo_matrix


def transversals(region):
    """Every set of 9 cells with one cell in each row, column and region."""
    found = []

    def place(row, cols, regions, cells):
        if row == 9:
            found.append(list(cells))
            return
        for col in range(9):
            g = region[row * 9 + col]
            if cols >> col & 1 or regions >> g & 1:
                continue
            cells.append(row * 9 + col)
            place(row + 1, cols | 1 << col, regions | 1 << g, cells)
            cells.pop()

    place(0, 0, 0, [])
    return np.array(found, dtype=np.int64).reshape(-1, 9)


def solve(profit, rows, cols, n_rows):
    """max profit·x subject to the 0/1 rows summing to 1, x >= 0; None if infeasible."""
    a = coo_matrix((np.ones(len(rows)), (rows, cols)), shape=(n_rows, len(profit)))
    res = linprog(-profit, A_eq=a.tocsr(), b_eq=np.ones(n_rows), bounds=(0, None),
                  method="highs")
    return -res.fun if res.status == 0 else None


def lp_bound(region, w):
    """Variables x[cell*9+d]: cells, then rows, columns and regions per digit."""
    rows, cols = [], []
    constraint = 0
    for cell in range(81):
        for d in range(9):
            rows.append(constraint)
            cols.append(cell * 9 + d)
        constraint += 1
    for kind in ("row", "col", "region"):
        for h in range(9):
            for d in range(9):
                for cell in range(81):
                    house = {"row": cell // 9, "col": cell % 9, "region": region[cell]}[kind]
                    if house == h:
                        rows.append(constraint)
                        cols.append(cell * 9 + d)
                constraint += 1
    profit = np.array([w[c] * (d + 1) for c in range(81) for d in range(9)], dtype=float)
    return solve(profit, np.array(rows), np.array(cols), constraint)


def template_bound(region, w):
    """Variables y[d][t]: digit d on template t. Rows 0..9 pick one template per digit,
    rows 9..90 give every cell one digit."""
    t = transversals(region)
    m = len(t)
    if m == 0:
        return None, 0
    rows, cols, profit = [], [], []
    for d in range(9):
        var = np.arange(m) + d * m
        rows.append(np.full(m, d))
        cols.append(var)
        for k in range(9):
            rows.append(9 + t[:, k])
            cols.append(var)
        profit.append((d + 1) * np.asarray(w, dtype=float)[t].sum(axis=1))
    bound = solve(np.concatenate(profit), np.concatenate(rows), np.concatenate(cols), 90)
    return bound, m


def main():
    print(f"{'seed':>4} {'quick':>7} {'LP':>9} {'template':>9} {'templates':>9}")
    for line in sys.stdin:
        if not line.strip():
            continue
        seed, region_map, weights, quick = line.split()
        region = [ord(ch) - ord("A") for ch in region_map]
        w = [int(x) for x in weights.split(",")]
        lp = lp_bound(region, w)
        template, count = template_bound(region, w)
        show = lambda b: "none" if b is None else f"{b:.1f}"
        print(f"{seed:>4} {quick:>7} {show(lp):>9} {show(template):>9} {count:>9}", flush=True)


if __name__ == "__main__":
    main()
