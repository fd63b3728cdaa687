import Foundation
import XCTest
@testable import LudoCore
@testable import LudoKit

/// The view model plays whole games through the core's table (`LudoTable`, the real Rust
/// library): inputs go in, updates come back through the listener on the table's
/// delivery thread and are drawn, spoken, felt and saved on the main actor.
/// (@MainActor test classes use `async` test methods: Linux test discovery needs that.)
@MainActor
final class GameViewModelTests: XCTestCase {
    /// One decision of a person by tapping the play screen (the core's scene, once its
    /// motion has settled): the die to roll, else a movable token (the hinted one when
    /// there is a hint), at the centre of its hit area.
    private func personStep(_ vm: GameViewModel, _ size: CGSize) async {
        guard let frame = vm.frame(vm.spec(size: size, dark: false), now: GameViewModel.nowMs() + 60_000) else {
            return XCTFail("no frame")
        }
        let token = vm.view.hint?.token ?? vm.view.moves.first?.token
        let want: (SceneAction) -> Bool = { a in
            if vm.canRoll { return a == .roll }
            if case let .move(t) = a { return t == token }
            return false
        }
        guard let hit = frame.hits.first(where: { want($0.action) && $0.role != .square }) else {
            return XCTFail("a person to act who can neither roll nor move: \(vm.view.phase)")
        }
        await act(vm) { vm.tap(x: Double(hit.x + hit.w / 2), y: Double(hit.y + hit.h / 2)) }
    }

    /// After a shared 2nd the game-over list says "4." (the core's place), where it once
    /// said "3." (the group's index).
    func testTheGameOverListShowsTheCoresPlaceAfterASharedOne() async {
        let en = Localizer(language: "en")
        let names = Announcer(strings: en)
        let groups = [PlaceGroup(place: 1, colors: [.yellow]), PlaceGroup(place: 2, colors: [.blue, .red]),
                      PlaceGroup(place: 4, colors: [.green])]
        let lines = groups.map { GameViewModel.placeLine($0, strings: en, name: names.color) }
        XCTAssertEqual(lines.map { $0.split(separator: " ").first.map(String.init) }, ["1.", "2.", "4."])
        XCTAssertEqual(lines[1], "2. \(names.color(.blue)), \(names.color(.red))")
        XCTAssertEqual(lines[2], "4. \(names.color(.green))")
    }

    /// The table's settings are the core's defaults (`tableSettingsDefault()`: the CPU's
    /// node budget, as on Android) with the app's pacing; the app writes no budget of its own.
    func testTheTableSettingsAreTheCoresDefaultsWithTheAppsPace() async throws {
        let core = try tableSettingsDefault()
        let s = GameViewModel.Options(cpuDelayMs: 650).settings
        XCTAssertEqual(s.cpuMaxNodes, core.cpuMaxNodes)
        var want = core
        want.cpuDelayMs = 650
        want.handoverPrompt = true
        XCTAssertEqual(s, want)
        // The record's declared defaults (the fallback; core/src/ffi/table_types.rs) say the same.
        XCTAssertEqual(TableSettings(), core)
    }

    /// Issue 34: moves jumped when the CPU pause was short. The CPU waits for the core's
    /// motion whatever the pause (the settings allow 0 ms), with the core's durations
    /// (no per-square delay of the app's own, the core's default), shorter under Reduce
    /// Motion, as on Android.
    func testTheCpuWaitsForTheCoresMotionWhateverThePause() async throws {
        let core = try tableSettingsDefault()
        for pause: UInt32 in [0, 200, 3000] {
            let s = GameViewModel.Options(cpuDelayMs: pause).settings
            XCTAssertTrue(s.waitForMotion, "pause \(pause) ms")
            XCTAssertFalse(s.reduceMotion)
            XCTAssertEqual(s.stepDelayMs, core.stepDelayMs)
        }
        XCTAssertTrue(GameViewModel.Options(cpuDelayMs: 0, reduceMotion: true).settings.reduceMotion)
        // The app's path: the settings' pause of 0 and the system's Reduce Motion reach the table.
        let app = AppState(store: SaveStore(directory: tempDir()), strings: Localizer(language: "en"))
        app.setCpuDelay(ms: 0)
        app.reduceMotion = true
        let s = app.gameOptions().settings
        XCTAssertEqual(s.cpuDelayMs, 0)
        XCTAssertTrue(s.waitForMotion)
        XCTAssertTrue(s.reduceMotion)
    }

