#!/usr/bin/env python3
"""nonet's target maximizer against two general solvers: HiGHS (MIP) and OR-Tools CP-SAT.

Measuring only: the solvers come from a scratch venv, never from nonet's dependencies.

    python3 -m venv /tmp/mip && /tmp/mip/bin/pip install highspy ortools
    nice /tmp/mip/bin/python scripts/target-vs-mip.py --nonet target/release/nonet

The instances (every one built with nonet itself, seeded): 20 NOIP-style classic puzzles
(the two NOIP 2009 samples and 18 of 24 givens taken from the solutions of generated
puzzles), the empty classic grid with ring weights and with 5 random weightings 1-100,
10 empty jigsaw grids (layouts of generated jigsaw puzzles) with ring and random weights,
and those 10 jigsaws with 20 givens taken from their solutions, random weights.

One model for both solvers: a 0/1 variable per cell and digit, exactly one digit per
cell and each digit once per row, column and region, the givens fixed, maximize
sum weight * digit. HiGHS runs on one thread with a zero gap (mip_abs_gap 0.999: the
score is an integer); CP-SAT with 8 workers and with 1. Each solve has --limit seconds
(default 60); the rows marked "median of 5 runs" take the median of five per instance.

Times: nonet's are whole processes (`nonet target`, start-up included); the others' are
the solve call alone (model building and Python's start-up excluded). CPU time is the
time the solver's threads spent on a core (for nonet, the child's user + system time;
for the others, this process's), which a shared machine does not inflate as it does
wall time. Every optimum found is checked to be the same for all solvers.
"""
import argparse
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time

