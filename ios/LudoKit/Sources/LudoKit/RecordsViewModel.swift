import Foundation
import LudoCore
import Observation

/// The records screen's state (`docs/records.md`): the device's players (add, rename,
/// delete), a player's statistics and history, and replays of recorded games. The
/// core's `LudoRecords` keeps everything in one SQLite file whose path is all the app
/// gives it; this puts the core's answers into words for the views.
///
/// SQLite is never read or written on the main thread: every call goes to the records'
/// own serial queue (`RecordsQueue`, as Android's records thread), in the order asked,
/// and the answers are shown on the main actor. The views observe the state; `select`
/// and the changes return once their answer is shown, `reload` hands back its task
/// (tests await them).
@MainActor
@Observable
public final class RecordsViewModel {
    // MARK: State the views read

    /// Every profile, by name.
    public private(set) var profiles: [PlayerProfile] = []
    /// The profile whose statistics and history show.
    public private(set) var selected: String?
    /// Its statistics.
    public private(set) var stats: ProfileStats?
    /// Recorded games, newest first (the selected profile's, or all).
    public private(set) var history: [HistoryEntry] = []
    /// Why the last change was refused, in words (never the error's own text).
    public private(set) var errorText: String?
    /// Said once: the database was damaged and set aside (kept), a new one started.
    public private(set) var notice: String?
    /// The replay on screen.
    public private(set) var replay: ReplayViewModel?

    /// The language of the texts.
    public var strings: Localizer
    /// The core's records. Only for calls off the main thread (the game's recording, home's
    /// read); this screen's own calls go through its queue.
    @ObservationIgnored public let records: LudoRecords

    /// How many games the history lists.
    public let historyLimit: UInt32 = 100

    /// Where this screen's SQLite calls run.
    @ObservationIgnored private let queue: RecordsQueue
    /// The newest read asked for: an older read's answer is not shown over it.
    @ObservationIgnored private var generation = 0
    /// The newest read handed to the queue (`settled` waits for it).
    @ObservationIgnored private var lastRead: Task<Void, Never>?

    /// The records in the database file `path` (the game store's `recordsPath()`,
    /// `records.db`, created when missing), or why the database cannot be opened, in words
    /// (busy, unreadable, or from a newer app). `onCall` is told the name of every SQLite
    /// call of the screen as it starts, on the thread that makes it (tests note the
    /// thread). Opens on the calling thread: the app opens the database with
    /// `openDatabase` off the main thread (the first home read, on the store's queue).
    public static func open(path: String, strings: Localizer,
                            onCall: (@Sendable (String) -> Void)? = nil) -> Result<RecordsViewModel, RecordsOpenError> {
        openDatabase(path: path, strings: strings).map {
            RecordsViewModel(records: $0, strings: strings, onCall: onCall)
        }
    }

    /// Opens (or creates) the database `path` on the calling thread (any thread), or says
    /// why it cannot, in words.
    public nonisolated static func openDatabase(path: String, strings: Localizer) -> Result<LudoRecords, RecordsOpenError> {
        do {
            return .success(try LudoRecords.open(path: path))
        } catch LudoError.RecordsTooNew {
            return .failure(RecordsOpenError(text: strings.text("records.too_new")))
        } catch {
            return .failure(RecordsOpenError(text: strings.text("records.unavailable")))
        }
    }

    init(records: LudoRecords, strings: Localizer, onCall: (@Sendable (String) -> Void)? = nil) {
        self.records = records
        self.strings = strings
        queue = RecordsQueue(records: records, onCall: onCall)
        read(askSetAside: true)
    }

    // MARK: Inputs

    /// Reads the profiles, and the selected one's statistics and the history, again, on
    /// the records' queue, and returns at once; the task ends once they are shown.
    @discardableResult
    public func reload() -> Task<Void, Never> {
        read(askSetAside: false)
    }

    /// Waits until the newest read asked for is shown (the first one starts with the
    /// model; tests).
    public func settled() async {
        await lastRead?.value
    }

    /// Shows a profile's statistics and games (`nil`: every game, no statistics); returns
    /// once they are shown.
    public func select(_ id: String?) async {
        selected = id
        await reload().value
    }

    /// Adds a player; `nil` (and `errorText`) when the name is refused.
    @discardableResult
    public func addProfile(_ name: String) async -> PlayerProfile? {
        await change("addProfile") { try $0.addProfile(name: name) }
    }