    func testFullGameAgainstTheCpuThroughTheTable() async throws {
        let store = await openStore()
        let haptics = FakeHaptics()
        let vm = try GameViewModel.newGame(setup: setup([(.yellow, .human), (.red, .cpu(level: .medium))], seed: 7),
                                           options(store: store, haptics: haptics))
        var updates: [TableUpdate] = []
        vm.onUpdate = { updates.append($0) }
        await settle(vm)
        let m = CGSize(width: 390, height: 844)
        var steps = 0
        while !vm.isOver && steps < 3000 {
            steps += 1
            await personStep(vm, m)
        }
        XCTAssertTrue(vm.isOver, "game did not end in \(steps) person steps")
        XCTAssertEqual(Set(vm.placements.flatMap { $0 }), [.yellow, .red])
        XCTAssertEqual(vm.placeGroups.map(\.colors), vm.placements, "the numbered groups are the placements")
        XCTAssertEqual(vm.placeGroups.map(\.place), [1, 2])
        XCTAssertTrue(vm.events.contains { if case .gameOver = $0 { return true }; return false })
        // The CPU's moves were announced too, not only the person's.
        XCTAssertTrue(vm.events.contains { if case .moved(.red, _, _, _, _, _) = $0 { return true }; return false })
        let spoken = updates.flatMap(\.announcements).count
        XCTAssertGreaterThan(spoken, vm.events.count / 2)
        XCTAssertEqual(vm.pendingSpeech.count, spoken, "every announcement is queued for VoiceOver")
        XCTAssertEqual(vm.spoken, spoken)
        // Feedback: the person's rolls and moves; winning only when the person won.
        XCTAssertTrue(haptics.played.contains(.roll))
        XCTAssertTrue(haptics.played.contains(.move))
        XCTAssertEqual(haptics.played.contains(.gameWon), vm.placements.first == [.yellow])
        // The dice are checked at the end and the result says so (the core's text).
        XCTAssertEqual(vm.view.diceVerified, true)
        XCTAssertEqual(vm.view.diceCheck, Message(key: "dice.verified", args: []), "the core's line")
        XCTAssertEqual(vm.diceVerifiedText, try localize(message: Message(key: "dice.verified", args: []), locale: "en"))
        XCTAssertNil(vm.diceCodeText, "the code is shown before the first roll only")
        // The table wrote its saves; the last one on disk is the finished game, which the
        // update hands over to be recorded.
        let last = try XCTUnwrap(updates.last?.finishedGame)
        let onDisk = try await saved(store) // the store's writer put it on disk off the main thread
        XCTAssertEqual(onDisk, last)
        XCTAssertEqual(try inspectSave(json: last).finished, true)
        XCTAssertFalse(vm.saveFailed)
        // Play again: game 2 starts, the seats stay.
        vm.playAgain()
        await until("game 2") { vm.view.gameNumber == 2 }
        XCTAssertFalse(vm.isOver)
        XCTAssertEqual(vm.view.seats.map(\.color), [.yellow, .red])
        vm.close()
    }

    /// A failing core call for the CPU levels does not stop the app: the setup offers the
    /// medium level alone (as Android does).
    func testTheLevelsFallBackToMediumWhenTheCoreFails() async {
        XCTAssertEqual(SetupModel.offeredLevels { throw LudoError.Internal(reason: "broken") }, [.medium])
        XCTAssertEqual(SetupModel.offeredLevels { [] }, [.medium])
        XCTAssertEqual(SetupModel.offeredLevels(cpuLevels), SetupModel.levels)
    }

