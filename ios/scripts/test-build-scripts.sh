#!/usr/bin/env bash
# Checks the Mac build scripts on Linux (part of scripts/test-ios.sh, about a second):
#  1. shellcheck on ios/scripts/*.sh and scripts/test-ios.sh;
#  2. the scripts that run on a Mac (build-xcframework.sh, stage-bindings.sh) use nothing
#     that macOS's /bin/bash 3.2 or BSD sed lacks (arrays, bash 4 features, GNU options);
#  3. build-xcframework.sh runs end to end, release and debug, with stand-ins for uname,
#     rustup, cargo, lipo and xcodebuild that record their calls and write placeholder
#     files: the XCFramework has both slices with Headers/LudoCoreFFI/module.modulemap
#     (module LudoCoreFFI) and the header beside it, nothing at the top of Headers/, the
#     right Rust libraries in each slice, and the generated Swift staged with the C
#     module renamed.
#
#   ios/scripts/test-build-scripts.sh
#
# Env: LUDO_MAC_BASH  the bash that runs the scripts in step 3 (default: bash). Point it
#      at a bash 3.2.57 (e.g. built from Apple's bash-3.2 sources) to test with the shell
#      a Mac has; the harness itself needs bash 4+.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
ios=$(dirname "$here")
root=$(dirname "$ios")
mac_bash=${LUDO_MAC_BASH:-bash}
mac_bash=$(command -v "$mac_bash") || { echo "test-build-scripts: no bash '$mac_bash'" >&2; exit 1; }

log() { printf '[test-build-scripts] %s\n' "$*" >&2; }
failures=0
fail() { log "FAIL: $*"; failures=$((failures + 1)); }

# 1. shellcheck
if command -v shellcheck >/dev/null; then
  shellcheck -s bash "$ios"/scripts/*.sh "$root/scripts/test-ios.sh" || fail "shellcheck"
else
  fail "shellcheck is not installed (apt-get install shellcheck)"
fi

# 2. Nothing bash 3.2 / BSD tools lack in the scripts a Mac runs.
mac_scripts="$ios/scripts/build-xcframework.sh $ios/scripts/stage-bindings.sh"
# Arrays ("${a[@]}" of an empty array fails under set -u in bash 3.2), associative
# arrays, mapfile, case-changing expansions, |& and &>>, GNU sed -i / \b, readlink -f,
# realpath, grep -P.
not_on_mac='\[@\]|\[\*\]|=\(|declare -A|local -A|mapfile|readarray|\$\{[A-Za-z_][A-Za-z0-9_]*(,,|\^\^)|\|&|&>>|sed -i|\\b|readlink -f|realpath|grep -P'
# shellcheck disable=SC2086 # a list of paths
if hits=$(grep -nE -- "$not_on_mac" $mac_scripts | grep -vE '^[^:]+:[0-9]+:[[:space:]]*#'); then
  fail "constructs macOS bash 3.2 / BSD tools lack:"$'\n'"$hits"
fi

# 3. build-xcframework.sh with stand-ins for the Apple tools.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bin="$tmp/bin"
mkdir -p "$bin"
ln -s "$mac_bash" "$bin/bash" # the scripts' `#!/usr/bin/env bash` finds this one
calls="$tmp/calls.log"

cat >"$bin/uname" <<'EOF'
#!/bin/sh
echo Darwin
EOF
cat >"$bin/rustup" <<'EOF'
#!/bin/sh
echo "rustup $*" >>"$STUB_CALLS"
EOF
# cargo build [--release] -p ludo-ffi --lib [--target T]: a placeholder library whose
# text names the target and profile; cargo run ... -- generate ...: UniFFI-like output
# with the crate's default module name, so the rename to LudoCoreFFI is exercised.
cat >"$bin/cargo" <<'EOF'
#!/bin/sh
echo "cargo $*" >>"$STUB_CALLS"
cmd=$1; shift
profile=debug target="" out="" lib=""
while [ $# -gt 0 ]; do
  case $1 in
    --release) profile=release ;;
    --target) target=$2; shift ;;
    --out-dir) out=$2; shift ;;
    --library) lib=$2; shift ;;
  esac
  shift
done
dir=${CARGO_TARGET_DIR:?}
case $cmd in
  build)
    if [ -n "$target" ]; then
      mkdir -p "$dir/$target/$profile"
      echo "libludo_ffi $target $profile" >"$dir/$target/$profile/libludo_ffi.a"
    else
      mkdir -p "$dir/$profile"
      echo "host $profile" >"$dir/$profile/libludo_ffi.dylib"
    fi ;;
  run)
    [ -f "$lib" ] || { echo "stub cargo: no library $lib" >&2; exit 1; }
    mkdir -p "$out"
    printf 'module ludo_ffiFFI {\n    header "ludo_ffiFFI.h"\n    export *\n    use "Darwin"\n}\n' >"$out/ludo_ffiFFI.modulemap"
    echo "/* header */" >"$out/ludo_ffiFFI.h"
    printf '#if canImport(ludo_ffiFFI)\nimport ludo_ffiFFI\n#endif\npublic func f() {}\n' >"$out/LudoCore.swift" ;;
