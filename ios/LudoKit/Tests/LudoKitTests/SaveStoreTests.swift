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
        vm.autosave() // the backup is always the previous save
        let good = vm.game.save()
        vm.roll()
        if vm.snapshot.phase == .awaitingMove, let m = vm.snapshot.legal.first { vm.move(token: m.token) }
        // The main file is damaged (e.g. the device lost power mid-write of another tool).
        try Data("{ not json".utf8).write(to: store.fileURL)
        let resumed = try XCTUnwrap(GameViewModel.resume(store: store))
        let backup = try String(contentsOf: store.backupURL, encoding: .utf8)
        XCTAssertEqual(resumed.game.save(), backup)
        XCTAssertNotEqual(backup, "{ not json")
        _ = good
        // Both damaged: nothing to resume.
        try Data("garbage".utf8).write(to: store.backupURL)
        XCTAssertNil(GameViewModel.resume(store: store))
        store.clear()
        XCTAssertFalse(store.hasSave)
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
        // The tutorial does not overwrite the save.
        app2.goHome()
        app2.startTutorial()
        XCTAssertTrue(app2.tutorial)
        app2.game?.cancelCpu()
        app2.leaveForeground()
        XCTAssertEqual(try String(contentsOf: store.fileURL, encoding: .utf8), saved)
        app2.goHome()
    }
}
