import Foundation
import XCTest
@testable import LudoCore
@testable import LudoKit

@MainActor
final class SaveStoreTests: XCTestCase {
    /// A deterministic person policy: roll, or move the hinted token.
    private func step(_ vm: GameViewModel) async {
        if vm.snapshot.cpuToAct { await vm.runCpuTurns(); return }
        if vm.handover != nil { vm.acknowledgeHandover() }
        if vm.snapshot.phase == .awaitingMove, let h = vm.game.hint() { vm.move(token: h.token) } else { vm.roll() }
    }

    func testAutosaveAndResumeContinueIdentically() async throws {
        let dir = tempDir()
        let store = SaveStore(directory: dir)
        XCTAssertFalse(store.hasSave)
        XCTAssertNil(GameViewModel.resume(store: store))
        let vm = try GameViewModel.newGame(
            setup: setup([(.yellow, .human), (.blue, .cpu(level: .hard)), (.green, .human)], seed: 1234),
            store: store, strings: Localizer(language: "en"), cpuDelayMs: 0)
        vm.autoRunCpu = false
        for _ in 0..<60 { await step(vm) }
        XCTAssertTrue(FileManager.default.fileExists(atPath: store.fileURL.path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: store.backupURL.path), "the previous save is kept")
        // No temporary files left behind by the atomic writes.
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        XCTAssertEqual(names, [store.backupURL.lastPathComponent, store.fileURL.lastPathComponent].sorted())

        // "Relaunch": a new view model from the same directory.
        let resumed = try XCTUnwrap(GameViewModel.resume(store: store, cpuDelayMs: 0))
        resumed.autoRunCpu = false
        XCTAssertEqual(resumed.snapshot, vm.snapshot)
        XCTAssertEqual(resumed.game.history(), vm.game.history())
        // Both continue identically: same rolls, same CPU choices.
        for _ in 0..<80 {
            await step(vm)
            await step(resumed)
            XCTAssertEqual(resumed.snapshot, vm.snapshot)
        }
        XCTAssertEqual(resumed.game.save(), vm.game.save())
    }

    func testCorruptSaveFallsBackToTheBackup() async throws {
        let store = SaveStore(directory: tempDir())
        let vm = try GameViewModel.newGame(setup: setup([(.yellow, .human), (.red, .human)], seed: 77),
                                           store: store, cpuDelayMs: 0)
        vm.roll()
        vm.roll()
        if vm.snapshot.phase == .awaitingMove, let m = vm.snapshot.legal.first { vm.move(token: m.token) }
        // The main file is damaged (e.g. the device lost power mid-write of another tool).
        try Data("{ not json".utf8).write(to: store.fileURL)
        let resumed = try XCTUnwrap(GameViewModel.resume(store: store))
        let backup = try String(contentsOf: store.backupURL, encoding: .utf8)
        XCTAssertEqual(resumed.game.save(), backup)
        XCTAssertNotEqual(backup, "{ not json")
        // Both damaged: nothing to resume.
        try Data("garbage".utf8).write(to: store.backupURL)
        XCTAssertNil(GameViewModel.resume(store: store))
        store.clear()
        XCTAssertFalse(store.hasSave)
    }

