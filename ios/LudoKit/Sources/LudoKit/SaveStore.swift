import Foundation
import LudoCore

/// Autosave of the game in progress: one save file (the core's JSON save format, which
/// moves between the Android, iOS and terminal shells) in a directory: Application
/// Support on a device, a temporary directory in tests.
///
/// Every write is atomic (a temporary file, flushed to disk, renamed over the old one),
/// and the previous save is kept as a backup; `load` falls back to the backup when the
/// main file is missing or the caller rejects it (e.g. it no longer loads).
///
/// The app never writes or renames on the main thread: `save(_:)` and `inOrder(_:)` hand
/// the work to the store's background writer (`SaveWriter`, as Android's
/// `BackgroundSaveStore`), which keeps the order they were handed in. The reads (`load`,
/// `open`, `keptSaves`, `hasSave`) first wait for that work, so they never see an older
/// game than the last one handed in; `write(_:)`, `setAside` and `bringBack` are the file
/// operations themselves, for the writer (and tests).
public final class SaveStore: Sendable {
    public let directory: URL
    public let fileName: String
    private let lock = NSLock()
    /// Told the name of every read of the files (`load`, `keptSaves`; tests note the thread).
    public let onRead: (@Sendable (String) -> Void)?
    /// Told the name of every write and rename of the files (`write`, `setAside`,
    /// `bringBack`) as it starts (tests note the thread and the order).
    public let onWrite: (@Sendable (String) -> Void)?
    /// The background writer of this store's saves and renames.
    private let writer = SaveWriter()

    public var fileURL: URL { directory.appendingPathComponent(fileName) }
    public var backupURL: URL { directory.appendingPathComponent(fileName + ".bak") }

    public init(directory: URL, fileName: String = "autosave.ludo.json", onRead: (@Sendable (String) -> Void)? = nil,
                onWrite: (@Sendable (String) -> Void)? = nil) {
        self.directory = directory
        self.fileName = fileName
        self.onRead = onRead
        self.onWrite = onWrite
    }

    /// A store of the file `fileName` in the same directory, told of reads and writes the
    /// same way (the lesson's save next to the game's).
    public func sibling(_ fileName: String) -> SaveStore {
        SaveStore(directory: directory, fileName: fileName, onRead: onRead, onWrite: onWrite)
    }

    /// `Application Support/Ludo` of the app (created when missing).
    public static func applicationSupport() throws -> SaveStore {
        let base = try FileManager.default.url(for: .applicationSupportDirectory, in: .userDomainMask,
                                               appropriateFor: nil, create: true)
        return SaveStore(directory: base.appendingPathComponent("Ludo", isDirectory: true))
    }

    // MARK: Off the calling thread, in order

    /// Hands the save `text` to the background writer and returns at once. Writes and
    /// `inOrder` operations run one at a time in the order handed in; of several writes
    /// waiting side by side only the newest is written (each save is a whole game), never
    /// across an operation. `done` is told on the writer's thread whether the save is on
    /// disk (a failed write leaves the previous save and its backup as they were).
    public func save(_ text: String, done: (@Sendable (Bool) -> Void)? = nil) {
        writer.enqueue(.write(text, done)) { [self] in run($0) }
    }

    /// Runs `op` with this store on the background writer, after every write and
    /// operation handed in before it and before every one handed in after it: setting
    /// the old game aside can neither miss its last autosave nor catch the new game's
    /// first.
    public func inOrder(_ op: @escaping @Sendable (SaveStore) -> Void) {
        writer.enqueue(.operation(op)) { [self] in run($0) }
    }

    /// Blocks until everything handed in so far is done (or failed). Not on the main
    /// thread in the app: the reads call it, off the main actor.
    public func flush() {
        writer.flush()
    }

