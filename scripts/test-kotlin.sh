#!/usr/bin/env bash
# Kotlin tests of the UniFFI bindings on the JVM: builds the library, generates the
# Kotlin bindings and runs the JUnit 5 suite in bindings/kotlin with Maven; JNA loads
# target/release/libludo_ffi.so (jna.library.path). Installs Maven + a JDK with apt
# when missing (needs root). Maven downloads its packages from Maven Central into
# ~/.m2 on the first run (~1.5 min).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
target_dir=${CARGO_TARGET_DIR:-$root/target}

if ! command -v mvn >/dev/null 2>&1 || ! command -v javac >/dev/null 2>&1; then
  echo "test-kotlin: installing maven and a JDK (apt-get)" >&2
  [[ $(id -u) -eq 0 ]] || { echo "test-kotlin: need root to install maven" >&2; exit 1; }
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq </dev/null
  apt-get install -y -qq --no-install-recommends maven default-jdk-headless </dev/null >/dev/null
fi

"$root/scripts/gen-bindings.sh"

cd "$root/bindings/kotlin"
start=$SECONDS
mvn -B test \
  -Djna.library.path="$target_dir/release" \
  -Duniffi.generated.dir="$root/bindings/generated/kotlin" \
  -Dludo.golden.dir="$root/tests/golden"
echo "test-kotlin: mvn test took $((SECONDS - start)) s"
