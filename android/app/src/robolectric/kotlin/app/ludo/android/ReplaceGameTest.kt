package app.ludo.android

import android.app.AlertDialog
import android.os.Looper
import org.junit.Assert.assertArrayEquals
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.ludo.core.LudoStoreInterface
import org.ludo.core.SceneAction
import org.robolectric.RobolectricTestRunner
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode
import org.robolectric.shadows.ShadowAlertDialog
import java.io.File
import java.lang.reflect.InvocationTargetException
import java.lang.reflect.Proxy

/**
 * "New game" while a game is unfinished asks first; Back changes nothing on disk, and
 * agreeing starts the new game with the old one set aside (under the store's `abandoned/`, its
 * bytes kept), where before the new game's autosaves overwrote it and its backup.
 */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [36], qualifiers = PHONE)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class ReplaceGameTest {

    private fun App.dialog(): AlertDialog? = (ShadowAlertDialog.getLatestAlertDialog() as AlertDialog?)?.takeIf { it.isShowing }

    @Test
    fun aNewGameOverAnUnfinishedOneAsksAndSetsTheOldOneAside() {
        Positions.install(Positions.midGame())
        val app = App.launch()
        app.waitUntil("the saved game") { app.state != null }
        app.goHome()
        val old = app.saveBytes()!!
        assertNotNull("Resume is offered", app.buttonOrNull(app.str("home_resume")))

        // Asked first; Back keeps everything as it was.
        app.tap(app.str("home_new_game"))
        val ask = app.dialog() ?: error("no question before replacing the game")
        assertEquals(app.str("replace_confirm"), ask.getButton(AlertDialog.BUTTON_POSITIVE).text.toString())
        ask.getButton(AlertDialog.BUTTON_NEGATIVE).performClick()
        app.idle()
        assertNull(app.dialog())
        assertNotNull("still home", app.buttonOrNull(app.str("home_resume")))
        assertArrayEquals(old, app.saveBytes())
        assertTrue(app.keptFiles().isEmpty())

        // Agreed: the setup, then the new game; the old one is kept aside with its bytes.
        app.tap(app.str("home_new_game"))
        app.dialog()!!.getButton(AlertDialog.BUTTON_POSITIVE).performClick()
        app.idle()
        app.tap(app.str("setup_start"))
        app.waitUntil("the new game") { app.state != null }
        // A roll of the new game (another autosave): the kept one stays as it was.
        val before = app.state!!.view
        app.waitUntil("the die offered") { app.hitOrNull(SceneAction.Roll) != null }
        app.tap(SceneAction.Roll)
        app.waitUntil("the roll's answer") { app.state!!.view != before }
        val kept = app.keptFiles().values.toList()
        assertEquals("the old game is kept", 1, kept.size)
        assertArrayEquals(old, kept[0])
        assertTrue("the new game is the save", !app.saveBytes()!!.contentEquals(old))
    }

    /**
     * A game set aside is listed on home in the core's words (a damaged kept file as text,
     * offered nothing); tapping it continues it: the game saved until then is set aside first
     * (under `abandoned/`, its bytes), the chosen game becomes the save and its backup with its
     * bytes, nothing is deleted; home then lists the game that was current. The kept files are
     * in Android's old layout (`game.json.replaced-N`): the store moves them when it opens.
     */
    @Test
    fun aSetAsideGameIsListedAndContinuedWithTheCurrentOneSetAside() {
        val kept = Positions.midGame()
        val current = Positions.early()
        val dir = org.robolectric.RuntimeEnvironment.getApplication().filesDir
        File(dir, "game.json.replaced-1").writeText(kept)
        File(dir, "game.json.bak.replaced-1").writeText(kept)
        val damaged = byteArrayOf('{'.code.toByte(), 0xff.toByte(), 0x00)
        File(dir, "game.json.replaced-2").writeBytes(damaged)
        Positions.install(current)
        val app = App.launch()
        app.waitUntil("the saved game") { app.state != null }
        app.goHome()
        app.label(app.str("home_set_aside"))
        // The kept game: a button with its seats and actions in the core's words.
        val seats = "Yellow person, Blue CPU (medium), Red CPU (medium), Green CPU (medium)"
        val offered = app.all().filterIsInstance<android.widget.Button>().filter { it.text.contains(seats) }
        assertEquals(app.texts().toString(), 1, offered.size)
        assertTrue(offered[0].text.toString(), Regex("""\d{4}-\d\d-\d\d \d\d:\d\d: .*, \d+ actions""").matches(offered[0].text))
        // The damaged one: said, not offered.
        val said = app.texts().filter { it.endsWith("damaged, cannot be continued (kept on this device)") }
        assertEquals(1, said.size)
        assertTrue(app.all().filterIsInstance<android.widget.Button>().none { it.text.contains("damaged") })
        // The current game is not in the list (it is the Continue card's, not a button).
        assertTrue(app.all().filterIsInstance<android.widget.Button>().none { it.text.contains("Green CPU (easy)") })
        assertTrue(app.texts().any { it.contains("Green CPU (easy)") })

        app.tap(offered[0])
        app.waitUntil("the kept game") { app.state != null }
        app.flushSave()
        assertArrayEquals("the kept game is the save again, its bytes", kept.toByteArray(), app.saveBytes())
        assertArrayEquals(kept.toByteArray(), File(dir, "current.json.bak").readBytes())
        val aside = keptIn(dir).values
        assertTrue("the game that was current is set aside", aside.any { it.contentEquals(current.toByteArray()) })
        assertTrue("the damaged file is kept", aside.any { it.contentEquals(damaged) })
        assertTrue("the kept game is listed no more", aside.none { it.contentEquals(kept.toByteArray()) })
        assertEquals(2, aside.size)
        assertTrue(dir.list()!!.none { it.startsWith("game.json") })
        // The kept game plays on: a roll or move of the person (the save changes).
        app.waitUntil("the person's turn") { app.offer() != null }
        app.tap(app.offer()!!)
        app.waitUntil("the autosave") { app.flushSave(); !app.saveBytes()!!.contentEquals(kept.toByteArray()) }

        // Home lists the game that was current, and offers to resume the kept one.
        app.goHome()
        assertNotNull(app.buttonOrNull(app.str("home_resume")))
        assertEquals(1, app.all().filterIsInstance<android.widget.Button>().count { it.text.contains("Yellow person, Green CPU (easy)") })
        assertTrue(app.all().filterIsInstance<android.widget.Button>().none { it.text.contains(seats) })
    }

    /**
     * The game store the app calls, noting every method called ([calls]) and every call made on the main thread (each waits for
     * the store's writer and does file I/O: the main thread must not wait for the disk); every
     * method of `LudoStoreInterface`, also one added later.
     */
    private fun watched(d: LudoStoreInterface, onMain: MutableList<String>, calls: MutableSet<String>): LudoStoreInterface =
        Proxy.newProxyInstance(LudoStoreInterface::class.java.classLoader, arrayOf(LudoStoreInterface::class.java)) { _, m, args ->
            synchronized(calls) { calls.add(m.name) }
            if (Looper.myLooper() == Looper.getMainLooper()) synchronized(onMain) { onMain.add(m.name) }
            try { m.invoke(d, *(args ?: emptyArray())) } catch (e: InvocationTargetException) { throw e.targetException }
        } as LudoStoreInterface

    /**
     * The save files are read, set aside and brought back off the main thread: a cold start
     * into the game, home with its Resume check and the games set aside (the store's `home`), continuing one,
     * Resume, and a new game over an unfinished one (its old save set aside); all still work.
     */
    @Test
    fun theSaveFilesAreReadOffTheMainThread() {
        val dir = org.robolectric.RuntimeEnvironment.getApplication().filesDir
        val kept = Positions.midGame()
        File(dir, "game.json.replaced-1").writeText(kept)
        Positions.install(Positions.early())
        val onMain = mutableListOf<String>()
        val calls = mutableSetOf<String>()
        MainActivity.storeWrapOverride = { d -> watched(d, onMain, calls) }
        try {
            val app = App.launch()
            app.waitUntil("the saved game reopened") { app.state != null }
            app.goHome()
            assertNotNull("Resume is offered", app.buttonOrNull(app.str("home_resume")))
            val offered = app.all().filterIsInstance<android.widget.Button>().single { it.text.contains("Blue CPU (medium)") }
            app.tap(offered)
            app.waitUntil("the kept game") { app.state != null }
            app.flushSave()
            assertArrayEquals("the kept game is in place again", kept.toByteArray(), app.saveBytes())
            assertEquals("the game that was current is set aside", 1, keptIn(dir).size)
            assertTrue("the kept game is listed no more", keptIn(dir).values.none { it.contentEquals(kept.toByteArray()) })

            app.goHome()
            app.tap(app.str("home_resume"))
            assertNotNull("resumed", app.game)
            app.goHome()
            app.tap(app.str("home_new_game"))
            app.dialog()!!.getButton(AlertDialog.BUTTON_POSITIVE).performClick()
            app.idle()
            app.tap(app.str("setup_start"))
            app.waitUntil("the new game") { app.state != null }
            app.flushSave()
            assertEquals("the unfinished game is set aside too", 2, keptIn(dir).size)
            assertTrue(keptIn(dir).values.none { it.contentEquals(app.saveBytes()!!) })
            val used = synchronized(calls) { calls.toSet() }
            assertTrue("the store was used: $used", used.containsAll(listOf("read", "home", "continueSetAside")))
            assertEquals("file operations on the main thread", emptyList<String>(), synchronized(onMain) { onMain.toList() })
        } finally {
            MainActivity.storeWrapOverride = null
        }
    }
}