    /// The setup screen's presets, turn timers and exit faces are the core's lists in the
    /// core's order and words (`setupChoices()`, the same on Android and the terminal): a
    /// list of the app's own fails here.
    func testTheSetupListsAreTheCores() async throws {
        let core = try setupChoices()
        XCTAssertEqual(SetupModel.presets.map(\.preset), core.presets.map(\.preset))
        XCTAssertEqual(SetupModel.presets.map(\.preset), [.standard, .quick, .tactical])
        let en = Localizer(language: "en"), hi = Localizer(language: "hi")
        XCTAssertEqual(SetupModel.presets.map { en.text($0.label) }, ["Standard", "Quick", "Tactical"])
        XCTAssertEqual(SetupModel.presets.map { hi.text($0.label) }, ["मानक", "झटपट", "रणनीतिक"])
        XCTAssertEqual(SetupModel.timerOptions.map(\.secs), [nil, 30, 60])
        XCTAssertEqual(SetupModel.timerOptions.map { en.text($0.label) }, ["No limit", "30 seconds", "60 seconds"])
        XCTAssertEqual(SetupModel.exitFaces, [1, 2, 3, 4, 5, 6])
        // Rules that match no preset are named by the core (not the app's own "Custom").
        let custom = try XCTUnwrap(SetupModel.customLabel)
        XCTAssertEqual(en.text(custom), "Custom")
        XCTAssertEqual(Localizer(language: "bn").text(custom), "নিজস্ব নিয়ম")
        let s = try XCTUnwrap(SetupModel.standard())
        XCTAssertEqual(s.preset, core.defaultPreset)
        XCTAssertEqual(s.rules.turnTimeLimitSecs, core.defaultTimer)
        XCTAssertEqual(s.rules.exitNumbers, core.exitNumbers.defaultFaces)
    }

    /// Any set of exit faces, as on Android: the core toggles them and refuses to clear
    /// the last one (the rules stay as they were).
    func testExitFacesToggleThroughTheCore() async throws {
        var s = try XCTUnwrap(SetupModel.standard())
        XCTAssertTrue(s.toggleExitNumber(3))
        XCTAssertEqual(s.rules.exitNumbers, [3, 6])
        XCTAssertTrue(s.toggleExitNumber(6))
        XCTAssertEqual(s.rules.exitNumbers, [3])
        XCTAssertFalse(s.toggleExitNumber(3))
        XCTAssertEqual(s.rules.exitNumbers, [3])
        XCTAssertFalse(s.toggleExitNumber(7))
        XCTAssertEqual(s.rules.exitNumbers, [3])
        // The timer set on a preset keeps the preset (the timer is no part of one).
        s.apply(.quick)
        s.rules.turnTimeLimitSecs = 30
        XCTAssertEqual(s.preset, .quick)
        XCTAssertEqual(s.rules.exitNumbers, [1, 6])
    }

    /// The top level (rollouts in the core, up to about a second a move) plays through the
    /// table like any CPU: its moves arrive through the listener while the person plays.
    /// The setup offers it last, from the core's list, with the catalog's name.
    func testAMasterSeatPlaysThroughTheTable() async throws {
        XCTAssertEqual(SetupModel.levels, [.random, .easy, .medium, .hard, .expert, .master])  // master: offered
        XCTAssertEqual(Announcer(strings: Localizer(language: "hi")).level(.master), "उस्ताद")
        let vm = try GameViewModel.newGame(setup: setup([(.yellow, .human), (.red, .cpu(level: .master))], seed: 7),
                                           options())
        await settle(vm)
        let m = CGSize(width: 390, height: 844)
        func redMoves() -> Int {
            vm.events.filter { if case .moved(.red, _, _, _, _, _) = $0 { return true }; return false }.count
        }
        var steps = 0
        while !vm.isOver && redMoves() < 5 && steps < 3000 {
            steps += 1
            await personStep(vm, m)
        }
        XCTAssertGreaterThanOrEqual(redMoves(), 5, "master moved in \(steps) person steps")
        vm.close()
    }

