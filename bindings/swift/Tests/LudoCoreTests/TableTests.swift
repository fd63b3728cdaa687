import Foundation
import XCTest
@testable import LudoCore

/// Collects every update the table delivers, with the thread it arrived on.
final class Recorder: TableListener, @unchecked Sendable {
    private let cond = NSCondition()
    private var updates: [TableUpdate] = []
    private(set) var onMainThread = false

    func onUpdate(update: TableUpdate) {
        cond.lock()
        updates.append(update)
        if Thread.isMainThread { onMainThread = true }
        cond.broadcast()
        cond.unlock()
    }

    var count: Int { cond.lock(); defer { cond.unlock() }; return updates.count }
    var all: [TableUpdate] { cond.lock(); defer { cond.unlock() }; return updates }

    /// Waits (10 s at most) until the latest update satisfies `pred`.
    func waitFor(_ what: String, _ pred: (TableUpdate) -> Bool) throws -> TableUpdate {
        let deadline = Date().addingTimeInterval(10)
        cond.lock()
        defer { cond.unlock() }
        while updates.isEmpty || !pred(updates.last!) {
            if !cond.wait(until: deadline) { throw TimedOut(what: what) }
        }
        return updates.last!
    }

    /// Waits until at least `n` updates arrived.
    func waitCount(_ n: Int) throws {
        let deadline = Date().addingTimeInterval(10)
        cond.lock()
        defer { cond.unlock() }
        while updates.count < n {
            if !cond.wait(until: deadline) { throw TimedOut(what: "update \(n)") }
        }
    }
}

struct TimedOut: Error { let what: String }

private func settled(_ u: TableUpdate) -> Bool {
    u.view.personToAct || u.view.phase == .gameOver || u.view.canPlayAgain
}

/// One decision of the person to act, then wait for its update.
private func step(_ t: LudoTable, _ rec: Recorder) throws {
    let v = try t.view()
    XCTAssertTrue(v.personToAct)
    let n = rec.count
    // Every move's button label names the token, and a capture exactly when there is one.
    for m in v.moves {
        XCTAssertEqual(m.label.key, m.captures.isEmpty ? "move.choice" : "move.choice.captures")
        XCTAssertTrue(try localize(message: m.label, locale: "en").hasPrefix("Move token \(m.token + 1) to "))
    }
    if v.die.canRoll { try t.roll() } else { try t.moveToken(token: v.moves[0].token) }
    try rec.waitCount(n + 1)
}

private func assertEventsInOrder(_ all: [TableUpdate]) {
    let seqs = all.flatMap { $0.events.map { $0.seq } }
    XCTAssertFalse(seqs.isEmpty)
    for (a, b) in zip(seqs, seqs.dropFirst()) { XCTAssertEqual(a + 1, b) }
}

final class TableTests: XCTestCase {
    func testFullGameAgainstTheCpuThroughTheListener() throws {
        let rec = Recorder()
        let store = try tempStore()
        let t = try LudoTable.newGame(setup: makeSetup([(.yellow, .human), (.red, .cpu(level: .medium))], seed: 5),
                                      config: tableSettingsInstant(), listener: rec, store: store)
        defer { try? t.close() }
        let first = try rec.waitFor("the start") { _ in true }
        let start = try XCTUnwrap(try onDisk(store, .game), "the start is saved")
        XCTAssertFalse(try inspectSave(json: start).finished)
        XCTAssertNil(first.finishedGame)
        XCTAssertTrue(first.announcements.first?.key.hasPrefix("event.game_started") == true)
        var n = 0
        while true {
            let u = try rec.waitFor("a person or the end", settled)
            if u.view.phase == .gameOver { break }
            try step(t, rec)
            n += 1
            XCTAssertLessThan(n, 5000)
        }
        let all = rec.all
        assertEventsInOrder(all)
        XCTAssertNotNil(all.last!.view.placements)
        let save = try XCTUnwrap(try onDisk(store, .game))
        XCTAssertTrue(try inspectSave(json: save).finished, "the last save says finished")
        XCTAssertEqual(all.last?.finishedGame, save, "the shell gets it to record")
        XCTAssertNil(try onDisk(store, .lesson))
        XCTAssertTrue(all.flatMap { $0.events }.contains { if case .moved(let c, _, _, _, _, _) = $0.event { return c == .red }; return false })
        XCTAssertTrue(all.allSatisfy { $0.announcements.count >= $0.events.count })
        XCTAssertFalse(rec.onMainThread)
        let words = try localize(message: all.last!.announcements.last!, locale: "en")
        XCTAssertFalse(words.isEmpty || words.contains("{"))
        try t.close()
        try t.close()
    }

