#!/usr/bin/env bash
# Builds the Rust bindings crate (ludo-ffi) as a static library for iOS devices and
# simulators and packs ios/LudoKit/Frameworks/LudoCoreFFI.xcframework. On the way it
# generates the Swift bindings from a host build and stages them with
# ios/scripts/stage-bindings.sh: the Swift into ios/LudoKit/Sources/LudoCore, the C
# module (header + module map of module `LudoCoreFFI`) into
# ios/LudoKit/Sources/LudoCoreFFI. Run on a Mac with Xcode and rustup, from anywhere:
#
#   ios/scripts/build-xcframework.sh            # release build
#   PROFILE=debug ios/scripts/build-xcframework.sh
#
# Env: PROFILE (release | debug), CARGO_TARGET_DIR (default <repo>/target),
#      IPHONEOS_DEPLOYMENT_TARGET (default 17.0, as ios/project.yml).
#
# Slices: ios-arm64 (aarch64-apple-ios) and ios-arm64_x86_64-simulator
# (aarch64-apple-ios-sim + x86_64-apple-ios, joined with lipo). Each slice carries
# Headers/LudoCoreFFI/{<header>.h,module.modulemap}: the module map sits in a directory
# named after the module, not at the top of Headers/, so a second XCFramework with a
# module map in the same app does not collide ("Multiple commands produce
# .../include/module.modulemap"); clang finds <search path>/LudoCoreFFI/module.modulemap
# when Swift imports LudoCoreFFI.
#
# Written for macOS's /bin/bash 3.2: no arrays (expanding an empty array under `set -u`
# is an error there) and no GNU-only tool options. ios/scripts/test-build-scripts.sh
# runs this script on Linux with stand-ins for the Apple tools.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
ios=$(dirname "$here")
root=$(dirname "$ios")
profile=${PROFILE:-release}
crate=ludo-ffi
libname=libludo_ffi.a
target_dir=${CARGO_TARGET_DIR:-$root/target}
out="$ios/LudoKit/Frameworks/LudoCoreFFI.xcframework"
work="$ios/build/xcframework"
targets="aarch64-apple-ios aarch64-apple-ios-sim x86_64-apple-ios"
export IPHONEOS_DEPLOYMENT_TARGET=${IPHONEOS_DEPLOYMENT_TARGET:-17.0}

log() { printf '[build-xcframework] %s\n' "$*" >&2; }
die() { log "error: $*"; exit 1; }

case $profile in
  release | debug) ;;
  *) die "PROFILE must be release or debug, not '$profile'" ;;
esac
[[ $(uname -s) == Darwin ]] || die "needs macOS with Xcode (xcodebuild, lipo)"
command -v xcodebuild >/dev/null || die "xcodebuild not found (install Xcode, then xcode-select -s)"
command -v cargo >/dev/null || die "cargo not found (install rustup)"

# cargo with --release for the release profile (a function, not an array of flags).
cargo_profile() {
  if [[ $profile == release ]]; then
    local sub=$1
    shift
    (cd "$root" && cargo "$sub" --release "$@")
  else
    (cd "$root" && cargo "$@")
  fi
}

log "adding Rust targets: $targets"
# shellcheck disable=SC2086 # $targets is a list of words
rustup target add $targets

for t in $targets; do
  log "cargo build -p $crate --target $t ($profile)"
  cargo_profile build -p "$crate" --lib --target "$t"
done

# Generate the Swift sources from a host build (library mode reads the metadata).
log "generating Swift bindings"
cargo_profile build -p "$crate" --lib
hostlib="$target_dir/$profile/libludo_ffi.dylib"
[[ -f $hostlib ]] || die "host library $hostlib missing"
gen="$work/generated"
rm -rf "$gen" && mkdir -p "$gen"
cargo_profile run -p "$crate" --bin uniffi-bindgen -- \
  generate --library "$hostlib" --language swift --out-dir "$gen"

# Stage into LudoKit (renames the C module to LudoCoreFFI).
LUDO_SWIFT_GEN_DIR="$gen" "$here/stage-bindings.sh"

# Headers of each slice: Headers/LudoCoreFFI/{header, module.modulemap}.
headers="$work/Headers"
rm -rf "$headers" && mkdir -p "$headers/LudoCoreFFI"
cp "$ios/LudoKit/Sources/LudoCoreFFI/"*.h "$headers/LudoCoreFFI/"
cp "$ios/LudoKit/Sources/LudoCoreFFI/module.modulemap" "$headers/LudoCoreFFI/module.modulemap"

log "lipo simulator slices"
sim="$work/ios-simulator"
mkdir -p "$sim"
lipo -create \
  "$target_dir/aarch64-apple-ios-sim/$profile/$libname" \
  "$target_dir/x86_64-apple-ios/$profile/$libname" \
  -output "$sim/$libname"
lipo -info "$sim/$libname"

log "xcodebuild -create-xcframework -> $out"
rm -rf "$out"
mkdir -p "$(dirname "$out")"
xcodebuild -create-xcframework \
  -library "$target_dir/aarch64-apple-ios/$profile/$libname" -headers "$headers" \
  -library "$sim/$libname" -headers "$headers" \
  -output "$out"
log "done: $out"
