// Stand-in for Apple's UIKit on Linux (ios/scripts/typecheck-app.sh): declarations only, with
// the shapes of exactly the APIs the app in ios/LudoApp uses; nothing runs.
@_exported import Foundation

public struct UIBackgroundTaskIdentifier: Hashable, Sendable {
    public static let invalid = UIBackgroundTaskIdentifier()
}

@MainActor @preconcurrency
open class UIApplication {
    public static var shared: UIApplication { fatalError() }
    open func beginBackgroundTask(withName taskName: String?,
                                  expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil)
        -> UIBackgroundTaskIdentifier { fatalError() }
    open func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {}
}

@MainActor @preconcurrency
open class UIFeedbackGenerator {
    open func prepare() {}
}

@MainActor @preconcurrency
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    public init(style: FeedbackStyle) {}
    open func impactOccurred() {}
    open func impactOccurred(intensity: CGFloat) {}
}

@MainActor @preconcurrency
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    public override init() {}
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}

@MainActor @preconcurrency
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    public override init() {}
    open func selectionChanged() {}
}

open class UIFont: @unchecked Sendable {
    public struct Weight: Hashable, Sendable {
        public static let regular = Weight(), medium = Weight(), semibold = Weight(), bold = Weight()
    }
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { fatalError() }
    open var capHeight: CGFloat { fatalError() }
    open var lineHeight: CGFloat { fatalError() }
}
