package app.ludo.shell

import org.ludo.core.LudoException
import org.ludo.core.LudoGame
import org.ludo.core.presetRules as ffiPresetRules
import org.ludo.core.BoardChoice as FBoardChoice
import org.ludo.core.BoardLayout as FLayout
import org.ludo.core.BoardPoint as FPoint
import org.ludo.core.BoardRect as FRect
import org.ludo.core.Blocks as FBlocks
import org.ludo.core.CpuLevel as FLevel
import org.ludo.core.ExtraRollReason as FExtra
import org.ludo.core.GameEvent as FEvent
import org.ludo.core.GamePhase as FPhase
import org.ludo.core.GameSetup as FSetup
import org.ludo.core.HintReason as FHintReason
import org.ludo.core.HitResult as FHit
import org.ludo.core.NoTokenOnBoard as FNoToken
import org.ludo.core.NumberedEvent as FNumbered
import org.ludo.core.PassReason as FPass
import org.ludo.core.PlayerColor as FColor
import org.ludo.core.Preset as FPreset
import org.ludo.core.Rules as FRules
import org.ludo.core.SafeSquares as FSafe
import org.ludo.core.SeatKind as FSeatKind
import org.ludo.core.SeatSetup as FSeatSetup
import org.ludo.core.SquareId as FSquareId
import org.ludo.core.SquareRole as FRole

/**
 * The [Engine] over the generated UniFFI bindings (`org.ludo.core`, docs/bindings.md).
 * Only translation: every value comes from the core; errors become [RefusedAction] /
 * [BadSave]. This is the only file that knows the generated names.
 */
class CoreEngine(private val game: LudoGame) : Engine {
    private val cachedLayout: BoardLayout by lazy { layoutOf(game.layout()) }

    override fun snapshot(): GameSnapshot {
        val s = game.snapshot()
        return GameSnapshot(
            phase = when (s.phase) {
                FPhase.CHOOSING_FIRST -> Phase.CHOOSING_FIRST
                FPhase.AWAITING_ROLL -> Phase.AWAITING_ROLL
                FPhase.AWAITING_MOVE -> Phase.AWAITING_MOVE
                FPhase.GAME_OVER -> Phase.GAME_OVER
            },
            gameNumber = s.gameNumber.toInt(),
            current = s.current?.let(::color),
            cpuToAct = s.cpuToAct,
            seats = s.seats.map { SeatInfo(color(it.color), kind(it.kind), it.tokens, it.faces.map { f -> f.toLong() }, it.place) },
            lastRoll = s.lastRoll?.let { Pair(color(it.color), it.roll) },
            pendingRoll = s.pendingRoll,
            legal = s.legal.map { LegalMove(it.token, it.from, it.to, it.captures.size) },
            autoExitDue = s.autoExitDue,
            placements = s.placements?.map { place -> place.map(::color) },
            canUndo = s.canUndo,
            nextEventSeq = s.nextEventSeq.toLong(),
            turnTimeLimitSecs = s.turnTimeLimitSecs?.toInt(),
        )
    }

    override fun layout(): BoardLayout = cachedLayout

    override fun tokenSpots(): List<TokenSpot> = game.tokenSpots().map {
        TokenSpot(color(it.color), it.token, it.progress, key(it.square), point(it.center), it.radius)
    }

    override fun hitTest(x: Float, y: Float): BoardHit? = when (val h = game.hitTest(x, y)) {
        null -> null
        is FHit.Token -> BoardHit.Token(color(h.color), h.token, key(h.square))
        is FHit.Square -> BoardHit.Square(key(h.square))
    }

    override fun movePath(color: PlayerColor, from: Int, to: Int): List<PathStep> =
        game.movePath(ffi(color), from, to).map { PathStep(key(it.square), point(it.center)) }

