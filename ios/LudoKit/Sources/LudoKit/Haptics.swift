import LudoCore

/// A kind of haptic feedback: one per kind of the core's feedback (`Feedback` of the
/// table: the core decides what buzzes and for whom), weakest first.
public enum HapticKind: Int, Comparable, CaseIterable, Sendable {
    /// An input that did nothing (refused by the core).
    case refused = 0
    /// A person rolled the die.
    case roll
    /// A person's token moved.
    case move
    /// A person earned an extra roll.
    case extraRoll
    /// A person's turn timer ran out and the game acted for them.
    case timedOut
    /// A person's token was captured.
    case tokenCaptured
    /// A person captured a token.
    case captureMade
    /// A person's token reached the finish.
    case tokenFinished
    /// A person finished all tokens.
    case playerFinished
    /// The game ended with a person in first place.
    case gameWon

    /// Weaker first (as the core orders its feedback).
    public static func < (a: HapticKind, b: HapticKind) -> Bool { a.rawValue < b.rawValue }
}

/// One tap of a pattern, named after the UIKit generator that plays it.
public enum HapticTap: Hashable, Sendable {
    /// Impact strengths of `UIImpactFeedbackGenerator.FeedbackStyle`.
    public enum Impact: Hashable, Sendable { case light, medium, heavy, soft, rigid }
    /// Kinds of `UINotificationFeedbackGenerator.FeedbackType`.
    public enum Notice: Hashable, Sendable { case success, warning, error }

    /// `UIImpactFeedbackGenerator(style:).impactOccurred(intensity:)`.
    case impact(Impact, intensity: Double)
    /// `UINotificationFeedbackGenerator.notificationOccurred(_:)`.
    case notification(Notice)
    /// `UISelectionFeedbackGenerator.selectionChanged()`.
    case selection
}

/// What a kind of feedback feels like: taps played one after the other, `gapMs` apart.
/// Every kind has its own pattern, so a player can tell a roll from an extra roll, and
/// a token finishing from a player finishing from winning, without looking.
public struct HapticPattern: Hashable, Sendable {
    /// The taps, in order.
    public let taps: [HapticTap]
    /// Milliseconds between two taps.
    public let gapMs: Int

    /// A pattern of `taps`, `gapMs` apart.
    public init(_ taps: [HapticTap], gapMs: Int = 90) {
        self.taps = taps
        self.gapMs = gapMs
    }

    /// The pattern of a kind (tests check they are pairwise different).
    public static func of(_ kind: HapticKind) -> HapticPattern {
        switch kind {
        case .refused: return HapticPattern([.notification(.error)])
        case .roll: return HapticPattern([.impact(.light, intensity: 0.7)])
        case .move: return HapticPattern([.selection])
        // A roll's tap twice: "roll again".
        case .extraRoll: return HapticPattern([.impact(.light, intensity: 0.7), .impact(.light, intensity: 1.0)])
        case .timedOut: return HapticPattern([.notification(.warning)])
        // Being captured: a soft thud falling away; capturing: one hard knock.
        case .tokenCaptured: return HapticPattern([.impact(.soft, intensity: 1.0), .impact(.soft, intensity: 0.5)], gapMs: 140)
        case .captureMade: return HapticPattern([.impact(.rigid, intensity: 1.0)])
        // Finishing grows: a token, then a player, then the game.
        case .tokenFinished: return HapticPattern([.impact(.medium, intensity: 1.0), .selection])
        case .playerFinished: return HapticPattern([.notification(.success)])
        case .gameWon: return HapticPattern([.notification(.success), .impact(.heavy, intensity: 1.0),
                                              .impact(.heavy, intensity: 1.0)], gapMs: 160)
        }
    }
}

/// Plays haptic feedback. The app's implementation wraps the UIKit generators (main
/// actor only); tests use a fake. Called from the main actor (the view model).
@MainActor
public protocol HapticPlayer: AnyObject {
    /// Plays the pattern of `kind`.
    func play(_ kind: HapticKind)
    /// Wakes the generators up shortly before feedback is likely (a person is to act),
    /// so the first tap is not late.
    func prepare()
}

/// Players that need no warm-up do nothing on `prepare()`.
public extension HapticPlayer {
    func prepare() {}
}

/// A player that does nothing (Linux, previews, haptics switched off).
@MainActor
public final class SilentHaptics: HapticPlayer {
    /// A silent player.
    public init() {}
    /// Plays nothing.
    public func play(_ kind: HapticKind) {}
}
