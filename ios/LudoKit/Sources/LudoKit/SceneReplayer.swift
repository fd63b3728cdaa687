import Foundation
import LudoCore

/// A colour as straight (not premultiplied) RGBA components 0...1, from the scene's ARGB.
public struct RGBA: Equatable, Sendable {
    public let r: Double, g: Double, b: Double, a: Double

    /// From `0xAARRGGBB`.
    public init(argb: UInt32) {
        a = Double((argb >> 24) & 0xFF) / 255
        r = Double((argb >> 16) & 0xFF) / 255
        g = Double((argb >> 8) & 0xFF) / 255
        b = Double(argb & 0xFF) / 255
    }
}

/// How a shape is painted: filled, or stroked `width` wide (round joins and caps),
/// dashed when `dash` is set.
public enum ScenePaintStyle: Equatable, Sendable {
    case fill(RGBA)
    case stroke(RGBA, width: Double, dash: (on: Double, off: Double)?)

    init(_ p: ScenePaint) {
        let c = RGBA(argb: p.color)
        if p.strokeWidth <= 0 { self = .fill(c); return }
        self = .stroke(c, width: Double(p.strokeWidth), dash: p.dashOn > 0 ? (Double(p.dashOn), Double(p.dashOff)) : nil)
    }

    public static func == (l: ScenePaintStyle, r: ScenePaintStyle) -> Bool {
        switch (l, r) {
        case let (.fill(a), .fill(b)): return a == b
        case let (.stroke(a, w1, d1), .stroke(b, w2, d2)):
            return a == b && w1 == w2 && d1?.on == d2?.on && d1?.off == d2?.off
        default: return false
        }
    }
}

/// The drawing calls a scene needs, in points (docs/design.md, "Replaying a scene").
/// The app implements it over SwiftUI's `GraphicsContext`, the tests with a recorder.
public protocol SceneCanvas {
    /// Clears with `color`.
    mutating func clear(_ color: RGBA)
    mutating func rect(_ r: CGRect, radius: Double, _ paint: ScenePaintStyle)
    mutating func circle(center: CGPoint, radius: Double, _ paint: ScenePaintStyle)
    mutating func path(_ points: [CGPoint], closed: Bool, _ paint: ScenePaintStyle)
    /// A stroked arc from `startDeg` (3 o'clock) turning clockwise (y down) through `sweepDeg`.
    mutating func arc(center: CGPoint, radius: Double, startDeg: Double, sweepDeg: Double, width: Double, _ color: RGBA)
    /// `text` at `size` (already shrunk to fit) with its baseline's left end at `origin`.
    mutating func text(_ text: String, origin: CGPoint, size: Double, bold: Bool, _ color: RGBA)
    /// The advance width of `text` at `size`.
    func measure(_ text: String, size: Double, bold: Bool) -> Double
    /// The font's cap height at `size` (0.7 × size when it has none).
    func capHeight(size: Double, bold: Bool) -> Double
    /// Saves the state, then rotates (clockwise) and scales about `pivot`.
    mutating func saveTransform(pivot: CGPoint, rotateDeg: Double, scale: Double)
    mutating func restore()
}

/// Replays a scene frame on a canvas: one call per primitive, in order.
public enum SceneReplayer {
    /// Where a text run goes: the size shrunk to fit the box (`size × w / width` when
    /// wider), the left end of its baseline (aligned in the box, baseline at the box's
    /// centre plus half the cap height).
    public static func layout(text: String, x: Double, y: Double, w: Double, h: Double, size: Double,
                              align: TextAlign, bold: Bool, on canvas: some SceneCanvas) -> (size: Double, origin: CGPoint) {
        let width = canvas.measure(text, size: size, bold: bold)
        let fitted = width > w && width > 0 ? size * w / width : size
        let used = width > w && width > 0 ? w : width
        let left: Double
        switch align {
        case .start: left = x
        case .center: left = x + (w - used) / 2
        case .end: left = x + w - used
        }
        return (fitted, CGPoint(x: left, y: y + h / 2 + canvas.capHeight(size: fitted, bold: bold) / 2))
    }

    /// Draws `frame` on `canvas`.
    public static func replay<C: SceneCanvas>(_ frame: SceneFrame, on canvas: inout C) {
        canvas.clear(RGBA(argb: frame.background))
        var open = 0
        for p in frame.prims {
            switch p {
            case let .rect(x, y, w, h, radius, paint):
                let r = CGRect(x: Double(x), y: Double(y), width: Double(w), height: Double(h))
                canvas.rect(r, radius: min(Double(radius), min(r.width, r.height) / 2), ScenePaintStyle(paint))
            case let .circle(cx, cy, r, paint):
                canvas.circle(center: CGPoint(x: Double(cx), y: Double(cy)), radius: Double(r), ScenePaintStyle(paint))
            case let .path(points, closed, paint):
                guard points.count >= 4 else { continue }
                let pts = stride(from: 0, to: points.count - 1, by: 2).map { CGPoint(x: Double(points[$0]), y: Double(points[$0 + 1])) }
                canvas.path(pts, closed: closed, ScenePaintStyle(paint))
            case let .arc(cx, cy, r, startDeg, sweepDeg, width, color):
                canvas.arc(center: CGPoint(x: Double(cx), y: Double(cy)), radius: Double(r), startDeg: Double(startDeg),
                           sweepDeg: Double(sweepDeg), width: Double(width), RGBA(argb: color))
            case let .text(text, x, y, w, h, size, role, color, align):
                let bold = role != .body
                let l = layout(text: text, x: Double(x), y: Double(y), w: Double(w), h: Double(h), size: Double(size),
                               align: align, bold: bold, on: canvas)
                canvas.text(text, origin: l.origin, size: l.size, bold: bold, RGBA(argb: color))
            case let .transform(px, py, rotateDeg, scale):
                open += 1
                canvas.saveTransform(pivot: CGPoint(x: Double(px), y: Double(py)), rotateDeg: Double(rotateDeg), scale: Double(scale))
            case .restore:
                // A restore with nothing saved is ignored (docs/design.md).
                if open > 0 { open -= 1; canvas.restore() }
            }
        }
        while open > 0 { open -= 1; canvas.restore() }
    }
}

/// One item a finger or VoiceOver can reach: the frame's hit, in points.
public struct SceneItem: Equatable, Identifiable, Sendable {
    public let id: UInt32
    public let frame: CGRect
    public let label: String
    /// Buttons (the die, icons, the cards' buttons), tokens, target squares, text.
    public let role: ItemRole
    /// What activating it does (`.none` for text).
    public let action: SceneAction
    /// VoiceOver offers to activate it.
    public var isActionable: Bool { action != .none }

    /// The items of `frame`, in its reading order.
    public static func of(_ frame: SceneFrame) -> [SceneItem] {
        frame.hits.map {
            SceneItem(id: $0.id, frame: CGRect(x: Double($0.x), y: Double($0.y), width: Double($0.w), height: Double($0.h)),
                      label: $0.label, role: $0.role, action: $0.action)
        }
    }
}
