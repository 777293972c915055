#!/usr/bin/env python3
"""How fast `nonet generate --er` finds classic puzzles in each band of Sudoku Explainer
ratings (issue 42, item 4). Re-run it once SE rules 23-30 land: the bands above 7.4 need
them (until then a puzzle whose path needs one has no known ER and is never given).

For each band it runs `nonet generate --er BAND --count N --seed S --threads 1` for at
most --limit seconds (the generator streams, so a band stopped early still counts what it
made), checks every puzzle's ER with `nonet rate --scale se`, and prints one row a band:
puzzles made, CPU seconds a puzzle (the generator's, one thread), wall seconds, and the
ERs it got (lowest, median, highest).

  scripts/se-generate-bands.py                     # 10 a band, 120 s at most each
  scripts/se-generate-bands.py --count 50 --limit 600

nonet is target/release/nonet (build it with `cargo build --release`) unless --nonet.
"""
import argparse
import os
import resource
import statistics
import subprocess
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

BANDS = ["1.0..2.0", "2.1..4.0", "4.1..6.0", "6.1..7.5", "7.6..9.0"]


def children_cpu():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def generate(nonet, band, count, seed, limit):
    """The puzzles made within `limit` seconds, the CPU and wall seconds spent, and
    whether the run finished."""
    cmd = [nonet, "generate", "--er", band, "--count", str(count), "--seed", str(seed),
           "--threads", "1"]
    before = children_cpu()
    start = time.monotonic()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    timer = threading.Timer(limit, proc.kill)
    timer.start()
    out, err = proc.communicate()
    timer.cancel()
    wall = time.monotonic() - start
    finished = proc.returncode == 0
    if proc.returncode not in (0, -9):
        sys.stderr.write(f"{band}: exit {proc.returncode}: {err}")
    lines = [l for l in out.splitlines() if len(l) == 81]
    return lines, children_cpu() - before, wall, finished


def ers(nonet, puzzles):
    if not puzzles:
        return []
    proc = subprocess.run([nonet, "rate", "--scale", "se"], input="\n".join(puzzles) + "\n",
                          capture_output=True, text=True)
    return [float(l.split(" ED=")[1].split("/")[0]) for l in proc.stdout.splitlines()]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--nonet", default=os.path.join(ROOT, "target", "release", "nonet"))
    ap.add_argument("--count", type=int, default=10, help="puzzles a band (default 10)")
    ap.add_argument("--limit", type=float, default=120, help="seconds a band at most")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bands", nargs="*", default=BANDS)
    args = ap.parse_args()
    print(f"nonet generate --er BAND --count {args.count} --seed {args.seed} --threads 1, "
          f"at most {args.limit:g} s a band; load {os.getloadavg()[0]:.1f}")
    print("| ER band | puzzles | CPU s / puzzle | wall s | ERs got (low / median / high) |")
    print("|---|---|---|---|---|")
    for band in args.bands:
        puzzles, cpu, wall, finished = generate(args.nonet, band, args.count, args.seed,
                                                args.limit)
        got = ers(args.nonet, puzzles)
        lo, hi = band.split("..")
        outside = [e for e in got if not float(lo) <= e <= float(hi)]
        if outside:
            sys.exit(f"{band}: ERs outside the band: {outside}")
        made = f"{len(puzzles)} of {args.count}" + ("" if finished else " (stopped)")
        per = f"{cpu / len(puzzles):.3f}" if puzzles else f"none in {cpu:.0f} s"
        spread = (f"{min(got):.1f} / {statistics.median(got):.1f} / {max(got):.1f}"
                  if got else "-")
        print(f"| {band} | {made} | {per} | {wall:.1f} | {spread} |", flush=True)


if __name__ == "__main__":
    main()
