import Foundation
import XCTest
@testable import LudoCore
@testable import LudoKit

/// Calls noted in order (with the thread when it was the main one); while held, each
/// call waits in `note` on its own thread, so a call made on the main thread, or one the
/// main thread waits for, would stop the test there (a watchdog lets go after 20 s and
/// says so).
final class HeldCalls: @unchecked Sendable {
    private let cond = NSCondition()
    private var held = false
    private var entries: [String] = []
    func note(_ what: String) {
        cond.lock()
        entries.append(Thread.isMainThread ? "\(what) on the main thread" : what)
        while held && !Thread.isMainThread { cond.wait() }
        cond.unlock()
    }
    func hold() { cond.lock(); held = true; cond.unlock() }
    func release() { cond.lock(); held = false; cond.broadcast(); cond.unlock() }
    var all: [String] { cond.lock(); defer { cond.unlock() }; return entries }
}

/// The app on the core's game store (`LudoStore` through `SaveStore`): where the files
/// are, what home offers, and that nothing is lost.
@MainActor
final class SaveStoreTests: XCTestCase {
    /// A person's decision: roll, or the first legal move.
    private func step(_ vm: GameViewModel) async {
        if vm.canRoll { await act(vm) { vm.roll() } } else if let t = vm.view.moves.first?.token { await act(vm) { vm.move(token: t) } }
    }

    private func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    /// Every file under `dir` (paths relative to it), sorted; the lock file left out.
    private func files(_ dir: URL) throws -> [String] {
        let all = FileManager.default.enumerator(atPath: dir.path)?.compactMap { $0 as? String } ?? []
        return all.filter { name in
            var isDir: ObjCBool = false
            FileManager.default.fileExists(atPath: dir.appendingPathComponent(name).path, isDirectory: &isDir)
            return !isDir.boolValue && name != "lock"
        }.sorted()
    }

    /// The texts of the files under `abandoned/` (the games set aside; one that is not
    /// text left out).
    private func abandoned(_ dir: URL) throws -> [String] {
        try files(dir).filter { $0.hasPrefix("abandoned/") && !$0.hasSuffix(".bak") }
            .compactMap { try? text(dir.appendingPathComponent($0)) }
    }

    private func backup(_ store: SaveStore, _ slot: StoreSlot = .game) async throws -> String? {
        try await store.run("test: backup") { try $0.readBackup(slot: slot) }
    }

    private let en = Localizer(language: "en")

    /// The actions of a save (its `history`).
    private func history(_ json: String) throws -> [String] {
        let obj = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return try XCTUnwrap(obj?["history"] as? [String])
    }

    /// The table writes its saves through the core's store (`current.json`, the one before
    /// as `current.json.bak`, no temporary files left); a relaunch offers Resume and
    /// reopens the same position.
    func testTheTablesSavesAreTheCoresAndResumeExactly() async throws {
        let store = await openStore()
        let vm = try GameViewModel.newGame(
            setup: setup([(.yellow, .human), (.blue, .cpu(level: .hard)), (.green, .human)], seed: 1234),
            options(store: store))
        await settle(vm)
        for _ in 0..<40 where !vm.isOver {
            if let to = vm.view.handover {
                vm.acknowledgeHandover()
                await until("\(to) has the device") { vm.view.handover == nil }
            }
            await step(vm)
        }
        let current = try await saved(store)
        XCTAssertEqual(current, vm.saveJSON(), "the file is the game as it stands")
        // The backup is an earlier save of the same game (the writer writes only the newest
        // of saves waiting side by side, so not always the one just before).
        let backupText = try await backup(store)
        let before = try XCTUnwrap(backupText)
        let (now, then) = (try history(XCTUnwrap(current)), try history(before))
        XCTAssertLessThan(then.count, now.count, "the backup is an earlier save")
        XCTAssertEqual(Array(now.prefix(then.count)), then, "of the same game")
        XCTAssertEqual(try files(store.directory), ["current.json", "current.json.bak"])
        XCTAssertFalse(vm.saveFailed)
        // "Relaunch": the app offers Resume and reopens the same position.
        let app = AppState(store: SaveStore(directory: store.directory), strings: en)
        await app.homeFilesRead()
        XCTAssertTrue(app.canResume)
        app.resume()
        let resumed = try XCTUnwrap(app.game)
        await until("welcome back") { resumed.updates > 0 }
        XCTAssertEqual(resumed.view.tokens, vm.view.tokens)
        XCTAssertEqual(resumed.view.nextEventSeq, vm.view.nextEventSeq)
        XCTAssertEqual(resumed.view.toAct, vm.view.toAct)
        app.goHome()
        await app.homeFilesRead()
        vm.close()
    }

