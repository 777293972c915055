#!/usr/bin/env python3
"""Compares `nonet rate` with HoDoKu's rating (the hodoku-py port from PyPI) on samples of
the shared puzzle sets: a confusion matrix of levels per set (nonet rows, HoDoKu columns),
the share at the same level and within one level, the median score ratio, and for every
puzzle where the levels differ each side's hardest technique and the techniques adding most
to its score; at the end, the share at the same level among the puzzles HoDoKu solves without
guessing (brute force), and within one level among all. Measurement only: nonet uses none of
HoDoKu's code. Run in a scratch venv, niced, one at a time (HoDoKu takes seconds on a hard
puzzle):

    python3 -m venv /tmp/hodoku-venv && /tmp/hodoku-venv/bin/pip install hodoku-py
    cargo build --release
    nice -n 10 /tmp/hodoku-venv/bin/python scripts/hodoku-rate-compare.py \\
        --cache /tmp/hodoku-ratings.json [--sets 17clue,top1465,forum]

HoDoKu's ratings are kept in --cache (keyed by puzzle), so a second run only calls nonet;
--cached-only leaves out the puzzles not in it yet.
--without TECHNIQUE rates with a nonet technique off (nonet's own option).
--score NAME=N and --level NAME=LEVEL rescore nonet's paths (its per-technique step counts
from `rate --json`) without rebuilding: score = sum of count x score, level = the higher of
the score's level (HoDoKu's bounds 800/1000/1600/1800) and the hardest technique's level, as
`nonet rate` computes it. Names are nonet's (`Forcing net`); repeat the options as needed.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
from collections import Counter

LEVELS = ["easy", "medium", "hard", "expert", "extreme"]

DATA = os.environ.get("NONET_SHARED", "/work/shared") + "/data/classic/"
# name -> (file, first index, step, how many)
SETS = {
    "17clue": ("17_clue.txt", 0, 10, 100),  # every 10th of the first 1000
    "top1465": ("magictour_top1465.txt", 0, 15, 98),  # every 15th
    "forum": ("forum_hardest_1106.txt", 0, 7, 50),  # every 7th, first 50
}


def read_puzzles(path):
    with open(path, encoding="utf-8") as f:
        lines = [ln.strip() for ln in f]
    return [ln[:81].replace("0", ".") for ln in lines if ln and not ln.startswith("#")]


def sample(name):
    file, start, step, count = SETS[name]
    puzzles = read_puzzles(DATA + file)
    picked = list(range(start, len(puzzles), step))[:count]
    return [(i + 1, puzzles[i]) for i in picked]  # 1-based line numbers among puzzles


def level_of_score(score):
    for bound, level in ((800, "easy"), (1000, "medium"), (1600, "hard"), (1800, "expert")):
        if score <= bound:
            return level
    return "extreme"


def nonet_techniques(binary):
    """nonet's default score and level of every technique, by the name `rate --json` prints,
    as `nonet techniques --json` lists them (the core's table of techniques). The script
    checks the scores against the totals nonet reports, so a mismatch is noticed."""
    out = subprocess.run([binary, "techniques", "--json"],
                         capture_output=True, text=True, check=True).stdout
    return {t["name"]: (t["score"], t["level"]) for t in json.loads(out)}


def nonet_rate(binary, puzzles, without):
    off = [arg for t in without for arg in ("--without", t)]
    out = subprocess.run(
        [binary, "rate", "--json", "--threads", "1", *off, "-"],
        input="\n".join(puzzles) + "\n", capture_output=True, text=True, check=True,
    ).stdout
    return [json.loads(line) for line in out.splitlines() if line.strip()]


def rescore(rating, scores, levels):
    """nonet's level and score of `rating`'s path under the given technique tables."""
    counts = rating["techniques"]
    score = sum(n * scores[t] for t, n in counts.items())
    if not rating["solved_by_logic"]:
        return "extreme", score, rating["hardest"]
    hardest = max(counts, key=lambda t: (scores[t], LEVELS.index(levels[t])), default=None)
    level = level_of_score(score)
    if hardest is not None and LEVELS.index(levels[hardest]) > LEVELS.index(level):
        level = levels[hardest]
    return level, score, hardest


def hodoku_config(technique):
    """HoDoKu's table entry (level, base score) of a technique by its SolutionType name."""
    from hodoku.core.scoring import STEP_CONFIG
    from hodoku.core.types import SolutionType

    return STEP_CONFIG[SolutionType[technique]]


def hodoku_score_of(technique):
    return hodoku_config(technique).base_score


def hodoku_rate(solver, puzzle):
    """HoDoKu's level (UNFAIR read as expert), score, step counts and hardest technique
    (the highest level used, then the highest score: what sets its level)."""
    result = solver.solve(puzzle)
    level = {"UNFAIR": "expert", "INCOMPLETE": "extreme"}.get(
        result.level.name, result.level.name.lower())
    steps = Counter(s.type.name for s in result.steps)
    hardest = max(steps, key=lambda t: (hodoku_config(t).level.value, hodoku_score_of(t)))
    return {"level": level, "score": result.score, "steps": dict(steps), "hardest": hardest}


def top_steps(counts, score_of, most=5):
    """The techniques adding most to a score, singles left out: `name count×score`."""
    ranked = sorted(((t, k) for t, k in counts.items() if score_of(t) > 14),
                    key=lambda tk: -score_of(tk[0]) * tk[1])
    return ", ".join(f"{t} {k}×{score_of(t)}" for t, k in ranked[:most])


def matrix(pairs):
    counts = Counter(pairs)
    width = 9
    lines = ["| nonet \\ HoDoKu | " + " | ".join(LEVELS) + " | total |",
             "|---" * (len(LEVELS) + 2) + "|"]
    for row in LEVELS:
        cells = [counts[(row, col)] for col in LEVELS]
        lines.append(f"| {row:<{width}} | " + " | ".join(str(c) if c else "." for c in cells)
                     + f" | {sum(cells)} |")
    return "\n".join(lines)


def parse_overrides(args, techniques):
    scores = {t: s for t, (s, _) in techniques.items()}
    levels = {t: lv for t, (_, lv) in techniques.items()}
    for item in args.score or []:
        name, value = item.rsplit("=", 1)
        if name not in scores:
            sys.exit(f"unknown nonet technique {name!r}")
        scores[name] = int(value)
    for item in args.level or []:
        name, value = item.rsplit("=", 1)
        if name not in levels or value not in LEVELS:
            sys.exit(f"bad --level {item!r}")
        levels[name] = value
    return scores, levels


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sets", default="17clue,top1465,forum")
    ap.add_argument("--nonet", default="target/release/nonet")
    ap.add_argument("--cache", help="JSON file keeping HoDoKu's ratings between runs")
    ap.add_argument("--score", action="append", help="NAME=N: rescore a nonet technique")
    ap.add_argument("--level", action="append", help="NAME=LEVEL: relevel a nonet technique")
    ap.add_argument("--without", action="append", default=[],
                    help="TECHNIQUE: rate with this nonet technique off (passed to nonet)")
    ap.add_argument("--quiet", action="store_true", help="no per-puzzle mismatch list")
    ap.add_argument("--cached-only", action="store_true",
                    help="only the puzzles already in --cache (no HoDoKu run)")
    args = ap.parse_args()
    techniques = nonet_techniques(args.nonet)
    scores, levels = parse_overrides(args, techniques)
    defaults = {t: s for t, (s, _) in techniques.items()}

    cache = {}
    if args.cache and os.path.exists(args.cache):
        with open(args.cache, encoding="utf-8") as f:
            cache = json.load(f)
    solver = None
    if args.score or args.level or args.without:
        changes = (args.score or []) + (args.level or []) + [f"without {t}" for t in args.without]
        print("nonet changed: " + "; ".join(changes))

    overall = Counter()
    for name in args.sets.split(","):
        picked = sample(name)
        if args.cached_only:
            picked = [(line, p) for line, p in picked if p in cache]
        ratings = nonet_rate(args.nonet, [p for _, p in picked], args.without)
        rows = []
        for (line, puzzle), rating in zip(picked, ratings):
            unknown = set(rating["techniques"]) - set(scores)
            if unknown:
                sys.exit(f"techniques missing from `nonet techniques`: {sorted(unknown)}")
            if rescore(rating, defaults, levels)[1] != rating["score"]:
                sys.exit(f"`nonet techniques` scores disagree with `rate` on {name} #{line}")
            if puzzle not in cache:
                if solver is None:
                    from hodoku.api import Solver
                    solver = Solver()
                cache[puzzle] = hodoku_rate(solver, puzzle)
                if args.cache:
                    with open(args.cache, "w", encoding="utf-8") as f:
                        json.dump(cache, f)
            level, score, hardest = rescore(rating, scores, levels)
            rows.append((line, rating, level, score, hardest, cache[puzzle]))

        for r in rows:
            # HoDoKu's level of a puzzle it guesses on says little; the goal counts those
            # it solves by logic alone.
            logical = "BRUTE_FORCE" not in r[5]["steps"]
            apart = abs(LEVELS.index(r[2]) - LEVELS.index(r[5]["level"]))
            overall["puzzles"] += 1
            overall["within one"] += apart <= 1
            overall["logical"] += logical
            overall["logical, same"] += logical and apart == 0
        n = len(rows)
        same = sum(1 for r in rows if r[2] == r[5]["level"])
        near = sum(1 for r in rows if abs(LEVELS.index(r[2]) - LEVELS.index(r[5]["level"])) <= 1)
        ratio = statistics.median(r[3] / r[5]["score"] for r in rows)
        higher = sum(1 for r in rows if LEVELS.index(r[2]) > LEVELS.index(r[5]["level"]))
        print(f"\n## {name}: {n} puzzles ({SETS[name][0]}, every {SETS[name][2]}th puzzle, "
              f"#{rows[0][0]} to #{rows[-1][0]})\n")
        print(matrix([(r[2], r[5]["level"]) for r in rows]))
        print(f"\nsame level {same}/{n} ({100 * same / n:.0f} %), within one level "
              f"{near}/{n} ({100 * near / n:.0f} %); where they differ nonet is higher in "
              f"{higher} of {n - same}; median score ratio nonet/HoDoKu {ratio:.2f}")
        pairs = Counter((r[4], r[5]["hardest"]) for r in rows if r[2] != r[5]["level"])
        if pairs:
            print("\nhardest technique where the levels differ (nonet | HoDoKu: puzzles)")
            for (ours, theirs), k in pairs.most_common():
                print(f"  {ours} ({scores.get(ours, 0)}) | {theirs} "
                      f"({hodoku_score_of(theirs)}): {k}")
        if args.quiet:
            continue
        for line, rating, level, score, hardest, hod in rows:
            if level != hod["level"]:
                ours = top_steps(rating["techniques"], scores.__getitem__)
                theirs = top_steps(hod["steps"], hodoku_score_of)
                print(f"  #{line}: nonet {level} {score} ({ours}) | "
                      f"HoDoKu {hod['level']} {hod['score']} ({theirs})")

    print(f"\nall sets: same level on {overall['logical, same']} of the {overall['logical']} "
          f"puzzles HoDoKu solves without guessing "
          f"({100 * overall['logical, same'] / max(overall['logical'], 1):.1f} %); within one "
          f"level on {overall['within one']} of all {overall['puzzles']}")


if __name__ == "__main__":
    main()
