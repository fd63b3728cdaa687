package app.ludo.android

import android.view.accessibility.AccessibilityManager
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.ludo.core.SceneAction
import org.robolectric.RobolectricTestRunner
import org.robolectric.Shadows.shadowOf
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/** Whole games against the CPU to the result card, by touch and by TalkBack's actions only. */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [36], qualifiers = PHONE)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class GameFlowTest {

    /** The result card's rows: "1st  Yellow ○" and "2nd  Blue □" in some order. */
    private fun App.checkPlaces() {
        val places = hits().map { it.label }.filter { it.matches(Regex("(1st|2nd) +.*")) }
        assertEquals("two placement rows in ${hits().map { it.label }}", 2, places.size)
        assertTrue(places.toString(), places.any { it.contains(str("color_yellow")) } && places.any { it.contains(str("color_blue")) })
    }

    @Test
    fun wholeGameAgainstTheCpuByTouchThenPlayAgain() {
        val app = App.launch()
        app.startQuickGame(touch = true)
        val actions = app.playToEnd(touch = true)
        println("ludo: game by touch: $actions taps")
        assertTrue("the person played ($actions taps)", actions >= 10)
        app.checkPlaces()
        // Play again: a new game on the same board, the result gone.
        app.tap(SceneAction.PlayAgain)
        // The new game arrives through the table's listener (its delivery thread): wait for it.
        app.waitUntil("the result gone") { !app.resultShown() }
        app.waitUntil("the new game's first offer") { app.offer() != null }
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
        assertTrue(nodes.size > 10)
        assertTrue("a node without a description", nodes.all { it.text.isNotBlank() })
        assertNotNull("the die is a node", app.dieHit()?.let(app::node))
        val actions = app.playToEnd(touch = false)
        println("ludo: game by TalkBack: $actions actions")
        assertTrue("the person played ($actions actions)", actions >= 10)
        app.checkPlaces()
        app.press(app.hit(SceneAction.PlayAgain), touch = false)
        // The new game arrives through the table's listener: wait for it, as the touch test does.
        app.waitUntil("the result gone") { !app.resultShown() }
    }

    private fun app() = org.robolectric.RuntimeEnvironment.getApplication()
}
