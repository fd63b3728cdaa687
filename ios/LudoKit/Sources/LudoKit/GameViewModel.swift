import Foundation
import LudoCore
import Observation

/// The game screen's state: wiring between the core's table (`LudoTable`, which runs
/// the game, the turn timer, the CPU turns and the lesson, says what to announce and
/// buzz, and writes its saves itself through the core's game store) and the views.
/// Inputs go to the table; each update it sends is drawn, spoken (every announcement,
/// queued) and felt here, and a finished game recorded.
@MainActor
@Observable
public final class GameViewModel {
    // MARK: State the views read

    /// The core's view of the last update (texts, menus, the dice statistics). The
    /// screen itself is the core's scene: `frame(spec:)`.
    public private(set) var view: TableView
    /// Recent announcements, oldest first (at most `logLimit`).
    public private(set) var log: [String] = []
    /// Announcements not yet given to VoiceOver, oldest first (`takeSpeech()`).
    public private(set) var pendingSpeech: [String] = []
    /// Announcements made so far: only grows, so a view watching it sees every new one
    /// (the queue's length can come back to the same value between two looks).
    public private(set) var spoken = 0
    /// Why the last input did nothing (words), cleared by the next update.
    public private(set) var refusal: String?
    /// Writing the save failed (the game goes on in memory): the store's writer said so, or
    /// the store could not be opened; a save written again clears it.
    public private(set) var saveFailed = false
    /// A touch that opens one of the app's own screens (`.menu`, `.diceStats`,
    /// `.review`, `.home`), for the view to act on and then `takeShellAction()`.
    public private(set) var shellAction: SceneAction?
    /// The sounds of the last update, each at its time from when it was shown.
    public private(set) var lastCues: [SoundCue] = []
    /// Increases with every update: a view redraws when it changes.
    public private(set) var shown = 0
    /// What the records made of this game once it finished (rating changes, or why it
    /// was not rated); `nil` until then or without records.
    public private(set) var recorded: RecordedGame?
    /// Every event seen, in order (tests read it).
    public private(set) var events: [GameEvent] = []
    /// Updates received (tests wait on it).
    public private(set) var updates = 0

    // MARK: Settings and collaborators

    /// The app's haptics switch.
    public var hapticsEnabled: Bool
    /// The language the texts are put in (the app may switch it).
    public var strings: Localizer
    /// How many announcements `log` keeps.
    public let logLimit = 50
    /// Plays the feedback.
    public let haptics: HapticPlayer
    /// The game store the table writes its saves to (the game's or the lesson's slot;
    /// `nil`: not written).
    public let store: SaveStore?
    /// Where finished games are recorded (`nil`: not recorded).
    public let records: LudoRecords?
    /// Called with every update after it was handled (tests).
    @ObservationIgnored public var onUpdate: ((TableUpdate) -> Void)?
    /// Plays the sounds of each update (the app's player; `nil`: silent).
    @ObservationIgnored public var onSounds: (([SoundCue]) -> Void)?
    /// Less motion (the system's Reduce Motion): cross-fades, no pulse.
    @ObservationIgnored public var reduceMotion = false
    /// The play screen: the core plays each update on it with its motion.
    @ObservationIgnored public let stage = LudoStage()

    @ObservationIgnored let table: LudoTable
    @ObservationIgnored private let relay: UpdateRelay
    @ObservationIgnored private var pump: Task<Void, Never>?
    @ObservationIgnored private var closed = false
    /// The finished game last handed to the records (the core sends it in every update
    /// once the game is over).
    @ObservationIgnored private var recordedSave: String?

    // MARK: Creation

    private init(table: LudoTable, relay: UpdateRelay, store: SaveStore?,
                 records: LudoRecords?, haptics: HapticPlayer, strings: Localizer, hapticsEnabled: Bool) throws {
        self.table = table
        self.relay = relay
        self.store = store
        self.records = records
        self.haptics = haptics
        self.strings = strings
        self.hapticsEnabled = hapticsEnabled
        view = try table.view()
        // Without a store that could be opened nothing is saved: say so at once.
        if let store, store.core == nil { saveFailed = true }
        pump = Task { [weak self, relay] in
            for await event in relay.stream {
                guard let self else { return }
                switch event {
                case let .update(update): self.receive(update)
                case let .saved(outcome): self.saved(outcome)
                }
            }
        }
    }

