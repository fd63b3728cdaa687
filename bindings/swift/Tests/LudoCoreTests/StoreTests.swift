import Foundation
import XCTest
@testable import LudoCore

/// Hears each save's outcome, with whether it came on the main thread.
final class Outcomes: StoreListener, @unchecked Sendable {
    private let lock = NSLock()
    private var all: [SaveOutcome] = []
    private(set) var onMainThread = false
    /// Read from the writer thread: the listener may call the store.
    var store: LudoStore?
    private(set) var readBack: [String?] = []

    func onSaved(outcome: SaveOutcome) {
        let text = try? store?.read(slot: outcome.slot)
        lock.lock()
        all.append(outcome)
        readBack.append(text ?? nil)
        if Thread.isMainThread { onMainThread = true }
        lock.unlock()
    }

    var outcomes: [SaveOutcome] { lock.lock(); defer { lock.unlock() }; return all }
}

/// The core's game store through Swift: the table's saves on the store's writer thread,
/// a new game keeping the unfinished one, continuing it, iOS's old files moved once.
final class StoreTests: XCTestCase {
    func testATablesSavesAreWrittenOnTheStoresWriterAndTold() throws {
        let store = try tempStore()
        let heard = Outcomes()
        heard.store = store
        try store.setListener(listener: heard)
        let rec = Recorder()
        let t = try LudoTable.newGame(setup: makeSetup([(.yellow, .human), (.red, .human)], seed: 4),
                                      config: try tableSettingsInstant(), listener: rec, store: store)
        defer { try? t.close() }
        try rec.waitCount(1)
        try t.roll()
        try rec.waitCount(2)
        XCTAssertEqual(try onDisk(store, .game), try t.saveText())
        XCTAssertFalse(heard.outcomes.isEmpty)
        XCTAssertTrue(heard.outcomes.allSatisfy { $0.slot == .game && $0.written && $0.reason == nil })
        XCTAssertFalse(heard.onMainThread, "written on the store's writer, told there")
        XCTAssertTrue(heard.readBack.allSatisfy { $0 != nil }, "the listener may call the store")
    }

    func testANewGameKeepsTheUnfinishedOneAndItCanBeContinued() throws {
        let store = try tempStore()
        let first = try LudoTable.newGame(setup: makeSetup([(.yellow, .human), (.red, .human)], seed: 5),
                                          config: try tableSettingsInstant(), listener: Recorder(), store: store)
        try first.roll()
        try first.close()
        let old = try XCTUnwrap(try onDisk(store, .game))
        let rec = Recorder()
        let second = try LudoTable.newGame(setup: makeSetup([(.yellow, .human), (.blue, .human)], seed: 6),
                                           config: try tableSettingsInstant(), listener: rec, store: store)
        try rec.waitCount(1)
        let now = try XCTUnwrap(try onDisk(store, .game))
        XCTAssertNotEqual(now, old, "the new game is the save")
        let aside = try store.setAsideGames(utcOffsetMinutes: 0)
        XCTAssertEqual(aside.count, 1, "the unfinished game is kept")
        guard case let .resumable(json, _, _, _) = try XCTUnwrap(aside.first).state else { return XCTFail("not resumable") }
        XCTAssertEqual(json, old)
        try second.close()
        XCTAssertEqual(try store.continueSetAside(name: aside[0].name), old)
        XCTAssertEqual(try store.read(slot: .game), old)
        let after = try store.setAsideGames(utcOffsetMinutes: 0)
        guard case let .resumable(kept, _, _, _) = try XCTUnwrap(after.first).state else { return XCTFail("not resumable") }
        XCTAssertEqual(after.count, 1)
        XCTAssertEqual(kept, now, "the game that was current is kept in its turn")
    }

    /// The home screen's set-aside games, as the store judges the files under `abandoned/`
    /// (the shell hands it no bytes): newest first, an enum with the save to open, or damaged
    /// (a file and backup the core cannot read: listed, not offered); a finished game is left out.
    func testSetAsideGamesJudgeTheKeptFiles() throws {
        let store = try tempStore()
        let save = try midGameSave()
        let dir = URL(fileURLWithPath: try store.dir()).appendingPathComponent("abandoned")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        func kept(_ name: String, _ bytes: Data, backup: String?, ms: Double) throws {
            let url = dir.appendingPathComponent(name)
            try bytes.write(to: url)
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: ms / 1000)], ofItemAtPath: url.path)
            if let backup { try Data(backup.utf8).write(to: dir.appendingPathComponent(name + ".bak")) }
        }
        try kept("1.json", Data(save.utf8), backup: nil, ms: 1_764_655_200_000)
        try kept("2.json", Data([0x7b, 0xff]), backup: "{}", ms: 1_764_741_600_000)
        try kept("3.json", Data(try finishedSave().utf8), backup: nil, ms: 1_764_828_000_000)
        let list = try store.setAsideGames(utcOffsetMinutes: 0)
        XCTAssertEqual(list.map(\.name), ["2.json", "1.json"])
        guard case let .resumable(json, _, actions, _) = list[1].state else { return XCTFail("\(list[1].state)") }
        XCTAssertEqual(json, save)
        XCTAssertEqual(actions, try inspectSave(json: save).actions)
        XCTAssertEqual(list[1].modifiedMs, 1_764_655_200_000)
        XCTAssertEqual(list[1].description.key, "aside.game")
        XCTAssertTrue(try localize(message: list[1].description, locale: "en").hasPrefix("2025-12-02 06:00: "))
        guard case .damaged = list[0].state else { return XCTFail("\(list[0].state)") }
        XCTAssertEqual(list[0].description.key, "aside.damaged")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path).count, 4, "listing changes nothing")
    }

    func testIosOldFilesMoveIntoTheStoreOnce() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ludo-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let game = try midGameSave()
        let fresh = try twoHumans(7)
        let other = try fresh.saveText()
        try fresh.close()
        func put(_ name: String, _ text: String) throws { try Data(text.utf8).write(to: dir.appendingPathComponent(name)) }
        try put("autosave.ludo.json", game)
        try put("autosave.ludo.json.bak", game)
        try put("autosave.ludo.json.replaced-1", other)
        let store = try LudoStore.open(dir: dir.path, oldLayout: .ios)
        XCTAssertEqual(try store.read(slot: .game), game)
        XCTAssertEqual(try store.setAsideGames(utcOffsetMinutes: 0).count, 1)
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        XCTAssertFalse(names.contains { $0.hasPrefix("autosave") }, "\(names)")
        XCTAssertEqual(try LudoStore.open(dir: dir.path, oldLayout: .ios).dir(), try store.dir(), "one store per directory")
    }
}
