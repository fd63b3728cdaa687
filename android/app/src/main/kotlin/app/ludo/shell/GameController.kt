package app.ludo.shell

import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Job
import kotlinx.coroutines.delay
import kotlinx.coroutines.launch

/** A seat's button for "hand to the CPU / take back". */
data class SeatControl(val color: PlayerColor, val cpu: Boolean, val label: String)

/** Everything the game screen shows; rebuilt after every action. */
data class UiState(
    val snapshot: GameSnapshot,
    val scene: Scene,
    /** The last action's animation (token spots in [scene] are where it ends). */
    val animation: MoveAnimation?,
    /** Increases with every action, so a view knows when to start [animation]. */
    val version: Int,
    val status: String,
    /** New sentences since the previous state, for the log and TalkBack. */
    val announcements: List<String>,
    val hintText: String?,
    val canUndo: Boolean,
    val canHint: Boolean,
    val seats: List<SeatControl>,
    val diceCounts: List<String>,
    /** Placement lines once the game is over. */
    val placements: List<String>?,
    /** Clock time when the turn timer runs out, or null. */
    val timerEndsAtMs: Long?,
    val tutorialTip: String?,
)

/**
 * The game screen's logic over the core: rolls, moves, taps, CPU turns (through the
 * core's async CPU move, after a short delay), hints, undo, seat handover, the turn
 * timer, play again, announcements, haptics and an autosave after every action.
 * No Android types; the Activity forwards taps and draws [UiState].
 */