    private static func make(_ o: Options, _ open: (UpdateRelay) throws -> LudoTable) throws -> GameViewModel {
        let relay = UpdateRelay()
        o.store?.watch { relay.saved($0) } // before the table: its first save is written at once
        let table = try open(relay)
        return try GameViewModel(table: table, relay: relay, store: o.store, records: o.records, haptics: o.haptics, strings: o.strings,
                                 hapticsEnabled: o.hapticsEnabled)
    }

    /// A new game (throws the core's `LudoError` for an impossible setup); `profiles`:
    /// the records profile id of each seat that has one (the others play as guests).
    public static func newGame(setup: GameSetup, profiles: [PlayerColor: String] = [:],
                               _ o: Options = Options()) throws -> GameViewModel {
        let vm = try make(o) { try LudoTable.newGame(setup: setup, config: o.settings, listener: $0, store: o.store?.core) }
        for c in SetupModel.colors {
            if let id = profiles[c] { try vm.table.setProfile(color: c, profile: id) }
        }
        vm.nameProfiles()
        return vm
    }

    /// Has the core name the seats' profiles from the records (`SeatView.profileName`),
    /// off the main thread (it reads SQLite); the view with the names arrives as an update.
    private func nameProfiles() {
        guard let records else { return }
        let table = self.table
        Task.detached { try? table.nameProfiles(records: records) }
    }

    /// The core's lesson ("learn on the board"); it saves to the tutorial slot only.
    public static func tutorial(_ o: Options = Options()) throws -> GameViewModel {
        try make(o) { try LudoTable.tutorial(config: o.settings, listener: $0, store: o.store?.core) }
    }

    /// A saved game or lesson (the timer goes on with the time the save had).
    public static func load(json: String, _ o: Options = Options()) throws -> GameViewModel {
        let vm = try make(o) { try LudoTable.load(json: json, config: o.settings, listener: $0, store: o.store?.core) }
        vm.nameProfiles()
        return vm
    }

    // MARK: Derived state

    /// The game is over.
    public var isOver: Bool { view.phase == .gameOver }
    /// This table is the lesson.
    public var isTutorial: Bool { view.tutorial != nil }
    /// A person may roll now.
    public var canRoll: Bool { view.die.canRoll }
    /// The status line in words.
    public var statusText: String { strings.text(view.status) }
    /// The turn timer ("12 seconds left"), when one runs for this decision.
    public var timerText: String? { view.timer.map { strings.text($0.text) } }
    /// The lesson's tip.
    public var tipText: String? { view.tutorial.map { strings.text($0.tip) } }
    /// The hint line, while a hint is shown.
    public var hintText: String? { view.hint.map { strings.text($0.message) } }
    /// Tokens of the person to act that can move.
    public var movableTokens: Set<Int32> { Set(view.moves.map(\.token)) }
    /// The legal moves' button texts, in the order of `view.moves` ("Move token 2 to
    /// square 9", naming what a move captures): the core's `label`, short for a button,
    /// while `description` stays the board's VoiceOver sentence of the target square.
    public var moveLabels: [String] { view.moves.map(moveLabel) }
    /// The button text of the legal move `m` (its core `label`, in words).
    public func moveLabel(_ m: MoveView) -> String { strings.text(m.label) }
    /// Places once over, best first.
    public var placements: [[PlayerColor]] { view.placements ?? [] }
    /// The same places with the core's number of each (after a shared 2nd comes 4th),
    /// for the game-over list.
    public var placeGroups: [PlaceGroup] { view.placeGroups ?? [] }

