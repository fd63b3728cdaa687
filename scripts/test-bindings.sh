#!/usr/bin/env bash
# All tests of the UniFFI bindings: the Rust tests of ludo-ffi (wrapper + golden
# files), the Kotlin suite (Maven/JUnit 5/JNA) and the Swift suite (swift test in the
# Debian trixie chroot). Installs what a fresh machine lacks (Maven + JDK via apt,
# Maven packages from Maven Central, the trixie chroot). Needs root for the last two.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
start=$SECONDS
cargo test --release -p ludo-ffi   # release: shares the build gen-bindings.sh needs
"$root/scripts/test-kotlin.sh"
"$root/scripts/test-swift.sh"
echo "test-bindings: Rust, Kotlin and Swift suites passed in $((SECONDS - start)) s"
