// Stand-in for Apple's AVFoundation on Linux (ios/scripts/typecheck-app.sh): declarations only,
// with the shapes of exactly the APIs the app in ios/LudoApp uses; nothing plays.
@_exported import Foundation

open class AVAudioSession {
    public struct Category: Hashable, Sendable {
        public static let ambient = Category(), soloAmbient = Category(), playback = Category()
    }
    public struct CategoryOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = CategoryOptions(rawValue: 1), duckOthers = CategoryOptions(rawValue: 2)
    }
    open class func sharedInstance() -> AVAudioSession { fatalError() }
    open func setCategory(_ category: Category, options: CategoryOptions = []) throws {}
    open func setActive(_ active: Bool) throws {}
}

open class AVAudioPlayer {
    public init(contentsOf url: URL) throws {}
    @discardableResult open func prepareToPlay() -> Bool { true }
    @discardableResult open func play() -> Bool { true }
    open func stop() {}
    open var volume: Float = 1
    open var currentTime: TimeInterval = 0
}
