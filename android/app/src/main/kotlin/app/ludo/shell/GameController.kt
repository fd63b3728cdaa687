package app.ludo.shell

/** A seat's button for "hand to the CPU / take back". */
data class SeatControl(val color: PlayerColor, val cpu: Boolean, val label: String)

/** Everything the game screen shows, in words and pictures; rebuilt on every update of the table. */
data class UiState(
    val view: TableState,
    val scene: Scene,
    /** The last move's animation (token spots in [scene] are where it ends). */
    val animation: MoveAnimation?,
    /** Increases with every update that has events, so a view knows when to start [animation]. */
    val version: Int,
    val status: String,
    /** New sentences of this update (events, refusal, welcome back), for the log and TalkBack. */
    val announcements: List<String>,
    val hintText: String?,
    val tip: String?,
    val timerText: String?,
    val seats: List<SeatControl>,
    val diceCounts: List<String>,
    /** Placement lines once the game is over. */
    val placements: List<String>?,
    /** Accessibility texts: the die, per seat, per token of [TableState.tokens], ... per square of the layout. */
    val dieText: String,
    val seatTexts: List<String>,
    val tokenTexts: List<String>,
    /** Per legal move of [TableState.moves]: its target square and the token that moves there. */
    val moveTexts: List<String>,
    val squareTexts: List<String>,
)

/**
 * Wiring between the game screen and the core's table ([GameTable], docs/table.md): opens
 * tables, forwards inputs, and turns each update into a [UiState] (words from the catalog,
 * an animation along the core's move paths), plays the feedback the core asks for and writes
 * the saves it hands out. The turn timer, CPU turns, the lesson and what to announce are the
 * core's. Updates arrive on a background thread and are handed to [post] (the UI thread).
 */
