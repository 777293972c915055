#!/bin/sh
# Max RSS and CPU of `convert`, `solve` and `count` on about 10 MB of each format whose
# puzzles span lines (issue 43), for one or more builds of nonet:
#   scripts/stream-rss.sh /work/main/target/release/nonet target/release/nonet
# The inputs are the 17-clue puzzles of ../shared/data written in each format by the first
# build, as many as make 10 MB (each solves in microseconds: reading dominates); jigsaw
# and walls are 4,000 jigsaw puzzles the first build generates, each on its own layout,
# repeated.
set -eu
data=${NONET_SHARED:-../shared}/data/classic/17_clue.txt
dir=${TMPDIR:-/tmp}/nonet-stream-rss
mkdir -p "$dir"
first=$1
grep -v '^#' "$data" | cut -c1-81 > "$dir/base.txt"
cat "$dir/base.txt" "$dir/base.txt" "$dir/base.txt" > "$dir/base3.txt"
"$first" generate --jigsaw --count 4000 --seed 43 > "$dir/jig.txt" 2>/dev/null
for i in $(seq 30); do cat "$dir/jig.txt"; done > "$dir/jig30.txt"
for f in grid framed ss sdk euler walls jigsaw pm sdx; do
    src=base
    case $f in jigsaw|walls) src=jig;; esac
    head -4000 "$dir/$src.txt" > "$dir/some.txt"
    "$first" convert --to "$f" "$dir/some.txt" > "$dir/one.$f"
    size=$(wc -c < "$dir/one.$f")
    n=$(( (10485760 * 4000 + size - 1) / size + 1 ))
    case $src in base) all=base3;; *) all=jig30;; esac
    head -n "$n" "$dir/$all.txt" > "$dir/lines.$f"
    "$first" convert --to "$f" "$dir/lines.$f" > "$dir/ten.$f"
    rm "$dir/one.$f" "$dir/lines.$f"
done
printf '%-8s %-22s %8s' format command MB
for bin in "$@"; do printf ' | %12s %9s' "max RSS KB" "CPU s"; done
echo
for f in grid framed ss sdk euler walls jigsaw pm sdx; do
    from=""
    # sdx without a digit placed by a player is detected as pm: named.
    [ "$f" = sdx ] && from="--from sdx"
    # To line (jigsaw for jigsaw layouts), and to the format itself where that streams
    # (walls and positions are written whole: a count first; documents).
    case $f in
        jigsaw) convert="convert --to jigsaw";;
        walls) convert="convert --to jigsaw";;
        pm|sdx) convert="convert --to line";;
        *) convert="convert --to line|convert --to $f";;
    esac
    IFS='|'
    for cmd in $convert solve count; do
        unset IFS
        mb=$(( $(wc -c < "$dir/ten.$f") / 1048576 ))
        printf '%-8s %-22s %8s' "$f" "$cmd" "$mb"
        for bin in "$@"; do
            # shellcheck disable=SC2086
            /usr/bin/time -f "%M %U %S" -o "$dir/time" "$bin" $cmd $from "$dir/ten.$f" > /dev/null 2>&1 || true
            read -r rss user sys < "$dir/time"
            printf ' | %12s %9s' "$rss" "$(echo "$user + $sys" | bc)"
        done
        echo
    done
done
