import Foundation
import XCTest
@testable import LudoCore

func makeSetup(_ seats: [(PlayerColor, SeatKind)], seed: UInt64 = 1, rules: Rules = try! defaultRules()) -> GameSetup {
    GameSetup(seats: seats.map { SeatSetup(color: $0.0, kind: $0.1) }, rules: rules, seed: seed, diceScript: [], firstPlayer: nil)
}

/// The golden files of tests/golden/ (staged into the package as golden/ by
/// scripts/test-swift.sh), shared with the Rust and Kotlin tests.
let goldenDir = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("golden")

/// A table of two people (instant settings).
func twoHumans(_ seed: UInt64, _ rec: Recorder = Recorder()) throws -> LudoTable {
    try LudoTable.newGame(setup: makeSetup([(.yellow, .human), (.red, .human)], seed: seed),
                          config: try tableSettingsInstant(), listener: rec, store: nil)
}

/// A save of a game in the middle (a golden file).
func midGameSave() throws -> String {
    try String(contentsOf: goldenDir.appendingPathComponent("saves/mid_game.save.json"), encoding: .utf8)
        .trimmingCharacters(in: .whitespacesAndNewlines)
}

/// A save of a finished game (a golden file).
func finishedSave() throws -> String {
    try String(contentsOf: goldenDir.appendingPathComponent("saves/finished.save.json"), encoding: .utf8)
        .trimmingCharacters(in: .whitespacesAndNewlines)
}

func colorName(_ c: PlayerColor) -> String {
    switch c {
    case .yellow: return "yellow"
    case .blue: return "blue"
    case .red: return "red"
    case .green: return "green"
    }
}

func phaseName(_ p: GamePhase) -> String {
    switch p {
    case .choosingFirst: return "choosing_first"
    case .awaitingRoll: return "awaiting_roll"
    case .awaitingMove: return "awaiting_move"
    case .gameOver: return "game_over"
    }
}

/// Asserts that `body` throws a `LudoError` matching `check`, with a non-empty reason.
func assertLudoError<T>(_ body: @autoclosure () throws -> T, _ what: String,
                        file: StaticString = #filePath, line: UInt = #line,
                        _ check: (LudoError) -> Bool) {
    do {
        _ = try body()
        XCTFail("\(what): no error", file: file, line: line)
    } catch let e as LudoError {
        XCTAssertTrue(check(e), "\(what): got \(e)", file: file, line: line)
    } catch {
        XCTFail("\(what): not a LudoError: \(error)", file: file, line: line)
    }
}

/// A game store (`LudoStore`) in a fresh temporary directory.
func tempStore() throws -> LudoStore {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ludo-swift-\(UUID().uuidString)")
    return try LudoStore.open(dir: dir.path, oldLayout: nil)
}

/// The text `store` holds in `slot` once its writer has written what it was handed.
func onDisk(_ store: LudoStore, _ slot: StoreSlot) throws -> String? {
    try store.flush()
    return try store.read(slot: slot)
}
