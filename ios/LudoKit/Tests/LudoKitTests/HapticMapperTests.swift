import Foundation
import XCTest
@testable import LudoCore
@testable import LudoKit

@MainActor
final class HapticMapperTests: XCTestCase {
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

    func testViewModelPlaysTheCoresFeedbackThroughThePlayer() async throws {
        let fake = FakeHaptics()
        let vm = try GameViewModel.newGame(
            setup: setup([(.yellow, .human), (.red, .human)], dice: [6, 2], first: .yellow), options(haptics: fake))
        await settle(vm)
        XCTAssertEqual(fake.played, [], "the game start gives no feedback")
        XCTAssertGreaterThan(fake.prepared, 0, "generators prepared while a person is to act")
        await act(vm) { vm.roll() }
        XCTAssertEqual(fake.played, [.roll])
        await act(vm) { vm.move(token: 0) }
        XCTAssertEqual(fake.played, [.roll, .extraRoll], "the strongest of move and extra roll")
        // An input the core refuses: the refused feedback, and a reason in words.
        await act(vm) { vm.roll() }
        vm.roll()
        await until("refused") { vm.refusal != nil }
        XCTAssertEqual(fake.played.last, .refused)
        XCTAssertFalse(vm.refusal?.contains("refusal.") ?? true, vm.refusal ?? "")
        // Switched off in settings: nothing.
        vm.hapticsEnabled = false
        let count = fake.played.count
        await act(vm) { vm.move(token: 0) }
        XCTAssertEqual(fake.played.count, count)
        vm.close()
    }
}
