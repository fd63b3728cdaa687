import Foundation
import XCTest
@testable import LudoCore

/// Every error path arrives as a typed Swift error and leaves the game unchanged.
final class ErrorsTests: XCTestCase {
    func testWrongPhaseIllegalTokenAndFriends() async throws {
        let g = try twoHumans(3)
        let before = g.save()
        assertLudoError(try g.moveToken(token: 0), "move before roll") { if case .WrongPhase = $0 { return true }; return false }
        for t: Int32 in [-1, 4, 255, 256, .min, .max] {
            assertLudoError(try g.moveToken(token: t), "token \(t)") { if case .IllegalMove = $0 { return true }; return false }
        }
        assertLudoError(try g.setSeat(color: .blue, kind: .human), "unseated") { if case .NotSeated = $0 { return true }; return false }
        assertLudoError(try g.undo(), "undo") { if case .UndoNotAllowed = $0 { return true }; return false }
        assertLudoError(try g.playAgain(), "play again") { if case .NotOver = $0 { return true }; return false }
        assertLudoError(try g.applyAction(action: "jump"), "jump") { if case .InvalidArgument = $0 { return true }; return false }
        assertLudoError(try g.applyAction(action: "move:4"), "move:4") { if case .InvalidArgument = $0 { return true }; return false }
        assertLudoError(try g.timeOutIfCurrent(seq: .max), "stale") { if case .Stale = $0 { return true }; return false }
        do {
            _ = try await g.cpuMove()
            XCTFail("no error")
        } catch LudoError.NotCpuTurn(let reason) {
            XCTAssertFalse(reason.isEmpty)
        }
        XCTAssertEqual(before, g.save())
        XCTAssertTrue(g.eventsSince(seq: .max).isEmpty)
    }

    func testIllegalTokenAfterRollingAndNothingToUndo() async throws {
        let g = try vsCpu(.easy, 5)
        assertLudoError(try g.undo(), "nothing to undo") { if case .NothingToUndo = $0 { return true }; return false }
        var checked = false
        for _ in 0..<2000 {
            let s = g.snapshot()
            if s.phase == .gameOver { break }
            if s.cpuToAct { _ = try await g.cpuMove(); continue }
            if s.phase == .awaitingMove && s.legal.count < 4 {
                let bad = (Int32(0)...3).first { t in !s.legal.contains { $0.token == t } }!
                let before = g.save()
                assertLudoError(try g.moveToken(token: bad), "token \(bad)") { if case .IllegalMove = $0 { return true }; return false }
                XCTAssertEqual(before, g.save())
                checked = true
                break
            }
            try personStep(g)
        }
        XCTAssertTrue(checked)
    }

    func testBadSetups() throws {
        let y: (PlayerColor, SeatKind) = (.yellow, .human)
        let r: (PlayerColor, SeatKind) = (.red, .human)
        let invalid: (LudoError) -> Bool = { if case .InvalidSetup = $0 { return true }; return false }
        assertLudoError(try LudoGame(setup: makeSetup([y])), "one seat", invalid)
        assertLudoError(try LudoGame(setup: makeSetup([y, y, y, y, y])), "five seats", invalid)
        assertLudoError(try LudoGame(setup: makeSetup([r, r])), "duplicate", invalid)
        assertLudoError(try LudoGame(setup: makeSetup([y, r, (.blue, .human)])), "not clockwise", invalid)
        for exits: [Int32] in [[], [0], [7], [-1], [256], [.max]] {
            var rules = try defaultRules()
            rules.exitNumbers = exits
            assertLudoError(try LudoGame(setup: makeSetup([y, r], rules: rules)), "exits \(exits)", invalid)
        }
        var rules = try defaultRules()
        rules.turnTimeLimitSecs = 45
        assertLudoError(try LudoGame(setup: makeSetup([y, r], rules: rules)), "45 s", invalid)
        var s = makeSetup([y, r])
        s.diceScript = [7]
        assertLudoError(try LudoGame(setup: s), "script", invalid)
        s = makeSetup([y, r])
        s.firstPlayer = .green
        assertLudoError(try LudoGame(setup: s), "first player", invalid)
        assertLudoError(try rulesFromJson(json: #"{"board":"hexagon"}"#), "rules json", invalid)
        assertLudoError(try analyzePosition(json: "{"), "position") { if case .InvalidPosition = $0 { return true }; return false }
    }

    func testCorruptSaves() throws {
        let g = try twoHumans(9)
        for _ in 0..<30 { try personStep(g) }
        let good = g.save()
        var bad = [
            "", "null", "{", "[]",
            #"{"format":"ludo-save","version":99}"#,
            #"{"format":"chess","version":1}"#,
            good.replacingOccurrences(of: #""history":["roll""#, with: #""history":["move:3""#),
            String(good.prefix(good.count / 2)),
            good.replacingOccurrences(of: #""phase":"#, with: #""phaze":"#),
            String(repeating: "x", count: 5 * 1024 * 1024),
            String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000),
        ]
        for cut in (good.count - 40)..<good.count { bad.append(String(good.prefix(cut))) }
        for s in bad {
            assertLudoError(try LudoGame.load(save: s), "save \(s.prefix(40))") { if case .InvalidSave = $0 { return true }; return false }
        }
        XCTAssertEqual(try LudoGame.load(save: good).save(), good)
    }
}
