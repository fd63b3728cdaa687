#!/usr/bin/env bash
# Builds the UniFFI bindings library (crate ludo-ffi) and generates the Kotlin and
# Swift sources from it in library mode:
#   bindings/generated/kotlin/org/ludo/core/ludo_ffi.kt
#   bindings/generated/swift/{LudoCore.swift,LudoCoreFFI.h,LudoCoreFFI.modulemap}
# Generated files are build outputs (gitignored). Regenerate after every change of
# the Rust API: the generated code checks API checksums against the library it loads.
#
# Usage: scripts/gen-bindings.sh            (release build, as the test scripts use)
# Env:   CARGO_TARGET_DIR                   (default: <repo>/target)
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
target_dir=${CARGO_TARGET_DIR:-$root/target}
out=$root/bindings/generated

start=$SECONDS
cargo build --release -p ludo-ffi --lib --bin uniffi-bindgen
lib=$target_dir/release/libludo_ffi.so
bindgen=$target_dir/release/uniffi-bindgen
[[ -f $lib ]] || { echo "gen-bindings: $lib was not built" >&2; exit 1; }

rm -rf "$out/kotlin" "$out/swift"
mkdir -p "$out/kotlin" "$out/swift"
# --no-format: ktlint / swiftformat are not needed (and not installed).
"$bindgen" generate --library "$lib" --language kotlin --out-dir "$out/kotlin" --no-format
"$bindgen" generate --library "$lib" --language swift --out-dir "$out/swift" --no-format

kt=$out/kotlin/org/ludo/core/ludo_ffi.kt
for f in "$kt" "$out/swift/LudoCore.swift" "$out/swift/LudoCoreFFI.h" "$out/swift/LudoCoreFFI.modulemap"; do
  [[ -f $f ]] || { echo "gen-bindings: expected $f" >&2; ls -R "$out" >&2; exit 1; }
done
echo "gen-bindings: $lib -> $out (kotlin, swift) in $((SECONDS - start)) s"
