#!/usr/bin/env bash
# Stage "android app (Robolectric)": runs the real MainActivity and board View on this
# machine's JVM under Robolectric (native graphics), against the real Rust library through
# JNA, and compares screenshots with android/app/src/test/resources/golden/screens/.
#  1. apt: aapt (aapt2) + android-framework-res; Maven Central: Robolectric 4.16.1 and the
#     instrumented Android 16 (SDK 36), Android 15 (SDK 35) and Android 10 (SDK 29) framework
#     jars (~200 MB each), and Android 14, 13 and 7 (SDK 34, 33, 24: system Back,
#     BackSdk*Test; ~90-160 MB each), cached in the local Maven repository, Robolectric runs offline;
#  2. builds the Rust library and the Kotlin bindings (scripts/gen-bindings.sh);
#  3. links the app's resources with aapt2 (android/verify/app/target/res);
#  4. mvn test on android/verify/app/pom.xml: compiles the app against android-all 16
#     (compileSdk 36) and runs the tests in android/app/src/robolectric/kotlin.
# UPDATE_GOLDEN=1 rewrites the golden screenshots; every run writes them to
# android/verify/app/target/screens/. Extra arguments go to Maven (e.g. -Dtest=HomeTest).
set -euo pipefail
. "$(dirname "$0")/test-android-lib.sh"
cd "$root"

android_apt_packages
android_bindings

target=$root/android/verify/app/target
android_link_resources "$target/res"
# Robolectric's binary resources mode reads the linked APK through this classpath file.
cfg=$target/res/classpath/com/android/tools
mkdir -p "$cfg" "$target/res/assets"
cat >"$cfg/test_config.properties" <<PROPS
android_merged_manifest=$target/res/AndroidManifest.xml
android_merged_resources=$target/res/compiled
android_merged_assets=$target/res/assets
android_resource_apk=$target/res/app.ap_
android_custom_package=app.ludo
PROPS

# androidx.test's monitor and espresso-idling-resource (Robolectric needs their classes) are
# served as .aar only: put the classes.jar from inside each on the test classpath.
mkdir -p "$target/aar"
for a in androidx.test:monitor:1.8.0 androidx.test.espresso:espresso-idling-resource:3.7.0; do
  aar=$(m2_artifact "$a:aar")
  name=$(cut -d: -f2 <<<"$a")
  [ "$target/aar/$name.jar" -nt "$aar" ] || unzip -p "$aar" classes.jar >"$target/aar/$name.jar"
done

# The instrumented framework jars, linked into one folder for robolectric.offline.
deps=$target/robolectric-deps
mkdir -p "$deps"
for v in 16-robolectric-13921718-i7 15-robolectric-13954326-i7 14-robolectric-10818077-i7 13-robolectric-9030017-i7 10-robolectric-5803371-i7 7.0.0_r1-robolectric-r1-i7; do
  jar=$(m2_artifact "org.robolectric:android-all-instrumented:$v")
  ln -sf "$jar" "$deps/"
done

mvn "${mvn_args[@]}" -f android/verify/app/pom.xml test -Dtest.jvm="$(android_jdk21)/bin/java" \
  -Duniffi.generated.dir="$generated" -Djna.library.path="$libdir" \
  -Drobolectric.deps.dir="$deps" "$@" 2>&1 |
  grep -Ev '^\[INFO\] (Download|---|$)|Source root doesn.t exist' |
  sed -n '/ERROR\|FAIL\|Tests run\|BUILD\|WARN.*\.kt\|e: \|w: \|^ludo:/p'
status=${PIPESTATUS[0]}
[ "$status" -eq 0 ] && echo "android app: OK" || echo "android app: FAILED (reports: android/verify/app/target/surefire-reports)"
exit "$status"
