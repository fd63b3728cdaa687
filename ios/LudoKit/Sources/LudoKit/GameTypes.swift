import Foundation
import LudoCore

// Value types and the listener of the game screen's wiring (`GameViewModel`).

/// How often a seat rolled each face (`faces[f - 1]` rolls of `f`).
public struct DiceCount: Equatable, Identifiable {
    /// The seat.
    public let color: PlayerColor
    /// Rolls per face.
    public let faces: [UInt64]
    /// Identity for lists: the colour.
    public var id: PlayerColor { color }
}

/// Takes the table's updates on its delivery thread and hands them, in order, to the
/// one main-actor task that reads `stream` (an `AsyncStream` keeps the order; separate
/// `Task`s per update would not promise it).
final class UpdateRelay: TableListener, Sendable {
    /// What arrives: the table's updates, and what the store's writer made of the saves
    /// (told on its thread; the relay hears them from before the table is made, so the
    /// first save's outcome is not missed).
    enum Event: Sendable {
        case update(TableUpdate)
        case saved(SaveOutcome)
    }

    let stream: AsyncStream<Event>
    private let continuation: AsyncStream<Event>.Continuation

    init() { (stream, continuation) = AsyncStream.makeStream(of: Event.self) }

    func onUpdate(update: TableUpdate) { continuation.yield(.update(update)) }

    func saved(_ outcome: SaveOutcome) { continuation.yield(.saved(outcome)) }

    func finish() { continuation.finish() }
}

extension GameViewModel {
    /// How a view model is made: the stores, haptics, language and pacing.
    @MainActor
    public struct Options {
        /// The game store the table writes its saves to (its `core`; `nil`: not saved).
        public var store: SaveStore?
        /// Where finished games are recorded.
        public var records: LudoRecords?
        /// Plays feedback.
        public var haptics: HapticPlayer
        /// The language.
        public var strings: Localizer
        /// The app's haptics switch.
        public var hapticsEnabled: Bool
        /// The table's pacing.
        public var settings: TableSettings

        /// Options; `cpuDelayMs`: the pause before each CPU action (the player's setting, 0 allowed);
        /// `waitForMotion`: a CPU also waits until the play screen's motion of the update
        /// before has settled, with the core's durations (`false` only for tests without
        /// pauses); `reduceMotion`: the system's Reduce Motion (the core's shorter motion).
        /// The motion's own timing (e.g. each square of a move) is the core's alone: the app
        /// sets no per-square delay and plays the core's motion (`LudoStage`).
        public init(store: SaveStore? = nil, records: LudoRecords? = nil,
                    haptics: HapticPlayer = SilentHaptics(), strings: Localizer = Localizer(), hapticsEnabled: Bool = true,
                    cpuDelayMs: UInt32 = 600, waitForMotion: Bool = true, reduceMotion: Bool = false) {
            self.store = store
            self.records = records
            self.haptics = haptics
            self.strings = strings
            self.hapticsEnabled = hapticsEnabled
            // The core's defaults (`tableSettingsDefault()`: the CPU's node budget and anything
            // added later, as on Android) with this app's pacing; the bindings' own defaults
            // only if the core failed (a caught bug).
            var settings = (try? tableSettingsDefault()) ?? TableSettings()
            settings.cpuDelayMs = cpuDelayMs
            // Waiting for the motion is not tied to the CPU pause: a player who sets the pause
            // to 0 still sees every CPU move (it used to jump: no wait when the pause was 0).
            settings.waitForMotion = waitForMotion
            settings.reduceMotion = reduceMotion
            // Pass-and-play prompts: the core asks only when the turn goes from one person to another.
            settings.handoverPrompt = true
            self.settings = settings
        }
    }
}

extension HapticKind {
    /// The core's feedback kind.
    init(_ f: Feedback) {
        switch f {
        case .refused: self = .refused
        case .roll: self = .roll
        case .move: self = .move
        case .extraRoll: self = .extraRoll
        case .timedOut: self = .timedOut
        case .tokenCaptured: self = .tokenCaptured
        case .captureMade: self = .captureMade
        case .tokenFinished: self = .tokenFinished
        case .playerFinished: self = .playerFinished
        case .gameWon: self = .gameWon
        }
    }
}
