import Foundation
import LudoCore
import Observation

/// Navigation and app-wide state: which screen shows, the game in progress, settings.
/// The SwiftUI views only read it and call its methods.
@MainActor
@Observable
public final class AppState {
    /// The screens.
    public enum Screen: Equatable {
        case home, setup, game, rules, settings, review, records
    }

    /// The screen shown.
    public var screen: Screen = .home
    /// The game (or lesson) on screen.
    public private(set) var game: GameViewModel?
    /// True while the game on screen is the tutorial ("learn on the board").
    public private(set) var tutorial = false
    /// The setup screen (the last one used); `nil` only when the core cannot give its
    /// default rules (it is broken): "New game" then says so instead of opening the setup.
    public var setup: SetupModel?
    /// The system's Reduce Motion (the app's root view keeps it current): a game opened
    /// now has the CPU wait for the core's shorter motion.
    @ObservationIgnored public var reduceMotion = false
    /// The settings.
    public private(set) var settings: AppSettings
    /// Why the last game could not be opened (words).
    public private(set) var loadError: String?
    /// A message to show once on the home screen (saves set aside as damaged).
    public private(set) var notice: String?
    /// Whether "Resume" is offered: an unfinished game is saved.
    public private(set) var canResume = false
    /// The games new games set aside, as the core lists and names them (`setAsideGames`:
    /// newest first; a damaged one is listed, not offered).
    public private(set) var setAsideGames: [SetAsideGame] = []
    /// "New game" was pressed while a game is unfinished: ask before replacing it.
    public private(set) var askReplace = false
    /// Whether "Review the last game" is offered: a game (finished or not) is saved.
    public private(set) var canReview = false
    /// The game review on screen.
    public private(set) var review: ReviewViewModel?
    /// The device's records (players, history, statistics); `nil` until the first home
    /// read opened the database (off the main thread), and when it cannot be opened
    /// (`recordsError` says why; games are then not recorded).
    public private(set) var records: RecordsViewModel?
    /// Why the records could not be opened, in words.
    public private(set) var recordsError: String?
    /// The screen the review goes back to.
    @ObservationIgnored private var reviewReturn: Screen = .home
    /// Whether the save files behind the home screen (Resume, review, the games set aside,
    /// an unfinished lesson) have been read: they are read off the main actor, and until
    /// then home starts nothing that depends on them (a new game could not know what it
    /// replaces).
    public private(set) var homeRead = false
    /// The saved game as read for home (Resume and review open it); `nil` when none.
    @ObservationIgnored private var savedText: String?
    /// The unfinished lesson as read for home ("learn on the board" goes on with it).
    @ObservationIgnored private var lessonText: String?
    /// The two one-tap starts of the home screen.
    public enum QuickStart: Equatable, Sendable {
        /// A person against the CPU: the last such setup, else the core's default seats.
        case vsComputer
        /// People passing one phone: the last such setup, else yellow and red.
        case passAndPlay
    }
    /// The saved unfinished game, for home's "Continue" card: its seats, when it was saved
    /// and its save (the card's thumbnail is the core's still board, `saveScene`).
    public struct ContinueCard: Equatable, Sendable {
        /// The seats, in order, with who plays them.
        public let seats: [SeatSetup]
        /// When the save was written, if the file says.
        public let saved: Date?
        /// The save.
        public let json: String
    }
    /// "Continue" is offered with this card while an unfinished game is saved.
    public private(set) var continueCard: ContinueCard?
    /// A one-tap start waiting for the answer to `askReplace`.
    @ObservationIgnored private var pendingQuick: QuickStart?
    /// Plays each game's sounds (the Sound setting and volume applied).
    @ObservationIgnored public private(set) var sounds: SoundScheduler!
    /// The read in flight (`checkSave`).
    @ObservationIgnored private var homeTask: Task<Void, Never>?
    /// The settings and the last setup have been read from the store (by the first home read).
    @ObservationIgnored private var shellFilesRead = false
    /// A setting was changed before they were read: the stored ones do not replace it.
    @ObservationIgnored private var settingsChanged = false
    /// The language was given (tests): the settings' language does not replace it.
    @ObservationIgnored private let fixedStrings: Bool

