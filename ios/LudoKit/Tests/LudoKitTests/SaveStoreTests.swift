import Foundation
import XCTest
@testable import LudoCore
@testable import LudoKit

@MainActor
final class SaveStoreTests: XCTestCase {
    /// A person's decision: roll, or the first legal move.
    private func step(_ vm: GameViewModel) async {
        if vm.canRoll { await act(vm) { vm.roll() } } else if let t = vm.view.moves.first?.token { await act(vm) { vm.move(token: t) } }
    }

    private func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    private func files(_ dir: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
    }

    func testTheCoresSavesAreWrittenAtomicallyAndResumeExactly() async throws {
        let dir = tempDir()
        let store = SaveStore(directory: dir)
        XCTAssertEqual(store.open(accept: { _ in true }), .none)
        let vm = try GameViewModel.newGame(
            setup: setup([(.yellow, .human), (.blue, .cpu(level: .hard)), (.green, .human)], seed: 1234),
            options(store: store))
        var requests: [SaveRequest] = []
        vm.onUpdate = { if let s = $0.save { requests.append(s) } }
        await settle(vm)
        for _ in 0..<40 where !vm.isOver {
            if let to = vm.view.handover {
                vm.acknowledgeHandover()
                await until("\(to) has the device") { vm.view.handover == nil }
            }
            await step(vm)
        }
        XCTAssertGreaterThan(requests.count, 20, "the core asks for a save after every action")
        XCTAssertTrue(requests.allSatisfy { $0.slot == .game && !$0.finished })
        // The file is the last save, the backup the one before; no temporary files left.
        await store.written()
        XCTAssertEqual(try text(store.fileURL), requests.last?.json)
        // The backup is an earlier save (the writer writes only the newest of saves
        // waiting side by side, so not always the one just before).
        XCTAssertTrue(requests.dropLast().map(\.json).contains(try text(store.backupURL)))
        XCTAssertEqual(try files(dir), [store.backupURL.lastPathComponent, store.fileURL.lastPathComponent].sorted())
        // "Relaunch": the app offers Resume and reopens the same position.
        let app = AppState(store: store, strings: Localizer(language: "en"))
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

    /// The store alone: each write keeps the previous save as the backup; a rejected main
    /// file falls back to exactly that backup; when both are damaged they are set aside,
    /// renamed, never deleted.
    func testBackupFallbackAndDamagedSavesSetAside() async throws {
        let store = SaveStore(directory: tempDir())
        let saves = try [1, 2].map { seed in
            let vm = try GameViewModel.newGame(setup: setup([(.yellow, .human), (.red, .human)], seed: UInt64(seed)), options())
            defer { vm.close() }
            return try vm.table.saveRequest().json
        }
        XCTAssertNotEqual(saves[0], saves[1])
        let loads: (String) -> Bool = { (try? inspectSave(json: $0)) != nil }
        try store.write(saves[0])
        XCTAssertFalse(FileManager.default.fileExists(atPath: store.backupURL.path), "no backup before a second save")
        try store.write(saves[1])
        XCTAssertEqual(try text(store.backupURL), saves[0])
        XCTAssertEqual(store.open(accept: loads), .save(saves[1]))
        // The main file is damaged: the backup, exactly.
        try Data("{ not json".utf8).write(to: store.fileURL)
        XCTAssertEqual(store.open(accept: loads), .save(saves[0]))
        // Both damaged: set aside with their contents, the store is empty.
        try Data("garbage".utf8).write(to: store.backupURL)
        guard case let .damaged(kept) = store.open(accept: loads) else { return XCTFail("not reported as damaged") }
        XCTAssertEqual(kept.count, 2)
        XCTAssertEqual(try kept.map(text).sorted(), ["garbage", "{ not json"])
        XCTAssertFalse(store.hasSave)
        XCTAssertEqual(store.open(accept: loads), .none)
        XCTAssertEqual(store.keptFiles("damaged"), kept.sorted { $0.lastPathComponent < $1.lastPathComponent })
    }

    func testTheAppSaysOnceThatADamagedSaveWasSetAside() async throws {
        let store = SaveStore(directory: tempDir())
        try store.write("{ not json")
        try store.write("garbage")
        let app = AppState(store: store, strings: Localizer(language: "en"))
        await app.homeFilesRead()
        XCTAssertFalse(app.canResume)
        XCTAssertEqual(app.notice, Localizer(language: "en").text("notice.save_damaged"))
        XCTAssertNotEqual(app.notice, "notice.save_damaged", "a text, not the key")
        XCTAssertEqual(store.keptFiles("damaged").count, 2, "kept, not deleted")
        app.dismissNotice()
        XCTAssertNil(app.notice)
        // The next launch does not say it again and offers no Resume.
        let again = AppState(store: store, strings: Localizer(language: "en"))
        await again.homeFilesRead()
        XCTAssertNil(again.notice)
        XCTAssertFalse(again.canResume)
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
        let app = AppState(store: store, strings: Localizer(language: "en"), rules: broken)
        await app.homeFilesRead()
        XCTAssertNil(app.setup)
        app.newGame()
        XCTAssertEqual(app.screen, .home)
        XCTAssertFalse(app.askReplace)
        XCTAssertEqual(app.loadError, Localizer(language: "en").text("error.internal"))
        app.startGame()
        XCTAssertNil(app.game)
        await store.written()
        XCTAssertFalse(FileManager.default.fileExists(atPath: store.fileURL.path))
        // The same directory with a working core: the default setup is back.
        let fine = AppState(store: store, strings: Localizer(language: "en"))
        await fine.homeFilesRead()
        XCTAssertEqual(fine.setup?.rules, try defaultRules())
        fine.newGame()
        XCTAssertEqual(fine.screen, .setup)
    }

    func testANewGameWhileOneIsUnfinishedAsksFirstAndKeepsTheOldOne() async throws {
        let store = SaveStore(directory: tempDir())
        let app = AppState(store: store, strings: Localizer(language: "en"))
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
        await store.written()
        let old = try text(store.fileURL)
        XCTAssertTrue(app.canResume)
        // Asked first; "no" keeps everything as it is.
        app.newGame()
        XCTAssertTrue(app.askReplace)
        XCTAssertEqual(app.screen, .home)
        app.answerReplace(false)
        XCTAssertEqual(app.screen, .home)
        XCTAssertEqual(try text(store.fileURL), old)
        // "Yes": the new game starts, the old one is kept aside with its contents.
        app.newGame()
        app.answerReplace(true)
        XCTAssertEqual(app.screen, .setup)
        app.startGame()
        let second = try XCTUnwrap(app.game)
        await settle(second)
        let kept = store.keptFiles("replaced")
        XCTAssertFalse(kept.isEmpty)
        XCTAssertTrue(try kept.map(text).contains(old))
        await store.written()
        XCTAssertNotEqual(try text(store.fileURL), old)
        app.goHome()
        await app.homeFilesRead()
    }

    /// The names of the store's reads made on the main thread (and of all of them).
    private final class MainThreadReads: @unchecked Sendable {
        private let lock = NSLock()
        private var names: [String] = []
        private var every: [String] = []
        private(set) var total = 0
        func note(_ what: String) {
            lock.lock(); defer { lock.unlock() }
            total += 1
            every.append(what)
            if Thread.isMainThread { names.append(what) }
        }
        var seen: [String] { lock.lock(); defer { lock.unlock() }; return every }
        func take() -> [String] {
            lock.lock(); defer { lock.unlock() }
            defer { names = [] }
            return names
        }
    }

    /// Home reads the save files off the main actor (the Resume check, the games set
    /// aside, the lesson; the first read also opens the records' database): at launch and
    /// on every return home, and Resume, review and the lesson open what was read; a read
    /// on the main actor would be noted (checked first).
    func testTheHomeScreenReadsTheSaveFilesOffTheMainThread() async throws {
        let reads = MainThreadReads()
        let store = SaveStore(directory: tempDir(), onRead: { reads.note($0) })
        _ = store.load()
        XCTAssertEqual(reads.take(), ["load autosave.ludo.json"], "a read on the main actor is seen")
        // An unfinished game saved, and one set aside before it.
        for seed in [UInt64(1), 2] {
            let vm = try GameViewModel.newGame(setup: setup([(.yellow, .human), (.red, .human)], seed: seed), options())
            try store.write(try vm.table.saveRequest().json)
            vm.close()
            if seed == 1 { store.setAside(as: "replaced") }
        }
        let app = AppState(store: store, strings: Localizer(language: "en"))
        XCTAssertFalse(app.homeRead)
        app.newGame()
        XCTAssertEqual(app.screen, .home, "nothing starts before the files are read")
        await app.homeFilesRead()
        XCTAssertTrue(app.homeRead)
        XCTAssertNotNil(app.records, app.recordsError ?? "")
        XCTAssertEqual(reads.seen.filter { $0 == "open records" }.count, 1, "opened once, by the first read")
        XCTAssertTrue(app.canResume)
        XCTAssertTrue(app.canReview)
        XCTAssertEqual(app.setAsideGames.map(\.name), ["autosave.ludo.json.replaced-1"])
        app.resume()
        let game = try XCTUnwrap(app.game)
        await settle(game)
        app.goHome()
        await app.homeFilesRead()
        app.startTutorial()
        let lesson = try XCTUnwrap(app.game)
        await settle(lesson)
        app.goHome()
        await app.homeFilesRead()
        app.reviewSaved()
        XCTAssertEqual(app.screen, .review)
        app.closeReview()
        XCTAssertGreaterThanOrEqual(reads.total, 6, "the files were read")
        XCTAssertEqual(reads.seen.filter { $0 == "open records" }.count, 1, "not opened again")
        XCTAssertEqual(reads.take(), [], "reads on the main thread")
    }

    /// Saves and renames go to the store's writer: none runs on the calling thread (the
    /// first writes are held at a gate: had any run on the caller, the log would not be
    /// empty), and they run in the order handed in: the old game's saves, setting it
    /// aside, the new game's save (of two waiting side by side only the newest is written,
    /// never across the rename).
    func testTheWriterRunsSavesAndRenamesInOrderOffTheCallingThread() async throws {
        let log = GateLog(holding: { $0.hasPrefix("write") })
        let store = SaveStore(directory: tempDir(), onWrite: { log.note($0) })
        let results = GateLog(holding: { _ in false })
        store.save("old-1") { results.note("old-1 \($0)") }
        store.save("old-2")
        store.inOrder { $0.setAside(as: "replaced") }
        store.save("new-1")
        store.save("new-2") { results.note("new-2 \($0)") }
        XCTAssertEqual(log.all, [], "done on the calling thread")
        log.gate.signal()
        await store.written()
        var entries = log.all
        // "old-1" may have been taken before "old-2" arrived (then both are written) or not.
        if entries.first == "write autosave.ludo.json", entries.dropFirst().first == "write autosave.ludo.json" {
            entries.removeFirst()
        }
        XCTAssertEqual(entries, ["write autosave.ludo.json", "setAside autosave.ludo.json replaced", "write autosave.ludo.json"])
        XCTAssertEqual(results.all, ["old-1 true", "new-2 true"])
        // The files say the same: the old game aside, the new one in place with no backup yet.
        let dir = store.directory
        XCTAssertEqual(try text(dir.appendingPathComponent("autosave.ludo.json.replaced-1")), "old-2")
        XCTAssertEqual(try text(store.fileURL), "new-2")
        XCTAssertFalse(FileManager.default.fileExists(atPath: store.backupURL.path))
        // A read waits for the writer: it never sees an older game than the last handed in.
        store.save("new-3")
        XCTAssertEqual(store.load(), "new-3")
        XCTAssertEqual(try text(store.backupURL), "new-2")
        XCTAssertFalse(log.all.contains { $0.hasSuffix("on the calling thread") }, "\(log.all)")
    }

    /// A write that fails (the temporary file cannot be made) loses nothing: the save and
    /// its backup stay as they were, and the caller hears that it failed.
    func testAFailedWriteKeepsTheSaveAndItsBackup() async throws {
        let store = SaveStore(directory: tempDir())
        store.save("one")
        await store.written()
        store.save("two")
        await store.written()
        let told = GateLog(holding: { _ in false })
        // A directory where the temporary file goes: writing it fails.
        try FileManager.default.createDirectory(at: store.directory.appendingPathComponent(".autosave.ludo.json.tmp"),
                                                withIntermediateDirectories: false)
        store.save("three") { told.note("three \($0)") }
        await store.written()
        XCTAssertEqual(told.all, ["three false"])
        XCTAssertEqual(try text(store.fileURL), "two")
        XCTAssertEqual(try text(store.backupURL), "one")
    }

    /// What the set-aside scenario leaves on disk: the first game's save and backup (set
    /// aside by the second game) and the second game's, the current save.
    private struct TwoGames {
        var kept: String
        var keptBackup: String
        var current: String
        var currentBackup: String
    }

    /// The scenario of the set-aside tests: a game of two people (two decisions) left
    /// unfinished; home; "New game" asks and, answered yes, sets it aside for a game
    /// against an easy CPU (one decision); home again; every save on disk.
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
        await store.written()
        XCTAssertTrue(app.canResume)
        XCTAssertTrue(app.setAsideGames.isEmpty)
        let kept = try text(store.fileURL), keptBackup = try text(store.backupURL)
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
        await store.written()
        return TwoGames(kept: kept, keptBackup: keptBackup, current: try text(store.fileURL),
                        currentBackup: try text(store.backupURL))
    }