    /// The dice commitment's code shows until the first roll, in the core's words; the
    /// result is not claimed while the game runs; the lesson's scripted dice have no code.
    func testDiceCodeUntilTheFirstRoll() async throws {
        let vm = try GameViewModel.newGame(setup: setup([(.yellow, .human), (.red, .cpu(level: .easy))], seed: 11,
                                                        first: .yellow), options(language: "hi"))
        await settle(vm)
        let code = try XCTUnwrap(vm.view.diceCode)
        XCTAssertEqual(code.count, 14, code)
        let line = Message(key: "dice.code", args: [.text(value: code)])
        XCTAssertEqual(vm.view.diceCodeLine, line, "the core sends the line, the bare code stays for copying")
        let expected = try localize(message: line, locale: "hi")
        XCTAssertEqual(vm.diceCodeText, expected)
        XCTAssertTrue(try XCTUnwrap(vm.diceCodeText).contains(code))
        XCTAssertNil(vm.diceVerifiedText)
        await act(vm) { vm.roll() }
        XCTAssertNil(vm.diceCodeText, "gone after the first roll")
        XCTAssertNil(vm.view.diceCode, "the core offers the code only until the first roll (the save keeps it)")
        XCTAssertNil(vm.diceVerifiedText, "nothing is verified while the game runs")
        vm.close()

        let lesson = try GameViewModel.tutorial(options())
        await settle(lesson)
        XCTAssertNil(lesson.diceCodeText)
        lesson.close()
    }

    /// Words and stirring taps are mixed into the dice before the first roll: the core
    /// offers it, says what was mixed (in the chosen language), keeps the code, saves the
    /// words, and refuses once a die was rolled.
    func testWordsAndTapsMixIntoTheDiceBeforeTheFirstRoll() async throws {
        let store = await openStore()
        let vm = try GameViewModel.newGame(setup: setup([(.yellow, .human), (.red, .cpu(level: .easy))], seed: 11,
                                                        first: .yellow), options(store: store, language: "bn"))
        await settle(vm)
        let code = try XCTUnwrap(vm.view.diceCode)
        XCTAssertTrue(vm.canMixDice)
        XCTAssertNil(vm.diceMixedText)
        var n = vm.updates
        vm.mixDice("rain on the roof")
        await until("the words are mixed") { vm.updates > n }
        XCTAssertNil(vm.refusal)
        let said = Message(key: "dice.mixed", args: [.text(value: "“rain on the roof”")])
        XCTAssertEqual(vm.diceMixedText, try localize(message: said, locale: "bn"))
        XCTAssertEqual(vm.log.last, vm.diceMixedText, "and it is said")
        XCTAssertEqual(vm.view.diceCode, code, "the code stays")
        let withWords = try await saved(store)
        XCTAssertTrue(try XCTUnwrap(withWords).contains("rain on the roof"))
        // Taps on the stirring pad become one entry: times and points as text.
        vm.stir(at: CGPoint(x: 10.4, y: 20.6), ms: 0)
        vm.stir(at: CGPoint(x: 99, y: 5), ms: 412)
        XCTAssertEqual(vm.stirring, "0@10,21 412@99,5")
        n = vm.updates
        vm.mixStirring()
        await until("the taps are mixed") { vm.updates > n }
        XCTAssertEqual(vm.stirring, "")
        XCTAssertEqual(vm.view.diceMixed?.args, [.text(value: "“rain on the roof”, “0@10,21 412@99,5”")])
        // A pad tapped for long is cut at what the core takes.
        for i in 0..<200 { vm.stir(at: CGPoint(x: 100, y: 100), ms: 1000 + i) }
        XCTAssertLessThanOrEqual(vm.stirring.utf8.count, 256)
        // After the first roll the core refuses and the view model stops offering it.
        await act(vm) { vm.roll() }
        XCTAssertFalse(vm.canMixDice)
        n = vm.updates
        vm.mixStirring()
        await until("the refusal") { vm.updates > n }
        XCTAssertNotNil(vm.refusal)
        let afterRoll = try await saved(store)
        XCTAssertFalse(try XCTUnwrap(afterRoll).contains("1000@100,100"))
        vm.close()
    }

