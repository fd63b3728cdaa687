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
import org.ludo.core.StoreSlot

/**
 * Autosave after every action into a directory (the core's game store, `LudoStore`, through
 * the app's [SaveStore]): the tables write their saves on the store's writer, atomic writes
 * with a backup, resume after "process death".
 */
class SaveResumeTest {
    @TempDir
    lateinit var dir: File

    private val two = seats(PlayerColor.YELLOW to HUMAN, PlayerColor.GREEN to HUMAN)

    /** Two saves of one game, one action apart (played on a store of its own). */
    private fun twoSaves(): Pair<String, String> {
        val d = Driver()
        d.step { newGame(GameConfig(seats = two, seed = 12, firstPlayer = PlayerColor.YELLOW)) }
        val one = d.c.table!!.saveText()
        d.playByHint()
        val other = d.c.table!!.saveText()
        d.close()
        return one to other
    }

    /** The kept games (under `abandoned/`), name to text. */
    private fun kept(): Map<String, String> =
        File(dir, "abandoned").listFiles().orEmpty().filter { it.name.endsWith(".json") }.associate { it.name to it.readText() }

    /**
     * Each action's save is written by the store's writer (not the caller's thread), the one
     * before it kept as the backup, no temporary file left; the store takes only saves.
     */
    @Test
    fun theTablesSavesAreWrittenByTheStoresWriterWithABackup() {
        val threads = java.util.Collections.synchronizedSet(mutableSetOf<Thread>())
        val store = saveStore(dir) { written, _ -> if (written) threads.add(Thread.currentThread()) }
        assertNull(store.files!!.read(StoreSlot.GAME))
        val d = Driver(store)
        d.step { newGame(GameConfig(seats = two, seed = 12, firstPlayer = PlayerColor.YELLOW)) }
        d.step { roll() }
        store.flush()
        val one = d.c.table!!.saveText()
        d.step { roll() }
        store.flush()
        val now = d.c.table!!.saveText()
        assertEquals(now, store.files!!.read(StoreSlot.GAME))
        assertEquals(one, store.files!!.readBackup(StoreSlot.GAME))
        assertEquals(now, File(dir, "current.json").readText(), "the core's layout")
        assertTrue(dir.list()!!.none { it.contains("tmp") }, dir.list()!!.toList().toString())
        assertTrue(threads.isNotEmpty() && Thread.currentThread() !in threads, "written off the caller's thread: $threads")
        assertThrows(org.ludo.core.LudoException.InvalidSave::class.java) { store.files!!.save(StoreSlot.GAME, "not a save") }
        assertEquals(now, store.files!!.read(StoreSlot.GAME))
        d.close()
    }

    /**
     * A store that cannot be opened (a file where its folder should be) says why at once (the
     * app's "could not save"), reads nothing, and the game plays on without saves.
     */
    @Test
    fun aStoreThatCannotOpenReadsNothingAndSaysWhy() {
        val notAFolder = File(dir, "files").apply { writeText("") }
        val told = mutableListOf<Pair<Boolean, String?>>()
        val store = saveStore(notAFolder) { w, r -> synchronized(told) { told.add(w to r) } }
        assertNull(store.files)
        assertNull(store.tables)
        store.flush()
        assertEquals(listOf(false), told.map { it.first })
        assertTrue(told.single().second!!.contains("files"), told.toString())
        val d = Driver(store)
        assertTrue(d.c.readHome().let { !it.canResume && it.savedGame == null && it.aside.isEmpty() && !it.damaged && it.lesson == null })
        d.step { newGame(GameConfig(seats = two, seed = 12, firstPlayer = PlayerColor.YELLOW)) }
        d.step { roll() }
        d.close()
        assertEquals("", notAFolder.readText(), "nothing written over")
    }

