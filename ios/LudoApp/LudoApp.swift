#if canImport(SwiftUI)
import LudoKit
import SwiftUI
import UIKit

/// The iOS app: screens are thin SwiftUI views over LudoKit's `AppState` / `GameViewModel`.
@main
struct LudoApp: App {
    // The core's game store in Application Support/Ludo, opened by the first home read
    // (off the main thread); nothing is read or written here.
    @State private var app = AppState(store: SaveStore.applicationSupport(), haptics: SystemHaptics(),
                                      sounds: SystemSounds())
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            RootView(app: app)
        }
        .onChange(of: scenePhase) { _, phase in
            // Leaving the foreground pauses the table (turn clock and CPU stop), which hands
            // its save with the time left to the store's writer; back in the foreground it
            // resumes. In the background the app asks for the time to finish the writes
            // (`savesWritten`: the store's flush, off the main thread).
            switch phase {
            case .inactive: app.leaveForeground()
            case .background:
                app.leaveForeground()
                let task = UIApplication.shared.beginBackgroundTask(withName: "save")
                Task {
                    await app.savesWritten()
                    UIApplication.shared.endBackgroundTask(task)
                }
            case .active: app.enterForeground()
            @unknown default: break
            }
        }
    }
}

struct RootView: View {
    @Bindable var app: AppState
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        NavigationStack {
            switch app.screen {
            case .home: HomeView(app: app)
            case .setup:
                if let setup = Binding($app.setup) { SetupView(app: app, setup: setup) } else { HomeView(app: app) }
            case .game:
                if let vm = app.game { GameView(app: app, vm: vm) } else { HomeView(app: app) }
            case .rules: RulesView(app: app)
            case .settings: SettingsView(app: app)
            case .records:
                if let r = app.records { RecordsView(app: app, vm: r) } else { HomeView(app: app) }
            case .review:
                if let r = app.review { ReviewView(app: app, vm: r) } else { HomeView(app: app) }
            }
        }
        // A game opened from now on has the CPU wait for the core's (shorter) motion.
        .onAppear { app.reduceMotion = reduceMotion }
        .onChange(of: reduceMotion) { app.reduceMotion = reduceMotion }
    }
}
#endif