esac
EOF
cat >"$bin/lipo" <<'EOF'
#!/bin/sh
echo "lipo $*" >>"$STUB_CALLS"
if [ "$1" = -create ]; then
  shift; ins=""
  while [ "$1" != -output ]; do ins="$ins $1"; shift; done
  # shellcheck disable=SC2086
  cat $ins >"$2"
fi
EOF
# xcodebuild -create-xcframework (-library L -headers H)... -output O: one slice
# directory per library (device or simulator, told apart by the path), library and a
# copy of the headers directory as Headers/, as Xcode lays them out.
cat >"$bin/xcodebuild" <<'EOF'
#!/bin/sh
echo "xcodebuild $*" >>"$STUB_CALLS"
[ "$1" = -create-xcframework ] || exit 0
shift
libs="" heads="" out=""
while [ $# -gt 0 ]; do
  case $1 in
    -library) libs="$libs $2"; shift ;;
    -headers) heads="$heads $2"; shift ;;
    -output) out=$2; shift ;;
  esac
  shift
done
mkdir -p "$out"
set -- $heads
for l in $libs; do
  case $l in
    */aarch64-apple-ios/*) slice=ios-arm64 ;;
    *) slice=ios-arm64_x86_64-simulator ;;
  esac
  mkdir -p "$out/$slice"
  cp "$l" "$out/$slice/"
  cp -R "$1" "$out/$slice/Headers"
  shift
done
EOF
chmod +x "$bin"/*

run_build() { # profile -> rc; a fresh copy of the scripts in a fake repository
  local profile=$1 repo="$tmp/repo-$1"
  mkdir -p "$repo/ios/scripts"
  cp "$ios/scripts/build-xcframework.sh" "$ios/scripts/stage-bindings.sh" "$repo/ios/scripts/"
  : >"$calls"
  env PATH="$bin:$PATH" STUB_CALLS="$calls" CARGO_TARGET_DIR="$repo/target" PROFILE="$profile" \
    "$mac_bash" "$repo/ios/scripts/build-xcframework.sh" >"$tmp/out-$profile.log" 2>&1
}

for profile in release debug; do
  repo="$tmp/repo-$profile"
  if ! run_build "$profile"; then
    fail "build-xcframework.sh ($profile) under $("$mac_bash" --version | head -n1) failed:"$'\n'"$(tail -5 "$tmp/out-$profile.log")"
    continue
  fi
  xcf="$repo/ios/LudoKit/Frameworks/LudoCoreFFI.xcframework"
  for slice in ios-arm64 ios-arm64_x86_64-simulator; do
    h="$xcf/$slice/Headers"
    [[ -f $h/LudoCoreFFI/module.modulemap ]] || { fail "$profile $slice: no Headers/LudoCoreFFI/module.modulemap"; continue; }
    grep -q '^module LudoCoreFFI {' "$h/LudoCoreFFI/module.modulemap" || fail "$profile $slice: module map does not declare LudoCoreFFI"
    grep -q 'header "ludo_ffiFFI.h"' "$h/LudoCoreFFI/module.modulemap" || fail "$profile $slice: module map lost its header"
    [[ -f $h/LudoCoreFFI/ludo_ffiFFI.h ]] || fail "$profile $slice: header not beside the module map"
    top=$(cd "$h" && ls -A)
    [[ $top == LudoCoreFFI ]] || fail "$profile $slice: Headers/ holds more than LudoCoreFFI/: $top"
  done
  [[ $(cat "$xcf/ios-arm64/libludo_ffi.a" 2>/dev/null) == "libludo_ffi aarch64-apple-ios $profile" ]] \
    || fail "$profile: device slice is not the aarch64-apple-ios $profile library"
  [[ $(cat "$xcf/ios-arm64_x86_64-simulator/libludo_ffi.a" 2>/dev/null) == \
     "libludo_ffi aarch64-apple-ios-sim $profile"$'\n'"libludo_ffi x86_64-apple-ios $profile" ]] \
    || fail "$profile: simulator slice is not the two simulator $profile libraries"
  release_flags=$(grep -c -- '--release' "$calls" || true)
  if [[ $profile == release ]]; then
    [[ $release_flags -eq 5 ]] || fail "release: expected --release on all 5 cargo calls, got $release_flags"
  else
    [[ $release_flags -eq 0 ]] || fail "debug: --release given $release_flags times"
  fi
  kit="$repo/ios/LudoKit/Sources"
  grep -q '^module LudoCoreFFI {' "$kit/LudoCoreFFI/module.modulemap" 2>/dev/null || fail "$profile: staged module map not renamed"
  grep -q '^import LudoCoreFFI$' "$kit/LudoCore/LudoCore.swift" 2>/dev/null || fail "$profile: staged Swift still imports the old module"
  grep -q 'canImport(LudoCoreFFI)' "$kit/LudoCore/LudoCore.swift" 2>/dev/null || fail "$profile: staged Swift's canImport not renamed"
done

# An unknown profile is refused before anything is built.
if run_build bench; then fail "PROFILE=bench was accepted"; fi
[[ ! -s $calls ]] || fail "PROFILE=bench ran tools: $(cat "$calls")"

if [[ $failures -gt 0 ]]; then
  log "$failures failure(s)"
  exit 1
fi
log "ok (scripts run by $("$mac_bash" --version | head -n1))"