class GameController(
    private val factory: EngineFactory,
    private val store: SaveStore,
    private val haptics: HapticMapper,
    private val texts: Texts,
    private val scope: CoroutineScope,
    private val cpuDelayMs: Long = 650,
    private val clock: () -> Long = System::currentTimeMillis,
    /** Length of a timer second in ms (tests shorten it). */
    private val msPerSecond: Long = 1000,
    /** Whether a CPU turn waits for the previous move's animation (off in tests). */
    private val waitForAnimations: Boolean = true,
    private val onChange: (UiState) -> Unit = {},
) {
    var engine: Engine? = null
        private set
    var state: UiState? = null
        private set
    var tutorial: Boolean = false
        private set

    private var announcer: Announcer? = null
    private var touch: TouchMapper? = null
    private var cpuJob: Job? = null
    private var timerJob: Job? = null
    private var paused = false
    private var version = 0
    private var hint: Hint? = null

    // ----- starting -----

    fun newGame(config: GameConfig, tutorial: Boolean = false) {
        attach(factory.newGame(config), tutorial)
        autosave()
        refresh(emptyList(), null)
    }

    /** The tutorial: yellow (you) against an easy CPU, the first dice scripted so that a capture comes up. */
    fun startTutorial() = newGame(TUTORIAL, tutorial = true)

    /** Reopens the saved game (falling back to the backup); false when there is none usable. */
    fun resume(): Boolean {
        for (json in listOfNotNull(store.read(), store.readBackup())) {
            val e = try { factory.load(json) } catch (e: BadSave) { continue }
            attach(e, false)
            refresh(emptyList(), null)
            return true
        }
        return false
    }

    fun hasSave(): Boolean = store.exists()

    private fun attach(e: Engine, tut: Boolean) {
        cancelJobs()
        engine?.close()
        engine = e
        tutorial = tut
        announcer = Announcer(texts, e)
        touch = TouchMapper(e)
        hint = null
    }

    // ----- acting -----

    /** A tap at pixel (px, py) of a surface laid out as [surface]. */
    fun tap(px: Float, py: Float, surface: SurfaceLayout) {
        val e = engine ?: return
        val s = state?.snapshot ?: return
        when (val a = touch!!.tap(px, py, s, surface, e.layout())) {
            TapAction.Roll -> roll()
            is TapAction.Move -> move(a.token)
            is TapAction.Refused -> refuse(a.why)
            TapAction.None -> {}
        }
    }

    fun roll() = act(human = true) { it.roll() }

    fun move(token: Int) = act(human = true) { it.move(token) }

    fun undo() = act(human = false) { it.undo() }

    fun playAgain() = act(human = false) { it.playAgain() }

    /** Hands [color]'s seat to the CPU (medium) or back to a person. */
    fun toggleSeat(color: PlayerColor) {
        val s = state?.snapshot ?: return
        val seat = s.seats.firstOrNull { it.color == color } ?: return
        val kind = if (seat.kind.isCpu) SeatKind.HUMAN else SeatKind.cpu(CpuLevel.MEDIUM)
        act(human = false) { it.setSeat(color, kind) }
    }

    /** Shows the core's hint for the pending roll (highlighted on the board and in words). */
    fun showHint() {
        val e = engine ?: return
        val s = state?.snapshot ?: return
        if (s.cpuToAct || s.phase != Phase.AWAITING_MOVE) return
        hint = e.hint()
        refresh(emptyList(), null, keepAnimation = true)
    }

    /** Stops CPU turns and the timer (the app goes to the background). */
    fun pause() {
        paused = true
        cancelJobs()
    }

    /** Restarts CPU turns and the timer. */
    fun resumeLoop() {
        paused = false
        scheduleNext()
    }

    fun close() {
        cancelJobs()
        engine?.close()
        engine = null
    }

    private fun refuse(why: TapAction.Why) {
        haptics.onRefused()
        val line = announcer?.refused(why) ?: return
        state?.let { publish(it.copy(announcements = listOf(line))) }
    }

    private fun act(human: Boolean, f: (Engine) -> List<GameEvent>) {
        val e = engine ?: return
        if (human && e.snapshot().cpuToAct) { refuse(TapAction.Why.NOT_YOUR_TURN); return }
        val before = e.tokenSpots()
        val events = try { f(e) } catch (x: RefusedAction) { haptics.onRefused(); return }
        applied(e, events, before)
    }

    private fun applied(e: Engine, events: List<GameEvent>, before: List<TokenSpot>) {
        cancelJobs()
        hint = null
        haptics.onEvents(events)
        autosave()
        val anim = MoveAnimation.plan(events, before, e.tokenSpots(), e)
        refresh(events, anim)
    }

    private fun autosave() {
        val e = engine ?: return
        store.write(e.save())
    }

    private fun cancelJobs() {
        if (cpuJob?.isActive == true) engine?.cancelCpu()
        cpuJob?.cancel(); cpuJob = null
        timerJob?.cancel(); timerJob = null
    }

    private fun scheduleNext() {
        val e = engine ?: return
        val st = state ?: return
        if (paused) return
        val s = st.snapshot
        if (s.phase == Phase.GAME_OVER) return
        if (s.cpuToAct && cpuJob?.isActive != true) {
            val wait = cpuDelayMs + (if (waitForAnimations) st.animation?.durationMs ?: 0L else 0L)
            cpuJob = scope.launch {
                delay(wait)
                val before = e.tokenSpots()
                val events = try { e.cpuAct() } catch (x: RefusedAction) { return@launch }
                if (engine !== e) return@launch
                cpuJob = null
                applied(e, events, before)
            }
        }
        val secs = e.turnTimerSecs()
        if (secs != null && timerJob?.isActive != true) {
            val seq = s.nextEventSeq
            timerJob = scope.launch {
                delay(secs * msPerSecond)
                if (engine !== e) return@launch
                timerJob = null
                val before = e.tokenSpots()
                // Stale: the player acted just before the timer fired; nothing happens.
                val events = try { e.timeOutIfCurrent(seq) } catch (x: RefusedAction) { return@launch }
                applied(e, events, before)
            }
        }
    }

    // ----- state -----

    private fun refresh(events: List<GameEvent>, anim: MoveAnimation?, keepAnimation: Boolean = false) {
        val e = engine ?: return
        val a = announcer!!
        val s = e.snapshot()
        val layout = e.layout()
        val spots = e.tokenSpots()
        val human = !s.cpuToAct && s.current != null
        val targets = if (human && s.phase == Phase.AWAITING_MOVE) touch!!.targets(s) else emptyList()
        val h = hint
        val highlights = if (targets.isEmpty()) Highlights.NONE else Highlights(
            color = s.current,
            movable = targets.map { it.token }.toSet(),
            targets = targets.map { it.square }.toSet(),
            hintToken = h?.token,
            hintTarget = h?.let { hh -> targets.firstOrNull { it.token == hh.token }?.square },
        )
        val canRoll = human && (s.phase == Phase.AWAITING_ROLL || s.phase == Phase.CHOOSING_FIRST)
        val die = DieFace(s.pendingRoll ?: s.lastRoll?.second, s.current, canRoll)
        val chips = s.seats.map { seat ->
            SeatChip(
                color = seat.color,
                cpu = seat.kind.isCpu,
                current = seat.color == s.current,
                finishedTokens = spots.count { it.color == seat.color && it.square is SquareKey.Finish },
                place = seat.place,
            )
        }
        val cur = s.current
        val status = when {
            s.phase == Phase.GAME_OVER || cur == null -> texts.get(T.GAME_OVER_TITLE)
            s.cpuToAct -> texts.get(T.STATUS_CPU, texts.player(cur))
            s.phase == Phase.CHOOSING_FIRST -> texts.get(T.STATUS_FIRST_ROLL, texts.player(cur))
            s.phase == Phase.AWAITING_MOVE -> texts.get(T.STATUS_MOVE, texts.player(cur), s.pendingRoll ?: 0)
            s.autoExitDue -> texts.get(T.STATUS_AUTO_EXIT, texts.player(cur))
            else -> texts.get(T.STATUS_ROLL, texts.player(cur))
        }
        val secs = e.turnTimerSecs()
        val timerEnds = if (secs != null) {
            val prev = state
            if (prev != null && prev.snapshot.nextEventSeq == s.nextEventSeq && prev.timerEndsAtMs != null) prev.timerEndsAtMs
            else clock() + secs * msPerSecond
        } else null
        val placements = s.placements?.mapIndexed { i, place ->
            texts.get(T.PLACE_LINE, i + 1, place.joinToString(", ") { texts.player(it) })
        }
        val dice = s.seats.map { seat ->
            texts.get(T.DICE_COUNTS, texts.player(seat.color), seat.faces.mapIndexed { i, n -> "${i + 1}×$n" }.joinToString("  "))
        }
        val seats = s.seats.map { seat ->
            SeatControl(
                seat.color, seat.kind.isCpu,
                texts.get(if (seat.kind.isCpu) T.BTN_TO_PERSON else T.BTN_TO_CPU, texts.player(seat.color)),
            )
        }
        val tip = if (tutorial) tutorialTip(s, targets, layout) else null
        if (!keepAnimation) version++
        val next = UiState(
            snapshot = s,
            scene = Scene(layout, spots, highlights, die, chips),
            animation = if (keepAnimation) state?.animation else anim,
            version = version,
            status = status,
            announcements = a.announce(events),
            hintText = if (h != null && cur != null) a.hint(h, cur) else null,
            canUndo = s.canUndo,
            canHint = human && s.phase == Phase.AWAITING_MOVE,
            seats = seats,
            diceCounts = dice,
            placements = placements,
            timerEndsAtMs = timerEnds,
            tutorialTip = tip,
        )
        publish(next)
        scheduleNext()
    }

    private fun tutorialTip(s: GameSnapshot, targets: List<TouchMapper.Target>, layout: BoardLayout): String? = when {
        s.phase == Phase.GAME_OVER -> texts.get(T.TUT_DONE)
        s.cpuToAct -> texts.get(T.TUT_CPU)
        s.phase != Phase.AWAITING_MOVE -> texts.get(T.TUT_ROLL)
        s.legal.any { it.captures > 0 } -> texts.get(T.TUT_CAPTURE)
        s.legal.any { it.from < 0 } -> texts.get(T.TUT_EXIT)
        targets.any { layout.square(it.square)?.safe == true } -> texts.get(T.TUT_SAFE)
        else -> texts.get(T.TUT_MOVE)
    }

    private fun publish(s: UiState) {
        state = s
        onChange(s)
    }

    companion object {
        /**
         * The tutorial game: you are yellow, an easy CPU is blue, you start. The scripted
         * dice make every early move forced and end with yellow able to capture blue:
         * Y 6 (out), Y 5; B 6 (out), B 1; Y 5; B 1; Y 5 lands on blue. Then the dice are random.
         */
        val TUTORIAL = GameConfig(
            seats = listOf(SeatSetup(PlayerColor.YELLOW, SeatKind.HUMAN), SeatSetup(PlayerColor.BLUE, SeatKind.cpu(CpuLevel.EASY))),
            diceScript = listOf(6, 5, 6, 1, 5, 1, 5),
            firstPlayer = PlayerColor.YELLOW,
        )
    }
}
