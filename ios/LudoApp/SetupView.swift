#if canImport(SwiftUI)
import LudoCore
import LudoKit
import SwiftUI

struct SetupView: View {
    @Bindable var app: AppState
    /// `app.setup` (RootView opens this screen only when the core gave its default rules).
    @Binding var setup: SetupModel

    private var announcer: Announcer { Announcer(strings: app.strings) }

    private func choices() -> [SeatChoice] {
        [.off, .human] + SetupModel.levels.map { .cpu($0) }
    }

    private func label(_ c: SeatChoice) -> String {
        switch c {
        case .off: return app.t("setup.seat.off")
        case .human: return app.t("setup.seat.human")
        case let .cpu(l): return "\(app.t("setup.seat.cpu")) · \(announcer.level(l))"
        }
    }

    var body: some View {
        Form {
            Section(app.t("setup.seats")) {
                ForEach(SetupModel.colors, id: \.self) { c in
                    Picker(selection: Binding(
                        get: { setup.seats[c] ?? .off },
                        set: { setup.seats[c] = $0 })) {
                        ForEach(choices(), id: \.self) { Text(label($0)).tag($0) }
                    } label: {
                        // VoiceOver says the colour, not the symbol's name.
                        Text(announcer.colorWithSymbol(c)).accessibilityLabel(announcer.color(c))
                    }
                    // A person's seat plays as one of the device's players (rated) or a guest.
                    if setup.seats[c] == .human, let players = app.records?.profiles, !players.isEmpty {
                        Picker(selection: Binding(
                            get: { setup.profiles[c] },
                            set: { setup.profiles[c] = $0 })) {
                            Text(app.t("setup.guest")).tag(String?.none)
                            ForEach(players, id: \.id) { p in Text(p.name).tag(String?.some(p.id)) }
                        } label: {
                            Text(app.t("setup.profile")).accessibilityLabel(announcer.color(c) + ", " + app.t("setup.profile"))
                        }
                    }
                }
                if let problem = setup.seatProblem { Text(app.strings.text(problem)).foregroundStyle(.red) }
            }
            Section(app.t("setup.presets")) {
                Picker(app.t("setup.presets"), selection: Binding(
                    get: { setup.preset },
                    set: { if let p = $0 { setup.apply(p) } })) {
                    if let custom = SetupModel.customLabel {
                        Text(app.strings.text(custom)).tag(Preset?.none)
                    }
                    ForEach(SetupModel.presets, id: \.preset) { p in
                        Text(app.strings.text(p.label)).tag(Preset?.some(p.preset))
                    }
                }
                .pickerStyle(.segmented)
            }
            Section(app.t("setup.board")) {
                Picker(app.t("setup.board"), selection: $setup.rules.board) {
                    Text(app.t("board.cross")).tag(BoardChoice.cross)
                    Text(app.t("board.by_player_count")).tag(BoardChoice.byPlayerCount)
                }
            }
            Section(app.t("setup.timer")) {
                Picker(app.t("setup.timer"), selection: $setup.rules.turnTimeLimitSecs) {
                    ForEach(SetupModel.timerOptions, id: \.secs) { t in
                        Text(app.strings.text(t.label)).tag(t.secs)
                    }
                }
            }
            Section(app.t("setup.house_rules")) {
                HStack {
                    Text(app.t("rule.exit_numbers"))
                    Spacer()
                    ForEach(SetupModel.exitFaces, id: \.self) { f in
                        let on = setup.rules.exitNumbers.contains(f)
                        Button("\(f)") { setup.toggleExitNumber(f) }
                            .buttonStyle(.bordered)
                            .tint(on ? Color.accentColor : Color.secondary)
                            .accessibilityAddTraits(on ? .isSelected : [])
                    }
                }
                Picker(app.t("rule.no_token_on_board"), selection: $setup.rules.noTokenOnBoard) {
                    Text(app.t("ntob.roll_normally")).tag(NoTokenOnBoard.rollNormally)
                    Text(app.t("ntob.auto_exit")).tag(NoTokenOnBoard.autoExit)
                    Text(app.t("ntob.three_tries")).tag(NoTokenOnBoard.threeTries)
                }
                Toggle(app.t("rule.three_sixes_end_turn"), isOn: $setup.rules.threeSixesEndTurn)
                Toggle(app.t("rule.extra_roll_on_capture"), isOn: $setup.rules.extraRollOnCapture)
                Toggle(app.t("rule.extra_roll_on_finish"), isOn: $setup.rules.extraRollOnFinish)
                Picker(app.t("rule.safe_squares"), selection: $setup.rules.safeSquares) {
                    Text(app.t("safe.starts_and_stars")).tag(SafeSquares.startsAndStars)
                    Text(app.t("safe.starts_only")).tag(SafeSquares.startsOnly)
                    Text(app.t("safe.none")).tag(SafeSquares.noSafeSquares)
                }
                Picker(app.t("rule.blocks"), selection: $setup.rules.blocks) {
                    Text(app.t("blocks.two_together")).tag(Blocks.twoTogether)
                    Text(app.t("blocks.none")).tag(Blocks.noBlocks)
                    Text(app.t("blocks.no_overtaking")).tag(Blocks.noOvertaking)
                }
                Toggle(app.t("rule.exact_finish"), isOn: $setup.rules.exactFinish)
                Toggle(app.t("rule.rank_everyone"), isOn: $setup.rules.rankEveryone)
                Toggle(app.t("rule.rotate_first_player"), isOn: $setup.rules.rotateFirstPlayer)
            }
            Button(app.t("setup.start")) { app.startGame() }
                .buttonStyle(.borderedProminent)
                .disabled(!setup.isValid)
        }
        .navigationTitle(app.t("setup.title"))
        .toolbar { Button(app.t("game.home")) { app.screen = .home } }
    }
}
#endif
