#!/usr/bin/env python3
"""Time to the first line of output, to the end, and the CPU time of one nonet run.

    scripts/first-line-time.py BINARY FILE [ARGS...]

runs `BINARY ARGS FILE` (ARGS default to `rate --threads 2`), reads its stdout line by line
and prints `first_line_s=… total_s=… cpu_s=… lines=… first='…'`. Used for BENCHMARKS.md's
"first answer" table: run it on the binaries before and after a change, alternately.
"""
import os
import subprocess
import sys
import time


def main():
    binary, path = sys.argv[1], sys.argv[2]
    args = sys.argv[3:] or ["rate", "--threads", "2"]
    t0 = time.monotonic()
    p = subprocess.Popen([binary, *args, path], stdout=subprocess.PIPE)
    first = p.stdout.readline()
    t1 = time.monotonic()
    n = (1 if first else 0) + sum(1 for _ in p.stdout)
    _, _, usage = os.wait4(p.pid, 0)
    t2 = time.monotonic()
    cpu = usage.ru_utime + usage.ru_stime
    print(
        f"first_line_s={t1 - t0:.3f} total_s={t2 - t0:.2f} cpu_s={cpu:.1f} "
        f"lines={n} first={first.decode().strip()!r}",
        flush=True,
    )


if __name__ == "__main__":
    main()
