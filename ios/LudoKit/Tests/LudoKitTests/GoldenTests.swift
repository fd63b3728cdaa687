import Foundation
import XCTest
@testable import LudoCore
@testable import LudoKit

/// The golden files shared with the Rust and Kotlin tests (`tests/golden/`, described in
/// docs/bindings.md): each game's save and each save file replayed through
/// `LudoReplay`, the CPU games played again by a table of CPUs, the saves opened by
/// the view model. Swift must agree with the other languages on every one.
@MainActor
final class GoldenTests: XCTestCase {
    private func json(_ url: URL) throws -> [String: Any] {
        let obj = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        return try XCTUnwrap(obj as? [String: Any], url.lastPathComponent)
    }

    private func color(_ s: String) -> PlayerColor? {
        ["yellow": .yellow, "blue": .blue, "red": .red, "green": .green][s]
    }

    private func level(_ s: String) -> CpuLevel? {
        ["random": .random, "easy": .easy, "medium": .medium, "hard": .hard, "expert": .expert, "master": .master][s]
    }

    private func phaseName(_ p: GamePhase) -> String {
        switch p {
        case .choosingFirst: return "choosing_first"
        case .awaitingRoll: return "awaiting_roll"
        case .awaitingMove: return "awaiting_move"
        case .gameOver: return "game_over"
        }
    }

    private func colorName(_ c: PlayerColor) -> String { "\(c)" }

    private func files(_ sub: String, suffix: String) throws -> [URL] {
        guard let dir = goldenDir()?.appendingPathComponent(sub) else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { $0.hasSuffix(suffix) }.sorted().map { dir.appendingPathComponent($0) }
    }

    /// Compares the view at the end of a replay with an `expected` object; `actions`
    /// is the number of actions played; `context` names the file.
    private func check(_ v: TableView, actions: Int, _ expected: [String: Any], _ context: String) {
        if let tokens = expected["tokens"] as? [String: [Int]] {
            var actual: [String: [Int]] = [:]
            for t in v.tokens { actual[colorName(t.color), default: []].append(Int(t.progress)) }
            XCTAssertEqual(actual, tokens, "\(context): tokens")
        }
        if expected.keys.contains("to_move") {
            XCTAssertEqual(v.toAct.map(colorName), expected["to_move"] as? String, "\(context): to_move")
        }
        if let phase = expected["phase"] as? String {
            XCTAssertEqual(phaseName(v.phase), phase, "\(context): phase")
        }
        if expected.keys.contains("placements") {
            let exp = expected["placements"] as? [[String]]
            XCTAssertEqual(v.placements?.map { $0.map(colorName) }, exp, "\(context): placements")
        }
        if let seq = expected["next_event_seq"] as? Int {
            XCTAssertEqual(Int(v.nextEventSeq), seq, "\(context): next_event_seq")
        }
        if let n = expected["history_len"] as? Int {
            XCTAssertEqual(actions, n, "\(context): history_len")
        }
    }

    /// Replays a save to its end (`LudoReplay`, as the records screen does) and
    /// compares with `expected`.
    private func checkReplay(_ save: String, _ expected: [String: Any], _ context: String) throws {
        let r = try LudoReplay.open(saveJson: save)
        let n = try r.len()
        check(try r.viewAt(step: n), actions: Int(n), expected, context)
    }

    /// The history of a save text.
    private func history(_ save: String) throws -> [String] {
        let obj = try JSONSerialization.jsonObject(with: Data(save.utf8)) as? [String: Any]
        return try XCTUnwrap(obj?["history"] as? [String])
    }

    func testGoldenFilesArePresent() async throws {
        let dir = try XCTUnwrap(goldenDir(), "tests/golden not found (scripts/test-ios.sh stages it)")
        XCTAssertFalse(try files("games", suffix: ".json").isEmpty, "no golden games in \(dir.path)")
        XCTAssertFalse(try files("saves", suffix: ".save.json").isEmpty, "no golden saves in \(dir.path)")
    }

