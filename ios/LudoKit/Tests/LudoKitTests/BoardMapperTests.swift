import Foundation
import XCTest
@testable import LudoCore
@testable import LudoKit

@MainActor
final class BoardMapperTests: XCTestCase {
    /// Tables on the three boards: cross (4), two-arm (2) and T (3) by player count.
    private func games() throws -> [LudoTable] {
        var byCount = try defaultRules()
        byCount.board = .byPlayerCount
        return [
            try table(setup([(.yellow, .human), (.blue, .human), (.red, .human), (.green, .human)])),
            try table(setup([(.yellow, .human), (.red, .human)], rules: byCount)),
            try table(setup([(.yellow, .human), (.blue, .human), (.red, .human)], rules: byCount)),
        ]
    }

    /// A table whose updates nobody reads (only its geometry is used here).
    private func table(_ s: GameSetup) throws -> LudoTable {
        try LudoTable.newGame(setup: s, config: options().settings, listener: UpdateRelay())
    }

    func testScreenLayoutFitsEveryScreen() async {
        for size in screenSizes {
            let s = ScreenLayout(size: size)
            XCTAssertEqual(s.orientation, size.width > size.height ? .landscape : .portrait)
            let screen = CGRect(origin: .zero, size: size)
            XCTAssertTrue(screen.contains(s.board), "\(size)")
            XCTAssertFalse(s.board.intersects(s.panel), "\(size)")
            XCTAssertEqual(s.board.width, s.board.height, accuracy: 0.001)
            XCTAssertGreaterThan(s.board.width, min(size.width, size.height) * 0.5 - 1)
            XCTAssertGreaterThan(s.panel.width * s.panel.height, 0)
        }
    }

    func testBoardUnitsRoundTripAndEveryBoardFits() async throws {
        let boards = try games()
        XCTAssertEqual(try boards.map { try $0.layout().kind }, [.cross, .twoArm, .threeArm])
        for game in boards {
            let layout = try game.layout()
            for size in screenSizes {
                let m = mapper(for: size, layout: layout)
                XCTAssertEqual(m.scale, m.boardRect.width / CGFloat(layout.width), accuracy: 0.0001)
                for sq in layout.squares {
                    let r = m.rect(x: sq.rect.x, y: sq.rect.y, w: sq.rect.w, h: sq.rect.h)
                    XCTAssertTrue(m.boardRect.insetBy(dx: -0.01, dy: -0.01).contains(r), "\(sq.id) on \(size)")
                    let c = m.point(x: sq.center.x, y: sq.center.y)
                    let back = try XCTUnwrap(m.boardPoint(c))
                    XCTAssertEqual(back.x, sq.center.x, accuracy: 0.001)
                    XCTAssertEqual(back.y, sq.center.y, accuracy: 0.001)
                    // A tap on a square's centre finds that square or a token standing on it.
                    switch try game.hitTest(x: back.x, y: back.y) {
                    case let .square(id)?: XCTAssertEqual(id, sq.id)
                    case let .token(_, _, id)?: XCTAssertEqual(id, sq.id)
                    case nil: XCTFail("nothing under the centre of \(sq.id)")
                    }
                }
                XCTAssertNil(m.boardPoint(CGPoint(x: m.boardRect.maxX + 5, y: m.boardRect.midY)))
            }
        }
    }

    func testSceneListsEverySquareBaseAndToken() async throws {
        for game in try games() {
            let layout = try game.layout()
            let m = mapper(for: CGSize(width: 390, height: 844), layout: layout)
            for dark in [false, true] {
                let scene = BoardScene(layout: layout, spots: try game.tokenSpots(), mapper: m, palette: Palette(dark: dark))
                XCTAssertEqual(scene.squares.count, layout.squares.count)
                XCTAssertEqual(scene.bases.count, layout.bases.count)
                XCTAssertEqual(scene.tokens.count, try game.view().seats.map(\.color).count * 4)
                XCTAssertEqual(scene.squares.filter { $0.triangle != nil }.count,
                               layout.squares.filter { $0.role == .finish }.count)
                // The core's symbol of each colour is the one on its base yard.
                let coreSymbol = Dictionary(layout.bases.map { ($0.owner, $0.symbol) }, uniquingKeysWith: { a, _ in a })
                XCTAssertTrue(Set(try game.view().seats.map(\.color)).isSubset(of: coreSymbol.keys), "a yard for every player")
                // Every owned square shows its owner's symbol (start, home column, finish, base slots).
                var owned = 0
                for s in scene.squares {
                    guard let owner = layout.squares.first(where: { $0.id == s.id })?.owner else { continue }
                    XCTAssertEqual(s.symbol, coreSymbol[owner], "\(s.id)")
                    owned += 1
                }
                XCTAssertGreaterThanOrEqual(owned, try game.view().seats.map(\.color).count * 10, "starts, home columns, finishes, base slots")
                // Token discs carry the Swift palette's symbol: it must be the core's.
                XCTAssertEqual(scene.tokens.count, try game.view().seats.map(\.color).count * 4)
                for t in scene.tokens {
                    XCTAssertEqual(t.symbol, coreSymbol[t.color], "\(t.color) token \(t.token)")
                }
            }
        }
    }

