package app.ludo.android

import android.app.AlertDialog
import org.junit.Assert.assertArrayEquals
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode
import org.robolectric.shadows.ShadowAlertDialog
import java.io.File

/**
 * "New game" while a game is unfinished asks first; Back changes nothing on disk, and
 * agreeing starts the new game with the old one set aside (`game.json.replaced-1`, its bytes
 * kept), where before the new game's autosaves overwrote it and its backup.
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
        app.tap(app.str("btn_home"))
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
        assertTrue(app.activity.filesDir.list()!!.none { it.contains("replaced") })

        // Agreed: the setup, then the new game; the old one is kept aside with its bytes.
        app.tap(app.str("home_new_game"))
        app.dialog()!!.getButton(AlertDialog.BUTTON_POSITIVE).performClick()
        app.idle()
        app.tap(app.str("setup_start"))
        app.waitUntil("the new game") { app.state != null }
        // A roll of the new game (another autosave): the kept one stays as it was.
        val before = app.state!!.view
        app.tap(app.dieNode()!!)
        app.waitUntil("the roll's answer") { app.state!!.view != before }
        val kept = File(app.activity.filesDir, "game.json.replaced-1")
        assertTrue("the old game is kept", kept.isFile)
        assertArrayEquals(old, kept.readBytes())
        assertTrue("the new game is the save", !app.saveBytes()!!.contentEquals(old))
    }
}
