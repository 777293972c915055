#!/usr/bin/env bash
# The release archive: nonet-VERSION-TARGET.tar.gz, as ripgrep, bat and fd ship theirs.
# Inside, one folder of the same name holds the binary, man/man1/ (every manual page:
# `MANPATH=…/man man nonet`), completions/ (a script for every shell `nonet completions`
# takes), README.md, CHANGELOG.md and both licences.
#
#   scripts/dist.sh [OUT_DIR]       builds with `cargo build --release --locked`, writes
#                                   the archive into OUT_DIR (default target/dist) and
#                                   prints its path
#
# VERSION is Cargo.toml's, TARGET the host's (`rustc -vV`). NONET_DIST_BINARY=PATH packs
# that binary instead of building one: tests/dist.rs gives the one `cargo test` built, so
# CI builds nothing twice.
set -euo pipefail
cd "$(dirname "$0")/.."

out="${1:-target/dist}"
version="$(sed -n '/^\[workspace.package\]/,/^\[/s/^version = "\(.*\)"/\1/p' Cargo.toml)"
target="$(rustc -vV | sed -n 's/^host: //p')"
if [ -z "$version" ] || [ -z "$target" ]; then
    echo "dist.sh: cannot read the version from Cargo.toml or the target from rustc -vV" >&2
    exit 1
fi

binary="${NONET_DIST_BINARY:-}"
if [ -z "$binary" ]; then
    cargo build --release --locked >&2
    binary=target/release/nonet
fi

name="nonet-$version-$target"
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
root="$stage/$name"
mkdir -p "$root/completions" "$out"

cp "$binary" "$root/nonet"
# The pages and the scripts describe nonet, not the builder's setup: the static nushell
# script would hold the user themes of the config folder.
export NONET_CONFIG_DIR="$stage/config" NONET_DATA_DIR="$stage/data"
"$root/nonet" man --dir "$root/man/man1" >/dev/null
# Every shell the command takes, from its own help ("[possible values: bash, zsh, …]"),
# each under the name its shell looks for.
shells="$("$root/nonet" completions --help | sed -n 's/.*\[possible values: \(.*\)\]/\1/p' | tr -d ,)"
if [ -z "$shells" ]; then
    echo "dist.sh: nonet completions --help names no shell" >&2
    exit 1
fi
for shell in $shells; do
    case "$shell" in
        bash) file=nonet.bash ;;
        zsh) file=_nonet ;;
        fish) file=nonet.fish ;;
        powershell) file=_nonet.ps1 ;;
        elvish) file=nonet.elv ;;
        nushell) file=nonet.nu ;;
        *) file="nonet.$shell" ;;
    esac
    "$root/nonet" completions "$shell" > "$root/completions/$file"
done
cp README.md CHANGELOG.md LICENSE-MIT LICENSE-APACHE "$root/"

archive="$out/$name.tar.gz"
tar -C "$stage" --owner=0 --group=0 --numeric-owner --sort=name -czf "$archive" "$name"
echo "$archive"