    func testPaletteIsTheCoreSvgPaletteWithReadableSymbols() async throws {
        let game = try table(setup([(.yellow, .human), (.blue, .human), (.red, .human), (.green, .human)]))
        let svg = try game.renderSvg(highlightLegal: false).uppercased()
        let p = Palette()
        for c in SetupModel.colors {
            for hex in ["#F0E442", "#0072B2", "#D55E00", "#009E73"] where RGB(hex: hex) == p.fill(c) {
                XCTAssertTrue(svg.contains(hex), "core SVG uses \(hex)")
            }
            // Symbols are large glyphs: WCAG non-text contrast 3:1.
            XCTAssertGreaterThanOrEqual(p.ink(c).contrast(with: p.fill(c)), 3, "\(c) symbol contrast")
            for dark in [false, true] {
                let pd = Palette(dark: dark)
                XCTAssertGreaterThanOrEqual(pd.tintInk(c).contrast(with: pd.tint(c)), 4.5, "\(c) tint contrast dark=\(dark)")
            }
        }
        XCTAssertEqual(Set(SetupModel.colors.map { p.fill($0) }).count, 4)
        XCTAssertGreaterThanOrEqual(Palette(dark: true).line.contrast(with: Palette(dark: true).background), 3)
    }

    /// VoiceOver reads tokens and the squares a move can reach, not every square; the
    /// labels are the core's ("Yellow token 1, ... can move") naming the colour, not the symbol.
    func testAccessibilityElementsAreTokensAndTargets() async throws {
        let vm = try GameViewModel.newGame(setup: setup([(.yellow, .human), (.red, .human)], dice: [6], first: .yellow), options())
        await settle(vm)
        await act(vm) { vm.roll() }
        let m = mapper(for: CGSize(width: 390, height: 844), layout: vm.layout)
        let els = BoardAccessibility.elements(view: vm.view, layout: vm.layout, spots: vm.spots, mapper: m, text: vm.strings.text)
        XCTAssertEqual(els.count, 8 + vm.view.moves.count)
        XCTAssertLessThan(els.count, 30, "a handful of elements, not one per square")
        XCTAssertEqual(Set(els.map(\.id)).count, els.count, "unique ids")
        let movable = els.filter { if case .token(.yellow, _) = $0.kind { return $0.actionable }; return false }
        XCTAssertEqual(movable.count, 4)
        for e in movable {
            XCTAssertTrue(e.label.hasPrefix("Yellow token"), e.label)
            XCTAssertFalse(e.label.contains("○"), "no symbol names: \(e.label)")
        }
        XCTAssertFalse(els.contains { if case .token(.red, _) = $0.kind { return $0.actionable }; return false })
        let targets = els.filter { if case .target = $0.kind { return true }; return false }
        XCTAssertEqual(targets.count, vm.view.moves.count)
        XCTAssertTrue(targets.allSatisfy { $0.actionable && $0.token != nil })
        // Hindi labels use the rule terms of the original pages.
        let hi = Localizer(language: "hi")
        let hiEls = BoardAccessibility.elements(view: vm.view, layout: vm.layout, spots: vm.spots, mapper: m, text: hi.text)
        XCTAssertTrue(hiEls.contains { $0.label.contains("आधार") }, hiEls.map(\.label).joined(separator: " | "))
        vm.close()
    }
}
