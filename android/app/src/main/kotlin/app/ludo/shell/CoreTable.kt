package app.ludo.shell

import org.ludo.core.LudoException
import org.ludo.core.LudoRecords
import org.ludo.core.LudoStore
import org.ludo.core.LudoTable
import org.ludo.core.TableListener
import org.ludo.core.cpuLevels
import org.ludo.core.defaultRules
import org.ludo.core.defaultSeats as ffiDefaultSeats
import org.ludo.core.inspectSave
import org.ludo.core.presetRules as ffiPresetRules
import org.ludo.core.seatCountProblem as ffiSeatCountProblem
import org.ludo.core.setupChoices
import org.ludo.core.rulesInWords as ffiRulesInWords
import org.ludo.core.tableSettingsDefault
import org.ludo.core.matchingPreset as ffiMatchingPreset
import org.ludo.core.SetAsideGame as FSetAsideGame
import org.ludo.core.SetAsideState as FSetAsideState
import org.ludo.core.toggleExitNumber as ffiToggleExitNumber
import org.ludo.core.CpuLevel as FLevel
import org.ludo.core.Feedback as FFeedback
import org.ludo.core.GamePhase as FPhase
import org.ludo.core.GameSetup as FSetup
import org.ludo.core.Message as FMessage
import org.ludo.core.MessageArg as FArg
import org.ludo.core.PlayerColor as FColor
import org.ludo.core.Preset as FPreset
import org.ludo.core.Rules as FRules
import org.ludo.core.SceneAction
import org.ludo.core.SeatKind as FSeatKind
import org.ludo.core.SeatSetup as FSeatSetup
import org.ludo.core.TableUpdate as FUpdate
import org.ludo.core.TableView as FView

/**
 * The [GameTable] over the generated UniFFI bindings (`org.ludo.core.LudoTable`,
 * docs/bindings.md). Only translation: every value comes from the core; the listener gets
 * each update as plain shell data (house rules and presets pass through as the generated
 * types).
 * An input the bindings fail on (a panic caught in the core: never expected) is dropped:
 * the screen keeps showing the last update.
 */
class CoreTable private constructor() : GameTable {
    private lateinit var table: LudoTable
    override val isTutorial: Boolean by lazy { table.isTutorial() }

    override fun saveText(): String = table.saveText()

    override fun perform(action: SceneAction): Boolean = try {
        table.perform(action)
    } catch (e: LudoException) {
        System.err.println("ludo: input failed: $e")
        false
    }
    override fun setProfile(color: PlayerColor, profileId: String?) = input { table.setProfile(ffi(color), profileId) }
    override fun pause() = input { table.pause() }
    override fun resume() = input { table.resume() }
    override fun mixDice(words: String) = input { table.mixDice(words) }

    /**
     * Has the core name the seats' profiles from [records] (reads SQLite: call it on the
     * records thread); the view with the names arrives as an update. A table closed
     * meanwhile is left alone (the bindings refuse a freed object).
     */
    internal fun nameProfiles(records: LudoRecords) {
        try { input { table.nameProfiles(records) } } catch (e: IllegalStateException) { System.err.println("ludo: table closed: $e") }
    }

    /** Stops the table's clock and CPU, then frees it (updates already queued still arrive; the controller drops them). */
    override fun close() {
        input { table.stop() }
        table.close()
    }

    private inline fun input(f: () -> Unit) {
        try { f() } catch (e: LudoException) { System.err.println("ludo: input failed: $e") }
    }

