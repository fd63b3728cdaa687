import Foundation
import LudoCore

/// Who sits at a colour in the setup screen.
public enum SeatChoice: Equatable, Hashable, Sendable {
    case off
    case human
    case cpu(CpuLevel)
}

/// The setup screen's state: seats, CPU levels, house rules and presets, board, timer.
/// Produces the core's `GameSetup`; the core validates it.
public struct SetupModel: Equatable {
    /// Seats in clockwise colour order (yellow, blue, red, green).
    public var seats: [PlayerColor: SeatChoice]
    public var rules: Rules
    public var seed: UInt64?
    /// The records profile id chosen for a person's seat (none: a guest).
    public var profiles: [PlayerColor: String] = [:]

    public static let colors: [PlayerColor] = [.yellow, .blue, .red, .green]
    /// The CPU levels offered, weakest first: the core's list (`cpuLevels()`), so a new
    /// level appears here without a change.
    public static let levels: [CpuLevel] = offeredLevels(cpuLevels)

    /// The levels of `list` (the core's `cpuLevels`); when the call fails (only if the core
    /// itself is broken) the medium level alone, as on Android, so the setup screen still
    /// offers a CPU (the default setup seats a medium one) instead of stopping the app.
    static func offeredLevels(_ list: () throws -> [CpuLevelChoice]) -> [CpuLevel] {
        guard let levels = try? list().map(\.level), !levels.isEmpty else { return [.medium] }
        return levels
    }
    /// The presets, turn timers and exit faces the setup screen offers, with their names:
    /// the core's lists (`setupChoices()`, the same on Android and the terminal), so the
    /// app keeps none. `nil` only when the core itself is broken (the lists are empty then).
    /// Asked each time (a cheap call), so no shared state crosses actors.
    public static var choices: SetupChoices? { try? setupChoices() }
    /// The presets to list, in the core's order.
    public static var presets: [PresetChoice] { choices?.presets ?? [] }
    /// The turn timers to list (`nil` seconds: no limit), in the core's order.
    public static var timerOptions: [TimerChoice] { choices?.timers ?? [] }
    /// The faces the exit-number row has a button for.
    public static var exitFaces: [Int32] { choices?.exitNumbers.faces ?? [] }
    /// The core's name for rules that match no preset ("Custom"), shown in the preset row
    /// once a rule is changed by hand (`preset` is `nil` then).
    public static var customLabel: Message? { choices?.custom.label }

    /// `seats` by colour (a colour left out is not playing); `rules` from the core.
    public init(seats: [PlayerColor: SeatChoice], rules: Rules, seed: UInt64? = nil) {
        self.seats = seats
        self.rules = rules
        self.seed = seed
    }

    /// The default setup: the core's seats (`defaultSeats()`: you against three medium
    /// CPUs, the same list Android starts from) and its default rules (`defaultRules()`).
    /// `nil` only when the core cannot give them, i.e. the core itself is broken (the
    /// bindings' panic guard turns a panic into an error): no game could start then, so the
    /// app says so on the home screen instead of stopping (no `fatalError`) or inventing
    /// seats or rules in Swift.
    public static func standard(rules: () throws -> Rules = defaultRules,
                                seats: () throws -> [SeatSetup] = defaultSeats) -> SetupModel? {
        guard let r = try? rules(), let list = try? seats() else { return nil }
        var chosen: [PlayerColor: SeatChoice] = [:]
        for c in colors { chosen[c] = .off }
        for s in list {
            switch s.kind {
            case .human: chosen[s.color] = .human
            case let .cpu(level): chosen[s.color] = .cpu(level)
            }
        }
        return SetupModel(seats: chosen, rules: r)
    }

    /// Two people passing one phone, yellow and red opposite each other, with `rules`.
    public static func passAndPlay(rules: Rules) -> SetupModel? {
        var chosen: [PlayerColor: SeatChoice] = [:]
        for c in colors { chosen[c] = .off }
        chosen[.yellow] = .human
        chosen[.red] = .human
        return SetupModel(seats: chosen, rules: rules)
    }

    /// How many seats are taken.
    public var seatedCount: Int { seats.values.filter { $0 != .off }.count }
    /// A CPU plays a seat.
    public var hasCpu: Bool { seats.values.contains { if case .cpu = $0 { return true }; return false } }
    /// Only people play, two or more: pass and play.
    public var isPassAndPlay: Bool { !hasCpu && seats.values.filter { $0 == .human }.count >= 2 }

    /// A seat's tile tapped: off → person → each CPU level → off.
    public mutating func cycle(_ color: PlayerColor) {
        let order: [SeatChoice] = [.off, .human] + SetupModel.levels.map { .cpu($0) }
        let now = seats[color] ?? .off
        let i = order.firstIndex(of: now) ?? 0
        seats[color] = order[(i + 1) % order.count]
        if seats[color] != .human { profiles[color] = nil }
    }

