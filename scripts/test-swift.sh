#!/usr/bin/env bash
# Swift tests of the UniFFI bindings on Linux: ensures the Debian trixie chroot with
# Swift 6.0.3 (scripts/swift-chroot.sh; built once, ~3 min, cached), builds the
# library, generates the bindings, stages the generated Swift/C files, libludo_ffi.so
# and the golden files into the SwiftPM package bindings/swift (gitignored) and runs
# `swift test` there inside the chroot. Needs root (chroot, mounts).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
target_dir=${CARGO_TARGET_DIR:-$root/target}
pkg=$root/bindings/swift
gen=$root/bindings/generated/swift

"$root/scripts/swift-chroot.sh" ensure
"$root/scripts/gen-bindings.sh"

mkdir -p "$pkg/lib" "$pkg/Sources/LudoCore" "$pkg/Sources/LudoCoreFFI"
cp "$target_dir/release/libludo_ffi.so" "$pkg/lib/"
cp "$gen/LudoCore.swift" "$pkg/Sources/LudoCore/LudoCore.swift"
cp "$gen/LudoCoreFFI.h" "$pkg/Sources/LudoCoreFFI/LudoCoreFFI.h"
cp "$gen/LudoCoreFFI.modulemap" "$pkg/Sources/LudoCoreFFI/module.modulemap"
rm -rf "$pkg/golden"
cp -r "$root/tests/golden" "$pkg/golden"

start=$SECONDS
"$root/scripts/swift-chroot.sh" run "$pkg" -- swift test "$@"
echo "test-swift: swift test took $((SECONDS - start)) s"
