package app.ludo.android

import app.ludo.shell.Msg
import app.ludo.shell.MsgArg
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.ludo.core.SceneAction
import org.ludo.core.ScenePrim
import org.robolectric.RobolectricTestRunner
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/** Dice anyone can check (the code before the first roll, "dice verified" at the end) and the result card. */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [36], qualifiers = PHONE)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class DiceResultTest {

    @Test
    fun theDiceCodeShowsUntilTheFirstRoll() {
        val app = App.launch()
        app.startQuickGame(touch = true)
        // Yellow (the person) rolls first for the first turn: nothing has been rolled yet.
        app.waitUntil("the person's first roll offered") { app.hitOrNull(SceneAction.Roll) != null }
        val code = app.state!!.view.diceCode ?: error("a new game shows its dice code")
        assertTrue("XXXX-XXXX-XXXX: $code", code.matches(Regex("[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}")))
        // The core sends the line to show (the bare code stays in the view for copying); the scene's tip card says it.
        assertEquals(Msg("dice.code", listOf(MsgArg.Text(code))), app.state!!.view.diceCodeLine)
        val line = app.str("dice_code", code)
        assertTrue("the code on the scene: ${app.hits().map { it.label }}", app.onScene(line))
        app.tap(SceneAction.Roll)
        app.waitUntil("the first roll") { app.state?.view?.diceCode == null }
        assertFalse("the code is gone after the first roll", app.onScene(line))
    }

    /**
     * The hint (which may carry the win-chance gain) is read in full and drawn in full in the
     * narrowest tip card, landscape's: the text runs inside its card item make up its words.
     */
    @Test
    @Config(qualifiers = PHONE_LAND)
    fun theHintLineIsShownInFull() {
        // A seeded mid-game position: yellow (the person) chooses between moves.
        Positions.install(Positions.midGame())
        val app = App.launch()
        app.waitUntil("the person's choice") { app.hitOrNull(SceneAction.Hint) != null }
        app.tap(SceneAction.Hint)
        app.waitUntil("the hint") { app.state?.view?.hint != null }
        val words = androidMessages(app.activity.resources, app.activity.packageName)
        val hint = words.say(app.state!!.view.hint!!.message)
        app.waitUntil("the hint on the scene") { app.onScene(hint) }
        val item = app.hits().single { it.label == hint }
        val drawn = app.frame!!.prims.filterIsInstance<ScenePrim.Text>()
            .filter { it.y >= item.y - 0.5f && it.y + it.h <= item.y + item.h + 0.5f && it.x >= item.x - 0.5f && it.x + it.w <= item.x + item.w + 0.5f }
            .joinToString(" ") { it.text }
        assertEquals(hint.replace(Regex("\\s+"), " "), drawn.replace(Regex("\\s+"), " "))
    }

    @Test
    fun theResultSaysGameOverOnceAndDiceVerifiedAndOffersNoUndo() {
        Positions.install(Positions.finished())
        val app = App.launch()
        app.waitUntil("the result") { app.resultShown() }
        val labels = app.hits().map { it.label }
        assertEquals("\"Game over.\" once in $labels", 1, labels.count { it == app.str("prompt_game_over") })
        assertEquals(Msg("dice.verified"), app.state!!.view.diceCheck)
        assertTrue(labels.toString(), app.onScene(app.str("dice_verified")))
        assertFalse(app.state!!.view.canUndo)
        val actions = app.hits().map { it.action }.toSet()
        assertEquals(
            "the result offers play again, review, home (and the menu and statistics), no undo, hint or seat handover",
            setOf(SceneAction.PlayAgain, SceneAction.Review, SceneAction.Home, SceneAction.Menu, SceneAction.DiceStats, SceneAction.None),
            actions,
        )
    }
}
