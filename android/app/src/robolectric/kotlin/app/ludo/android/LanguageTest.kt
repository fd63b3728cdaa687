package app.ludo.android

import android.app.LocaleManager
import android.content.Context
import android.os.LocaleList
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.RuntimeEnvironment
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * One source for the app's language on Android 13+: the system's per-app language
 * (`LocaleManager`). The settings' picker shows and sets it, the app keeps no copy and
 * overrides no configuration, and a language stored by an older version moves there once.
 * Before Android 13 the picker's stored setting is the source: OlderSdkTest.
 */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [36], qualifiers = PHONE)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class LanguageTest {
    private val context: Context get() = RuntimeEnvironment.getApplication()
    private val locales: LocaleManager get() = context.getSystemService(LocaleManager::class.java)
    private val prefs get() = context.getSharedPreferences("ludo", Context.MODE_PRIVATE)

    private fun App.languagePicker() = spinnerAfter(str("settings_language"))

    @Test
    fun thePickerSetsTheSystemsPerAppLanguageAndKeepsNoCopy() {
        val app = App.launch()
        app.openSettings()
        app.choose(app.languagePicker(), app.str("lang_hi"))
        assertEquals(LocaleList.forLanguageTags("hi"), locales.applicationLocales)
        assertFalse("a second copy in the app's preferences", prefs.contains(AppLanguage.KEY))
        app.choose(app.languagePicker(), app.str("lang_system"))
        assertTrue("back to the system's language", locales.applicationLocales.isEmpty)
        assertFalse(prefs.contains(AppLanguage.KEY))
    }

    @Test
    fun thePickerShowsTheLanguageChosenInTheSystemSettings() {
        locales.applicationLocales = LocaleList.forLanguageTags("bn-BD")
        val app = App.launch()
        app.openSettings()
        assertEquals(app.str("lang_bn"), app.languagePicker().selectedItem.toString())
    }

    @Test
    fun aLanguageStoredByAnOlderVersionMovesToTheSystemOnce() {
        prefs.edit().putString(AppLanguage.KEY, "hi").commit()
        val app = App.launch()
        assertEquals(LocaleList.forLanguageTags("hi"), locales.applicationLocales)
        assertFalse("the stored copy is gone", prefs.contains(AppLanguage.KEY))
        // The system applies it; the app overrides no configuration (Robolectric applies no
        // per-app language, so the Activity stays in the test's English).
        assertEquals("en", app.activity.resources.configuration.locales[0].language)
        // Changed later in the system settings: the next start keeps the system's choice.
        locales.applicationLocales = LocaleList.forLanguageTags("bn")
        app.controller.pause().stop().destroy()
        val again = App.launch()
        assertEquals(LocaleList.forLanguageTags("bn"), locales.applicationLocales)
        again.openSettings()
        assertEquals(again.str("lang_bn"), again.languagePicker().selectedItem.toString())
    }

    @Test
    fun aLanguageAlreadyChosenInTheSystemWinsOverAStoredOne() {
        locales.applicationLocales = LocaleList.forLanguageTags("bn")
        prefs.edit().putString(AppLanguage.KEY, "hi").commit()
        App.launch()
        assertEquals(LocaleList.forLanguageTags("bn"), locales.applicationLocales)
        assertFalse(prefs.contains(AppLanguage.KEY))
    }
}
