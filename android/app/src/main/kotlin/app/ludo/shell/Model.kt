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
