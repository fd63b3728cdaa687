// swift-tools-version:6.0
// LudoKit: the UniFFI-generated Swift bindings of the Rust core (`LudoCore`) plus the
// shell logic of the iOS app with no UI framework imports (`LudoKit`): view model,
// board-to-screen mapping, tap mapping, haptic mapping, save store, localisation.
//
// The C side of the bindings (`LudoCoreFFI`: the UniFFI header + module map) comes from
//  * Linux (tests): a system-library target staged by ios/scripts/stage-bindings.sh, linked
//    against lib/libludo_ffi.so; the linker flags are passed on the command line (see
//    scripts/test-ios.sh), because unsafeFlags are refused when LudoKit is a dependency.
//  * Apple platforms: Frameworks/LudoCoreFFI.xcframework built by
//    ios/scripts/build-xcframework.sh (static library + the same header, with the module
//    map in Headers/LudoCoreFFI/).
import PackageDescription

#if os(Linux)
let ffiTarget: Target = .systemLibrary(name: "LudoCoreFFI", path: "Sources/LudoCoreFFI")
#else
let ffiTarget: Target = .binaryTarget(name: "LudoCoreFFI", path: "Frameworks/LudoCoreFFI.xcframework")
#endif

let package = Package(
    name: "LudoKit",
    defaultLocalization: "en",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "LudoKit", targets: ["LudoKit"]),
    ],
    targets: [
        ffiTarget,
        // UniFFI-generated Swift, module LudoCore (staged by ios/scripts/stage-bindings.sh).
        // Swift 5 mode: generated code we do not edit (UniFFI marks its types Sendable itself).
        .target(
            name: "LudoCore",
            dependencies: ["LudoCoreFFI"],
            path: "Sources/LudoCore",
            swiftSettings: [.swiftLanguageMode(.v5)],
            linkerSettings: [.linkedLibrary("ludo_ffi", .when(platforms: [.linux]))]
        ),
        // Swift 6 language mode: complete strict concurrency checking.
        .target(
            name: "LudoKit",
            dependencies: ["LudoCore"],
            path: "Sources/LudoKit",
            resources: [.process("Resources")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "LudoKitTests",
            dependencies: ["LudoKit", "LudoCore"],
            path: "Tests/LudoKitTests",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