    /// Renames a player; its records stay with it.
    public func rename(_ id: String, to name: String) async {
        await change("renameProfile") { try $0.renameProfile(id: id, name: name) }
    }

    /// Deletes a player with its records (the view asked first).
    public func delete(_ id: String) async {
        await change("deleteProfile") { try $0.deleteProfile(id: id) }
    }

    /// Merges player `from` into `into` (one person who played under two names): the
    /// core moves `from`'s games and rating to `into` and removes `from` (the view asked
    /// first). A selected `from` becomes a selected `into`.
    public func merge(_ from: String, into: String) async {
        let follow = selected == from
        await change("mergeProfiles", before: { if follow { self.selected = into } }) {
            try $0.mergeProfiles(from: from, into: into)
        }
    }

    /// The error was read.
    public func dismissError() { errorText = nil }

    /// The notice was read.
    public func dismissNotice() { notice = nil }

    /// Opens the replay of a recorded game (its save read on the records' queue).
    public func openReplay(_ gameId: String) async {
        guard let json = await recordedSave(gameId) else { return }
        guard let r = ReplayViewModel(saveJSON: json, strings: strings) else {
            errorText = strings.text("records.unavailable")
            return
        }
        replay = r
    }

    /// Leaves the replay.
    public func closeReplay() { replay = nil }

    /// The save of a recorded game as recorded, for its review (Android's records screen
    /// offers the same) or replay: read on the records' queue; `nil` (and `errorText`)
    /// when the records cannot give it.
    public func recordedSave(_ gameId: String) async -> String? {
        let json = await queue.run("gameSave") { try? $0.gameSave(gameId: gameId) }
        if json == nil { errorText = strings.text("records.unavailable") }
        return json
    }

    // MARK: Texts

    /// A player's statistics in lines, the core's (`ProfileStats.lines`: rating, games,
    /// places, win rate, captures, dice, the fairness sentence last, numbers rounded by
    /// the core), so the app shows what Android shows.
    public func statsLines(_ s: ProfileStats) -> [String] {
        s.lines.map(strings.text)
    }

    /// A recorded game in one line, the core's (`historyLine`: when, who came where,
    /// rated or why not; the same line as on Android), dated at the offset `timeZone` had
    /// at that instant. Only a broken core gives no line; then the row says the records
    /// could not be read.
    public func historyText(_ e: HistoryEntry) -> String {
        let date = Date(timeIntervalSince1970: TimeInterval(e.recordedMs) / 1000)
        let offset = Int32(timeZone.secondsFromGMT(for: date) / 60)
        guard let line = try? historyLine(entry: e, utcOffsetMinutes: offset) else {
            return strings.text("records.unavailable")
        }
        return strings.text(line)
    }

    /// The time zone of the history's dates (the device's; tests fix one).
    @ObservationIgnored public var timeZone: TimeZone = .current

    // MARK: Reads and changes (on the records' queue)

    /// What one read gives the screen.
    private struct Read: Sendable {
        var profiles: [PlayerProfile]
        var stats: ProfileStats?
        var history: [HistoryEntry]
        /// The core's sentence that a damaged database was set aside (the first read only).
        var setAside: Message?
    }

    /// Hands a read of everything the screen shows to the queue; its answer is shown
    /// unless a newer read was asked for meanwhile (the notice is shown anyway).
    @discardableResult
    private func read(askSetAside: Bool) -> Task<Void, Never> {
        generation += 1
        let (asked, wanted, limit) = (generation, selected, historyLimit)
        let task = Task { [queue] in
            let read = await queue.run("read") { records in
                let profiles = (try? records.profiles()) ?? []
                let shown = wanted.flatMap { id in profiles.contains { $0.id == id } ? id : nil }
                return Read(profiles: profiles,
                            stats: shown.flatMap { try? records.stats(id: $0) },
                            history: (try? records.history(profileId: shown, limit: limit)) ?? [],
                            setAside: askSetAside ? (try? records.setAside())?.message : nil)
            }
            self.show(read, asked: asked)
        }
        lastRead = task
        return task
    }

    private func show(_ read: Read, asked: Int) {
        if let gone = read.setAside { notice = strings.text(gone) }
        guard asked == generation else { return }
        profiles = read.profiles
        if let id = selected, !profiles.contains(where: { $0.id == id }) { selected = nil }
        stats = selected == nil ? nil : read.stats
        history = read.history
    }

    /// Why the records refused a change.
    private enum Refusal: Error {
        case invalidName, unavailable
    }

