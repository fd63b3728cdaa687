import Foundation
import XCTest
@testable import LudoCore
@testable import LudoKit

/// The game review screen's model runs the core's review (the real Rust library, on its
/// threads) of the golden finished game and arranges the result for the views.
@MainActor
final class ReviewViewModelTests: XCTestCase {
    private func finishedSave() throws -> String {
        let dir = try XCTUnwrap(goldenDir(), "golden files not staged")
        return try String(contentsOf: dir.appendingPathComponent("saves/finished.save.json"), encoding: .utf8)
    }

    /// Few rollouts: the review's numbers are rough, its shape is what is checked.
    private let quick = ReviewOptions(rollouts: 2, seed: 5, allSeats: false)

    func testReviewOfTheGoldenFinishedGame() async throws {
        let json = try finishedSave()
        let people = Set(try inspectSave(json: json).seats.filter { $0.kind == .human }.map(\.color))
        XCTAssertFalse(people.isEmpty)
        let vm = ReviewViewModel(saveJSON: json, strings: Localizer(language: "en"), options: quick)
        var sawProgress = false
        await until("the review") {
            if vm.phase == .running && vm.done > 0 && vm.done < vm.total { sawProgress = true }
            return vm.phase != .running
        }
        XCTAssertEqual(vm.phase, .finished, vm.errorText ?? "")
        XCTAssertTrue(sawProgress || vm.total <= 1, "progress was reported while the review ran")
        XCTAssertGreaterThan(vm.decisions.count, 10)
        XCTAssertEqual(vm.total, UInt32(vm.decisions.count))
        XCTAssertEqual(vm.fraction, 1)
        // Only the person's decisions, in the order played.
        XCTAssertTrue(vm.decisions.allSatisfy { people.contains($0.player) }, "\(vm.decisions.map(\.player))")
        XCTAssertEqual(vm.decisions.map(\.action), vm.decisions.map(\.action).sorted())
        // Every seat of the game at every decision, chances 0...1 that add up to
        // about 1: the graph's points.
        let seats = try inspectSave(json: json).seats.map(\.color)
        for d in vm.decisions {
            XCTAssertEqual(d.winChances.map(\.color), seats)
            XCTAssertTrue(d.winChances.allSatisfy { (0...1).contains($0.winChance) })
            XCTAssertEqual(d.winChances.map(\.winChance).reduce(0, +), 1, accuracy: 0.02)
        }
        // The core's graph: a line per seat through every decision (and its outline),
        // the chances and the list's first and last numbers on the axes; a selected
        // decision's number written under its mark.
        let size = CGSize(width: 343, height: 180)
        let graph = try XCTUnwrap(vm.graphFrame(size: size, dark: false))
        XCTAssertEqual(graph.width, 343)
        let texts = { (f: SceneFrame) in f.prims.compactMap { p -> String? in
            if case let .text(text, _, _, _, _, _, _, _, _) = p { return text } else { return nil } } }
        XCTAssertEqual(texts(graph), ["0%", "50%", "100%", "1", "\(vm.decisions.count)"])
        let lines = graph.prims.filter { p in
            if case let .path(points, _, _) = p { return points.count == 2 * vm.decisions.count } else { return false } }
        XCTAssertEqual(lines.count, 2 * seats.count)
        vm.select(1)
        XCTAssertTrue(texts(try XCTUnwrap(vm.graphFrame(size: size, dark: true))).contains("2"))
        vm.select(nil)
        // Each row in words with its verdict; a better move named only below "good".
        for d in vm.decisions {
            let text = vm.decisionText(d)
            XCTAssertTrue(text.lowercased().contains(vm.verdictText(d.verdict).lowercased()), text)
            XCTAssertEqual(text.contains("Better:"), [.inaccuracy, .mistake, .blunder].contains(d.verdict), text)
            // The core's words: 0% and 100% only once first place is taken.
            if !d.decided { XCTAssertFalse(text.contains(" 100%") || text.contains(" 0%"), text) }
        }
        XCTAssertTrue(vm.decisionText(vm.decisions[0]).hasPrefix("1. "), vm.decisionText(vm.decisions[0]))
        XCTAssertEqual(vm.verdictText(.blunder), "Blunder")
        XCTAssertTrue(vm.graphSummary().contains("Yellow") || vm.graphSummary().contains("Blue"), vm.graphSummary())
        vm.close()
        XCTAssertEqual(vm.phase, .finished, "closing a finished review keeps it")
    }

