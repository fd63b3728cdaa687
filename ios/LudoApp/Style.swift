#if canImport(SwiftUI)
import LudoCore
import SwiftUI

/// The one style of the native screens (docs/design.md, "One style for the native
/// screens"): the play screen's palette, type scale, spacing on a 4-point grid, card and
/// pill radii, touch targets of at least 44 points, light and dark.
enum Style {
    static let radius: CGFloat = 16
    static let pill: CGFloat = 24
    static let gap: CGFloat = 12
    static let pad: CGFloat = 16
    static let target: CGFloat = 44

    /// The warm paper background (light) or near black (dark).
    static func background(_ dark: Bool) -> Color { dark ? rgb(0x121212) : rgb(0xF3EFE6) }
    /// Cards.
    static func surface(_ dark: Bool) -> Color { dark ? rgb(0x1F2125) : rgb(0xFFFFFF) }
    /// Text.
    static func ink(_ dark: Bool) -> Color { dark ? rgb(0xECEDEF) : rgb(0x1E2126) }
    /// Secondary text.
    static func inkSoft(_ dark: Bool) -> Color { dark ? rgb(0xA4A9B1) : rgb(0x5E6570) }

    /// A seat's colour (Okabe–Ito, the core's `Palette::seat`).
    static func seat(_ c: PlayerColor) -> Color {
        switch c {
        case .yellow: return rgb(0xF0E442)
        case .blue: return rgb(0x0072B2)
        case .red: return rgb(0xD55E00)
        case .green: return rgb(0x009E73)
        }
    }

    /// Ink on a seat's colour.
    static func inkOn(_ c: PlayerColor) -> Color { c == .blue ? .white : rgb(0x1A1A1A) }

    static func rgb(_ v: UInt32) -> Color {
        Color(.sRGB, red: Double((v >> 16) & 0xFF) / 255, green: Double((v >> 8) & 0xFF) / 255,
              blue: Double(v & 0xFF) / 255)
    }
}

/// A card: surface, radius, a soft shadow.
struct Card<Content: View>: View {
    @Environment(\.colorScheme) private var scheme
    @ViewBuilder var content: Content

    var body: some View {
        content
            .padding(Style.pad)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Style.surface(scheme == .dark), in: RoundedRectangle(cornerRadius: Style.radius))
            .shadow(color: .black.opacity(0.12), radius: 4, y: 2)
    }
}
#endif
