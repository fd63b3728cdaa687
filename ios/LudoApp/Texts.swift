#if canImport(SwiftUI)
import LudoCore
import LudoKit
import SwiftUI

extension RGB {
    var color: SwiftUI.Color { SwiftUI.Color(red: r, green: g, blue: b) }
}

/// Localised labels of setup options (texts come from LudoKit's Localizer).
extension AppState {
    func t(_ key: String) -> String { strings.text(key) }
}
#endif
