import Foundation
import XCTest
@testable import LudoCore

/// Reads the golden files of tests/golden/ (staged into the package as golden/ by
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

    func setupOf(_ setup: [String: Any]) throws -> GameSetup {
        let seats = (setup["seats"] as! [[String: Any]]).map {
            SeatSetup(color: parseColor($0["color"] as! String), kind: parseKind($0["kind"] as! String))
        }
        let rulesJson = String(data: try JSONSerialization.data(withJSONObject: setup["rules"]!), encoding: .utf8)!
        return GameSetup(
            seats: seats, rules: try rulesFromJson(json: rulesJson),
            seed: (setup["seed"] as! NSNumber).uint64Value, diceScript: [], firstPlayer: nil)
    }

    /// The `expected` object the Rust generator writes, read from a view and
    /// normalised for comparison.
    func expected(_ v: TableView, actions: Int) -> NSDictionary {
        var tokens: [String: [Int]] = [:]
        for t in v.tokens { tokens[colorName(t.color), default: []].append(Int(t.progress)) }
        let placements: Any = v.placements.map { $0.map { $0.map(colorName) } } ?? NSNull()
        let dict: [String: Any] = [
            "tokens": tokens,
            "to_move": v.toAct.map(colorName) ?? NSNull(),
            "phase": phaseName(v.phase),
            "placements": placements,
            "next_event_seq": Int(v.nextEventSeq),
            "history_len": actions,
        ]
        // round-trip through JSON so numbers compare like the parsed file
        let data = try! JSONSerialization.data(withJSONObject: dict)
        return try! JSONSerialization.jsonObject(with: data) as! NSDictionary
    }

    /// The end of a save, replayed through `LudoReplay`.
    func replayed(_ save: String) throws -> NSDictionary {
        let r = try LudoReplay.open(saveJson: save)
        let len = try r.len()
        return expected(try r.viewAt(step: len), actions: Int(len))
    }

    /// The history of a save text.
    func history(_ save: String) throws -> [String] {
        let obj = try JSONSerialization.jsonObject(with: Data(save.utf8)) as! [String: Any]
        return obj["history"] as! [String]
    }

    func files(_ sub: String, _ suffix: String) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: dir.appendingPathComponent(sub), includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasSuffix(suffix) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// Each game's save replays to the expected end; a table of CPUs chooses exactly
    /// the listed actions. (Replaying action by action, time-outs included, is the
    /// core's and checked by the Rust golden test.)
    func testGames() throws {
        let games = try files("games", ".json")
        XCTAssertGreaterThanOrEqual(games.count, 5, "golden games in \(dir.path)")
        for url in games {
            let name = url.lastPathComponent
            let file = try json(url)
            let actions = file["actions"] as! [String]
            let save = file["save"] as! String
            XCTAssertEqual(try history(save), actions, "\(name): the save's history")
            XCTAssertEqual(try replayed(save), file["expected"] as! NSDictionary, name)
            if (file["mode"] as! String) == "cpu" {
                let rec = Recorder()
                let t = try LudoTable.newGame(setup: try setupOf(file["setup"] as! [String: Any]),
                                              config: try tableSettingsInstant(), listener: rec, store: nil)
                _ = try rec.waitFor("the end") { $0.view.phase == .gameOver }
                XCTAssertEqual(try history(try t.saveText()), actions, "\(name): CPU chose other actions")
                try t.close()
            }
        }
    }

    func testSaves() throws {
        let saves = try files("saves", ".save.json")
        XCTAssertGreaterThanOrEqual(saves.count, 4)
        for url in saves {
            let save = try String(contentsOf: url, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
            let name = url.lastPathComponent.replacingOccurrences(of: ".save.json", with: "")
            let exp = try json(dir.appendingPathComponent("saves/\(name).expected.json"))
            let want = exp["expected"] as! NSDictionary
            XCTAssertEqual(try replayed(save), want, name)
            let summary = try inspectSave(json: save)
            XCTAssertEqual(phaseName(summary.phase), want["phase"] as? String, name)
            XCTAssertEqual(Int(summary.actions), (want["history_len"] as! NSNumber).intValue, name)
        }
    }
}