    /**
     * A player's files in the old Android layout (`game.json`, its backup, a game set aside
     * as `game.json.replaced-1` with its backup) are moved into the store's layout when the
     * store opens, nothing lost: the save resumes, the game set aside is listed and continues.
     */
    @Test
    fun theOldAndroidLayoutIsMovedAndNothingIsLost() {
        val (one, twoSaves) = twoSaves()
        val aside = busyGame().let { val json = it.c.table!!.saveText(); it.close(); json }
        File(dir, "game.json").writeText(twoSaves)
        File(dir, "game.json.bak").writeText(one)
        File(dir, "game.json.replaced-1").writeText(aside)
        File(dir, "game.json.bak.replaced-1").writeText(aside)
        val store = saveStore(dir)
        assertEquals(twoSaves, store.files!!.read(StoreSlot.GAME))
        assertEquals(one, store.files!!.readBackup(StoreSlot.GAME))
        assertTrue(dir.list()!!.none { it.startsWith("game.json") }, dir.list()!!.toList().toString())
        assertEquals(listOf(aside), kept().values.toList())
        val d = Driver(store)
        val home = d.c.readHome()
        assertEquals(listOf(aside), home.aside.map { it.json })
        assertEquals(twoSaves, home.resumable, "Resume offers the save")
        assertTrue(d.c.resume(), "the save resumes")
        d.close()
    }

    /**
     * The pause's save (the app leaves the game) is handed to the store's writer by the time
     * [GameController.pause] returns: a flush (the app's onStop) puts it on disk with the
     * time left, and a table closed right after (the Activity destroyed) loses nothing.
     */
    @Test
    fun thePausesSaveIsOnDiskAfterAFlushAlsoWhenTheTableIsClosedAtOnce() {
        val store = saveStore(dir)
        val d = Driver(store)
        val rules = factory.presetRules(Preset.STANDARD)!!.copy(turnTimeLimitSecs = 30u)
        d.step { newGame(GameConfig(seats = two, rules = rules, seed = 12, firstPlayer = PlayerColor.YELLOW)) }
        d.step { roll() }
        Thread.sleep(50) // the turn timer runs: the pause's save holds less time than the last one
        d.c.pause()
        val paused = d.c.table!!.saveText()
        d.close()
        store.flush()
        assertEquals(paused, File(dir, "current.json").readText())
        assertTrue(paused.contains("\"turn_time_left_ms\""), paused)
    }

    /**
     * A save the store refuses (a newer app's save is in place: never written over) is told
     * (the app says "could not save") and leaves the file; once the way is clear the next save
     * is written and told.
     */
    @Test
    fun aSaveTheStoreRefusesIsToldAndTheFileStays() {
        val told = mutableListOf<Pair<Boolean, String?>>()
        val store = saveStore(dir) { w, r -> synchronized(told) { told.add(w to r) } }
        val newer = twoSaves().first.replaceFirst("\"version\":3", "\"version\":99")
        assertTrue(newer.contains("\"version\":99"))
        File(dir, "current.json").writeText(newer)
        val d = Driver(store)
        d.step { newGame(GameConfig(seats = two, seed = 12, firstPlayer = PlayerColor.YELLOW)) }
        d.playByHint()
        store.flush()
        assertEquals(newer, File(dir, "current.json").readText(), "never written over")
        val failed = synchronized(told) { told.toList() }
        assertTrue(failed.isNotEmpty() && failed.none { it.first }, failed.toString())
        assertTrue(failed.last().second!!.contains("99"), failed.toString())
        File(dir, "current.json").delete()
        d.playByHint()
        store.flush()
        assertEquals(d.c.table!!.saveText(), File(dir, "current.json").readText())
        assertTrue(synchronized(told) { told.last().first }, "the save written is told")
        d.close()
    }

