import Foundation
import XCTest
@testable import LudoCore
@testable import LudoKit

/// A player that writes down what it was asked to play.
@MainActor
final class RecordingSounds: SoundPlayer {
    var played: [(Sound, Double)] = []
    func play(_ sound: Sound, volume: Double) { played.append((sound, volume)) }
}

/// The front door: one tap from a fresh install to the first roll, Continue resumes the
/// saved game exactly, pass and play, the setup's tiles and house rules in the core's
/// words, and the sounds of a game reaching the player as the setting says.
@MainActor
final class FrontDoorTests: XCTestCase {
    /// "Play vs computer" on a fresh install: one tap (≤ 2) and the person can roll (or a
    /// CPU has started, and the person's first roll follows without another tap).
    func testPlayVsComputerReachesTheFirstRollInOneTap() async throws {
        let app = AppState(store: SaveStore(directory: tempDir()), strings: Localizer(language: "en"))
        await app.homeFilesRead()
        var taps = 0
        app.quickStart(.vsComputer); taps += 1
        let vm = try XCTUnwrap(app.game)
        XCTAssertEqual(app.screen, .game)
        await until("the person may roll") { vm.updates > 0 && vm.canRoll }
        XCTAssertLessThanOrEqual(taps, 2)
        XCTAssertTrue(vm.view.seats.contains { $0.kind == .human })
        XCTAssertTrue(vm.view.seats.contains { if case .cpu = $0.kind { return true }; return false })
        // The roll is on the play screen: the die's hit offers it.
        let frame = try XCTUnwrap(vm.frame(vm.spec(size: CGSize(width: 390, height: 844), dark: false),
                                          now: GameViewModel.nowMs() + 60_000))
        XCTAssertTrue(frame.hits.contains { $0.action == .roll })
        app.goHome()
    }

    /// "Pass and play": people only, the curtain asks to pass the phone when the turn
    /// goes to the next person.
    func testPassAndPlayStartsAGameOfPeople() async throws {
        let app = AppState(store: SaveStore(directory: tempDir()), strings: Localizer(language: "hi"))
        await app.homeFilesRead()
        app.quickStart(.passAndPlay)
        let vm = try XCTUnwrap(app.game)
        XCTAssertTrue(vm.view.seats.allSatisfy { $0.kind == .human })
        XCTAssertGreaterThanOrEqual(vm.view.seats.count, 2)
        var handover = false
        for _ in 0..<200 where !handover {
            if vm.view.handover != nil { handover = true; break }
            if vm.canRoll { await act(vm) { vm.roll() } }
            else if let m = vm.view.moves.first { await act(vm) { vm.move(token: m.token) } }
        }
        XCTAssertTrue(handover, "the phone is passed to the next person")
        app.goHome()
    }

    /// "Continue" reopens the saved game exactly: the same save on disk, the same tokens.
    func testContinueResumesTheSavedGameExactly() async throws {
        let dir = tempDir()
        let app = AppState(store: SaveStore(directory: dir), strings: Localizer(language: "en"))
        await app.homeFilesRead()
        app.quickStart(.vsComputer)
        let vm = try XCTUnwrap(app.game)
        for _ in 0..<6 {
            await until("the person to act") { vm.canRoll || !vm.view.moves.isEmpty }
            if vm.canRoll { await act(vm) { vm.roll() } }
            else if let m = vm.view.moves.first { await act(vm) { vm.move(token: m.token) } }
        }
        let tokens = vm.view.tokens.map { "\($0.color)\($0.token)@\($0.progress)" }
        app.goHome()
        await app.savesWritten()
        let current = dir.appendingPathComponent("current.json")
        let bytes = try Data(contentsOf: current)
        // A new launch: home offers Continue with the game's seats.
        let again = AppState(store: SaveStore(directory: dir), strings: Localizer(language: "en"))
        await again.homeFilesRead()
        let card = try XCTUnwrap(again.continueCard)
        XCTAssertEqual(card.seats.map(\.color), vm.view.seats.map(\.color))
        XCTAssertNotNil(card.saved)
        XCTAssertNotNil(try? saveScene(saveJson: card.json, width: 120, height: 120, theme: .light), "a thumbnail")
        await again.savesWritten()
        XCTAssertEqual(try Data(contentsOf: current), bytes, "home reads, never writes")
        again.resume()
        let resumed = try XCTUnwrap(again.game)
        XCTAssertEqual(resumed.view.tokens.map { "\($0.color)\($0.token)@\($0.progress)" }, tokens)
        again.goHome()
    }

    /// The setup's tiles cycle off → person → each CPU level → off; the house rules are
    /// the core's sentences and follow a preset; a rule changed by hand is Custom.
    func testSetupTilesAndHouseRulesInTheCoresWords() async throws {
        var s = try XCTUnwrap(SetupModel.standard())
        s.seats[.blue] = .off
        s.cycle(.blue)
        XCTAssertEqual(s.seats[.blue], .human)
        s.cycle(.blue)
        XCTAssertEqual(s.seats[.blue], .cpu(SetupModel.levels[0]))
        for _ in SetupModel.levels { s.cycle(.blue) }
        XCTAssertEqual(s.seats[.blue], .off, "back to off after the last level")
        let en = Localizer(language: "en")
        let standard = s.ruleLines(en)
        XCTAssertEqual(standard.count, 12, "one sentence a rule")
        XCTAssertEqual(standard, try rulesInWords(rules: s.rules, players: UInt32(s.seatedCount)).map(en.text))
        s.apply(.quick)
        XCTAssertEqual(s.preset, .quick)
        XCTAssertNotEqual(s.ruleLines(en), standard, "the sentences follow the preset")
        s.rules.exactFinish.toggle()
        XCTAssertNil(s.preset, "a rule changed by hand is Custom")
        XCTAssertTrue(s.ruleLines(Localizer(language: "bn")).allSatisfy { $0.unicodeScalars.contains { (0x0980...0x09FF).contains($0.value) } })
    }

    /// A game's sounds reach the player at the setting's volume; none with Sound off.
    func testTheSoundsFollowTheSetting() async throws {
        let player = RecordingSounds()
        let dir = tempDir()
        let app = AppState(store: SaveStore(directory: dir), strings: Localizer(language: "en"), sounds: player)
        await app.homeFilesRead()
        app.setVolume(0.5)
        app.quickStart(.vsComputer)
        let vm = try XCTUnwrap(app.game)
        await until("the person may roll") { vm.updates > 0 && vm.canRoll }
        await act(vm) { vm.roll() }
        await until("the die is heard") { player.played.contains { $0.0 == .roll } }
        XCTAssertTrue(player.played.allSatisfy { $0.1 == 0.5 })
        app.setSound(false)
        let heard = player.played.count
        await until("the person to act") { vm.canRoll || !vm.view.moves.isEmpty }
        if vm.canRoll { await act(vm) { vm.roll() } } else if let m = vm.view.moves.first { await act(vm) { vm.move(token: m.token) } }
        try await Task.sleep(nanoseconds: 1_500_000_000)
        XCTAssertEqual(player.played.count, heard, "silent with the setting off")
        app.goHome()
        await app.savesWritten()
        let stored = try await storedSettings(app.store)
        XCTAssertEqual(stored.sound, false)
        XCTAssertEqual(stored.volume, 0.5)
        // And a new launch reads them back (off the main thread, with the first home read).
        let again = AppState(store: SaveStore(directory: dir), strings: Localizer(language: "en"))
        await again.homeFilesRead()
        XCTAssertEqual(again.settings.sound, false)
        XCTAssertEqual(again.settings.volume, 0.5)
    }
}
