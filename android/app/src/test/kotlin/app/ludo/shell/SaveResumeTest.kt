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

/**
 * Autosave after every action into a directory (the core's game store, `LudoStore`), atomic
 * writes with a backup, resume after "process death".
 */
class SaveResumeTest {
    @TempDir
    lateinit var dir: File

    /** Two saves of one game, one action apart (the store takes only saves the core reads). */
    private fun twoSaves(): Pair<String, String> {
        val mem = MemoryStore()
        val d = Driver(mem)
        d.step { newGame(GameConfig(seats = seats(PlayerColor.YELLOW to HUMAN, PlayerColor.GREEN to HUMAN), seed = 12, firstPlayer = PlayerColor.YELLOW)) }
        d.step { roll() }
        d.close()
        return mem.backup!! to mem.main!!
    }

    /** The kept games (under `abandoned/`), name to text. */
    private fun kept(): Map<String, String> =
        File(dir, "abandoned").listFiles().orEmpty().filter { it.name.endsWith(".json") }.associate { it.name to it.readText() }

    @Test
    fun atomicWriteKeepsABackupAndNoTempFile() {
        val store = DirectorySaveStore(dir)
        assertNull(store.read())
        assertFalse(store.exists())
        val (one, two) = twoSaves()
        store.write(one)
        store.write(two)
        assertEquals(two, store.read())
        assertEquals(one, store.readBackup())
        assertEquals(two, File(dir, "current.json").readText(), "the core's layout")
        assertTrue(dir.list()!!.none { it.contains("tmp") }, dir.list()!!.toList().toString())
        assertThrows(org.ludo.core.LudoException.InvalidSave::class.java) { store.write("not a save") }
        assertEquals(two, store.read())
    }

    /** A store that cannot be opened (a file where its folder should be) reads nothing; a write says why. */
    @Test
    fun aStoreThatCannotOpenReadsNothingAndItsWritesSayWhy() {
        val notAFolder = File(dir, "files").apply { writeText("") }
        val store = DirectorySaveStore(notAFolder)
        assertNull(store.read())
        assertNull(store.readBackup())
        assertTrue(store.keptSaves(GameController.REPLACED).isEmpty())
        assertTrue(store.setAside(GameController.DAMAGED).isEmpty())
        val e = assertThrows(org.ludo.core.LudoException.StoreUnavailable::class.java) { store.write(twoSaves().first) }
        assertTrue(e.reason.contains("files"), e.reason)
        assertEquals("", notAFolder.readText(), "nothing written over")
    }

    /**
     * A player's files in the old Android layout (`game.json`, its backup, a game set aside
     * as `game.json.replaced-1` with its backup) are moved into the store's layout when the
     * store opens, nothing lost: the save resumes, the game set aside is listed and continues.
     */
    @Test
    fun theOldAndroidLayoutIsMovedAndNothingIsLost() {
        val (one, two) = twoSaves()
        val aside = busyGame().let { val json = it.c.table!!.saveRequest().json; it.close(); json }
        File(dir, "game.json").writeText(two)
        File(dir, "game.json.bak").writeText(one)
        File(dir, "game.json.replaced-1").writeText(aside)
        File(dir, "game.json.bak.replaced-1").writeText(aside)
        val store = DirectorySaveStore(dir)
        assertEquals(two, store.read())
        assertEquals(one, store.readBackup())
        assertTrue(dir.list()!!.none { it.startsWith("game.json") }, dir.list()!!.toList().toString())
        assertEquals(listOf(aside), kept().values.toList())
        val d = Driver(store)
        val listed = d.c.setAsideGames()
        assertEquals(listOf(aside), listed.map { it.json })
        assertTrue(d.c.resume(), "the save resumes")
        d.close()
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
        val (good, again) = twoSaves()
        val real = DirectorySaveStore(dir)
        real.write(good)
        var full = true
        val failing = object : SaveStore by real {
            override fun write(json: String) = if (full) throw java.io.IOException("disk full") else real.write(json)
        }
        val written = java.util.concurrent.atomic.AtomicInteger()
        val store = BackgroundSaveStore(failing, onError = { synchronized(errors) { errors.add(it) } }, onWritten = { written.incrementAndGet() })
        store.write("lost")
        store.flush()
        assertEquals(good, store.read())
        assertEquals(listOf("disk full"), synchronized(errors) { errors.map { it.message } })
        // A failed write is not reported as written (the app's "could not save" stays); the next good one is.
        assertEquals(0, written.get())
        full = false
        store.write(again)
        store.flush()
        assertEquals(again, store.read())
        assertEquals(1, written.get())
    }