    companion object {
        /** A table made by [make] with a listener that hands translated updates to [listener]. */
        fun open(listener: (TableUpdate) -> Unit, make: (TableListener) -> LudoTable): CoreTable {
            val t = CoreTable()
            t.table = make(
                object : TableListener {
                    override fun onUpdate(update: FUpdate) = listener(update(update))
                },
            )
            return t
        }

        /**
         * The table's settings: the core's defaults (`tableSettingsDefault()`: the CPU's node
         * budget, waiting for the scene's motion, anything added later, the same as on iOS)
         * with this app's pacing [p].
         */
        fun settings(p: Pace) = tableSettingsDefault().copy(
            cpuDelayMs = p.cpuDelayMs.coerceIn(0, Int.MAX_VALUE.toLong()).toUInt(),
            stepDelayMs = p.stepDelayMs.coerceIn(0, Int.MAX_VALUE.toLong()).toUInt(),
            handoverPrompt = p.handoverPrompt,
            waitForMotion = p.waitForMotion,
            reduceMotion = p.reduceMotion,
        )

        /** A game set aside as the store lists it (`LudoStore.home`): its name, the core's line, the save to open. */
        fun aside(g: FSetAsideGame): AsideGame =
            AsideGame(g.name, msg(g.description), (g.state as? FSetAsideState.Resumable)?.json)

        fun msg(m: FMessage): Msg = Msg(
            m.key,
            m.args.map { a ->
                when (a) {
                    is FArg.Number -> MsgArg.Num(a.value)
                    is FArg.Text -> MsgArg.Text(a.value)
                    is FArg.Nested -> MsgArg.Nested(msg(a.value))
                    is FArg.NestedList -> MsgArg.Items(a.value.map(::msg))
                    FArg.Missing -> MsgArg.Missing
                }
            },
        )

        private fun feedback(f: FFeedback): HapticKind = when (f) {
            FFeedback.REFUSED -> HapticKind.REFUSED
            FFeedback.ROLL -> HapticKind.ROLL
            FFeedback.MOVE -> HapticKind.MOVE
            FFeedback.EXTRA_ROLL -> HapticKind.EXTRA_ROLL
            FFeedback.TIMED_OUT -> HapticKind.TIMED_OUT
            FFeedback.TOKEN_CAPTURED -> HapticKind.TOKEN_CAPTURED
            FFeedback.CAPTURE_MADE -> HapticKind.CAPTURE
            FFeedback.TOKEN_FINISHED -> HapticKind.TOKEN_FINISHED
            FFeedback.PLAYER_FINISHED -> HapticKind.PLAYER_FINISHED
            FFeedback.GAME_WON -> HapticKind.GAME_WON
        }

        fun update(u: FUpdate) = TableUpdate(
            announcements = u.announcements.map(::msg),
            feedback = u.feedback.map(::feedback),
            refused = u.refused?.let(::msg),
            finishedGame = u.finishedGame,
            view = view(u.view),
            scene = u.scene,
        )

        fun view(v: FView) = TableState(
            phase = when (v.phase) {
                FPhase.CHOOSING_FIRST -> Phase.CHOOSING_FIRST
                FPhase.AWAITING_ROLL -> Phase.AWAITING_ROLL
                FPhase.AWAITING_MOVE -> Phase.AWAITING_MOVE
                FPhase.GAME_OVER -> Phase.GAME_OVER
            },
            gameNumber = v.gameNumber.toInt(),
            toAct = v.toAct?.let(::color),
            personToAct = v.personToAct,
            seats = v.seats.map {
                SeatState(color(it.color), kind(it.kind), it.canTakeBack, it.toAct, it.finished, it.place, it.faces.map { f -> f.toLong() }, it.profileName)
            },
            die = DieState(v.die.face, v.die.rolledBy?.let(::color), v.die.canRoll),
            moves = v.moves.map { MoveOption(it.token, it.to) },
            hint = v.hint?.let { HintState(it.token, msg(it.message)) },
            lastMove = v.lastMove?.let { LastMoveState(color(it.color), it.token, it.from, it.to) },
            timer = v.timer?.let { TimerState(it.remainingMs.toLong(), it.running, msg(it.text)) },
            canUndo = v.canUndo,
            canHint = v.canHint,
            canPlayAgain = v.canPlayAgain,
            status = msg(v.status),
            lesson = v.tutorial?.let { LessonState(msg(it.tip), it.done) },
            paused = v.paused,
            handover = v.handover?.let(::color),
            placements = v.placements?.map { p -> p.map(::color) },
            tokens = v.tokens.map { TokenState(color(it.color), it.token, it.progress, it.movable) },
            diceCode = v.diceCode,
            diceCodeLine = v.diceCodeLine?.let(::msg),
            diceCheck = v.diceCheck?.let(::msg),
            canMixDice = v.canMixDice,
            diceMixed = v.diceMixed?.let(::msg),
            placeGroups = v.placeGroups?.map { g -> PlaceGroupState(g.place.toInt(), g.colors.map(::color)) },
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
            CpuLevel.HARD to FLevel.HARD, CpuLevel.EXPERT to FLevel.EXPERT, CpuLevel.MASTER to FLevel.MASTER,
        )

        fun level(l: FLevel): CpuLevel = LEVELS.first { it.second == l }.first

        fun kind(k: FSeatKind): SeatKind = when (k) {
            is FSeatKind.Human -> SeatKind.HUMAN
            is FSeatKind.Cpu -> SeatKind.cpu(level(k.level))
        }

        fun ffi(k: SeatKind): FSeatKind = k.cpu?.let { l -> FSeatKind.Cpu(LEVELS.first { it.first == l }.second) } ?: FSeatKind.Human
    }
}

