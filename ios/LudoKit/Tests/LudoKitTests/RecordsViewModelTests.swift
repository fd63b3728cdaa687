import Foundation
import XCTest
@testable import LudoCore
@testable import LudoKit

/// The records screen's model over the core's `LudoRecords` (a real SQLite file in a
/// temporary directory), the seats' profiles in a game, recording a finished game once,
/// and the replay of a recorded game.
@MainActor
final class RecordsViewModelTests: XCTestCase {
    /// The database's name in the game store (`LudoStore.recordsPath()`).
    private let dbName = "records.db"

    /// The records in `dir`, once their first read is shown.
    private func open(_ dir: URL, language: String = "en", onCall: (@Sendable (String) -> Void)? = nil) async throws -> RecordsViewModel {
        switch RecordsViewModel.open(path: dir.appendingPathComponent(dbName).path, strings: Localizer(language: language),
                                     onCall: onCall) {
        case let .success(r):
            await r.settled()
            return r
        case let .failure(e): throw e
        }
    }

    func testProfilesAddRenameDelete() async throws {
        let dir = tempDir()
        let r = try await open(dir)
        XCTAssertTrue(r.profiles.isEmpty)
        XCTAssertNil(r.notice)
        let added = await r.addProfile("Asha")
        let asha = try XCTUnwrap(added)
        let ravi = await r.addProfile("Ravi")
        XCTAssertNotNil(ravi)
        XCTAssertEqual(r.profiles.map(\.name), ["Asha", "Ravi"])
        // Refused names change nothing and are said in words.
        let twin = await r.addProfile("asha")
        XCTAssertNil(twin, "names are unique ignoring case")
        XCTAssertEqual(r.errorText, Localizer(language: "en").text("records.invalid_name"))
        let blank = await r.addProfile("   ")
        XCTAssertNil(blank)
        XCTAssertEqual(r.profiles.count, 2)
        await r.rename(asha.id, to: "Asha K")
        XCTAssertNil(r.errorText)
        XCTAssertEqual(r.profiles.first { $0.id == asha.id }?.name, "Asha K")
        // The file is the app's: a second opening sees the same players.
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.appendingPathComponent(dbName).path))
        let second = try await open(dir)
        XCTAssertEqual(second.profiles.map(\.name), ["Asha K", "Ravi"])
        await r.select(asha.id)
        XCTAssertEqual(r.stats?.profile.id, asha.id)
        await r.delete(asha.id)
        XCTAssertEqual(r.profiles.map(\.name), ["Ravi"])
        XCTAssertNil(r.selected, "a deleted profile is no longer selected")
        XCTAssertNil(r.stats)
    }

    func testMergingTwoPlayersKeepsOneAndSelectsIt() async throws {
        let r = try await open(tempDir())
        let a = await r.addProfile("Asha")
        let b = await r.addProfile("Ravi")
        let asha = try XCTUnwrap(a), ravi = try XCTUnwrap(b)
        await r.select(ravi.id)
        await r.merge(ravi.id, into: asha.id)
        XCTAssertNil(r.errorText)
        XCTAssertEqual(r.profiles.map(\.id), [asha.id], "the merged player is gone")
        XCTAssertEqual(r.selected, asha.id, "the view follows the merged player")
        // Merging a player into itself is refused in words and changes nothing.
        await r.merge(asha.id, into: asha.id)
        XCTAssertNotNil(r.errorText)
        XCTAssertEqual(r.profiles.map(\.id), [asha.id])
    }

    /// SQLite is read and written on the records' own queue, never on the thread that asks
    /// (the main thread in the app; Android's records thread): the calls are held at a
    /// gate, so one made on the calling thread would show before the gate opens; the
    /// answers are then shown on the main actor (the first read, a selection, a change,
    /// a recorded game's save and its replay).
    func testTheRecordsAreReadAndChangedOffTheMainThread() async throws {
        let dir = tempDir()
        let json = try String(contentsOf: XCTUnwrap(goldenDir(), "golden files not staged")
            .appendingPathComponent("saves/finished.save.json"), encoding: .utf8)
        let before = try LudoRecords.open(path: dir.appendingPathComponent(dbName).path)
        let asha = try before.addProfile(name: "Asha")
        let game = try before.recordFinished(saveJson: json).gameId
        let log = GateLog()
        guard case let .success(r) = RecordsViewModel.open(path: dir.appendingPathComponent(dbName).path,
                                                           strings: Localizer(language: "en"), onCall: { log.note($0) }) else { return XCTFail("not opened") }
        XCTAssertEqual(log.all, [], "read on the calling thread")
        XCTAssertTrue(r.profiles.isEmpty && r.history.isEmpty, "nothing shown before the read")
        log.gate.signal()
        await r.settled()
        XCTAssertEqual(r.profiles.map(\.name), ["Asha"])
        XCTAssertEqual(r.history.map(\.gameId), [game])
        await r.select(asha.id)
        XCTAssertEqual(r.stats?.profile.id, asha.id)
        let ravi = await r.addProfile("Ravi")
        XCTAssertNotNil(ravi)
        XCTAssertEqual(r.profiles.map(\.name), ["Asha", "Ravi"])
        let save = await r.recordedSave(game)
        XCTAssertNotNil(save)
        await r.openReplay(game)
        XCTAssertEqual(r.replay?.saveJSON, save)
        XCTAssertEqual(log.all, ["read", "read", "addProfile", "read", "gameSave", "gameSave"])
    }

    func testADamagedDatabaseIsSetAsideAndSaidOnce() async throws {
        let dir = tempDir()
        let file = dir.appendingPathComponent(dbName)
        try Data(repeating: 0x5A, count: 4096).write(to: file)
        let r = try await open(dir)
        let notice = try XCTUnwrap(r.notice)
        XCTAssertFalse(notice.contains("records.set_aside"), notice)
        let asha = await r.addProfile("Asha")
        XCTAssertNotNil(asha, "a new database works")
        let kept = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0 != dbName && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") }
        XCTAssertFalse(kept.isEmpty, "the damaged file is kept")
        let again = try await open(dir)
        XCTAssertNil(again.notice, "said once")
    }

    /// A game with profiles on two person seats, played to the end: recorded once when
    /// the result shows (rated, the ratings change), listed in the history, counted in
    /// the statistics; the same save recorded again changes nothing; the replay steps
    /// forward and back through it.
    func testAFinishedGameIsRecordedOnceAndReplays() async throws {
        let dir = tempDir()
        let store = SaveStore(directory: dir)
        let app = AppState(store: store, strings: Localizer(language: "en"))
        await app.homeFilesRead()
        let records = try XCTUnwrap(app.records, app.recordsError ?? "")
        let a = await records.addProfile("Asha")
        let b = await records.addProfile("Ravi")
        let asha = try XCTUnwrap(a), ravi = try XCTUnwrap(b)
        app.setup?.seats = [.yellow: .human, .blue: .human, .red: .off, .green: .off]
        app.setup?.profiles = [.yellow: asha.id, .blue: ravi.id, .red: "not-seated"]
        XCTAssertEqual(app.setup?.seatProfiles, [.yellow: asha.id, .blue: ravi.id])
        // Two people play it out (roll, first legal move): handing a seat to the CPU
        // would make the game unrated.
        app.startGame()
        let vm = try XCTUnwrap(app.game)
        await settle(vm)
        await until("the seats' profiles") { Set(vm.view.seats.compactMap(\.profile)) == [asha.id, ravi.id] }
        // Named by the core from the records, for the seat rows.
        await until("the seats' profile names") { Set(vm.view.seats.compactMap(\.profileName)) == ["Asha", "Ravi"] }
        var steps = 0
        while !vm.isOver && steps < 6000 {
            steps += 1
            if vm.view.handover != nil {
                vm.acknowledgeHandover()
                await until("the next person has the device") { vm.view.handover == nil }
            } else if let m = vm.view.moves.first {
                await act(vm) { vm.move(token: m.token) }
            } else {
                await act(vm) { vm.roll() }
            }
        }
        XCTAssertTrue(vm.isOver)
        await until("recorded") { vm.recorded != nil }
        let rec = try XCTUnwrap(vm.recorded)
        XCTAssertTrue(rec.rated, "\(String(describing: rec.unratedReason))")
        XCTAssertEqual(Set(rec.changes.map(\.profileId)), [asha.id, ravi.id])
        XCTAssertEqual(vm.recordedLines.count, 2)
        XCTAssertTrue(vm.recordedLines.allSatisfy { $0.contains("→") }, "\(vm.recordedLines)")
        // The result's lines are the core's (`RatingChange.message`), as Android shows them.
        XCTAssertEqual(vm.recordedLines, try rec.changes.map { try localize(message: $0.message, locale: "en") })
        await records.reload().value
        XCTAssertEqual(records.history.count, 1)
        XCTAssertEqual(records.profiles.map(\.games), [1, 1])
        await records.select(asha.id)
        let stats = try XCTUnwrap(records.stats)
        XCTAssertEqual(stats.games, 1)
        let lines = records.statsLines(stats)
        XCTAssertEqual(lines.last, Localizer(language: "en").text(stats.fairnessMessage))
        XCTAssertTrue(lines.contains { $0.hasPrefix("Rating") }, "\(lines)")
        // The statistics are the core's lines (`ProfileStats.lines`, the same keys as
        // Android): the places listed with the core's separator, the win rate rounded once.
        XCTAssertEqual(lines, try stats.lines.map { try localize(message: $0, locale: "en") })
        let p = stats.places
        XCTAssertTrue(lines.contains("Places: 1st ×\(p[0]), 2nd ×\(p[1]), 3rd ×\(p[2]), 4th ×\(p[3])"), "\(lines)")
        XCTAssertTrue(lines.contains("Win rate: \(try shownPercent(rate: stats.winRate))%"), "\(lines)")
        // The history line is the core's (`historyLine`): each seat's colour and who played it.
        let entry = records.history[0]
        let line = records.historyText(entry)
        let offset = Int32(records.timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(entry.recordedMs) / 1000)) / 60)
        XCTAssertEqual(line, try localize(message: historyLine(entry: entry, utcOffsetMinutes: offset), locale: "en"))
        XCTAssertTrue(line.contains("(Asha)") && line.contains("(Ravi)") && line.hasSuffix(" · Rated"), line)

        // Going home records the finished save again: still one game.
        app.goHome()
        await app.homeFilesRead()
        await records.reload().value
        XCTAssertEqual(records.history.count, 1)
        XCTAssertEqual(records.profiles.map(\.games), [1, 1])
        XCTAssertEqual(try XCTUnwrap(records.stats).games, 1)

        // Replay: forward and back through the recorded game.
        await records.openReplay(records.history[0].gameId)
        let replay = try XCTUnwrap(records.replay)
        XCTAssertEqual(replay.step, 0)
        XCTAssertFalse(replay.canBack)
        XCTAssertTrue(replay.spots.allSatisfy { $0.progress == -1 }, "all in base at the start")
        replay.forward()
        replay.forward()
        XCTAssertEqual(replay.step, 2)
        XCTAssertEqual(replay.stepText, "Step 2 of \(replay.count)")
        XCTAssertFalse(replay.said.isEmpty)
        replay.back()
        XCTAssertEqual(replay.step, 1)
        replay.go(to: .max)
        XCTAssertEqual(replay.step, replay.count)
        XCTAssertFalse(replay.canForward)
        XCTAssertEqual(replay.view.phase, .gameOver)
        XCTAssertEqual(replay.spots, try positionSpots(saveJson: replay.saveJSON, step: replay.count))
        XCTAssertFalse(replay.view.die.canRoll, "nothing can be played in a replay")
        records.closeReplay()
        XCTAssertNil(records.replay)

        // Deleting a player forgets it in the setup.
        app.openRecords()
        await records.delete(ravi.id)
        app.closeRecords()
        XCTAssertEqual(app.setup?.profiles, [.yellow: asha.id])
    }

    /// The history line is the core's (`historyLine`, the line Android shows): dated in
    /// the core's text ("2026-05-03 08:39", Latin digits in every language, not
    /// Foundation's formatter, whose text differs by platform and language) at the time
    /// zone's offset, each seat with its colour and who played it, "Rated" or why not.
    func testTheHistoryLineIsTheCores() async throws {
        let india = try XCTUnwrap(TimeZone(secondsFromGMT: 330 * 60))
        let dir = try XCTUnwrap(goldenDir(), "golden files not staged")
        let json = try String(contentsOf: dir.appendingPathComponent("saves/finished.save.json"), encoding: .utf8)
        for language in ["en", "hi", "bn"] {
            let r = try await open(tempDir(), language: language)
            r.timeZone = india
            _ = try r.records.recordFinished(saveJson: json)
            await r.reload().value
            let e = try XCTUnwrap(r.history.first)
            let line = r.historyText(e)
            XCTAssertEqual(line, try localize(message: historyLine(entry: e, utcOffsetMinutes: 330), locale: language))
            let core = try dateTimeText(ms: e.recordedMs, utcOffsetMinutes: 330)
            XCTAssertTrue(line.hasPrefix(core + " · "), "\(language): \(line)")
            XCTAssertNotNil(line.range(of: #"^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2} · "#, options: .regularExpression),
                            "\(language): \(line)")
            // Four people without profiles: guests, and not rated for it.
            let guest = try localize(message: Message(key: "records.guest", args: []), locale: language)
            XCTAssertTrue(line.contains("1. ") && line.contains("(\(guest))"), "\(language): \(line)")
            let why = try localize(message: XCTUnwrap(e.unratedMessage), locale: language)
            XCTAssertTrue(line.hasSuffix(" · " + why), "\(language): \(line)")
        }
    }

    func testSetupProfilesPersist() async throws {
        var s = try XCTUnwrap(SetupModel.standard())
        s.profiles = [.yellow: "abc"]
        let back = try XCTUnwrap(SetupModel.decoded(try XCTUnwrap(s.encoded())))
        XCTAssertEqual(back.profiles, [.yellow: "abc"])
        XCTAssertEqual(back.seatProfiles, [.yellow: "abc"])
        s.seats[.yellow] = .cpu(.easy)
        XCTAssertEqual(s.seatProfiles, [:], "a CPU seat plays no profile")
    }
}
