package app.ludo.android

import android.os.SystemClock
import android.view.MotionEvent
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.ludo.core.SceneAction
import org.robolectric.RobolectricTestRunner
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * Taps on the play screen fire only for a finger that stays put (issue 35, item 6): a finger that
 * slides off the die, or a gesture the system cancels, rolls nothing; a little jitter still rolls.
 */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [36], qualifiers = PHONE)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class TouchTest {

    /** Sends down at [from], then each of [moves], then [last] (UP or CANCEL) at the last point; window pixels. */
    private fun App.gesture(from: Pair<Float, Float>, moves: List<Pair<Float, Float>>, last: Int) {
        val t = SystemClock.uptimeMillis()
        val root = game!!.rootView
        fun send(action: Int, at: Pair<Float, Float>, dt: Long) =
            MotionEvent.obtain(t, t + dt, action, at.first, at.second, 0).also { root.dispatchTouchEvent(it); it.recycle() }
        send(MotionEvent.ACTION_DOWN, from, 0)
        moves.forEachIndexed { i, p -> send(MotionEvent.ACTION_MOVE, p, 20L * (i + 1)) }
        send(last, moves.lastOrNull() ?: from, 20L * (moves.size + 1))
        idle()
    }

    private fun App.dieCentre(): Pair<Float, Float> {
        val h = hit(SceneAction.Roll)
        val r = rectOf(game!!)
        return (r.left + (h.x + h.w / 2f) * density) to (r.top + (h.y + h.h / 2f) * density)
    }

    @Test
    fun aFingerThatSlidesOffOrIsCancelledTapsNothingAndJitterStillTaps() {
        val app = App.launch()
        app.startQuickGame(touch = true)
        app.waitUntil("the die to roll") { app.hitOrNull(SceneAction.Roll) != null }
        val (x, y) = app.dieCentre()
        // The first roll closes mixing words into the dice: the sign that the die was rolled.
        val rolled = { app.state?.view?.canMixDice == false }
        // Down on the die, slide 80 dp away and back, lift on the die: it fired before.
        val far = 80f * app.density
        app.gesture(x to y, listOf((x + far / 2) to y, (x + far) to y, x to y), MotionEvent.ACTION_UP)
        app.idle(300)
        assertFalse("a slide rolled the die", rolled())
        // Cancelled by the system (a parent took the gesture).
        app.gesture(x to y, emptyList(), MotionEvent.ACTION_CANCEL)
        app.idle(300)
        assertFalse("a cancelled touch rolled the die", rolled())
        // A finger that shakes a little still taps.
        app.gesture(x to y, listOf((x + 2f) to (y + 1f)), MotionEvent.ACTION_UP)
        app.waitUntil("the roll") { rolled() }
        assertTrue(rolled())
    }
}
