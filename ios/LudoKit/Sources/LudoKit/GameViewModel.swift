import Foundation
import LudoCore
import Observation

/// A token moving along the core's move path (for the animation; board units).
public struct MoveAnimation: Equatable {
    public let color: PlayerColor
    public let token: Int32
    /// Centres of the squares entered, in order (the core's `movePath`).
    public let points: [BoardPoint]
    /// Increases with every new animation so a view can restart it.
    public let serial: Int
}

/// How often a seat rolled each face (`faces[f - 1]` rolls of `f`).
public struct DiceCount: Equatable, Identifiable {
    public let color: PlayerColor
    public let faces: [UInt64]
    public var id: PlayerColor { color }
}

/// A prompt to pass the device to the next person in a pass-and-play game.
public struct Handover: Equatable {
    public let to: PlayerColor
}

/// The game screen's state and actions. Drives the Rust core through the UniFFI
/// bindings: every rule, legal move, CPU decision, hint and save is the core's; this
/// class only sequences calls, keeps the snapshot for the views, turns events into
/// announcements, haptics and animations, runs the CPU turns and the turn timer, and
/// autosaves after every action.
@MainActor
@Observable
public final class GameViewModel {
    // MARK: State the views read

    public private(set) var game: LudoGame
    public private(set) var snapshot: GameSnapshot
    public private(set) var layout: BoardLayout
    public private(set) var spots: [TokenSpot]
    /// Target square of each legal move (token → last step of its move path).
    public private(set) var targets: [Int32: PathStep] = [:]
    /// The latest announcement (VoiceOver reads it; the status line shows it).
    public private(set) var announcement: String = ""
    /// Recent announcements, oldest first (at most `logLimit`).
    public private(set) var log: [String] = []
    public private(set) var animation: MoveAnimation? = nil
    public private(set) var hint: Hint? = nil
    /// The last failed action (localised text), cleared by the next success.
    public private(set) var error: String? = nil
    /// Seconds left on the turn timer, when the game has one and a person is to act.
    public private(set) var timeLeft: Int? = nil
    public private(set) var handover: Handover? = nil
    /// Whether a CPU turn is running.
    public private(set) var cpuRunning = false
    /// Every event seen, in order (tests and the tutorial read it).
    public private(set) var events: [GameEvent] = []

    // MARK: Settings

    public var hapticsEnabled: Bool
    /// Pause before each CPU action (the core waits at least this long in `cpuMove`).
    public var cpuDelayMs: UInt32 {
        didSet { game.setCpuMinDelayMs(ms: cpuDelayMs) }
    }
    /// Show the pass-the-device prompt between people in pass-and-play.
    public var promptHandover: Bool = true
    /// Start CPU turns by themselves after each action (the app); tests may drive them
    /// with `runCpuTurns()` instead.
    public var autoRunCpu: Bool = true
    public let logLimit = 50

    // MARK: Collaborators

    public let announcer: Announcer
    public let store: SaveStore?
    public let haptics: HapticPlayer
    /// Called after every autosave attempt (tests; the app ignores it).
    @ObservationIgnored public var onSave: ((String) -> Void)? = nil

    @ObservationIgnored private var lastSeq: UInt64
    @ObservationIgnored private var cpuTask: Task<Void, Never>?
    @ObservationIgnored private var lastCpuTask: Task<Void, Never>?
    @ObservationIgnored private var cpuGeneration = 0
    @ObservationIgnored private var animationSerial = 0
    @ObservationIgnored private var timerDeadline: Date? = nil
    @ObservationIgnored private var timerSeq: UInt64? = nil
    @ObservationIgnored private var layoutGame: UInt32 = 0

    // MARK: Creation

    public init(game: LudoGame, store: SaveStore? = nil, haptics: HapticPlayer = SilentHaptics(),
                strings: Localizer = Localizer(), hapticsEnabled: Bool = true, cpuDelayMs: UInt32 = 600) {
        self.game = game
        self.store = store
        self.haptics = haptics
        self.announcer = Announcer(strings: strings)
        self.hapticsEnabled = hapticsEnabled
        self.cpuDelayMs = cpuDelayMs
        let snap = game.snapshot()
        snapshot = snap
        layout = game.layout()
        spots = game.tokenSpots()
        lastSeq = snap.nextEventSeq
        layoutGame = snap.gameNumber
        game.setCpuMinDelayMs(ms: cpuDelayMs)
        refresh()
        announcement = statusText
    }

