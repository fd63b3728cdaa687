package app.ludo.shell

import org.ludo.core.Rules

// Plain data the shell works with. Everything here is copied from the core through the
// bindings (see CoreTable.kt); nothing is computed from Ludo rules or board geometry in
// Kotlin (the core draws the board: the scene, SceneReplay.kt). Where the generated type is plain data the shell uses it directly (house rules,
// presets, review verdicts) instead of a mirror to map by hand; the rest is translated in
// CoreTable.kt / CoreReview.kt. The table's own types are in Table.kt.

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

// House rules are the generated `org.ludo.core.Rules` (with its enums `BoardChoice`,
// `NoTokenOnBoard`, `SafeSquares`, `Blocks`) and presets `org.ludo.core.Preset`: no
// mirror type to keep in step with the core.

data class SeatSetup(val color: PlayerColor, val kind: SeatKind)

/** Everything a new game needs. */
data class GameConfig(
    val seats: List<SeatSetup>,
    /** The house rules; null: the core's defaults. */
    val rules: Rules? = null,
    val seed: Long? = null,
    val diceScript: List<Int> = emptyList(),
    val firstPlayer: PlayerColor? = null,
    /** Records profile per person seat (seats without one play as guests). */
    val profiles: Map<PlayerColor, String> = emptyMap(),
)
