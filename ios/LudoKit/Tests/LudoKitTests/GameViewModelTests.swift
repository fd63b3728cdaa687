import Foundation
import XCTest
@testable import LudoCore
@testable import LudoKit

/// The view model plays whole games through the real Rust library.
/// (@MainActor test classes use `async` test methods: Linux test discovery needs that.)
@MainActor
final class GameViewModelTests: XCTestCase {
    /// One step of a person: roll by tapping the board, or move the hinted token by
    /// tapping its disc. Returns the tap's action.
    @discardableResult
    private func personStep(_ vm: GameViewModel, _ m: BoardMapper) -> TapAction {
        if vm.handover != nil { vm.acknowledgeHandover() }
        if vm.canRoll {
            let action = vm.tap(at: m.point(x: 7.5, y: 7.5), mapper: m)
            XCTAssertEqual(action, .roll)
            return action
        }
        guard vm.snapshot.phase == .awaitingMove, let h = vm.game.hint() else {
            XCTFail("person to act but cannot roll or move: \(vm.snapshot.phase)")
            return .none
        }
        let spot = vm.spots.first { $0.color == vm.current && $0.token == h.token }!
        let action = vm.tap(at: m.point(x: spot.center.x, y: spot.center.y), mapper: m)
        XCTAssertEqual(action, .move(token: h.token))
        return action
    }

    func testFullGameAgainstTheCpu() async throws {
        let store = SaveStore(directory: tempDir())
        let haptics = FakeHaptics()
        let vm = try GameViewModel.newGame(
            setup: setup([(.yellow, .human), (.red, .cpu(level: .medium))], seed: 7),
            store: store, haptics: haptics, strings: Localizer(language: "en"), cpuDelayMs: 0)
        vm.autoRunCpu = false
        var saves = 0
        vm.onSave = { _ in saves += 1 }
        let m = mapper(for: CGSize(width: 390, height: 844), layout: vm.layout)
        var personActions = 0
        var steps = 0
        while !vm.isOver && steps < 4000 {
            steps += 1
            if vm.snapshot.cpuToAct {
                await vm.runCpuTurns()
            } else {
                personStep(vm, m)
                personActions += 1
            }
            XCTAssertNil(vm.error)
        }
        XCTAssertTrue(vm.isOver, "game did not end in \(steps) steps")
        XCTAssertEqual(Set(vm.placements.flatMap { $0 }), [.yellow, .red])
        XCTAssertNil(vm.current)
        XCTAssertTrue(vm.events.contains { if case .gameOver = $0 { return true }; return false })
        XCTAssertTrue(vm.announcement.hasPrefix("Game over. Winner: "), vm.announcement)
        XCTAssertEqual(haptics.played.last, .gameWon)
        XCTAssertTrue(haptics.played.contains(.captureMade) || haptics.played.contains(.move))
        XCTAssertGreaterThanOrEqual(saves, personActions, "autosave after every person action")
        // The autosave is the finished game.
        let resumed = GameViewModel.resume(store: store, cpuDelayMs: 0)
        XCTAssertEqual(resumed?.snapshot, vm.snapshot)
        XCTAssertEqual(vm.diceCounts.map(\.color), [.yellow, .red])
        XCTAssertGreaterThan(vm.diceCounts[0].faces.reduce(0, +), 10)
        // Play again: game 2 starts, the seats stay.
        vm.playAgain()
        XCTAssertEqual(vm.snapshot.gameNumber, 2)
        XCTAssertFalse(vm.isOver)
        XCTAssertEqual(vm.snapshot.seats.map(\.color), [.yellow, .red])
    }

    func testPassAndPlayWithHandoverAndTargetSquareTaps() async throws {
        let vm = try GameViewModel.newGame(
            setup: setup([(.yellow, .human), (.blue, .human), (.red, .human)], seed: 3),
            store: SaveStore(directory: tempDir()), strings: Localizer(language: "hi"), cpuDelayMs: 0)
        XCTAssertFalse(vm.hasCpu)
        let m = mapper(for: CGSize(width: 1366, height: 1024), layout: vm.layout)
        var handovers = 0
        var targetTaps = 0
        var steps = 0
        while !vm.isOver && steps < 6000 {
            steps += 1
            XCTAssertFalse(vm.snapshot.cpuToAct)
            if vm.handover != nil {
                handovers += 1
                XCTAssertFalse(vm.canRoll, "no roll before the next person takes the device")
                vm.acknowledgeHandover()
            }
            if vm.snapshot.phase == .awaitingMove, let h = vm.game.hint(), let target = vm.targets[h.token] {
                // Tap the hinted move's target square (its centre).
                let before = vm.snapshot
                let action = vm.tap(at: m.point(x: target.center.x, y: target.center.y), mapper: m)
                guard case let .move(t) = action else { return XCTFail("target tap gave \(action)") }
                XCTAssertTrue(before.legal.contains { $0.token == t })
                targetTaps += 1
            } else {
                personStep(vm, m)
            }
            XCTAssertNil(vm.error)
        }
        XCTAssertTrue(vm.isOver)
        XCTAssertGreaterThan(handovers, 10)
        XCTAssertGreaterThan(targetTaps, 20)
        XCTAssertFalse(vm.canUndo, "undo is only for games against the CPU")
        XCTAssertEqual(vm.placements.first?.count, 1)
        // Announcements in Hindi.
        XCTAssertTrue(vm.announcement.contains("खेल खत्म"), vm.announcement)
    }

