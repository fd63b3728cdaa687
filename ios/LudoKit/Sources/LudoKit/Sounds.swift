import Foundation
import LudoCore

/// Plays one of the game's sounds (the app: `AVAudioPlayer`s over the bundle's
/// `Sounds/<soundFile(sound)>.wav`; tests: a recorder).
@MainActor
public protocol SoundPlayer: AnyObject {
    /// Starts `sound` now at `volume` (0...1).
    func play(_ sound: Sound, volume: Double)
}

/// No sound (tests, and before the app's player exists).
@MainActor
public final class SilentSounds: SoundPlayer {
    public init() {}
    public func play(_ sound: Sound, volume: Double) {}
}

/// Plays each update's sounds at their times (the core's cues, `docs/sound.md`), as the
/// Sound setting and the volume say; a screen that goes away cancels what is pending.
@MainActor
public final class SoundScheduler {
    private let player: SoundPlayer
    private let setting: () -> (on: Bool, volume: Double)
    private var pending: [Task<Void, Never>] = []

    /// `setting` is read when each sound starts (a change applies at once).
    public init(player: SoundPlayer, setting: @escaping () -> (on: Bool, volume: Double)) {
        self.player = player
        self.setting = setting
    }

    /// Schedules `cues`, each `atMs` from now.
    public func schedule(_ cues: [SoundCue]) {
        pending.removeAll { $0.isCancelled }
        for cue in cues {
            let task = Task { [weak self] in
                if cue.atMs > 0 { try? await Task.sleep(nanoseconds: UInt64(cue.atMs) * 1_000_000) }
                guard !Task.isCancelled, let self else { return }
                let s = self.setting()
                if s.on && s.volume > 0 { self.player.play(cue.sound, volume: min(max(s.volume, 0), 1)) }
            }
            pending.append(task)
        }
    }

    /// Drops every sound not yet started.
    public func cancelAll() {
        pending.forEach { $0.cancel() }
        pending = []
    }
}