    func testPassAndPlayWithAPauseInTheMiddle() async throws {
        var rules = try defaultRules()
        rules.turnTimeLimitSecs = 60
        let store = await openStore()
        let vm = try GameViewModel.newGame(
            setup: setup([(.yellow, .human), (.blue, .human), (.red, .human)], seed: 3, rules: rules),
            options(store: store, language: "hi"))
        await settle(vm)
        let m = CGSize(width: 1366, height: 1024)
        var handovers = 0, targetTaps = 0, steps = 0
        var paused = false
        while !vm.isOver && steps < 6000 {
            steps += 1
            if let to = vm.view.handover {
                handovers += 1
                XCTAssertFalse(vm.canRoll, "no roll before the next person takes the device")
                XCTAssertFalse(vm.view.timer?.running ?? false, "no clock while the device changes hands")
                vm.acknowledgeHandover()
                await until("\(to) has the device") { vm.view.handover == nil }
                continue
            }
            if !paused && steps > 40 && vm.canRoll {
                paused = true
                try await pauseInTheMiddle(vm, store)
            }
            // Each move's button says its token, in Hindi, and "will capture" exactly when it does.
            XCTAssertEqual(vm.moveLabels.count, vm.view.moves.count)
            for (mv, label) in zip(vm.view.moves, vm.moveLabels) {
                XCTAssertTrue(label.hasPrefix("मोहरा \(mv.token + 1) को "), label)
                XCTAssertEqual(label.contains("पकड़ेगा"), !mv.captures.isEmpty, label)
            }
            let frame = vm.frame(vm.spec(size: m, dark: false), now: GameViewModel.nowMs() + 60_000)
            if let target = frame?.hits.first(where: { $0.role == .square }) {
                // Tap the landing square of a legal move (its centre).
                await act(vm) { vm.tap(x: Double(target.x + target.w / 2), y: Double(target.y + target.h / 2)) }
                targetTaps += 1
            } else {
                await act(vm) { vm.roll() }
            }
        }
        XCTAssertTrue(paused)
        XCTAssertTrue(vm.isOver)
        XCTAssertGreaterThan(handovers, 10)
        XCTAssertGreaterThan(targetTaps, 20)
        XCTAssertFalse(vm.view.canUndo, "undo is only for games against the CPU")
        XCTAssertFalse(vm.events.contains { if case .timedOut = $0 { return true }; return false })
        // Announcements in Hindi (the core's catalog through Core.strings).
        XCTAssertTrue(vm.log.contains { $0.contains("खेल") }, vm.log.last ?? "")
        vm.close()
    }

    /// Pause (the app goes to the background): the clock stops, inputs are refused and
    /// change nothing, the save keeps the time left; resume: the clock runs again.
    private func pauseInTheMiddle(_ vm: GameViewModel, _ store: SaveStore) async throws {
        let before = vm.view
        vm.pause()
        await until("paused") { vm.view.paused }
        let timer = try XCTUnwrap(vm.view.timer)
        XCTAssertFalse(timer.running)
        XCTAssertFalse(vm.canRoll)
        vm.roll()
        await until("the roll refused") { vm.refusal != nil }
        XCTAssertEqual(vm.view.nextEventSeq, before.nextEventSeq, "a refused input changes nothing")
        XCTAssertEqual(vm.view.tokens, before.tokens)
        // Killed now and reopened: the same position, the clock with the time it had (the
        // pause update's save, written by the table through the store).
        let onDisk = try await saved(store)
        let text = try XCTUnwrap(onDisk)
        let reopened = try GameViewModel.load(json: text, options())
        await settle(reopened)
        XCTAssertEqual(reopened.view.tokens, before.tokens)
        let again = try XCTUnwrap(reopened.view.timer, "a timer on the first turn after reopening")
        XCTAssertTrue(again.running)
        XCTAssertLessThanOrEqual(again.remainingMs, timer.remainingMs)
        XCTAssertGreaterThan(again.remainingMs, timer.remainingMs - 5_000)
        reopened.close()
        // Back in the foreground.
        vm.resume()
        await until("resumed") { !vm.view.paused }
        XCTAssertTrue(vm.view.timer?.running ?? false)
        XCTAssertTrue(vm.canRoll)
    }