    /// The main thread never touches the store: the first home read, the settings and the
    /// setup, a game's saves (its first one's outcome held on the store's writer), pausing,
    /// going home with its read, all are handed off while every call on the store's queue
    /// and writer waits (held); had the main thread made one, or waited for one, it would
    /// have stopped here until the watchdog.
    func testTheAppTouchesTheStoreOnlyOffTheMainThread() async throws {
        let calls = HeldCalls()
        calls.hold()
        DispatchQueue.global().asyncAfter(deadline: .now() + 20) {
            calls.release()
            calls.note("watchdog")
        }
        let store = SaveStore(directory: tempDir(), onCall: { calls.note($0) })
        let app = AppState(store: store, strings: en)
        app.newGame()
        XCTAssertEqual(app.screen, .home, "nothing starts before the files are read")
        await until("the first read waits") { calls.all.contains("open records") }
        calls.release()
        await app.homeFilesRead()
        XCTAssertTrue(app.homeRead)
        XCTAssertNotNil(app.records, app.recordsError ?? "")

        let mark = calls.all.count
        calls.hold()
        app.setCpuDelay(ms: 0)
        app.setup = SetupModel(seats: [.yellow: .human, .blue: .off, .red: .human, .green: .off], rules: coreRules)
        app.startGame()
        let vm = try XCTUnwrap(app.game)
        await until("its first save's outcome waits on the writer") { calls.all.contains("saved game") }
        await settle(vm)
        await step(vm)
        app.setLanguage("hi")
        app.leaveForeground()
        app.goHome()
        XCTAssertFalse(app.homeRead, "the read waits")
        let whileHeld = Array(calls.all[mark...])
        calls.release()
        await app.homeFilesRead()
        await app.savesWritten()
        // Only the first call on the queue (the settings) and the first save's outcome on
        // the writer had started; the main thread went on without them.
        XCTAssertEqual(Set(whileHeld), ["write settings", "saved game"], "the main thread waited for the store")
        XCTAssertFalse(calls.all.contains { $0.hasSuffix("on the main thread") }, "\(calls.all)")
        XCTAssertEqual(calls.all.filter { $0 == "open records" }.count, 1, "opened once, by the first read")
        XCTAssertTrue(app.canResume)
        let read1 = try await storedSettings(store).language
        XCTAssertEqual(read1, "hi")
        let setupText = try await store.run("test: setup") { try $0.readShellFile(file: .setup) }
        XCTAssertEqual(SetupModel.decoded(try XCTUnwrap(setupText))?.seats, app.setup?.seats)
        let read2 = try await saved(store)
        XCTAssertEqual(read2, vm.saveJSON())
    }