    @Test
    fun backgroundWriterStillSavesAfterClose() {
        val (one, two) = twoSaves()
        val store = BackgroundSaveStore(DirectorySaveStore(dir))
        store.write(one)
        store.close() // the Activity is destroyed while a CPU move still saves
        store.write(two)
        assertEquals(two, store.read())
        assertEquals(two, DirectorySaveStore(dir).read())
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
        File(dir, "current.json").writeText("{ not a save")
        assertEquals(previous, store.readBackup())
        val r = Driver(store)
        assertTrue(r.c.canResume(), "the backup is offered")
        assertTrue(r.c.resume(), "resumed from the backup")
        r.close()
        File(dir, "current.json.bak").writeText("garbage")
        assertFalse(Driver(store).c.resume())
        assertFalse(Driver(store).c.canResume())
        // A game that is over is never offered on home.
        val over = Driver(store)
        over.step { newGame(GameConfig(seats = seats(PlayerColor.YELLOW to SeatKind.cpu(CpuLevel.EASY), PlayerColor.GREEN to SeatKind.cpu(CpuLevel.EASY)), rules = factory.presetRules(Preset.QUICK), seed = 3)) }
        over.await(60_000, "the end") { it.view.phase == Phase.GAME_OVER }
        over.close()
        assertFalse(Driver(store).c.canResume(), "Resume offered for a finished game")
        // The damaged files were moved aside by the next save, kept.
        assertEquals("{ not a save", File(dir, "current.json.damaged").readText())
        assertEquals("garbage", File(dir, "current.json.bak.damaged").readText())
    }

    /**
     * A new game over an unfinished one never loses it: the old save is set aside (kept under
     * `abandoned/` with its bytes, also past many autosaves of the new game); a setup the core
     * refuses sets nothing aside; a finished game is simply replaced.
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
        d.close()

        val n = Driver(store)
        assertTrue(n.c.canResume())
        // The core refuses a one-seat game: nothing is set aside, the old game stays.
        assertThrows(BadSave::class.java) { n.c.newGame(GameConfig(seats = seats(PlayerColor.YELLOW to HUMAN), seed = 1)) }
        assertEquals(old, store.read())
        assertTrue(kept().isEmpty())

        n.step { newGame(GameConfig(seats = two, seed = 13, firstPlayer = PlayerColor.YELLOW)) }
        repeat(4) { n.step { roll() } }
        assertEquals(listOf(old), kept().values.toList())
        assertEquals(n.c.table!!.saveRequest().json, store.read(), "the new game is the save now")
        assertTrue(store.readBackup() != old, "the backup is the new game's too")
        n.close()

        // A second replacement is kept beside it; the first stays as it was.
        val again = Driver(store)
        again.step { newGame(GameConfig(seats = two, seed = 14, firstPlayer = PlayerColor.YELLOW)) }
        again.close()
        assertEquals(2, kept().size)
        assertTrue(old in kept().values)
    }

    /**
     * The kept games come back: the store lists each (a damaged one too) for the core, which
     * lists the unfinished one with its save; a save the core refuses writes nothing;
     * continuing one sets the game in place aside first, makes the kept one the save and
     * lists it no more.
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
        d.step { newGame(GameConfig(seats = two, seed = 13, firstPlayer = PlayerColor.YELLOW)) }
        d.step { roll() }
        val current = store.read()!!
        File(dir, "abandoned/torn.json").writeText("torn")
        val names = store.keptSaves(GameController.REPLACED).map { it.name }
        assertEquals(2, names.size, names.toString())

        val listed = d.c.setAsideGames()
        assertEquals(names.sorted(), listed.map { it.name }.sorted())
        val game = listed.first { it.json != null }
        assertEquals(old, game.json)
        assertNull(listed.first { it.name == "torn.json" }.json, "damaged: shown, not offered")

        fun files() = dir.walk().filter { it.isFile && it.name != "lock" }.associate { it.path to it.readText() }
        val before = files()
        assertFalse(d.c.resumeSetAside(game.copy(json = "{}")), "the core refuses it")
        assertEquals(before, files(), "nothing written or moved")

        assertTrue(d.c.resumeSetAside(game))
        assertEquals(old, store.read())
        assertTrue(current in kept().values, "the game that was saved is kept")
        assertTrue(old !in kept().values, "the continued game is listed no more")
        assertEquals("torn", File(dir, "abandoned/torn.json").readText())
        d.close()
    }
}
