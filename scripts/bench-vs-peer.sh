#!/usr/bin/env bash
# Builds nonet and the peer benchmark (crates.io `sudoku` 0.8, built from the shared folder
# into its own target directory; its code is never copied here), runs both on the five
# classic sets one after the other, and prints a side-by-side table with ratios.
#
# Usage: scripts/bench-vs-peer.sh [MIN_SECS]      (default 3 seconds per file and solver)
# Environment: NONET_SHARED (default ../shared), PEER_TARGET (default /work/peer-target,
# else a temporary directory), ROUNDS (default 3): each solver runs that many times per
# file, alternating with the others, and its best run counts, so that a burst of load on
# a shared machine does not decide a ratio.
set -euo pipefail

cd "$(dirname "$0")/.."
shared="${NONET_SHARED:-../shared}"
data="$shared/data/classic"
peer_manifest="$shared/tools/peer-bench/Cargo.toml"
min_secs="${1:-3}"
rounds="${ROUNDS:-3}"
files=(17_clue.txt magictour_top1465.txt forum_hardest_1905_11plus.txt forum_hardest_1106.txt serg_benchmark.txt)

[ -d "$data" ] || { echo "no puzzle data at $data (set NONET_SHARED)" >&2; exit 2; }
[ -f "$peer_manifest" ] || { echo "no peer-bench at $peer_manifest" >&2; exit 2; }
peer_target="${PEER_TARGET:-/work/peer-target}"
if ! mkdir -p "$peer_target" 2>/dev/null || [ ! -w "$peer_target" ]; then
    peer_target="$(mktemp -d)"
fi

echo "building nonet and peer-bench (release)..." >&2
cargo build --release --quiet
CARGO_TARGET_DIR="$peer_target" cargo build --release --quiet --manifest-path "$peer_manifest"
nonet=target/release/nonet
peer="$peer_target/release/peer-bench"

echo "# $(date -u '+%Y-%m-%d %H:%M UTC') on $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')"
echo "# load average before: $(cut -d' ' -f1-3 /proc/loadavg); min-secs $min_secs; best of $rounds alternating runs"

field() { sed -n "s/.* $1=\([^ ]*\).*/\1/p"; }

# Keeps, of the report lines on stdin, the one with the highest puzzles_per_s.
best() { awk '{ v = $0; sub(/.*puzzles_per_s=/, "", v); if (v + 0 > top) { top = v + 0; line = $0 } } END { print line }'; }

printf '%-32s %12s %12s %7s %12s %12s\n' file "peer l=2" "nonet l=2" ratio "nonet l=1" "generic l=2"
for f in "${files[@]}"; do
    runs=$(mktemp -d)
    for _ in $(seq "$rounds"); do
        "$peer" --limit 2 --min-secs "$min_secs" "$data/$f" >>"$runs/p"
        "$nonet" bench --limit 2 --min-secs "$min_secs" "$data/$f" >>"$runs/n"
        "$nonet" bench --limit 1 --min-secs "$min_secs" "$data/$f" >>"$runs/n1"
        "$nonet" bench --engine generic --limit 2 --min-secs "$min_secs" "$data/$f" >>"$runs/g"
    done
    p=$(best <"$runs/p"); n=$(best <"$runs/n"); n1=$(best <"$runs/n1"); g=$(best <"$runs/g")
    rm -r "$runs"
    echo "$p" >&2; echo "$n" >&2; echo "$n1" >&2; echo "$g" >&2
    pr=$(echo "$p" | field puzzles_per_s)
    nr=$(echo "$n" | field puzzles_per_s)
    n1r=$(echo "$n1" | field puzzles_per_s)
    gr=$(echo "$g" | field puzzles_per_s)
    # The tallies must agree before the speeds mean anything.
    for k in none unique multiple; do
        [ "$(echo "$p" | field $k)" = "$(echo "$n" | field $k)" ] || { echo "$f: $k differs" >&2; exit 1; }
    done
    printf '%-32s %12s %12s %6.2fx %12s %12s (%.2fx)\n' "$f" "$pr" "$nr" \
        "$(echo "$nr / $pr" | bc -l)" "$n1r" "$gr" "$(echo "$gr / $pr" | bc -l)"
done
echo "# load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