    /// A CPU capturing the person's token: the whole batch is spoken, in order (its move,
    /// the capture, its extra roll), and the person feels the capture.
    func testAnnouncementBatchOfACpuCaptureIsSpokenInFull() async throws {
        // As the core's test: Yellow (person) 6 out, 5, then 5, 5 to square 16; Blue
        // (easy CPU) passes twice, then 6 out onto square 14 and 2 onto square 16.
        let haptics = FakeHaptics()
        let vm = try GameViewModel.newGame(
            setup: setup([(.yellow, .human), (.blue, .cpu(level: .easy))], seed: 7, dice: [6, 5, 2, 5, 3, 5, 6, 2], first: .yellow),
            options(haptics: haptics))
        var updates: [TableUpdate] = []
        vm.onUpdate = { updates.append($0) }
        await settle(vm)
        for _ in 0..<4 {
            await act(vm) { vm.roll() }
            await act(vm) { vm.move(token: 0) } // then the CPU's turns, if it is Blue's
        }
        await until("Blue's capture") { vm.events.contains { if case .captured = $0 { return true }; return false } }
        let batch = try XCTUnwrap(updates.first { $0.events.contains { if case .captured = $0.event { return true }; return false } })
        XCTAssertEqual(batch.announcements.map(\.key), ["event.moved", "event.captured", "event.extra_roll_because"])
        let texts = batch.announcements.map(vm.strings.text)
        XCTAssertEqual(texts[1], "Blue captured Yellow's token 1: back to base.")
        // All three queued for VoiceOver, one after the other, none dropped.
        let queue = vm.pendingSpeech
        let start = try XCTUnwrap(queue.firstIndex(of: texts[0]))
        XCTAssertEqual(Array(queue[start..<min(start + 3, queue.count)]), texts)
        XCTAssertEqual(vm.takeSpeech(), queue)
        XCTAssertEqual(vm.pendingSpeech, [])
        XCTAssertEqual(batch.feedback, [.tokenCaptured])
        XCTAssertTrue(haptics.played.contains(.tokenCaptured))
        vm.close()
    }

