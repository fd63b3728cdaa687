package org.ludo.core.test

import org.junit.jupiter.api.Assertions.*
import org.junit.jupiter.api.Test
import org.ludo.core.*
import org.ludo.core.test.Helpers.midGameSave
import org.ludo.core.test.Helpers.twoHumans
import java.io.File
import java.nio.file.Files

/** Stores in fresh folders, and a listener that keeps what it was told. */
object Stores {
    fun temp(): LudoStore = LudoStore.open(Files.createTempDirectory("ludo-store").toString(), null)

    /** The texts of the saves kept under the store's `abandoned/` (backups aside), by name. */
    fun kept(store: LudoStore): List<String> =
        File(store.dir(), "abandoned").listFiles().orEmpty().filter { it.name.endsWith(".json") }
            .sortedBy { it.name }.map { it.readText() }

    /** Every outcome the store tells, with the Java thread it arrived on. */
    class Outcomes : StoreListener {
        private val told = mutableListOf<SaveOutcome>()
        val threads = java.util.concurrent.ConcurrentHashMap.newKeySet<Long>()
        override fun onSaved(outcome: SaveOutcome) {
            threads += Thread.currentThread().id
            synchronized(told) { told += outcome }
        }
        fun all() = synchronized(told) { told.toList() }
    }
}

/** `LudoStore` through the Kotlin bindings: a table's saves written by the store's own writer. */
class StoreTest {
    private fun play(t: LudoTable, rec: Recorder, actions: Int) {
        repeat(actions) {
            val v = t.view()
            val n = rec.count()
            if (v.die.canRoll) t.roll() else t.moveToken(v.moves.first().token)
            rec.waitCount(n + 1)
        }
    }

    @Test
    fun aNewGameKeepsTheUnfinishedOneAsideAndItComesBack() {
        val store = Stores.temp()
        val old = midGameSave()
        store.save(StoreSlot.GAME, old)
        val rec = Recorder()
        val json = twoHumans(4uL, rec, store).let { t ->
            // No setAside first: the table's first save keeps the old game.
            t.use { rec.waitCount(1); play(it, rec, 3); store.flush(); it.saveText() }
        }
        assertEquals(json, store.read(StoreSlot.GAME))
        val aside = store.setAsideGames(0)
        assertEquals(1, aside.size, "$aside")
        assertEquals(old, (aside.single().state as SetAsideState.Resumable).json)
        assertEquals(listOf(old), Stores.kept(store), "kept whole")
        // Continuing it sets the new (unfinished) game aside in its turn; nothing is lost.
        val back = store.continueSetAside(aside.single().name)!!
        assertEquals(inspectSave(old).actions, inspectSave(back).actions)
        assertEquals(back, store.read(StoreSlot.GAME))
        assertEquals(listOf(json), Stores.kept(store))
        assertEquals(listOf(json), store.setAsideGames(0).map { (it.state as SetAsideState.Resumable).json })
        assertNull(store.continueSetAside("no-such-game.json"))
        assertThrows(LudoException.InvalidArgument::class.java) { store.continueSetAside("../current.json") }
    }

    /**
     * The home screen's set-aside games, as the store judges the files under `abandoned/`
     * (the shell hands it no bytes): newest first, a sealed state with the save to open, or
     * damaged (a file and backup the core cannot read: listed, not offered); a finished game is
     * left out.
     */
    @Test
    fun setAsideGamesJudgeTheKeptFiles() {
        val store = Stores.temp()
        val save = midGameSave()
        val dir = File(store.dir(), "abandoned").apply { mkdirs() }
        fun kept(name: String, bytes: ByteArray, backup: String?, ms: Long) {
            File(dir, name).apply { writeBytes(bytes); setLastModified(ms) }
            backup?.let { File(dir, "$name.bak").writeText(it) }
        }
        kept("1.json", save.toByteArray(), null, 1_764_655_200_000L)
        kept("2.json", byteArrayOf(0x7b, 0xff.toByte()), "{}", 1_764_741_600_000L)
        kept("3.json", Helpers.finishedSave().toByteArray(), null, 1_764_828_000_000L)
        val list = store.setAsideGames(0)
        assertEquals(listOf("2.json", "1.json"), list.map { it.name })
        val open = list[1].state as SetAsideState.Resumable
        assertEquals(save, open.json)
        assertEquals(inspectSave(save).actions, open.actions)
        assertEquals(1_764_655_200_000L, list[1].modifiedMs)
        assertEquals("aside.game", list[1].description.key)
        assertTrue(localize(list[1].description, "en").startsWith("2025-12-02 06:00: "))
        assertTrue(list[0].state is SetAsideState.Damaged)
        assertEquals("aside.damaged", list[0].description.key)
        assertEquals(4, dir.listFiles()!!.size, "listing changes nothing")
    }

    @Test
    fun aSaveTheStoreRefusesIsToldAndTheFileStays() {
        val store = Stores.temp()
        val told = Stores.Outcomes()
        store.setListener(told)
        val newer = midGameSave().replaceFirst("\"version\":3", "\"version\":99")
        assertNotEquals(midGameSave(), newer)
        val current = File(store.dir(), "current.json")
        current.writeText(newer)
        val rec = Recorder()
        twoHumans(5uL, rec, store).use { t ->
            rec.waitCount(1)
            play(t, rec, 2)
            store.flush()
        }
        val last = told.all().last()
        assertFalse(last.written)
        assertTrue(last.reason!!.contains("99"), last.reason)
        assertEquals(newer, current.readText(), "never written over")
        assertThrows(LudoException.SaveTooNew::class.java) { store.save(StoreSlot.GAME, midGameSave()) }
        assertEquals(File(store.dir(), "records.db").path, File(store.recordsPath()).path)
    }
}
