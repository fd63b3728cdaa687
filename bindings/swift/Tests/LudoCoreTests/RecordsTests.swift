import Foundation
import XCTest
@testable import LudoCore

/// LudoRecords and LudoReplay from Swift: the golden finished game recorded once,
/// history, statistics, replay, and a damaged file set aside.
final class RecordsTests: XCTestCase {
    let golden = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("golden")

    func tempDir() throws -> URL {
        let d = FileManager.default.temporaryDirectory
            .appendingPathComponent("ludo-records-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: d, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: d) }
        return d
    }

    func testRecordsTheGoldenGameOnceAndReplaysIt() throws {
        let db = try tempDir().appendingPathComponent("records.db").path
        let records = try LudoRecords.open(path: db)
        XCTAssertNil(try records.setAside())
        let asha = try records.addProfile(name: "Asha")
        let ravi = try records.addProfile(name: "Ravi")
        let url = golden.appendingPathComponent("saves/finished_drawn.save.json")
        var save = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
        save["table"] = ["profiles": ["yellow": asha.id, "blue": ravi.id]]
        let text = String(data: try JSONSerialization.data(withJSONObject: save), encoding: .utf8)!

        let first = try records.recordFinished(saveJson: text)
        XCTAssertTrue(first.newlyRecorded && first.rated)
        XCTAssertEqual(first.changes.map { $0.color }, [.yellow, .blue])
        XCTAssertFalse(try records.recordFinished(saveJson: text).newlyRecorded)
        let history = try records.history(profileId: nil, limit: 10)
        XCTAssertEqual(history.count, 1)
        // The seats by place, the core's order (blue, the second seat, came last): the shells list them as given.
        XCTAssertEqual(history[0].seats.map(\.color), [.yellow, .red, .green, .blue])
        XCTAssertEqual(history[0].seats.map(\.place), [1, 2, 3, 4])
        let stats = try records.stats(id: asha.id)
        XCTAssertEqual(stats.games, 1)
        XCTAssertNotEqual(stats.fairness, .tooFewRolls)
        XCTAssertTrue(stats.fairnessMessage.key.hasPrefix("records.fairness."))
        XCTAssertThrowsError(try records.addProfile(name: "ASHA")) { e in
            guard case LudoError.InvalidName = e else { return XCTFail("\(e)") }
        }

        let replay = try LudoReplay.open(saveJson: try records.gameSave(gameId: first.gameId))
        let n = try replay.len()
        XCTAssertGreaterThan(n, 100)
        XCTAssertTrue(try replay.viewAt(step: 0).tokens.allSatisfy { $0.progress == -1 })
        let end = try replay.viewAt(step: n)
        XCTAssertEqual(end.phase, .gameOver)
        XCTAssertFalse(end.die.canRoll)
    }

    func testADamagedFileIsSetAside() throws {
        let db = try tempDir().appendingPathComponent("records.db")
        try Data("not a database".utf8).write(to: db)
        let records = try LudoRecords.open(path: db.path)
        let aside = try XCTUnwrap(try records.setAside())
        XCTAssertTrue(FileManager.default.fileExists(atPath: aside.to))
        XCTAssertEqual(aside.message.key, "records.set_aside")
    }
}