class GameController(
    private val factory: TableFactory,
    private val stores: (SaveSlot) -> SaveStore,
    private val haptics: HapticMapper,
    private val texts: Texts,
    private val words: MessageTexts,
    private val post: (Runnable) -> Unit,
    /** Pacing of the next table opened (the CPU speed setting). */
    var pace: Pace = Pace(650, MoveAnimation.MS_PER_SQUARE),
    private val onChange: (UiState) -> Unit = {},
) {
    var table: GameTable? = null
        private set
    @Volatile var state: UiState? = null
        private set
    /** Updates applied since the controller was made (tests wait on it). */
    @Volatile var updates = 0
        private set
    private var squareTexts: List<String> = emptyList()
    private var version = 0
    /** Updates still queued for a table that was closed are dropped. */
    private var generation = 0
    /** Paused by [pause] (the table refuses a second pause and a resume it did not need). */
    private var paused = false

    fun newGame(config: GameConfig) = open { factory.newGame(config, pace, it) }

    /** "Learn on the board": the core's lesson, saved apart from the player's game. */
    fun startTutorial() = open { factory.tutorial(pace, it) }

    /** Reopens the save of [slot] (falling back to its backup); false when there is none usable. */
    fun resume(slot: SaveSlot = SaveSlot.GAME): Boolean {
        for (json in listOfNotNull(stores(slot).read(), stores(slot).readBackup())) {
            try { open { factory.load(json, pace, it) } } catch (e: BadSave) { continue }
            return true
        }
        return false
    }

    /** A game to resume: the game slot (or its backup) holds a save that is not over. */
    fun canResume(): Boolean = stores(SaveSlot.GAME).let { listOfNotNull(it.read(), it.readBackup()) }
        .firstNotNullOfOrNull(factory::inspect)?.finished == false

    private fun open(make: ((TableUpdate) -> Unit) -> GameTable) {
        close()
        val gen = generation
        val t = make { u -> post(Runnable { if (gen == generation) onUpdate(u) }) }
        table = t
        paused = false
        squareTexts = t.layout().squares.map { words.say(t.describeSquare(it.key)) }
    }

    // ----- inputs (the answer comes as an update) -----

    /** A tap at pixel (px, py) of a surface laid out as [surface]. */
    fun tap(px: Float, py: Float, surface: SurfaceLayout) {
        val t = table ?: return
        when (val a = TouchMapper.tap(px, py, surface, t.layout())) {
            TapAction.Roll -> t.roll()
            is TapAction.Board -> t.tapBoard(a.x, a.y, a.slop)
            else -> {}
        }
    }

    fun roll() { table?.roll() }
    fun move(token: Int) { table?.move(token) }
    fun undo() { table?.undo() }
    fun showHint() { table?.hint() }
    fun playAgain() { table?.playAgain() }
    fun acknowledgeHandover() { table?.acknowledgeHandover() }

    /** Hands [color]'s seat to the CPU (medium) or back to a person; named by colour, so a second press cannot hand over another seat. */
    fun toggleSeat(color: PlayerColor) {
        val seat = state?.view?.seats?.firstOrNull { it.color == color } ?: return
        table?.setSeat(color, if (seat.kind.isCpu) SeatKind.HUMAN else SeatKind.cpu(CpuLevel.MEDIUM))
    }

    /** The app goes to the background (or home covers the game): the table stops its clock and CPU, and its save is written now. */
    fun pause() {
        val t = table ?: return
        if (!paused) t.pause()
        paused = true
        t.saveRequest().let { stores(it.slot).write(it.json) }
    }

    /** The game screen is in front again. */
    fun resumeLoop() {
        val t = table ?: return
        if (paused) t.resume()
        paused = false
    }

    fun close() {
        generation++
        table?.close()
        table = null
        state = null
    }

    // ----- updates -----

    private fun onUpdate(u: TableUpdate) {
        val t = table ?: return
        u.save?.let { stores(it.slot).write(it.json) }
        haptics.play(u.feedback)
        val v = u.view
        val layout = t.layout()
        val spots = spots(t, v, layout)
        val prev = state
        val anim = if (prev != null && u.events.isNotEmpty()) MoveAnimation.plan(u.events, prev.scene.tokens, spots, t::movePath) else prev?.animation
        if (u.events.isNotEmpty()) version++
        val highlights = if (v.moves.isEmpty()) Highlights.NONE else Highlights(
            color = v.toAct,
            movable = v.moves.map { it.token }.toSet(),
            targets = v.moves.mapNotNull { it.target }.toSet(),
            hintToken = v.hint?.token,
            hintTarget = v.hint?.target,
        )
        val lastMove = v.lastMove?.let { m -> t.movePath(m.color, m.from, m.to).lastOrNull()?.square }
        val scene = Scene(
            layout, spots, highlights, DieFace(v.die.face, v.die.rolledBy, v.die.canRoll),
            v.seats.map { SeatChip(it.color, it.kind.isCpu, it.toAct, it.finished, it.place) },
            lastMove = lastMove,
        )
        val seats = v.seats.map {
            SeatControl(it.color, it.kind.isCpu, texts.get(if (it.kind.isCpu) T.BTN_TO_PERSON else T.BTN_TO_CPU, texts.player(it.color)))
        }
        val dice = v.seats.map { seat ->
            texts.get(T.DICE_COUNTS, texts.player(seat.color), seat.faces.mapIndexed { i, n -> "${i + 1}×$n" }.joinToString("  "))
        }
        val placements = v.placements?.mapIndexed { i, place ->
            texts.get(T.PLACE_LINE, i + 1, place.joinToString(", ") { texts.player(it) })
        }
        val status = words.say(v.status)
        updates++
        publish(
            UiState(
                view = v, scene = scene, animation = anim, version = version, status = status,
                announcements = u.announcements.map(words::say) + listOfNotNull(u.refused?.let(words::say)),
                hintText = v.hint?.let { words.say(it.message) },
                tip = v.lesson?.let { words.say(it.tip) },
                timerText = v.timer?.let { words.say(it.text) },
                seats = seats, diceCounts = dice, placements = placements,
                dieText = words.say(v.die.description) + ". " + status,
                seatTexts = v.seats.map { words.say(it.description) },
                tokenTexts = v.tokens.map { words.say(it.description) },
                moveTexts = v.moves.map { words.say(it.description) },
                squareTexts = squareTexts,
            ),
        )
    }

    /**
     * The core's token spots, except that a token the view shows elsewhere (the table already
     * moved on while this update waited in the queue) is drawn on the view's square, so the
     * picture always matches the words of the same update.
     */
    private fun spots(t: GameTable, v: TableState, layout: BoardLayout): List<TokenSpot> {
        val now = t.tokenSpots().associateBy { it.color to it.token }
        return v.tokens.mapNotNull { tv ->
            val s = now[tv.color to tv.token] ?: return@mapNotNull null
            val sq = tv.square?.let(layout::square)
            if (s.progress == tv.progress || sq == null) s else s.copy(progress = tv.progress, square = sq.key, center = sq.center)
        }
    }

    private fun publish(s: UiState) {
        state = s
        onChange(s)
    }
}
