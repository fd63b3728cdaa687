import Foundation
import XCTest
@testable import LudoCore

/// Every error path arrives as a typed Swift error and changes nothing.
final class ErrorsTests: XCTestCase {
    func testBadTokensAreTypedErrorsAndChangeNothing() throws {
        let t = try twoHumans(3)
        defer { try? t.close() }
        let before = try t.saveText()
        for tok: Int32 in [-1, 4, 255, 256, .min, .max] {
            assertLudoError(try t.moveToken(token: tok), "token \(tok)") { if case .InvalidArgument = $0 { return true }; return false }
            // a scene action's token is checked as it crosses, before perform runs
            assertLudoError(try t.perform(action: .move(token: tok)), "move \(tok)") { if case .InvalidArgument = $0 { return true }; return false }
        }
        do {
            try t.moveToken(token: 9)
            XCTFail("no error")
        } catch LudoError.InvalidArgument(let reason) {
            XCTAssertFalse(reason.isEmpty)
        }
        XCTAssertEqual(before, try t.saveText())
    }

    /// A new table with this setup (closed at once).
    private func table(_ s: GameSetup) throws {
        try LudoTable.newGame(setup: s, config: try tableSettingsInstant(), listener: Recorder(), store: nil).close()
    }

    func testBadSetups() throws {
        let y: (PlayerColor, SeatKind) = (.yellow, .human)
        let r: (PlayerColor, SeatKind) = (.red, .human)
        let invalid: (LudoError) -> Bool = { if case .InvalidSetup = $0 { return true }; return false }
        assertLudoError(try table(makeSetup([y])), "one seat", invalid)
        assertLudoError(try table(makeSetup([y, y, y, y, y])), "five seats", invalid)
        assertLudoError(try table(makeSetup([r, r])), "duplicate", invalid)
        assertLudoError(try table(makeSetup([y, r, (.blue, .human)])), "not clockwise", invalid)
        for exits: [Int32] in [[], [0], [7], [-1], [256], [.max]] {
            var rules = try defaultRules()
            rules.exitNumbers = exits
            assertLudoError(try table(makeSetup([y, r], rules: rules)), "exits \(exits)", invalid)
        }
        var rules = try defaultRules()
        rules.turnTimeLimitSecs = 45
        assertLudoError(try table(makeSetup([y, r], rules: rules)), "45 s", invalid)
        var s = makeSetup([y, r])
        s.diceScript = [7]
        assertLudoError(try table(s), "script", invalid)
        s = makeSetup([y, r])
        s.firstPlayer = .green
        assertLudoError(try table(s), "first player", invalid)
        assertLudoError(try rulesFromJson(json: #"{"board":"hexagon"}"#), "rules json", invalid)
        assertLudoError(try analyzePosition(json: "{"), "position") { if case .InvalidPosition = $0 { return true }; return false }
    }

    func testCorruptSaves() throws {
        let good = try midGameSave()
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
        let invalidSave: (LudoError) -> Bool = { if case .InvalidSave = $0 { return true }; return false }
        for s in bad {
            assertLudoError(try inspectSave(json: s), "inspect \(s.prefix(40))", invalidSave)
            assertLudoError(try LudoReplay.open(saveJson: s), "replay \(s.prefix(40))", invalidSave)
            assertLudoError(try LudoTable.load(json: s, config: try tableSettingsInstant(), listener: Recorder(), store: nil),
                            "table \(s.prefix(40))", invalidSave)
        }
        XCTAssertFalse(try inspectSave(json: good).finished)
        let t = try LudoTable.load(json: good, config: try tableSettingsInstant(), listener: Recorder(), store: nil)
        XCTAssertFalse(try t.isTutorial())
        try t.close()
    }
}
