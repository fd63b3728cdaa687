package app.ludo.android

import android.os.Build
import android.os.SystemClock
import android.view.KeyEvent
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Assume.assumeTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.ludo.core.SceneAction
import org.robolectric.RobolectricTestRunner
import org.robolectric.RuntimeEnvironment
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode
import org.robolectric.shadows.ShadowApplication
import org.robolectric.util.ReflectionHelpers

/**
 * System Back on every screen (setup, house rules, settings, rules, records, the game, the
 * review) returns where that screen's own Back goes; on home it leaves the
 * app. The system delivers Back to this app in one of two ways, and both are driven here as the
 * system drives them:
 *
 * * [keyBack]: the BACK key, down then up, through the window: Activity.onKeyUp calls
 *   `onBackPressed`. The way on Android 7 to 15, where the app does not opt in to predictive
 *   back (its manifest cannot declare `enableOnBackInvokedCallback` with the framework resources
 *   it is linked against).
 * * [gestureBack]: predictive back, the way on Android 16 with targetSdk 36 (where the system no
 *   longer calls `onBackPressed`) and on 13 to 15 for an app that opts in. The window's
 *   `WindowOnBackInvokedDispatcher` hands its top `OnBackInvokedCallback` to the window manager
 *   (`IWindowSession.setOnBackInvokedCallbackInfo`), which invokes it when the gesture completes;
 *   the test invokes that callback. On home the app registers none: the one handed over is the
 *   Activity's own system callback, and the system leaves the app.
 *
 * Predictive back is switched on as Android 16 does for targetSdk 36 (Robolectric's
 * `ShadowApplication.setEnableOnBackInvokedCallback`, the manifest attribute's equivalent).
 * Before this test drove the callbacks, only `onBackPressed` was checked; a MainActivity that
 * registers no callback (`updateBack` emptied) fails [systemBackWalksBackThroughTheScreensAndLeavesFromHome]
 * on SDK 36 at the first Back.
 *
 * Each SDK runs in a JVM of its own (see pom.xml): 36 here, 24, 33, 34 and 35 in [BackSdk24Test] and the others.
 */
abstract class BackChecks {
    /** Predictive back on (Android 16 with targetSdk 36: the default; before: what opting in does). */
    protected fun enablePredictiveBack() {
        if (Build.VERSION.SDK_INT >= 34) {
            ShadowApplication.setEnableOnBackInvokedCallback(true)
        } else {
            // Android 13: only the application's flag (the shadow's switch is for 14 and later).
            ReflectionHelpers.callInstanceMethod<Any>(
                RuntimeEnvironment.getApplication().applicationInfo, "setEnableOnBackInvokedCallback",
                ReflectionHelpers.ClassParameter.from(Boolean::class.javaPrimitiveType, true),
            )
        }
    }

    /** The BACK key pressed and released, dispatched from the top of the window. */
    protected fun App.keyBack() {
        val t = SystemClock.uptimeMillis()
        val decor = activity.window.decorView
        decor.dispatchKeyEvent(KeyEvent(t, t, KeyEvent.ACTION_DOWN, KeyEvent.KEYCODE_BACK, 0))
        decor.dispatchKeyEvent(KeyEvent(t, t + 50, KeyEvent.ACTION_UP, KeyEvent.KEYCODE_BACK, 0))
        idle()
    }

    /**
     * The callback the Activity's window hands to the window manager now: its dispatcher's top
     * one (the app's while it has one registered, else the Activity's own system callback).
     * Robolectric's window session keeps only the last window's hand-over (a spinner's pop-up
     * window clears it when it closes), so it is read from the Activity window's dispatcher,
     * which is what that window's hand-over carries.
     */
    private fun App.handedOver(): android.window.OnBackInvokedCallback {
        idle()
        val dispatcher = activity.window.decorView.viewRootImpl.onBackInvokedDispatcher
        assertTrue("predictive back is on for the window", android.window.WindowOnBackInvokedDispatcher.isOnBackInvokedCallbackEnabled(activity))
        return dispatcher.topCallback ?: error("no Back callback handed to the window manager")
    }

    /** The app's own callback (not the Activity's system one). */
    private fun android.window.OnBackInvokedCallback.isTheApps() = javaClass.name.startsWith("app.ludo.")

    /** A completed back gesture: the window's callback invoked, as the window manager does. */
    protected fun App.gestureBack() {
        val callback = handedOver()
        assertTrue("off home the app's callback takes Back: $callback", callback.isTheApps())
        callback.onBackInvoked()
        idle()
    }

    /**
     * Back from each screen, then from home: [back] is how the system delivers it, [leaves]
     * checks that Back on home is left to the system (which leaves the app).
     */
    protected fun walk(back: App.() -> Unit, leaves: App.() -> Unit) {
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
        app.tap(app.str("home_records"))
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
        assertTrue(!app.activity.isFinishing)
        app.leaves()
    }

    /** Home with the BACK key: onBackPressed finishes the Activity. */
    private val keyLeaves: App.() -> Unit = {
        keyBack()
        assertTrue("Back on home leaves the app", activity.isFinishing)
    }

    /**
     * Home with predictive back: the app has no callback of its own there, so the one handed
     * over is the Activity's system callback, and the system plays its leave-the-app animation
     * and leaves (which Robolectric, without a task manager, does not carry out).
     */
    private val gestureLeaves: App.() -> Unit = {
        val callback = handedOver()
        assertTrue("on home the app keeps Back to itself: $callback", !callback.isTheApps())
        button(str("home_new_game"))
    }

    /** The way this app gets Back on this SDK (see the class comment). */
    @Test
    fun systemBackWalksBackThroughTheScreensAndLeavesFromHome() {
        if (Build.VERSION.SDK_INT >= 36) {
            enablePredictiveBack()
            walk({ gestureBack() }, gestureLeaves)
        } else {
            walk({ keyBack() }, keyLeaves)
        }
    }

    /**
     * The review of a finished game (opened from its result card): system Back returns to the
     * result, as the review's own Back does, in the way this SDK delivers Back.
     */
    @Test
    fun systemBackLeavesTheReviewForTheResult() {
        val predictive = Build.VERSION.SDK_INT >= 36
        if (predictive) enablePredictiveBack()
        MainActivity.reviewRolloutsOverride = 1
        try {
            Positions.install(Positions.finished())
            val app = App.launch()
            app.waitUntil("the result") { app.hitOrNull(SceneAction.Review) != null }
            app.tap(SceneAction.Review)
            app.waitUntil("the review") { app.review != null && app.game == null }
            if (predictive) app.gestureBack() else app.keyBack()
            app.waitUntil("the result again") { app.resultShown() }
        } finally {
            MainActivity.reviewRolloutsOverride = null
        }
    }

    /** Android 13 to 15 with predictive back on (an app that opts in): the callbacks serve it too. */
    @Test
    fun predictiveBackWhereTheSystemOffersIt() {
        assumeTrue(Build.VERSION.SDK_INT in 33..35)
        enablePredictiveBack()
        walk({ gestureBack() }, gestureLeaves)
    }
}

@RunWith(RobolectricTestRunner::class)
@Config(sdk = [36], qualifiers = PHONE)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class BackTest : BackChecks()