    /// The store alone: each write keeps the previous save as the backup; a rejected main
    /// file falls back to exactly that backup; nothing is deleted on the way.
    func testTheBackupIsThePreviousSaveAndLoadFallsBackToIt() async throws {
        let store = SaveStore(directory: tempDir())
        let games = try [1, 2].map { seed in
            try LudoGame(setup: setup([(.yellow, .human), (.red, .human)], seed: UInt64(seed)))
        }
        _ = try games[1].roll()
        let (first, second) = (games[0].save(), games[1].save())
        XCTAssertNotEqual(first, second)
        let loads: (String) -> Bool = { (try? LudoGame.load(save: $0)) != nil }
        try store.write(first)
        XCTAssertEqual(store.load(accept: loads), first)
        XCTAssertFalse(FileManager.default.fileExists(atPath: store.backupURL.path), "no backup before a second save")
        try store.write(second)
        XCTAssertEqual(try String(contentsOf: store.backupURL, encoding: .utf8), first)
        XCTAssertEqual(store.load(accept: loads), second)
        // The main file is damaged: the backup, exactly.
        try Data("{ not json".utf8).write(to: store.fileURL)
        XCTAssertEqual(store.load(accept: loads), first)
        // Both damaged: nothing, and both files are still there.
        try Data("garbage".utf8).write(to: store.backupURL)
        XCTAssertNil(store.load(accept: loads))
        XCTAssertTrue(store.hasSave)
        XCTAssertEqual(try String(contentsOf: store.fileURL, encoding: .utf8), "{ not json")
    }

    func testSettingsAndSetupPersist() async throws {
        let dir = tempDir()
        XCTAssertEqual(AppSettings.load(from: dir), AppSettings())
        try AppSettings(haptics: false, cpuDelayMs: 200).save(to: dir)
        XCTAssertEqual(AppSettings.load(from: dir), AppSettings(haptics: false, cpuDelayMs: 200))

        var s = SetupModel()
        s.seats[.green] = .cpu(.expert)
        s.apply(.tactical)
        s.rules.turnTimeLimitSecs = 60
        let text = try XCTUnwrap(s.encoded())
        let back = try XCTUnwrap(SetupModel.decoded(text))
        XCTAssertEqual(back.seats, s.seats)
        XCTAssertEqual(back.rules, s.rules)
        XCTAssertNil(back.preset, "a timer on top of a preset is no longer exactly the preset")
    }

    func testAppStateResumesAndSavesOnLeavingTheForeground() async throws {
        let store = SaveStore(directory: tempDir())
        let app = AppState(store: store, strings: Localizer(language: "en"))
        XCTAssertFalse(app.canResume)
        app.setCpuDelay(ms: 0)
        app.setup = SetupModel(seats: [.yellow: .human, .blue: .off, .red: .human, .green: .off])
        app.startGame()
        XCTAssertEqual(app.screen, .game)
        let vm = try XCTUnwrap(app.game)
        vm.roll()
        // Leaving the foreground itself writes the save: remove what the roll wrote first.
        store.clear()
        XCTAssertFalse(app.canResume)
        app.leaveForeground()
        XCTAssertTrue(app.canResume)
        let saved = try String(contentsOf: store.fileURL, encoding: .utf8)
        XCTAssertEqual(saved, vm.game.save())
        app.goHome()
        XCTAssertNil(app.game)
        // A fresh app (relaunch) resumes exactly and remembers the last setup.
        let app2 = AppState(store: store, strings: Localizer(language: "en"))
        XCTAssertEqual(app2.setup.seats, app.setup.seats)
        app2.resume()
        XCTAssertEqual(app2.game?.snapshot, vm.snapshot)
        // The tutorial does not touch the save, whatever is played in it.
        app2.goHome()
        let files = { try FileManager.default.contentsOfDirectory(atPath: store.directory.path).sorted() }
        let before = try files()
        let backup = try? String(contentsOf: store.backupURL, encoding: .utf8)
        app2.startTutorial()
        XCTAssertTrue(app2.tutorial)
        let tutorial = try XCTUnwrap(app2.game)
        tutorial.autoRunCpu = false
        tutorial.roll()
        if let m = tutorial.snapshot.legal.first { tutorial.move(token: m.token) }
        XCTAssertGreaterThanOrEqual(tutorial.events.count, 3, "the tutorial was played")
        app2.leaveForeground()
        app2.goHome()
        XCTAssertEqual(try String(contentsOf: store.fileURL, encoding: .utf8), saved)
        XCTAssertEqual(try? String(contentsOf: store.backupURL, encoding: .utf8), backup)
        XCTAssertEqual(try files(), before)
    }
}