    func testHintUndoAndSeatHandoverByColour() async throws {
        // A long CPU pause: handing yellow back must cancel the CPU turn before it is due.
        let vm = try GameViewModel.newGame(
            setup: setup([(.yellow, .human), (.red, .cpu(level: .easy))], seed: 5, dice: [6, 3, 1, 1], first: .yellow),
            options(cpuDelayMs: 5_000))
        await settle(vm)
        XCTAssertFalse(vm.view.canHint)
        await act(vm) { vm.roll() }
        XCTAssertEqual(vm.view.die.face, 6)
        XCTAssertTrue(vm.view.canHint)
        // The move buttons' texts are the core's short labels, not the board's VoiceOver
        // sentence of the target square ("…. Token 1 moves here.").
        XCTAssertEqual(vm.moveLabels, vm.view.moves.map { "Move token \($0.token + 1) to Yellow's start, square 1, safe square" })
        XCTAssertEqual(vm.view.moves.count, 4)
        let n = vm.updates
        vm.showHint()
        await until("the hint") { vm.updates > n }
        let hint = try XCTUnwrap(vm.view.hint)
        XCTAssertEqual(hint.reason, .leavesBase)
        XCTAssertEqual(vm.log.last, vm.hintText, "the hint is spoken")
        await act(vm) { vm.move(token: hint.token) }
        XCTAssertNil(vm.view.hint)
        // The move's motion: the hop to the start square is heard once.
        XCTAssertEqual(vm.lastCues.filter { $0.sound == .hop }.count, 1, "from base: just the start square")
        XCTAssertTrue(vm.view.canUndo)
        let undone = vm.view.nextEventSeq
        vm.undo()
        await until("undone") { vm.view.nextEventSeq > undone }
        XCTAssertEqual(vm.view.tokens.filter { $0.color == .yellow }.map(\.progress), [-1, -1, -1, -1])
        XCTAssertEqual(vm.view.die.face, 6, "undo went back to before the move: the 6 is pending again")
        // Hand yellow to the CPU twice (by colour: the second press changes nothing), then take it back.
        // The level is the core's (the one a timed-out seat gets), not the app's.
        vm.handToCpu(.yellow)
        vm.handToCpu(.yellow)
        await until("yellow is a CPU") { vm.view.seats.first?.canTakeBack == true }
        XCTAssertEqual(vm.view.seats.map(\.kind), [.cpu(level: .medium), .cpu(level: .easy)])
        vm.setSeat(.yellow, to: .human)
        await until("yellow is a person again") { vm.view.seats.first?.kind == .human }
        await settle(vm)
        // The CPU turn was cancelled by the hand-back: nothing moved, the 6 still waits.
        XCTAssertEqual(vm.view.tokens.filter { $0.color == .yellow }.map(\.progress), [-1, -1, -1, -1])
        XCTAssertEqual(vm.view.die.face, 6)
        XCTAssertTrue(vm.view.personToAct)
        // An action out of turn is refused with a reason, and changes nothing.
        let before = vm.view
        if vm.view.phase == .awaitingMove { vm.roll() } else { vm.move(token: 3) }
        await until("refused") { vm.refusal != nil }
        XCTAssertEqual(vm.view.nextEventSeq, before.nextEventSeq)
        vm.close()
    }

    /// The lesson is the core's: scripted dice, a tip per step, saved to its own slot.
    func testTheLessonIsTheCores() async throws {
        let store = await openStore()
        let vm = try GameViewModel.tutorial(options(store: store, language: "bn"))
        await settle(vm)
        XCTAssertTrue(vm.isTutorial)
        XCTAssertEqual(vm.view.tutorial?.step, .rollFirst)
        XCTAssertFalse(try XCTUnwrap(vm.tipText).isEmpty)
        await act(vm) { vm.roll() }
        XCTAssertEqual(vm.view.die.face, 6)
        XCTAssertEqual(vm.view.tutorial?.step, .bringOut)
        var steps = 0
        while vm.view.tutorial?.done != true && steps < 100 {
            steps += 1
            if vm.canRoll { await act(vm) { vm.roll() } } else if let t = vm.view.moves.first?.token { await act(vm) { vm.move(token: t) } }
        }
        XCTAssertEqual(vm.view.tutorial?.step, .done)
        XCTAssertTrue(vm.view.canPlayAgain)
        // Saved to the lesson's slot only (`tutorial.json`): the game's save is untouched.
        let noGame = try await saved(store, .game)
        XCTAssertNil(noGame)
        let lessonOnDisk = try await saved(store, .lesson)
        let lesson = try XCTUnwrap(lessonOnDisk)
        XCTAssertTrue(try inspectSave(json: lesson).tutorial)
        XCTAssertTrue(FileManager.default.fileExists(atPath: store.directory.appendingPathComponent("tutorial.json").path))
        XCTAssertTrue(vm.updates > 0 && !vm.saveFailed)
        vm.close()
    }
}
