package app.ludo.shell

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertThrows
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.io.File
import org.ludo.core.Preset

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

    /**
     * An operation handed in between writes (setting a save aside) runs on the worker, after
     * the write before it and before the write after it; the writes on either side are both
     * written (no coalescing across it), and the caller never waits.
     */
    @Test
    fun backgroundWriterRunsOperationsInOrderWithTheWritesOffTheCallingThread() {
        val gate = java.util.concurrent.CountDownLatch(1)
        val log = java.util.Collections.synchronizedList(mutableListOf<String>())
        val inner = object : SaveStore {
            override fun write(json: String) { gate.await(); log.add("write $json on ${Thread.currentThread().name}") }
            override fun read(): String? = null
            override fun readBackup(): String? = null
            override fun clear() {}
            override fun setAside(reason: String): List<String> { log.add("aside $reason on ${Thread.currentThread().name}"); return emptyList() }
        }
        val store = BackgroundSaveStore(inner)
        store.write("old-1")
        store.write("old-2")
        store.inOrder { setAside("replaced") }
        store.write("new-1")
        store.write("new-2")
        assertTrue(log.isEmpty(), "done on the calling thread: $log")
        gate.countDown()
        store.flush()
        val w = "on ludo-save"
        assertEquals(listOf("write old-1 $w", "write old-2 $w", "aside replaced $w", "write new-2 $w"), log.toList().let {
            // "old-1" may have been taken before "old-2" arrived (then both are written) or not.
            if (it.first() == "write old-2 $w") listOf("write old-1 $w") + it else it
        })
    }

    @Test
    fun backgroundWriterKeepsTheLastGoodSaveWhenAWriteFails() {
        val errors = mutableListOf<Exception>()
        val real = DirectorySaveStore(dir)
        real.write("good")
        var full = true
        val failing = object : SaveStore by real {
            override fun write(json: String) = if (full) throw java.io.IOException("disk full") else real.write(json)
        }
        val written = java.util.concurrent.atomic.AtomicInteger()
        val store = BackgroundSaveStore(failing, onError = { synchronized(errors) { errors.add(it) } }, onWritten = { written.incrementAndGet() })
        store.write("lost")
        store.flush()
        assertEquals("good", store.read())
        assertEquals(listOf("disk full"), synchronized(errors) { errors.map { it.message } })
        // A failed write is not reported as written (the app's "could not save" stays); the next good one is.
        assertEquals(0, written.get())
        full = false
        store.write("again")
        store.flush()
        assertEquals("again", store.read())
        assertEquals(1, written.get())
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
    fun everyActionIsSavedAndTheGameResumesExactly() {
        val store = DirectorySaveStore(dir)
        val d = busyGame(store)
        val before = d.view
        assertEquals(d.c.table!!.saveRequest().json, store.read(), "autosaved after the last action")
        d.close() // the process dies

        val resumed = Driver(store)
        assertTrue(resumed.c.resume())
        val s = resumed.await { true }
        assertEquals(before.tokens, s.view.tokens)
        assertEquals(before.moves, s.view.moves)
        assertTrue(s.announcements.any { it.startsWith("Welcome back") }, s.announcements.toString())
        // Same dice afterwards: both continue identically.
        File(dir, "copy").mkdirs()
        File(dir, "copy/game.json").writeText(store.read()!!)
        val copy = Driver(DirectorySaveStore(File(dir, "copy")))
        assertTrue(copy.c.resume())
        copy.await { true }
        for (dr in listOf(resumed, copy)) {
            dr.step { move(before.moves.first().token) }
            dr.step { roll() }
        }
        assertEquals(resumed.view, copy.view)
        resumed.close(); copy.close()
    }

    @Test
    fun aDamagedSaveFallsBackToTheBackupAndAFinishedGameIsNotOffered() {
        val store = DirectorySaveStore(dir)
        val d = Driver(store)
        d.step { newGame(GameConfig(seats = seats(PlayerColor.YELLOW to HUMAN, PlayerColor.GREEN to HUMAN), seed = 12, firstPlayer = PlayerColor.YELLOW)) }
        d.step { roll() }
        val previous = store.read()!!
        d.step { roll() }
        d.close()
        assertTrue(Driver(store).c.canResume())
        File(dir, "game.json").writeText("{ not a save")
        assertEquals(previous, store.readBackup())
        val r = Driver(store)
        assertTrue(r.c.canResume(), "the backup is offered")
        assertTrue(r.c.resume(), "resumed from the backup")
        r.close()
        File(dir, "game.json.bak").writeText("garbage")
        assertFalse(Driver(store).c.resume())
        assertFalse(Driver(store).c.canResume())
        // A game that is over is never offered on home.
        val over = Driver(store)
        over.step { newGame(GameConfig(seats = seats(PlayerColor.YELLOW to SeatKind.cpu(CpuLevel.EASY), PlayerColor.GREEN to SeatKind.cpu(CpuLevel.EASY)), rules = factory.presetRules(Preset.QUICK), seed = 3)) }
        over.await(60_000, "the end") { it.view.phase == Phase.GAME_OVER }
        over.close()
        assertFalse(Driver(store).c.canResume(), "Resume offered for a finished game")
    }

    /**
     * A new game over an unfinished one never loses it: the old save and its backup are set
     * aside (renamed with their bytes, also past many autosaves of the new game); a setup
     * the core refuses sets nothing aside; a finished game is simply replaced.
     */
    @Test
    fun aNewGameSetsTheUnfinishedOneAsideAndKeepsItsBytes() {
        val store = DirectorySaveStore(dir)
        val two = seats(PlayerColor.YELLOW to HUMAN, PlayerColor.GREEN to HUMAN)
        val d = Driver(store)
        d.step { newGame(GameConfig(seats = two, seed = 12, firstPlayer = PlayerColor.YELLOW)) }
        d.step { roll() }
        d.step { roll() }
        val old = store.read()!!
        val oldBackup = store.readBackup()!!
        d.close()

        val n = Driver(store)
        assertTrue(n.c.canResume())
        // The core refuses a one-seat game: nothing is set aside, the old game stays.
        assertThrows(BadSave::class.java) { n.c.newGame(GameConfig(seats = seats(PlayerColor.YELLOW to HUMAN), seed = 1)) }
        assertEquals(old, store.read())
        assertFalse(File(dir, "game.json.replaced-1").exists())

        n.step { newGame(GameConfig(seats = two, seed = 13, firstPlayer = PlayerColor.YELLOW)) }
        repeat(4) { n.step { roll() } }
        assertEquals(old, File(dir, "game.json.replaced-1").readText())
        assertEquals(oldBackup, File(dir, "game.json.bak.replaced-1").readText())
        assertEquals(n.c.table!!.saveRequest().json, store.read(), "the new game is the save now")
        n.close()

        // A second replacement takes the next free name; the first stays as it was.
        val again = Driver(store)
        again.step { newGame(GameConfig(seats = two, seed = 14, firstPlayer = PlayerColor.YELLOW)) }
        again.close()
        assertTrue(File(dir, "game.json.replaced-2").isFile)
        assertEquals(old, File(dir, "game.json.replaced-1").readText())
    }

    /**
     * The kept games come back: `keptSaves` reads each pair (a lone backup too) for the core,
     * which lists the unfinished one with its save; a save the core refuses writes nothing;
     * `bringBack` never overwrites a save in place; continuing one sets the save in place
     * aside first and moves the kept pair back with its bytes.
     */
    @Test
    fun aKeptGameIsListedByTheCoreAndBroughtBackWithoutOverwritingAnything() {
        val store = DirectorySaveStore(dir)
        val two = seats(PlayerColor.YELLOW to HUMAN, PlayerColor.GREEN to HUMAN)
        val d = Driver(store)
        d.step { newGame(GameConfig(seats = two, seed = 12, firstPlayer = PlayerColor.YELLOW)) }
        d.step { roll() }
        d.step { roll() }
        val old = store.read()!!
        val oldBackup = store.readBackup()!!
        d.step { newGame(GameConfig(seats = two, seed = 13, firstPlayer = PlayerColor.YELLOW)) }
        d.step { roll() }
        val current = store.read()!!
        File(dir, "game.json.bak.replaced-2").writeText("torn")
        val kept = store.keptSaves(GameController.REPLACED)
        assertEquals(listOf("game.json.replaced-1", "game.json.replaced-2"), kept.map { it.name })
        assertEquals(0, kept[1].save.size, "a lone backup is listed with an empty save")
        assertFalse(store.bringBack("game.json.replaced-1", GameController.REPLACED), "a save is in place: nothing is overwritten")
        assertEquals(current, store.read())

        val listed = d.c.setAsideGames()
        assertEquals(listOf("game.json.replaced-1", "game.json.replaced-2"), listed.map { it.name }.sorted())
        val game = listed.first { it.name == "game.json.replaced-1" }
        assertEquals(old, game.json)
        assertNull(listed.first { it.name == "game.json.replaced-2" }.json, "damaged: shown, not offered")

        val before = dir.list()!!.sorted().associateWith { File(dir, it).readText() }
        assertFalse(d.c.resumeSetAside(game.copy(json = "{}")), "the core refuses it")
        assertEquals(before, dir.list()!!.sorted().associateWith { File(dir, it).readText() }, "nothing written or moved")

        assertTrue(d.c.resumeSetAside(game))
        assertEquals(old, store.read())
        assertEquals(oldBackup, store.readBackup())
        assertEquals(current, File(dir, "game.json.replaced-3").readText())
        assertFalse(File(dir, "game.json.replaced-1").exists())
        assertEquals("torn", File(dir, "game.json.bak.replaced-2").readText())
        d.close()
    }
}