    /// A save whose file is damaged opens from its backup; when both are damaged the core
    /// moves them aside (kept with their bytes, never deleted), the app says so once and
    /// offers no Resume.
    func testADamagedSaveOpensItsBackupOrIsSetAsideAndSaidOnce() async throws {
        let dir = tempDir()
        let good = try GameViewModel.newGame(setup: setup([(.yellow, .human), (.red, .human)], seed: 2), options())
        let json = try XCTUnwrap(good.saveJSON())
        good.close()
        try Data("{ not json".utf8).write(to: dir.appendingPathComponent("current.json"))
        try Data(json.utf8).write(to: dir.appendingPathComponent("current.json.bak"))
        let app = AppState(store: SaveStore(directory: dir), strings: en)
        await app.homeFilesRead()
        XCTAssertTrue(app.canResume, "the backup")
        XCTAssertNil(app.notice)
        XCTAssertEqual(app.continueCard?.json, json)

        try Data("garbage".utf8).write(to: dir.appendingPathComponent("current.json.bak"))
        app.goHome()
        await app.homeFilesRead()
        XCTAssertFalse(app.canResume)
        XCTAssertEqual(app.notice, en.text("notice.save_damaged"))
        XCTAssertNotEqual(app.notice, "notice.save_damaged", "a text, not the key")
        let kept = try files(dir).filter { $0.contains(".damaged") }
        XCTAssertEqual(try kept.map { try text(dir.appendingPathComponent($0)) }.sorted(), ["garbage", "{ not json"],
                       "kept, not deleted")
        app.dismissNotice()
        XCTAssertNil(app.notice)
        // The next launch does not say it again and offers no Resume.
        let again = AppState(store: SaveStore(directory: dir), strings: en)
        await again.homeFilesRead()
        XCTAssertNil(again.notice)
        XCTAssertFalse(again.canResume)
    }