    override fun roll() = call { game.roll() }
    override fun move(token: Int) = call { game.moveToken(token) }
    override fun timeOutIfCurrent(seq: Long) = call { game.timeOutIfCurrent(seq.toULong()) }
    override fun turnTimerSecs(): Int? = game.turnTimerSecs()?.toInt()
    override fun setSeat(color: PlayerColor, kind: SeatKind) = call { game.setSeat(ffi(color), ffi(kind)) }
    override fun undo() = call { game.undo() }
    override fun playAgain() = call { game.playAgain() }
    override fun cancelCpu() = game.cancelCpu()

    override suspend fun cpuAct(): List<GameEvent> = try {
        events(game.cpuMove())
    } catch (e: LudoException) {
        throw refused(e)
    }

    override fun hint(): Hint? = game.hint()?.let {
        Hint(
            it.token, it.from, it.to,
            when (it.reason) {
                FHintReason.FINISHES -> HintReason.FINISHES
                FHintReason.CAPTURES -> HintReason.CAPTURES
                FHintReason.ESCAPES_DANGER -> HintReason.ESCAPES_DANGER
                FHintReason.ENTERS_HOME_COLUMN -> HintReason.ENTERS_HOME_COLUMN
                FHintReason.LEAVES_BASE -> HintReason.LEAVES_BASE
                FHintReason.FORMS_BLOCK -> HintReason.FORMS_BLOCK
                FHintReason.REACHES_SAFE_SQUARE -> HintReason.REACHES_SAFE_SQUARE
                FHintReason.ADVANCES -> HintReason.ADVANCES
            },
            it.forced,
        )
    }

    override fun save(): String = game.save()

    override fun close() = game.close()

    private inline fun call(f: () -> List<FNumbered>): List<GameEvent> = try {
        events(f())
    } catch (e: LudoException) {
        throw refused(e)
    }

