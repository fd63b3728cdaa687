// swift-tools-version:6.0
// Linux test package for the generated Swift bindings (module LudoCore).
// scripts/test-swift.sh stages into this directory (all gitignored):
//   lib/libludo_ffi.so                          the Rust cdylib
//   Sources/LudoCoreFFI/LudoCoreFFI.h           generated C header
//   Sources/LudoCoreFFI/module.modulemap        generated LudoCoreFFI.modulemap, renamed
//   Sources/LudoCore/LudoCore.swift             generated Swift
//   golden/                                     copy of tests/golden (shared golden files)
// and runs `swift test` in the Debian trixie chroot (scripts/swift-chroot.sh), where this
// directory is /work.
import PackageDescription

let rustLibDir = Context.packageDirectory + "/lib"

let package = Package(
    name: "LudoCore",
    products: [
        .library(name: "LudoCore", targets: ["LudoCore"]),
    ],
    targets: [
        // C module for the UniFFI-generated header.
        .systemLibrary(name: "LudoCoreFFI", path: "Sources/LudoCoreFFI"),
        // UniFFI-generated Swift; Swift 5 language mode.
        .target(
            name: "LudoCore",
            dependencies: ["LudoCoreFFI"],
            path: "Sources/LudoCore",
            swiftSettings: [.swiftLanguageMode(.v5)],
            linkerSettings: [
                .linkedLibrary("ludo_ffi"),
                .unsafeFlags(["-L", rustLibDir, "-Xlinker", "-rpath", "-Xlinker", rustLibDir]),
            ]
        ),
        .testTarget(
            name: "LudoCoreTests",
            dependencies: ["LudoCore"],
            path: "Tests/LudoCoreTests",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
)