    func testPassAndPlayWithAPauseInTheMiddleStopsTheTimer() throws {
        let rec = Recorder()
        var rules = try defaultRules()
        rules.turnTimeLimitSecs = 30
        let store = try tempStore()
        let t = try LudoTable.newGame(setup: makeSetup([(.yellow, .human), (.red, .human)], seed: 8, rules: rules),
                                      config: tableSettingsInstant(), listener: rec, store: store)
        defer { try? t.close() }
        try rec.waitCount(1)
        for _ in 0..<10 { try step(t, rec) }
        XCTAssertEqual(try t.view().timer?.running, true)
        var n = rec.count
        try t.pause()
        try rec.waitCount(n + 1)
        let paused = rec.all.last!
        XCTAssertTrue(paused.view.paused)
        let saved = try XCTUnwrap(try onDisk(store, .game))
        XCTAssertEqual(saved, try t.saveText(), "pause saves")
        let stopped = try XCTUnwrap(paused.view.timer)
        XCTAssertFalse(stopped.running)
        Thread.sleep(forTimeInterval: 0.12)
        XCTAssertEqual(try t.view().timer?.remainingMs, stopped.remainingMs)
        n = rec.count
        try t.roll()
        try rec.waitCount(n + 1)
        let refused = rec.all.last!
        XCTAssertEqual(refused.refused?.key, "refusal.paused")
        XCTAssertTrue(refused.events.isEmpty)
        XCTAssertEqual(try onDisk(store, .game), saved, "refused: nothing saved")
        n = rec.count
        try t.resume()
        try rec.waitCount(n + 1)
        XCTAssertEqual(try t.view().timer?.running, true)
        var steps = 0
        while try t.view().phase != .gameOver {
            try step(t, rec)
            steps += 1
            XCTAssertLessThan(steps, 5000)
        }
        assertEventsInOrder(rec.all)
    }

    func testTheLessonSavesToTheTutorialSlotOnly() throws {
        let rec = Recorder()
        let store = try tempStore()
        let t = try LudoTable.tutorial(config: tableSettingsInstant(), listener: rec, store: store)
        defer { try? t.close() }
        XCTAssertEqual(try rec.waitFor("the start") { _ in true }.view.tutorial?.step, .rollFirst)
        var steps = 0
        while true {
            let u = try rec.waitFor("the learner or the end", settled)
            if u.view.tutorial?.done == true { break }
            try step(t, rec)
            steps += 1
            XCTAssertLessThan(steps, 100)
        }
        XCTAssertNil(try onDisk(store, .game), "never the game's slot")
        let lesson = try inspectSave(json: try XCTUnwrap(try onDisk(store, .lesson), "the lesson is saved"))
        XCTAssertTrue(lesson.tutorial && lesson.finished)
        XCTAssertTrue(rec.all.allSatisfy { $0.finishedGame == nil }, "a lesson is not recorded")
    }

    func testASaveReopensWithWelcomeBack() throws {
        let rec = Recorder()
        let t = try LudoTable.newGame(setup: makeSetup([(.yellow, .human), (.red, .cpu(level: .easy))], seed: 9),
                                      config: tableSettingsInstant(), listener: rec, store: nil)
        for _ in 0..<6 {
            _ = try rec.waitFor("a person", settled)
            try step(t, rec)
        }
        _ = try rec.waitFor("a person", settled)
        let json = try t.saveText()
        try t.close()
        let rec2 = Recorder()
        let store = try tempStore()
        let t2 = try LudoTable.load(json: json, config: tableSettingsInstant(), listener: rec2, store: store)
        defer { try? t2.close() }
        let first = try rec2.waitFor("welcome back") { _ in true }
        XCTAssertTrue(first.announcements.contains { $0.key == "table.resumed" })
        XCTAssertNil(try onDisk(store, .game), "opening writes nothing")
        XCTAssertEqual(try t2.view(), first.view)
        assertLudoError(try LudoTable.load(json: "{", config: tableSettingsInstant(), listener: rec2, store: nil), "bad save") {
            if case .InvalidSave = $0 { return true }; return false
        }
    }

    func testBadArgumentsAreTypedErrors() throws {
        let rec = Recorder()
        let t = try LudoTable.newGame(setup: makeSetup([(.yellow, .human), (.red, .cpu(level: .easy))]),
                                      config: tableSettingsInstant(), listener: rec, store: nil)
        defer { try? t.close() }
        assertLudoError(try t.moveToken(token: 7), "token 7") {
            if case .InvalidArgument = $0 { return true }; return false
        }
        assertLudoError(try t.describeSquare(square: .track(index: 200)), "square 200") {
            if case .InvalidArgument = $0 { return true }; return false
        }
        let m = try t.describeSquare(square: .track(index: 8))
        XCTAssertNotEqual(try localize(message: m, locale: "en"), try localize(message: m, locale: "hi-IN"))
        XCTAssertNil(try t.hitTest(x: .nan, y: 1))
        XCTAssertTrue(try t.renderSvg(highlightLegal: true).hasPrefix("<svg"))
    }
}
