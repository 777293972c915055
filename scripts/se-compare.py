#!/usr/bin/env python3
"""Compare nonet's Sudoku Explainer ratings with serate's own (issue 42).

Builds serate 1.2.1.3 from ../shared/tools/serate with its build.sh into a temporary
folder (or reuses stored serate lines with --serate-lines), rates FILE with both, and
prints: coverage (puzzles nonet rated: all but any without exactly one solution), exact
ER/EP/ED agreement and ER within 0.1 on the covered puzzles, and CPU per puzzle.

  scripts/se-compare.py scripts/se-reference/17clue.txt \
      --serate-lines scripts/se-reference/17clue.serate
  scripts/se-compare.py some.txt            # runs serate too (slow: minutes per 100 hard)

nonet is target/release/nonet (build it with `cargo build --release`) unless --nonet.
"""
import argparse
import os
import resource
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def children_cpu():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def run_timed(cmd, **kw):
    before = children_cpu()
    proc = subprocess.run(cmd, capture_output=True, text=True, **kw)
    return proc, children_cpu() - before


def parse(lines):
    """{puzzle (81 chars): 'ER/EP/ED'} from `PUZZLE ED=ER/EP/ED` lines; '-/-/-' unrated."""
    out = {}
    for line in lines:
        if " ED=" not in line:
            continue
        head, tail = line.rsplit(" ED=", 1)
        out[head[:81]] = tail.split(" ")[0]
    return out


def serate_lines(puzzles_file, shared):
    tools = os.path.join(shared, "tools", "serate")
    with tempfile.TemporaryDirectory() as tmp:
        classes = os.path.join(tmp, "classes")
        subprocess.run([os.path.join(tools, "build.sh"), classes], check=True,
                       stdout=subprocess.DEVNULL)
        out = os.path.join(tmp, "out.txt")
        proc, cpu = run_timed(["java", "-Xmx1g", "-cp", classes, "diuf.sudoku.test.serate",
                               "--format=%g ED=%r/%p/%d", "--input=" + puzzles_file,
                               "--output=" + out])
        if proc.returncode != 0:
            sys.exit("serate failed: " + proc.stderr[-2000:])
        with open(out) as f:
            return f.read().splitlines(), cpu


def value(text):
    return float(text)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("file")
    ap.add_argument("--serate-lines", help="serate's output for FILE, stored earlier")
    ap.add_argument("--serate-cpu", type=float, help="serate's CPU seconds for those lines")
    ap.add_argument("--nonet", default=os.path.join(ROOT, "target", "release", "nonet"))
    ap.add_argument("--shared", default=os.path.join(ROOT, "..", "shared"))
    args = ap.parse_args()

    if args.serate_lines:
        with open(args.serate_lines) as f:
            ref_lines, ref_cpu = f.read().splitlines(), args.serate_cpu
    else:
        ref_lines, ref_cpu = serate_lines(os.path.abspath(args.file), args.shared)
    reference = parse(ref_lines)

    proc, cpu = run_timed([args.nonet, "rate", "--scale", "se", "--threads", "1", args.file])
    if proc.returncode not in (0, 1):  # 1: some puzzle has no solution or several
        sys.exit("nonet failed (%d): %s" % (proc.returncode, proc.stderr[-2000:]))
    ours = parse(proc.stdout.splitlines())

    n = len(ours)
    covered = [p for p, r in ours.items() if r != "-/-/-" and p in reference]
    exact = {k: 0 for k in ("ER", "EP", "ED", "all")}
    within = 0
    differ = []
    for p in covered:
        a, b = ours[p].split("/"), reference[p].split("/")
        for i, k in enumerate(("ER", "EP", "ED")):
            exact[k] += a[i] == b[i]
        exact["all"] += a == b
        within += abs(value(a[0]) - value(b[0])) <= 0.1 + 1e-9
        if a != b:
            differ.append("%s nonet %s serate %s" % (p, ours[p], reference[p]))

    def pct(x, of):
        return "%d/%d (%.1f %%)" % (x, of, 100.0 * x / of) if of else "0/0"

    print("file: %s" % args.file)
    print("coverage (nonet rated): %s" % pct(len(covered), n))
    for k in ("ER", "EP", "ED", "all"):
        print("exact %-3s on covered: %s" % (k, pct(exact[k], len(covered))))
    print("ER within 0.1 on covered: %s" % pct(within, len(covered)))
    print("nonet CPU: %.3f s total, %.5f s a puzzle (one thread, all %d puzzles)"
          % (cpu, cpu / max(n, 1), n))
    if ref_cpu is not None:
        print("serate CPU: %.2f s total, %.4f s a puzzle" % (ref_cpu, ref_cpu / max(len(reference), 1)))
    for line in differ[:20]:
        print("differs: " + line)


if __name__ == "__main__":
    main()
