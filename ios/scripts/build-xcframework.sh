#!/usr/bin/env bash
# Builds the Rust bindings crate (ludo-ffi) as a static library for iOS devices and
# simulators and packs ios/LudoKit/Frameworks/LudoCoreFFI.xcframework (library + the
# UniFFI header + module map of module `LudoCoreFFI`). Also stages the generated Swift
# into LudoKit/Sources/LudoBindings. Run on a Mac with Xcode and rustup:
#
#   ios/scripts/build-xcframework.sh            # release build
#   PROFILE=debug ios/scripts/build-xcframework.sh
#
# Slices: ios-arm64 (aarch64-apple-ios) and ios-arm64_x86_64-simulator
# (aarch64-apple-ios-sim + x86_64-apple-ios, joined with lipo).
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
ios=$(dirname "$here")
root=$(dirname "$ios")
profile=${PROFILE:-release}
crate=ludo-ffi
libname=libludo_ffi.a
out="$ios/LudoKit/Frameworks/LudoCoreFFI.xcframework"
work="$ios/build/xcframework"
export IPHONEOS_DEPLOYMENT_TARGET=${IPHONEOS_DEPLOYMENT_TARGET:-17.0}

log() { printf '[build-xcframework] %s\n' "$*" >&2; }
die() { log "error: $*"; exit 1; }

[[ $(uname -s) == Darwin ]] || die "needs macOS with Xcode (xcodebuild, lipo)"
command -v xcodebuild >/dev/null || die "xcodebuild not found (install Xcode, then xcode-select -s)"
command -v cargo >/dev/null || die "cargo not found (install rustup)"

targets=(aarch64-apple-ios aarch64-apple-ios-sim x86_64-apple-ios)
log "adding Rust targets: ${targets[*]}"
rustup target add "${targets[@]}"

flag=()
[[ $profile == release ]] && flag=(--release)
for t in "${targets[@]}"; do
  log "cargo build -p $crate --target $t ($profile)"
  (cd "$root" && cargo build -p "$crate" --lib --target "$t" "${flag[@]}")
done

# Generate the Swift sources from a host build (library mode reads the metadata).
log "generating Swift bindings"
(cd "$root" && cargo build -p "$crate" --lib "${flag[@]}")
hostlib="$root/target/$profile/libludo_ffi.dylib"
[[ -f $hostlib ]] || die "host library $hostlib missing"
gen="$work/generated"
rm -rf "$gen" && mkdir -p "$gen"
(cd "$root" && cargo run -p "$crate" --bin uniffi-bindgen "${flag[@]}" -- \
  generate --library "$hostlib" --language swift --out-dir "$gen")

# Stage into LudoKit (renames the C module to LudoCoreFFI).
LUDO_SWIFT_GEN_DIR="$gen" "$here/stage-bindings.sh"

# Headers dir of the framework: header + module.modulemap (module LudoCoreFFI).
headers="$work/Headers"
rm -rf "$headers" && mkdir -p "$headers"
cp "$ios/LudoKit/Sources/LudoCoreFFI/"*.h "$headers/"
cp "$ios/LudoKit/Sources/LudoCoreFFI/module.modulemap" "$headers/module.modulemap"

log "lipo simulator slices"
sim="$work/ios-simulator"
mkdir -p "$sim"
lipo -create \
  "$root/target/aarch64-apple-ios-sim/$profile/$libname" \
  "$root/target/x86_64-apple-ios/$profile/$libname" \
  -output "$sim/$libname"
lipo -info "$sim/$libname"

log "xcodebuild -create-xcframework -> $out"
rm -rf "$out"
mkdir -p "$(dirname "$out")"
xcodebuild -create-xcframework \
  -library "$root/target/aarch64-apple-ios/$profile/$libname" -headers "$headers" \
  -library "$sim/$libname" -headers "$headers" \
  -output "$out"
log "done: $out"
