import Foundation
import XCTest
@testable import LudoCore

final class ConcurrencyTests: XCTestCase {
    func testCallsFromManyThreadsAtOnce() throws {
        let g = try vsCpu(.medium, 33)
        let ok = NSLock()
        var successes = 0
        DispatchQueue.concurrentPerform(iterations: 8) { t in
            for i in 0..<300 {
                _ = g.snapshot()
                _ = g.tokenSpots()
                _ = g.hitTest(x: Float(i % 15), y: Float(t))
                do {
                    switch (t + i) % 3 {
                    case 0: _ = try g.roll()
                    case 1: _ = try g.moveToken(token: Int32(i % 4))
                    default: _ = try g.undo()
                    }
                    ok.lock(); successes += 1; ok.unlock()
                } catch is LudoError {
                    // expected: wrong phase, illegal move, ...
                } catch {
                    XCTFail("unexpected \(error)")
                }
                if g.snapshot().phase == .gameOver { break }
            }
        }
        XCTAssertGreaterThan(successes, 0)
        let s = g.save()
        let back = try LudoGame.load(save: s)
        XCTAssertEqual(back.save(), s)
        // the event log is not saved: a loaded game numbers the replayed events afresh
        var a = back.snapshot(), b = g.snapshot()
        a.nextEventSeq = 0; b.nextEventSeq = 0
        XCTAssertEqual(a, b)
    }

    func testCpuMovesFromManyTasks() async throws {
        let g = try vsCpu(.medium, 34)
        try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<6 {
                group.addTask {
                    var ok = 0
                    for _ in 0..<100 {
                        do {
                            let s = g.snapshot()
                            if s.phase == .gameOver { break }
                            if s.cpuToAct { _ = try await g.cpuMove() } else { try personStep(g) }
                            ok += 1
                        } catch is LudoError {
                            // another task acted first: wrong phase, stale, not CPU's turn
                        }
                    }
                    return ok
                }
            }
            var total = 0
            for try await n in group { total += n }
            XCTAssertGreaterThan(total, 0)
        }
        let s = g.save()
        XCTAssertEqual(try LudoGame.load(save: s).save(), s)
    }

    func testCancellingACpuMove() async throws {
        var setup = makeSetup([(.yellow, .cpu(level: .expert)), (.red, .human)], seed: 8)
        setup.firstPlayer = .yellow
        let g = try LudoGame(setup: setup)
        g.setCpuMinDelayMs(ms: 5000)
        let before = g.save()
        let start = Date()
        let task = Task { try await g.cpuMove() }
        try await Task.sleep(nanoseconds: 100_000_000)
        g.cancelCpu()
        do {
            _ = try await task.value
            XCTFail("not cancelled")
        } catch LudoError.Cancelled {
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 3)
        XCTAssertEqual(before, g.save())

        // a cancel with nothing in flight does not affect the next move
        g.cancelCpu()
        g.setCpuMinDelayMs(ms: 0)
        _ = try await g.cpuMove()

        // Stale: a seat change lands while the CPU thinks.
        while !g.snapshot().cpuToAct { try personStep(g) }
        g.setCpuMinDelayMs(ms: 5000)
        let task2 = Task { try await g.cpuMove() }
        try await Task.sleep(nanoseconds: 50_000_000)
        _ = try g.setSeat(color: .yellow, kind: .human)
        do {
            _ = try await task2.value
            XCTFail("not stale")
        } catch LudoError.Stale {
        }
    }
}