    /// A new game from a setup (throws the core's `LudoError` for an impossible setup).
    public static func newGame(setup: GameSetup, store: SaveStore? = nil, haptics: HapticPlayer = SilentHaptics(),
                               strings: Localizer = Localizer(), cpuDelayMs: UInt32 = 600) throws -> GameViewModel {
        let game = try LudoGame(setup: setup)
        let vm = GameViewModel(game: game, store: store, haptics: haptics, strings: strings, cpuDelayMs: cpuDelayMs)
        // Announce the start (game started, first player when fixed).
        vm.lastSeq = 0
        vm.absorb(game.eventsSince(seq: 0), haptic: false)
        vm.autosave()
        return vm
    }

    /// The autosaved game of `store` (falling back to the backup when the main file
    /// does not load), or `nil` when there is none.
    public static func resume(store: SaveStore, haptics: HapticPlayer = SilentHaptics(),
                              strings: Localizer = Localizer(), cpuDelayMs: UInt32 = 600) -> GameViewModel? {
        var loaded: LudoGame?
        _ = store.load(accept: { text in
            loaded = try? LudoGame.load(save: text)
            return loaded != nil
        })
        guard let game = loaded else { return nil }
        return GameViewModel(game: game, store: store, haptics: haptics, strings: strings, cpuDelayMs: cpuDelayMs)
    }

    /// Whether a save's game is over, `nil` when the text is no loadable save.
    public enum SaveState: Equatable, Sendable { case unfinished, finished }

    /// What a save holds (for the home screen: Resume only for an unfinished game).
    public nonisolated static func saveState(_ text: String) -> SaveState? {
        guard let game = try? LudoGame.load(save: text) else { return nil }
        return game.snapshot().phase == .gameOver ? .finished : .unfinished
    }

    // MARK: Derived state

    public var phase: GamePhase { snapshot.phase }
    public var current: PlayerColor? { snapshot.current }
    public var isOver: Bool { snapshot.phase == .gameOver }
    /// A person is to act (roll or move) on this device.
    public var isPersonToAct: Bool { snapshot.current != nil && !snapshot.cpuToAct }
    public var canRoll: Bool {
        isPersonToAct && (snapshot.phase == .awaitingRoll || snapshot.phase == .choosingFirst) && handover == nil
    }
    public var canUndo: Bool { snapshot.canUndo && !cpuRunning }
    public var canHint: Bool { isPersonToAct && snapshot.phase == .awaitingMove && !snapshot.legal.isEmpty }
    /// Tokens of the player to act that can move with the pending roll.
    public var movableTokens: Set<Int32> { Set(snapshot.legal.map(\.token)) }
    public var humanCount: Int { snapshot.seats.filter { $0.kind == .human }.count }
    public var hasCpu: Bool { snapshot.seats.contains { if case .cpu = $0.kind { return true }; return false } }

    /// Roll counts by face (1...6) of every seat, in seat order.
    public var diceCounts: [DiceCount] {
        snapshot.seats.map { DiceCount(color: $0.color, faces: $0.faces) }
    }

    /// Places once the game is over, best first.
    public var placements: [[PlayerColor]] { snapshot.placements ?? [] }

    /// What the status line says now.
    public var statusText: String {
        let s = announcer.strings
        guard let c = snapshot.current else {
            return isOver ? s.text("game.over") : ""
        }
        if snapshot.cpuToAct { return s.text("game.cpu_thinking", announcer.color(c)) }
        switch snapshot.phase {
        case .choosingFirst: return s.text("game.to_roll_first", announcer.color(c))
        case .awaitingRoll: return s.text("game.to_roll", announcer.color(c))
        case .awaitingMove: return s.text("game.to_move", announcer.color(c), Int(snapshot.pendingRoll ?? 0))
        case .gameOver: return s.text("game.over")
        }
    }

