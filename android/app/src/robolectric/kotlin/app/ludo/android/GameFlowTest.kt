package app.ludo.android

import android.view.accessibility.AccessibilityManager
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.Shadows.shadowOf
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/** Whole games against the CPU to the result screen, by touch and by TalkBack's actions only. */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [36], qualifiers = PHONE)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class GameFlowTest {

    @Test
    fun wholeGameAgainstTheCpuByTouchThenPlayAgain() {
        val app = App.launch()
        app.startQuickGame(touch = true)
        val actions = app.playToEnd(touch = true)
        println("ludo: game by touch: $actions taps")
        assertTrue("the person played ($actions taps)", actions >= 10)
        app.label(app.str("prompt_game_over"))
        // Placements: "1. Yellow ○" / "2. Blue □" in some order.
        val places = app.texts().filter { it.matches(Regex("[12]\\. .*")) }
        assertEquals("two placement lines in $places", 2, places.size)
        assertTrue(places.any { it.contains(app.player("yellow")) } && places.any { it.contains(app.player("blue")) })
        // Play again: a new game on the same board, the result gone.
        app.tap(app.str("btn_play_again"))
        // The new game arrives through the table's listener (its delivery thread): wait for it.
        app.waitUntil("the result gone") { app.buttonOrNull(app.str("btn_play_again")) == null }
        app.waitUntil("the new game's first offer or CPU move") { app.firstOffer() != null }
    }

    @Test
    fun wholeGameAgainstTheCpuByTalkBackActionsOnly() {
        val am = app().getSystemService(AccessibilityManager::class.java)
        shadowOf(am).setEnabled(true)
        shadowOf(am).setTouchExplorationEnabled(true)
        val app = App.launch()
        app.startQuickGame(touch = false)
        // Every node TalkBack can reach says what it is.
        val nodes = app.nodes()
        assertTrue(nodes.size > 40)
        assertTrue("a node without a description", nodes.all { it.text.isNotBlank() })
        assertNotNull("the die is a node", app.dieNode())
        val actions = app.playToEnd(touch = false)
        println("ludo: game by TalkBack: $actions actions")
        assertTrue("the person played ($actions actions)", actions >= 10)
        app.label(app.str("prompt_game_over"))
        app.a11yClick(app.button(app.str("btn_play_again")))
        // The new game arrives through the table's listener: wait for it, as the touch test does.
        app.waitUntil("the result gone") { app.buttonOrNull(app.str("btn_play_again")) == null }
    }

    @Test
    fun wholeGameAgainstAMasterCpu() {
        // The top level thinks up to about a second a move (rollouts in the core, off the UI
        // thread): its seat plays by itself while the looper runs, to the result screen.
        val app = App.launch()
        app.startQuickGame(touch = true, blue = "cpu_master")
        val actions = app.playToEnd(touch = true)
        println("ludo: game against master: $actions taps")
        assertTrue("the person played ($actions taps)", actions >= 10)
        app.label(app.str("prompt_game_over"))
        val places = app.texts().filter { it.matches(Regex("[12]\\. .*")) }
        assertEquals("two placement lines in $places", 2, places.size)
        assertTrue("master placed", places.any { it.contains(app.player("blue")) })
    }

    private fun app() = org.robolectric.RuntimeEnvironment.getApplication()
}
