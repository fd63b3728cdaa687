import Foundation
import XCTest
@testable import LudoCore
@testable import LudoKit

/// Records haptics instead of playing them.
@MainActor
final class FakeHaptics: HapticPlayer {
    var played: [HapticKind] = []
    var prepared = 0
    func play(_ kind: HapticKind) { played.append(kind) }
    func prepare() { prepared += 1 }
}

func tempDir(_ name: String = #function) -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("ludokit-tests-\(UUID().uuidString)", isDirectory: true)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The core's default rules (a core that cannot give them fails every test at once).
let coreRules: Rules = try! defaultRules()

func setup(_ seats: [(PlayerColor, SeatKind)], seed: UInt64 = 42, rules: Rules = coreRules,
           dice: [Int32] = [], first: PlayerColor? = nil) -> GameSetup {
    GameSetup(seats: seats.map { SeatSetup(color: $0.0, kind: $0.1) }, rules: rules, seed: seed,
              diceScript: dice, firstPlayer: first)
}

/// View model options for tests: no CPU pause and no wait for the motion (unless a pause
/// is asked for), a fixed language.
@MainActor
func options(store: SaveStore? = nil, haptics: HapticPlayer = SilentHaptics(), language: String = "en",
             cpuDelayMs: UInt32 = 0) -> GameViewModel.Options {
    GameViewModel.Options(store: store, haptics: haptics, strings: Localizer(language: language), cpuDelayMs: cpuDelayMs,
                          waitForMotion: cpuDelayMs > 0)
}

/// A game store in `dir`, opened (in the app the first home read opens it, off the main
/// thread): a table made before it is open would save nothing.
func openStore(_ dir: URL = tempDir(), onCall: (@Sendable (String) -> Void)? = nil) async -> SaveStore {
    let store = SaveStore(directory: dir, onCall: onCall)
    await store.written()
    XCTAssertNotNil(store.core, "the store opens")
    return store
}

/// What the store holds in `slot` once the saves handed in are written (the core's read,
/// on the store's queue).
func saved(_ store: SaveStore, _ slot: StoreSlot = .game) async throws -> String? {
    try await store.run("test: read") { try $0.read(slot: slot) }
}

/// The settings as the store holds them (`settings.json`, read by the core).
func storedSettings(_ store: SaveStore) async throws -> AppSettings {
    AppSettings.decoded(try await store.run("test: settings") { try $0.readShellFile(file: .settings) })
}

/// Waits until `done()` holds. The table answers on its own threads, so tests wait for
/// the state they expect; the time limit only keeps a broken build from hanging (it
/// is no assertion about speed).
@MainActor
func until(_ what: @autoclosure () -> String, limit: Double = 60, file: StaticString = #filePath, line: UInt = #line,
           _ done: () -> Bool) async {
    let end = Date().addingTimeInterval(limit)
    while !done() {
        if Date() > end {
            XCTFail("waited in vain for: \(what())", file: file, line: line)
            return
        }
        try? await Task.sleep(nanoseconds: 1_000_000)
    }
}

/// Waits until a person may act, a handover is asked for, or the game (lesson) is over.
@MainActor
func settle(_ vm: GameViewModel, file: StaticString = #filePath, line: UInt = #line) async {
    await until("a person to act", file: file, line: line) {
        // The first update (start or welcome back) must have arrived, not only the view
        // read when the table was made.
        vm.updates > 0 && vm.view.personToAct || vm.view.handover != nil || vm.isOver || vm.view.tutorial?.done == true
    }
}

/// Sends an input that makes game events (roll, move, tap) and waits for its update, then
/// for the next person decision (CPU turns in between run on the table's threads).
@MainActor
func act(_ vm: GameViewModel, file: StaticString = #filePath, line: UInt = #line, _ input: () -> Void) async {
    let (seq, n) = (vm.view.nextEventSeq, vm.updates)
    input()
    await until("events after the input", file: file, line: line) {
        vm.updates > n && (vm.view.nextEventSeq > seq || vm.refusal != nil)
    }
    XCTAssertNil(vm.refusal, file: file, line: line)
    await settle(vm, file: file, line: line)
}

let screenSizes: [CGSize] = [
    CGSize(width: 390, height: 844),   // iPhone portrait
    CGSize(width: 844, height: 390),   // iPhone landscape
    CGSize(width: 320, height: 568),   // small iPhone
    CGSize(width: 1024, height: 1366), // iPad portrait
    CGSize(width: 1366, height: 1024), // iPad landscape
]

/// The golden files directory (staged by scripts/test-ios.sh, or the repository's tests/golden).
func goldenDir() -> URL? {
    var candidates: [URL] = []
    if let env = ProcessInfo.processInfo.environment["LUDO_GOLDEN_DIR"] { candidates.append(URL(fileURLWithPath: env)) }
    let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()     // Tests/LudoKitTests
    let pkg = here.deletingLastPathComponent().deletingLastPathComponent()    // LudoKit
    candidates.append(pkg.appendingPathComponent("golden"))
    candidates.append(pkg.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("tests/golden"))
    return candidates.first { FileManager.default.fileExists(atPath: $0.path) }
}

/// What a background worker did, in order, and whether it ever ran on the calling (main)
/// thread: the calls `holding` picks wait at a gate on any other thread, so work done on
/// the calling thread shows before the gate opens (and cannot hang the test). The gate
/// stays open once signalled.
final class GateLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String] = []
    private let holding: @Sendable (String) -> Bool
    let gate = DispatchSemaphore(value: 0)
    init(holding: @escaping @Sendable (String) -> Bool = { _ in true }) { self.holding = holding }
    func note(_ what: String) {
        if Thread.isMainThread {
            add("\(what) on the calling thread")
            return
        }
        if holding(what) { gate.wait(); gate.signal() }
        add(what)
    }
    private func add(_ e: String) { lock.lock(); entries.append(e); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return entries }
}
