package app.ludo.android

import android.widget.Spinner
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import app.ludo.shell.CoreTable
import app.ludo.shell.CpuLevel
import app.ludo.shell.PlayerColor
import app.ludo.shell.SeatKind
import org.junit.Test
import org.ludo.core.SceneAction
import org.ludo.core.ScenePrim
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/** The home, rules and setup screens of the real Activity, driven by touch. */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [36], qualifiers = PHONE)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class HomeSetupTest {

    @Test
    fun homeOffersNewGameTutorialRulesAndVibrationButNoResumeWithoutASave() {
        val app = App.launch()
        assertNotNull(app.label(app.str("app_name")))
        for (b in listOf("home_new_game", "home_tutorial", "home_rules", "home_records")) app.button(app.str(b))
        assertNull("Resume without a save", app.buttonOrNull(app.str("home_resume")))
        // The settings are behind the gear.
        assertTrue(app.all().none { it is android.widget.CheckBox })
        app.openSettings()
        val vibration = app.checkBox(app.str("settings_haptics"))
        assertTrue("vibration is on by default", vibration.isChecked)
        assertTrue("sound is on by default", app.checkBox(app.str("settings_sound")).isChecked)
        app.tap(vibration)
        assertFalse(vibration.isChecked)
        // The setting is kept: the next Activity shows it off.
        app.controller.pause().stop().destroy()
        val again = App.launch()
        again.openSettings()
        assertFalse(again.checkBox(app.str("settings_haptics")).isChecked)
        // Back (the system's, or the screen's) returns home.
        again.tap(again.str("back"))
        again.button(again.str("home_new_game"))
    }

    @Test
    fun rulesPageShowsTheRulesAndBackReturnsHome() {
        val app = App.launch()
        app.tap(app.str("home_rules"))
        app.label(app.str("rules_title"))
        assertTrue(app.texts().any { it.startsWith("2–4 players") })
        app.tap(app.str("back"))
        app.button(app.str("home_new_game"))
    }

    @Test
    fun everySeatOffersEveryKindAndTheGameGetsThem() {
        val app = App.launch()
        app.newGame()
        app.label(app.str("setup_title"))
        val kinds = listOf("seat_off", "seat_person", "cpu_random", "cpu_easy", "cpu_medium", "cpu_hard", "cpu_expert", "cpu_master").map { app.str(it) }
        val colors = listOf("yellow", "blue", "red", "green")
        for (c in colors) {
            val s: Spinner = app.spinnerAfter(app.player(c))
            assertEquals("$c seat choices", kinds, (0 until s.adapter.count).map { s.adapter.getItem(it).toString() })
        }
        // Default: you against three medium CPUs.
        assertEquals(listOf("seat_person", "cpu_medium", "cpu_medium", "cpu_medium").map { app.str(it) },
            colors.map { app.spinnerAfter(app.player(it)).selectedItem.toString() })
        app.choose(app.spinnerAfter(app.player("yellow")), app.str("cpu_random"))
        app.choose(app.spinnerAfter(app.player("blue")), app.str("seat_person"))
        app.choose(app.spinnerAfter(app.player("red")), app.str("cpu_expert"))
        app.choose(app.spinnerAfter(app.player("green")), app.str("seat_off"))
        app.tap(app.str("setup_start"))
        assertNotNull("no game screen after Start", app.game)
        // The scene's seat button follows the core: the one person's seat (blue) can be handed to
        // the CPU; no CPU seat can be taken back, none played by a person (the core's canTakeBack), as on iOS.
        val blueColor = CoreTable.ffi(PlayerColor.BLUE)
        app.waitUntil("the game's first update") { app.state != null && app.frame != null }
        val seatActions = app.hits().map { it.action }.filter { it is SceneAction.HandToCpu || it is SceneAction.TakeBack }
        assertEquals(listOf<SceneAction>(SceneAction.HandToCpu(blueColor)), seatActions)
        // Handed over at the core's level (then every seat is a CPU: the game may run to its end at once).
        app.tap(SceneAction.HandToCpu(blueColor))
        app.waitUntil("blue handed to the CPU") { app.state!!.view.seats.first { it.color == PlayerColor.BLUE }.kind.isCpu }
        val blue = app.state!!.view.seats.first { it.color == PlayerColor.BLUE }
        assertEquals(SeatKind.cpu(CpuLevel.MEDIUM), blue.kind)
        assertTrue("a person played blue: it can be taken back", blue.canTakeBack)
    }

    @Test
    fun startWithOneSeatIsRefusedAndStaysOnSetup() {
        val app = App.launch()
        app.newGame()
        for (c in listOf("blue", "red", "green")) app.choose(app.spinnerAfter(app.player(c)), app.str("seat_off"))
        assertTrue("said before Start", app.texts().none { it == app.str("setup_seat_count") })
        app.tap(app.str("setup_start"))
        assertNull("a game started with one seat", app.game)
        app.label(app.str("setup_title"))
        // Said in words under Start, as on iOS (it only buzzed).
        app.label(app.str("setup_seat_count"))
    }

    @Test
    fun presetRefillsTheHouseRulesAndTheBoardChoiceReachesTheGame() {
        val app = App.launch()
        app.newGame()
        app.openHouseRules()
        assertEquals(listOf(6), app.exitFacesOn())
        assertTrue(app.checkBox(app.str("rule_exact_finish")).isChecked)
        app.choose(app.spinnerAfter(app.str("setup_rules")), app.str("house_preset_quick"))
        // Quick game: exit on 1 or 6, no exact finish, the board by number of players.
        assertEquals(listOf(1, 6), app.exitFacesOn())
        assertFalse(app.checkBox(app.str("rule_exact_finish")).isChecked)
        assertEquals(app.str("board_by_count"), app.spinnerAfter(app.str("setup_board")).selectedItem.toString())
        // A house rule changed by hand stays changed.
        app.tap(app.checkBox(app.str("rule_capture_bonus")))
        assertFalse(app.checkBox(app.str("rule_capture_bonus")).isChecked)
        app.closeHouseRules()
        // The setup names the rules: hand-changed Quick rules are "Custom".
        app.button("${app.str("setup_rules")}: ${app.str("house_preset_custom")}")
        for (c in listOf("red", "green")) app.choose(app.spinnerAfter(app.player(c)), app.str("seat_off"))
        app.tap(app.str("setup_start"))
        // Two players on "by number of players": the two-arm board, fewer squares than the cross.
        fun squares(): Int {
            app.waitUntil("the game's first update") { app.state != null && app.frame != null }
            return app.frame!!.prims.count { it is ScenePrim.Rect }
        }
        val twoArm = squares()
        app.goHome()
        app.newGame()
        // The setup starts from the last one (Quick): the standard rules are picked here.
        app.openHouseRules()
        app.choose(app.spinnerAfter(app.str("setup_rules")), app.str("house_preset_standard"))
        assertEquals(app.str("board_cross"), app.spinnerAfter(app.str("setup_board")).selectedItem.toString())
        app.closeHouseRules()
        app.button("${app.str("setup_rules")}: ${app.str("house_preset_standard")}")
        app.choose(app.spinnerAfter(app.player("red")), app.str("seat_off"))
        app.choose(app.spinnerAfter(app.player("green")), app.str("seat_off"))
        app.tap(app.str("setup_start"))
        val cross = squares()
        assertTrue("two-arm board: $twoArm rectangles drawn, the cross $cross", twoArm in 1 until cross - 20)
    }

    /**
     * The presets, timers and exit faces are the core's lists in the core's order and words
     * (`setupChoices()`): a list of the shell's own (another preset, a 90 s timer, one exit
     * switch) fails here.
     */
    @Test
    fun theSetupOffersTheCoresPresetsTimersAndExitFaces() {
        val app = App.launch()
        app.newGame()
        val core = org.ludo.core.setupChoices()
        val words = androidMessages(app.activity.resources, app.activity.packageName)
        fun say(m: org.ludo.core.Message) = words.say(CoreTable.msg(m))
        app.openHouseRules()
        // The presets, then the core's name for rules that match none.
        assertEquals(core.presets.map { say(it.label) } + say(core.custom.label), app.items(app.spinnerAfter(app.str("setup_rules"))))
        assertEquals(listOf("Standard", "Quick", "Tactical"), core.presets.map { say(it.label) })
        assertEquals(core.timers.map { say(it.label) }, app.items(app.spinnerAfter(app.str("setup_timer"))))
        assertEquals(listOf("No limit", "30 seconds", "60 seconds"), core.timers.map { say(it.label) })
        val defaultIndex = core.presets.indexOfFirst { it.preset == core.defaultPreset }
        assertEquals(defaultIndex, app.spinnerAfter(app.str("setup_rules")).selectedItemPosition)
        assertEquals(core.timers.indexOfFirst { it.secs == core.defaultTimer }, app.spinnerAfter(app.str("setup_timer")).selectedItemPosition)
        val faces = app.all().filterIsInstance<android.widget.ToggleButton>()
        assertEquals(core.exitNumbers.faces.map { "$it" }, faces.map { it.text.toString() })
        assertEquals(core.exitNumbers.defaultFaces, app.exitFacesOn())
    }

    /**
     * A rule changed by hand shows the core's "Custom" in the preset row (the core's
     * `matchingPreset`, as on iOS and the terminal); changed back, the preset shows again; a
     * preset picked refills the rules; "Custom" picked by hand changes nothing.
     */
    @Test
    fun aRuleChangedByHandShowsTheCoresCustomPreset() {
        val app = App.launch()
        app.newGame()
        app.openHouseRules()
        val preset = { app.spinnerAfter(app.str("setup_rules")).selectedItem.toString() }
        val custom = app.str("house_preset_custom")
        assertEquals("Custom", custom)
        assertEquals(app.str("house_preset_standard"), preset())
        app.tap(app.checkBox(app.str("rule_capture_bonus")))
        assertEquals(custom, preset())
        app.tap(app.checkBox(app.str("rule_capture_bonus")))
        assertEquals(app.str("house_preset_standard"), preset())
        app.tap(app.exitFace(1))
        assertEquals(custom, preset())
        app.choose(app.spinnerAfter(app.str("setup_rules")), app.str("house_preset_quick"))
        assertEquals(listOf(1, 6), app.exitFacesOn())
        app.choose(app.spinnerAfter(app.str("rule_safe")), app.str("safe_starts_only"))
        assertEquals(custom, preset())
        // "Custom" picked by hand over rules that match a preset: the row goes back to it.
        app.choose(app.spinnerAfter(app.str("rule_safe")), app.str("safe_starts_and_stars"))
        assertEquals(app.str("house_preset_quick"), preset())
        val row = app.spinnerAfter(app.str("setup_rules"))
        row.setSelection(row.adapter.count - 1)
        app.idle()
        assertEquals(app.str("house_preset_quick"), preset())
        assertEquals(listOf(1, 6), app.exitFacesOn())
        // The rules survive recreation with their name.
        app.tap(app.checkBox(app.str("rule_exact_finish")))
        app.controller.recreate()
        app.idle()
        assertEquals(custom, preset())
        assertTrue("Quick has no exact finish: switched on by hand", app.checkBox(app.str("rule_exact_finish")).isChecked)
    }

    /** Any set of exit faces, as on iOS; the core toggles them and refuses to clear the last one. */
    @Test
    fun exitFacesToggleThroughTheCoreAndReachTheGame() {
        val app = App.launch()
        app.newGame()
        app.openHouseRules()
        app.tap(app.exitFace(3))
        assertEquals(listOf(3, 6), app.exitFacesOn())
        app.tap(app.exitFace(6))
        assertEquals(listOf(3), app.exitFacesOn())
        app.tap(app.exitFace(3)) // the last face: refused, nothing changes
        assertEquals(listOf(3), app.exitFacesOn())
        app.tap(app.exitFace(5))
        assertEquals(listOf(3, 5), app.exitFacesOn())
        app.closeHouseRules()
        app.tap(app.str("setup_start"))
        assertNotNull(app.game)
        // The table hands its first save to the store's writer as it opens: once the writer is
        // flushed (saveBytes), it is on disk.
        assertNotNull("the first save", app.saveBytes())
        assertTrue(String(app.saveBytes()!!), String(app.saveBytes()!!).contains("\"exit_numbers\":[3,5]"))
    }
}
