import Foundation
import XCTest
@testable import LudoCore
@testable import LudoKit

/// The records screen's model over the core's `LudoRecords` (a real SQLite file in a
/// temporary directory), the seats' profiles in a game, recording a finished game once,
/// and the replay of a recorded game.
@MainActor
final class RecordsViewModelTests: XCTestCase {
    private func open(_ dir: URL, language: String = "en") throws -> RecordsViewModel {
        switch RecordsViewModel.open(directory: dir, strings: Localizer(language: language)) {
        case let .success(r): return r
        case let .failure(e): throw e
        }
    }

    func testProfilesAddRenameDelete() async throws {
        let dir = tempDir()
        let r = try open(dir)
        XCTAssertTrue(r.profiles.isEmpty)
        XCTAssertNil(r.notice)
        let asha = try XCTUnwrap(r.addProfile("Asha"))
        XCTAssertNotNil(r.addProfile("Ravi"))
        XCTAssertEqual(r.profiles.map(\.name), ["Asha", "Ravi"])
        // Refused names change nothing and are said in words.
        XCTAssertNil(r.addProfile("asha"), "names are unique ignoring case")
        XCTAssertEqual(r.errorText, Localizer(language: "en").text("records.invalid_name"))
        XCTAssertNil(r.addProfile("   "))
        XCTAssertEqual(r.profiles.count, 2)
        r.rename(asha.id, to: "Asha K")
        XCTAssertNil(r.errorText)
        XCTAssertEqual(r.profiles.first { $0.id == asha.id }?.name, "Asha K")
        // The file is the app's: a second opening sees the same players.
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.appendingPathComponent(RecordsViewModel.fileName).path))
        XCTAssertEqual(try open(dir).profiles.map(\.name), ["Asha K", "Ravi"])
        r.select(asha.id)
        XCTAssertEqual(r.stats?.profile.id, asha.id)
        r.delete(asha.id)
        XCTAssertEqual(r.profiles.map(\.name), ["Ravi"])
        XCTAssertNil(r.selected, "a deleted profile is no longer selected")
        XCTAssertNil(r.stats)
    }

    func testMergingTwoPlayersKeepsOneAndSelectsIt() async throws {
        let r = try open(tempDir())
        let asha = try XCTUnwrap(r.addProfile("Asha"))
        let ravi = try XCTUnwrap(r.addProfile("Ravi"))
        r.select(ravi.id)
        r.merge(ravi.id, into: asha.id)
        XCTAssertNil(r.errorText)
        XCTAssertEqual(r.profiles.map(\.id), [asha.id], "the merged player is gone")
        XCTAssertEqual(r.selected, asha.id, "the view follows the merged player")
        // Merging a player into itself is refused in words and changes nothing.
        r.merge(asha.id, into: asha.id)
        XCTAssertNotNil(r.errorText)
        XCTAssertEqual(r.profiles.map(\.id), [asha.id])
    }

    func testADamagedDatabaseIsSetAsideAndSaidOnce() async throws {
        let dir = tempDir()
        let file = dir.appendingPathComponent(RecordsViewModel.fileName)
        try Data(repeating: 0x5A, count: 4096).write(to: file)
        let r = try open(dir)
        let notice = try XCTUnwrap(r.notice)
        XCTAssertFalse(notice.contains("records.set_aside"), notice)
        XCTAssertNotNil(r.addProfile("Asha"), "a new database works")
        let kept = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0 != RecordsViewModel.fileName && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") }
        XCTAssertFalse(kept.isEmpty, "the damaged file is kept")
        XCTAssertNil(try open(dir).notice, "said once")
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
        let asha = try XCTUnwrap(records.addProfile("Asha"))
        let ravi = try XCTUnwrap(records.addProfile("Ravi"))
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
        records.reload()
        XCTAssertEqual(records.history.count, 1)
        XCTAssertEqual(records.profiles.map(\.games), [1, 1])
        records.select(asha.id)
        let stats = try XCTUnwrap(records.stats)
        XCTAssertEqual(stats.games, 1)
        let lines = records.statsLines(stats)
        XCTAssertEqual(lines.last, Localizer(language: "en").text(stats.fairnessMessage))
        XCTAssertTrue(lines.contains { $0.hasPrefix("Rating") }, "\(lines)")
        XCTAssertTrue(records.historyText(records.history[0]).contains("Asha"))

        // Going home records the finished save again: still one game.
        app.goHome()
        await app.homeFilesRead()
        records.reload()
        XCTAssertEqual(records.history.count, 1)
        XCTAssertEqual(records.profiles.map(\.games), [1, 1])
        XCTAssertEqual(try XCTUnwrap(records.stats).games, 1)

        // Replay: forward and back through the recorded game.
        records.openReplay(records.history[0].gameId)
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
        records.delete(ravi.id)
        app.closeRecords()
        XCTAssertEqual(app.setup?.profiles, [.yellow: asha.id])
    }

    /// The history's dates are the core's text (`dateTimeText`, as on Android and in the
    /// set-aside lines: "2026-05-03 08:39", Latin digits in every language), at the time
    /// zone's offset, not Foundation's formatter (whose text differs by platform and
    /// language).
    func testHistoryDatesAreTheCoresText() async throws {
        let india = try XCTUnwrap(TimeZone(secondsFromGMT: 330 * 60))
        let west = try XCTUnwrap(TimeZone(secondsFromGMT: -240 * 60))
        XCTAssertEqual(RecordsViewModel.dateText(1_777_777_777_000, timeZone: india), "2026-05-03 08:39")
        XCTAssertEqual(RecordsViewModel.dateText(1_777_777_777_000, timeZone: west), "2026-05-02 23:09")
        let dir = try XCTUnwrap(goldenDir(), "golden files not staged")
        let json = try String(contentsOf: dir.appendingPathComponent("saves/finished.save.json"), encoding: .utf8)
        for language in ["en", "hi", "bn"] {
            let r = try open(tempDir(), language: language)
            r.timeZone = india
            _ = try r.records.recordFinished(saveJson: json)
            r.reload()
            let e = try XCTUnwrap(r.history.first)
            let line = r.historyText(e)
            let core = try dateTimeText(ms: e.recordedMs, utcOffsetMinutes: 330)
            XCTAssertTrue(line.hasPrefix(core + " · "), "\(language): \(line)")
            XCTAssertNotNil(line.range(of: #"^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2} · "#, options: .regularExpression),
                            "\(language): \(line)")
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
