#!/usr/bin/env bash
# Rating speed, and proof that a faster build rates exactly as an older one does: runs
# `nonet rate --threads 1` over top1465 and forum hardest 1106 with each binary given, in
# turn (ROUNDS times, alternating, so that a burst of load on a shared machine hits both),
# prints the CPU seconds (user time, which other work on the cores hardly changes) of
# every run, and checks that every binary's output is byte-identical to the first one's.
#
# Usage: scripts/rate-speed.sh NONET [NONET...]
#   e.g. cp target/release/nonet /tmp/nonet-before; (change, cargo build --release)
#        scripts/rate-speed.sh /tmp/nonet-before target/release/nonet
# Environment: NONET_SHARED (default ../shared), ROUNDS (default 1), OUT (where the
# outputs go, default a temporary directory).
set -euo pipefail

cd "$(dirname "$0")/.."
[ $# -ge 1 ] || { echo "usage: $0 NONET [NONET...]" >&2; exit 2; }
shared="${NONET_SHARED:-../shared}"
rounds="${ROUNDS:-1}"
out="${OUT:-$(mktemp -d)}"
mkdir -p "$out"
declare -A sets=(
  [top1465]="$shared/data/classic/magictour_top1465.txt"
  [hardest1106]="$shared/data/classic/forum_hardest_1106.txt"
)
for name in "${!sets[@]}"; do
  # Comments and blank lines out, so every binary reads the same puzzles.
  awk 'NF && !/^#/' "${sets[$name]}" > "$out/$name.txt"
done
status=0
for round in $(seq "$rounds"); do
  for name in top1465 hardest1106; do
    i=0
    for bin in "$@"; do
      result="$out/$name.$i.rate"
      /usr/bin/time -f "%U %e" -o "$out/time" "$bin" rate --quiet --threads 1 "$out/$name.txt" > "$result"
      read -r user wall < "$out/time"
      same=""
      if [ "$i" -gt 0 ]; then
        if cmp -s "$out/$name.0.rate" "$result"; then same="output identical"; else same="OUTPUT DIFFERS"; status=1; fi
      fi
      printf '%-12s round %s  %-40s %7.2f s CPU %7.2f s wall  %s\n' "$name" "$round" "$bin" "$user" "$wall" "$same"
      i=$((i + 1))
    done
  done
done
echo "outputs in $out"
exit $status