RING = [6 + min(r, 8 - r, c, 8 - c) for r in range(9) for c in range(9)]
CLASSIC_REGIONS = "".join("ABCDEFGHI"[(r // 3) * 3 + c // 3] for r in range(9) for c in range(9))


def run(cmd, stdin=""):
    out = subprocess.run(cmd, input=stdin, capture_output=True, text=True)
    if out.returncode not in (0, 1):
        sys.exit(f"{' '.join(cmd)}: {out.stderr}")
    return out.stdout


class Instance:
    def __init__(self, name, givens, regions, weights):
        self.name, self.givens, self.regions, self.weights = name, givens, regions, weights

    def line(self):
        g = "".join(str(d) if d else "." for d in self.givens)
        return g if self.regions == CLASSIC_REGIONS else f"{g} {self.regions}"


def read_grid(path):
    with open(path) as f:
        return [int(t) for t in f.read().split()][:81]


def instances(nonet, samples, rng):
    """Every group: (label, instances, runs per instance)."""
    classic = [Instance(n, read_grid(os.path.join(samples, n)), CLASSIC_REGIONS, RING)
               for n in ("noip2009_sample1.in", "noip2009_sample2.in")]
    lines = run([nonet, "generate", "--count", "18", "--seed", "2009"]).split()
    solved = run([nonet, "solve", "--limit", "1"], "\n".join(lines) + "\n").split()
    for i, sol in enumerate(solved):
        cells = rng.sample(range(81), 24)
        givens = [int(sol[k]) if k in cells else 0 for k in range(81)]
        classic.append(Instance(f"noip-style {i + 1}", givens, CLASSIC_REGIONS, RING))
    empty = [0] * 81
    random_w = lambda: [rng.randint(1, 100) for _ in range(81)]
    weightings = [Instance("empty classic, rings", empty, CLASSIC_REGIONS, RING)]
    random_classic = [Instance(f"empty classic, weights {i + 1}", empty, CLASSIC_REGIONS, random_w())
                      for i in range(5)]
    gen = run([nonet, "generate", "--jigsaw", "--count", "10", "--seed", "30"]).strip().splitlines()
    sols = run([nonet, "solve", "--limit", "1"], "\n".join(gen) + "\n").strip().splitlines()
    layouts = [(s.split()[0], s.split()[1]) for s in sols]
    jig_ring = [Instance(f"empty jigsaw {i + 1}, rings", empty, reg, RING) for i, (_, reg) in enumerate(layouts)]
    jig_rand = [Instance(f"empty jigsaw {i + 1}, random", empty, reg, random_w()) for i, (_, reg) in enumerate(layouts)]
    jig_20 = []
    for i, (sol, reg) in enumerate(layouts):
        cells = rng.sample(range(81), 20)
        givens = [int(sol[k]) if k in cells else 0 for k in range(81)]
        jig_20.append(Instance(f"jigsaw {i + 1}, 20 givens, random", givens, reg, random_w()))
    return [
        ("20 NOIP-style classic puzzles, ring weights (median of 5 runs)", classic, 5),
        ("empty classic grid, ring weights (2906)", weightings, 1),
        ("empty classic grid, 5 random weightings 1-100", random_classic, 1),
        ("10 empty jigsaws, ring weights", jig_ring, 1),
        ("10 empty jigsaws, random weights", jig_rand, 1),
        ("10 jigsaws with 20 givens, random weights (median of 5 runs)", jig_20, 5),
    ]


def houses(regions):
    out = [[r * 9 + c for c in range(9)] for r in range(9)]
    out += [[r * 9 + c for r in range(9)] for c in range(9)]
    for label in sorted(set(regions)):
        out.append([k for k in range(81) if regions[k] == label])
    return out


def solve_nonet(nonet, inst, limit, tmp):
    wfile = os.path.join(tmp, "w.txt")
    pfile = os.path.join(tmp, "p.txt")
    with open(wfile, "w") as f:
        f.write("\n".join(" ".join(map(str, inst.weights[r * 9:r * 9 + 9])) for r in range(9)) + "\n")
    with open(pfile, "w") as f:
        f.write(inst.line() + "\n")
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    try:
        out = subprocess.run([nonet, "target", "--weights", wfile, pfile],
                             capture_output=True, text=True, timeout=limit)
    except subprocess.TimeoutExpired:
        return None, limit, limit
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    score = int(out.stdout.split()[0])
    return (None if score < 0 else score), wall, cpu


def solve_highs(inst, limit):
    import highspy
    import numpy as np
    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    h.setOptionValue("threads", 1)
    h.setOptionValue("time_limit", float(limit))
    h.setOptionValue("mip_rel_gap", 0.0)
    h.setOptionValue("mip_abs_gap", 0.999)
    rows = [[c * 9 + d for d in range(9)] for c in range(81)]
    rows += [[c * 9 + d for c in hs] for hs in houses(inst.regions) for d in range(9)]
    lp = highspy.HighsLp()
    lp.num_col_, lp.num_row_ = 729, len(rows)
    lp.col_cost_ = np.array([inst.weights[v // 9] * (v % 9 + 1) for v in range(729)], dtype=float)
    lp.col_lower_ = np.array([1.0 if inst.givens[v // 9] == v % 9 + 1 else 0.0 for v in range(729)])
    lp.col_upper_ = np.ones(729)
    lp.row_lower_ = np.ones(len(rows))
    lp.row_upper_ = np.ones(len(rows))
    lp.sense_ = highspy.ObjSense.kMaximize
    lp.a_matrix_.format_ = highspy.MatrixFormat.kRowwise
    lp.a_matrix_.start_ = np.cumsum([0] + [len(r) for r in rows]).astype(np.int32)
    lp.a_matrix_.index_ = np.array([v for r in rows for v in r], dtype=np.int32)
    lp.a_matrix_.value_ = np.ones(sum(len(r) for r in rows))
    lp.integrality_ = [highspy.HighsVarType.kInteger] * 729
    h.passModel(lp)
    cpu0, start = time.process_time(), time.perf_counter()
    h.run()
    wall, cpu = time.perf_counter() - start, time.process_time() - cpu0
    status = h.getModelStatus()
    if status == highspy.HighsModelStatus.kOptimal:
        return round(h.getInfo().objective_function_value), wall, cpu
    if status == highspy.HighsModelStatus.kInfeasible:
        return "infeasible", wall, cpu
    return None, wall, cpu


def solve_cpsat(inst, limit, workers):
    from ortools.sat.python import cp_model
    m = cp_model.CpModel()
    x = [m.NewBoolVar(f"x{v}") for v in range(729)]
    for c in range(81):
        m.AddExactlyOne(x[c * 9:c * 9 + 9])
        if inst.givens[c]:
            m.Add(x[c * 9 + inst.givens[c] - 1] == 1)
    for hs in houses(inst.regions):
        for d in range(9):
            m.AddExactlyOne([x[c * 9 + d] for c in hs])
    m.Maximize(sum(inst.weights[v // 9] * (v % 9 + 1) * x[v] for v in range(729)))
    s = cp_model.CpSolver()
    s.parameters.num_workers = workers
    s.parameters.max_time_in_seconds = float(limit)
    cpu0, start = time.process_time(), time.perf_counter()
    status = s.Solve(m)
    wall, cpu = time.perf_counter() - start, time.process_time() - cpu0
    if status == cp_model.OPTIMAL:
        return round(s.ObjectiveValue()), wall, cpu
    if status == cp_model.INFEASIBLE:
        return "infeasible", wall, cpu
    return None, wall, cpu


def fmt(t):
    return f"{t * 1000:.0f} ms" if t < 1 else f"{t:.2f} s"


def span(times):
    return fmt(min(times)) if len(times) == 1 else f"{fmt(min(times))}-{fmt(max(times))}"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--nonet", default="target/release/nonet")
    ap.add_argument("--samples", default="assets/samples")
    ap.add_argument("--limit", type=int, default=60, help="seconds per solve")
    ap.add_argument("--seed", type=int, default=30)
    ap.add_argument("--only", type=int, help="run only this group (1-6)")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    solvers = [
        ("nonet", lambda i, tmp: solve_nonet(args.nonet, i, args.limit, tmp)),
        ("HiGHS (MIP, 1 thread)", lambda i, tmp: solve_highs(i, args.limit)),
        ("CP-SAT (8 workers)", lambda i, tmp: solve_cpsat(i, args.limit, 8)),
        ("CP-SAT (1 worker)", lambda i, tmp: solve_cpsat(i, args.limit, 1)),
    ]
    print("| instance | " + " | ".join(n for n, _ in solvers) + " |")
    print("|---" * (len(solvers) + 1) + "|")
    groups = instances(args.nonet, args.samples, rng)
    with tempfile.TemporaryDirectory() as tmp:
        for g, (label, insts, runs) in enumerate(groups, 1):
            if args.only and g != args.only:
                continue
            cells = []
            optimum = {}
            for name, solve in solvers:
                walls, cpus, unproven = [], [], 0
                for inst in insts:
                    results = [solve(inst, tmp) for _ in range(runs)]
                    score = results[0][0]
                    if score is None:
                        unproven += 1
                        continue
                    if optimum.setdefault(inst.name, score) != score:
                        sys.exit(f"{inst.name}: {name} says {score}, another said {optimum[inst.name]}")
                    walls.append(statistics.median(r[1] for r in results))
                    cpus.append(statistics.median(r[2] for r in results))
                    print(f"  {label[:30]} | {inst.name} | {name}: {score} wall {fmt(walls[-1])} cpu {fmt(cpus[-1])}",
                          file=sys.stderr)
                if walls:
                    text = f"{span(walls)} (CPU {span(cpus)})"
                    if unproven:
                        text += f"; {unproven} not proven in {args.limit} s"
                else:
                    text = f"not proven in {args.limit} s"
                cells.append(text)
            print(f"| {label} | " + " | ".join(cells) + " |", flush=True)


if __name__ == "__main__":
    main()
