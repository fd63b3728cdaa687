package app.ludo.shell

// The records of the device (docs/records.md): profiles, finished games recorded once,
// statistics with the dice test in words, history and replay. All of it is the core's
// (`LudoRecords`, SQLite in the core); the shell passes the database path and save texts.
// Plain data copied from the bindings by CoreRecords.kt.

/** A local player. */
data class Profile(val id: String, val name: String, val rating: Double, val games: Int)

/** A profile's statistics: numbers from the core, the dice verdict in the core's words. */
data class ProfileStatsInfo(
    val profile: Profile,
    val games: Int,
    /** places[i]: games finished in place i + 1. */
    val places: List<Int>,
    val winRate: Double,
    val capturesMade: Long,
    val capturesSuffered: Long,
    val rolls: Long,
    val sixes: Long,
    /** "As expected from a fair die (p = 0.42)." */
    val fairness: Msg,
    /** The statistics as the core words them, in order (rating, games, places, win rate, captures, dice, fairness last). */
    val lines: List<Msg> = emptyList(),
)

/** One seat of a recorded game. */
data class HistorySeatInfo(val color: PlayerColor, val cpu: Boolean, val name: String?, val place: Int)

/**
 * A recorded game in the history list; [line] is the core's words for it: when (the phone's
 * time), its seats by place with who played them, rated or why not.
 */
data class HistoryInfo(val gameId: String, val recordedMs: Long, val rated: Boolean, val seats: List<HistorySeatInfo>, val line: Msg)

/** A recorded (or any saved) game stepped through: step 0 is the start, [length] the end. */
interface ReplayGame : AutoCloseable {
    val length: Int
    /** The table's view after the first [step] actions (every control off). */
    fun viewAt(step: Int): TableState
    /** The board after the first [step] actions, as the core draws it. */
    fun board(step: Int): StillBoard
    /** What the step's action did, as the table says it. */
    fun announcementsAt(step: Int): List<Msg>
}

/** The device's records (one database, opened by the shell with a path). */
interface RecordsStore : AutoCloseable {
    /** The core's message when it had to set a damaged database aside (say it once). */
    val setAsideMessage: Msg?
    /**
     * Has the core name the seats' profiles of [table] (`SeatView.profileName`, shown with
     * the seat's colour); the names arrive with the table's next update. Reads SQLite:
     * call it on the records thread, after a new game or a load.
     */
    fun nameProfiles(table: GameTable)
    fun profiles(): List<Profile>
    /** Adds a profile; null when the core refuses the name (empty, taken). */
    fun addProfile(name: String): Profile?
    /** Renames a profile (its id, games and rating stay); null when the core refuses the name. */
    fun renameProfile(id: String, name: String): Profile?
    /** Deletes a profile with its records (its seats in recorded games become guests); false when the core refuses. */
    fun deleteProfile(id: String): Boolean
    /** Merges profile [from] into [into] (one person under two names): the core moves its games and rating; false when refused. */
    fun mergeProfiles(from: String, into: String): Boolean
    /**
     * Records a finished game's save; recording it again changes nothing (the core keys it by
     * game). Returns what the result screen says about it in the core's words (each profile's
     * rating change, or why the game was not rated; also for a game recorded before), null
     * when the core could not record it.
     */
    fun recordFinished(save: String): List<Msg>?
    fun stats(profileId: String): ProfileStatsInfo?
    /** Recorded games, newest first; their lines date them at [utcOffsetMinutes] from UTC (the phone's zone). */
    fun history(limit: Int, utcOffsetMinutes: Int = GameController.utcOffsetMinutes()): List<HistoryInfo>
    fun gameSave(gameId: String): String?
    fun replay(save: String): ReplayGame?
}
