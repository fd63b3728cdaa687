#!/usr/bin/env bash
# Stage "android release (R8)": shrinks the app as its release build does and plays a game
# on the result, against the real Rust library.
#  1. builds the Rust library and the Kotlin bindings (scripts/gen-bindings.sh), compiles
#     the app, the bindings and the harness (android/verify/release/pom.xml), links the
#     resources with aapt2 for the keep rules it generates (as AGP does);
#  2. R8 9.5.28 (Maven Central) in full mode over the app, the bindings, JNA (the classes of
#     the aar that ships) and the Kotlin stdlib, with
#     android/app/proguard-rules.pro + aapt2's rules + the rules the libraries embed for R8:
#     a release dex (--min-api 24), whose size is printed;
#  3. the same R8 run with class-file output plus the harness (kept as the only extra entry
#     point), run on this JVM: it plays a game, saves, loads and runs CPU moves through
#     JNA on the shrunk code (android/verify/release/src/harness).
#  4. 16 KB pages: .cargo/config.toml links every Android target with max-page-size=16384,
#     JNA's bundled libjnidispatch.so files are 16 KB aligned (android/tools/ElfAlignment.java,
#     the check the Gradle build runs on the APK; its failure cases are exercised too);
#  5. checks the release files Gradle would read (android/tools/check_store_files.py): release
#     signing never with the debug key, backup rules, store listing with changelogs and icon
#     (fastlane/metadata/android), the Gradle wrapper;
#  6. prints an estimate of the APK size.
# AGP's default proguard-android-optimize.txt is not part of the run (it ships inside the
# Android Gradle plugin, not on Maven Central): the app's own rules must carry what JNA and
# the bindings need.
set -euo pipefail
. "$(dirname "$0")/test-android-lib.sh"
cd "$root"

R8_VERSION=9.5.28
android_apt_packages
android_bindings

t=$root/android/verify/release/target
mvn "${mvn_args[@]}" -q -f android/verify/release/pom.xml process-test-classes -Duniffi.generated.dir="$generated"
android_link_resources "$t/res"

r8=$(m2_artifact com.android.tools:r8:$R8_VERSION)
android_all=$(m2_artifact org.robolectric:android-all:16-robolectric-13921718)
jna_aar=$(m2_artifact net.java.dev.jna:jna:5.19.1:aar)
work=$t/r8
rm -rf "$work" && mkdir -p "$work/rules" "$work/jnidispatch"

# Program: the app + bindings, the libraries it ships with; JNA as the aar's classes.
(cd "$t/classes" && jar cf "$work/app.jar" .)
(cd "$t/test-classes" && jar cf "$work/harness-classes.jar" .)
unzip -p "$jna_aar" classes.jar >"$work/jna-android.jar"
libs=()
for j in "$t"/deps/*.jar; do
  case $(basename "$j") in jna-*) ;; *) libs+=("$j") ;; esac
done
libs+=("$work/jna-android.jar")

# Keep rules the libraries embed for R8 (META-INF/com.android.tools/r8[-from-X][-upto-Y]/,
# else META-INF/proguard/), chosen for this R8 version the way AGP chooses them.
in_range() { # version from upto: from <= version < upto
  [ -z "$2" ] || [ "$(printf '%s\n%s\n' "$2" "$1" | sort -V | head -1)" = "$2" ] || return 1
  [ -z "$3" ] || [ "$(printf '%s\n%s\n' "$1" "$3" | sort -V | head -1)" = "$1" ] && [ "$1" != "$3" ] || return 1
}
pg=(--pg-conf android/app/proguard-rules.pro --pg-conf "$t/res/aapt2-rules.pro")
for j in "${libs[@]}"; do
  n=0
  while read -r entry; do
    dir=$(basename "$(dirname "$entry")")
    from=$(sed -n 's/^r8-from-\([0-9.]*\).*/\1/p' <<<"$dir")
    upto=$(sed -n 's/.*upto-\([0-9.]*\)$/\1/p' <<<"$dir")
    in_range "$R8_VERSION" "$from" "$upto" || continue
    out="$work/rules/$(basename "$j" .jar)-$dir-$(basename "$entry")"
    unzip -p "$j" "$entry" >"$out" && pg+=(--pg-conf "$out") && n=$((n + 1))
  done < <(unzip -Z1 "$j" | grep -E '^META-INF/com\.android\.tools/r8[^/]*/[^/]+\.pro$' || true)
  if [ "$n" -eq 0 ]; then
    while read -r entry; do
      out="$work/rules/$(basename "$j" .jar)-proguard-$(basename "$entry")"
      unzip -p "$j" "$entry" >"$out" && pg+=(--pg-conf "$out")
    done < <(unzip -Z1 "$j" | grep -E '^META-INF/proguard/[^/]+\.pro$' || true)
  fi
done

# Library: the Android 16 framework (compileSdk 36); Robolectric's android-all has no
# java.* classes, which come from this JDK.
java_home=$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")
r8() { java -Xmx2g -cp "$r8" com.android.tools.r8.R8 --release --no-data-resources --lib "$java_home" --lib "$android_all" "$@"; }

# 1. The release dex.
t0=$SECONDS
r8 --min-api 24 "${pg[@]}" --pg-map-output "$work/mapping.txt" \
  --output "$work/release-dex.zip" "$work/app.jar" "${libs[@]}"
