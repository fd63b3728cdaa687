import LudoCore

/// Localised texts for events (VoiceOver announcements and the game log), squares and
/// tokens (accessibility labels), seats, levels, house-rule options and errors.
public struct Announcer: Sendable {
    public let strings: Localizer

    public init(strings: Localizer) { self.strings = strings }

    public func color(_ c: PlayerColor) -> String {
        switch c {
        case .yellow: return strings.text("color.yellow")
        case .blue: return strings.text("color.blue")
        case .red: return strings.text("color.red")
        case .green: return strings.text("color.green")
        }
    }

    /// Colour name with its symbol, e.g. "Yellow ○".
    public func colorWithSymbol(_ c: PlayerColor) -> String { "\(color(c)) \(Palette.symbol(c))" }

    public func level(_ l: CpuLevel) -> String {
        switch l {
        case .random: return strings.text("level.random")
        case .easy: return strings.text("level.easy")
        case .medium: return strings.text("level.medium")
        case .hard: return strings.text("level.hard")
        case .expert: return strings.text("level.expert")
        }
    }

    public func hintReason(_ r: HintReason) -> String {
        switch r {
        case .finishes: return strings.text("hint.finishes")
        case .captures: return strings.text("hint.captures")
        case .escapesDanger: return strings.text("hint.escapes_danger")
        case .entersHomeColumn: return strings.text("hint.enters_home_column")
        case .leavesBase: return strings.text("hint.leaves_base")
        case .formsBlock: return strings.text("hint.forms_block")
        case .reachesSafeSquare: return strings.text("hint.reaches_safe_square")
        case .advances: return strings.text("hint.advances")
        }
    }

    public func hint(_ h: Hint) -> String {
        let why = h.forced ? strings.text("hint.forced") : hintReason(h.reason)
        return strings.text("hint.text", Int(h.token) + 1, why)
    }

    /// What to tell the player about a failed action: a localised sentence chosen by the
    /// kind of error. Never the error's own text (the core's reasons are English
    /// developer texts, and Swift's descriptions of other errors are worse).
    public func error(_ error: Error) -> String {
        let key: String
        switch error as? LudoError {
        case .IllegalMove?: key = "error.illegal_move"
        case .InvalidSetup?: key = "error.invalid_setup"
        case .UndoNotAllowed?: key = "error.undo_not_allowed"
        case .NothingToUndo?: key = "error.nothing_to_undo"
        case .InvalidSave?: key = "error.load"
        case .Internal?: key = "error.internal"
        default: key = "error.action" // wrong phase, stale, cancelled, ...: "not possible now"
        }
        return strings.text(key)
    }

    /// The text shown when writing the autosave failed (the game goes on in memory).
    public var saveFailed: String { strings.text("error.save") }

    /// A square for VoiceOver ("Red start, square 26", "star, square 8", "Blue home column 3").
    /// `role`/`safe` come from the core's layout.
    public func square(_ id: SquareId, role: SquareRole? = nil, owner: PlayerColor? = nil, safe: Bool = false) -> String {
        var text: String
        switch id {
        case let .track(index):
            if role == .start, let owner {
                text = strings.text("sq.start", color(owner), Int(index))
            } else if role == .star {
                text = strings.text("sq.star", Int(index))
            } else {
                text = strings.text("sq.track", Int(index))
            }
            if safe { text += ", " + strings.text("sq.safe") }
        case let .homeColumn(c, index):
            text = strings.text("sq.home", color(c), Int(index) + 1)
        case let .finish(c):
            text = strings.text("sq.finish", color(c))
        case let .baseSlot(c, slot):
            text = strings.text("sq.base", color(c), Int(slot) + 1)
        }
        return text
    }

    /// The announcement of one event; `target` describes where a move ended (from the
    /// core's move path), `nil` for events not worth announcing.
    public func text(for event: GameEvent, target: String? = nil) -> String? {
        switch event {
        case let .gameStarted(n, _):
            return strings.text("ann.game_started", Int(n))
        case let .firstRoll(c, roll):
            return strings.text("ann.first_roll", color(c), Int(roll))
        case let .firstRollTie(colors):
            return strings.text("ann.first_tie", colors.map(color).joined(separator: ", "))
        case let .firstPlayer(c):
            return strings.text("ann.first_player", color(c))
        case let .rolled(c, roll):
            return strings.text("ann.rolled", color(c), Int(roll))
        case let .moved(c, token, from, _, _, _):
            if from < 0 { return strings.text("ann.moved_out", color(c), Int(token) + 1) }
            return strings.text("ann.moved", color(c), Int(token) + 1, target ?? "")
        case let .captured(c, token, _, by):
            return strings.text("ann.captured", color(by), color(c), Int(token) + 1)
        case let .tokenFinished(c, token):
            return strings.text("ann.token_finished", color(c), Int(token) + 1)
        case let .playerFinished(c, place):
            return strings.text("ann.player_finished", color(c), Int(place))
        case let .extraRoll(c, _):
            return strings.text("ann.extra_roll", color(c))
        case let .threeSixes(c):
            return strings.text("ann.three_sixes", color(c))
        case let .failedTry(c, left):
            return strings.text("ann.failed_try", color(c), Int(left))
        case let .turnPassed(from, to, reason):
            if reason == .noMove { return strings.text("ann.no_move", color(from)) + ". " + strings.text("ann.turn", color(to)) }
            return strings.text("ann.turn", color(to))
        case let .seatChanged(c, kind):
            switch kind {
            case .human: return strings.text("ann.seat_human", color(c))
            case let .cpu(l): return strings.text("ann.seat_cpu", color(c), level(l))
            }
        case let .timedOut(c):
            return strings.text("ann.timed_out", color(c))
        case .undone:
            return strings.text("ann.undone")
        case let .gameOver(placements):
            let winners = placements.first?.map(color).joined(separator: ", ") ?? ""
            return strings.text("ann.game_over", winners)
        }
    }
}
