#!/usr/bin/env bash
# Copies the UniFFI-generated Swift bindings (from scripts/gen-bindings.sh, in
# bindings/generated/swift; or LUDO_SWIFT_GEN_DIR) into the LudoKit package:
# ios/LudoKit/Sources/LudoCore/*.swift and ios/LudoKit/Sources/LudoCoreFFI/{<header>.h,
# module.modulemap}. On Linux also the host-built Rust library into ios/LudoKit/lib/ and
# the golden files into ios/LudoKit/golden/. All staged paths are gitignored
# (ios/.gitignore).
#
#   ios/scripts/stage-bindings.sh [--lib PATH_TO_libludo_ffi.so]
#
# The C module of the bindings is always called `LudoCoreFFI` (the SwiftPM target and
# XCFramework name): the module map is rewritten to that name, and the generated Swift's
# `import <crate>FFI` with it, so Linux (system-library target) and Apple (XCFramework)
# use the same module name whatever the crate's default is.
#
# Runs on a Mac too (called by build-xcframework.sh), so it is written for macOS's
# bash 3.2 and BSD tools: no arrays, POSIX regular expressions only.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
ios=$(dirname "$here")
root=$(dirname "$ios")
gen="${LUDO_SWIFT_GEN_DIR:-$root/bindings/generated/swift}"
kit="$ios/LudoKit"
lib=""
while [[ $# -gt 0 ]]; do
  case $1 in
    --lib) lib=$2; shift 2 ;;
    *) echo "usage: $0 [--lib PATH]" >&2; exit 2 ;;
  esac
done

log() { printf '[stage-bindings] %s\n' "$*" >&2; }

shopt -s nullglob
set -- "$gen"/*.modulemap
[[ $# -eq 1 ]] || { log "expected one .modulemap in $gen (run scripts/gen-bindings.sh)"; exit 1; }
map=$1
old_module=$(sed -n 's/^[[:space:]]*module[[:space:]]\{1,\}\([A-Za-z0-9_]*\).*/\1/p' "$map" | head -n1)
[[ -n $old_module ]] || { log "no module name in $map"; exit 1; }
header=$(sed -n 's/^[[:space:]]*header[[:space:]]*"\([^"]*\)".*/\1/p' "$map" | head -n1)
[[ -f $gen/$header ]] || { log "header $header missing in $gen"; exit 1; }
set -- "$gen"/*.swift
swift_count=$#
[[ $swift_count -ge 1 ]] || { log "no .swift file in $gen"; exit 1; }

ffi="$kit/Sources/LudoCoreFFI"
bind="$kit/Sources/LudoCore"
mkdir -p "$ffi" "$bind"
rm -f "$ffi"/*.h "$ffi/module.modulemap" "$bind"/*.swift
cp "$gen/$header" "$ffi/$header"
# `module <old> {` -> `module LudoCoreFFI {` (the name ends at a non-word character or the line end).
sed -e "s/^\([[:space:]]*module[[:space:]]\{1,\}\)$old_module\([^A-Za-z0-9_]\)/\1LudoCoreFFI\2/" \
    -e "s/^\([[:space:]]*module[[:space:]]\{1,\}\)$old_module\$/\1LudoCoreFFI/" \
    "$map" >"$ffi/module.modulemap"
for f in "$gen"/*.swift; do
  sed -e "s/canImport($old_module)/canImport(LudoCoreFFI)/" \
      -e "s/^\([[:space:]]*import[[:space:]]\{1,\}\)$old_module\$/\1LudoCoreFFI/" \
      "$f" >"$bind/$(basename "$f")"
done
log "staged $(basename "$header"), module.modulemap (module $old_module -> LudoCoreFFI), $swift_count Swift file(s)"

if [[ $(uname -s) == Linux ]]; then
  if [[ -z $lib ]]; then
    # The release cdylib that scripts/gen-bindings.sh builds (and generates the Swift from).
    lib="${CARGO_TARGET_DIR:-$root/target}/release/libludo_ffi.so"
  fi
  [[ -n $lib && -f $lib ]] || { log "libludo_ffi.so not found (build bindings first)"; exit 1; }
  mkdir -p "$kit/lib"
  cp "$lib" "$kit/lib/libludo_ffi.so"
  log "staged $lib"
  rm -rf "$kit/golden"
  if [[ -d $root/tests/golden ]]; then
    cp -r "$root/tests/golden" "$kit/golden"
    log "staged tests/golden ($(find "$kit/golden" -type f | wc -l) files)"
  else
    mkdir -p "$kit/golden"
    log "warning: tests/golden missing; golden tests will fail"
  fi
fi