dex_bytes=$(unzip -Z -l "$work/release-dex.zip" | awk '/\.dex$/ {s += $4} END {print s}')
echo "release dex (R8 $R8_VERSION full mode, min API 24): $dex_bytes bytes ($(((dex_bytes + 512) / 1024)) KiB), in $((SECONDS - t0)) s"

# 2. The same shrinking with class files out and the harness in, run against the real library.
echo '-keep class app.ludo.release.ReleaseHarness { public static void main(java.lang.String[]); }' >"$work/harness.pro"
r8 --classfile "${pg[@]}" --pg-conf "$work/harness.pro" \
  --output "$work/harness.jar" "$work/app.jar" "$work/harness-classes.jar" "${libs[@]}"
# JNA's dispatch library for this host (the aar only has the Android ones).
unzip -p "$(m2_artifact net.java.dev.jna:jna:5.19.1)" com/sun/jna/linux-x86-64/libjnidispatch.so >"$work/jnidispatch/libjnidispatch.so"
unzip -p "$jna_aar" jni/arm64-v8a/libjnidispatch.so >"$work/jnidispatch-arm64.so"
java -Djna.library.path="$libdir" -Djna.boot.library.path="$work/jnidispatch" -Djna.nosys=true \
  -cp "$work/harness.jar" app.ludo.release.ReleaseHarness

# 4. 16 KB pages.
android_check_cargo_config
elf() { java "$root/android/tools/ElfAlignment.java" "$@"; }
elf "$jna_aar" | tail -1
# The checker must refuse what a 16 KB device refuses: this host's 4 KB-aligned library, and
# a 16 KB-aligned library stored in an APK off a 16 KB boundary (and accept it on one).
if elf "$libdir/libludo_ffi.so" >/dev/null; then echo "ElfAlignment accepted a 4 KB-aligned library" >&2; exit 1; fi
python3 - "$work" "$work/jnidispatch-arm64.so" <<'PY'
import sys, zipfile
work, so = sys.argv[1], sys.argv[2]
for name, aligned in (("aligned.apk", True), ("misaligned.apk", False)):
    with zipfile.ZipFile(f"{work}/{name}", "w") as z:
        z.writestr("classes.dex", b"dex\n")
        info = zipfile.ZipInfo("lib/arm64-v8a/libjnidispatch.so")
        info.compress_type = zipfile.ZIP_STORED
        start = z.fp.tell() + 30 + len(info.filename)
        pad = (-start) % 16384
        if 0 < pad < 4:
            pad += 16384  # an extra field has a 4-byte header
        if not aligned:
            pad += 8
        info.extra = b"" if pad == 0 else b"\xff\xff" + (pad - 4).to_bytes(2, "little") + bytes(pad - 4)
        z.writestr(info, open(so, "rb").read())
PY
elf "$work/aligned.apk" >/dev/null || { echo "ElfAlignment refused a 16 KB-aligned APK entry" >&2; exit 1; }
if elf "$work/misaligned.apk" >/dev/null; then echo "ElfAlignment accepted a misaligned APK entry" >&2; exit 1; fi
echo "ElfAlignment: refuses a 4 KB-aligned library and an APK entry off a 16 KB boundary"

# 5. Release files Gradle cannot check here (android/tools/check_store_files.py, seconds): the
# release build never signs with the debug key; the backup rules keep the saves, the records
# and the settings; the store listing (fastlane/metadata/android, where F-Droid reads it) has
# its texts within the limits, a changelog for the current versionCode in every language and
# a 512 x 512 icon; the Gradle wrapper is the official jar with a pinned distribution. Its
# self-test breaks a copy in each of those ways and must see every one refused.
python3 android/tools/check_store_files.py --self-test

# 6. APK size estimate: the dex deflated, the linked resources, and per ABI (3) JNA's
# dispatch library + libludo_ffi.so, stored uncompressed. libludo_ffi.so is this host's
# x86_64 release build stripped (the cross builds need the NDK); AGP strips the same way.
strip -o "$work/libludo_ffi-stripped.so" "$libdir/libludo_ffi.so"
python3 - "$work" "$t/res/app.ap_" "$jna_aar" <<'PY'
import os, sys, zipfile, zlib
work, res, aar = sys.argv[1:4]
with zipfile.ZipFile(f"{work}/release-dex.zip") as z:
    dex = sum(len(zlib.compress(z.read(n), 9)) for n in z.namelist() if n.endswith(".dex"))
with zipfile.ZipFile(aar) as z:
    jna = sum(z.getinfo(f"jni/{abi}/libjnidispatch.so").file_size for abi in ("arm64-v8a", "armeabi-v7a", "x86_64"))
ffi = os.path.getsize(f"{work}/libludo_ffi-stripped.so")
resources = os.path.getsize(res)
total = dex + resources + jna + 3 * ffi
kib = lambda n: f"{n / 1024:.0f} KiB"
print(f"APK size estimate: {total / 1048576:.1f} MiB = dex {kib(dex)} deflated + resources {kib(resources)}"
      f" + JNA {kib(jna)} (3 ABIs) + libludo_ffi.so 3 x {kib(ffi)} (host build, stripped); one ABI per device from a bundle: {(dex + resources + jna / 3 + ffi) / 1048576:.1f} MiB")
PY
echo "android release: OK"
