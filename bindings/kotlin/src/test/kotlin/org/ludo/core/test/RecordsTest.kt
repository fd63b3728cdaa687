package org.ludo.core.test

import org.json.JSONObject
import org.junit.jupiter.api.Assertions.*
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import org.ludo.core.*
import java.io.File

/** LudoRecords and LudoReplay from Kotlin: a profile, the golden finished game recorded
 * once, history, statistics in words, replay, a damaged file set aside. */
class RecordsTest {
    private val golden = File(System.getProperty("ludo.golden.dir") ?: "../../tests/golden")

    @Test
    fun recordsTheGoldenGameOnceAndReplaysIt(@TempDir dir: File) {
        val db = File(dir, "records.db").path
        val records = LudoRecords.open(db)
        assertNull(records.setAside())
        val asha = records.addProfile("Asha")
        val ravi = records.addProfile("Ravi")
        val save = JSONObject(File(golden, "saves/finished_drawn.save.json").readText())
        save.put("table", JSONObject().put("profiles", JSONObject().put("yellow", asha.id).put("blue", ravi.id)))
        val text = save.toString()

        val first = records.recordFinished(text)
        assertTrue(first.newlyRecorded && first.rated)
        assertEquals(listOf(PlayerColor.YELLOW, PlayerColor.BLUE), first.changes.map { it.color })
        val again = records.recordFinished(text)
        assertFalse(again.newlyRecorded)
        assertEquals(first.gameId, again.gameId)

        val history = records.history(null, 10u)
        assertEquals(1, history.size)
        assertEquals("Asha", history[0].seats[0].profileName)
        // The seats by place, the core's order (blue, the second seat, came last): the shells list them as given.
        assertEquals(
            listOf(PlayerColor.YELLOW to 1, PlayerColor.RED to 2, PlayerColor.GREEN to 3, PlayerColor.BLUE to 4),
            history[0].seats.map { it.color to it.place },
        )
        val stats = records.stats(asha.id)
        assertEquals(1u, stats.games)
        assertEquals(stats.rolls, stats.faces.sum())
        assertNotEquals(FairnessVerdict.TOO_FEW_ROLLS, stats.fairness)
        assertTrue(stats.fairnessMessage.key.startsWith("records.fairness."))
        assertThrows(LudoException.InvalidName::class.java) { records.addProfile("ASHA") }
        assertThrows(LudoException.UnknownProfile::class.java) { records.stats("nope") }

        val replay = LudoReplay.open(records.gameSave(first.gameId))
        val n = replay.len()
        assertTrue(n > 100u)
        assertTrue(replay.viewAt(0u).tokens.all { it.progress == -1 })
        val end = replay.viewAt(n)
        assertEquals(GamePhase.GAME_OVER, end.phase)
        assertFalse(end.die.canRoll)
        assertTrue(replay.announcementsAt(n).isNotEmpty())
        replay.close()
        records.close()
    }

    @Test
    fun aDamagedFileIsSetAside(@TempDir dir: File) {
        val db = File(dir, "records.db")
        db.writeText("not a database")
        LudoRecords.open(db.path).use { records ->
            val aside = records.setAside()!!
            assertTrue(File(aside.to).exists())
            assertEquals("records.set_aside", aside.message.key)
            assertTrue(records.profiles().isEmpty())
        }
    }
}