    /// The app's language.
    public private(set) var strings: Localizer
    /// The core's game store in the app's folder, with the app's threading: the game and
    /// the lesson (each table writes its own saves to it), the games set aside, the
    /// settings, the last setup and the records' database.
    public let store: SaveStore
    /// Plays feedback.
    public let haptics: HapticPlayer

    /// `strings`: a fixed language (tests); `nil`: the language setting, else the device's.
    /// `rules`: where the default rules come from (the core's `defaultRules()`; a test
    /// passes a failing one). Nothing is read here: the settings and the last setup arrive
    /// with the first home read, off the main thread (until then the defaults, and home
    /// starts nothing).
    public init(store: SaveStore, haptics: HapticPlayer = SilentHaptics(), strings: Localizer? = nil,
                sounds: SoundPlayer = SilentSounds(), rules: () throws -> Rules = defaultRules) {
        self.store = store
        self.haptics = haptics
        settings = AppSettings()
        fixedStrings = strings != nil
        self.strings = strings ?? Localizer(language: nil)
        setup = SetupModel.standard(rules: rules)
        self.sounds = SoundScheduler(player: sounds) { [weak self] in
            (self?.settings.sound ?? false, self?.settings.volume ?? 0)
        }
        checkSave()
    }

    /// Looks at the store, off the main actor (on the store's queue; the core reads, and
    /// moves a damaged save aside): offers Resume for an unfinished game; a save whose file
    /// and backup are both damaged is moved aside by the core (kept) and said once. The
    /// first read also opens the store (iOS's old files move into it then), reads the
    /// settings and the last setup, and opens the records' database (SQLite, never on the
    /// main thread; as Android opens it on its records thread) before a finished save is
    /// recorded.
    private func checkSave() {
        homeRead = false
        homeTask?.cancel()
        let (store, records, strings) = (store, records?.records, strings)
        let openRecords = records == nil && recordsError == nil
        let readShellFiles = !shellFilesRead
        let offset = Int32(TimeZone.current.secondsFromGMT() / 60)
        homeTask = Task { [weak self] in
            var opened: Result<LudoRecords, RecordsOpenError>?
            if openRecords {
                opened = (try? await store.run("open records") {
                    RecordsViewModel.openDatabase(path: try $0.recordsPath(), strings: strings)
                }) ?? .failure(RecordsOpenError(text: strings.text("records.unavailable")))
            }
            let recordIn = records ?? (try? opened?.get())
            var files = (try? await store.run("read home") {
                try Self.readHome($0, records: recordIn, shellFiles: readShellFiles, utcOffsetMinutes: offset)
            }) ?? HomeFiles()
            files.opened = opened
            // A newer read (home shown again) replaces this one; the records it opened stay.
            guard !Task.isCancelled else {
                self?.adopt(files.opened)
                return
            }
            self?.apply(files)
        }
    }

    /// Waits until the home screen's files are read (tests; the views observe `homeRead`).
    public func homeFilesRead() async {
        await homeTask?.value
    }

    /// What home found of the game's save.
    private enum Found: Equatable, Sendable {
        /// No save (or one of a newer app, which the core leaves alone).
        case none
        /// A save the core reads (the file, or its backup when the file is damaged).
        case save(String)
        /// Neither the save nor its backup could be read: the core moved both aside.
        case damaged
    }

    /// What home offers from the store, read together on the store's queue.
    private struct HomeFiles: Sendable {
        var setAside: [SetAsideGame] = []
        var found = Found.none
        var summary: SaveSummary?
        var saved: Date?
        var lesson: String?
        /// The records' database, when this read opened it (or why it could not).
        var opened: Result<LudoRecords, RecordsOpenError>?
        /// The settings and the last setup (`nil`: not read this time; each `nil` when none).
        var shellFiles: ShellFiles?
    }

