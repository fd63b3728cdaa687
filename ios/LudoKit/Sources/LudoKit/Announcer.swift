import LudoCore

/// Names of colours and CPU levels for the setup screen and the panel's labels. Game
/// texts (announcements, status, accessibility labels, refusals) are the core's
/// messages, put into words by `Localizer.text(_: Message)`.
public struct Announcer: Sendable {
    /// The language.
    public let strings: Localizer

    /// Names in the language of `strings`.
    public init(strings: Localizer) { self.strings = strings }

    /// The colour's name ("Yellow").
    public func color(_ c: PlayerColor) -> String {
        switch c {
        case .yellow: return strings.text("color.yellow")
        case .blue: return strings.text("color.blue")
        case .red: return strings.text("color.red")
        case .green: return strings.text("color.green")
        }
    }

    /// Colour name with its symbol, e.g. "Yellow ○".
    public func colorWithSymbol(_ c: PlayerColor) -> String { "\(color(c)) \(Palette.symbol(c))" }

    /// The CPU level's name.
    public func level(_ l: CpuLevel) -> String {
        switch l {
        case .random: return strings.text("level.random")
        case .easy: return strings.text("level.easy")
        case .medium: return strings.text("level.medium")
        case .hard: return strings.text("level.hard")
        case .expert: return strings.text("level.expert")
        case .master: return strings.text("level.master")
        }
    }
}