    // MARK: Actions of a person

    public func roll() {
        guard handover == nil else { return }
        perform { try $0.roll() }
    }

    public func move(token: Int32) {
        perform { try $0.moveToken(token: token) }
    }

    /// Any action in the core's text form (`roll`, `move:2`, `timeout`, `seat:red:expert`),
    /// e.g. to replay a recorded game.
    public func perform(action text: String) {
        perform { try $0.applyAction(action: text) }
    }

    /// A tap on the board (screen points within `mapper`'s board): rolls, moves the
    /// tapped token or the token whose move lands on the tapped square.
    @discardableResult
    public func tap(at point: CGPoint, mapper: BoardMapper) -> TapAction {
        if handover != nil { return .none }
        let action = TapMapper.action(at: point, mapper: mapper, snapshot: snapshot, spots: spots,
                                      hitTest: { [game] x, y in game.hitTest(x: x, y: y) },
                                      movePath: { [game] c, f, t in game.movePath(color: c, from: f, to: t) })
        switch action {
        case .roll: roll()
        case let .move(token): move(token: token)
        case .none:
            if isPersonToAct && snapshot.phase == .awaitingMove { feedback(.refused) }
        }
        return action
    }

    /// Shows the core's hint for the person to move.
    public func showHint() {
        hint = canHint ? game.hint() : nil
        if let h = hint { say(announcer.hint(h)) }
    }

    public func undo() {
        cancelCpu()
        perform { try $0.undo() }
    }

    /// Hands a seat to the CPU or back to a person (`.human`).
    public func setSeat(_ color: PlayerColor, to kind: SeatKind) {
        cancelCpu()
        perform { try $0.setSeat(color: color, kind: kind) }
    }

    /// The person taking the device confirms the handover.
    public func acknowledgeHandover() {
        handover = nil
        restartTimer()
    }

    public func playAgain() {
        cancelCpu()
        perform { try $0.playAgain() }
    }

    /// The view finished (or skipped) the move animation.
    public func animationFinished() { animation = nil }

    // MARK: CPU

    /// Starts CPU turns in the background when a CPU is to act (the app calls this after
    /// every change; does nothing when one is running already).
    public func startCpuIfNeeded() {
        guard cpuTask == nil, snapshot.cpuToAct else { return }
        cpuGeneration += 1
        let generation = cpuGeneration
        let previous = lastCpuTask
        let task = Task { [weak self] in
            // A cancelled run may still be unwinding: let it finish first.
            await previous?.value
            guard let self, !Task.isCancelled else { return }
            await self.runCpuTurns()
            if self.cpuGeneration == generation { self.cpuTask = nil }
        }
        cpuTask = task
        lastCpuTask = task
    }

    /// Waits until the background CPU turns started by `startCpuIfNeeded()` end.
    public func waitForCpu() async {
        while let t = lastCpuTask {
            await t.value
            if lastCpuTask == t { break }
        }
    }

    /// Plays CPU actions until a person is to act, the game is over or `cancelCpu()`.
    public func runCpuTurns() async {
        guard !cpuRunning else { return }
        cpuRunning = true
        defer { cpuRunning = false }
        while snapshot.cpuToAct && !Task.isCancelled {
            do {
                let evs = try await game.cpuMove()
                applied(evs)
            } catch LudoError.Cancelled {
                break
            } catch LudoError.Stale {
                refresh() // the game changed under the CPU (undo, seat change): look again
            } catch {
                self.error = describe(error)
                refresh()
                break
            }
        }
    }

    /// Stops a running CPU move (explicit: Swift task cancellation does not reach Rust).
    public func cancelCpu() {
        game.cancelCpu()
        cpuTask?.cancel()
        cpuTask = nil
    }

    // MARK: Turn timer