    func testSelectingADecisionShowsItsPosition() async throws {
        let vm = ReviewViewModel(saveJSON: try finishedSave(), strings: Localizer(language: "en"), options: quick)
        await until("the review") { vm.phase != .running }
        XCTAssertNil(vm.position)
        let i = vm.decisions.firstIndex { $0.verdict != .best } ?? 0
        vm.select(i)
        XCTAssertEqual(vm.selected, i)
        let p = try XCTUnwrap(vm.position)
        let d = vm.decisions[i]
        XCTAssertEqual(p.decision, d)
        // The board before the move (the core's spots after `action` actions), the move
        // played from the token's spot through its squares, the better move likewise.
        XCTAssertEqual(p.spots, try positionSpots(saveJson: vm.saveJSON, step: d.action))
        let from = try XCTUnwrap(p.spots.first { $0.color == d.player && $0.token == d.played.token })
        XCTAssertEqual(p.played.first, from.center)
        XCTAssertGreaterThanOrEqual(p.played.count, 2)
        XCTAssertEqual(p.best.isEmpty, d.best == d.played)
        // The moved token stands at the played line's end after the move.
        let after = try positionSpots(saveJson: vm.saveJSON, step: d.action + 1)
        let moved = try XCTUnwrap(after.first { $0.color == d.player && $0.token == d.played.token })
        let end = try XCTUnwrap(p.played.last)
        let square = try XCTUnwrap(p.layout.squares.first { $0.id == moved.square })
        XCTAssertEqual(end, square.center)
        // Drawable: the core's still board of the decision, on the same replayer as the game.
        let frame = try XCTUnwrap(p.frame(size: CGSize(width: 300, height: 300), dark: false))
        var canvas = RecordingCanvas()
        SceneReplayer.replay(frame, on: &canvas)
        XCTAssertGreaterThan(canvas.calls.count, p.spots.count * 4, "board, tokens, the moves marked")
        vm.select(vm.decisions.count) // out of range: nothing selected
        XCTAssertNil(vm.selected)
        XCTAssertNil(vm.position)
        vm.select(0)
        vm.select(nil)
        XCTAssertNil(vm.position)
        vm.close()
    }

    /// Cancelling stops the core's review: with 10,000 rollouts a move it would run for
    /// hours, so only a working cancel ends it; the core confirms with `Cancelled`.
    func testCancelStopsTheReview() async throws {
        let vm = ReviewViewModel(saveJSON: try finishedSave(), strings: Localizer(language: "en"),
                                 options: ReviewOptions(rollouts: 10_000, seed: 1, allSeats: true))
        XCTAssertEqual(vm.phase, .running)
        vm.cancel()
        await until("the core confirms the cancel") { vm.phase != .running }
        XCTAssertEqual(vm.phase, .cancelled)
        XCTAssertTrue(vm.decisions.isEmpty)
        XCTAssertNil(vm.graphFrame(size: CGSize(width: 300, height: 160), dark: false))
        vm.close()
        XCTAssertEqual(vm.phase, .cancelled)
    }

    /// Leaving the screen mid-review: cancelled at once, nothing arrives afterwards.
    func testClosingMidReview() async throws {
        let vm = ReviewViewModel(saveJSON: try finishedSave(), strings: Localizer(language: "en"), options: quick)
        vm.close()
        XCTAssertEqual(vm.phase, .cancelled)
        try await Task.sleep(nanoseconds: 300_000_000)
        XCTAssertEqual(vm.phase, .cancelled)
        XCTAssertTrue(vm.decisions.isEmpty)
    }

