package app.ludo.android

import android.provider.Settings
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.RuntimeEnvironment
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * The play screen redraws only while something moves, and "Remove animations" (the system's
 * animator duration scale at 0) stops what only decorates (issue 35, item 3): with a person
 * to choose a move, the offered tokens pulse and the view asks for the next frame; with
 * animations removed, the settled frame says it is not animating (GameView then posts no
 * further frame) and the picture stays the same over time.
 */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [36], qualifiers = PHONE)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class MotionTest {
    private fun animatorScale(scale: Float) {
        Settings.Global.putFloat(RuntimeEnvironment.getApplication().contentResolver, Settings.Global.ANIMATOR_DURATION_SCALE, scale)
    }

    @After
    fun restore() = animatorScale(1f)

    /** Yellow to choose a move, everything else settled (the welcome notice gone too). */
    private fun settledChoice(): App {
        Positions.install(Positions.midGame())
        val app = App.launch()
        app.waitUntil("the person's choice") { app.offer() != null }
        app.idle(8_000)
        return app
    }

    @Test
    fun theOfferedTokensPulseWithFullMotion() {
        animatorScale(1f)
        val app = settledChoice()
        val frame = app.frame!!
        assertTrue("a choice pulses: the view asks for the next frame", frame.animating)
        app.idle(300)
        assertNotEquals("the pulse moves", frame.prims, app.frame!!.prims)
    }

    @Test
    fun removeAnimationsStopsThePulseAndTheRedraws() {
        animatorScale(0f)
        val app = settledChoice()
        val frame = app.frame!!
        assertFalse("nothing moves: no next frame asked for", frame.animating)
        app.idle(300)
        assertEquals("the picture stays", frame.prims, app.frame!!.prims)
        assertTrue("the choice is still offered", app.offer() != null)
    }
}