    /// "4. Green ✚", a line of the game-over list: the number is the core's
    /// (`PlaceGroup.place`), never the group's index, which said "3." after a shared
    /// 2nd where the terminal, the history and the records say 4th.
    public static func placeLine(_ group: PlaceGroup, strings: Localizer, name: (PlayerColor) -> String) -> String {
        strings.text("game.place", Int(group.place), group.colors.map(name).joined(separator: ", "))
    }
    /// Roll counts by face of every seat.
    public var diceCounts: [DiceCount] { view.seats.map { DiceCount(color: $0.color, faces: $0.faces) } }
    /// Before the first roll: the dice commitment's short code in words ("Dice code
    /// 3F9A-1C07-88B2. When the game ends, every roll can be checked against it.",
    /// `dice.code`). `nil` once a die was rolled, and when the core has no code (a game
    /// saved before commitments, the lesson's scripted dice).
    public var diceCodeText: String? {
        // The core sends the line (with the code) only until the game's first roll.
        view.diceCodeLine.map(strings.text)
    }
    /// Words (or stirring taps) may be mixed into the dice now: the core decides
    /// (before the first roll, not the lesson, not paused, fewer than 8 entries).
    public var canMixDice: Bool { view.canMixDice }
    /// What was mixed into the dice so far, in the core's words ("Mixed into the dice:
    /// “rain”. ...", `dice.mixed`); `nil` when nothing was.
    public var diceMixedText: String? { view.diceMixed.map(strings.text) }
    /// The taps on the stirring pad so far, as text ("412@120,88 ..."): milliseconds
    /// since the first tap and the point in the pad; mixed in with `mixStirring()`.
    public private(set) var stirring = ""
    /// What the records made of the finished game, in words: each seat's rating change
    /// (the core's `RatingChange.message`, rounded by the core as the records screen and
    /// Android show it), or why the game was not rated (empty until it was recorded).
    public var recordedLines: [String] {
        guard let r = recorded else { return [] }
        if let why = r.unratedMessage { return [strings.text(why)] }
        return r.changes.map { strings.text($0.message) }
    }
    /// Once over: whether every roll came from the committed dice, in words
    /// (`dice.verified` / `dice.not_verified`); `nil` while the game runs and when the
    /// core has no code to check against.
    public var diceVerifiedText: String? { view.diceCheck.map(strings.text) }

    // MARK: Inputs (what they did arrives as an update)

    /// Rolls the die for the person to act.
    public func roll() { send { try $0.roll() } }
    /// Moves a token of the person to act with the pending roll.
    public func move(token: Int32) { send { try $0.moveToken(token: token) } }
    /// Asks the core for a hint (shown and spoken with the next update).
    public func showHint() { send { try $0.hint() } }
    /// Takes back the person's last move (games with a CPU).
    public func undo() { send { try $0.undo() } }
    /// Starts the next game (the lesson: again).
    public func playAgain() { send { try $0.playAgain() } }
    /// Pass-and-play: the next person has the device.
    public func acknowledgeHandover() { send { try $0.acknowledgeHandover() } }
    /// Mixes a person's words into the dice before the first roll (docs/fair-dice.md):
    /// the code stays, the rolls change; the next update says what was mixed, or why not.
    public func mixDice(_ words: String) { send { try $0.mixDice(words: words) } }
    /// A tap on the stirring pad at `point` (pad coordinates), `ms` milliseconds after
    /// the pad's first tap: written as text for `mixStirring()`. Taps that would make
    /// the entry longer than the core takes (256 bytes) are not kept.
    public func stir(at point: CGPoint, ms: Int) {
        let tap = "\(max(ms, 0))@\(Int(point.x.rounded())),\(Int(point.y.rounded()))"
        let next = stirring.isEmpty ? tap : stirring + " " + tap
        if next.utf8.count <= Self.mixMaxBytes { stirring = next }
    }
    /// Mixes the stirring taps into the dice as one entry (nothing when there are none).
    public func mixStirring() {
        guard !stirring.isEmpty else { return }
        let words = stirring
        stirring = ""
        mixDice(words)
    }
    /// The most bytes the core takes in one entry (docs/fair-dice.md).
    static let mixMaxBytes = 256

    /// Hands a seat (by colour) to the CPU or back to a person (`.human`).
    public func setSeat(_ color: PlayerColor, to kind: SeatKind) { send { try $0.setSeat(color: color, kind: kind) } }

    /// Hands a person's seat (by colour) to the CPU at the core's level for a seat a person
    /// leaves (the app picks no level); `setSeat(color, to: .human)` gives it back.
    public func handToCpu(_ color: PlayerColor) { send { try $0.handToCpu(color: color) } }

    // MARK: The play screen (the core's scene)

    /// The frame clock, ms (the same for `show` and `frame`): the date, as SwiftUI's
    /// `TimelineView` gives it to each frame (no boot-time API, nothing to declare).
    public static func nowMs() -> Double { Date().timeIntervalSinceReferenceDate * 1000 }

