#!/usr/bin/env bash
# iOS shell tests on Linux, with Swift 6.0.3 in a Debian trixie chroot
# (scripts/swift-chroot.sh):
#  * the Mac build scripts: shellcheck, nothing macOS's bash 3.2 lacks, and a run of
#    build-xcframework.sh with stand-ins for the Apple tools (ios/scripts/test-build-scripts.sh);
#  * the App Store files: privacy manifest, app icon, project.yml, store listing, no
#    hard-coded UI texts (ios/scripts/check_app_files.py);
#  * every Swift file of ios/LudoApp parses (`swiftc -parse`: SwiftUI/UIKit do not exist on
#    Linux, so a syntax check is all that can run here);
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

# SwiftUI and UIKit do not exist on Linux: parsing is the check that can run here, and it
# fails on any syntax error (also inside #if canImport(SwiftUI) blocks).
log "swiftc -parse ios/LudoApp/*.swift"
scripts/swift-chroot.sh run "$root/ios" -- sh -c 'swiftc -parse -swift-version 6 LudoApp/*.swift'

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
