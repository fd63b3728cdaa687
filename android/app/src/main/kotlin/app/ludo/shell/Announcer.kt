package app.ludo.shell

/**
 * Turns the core's events into sentences for the status line and TalkBack, and describes
 * squares and tokens for the accessibility tree. Square names come from the core's layout
 * (role, owner, track index, safe flag); move targets from the core's move path.
 */
class Announcer(private val texts: Texts, private val engine: Engine) {

    fun describeSquare(key: SquareKey): String {
        val s = engine.layout().square(key)
        val safe = if (s?.safe == true) texts.get(T.SQ_SAFE) else ""
        return when (key) {
            is SquareKey.Track -> when (s?.role) {
                SquareRole.START -> texts.get(T.SQ_START, texts.player(s.owner ?: PlayerColor.YELLOW), key.abs + 1) + safe
                SquareRole.STAR -> texts.get(T.SQ_STAR, key.abs + 1) + safe
                else -> texts.get(T.SQ_TRACK, key.abs + 1) + safe
            }
            is SquareKey.HomeColumn -> texts.get(T.SQ_HOME_COLUMN, texts.player(key.color), key.index + 1)
            is SquareKey.Finish -> texts.get(T.SQ_FINISH, texts.player(key.color))
            is SquareKey.BaseSlot -> texts.get(T.SQ_BASE, texts.player(key.color))
        }
    }

    fun describeToken(t: TokenSpot, movable: Boolean): String {
        val base = texts.get(T.A11Y_TOKEN, texts.player(t.color), t.token + 1, describeSquare(t.square))
        return if (movable) base + texts.get(T.A11Y_CAN_MOVE) else base
    }

    /** The square a move of [color] from [from] to [to] ends on, from the core's move path. */
    fun targetOf(color: PlayerColor, from: Int, to: Int): SquareKey? =
        engine.movePath(color, from, to).lastOrNull()?.square

    fun announce(events: List<GameEvent>): List<String> = events.mapNotNull(::line)

    fun line(e: GameEvent): String? = when (e) {
        is GameEvent.GameStarted -> texts.get(T.EV_NEW_GAME, e.gameNumber)
        is GameEvent.FirstRoll -> texts.get(T.EV_FIRST_ROLL, texts.player(e.color), e.roll)
        is GameEvent.FirstRollTie -> texts.get(T.EV_TIE, e.colors.joinToString(", ") { texts.player(it) })
        is GameEvent.FirstPlayer -> texts.get(T.EV_FIRST_PLAYER, texts.player(e.color))
        is GameEvent.Rolled -> texts.get(T.EV_ROLLED, texts.player(e.color), e.roll)
        is GameEvent.Moved ->
            if (e.from < 0) texts.get(T.EV_MOVED_OUT, texts.player(e.color), e.token + 1)
            else texts.get(
                T.EV_MOVED, texts.player(e.color), e.token + 1,
                targetOf(e.color, e.from, e.to)?.let(::describeSquare) ?: "",
            )
        is GameEvent.Captured -> texts.get(T.EV_CAPTURED, texts.player(e.by), texts.player(e.color), e.token + 1)
        is GameEvent.TokenFinished -> texts.get(T.EV_FINISHED, texts.player(e.color), e.token + 1)
        is GameEvent.PlayerFinished -> texts.get(T.EV_PLAYER_FINISHED, texts.player(e.color), e.place)
        is GameEvent.ExtraRoll -> texts.get(T.EV_EXTRA_ROLL, texts.player(e.color))
        is GameEvent.ThreeSixes -> texts.get(T.EV_THREE_SIXES, texts.player(e.color))
        is GameEvent.FailedTry -> texts.get(T.EV_FAILED_TRY, texts.player(e.color), e.triesLeft)
        is GameEvent.TurnPassed -> {
            val turn = texts.get(T.EV_TURN, texts.player(e.to))
            if (e.reason == PassReason.NO_MOVE) texts.get(T.EV_NO_MOVE, texts.player(e.from)) + " " + turn else turn
        }
        is GameEvent.SeatChanged ->
            if (e.kind.isCpu) texts.get(T.EV_SEAT_CPU, texts.player(e.color)) else texts.get(T.EV_SEAT_PERSON, texts.player(e.color))
        is GameEvent.TimedOut -> texts.get(T.EV_TIMED_OUT, texts.player(e.color))
        is GameEvent.Undone -> texts.get(T.EV_UNDONE)
        is GameEvent.GameOver -> texts.get(T.EV_GAME_OVER, e.placements.firstOrNull().orEmpty().joinToString(", ") { texts.player(it) })
    }

    fun hintReason(r: HintReason): String = texts.get(
        when (r) {
            HintReason.FINISHES -> T.HINT_FINISHES
            HintReason.CAPTURES -> T.HINT_CAPTURES
            HintReason.ESCAPES_DANGER -> T.HINT_ESCAPES_DANGER
            HintReason.ENTERS_HOME_COLUMN -> T.HINT_ENTERS_HOME_COLUMN
            HintReason.LEAVES_BASE -> T.HINT_LEAVES_BASE
            HintReason.FORMS_BLOCK -> T.HINT_FORMS_BLOCK
            HintReason.REACHES_SAFE_SQUARE -> T.HINT_REACHES_SAFE_SQUARE
            HintReason.ADVANCES -> T.HINT_ADVANCES
        },
    )

    fun hint(h: Hint, color: PlayerColor): String {
        val why = if (h.forced) texts.get(T.HINT_ONLY_MOVE) else hintReason(h.reason)
        val target = targetOf(color, h.from, h.to)?.let(::describeSquare) ?: ""
        return texts.get(T.HINT_LINE, h.token + 1, target, why)
    }

    fun refused(why: TapAction.Why): String? = when (why) {
        TapAction.Why.NOT_YOUR_TURN -> texts.get(T.REFUSED_NOT_YOUR_TURN)
        TapAction.Why.MUST_MOVE_FIRST -> texts.get(T.REFUSED_MOVE_FIRST)
        TapAction.Why.MUST_ROLL_FIRST -> texts.get(T.REFUSED_ROLL_FIRST)
        TapAction.Why.CANNOT_MOVE -> texts.get(T.REFUSED_CANNOT_MOVE)
        TapAction.Why.GAME_OVER -> null
    }
}
