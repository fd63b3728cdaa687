package app.ludo.shell

/**
 * One game in the core, as the shell sees it. The only implementation is [CoreEngine]
 * (the UniFFI bindings over `ludo-core`); every method is a direct call into the core.
 *
 * Actions return the events they caused, in order. A refused action throws
 * [RefusedAction] and leaves the game unchanged.
 */
interface Engine : AutoCloseable {
    fun snapshot(): GameSnapshot
    /** The board of this game; constant for the whole game. */
    fun layout(): BoardLayout
    fun tokenSpots(): List<TokenSpot>
    /** What lies under board point (x, y); null outside every square. */
    fun hitTest(x: Float, y: Float): BoardHit?
    fun movePath(color: PlayerColor, from: Int, to: Int): List<PathStep>

    fun roll(): List<GameEvent>
    fun move(token: Int): List<GameEvent>
    /** The CPU acts for the colour to act (roll or move); the core thinks off the caller's thread. */
    suspend fun cpuAct(): List<GameEvent>
    /** The turn timer ran out while [seq] was the snapshot's next event number; throws a stale [RefusedAction] when the game moved on. */
    fun timeOutIfCurrent(seq: Long): List<GameEvent>
    /** Seconds to run the turn timer now; null = no timer (no limit, CPU to act, game over). */
    fun turnTimerSecs(): Int?
    /** Stops CPU moves in flight (their [cpuAct] throws a stale [RefusedAction]). */
    fun cancelCpu()
    fun setSeat(color: PlayerColor, kind: SeatKind): List<GameEvent>
    fun undo(): List<GameEvent>
    fun playAgain(): List<GameEvent>
    fun hint(): Hint?

    /** The save file (the core's versioned JSON). */
    fun save(): String
}

/** Creates games in the core. */
interface EngineFactory {
    fun newGame(config: GameConfig): Engine
    /** Rebuilds a game from [save] output; throws [BadSave] when the file is unusable. */
    fun load(json: String): Engine
    fun presetRules(preset: RulePreset): HouseRules
}

/** The core refused an action (wrong phase, illegal move, ...); the game is unchanged. */
class RefusedAction(message: String, cause: Throwable? = null, val stale: Boolean = false) : Exception(message, cause)

/** A save file the core cannot load. */
class BadSave(message: String, cause: Throwable? = null) : Exception(message, cause)
