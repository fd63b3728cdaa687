import Foundation
import XCTest
@testable import LudoCore
@testable import LudoKit

@MainActor
final class TapMapperTests: XCTestCase {
    private func action(_ game: LudoGame, _ p: CGPoint, _ m: BoardMapper) -> TapAction {
        TapMapper.action(at: p, mapper: m, snapshot: game.snapshot(), spots: game.tokenSpots(),
                         hitTest: { game.hitTest(x: $0, y: $1) },
                         movePath: { game.movePath(color: $0, from: $1, to: $2) })
    }

    func testRollPhaseOutsideAndCpuTurn() async throws {
        let game = try LudoGame(setup: setup([(.yellow, .human), (.red, .cpu(level: .easy))], dice: [2, 6], first: .yellow))
        let m = mapper(for: CGSize(width: 390, height: 844), layout: game.layout())
        XCTAssertEqual(action(game, m.point(x: 3, y: 3), m), .roll)
        XCTAssertEqual(action(game, CGPoint(x: -5, y: -5), m), .none, "outside the board")
        XCTAssertEqual(action(game, m.point(x: 7.5, y: 20), m), .none, "below the board")
        _ = try game.roll() // 2: no move, red (CPU) to act
        XCTAssertTrue(game.snapshot().cpuToAct)
        XCTAssertEqual(action(game, m.point(x: 3, y: 3), m), .none)
    }

    func testTokenAndTargetSquareOnEveryScreen() async throws {
        for size in screenSizes {
            let game = try LudoGame(setup: setup([(.yellow, .human), (.red, .human)], dice: [6, 5], first: .yellow))
            let m = mapper(for: size, layout: game.layout())
            _ = try game.roll() // 6: every token may leave base
            let legal = game.snapshot().legal
            XCTAssertEqual(legal.map(\.token), [0, 1, 2, 3])
            // Tapping each base token moves that token.
            for spot in game.tokenSpots() where spot.color == .yellow {
                XCTAssertEqual(action(game, m.point(x: spot.center.x, y: spot.center.y), m), .move(token: spot.token), "\(size)")
            }
            // Tapping the start square (the target) moves a token out: the first one.
            let start = try XCTUnwrap(game.movePath(color: .yellow, from: -1, to: 0).last)
            XCTAssertEqual(action(game, m.point(x: start.center.x, y: start.center.y), m), .move(token: 0), "\(size)")
            // An opponent's token is not a choice; an empty track square is no target.
            let red = try XCTUnwrap(game.tokenSpots().first { $0.color == .red })
            XCTAssertEqual(action(game, m.point(x: red.center.x, y: red.center.y), m), .none)
            let far = try XCTUnwrap(game.layout().squares.first { $0.id == .track(index: 20) })
            XCTAssertEqual(action(game, m.point(x: far.center.x, y: far.center.y), m), .none)

            // Second move: token 0 on the start moves 5; tap its target square and its own square.
            _ = try game.moveToken(token: 0)
            _ = try game.roll() // 5 (extra roll after the 6)
            XCTAssertEqual(game.snapshot().legal.map(\.token), [0])
            let target = try XCTUnwrap(game.movePath(color: .yellow, from: 0, to: 5).last)
            XCTAssertEqual(action(game, m.point(x: target.center.x, y: target.center.y), m), .move(token: 0))
            // Beside the token's disc but on its square: still that token.
            let startSq = try XCTUnwrap(game.layout().squares.first { $0.id == start.square })
            let corner = m.point(x: startSq.rect.x + 0.05, y: startSq.rect.y + 0.05)
            XCTAssertEqual(action(game, corner, m), .move(token: 0))
        }
    }

    func testTapOnAnOpponentTokenOnTheTargetCaptures() async throws {
        // Yellow: 6 (out to square 0), 2 → square 2... Red to 0 needs 26 steps; instead
        // let yellow land on a red token via the moves the core reports as captures.
        let game = try LudoGame(setup: setup([(.yellow, .human), (.red, .human)], seed: 21))
        let m = mapper(for: CGSize(width: 844, height: 390), layout: game.layout())
        var found = false
        for _ in 0..<3000 where game.snapshot().phase != .gameOver {
            let s = game.snapshot()
            if s.phase == .awaitingMove {
                if let cap = s.legal.first(where: { !$0.captures.isEmpty }), let c = s.current {
                    let victim = cap.captures[0]
                    let spot = try XCTUnwrap(game.tokenSpots().first { $0.color == victim.color && $0.token == victim.token })
                    let a = action(game, m.point(x: spot.center.x, y: spot.center.y), m)
                    guard case let .move(t) = a else { return XCTFail("tap on victim gave \(a)") }
                    let chosen = try XCTUnwrap(s.legal.first { $0.token == t })
                    XCTAssertEqual(game.movePath(color: c, from: chosen.from, to: chosen.to).last?.square, spot.square)
                    let evs = try game.moveToken(token: t)
                    if t == cap.token {
                        XCTAssertTrue(evs.contains { if case .captured = $0.event { return true }; return false })
                    }
                    found = true
                    break
                }
                _ = try game.moveToken(token: game.hint()!.token)
            } else {
                _ = try game.roll()
            }
        }
        XCTAssertTrue(found, "no capture came up")
    }
}
