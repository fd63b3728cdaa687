#if canImport(SwiftUI)
import LudoKit
import SwiftUI

struct HomeView: View {
    @Bindable var app: AppState

    var body: some View {
        VStack(spacing: 20) {
            Text(app.t("app.title")).font(.largeTitle.bold())
            Text("○ □ △ ✚").font(.title).accessibilityHidden(true)
            Button(app.t("home.new_game")) { app.screen = .setup }
                .buttonStyle(.borderedProminent)
            if app.canResume {
                Button(app.t("home.resume")) { app.resume() }.buttonStyle(.bordered)
            }
            Button(app.t("home.learn")) { app.startTutorial() }.buttonStyle(.bordered)
            Button(app.t("home.rules")) { app.screen = .rules }
            Button(app.t("home.settings")) { app.screen = .settings }
            if let e = app.loadError { Text(e).foregroundStyle(.red) }
        }
        .font(.title3) // Dynamic Type: text styles scale with the user's setting
        .padding()
    }
}

struct RulesView: View {
    @Bindable var app: AppState

    var body: some View {
        ScrollView {
            Text(app.t("rules.body")).font(.body).padding()
        }
        .navigationTitle(app.t("home.rules"))
        .toolbar { Button(app.t("game.home")) { app.screen = .home } }
    }
}

struct SettingsView: View {
    @Bindable var app: AppState

    var body: some View {
        Form {
            Toggle(app.t("settings.haptics"), isOn: Binding(get: { app.settings.haptics }, set: { app.setHaptics($0) }))
            Stepper(app.strings.text("settings.cpu_delay_value", app.settings.cpuDelayMs),
                    value: Binding(get: { app.settings.cpuDelayMs }, set: { app.setCpuDelay(ms: $0) }),
                    in: 0...3000, step: 200)
        }
        .navigationTitle(app.t("settings.title"))
        .toolbar { Button(app.t("game.home")) { app.screen = .home } }
    }
}
#endif
