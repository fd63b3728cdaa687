import Foundation
import XCTest
@testable import LudoCore
@testable import LudoKit

/// Records haptics instead of playing them.
@MainActor
final class FakeHaptics: HapticPlayer {
    var played: [HapticKind] = []
    func play(_ kind: HapticKind) { played.append(kind) }
}

func tempDir(_ name: String = #function) -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("ludokit-tests-\(UUID().uuidString)", isDirectory: true)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

func setup(_ seats: [(PlayerColor, SeatKind)], seed: UInt64 = 42, rules: Rules = defaultRules(),
           dice: [Int32] = [], first: PlayerColor? = nil) -> GameSetup {
    GameSetup(seats: seats.map { SeatSetup(color: $0.0, kind: $0.1) }, rules: rules, seed: seed,
              diceScript: dice, firstPlayer: first)
}

/// A phone screen of the given size and the mapper of its board.
func mapper(for size: CGSize, layout: BoardLayout) -> BoardMapper {
    BoardMapper(frame: ScreenLayout(size: size).board, unitsWide: layout.width, unitsHigh: layout.height)
}

let screenSizes: [CGSize] = [
    CGSize(width: 390, height: 844),   // iPhone portrait
    CGSize(width: 844, height: 390),   // iPhone landscape
    CGSize(width: 320, height: 568),   // small iPhone
    CGSize(width: 1024, height: 1366), // iPad portrait
    CGSize(width: 1366, height: 1024), // iPad landscape
]

/// The golden files directory (staged by scripts/test-ios.sh, or the repository's tests/golden).
func goldenDir() -> URL? {
    var candidates: [URL] = []
    if let env = ProcessInfo.processInfo.environment["LUDO_GOLDEN_DIR"] { candidates.append(URL(fileURLWithPath: env)) }
    let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()     // Tests/LudoKitTests
    let pkg = here.deletingLastPathComponent().deletingLastPathComponent()    // LudoKit
    candidates.append(pkg.appendingPathComponent("golden"))
    candidates.append(pkg.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("tests/golden"))
    return candidates.first { FileManager.default.fileExists(atPath: $0.path) }
}
