package app.ludo.shell

// Plain data the shell works with. Everything here is copied from the core through the
// bindings (see CoreTable.kt); nothing is computed from Ludo rules or board geometry in
// Kotlin. Keeping the shell on these types means only CoreTable.kt knows the names the
// binding generator chose. The table's own types are in Table.kt.

/** The four player colours, in the core's clockwise order (yellow, blue, red, green). */
enum class PlayerColor(val symbol: Char) {
    YELLOW('○'), BLUE('□'), RED('△'), GREEN('✚');
}

/** Who controls a seat. [level] is the CPU level, null for a person. */
enum class CpuLevel { RANDOM, EASY, MEDIUM, HARD, EXPERT, MASTER }

data class SeatKind(val cpu: CpuLevel?) {
    val isCpu: Boolean get() = cpu != null
    companion object {
        val HUMAN = SeatKind(null)
        fun cpu(level: CpuLevel) = SeatKind(level)
    }
}

/** A point in board units (1 unit = 1 grid cell, origin top-left, y down). */
data class BPoint(val x: Float, val y: Float)

/** A rectangle in board units. */
data class BRect(val x: Float, val y: Float, val w: Float, val h: Float) {
    val cx: Float get() = x + w / 2f
    val cy: Float get() = y + h / 2f
}

/** Stable identity of a square (mirrors the core's `SquareId`). */
sealed class SquareKey {
    data class Track(val abs: Int) : SquareKey()
    data class HomeColumn(val color: PlayerColor, val index: Int) : SquareKey()
    data class Finish(val color: PlayerColor) : SquareKey()
    data class BaseSlot(val color: PlayerColor, val index: Int) : SquareKey()
}

enum class SquareRole { TRACK, START, STAR, HOME_COLUMN, FINISH, BASE }

/** One square of the core's layout. [triangle] is set for finish squares (outer two corners, then apex). */
data class BoardSquare(
    val key: SquareKey,
    val role: SquareRole,
    val rect: BRect,
    val center: BPoint,
    val triangle: List<BPoint>?,
    val owner: PlayerColor?,
    val safe: Boolean,
)

/** A 6×6 base yard of the core's layout. */
data class BoardBase(
    val owner: PlayerColor,
    val rect: BRect,
    val inner: BRect,
    val seated: Boolean,
)

/** The core's layout of one game's board. */
data class BoardLayout(
    val width: Float,
    val height: Float,
    val trackLen: Int,
    val squares: List<BoardSquare>,
    val bases: List<BoardBase>,
    val centre: BRect,
) {
    private val byKey: Map<SquareKey, BoardSquare> by lazy { squares.associateBy { it.key } }
    fun square(key: SquareKey): BoardSquare? = byKey[key]
}

/** Where the core says a token is drawn. */
data class TokenSpot(
    val color: PlayerColor,
    val token: Int,
    val progress: Int,
    val square: SquareKey,
    val center: BPoint,
    val radius: Float,
)

/** One square a move passes, from the core's move path (for animation). */
data class PathStep(val square: SquareKey, val center: BPoint)

enum class Phase { CHOOSING_FIRST, AWAITING_ROLL, AWAITING_MOVE, GAME_OVER }

enum class ExtraRollReason { SIX, CAPTURE, FINISH }
enum class PassReason { MOVED, NO_MOVE, THREE_SIXES, TRIES_USED_UP, PLAYER_FINISHED }

/** What an action did (mirrors the core's `Event`). */
sealed class GameEvent {
    data class GameStarted(val gameNumber: Int, val first: PlayerColor?) : GameEvent()
    data class FirstRoll(val color: PlayerColor, val roll: Int) : GameEvent()
    data class FirstRollTie(val colors: List<PlayerColor>) : GameEvent()
    data class FirstPlayer(val color: PlayerColor) : GameEvent()
    data class Rolled(val color: PlayerColor, val roll: Int) : GameEvent()
    data class Moved(
        val color: PlayerColor, val token: Int, val from: Int, val to: Int,
        val path: List<Int>, val autoExit: Boolean,
    ) : GameEvent()
    data class Captured(val color: PlayerColor, val token: Int, val from: Int, val by: PlayerColor) : GameEvent()
    data class TokenFinished(val color: PlayerColor, val token: Int) : GameEvent()
    data class PlayerFinished(val color: PlayerColor, val place: Int) : GameEvent()
    data class ExtraRoll(val color: PlayerColor, val reasons: List<ExtraRollReason>) : GameEvent()
    data class ThreeSixes(val color: PlayerColor) : GameEvent()
    data class FailedTry(val color: PlayerColor, val triesLeft: Int) : GameEvent()
    data class TurnPassed(val from: PlayerColor, val to: PlayerColor, val reason: PassReason) : GameEvent()
    data class SeatChanged(val color: PlayerColor, val kind: SeatKind) : GameEvent()
    data class TimedOut(val color: PlayerColor) : GameEvent()
    data class Undone(val actions: Int) : GameEvent()
    data class GameOver(val placements: List<List<PlayerColor>>) : GameEvent()
}

enum class BoardChoice { CROSS, BY_PLAYER_COUNT }
enum class NoTokenOnBoard { ROLL_NORMALLY, AUTO_EXIT, THREE_TRIES }
enum class SafeSquares { STARTS_AND_STARS, STARTS_ONLY, NONE }
enum class Blocks { TWO_TOGETHER, NONE, NO_OVERTAKING }

/**
 * House rules (mirrors the core's `Rules`); defaults are the core's defaults, see [RulePreset].
 * Serializable so the setup screen keeps a choice across Activity recreation (a Bundle).
 */
data class HouseRules(
    val board: BoardChoice = BoardChoice.CROSS,
    val exitNumbers: List<Int> = listOf(6),
    val noTokenOnBoard: NoTokenOnBoard = NoTokenOnBoard.ROLL_NORMALLY,
    val threeSixesEndTurn: Boolean = true,
    val extraRollOnCapture: Boolean = true,
    val extraRollOnFinish: Boolean = false,
    val exactFinish: Boolean = true,
    val rankEveryone: Boolean = false,
    val rotateFirstPlayer: Boolean = true,
    val safeSquares: SafeSquares = SafeSquares.STARTS_AND_STARS,
    val blocks: Blocks = Blocks.TWO_TOGETHER,
    val turnTimeLimitSecs: Int? = null,
) : java.io.Serializable

enum class RulePreset { STANDARD, QUICK, TACTICAL }

data class SeatSetup(val color: PlayerColor, val kind: SeatKind)

/** Everything a new game needs. */
data class GameConfig(
    val seats: List<SeatSetup>,
    val rules: HouseRules = HouseRules(),
    val seed: Long? = null,
    val diceScript: List<Int> = emptyList(),
    val firstPlayer: PlayerColor? = null,
    /** Records profile per person seat (seats without one play as guests). */
    val profiles: Map<PlayerColor, String> = emptyMap(),
)