    func testABadSaveFailsInWords() async {
        let vm = ReviewViewModel(saveJSON: "{\"not\": \"a save\"}", strings: Localizer(language: "hi"), options: quick)
        XCTAssertEqual(vm.phase, .failed)
        XCTAssertEqual(vm.errorText, Localizer(language: "hi").text("review.failed"))
        XCTAssertNotEqual(vm.errorText, "review.failed")
    }

    /// The review is reachable from a saved game (home) and from the result screen, and
    /// leaving it cancels it and goes back where it came from.
    func testReachableFromHomeAndFromTheResult() async throws {
        let json = try finishedSave()
        let store = SaveStore(directory: tempDir())
        let app = AppState(store: store, strings: Localizer(language: "en"))
        await app.homeFilesRead()
        XCTAssertFalse(app.canReview, "nothing saved, nothing to review")
        _ = try await store.run("test: save") { try $0.save(slot: .game, json: json) }
        let home = AppState(store: store, strings: Localizer(language: "en"))
        await home.homeFilesRead()
        XCTAssertTrue(home.canReview)
        XCTAssertFalse(home.canResume, "a finished game is reviewed, not resumed")
        home.reviewSaved()
        XCTAssertEqual(home.screen, .review)
        let first = try XCTUnwrap(home.review)
        XCTAssertEqual(first.saveJSON, json)
        XCTAssertEqual(first.phase, .running)
        home.closeReview()
        XCTAssertEqual(home.screen, .home)
        XCTAssertNil(home.review)
        XCTAssertEqual(first.phase, .cancelled, "leaving the screen cancels the review")

        // From the result screen of the (finished) game on screen.
        home.resume()
        let game = try XCTUnwrap(home.game)
        XCTAssertTrue(game.isOver)
        home.reviewGame()
        XCTAssertEqual(home.screen, .review)
        XCTAssertEqual(try inspectSave(json: try XCTUnwrap(home.review?.saveJSON)).actions,
                       try inspectSave(json: json).actions)
        home.closeReview()
        XCTAssertEqual(home.screen, .game)
        XCTAssertTrue(home.game === game, "the game stays open under the review")
        home.goHome()
        await home.homeFilesRead()
    }

    /// A recorded game in the records' history opens its review (as on Android): the
    /// save as recorded, read from the records off the main thread; back goes to the
    /// records. An id the records do not know opens nothing and says so in words.
    func testReachableFromTheRecordsHistory() async throws {
        let json = try finishedSave()
        let app = AppState(store: SaveStore(directory: tempDir()), strings: Localizer(language: "en"))
        await app.homeFilesRead()
        let records = try XCTUnwrap(app.records, app.recordsError ?? "")
        _ = try records.records.recordFinished(saveJson: json)
        app.openRecords()
        await records.settled() // read on the records' queue
        let entry = try XCTUnwrap(records.history.first)
        await app.reviewRecorded(entry.gameId)
        XCTAssertEqual(app.screen, .review)
        let review = try XCTUnwrap(app.review)
        XCTAssertEqual(review.saveJSON, try records.records.gameSave(gameId: entry.gameId))
        XCTAssertEqual(try inspectSave(json: review.saveJSON).actions, try inspectSave(json: json).actions)
        app.closeReview()
        XCTAssertEqual(app.screen, .records, "back to the records")
        XCTAssertEqual(review.phase, .cancelled)
        // A game the records do not have: nothing opens, the records say why.
        await app.reviewRecorded("no-such-game")
        XCTAssertEqual(app.screen, .records)
        XCTAssertNil(app.review)
        XCTAssertEqual(records.errorText, Localizer(language: "en").text("records.unavailable"))
        // Left the records before the save was read: the review does not open over home.
        app.closeRecords()
        await app.reviewRecorded(entry.gameId)
        XCTAssertEqual(app.screen, .home)
        XCTAssertNil(app.review)
    }
}