    private struct ShellFiles: Sendable {
        var settings: String?
        var setup: String?
    }

    /// Reads what home offers from the store (the store's queue; never the main actor's),
    /// as the core judges it.
    /// `shellFiles`: read the settings and the last setup too (the first read).
    private nonisolated static func readHome(_ core: LudoStore, records: LudoRecords?, shellFiles: Bool,
                                             utcOffsetMinutes: Int32) throws -> HomeFiles {
        var files = HomeFiles()
        if shellFiles {
            files.shellFiles = ShellFiles(settings: try core.readShellFile(file: .settings),
                                          setup: try core.readShellFile(file: .setup))
        }
        // The core judges the files (`LudoStore.home`): a save and backup that both cannot
        // be read are moved aside first (`damaged`, said once); then the readable save, the
        // game to resume, the games set aside and an unfinished lesson.
        let home = try core.home(utcOffsetMinutes: utcOffsetMinutes)
        files.setAside = home.setAside
        files.lesson = home.lesson
        files.saved = home.resume?.modifiedMs.map { Date(timeIntervalSince1970: Double($0) / 1000) }
        if let text = home.saved {
            files.found = .save(text)
            files.summary = home.summary
            // A finished game still held is recorded (again: the core counts it once),
            // so one killed between finishing and recording is not lost.
            if home.summary?.finished == true, let records {
                _ = try? records.recordFinished(saveJson: text)
            }
        } else if home.damaged {
            files.found = .damaged
        }
        return files
    }

    /// Takes the records a home read opened (only the first opening counts).
    private func adopt(_ opened: Result<LudoRecords, RecordsOpenError>?) {
        guard let opened, records == nil, recordsError == nil else { return }
        switch opened {
        case let .success(r): records = RecordsViewModel(records: r, strings: strings)
        case let .failure(e): recordsError = e.text
        }
    }

    private func apply(_ files: HomeFiles) {
        adopt(files.opened)
        if let shell = files.shellFiles { applyShellFiles(shell) }
        setAsideGames = files.setAside
        lessonText = files.lesson
        savedText = nil
        continueCard = nil
        switch files.found {
        case .none:
            canResume = false
            canReview = false
        case let .save(text):
            savedText = text
            canResume = files.summary?.finished == false
            canReview = true
            if canResume, let summary = files.summary {
                continueCard = ContinueCard(seats: summary.seats, saved: files.saved, json: text)
            }
        case .damaged:
            canResume = false
            canReview = false
            notice = strings.text("notice.save_damaged")
        }
        homeRead = true
    }

    /// The stored settings (unless one was changed meanwhile) and the last setup.
    private func applyShellFiles(_ files: ShellFiles) {
        shellFilesRead = true
        if !settingsChanged {
            settings = AppSettings.decoded(files.settings)
            if !fixedStrings { strings = Localizer(language: settings.language) }
        }
        if let text = files.setup, let stored = SetupModel.decoded(text) { setup = stored }
    }

    /// The notice was read.
    public func dismissNotice() { notice = nil }

    /// "New game" on the home screen: to the setup, after asking when an unfinished game
    /// would be replaced.
    public func newGame() {
        guard homeRead else { return } // whether it replaces a game is not known yet
        guard setup != nil else {
            loadError = strings.text("error.internal") // the core is broken: no game can start
            return
        }
        if canResume { askReplace = true } else { screen = .setup }
    }

    /// The answer to `askReplace`: `true` goes on to the setup (the unfinished game is
    /// set aside when the new one starts), `false` stays home.
    public func answerReplace(_ replace: Bool) {
        askReplace = false
        let quick = pendingQuick
        pendingQuick = nil
        guard replace else { return }
        if let quick { start(quick) } else { screen = .setup }
    }

