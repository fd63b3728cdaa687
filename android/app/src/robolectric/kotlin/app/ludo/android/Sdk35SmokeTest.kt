package app.ludo.android

import android.os.VibrationAttributes
import android.os.VibratorManager
import app.ludo.shell.HapticKind
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.RuntimeEnvironment
import org.robolectric.Shadows.shadowOf
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * Android 15 (SDK 35): a smoke run of the same app (the full suite runs on SDK 36, see
 * docs/android.md): setup by touch, twenty person actions against the CPU on the scene's hit
 * areas, TalkBack's nodes, the rotation in place, touch haptics, a screenshot that is not blank.
 */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [35], qualifiers = PHONE)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class Sdk35SmokeTest {
    @Test
    fun playsOnAndroid15() {
        val app = App.launch()
        app.startQuickGame(touch = true)
        var actions = 0
        while (actions < 20) {
            app.waitUntil("an offer") { app.offer() != null }
            app.tap(app.offer()!!)
            actions++
        }
        assertTrue(app.nodes().all { it.text.isNotBlank() })
        assertNotNull(app.dieHit()?.let(app::node))
        val activity = app.activity
        RuntimeEnvironment.setQualifiers("+land")
        app.controller.configurationChange()
        app.idle()
        assertTrue(activity === app.activity && app.game!!.width > app.game!!.height)
        val shot = app.screenshot()
        val colours = (0 until 50).map { shot.getPixel(shot.width * it / 50, shot.height / 2) }.toSet()
        assertTrue("a blank screenshot", colours.size > 3)

        val vibrator = RuntimeEnvironment.getApplication().getSystemService(VibratorManager::class.java).defaultVibrator
        shadowOf(vibrator).setHasVibrator(true)
        AndroidHaptics(RuntimeEnvironment.getApplication()) { null }.play(HapticKind.TOKEN_FINISHED)
        assertEquals(VibrationAttributes.USAGE_TOUCH, (shadowOf(vibrator).vibrationAttributesFromLastVibration as VibrationAttributes).usage)
    }
}
