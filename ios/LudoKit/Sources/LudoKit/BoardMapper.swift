import Foundation

/// Where the board and the control panel go on a screen of any size (iPhone, iPad,
/// portrait, landscape). Pure arithmetic on rectangles: no Ludo geometry.
public struct ScreenLayout: Equatable, Sendable {
    public enum Orientation: Equatable, Sendable { case portrait, landscape }

    public let orientation: Orientation
    /// The square area of the board, in points.
    public let board: CGRect
    /// The area for dice, buttons and texts.
    public let panel: CGRect

    /// `size`: the safe area; `minPanel`: the least room the panel needs beside or below
    /// the board (grows with Dynamic Type).
    public init(size: CGSize, minPanel: CGFloat = 160, margin: CGFloat = 8) {
        let w = max(size.width - 2 * margin, 1)
        let h = max(size.height - 2 * margin, 1)
        if size.width > size.height {
            orientation = .landscape
            let side = max(min(h, w - minPanel), min(w, h) * 0.5)
            board = CGRect(x: margin, y: margin + (h - side) / 2, width: side, height: side)
            panel = CGRect(x: margin + side + margin, y: margin, width: max(w - side - margin, 0), height: h)
        } else {
            orientation = .portrait
            let side = max(min(w, h - minPanel), min(w, h) * 0.5)
            board = CGRect(x: margin + (w - side) / 2, y: margin, width: side, height: side)
            panel = CGRect(x: margin, y: margin + side + margin, width: w, height: max(h - side - margin, 0))
        }
    }
}

/// Board units (the core's `Layout`: 1 unit = 1 grid cell, origin top-left, y down) ↔
/// screen points inside a board rectangle. Keeps the aspect ratio and centres the board.
public struct BoardMapper: Equatable, Sendable {
    /// The rectangle the board is drawn in.
    public let frame: CGRect
    /// Board size in units (`Layout.width`, `Layout.height`: 15 × 15 on every board).
    public let unitsWide: CGFloat
    public let unitsHigh: CGFloat
    /// Points per board unit.
    public let scale: CGFloat
    /// Top-left corner of the board in points.
    public let origin: CGPoint

    public init(frame: CGRect, unitsWide: Float = 15, unitsHigh: Float = 15) {
        self.frame = frame
        self.unitsWide = CGFloat(max(unitsWide, 1))
        self.unitsHigh = CGFloat(max(unitsHigh, 1))
        let s = min(frame.width / self.unitsWide, frame.height / self.unitsHigh)
        scale = s
        origin = CGPoint(x: frame.minX + (frame.width - s * self.unitsWide) / 2,
                         y: frame.minY + (frame.height - s * self.unitsHigh) / 2)
    }

    /// Board rectangle of the mapper in points.
    public var boardRect: CGRect {
        CGRect(x: origin.x, y: origin.y, width: unitsWide * scale, height: unitsHigh * scale)
    }

    /// A point in board units → screen points.
    public func point(x: Float, y: Float) -> CGPoint {
        CGPoint(x: origin.x + CGFloat(x) * scale, y: origin.y + CGFloat(y) * scale)
    }

    /// A rectangle in board units → screen points.
    public func rect(x: Float, y: Float, w: Float, h: Float) -> CGRect {
        CGRect(x: origin.x + CGFloat(x) * scale, y: origin.y + CGFloat(y) * scale,
               width: CGFloat(w) * scale, height: CGFloat(h) * scale)
    }

    /// A length in board units → points.
    public func length(_ units: Float) -> CGFloat { CGFloat(units) * scale }

    /// A screen point → board units, or `nil` outside the board.
    public func boardPoint(_ p: CGPoint) -> (x: Float, y: Float)? {
        let x = (p.x - origin.x) / scale
        let y = (p.y - origin.y) / scale
        guard scale > 0, x >= 0, y >= 0, x <= unitsWide, y <= unitsHigh else { return nil }
        return (Float(x), Float(y))
    }
}

/// An sRGB colour as components 0...1 (SwiftUI builds `Color` from it).
public struct RGB: Equatable, Hashable, Sendable {
    public let r: Double, g: Double, b: Double

    public init(r: Double, g: Double, b: Double) {
        self.r = r; self.g = g; self.b = b
    }

    /// `#RRGGBB` (the core's `color_hex` / `tint_hex` / `ink_hex` form).
    public init?(hex: String) {
        var s = hex.trimmingCharacters(in: .whitespaces)
        if s.hasPrefix("#") { s.removeFirst() }
        guard s.count == 6, let v = UInt32(s, radix: 16) else { return nil }
        r = Double((v >> 16) & 0xFF) / 255
        g = Double((v >> 8) & 0xFF) / 255
        b = Double(v & 0xFF) / 255
    }

    /// WCAG relative luminance.
    public var luminance: Double {
        func lin(_ c: Double) -> Double { c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
    }

    /// WCAG contrast ratio with another colour (1...21).
    public func contrast(with o: RGB) -> Double {
        let (a, b) = (luminance, o.luminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}
