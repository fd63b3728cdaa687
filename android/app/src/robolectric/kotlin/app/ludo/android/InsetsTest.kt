package app.ludo.android

import android.graphics.Insets
import android.graphics.Rect
import android.view.View
import android.view.WindowInsets
import android.widget.Button
import android.widget.HorizontalScrollView
import android.widget.ScrollView
import android.widget.Spinner
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

    /**
     * Everything to tap on screen, brought into sight as a person would (a button in a ScrollView
     * scrolled until it shows whole; one outside a ScrollView stays where it is), lies wholly
     * inside the safe area. One under a bar or the cutout, or cut by the window's edge, fails:
     * none is skipped.
     */
    private fun App.assertInside(safe: Rect, what: String) {
        // Buttons, image buttons (the settings gear), check boxes, spinners, clickable cards.
        val buttons = all().filter { (it.isClickable || it is Spinner) && it !is ScrollView }
        assertTrue("no buttons on $what", buttons.any { it is Button })
        for (b in buttons) {
            if (inScrollView(b)) {
                b.requestRectangleOnScreen(Rect(0, 0, b.width, b.height), true)
                idle()
            }
            val r = rectOf(b)
            val name = (b as? android.widget.TextView)?.text ?: b.contentDescription ?: b.javaClass.simpleName
            assertTrue("$what: $name at $r is not inside the safe area $safe", safe.contains(r))
        }
    }

    private fun inScrollView(v: View): Boolean {
        var p = v.parent
        while (p is View) {
            if (p is ScrollView || p is HorizontalScrollView) return true
            p = p.parent
        }
        return false
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