    /// Through the app: the game's saves, setting an unfinished game aside for a new one,
    /// and bringing a set-aside game back all happen off the main thread (a store told of
    /// every write and rename notes those on the main thread: none).
    func testTheAppWritesAndRenamesTheSavesOffTheMainThread() async throws {
        let writes = MainThreadReads()
        let store = SaveStore(directory: tempDir(), onWrite: { writes.note($0) })
        store.setAside(as: "checked")
        XCTAssertEqual(writes.take(), ["setAside autosave.ludo.json checked"], "a rename on the main actor is seen")
        let app = AppState(store: store, strings: Localizer(language: "en"))
        _ = try await twoGamesTheFirstSetAside(app)
        let aside = try XCTUnwrap(app.setAsideGames.first)
        app.resumeSetAside(aside)
        let resumed = try XCTUnwrap(app.game)
        await settle(resumed)
        app.leaveForeground()
        app.goHome()
        await app.homeFilesRead()
        XCTAssertEqual(store.keptFiles("replaced").map(\.lastPathComponent),
                       ["autosave.ludo.json.bak.replaced-2", "autosave.ludo.json.replaced-2"],
                       "the game that was current set aside with its backup, the first one back in place")
        XCTAssertGreaterThanOrEqual(writes.total, 8, "the saves were written and renamed")
        XCTAssertEqual(writes.take(), [], "writes and renames on the main thread")
    }