    /// Waits, without blocking the calling thread, until everything handed in so far is
    /// done (or failed).
    public func written() async {
        await withCheckedContinuation { (c: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async { [self] in
                flush()
                c.resume()
            }
        }
    }

    private func run(_ job: SaveWriter.Job) {
        switch job {
        case let .write(text, done):
            do {
                try write(text)
                done?(true)
            } catch {
                done?(false)
            }
        case let .operation(op):
            op(self)
        }
    }

    // MARK: The file operations (on the writer's thread in the app)

    /// Writes `text` atomically (a temporary file in the same directory, flushed to disk,
    /// renamed over the save); the save it replaces becomes the backup (also by rename,
    /// so at every moment the main file or the backup holds a complete save). Runs on the
    /// calling thread: the app calls `save(_:)`.
    public func write(_ text: String) throws {
        onWrite?("write \(fileName)")
        lock.lock()
        defer { lock.unlock() }
        let fm = FileManager.default
        try fm.createDirectory(at: directory, withIntermediateDirectories: true)
        let tmp = directory.appendingPathComponent(".\(fileName).tmp")
        try Data(text.utf8).write(to: tmp)
        // On disk before the rename: a power cut must not leave a renamed empty file
        // where the previous save was.
        if let handle = try? FileHandle(forWritingTo: tmp) {
            try? handle.synchronize()
            try? handle.close()
        }
        if fm.fileExists(atPath: fileURL.path) {
            try rename(fileURL, backupURL)
        }
        try rename(tmp, fileURL)
    }

    private func rename(_ from: URL, _ to: URL) throws {
        if Foundation.rename(from.path, to.path) != 0 {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: to.path])
        }
    }

    /// The saved text, trying the main file, then the backup, each accepted only when
    /// `accept` returns true for it. `nil` when neither is usable.
    public func load(accept: (String) -> Bool = { _ in true }) -> String? {
        onRead?("load \(fileName)")
        writer.flush()
        lock.lock()
        defer { lock.unlock() }
        for url in [fileURL, backupURL] {
            if let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8), accept(text) {
                return text
            }
        }
        return nil
    }

    /// What `open` found.
    public enum Found: Equatable, Sendable {
        /// No save at all.
        case none
        /// A usable save (the main file, or the backup when the main one was rejected).
        case save(String)
        /// Neither the save nor its backup was usable: both were set aside (renamed,
        /// never deleted) to these files, so the store is empty now.
        case damaged(keptAs: [URL])
    }

    /// The save as `load` finds it; when files exist but none is accepted, they are
    /// set aside (`setAside`) so they are reported once and not offered again.
    public func open(accept: (String) -> Bool) -> Found {
        guard hasSave else { return .none }
        if let text = load(accept: accept) { return .save(text) }
        return .damaged(keptAs: setAside(as: "damaged"))
    }

    /// Renames the save and its backup to `<file>.<reason>-<n>` (the first free `n`) in
    /// the same directory, and returns the new names. Nothing is deleted: a damaged save
    /// can still be looked at, and a game replaced by a new one can still be recovered.
    @discardableResult
    public func setAside(as reason: String) -> [URL] {
        onWrite?("setAside \(fileName) \(reason)")
        lock.lock()
        defer { lock.unlock() }
        let fm = FileManager.default
        var n = 1
        func name(_ url: URL) -> URL {
            directory.appendingPathComponent("\(url.lastPathComponent).\(reason)-\(n)")
        }
        while fm.fileExists(atPath: name(fileURL).path) || fm.fileExists(atPath: name(backupURL).path) { n += 1 }
        var kept: [URL] = []
        for url in [fileURL, backupURL] where fm.fileExists(atPath: url.path) {
            if (try? rename(url, name(url))) != nil { kept.append(name(url)) }
        }
        return kept
    }

    /// Files set aside by `setAside(as: reason)`, sorted by name.
    public func keptFiles(_ reason: String) -> [URL] {
        writer.flush()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasPrefix(fileName) && $0.contains(".\(reason)-") }.sorted()
            .map { directory.appendingPathComponent($0) }
    }

    /// The saves `setAside(as: reason)` kept, each with its backup's bytes and when it was
    /// last written, for the core's `setAsideGames` (which judges and names them). A number
    /// whose save file is missing but whose backup is kept is listed with an empty save.
    public func keptSaves(_ reason: String) -> [SetAsideFile] {
        onRead?("keptSaves \(fileName)")
        writer.flush()
        lock.lock()
        defer { lock.unlock() }
        let fm = FileManager.default
        let names = (try? fm.contentsOfDirectory(atPath: directory.path)) ?? []
        let prefixes = ["\(fileName).\(reason)-", "\(fileName).bak.\(reason)-"]
        let numbers = Set(names.compactMap { name in
            prefixes.first(where: { name.hasPrefix($0) }).flatMap { Int(name.dropFirst($0.count)) }
        }).sorted()
        return numbers.map { n in
            let kept = directory.appendingPathComponent("\(fileName).\(reason)-\(n)")
            let keptBackup = directory.appendingPathComponent("\(fileName).bak.\(reason)-\(n)")
            let written = ((try? fm.attributesOfItem(atPath: kept.path)) ?? (try? fm.attributesOfItem(atPath: keptBackup.path)))?[.modificationDate] as? Date
            return SetAsideFile(name: kept.lastPathComponent,
                                save: (try? Data(contentsOf: kept)) ?? Data(),
                                backup: try? Data(contentsOf: keptBackup),
                                modifiedMs: written.map { Int64(($0.timeIntervalSince1970 * 1000).rounded()) })
        }
    }

    /// Moves the kept save `name` (set aside as `reason`) and its backup back into place as
    /// the save and its backup. Only when no save is there now (set it aside first): nothing
    /// is overwritten; `false` changes nothing.
    @discardableResult
    public func bringBack(_ name: String, as reason: String) -> Bool {
        onWrite?("bringBack \(name)")
        lock.lock()
        defer { lock.unlock() }
        let fm = FileManager.default
        let prefix = "\(fileName).\(reason)-"
        guard name.hasPrefix(prefix), let n = Int(name.dropFirst(prefix.count)),
              !fm.fileExists(atPath: fileURL.path), !fm.fileExists(atPath: backupURL.path) else { return false }
        let pairs = [(directory.appendingPathComponent("\(fileName).bak.\(reason)-\(n)"), backupURL),
                     (directory.appendingPathComponent(name), fileURL)]
            .filter { fm.fileExists(atPath: $0.0.path) }
        guard !pairs.isEmpty else { return false }
        // The backup first: should the second rename fail, the game is still whole in one place.
        for (from, to) in pairs where (try? rename(from, to)) == nil { return false }
        return true
    }

    /// Whether a save (or backup) exists.
    public var hasSave: Bool {
        writer.flush()
        let fm = FileManager.default
        return fm.fileExists(atPath: fileURL.path) || fm.fileExists(atPath: backupURL.path)
    }
}

