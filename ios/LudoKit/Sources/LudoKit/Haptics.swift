import LudoCore

/// A kind of haptic feedback; the app maps each to a system feedback generator
/// (`UIImpactFeedbackGenerator`, `UINotificationFeedbackGenerator`, `UISelectionFeedbackGenerator`).
public enum HapticKind: Int, Comparable, CaseIterable, Sendable {
    /// A tap that did nothing (not a legal move).
    case rejected = 0
    /// A die roll.
    case roll
    /// A token moved.
    case move
    /// An extra roll was earned.
    case extraRoll
    /// Three sixes ended the turn, or the timer ran out.
    case turnLost
    /// A token was captured.
    case capture
    /// A token reached the finish.
    case tokenFinished
    /// A player finished all tokens.
    case playerFinished
    /// The game ended.
    case gameOver

    public static func < (a: HapticKind, b: HapticKind) -> Bool { a.rawValue < b.rawValue }
}

/// Plays haptic feedback. The app's implementation wraps the UIKit generators (main actor
/// only); tests use a fake. Called from the main actor (the view model), so
/// implementations may keep state without locks.
@MainActor
public protocol HapticPlayer: AnyObject {
    func play(_ kind: HapticKind)
}

/// A player that does nothing (Linux, previews, haptics switched off).
@MainActor
public final class SilentHaptics: HapticPlayer {
    public init() {}
    public func play(_ kind: HapticKind) {}
}

/// Events → feedback. One action gives at most one feedback: the strongest of its events,
/// so a capture does not buzz three times.
public enum HapticMapper {
    /// The feedback of one event, if any.
    public static func kind(for event: GameEvent) -> HapticKind? {
        switch event {
        case .rolled, .firstRoll: return .roll
        case .moved: return .move
        case .captured: return .capture
        case .tokenFinished: return .tokenFinished
        case .playerFinished: return .playerFinished
        case .gameOver: return .gameOver
        case .extraRoll: return .extraRoll
        case .threeSixes, .timedOut: return .turnLost
        case .failedTry: return .turnLost
        case .gameStarted, .firstRollTie, .firstPlayer, .turnPassed, .seatChanged, .undone: return nil
        }
    }

    /// Every feedback of the events, in order.
    public static func kinds(for events: [GameEvent]) -> [HapticKind] {
        events.compactMap(kind(for:))
    }

    /// The one feedback an action gives: the strongest.
    public static func feedback(for events: [GameEvent]) -> HapticKind? {
        kinds(for: events).max()
    }
}
