#!/usr/bin/env bash
# iOS shell tests on Linux: the LudoKit Swift package (view model, board/tap/haptic
# mapping, save store, localisation, golden files) against the real Rust library,
# with Swift 6.0.3 in a Debian trixie chroot (scripts/swift-chroot.sh).
#
#   scripts/test-ios.sh [extra swift test args, e.g. --filter TapMapperTests]
#
# Works on a fresh machine: creates the chroot when missing, builds the Rust library and
# generates the Swift bindings (scripts/gen-bindings.sh), stages them into
# ios/LudoKit (gitignored paths) and runs `swift test` in the chroot.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

log() { printf '[test-ios] %s\n' "$*" >&2; }

log "ensuring the Swift chroot"
scripts/swift-chroot.sh ensure

log "building the Rust library and generating the Swift bindings"
scripts/gen-bindings.sh

log "staging bindings, library and golden files into ios/LudoKit"
ios/scripts/stage-bindings.sh

# Inside the chroot the package is at /work. Linker flags on the command line (not in
# Package.swift: unsafeFlags are refused when LudoKit is used as a dependency by the app);
# Observation needs --allow-shlib-undefined on Linux.
log "swift test (LudoKit)"
scripts/swift-chroot.sh run "$root/ios/LudoKit" -- env LUDO_GOLDEN_DIR=/work/golden \
  swift test \
  -Xlinker -L/work/lib -Xlinker -rpath -Xlinker /work/lib \
  -Xlinker --allow-shlib-undefined \
  "$@"
