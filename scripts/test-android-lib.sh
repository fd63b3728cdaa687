# Shared steps of the Android stages (sourced by scripts/test-android-app.sh and
# scripts/test-android-release.sh; not run on its own).
#
# Env: LUDO_M2_REPO  local Maven repository (default ~/.m2/repository); the ~200 MB
#                    instrumented Android framework jars Robolectric runs on are cached there.

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
m2=${LUDO_M2_REPO:-$HOME/.m2/repository}
mvn_args=(-B --no-transfer-progress -Dmaven.repo.local="$m2")
generated=$root/bindings/generated/kotlin
libdir=${CARGO_TARGET_DIR:-$root/target}/release

# Debian's aapt2 (Android 10 era) and the API 29 framework-res.apk to link against.
framework_res=/usr/share/android-framework-res/framework-res.apk
android_apt_packages() {
  if command -v aapt2 >/dev/null && [ -f "$framework_res" ]; then return 0; fi
  echo "installing aapt android-framework-res (apt)"
  if [ "$(id -u)" -eq 0 ]; then sudo=(); else sudo=(sudo); fi
  "${sudo[@]}" apt-get update -q >/dev/null &&
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -q aapt android-framework-res >/dev/null
}

# The Rust library (host, release) and the UniFFI Kotlin bindings.
android_bindings() {
  bash "$root/scripts/gen-bindings.sh" >/dev/null
  test -f "$libdir/libludo_ffi.so" || { echo "missing $libdir/libludo_ffi.so" >&2; return 1; }
  find "$generated" -name '*.kt' | grep -q . || { echo "no generated Kotlin in $generated" >&2; return 1; }
}

# Path of a Maven artifact in the local repository, downloaded first if absent.
# Usage: m2_artifact group:artifact:version[:packaging]
m2_artifact() {
  local g a v p
  IFS=: read -r g a v p <<<"$1"
  p=${p:-jar}
  local f="$m2/${g//.//}/$a/$v/$a-$v.$p"
  if [ ! -f "$f" ]; then
    mvn "${mvn_args[@]}" -q dependency:get -Dtransitive=false -Dartifact="$g:$a:$v:$p" >&2 || return 1
  fi
  echo "$f"
}

# Links the app's resources with aapt2 into $1 (app.ap_, the manifest it used, R8 keep
# rules). The manifest is a generated copy: aapt2 needs the package attribute (AGP adds it
# from `namespace`) and does not know android:localeConfig (API 33) nor
# android:dataExtractionRules (API 31; the framework here is API 29), so both are left out
# (the release stage checks the backup rules itself); targetSdk 36 as in app/build.gradle.kts.
android_link_resources() {
  local out=$1
  rm -rf "$out" && mkdir -p "$out/compiled"
  aapt2 compile --dir "$root/android/app/src/main/res" -o "$out/compiled/res.zip"
  sed -e 's|<manifest xmlns:android="http://schemas.android.com/apk/res/android">|<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="app.ludo">\n    <uses-sdk android:minSdkVersion="24" android:targetSdkVersion="36" />|' \
      -e '/android:localeConfig=/d' -e '/android:dataExtractionRules=/d' \
      "$root/android/app/src/main/AndroidManifest.xml" >"$out/AndroidManifest.xml"
  grep -q 'package="app.ludo"' "$out/AndroidManifest.xml" || { echo "manifest: <manifest> tag not found" >&2; return 1; }
  aapt2 link -I "$framework_res" --manifest "$out/AndroidManifest.xml" \
    --auto-add-overlay --no-version-vectors \
    --proguard "$out/aapt2-rules.pro" -o "$out/app.ap_" "$out/compiled/res.zip"
}

# A JDK >= 21 (android-all 15 and 16 are Java 21 class files; Maven and the Kotlin compiler
# keep the default JDK 17). The machine has a Temurin JDK beside Debian's OpenJDK 17;
# LUDO_JDK21 overrides the search.
android_jdk21() {
  local j
  for j in ${LUDO_JDK21:-} "${JAVA_HOME:-}" /usr/lib/jvm/*; do
    [ -n "$j" ] && [ -x "$j/bin/java" ] || continue
    local v
    v=$("$j/bin/java" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.specification.version = //p')
    if [ "${v%%.*}" -ge 21 ] 2>/dev/null; then echo "$j"; return 0; fi
  done
  echo "no JDK >= 21 found (set LUDO_JDK21)" >&2
  return 1
}

# .cargo/config.toml must link every Android target for 16 KB pages (the ABIs the Gradle
# build packages, plus 32-bit x86): a triple's own [target.TRIPLE] table or the
# [target.'cfg(target_os = "android")'] table has to carry -z max-page-size=16384.
android_check_cargo_config() {
  python3 - "$root/.cargo/config.toml" <<'PY'
import sys, tomllib
with open(sys.argv[1], "rb") as f:
    targets = tomllib.load(f).get("target", {})
triples = ["aarch64-linux-android", "armv7-linux-androideabi", "x86_64-linux-android", "i686-linux-android"]
bad = []
for t in triples:
    flags = []
    for key, table in targets.items():
        if key == t or key.replace(" ", "") == 'cfg(target_os="android")':
            flags += table.get("rustflags", [])
    if not any("max-page-size=16384" in f for f in flags):
        bad.append(t)
if bad:
    sys.exit(f".cargo/config.toml: no -Wl,-z,max-page-size=16384 for {', '.join(bad)}")
print(f".cargo/config.toml: 16 KB page linking for {', '.join(triples)}")
PY
}