    /// Home's one-tap "Play vs computer" / "Pass and play": starts a game at once with the
    /// last setup of that kind (or the defaults), after asking when an unfinished game
    /// would be replaced (it is set aside, never deleted).
    public func quickStart(_ kind: QuickStart) {
        guard homeRead, setup != nil else { return }
        if canResume {
            pendingQuick = kind
            askReplace = true
        } else {
            start(kind)
        }
    }

    private func start(_ kind: QuickStart) {
        guard let current = setup else { return }
        let fits = kind == .vsComputer ? current.hasCpu : current.isPassAndPlay
        if !fits {
            guard let fresh = kind == .vsComputer ? SetupModel.standard(rules: { current.rules })
                : SetupModel.passAndPlay(rules: current.rules) else { return }
            setup = fresh
        }
        startGame()
    }

    /// Starts the game of the setup. An unfinished saved game is never lost: the new
    /// table's first save sets it aside first (the core keeps it under `abandoned/`, and
    /// home lists it), on the store's writer, off the main thread.
    public func startGame() {
        guard let setup, let gs = setup.gameSetup() else { return }
        canResume = false
        if let text = setup.encoded() {
            store.enqueue("write setup") { try $0.writeShellFile(file: .setup, text: text) }
        }
        open { try GameViewModel.newGame(setup: gs, profiles: setup.seatProfiles, $0) }
    }

    /// Reopens the saved game (or says it could not).
    public func resume() {
        guard let text = savedText else {
            loadError = strings.text("error.load")
            return
        }
        open { try GameViewModel.load(json: text, $0) }
    }

    /// Continues a game set aside: a save the core refuses changes nothing; else the core
    /// (on the store's queue) sets the game saved now aside when it is another unfinished
    /// one, puts the chosen game back in place (`continueSetAside`) and gives its save,
    /// which opens. Nothing is deleted or overwritten.
    public func resumeSetAside(_ aside: SetAsideGame) async {
        guard case let .resumable(json, _, _, _) = aside.state else { return }
        guard (try? inspectSave(json: json)) != nil else {
            loadError = strings.text("error.load")
            return
        }
        let name = aside.name
        let text = try? await store.run("continue set aside") { try $0.continueSetAside(name: name) }
        guard screen == .home else { return } // opened by a tap before
        guard let text = text ?? nil, open({ try GameViewModel.load(json: text, $0) }) else {
            loadError = strings.text("error.load")
            return
        }
        canResume = true
    }

    /// The core's lesson, saved to its own slot (`tutorial.json`): an unfinished lesson goes on where it
    /// was left (the core saves and reopens it as a lesson), else a new one starts.
    public func startTutorial() {
        guard homeRead else { return } // an unfinished lesson is not known yet
        if let text = lessonText {
            open { try GameViewModel.load(json: text, $0) }
        } else {
            open { try GameViewModel.tutorial($0) }
        }
    }

    /// Back home: the game is paused, saved and closed.
    public func goHome() {
        sounds.cancelAll()
        game?.close()
        game = nil
        tutorial = false
        screen = .home
        checkSave()
    }

    /// The records screen (players, statistics, history, replays).
    public func openRecords() {
        records?.reload() // read on the records' queue, shown when read
        screen = .records
    }

    /// Back home from the records; the setup forgets deleted players.
    public func closeRecords() {
        records?.closeReplay()
        if let r = records { setup?.keepProfiles(Set(r.profiles.map(\.id))) }
        screen = .home
    }

    /// Reviews the saved game (home: "Review the last game").
    public func reviewSaved() {
        guard let text = savedText else {
            loadError = strings.text("error.load")
            return
        }
        openReview(text, returnTo: .home)
    }

    /// Reviews the game on screen (the result screen's "Review the game"); the game
    /// stays open underneath and the review goes back to it.
    public func reviewGame() {
        guard let text = game?.saveJSON() else { return }
        openReview(text, returnTo: .game)
    }