/// One store's background writer: the saves and operations handed in, run one at a time
/// in that order on a serial queue, off the thread that handed them in. The reads of
/// the store wait for it (`flush`); a flush on the writer's own queue (an operation
/// that reads) does not wait for itself.
final class SaveWriter: @unchecked Sendable {
    /// A save to write (and whom to tell), or an operation on the store.
    enum Job: Sendable {
        case write(String, (@Sendable (Bool) -> Void)?)
        case operation(@Sendable (SaveStore) -> Void)
    }

    // `@unchecked Sendable`: `pending` and `busy` are only touched under `condition`.
    private let condition = NSCondition()
    private var pending: [Job] = []
    private var busy = false
    private let queue = DispatchQueue(label: "ludo-save")
    private let key = DispatchSpecificKey<Bool>()

    init() {
        queue.setSpecific(key: key, value: true)
    }

    /// Adds `job` and starts the queue's drain (with `run`) when it is idle.
    func enqueue(_ job: Job, run: @escaping @Sendable (Job) -> Void) {
        condition.lock()
        // Only the newest of writes waiting side by side is written; an operation between
        // two writes keeps both (the old game's last save, the new game's first).
        if case let .write(_, newDone) = job, case let .write(_, oldDone)? = pending.last {
            pending.removeLast()
            // The replaced save's caller hears what happened to the save that replaced it.
            pending.append(.write(Self.text(job), Self.both(oldDone, newDone)))
        } else {
            pending.append(job)
        }
        let start = !busy
        busy = true
        condition.unlock()
        if start { queue.async { self.drain(run) } }
    }