    @Test
    fun everyActionIsSavedAndTheGameResumesExactly() {
        val store = saveStore(dir)
        val d = busyGame(store)
        val before = d.view
        assertEquals(d.c.table!!.saveText(), store.files!!.read(StoreSlot.GAME), "autosaved after the last action")
        d.close() // the process dies

        val resumed = Driver(store)
        assertTrue(resumed.c.resume())
        val s = resumed.await { true }
        assertEquals(before.tokens, s.view.tokens)
        assertEquals(before.moves, s.view.moves)
        assertTrue(s.announcements.any { it.startsWith("Welcome back") }, s.announcements.toString())
        // Same dice afterwards: both continue identically.
        File(dir, "copy").mkdirs()
        File(dir, "copy/game.json").writeText(store.files!!.read(StoreSlot.GAME)!!)
        val copyStore = saveStore(File(dir, "copy"))
        val copy = Driver(copyStore)
        assertTrue(copy.c.resume())
        copy.await { true }
        for (dr in listOf(resumed, copy)) {
            dr.step { move(before.moves.first().token) }
            dr.step { roll() }
        }
        assertEquals(resumed.view, copy.view)
        resumed.close(); copy.close()
        store.flush(); copyStore.flush() // before the folder goes
    }

    /**
     * Home as the store's `home` judges the files: an unfinished game is offered to resume with
     * the core's Continue line and to review; a save the core cannot read falls back to its
     * backup; a save and backup it can read neither of are moved aside (kept) and said once; a
     * finished game is offered to review, never to resume.
     */
    @Test
    fun homeOffersWhatTheCoreReadsFallsBackToTheBackupAndSaysADamagedSaveOnce() {
        val store = saveStore(dir)
        val d = Driver(store)
        d.step { newGame(GameConfig(seats = two, seed = 12, firstPlayer = PlayerColor.YELLOW)) }
        d.step { roll() }
        val previous = store.files!!.read(StoreSlot.GAME)!!
        d.step { roll() }
        val now = d.c.table!!.saveText()
        d.close()
        store.flush()
        Driver(store).c.readHome().let { h ->
            assertTrue(h.canResume)
            assertEquals(now, h.resumable)
            assertEquals(now, h.savedGame, "an unfinished game can be reviewed too")
            assertEquals("aside.game", h.continueLine?.key)
            assertTrue(englishWords.say(h.continueLine!!).contains("Yellow person, Green person"), englishWords.say(h.continueLine))
            assertFalse(h.damaged)
        }
        File(dir, "current.json").writeText("{ not a save")
        assertEquals(previous, store.files!!.readBackup(StoreSlot.GAME))
        val r = Driver(store)
        val home = r.c.readHome()
        assertEquals(previous, home.resumable, "the backup is offered")
        assertFalse(home.damaged)
        assertTrue(r.c.resumeFrom(listOf(home.resumable!!)), "resumed from the backup")
        r.close()
        File(dir, "current.json.bak").writeText("garbage")
        assertFalse(Driver(store).c.resume())
        Driver(store).c.readHome().let { assertTrue(it.damaged); assertFalse(it.canResume); assertNull(it.savedGame) }
        // Moved aside, kept; said once.
        assertEquals("{ not a save", File(dir, "current.json.damaged").readText())
        assertEquals("garbage", File(dir, "current.json.bak.damaged").readText())
        assertFalse(Driver(store).c.readHome().damaged, "said once")
        // A game that is over is offered to review, never to resume.
        val over = Driver(store)
        over.step { newGame(GameConfig(seats = seats(PlayerColor.YELLOW to SeatKind.cpu(CpuLevel.EASY), PlayerColor.GREEN to SeatKind.cpu(CpuLevel.EASY)), rules = factory.presetRules(Preset.QUICK), seed = 3)) }
        over.await(60_000, "the end") { it.view.phase == Phase.GAME_OVER }
        val finished = over.c.table!!.saveText()
        over.close()
        store.flush()
        Driver(store).c.readHome().let { h ->
            assertFalse(h.canResume, "Resume offered for a finished game")
            assertNull(h.continueLine)
            assertEquals(finished, h.savedGame, "to review")
        }
    }

