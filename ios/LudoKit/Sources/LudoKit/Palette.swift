import Foundation
import LudoCore

/// Colour-blind-safe palette (Okabe–Ito), the core's seat colours (`docs/design.md`,
/// "Colour"), for what the app draws itself: the review's win-chance graph.
/// Every token and owned square also carries its owner's symbol (○ □ △ ✚), so the owner
/// is clear without colour.
public struct Palette: Equatable, Sendable {
    public let dark: Bool

    public init(dark: Bool = false) { self.dark = dark }

    public func fill(_ c: PlayerColor) -> RGB {
        switch c {
        case .yellow: return RGB(hex: "#F0E442")!
        case .blue: return RGB(hex: "#0072B2")!
        case .red: return RGB(hex: "#D55E00")!
        case .green: return RGB(hex: "#009E73")!
        }
    }

    /// Base slots and unseated arms: a light tint (darkened in dark mode).
    public func tint(_ c: PlayerColor) -> RGB {
        let light: RGB
        switch c {
        case .yellow: light = RGB(hex: "#FBF8D0")!
        case .blue: light = RGB(hex: "#BFDCEC")!
        case .red: light = RGB(hex: "#F5D7BF")!
        case .green: light = RGB(hex: "#BFE7DC")!
        }
        guard dark else { return light }
        let f = fill(c)
        return RGB(r: f.r * 0.35, g: f.g * 0.35, b: f.b * 0.35)
    }

    /// Symbol colour on the fill.
    public func ink(_ c: PlayerColor) -> RGB {
        c == .blue ? RGB(hex: "#FFFFFF")! : RGB(hex: "#1A1A1A")!
    }

    /// Symbol colour on the tint.
    public func tintInk(_ c: PlayerColor) -> RGB {
        dark ? RGB(hex: "#F2F2F2")! : RGB(hex: "#1A1A1A")!
    }

    public var background: RGB { dark ? RGB(hex: "#121212")! : RGB(hex: "#FFFFFF")! }
    public var square: RGB { dark ? RGB(hex: "#2A2A2A")! : RGB(hex: "#FFFFFF")! }
    public var line: RGB { dark ? RGB(hex: "#8A8A8A")! : RGB(hex: "#1A1A1A")! }
    public var text: RGB { dark ? RGB(hex: "#F2F2F2")! : RGB(hex: "#1A1A1A")! }
    /// Highlight ring of movable tokens and outline of target squares: black and white
    /// together, visible on every fill.
    public var highlightOuter: RGB { dark ? RGB(hex: "#FFFFFF")! : RGB(hex: "#000000")! }
    public var highlightInner: RGB { dark ? RGB(hex: "#000000")! : RGB(hex: "#FFFFFF")! }

    /// The owner symbol of a colour (as on the board: yellow ○, blue □, red △, green ✚).
    public static func symbol(_ c: PlayerColor) -> String {
        switch c {
        case .yellow: return "○"
        case .blue: return "□"
        case .red: return "△"
        case .green: return "✚"
        }
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
