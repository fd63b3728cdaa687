#if canImport(SwiftUI)
import LudoKit
import SwiftUI

struct HomeView: View {
    @Bindable var app: AppState

    var body: some View {
        VStack(spacing: 20) {
            Text(app.t("app.title")).font(.largeTitle.bold())
            Text("○ □ △ ✚").font(.title).accessibilityHidden(true)
            // Until the save files are read (off the main actor, a moment) a new game could not
            // know what it replaces, nor the lesson where it was left.
            Button(app.t("home.new_game")) { app.newGame() }
                .buttonStyle(.borderedProminent).disabled(!app.homeRead)
            if app.canResume {
                Button(app.t("home.resume")) { app.resume() }.buttonStyle(.bordered)
            }
            if app.canReview {
                Button(app.t("home.review")) { app.reviewSaved() }.buttonStyle(.bordered)
            }
            // Games a new game set aside, listed and named by the core: a button continues
            // one (the game saved now is set aside first); a damaged one is only shown.
            if !app.setAsideGames.isEmpty {
                Text(app.t("home.set_aside")).font(.headline)
                Text(app.t("home.set_aside_note")).font(.footnote)
                ForEach(app.setAsideGames, id: \.name) { g in
                    if case .resumable = g.state {
                        Button(app.strings.text(g.description)) { app.resumeSetAside(g) }.font(.footnote)
                    } else {
                        Text(app.strings.text(g.description)).font(.footnote)
                    }
                }
            }
            Button(app.t("home.learn")) { app.startTutorial() }.buttonStyle(.bordered).disabled(!app.homeRead)
            if app.records != nil { Button(app.t("home.records")) { app.openRecords() } }
            if let e = app.recordsError { Text(e).font(.footnote) }
            Button(app.t("home.rules")) { app.screen = .rules }
            Button(app.t("home.settings")) { app.screen = .settings }
            if let e = app.loadError { Text(e).foregroundStyle(.red) }
            if let n = app.notice {
                Text(n).padding(8)
                    .background(.yellow.opacity(0.25), in: RoundedRectangle(cornerRadius: 8))
                Button(app.t("common.ok")) { app.dismissNotice() }
            }
        }
        // Replacing an unfinished game asks first (the old one is set aside, not deleted).
        .alert(app.t("replace.title"), isPresented: Binding(get: { app.askReplace }, set: { if !$0 { app.answerReplace(false) } })) {
            Button(app.t("replace.confirm"), role: .destructive) { app.answerReplace(true) }
            Button(app.t("common.cancel"), role: .cancel) { app.answerReplace(false) }
        } message: {
            Text(app.t("replace.body"))
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
            Picker(app.t("settings.language"), selection: Binding(get: { app.settings.language }, set: { app.setLanguage($0) })) {
                Text(app.t("settings.language.system")).tag(String?.none)
                ForEach(Localizer.languages, id: \.self) { code in
                    Text(app.t("lang." + code)).tag(String?.some(code))
                }
            }
        }
        .navigationTitle(app.t("settings.title"))
        .toolbar { Button(app.t("game.home")) { app.screen = .home } }
    }
}
#endif
