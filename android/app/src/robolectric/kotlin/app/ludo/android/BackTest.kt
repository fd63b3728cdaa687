package app.ludo.android

import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * Back on every screen returns where that screen's own Back goes, home leaves the app
 * (`onBackPressed`, the path up to Android 15; the same `back()` serves the
 * `OnBackInvokedCallback` Android 16 calls instead, which Robolectric does not deliver to an
 * app whose manifest cannot declare `enableOnBackInvokedCallback` here).
 */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [35, 36], qualifiers = PHONE)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class BackTest {
    @Suppress("DEPRECATION")
    private fun App.back() {
        activity.onBackPressed()
        idle()
    }

    @Test
    fun backWalksBackThroughTheScreensAndLeavesFromHome() {
        val app = App.launch()
        app.newGame()
        app.openHouseRules()
        app.back()
        app.label(app.str("setup_title"))
        app.back()
        app.button(app.str("home_new_game"))
        app.openSettings()
        app.back()
        app.button(app.str("home_new_game"))
        app.tap(app.str("home_rules"))
        app.back()
        app.button(app.str("home_new_game"))
        // From the game: home, the game saved and offered to continue.
        app.startQuickGame(touch = true)
        assertNotNull(app.game)
        app.waitUntil("the game's first update") { app.state != null }
        app.back()
        assertNull(app.game)
        app.waitUntil("Continue offered") { app.buttonOrNull(app.str("home_resume")) != null }
        // Home: the app goes.
        app.back()
        assertTrue(app.activity.isFinishing)
    }
}
