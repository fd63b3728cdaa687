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
 * areas, TalkBack's nodes, the rotation in place, touch haptics, the window showing the scene; and
 * the mid-game screen against its golden (made on SDK 36).
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
        // What the window shows is the scene the game view drew for this screenshot, at the
        // landscape size: that frame replayed alone onto a bitmap of the window's size matches
        // the screenshot (Golden's rule). A blank window, a view that draws nothing, something
        // drawn over the scene or a stale portrait picture fails.
        val shot = app.screenshot()
        val frame = app.game!!.frame!!
        assertTrue("a landscape frame", frame.width > frame.height && frame.hits.size > 10)
        val replay = android.graphics.Bitmap.createBitmap(shot.width, shot.height, android.graphics.Bitmap.Config.ARGB_8888)
        android.graphics.Canvas(replay).let { c ->
            val at = app.rectOf(app.game!!)
            c.translate(at.left.toFloat(), at.top.toFloat())
            CanvasScene().draw(c, frame, app.density)
        }
        val d = Golden.compare(shot, replay)
        println("ludo: SDK 35 window against its scene replayed: $d")
        assertTrue("the window shows the scene: $d", d.ok && d.differing < shot.width * shot.height / 100)

        val vibrator = RuntimeEnvironment.getApplication().getSystemService(VibratorManager::class.java).defaultVibrator
        shadowOf(vibrator).setHasVibrator(true)
        AndroidHaptics(RuntimeEnvironment.getApplication()) { null }.play(HapticKind.TOKEN_FINISHED)
        assertEquals(VibrationAttributes.USAGE_TOUCH, (shadowOf(vibrator).vibrationAttributesFromLastVibration as VibrationAttributes).usage)
    }

    /** The mid-game position in landscape on Android 15 is the golden screen made on Android 16. */
    @Test
    @Config(qualifiers = PHONE_LAND)
    fun theMidGameScreenIsTheGoldenOneOnAndroid15() {
        Positions.install(Positions.midGame())
        val app = App.launch()
        app.waitUntil("the game's first update") { app.state != null }
        app.idleToPulsePhase()
        Golden.check("game-phone-land", app.screenshot(), compareOnly = true)
    }
}
