#!/usr/bin/env python3
"""Compares nonet's next step with HoDoKu's (the hodoku-py port from PyPI) on positions made
from the shared puzzle sets: how often nonet takes a step of the same technique family, the
same technique, and the same eliminations as HoDoKu, per family and overall, with a list of
the positions where they differ. Measurement only: nonet uses none of HoDoKu's code. Run in
a scratch venv, niced (HoDoKu takes seconds on a hard puzzle):

    python3 -m venv /tmp/hodoku-venv && /tmp/hodoku-venv/bin/pip install hodoku-py
    cargo build --release
    nice -n 10 /tmp/hodoku-venv/bin/python scripts/hodoku-first-step.py \\
        --cache /tmp/hodoku-first-step.json [--sets 17clue,top1465,forum] [--every]

The positions: each sampled puzzle is solved by HoDoKu's own solve loop (its ladder, one
step at a time); before every step that is not a single (singles done, so none is left)
the candidate state is a position, and the step HoDoKu takes there is its answer. The first
such position of a puzzle is "the puzzle after singles"; the later ones lie deeper in the
path, after a non-single step and its singles, so the hard techniques are compared too. Up
to --per-puzzle positions a puzzle are kept: the first, and the others spread evenly over
the path (on the forum's hardest, over the first 8 non-single steps: HoDoKu's forcing nets
take minutes a step in Python there). Positions where HoDoKu guesses (brute force) are left
out. nonet is asked with
`nonet hint --json` on each position written as a candidates line (729 characters).

Two steps have the same eliminations when they leave the same candidates: a placement
counts as removing its cell's other candidates (HoDoKu places some verities that way, nonet
places the digit). The family of a step is nonet's (`nonet techniques --json`); HoDoKu's
techniques map to nonet's names where nonet has them, and to the nearest family where not
(multi-colours: colouring; uniqueness tests 5 and 6, avoidable rectangles: uniqueness;
templates: templates; kraken fish: forcing). Its answers are kept in --cache (keyed by
puzzle), so a second run only calls nonet. --every also asks `nonet hint --every` at each
difference whether nonet has HoDoKu's step at all, and under which name.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
from collections import Counter, defaultdict

DATA = os.environ.get("NONET_SHARED", "/work/shared") + "/data/classic/"
# name -> (file, first index, step, how many, non-single steps of HoDoKu's path followed)
SETS = {
    "17clue": ("17_clue.txt", 0, 10, 100, None),  # every 10th of the first 1000
    "top1465": ("magictour_top1465.txt", 0, 15, 98, None),  # every 15th
    # every 14th, first 25; HoDoKu's forcing nets take minutes a step here, so only the
    # first 8 non-single steps of its path
    "forum": ("forum_hardest_1106.txt", 0, 14, 25, 8),
}

# HoDoKu's technique (SolutionType name) -> nonet's technique name.
SAME_NAME = {
    "FULL_HOUSE": "Full house", "NAKED_SINGLE": "Naked single",
    "HIDDEN_SINGLE": "Hidden single",
    "LOCKED_CANDIDATES_1": "Locked candidates", "LOCKED_CANDIDATES_2": "Locked candidates",
    "LOCKED_PAIR": "Locked pair", "LOCKED_TRIPLE": "Locked triple",
    "NAKED_PAIR": "Naked pair", "NAKED_TRIPLE": "Naked triple", "NAKED_QUADRUPLE": "Naked quad",
    "HIDDEN_PAIR": "Hidden pair", "HIDDEN_TRIPLE": "Hidden triple",
    "HIDDEN_QUADRUPLE": "Hidden quad",
    "X_WING": "X-wing", "SWORDFISH": "Swordfish", "JELLYFISH": "Jellyfish",
    "FINNED_X_WING": "Finned X-wing", "SASHIMI_X_WING": "Sashimi X-wing",
    "FINNED_SWORDFISH": "Finned swordfish", "SASHIMI_SWORDFISH": "Sashimi swordfish",
    "FINNED_JELLYFISH": "Finned jellyfish", "SASHIMI_JELLYFISH": "Sashimi jellyfish",
    "FRANKEN_X_WING": "Franken X-wing", "FRANKEN_SWORDFISH": "Franken swordfish",
    "FRANKEN_JELLYFISH": "Franken jellyfish",
    "FINNED_FRANKEN_X_WING": "Finned franken X-wing",
    "FINNED_FRANKEN_SWORDFISH": "Finned franken swordfish",
    "FINNED_FRANKEN_JELLYFISH": "Finned franken jellyfish",
    "MUTANT_X_WING": "Mutant X-wing", "MUTANT_SWORDFISH": "Mutant swordfish",
    "MUTANT_JELLYFISH": "Mutant jellyfish",
    "FINNED_MUTANT_X_WING": "Finned mutant X-wing",
    "FINNED_MUTANT_SWORDFISH": "Finned mutant swordfish",
    "FINNED_MUTANT_JELLYFISH": "Finned mutant jellyfish",
    "SKYSCRAPER": "Skyscraper", "TWO_STRING_KITE": "Two-string kite",
    "DUAL_TWO_STRING_KITE": "Two-string kite", "TURBOT_FISH": "Turbot fish",
    "EMPTY_RECTANGLE": "Empty rectangle", "DUAL_EMPTY_RECTANGLE": "Empty rectangle",
    "SIMPLE_COLORS_TRAP": "Simple colouring", "SIMPLE_COLORS_WRAP": "Simple colouring",
    "UNIQUENESS_1": "Unique rectangle type 1", "UNIQUENESS_2": "Unique rectangle type 2",
    "UNIQUENESS_3": "Unique rectangle type 3", "UNIQUENESS_4": "Unique rectangle type 4",
    "BUG_PLUS_1": "BUG+1", "HIDDEN_RECTANGLE": "Hidden rectangle",
    "XY_WING": "XY-wing", "XYZ_WING": "XYZ-wing", "W_WING": "W-wing",
    "REMOTE_PAIR": "Remote pair", "X_CHAIN": "X-chain", "XY_CHAIN": "XY-chain",
    "CONTINUOUS_NICE_LOOP": "Continuous nice loop",
    "DISCONTINUOUS_NICE_LOOP": "Discontinuous nice loop", "AIC": "AIC",
    "GROUPED_CONTINUOUS_NICE_LOOP": "Grouped continuous nice loop",
    "GROUPED_DISCONTINUOUS_NICE_LOOP": "Grouped discontinuous nice loop",
    "GROUPED_AIC": "Grouped AIC",
    "ALS_XZ": "ALS-XZ", "ALS_XY_WING": "ALS-XY-wing", "ALS_XY_CHAIN": "ALS chain",
    "DEATH_BLOSSOM": "Death blossom", "SUE_DE_COQ": "Sue de Coq",
    "FORCING_CHAIN_CONTRADICTION": "Forcing chain", "FORCING_CHAIN_VERITY": "Forcing chain",
    "FORCING_NET_CONTRADICTION": "Forcing net", "FORCING_NET_VERITY": "Forcing net",
}
# HoDoKu's techniques nonet lacks -> the family nearest them.
NEAREST_FAMILY = {
    "MULTI_COLORS_1": "colouring", "MULTI_COLORS_2": "colouring",
    "UNIQUENESS_5": "uniqueness", "UNIQUENESS_6": "uniqueness",
    "AVOIDABLE_RECTANGLE_1": "uniqueness", "AVOIDABLE_RECTANGLE_2": "uniqueness",
    "TEMPLATE_SET": "templates", "TEMPLATE_DEL": "templates",
    "KRAKEN_FISH_TYPE_1": "forcing", "KRAKEN_FISH_TYPE_2": "forcing",
}
SINGLES = {"FULL_HOUSE", "NAKED_SINGLE", "HIDDEN_SINGLE"}
GUESSES = {"BRUTE_FORCE", "GIVE_UP", "INCOMPLETE"}


def read_puzzles(path):
    with open(path, encoding="utf-8") as f:
        lines = [ln.strip() for ln in f]
    return [ln[:81].replace("0", ".") for ln in lines if ln and not ln.startswith("#")]


def sample(name):
    file, start, step, count, _ = SETS[name]
    puzzles = read_puzzles(DATA + file)
    picked = list(range(start, len(puzzles), step))[:count]
    return [(i + 1, puzzles[i]) for i in picked]  # 1-based line numbers among puzzles


def candidates_line(grid):
    """The grid's candidates as nonet's `candidates` format: 9 places a cell, a placed
    digit as its only candidate."""
    out = []
    for cell in range(81):
        v = grid.values[cell]
        mask = (1 << (v - 1)) if v else grid.candidates[cell]
        out.append("".join(str(d) if mask >> (d - 1) & 1 else "." for d in range(1, 10)))
    return "".join(out)


def hodoku_positions(puzzle, most=None):
    """HoDoKu's solve loop, one step at a time (as its SudokuSolver runs it): the candidate
    state before every step that is not a single, with that step, up to `most` of them.
    Guesses are not kept."""
    from hodoku.config import DEFAULT_CONFIG
    from hodoku.core.grid import Grid
    from hodoku.solver.solver import _apply_step
    from hodoku.solver.step_finder import SudokuStepFinder

    grid = Grid()
    grid.set_sudoku(puzzle)
    finder = SudokuStepFinder(grid, DEFAULT_CONFIG.solve_search)
    positions = []
    while not grid.is_solved() and (most is None or len(positions) < most):
        step = None
        for cfg in DEFAULT_CONFIG.solver_steps:
            step = finder.get_step(cfg.solution_type)
            if step is not None:
                break
        if step is None:
            break
        kind = step.type.name
        if kind not in SINGLES and kind not in GUESSES:
            placed = []
            if step.type.name.startswith("FORCING_") and step.indices and step.values:
                placed = [[i, v] for i, v in zip(step.indices, step.values)]
            positions.append({
                "candidates": candidates_line(grid),
                "type": kind,
                "removed": sorted([c.index, c.value] for c in step.candidates_to_delete),
                "placed": placed,
            })
        _apply_step(grid, step)
    return positions


def effect(cands, removed, placed):
    """What a step does, as the set of candidates it leaves out: a placement removes its
    cell's other candidates."""
    gone = {(c, d) for c, d in removed}
    for c, d in placed:
        for other in range(1, 10):
            if other != d and cands[c * 9 + other - 1] != ".":
                gone.add((c, other))
    return frozenset(gone)


