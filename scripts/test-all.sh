#!/usr/bin/env bash
# Runs every test of the project: Rust (format, lints, unit/integration/property
# tests, fuzz-target smoke run, a check with the oldest supported toolchain, the
# workspace's `rust-version`), the Kotlin bindings, the Android shell, the real Android
# app under Robolectric, the R8-shrunk release build, the Swift bindings and the iOS
# shell (LudoKit). Installs what a fresh machine lacks: Maven
# packages come from Maven Central on first use, the Swift toolchain is a Debian
# trixie chroot built once and cached (scripts/swift-chroot.sh).
#
# This is the README's test command; .ci/run runs exactly this script.
# Exit status: 0 when every stage passed, 1 otherwise. Set LUDO_STAGES to a
# space-separated subset (e.g. "rust kotlin") to run only some stages.
set -uo pipefail
cd "$(dirname "$0")/.."

stages=${LUDO_STAGES:-"rust kotlin android android-app android-release swift ios"}
passed=0
failed=0
failures=()

run_stage() {
  local name=$1
  shift
  echo
  echo "==> $name"
  local t0=$SECONDS
  if "$@"; then
    passed=$((passed + 1))
    echo "<== $name: ok ($((SECONDS - t0)) s)"
  else
    failed=$((failed + 1))
    failures+=("$name")
    echo "<== $name: FAILED ($((SECONDS - t0)) s)"
  fi
}

# `rust-version` in Cargo.toml is the true minimum: the workspace must build with
# exactly that toolchain (installed on first use, minimal profile; check only).
msrv_check() {
  local msrv
  msrv=$(sed -n 's/^rust-version = "\(.*\)"$/\1/p' Cargo.toml)
  [ -n "$msrv" ] || { echo "msrv: no rust-version in Cargo.toml"; return 1; }
  echo "msrv: cargo +$msrv check --workspace --locked --features ludo-core/render"
  rustup toolchain install "$msrv" --profile minimal --no-self-update &&
    cargo +"$msrv" check --workspace --locked --features ludo-core/render
}

# The play screen's golden images are rendered with the Noto fonts of Debian's
# fonts-noto-core (not in the repository): installed on first use.
ensure_fonts() {
  [ -f /usr/share/fonts/truetype/noto/NotoSansBengali-Regular.ttf ] && return 0
  echo "fonts: installing fonts-noto-core"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-noto-core) >/dev/null
}

# The core's PNG renderer (feature `render`: the golden images of the play screen)
# is built and tested with the workspace; the phone libraries leave it out. The
# snapshot tests (insta) only compare here: a difference or a missing snapshot
# fails, nothing is written (`INSTA_UPDATE=no`, as in .config/insta.yaml).
rust_checks() {
  ensure_fonts &&
    cargo fmt --all -- --check &&
    cargo clippy --workspace --all-targets --locked --features ludo-core/render -- -D warnings &&
    INSTA_UPDATE=no cargo test --workspace --locked --features ludo-core/render &&
    scripts/fuzz-smoke.sh &&
    msrv_check
}

for s in $stages; do
  case $s in
    rust) run_stage "rust" rust_checks ;;
    kotlin) run_stage "kotlin bindings" scripts/test-kotlin.sh ;;
    android) run_stage "android shell" scripts/test-android.sh ;;
    android-app) run_stage "android app (Robolectric)" scripts/test-android-app.sh ;;
    android-release) run_stage "android release (R8)" scripts/test-android-release.sh ;;
    swift) run_stage "swift bindings" scripts/test-swift.sh ;;
    ios) run_stage "ios shell (build scripts, store files, LudoApp parse, LudoKit)" scripts/test-ios.sh ;;
    *) echo "unknown stage $s"; failed=$((failed + 1)); failures+=("$s") ;;
  esac
done

echo
[ ${#failures[@]} -eq 0 ] || echo "failed stages: ${failures[*]}"
echo "stages: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
