#if canImport(UIKit)
import LudoKit
import UIKit

/// LudoKit's `HapticPlayer` on the system feedback generators (UIKit: main actor only).
/// Plays LudoKit's `HapticPattern` of each kind. The generators honour the system's
/// "System Haptics" setting by themselves (they stay silent when it is off); the app's
/// own switch is checked by the view model before `play` is called.
@MainActor
final class SystemHaptics: HapticPlayer {
    private var impacts: [HapticTap.Impact: UIImpactFeedbackGenerator] = [:]
    private let notify = UINotificationFeedbackGenerator()
    private let select = UISelectionFeedbackGenerator()

    private func impact(_ i: HapticTap.Impact) -> UIImpactFeedbackGenerator {
        if let g = impacts[i] { return g }
        let style: UIImpactFeedbackGenerator.FeedbackStyle
        switch i {
        case .light: style = .light
        case .medium: style = .medium
        case .heavy: style = .heavy
        case .soft: style = .soft
        case .rigid: style = .rigid
        }
        let g = UIImpactFeedbackGenerator(style: style)
        impacts[i] = g
        return g
    }

    func prepare() {
        notify.prepare()
        select.prepare()
        for i in [HapticTap.Impact.light, .medium, .heavy, .soft, .rigid] { impact(i).prepare() }
    }

    func play(_ kind: HapticKind) {
        let pattern = HapticPattern.of(kind)
        Task { @MainActor in
            for (n, tap) in pattern.taps.enumerated() {
                if n > 0 { try? await Task.sleep(nanoseconds: UInt64(pattern.gapMs) * 1_000_000) }
                self.fire(tap)
            }
            self.prepare() // ready for the next one
        }
    }

    private func fire(_ tap: HapticTap) {
        switch tap {
        case let .impact(i, intensity): impact(i).impactOccurred(intensity: CGFloat(intensity))
        case let .notification(n):
            switch n {
            case .success: notify.notificationOccurred(.success)
            case .warning: notify.notificationOccurred(.warning)
            case .error: notify.notificationOccurred(.error)
            }
        case .selection: select.selectionChanged()
        }
    }
}
#endif