    private func gameSetup(_ g: [String: Any], _ name: String) throws -> GameSetup {
        let setupObj = try XCTUnwrap(g["setup"] as? [String: Any], name)
        let seats: [SeatSetup] = try XCTUnwrap(setupObj["seats"] as? [[String: Any]], name).map { s in
            let c = color(s["color"] as? String ?? "")!
            let k = s["kind"] as? String ?? "human"
            return SeatSetup(color: c, kind: k == "human" ? .human : .cpu(level: level(k)!))
        }
        var rules = try defaultRules()
        if let r = setupObj["rules"] {
            let data = try JSONSerialization.data(withJSONObject: r)
            rules = try rulesFromJson(json: String(data: data, encoding: .utf8)!)
        }
        let seed = (setupObj["seed"] as? NSNumber)?.uint64Value
        let script = (setupObj["dice_script"] as? [Int] ?? []).map(Int32.init)
        let first = (setupObj["first_player"] as? String).flatMap(color)
        return GameSetup(seats: seats, rules: rules, seed: seed, diceScript: script, firstPlayer: first)
    }

    /// Each game's `save` replays to the expected end with exactly the listed actions;
    /// `"mode": "cpu"` (every seat a CPU): a table of CPUs plays to the end and must
    /// choose exactly the listed actions. (Replaying action by action, time-outs
    /// included, is the core's and checked by the Rust golden test.)
    func testScriptedGamesReplayToTheExpectedResult() async throws {
        for url in try files("games", suffix: ".json") {
            let g = try json(url)
            let name = (g["name"] as? String) ?? url.lastPathComponent
            let actions = try XCTUnwrap(g["actions"] as? [String], name)
            let save = try XCTUnwrap(g["save"] as? String, name)
            XCTAssertEqual(try history(save), actions, "\(name): history")
            try checkReplay(save, try XCTUnwrap(g["expected"] as? [String: Any], name), name)
            if (g["mode"] as? String) == "cpu" {
                let done = GameOverWaiter()
                let table = try LudoTable.newGame(setup: try gameSetup(g, name), config: try tableSettingsInstant(), listener: done, store: nil)
                XCTAssertTrue(done.wait(seconds: 60), "\(name): the CPU game does not end")
                XCTAssertEqual(try history(try table.saveText()), actions, "\(name): CPU chose other actions")
                try table.close()
            }
        }
    }

    /// Each save replays to its expected state, and the view model opens it (the
    /// app's Resume) with the same tokens.
    func testSaveFilesLoadToTheExpectedState() async throws {
        for url in try files("saves", suffix: ".save.json") {
            let name = url.lastPathComponent
            let text = try String(contentsOf: url, encoding: .utf8)
            let expURL = url.deletingLastPathComponent()
                .appendingPathComponent(name.replacingOccurrences(of: ".save.json", with: ".expected.json"))
            let expected = try json(expURL)
            let save = text.trimmingCharacters(in: .whitespacesAndNewlines)
            try checkReplay(save, try XCTUnwrap(expected["expected"] as? [String: Any], name), name)
            // The table opens it too (the app's Resume): the same tokens.
            let vm = try GameViewModel.load(json: text, options())
            var tokens: [String: [Int]] = [:]
            for t in vm.view.tokens { tokens[colorName(t.color), default: []].append(Int(t.progress)) }
            if let exp = (expected["expected"] as? [String: Any])?["tokens"] as? [String: [Int]] {
                XCTAssertEqual(tokens, exp, "\(name) (table)")
            }
            vm.close()
            // (Continuing the loaded game action by action, time-outs included, is the
            // core's and checked by the Rust golden test.)
        }
    }
}

/// Signals when a table's game is over.
private final class GameOverWaiter: TableListener, @unchecked Sendable {
    private let over = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var signalled = false

    func onUpdate(update: TableUpdate) {
        lock.lock(); defer { lock.unlock() }
        if update.view.phase == .gameOver && !signalled {
            signalled = true
            over.signal()
        }
    }

    func wait(seconds: Double) -> Bool {
        over.wait(timeout: .now() + seconds) == .success
    }
}
