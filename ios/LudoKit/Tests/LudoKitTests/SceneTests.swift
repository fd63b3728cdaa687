import Foundation
import XCTest
@testable import LudoCore
@testable import LudoKit

/// A canvas that writes down every call (the iOS screen is whatever these calls draw).
struct RecordingCanvas: SceneCanvas {
    enum Call: Equatable {
        case clear(RGBA)
        case rect(CGRect, Double, ScenePaintStyle)
        case circle(CGPoint, Double, ScenePaintStyle)
        case path([CGPoint], Bool, ScenePaintStyle)
        case arc(CGPoint, Double, Double, Double, Double, RGBA)
        case text(String, CGPoint, Double, Bool, RGBA)
        case save(CGPoint, Double, Double)
        case restore
    }
    var calls: [Call] = []
    var depth = 0
    var maxDepth = 0

    mutating func clear(_ color: RGBA) { calls.append(.clear(color)) }
    mutating func rect(_ r: CGRect, radius: Double, _ paint: ScenePaintStyle) { calls.append(.rect(r, radius, paint)) }
    mutating func circle(center: CGPoint, radius: Double, _ paint: ScenePaintStyle) { calls.append(.circle(center, radius, paint)) }
    mutating func path(_ points: [CGPoint], closed: Bool, _ paint: ScenePaintStyle) { calls.append(.path(points, closed, paint)) }
    mutating func arc(center: CGPoint, radius: Double, startDeg: Double, sweepDeg: Double, width: Double, _ color: RGBA) {
        calls.append(.arc(center, radius, startDeg, sweepDeg, width, color))
    }
    mutating func text(_ text: String, origin: CGPoint, size: Double, bold: Bool, _ color: RGBA) {
        calls.append(.text(text, origin, size, bold, color))
    }
    /// A fixed measure: 0.6 em a character, so the shrinking can be checked exactly.
    func measure(_ text: String, size: Double, bold: Bool) -> Double { Double(text.count) * size * 0.6 }
    func capHeight(size: Double, bold: Bool) -> Double { size * 0.7 }
    mutating func saveTransform(pivot: CGPoint, rotateDeg: Double, scale: Double) {
        calls.append(.save(pivot, rotateDeg, scale))
        depth += 1
        maxDepth = max(maxDepth, depth)
    }
    mutating func restore() {
        calls.append(.restore)
        depth -= 1
    }
}

func phoneSpec(_ locale: String = "en", dark: Bool = false) -> SceneSpec {
    SceneSpec(width: 390, height: 844, insetTop: 47, insetRight: 0, insetBottom: 34, insetLeft: 0,
              theme: dark ? .dark : .light, locale: locale, reduceMotion: false, saveFailed: false, resultNotes: [])
}

/// The replayer issues one canvas call per primitive of the core's scene, in order,
/// with the primitive's values; a long text is shrunk by the rule of docs/design.md.
@MainActor
final class SceneTests: XCTestCase {
    func testOneCallPerPrimitiveInOrder() async throws {
        for name in ["mid_game", "capture", "won", "handover"] {
            let frame = try scenarioFrame(name: name, spec: phoneSpec("hi"))
            var canvas = RecordingCanvas()
            SceneReplayer.replay(frame, on: &canvas)
            XCTAssertEqual(canvas.calls.count, frame.prims.count + 1, "\(name): a clear, then one call a primitive")
            XCTAssertEqual(canvas.calls.first, .clear(RGBA(argb: frame.background)))
            XCTAssertEqual(canvas.depth, 0, "\(name): every save restored")
            for (p, call) in zip(frame.prims, canvas.calls.dropFirst()) {
                switch (p, call) {
                case let (.rect(x, y, w, h, _, paint), .rect(r, _, style)):
                    XCTAssertEqual(r, CGRect(x: Double(x), y: Double(y), width: Double(w), height: Double(h)))
                    XCTAssertEqual(style, ScenePaintStyle(paint))
                case let (.circle(cx, cy, r, paint), .circle(c, radius, style)):
                    XCTAssertEqual(c, CGPoint(x: Double(cx), y: Double(cy)))
                    XCTAssertEqual(radius, Double(r))
                    XCTAssertEqual(style, ScenePaintStyle(paint))
                case let (.path(points, closed, _), .path(pts, c, _)):
                    XCTAssertEqual(pts.count * 2, points.count)
                    XCTAssertEqual(c, closed)
                case let (.arc(_, _, r, start, sweep, _, _), .arc(_, radius, s, w, _, _)):
                    XCTAssertEqual([radius, s, w], [Double(r), Double(start), Double(sweep)])
                case let (.text(text, _, _, w, _, size, role, color, _), .text(t, _, drawn, bold, ink)):
                    XCTAssertEqual(t, text)
                    XCTAssertEqual(bold, role != .body)
                    XCTAssertEqual(ink, RGBA(argb: color))
                    let wide = Double(text.count) * Double(size) * 0.6
                    XCTAssertEqual(drawn, wide > Double(w) ? Double(size) * Double(w) / wide : Double(size), accuracy: 1e-6)
                case let (.transform(px, py, rot, scale), .save(pivot, r, s)):
                    XCTAssertEqual(pivot, CGPoint(x: Double(px), y: Double(py)))
                    XCTAssertEqual([r, s], [Double(rot), Double(scale)])
                case (.restore, .restore):
                    break
                default:
                    XCTFail("\(name): \(p) drawn as \(call)")
                }
            }
            if name == "capture" || name == "mid_game" {
                XCTAssertTrue(canvas.calls.contains { if case .text = $0 { return true }; return false })
            }
        }
    }

