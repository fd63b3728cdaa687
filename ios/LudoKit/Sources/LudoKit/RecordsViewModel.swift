import Foundation
import LudoCore
import Observation

/// The records screen's state (`docs/records.md`): the device's players (add, rename,
/// delete), a player's statistics and history, and replays of recorded games. The
/// core's `LudoRecords` keeps everything in one SQLite file whose path is all the app
/// gives it; this puts the core's answers into words for the views.
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
    /// The core's records.
    @ObservationIgnored public let records: LudoRecords

    /// How many games the history lists.
    public let historyLimit: UInt32 = 100

    /// The records in `directory` (`records.sqlite3`, created when missing), or why the
    /// database cannot be opened, in words (busy, unreadable, or from a newer app).
    public static func open(directory: URL, strings: Localizer) -> Result<RecordsViewModel, RecordsOpenError> {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent(RecordsViewModel.fileName).path
        do {
            return .success(RecordsViewModel(records: try LudoRecords.open(path: path), strings: strings))
        } catch LudoError.RecordsTooNew {
            return .failure(RecordsOpenError(text: strings.text("records.too_new")))
        } catch {
            return .failure(RecordsOpenError(text: strings.text("records.unavailable")))
        }
    }

    /// The database file's name in the app's directory.
    public static let fileName = "records.sqlite3"

    init(records: LudoRecords, strings: Localizer) {
        self.records = records
        self.strings = strings
        if let gone = try? records.setAside() { notice = strings.text(gone.message) }
        reload()
    }

    // MARK: Inputs

    /// Reads the profiles, and the selected one's statistics and the history, again.
    public func reload() {
        profiles = (try? records.profiles()) ?? []
        if let id = selected, !profiles.contains(where: { $0.id == id }) { selected = nil }
        stats = selected.flatMap { try? records.stats(id: $0) }
        history = (try? records.history(profileId: selected, limit: historyLimit)) ?? []
    }

    /// Shows a profile's statistics and games (`nil`: every game, no statistics).
    public func select(_ id: String?) {
        selected = id
        reload()
    }

    /// Adds a player; `nil` (and `errorText`) when the name is refused.
    @discardableResult
    public func addProfile(_ name: String) -> PlayerProfile? {
        change { try records.addProfile(name: name) }
    }

    /// Renames a player; its records stay with it.
    public func rename(_ id: String, to name: String) {
        change { try records.renameProfile(id: id, name: name) }
    }

    /// Deletes a player with its records (the view asked first).
    public func delete(_ id: String) {
        change { try records.deleteProfile(id: id) }
    }

    /// Merges player `from` into `into` (one person who played under two names): the
    /// core moves `from`'s games and rating to `into` and removes `from` (the view asked
    /// first). A selected `from` becomes a selected `into`.
    public func merge(_ from: String, into: String) {
        let wasSelected = selected == from
        if change({ try records.mergeProfiles(from: from, into: into) }) != nil, wasSelected {
            select(into)
        }
    }

    /// The error was read.
    public func dismissError() { errorText = nil }

    /// The notice was read.
    public func dismissNotice() { notice = nil }

    /// Opens the replay of a recorded game.
    public func openReplay(_ gameId: String) {
        guard let json = try? records.gameSave(gameId: gameId), let r = ReplayViewModel(saveJSON: json, strings: strings) else {
            errorText = strings.text("records.unavailable")
            return
        }
        replay = r
    }

    /// Leaves the replay.
    public func closeReplay() { replay = nil }

    /// The save of a recorded game as recorded, for its review (Android's records screen
    /// offers the same): read from the database off the main thread; `nil` (and
    /// `errorText`) when the records cannot give it.
    public func recordedSave(_ gameId: String) async -> String? {
        let records = self.records
        let json = await Task.detached { try? records.gameSave(gameId: gameId) }.value
        if json == nil { errorText = strings.text("records.unavailable") }
        return json
    }

    // MARK: Texts

    /// A player's statistics in lines: rating, games, places, win rate, captures, dice.
    public func statsLines(_ s: ProfileStats) -> [String] {
        let places = s.places.enumerated().map { "\($0.offset + 1).×\($0.element)" }.joined(separator: " ")
        return [
            strings.text("records.rating", Int(s.profile.rating.rounded()), Int(s.profile.ratedGames)),
            strings.text("records.games", Int(s.games), Int(s.wins)),
            strings.text("records.places", places),
            strings.text("records.win_rate", Int((s.winRate * 100).rounded())),
            strings.text("records.captures", Int(s.capturesMade), Int(s.capturesSuffered)),
            strings.text("records.dice", Int(s.rolls), Int(s.sixes)),
            strings.text(s.fairnessMessage),
        ]
    }

    /// A recorded game in one line: when, who came where, rated or why not.
    public func historyText(_ e: HistoryEntry) -> String {
        let names = Announcer(strings: strings)
        // The seats come by place from the core.
        let seats = e.seats.map { s in
            "\(s.place). \(s.profileName ?? names.color(s.color))"
        }.joined(separator: ", ")
        let when = Self.dateText(e.recordedMs, timeZone: timeZone)
        let rated = e.unratedMessage.map(strings.text) ?? strings.text("records.rated")
        return "\(when) · \(seats) · \(rated)"
    }

    /// The time zone of the history's dates (the device's; tests fix one).
    @ObservationIgnored public var timeZone: TimeZone = .current

    /// `ms` (since 1970) as the core writes a date ("2026-12-02 14:30", the core's
    /// `dateTimeText`: the same text on Android and in the set-aside lines, not
    /// Foundation's formatter, whose text differs by platform and language), at the
    /// zone's offset at that instant.
    public static func dateText(_ ms: Int64, timeZone: TimeZone) -> String {
        let date = Date(timeIntervalSince1970: TimeInterval(ms) / 1000)
        let offset = Int32(timeZone.secondsFromGMT(for: date) / 60)
        return (try? dateTimeText(ms: ms, utcOffsetMinutes: offset)) ?? ""
    }

    // MARK: Changes

    @discardableResult
    private func change<T>(_ f: () throws -> T) -> T? {
        do {
            let out = try f()
            errorText = nil
            reload()
            return out
        } catch LudoError.InvalidName {
            errorText = strings.text("records.invalid_name")
        } catch {
            errorText = strings.text("records.unavailable")
        }
        return nil
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