    companion object {
        private fun refused(e: LudoException) = RefusedAction(
            e.message ?: e.toString(), e,
            stale = e is LudoException.Stale || e is LudoException.Cancelled,
        )

        fun color(c: FColor): PlayerColor = when (c) {
            FColor.YELLOW -> PlayerColor.YELLOW
            FColor.BLUE -> PlayerColor.BLUE
            FColor.RED -> PlayerColor.RED
            FColor.GREEN -> PlayerColor.GREEN
        }

        fun ffi(c: PlayerColor): FColor = when (c) {
            PlayerColor.YELLOW -> FColor.YELLOW
            PlayerColor.BLUE -> FColor.BLUE
            PlayerColor.RED -> FColor.RED
            PlayerColor.GREEN -> FColor.GREEN
        }

        private val LEVELS = listOf(
            CpuLevel.RANDOM to FLevel.RANDOM, CpuLevel.EASY to FLevel.EASY, CpuLevel.MEDIUM to FLevel.MEDIUM,
            CpuLevel.HARD to FLevel.HARD, CpuLevel.EXPERT to FLevel.EXPERT,
        )

        fun kind(k: FSeatKind): SeatKind = when (k) {
            is FSeatKind.Human -> SeatKind.HUMAN
            is FSeatKind.Cpu -> SeatKind.cpu(LEVELS.first { it.second == k.level }.first)
        }

        fun ffi(k: SeatKind): FSeatKind = k.cpu?.let { l -> FSeatKind.Cpu(LEVELS.first { it.first == l }.second) } ?: FSeatKind.Human

        fun point(p: FPoint) = BPoint(p.x, p.y)
        fun rect(r: FRect) = BRect(r.x, r.y, r.w, r.h)

        fun key(id: FSquareId): SquareKey = when (id) {
            is FSquareId.Track -> SquareKey.Track(id.index)
            is FSquareId.HomeColumn -> SquareKey.HomeColumn(color(id.color), id.index)
            is FSquareId.Finish -> SquareKey.Finish(color(id.color))
            is FSquareId.BaseSlot -> SquareKey.BaseSlot(color(id.color), id.slot)
        }

        fun layoutOf(l: FLayout) = BoardLayout(
            width = l.width,
            height = l.height,
            trackLen = l.trackLen,
            squares = l.squares.map { s ->
                BoardSquare(
                    key = key(s.id),
                    role = when (s.role) {
                        FRole.TRACK -> SquareRole.TRACK
                        FRole.START -> SquareRole.START
                        FRole.STAR -> SquareRole.STAR
                        FRole.HOME_COLUMN -> SquareRole.HOME_COLUMN
                        FRole.FINISH -> SquareRole.FINISH
                        FRole.BASE -> SquareRole.BASE
                    },
                    rect = rect(s.rect),
                    center = point(s.center),
                    triangle = s.triangle?.map(::point),
                    owner = s.owner?.let(::color),
                    safe = s.safe,
                )
            },
            bases = l.bases.map { BoardBase(color(it.owner), rect(it.rect), rect(it.inner), it.seated) },
            centre = rect(l.centre),
        )

        fun events(list: List<FNumbered>): List<GameEvent> = list.map { event(it.event) }

        private fun extra(r: FExtra) = when (r) {
            FExtra.SIX -> ExtraRollReason.SIX
            FExtra.CAPTURE -> ExtraRollReason.CAPTURE
            FExtra.FINISH -> ExtraRollReason.FINISH
        }

        private fun pass(r: FPass) = when (r) {
            FPass.MOVED -> PassReason.MOVED
            FPass.NO_MOVE -> PassReason.NO_MOVE
            FPass.THREE_SIXES -> PassReason.THREE_SIXES
            FPass.TRIES_USED_UP -> PassReason.TRIES_USED_UP
            FPass.PLAYER_FINISHED -> PassReason.PLAYER_FINISHED
        }

        fun event(e: FEvent): GameEvent = when (e) {
            is FEvent.GameStarted -> GameEvent.GameStarted(e.gameNumber.toInt(), e.first?.let(::color))
            is FEvent.FirstRoll -> GameEvent.FirstRoll(color(e.color), e.roll)
            is FEvent.FirstRollTie -> GameEvent.FirstRollTie(e.colors.map(::color))
            is FEvent.FirstPlayer -> GameEvent.FirstPlayer(color(e.color))
            is FEvent.Rolled -> GameEvent.Rolled(color(e.color), e.roll)
            is FEvent.Moved -> GameEvent.Moved(color(e.color), e.token, e.from, e.to, e.path, e.autoExit)
            is FEvent.Captured -> GameEvent.Captured(color(e.color), e.token, e.from, color(e.byColor))
            is FEvent.TokenFinished -> GameEvent.TokenFinished(color(e.color), e.token)
            is FEvent.PlayerFinished -> GameEvent.PlayerFinished(color(e.color), e.place)
            is FEvent.ExtraRoll -> GameEvent.ExtraRoll(color(e.color), e.reasons.map(::extra))
            is FEvent.ThreeSixes -> GameEvent.ThreeSixes(color(e.color))
            is FEvent.FailedTry -> GameEvent.FailedTry(color(e.color), e.triesLeft)
            is FEvent.TurnPassed -> GameEvent.TurnPassed(color(e.from), color(e.to), pass(e.reason))
            is FEvent.SeatChanged -> GameEvent.SeatChanged(color(e.color), kind(e.kind))
            is FEvent.TimedOut -> GameEvent.TimedOut(color(e.color))
            is FEvent.Undone -> GameEvent.Undone(e.actions.toInt())
            is FEvent.GameOver -> GameEvent.GameOver(e.placements.map { p -> p.map(::color) })
        }

        fun rules(r: FRules) = HouseRules(
            board = if (r.board == FBoardChoice.CROSS) BoardChoice.CROSS else BoardChoice.BY_PLAYER_COUNT,
            exitNumbers = r.exitNumbers,
            noTokenOnBoard = when (r.noTokenOnBoard) {
                FNoToken.ROLL_NORMALLY -> NoTokenOnBoard.ROLL_NORMALLY
                FNoToken.AUTO_EXIT -> NoTokenOnBoard.AUTO_EXIT
                FNoToken.THREE_TRIES -> NoTokenOnBoard.THREE_TRIES
            },
            threeSixesEndTurn = r.threeSixesEndTurn,
            extraRollOnCapture = r.extraRollOnCapture,
            extraRollOnFinish = r.extraRollOnFinish,
            exactFinish = r.exactFinish,
            rankEveryone = r.rankEveryone,
            rotateFirstPlayer = r.rotateFirstPlayer,
            safeSquares = when (r.safeSquares) {
                FSafe.STARTS_AND_STARS -> SafeSquares.STARTS_AND_STARS
                FSafe.STARTS_ONLY -> SafeSquares.STARTS_ONLY
                FSafe.NO_SAFE_SQUARES -> SafeSquares.NONE
            },
            blocks = when (r.blocks) {
                FBlocks.TWO_TOGETHER -> Blocks.TWO_TOGETHER
                FBlocks.NO_BLOCKS -> Blocks.NONE
                FBlocks.NO_OVERTAKING -> Blocks.NO_OVERTAKING
            },
            turnTimeLimitSecs = r.turnTimeLimitSecs?.toInt(),
        )

        fun ffi(r: HouseRules) = FRules(
            board = if (r.board == BoardChoice.CROSS) FBoardChoice.CROSS else FBoardChoice.BY_PLAYER_COUNT,
            exitNumbers = r.exitNumbers,
            noTokenOnBoard = when (r.noTokenOnBoard) {
                NoTokenOnBoard.ROLL_NORMALLY -> FNoToken.ROLL_NORMALLY
                NoTokenOnBoard.AUTO_EXIT -> FNoToken.AUTO_EXIT
                NoTokenOnBoard.THREE_TRIES -> FNoToken.THREE_TRIES
            },
            threeSixesEndTurn = r.threeSixesEndTurn,
            extraRollOnCapture = r.extraRollOnCapture,
            extraRollOnFinish = r.extraRollOnFinish,
            exactFinish = r.exactFinish,
            rankEveryone = r.rankEveryone,
            rotateFirstPlayer = r.rotateFirstPlayer,
            safeSquares = when (r.safeSquares) {
                SafeSquares.STARTS_AND_STARS -> FSafe.STARTS_AND_STARS
                SafeSquares.STARTS_ONLY -> FSafe.STARTS_ONLY
                SafeSquares.NONE -> FSafe.NO_SAFE_SQUARES
            },
            blocks = when (r.blocks) {
                Blocks.TWO_TOGETHER -> FBlocks.TWO_TOGETHER
                Blocks.NONE -> FBlocks.NO_BLOCKS
                Blocks.NO_OVERTAKING -> FBlocks.NO_OVERTAKING
            },
            turnTimeLimitSecs = r.turnTimeLimitSecs?.toUInt(),
        )
    }
}

/** Creates [CoreEngine]s. */
class CoreEngineFactory : EngineFactory {
    override fun newGame(config: GameConfig): Engine = try {
        CoreEngine(
            LudoGame(
                FSetup(
                    seats = config.seats.map { FSeatSetup(CoreEngine.ffi(it.color), CoreEngine.ffi(it.kind)) },
                    rules = CoreEngine.ffi(config.rules),
                    seed = config.seed?.toULong(),
                    diceScript = config.diceScript,
                    firstPlayer = config.firstPlayer?.let(CoreEngine::ffi),
                ),
            ),
        )
    } catch (e: LudoException) {
        throw RefusedAction(e.message ?: e.toString(), e)
    }

    override fun load(json: String): Engine = try {
        CoreEngine(LudoGame.load(json))
    } catch (e: LudoException) {
        throw BadSave(e.message ?: e.toString(), e)
    }

    override fun presetRules(preset: RulePreset): HouseRules = CoreEngine.rules(
        ffiPresetRules(
            when (preset) {
                RulePreset.STANDARD -> FPreset.STANDARD
                RulePreset.QUICK -> FPreset.QUICK
                RulePreset.TACTICAL -> FPreset.TACTICAL
            },
        ),
    )
}
