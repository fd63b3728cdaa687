package app.ludo.shell

import org.ludo.core.LudoException
import org.ludo.core.LudoRecords
import org.ludo.core.LudoReplay
import org.ludo.core.historyLine
import org.ludo.core.positionScene
import org.ludo.core.SceneTheme
import org.ludo.core.SeatKind as FSeatKind

/** The [RecordsStore] over the generated `LudoRecords` (docs/bindings.md, docs/records.md): only translation. */
class CoreRecords private constructor(private val records: LudoRecords) : RecordsStore {
    override val setAsideMessage: Msg? = attempt { records.setAside() }?.let { CoreTable.msg(it.message) }

    override fun nameProfiles(table: GameTable) { (table as? CoreTable)?.nameProfiles(records) }

    override fun profiles(): List<Profile> = attempt { records.profiles() }.orEmpty().map(::profile)

    override fun addProfile(name: String): Profile? = attempt { records.addProfile(name) }?.let(::profile)

    override fun renameProfile(id: String, name: String): Profile? = attempt { records.renameProfile(id, name) }?.let(::profile)

    override fun deleteProfile(id: String): Boolean = attempt { records.deleteProfile(id) } != null

    override fun mergeProfiles(from: String, into: String): Boolean = attempt { records.mergeProfiles(from, into) } != null

    override fun recordFinished(save: String): List<Msg>? = attempt { records.recordFinished(save) }?.let { r ->
        r.unratedMessage?.let { listOf(CoreTable.msg(it)) } ?: r.changes.map { CoreTable.msg(it.message) }
    }

    override fun stats(profileId: String): ProfileStatsInfo? = attempt { records.stats(profileId) }?.let { s ->
        ProfileStatsInfo(
            profile = profile(s.profile), games = s.games.toInt(), places = s.places.map { it.toInt() },
            winRate = s.winRate, capturesMade = s.capturesMade.toLong(), capturesSuffered = s.capturesSuffered.toLong(),
            rolls = s.rolls.toLong(), sixes = s.sixes.toLong(), fairness = CoreTable.msg(s.fairnessMessage),
            lines = s.lines.map(CoreTable::msg),
        )
    }

    override fun history(limit: Int, utcOffsetMinutes: Int): List<HistoryInfo> =
        attempt { records.history(null, limit.coerceAtLeast(0).toUInt()) }.orEmpty().mapNotNull { h ->
            HistoryInfo(
                gameId = h.gameId, recordedMs = h.recordedMs, rated = h.rated,
                seats = h.seats.map { HistorySeatInfo(CoreTable.color(it.color), it.kind is FSeatKind.Cpu, it.profileName, it.place) },
                line = CoreTable.msg(attempt { historyLine(h, utcOffsetMinutes) } ?: return@mapNotNull null),
            )
        }

    override fun gameSave(gameId: String): String? = attempt { records.gameSave(gameId) }

    override fun replay(save: String): ReplayGame? = attempt { LudoReplay.open(save) }?.let { CoreReplay(it, save) }

    override fun close() = records.close()

    private fun profile(p: org.ludo.core.PlayerProfile) = Profile(p.id, p.name, p.rating, p.games.toInt())

    /** A step of a saved game through `LudoReplay`. */
    private class CoreReplay(private val r: LudoReplay, private val save: String) : ReplayGame {
        override val length: Int = attempt { r.len() }?.toInt() ?: 0
        override fun viewAt(step: Int): TableState = CoreTable.view(r.viewAt(step.coerceAtLeast(0).toUInt()))
        override fun board(step: Int) = StillBoard { w, h, dark ->
            attempt { positionScene(save, step.coerceIn(0, length).toUInt(), w, h, if (dark) SceneTheme.DARK else SceneTheme.LIGHT) }
        }
        override fun announcementsAt(step: Int): List<Msg> = attempt { r.announcementsAt(step.coerceAtLeast(0).toUInt()) }.orEmpty().map(CoreTable::msg)
        override fun close() = r.close()
    }

    companion object {
        /** Opens (or creates) the database at [path]; null when the core cannot (too new, unavailable). */
        fun open(path: String): CoreRecords? = attempt { LudoRecords.open(path) }?.let(::CoreRecords)

        /** The records' errors are the core's typed refusals: the screen shows what it has. */
        private inline fun <T> attempt(f: () -> T): T? = try { f() } catch (e: LudoException) {
            System.err.println("ludo: records: $e")
            null
        }
    }
}
