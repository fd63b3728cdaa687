import Foundation

/// App settings (haptics, CPU speed, language), stored as JSON in the game store (`settings.json`).
public struct AppSettings: Codable, Equatable, Sendable {
    public var haptics: Bool = true
    /// Pause before each CPU action, in milliseconds.
    public var cpuDelayMs: Int = 600
    /// The app's language ("en", "hi", "bn"); `nil`: the device's preferred languages.
    public var language: String? = nil
    /// The game's sounds (docs/sound.md).
    public var sound: Bool = true
    /// Their volume, 0...1.
    public var volume: Double = 0.8

    public init(haptics: Bool = true, cpuDelayMs: Int = 600, language: String? = nil, sound: Bool = true,
                volume: Double = 0.8) {
        self.haptics = haptics
        self.cpuDelayMs = cpuDelayMs
        self.language = language
        self.sound = sound
        self.volume = volume
    }

    public init(from decoder: Decoder) throws {
        // Every field optional: settings written by an older version still load.
        let c = try decoder.container(keyedBy: CodingKeys.self)
        haptics = try c.decodeIfPresent(Bool.self, forKey: .haptics) ?? true
        cpuDelayMs = try c.decodeIfPresent(Int.self, forKey: .cpuDelayMs) ?? 600
        language = try c.decodeIfPresent(String.self, forKey: .language)
        sound = try c.decodeIfPresent(Bool.self, forKey: .sound) ?? true
        volume = min(max(try c.decodeIfPresent(Double.self, forKey: .volume) ?? 0.8, 0), 1)
    }

    /// The settings stored as `text` (the store's `settings.json`, or its backup when the
    /// file is damaged: the core's `readShellFile`); the defaults when there is none or it
    /// is not settings.
    public static func decoded(_ text: String?) -> AppSettings {
        text.flatMap { try? JSONDecoder().decode(AppSettings.self, from: Data($0.utf8)) } ?? AppSettings()
    }

    /// The settings as the JSON text the app stores (`AppState` hands it to the store's
    /// `writeShellFile(.settings)`, off the main thread).
    public func encoded() -> String? {
        (try? JSONEncoder().encode(self)).flatMap { String(data: $0, encoding: .utf8) }
    }
}
