import Foundation
import XCTest
@testable import LudoCore

/// Replays the golden files of tests/golden/ (staged into the package as golden/ by
/// scripts/test-swift.sh), shared with the Rust and Kotlin tests.
final class GoldenTests: XCTestCase {
    let dir = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("golden")

    func parseColor(_ s: String) -> PlayerColor {
        switch s {
        case "yellow": return .yellow
        case "blue": return .blue
        case "red": return .red
        default: return .green
        }
    }

    func parseKind(_ s: String) -> SeatKind {
        switch s {
        case "human": return .human
        case "random": return .cpu(level: .random)
        case "easy": return .cpu(level: .easy)
        case "medium": return .cpu(level: .medium)
        case "hard": return .cpu(level: .hard)
        default: return .cpu(level: .expert)
        }
    }

    func json(_ url: URL) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
    }

    func gameFromSetup(_ setup: [String: Any]) throws -> LudoGame {
        let seats = (setup["seats"] as! [[String: Any]]).map {
            SeatSetup(color: parseColor($0["color"] as! String), kind: parseKind($0["kind"] as! String))
        }
        let rulesJson = String(data: try JSONSerialization.data(withJSONObject: setup["rules"]!), encoding: .utf8)!
        return try LudoGame(setup: GameSetup(
            seats: seats, rules: try rulesFromJson(json: rulesJson),
            seed: (setup["seed"] as! NSNumber).uint64Value, diceScript: [], firstPlayer: nil))
    }

    /// The `expected` object the Rust generator writes, normalised for comparison.
    func expected(_ g: LudoGame) -> NSDictionary {
        let s = g.snapshot()
        var tokens: [String: [Int]] = [:]
        for seat in s.seats { tokens[colorName(seat.color)] = seat.tokens.map { Int($0) } }
        let placements: Any = s.placements.map { $0.map { $0.map(colorName) } } ?? NSNull()
        let dict: [String: Any] = [
            "tokens": tokens,
            "to_move": s.current.map(colorName) ?? NSNull(),
            "phase": phaseName(s.phase),
            "placements": placements,
            "next_event_seq": Int(s.nextEventSeq),
            "history_len": g.history().count,
        ]
        // round-trip through JSON so numbers compare like the parsed file
        let data = try! JSONSerialization.data(withJSONObject: dict)
        return try! JSONSerialization.jsonObject(with: data) as! NSDictionary
    }

    func files(_ sub: String, _ suffix: String) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: dir.appendingPathComponent(sub), includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasSuffix(suffix) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    func testGames() async throws {
        let games = try files("games", ".json")
        XCTAssertGreaterThanOrEqual(games.count, 5, "golden games in \(dir.path)")
        for url in games {
            let file = try json(url)
            let actions = file["actions"] as! [String]
            let g = try gameFromSetup(file["setup"] as! [String: Any])
            if (file["mode"] as! String) == "cpu" {
                while g.snapshot().phase != .gameOver {
                    _ = try await g.cpuMove()
                    XCTAssertLessThanOrEqual(g.history().count, actions.count, "CPU plays longer than golden")
                    if g.history().count > actions.count { break }
                }
                XCTAssertEqual(g.history(), actions, "\(url.lastPathComponent): CPU chose other actions")
            } else {
                for a in actions { _ = try g.applyAction(action: a) }
            }
            XCTAssertEqual(expected(g), file["expected"] as! NSDictionary, url.lastPathComponent)
        }
    }

    func testSaves() throws {
        let saves = try files("saves", ".save.json")
        XCTAssertGreaterThanOrEqual(saves.count, 4)
        for url in saves {
            let save = try String(contentsOf: url, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
            let name = url.lastPathComponent.replacingOccurrences(of: ".save.json", with: "")
            let exp = try json(dir.appendingPathComponent("saves/\(name).expected.json"))
            let g = try LudoGame.load(save: save)
            XCTAssertEqual(expected(g), exp["expected"] as! NSDictionary, name)
            XCTAssertEqual(g.save(), save, "\(name): save round trip")
            for a in exp["continue"] as! [String] { _ = try g.applyAction(action: a) }
            XCTAssertEqual(expected(g), exp["after"] as! NSDictionary, "\(name) after continuing")
        }
    }
}
