package app.ludo.android

import android.widget.TextView
import app.ludo.shell.Msg
import app.ludo.shell.MsgArg
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/** Dice anyone can check (the code before the first roll, "dice verified" at the end) and the result screen. */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [36], qualifiers = PHONE)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class DiceResultTest {

    @Test
    fun theDiceCodeShowsUntilTheFirstRoll() {
        val app = App.launch()
        app.startQuickGame(touch = true)
        // Yellow (the person) rolls first for the first turn: nothing has been rolled yet.
        app.waitUntil("the person's first roll offered") { app.dieNode()?.clickable == true }
        val code = app.state!!.view.diceCode ?: error("a new game shows its dice code")
        assertTrue("XXXX-XXXX-XXXX: $code", code.matches(Regex("[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}")))
        // The core sends the line to show (the bare code stays in the view for copying).
        assertEquals(Msg("dice.code", listOf(MsgArg.Text(code))), app.state!!.view.diceCodeLine)
        val line = app.str("dice_code", code)
        app.label(line)
        app.tap(app.dieNode()!!)
        app.waitUntil("the first roll") { app.state?.view?.diceCode == null }
        assertFalse("the code is gone after the first roll", line in app.texts())
    }

    /** The hint line (which may carry the win-chance gain) wraps in the narrowest panel: landscape (280 dp). */
    @Test
    @Config(qualifiers = PHONE_LAND)
    fun theHintLineIsShownInFull() {
        // A seeded mid-game position: yellow (the person) chooses between moves.
        Positions.install(Positions.midGame())
        val app = App.launch()
        app.waitUntil("the person's choice") { app.state?.view?.canHint == true }
        app.tap(app.str("btn_hint"))
        app.waitUntil("the hint") { app.state?.hintText != null }
        val hint = app.state!!.hintText
        val text = hint!!
        val tv = app.all().filterIsInstance<TextView>().first { it.text.toString().contains(text) }
        app.idle()
        val layout = tv.layout
        assertEquals("not cut off: $text", 0, layout.getEllipsisCount(layout.lineCount - 1))
        assertTrue("all ${layout.lineCount} lines fit the view's height", tv.height >= layout.height)
    }

    @Test
    fun theResultSaysGameOverOnceAndDiceVerifiedAndOffersNoUndo() {
        Positions.install(Positions.finished())
        val app = App.launch()
        app.waitUntil("the result") { app.buttonOrNull(app.str("btn_play_again")) != null }
        val texts = app.texts()
        assertEquals("\"Game over.\" once in $texts", 1, texts.count { it == app.str("prompt_game_over") })
        assertEquals(Msg("dice.verified"), app.state!!.view.diceCheck)
        app.label(app.str("dice_verified"))
        assertFalse(app.state!!.view.canUndo)
        assertNull("no Undo on the result", app.buttonOrNull(app.str("btn_undo")))
        assertNull("no Hint on the result", app.buttonOrNull(app.str("btn_hint")))
        assertNull("no seat handover on the result", app.buttonOrNull(app.str("btn_to_cpu", app.player("yellow"))))
        app.button(app.str("btn_home"))
    }
}
