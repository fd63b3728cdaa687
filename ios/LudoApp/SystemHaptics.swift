#if canImport(UIKit)
import LudoKit
import UIKit

/// LudoKit's `HapticPlayer` on the system feedback generators (UIKit: main actor only).
@MainActor
final class SystemHaptics: HapticPlayer {
    private let light = UIImpactFeedbackGenerator(style: .light)
    private let heavy = UIImpactFeedbackGenerator(style: .heavy)
    private let notify = UINotificationFeedbackGenerator()
    private let select = UISelectionFeedbackGenerator()

    func play(_ kind: HapticKind) {
        switch kind {
        case .rejected: notify.notificationOccurred(.error)
        case .roll: light.impactOccurred()
        case .move: select.selectionChanged()
        case .extraRoll: light.impactOccurred(intensity: 1.0)
        case .turnLost: notify.notificationOccurred(.warning)
        case .capture: heavy.impactOccurred()
        case .tokenFinished, .playerFinished, .gameOver: notify.notificationOccurred(.success)
        }
    }
}
#endif
