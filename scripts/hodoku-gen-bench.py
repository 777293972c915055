#!/usr/bin/env python3
"""Times HoDoKu's generator (the hodoku-py port from PyPI) per level, for comparison with
`cargo run --release -p nonet-core --example level_bench`. Measurement only: nonet uses
none of its code. Run in a scratch venv:

    python3 -m venv /tmp/hodoku-venv && /tmp/hodoku-venv/bin/pip install hodoku-py
    /tmp/hodoku-venv/bin/python scripts/hodoku-gen-bench.py [N [BUDGET_S [LEVEL...]]]

N puzzles per level (default 10); a level stops early once BUDGET_S seconds (default
unlimited) have gone on it, and says how many puzzles it finished; LEVEL names
(EASY, MEDIUM, ...) pick levels, default all.
"""
import statistics
import sys
import time

from hodoku.api import Generator
from hodoku.core.types import DifficultyType

n = int(sys.argv[1]) if len(sys.argv) > 1 else 10
budget = float(sys.argv[2]) if len(sys.argv) > 2 else float("inf")
wanted = {name.upper() for name in sys.argv[3:]}
gen = Generator()
print(f"hodoku-py, one thread, {n} puzzles per level, symmetric=False (INCOMPLETE skipped: no puzzle is rated so)")
for level in [d for d in DifficultyType if d != DifficultyType.INCOMPLETE]:
    if wanted and level.name not in wanted:
        continue
    times = []
    start = time.perf_counter()
    for _ in range(n):
        if time.perf_counter() - start > budget:
            break
        t = time.perf_counter()
        gen.generate(difficulty=level, symmetric=False)
        times.append((time.perf_counter() - t) * 1e3)
    if not times:
        print(f"{level.name:<10} none within {budget:.0f} s")
        continue
    times.sort()
    p90 = times[round((len(times) - 1) * 0.9)]
    print(f"{level.name:<10} {len(times)} puzzles: median {statistics.median(times):9.1f} ms  "
          f"p90 {p90:9.1f} ms  max {times[-1]:9.1f} ms", flush=True)
