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

    @Environment(\.colorScheme) private var scheme
    @State private var houseRules = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: Style.gap) {
                Text(app.t("setup.seats")).font(.headline)
                Text(app.t("setup.tap_tile")).font(.footnote).foregroundStyle(Style.inkSoft(scheme == .dark))
                // Each seat a large tile in its colour: a tap cycles off → person → CPU levels.
                LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: Style.gap) {
                    ForEach(SetupModel.colors, id: \.self) { c in
                        SeatTile(label: announcer.colorWithSymbol(c), spoken: announcer.color(c),
                                 choice: label(setup.seats[c] ?? .off), color: c, on: (setup.seats[c] ?? .off) != .off) {
                            setup.cycle(c)
                        }
                    }
                }
                // A person's seat plays as one of the device's players (rated) or a guest.
                if let players = app.records?.profiles, !players.isEmpty {
                    ForEach(SetupModel.colors.filter { setup.seats[$0] == .human }, id: \.self) { c in
                        Picker(selection: Binding(get: { setup.profiles[c] }, set: { setup.profiles[c] = $0 })) {
                            Text(app.t("setup.guest")).tag(String?.none)
                            ForEach(players, id: \.id) { p in Text(p.name).tag(String?.some(p.id)) }
                        } label: {
                            Text(announcer.colorWithSymbol(c) + " · " + app.t("setup.profile"))
                                .accessibilityLabel(announcer.color(c) + ", " + app.t("setup.profile"))
                        }
                    }
                }
                if let problem = setup.seatProblem { Text(app.strings.text(problem)).foregroundStyle(.red) }
                Button {
                    houseRules = true
                } label: {
                    Card {
                        HStack {
                            VStack(alignment: .leading) {
                                Text(app.t("setup.house_rules")).font(.headline)
                                Text(setup.preset.flatMap { p in SetupModel.presets.first { $0.preset == p } }
                                    .map { app.strings.text($0.label) } ?? SetupModel.customLabel.map(app.strings.text) ?? "")
                                    .font(.subheadline)
                            }
                            Spacer()
                            Image(systemName: "chevron.right")
                        }
                    }
                }
                .buttonStyle(.plain)
                Button(app.t("setup.start")) { app.startGame() }
                    .buttonStyle(.borderedProminent)
                    .controlSize(.large)
                    .frame(maxWidth: .infinity, minHeight: Style.target)
                    .disabled(!setup.isValid)
            }
            .padding(Style.pad)
        }
        .background(Style.background(scheme == .dark))
        .sheet(isPresented: $houseRules) { HouseRulesView(app: app, setup: $setup) }
        .navigationTitle(app.t("setup.title"))
        .toolbar { Button(app.t("game.home")) { app.screen = .home } }
    }
}

/// A seat as a large tile in its colour, with who plays it; a tap changes that.
struct SeatTile: View {
    let label: String
    let spoken: String
    let choice: String
    let color: PlayerColor
    let on: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            VStack(alignment: .leading, spacing: 6) {
                Text(label).font(.title3.bold())
                Text(choice).font(.subheadline)
            }
            .foregroundStyle(on ? Style.inkOn(color) : Style.rgb(0x5E6570))
            .padding(Style.pad)
            .frame(maxWidth: .infinity, minHeight: 88, alignment: .leading)
            .background(on ? Style.seat(color) : Style.seat(color).opacity(0.18),
                        in: RoundedRectangle(cornerRadius: Style.radius))
        }
        .buttonStyle(.plain)
        .accessibilityLabel(spoken + ", " + choice)
    }
}

/// The house rules on their own screen: the presets first, then each rule with the
/// core's sentence of what it does as it stands (`rulesInWords`).
struct HouseRulesView: View {
    @Bindable var app: AppState
    @Binding var setup: SetupModel

    var body: some View {
        let lines = setup.ruleLines(app.strings)
        let line = { (i: Int) in i < lines.count ? lines[i] : "" }
        NavigationStack {
            Form {
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
                Section {
                    Picker(app.t("setup.board"), selection: $setup.rules.board) {
                        Text(app.t("board.cross")).tag(BoardChoice.cross)
                        Text(app.t("board.by_player_count")).tag(BoardChoice.byPlayerCount)
                    }
                    Text(line(0)).font(.footnote)
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
                    Text(line(1)).font(.footnote)
                    Picker(app.t("rule.no_token_on_board"), selection: $setup.rules.noTokenOnBoard) {
                        Text(app.t("ntob.roll_normally")).tag(NoTokenOnBoard.rollNormally)
                        Text(app.t("ntob.auto_exit")).tag(NoTokenOnBoard.autoExit)
                        Text(app.t("ntob.three_tries")).tag(NoTokenOnBoard.threeTries)
                    }
                    Text(line(2)).font(.footnote)
                    Toggle(app.t("rule.three_sixes_end_turn"), isOn: $setup.rules.threeSixesEndTurn)
                    Text(line(3)).font(.footnote)
                    Toggle(app.t("rule.extra_roll_on_capture"), isOn: $setup.rules.extraRollOnCapture)
                    Text(line(4)).font(.footnote)
                    Toggle(app.t("rule.extra_roll_on_finish"), isOn: $setup.rules.extraRollOnFinish)
                    Text(line(5)).font(.footnote)
                    Toggle(app.t("rule.exact_finish"), isOn: $setup.rules.exactFinish)
                    Text(line(6)).font(.footnote)
                    Toggle(app.t("rule.rank_everyone"), isOn: $setup.rules.rankEveryone)
                    Text(line(7)).font(.footnote)
                    Toggle(app.t("rule.rotate_first_player"), isOn: $setup.rules.rotateFirstPlayer)
                    Text(line(8)).font(.footnote)
                    Picker(app.t("rule.safe_squares"), selection: $setup.rules.safeSquares) {
                        Text(app.t("safe.starts_and_stars")).tag(SafeSquares.startsAndStars)
                        Text(app.t("safe.starts_only")).tag(SafeSquares.startsOnly)
                        Text(app.t("safe.none")).tag(SafeSquares.noSafeSquares)
                    }
                    Text(line(9)).font(.footnote)
                    Picker(app.t("rule.blocks"), selection: $setup.rules.blocks) {
                        Text(app.t("blocks.two_together")).tag(Blocks.twoTogether)
                        Text(app.t("blocks.none")).tag(Blocks.noBlocks)
                        Text(app.t("blocks.no_overtaking")).tag(Blocks.noOvertaking)
                    }
                    Text(line(10)).font(.footnote)
                    Picker(app.t("setup.timer"), selection: $setup.rules.turnTimeLimitSecs) {
                        ForEach(SetupModel.timerOptions, id: \.secs) { t in
                            Text(app.strings.text(t.label)).tag(t.secs)
                        }
                    }
                    Text(line(11)).font(.footnote)
                }
            }
            .navigationTitle(app.t("setup.house_rules"))
        }
    }
}
#endif
