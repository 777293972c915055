#!/usr/bin/env bash
# The published core crate's own tests: packages nonet-core as `cargo publish` would,
# unpacks the .crate into a temporary folder outside the workspace and runs `cargo test`
# there. A file the tests read that the package leaves out (Cargo.toml's `exclude`) fails
# here, not for the first user who tests the crate.
#
# Usage: scripts/package-test.sh [CARGO TEST ARGS...]
# It builds in the workspace's target folder, with the workspace's test profile, so that
# the dependencies the workspace's own `cargo test` built are reused; only nonet-core
# itself is compiled again.
set -euo pipefail
cd "$(dirname "$0")/.."
target="$(cargo metadata --no-deps --format-version 1 |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')"
version="$(cargo pkgid -p nonet-core)"
version="${version##*[#@]}"
crate="$target/package/nonet-core-$version.crate"

# `--allow-dirty`: CI tests what is checked out, committed or not; `--no-verify`: the
# tests below build the package anyway.
cargo package -p nonet-core --allow-dirty --no-verify --quiet

unpacked="$(mktemp -d)"
trap 'rm -rf "$unpacked"' EXIT
# `-m`: the files dated now, not as packed. Cargo knows a path package by its files'
# dates, not its folder, so an unpacked copy dated as packed would pass as built by an
# earlier run (from another temporary folder, with that folder compiled in).
tar -xzmf "$crate" -C "$unpacked"
cd "$unpacked/nonet-core-$version"
# The workspace's test profile (the root Cargo.toml's, which the package does not carry).
export CARGO_PROFILE_TEST_OPT_LEVEL=2 CARGO_PROFILE_TEST_DEBUG=line-tables-only
CARGO_TARGET_DIR="$target" cargo test --locked "$@"
