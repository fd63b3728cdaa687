package app.ludo.android

import android.app.AlertDialog
import android.view.View
import org.junit.Assert.assertArrayEquals
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.ludo.core.Sound
import org.ludo.core.SceneAction
import org.robolectric.RobolectricTestRunner
import org.robolectric.Shadows.shadowOf
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode
import org.robolectric.shadows.ShadowAlertDialog
import app.ludo.shell.CoreTable
import app.ludo.shell.PlayerColor

/**
 * The front door (issue 30): one tap from a fresh install to the first roll, pass and play,
 * Continue resumes the saved game exactly, the house rules explained by the core's sentences,
 * and the game's sounds reaching the SoundPool (and not when Sound is off).
 */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [36], qualifiers = PHONE)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class FrontDoorTest {

    /** Home's big choice whose title is [key]'s text. */
    private fun App.bigChoice(key: String): View =
        all().firstOrNull { it.isClickable && it.contentDescription?.startsWith(str(key) + ".") == true }
            ?: error("no big choice ${str(key)} on home: ${texts()}")

    private fun App.seats() = state!!.view.seats

    @Test
    fun playVsComputerFromAFreshInstallReachesTheFirstRollInOneTap() {
        val app = App.launch()
        app.waitUntil("home read") { app.all().any { it.contentDescription?.startsWith(app.str("home_play_cpu")) == true } }
        var taps = 0
        app.tap(app.bigChoice("home_play_cpu")); taps++
        assertNotNull("no game screen", app.game)
        app.waitUntil("the die offered to the person") { app.hitOrNull(SceneAction.Roll) != null }
        assertTrue("$taps taps", taps <= 2)
        val seats = app.seats()
        assertTrue("a person plays", seats.any { !it.kind.isCpu })
        assertTrue("against the computer", seats.any { it.kind.isCpu })
        // The first roll is one more tap.
        app.tap(SceneAction.Roll)
        app.waitUntil("the die rolled") { app.state!!.view.seats.sumOf { s -> s.faces.sum() } > 0L }
    }

    @Test
    fun passAndPlayStartsAGameOfPeopleOnly() {
        val app = App.launch()
        app.waitUntil("home read") { app.all().any { it.contentDescription?.startsWith(app.str("home_pass_and_play")) == true } }
        app.tap(app.bigChoice("home_pass_and_play"))
        app.waitUntil("the game's first update") { app.state != null }
        val seats = app.seats()
        assertEquals(listOf(PlayerColor.YELLOW, PlayerColor.RED), seats.map { it.color })
        assertTrue(seats.none { it.kind.isCpu })
        // The next time, the last pass-and-play setup (three people now) is used again.
        app.goHome()
        app.newGame()
        app.choose(app.spinnerAfter(app.player("green")), app.str("seat_person"))
        app.choose(app.spinnerAfter(app.player("blue")), app.str("seat_off"))
        app.choose(app.spinnerAfter(app.player("red")), app.str("seat_person"))
        app.choose(app.spinnerAfter(app.player("yellow")), app.str("seat_person"))
        app.tap(app.str("setup_start"))
        app.goHome()
        app.tap(app.bigChoice("home_pass_and_play"))
        app.confirmReplaceIfAsked()
        app.waitUntil("the game's first update") { app.state != null }
        assertEquals(listOf(PlayerColor.YELLOW, PlayerColor.RED, PlayerColor.GREEN), app.seats().map { it.color })
        // ... while "Play vs computer" does not take it (it has no CPU): the core's default seats.
        app.goHome()
        app.tap(app.bigChoice("home_play_cpu"))
        app.confirmReplaceIfAsked()
        app.waitUntil("the game's first update") { app.state != null && app.seats().any { it.kind.isCpu } }
    }

    @Test
    fun continueResumesTheSavedGameExactlyAndAOneTapStartAsksFirst() {
        Positions.install(Positions.midGame())
        val app = App.launch()
        app.waitUntil("the saved game") { app.state != null }
        val tokens = app.state!!.view.tokens
        app.goHome()
        val saved = app.saveBytes()!!
        app.waitUntil("the Continue card") { app.buttonOrNull(app.str("home_resume")) != null }
        app.label(app.str("home_continue"))
        // The card's line is the core's: the seats of the game are named in it.
        assertTrue(app.texts().toString(), app.texts().any { it.contains(app.str("color_yellow")) && it.contains(app.str("color_green")) && it.contains(":") })
        // A one-tap start over it asks first; Back changes nothing on disk.
        app.tap(app.bigChoice("home_play_cpu"))
        val ask = (ShadowAlertDialog.getLatestAlertDialog() as AlertDialog?)?.takeIf { it.isShowing } ?: error("not asked")
        ask.getButton(AlertDialog.BUTTON_NEGATIVE).performClick()
        app.idle()
        assertNull(app.game)
        assertArrayEquals(saved, app.saveBytes())
        // Continue: the same game, the same bytes.
        app.tap(app.str("home_resume"))
        app.waitUntil("the resumed game") { app.state != null }
        assertEquals(tokens, app.state!!.view.tokens)
        assertArrayEquals(saved, app.saveBytes())
    }

    @Test
    fun theHouseRulesSayEachRuleInTheCoresWordsAndFollowTheChoices() {
        val app = App.launch()
        app.newGame()
        app.openHouseRules()
        val words = androidMessages(app.activity.resources, app.activity.packageName)
        val choices = org.ludo.core.setupChoices()
        val standard = org.ludo.core.presetRules(choices.defaultPreset).copy(turnTimeLimitSecs = choices.defaultTimer)
        fun said(r: org.ludo.core.Rules) = org.ludo.core.rulesInWords(r, 4u).map { words.say(CoreTable.msg(it)) }
        val before = said(standard)
        assertEquals(12, before.size)
        for (line in before) assertTrue("\"$line\" on ${app.texts()}", line in app.texts())
        app.tap(app.checkBox(app.str("rule_capture_bonus")))
        val after = said(standard.copy(extraRollOnCapture = !standard.extraRollOnCapture))
        assertTrue(after[4] != before[4])
        assertTrue(after[4] in app.texts())
        assertFalse(before[4] in app.texts())
        // A preset refills the rules and their sentences.
        app.choose(app.spinnerAfter(app.str("setup_rules")), app.str("house_preset_quick"))
        val quick = org.ludo.core.presetRules(org.ludo.core.Preset.QUICK).copy(turnTimeLimitSecs = choices.defaultTimer)
        for (line in said(quick)) assertTrue("\"$line\" on ${app.texts()}", line in app.texts())
        // Back to the setup: the button names the preset.
        app.closeHouseRules()
        app.button("${app.str("setup_rules")}: ${app.str("house_preset_quick")}")
    }

    @Test
    fun theGamesSoundsArePlayedThroughTheSoundPoolUnlessSoundIsOff() {
        val app = App.launch()
        val sounds = app.activity.sounds
        val pool = shadowOf(sounds.pool)
        val roll = sounds.resource(app.activity, Sound.ROLL)
        assertTrue("res/raw/roll.wav", roll != 0)
        app.startQuickGame(touch = true)
        app.waitUntil("the die offered") { app.hitOrNull(SceneAction.Roll) != null }
        app.tap(SceneAction.Roll)
        app.runFor(3_000)
        assertTrue("the roll was heard", pool.wasResourcePlayed(roll))
        // Sound off in the settings: the next game is silent.
        app.goHome()
        app.openSettings()
        app.tap(app.checkBox(app.str("settings_sound")))
        assertFalse(app.checkBox(app.str("settings_sound")).isChecked)
        app.tap(app.str("back"))
        pool.clearPlayed()
        app.tap(app.str("home_resume"))
        app.waitUntil("the die offered") { app.hitOrNull(SceneAction.Roll) != null }
        app.tap(SceneAction.Roll)
        app.runFor(3_000)
        assertFalse("silent with Sound off", pool.wasResourcePlayed(roll))
    }
}
