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
    /** "Dice code 3F9A-…" while the core shows the code (until the first roll), else null. */
    val diceCodeText: String?,
    /** Once over: "Dice verified…" or "Dice NOT verified…"; null without a code. */
    val diceCheckText: String?,
    /** Accessibility texts: the die, per seat, per token of [TableState.tokens]. */
    val dieText: String,
    val seatTexts: List<String>,
    /** "Yellow ○: ready" (the person the core waits for, named as [seatName]); null without a handover. */
    val readyText: String?,
    val tokenTexts: List<String>,
    /** Per legal move of [TableState.moves]: its target square and the token that moves there. */
    val moveTexts: List<String>,
    /** Per legal move of [TableState.moves]: the text of its button ("Move token 2 to square 9"). */
    val moveLabels: List<String>,
    val squareTexts: List<String>,
) {
    companion object {
        /**
         * The screen after update [u] of table [t]; [prev] is the screen before it (the
         * animation starts from its token spots). Words come from the catalog ([words]) and
         * the app's own texts ([texts]); [squareTexts] are the table's square descriptions.
         */
        fun of(
            u: TableUpdate,
            prev: UiState?,
            t: GameTable,
            texts: Texts,
            words: MessageTexts,
            squareTexts: List<String>,
            version: Int,
        ): UiState {
            val v = u.view
            val layout = t.layout()
            val spots = spots(t, v, layout)
            val anim = if (prev != null && u.events.isNotEmpty()) MoveAnimation.plan(u.events, prev.scene.tokens, spots, t::movePath) else prev?.animation
            val highlights = if (v.moves.isEmpty()) Highlights.NONE else Highlights(
                color = v.toAct,
                movable = v.moves.map { it.token }.toSet(),
                targets = v.moves.mapNotNull { it.target }.toSet(),
                hintToken = v.hint?.token,
                hintTarget = v.hint?.target,
            )
            val lastMove = v.lastMove?.let { m -> t.movePath(m.color, m.from, m.to).lastOrNull()?.square }
            val scene = Scene(
                layout, spots, highlights, DieFace(v.die.face, v.toAct, v.die.canRoll),
                v.seats.map { SeatChip(it.color, it.kind.isCpu, it.toAct, it.finished, it.place) },
                lastMove = lastMove,
            )
            val status = words.say(v.status)
            val name = { c: PlayerColor -> v.seats.firstOrNull { it.color == c }?.let { seatName(texts, it) } ?: texts.player(c) }
            return UiState(
                view = v, scene = scene, animation = anim, version = version, status = status,
                announcements = u.announcements.map(words::say) + listOfNotNull(u.refused?.let(words::say)),
                hintText = v.hint?.let { words.say(it.message) },
                tip = v.lesson?.let { words.say(it.tip) },
                timerText = v.timer?.let { words.say(it.text) },
                // A person's seat can be handed to the CPU; a CPU seat taken back only when the
                // core says so (a person played it before): one set for both apps.
                seats = v.seats.filter { !it.kind.isCpu || it.canTakeBack }.map {
                    SeatControl(it.color, it.kind.isCpu, texts.get(if (it.kind.isCpu) T.BTN_TO_PERSON else T.BTN_TO_CPU, seatName(texts, it)))
                },
                diceCounts = v.seats.map { seat ->
                    texts.get(T.DICE_COUNTS, seatName(texts, seat), seat.faces.mapIndexed { i, n -> "${i + 1}×$n" }.joinToString("  "))
                },
                placements = v.placeGroups?.let { placeLines(texts, it, name) },
                diceCodeText = v.diceCodeLine?.let(words::say),
                diceCheckText = v.diceCheck?.let(words::say),
                dieText = words.say(v.die.description) + ". " + status,
                seatTexts = v.seats.map { words.say(it.description) + (it.profileName?.let { n -> ", $n" } ?: "") },
                readyText = v.handover?.let { texts.get(T.BTN_READY, name(it)) },
                tokenTexts = v.tokens.map { words.say(it.description) },
                moveTexts = v.moves.map { words.say(it.description) },
                moveLabels = v.moves.map { words.say(it.label) },
                squareTexts = squareTexts,
            )
        }

        /**
         * "4. Blue ○", a line a place: the number is the core's (after a shared 2nd comes 4th, as the
         * terminal, the history and the records say), never the group's index.
         */
        fun placeLines(texts: Texts, groups: List<PlaceGroupState>, name: (PlayerColor) -> String): List<String> =
            groups.map { g -> texts.get(T.PLACE_LINE, g.place, g.colors.joinToString(", ") { name(it) }) }

        /** "Yellow ○ · Asha": the seat's colour with the profile it plays as (as iOS and the terminal show it). */
        fun seatName(texts: Texts, seat: SeatState): String =
            texts.player(seat.color) + (seat.profileName?.let { " · $it" } ?: "")

        /**
         * The core's token spots, except that a token the view shows elsewhere (the table
         * already moved on while this update waited in the queue) is drawn on the view's
         * square, so the picture always matches the words of the same update.
         */
        private fun spots(t: GameTable, v: TableState, layout: BoardLayout): List<TokenSpot> {
            val now = t.tokenSpots().associateBy { it.color to it.token }
            return v.tokens.mapNotNull { tv ->
                val s = now[tv.color to tv.token] ?: return@mapNotNull null
                val sq = tv.square?.let(layout::square)
                if (s.progress == tv.progress || sq == null) s else s.copy(progress = tv.progress, square = sq.key, center = sq.center)
            }
        }
    }
}