    /**
     * A new game over an unfinished one never loses it: with no step of the app's, the new
     * table's first save sets the old save aside (kept under `abandoned/` with its bytes, also
     * past many autosaves of the new game, and listed by the core); a setup the core refuses
     * sets nothing aside.
     */
    @Test
    fun aNewGameSetsTheUnfinishedOneAsideAndKeepsItsBytes() {
        val store = saveStore(dir)
        val d = Driver(store)
        d.step { newGame(GameConfig(seats = two, seed = 12, firstPlayer = PlayerColor.YELLOW)) }
        d.step { roll() }
        d.step { roll() }
        val old = store.files!!.read(StoreSlot.GAME)!!
        d.close()

        val n = Driver(store)
        assertTrue(n.c.readHome().canResume)
        // The core refuses a one-seat game: nothing is set aside, the old game stays.
        assertThrows(BadSave::class.java) { n.c.newGame(GameConfig(seats = seats(PlayerColor.YELLOW to HUMAN), seed = 1)) }
        assertEquals(old, store.files!!.read(StoreSlot.GAME))
        assertTrue(kept().isEmpty())

        n.step { newGame(GameConfig(seats = two, seed = 13, firstPlayer = PlayerColor.YELLOW)) }
        repeat(4) { n.step { roll() } }
        assertEquals(n.c.table!!.saveText(), store.files!!.read(StoreSlot.GAME), "the new game is the save now")
        assertEquals(listOf(old), kept().values.toList())
        assertEquals(listOf(old), n.c.readHome().aside.map { it.json }, "listed, to continue")
        assertTrue(store.files!!.readBackup(StoreSlot.GAME) != old, "the backup is the new game's too")
        n.close()

        // A second replacement is kept beside it; the first stays as it was.
        val again = Driver(store)
        again.step { newGame(GameConfig(seats = two, seed = 14, firstPlayer = PlayerColor.YELLOW)) }
        again.close()
        store.flush()
        assertEquals(2, kept().size)
        assertTrue(old in kept().values)
    }

    /**
     * The kept games come back: the store's `home` lists each (a damaged one too: shown, not
     * offered), the unfinished one with its save; a save the core refuses writes nothing;
     * continuing one sets the game in place aside first, makes the kept one the save and
     * lists it no more.
     */
    @Test
    fun aKeptGameIsListedByTheCoreAndBroughtBackWithoutOverwritingAnything() {
        val store = saveStore(dir)
        val d = Driver(store)
        d.step { newGame(GameConfig(seats = two, seed = 12, firstPlayer = PlayerColor.YELLOW)) }
        d.step { roll() }
        d.step { roll() }
        val old = store.files!!.read(StoreSlot.GAME)!!
        d.step { newGame(GameConfig(seats = two, seed = 13, firstPlayer = PlayerColor.YELLOW)) }
        d.step { roll() }
        val current = store.files!!.read(StoreSlot.GAME)!!
        File(dir, "abandoned/torn.json").writeText("torn")
        val names = kept().keys
        assertEquals(2, names.size, names.toString())

        val listed = d.c.readHome().aside
        assertEquals(names.sorted(), listed.map { it.name }.sorted())
        val game = listed.first { it.json != null }
        assertEquals(old, game.json)
        listed.first { it.name == "torn.json" }.let { torn ->
            assertNull(torn.json, "damaged: shown, not offered")
            assertEquals("aside.damaged", torn.description.key)
        }

        fun files() = dir.walk().filter { it.isFile && it.name != "lock" }.associate { it.path to it.readText() }
        val before = files()
        assertNull(d.c.continueSetAside(game.copy(json = "{}")), "the core refuses it")
        assertEquals(before, files(), "nothing written or moved")

        val json = d.c.continueSetAside(game)
        assertEquals(old, json)
        assertTrue(d.c.resumeFrom(listOf(json!!)))
        assertEquals(old, store.files!!.read(StoreSlot.GAME))
        assertTrue(current in kept().values, "the game that was saved is kept")
        assertTrue(old !in kept().values, "the continued game is listed no more")
        assertEquals("torn", File(dir, "abandoned/torn.json").readText())
        d.close()
    }
}
