#!/usr/bin/env bash
# Runs each cargo-fuzz target of ludo-core (core/fuzz) for a short while
# (FUZZ_SECONDS, default 20) on a copy of the seed corpus.
#
# Needs a nightly toolchain and cargo-fuzz. It tries to get them
#   rustup toolchain install nightly --profile minimal
#   cargo install cargo-fuzz --locked
# and when that is impossible (no rustup servers, offline) it says so and exits 0:
# the fuzz target bodies also run on stable over the seed corpus in
# `cargo test -p ludo-core --test rules_fuzz_corpus`.
# FUZZ_REQUIRED=1 turns "cannot fuzz here" into a failure.
set -euo pipefail
cd "$(dirname "$0")/../core/fuzz"
seconds="${FUZZ_SECONDS:-20}"

skip() {
    echo "fuzz-smoke: SKIPPED: $*" >&2
    if [ "${FUZZ_REQUIRED:-0}" = 1 ]; then exit 1; fi
    exit 0
}

command -v cargo >/dev/null || skip "cargo is not installed"
if ! cargo +nightly --version >/dev/null 2>&1; then
    command -v rustup >/dev/null || skip "no nightly toolchain and no rustup"
    rustup toolchain install nightly --profile minimal >/dev/null 2>&1 \
        || skip "no nightly toolchain, and rustup cannot install one here"
fi
if ! cargo fuzz --version >/dev/null 2>&1; then
    cargo install cargo-fuzz --locked >/dev/null 2>&1 \
        || skip "cargo-fuzz is not installed and cannot be installed here"
fi

cargo +nightly fuzz build -O
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for target in save_load save_actions position; do
    mkdir -p "$work/$target"
    cp corpus/"$target"/* "$work/$target/"
    echo "fuzz-smoke: $target for ${seconds}s"
    cargo +nightly fuzz run -O "$target" "$work/$target" -- \
        -max_total_time="$seconds" -max_len=65536 -rss_limit_mb=2048 -print_final_stats=1
done
echo "fuzz-smoke: both targets ran ${seconds}s without a crash"