    /// Advances the turn timer to `now` (the app calls it every second); when time runs
    /// out the core acts for the player (`timeOutIfCurrent`, so a stale timer does nothing).
    public func tick(now: Date = Date()) {
        guard let deadline = timerDeadline, let seq = timerSeq else { timeLeft = nil; return }
        let left = Int(ceil(deadline.timeIntervalSince(now)))
        timeLeft = max(left, 0)
        if left <= 0 {
            timerDeadline = nil
            do {
                let evs = try game.timeOutIfCurrent(seq: seq)
                applied(evs)
            } catch {
                refresh()
            }
        }
    }

    private func restartTimer(now: Date = Date()) {
        if handover == nil, let secs = game.turnTimerSecs() {
            if timerSeq != snapshot.nextEventSeq || timerDeadline == nil {
                timerSeq = snapshot.nextEventSeq
                timerDeadline = now.addingTimeInterval(TimeInterval(secs))
                timeLeft = Int(secs)
            }
        } else {
            timerDeadline = nil
            timerSeq = nil
            timeLeft = nil
        }
    }

    // MARK: Saving

    /// Writes the game to the store (atomic, with backup). Called after every action and
    /// by the app when it leaves the foreground.
    public func autosave() {
        let text = game.save()
        if let store {
            do { try store.write(text) } catch { self.error = announcer.saveFailed }
        }
        onSave?(text)
    }

    // MARK: Internals

    private func perform(_ action: (LudoGame) throws -> [NumberedEvent]) {
        do {
            let evs = try action(game)
            applied(evs)
        } catch {
            self.error = describe(error)
            feedback(.refused)
            refresh()
        }
    }

    private func applied(_ evs: [NumberedEvent]) {
        error = nil
        hint = nil
        absorb(evs, haptic: true)
        autosave()
        if autoRunCpu && snapshot.cpuToAct { startCpuIfNeeded() }
    }

    /// Takes in events: announcements, haptics, animation, then a fresh snapshot.
    private func absorb(_ evs: [NumberedEvent], haptic: Bool) {
        let fresh = evs.filter { $0.seq >= lastSeq }
        let list = fresh.map(\.event)
        for e in list {
            events.append(e)
            var target: String?
            if case let .moved(c, token, from, to, _, _) = e {
                let path = game.movePath(color: c, from: from, to: to)
                if let last = path.last, let sq = layout.squares.first(where: { $0.id == last.square }) {
                    target = announcer.square(sq.id, role: sq.role, owner: sq.owner, safe: sq.safe)
                }
                animationSerial += 1
                animation = MoveAnimation(color: c, token: token, points: path.map(\.center), serial: animationSerial)
            }
            if let text = announcer.text(for: e, target: target) { say(text) }
        }
        if let last = fresh.last { lastSeq = last.seq + 1 }
        if haptic, let k = HapticMapper.feedback(for: list) { feedback(k) }
        let previous = snapshot.current
        refresh()
        // Pass-and-play: the turn went from one person to another.
        if promptHandover, humanCount >= 2, let now = snapshot.current, let prev = previous, now != prev,
           !snapshot.cpuToAct, snapshot.phase != .gameOver {
            handover = Handover(to: now)
        }
        restartTimer()
    }

    private func refresh() {
        snapshot = game.snapshot()
        if snapshot.gameNumber != layoutGame {
            layout = game.layout() // fixed for a game
            layoutGame = snapshot.gameNumber
        }
        spots = game.tokenSpots()
        targets = TapMapper.targets(snapshot: snapshot, movePath: { [game] c, f, t in
            game.movePath(color: c, from: f, to: t)
        })
        if snapshot.nextEventSeq > lastSeq {
            // Events we did not see (e.g. after a stale CPU move): catch up silently.
            let missed = game.eventsSince(seq: lastSeq)
            events.append(contentsOf: missed.map(\.event))
            lastSeq = snapshot.nextEventSeq
        }
    }

    private func say(_ text: String) {
        announcement = text
        log.append(text)
        if log.count > logLimit { log.removeFirst(log.count - logLimit) }
    }

    private func feedback(_ kind: HapticKind) {
        if hapticsEnabled { haptics.play(kind) }
    }

    /// A localised sentence, never the error's own (English, developer) text.
    private func describe(_ error: Error) -> String {
        announcer.error(error)
    }
}
