import Foundation
import XCTest
@testable import LudoCore

/// A table called from many threads at once, and several tables playing at once.
final class ConcurrencyTests: XCTestCase {
    func testCallsFromManyThreadsAtOnce() throws {
        let t = try LudoTable.newGame(setup: makeSetup([(.yellow, .human), (.red, .cpu(level: .medium))], seed: 33),
                                      config: try tableSettingsInstant(), listener: Recorder(), store: nil)
        defer { try? t.close() }
        let lock = NSLock()
        var failures: [String] = []
        DispatchQueue.concurrentPerform(iterations: 8) { th in
            for i in 0..<300 {
                do {
                    _ = try t.view()
                    _ = try t.tokenSpots()
                    _ = try t.hitTest(x: Float(i % 15), y: Float(th))
                    // inputs at the wrong time are refused through the listener, not errors
                    switch (th + i) % 4 {
                    case 0: try t.roll()
                    case 1: try t.moveToken(token: Int32(i % 4))
                    case 2: try t.hint()
                    default: try t.undo()
                    }
                    if try t.view().phase == .gameOver { break }
                } catch {
                    lock.lock(); failures.append("\(error)"); lock.unlock()
                }
            }
        }
        XCTAssertEqual(failures, [])
        // consistent: the save loads (loading replays and checks every action)
        let save = try t.saveText()
        let summary = try inspectSave(json: save)
        let r = try LudoReplay.open(saveJson: save)
        XCTAssertEqual(UInt64(try r.len()), summary.actions)
        XCTAssertEqual(try r.viewAt(step: try r.len()).phase, summary.phase)
    }

    func testSeveralTablesOfCpusAtOnce() throws {
        let recs = (0..<4).map { _ in Recorder() }
        let tables = try recs.enumerated().map { i, rec in
            try LudoTable.newGame(setup: makeSetup([(.yellow, .cpu(level: .hard)), (.red, .cpu(level: .medium))], seed: UInt64(i + 1)),
                                  config: try tableSettingsInstant(), listener: rec, store: nil)
        }
        for (t, rec) in zip(tables, recs) {
            _ = try rec.waitFor("the end") { $0.view.phase == .gameOver }
            XCTAssertNotNil(try t.view().placements)
            try t.close()
        }
    }
}
