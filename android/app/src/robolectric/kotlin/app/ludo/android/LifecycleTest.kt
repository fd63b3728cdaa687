package app.ludo.android

import android.content.res.Configuration
import org.junit.Assert.assertArrayEquals
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertSame
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.RuntimeEnvironment
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode
import app.ludo.shell.Pace
import org.ludo.core.SceneAction
import org.ludo.core.SceneHit

/** Rotation, recreation, process death and the home screen in the middle of a game. */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [36], qualifiers = PHONE)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class LifecycleTest {

    /** Rolls (when offered) until the scene offers a move; returns that token or square. */
    private fun App.untilMoveOffered(): SceneHit {
        repeat(200) {
            var offer: SceneHit? = null
            waitUntil("an offer", stepMs = 250) { offer().also { offer = it } != null }
            if (offer!!.action is SceneAction.Move) return offer!!
            tap(offer!!)
        }
        error("no move offered in 200 rolls")
    }

    /** What TalkBack says about every token (the core's kind 4 in the hit ids): the position as the person perceives it. */
    private fun App.tokens(): List<String> {
        waitUntil("the game running (tokens shown)") { state?.view?.paused == false && hits().any { it.id shr 24 == 4u } }
        return hits().filter { it.id shr 24 == 4u }.map { it.label }.sorted()
    }

    @Test
    fun rotationInTheMiddleOfAMoveKeepsTheActivityAndTheGame() {
        val app = App.launch()
        // Two people: nothing moves but by their taps (a CPU would play on in real time).
        app.startQuickGame(touch = true, blue = "seat_person")
        val move = app.untilMoveOffered()
        val activity = app.activity
        val before = app.saveBytes()
        app.tap(move)
        // The move's update (and save) arrives: the token is on its way (140 ms a square).
        app.waitUntil("the move", stepMs = 10) { !before.contentEquals(app.saveBytes()) }
        val mid = app.saveBytes()
        RuntimeEnvironment.setQualifiers("+land")
        app.controller.configurationChange()
        app.idle()
        assertSame("rotation recreated the Activity (the manifest handles it in place)", activity, app.activity)
        assertEquals(Configuration.ORIENTATION_LANDSCAPE, app.activity.resources.configuration.orientation)
        val g = app.game
        assertNotNull("no game screen after rotation", g)
        assertTrue("landscape scene ${g!!.width}x${g.height}", g.width > g.height)
        assertTrue("the scene is built for the landscape size", app.frame!!.width > app.frame!!.height)
        assertArrayEquals("rotation changed the game", mid, app.saveBytes())
        // The game goes on in landscape: the person gets the die or a move again.
        app.waitUntil("the next offer after rotation") { app.offer() != null }
        app.tap(app.offer()!!)
        app.waitUntil("the tap in landscape plays") { !mid.contentEquals(app.saveBytes()) }
    }

    @Test
    fun recreationAndProcessDeathResumeTheSamePosition() {
        val app = App.launch()
        app.startQuickGame(touch = true)
        val move = app.untilMoveOffered()
        val moved = app.saveBytes()
        app.tap(move)
        // The move is in (saved) and the CPU has played: the person's turn, nothing runs.
        app.waitUntil("the person's turn again") { !moved.contentEquals(app.saveBytes()) && app.state?.view?.personToAct == true }
        val tokens = app.tokens()
        val save = app.saveBytes()
        // Recreation (theme or language change): a new Activity on the same game.
        val first = app.activity
        app.controller.recreate()
        app.idle()
        assertTrue(first !== app.activity)
        assertNotNull("recreation left the game", app.game)
        app.waitUntil("the reopened table's first update") { app.state != null }
        assertEquals(tokens, app.tokens())
        assertArrayEquals(save, app.saveBytes())
        // Process death: the Activity goes without saving its state, a new one starts cold.
        app.controller.pause().stop().destroy()
        val again = App.launch()
        assertNotNull("a cold start did not reopen the game", again.game)
        again.waitUntil("the reopened table's first update") { again.state != null }
        assertEquals(tokens, again.tokens())
        assertArrayEquals(save, again.saveBytes())
        again.waitUntil("an offer after the cold start") { again.offer() != null }
    }

    @Test
    fun setupChoicesSurviveRecreation() {
        val app = App.launch()
        app.newGame()
        app.choose(app.spinnerAfter(app.player("blue")), app.str("cpu_hard"))
        app.choose(app.spinnerAfter(app.player("green")), app.str("seat_off"))
        app.openHouseRules()
        app.choose(app.spinnerAfter(app.str("setup_rules")), app.str("house_preset_quick"))
        app.tap(app.checkBox(app.str("rule_capture_bonus")))
        app.choose(app.spinnerAfter(app.str("setup_timer")), app.str("house_time_limit_option_secs", 30))
        // Recreated on the house rules screen: it comes back there, with the rules as changed.
        app.controller.recreate()
        app.idle()
        app.label(app.str("setup_rules"))
        // Quick with a rule changed by hand: the core's "Custom" (matchingPreset), as before recreation.
        assertEquals(app.str("house_preset_custom"), app.spinnerAfter(app.str("setup_rules")).selectedItem.toString())
        assertFalse(app.checkBox(app.str("rule_capture_bonus")).isChecked)
        assertEquals("the preset's own rules were kept", listOf(1, 6), app.exitFacesOn())
        assertEquals("the turn timer too", app.str("house_time_limit_option_secs", 30), app.spinnerAfter(app.str("setup_timer")).selectedItem.toString())
        // And on the setup screen: the seats.
        app.closeHouseRules()
        app.controller.recreate()
        app.idle()
        app.label(app.str("setup_title"))
        assertEquals(app.str("cpu_hard"), app.spinnerAfter(app.player("blue")).selectedItem.toString())
        assertEquals(app.str("seat_off"), app.spinnerAfter(app.player("green")).selectedItem.toString())
        assertEquals(app.str("cpu_medium"), app.spinnerAfter(app.player("red")).selectedItem.toString())
        app.button("${app.str("setup_rules")}: ${app.str("house_preset_custom")}")
    }

    @Test
    fun homeInMidGameStopsTheGameUntilResume() {
        // CPUs that wait 100 ms (real time) before each action: the game plays by itself, visibly.
        val app = App.launch(Pace(100, 0, waitForMotion = false))
        app.newGame()
        app.choose(app.spinnerAfter(app.player("yellow")), app.str("cpu_easy"))
        app.choose(app.spinnerAfter(app.player("blue")), app.str("cpu_easy"))
        app.choose(app.spinnerAfter(app.player("red")), app.str("seat_off"))
        app.choose(app.spinnerAfter(app.player("green")), app.str("seat_off"))
        app.tap(app.str("setup_start"))
        val start = app.saveBytes()
        app.waitUntil("the CPUs play (the test could not fail otherwise)") { !start.contentEquals(app.saveBytes()) }
        app.goHome()
        assertNull(app.game)
        val atHome = app.saveBytes()
        app.runReal(1_500)
        // Into the background and back, still on the home screen.
        app.controller.pause().stop()
        app.runReal(500)
        app.controller.restart().resume()
        app.runReal(1_500)
        assertNull(app.game)
        assertArrayEquals("the game moved behind the home screen", atHome, app.saveBytes())
        // Resume: the same game (its history goes on from the one saved at home), and it goes on.
        app.tap(app.str("home_resume"))
        assertNotNull(app.game)
        app.waitUntil("the resumed game goes on") { !atHome.contentEquals(app.saveBytes()) }
        val history = Regex("\"history\":\\[([^\\]]*)]")
        fun historyOf(b: ByteArray?) = history.find(String(b!!))!!.groupValues[1]
        assertTrue("the resumed game is another game", historyOf(app.saveBytes()).startsWith(historyOf(atHome)))
    }

    @Test
    fun theTurnTimerStopsInTheBackground() {
        val app = App.launch()
        app.newGame()
        app.openHouseRules()
        app.choose(app.spinnerAfter(app.str("setup_timer")), app.str("house_time_limit_option_secs", 30))
        app.closeHouseRules()
        app.tap(app.str("setup_start"))
        app.waitUntil("yellow's turn with the clock running") { app.state?.view?.let { it.personToAct && it.timer?.running == true } == true }
        // The app goes to the background: the core's clock stops, the time left is saved.
        app.controller.pause().stop()
        app.waitUntil("paused") { app.state?.view?.paused == true }
        val left = app.state!!.view.timer!!.remainingMs
        assertTrue("the save holds the time left", String(app.saveBytes()!!).contains("\"turn_time_left_ms\""))
        app.runReal(1_500)
        assertEquals("the clock ran in the background", left, app.state!!.view.timer!!.remainingMs)
        // Back in front: it runs on from where it stopped.
        app.controller.restart().resume()
        app.waitUntil("running again") { app.state?.view?.timer?.running == true }
        assertTrue(app.state!!.view.timer!!.remainingMs <= left)
        assertTrue("the timer lost the paused time", app.state!!.view.timer!!.remainingMs > left - 1_000)
    }

    @Test
    fun theLessonSurvivesProcessDeathAndNeverReplacesTheGame() {
        val app = App.launch()
        app.tap(app.str("home_tutorial"))
        app.waitUntil("the lesson's die") { app.hitOrNull(SceneAction.Roll) != null }
        app.tap(SceneAction.Roll)
        app.waitUntil("the lesson's first roll") { app.onScene(app.str("tip_bring_out")) }
        assertNull("the lesson wrote the game's save", app.saveBytes())
        app.controller.pause().stop().destroy()
        val again = App.launch()
        assertNotNull("a cold start did not reopen the lesson", again.game)
        again.waitUntil("the same tip") { again.onScene(again.str("tip_bring_out")) }
        // Home, then "learn on the board" again: the lesson goes on where it was (as on iOS),
        // it does not start over (a new lesson waits for its first roll with another tip).
        again.goHome()
        again.tap(again.str("home_tutorial"))
        again.waitUntil("the lesson where it was") { again.onScene(again.str("tip_bring_out")) }
    }
}
