package app.ludo.shell

// The core's table (core/src/table, docs/table.md) as the shell sees it: one object that
// runs a whole game (turn timer, CPU turns, the lesson, announcements, feedback, autosave
// through the game store it is given, [SaveStore]) and answers every input with a
// [TableUpdate] through a listener. Plain data copied from the bindings by CoreTable.kt
// (house rules, presets and the store's types are the generated ones).

import org.ludo.core.LudoStore
import org.ludo.core.Preset
import org.ludo.core.Rules
import org.ludo.core.SceneAction
import org.ludo.core.SceneState

/** A catalog message (core/src/i18n): the dotted key ("event.moved") and its arguments in declared order. */
data class Msg(val key: String, val args: List<MsgArg> = emptyList())

/** One argument of a [Msg]. */
sealed class MsgArg {
    data class Num(val n: Long) : MsgArg()
    data class Text(val text: String) : MsgArg()
    data class Nested(val msg: Msg) : MsgArg()
    /** Messages joined with the catalog's list separator. */
    data class Items(val msgs: List<Msg>) : MsgArg()
    object Missing : MsgArg()
}

/** What home needs to know of a save without opening it. */
data class SaveInfo(val finished: Boolean, val tutorial: Boolean)

/** One seat as the core shows it. */
data class SeatState(
    val color: PlayerColor,
    val kind: SeatKind,
    /** The CPU plays it now but a person did before: it can be taken back. */
    val canTakeBack: Boolean,
    val toAct: Boolean,
    val finished: Int,
    val place: Int?,
    /** faces[f-1] = rolls of f in this game. */
    val faces: List<Long>,
    /** The records profile the seat plays as, once the records named it ([RecordsStore.nameProfiles]); null: a guest or a CPU. */
    val profileName: String? = null,
)

data class DieState(val face: Int?, val rolledBy: PlayerColor?, val canRoll: Boolean)

/** A legal move of the person choosing one: the token and the progress it ends on. */
data class MoveOption(val token: Int, val to: Int)

data class HintState(val token: Int, val message: Msg)

data class LastMoveState(val color: PlayerColor, val token: Int, val from: Int, val to: Int)

data class TimerState(val remainingMs: Long, val running: Boolean, val text: Msg)

data class TokenState(val color: PlayerColor, val token: Int, val progress: Int, val movable: Boolean)

/** The lesson's tip ("learn on the board"). */
data class LessonState(val tip: Msg, val done: Boolean)

/** What the table shows (the core's `TableView`); the play screen itself is the core's scene ([TableUpdate.scene]). */
data class TableState(
    val phase: Phase,
    val gameNumber: Int,
    val toAct: PlayerColor?,
    /** A person at the device must act now and may. */
    val personToAct: Boolean,
    val seats: List<SeatState>,
    val die: DieState,
    val moves: List<MoveOption>,
    val hint: HintState?,
    val lastMove: LastMoveState?,
    val timer: TimerState?,
    val canUndo: Boolean,
    val canHint: Boolean,
    val canPlayAgain: Boolean,
    val status: Msg,
    val lesson: LessonState?,
    val paused: Boolean,
    /** Pass-and-play: the device goes to this person, who confirms (`SceneAction.Ready`). */
    val handover: PlayerColor?,
    val placements: List<List<PlayerColor>>?,
    val tokens: List<TokenState>,
    /** The dice commitment's bare short code (docs/fair-dice.md), for copying; the core sets it only until the first roll. */
    val diceCode: String? = null,
    /** The core's line to show with the code (`dice.code`); set exactly while [diceCode] is. */
    val diceCodeLine: Msg? = null,
    /** Once over, the core's line about the dice (`dice.verified` / `dice.not_verified`); null while it runs or without a code. */
    val diceCheck: Msg? = null,
    /** Words may be mixed into the dice now ([GameTable.mixDice]; the core decides: before the first roll). */
    val canMixDice: Boolean = false,
    /** What was mixed into the dice so far (`dice.mixed`), or null. */
    val diceMixed: Msg? = null,
    /** The [placements] with the core's place of each group (1, 2, 2=, 4): the game-over list shows these numbers. */
    val placeGroups: List<PlaceGroupState>? = null,
)

/** One place of a finished game, numbered by the core (a shared 2nd is followed by 4th), and the colours sharing it. */
data class PlaceGroupState(val place: Int, val colors: List<PlayerColor>)

/** The answer to one input (or to time passing). */
data class TableUpdate(
    /** Every announcement of the batch, in order (for the log and TalkBack). */
    val announcements: List<Msg>,
    /** What to buzz, in order (only for people at the device). */
    val feedback: List<HapticKind>,
    /** Why the input did nothing; then nothing else changed. */
    val refused: Msg?,
    /** A finished game's save (not the lesson's), in every update once it is over: the app records it (twice counts once). The store has written it already. */
    val finishedGame: String?,
    val view: TableState,
    /** The update as the play screen shows it: hand it to the game screen's `LudoStage.show` (opaque). */
    val scene: SceneState? = null,
)

/**
 * Pacing of a table: [cpuDelayMs] before each CPU action, plus [stepDelayMs] per square of
 * the previous move; [waitForMotion]: a CPU also waits until the scene's motion of the update
 * before has settled (the core knows its durations; shorter with [reduceMotion]), so each CPU
 * move is seen; [handoverPrompt] asks pass-and-play players to confirm that the device changed hands.
 */
