#!/usr/bin/env bash
# Type-checks the app (ios/LudoApp/*.swift) against LudoKit's and LudoCore's PUBLIC interface,
# on Linux: SwiftUI, UIKit and AVFoundation are stand-in modules (ios/AppCheck/*.swift:
# declarations of exactly the APIs the app uses), LudoKit is the module `swift build` made
# (imported without @testable, so internal members are out of reach as on a Mac).
# Then a negative check: ios/AppCheck/Probe.swift, which uses an internal LudoKit member,
# must be refused with "inaccessible due to 'internal' protection level".
#
# Runs inside the Swift chroot with the current directory = ios/, after LudoKit was built
# (scripts/test-ios.sh: `swift build --target LudoKit` in ios/LudoKit):
#   scripts/swift-chroot.sh run ios -- bash scripts/typecheck-app.sh
set -euo pipefail

out=build/app-check
kit=LudoKit/.build/debug/Modules
ffi=LudoKit/Sources/LudoCoreFFI
[[ -f $kit/LudoKit.swiftmodule ]] || { echo "typecheck-app: $kit/LudoKit.swiftmodule missing (swift build first)" >&2; exit 1; }
mkdir -p "$out"

for m in SwiftUI UIKit AVFoundation; do
  swiftc -emit-module -parse-as-library -swift-version 5 -module-name "$m" \
    -emit-module-path "$out/$m.swiftmodule" "AppCheck/$m.swift"
done

check() {
  swiftc -typecheck -parse-as-library -swift-version 6 -I "$out" -I "$kit" -I "$ffi" "$@"
}

echo "typecheck-app: the app against LudoKit's public API" >&2
check LudoApp/*.swift

echo "typecheck-app: negative check (a non-public LudoKit member must be refused)" >&2
if check AppCheck/Probe.swift 2>"$out/probe.err"; then
  echo "typecheck-app: AppCheck/Probe.swift type-checked: an internal member was reachable" >&2
  exit 1
fi
if ! grep -q "inaccessible due to 'internal' protection level" "$out/probe.err"; then
  echo "typecheck-app: AppCheck/Probe.swift failed for another reason:" >&2
  cat "$out/probe.err" >&2
  exit 1
fi
echo "typecheck-app: ok (the probe was refused as it should be)" >&2
