import Foundation
import XCTest
@testable import LudoCore
@testable import LudoKit

@MainActor
final class HapticMapperTests: XCTestCase {
    func testEventsMapToKinds() async {
        XCTAssertEqual(HapticMapper.kind(for: .rolled(color: .red, roll: 3)), .roll)
        XCTAssertEqual(HapticMapper.kind(for: .moved(color: .red, token: 1, from: 3, to: 6, path: [4, 5, 6], autoExit: false)), .move)
        XCTAssertEqual(HapticMapper.kind(for: .captured(color: .blue, token: 0, from: 9, byColor: .red)), .captureMade)
        XCTAssertEqual(HapticMapper.kind(for: .tokenFinished(color: .red, token: 2)), .tokenFinished)
        XCTAssertEqual(HapticMapper.kind(for: .playerFinished(color: .red, place: 1)), .playerFinished)
        XCTAssertEqual(HapticMapper.kind(for: .gameOver(placements: [[.red], [.blue]])), .gameWon)
        XCTAssertEqual(HapticMapper.kind(for: .threeSixes(color: .red)), .timedOut)
        XCTAssertEqual(HapticMapper.kind(for: .timedOut(color: .red)), .timedOut)
        XCTAssertEqual(HapticMapper.kind(for: .extraRoll(color: .red, reasons: [.six])), .extraRoll)
        XCTAssertNil(HapticMapper.kind(for: .turnPassed(from: .red, to: .blue, reason: .moved)))
        XCTAssertNil(HapticMapper.kind(for: .gameStarted(gameNumber: 1, first: nil)))
        XCTAssertNil(HapticMapper.kind(for: .undone(actions: 2)))
        // One feedback per action: the strongest.
        let capture: [GameEvent] = [
            .moved(color: .red, token: 1, from: 3, to: 6, path: [4, 5, 6], autoExit: false),
            .captured(color: .blue, token: 0, from: 9, byColor: .red),
            .extraRoll(color: .red, reasons: [.capture]),
        ]
        XCTAssertEqual(HapticMapper.kinds(for: capture), [.move, .captureMade, .extraRoll])
        XCTAssertEqual(HapticMapper.feedback(for: capture), .captureMade)
        XCTAssertNil(HapticMapper.feedback(for: [.turnPassed(from: .red, to: .blue, reason: .noMove)]))
    }

    /// Every kind feels different: roll and extra roll, token finished, player finished
    /// and game won are told apart without looking.
    func testEveryKindHasItsOwnPattern() async {
        let patterns = HapticKind.allCases.map(HapticPattern.of)
        XCTAssertEqual(Set(patterns).count, HapticKind.allCases.count, "two kinds share a pattern")
        XCTAssertTrue(patterns.allSatisfy { !$0.taps.isEmpty })
        XCTAssertNotEqual(HapticPattern.of(.roll), HapticPattern.of(.extraRoll))
        let finishes = [HapticKind.tokenFinished, .playerFinished, .gameWon].map(HapticPattern.of)
        XCTAssertEqual(Set(finishes).count, 3)
        XCTAssertNotEqual(HapticPattern.of(.tokenCaptured), HapticPattern.of(.captureMade))
    }

    func testViewModelPlaysFeedbackThroughThePlayer() async throws {
        let fake = FakeHaptics()
        let vm = try GameViewModel.newGame(
            setup: setup([(.yellow, .human), (.red, .human)], dice: [6, 2], first: .yellow),
            haptics: fake, strings: Localizer(language: "en"), cpuDelayMs: 0)
        XCTAssertEqual(fake.played, [], "the game start gives no feedback")
        vm.roll()
        XCTAssertEqual(fake.played, [.roll])
        vm.move(token: 0)
        XCTAssertEqual(fake.played, [.roll, .extraRoll])
        // A tap that is no legal choice: rejected feedback.
        vm.roll()
        let m = mapper(for: CGSize(width: 390, height: 844), layout: vm.layout)
        let empty = try XCTUnwrap(vm.layout.squares.first { $0.id == .track(index: 40) })
        XCTAssertEqual(vm.tap(at: m.point(x: empty.center.x, y: empty.center.y), mapper: m), .none)
        XCTAssertEqual(fake.played.last, .refused)
        // Switched off in settings: nothing.
        vm.hapticsEnabled = false
        let count = fake.played.count
        vm.move(token: 0)
        XCTAssertEqual(fake.played.count, count)
    }
}
