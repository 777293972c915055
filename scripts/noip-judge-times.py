#!/usr/bin/env python3
"""End-to-end times of `nonet judge noip2009`, one process per puzzle (process start included).

Takes classic puzzles from a line-format file, tops each up to at least 24 givens with
cells of its solution (NOIP 2009 puzzles have 24 or more), writes it as a NOIP grid and
times `nonet judge noip2009 GRID` (best of --repeat runs per puzzle). Prints the median,
p99 and max, and the slowest puzzles; `--keep DIR` writes the slowest grids there.

    scripts/noip-judge-times.py ../shared/data/classic/17_clue.txt --first 3000
"""
import argparse
import os
import random
import subprocess
import sys
import tempfile
import time


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("file")
    ap.add_argument("--nonet", default="target/release/nonet")
    ap.add_argument("--first", type=int, default=2000, help="puzzles to take from the file")
    ap.add_argument("--givens", type=int, default=24, help="top up to this many givens")
    ap.add_argument("--repeat", type=int, default=2, help="runs per puzzle; the best counts")
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--keep", help="write the 5 slowest grids to this directory")
    args = ap.parse_args()

    rng = random.Random(args.seed)
    with open(args.file) as f:
        lines = [l.strip()[:81] for l in f if not l.startswith("#") and len(l.strip()) >= 81]
    lines = lines[: args.first]
    with tempfile.TemporaryDirectory() as tmp:
        puzzles = os.path.join(tmp, "puzzles.txt")
        with open(puzzles, "w") as f:
            f.write("\n".join(lines) + "\n")
        solved = subprocess.run([args.nonet, "solve", "--limit", "1", puzzles], capture_output=True, text=True)
        solutions = [l.strip()[:81] for l in solved.stdout.splitlines()]
        if len(solutions) != len(lines):
            sys.exit(f"expected {len(lines)} solutions, got {len(solutions)}: {solved.stderr}")
        grid_path = os.path.join(tmp, "grid.in")
        times = []
        for i, (puzzle, solution) in enumerate(zip(lines, solutions)):
            cells = list(puzzle.replace(".", "0"))
            blanks = [k for k in range(81) if cells[k] == "0"]
            for k in rng.sample(blanks, max(0, args.givens - (81 - len(blanks)))):
                cells[k] = solution[k]
            grid = "\n".join(" ".join(cells[r * 9 : r * 9 + 9]) for r in range(9)) + "\n"
            with open(grid_path, "w") as f:
                f.write(grid)
            best = float("inf")
            for _ in range(args.repeat):
                start = time.perf_counter()
                out = subprocess.run([args.nonet, "judge", "noip2009", grid_path], capture_output=True, text=True)
                best = min(best, time.perf_counter() - start)
            if out.returncode != 0:
                sys.exit(f"puzzle {i + 1}: nonet failed: {out.stderr}")
            times.append((best, i + 1, out.stdout.strip(), grid))
    times.sort()
    n = len(times)
    ms = lambda t: f"{t * 1e3:.2f} ms"
    print(f"{args.file}: {n} puzzles, median {ms(times[n // 2][0])}, p99 {ms(times[int(n * 0.99)][0])}, max {ms(times[-1][0])}")
    for t, i, answer, grid in times[-5:][::-1]:
        print(f"  puzzle {i}: {ms(t)}, answer {answer}")
        if args.keep:
            os.makedirs(args.keep, exist_ok=True)
            with open(os.path.join(args.keep, f"puzzle{i}.in"), "w") as f:
                f.write(grid)


if __name__ == "__main__":
    main()
