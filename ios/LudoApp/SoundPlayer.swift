#if canImport(AVFoundation)
import AVFoundation
import LudoCore
import LudoKit

/// The game's sounds through `AVAudioPlayer`s (one per sound, loaded and prepared once
/// from the bundle's `Sounds/<soundFile(sound)>.wav`), in an `.ambient` audio session: the
/// player's music keeps playing and the ring/silent switch mutes the game.
@MainActor
final class SystemSounds: SoundPlayer {
    private var players: [Sound: AVAudioPlayer] = [:]

    init() {
        try? AVAudioSession.sharedInstance().setCategory(.ambient, options: [.mixWithOthers])
        for s in [Sound.roll, .hop, .capture, .extraRoll, .safe, .home, .playerFinished, .win, .timerLow, .refused] {
            let name = soundFile(sound: s)
            let url = Bundle.main.url(forResource: name, withExtension: "wav", subdirectory: "Sounds")
                ?? Bundle.main.url(forResource: name, withExtension: "wav")
            if let url, let p = try? AVAudioPlayer(contentsOf: url) {
                p.prepareToPlay()
                players[s] = p
            }
        }
    }

    func play(_ sound: Sound, volume: Double) {
        guard let p = players[sound] else { return }
        p.volume = Float(volume)
        p.currentTime = 0
        p.play()
    }
}
#endif
