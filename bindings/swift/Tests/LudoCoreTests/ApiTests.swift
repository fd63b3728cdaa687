import Foundation
import XCTest
@testable import LudoCore

/// The free functions and the board geometry of a table.
final class ApiTests: XCTestCase {
    func testFreeFunctions() throws {
        XCTAssertEqual(try levelNames(), ["random", "easy", "medium", "hard", "expert", "master"])
        XCTAssertEqual(try cpuLevels().map(\.level), [.random, .easy, .medium, .hard, .expert, .master])  // master: offered
        XCTAssertEqual(try cpuLevels().last?.label.key, "level.master")
        XCTAssertEqual(try matchingPreset(rules: try defaultRules()), .standard)
        for p in [Preset.standard, .quick, .tactical] {
            let r = try presetRules(preset: p)
            XCTAssertEqual(try matchingPreset(rules: r), p)
            XCTAssertEqual(try rulesFromJson(json: try rulesToJson(rules: r)), r)
        }
        XCTAssertFalse(try coreVersion().isEmpty)
        let out = try analyzePosition(json: #"{"players":["yellow","red"],"tokens":{"yellow":[-1,-1,-1,-1],"red":[-1,-1,-1,-1]},"to_move":"yellow","steps":[{"roll":6,"token":0}]}"#)
        XCTAssertTrue(out.contains("\"steps\""))
        XCTAssertEqual(try setupChoices().custom.label.key, "house.preset.custom")
    }

    func testGeometry() throws {
        let g = try twoHumans(2)
        defer { try? g.close() }
        let layout = try g.layout()
        XCTAssertEqual(layout.kind, .cross)
        XCTAssertEqual(layout.trackLen, 52)
        XCTAssertEqual(layout.width, 15)
        XCTAssertEqual(layout.squares[0].id, .track(index: 0))
        XCTAssertTrue(layout.squares.contains { $0.role == .finish && $0.triangle != nil })
        let spots = try g.tokenSpots()
        XCTAssertEqual(spots.count, 8)
        let spot = spots[0]
        XCTAssertEqual(try g.hitTest(x: spot.center.x, y: spot.center.y), .token(color: spot.color, token: spot.token, square: spot.square))
        XCTAssertNil(try g.hitTest(x: .nan, y: 1))
        XCTAssertNil(try g.hitTest(x: .infinity, y: 1))
        XCTAssertEqual(try g.movePath(color: .yellow, from: -1, to: 0).count, 1)
        XCTAssertEqual(try g.movePath(color: .yellow, from: 50, to: 56).count, 6)
        XCTAssertTrue(try g.movePath(color: .yellow, from: Int32.min, to: Int32.max).isEmpty)
        XCTAssertTrue(try g.movePath(color: .blue, from: -1, to: 0).isEmpty)
        XCTAssertTrue(try g.renderSvg(highlightLegal: true).contains("<svg"))
    }
}