def nonet_effect(cands, step):
    return effect(cands, [(m["index"], m["digit"]) for m in step["eliminations"]],
                  [(m["index"], m["digit"]) for m in step["placements"]])


def spread(positions, most):
    """The first position and up to most-1 others spread evenly over the rest."""
    if len(positions) <= most:
        return list(range(len(positions)))
    rest = len(positions) - 1
    picked = {0} | {1 + (k * rest) // (most - 1) for k in range(most - 1)}
    return sorted(picked)[:most]


def run_nonet(binary, lines, every=False):
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write("\n".join(lines) + "\n")
        path = f.name
    try:
        args = [binary, "hint", "--json", "--from", "candidates"]
        if every:
            args.append("--every")
        out = subprocess.run(args + [path], capture_output=True, text=True).stdout
    finally:
        os.unlink(path)
    answers = [json.loads(line) for line in out.splitlines() if line.strip()]
    if len(answers) != len(lines):
        sys.exit(f"nonet answered {len(answers)} of {len(lines)} positions")
    return answers


def describe(cands, removed):
    by_digit = defaultdict(list)
    for c, d in sorted(removed, key=lambda cd: (cd[1], cd[0])):
        by_digit[d].append(f"r{c // 9 + 1}c{c % 9 + 1}")
    return "; ".join(f"{d}: {' '.join(cells)}" for d, cells in sorted(by_digit.items()))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sets", default="17clue,top1465,forum")
    ap.add_argument("--nonet", default="target/release/nonet")
    ap.add_argument("--cache", help="JSON file keeping HoDoKu's positions between runs")
    ap.add_argument("--per-puzzle", type=int, default=4,
                    help="positions kept a puzzle: the first and the rest spread (default 4)")
    ap.add_argument("--every", action="store_true",
                    help="at each difference, ask `hint --every` whether nonet has HoDoKu's step")
    ap.add_argument("--quiet", action="store_true", help="no list of the differences")
    ap.add_argument("--cached-only", action="store_true",
                    help="only the puzzles already in --cache (no HoDoKu run)")
    args = ap.parse_args()

    out = subprocess.run([args.nonet, "techniques", "--json"],
                         capture_output=True, text=True, check=True).stdout
    family_of = {t["name"]: t["family"] for t in json.loads(out)}

    def hodoku_family(kind):
        return family_of[SAME_NAME[kind]] if kind in SAME_NAME else NEAREST_FAMILY[kind]

    cache = {}
    if args.cache and os.path.exists(args.cache):
        with open(args.cache, encoding="utf-8") as f:
            cache = json.load(f)

    rows = []  # (set, line, position index, position)
    for name in args.sets.split(","):
        most = SETS[name][4]
        for line, puzzle in sample(name):
            # A path cached in full serves a shorter cut too.
            if puzzle not in cache or (cache[puzzle]["most"] is not None
                                       and (most is None or cache[puzzle]["most"] < most)):
                if args.cached_only:
                    continue
                cache[puzzle] = {"most": most, "positions": hodoku_positions(puzzle, most)}
                if args.cache:
                    with open(args.cache, "w", encoding="utf-8") as f:
                        json.dump(cache, f)
            positions = cache[puzzle]["positions"][:most]
            for k in spread(positions, args.per_puzzle):
                rows.append((name, line, k, positions[k]))

    answers = run_nonet(args.nonet, [r[3]["candidates"] for r in rows])
    stats = defaultdict(Counter)  # family -> counts
    diffs = []
    for (name, line, k, pos), answer in zip(rows, answers):
        cands = pos["candidates"]
        theirs_family = hodoku_family(pos["type"])
        theirs_name = SAME_NAME.get(pos["type"], pos["type"])
        theirs = effect(cands, pos["removed"], pos["placed"])
        if answer.get("status") != "step":
            ours_name, ours_family, ours = f"({answer.get('status')})", "-", frozenset()
        else:
            step = answer["step"]
            ours_name, ours_family = step["technique"], family_of[step["technique"]]
            ours = nonet_effect(cands, step)
        same = (ours_family == theirs_family, ours_name == theirs_name, ours == theirs)
        for key in (theirs_family, "all"):
            s = stats[key]
            s["positions"] += 1
            s["family"] += same[0]
            s["technique"] += same[1]
            s["step"] += same[2]
        if k == 0:
            stats["all, first step after singles"]["positions"] += 1
            for label, hit in zip(("family", "technique", "step"), same):
                stats["all, first step after singles"][label] += hit
        if not same[2]:
            diffs.append((name, line, k, pos, theirs_name, theirs, ours_name, ours, cands))

    def pct(n, d):
        return f"{100 * n / d:.1f} %" if d else "-"

    n_puzzles = len({(r[0], r[1]) for r in rows})
    print(f"{len(rows)} positions from {n_puzzles} puzzles (sets {args.sets}, "
          f"at most {args.per_puzzle} a puzzle)\n")
    print("| HoDoKu's family | positions | same family | same technique | same eliminations |")
    print("|---|---|---|---|---|")
    order = sorted((k for k in stats if not k.startswith("all")),
                   key=lambda k: -stats[k]["positions"])
    for key in order + ["all, first step after singles", "all"]:
        s = stats[key]
        print(f"| {key} | {s['positions']} | {pct(s['family'], s['positions'])} | "
              f"{pct(s['technique'], s['positions'])} | {pct(s['step'], s['positions'])} |")

    pairs = Counter((d[4], d[6]) for d in diffs)
    print("\nwhere the eliminations differ (HoDoKu | nonet: positions)")
    for (theirs, ours), n in pairs.most_common():
        print(f"  {theirs} | {ours}: {n}")

    if args.every and diffs:
        listed = run_nonet(args.nonet, [d[8] for d in diffs], every=True)
        found = Counter()
        for d, answer in zip(diffs, listed):
            names = [s["technique"] for s in answer.get("steps", [])
                     if nonet_effect(d[8], s) == d[5]]
            found[names[0] if names else "(not in hint --every)"] += 1
        print("\nHoDoKu's step in nonet's `hint --every`, under nonet's name: "
              + ", ".join(f"{n} {k}" for k, n in found.most_common()))

    if args.quiet:
        return
    print("\ndifferences (set #puzzle.position: HoDoKu's step | nonet's)")
    for name, line, k, pos, theirs_name, theirs, ours_name, ours, cands in diffs:
        print(f"  {name} #{line}.{k}: {theirs_name} -{describe(cands, theirs)} | "
              f"{ours_name} -{describe(cands, ours)}")
        print(f"    {cands}")


if __name__ == "__main__":
    main()