    /// What the play screen is drawn for: a screen of `size` points with the safe-area
    /// `insets`, the app's language and theme, the save state and the records' lines.
    public func spec(size: CGSize, top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0,
                     dark: Bool) -> SceneSpec {
        SceneSpec(width: Float(size.width), height: Float(size.height), insetTop: Float(top), insetRight: Float(right),
                  insetBottom: Float(bottom), insetLeft: Float(left), theme: dark ? .dark : .light,
                  locale: strings.language, reduceMotion: reduceMotion, saveFailed: saveFailed,
                  resultNotes: recordedLines)
    }

    /// The play screen at `now` (ms on `nowMs()`'s clock).
    public func frame(_ spec: SceneSpec, now: Double = GameViewModel.nowMs()) -> SceneFrame? {
        try? stage.frame(spec: spec, nowMs: now)
    }

    /// A tap at `(x, y)` points on the last frame: the core says what it means.
    public func tap(x: Double, y: Double) {
        guard let a = try? stage.tap(x: Float(x), y: Float(y)) else { return }
        activate(a)
    }

    /// Carries out an item's action (a tap, or VoiceOver's activation): the table's
    /// through the core, the app's own screens through `shellAction`.
    public func activate(_ action: SceneAction) {
        guard action != .none else { return }
        do {
            if try !table.perform(action: action) { shellAction = action }
        } catch {
            refusal = strings.text("error.internal")
        }
    }

    /// The app's screen a touch asked for, once (the view opens it).
    public func takeShellAction() -> SceneAction? {
        defer { shellAction = nil }
        return shellAction
    }

    /// The app leaves the foreground: the core stops the clock and the CPU, and its pause
    /// update's save (with the time left) goes to the store's writer; the app waits for it
    /// with `SaveStore.written()` before it may be killed. Pausing twice (inactive, then
    /// background) is harmless: the core ignores it.
    public func pause() {
        send { try $0.pause() }
    }

    /// Back in the foreground: the clock and the CPU go on (harmless when not paused).
    public func resume() { send { try $0.resume() } }

    /// The screen goes away: pause (the table saves), stop the table's timer and CPU, and
    /// ignore updates still on their way.
    public func close() {
        pause()
        closed = true
        try? table.close()
        relay.finish()
    }

    /// The game as the core saves it now (for the review; nothing is written), `nil` if
    /// the core cannot say.
    public func saveJSON() -> String? { try? table.saveText() }

    /// The announcements to post to VoiceOver now (each queued behind the previous).
    public func takeSpeech() -> [String] {
        defer { pendingSpeech = [] }
        return pendingSpeech
    }

    // MARK: Updates

    private func send(_ input: (LudoTable) throws -> Void) {
        do { try input(table) } catch { refusal = strings.text("error.internal") }
    }

    func receive(_ u: TableUpdate) {
        guard !closed else { return }
        updates += 1
        view = u.view
        refusal = u.refused.map(strings.text)
        events.append(contentsOf: u.events.map(\.event))
        // The core plans the update's motion and says what to play when.
        lastCues = (try? stage.show(state: u.scene, nowMs: Self.nowMs(), reduceMotion: reduceMotion)) ?? []
        onSounds?(lastCues)
        shown += 1
        for m in u.announcements { say(strings.text(m)) }
        if hapticsEnabled, let strongest = u.feedback.map(HapticKind.init).max() { haptics.play(strongest) }
        if view.personToAct { haptics.prepare() }
        if let json = u.finishedGame, json != recordedSave {
            recordedSave = json
            record(json)
        }
        onUpdate?(u)
    }

    /// `saveFailed` follows what the store's writer made of this table's saves (the
    /// outcomes of its slot, in order; a save written again clears it).
    private func saved(_ outcome: SaveOutcome) {
        guard !closed, outcome.slot == (isTutorial ? .lesson : .game) else { return }
        saveFailed = !outcome.written
    }

    /// Records the finished game, off the main thread (a write waits for the disk).
    /// The core records a game once by its id, so a second call (the save again at
    /// start-up, a repeated update) changes nothing.
    private func record(_ json: String) {
        guard let records else { return }
        Task { [weak self] in
            let r = await Task.detached { try? records.recordFinished(saveJson: json) }.value
            self?.recorded = r
        }
    }

    private func say(_ text: String) {
        pendingSpeech.append(text)
        spoken += 1
        log.append(text)
        if log.count > logLimit { log.removeFirst(log.count - logLimit) }
    }
}