    func testCpuRunsInTheBackgroundWithDelayAndCanBeCancelled() async throws {
        let vm = try GameViewModel.newGame(
            setup: setup([(.yellow, .cpu(level: .easy)), (.red, .cpu(level: .easy))], seed: 11),
            strings: Localizer(language: "en"), cpuDelayMs: 400)
        XCTAssertTrue(vm.snapshot.cpuToAct)
        let start = Date()
        vm.startCpuIfNeeded()
        try await Task.sleep(nanoseconds: 150_000_000)
        XCTAssertTrue(vm.cpuRunning)
        vm.cancelCpu()
        await vm.waitForCpu()
        try await Task.sleep(nanoseconds: 50_000_000)
        XCTAssertFalse(vm.cpuRunning)
        XCTAssertLessThan(Date().timeIntervalSince(start), 0.4 + 0.3)
        let seqAfterCancel = vm.snapshot.nextEventSeq
        // Nothing was applied by the cancelled move; the game is still at the start.
        XCTAssertEqual(vm.game.history(), [])
        // Without delay, the CPUs play the whole game.
        vm.cpuDelayMs = 0
        vm.startCpuIfNeeded()
        await vm.waitForCpu()
        XCTAssertTrue(vm.isOver)
        XCTAssertGreaterThan(vm.snapshot.nextEventSeq, seqAfterCancel)
    }

    func testHintUndoAndSeatHandover() async throws {
        // Yellow starts (fixed), dice: 6 then 3.
        let vm = try GameViewModel.newGame(
            setup: setup([(.yellow, .human), (.red, .cpu(level: .easy))], seed: 5, dice: [6, 3, 1, 1], first: .yellow),
            strings: Localizer(language: "en"), cpuDelayMs: 0)
        vm.autoRunCpu = false
        XCTAssertFalse(vm.canHint)
        vm.roll()
        XCTAssertEqual(vm.snapshot.pendingRoll, 6)
        XCTAssertTrue(vm.canHint)
        vm.showHint()
        let hint = try XCTUnwrap(vm.hint)
        XCTAssertEqual(hint.reason, .leavesBase)
        XCTAssertTrue(vm.announcement.hasPrefix("Hint: token"), vm.announcement)
        vm.move(token: hint.token)
        XCTAssertNil(vm.hint)
        XCTAssertEqual(vm.animation?.points.count, 1, "from base: just the start square")
        XCTAssertTrue(vm.canUndo)
        vm.undo()
        XCTAssertEqual(vm.snapshot.seats[0].tokens, [-1, -1, -1, -1])
        XCTAssertTrue(vm.events.contains { if case .undone = $0 { return true }; return false })
        // Hand yellow to the CPU and take it back.
        vm.setSeat(.yellow, to: .cpu(level: .hard))
        XCTAssertTrue(vm.snapshot.cpuToAct)
        XCTAssertTrue(vm.announcement.contains("CPU"), vm.announcement)
        vm.setSeat(.yellow, to: .human)
        XCTAssertFalse(vm.snapshot.cpuToAct)
        // Undo went back to before the move: the 6 is pending again.
        XCTAssertEqual(vm.snapshot.pendingRoll, 6)
        // An action out of phase is reported, not thrown, and changes nothing.
        let before = vm.snapshot
        vm.roll()
        XCTAssertNotNil(vm.error)
        XCTAssertEqual(vm.snapshot, before)
    }

    func testTurnTimerActsForThePlayer() async throws {
        var rules = defaultRules()
        rules.turnTimeLimitSecs = 30
        let vm = try GameViewModel.newGame(
            setup: setup([(.yellow, .human), (.blue, .human)], seed: 9, rules: rules, first: .yellow),
            strings: Localizer(language: "en"), cpuDelayMs: 0)
        XCTAssertEqual(vm.timeLeft, 30)
        vm.tick(now: Date().addingTimeInterval(10))
        XCTAssertEqual(vm.timeLeft, 20)
        XCTAssertEqual(vm.game.history(), [])
        vm.tick(now: Date().addingTimeInterval(31))
        XCTAssertTrue(vm.events.contains { if case .timedOut(.yellow) = $0 { return true }; return false })
        XCTAssertEqual(vm.game.history().first, "timeout")
    }

    func testTutorialUsesTheScriptedDice() async throws {
        let vm = try GameViewModel.newGame(setup: Tutorial.setup(), strings: Localizer(language: "bn"), cpuDelayMs: 0)
        vm.autoRunCpu = false
        XCTAssertEqual(Tutorial.stepKey(vm), "tutorial.roll")
        vm.roll()
        XCTAssertEqual(vm.snapshot.lastRoll, DieRoll(color: .yellow, roll: 6))
        XCTAssertEqual(Tutorial.stepKey(vm), "tutorial.move_out")
        vm.move(token: 0)
        XCTAssertEqual(Tutorial.stepKey(vm), "tutorial.extra")
        vm.roll()
        XCTAssertEqual(vm.snapshot.pendingRoll, 4)
        XCTAssertEqual(Tutorial.stepKey(vm), "tutorial.move")
        XCTAssertFalse(vm.announcer.strings.text(Tutorial.stepKey(vm)).isEmpty)
    }
}
