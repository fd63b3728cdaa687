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

/** Rotation, recreation, process death and the home screen in the middle of a game. */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [36], qualifiers = PHONE)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class LifecycleTest {

    /** Rolls (when offered) until the board offers a move; returns that token or square. */
    private fun App.untilMoveOffered(): App.Node {
        val die = str("a11y_die")
        repeat(200) {
            var offer: App.Node? = null
            waitUntil("an offer", stepMs = 250) { firstOffer().also { offer = it } != null }
            if (!offer!!.text.startsWith(die)) return offer!!
            tap(offer!!)
        }
        error("no move offered in 200 rolls")
    }

    /** What TalkBack says about every token: the position as the person perceives it. */
    private fun App.tokens(): List<String> = nodes().map { it.text }.filter { it.contains(" token ") }.sorted()

    @Test
    fun rotationInTheMiddleOfAMoveKeepsTheActivityAndTheGame() {
        val app = App.launch()
        app.startQuickGame(touch = true)
        val move = app.untilMoveOffered()
        val activity = app.activity
        app.tap(move)
        app.idle(80) // the token is on its way
        val mid = app.saveBytes()
        RuntimeEnvironment.setQualifiers("+land")
        app.controller.configurationChange()
        app.idle()
        assertSame("rotation recreated the Activity (the manifest handles it in place)", activity, app.activity)
        assertEquals(Configuration.ORIENTATION_LANDSCAPE, app.activity.resources.configuration.orientation)
        val g = app.game
        assertNotNull("no board after rotation", g)
        assertTrue("landscape board ${g!!.width}x${g.height}", g.width > g.height)
        assertArrayEquals("rotation changed the game", mid, app.saveBytes())
        // The game goes on in landscape: the person gets the die or a move again.
        app.waitUntil("the next offer after rotation") { app.firstOffer() != null }
        app.tap(app.firstOffer()!!)
        assertFalse("the tap in landscape did nothing", mid.contentEquals(app.saveBytes()))
    }

    @Test
    fun recreationAndProcessDeathResumeTheSamePosition() {
        val app = App.launch()
        app.startQuickGame(touch = true)
        app.tap(app.untilMoveOffered())
        app.waitUntil("the person's turn again") { app.firstOffer() != null }
        val tokens = app.tokens()
        val save = app.saveBytes()
        // Recreation (theme or language change): a new Activity on the same game.
        val first = app.activity
        app.controller.recreate()
        app.idle()
        assertTrue(first !== app.activity)
        assertNotNull("recreation left the game", app.game)
        assertEquals(tokens, app.tokens())
        assertArrayEquals(save, app.saveBytes())
        // Process death: the Activity goes without saving its state, a new one starts cold.
        app.controller.pause().stop().destroy()
        val again = App.launch()
        assertNotNull("a cold start did not reopen the game", again.game)
        assertEquals(tokens, again.tokens())
        assertArrayEquals(save, again.saveBytes())
        again.waitUntil("an offer after the cold start") { again.firstOffer() != null }
    }

    @Test
    fun setupChoicesSurviveRecreation() {
        val app = App.launch()
        app.tap(app.str("home_new_game"))
        app.choose(app.spinnerAfter(app.str("setup_rules")), app.str("preset_quick"))
        app.choose(app.spinnerAfter(app.player("blue")), app.str("cpu_hard"))
        app.choose(app.spinnerAfter(app.player("green")), app.str("seat_off"))
        app.tap(app.checkBox(app.str("rule_capture_bonus")))
        app.controller.recreate()
        app.idle()
        app.label(app.str("setup_title"))
        assertEquals(app.str("preset_quick"), app.spinnerAfter(app.str("setup_rules")).selectedItem.toString())
        assertEquals(app.str("cpu_hard"), app.spinnerAfter(app.player("blue")).selectedItem.toString())
        assertEquals(app.str("seat_off"), app.spinnerAfter(app.player("green")).selectedItem.toString())
        assertEquals(app.str("cpu_medium"), app.spinnerAfter(app.player("red")).selectedItem.toString())
        assertFalse(app.checkBox(app.str("rule_capture_bonus")).isChecked)
        assertTrue("the preset's own rules were kept", app.checkBox(app.str("rule_exit_one_or_six")).isChecked)
    }

    @Test
    fun homeInMidGameStopsTheGameUntilResume() {
        val app = App.launch()
        app.tap(app.str("home_new_game"))
        // Two CPUs: the game plays by itself.
        app.choose(app.spinnerAfter(app.player("yellow")), app.str("cpu_easy"))
        app.choose(app.spinnerAfter(app.player("blue")), app.str("cpu_easy"))
        app.choose(app.spinnerAfter(app.player("red")), app.str("seat_off"))
        app.choose(app.spinnerAfter(app.player("green")), app.str("seat_off"))
        app.tap(app.str("setup_start"))
        val start = app.saveBytes()
        app.runFor(5_000)
        val playing = app.saveBytes()
        assertFalse("the CPUs did not play (the test could not fail)", start.contentEquals(playing))
        app.tap(app.str("btn_home"))
        assertNull(app.game)
        val atHome = app.saveBytes()
        app.runFor(10_000)
        // Into the background and back, still on the home screen.
        app.controller.pause().stop()
        app.runFor(2_000)
        app.controller.restart().resume()
        app.runFor(10_000)
        assertNull(app.game)
        assertArrayEquals("the game moved behind the home screen", atHome, app.saveBytes())
        // Resume: the same game, and it goes on.
        app.tap(app.str("home_resume"))
        assertNotNull(app.game)
        assertArrayEquals(atHome, app.saveBytes())
        app.runFor(5_000)
        assertFalse("the resumed game did not go on", atHome.contentEquals(app.saveBytes()))
    }
}