data class Pace(
    val cpuDelayMs: Long,
    val stepDelayMs: Long = 0,
    val handoverPrompt: Boolean = true,
    val waitForMotion: Boolean = true,
    val reduceMotion: Boolean = false,
) {
    companion object {
        /** No pauses, no waiting for the motion and no handover prompt (tests, tools). */
        val INSTANT = Pace(0, 0, handoverPrompt = false, waitForMotion = false)
    }
}

/**
 * A running table. Inputs return at once; their answer (also a refusal) and every update
 * that time brings (CPU turns, the timer) come to the listener given at creation, in order,
 * on a background thread.
 */
interface GameTable : AutoCloseable {
    /** The game's save text now (to review it); writes nothing: the table's store writes the saves. */
    fun saveText(): String
    val isTutorial: Boolean

    /**
     * Carries out what a tap or TalkBack's activation of the scene asks (roll, move, hint,
     * undo, a seat to or from the CPU, ready, play again); false for the shell's own actions
     * (menu, dice statistics, review, home) and for none.
     */
    fun perform(action: SceneAction): Boolean
    /** Gives a person's seat a records profile (null: a guest); the save keeps it for the records. */
    fun setProfile(color: PlayerColor, profileId: String?)
    fun pause()
    fun resume()
    /** Mixes a person's words into the dice before the first roll (docs/fair-dice.md); the update says what was mixed or why not. */
    fun mixDice(words: String)
}

/**
 * Opens tables in the core. A table given a [store] ([SaveStore.tables]) writes its saves there
 * itself (the lesson in the lesson's slot), its first save setting aside an unfinished game it
 * does not continue; without one it keeps nothing.
 */
interface TableFactory {
    fun newGame(config: GameConfig, pace: Pace, store: LudoStore? = null, listener: (TableUpdate) -> Unit): GameTable
    /** The lesson: the same on every shell (core/src/table/tutorial.rs). */
    fun tutorial(pace: Pace, store: LudoStore? = null, listener: (TableUpdate) -> Unit): GameTable
    /** Reopens a save (game or lesson); throws [BadSave] when it is unusable. Nothing is written until the game moves. */
    fun load(json: String, pace: Pace, store: LudoStore? = null, listener: (TableUpdate) -> Unit): GameTable
    /** The summary of a save, or null when it is unusable. */
    fun inspect(json: String): SaveInfo?
    /** The rules of [preset]; null only if the core fails (a caught panic: never expected). */
    fun presetRules(preset: Preset): Rules?
    /** The CPU levels the setup screen offers, weakest first: the core's list (`cpuLevels()`). */
    fun offeredLevels(): List<CpuLevel>
    /** The seats the setup screen starts from (the core's `defaultSeats()`, the same on iOS); null only if the core fails. */
    fun defaultSeats(): List<SeatSetup>?
    /** The presets, timers and exit faces the setup screen offers (the core's `setupChoices()`); null only if the core fails. */
    fun setupOptions(): SetupOptions?
    /** [rules] with [face] switched on or off among the exit numbers; null when the core refuses (the last face). */
    fun toggleExitNumber(rules: Rules, face: Int): Rules?
    /** The preset [rules] match exactly (the turn timer aside), null for custom rules: the core's `matchingPreset`. */
    fun matchingPreset(rules: Rules): Preset?
    /**
     * Each house rule of [rules] in one sentence, in the setup's order (board, exit numbers, no
     * token on the board, three sixes, extra roll on a capture, on reaching the finish, exact
     * finish, rank everyone, rotate the first player, safe squares, blocks, turn time limit):
     * the core's words, as the terminal's `r` shows them; [players] decides the "by player
     * count" board. Empty when the core cannot say.
     */
    fun rulesInWords(rules: org.ludo.core.Rules, players: Int): List<Msg> = emptyList()
    /**
     * Why [seats] cannot start a game, in the core's words ("Seat 2 to 4 players."), or null
     * when they can (the core's `seatCountProblem`; the same check on iOS and the terminal).
     */
    fun seatCountProblem(seats: List<SeatSetup>): Msg?
}

/** A game set aside, as the home screen lists it (the store's `home`: `StoreHome.setAside`). */
data class AsideGame(
    /** The kept file's name (`LudoStore.continueSetAside`). */
    val name: String,
    /** The line to show: date, seats, actions, or that it is damaged (the core's words). */
    val description: Msg,
    /** The save to open (validated by the core); null when the file is damaged: shown, not offered. */
    val json: String?,
)

/**
 * What the setup screen offers besides seats and on/off rules: the core's lists in the core's
 * order with the core's names (the same on iOS and the terminal), so the shell keeps none.
 */
data class SetupOptions(
    /** The presets to list, with their names. */
    val presets: List<Pair<Preset, Msg>>,
    /** The preset a new setup starts from. */
    val defaultPreset: Preset,
    /** The turn time limits to list (null: none), with their names. */
    val timers: List<Pair<UInt?, Msg>>,
    /** The time limit a new setup starts with. */
    val defaultTimer: UInt?,
    /** The faces the exit-number row has a button for (any set of them, at least one). */
    val exitFaces: List<Int>,
    /** The name shown in place of a preset when the rules match none (a rule changed by hand). */
    val custom: Msg,
)

/** A save file the core cannot load. */
class BadSave(message: String, cause: Throwable? = null) : Exception(message, cause)
