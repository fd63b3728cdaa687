package app.ludo.android

import android.graphics.Insets
import android.graphics.Rect
import android.view.View
import android.view.WindowInsets
import android.widget.Button
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * Edge-to-edge: with status bar, navigation bar and a display cutout applied to the window,
 * every button stays inside the safe area on every screen; the game screen draws under the
 * bars and its scene keeps every item to touch or read inside the safe area.
 */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [36])
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class InsetsTest {

    private fun App.applyInsets(status: Int, nav: Insets, cutout: Insets) {
        val insets = WindowInsets.Builder()
            .setInsets(WindowInsets.Type.statusBars(), Insets.of(0, status, 0, 0))
            .setInsets(WindowInsets.Type.navigationBars(), nav)
            .setInsets(WindowInsets.Type.displayCutout(), cutout)
            .build()
        activity.window.decorView.dispatchApplyWindowInsets(insets)
        activity.window.decorView.requestLayout()
        idle()
    }

    private fun App.assertInside(safe: Rect, what: String) {
        val views = all().filter { it is Button }
        assertTrue("no widgets on $what", views.isNotEmpty())
        for (v in views) {
            val r = rectOf(v)
            if (!isOnScreenInScroll(v)) continue
            assertTrue("$what: ${(v as Button).text} at $r outside the safe area $safe", safe.contains(r))
        }
    }

    /** Widgets scrolled out of their ScrollView are not on screen; only what shows is checked. */
    private fun App.isOnScreenInScroll(v: View): Boolean {
        val r = Rect()
        return v.getGlobalVisibleRect(r) && r.height() == v.height
    }

    private fun checkScreens(status: Int, nav: Insets, cutout: Insets) {
        val app = App.launch()
        app.applyInsets(status, nav, cutout)
        val w = app.windowRect()
        val safe = Rect(maxOf(nav.left, cutout.left), maxOf(status, cutout.top), w.right - maxOf(nav.right, cutout.right), w.bottom - maxOf(nav.bottom, cutout.bottom))
        app.assertInside(safe, "home")
        app.newGame()
        app.applyInsets(status, nav, cutout)
        app.assertInside(safe, "setup")
        app.tap(app.str("setup_start"))
        app.applyInsets(status, nav, cutout)
        app.waitUntil("the first offer") { app.offer() != null }
        // The game screen draws edge to edge (the whole window) and hands the insets to the
        // scene, which keeps everything that can be touched or read inside them.
        val view = app.rectOf(app.game!!)
        assertEquals("the game view fills the window", app.windowRect(), view)
        val spec = app.game!!.spec()
        val d = app.density
        assertEquals(safe.top / d, spec.insetTop, 0.01f)
        assertEquals((w.right - safe.right) / d, spec.insetRight, 0.01f)
        assertEquals((w.bottom - safe.bottom) / d, spec.insetBottom, 0.01f)
        assertEquals(safe.left / d, spec.insetLeft, 0.01f)
        assertTrue(app.hits().size > 10)
        for (h in app.hits()) {
            val r = Rect((h.x * d).toInt(), (h.y * d).toInt(), ((h.x + h.w) * d).toInt(), ((h.y + h.h) * d).toInt())
            assertTrue("${h.label} at $r outside the safe area $safe", Rect(safe).apply { inset(-1, -1) }.contains(r))
        }
    }

    @Test
    @Config(qualifiers = PHONE)
    fun portraitWithStatusBarNavigationBarAndTopCutout() =
        checkScreens(status = 36, nav = Insets.of(0, 0, 0, 72), cutout = Insets.of(0, 60, 0, 0))

    @Test
    @Config(qualifiers = PHONE_LAND)
    fun landscapeWithCutoutLeftAndNavigationBarRight() =
        checkScreens(status = 36, nav = Insets.of(0, 0, 72, 0), cutout = Insets.of(90, 0, 0, 0))
}