    /// Runs the change `f` on the queue; done, `before` runs and the screen is read again;
    /// refused, `errorText` says why in words.
    @discardableResult
    private func change<T: Sendable>(_ what: String, before: (() -> Void)? = nil,
                                     _ f: @escaping @Sendable (LudoRecords) throws -> T) async -> T? {
        let result: Result<T, Refusal> = await queue.run(what) { records in
            do {
                return .success(try f(records))
            } catch LudoError.InvalidName {
                return .failure(.invalidName)
            } catch {
                return .failure(.unavailable)
            }
        }
        switch result {
        case let .success(out):
            errorText = nil
            before?()
            await reload().value
            return out
        case .failure(.invalidName):
            errorText = strings.text("records.invalid_name")
        case .failure(.unavailable):
            errorText = strings.text("records.unavailable")
        }
        return nil
    }
}

/// The records' serial queue (Android's records thread): this screen's SQLite calls run
/// there one at a time, in the order handed in, never on the thread that asks.
final class RecordsQueue: Sendable {
    private let records: LudoRecords
    private let queue = DispatchQueue(label: "ludo-records")
    /// Told the name of every call as it starts, on the queue's thread (tests).
    private let onCall: (@Sendable (String) -> Void)?

    init(records: LudoRecords, onCall: (@Sendable (String) -> Void)?) {
        self.records = records
        self.onCall = onCall
    }

    /// `work`'s answer, run on the queue after everything handed in before; the caller
    /// waits without blocking its thread.
    func run<T: Sendable>(_ what: String, _ work: @escaping @Sendable (LudoRecords) -> T) async -> T {
        await withCheckedContinuation { (c: CheckedContinuation<T, Never>) in
            queue.async { [records, onCall] in
                onCall?(what)
                c.resume(returning: work(records))
            }
        }
    }
}

/// Why the records could not be opened, in words.
public struct RecordsOpenError: Error, Equatable {
    /// The sentence to show.
    public let text: String
}

/// A recorded game stepped through, forward and back (`LudoReplay`: each step is the
/// table's view of that position with every control off; `positionSpots` places the
/// tokens).
@MainActor
@Observable
public final class ReplayViewModel {
    /// The step shown: 0 is the start, `count` the end.
    public private(set) var step: UInt32 = 0
    /// The last step.
    public let count: UInt32
    /// The position at `step`.
    public private(set) var view: TableView
    /// Where its tokens are drawn.
    public private(set) var spots: [TokenSpot]
    /// What the step's action did, in words.
    public private(set) var said: [String] = []
    /// The board geometry.
    public let layout: BoardLayout
    /// The replayed save.
    public let saveJSON: String
    /// The language of the texts.
    public var strings: Localizer

    @ObservationIgnored private let replay: LudoReplay

    /// The replay of `saveJSON` at its start (`nil` for a save the core refuses).
    public init?(saveJSON: String, strings: Localizer) {
        guard let r = try? LudoReplay.open(saveJson: saveJSON), let n = try? r.len(), let layout = try? r.layout(),
              let v = try? r.viewAt(step: 0), let spots = try? positionSpots(saveJson: saveJSON, step: 0) else { return nil }
        replay = r
        count = n
        self.layout = layout
        self.saveJSON = saveJSON
        self.strings = strings
        view = v
        self.spots = spots
    }

    /// One step on.
    public var canForward: Bool { step < count }
    /// One step back.
    public var canBack: Bool { step > 0 }
    /// The status line of the position.
    public var statusText: String { strings.text(view.status) }
    /// "Step 12 of 340".
    public var stepText: String { strings.text("replay.step", Int(step), Int(count)) }

    /// The board at `step` as the play screen draws it (the core's still board, the
    /// step's last move marked), `size` points.
    public func frame(size: CGSize, dark: Bool) -> SceneFrame? {
        try? positionScene(saveJson: saveJSON, step: step, width: Float(size.width), height: Float(size.height),
                           theme: dark ? .dark : .light)
    }

    /// The next step.
    public func forward() { go(to: step + 1) }
    /// The step before.
    public func back() { if step > 0 { go(to: step - 1) } }

    /// Shows step `n` (clamped to the game).
    public func go(to n: UInt32) {
        let n = min(n, count)
        guard let v = try? replay.viewAt(step: n), let s = try? positionSpots(saveJson: saveJSON, step: n) else { return }
        step = n
        view = v
        spots = s
        said = ((try? replay.announcementsAt(step: n)) ?? []).map(strings.text)
    }
}