    /// Reviews a recorded game from the records' history (as Android's records screen
    /// does): its save is read from the records off the main thread, then the review
    /// opens and goes back to the records. Nothing opens when the person left the
    /// records meanwhile or the records cannot give the save (they say so).
    public func reviewRecorded(_ gameId: String) async {
        guard let records, screen == .records else { return }
        guard let json = await records.recordedSave(gameId), screen == .records else { return }
        openReview(json, returnTo: .records)
    }

    /// Leaves the review (it is cancelled if still running) for the screen it came from.
    public func closeReview() {
        review?.close()
        review = nil
        screen = reviewReturn == .game && game == nil ? .home : reviewReturn
    }

    private func openReview(_ json: String, returnTo: Screen) {
        review?.close()
        reviewReturn = returnTo
        review = ReviewViewModel(saveJSON: json, strings: strings)
        screen = .review
    }

    /// The app leaves the foreground (scenePhase): the table pauses (clock and CPU stop)
    /// and hands the save with the time left to the store's writer (`savesWritten` waits
    /// for it).
    public func leaveForeground() {
        game?.pause()
    }

    /// Waits (without blocking) until the saves handed to the store's writer and the
    /// settings and setup handed to its queue are on disk (`LudoStore.flush`): the app
    /// keeps running in the background until then.
    public func savesWritten() async {
        await store.written()
    }

    /// Back in the foreground: the table resumes.
    public func enterForeground() {
        game?.resume()
    }

    /// The haptics switch.
    public func setSound(_ on: Bool) {
        settings.sound = on
        if !on { sounds.cancelAll() }
        saveSettings()
    }

    /// The sounds' volume, 0...1.
    public func setVolume(_ v: Double) {
        settings.volume = min(max(v, 0), 1)
        saveSettings()
    }

    /// The vibration switch.
    public func setHaptics(_ on: Bool) {
        settings.haptics = on
        game?.hapticsEnabled = on
        saveSettings()
    }

    /// The pause before CPU actions (0...3000 ms).
    public func setCpuDelay(ms: Int) {
        // Applies from the next game: a table keeps the pacing it was made with.
        settings.cpuDelayMs = max(0, min(ms, 3000))
        saveSettings()
    }

    /// The app's language: "en", "hi", "bn", or `nil` for the device's preference.
    public func setLanguage(_ code: String?) {
        settings.language = code.map(Localizer.supported)
        strings = Localizer(language: settings.language)
        game?.strings = strings
        review?.strings = strings
        records?.strings = strings
        saveSettings()
    }

    /// The options of the next game screen: the stores, the settings' haptics and CPU pause,
    /// and the play screen's pacing (the CPU waits for the core's motion; Reduce Motion).
    func gameOptions() -> GameViewModel.Options {
        GameViewModel.Options(store: store, records: records?.records,
                              haptics: haptics, strings: strings, hapticsEnabled: settings.haptics,
                              cpuDelayMs: UInt32(settings.cpuDelayMs), reduceMotion: reduceMotion)
    }

    /// Hands the settings to the store's queue (written off the main thread, in order).
    private func saveSettings() {
        settingsChanged = true
        guard let text = settings.encoded() else { return }
        store.enqueue("write settings") { try $0.writeShellFile(file: .settings, text: text) }
    }

    /// Opens a game screen with the view model `make` gives; `false` (and `loadError`) when
    /// it throws.
    @discardableResult
    private func open(_ make: (GameViewModel.Options) throws -> GameViewModel) -> Bool {
        do {
            let vm = try make(gameOptions())
            let sounds = self.sounds
            vm.onSounds = { sounds?.schedule($0) }
            loadError = nil
            tutorial = vm.isTutorial
            game = vm
            screen = .game
            return true
        } catch {
            loadError = strings.text("error.load") // never the error's own (developer) text
            return false
        }
    }
}
