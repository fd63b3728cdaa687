#if canImport(SwiftUI)
import LudoCore
import LudoKit
import SwiftUI

/// The records: the device's players (add, rename, merge, delete), the selected player's
/// statistics (the core's numbers and its dice-fairness sentence), the recorded games
/// and their replays. Everything comes from `RecordsViewModel`.
struct RecordsView: View {
    @Bindable var app: AppState
    @Bindable var vm: RecordsViewModel
    @State private var newName = ""
    @State private var renaming: PlayerProfile?
    @State private var renameText = ""
    @State private var deleting: PlayerProfile?
    /// A merge asked for: (from, into).
    @State private var merging: (PlayerProfile, PlayerProfile)?

    var body: some View {
        if let replay = vm.replay {
            ReplayView(app: app, records: vm, vm: replay)
        } else {
            list
        }
    }

    private var list: some View {
        Form {
            if let n = vm.notice {
                Section {
                    Text(n)
                    Button(app.t("common.ok")) { vm.dismissNotice() }
                }
            }
            Section(app.t("records.players")) {
                Picker(app.t("records.players"), selection: Binding(get: { vm.selected }, set: { id in Task { await vm.select(id) } })) {
                    Text(app.t("records.all_games")).tag(String?.none)
                    ForEach(vm.profiles, id: \.id) { p in Text(p.name).tag(String?.some(p.id)) }
                }
                ForEach(vm.profiles, id: \.id) { p in
                    HStack {
                        Text(p.name)
                        Spacer()
                        Button(app.t("records.rename")) { renaming = p; renameText = p.name }
                        if vm.profiles.count > 1 {
                            Menu(app.t("records.merge")) {
                                ForEach(vm.profiles.filter { $0.id != p.id }, id: \.id) { q in
                                    Button(q.name) { merging = (p, q) }
                                }
                            }
                        }
                        Button(app.t("records.delete"), role: .destructive) { deleting = p }
                    }
                    .buttonStyle(.borderless)
                }
                HStack {
                    TextField(app.t("records.name"), text: $newName)
                    Button(app.t("records.add")) {
                        Task { if await vm.addProfile(newName) != nil { newName = "" } }
                    }
                }
                if let e = vm.errorText { Text(e).foregroundStyle(.red) }
            }
            if let s = vm.stats {
                Section(app.t("records.stats")) {
                    ForEach(vm.statsLines(s), id: \.self) { Text($0) }
                }
            }
            Section(app.t("records.history")) {
                if vm.history.isEmpty { Text(app.t("records.no_games")) }
                ForEach(vm.history, id: \.gameId) { e in
                    VStack(alignment: .leading) {
                        Button { Task { await vm.openReplay(e.gameId) } } label: {
                            Text(vm.historyText(e)).font(.callout).multilineTextAlignment(.leading)
                        }
                        .accessibilityHint(app.t("records.replay"))
                        Button(app.t("game.review")) { Task { await app.reviewRecorded(e.gameId) } }
                    }
                    .buttonStyle(.borderless)
                }
            }
        }
        .navigationTitle(app.t("records.title"))
        .toolbar { Button(app.t("game.home")) { app.closeRecords() } }
        .alert(app.t("records.rename"), isPresented: Binding(get: { renaming != nil }, set: { if !$0 { renaming = nil } })) {
            TextField(app.t("records.name"), text: $renameText)
            Button(app.t("common.ok")) { if let p = renaming { let name = renameText; Task { await vm.rename(p.id, to: name) } }; renaming = nil }
            Button(app.t("common.cancel"), role: .cancel) { renaming = nil }
        }
        .alert(app.t("records.merge_confirm"), isPresented: Binding(get: { merging != nil }, set: { if !$0 { merging = nil } })) {
            Button(app.t("records.merge")) { if let m = merging { Task { await vm.merge(m.0.id, into: m.1.id) } }; merging = nil }
            Button(app.t("common.cancel"), role: .cancel) { merging = nil }
        } message: {
            Text(merging.map { "\($0.0.name) → \($0.1.name)" } ?? "")
        }
        .alert(app.t("records.delete_confirm"), isPresented: Binding(get: { deleting != nil }, set: { if !$0 { deleting = nil } })) {
            Button(app.t("records.delete"), role: .destructive) { if let p = deleting { Task { await vm.delete(p.id) } }; deleting = nil }
            Button(app.t("common.cancel"), role: .cancel) { deleting = nil }
        } message: {
            Text(deleting?.name ?? "")
        }
    }
}

/// A recorded game step by step: the board of the step (the core's still board), its status and what the step's action did; forward and back.
struct ReplayView: View {
    @Bindable var app: AppState
    let records: RecordsViewModel
    @Bindable var vm: ReplayViewModel
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        // The board at most 3/4 of the screen's height and the rest scrolling: in landscape
        // and at the largest text sizes the step's words and buttons stay reachable (issue 34).
        GeometryReader { outer in
            let side = max(min(outer.size.width - 32, outer.size.height * 0.75), 1)
            ScrollView {
                VStack(spacing: 8) {
                    // The core's still board of the step (its last move marked), on the game's replayer.
                    let frame = vm.frame(size: CGSize(width: side, height: side), dark: scheme == .dark)
                    Canvas { ctx, _ in
                        guard let frame else { return }
                        var canvas = GraphicsSceneCanvas(ctx: ctx)
                        SceneReplayer.replay(frame, on: &canvas)
                    }
                    .frame(width: side, height: side)
                    .accessibilityElement()
                    .accessibilityLabel(vm.view.tokens.map { vm.strings.text($0.description) }.joined(separator: ". "))
                    Text(vm.statusText).font(.headline)
                    ForEach(Array(vm.said.enumerated()), id: \.offset) { Text($0.element).font(.callout) }
                    ViewThatFits(in: .horizontal) {
                        HStack { stepButtons }
                        VStack { stepButtons }
                    }
                    .accessibilityElement(children: .contain)
                }
                .padding()
            }
        }
        .toolbar { Button(app.t("review.back")) { records.closeReplay() } }
        // Each step's words are spoken, queued behind the previous ones.
        .onChange(of: vm.step) {
            for text in vm.said {
                var words = AttributedString(text)
                words.accessibilitySpeechAnnouncementPriority = .low
                AccessibilityNotification.Announcement(words).post()
            }
        }
    }

    /// Back, the step number, forward.
    @ViewBuilder private var stepButtons: some View {
        Button(app.t("replay.back")) { vm.back() }.disabled(!vm.canBack)
        Text(vm.stepText).monospacedDigit()
        Button(app.t("replay.forward")) { vm.forward() }.disabled(!vm.canForward)
            .buttonStyle(.borderedProminent)
    }
}
#endif
