#!/usr/bin/env bash
# iOS shell tests on Linux, with Swift 6.0.3 in a Debian trixie chroot
# (scripts/swift-chroot.sh):
#  * the Mac build scripts: shellcheck, nothing macOS's bash 3.2 lacks, and a run of
#    build-xcframework.sh with stand-ins for the Apple tools (ios/scripts/test-build-scripts.sh);
#  * the App Store files: privacy manifest, app icon, project.yml, store listing, no
#    hard-coded UI texts (ios/scripts/check_app_files.py);
#  * every Swift file of ios/LudoApp parses (`swiftc -parse`, seconds: fails fast);
#  * the app type-checks against LudoKit's PUBLIC interface (ios/scripts/typecheck-app.sh:
#    SwiftUI, UIKit and AVFoundation are stand-in modules in ios/AppCheck, LudoKit is imported
#    without @testable), and a probe using an internal LudoKit member is refused;
#  * the LudoKit Swift package (view model, board/tap/haptic mapping, save store,
#    localisation, golden files), built in the Swift 6 language mode, against the real
#    Rust library.
#
#   scripts/test-ios.sh [extra swift test args, e.g. --filter TapMapperTests]
#
# Works on a fresh machine (as root): installs shellcheck when missing, creates the chroot
# when missing, builds the Rust library and generates the Swift bindings
# (scripts/gen-bindings.sh), stages them into ios/LudoKit (gitignored paths) and runs
# `swift test` in the chroot.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

log() { printf '[test-ios] %s\n' "$*" >&2; }

# Quick checks first (a few seconds together), so a broken script or manifest fails fast.
if ! command -v shellcheck >/dev/null; then
  log "installing shellcheck"
  apt-get update -qq </dev/null
  apt-get install -y -qq --no-install-recommends shellcheck </dev/null >/dev/null
fi
log "Mac build scripts (shellcheck, bash 3.2 rules, stand-in run)"
ios/scripts/test-build-scripts.sh
log "App Store files and UI texts"
python3 ios/scripts/check_app_files.py

log "ensuring the Swift chroot"
scripts/swift-chroot.sh ensure

# A syntax error (also inside #if canImport(SwiftUI) blocks) fails here, before the slow steps.
log "swiftc -parse ios/LudoApp/*.swift"
scripts/swift-chroot.sh run "$root/ios" -- sh -c 'swiftc -parse -swift-version 6 LudoApp/*.swift'

log "building the Rust library and generating the Swift bindings"
scripts/gen-bindings.sh

log "staging bindings, library and golden files into ios/LudoKit"
ios/scripts/stage-bindings.sh

# The tests use `@testable import`, which reaches internal members: the app's use of LudoKit
# is checked on its own, against the module built here (the tests reuse the build).
log "swift build --target LudoKit; the app type-checked against LudoKit's public API"
scripts/swift-chroot.sh run "$root/ios/LudoKit" -- swift build --target LudoKit
scripts/swift-chroot.sh run "$root/ios" -- bash scripts/typecheck-app.sh

# Inside the chroot the package is at /work. Linker flags on the command line (not in
# Package.swift: unsafeFlags are refused when LudoKit is used as a dependency by the app);
# Observation needs --allow-shlib-undefined on Linux.
log "swift test (LudoKit)"
scripts/swift-chroot.sh run "$root/ios/LudoKit" -- env LUDO_GOLDEN_DIR=/work/golden \
  swift test \
  -Xlinker -L/work/lib -Xlinker -rpath -Xlinker /work/lib \
  -Xlinker --allow-shlib-undefined \
  "$@"