    /// A save written by a newer app is never written over: home offers no Resume and
    /// moves nothing; a new game plays on and its screen says it could not be saved.
    func testANewerAppsSaveIsNeverWrittenOverAndTheGameSaysItCouldNotSave() async throws {
        let dir = tempDir()
        let vm0 = try GameViewModel.newGame(setup: setup([(.yellow, .human), (.red, .human)], seed: 3), options())
        let json = try XCTUnwrap(vm0.saveJSON())
        vm0.close()
        let newer = try XCTUnwrap(json.range(of: #""version":\s*\d+"#, options: .regularExpression).map {
            json.replacingCharacters(in: $0, with: #""version":99"#)
        })
        let current = dir.appendingPathComponent("current.json")
        try Data(newer.utf8).write(to: current)
        let app = AppState(store: SaveStore(directory: dir), strings: en)
        await app.homeFilesRead()
        XCTAssertFalse(app.canResume)
        XCTAssertNil(app.notice, "not damaged: left alone")
        app.setCpuDelay(ms: 0)
        app.setup = SetupModel(seats: [.yellow: .human, .blue: .off, .red: .human, .green: .off], rules: coreRules)
        app.newGame()
        app.startGame()
        let vm = try XCTUnwrap(app.game)
        await settle(vm)
        await until("could not save") { vm.saveFailed }
        XCTAssertTrue(vm.spec(size: CGSize(width: 390, height: 844), dark: false).saveFailed, "the play screen says so")
        await step(vm)
        XCTAssertTrue(vm.saveFailed)
        app.goHome()
        await app.homeFilesRead()
        await app.savesWritten()
        XCTAssertEqual(try text(current), newer, "never written over")
        XCTAssertEqual(try files(dir).filter { !$0.hasPrefix("records.db") }, ["current.json", "settings.json", "setup.json"])
    }

    /// A core that cannot give its default rules (broken) does not stop the app (it used
    /// to `fatalError`) and no rules are made up in Swift: there is no setup, "New game"
    /// stays home and says so, nothing is written; the core's rules make the setup.
    func testACoreWithoutDefaultRulesLeavesTheAppRunningAndSaysSo() async throws {
        let broken: () throws -> Rules = { throw LudoError.Internal(reason: "default_rules: broken") }
        XCTAssertNil(SetupModel.standard(rules: broken))
        XCTAssertNil(SetupModel.standard(seats: { throw LudoError.Internal(reason: "default_seats: broken") }))
        XCTAssertEqual(SetupModel.standard()?.rules, try defaultRules())
        // The seats are the core's too (the same list Android starts from).
        XCTAssertEqual(SetupModel.standard()?.seats,
                       [.yellow: .human, .blue: .cpu(.medium), .red: .cpu(.medium), .green: .cpu(.medium)])
        XCTAssertEqual(SetupModel.standard()?.preset, .standard)

        let store = SaveStore(directory: tempDir())
        let app = AppState(store: store, strings: en, rules: broken)
        await app.homeFilesRead()
        XCTAssertNil(app.setup)
        app.newGame()
        XCTAssertEqual(app.screen, .home)
        XCTAssertFalse(app.askReplace)
        XCTAssertEqual(app.loadError, en.text("error.internal"))
        app.startGame()
        XCTAssertNil(app.game)
        await app.savesWritten()
        XCTAssertEqual(try files(store.directory).filter { !$0.hasPrefix("records.db") }, [])
        // The same directory with a working core: the default setup is back.
        let fine = AppState(store: store, strings: en)
        await fine.homeFilesRead()
        XCTAssertEqual(fine.setup?.rules, try defaultRules())
        fine.newGame()
        XCTAssertEqual(fine.screen, .setup)
    }

    /// "New game" over an unfinished game asks first; "no" changes nothing; "yes" starts
    /// the new game, whose first save has the core keep the old one under `abandoned/`
    /// (its bytes), and home lists it.
    func testANewGameKeepsTheUnfinishedOneAndHomeListsIt() async throws {
        let store = SaveStore(directory: tempDir())
        let app = AppState(store: store, strings: en)
        await app.homeFilesRead()
        app.setCpuDelay(ms: 0)
        app.setup = SetupModel(seats: [.yellow: .human, .blue: .off, .red: .human, .green: .off], rules: coreRules)
        app.newGame()
        XCTAssertFalse(app.askReplace, "nothing to replace yet")
        XCTAssertEqual(app.screen, .setup)
        app.startGame()
        let first = try XCTUnwrap(app.game)
        await settle(first)
        await step(first)
        app.goHome()
        await app.homeFilesRead()
        let read3 = try await saved(store)
        let old = try XCTUnwrap(read3)
        XCTAssertTrue(app.canResume)
        // Asked first; "no" keeps everything as it is.
        app.newGame()
        XCTAssertTrue(app.askReplace)
        XCTAssertEqual(app.screen, .home)
        app.answerReplace(false)
        XCTAssertEqual(app.screen, .home)
        let read4 = try await saved(store)
        XCTAssertEqual(read4, old)
        // "Yes": the new game starts, the old one is kept aside with its contents.
        app.newGame()
        app.answerReplace(true)
        XCTAssertEqual(app.screen, .setup)
        app.startGame()
        let second = try XCTUnwrap(app.game)
        await settle(second)
        let now = try await saved(store)
        XCTAssertNotEqual(now, old)
        XCTAssertEqual(now, second.saveJSON())
        XCTAssertEqual(try abandoned(store.directory), [old], "kept under abandoned/, its bytes")
        app.goHome()
        await app.homeFilesRead()
        XCTAssertEqual(app.setAsideGames.count, 1)
        guard case let .resumable(json, _, _, _) = try XCTUnwrap(app.setAsideGames.first).state else {
            return XCTFail("not offered")
        }
        XCTAssertEqual(json, old)
    }

    /// What the set-aside scenario leaves: the first game's save (set aside by the second
    /// game) and the second game's, the current save.
    private struct TwoGames {
        var kept: String
        var current: String
    }

    /// A game of two people (two decisions) left unfinished; home; "New game" asks and,
    /// answered yes, sets it aside for a game against an easy CPU (one decision); home.
    private func twoGamesTheFirstSetAside(_ app: AppState) async throws -> TwoGames {
        let store = app.store
        await app.homeFilesRead()
        app.setCpuDelay(ms: 0)
        app.setup = SetupModel(seats: [.yellow: .human, .blue: .off, .red: .human, .green: .off], rules: coreRules)
        app.newGame()
        app.startGame()
        let first = try XCTUnwrap(app.game)
        await settle(first)
        await step(first)
        await step(first)
        app.goHome()
        await app.homeFilesRead()
        XCTAssertTrue(app.canResume)
        XCTAssertTrue(app.setAsideGames.isEmpty)
        let read5 = try await saved(store)
        let kept = try XCTUnwrap(read5)
        app.newGame()
        XCTAssertTrue(app.askReplace)
        app.answerReplace(true)
        app.setup = SetupModel(seats: [.yellow: .human, .blue: .cpu(.easy), .red: .off, .green: .off], rules: coreRules)
        app.startGame()
        let second = try XCTUnwrap(app.game)
        await settle(second)
        await step(second)
        app.goHome()
        await app.homeFilesRead()
        let read6 = try await saved(store)
        return TwoGames(kept: kept, current: try XCTUnwrap(read6))
    }

    /// A game set aside is listed on home in the core's words (a damaged kept file is
    /// listed, not offered); continuing it (`continueSetAside`) sets the game saved now
    /// aside (its bytes) and puts the chosen one in place (its bytes), listed no more;
    /// nothing is deleted, and a save the core refuses changes nothing.
    func testASetAsideGameIsListedAndContinuedWithTheCurrentOneSetAside() async throws {
        let store = SaveStore(directory: tempDir())
        let dir = store.directory
        let app = AppState(store: store, strings: en)
        let games = try await twoGamesTheFirstSetAside(app)
        let damaged = Data([0x7b, 0xff, 0x00])
        try damaged.write(to: dir.appendingPathComponent("abandoned/1.json"))
        app.goHome()
        await app.homeFilesRead()
        XCTAssertEqual(app.setAsideGames.count, 2)
        let offered = app.setAsideGames.filter { if case .resumable = $0.state { return true } else { return false } }
        XCTAssertEqual(offered.count, 1)
        let line = app.strings.text(offered[0].description)
        guard case let .resumable(json, _, actions, _) = offered[0].state else { return XCTFail("not resumable") }
        XCTAssertEqual(json, games.kept)
        XCTAssertTrue(line.contains(": Yellow person, Red person, ") && line.hasSuffix(" \(actions) action\(actions == 1 ? "" : "s")"), line)
        XCTAssertTrue(app.setAsideGames.contains { app.strings.text($0.description).hasSuffix("damaged, cannot be continued (kept on this device)") })
        XCTAssertFalse(app.setAsideGames.contains { app.strings.text($0.description).contains("Blue CPU (easy)") }, "the current game is not listed")

        // A save the core refuses: nothing is written or moved.
        let before = try files(dir)
        await app.resumeSetAside(SetAsideGame(name: offered[0].name, modifiedMs: nil, description: offered[0].description,
                                              state: .resumable(json: "{}", seats: [], actions: 0, gameNumber: 1)))
        XCTAssertEqual(app.screen, .home)
        await app.savesWritten()
        XCTAssertEqual(try files(dir), before)
        let read7 = try await saved(store)
        XCTAssertEqual(read7, games.current)

        await app.resumeSetAside(offered[0])
        XCTAssertEqual(app.screen, .game)
        let resumed = try XCTUnwrap(app.game)
        await settle(resumed)
        let read8 = try await saved(store)
        XCTAssertEqual(read8, games.kept, "the kept game is the save again, its bytes")
        XCTAssertTrue(try abandoned(dir).contains(games.current), "the game that was current is kept, its bytes")
        XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent("abandoned/1.json")), damaged)
        // It plays on and is saved; home then lists the game that was current, not this one.
        await step(resumed)
        let read9 = try await saved(store)
        XCTAssertNotEqual(read9, games.kept)
        app.goHome()
        await app.homeFilesRead()
        XCTAssertTrue(app.canResume)
        XCTAssertTrue(app.setAsideGames.contains { app.strings.text($0.description).contains("Yellow person, Blue CPU (easy)") })
        XCTAssertFalse(app.setAsideGames.contains { app.strings.text($0.description).contains("Yellow person, Red person,") })
    }

    /// The settings and the last setup are the store's shell files: written through the
    /// core (the file before kept as `.bak`, read when the file is damaged), read back by
    /// the next launch with its first home read; settings written before a field existed
    /// still load; the language setting wins over the device's.
    func testSettingsAndSetupPersist() async throws {
        let dir = tempDir()
        XCTAssertEqual(AppSettings.decoded(nil), AppSettings())
        try Data(#"{"haptics":false,"cpuDelayMs":400}"#.utf8).write(to: dir.appendingPathComponent("settings.json"))
        let app = AppState(store: SaveStore(directory: dir))
        await app.homeFilesRead()
        XCTAssertEqual(app.settings, AppSettings(haptics: false, cpuDelayMs: 400, language: nil))
        app.setLanguage("hi")
        await app.savesWritten()
        let relaunched = AppState(store: SaveStore(directory: dir))
        await relaunched.homeFilesRead()
        XCTAssertEqual(relaunched.strings.language, "hi")
        XCTAssertEqual(try text(dir.appendingPathComponent("settings.json.bak")), #"{"haptics":false,"cpuDelayMs":400}"#)
        // A damaged file (a crash of another kind): the settings before are read, not the defaults.
        try Data("{".utf8).write(to: dir.appendingPathComponent("settings.json"))
        let read10 = try await storedSettings(app.store)
        XCTAssertEqual(read10, AppSettings(haptics: false, cpuDelayMs: 400, language: nil))
        app.setLanguage(nil)
        await app.savesWritten()
        let read11 = try await storedSettings(app.store).language
        XCTAssertNil(read11)

        var s = try XCTUnwrap(SetupModel.standard())
        s.seats[.green] = .cpu(.expert)
        s.apply(.tactical)
        s.rules.turnTimeLimitSecs = 60
        app.setup = s
        app.setCpuDelay(ms: 0)
        app.startGame()
        app.goHome()
        await app.homeFilesRead()
        await app.savesWritten()
        let next = AppState(store: SaveStore(directory: dir))
        await next.homeFilesRead()
        let back = try XCTUnwrap(next.setup)
        XCTAssertEqual(back.seats, s.seats)
        XCTAssertEqual(back.rules, s.rules)
        // The timer is no part of a preset (the core's matchingPreset, as on the terminal).
        XCTAssertEqual(back.preset, .tactical, "a timer on top of a preset keeps the preset")
    }

    /// Leaving the foreground pauses the table, whose pause update's save (the time left)
    /// the store writes; the turn timer does not run while the app is away, and runs again
    /// when it is back. The lesson has its own slot and comes back where it was.
    func testLeavingTheForegroundPausesSavesAndTheTimerWaits() async throws {
        let store = SaveStore(directory: tempDir())
        let app = AppState(store: store, strings: en)
        await app.homeFilesRead()
        app.setCpuDelay(ms: 0)
        var rules = try defaultRules()
        rules.turnTimeLimitSecs = 30
        app.setup = SetupModel(seats: [.yellow: .human, .blue: .off, .red: .human, .green: .off], rules: rules)
        app.startGame()
        let vm = try XCTUnwrap(app.game)
        await settle(vm)
        await step(vm)
        if let to = vm.view.handover {
            vm.acknowledgeHandover()
            await until("\(to) has the device") { vm.view.handover == nil }
        }
        let beforeLeaving = try await saved(store)
        app.leaveForeground()
        await until("paused") { vm.view.paused }
        await app.savesWritten()
        let onLeaving = try await saved(store)
        XCTAssertNotEqual(onLeaving, beforeLeaving, "leaving the foreground saves")
        XCTAssertEqual(onLeaving, vm.saveJSON(), "the paused game, its time left")
        let left = try XCTUnwrap(vm.view.timer)
        XCTAssertFalse(left.running)
        // A trip to the background: the time left does not change while away.
        try await Task.sleep(nanoseconds: 1_200_000_000)
        vm.resume() // at once: the time left must be what it was before the 1.2 s away
        await until("resumed") { !vm.view.paused }
        XCTAssertGreaterThan(try XCTUnwrap(vm.view.timer).remainingMs, left.remainingMs - 900,
                             "the clock did not run while paused")
        app.leaveForeground()
        await until("paused again") { vm.view.paused }
        app.enterForeground()
        await until("back") { !vm.view.paused }
        XCTAssertTrue(try XCTUnwrap(vm.view.timer).running)
        XCTAssertTrue(vm.canRoll)
        app.goHome()
        await app.homeFilesRead()
        XCTAssertNil(app.game)
        XCTAssertTrue(app.canResume)

        // The lesson writes its own slot; the game's save and backup stay as they are.
        let game = try await saved(store), gameBackup = try await backup(store)
        app.startTutorial()
        XCTAssertTrue(app.tutorial)
        let lesson = try XCTUnwrap(app.game)
        await settle(lesson)
        await step(lesson)
        app.leaveForeground()
        app.goHome()
        await app.homeFilesRead()
        let read12 = try await saved(store)
        XCTAssertEqual(read12, game)
        let read13 = try await backup(store)
        XCTAssertEqual(read13, gameBackup)
        let lessonText = try await saved(store, .lesson)
        XCTAssertTrue(try inspectSave(json: XCTUnwrap(lessonText)).tutorial)
        XCTAssertTrue(app.canResume, "the game, not the lesson, is offered")
        // Learning again goes on with the unfinished lesson, as a lesson.
        app.startTutorial()
        let again = try XCTUnwrap(app.game)
        await settle(again)
        XCTAssertTrue(again.isTutorial)
        XCTAssertEqual(again.view.tokens, lesson.view.tokens)
        XCTAssertEqual(again.view.nextEventSeq, lesson.view.nextEventSeq)
        XCTAssertEqual(again.view.tutorial?.step, lesson.view.tutorial?.step)
        app.goHome()
        await app.homeFilesRead()
        let read14 = try await saved(store)
        XCTAssertEqual(read14, game)
    }

    /// An install of the app before the core's store: its folder with the old files
    /// (`autosave.ludo.json` with its backup and a game set aside, the lesson, the
    /// settings, the last setup, `records.sqlite3`) opened by this app. The core moves them
    /// into its layout once: Resume offers the game and opens it where it was, the game set
    /// aside is listed, the lesson goes on, the settings and the records are kept, and no
    /// byte is lost.
    func testTheOldIosFilesAreMovedAndNothingIsLost() async throws {
        let dir = tempDir()
        func put(_ name: String, _ text: String) throws { try Data(text.utf8).write(to: dir.appendingPathComponent(name)) }
        // The old app's files, made with the core as the old app made them.
        let game = try GameViewModel.newGame(setup: setup([(.yellow, .human), (.red, .human)], seed: 21), options())
        await settle(game)
        await step(game)
        let earlier = try XCTUnwrap(game.saveJSON())
        await step(game)
        let current = try XCTUnwrap(game.saveJSON())
        game.close()
        let other = try GameViewModel.newGame(setup: setup([(.yellow, .human), (.blue, .human)], seed: 22), options())
        let replaced = try XCTUnwrap(other.saveJSON())
        other.close()
        let lessonVM = try GameViewModel.tutorial(options())
        await settle(lessonVM)
        await step(lessonVM)
        let lesson = try XCTUnwrap(lessonVM.saveJSON())
        lessonVM.close()
        var setupModel = try XCTUnwrap(SetupModel.standard())
        setupModel.seats[.green] = .off
        setupModel.seats[.red] = .cpu(.hard)
        try put("autosave.ludo.json", current)
        try put("autosave.ludo.json.bak", earlier)
        try put("autosave.ludo.json.replaced-1", replaced)
        try put("tutorial.ludo.json", lesson)
        try put("settings.json", #"{"haptics":false,"cpuDelayMs":250,"language":"bn","sound":false,"volume":0.3}"#)
        try put("setup.json", try XCTUnwrap(setupModel.encoded()))
        let asha: PlayerProfile
        do {
            let records = try LudoRecords.open(path: dir.appendingPathComponent("records.sqlite3").path)
            asha = try records.addProfile(name: "Asha")
            let finished = try String(contentsOf: XCTUnwrap(goldenDir()).appendingPathComponent("saves/finished.save.json"),
                                      encoding: .utf8)
            _ = try records.recordFinished(saveJson: finished)
        }

        let app = AppState(store: SaveStore(directory: dir))
        await app.homeFilesRead()
        // Nothing lost: every old file's bytes are in the store's layout, none left behind.
        let names = try files(dir)
        // Left: only the old database's lock file (`records.sqlite3.lock`, held while it
        // is open); its rolling backup moves with it (`records.db.backup`, docs/records.md
        // "Backup").
        let left = ["records.sqlite3.lock"]
        XCTAssertEqual(names.filter { $0.hasPrefix("autosave") || $0.hasPrefix("tutorial.ludo") || $0.hasPrefix("records.sqlite3") },
                       left.filter(names.contains), "\(names)")
        XCTAssertEqual(try text(dir.appendingPathComponent("current.json")), current)
        XCTAssertEqual(try text(dir.appendingPathComponent("current.json.bak")), earlier)
        XCTAssertEqual(try abandoned(dir), [replaced])
        XCTAssertEqual(try text(dir.appendingPathComponent("tutorial.json")), lesson)
        XCTAssertTrue(names.contains("records.db"), "\(names)")
        XCTAssertTrue(names.contains("records.db.backup"), "\(names)")
        // The settings (the language with them) and the last setup.
        XCTAssertEqual(app.settings, AppSettings(haptics: false, cpuDelayMs: 250, language: "bn", sound: false, volume: 0.3))
        XCTAssertEqual(app.strings.language, "bn")
        XCTAssertEqual(app.setup?.seats, setupModel.seats)
        // The records.
        let records = try XCTUnwrap(app.records, app.recordsError ?? "")
        await records.settled()
        XCTAssertEqual(records.profiles.map(\.id), [asha.id])
        XCTAssertEqual(records.history.count, 1)
        // The game set aside, listed.
        XCTAssertEqual(app.setAsideGames.count, 1)
        guard case let .resumable(json, _, _, _) = try XCTUnwrap(app.setAsideGames.first).state else {
            return XCTFail("not offered")
        }
        XCTAssertEqual(json, replaced)
        // Resume offers the game and opens it where it was.
        XCTAssertTrue(app.canResume)
        XCTAssertEqual(app.continueCard?.json, current)
        app.resume()
        let resumed = try XCTUnwrap(app.game)
        await settle(resumed)
        XCTAssertEqual(resumed.view.tokens, game.view.tokens)
        XCTAssertEqual(resumed.view.nextEventSeq, game.view.nextEventSeq)
        await step(resumed)
        XCTAssertFalse(resumed.saveFailed)
        app.goHome()
        await app.homeFilesRead()
        let read15 = try await saved(app.store)
        let playedOn = try inspectSave(json: XCTUnwrap(read15))
        XCTAssertGreaterThan(playedOn.actions, try inspectSave(json: current).actions)
        XCTAssertEqual(try abandoned(dir), [replaced], "the old game played on in place, not set aside")
        // The lesson goes on where it was.
        app.startTutorial()
        let learn = try XCTUnwrap(app.game)
        await settle(learn)
        XCTAssertTrue(learn.isTutorial)
        XCTAssertEqual(learn.view.tutorial?.step, lessonVM.view.tutorial?.step)
        XCTAssertEqual(learn.view.nextEventSeq, lessonVM.view.nextEventSeq)
        app.goHome()
        await app.homeFilesRead()
    }
}
