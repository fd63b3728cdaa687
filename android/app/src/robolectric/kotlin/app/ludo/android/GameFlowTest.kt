package app.ludo.android

import android.view.accessibility.AccessibilityManager
import app.ludo.shell.Phase
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

    /**
     * Four players on the standard board to the end, through the real Activity: the setup
     * screen's defaults (the standard rules and board) with yellow played by the test's taps
     * and blue, red and green by easy CPUs. The result card places all four, each once, in the
     * order the core's placements give.
     */
    @Test
    fun wholeFourPlayerStandardGameToTheResult() {
        val app = App.launch()
        app.newGame()
        app.choose(app.spinnerAfter(app.player("yellow")), app.str("seat_person"))
        for (c in listOf("blue", "red", "green")) app.choose(app.spinnerAfter(app.player(c)), app.str("cpu_easy"))
        app.button("${app.str("setup_rules")}: ${app.str("house_preset_standard")}")
        app.tap(app.str("setup_start"))
        app.waitUntil("the game's first update") { app.state != null }
        assertEquals("four seats", 4, app.state!!.view.seats.size)
        assertEquals("four panels on the board", 4, app.hits().count { it.id shr 24 == 2u })
        assertEquals("sixteen tokens", 16, app.state!!.view.tokens.size)
        val actions = app.playToEnd(touch = true, maxActions = 4000)
        val v = app.state!!.view
        println("ludo: four-player standard game: $actions taps, places ${v.placeGroups}")
        assertTrue("the person played ($actions taps)", actions >= 30)
        assertEquals(Phase.GAME_OVER, v.phase)
        val placed = v.placements!!.flatten()
        assertEquals("every colour placed once: $placed", app.state!!.view.seats.map { it.color }.toSet(), placed.toSet())
        assertEquals("every colour placed once: $placed", 4, placed.size)
        // The card lists the places in the core's order: 1st, 2nd, 3rd, 4th (a shared place keeps its number).
        val names = mapOf(1 to "1st", 2 to "2nd", 3 to "3rd", 4 to "4th")
        val rows = app.hits().map { it.label }.filter { it.matches(Regex("(1st|2nd|3rd|4th) +.*")) }
        assertEquals("four placement rows in ${app.hits().map { it.label }}", 4, rows.size)
        for ((row, group) in rows.zip(v.placeGroups!!.flatMap { g -> g.colors.map { g.place to it } })) {
            assertTrue("$row is ${group.second} in place ${group.first}", row.startsWith(names.getValue(group.first)) &&
                row.contains(app.str("color_" + group.second.name.lowercase())))
        }
    }

    private fun app() = org.robolectric.RuntimeEnvironment.getApplication()
}
