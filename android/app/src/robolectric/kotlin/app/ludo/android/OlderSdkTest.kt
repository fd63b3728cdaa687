package app.ludo.android

import android.content.Context
import android.graphics.Insets
import android.view.WindowInsets
import android.view.WindowManager
import org.junit.Assert.assertEquals
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.RuntimeEnvironment
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * Android 10 (API 29), before the APIs the app uses where they exist: no per-app language
 * in the system (Android 13), no keyboard inset type (Android 11). Runs in a JVM of its own
 * (surefire execution "sdk29" in android/verify/app/pom.xml).
 */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [29], qualifiers = PHONE)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class OlderSdkTest {
    private val prefs get() = RuntimeEnvironment.getApplication().getSharedPreferences("ludo", Context.MODE_PRIVATE)

    private fun App.language() = activity.resources.configuration.locales[0].language

    /** The picker's choice is stored and applied by the app: the Activity comes back in it. */
    @Test
    fun thePickerStoresTheLanguageAndTheActivityComesBackInIt() {
        val app = App.launch()
        app.openSettings()
        app.choose(app.spinnerAfter(app.str("settings_language")), app.str("lang_hi"))
        app.idle()
        assertEquals("hi", prefs.getString(AppLanguage.KEY, null))
        assertEquals("recreated in Hindi", "hi", app.language())
        app.button(app.str("home_new_game"))
        app.openSettings()
        val picker = app.spinnerAfter(app.str("settings_language"))
        assertEquals(app.str("lang_hi"), picker.selectedItem.toString())
        app.choose(picker, app.str("lang_system"))
        app.idle()
        assertEquals("", prefs.getString(AppLanguage.KEY, null))
        assertEquals("en", app.language())
        // A new start (as after the process was killed) reads the stored choice.
        prefs.edit().putString(AppLanguage.KEY, "bn").commit()
        app.controller.pause().stop().destroy()
        assertEquals("bn", App.launch().language())
    }

    /** Before Android 11 the keyboard reaches the window in its system window insets, with adjustResize. */
    @Test
    fun theProfileNameStaysAboveTheKeyboard() {
        val app = App.launch()
        @Suppress("DEPRECATION")
        assertEquals(
            "the manifest asks for adjustResize (no panning; the keyboard in the insets)",
            WindowManager.LayoutParams.SOFT_INPUT_ADJUST_RESIZE,
            app.activity.window.attributes.softInputMode and WindowManager.LayoutParams.SOFT_INPUT_MASK_ADJUST,
        )
        fun App.applyInsets(keyboard: Int) {
            @Suppress("DEPRECATION")
            val insets = WindowInsets.Builder()
                .setSystemWindowInsets(Insets.of(0, KEYBOARD_TEST_STATUS, 0, maxOf(KEYBOARD_TEST_NAV, keyboard)))
                .build()
            activity.window.decorView.dispatchApplyWindowInsets(insets)
            activity.window.decorView.requestLayout()
            idle(100)
        }
        app.checkNameFieldAboveKeyboard({ applyInsets(0) }, { applyInsets(it) })
    }
}
