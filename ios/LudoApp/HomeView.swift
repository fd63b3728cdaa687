#if canImport(SwiftUI)
import LudoCore
import LudoKit
import SwiftUI

struct HomeView: View {
    @Bindable var app: AppState
    @Environment(\.colorScheme) private var scheme

    private var dark: Bool { scheme == .dark }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: Style.gap) {
                HStack {
                    VStack(alignment: .leading) {
                        Text(app.t("app.title")).font(.largeTitle.bold())
                        Text("○ □ △ ✚").font(.title2).foregroundStyle(Style.inkSoft(dark)).accessibilityHidden(true)
                    }
                    Spacer()
                    Button { app.screen = .settings } label: {
                        Image(systemName: "gearshape.fill").font(.title2)
                            .frame(minWidth: Style.target, minHeight: Style.target)
                    }
                    .accessibilityLabel(app.t("home.settings"))
                }
                // The saved game: its board as it stands, its seats, when it was saved.
                if let card = app.continueCard {
                    Button { app.resume() } label: { ContinueCardView(app: app, card: card) }
                        .buttonStyle(.plain)
                        .accessibilityLabel(app.t("home.continue"))
                }
                // No game to continue: the board itself greets the player (the core's board art).
                if app.continueCard == nil {
                    let art = try? homeArt(width: 280, height: 280, theme: dark ? .dark : .light)
                    Canvas { ctx, _ in
                        guard let art else { return }
                        var canvas = GraphicsSceneCanvas(ctx: ctx)
                        SceneReplayer.replay(art, on: &canvas)
                    }
                    .frame(width: 280, height: 280)
                    .frame(maxWidth: .infinity)
                    .accessibilityHidden(true)
                }
                // One tap to play: the last setup of each kind (or the defaults).
                BigChoice(title: app.t("home.play_cpu"), note: app.t("home.play_cpu_note"), color: .blue,
                          symbol: "cpu") { app.quickStart(.vsComputer) }
                    .disabled(!app.homeRead)
                BigChoice(title: app.t("home.pass_and_play"), note: app.t("home.pass_and_play_note"), color: .red,
                          symbol: "person.2.fill") { app.quickStart(.passAndPlay) }
                    .disabled(!app.homeRead)
                Button(app.t("home.custom")) { app.newGame() }
                    .frame(minHeight: Style.target).disabled(!app.homeRead)
                // One row when it fits, else one button per line (large text, narrow screens):
                // never squeezed or cut.
                ViewThatFits(in: .horizontal) {
                    HStack(spacing: Style.gap) { moreButtons }
                    VStack(alignment: .leading, spacing: Style.gap) { moreButtons }
                }
                .frame(minHeight: Style.target)
                if app.canReview {
                    Button(app.t("home.review")) { app.reviewSaved() }.frame(minHeight: Style.target)
                }
                // Games a new game set aside, listed and named by the core: a button continues
                // one (the game saved now is set aside first); a damaged one is only shown.
                if !app.setAsideGames.isEmpty {
                    Card {
                        VStack(alignment: .leading, spacing: 8) {
                            Text(app.t("home.set_aside")).font(.headline)
                            Text(app.t("home.set_aside_note")).font(.footnote).foregroundStyle(Style.inkSoft(dark))
                            ForEach(app.setAsideGames, id: \.name) { g in
                                if case .resumable = g.state {
                                    Button(app.strings.text(g.description)) { Task { await app.resumeSetAside(g) } }.font(.footnote)
                                } else {
                                    Text(app.strings.text(g.description)).font(.footnote)
                                }
                            }
                        }
                    }
                }
                if let e = app.recordsError { Text(e).font(.footnote) }
                if let e = app.loadError { Text(e).foregroundStyle(.red) }
                if let n = app.notice {
                    Card {
                        VStack(alignment: .leading) {
                            Text(n)
                            Button(app.t("common.ok")) { app.dismissNotice() }
                        }
                    }
                }
            }
            .padding(Style.pad)
        }
        .background(Style.background(dark))
        // Replacing an unfinished game asks first (the old one is set aside, not deleted).
        .alert(app.t("replace.title"), isPresented: Binding(get: { app.askReplace }, set: { if !$0 { app.answerReplace(false) } })) {
            Button(app.t("replace.confirm"), role: .destructive) { app.answerReplace(true) }
            Button(app.t("common.cancel"), role: .cancel) { app.answerReplace(false) }
        } message: {
            Text(app.t("replace.body"))
        }
    }

    /// Learn, records (when there are any), rules.
    @ViewBuilder private var moreButtons: some View {
        Button(app.t("home.learn")) { app.startTutorial() }.buttonStyle(.bordered).disabled(!app.homeRead)
        if app.records != nil { Button(app.t("home.records")) { app.openRecords() }.buttonStyle(.bordered) }
        Button(app.t("home.rules")) { app.screen = .rules }.buttonStyle(.bordered)
    }
}

/// A big, coloured choice: a symbol, a title and one line under it.
struct BigChoice: View {
    let title: String
    let note: String
    let color: PlayerColor
    let symbol: String
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack(spacing: Style.gap) {
                Image(systemName: symbol).font(.title).frame(width: 44, height: 44)
                VStack(alignment: .leading, spacing: 2) {
                    Text(title).font(.title3.bold())
                    Text(note).font(.subheadline).opacity(0.85)
                }
                Spacer()
                Image(systemName: "play.fill")
            }
            .foregroundStyle(Style.inkOn(color))
            .padding(Style.pad)
            .frame(maxWidth: .infinity, minHeight: 72)
            .background(Style.seat(color), in: RoundedRectangle(cornerRadius: Style.radius))
        }
        .buttonStyle(.plain)
    }
}

/// The saved game's card: its board as it stands (the core's still board), its seats
/// and when it was saved.
struct ContinueCardView: View {
    @Bindable var app: AppState
    let card: AppState.ContinueCard
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        Card {
            HStack(spacing: Style.gap) {
                let frame = try? saveScene(saveJson: card.json, width: 96, height: 96, theme: scheme == .dark ? .dark : .light)
                Canvas { ctx, _ in
                    guard let frame else { return }
                    var canvas = GraphicsSceneCanvas(ctx: ctx)
                    SceneReplayer.replay(frame, on: &canvas)
                }
                .frame(width: 96, height: 96)
                .accessibilityHidden(true)
                VStack(alignment: .leading, spacing: 4) {
                    Text(app.t("home.continue")).font(.title3.bold())
                    HStack(spacing: 4) {
                        ForEach(card.seats, id: \.color) { s in
                            Circle().fill(Style.seat(s.color)).frame(width: 14, height: 14)
                        }
                    }
                    .accessibilityHidden(true)
                    if let saved = card.saved {
                        Text(app.strings.text("home.saved", saved.formatted(date: .abbreviated, time: .shortened)))
                            .font(.footnote).foregroundStyle(Style.inkSoft(scheme == .dark))
                    }
                }
                Spacer()
                Image(systemName: "chevron.right")
            }
        }
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
            Toggle(app.t("settings.sound"), isOn: Binding(get: { app.settings.sound }, set: { app.setSound($0) }))
            Slider(value: Binding(get: { app.settings.volume }, set: { app.setVolume($0) }), in: 0...1) {
                Text(app.t("settings.volume"))
            }
            .disabled(!app.settings.sound)
            .accessibilityLabel(app.t("settings.volume"))
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
