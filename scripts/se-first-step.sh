#!/usr/bin/env bash
# serate's first step (its ED, with the rule and hint behind it) on each grid of FILE, where
# serate's whole rating would take hours: a grid whose first step needs nested level 4 or 5.
# Builds serate 1.2.1.3 from ../shared/tools/serate (as se-compare.py does) and the probe
# SeFirstStep.java beside this script (see its header: written from signatures and
# black-box runs, not from serate's source).
#   scripts/se-first-step.sh FILE       one line a grid, optionally with candidates to take out
#                                       after the givens' (`GRID r2c8-1 r7c8-9`, a pencil-mark
#                                       position): LINE rule=N DIFFICULTY NAME | HINT SECONDS
#   scripts/se-first-step.sh --check    the probe's difficulty against serate's own ED on the
#                                       17-clue, generated and top1465 reference samples
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
shared="${NONET_SHARED:-$here/../../shared}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$shared/tools/serate/build.sh" "$work/serate" >/dev/null
javac -nowarn -cp "$work/serate" -d "$work/probe" "$here/se-first-step/SeFirstStep.java"
probe() { java -Xmx3g -cp "$work/serate:$work/probe" SeFirstStep; }
if [ "${1:-}" = --check ]; then
    status=0
    for sample in 17clue generated top1465; do
        ref="$here/se-reference/$sample"
        differ="$(probe <"$ref.txt" | awk '{print $3}' | paste -d' ' - <(sed 's|.*/||' "$ref.serate") |
            awk '$1 != $2' | wc -l)"
        echo "$sample: $(wc -l <"$ref.txt") grids, first step differs from serate's ED on $differ"
        [ "$differ" = 0 ] || status=1
    done
    exit "$status"
fi
probe <"${1:?usage: se-first-step.sh FILE | --check}"