/** Opens [CoreTable]s. */
class CoreTableFactory : TableFactory {
    override fun newGame(config: GameConfig, pace: Pace, store: LudoStore?, listener: (TableUpdate) -> Unit): GameTable = try {
        CoreTable.open(listener) { l ->
            LudoTable.newGame(
                FSetup(
                    seats = config.seats.map { FSeatSetup(CoreTable.ffi(it.color), CoreTable.ffi(it.kind)) },
                    rules = config.rules ?: defaultRules(),
                    seed = config.seed?.toULong(),
                    diceScript = config.diceScript,
                    firstPlayer = config.firstPlayer?.let(CoreTable::ffi),
                ),
                CoreTable.settings(pace), l, store,
            )
        }
    } catch (e: LudoException) {
        throw BadSave(e.message ?: e.toString(), e)
    }

    override fun tutorial(pace: Pace, store: LudoStore?, listener: (TableUpdate) -> Unit): GameTable =
        CoreTable.open(listener) { l -> LudoTable.tutorial(CoreTable.settings(pace), l, store) }

    override fun load(json: String, pace: Pace, store: LudoStore?, listener: (TableUpdate) -> Unit): GameTable = try {
        CoreTable.open(listener) { l -> LudoTable.load(json, CoreTable.settings(pace), l, store) }
    } catch (e: LudoException) {
        throw BadSave(e.message ?: e.toString(), e)
    }

    override fun inspect(json: String): SaveInfo? = try {
        inspectSave(json).let { SaveInfo(it.finished, it.tutorial) }
    } catch (e: LudoException) {
        null
    }

    // The core decides which levels are offered (master is not, until it measures stronger
    // than expert); only if the core itself fails does setup fall back to medium alone.
    override fun offeredLevels(): List<CpuLevel> = try {
        cpuLevels().map { CoreTable.level(it.level) }
    } catch (e: LudoException) {
        listOf(CpuLevel.MEDIUM)
    }

    override fun defaultSeats(): List<SeatSetup>? = try {
        ffiDefaultSeats().map { SeatSetup(CoreTable.color(it.color), CoreTable.kind(it.kind)) }
    } catch (e: LudoException) {
        null
    }

    override fun setupOptions(): SetupOptions? = try {
        setupChoices().let { c ->
            SetupOptions(
                presets = c.presets.map { it.preset to CoreTable.msg(it.label) },
                defaultPreset = c.defaultPreset,
                timers = c.timers.map { it.secs to CoreTable.msg(it.label) },
                defaultTimer = c.defaultTimer,
                exitFaces = c.exitNumbers.faces,
                custom = CoreTable.msg(c.custom.label),
            )
        }
    } catch (e: LudoException) {
        null
    }

    override fun toggleExitNumber(rules: FRules, face: Int): FRules? = try {
        ffiToggleExitNumber(rules, face)
    } catch (e: LudoException) {
        null
    }

    override fun matchingPreset(rules: FRules): FPreset? = try {
        ffiMatchingPreset(rules)
    } catch (e: LudoException) {
        null
    }

    override fun rulesInWords(rules: FRules, players: Int): List<Msg> = try {
        ffiRulesInWords(rules, players.coerceAtLeast(0).toUInt()).map(CoreTable::msg)
    } catch (e: LudoException) {
        emptyList()
    }

    // A core that cannot answer lets the table refuse the setup instead (newGame's InvalidSetup).
    override fun seatCountProblem(seats: List<SeatSetup>): Msg? = try {
        ffiSeatCountProblem(seats.map { FSeatSetup(CoreTable.ffi(it.color), CoreTable.ffi(it.kind)) })?.let(CoreTable::msg)
    } catch (e: LudoException) {
        null
    }

    override fun presetRules(preset: FPreset): FRules? = try {
        ffiPresetRules(preset)
    } catch (e: LudoException) {
        null
    }
}
