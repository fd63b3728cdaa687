import Foundation
import LudoCore

/// The app's side of the core's game store (`LudoStore`, docs/bindings.md): which folder
/// (`Application Support/Ludo`) and which threads. Every file in the folder, its name,
/// atomic write, backup, games set aside, damaged saves kept and newer saves left alone
/// are the core's. The tables given `core` write their saves on the store's own writer
/// thread; every other call goes through `run`/`enqueue`, one at a time on this store's
/// serial queue, in the order asked, never on the main thread.
public final class SaveStore: @unchecked Sendable {
    /// The folder (a temporary one in tests).
    public let directory: URL
    /// Told the name of each call as it starts on the queue, and of each save's outcome on
    /// the writer ("saved game"), on their threads (tests).
    private let onCall: (@Sendable (String) -> Void)?
    private let queue = DispatchQueue(label: "ludo-files", qos: .userInitiated)
    private let lock = NSLock() // `@unchecked Sendable`: the two below only under it
    private var opened: LudoStore?
    private var watcher: (@Sendable (SaveOutcome) -> Void)?

    public init(directory: URL, onCall: (@Sendable (String) -> Void)? = nil) {
        self.directory = directory
        self.onCall = onCall
    }

    /// `Application Support/Ludo` (no file I/O here: the core makes the folder when it opens).
    public static func applicationSupport() -> SaveStore {
        let base = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
        return SaveStore(directory: (base ?? FileManager.default.temporaryDirectory).appendingPathComponent("Ludo"))
    }

    /// The core's store once a call on the queue has opened it (the tables save through
    /// it); `nil` before, and while it cannot be opened (then nothing is saved).
    public var core: LudoStore? { lock.lock(); defer { lock.unlock() }; return opened }

    /// Who hears what became of each save of the tables (on the writer thread): the game
    /// on screen, for its "could not save".
    public func watch(_ f: (@Sendable (SaveOutcome) -> Void)?) { lock.lock(); watcher = f; lock.unlock() }

    /// Hands `body` to the queue and returns at once; it runs after every call handed in
    /// before it, with the store, which the first call opens: it takes the folder's lock and
    /// moves iOS's old files (`autosave.ludo.json*`, `tutorial.ludo.json*`,
    /// `records.sqlite3*`) into the store's layout once (`StoreOldLayout.ios`).
    public func enqueue<T>(_ what: String, _ body: @escaping @Sendable (LudoStore) throws -> T,
                           done: (@Sendable (Result<T, Error>) -> Void)? = nil) {
        queue.async { [self] in
            onCall?(what)
            let result = Result { try body(try open()) }
            done?(result)
        }
    }

    /// `enqueue`, waiting (without blocking the caller) for the result.
    public func run<T: Sendable>(_ what: String, _ body: @escaping @Sendable (LudoStore) throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { c in enqueue(what, body) { c.resume(with: $0) } }
    }

    /// Waits until the saves handed to the writer and the calls handed in so far are done.
    public func written() async { _ = try? await run("flush") { try $0.flush() } }

    private func open() throws -> LudoStore {
        if let s = core { return s }
        let s = try LudoStore.open(dir: directory.path, oldLayout: .ios)
        try s.setListener(listener: Relay { [weak self] outcome in
            guard let self else { return }
            onCall?("saved \(outcome.slot)")
            lock.lock(); let f = watcher; lock.unlock()
            f?(outcome)
        })
        lock.lock(); opened = s; lock.unlock()
        return s
    }

    private final class Relay: StoreListener, Sendable {
        let f: @Sendable (SaveOutcome) -> Void
        init(_ f: @escaping @Sendable (SaveOutcome) -> Void) { self.f = f }
        func onSaved(outcome: SaveOutcome) { f(outcome) } // on the store's writer thread
    }
}