    /// A game set aside is listed on home in the core's words (a damaged kept file is
    /// listed, not offered); continuing it first sets the game saved now aside (its bytes),
    /// then moves the kept file and its backup back into place (their bytes); nothing is
    /// deleted, and a save the core refuses writes nothing.
    func testASetAsideGameIsListedAndContinuedWithTheCurrentOneSetAside() async throws {
        let store = SaveStore(directory: tempDir())
        let app = AppState(store: store, strings: Localizer(language: "en"))
        let games = try await twoGamesTheFirstSetAside(app)
        let (keptText, keptBackup, current, currentBackup) = (games.kept, games.keptBackup, games.current, games.currentBackup)
        let damaged = Data([0x7b, 0xff, 0x00])
        try damaged.write(to: store.directory.appendingPathComponent("autosave.ludo.json.replaced-2"))
        app.goHome()
        await app.homeFilesRead()
        XCTAssertEqual(app.setAsideGames.count, 2)
        let offered = app.setAsideGames.filter { if case .resumable = $0.state { return true } else { return false } }
        XCTAssertEqual(offered.map(\.name), ["autosave.ludo.json.replaced-1"])
        let line = app.strings.text(offered[0].description)
        guard case let .resumable(_, _, actions, _) = offered[0].state else { return XCTFail("not resumable") }
        XCTAssertTrue(line.contains(": Yellow person, Red person, ") && line.hasSuffix(" \(actions) action\(actions == 1 ? "" : "s")"), line)
        XCTAssertTrue(app.setAsideGames.contains { app.strings.text($0.description).hasSuffix("damaged, cannot be continued (kept on this device)") })
        XCTAssertFalse(app.setAsideGames.contains { app.strings.text($0.description).contains("Blue CPU (easy)") }, "the current game is not listed")

        // A save the core refuses: nothing is written or moved.
        let before = try files(store.directory)
        app.resumeSetAside(SetAsideGame(name: offered[0].name, modifiedMs: nil, description: offered[0].description,
                                        state: .resumable(json: "{}", seats: [], actions: 0, gameNumber: 1)))
        XCTAssertEqual(app.screen, .home)
        XCTAssertEqual(try files(store.directory), before)
        XCTAssertEqual(try text(store.fileURL), current)

        app.resumeSetAside(offered[0])
        XCTAssertEqual(app.screen, .game)
        let resumed = try XCTUnwrap(app.game)
        await settle(resumed)
        await store.written()
        XCTAssertEqual(try text(store.fileURL), keptText, "the kept game is the save again, its bytes")
        XCTAssertEqual(try text(store.backupURL), keptBackup)
        let dir = store.directory
        XCTAssertEqual(try text(dir.appendingPathComponent("autosave.ludo.json.replaced-3")), current)
        XCTAssertEqual(try text(dir.appendingPathComponent("autosave.ludo.json.bak.replaced-3")), currentBackup)
        XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent("autosave.ludo.json.replaced-2")), damaged)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("autosave.ludo.json.replaced-1").path))
        // It plays on and is saved; home then lists the game that was current.
        await step(resumed)
        await store.written()
        XCTAssertNotEqual(try text(store.fileURL), keptText)
        app.goHome()
        await app.homeFilesRead()
        XCTAssertTrue(app.canResume)
        XCTAssertTrue(app.setAsideGames.contains { app.strings.text($0.description).contains("Yellow person, Blue CPU (easy)") })
        XCTAssertFalse(app.setAsideGames.contains { app.strings.text($0.description).contains("Yellow person, Red person,") })
    }

    func testSettingsAndSetupPersist() async throws {
        let dir = tempDir()
        XCTAssertEqual(AppSettings.load(from: dir), AppSettings())
        let settings = SaveStore(directory: dir, fileName: AppSettings.fileName)
        settings.save(try XCTUnwrap(AppSettings(haptics: false, cpuDelayMs: 200, language: "bn").encoded()))
        await settings.written()
        XCTAssertEqual(AppSettings.load(from: dir), AppSettings(haptics: false, cpuDelayMs: 200, language: "bn"))
        // Settings written before the language setting existed still load.
        try Data(#"{"haptics":false,"cpuDelayMs":400}"#.utf8).write(to: dir.appendingPathComponent("settings.json"))
        XCTAssertEqual(AppSettings.load(from: dir), AppSettings(haptics: false, cpuDelayMs: 400, language: nil))
        // The language setting wins over the device's languages.
        let app = AppState(store: SaveStore(directory: dir))
        await app.homeFilesRead()
        app.setLanguage("hi")
        await app.savesWritten()
        XCTAssertEqual(AppState(store: SaveStore(directory: dir)).strings.language, "hi")
        app.setLanguage(nil)
        await app.savesWritten()
        XCTAssertNil(AppSettings.load(from: dir).language)

        var s = try XCTUnwrap(SetupModel.standard())
        s.seats[.green] = .cpu(.expert)
        s.apply(.tactical)
        s.rules.turnTimeLimitSecs = 60
        let text = try XCTUnwrap(s.encoded())
        let back = try XCTUnwrap(SetupModel.decoded(text))
        XCTAssertEqual(back.seats, s.seats)
        XCTAssertEqual(back.rules, s.rules)
        // The timer is no part of a preset (the core's matchingPreset, as on the terminal).
        XCTAssertEqual(back.preset, .tactical, "a timer on top of a preset keeps the preset")
    }

    /// settings.json and setup.json are written as the saves are, by their stores'
    /// background writers, never on the main thread (the writes are held at a gate: one on
    /// the calling thread would show before the gate opens); the file before stays whole,
    /// as the backup, until the new one is renamed into place, and is read when the file
    /// is damaged.
    func testTheSettingsAndTheSetupAreWrittenOffTheMainThread() async throws {
        let log = GateLog(holding: { $0.hasPrefix("write") })
        let store = SaveStore(directory: tempDir(), onWrite: { log.note($0) })
        let dir = store.directory
        let app = AppState(store: store, strings: Localizer(language: "en"))
        await app.homeFilesRead()
        app.setHaptics(false)
        app.setCpuDelay(ms: 0)
        app.setup = SetupModel(seats: [.yellow: .human, .blue: .cpu(.hard), .red: .off, .green: .human], rules: coreRules)
        app.startGame()
        XCTAssertEqual(log.all, [], "written on the calling thread")
        log.gate.signal()
        await app.savesWritten()
        XCTAssertTrue(log.all.contains("write settings.json") && log.all.contains("write setup.json"), "\(log.all)")
        XCTAssertFalse(log.all.contains { $0.hasSuffix("on the calling thread") }, "\(log.all)")
        XCTAssertEqual(AppSettings.load(from: dir), AppSettings(haptics: false, cpuDelayMs: 0, language: nil))
        XCTAssertEqual(SetupModel.load(from: dir)?.seats, app.setup?.seats)
        // The next change keeps the file before as the backup, whole, until the new one is in place.
        let before = try text(dir.appendingPathComponent("settings.json"))
        app.setLanguage("bn")
        await app.savesWritten()
        XCTAssertEqual(try text(dir.appendingPathComponent("settings.json.bak")), before)
        XCTAssertEqual(AppSettings.load(from: dir).language, "bn")
        XCTAssertEqual(try files(dir).filter { $0.hasSuffix(".tmp") }, [], "no temporary files left")
        // A damaged file (a crash of another kind): the settings before are read, not the defaults.
        try Data("{".utf8).write(to: dir.appendingPathComponent("settings.json"))
        XCTAssertEqual(AppSettings.load(from: dir), AppSettings(haptics: false, cpuDelayMs: 0, language: nil))
        app.goHome()
        await app.homeFilesRead()
        await app.savesWritten()
    }

    /// Leaving the foreground pauses the table and itself writes the save; the turn timer
    /// does not run while the app is away, and runs again when it is back.
    func testLeavingTheForegroundPausesSavesAndTheTimerWaits() async throws {
        let store = SaveStore(directory: tempDir())
        let app = AppState(store: store, strings: Localizer(language: "en"))
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
        // Remove what the step wrote: the save below comes from leaving the foreground.
        await store.written()
        try FileManager.default.removeItem(at: store.fileURL)
        try? FileManager.default.removeItem(at: store.backupURL)
        app.leaveForeground()
        await app.savesWritten()
        XCTAssertTrue(FileManager.default.fileExists(atPath: store.fileURL.path), "leaving the foreground saves at once")
        await until("paused") { vm.view.paused }
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

        // The lesson writes its own file; the game's save and backup stay as they are.
        await store.written()
        let saved = try text(store.fileURL)
        let backup = try? text(store.backupURL)
        app.startTutorial()
        XCTAssertTrue(app.tutorial)
        let lesson = try XCTUnwrap(app.game)
        await settle(lesson)
        await step(lesson)
        app.leaveForeground()
        app.goHome()
        await app.homeFilesRead()
        await app.savesWritten()
        XCTAssertEqual(try text(store.fileURL), saved)
        XCTAssertEqual(try? text(store.backupURL), backup)
        XCTAssertTrue(try inspectSave(json: text(app.tutorialStore.fileURL)).tutorial)
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
        await app.savesWritten()
        XCTAssertEqual(try text(store.fileURL), saved)
    }
}
