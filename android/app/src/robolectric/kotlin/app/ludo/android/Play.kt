package app.ludo.android

import android.os.SystemClock
import org.junit.Assert.assertTrue
import org.junit.Assert.fail

/** Qualifiers of the screen sizes the suite runs at (411×891 dp phone, 320×640 dp small phone). */
const val PHONE = "w411dp-h891dp-port-hdpi"
const val PHONE_LAND = "w891dp-h411dp-land-hdpi"
const val SMALL = "w320dp-h640dp-port-hdpi"
const val SMALL_LAND = "w640dp-h320dp-land-hdpi"

/** "Blue □": how the app names a player (colour and symbol). */
fun App.player(color: String): String {
    val symbol = mapOf("yellow" to '○', "blue" to '□', "red" to '△', "green" to '✚').getValue(color)
    return "${str("color_$color")} $symbol"
}

/**
 * "New game" over an unfinished game asks first (ReplaceGameTest): the person agrees (the
 * old game is set aside). Nothing happens when nothing was asked.
 */
fun App.confirmReplaceIfAsked() {
    val ask = (org.robolectric.shadows.ShadowAlertDialog.getLatestAlertDialog() as android.app.AlertDialog?)?.takeIf { it.isShowing } ?: return
    ask.getButton(android.app.AlertDialog.BUTTON_POSITIVE).performClick()
    idle()
}

/** From home: New game (agreeing to set an unfinished game aside), to the setup screen. */
fun App.newGame() {
    tap(str("home_new_game"))
    confirmReplaceIfAsked()
}

/** On the setup screen: opens the house rules (the button named "House rules: <preset>"). */
fun App.openHouseRules(touch: Boolean = true) {
    val prefix = str("setup_rules") + ":"
    val b = all().filterIsInstance<android.widget.Button>().firstOrNull { it.text.startsWith(prefix) }
        ?: error("no house rules button on screen: ${texts()}")
    if (touch) tap(b) else a11yClick(b)
    label(str("setup_rules"))
}

/** On the house rules screen: back to the setup with the rules chosen (its OK). */
fun App.closeHouseRules(touch: Boolean = true) {
    val ok = button(str("btn_ok"))
    if (touch) tap(ok) else a11yClick(ok)
    label(str("setup_title"))
}

/** From home: the settings behind the gear. */
fun App.openSettings() {
    val gear = all().firstOrNull { it is android.widget.ImageButton && it.contentDescription == str("home_settings") }
        ?: error("no settings gear on screen")
    tap(gear)
    label(str("home_settings"))
}

/**
 * From home: New game, then the setup a short test game uses: you (yellow) against an easy
 * CPU (blue; or [blue] = "seat_person": pass-and-play), red and green not playing, the "Quick game" preset (two-arm board, exit on
 * 1 or 6). Done by touch or by TalkBack's actions only.
 */
fun App.startQuickGame(touch: Boolean, blue: String = "cpu_easy") {
    val newGame = button(str("home_new_game"))
    if (touch) tap(newGame) else a11yClick(newGame)
    confirmReplaceIfAsked()
    choose(spinnerAfter(player("blue")), str(blue), touch)
    choose(spinnerAfter(player("red")), str("seat_off"), touch)
    choose(spinnerAfter(player("green")), str("seat_off"), touch)
    openHouseRules(touch)
    choose(spinnerAfter(str("setup_rules")), str("house_preset_quick"), touch)
    closeHouseRules(touch)
    val start = button(str("setup_start"))
    if (touch) tap(start) else a11yClick(start)
    assertTrue("no game screen after Start", game != null)
}

/**
 * Plays the person's seats until the result card shows (its "Play again"): whenever the scene
 * offers the die or a move, does the first offer (the die, else the first movable token), by a
 * real tap on its hit area ([touch]) or by TalkBack's focus + double tap on its virtual node.
 * CPU seats play by themselves while the looper runs. Returns how many actions the person made.
 */
fun App.playToEnd(touch: Boolean, maxActions: Int = 2000): Int {
    var actions = 0
    while (true) {
        var offer: org.ludo.core.SceneHit? = null
        waitUntil("the person's turn or the result", stepMs = 250) { resultShown() || offer().also { offer = it } != null }
        if (resultShown()) return actions
        press(offer!!, touch)
        actions++
        if (actions > maxActions) fail("no result after $maxActions actions")
    }
}

/** Runs the looper until the animation clock is at [phaseMs] of the 1.2 s highlight pulse (same pixels every run). */
fun App.idleToPulsePhase(phaseMs: Long = 300) {
    val now = SystemClock.uptimeMillis()
    idle(1200 + phaseMs - now % 1200)
}
