package app.ludo.shell

import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.io.File

/** Autosave after every action into a directory, atomic writes with a backup, resume after "process death". */
class SaveResumeTest {
    @TempDir
    lateinit var dir: File

    @Test
    fun atomicWriteKeepsABackupAndNoTempFile() {
        val store = DirectorySaveStore(dir)
        assertNull(store.read())
        assertFalse(store.exists())
        store.write("one")
        store.write("two")
        assertEquals("two", store.read())
        assertEquals("one", store.readBackup())
        assertFalse(File(dir, "game.json.tmp").exists())
        store.clear()
        assertNull(store.read())
    }

    @Test
    fun backgroundWriterWritesOffTheCallingThreadInOrderAndReadsWaitForIt() {
        val threads = mutableListOf<String>()
        val gate = java.util.concurrent.CountDownLatch(1)
        val entered = java.util.concurrent.CountDownLatch(1)
        val inner = object : SaveStore {
            val written = java.util.Collections.synchronizedList(mutableListOf<String>())
            override fun write(json: String) { entered.countDown(); gate.await(); threads.add(Thread.currentThread().name); written.add(json) }
            override fun read() = written.lastOrNull()
            override fun readBackup() = written.dropLast(1).lastOrNull()
            override fun clear() = written.clear()
        }
        val store = BackgroundSaveStore(inner)
        store.write("one") // held at the gate: the caller is not blocked
        entered.await()
        store.write("two")
        store.write("three")
        assertTrue(inner.written.isEmpty(), "written on the calling thread")
        gate.countDown()
        assertEquals("three", store.read(), "a read waits for the writes handed in before it")
        // "one" was in flight; "two" was replaced by "three" while it waited.
        assertEquals(listOf("one", "three"), inner.written.toList())
        assertTrue(threads.all { it == "ludo-save" }, "writer threads $threads")
    }

    @Test
    fun backgroundWriterKeepsTheLastGoodSaveWhenAWriteFails() {
        val errors = mutableListOf<Exception>()
        val real = DirectorySaveStore(dir)
        real.write("good")
        val failing = object : SaveStore by real {
            override fun write(json: String) = throw java.io.IOException("disk full")
        }
        val store = BackgroundSaveStore(failing) { synchronized(errors) { errors.add(it) } }
        store.write("lost")
        store.flush()
        assertEquals("good", store.read())
        assertEquals(listOf("disk full"), synchronized(errors) { errors.map { it.message } })
    }

    @Test
    fun backgroundWriterStillSavesAfterClose() {
        val store = BackgroundSaveStore(DirectorySaveStore(dir))
        store.write("one")
        store.close() // the Activity is destroyed while a CPU move still saves
        store.write("two")
        assertEquals("two", store.read())
        assertEquals("two", DirectorySaveStore(dir).read())
    }

    @Test
    fun everyActionIsSavedAndTheGameResumesExactly(): Unit = runBlocking {
        val store = DirectorySaveStore(dir)
        val c = busyGame(store, this)
        val before = c.state!!.snapshot
        val spots = c.state!!.scene.tokens
        assertEquals(c.engine!!.save(), store.read(), "autosaved after the last action")
        c.close() // the process dies

        val resumed = controller(this, store)
        assertTrue(resumed.resume())
        assertEquals(before, resumed.state!!.snapshot)
        assertEquals(spots, resumed.state!!.scene.tokens)
        // Same dice afterwards: both continue identically.
        val c2 = controller(this, DirectorySaveStore(File(dir, "copy")))
        File(dir, "copy").mkdirs()
        File(dir, "copy/game.json").writeText(store.read()!!)
        assertTrue(c2.resume())
        resumed.move(before.legal.first().token); resumed.roll()
        c2.move(before.legal.first().token); c2.roll()
        assertEquals(resumed.state!!.snapshot, c2.state!!.snapshot)
        resumed.close(); c2.close()
    }

    @Test
    fun aDamagedSaveFallsBackToTheBackup(): Unit = runBlocking {
        val store = DirectorySaveStore(dir)
        val c = controller(this, store)
        c.newGame(GameConfig(seats = seats(PlayerColor.YELLOW to HUMAN, PlayerColor.GREEN to HUMAN), seed = 12, firstPlayer = PlayerColor.YELLOW))
        c.roll()
        val previous = store.read()!!
        c.roll()
        c.close()
        File(dir, "game.json").writeText("{ not a save")
        assertEquals(previous, store.readBackup())
        val r = controller(this, store)
        assertTrue(r.resume(), "resumed from the backup")
        r.close()
        File(dir, "game.json.bak").writeText("garbage")
        assertFalse(controller(this, store).resume())
    }
}