    /// Each house rule of these rules in one sentence, in the core's words
    /// (`rulesInWords`: board, exit numbers, …, turn timer), for the house-rules screen.
    public func ruleLines(_ strings: Localizer) -> [String] {
        ((try? rulesInWords(rules: rules, players: UInt32(max(seatedCount, 2)))) ?? []).map(strings.text)
    }

    /// Why these seats cannot start a game, in the core's words (`seatCountProblem`:
    /// "Seat 2 to 4 players.", the sentence Android and the terminal show), or `nil` when
    /// they can. A core that cannot answer (broken) gives `nil` too: its `newGame` then
    /// refuses and the app says it could not start.
    public var seatProblem: Message? {
        try? seatCountProblem(seats: seatList)
    }

    /// Whether Start can start a game (the core sees no seat problem).
    public var isValid: Bool { seatProblem == nil }

    /// The taken seats in colour order, as the core's setup lists them.
    private var seatList: [SeatSetup] {
        SetupModel.colors.compactMap { c in
            switch seats[c] ?? .off {
            case .off: return nil
            case .human: return SeatSetup(color: c, kind: .human)
            case let .cpu(l): return SeatSetup(color: c, kind: .cpu(level: l))
            }
        }
    }

    /// The preset the rules match exactly, if any (the core decides).
    public var preset: Preset? { (try? matchingPreset(rules: rules)) ?? nil }

    public mutating func apply(_ preset: Preset) {
        let timer = rules.turnTimeLimitSecs
        guard let preset = try? presetRules(preset: preset) else { return }
        rules = preset
        rules.turnTimeLimitSecs = timer // the timer is not part of a preset
    }

    /// Switches `face` on or off among the exit numbers through the core, which refuses to
    /// clear the last one; `false` (refused) leaves the rules as they were.
    @discardableResult
    public mutating func toggleExitNumber(_ face: Int32) -> Bool {
        guard let next = try? LudoCore.toggleExitNumber(rules: rules, face: face) else { return false }
        rules = next
        return true
    }

    /// The profiles of the seats people play (a CPU seat has none).
    public var seatProfiles: [PlayerColor: String] {
        profiles.filter { seats[$0.key] == .human }
    }

    /// Forgets profiles that no longer exist (deleted on the records screen).
    public mutating func keepProfiles(_ ids: Set<String>) {
        profiles = profiles.filter { ids.contains($0.value) }
    }

    /// The core's setup; `nil` when the core sees a seat problem (`seatProblem`).
    public func gameSetup() -> GameSetup? {
        guard isValid else { return nil }
        return GameSetup(seats: seatList, rules: rules, seed: seed, diceScript: [], firstPlayer: nil)
    }

    /// Stores the setup (last used) as JSON text: seats and the rules' JSON form (the game
    /// store's `setup.json`, written by `AppState` with `writeShellFile(.setup)`).
    public func encoded() -> String? {
        guard let rulesJSON = try? rulesToJson(rules: rules) else { return nil }
        var seatMap: [String: String] = [:]
        for c in SetupModel.colors {
            switch seats[c] ?? .off {
            case .off: seatMap["\(c)"] = "off"
            case .human: seatMap["\(c)"] = "human"
            case let .cpu(l): seatMap["\(c)"] = "cpu:\(l)"
            }
        }
        let profileMap = Dictionary(uniqueKeysWithValues: profiles.map { ("\($0.key)", $0.value) })
        let obj: [String: Any] = ["seats": seatMap, "rules": rulesJSON, "profiles": profileMap]
        guard let data = try? JSONSerialization.data(withJSONObject: obj, options: [.sortedKeys]) else { return nil }
        return String(data: data, encoding: .utf8)
    }

    /// A setup stored by `encoded()`; `nil` when the text is not one.
    public static func decoded(_ text: String) -> SetupModel? {
        guard let data = text.data(using: .utf8),
              let obj = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let seatMap = obj["seats"] as? [String: String],
              let rulesJSON = obj["rules"] as? String,
              let rules = try? rulesFromJson(json: rulesJSON) else { return nil }
        var seats: [PlayerColor: SeatChoice] = [:]
        for c in colors {
            let v = seatMap["\(c)"] ?? "off"
            if v == "human" { seats[c] = .human }
            else if v.hasPrefix("cpu:"), let l = levels.first(where: { "cpu:\($0)" == v }) { seats[c] = .cpu(l) }
            else { seats[c] = .off }
        }
        var model = SetupModel(seats: seats, rules: rules)
        let profileMap = obj["profiles"] as? [String: String] ?? [:]
        for c in colors { model.profiles[c] = profileMap["\(c)"] }
        return model
    }
}
