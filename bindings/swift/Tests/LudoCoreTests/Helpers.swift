import Foundation
import XCTest
@testable import LudoCore

func makeSetup(_ seats: [(PlayerColor, SeatKind)], seed: UInt64 = 1, rules: Rules = try! defaultRules()) -> GameSetup {
    GameSetup(seats: seats.map { SeatSetup(color: $0.0, kind: $0.1) }, rules: rules, seed: seed, diceScript: [], firstPlayer: nil)
}

func twoHumans(_ seed: UInt64) throws -> LudoGame {
    try LudoGame(setup: makeSetup([(.yellow, .human), (.red, .human)], seed: seed))
}

func vsCpu(_ level: CpuLevel, _ seed: UInt64) throws -> LudoGame {
    try LudoGame(setup: makeSetup([(.yellow, .human), (.red, .cpu(level: level))], seed: seed))
}

/// One step of a person: move the hinted token while a move is awaited, else roll.
/// (No force-unwrap: another thread may act between two calls.)
@discardableResult
func personStep(_ g: LudoGame) throws -> [NumberedEvent] {
    if let hint = g.hint() {
        return try g.moveToken(token: hint.token)
    }
    return try g.roll()
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
