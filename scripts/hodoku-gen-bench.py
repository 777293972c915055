#!/usr/bin/env python3
"""Times HoDoKu's generator (the hodoku-py port from PyPI) per level, for comparison with
`cargo run --release -p nonet-core --example level_bench`. Measurement only: nonet uses
none of its code. Run in a scratch venv:

    python3 -m venv /tmp/hodoku-venv && /tmp/hodoku-venv/bin/pip install hodoku-py
    /tmp/hodoku-venv/bin/python scripts/hodoku-gen-bench.py [N]
"""
import statistics
import sys
import time

from hodoku.api import Generator
from hodoku.core.types import DifficultyType

n = int(sys.argv[1]) if len(sys.argv) > 1 else 10
gen = Generator()
print(f"hodoku-py, one thread, {n} puzzles per level, symmetric=False (INCOMPLETE skipped: no puzzle is rated so)")
for level in [d for d in DifficultyType if d != DifficultyType.INCOMPLETE]:
    times = []
    for _ in range(n):
        t = time.perf_counter()
        gen.generate(difficulty=level, symmetric=False)
        times.append((time.perf_counter() - t) * 1e3)
    times.sort()
    p90 = times[round((len(times) - 1) * 0.9)]
    print(f"{level.name:<10} median {statistics.median(times):9.1f} ms  p90 {p90:9.1f} ms  max {times[-1]:9.1f} ms")
