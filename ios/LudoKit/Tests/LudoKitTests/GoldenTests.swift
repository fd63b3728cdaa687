import Foundation
import XCTest
@testable import LudoCore
@testable import LudoKit

/// The golden files shared with the Rust and Kotlin tests (`tests/golden/`, described in
/// docs/bindings.md): scripted games replayed action by action, and save files loaded,
/// compared and re-saved. Swift must agree with the other languages on every one.
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
        ["random": .random, "easy": .easy, "medium": .medium, "hard": .hard, "expert": .expert][s]
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

    /// Compares a game with an `expected` object; `context` names the file.
    private func check(_ game: LudoGame, _ expected: [String: Any], _ context: String) {
        let s = game.snapshot()
        if let tokens = expected["tokens"] as? [String: [Int]] {
            var actual: [String: [Int]] = [:]
            for seat in s.seats { actual[colorName(seat.color)] = seat.tokens.map(Int.init) }
            XCTAssertEqual(actual, tokens, "\(context): tokens")
        }
        if expected.keys.contains("to_move") {
            XCTAssertEqual(s.current.map(colorName), expected["to_move"] as? String, "\(context): to_move")
        }
        if let phase = expected["phase"] as? String {
            XCTAssertEqual(phaseName(s.phase), phase, "\(context): phase")
        }
        if expected.keys.contains("placements") {
            let exp = expected["placements"] as? [[String]]
            XCTAssertEqual(s.placements?.map { $0.map(colorName) }, exp, "\(context): placements")
        }
        if let seq = expected["next_event_seq"] as? Int {
            XCTAssertEqual(Int(s.nextEventSeq), seq, "\(context): next_event_seq")
        }
        if let n = expected["history_len"] as? Int {
            XCTAssertEqual(game.history().count, n, "\(context): history_len")
        }
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

    /// `"mode": "actions"`: replay the actions; `"mode": "cpu"`: every seat is a CPU,
    /// `cpuMove` plays to the end and must choose exactly the listed actions.
    func testScriptedGamesReplayToTheExpectedResult() async throws {
        for url in try files("games", suffix: ".json") {
            let g = try json(url)
            let name = (g["name"] as? String) ?? url.lastPathComponent
            let game = try LudoGame(setup: try gameSetup(g, name))
            let actions = try XCTUnwrap(g["actions"] as? [String], name)
            if (g["mode"] as? String) == "cpu" {
                while game.snapshot().phase != .gameOver && game.history().count <= actions.count {
                    _ = try await game.cpuMove()
                }
            } else {
                for (i, a) in actions.enumerated() {
                    do { _ = try game.applyAction(action: a) } catch {
                        XCTFail("\(name): action \(i) \(a) failed: \(error)")
                        break
                    }
                }
            }
            XCTAssertEqual(game.history(), actions, "\(name): history")
            check(game, try XCTUnwrap(g["expected"] as? [String: Any], name), name)
        }
    }

    /// The same games through the view model: person actions as the app performs them,
    /// CPU games with its CPU loop; the autosave resumes to the same end.
    func testSaveFilesLoadToTheExpectedStateAndRoundTrip() async throws {
        for url in try files("saves", suffix: ".save.json") {
            let name = url.lastPathComponent
            let text = try String(contentsOf: url, encoding: .utf8)
            let expURL = url.deletingLastPathComponent()
                .appendingPathComponent(name.replacingOccurrences(of: ".save.json", with: ".expected.json"))
            let expected = try json(expURL)
            let game = try LudoGame.load(save: text.trimmingCharacters(in: .whitespacesAndNewlines))
            check(game, try XCTUnwrap(expected["expected"] as? [String: Any], name), name)
            if (expected["save_roundtrip"] as? Bool) == true {
                XCTAssertEqual(game.save(), text.trimmingCharacters(in: .whitespacesAndNewlines), "\(name): save round trip")
            }
            // The table opens it too (the app's Resume): the same tokens.
            let vm = try GameViewModel.load(json: text, options())
            var tokens: [String: [Int]] = [:]
            for t in vm.view.tokens { tokens[colorName(t.color), default: []].append(Int(t.progress)) }
            if let exp = (expected["expected"] as? [String: Any])?["tokens"] as? [String: [Int]] {
                XCTAssertEqual(tokens, exp, "\(name) (table)")
            }
            vm.close()
            // Continue the loaded game.
            let cont = expected["continue"] as? [String] ?? []
            for a in cont { _ = try game.applyAction(action: a) }
            if let after = expected["after"] as? [String: Any] {
                check(game, after, "\(name) after continuing")
            }
        }
    }
}