    /// Text placement: shrunk to the box, aligned, baseline at centre + cap height / 2.
    func testTextLayoutFollowsTheRules() async {
        let c = RecordingCanvas()
        let a = SceneReplayer.layout(text: "abcdefghij", x: 10, y: 20, w: 30, h: 10, size: 10, align: .center, bold: false, on: c)
        XCTAssertEqual(a.size, 5, accuracy: 1e-9)       // 60 wide at 10 → 30 wide at 5
        XCTAssertEqual(a.origin.x, 10, accuracy: 1e-9)  // fills the box
        XCTAssertEqual(a.origin.y, 25 + 3.5 / 2, accuracy: 1e-9)
        let b = SceneReplayer.layout(text: "ab", x: 10, y: 0, w: 30, h: 10, size: 10, align: .end, bold: true, on: c)
        XCTAssertEqual(b.size, 10)
        XCTAssertEqual(b.origin.x, 40 - 12, accuracy: 1e-9)
    }

    /// An unmatched restore is ignored, an open save closed at the end.
    func testUnbalancedTransformsAreRepaired() async {
        let frame = SceneFrame(width: 10, height: 10, background: 0xFFFFFFFF,
                               prims: [.restore, .transform(px: 1, py: 1, rotateDeg: 90, scale: 1), .circle(cx: 1, cy: 1, r: 1, paint: ScenePaint(color: 0xFF000000, strokeWidth: 0, dashOn: 0, dashOff: 0))],
                               hits: [], animating: false)
        var canvas = RecordingCanvas()
        SceneReplayer.replay(frame, on: &canvas)
        XCTAssertEqual(canvas.calls.count, 4)   // clear, save, circle, the closing restore
        XCTAssertEqual(canvas.calls.last, .restore)
        XCTAssertEqual(canvas.depth, 0)
    }

    /// Every item of the play screen reaches VoiceOver with its words, in the scene's
    /// order, with stable ids; and a whole game is played to its result card and its
    /// Play again only through VoiceOver's activations of those items.
    func testAWholeGameThroughTheAccessibilityItems() async throws {
        var rules = try presetRules(preset: .quick)
        rules.board = .cross
        let vm = try GameViewModel.newGame(setup: setup([(.yellow, .human), (.red, .cpu(level: .easy))], seed: 5, rules: rules),
                                           options(language: "bn"))
        await settle(vm)
        let spec = vm.spec(size: CGSize(width: 390, height: 844), top: 47, bottom: 34, dark: false)
        var activations = 0
        var sawRoll = false, sawMove = false
        for _ in 0..<3000 where !vm.isOver {
            let frame = try XCTUnwrap(vm.frame(spec, now: GameViewModel.nowMs() + 60_000))
            let items = SceneItem.of(frame)
            XCTAssertEqual(items.map(\.id), frame.hits.map(\.id))
            XCTAssertEqual(Set(items.map(\.id)).count, items.count, "ids are unique")
            XCTAssertTrue(items.allSatisfy { !$0.label.isEmpty && !$0.label.contains("○") })
            let again = try XCTUnwrap(vm.frame(spec, now: GameViewModel.nowMs() + 60_500))
            XCTAssertEqual(SceneItem.of(again).map(\.id), items.map(\.id), "stable while nothing changes")
            let item = items.first { $0.action == .roll } ?? items.first { if case .move = $0.action { return $0.role == .token }; return false }
            let it = try XCTUnwrap(item, "the person can roll or move")
            sawRoll = sawRoll || it.action == .roll
            sawMove = sawMove || it.action != .roll
            await act(vm) { vm.activate(it.action) }
            activations += 1
        }
        XCTAssertTrue(vm.isOver)
        XCTAssertTrue(sawRoll && sawMove)
        // The result card's buttons are items too: Play again starts the next game.
        let frame = try XCTUnwrap(vm.frame(spec, now: GameViewModel.nowMs() + 60_000))
        let items = SceneItem.of(frame)
        for a in [SceneAction.playAgain, .review, .home] {
            XCTAssertTrue(items.contains { $0.action == a && $0.role == .button }, "\(a) on the result card")
        }
        vm.activate(.review)
        XCTAssertEqual(vm.takeShellAction(), .review, "the app's own screen")
        XCTAssertNil(vm.takeShellAction())
        let n = vm.updates
        vm.activate(.playAgain)
        await until("the next game") { vm.updates > n && !vm.isOver }
        XCTAssertGreaterThan(activations, 10)
        vm.close()
    }

    /// The sounds of each update reach the app's player.
    func testTheSoundsOfEachUpdateReachThePlayer() async throws {
        let vm = try GameViewModel.newGame(setup: setup([(.yellow, .human), (.red, .cpu(level: .easy))], seed: 5), options())
        var heard: [Sound] = []
        vm.onSounds = { heard.append(contentsOf: $0.map(\.sound)) }
        await settle(vm)
        await act(vm) { vm.roll() }
        XCTAssertTrue(heard.contains(.roll))
        XCTAssertEqual(soundFile(sound: .extraRoll), "extra_roll")
        vm.close()
    }
}
