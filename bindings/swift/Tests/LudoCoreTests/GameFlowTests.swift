import Foundation
import XCTest
@testable import LudoCore

final class GameFlowTests: XCTestCase {
    func testPassAndPlayToTheEnd() throws {
        let g = try twoHumans(11)
        var seen: [NumberedEvent] = []
        var n = 0
        while g.snapshot().phase != .gameOver {
            seen += try personStep(g)
            n += 1
            XCTAssertLessThan(n, 5000)
        }
        let s = g.snapshot()
        XCTAssertNil(s.current)
        let winner = try XCTUnwrap(s.placements?.first?.first)
        let seat = try XCTUnwrap(s.seats.first { $0.color == winner })
        XCTAssertTrue(seat.tokens.allSatisfy { $0 == 56 })
        XCTAssertEqual(seat.place, 1)
        let all = g.eventsSince(seq: 0)
        XCTAssertEqual(Array(all.suffix(seen.count)), seen)
        for (i, e) in all.enumerated() { XCTAssertEqual(e.seq, UInt64(i)) }
        guard case .gameOver = all.last!.event else { return XCTFail("last event") }
        XCTAssertEqual(UInt64(all.count), s.nextEventSeq)
        let again = try g.playAgain()
        guard case .gameStarted(let number, _) = again[0].event else { return XCTFail("game started") }
        XCTAssertEqual(number, 2)
    }

    func testFullGameAgainstTheCpu() async throws {
        let g = try vsCpu(.expert, 17)
        g.setCpuMaxNodes(nodes: 2000)
        var cpuActions = 0
        var n = 0
        while g.snapshot().phase != .gameOver {
            if g.snapshot().cpuToAct {
                _ = try await g.cpuMove()
                cpuActions += 1
            } else {
                try personStep(g)
            }
            n += 1
            XCTAssertLessThan(n, 5000)
        }
        XCTAssertGreaterThan(cpuActions, 10)
        XCTAssertNotNil(g.snapshot().placements)
        do {
            _ = try await g.cpuMove()
            XCTFail("no error")
        } catch LudoError.NotCpuTurn(let reason) {
            XCTAssertFalse(reason.isEmpty)
        }
    }

    func testSaveLoadContinuesIdentically() throws {
        let reference = try twoHumans(21)
        var saved = ""
        do {
            let g = try twoHumans(21)
            for _ in 0..<40 { try personStep(g); try personStep(reference) }
            saved = g.save()
        } // g released here
        let loaded = try LudoGame.load(save: saved)
        XCTAssertEqual(reference.snapshot(), loaded.snapshot())
        XCTAssertEqual(reference.history(), loaded.history())
        for _ in 0..<60 where reference.snapshot().phase != .gameOver {
            XCTAssertEqual(try personStep(reference), try personStep(loaded))
        }
        XCTAssertEqual(reference.snapshot(), loaded.snapshot())
        XCTAssertEqual(reference.save(), loaded.save())
    }

    func testUndoInACpuGame() async throws {
        let g = try vsCpu(.hard, 17)
        var undone = false
        for _ in 0..<400 {
            let s = g.snapshot()
            if s.canUndo {
                let before = g.history().count
                let evs = try g.undo()
                guard case .undone = evs[0].event else { return XCTFail("undone event") }
                XCTAssertLessThan(g.history().count, before)
                XCTAssertEqual(g.snapshot().phase, .awaitingMove)
                undone = true
                break
            }
            if s.cpuToAct { _ = try await g.cpuMove() } else { try personStep(g) }
        }
        XCTAssertTrue(undone)
    }

    func testTurnTimer() throws {
        var rules = try defaultRules()
        rules.turnTimeLimitSecs = 30
        var setup = makeSetup([(.yellow, .human), (.red, .cpu(level: .easy))], seed: 4, rules: rules)
        setup.firstPlayer = .yellow
        let g = try LudoGame(setup: setup)
        XCTAssertEqual(g.turnTimerSecs(), 30)
        let seq = g.snapshot().nextEventSeq
        _ = try g.roll()
        assertLudoError(try g.timeOutIfCurrent(seq: seq), "stale timer") { if case .Stale = $0 { return true }; return false }
        var handed = false
        for _ in 0..<20 {
            let s = g.snapshot()
            if s.cpuToAct || s.phase == .gameOver { break }
            let evs = try g.timeOutIfCurrent(seq: s.nextEventSeq)
            XCTAssertTrue(evs.contains { if case .timedOut = $0.event { return true }; return false })
            if evs.contains(where: { if case .seatChanged(.yellow, _) = $0.event { return true }; return false }) {
                handed = true
                break
            }
        }
        XCTAssertTrue(handed)
        XCTAssertNil(g.turnTimerSecs())
        XCTAssertEqual(g.snapshot().seats.first { $0.color == .yellow }?.kind, .cpu(level: .medium))
    }

    func testFreeFunctions() throws {
        XCTAssertEqual(try levelNames(), ["random", "easy", "medium", "hard", "expert"])
        XCTAssertEqual(try matchingPreset(rules: try defaultRules()), .standard)
        for p in [Preset.standard, .quick, .tactical] {
            let r = try presetRules(preset: p)
            XCTAssertEqual(try matchingPreset(rules: r), p)
            XCTAssertEqual(try rulesFromJson(json: try rulesToJson(rules: r)), r)
        }
        XCTAssertFalse(try coreVersion().isEmpty)
        let out = try analyzePosition(json: #"{"players":["yellow","red"],"tokens":{"yellow":[-1,-1,-1,-1],"red":[-1,-1,-1,-1]},"to_move":"yellow","steps":[{"roll":6,"token":0}]}"#)
        XCTAssertTrue(out.contains("\"steps\""))
    }

    func testGeometry() throws {
        let g = try twoHumans(2)
        let layout = g.layout()
        XCTAssertEqual(layout.kind, .cross)
        XCTAssertEqual(layout.trackLen, 52)
        XCTAssertEqual(layout.width, 15)
        XCTAssertEqual(layout.squares[0].id, .track(index: 0))
        XCTAssertTrue(layout.squares.contains { $0.role == .finish && $0.triangle != nil })
        let spots = g.tokenSpots()
        XCTAssertEqual(spots.count, 8)
        let spot = spots[0]
        XCTAssertEqual(g.hitTest(x: spot.center.x, y: spot.center.y), .token(color: spot.color, token: spot.token, square: spot.square))
        XCTAssertNil(g.hitTest(x: .nan, y: 1))
        XCTAssertNil(g.hitTest(x: .infinity, y: 1))
        XCTAssertEqual(g.movePath(color: .yellow, from: -1, to: 0).count, 1)
        XCTAssertEqual(g.movePath(color: .yellow, from: 50, to: 56).count, 6)
        XCTAssertTrue(g.movePath(color: .yellow, from: Int32.min, to: Int32.max).isEmpty)
        XCTAssertTrue(g.movePath(color: .blue, from: -1, to: 0).isEmpty)
        XCTAssertTrue(g.renderSvg(highlightLegal: true).contains("<svg"))
    }
}