    private static func text(_ job: Job) -> String {
        if case let .write(text, _) = job { return text }
        return ""
    }

    private static func both(_ a: (@Sendable (Bool) -> Void)?, _ b: (@Sendable (Bool) -> Void)?) -> (@Sendable (Bool) -> Void)? {
        guard let a else { return b }
        guard let b else { return a }
        return { ok in a(ok); b(ok) }
    }

    private func drain(_ run: @Sendable (Job) -> Void) {
        while true {
            condition.lock()
            guard !pending.isEmpty else {
                busy = false
                condition.broadcast()
                condition.unlock()
                return
            }
            let job = pending.removeFirst()
            condition.unlock()
            run(job)
        }
    }

    /// Blocks until everything handed in so far is done; at once on the writer itself.
    func flush() {
        if DispatchQueue.getSpecific(key: key) == true { return }
        condition.lock()
        while busy { condition.wait() }
        condition.unlock()
    }
}

/// App settings (haptics, CPU speed, language), stored as JSON next to the save.
public struct AppSettings: Codable, Equatable, Sendable {
    public var haptics: Bool = true
    /// Pause before each CPU action, in milliseconds.
    public var cpuDelayMs: Int = 600
    /// The app's language ("en", "hi", "bn"); `nil`: the device's preferred languages.
    public var language: String? = nil
    /// The game's sounds (docs/sound.md).
    public var sound: Bool = true
    /// Their volume, 0...1.
    public var volume: Double = 0.8

    public init(haptics: Bool = true, cpuDelayMs: Int = 600, language: String? = nil, sound: Bool = true,
                volume: Double = 0.8) {
        self.haptics = haptics
        self.cpuDelayMs = cpuDelayMs
        self.language = language
        self.sound = sound
        self.volume = volume
    }

    public init(from decoder: Decoder) throws {
        // Every field optional: settings written by an older version still load.
        let c = try decoder.container(keyedBy: CodingKeys.self)
        haptics = try c.decodeIfPresent(Bool.self, forKey: .haptics) ?? true
        cpuDelayMs = try c.decodeIfPresent(Int.self, forKey: .cpuDelayMs) ?? 600
        language = try c.decodeIfPresent(String.self, forKey: .language)
        sound = try c.decodeIfPresent(Bool.self, forKey: .sound) ?? true
        volume = min(max(try c.decodeIfPresent(Double.self, forKey: .volume) ?? 0.8, 0), 1)
    }

    /// The file's name next to the save.
    public static let fileName = "settings.json"

    /// The settings in `directory`: the file, else its backup (the settings before the last
    /// change, kept by the store's writer), else the defaults.
    public static func load(from directory: URL) -> AppSettings {
        for name in [fileName, fileName + ".bak"] {
            if let data = try? Data(contentsOf: directory.appendingPathComponent(name)),
               let s = try? JSONDecoder().decode(AppSettings.self, from: data) {
                return s
            }
        }
        return AppSettings()
    }

    /// The settings as the JSON text the app stores (`AppState` hands it to the settings'
    /// `SaveStore`, whose writer writes it off the main thread).
    public func encoded() -> String? {
        (try? JSONEncoder().encode(self)).flatMap { String(data: $0, encoding: .utf8) }
    }
}
