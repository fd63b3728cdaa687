#!/usr/bin/env bash
# Checks the Android app (android/) on a machine without Google Maven / Android SDK:
#  1. builds the Rust library and the UniFFI Kotlin bindings (scripts/gen-bindings.sh);
#  2. compiles every Kotlin source of the app + the generated bindings against the
#     Android 16 framework jar (compileSdk 36; org.robolectric:android-all, compile-only, Maven Central);
#  3. runs the JVM unit tests (JUnit 5) of the shell classes against the real Rust library
#     through JNA, including the golden-image comparison of the board painter (Java2D).
# Maven downloads what it needs on first use. UPDATE_GOLDEN=1 rewrites the golden PNGs
# in android/app/src/test/resources/golden/; every run also writes the rendered PNGs to
# android/verify/target/board-png/.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

generated="$root/bindings/generated/kotlin"
libdir="${CARGO_TARGET_DIR:-$root/target}/release"

if [ -x scripts/gen-bindings.sh ] || [ -f scripts/gen-bindings.sh ]; then
  bash scripts/gen-bindings.sh
else
  # Fallback while scripts/gen-bindings.sh is absent: same steps, output kept under android/.
  cargo build --release --locked -p ludo-ffi
  generated="$root/android/verify/target/generated-bindings"
  rm -rf "$generated"
  cargo run --release --locked -q -p ludo-ffi --bin uniffi-bindgen -- generate \
    --library "$libdir/libludo_ffi.so" --language kotlin --no-format --out-dir "$generated"
fi

test -f "$libdir/libludo_ffi.so" || { echo "missing $libdir/libludo_ffi.so" >&2; exit 1; }
find "$generated" -name '*.kt' | grep -q . || { echo "no generated Kotlin in $generated" >&2; exit 1; }

# LUDO_M2_REPO: another local Maven repository than ~/.m2/repository (as the other Android stages).
mvn -B --no-transfer-progress ${LUDO_M2_REPO:+-Dmaven.repo.local="$LUDO_M2_REPO"} -f android/verify/pom.xml test \
  -Duniffi.generated.dir="$generated" \
  -Djna.library.path="$libdir" 2>&1 |
  grep -Ev '^\[INFO\] (Download|---|$)|Source root doesn.t exist' |
  sed -n '/ERROR\|FAIL\|Tests run\|BUILD\|WARN.*\.kt\|e: \|w: /p'
status=${PIPESTATUS[0]}
[ "$status" -eq 0 ] && echo "android: OK" || echo "android: FAILED"
exit "$status"
