package app.ludo.android

import android.app.LocaleManager
import android.content.Context
import android.content.SharedPreferences
import android.content.res.Configuration
import android.os.Build
import android.os.LocaleList
import java.util.Locale

/**
 * The app's language, kept in one place. From Android 13 that place is the system's per-app
 * language (`LocaleManager`, offered under the system's app settings because the manifest
 * names `locales_config.xml`): the settings screen's picker reads and writes it, the system
 * applies it to every Activity and recreates them on a change, and the app keeps no copy
 * that could disagree with what the system settings show. Before Android 13 there is no
 * such setting: the picker's choice is stored in the app's preferences and applied as an
 * override of the configuration's locale when each Activity starts.
 *
 * A choice stored by an older version of the app is moved to the system once, on the
 * first start on Android 13+ ([migrate]), then removed; a per-app language the person
 * already set in the system settings wins over it.
 */
class AppLanguage(private val context: Context, private val prefs: SharedPreferences) {

    /** The chosen language's tag ("hi"), or "" for the system's language. */
    var tag: String
        get() = if (Build.VERSION.SDK_INT >= 33) {
            locales().applicationLocales.takeUnless { it.isEmpty }?.get(0)?.language.orEmpty()
        } else {
            prefs.getString(KEY, "").orEmpty()
        }
        set(value) {
            if (Build.VERSION.SDK_INT >= 33) {
                locales().applicationLocales = if (value.isEmpty()) LocaleList.getEmptyLocaleList() else LocaleList.forLanguageTags(value)
            } else {
                // commit, not apply: the Activity is recreated next and reads it at once.
                prefs.edit().putString(KEY, value).commit()
            }
        }

    /** Whether setting [tag] recreates the Activities by itself (the system does on API 33+). */
    val systemRecreates: Boolean get() = Build.VERSION.SDK_INT >= 33

    /** The system's per-app language (call only on API 33+, where the class exists). */
    private fun locales(): LocaleManager = context.getSystemService(LocaleManager::class.java)

    /**
     * Moves a language stored before Android 13 (an app update, or a backup restored) into the
     * system's per-app language, unless the person already chose one there; then forgets it.
     * Does nothing before Android 13 or when nothing is stored.
     */
    fun migrate() {
        if (Build.VERSION.SDK_INT < 33 || !prefs.contains(KEY)) return
        val stored = prefs.getString(KEY, "").orEmpty()
        val m = locales()
        if (stored.isNotEmpty() && m.applicationLocales.isEmpty) m.applicationLocales = LocaleList.forLanguageTags(stored)
        prefs.edit().remove(KEY).commit()
    }

    /**
     * The configuration an Activity applies before reading any resource: the stored language
     * before Android 13 (only the locale is overridden, fontScale 0 keeps the person's, so
     * rotation and the dark theme still come from the system), null when there is nothing
     * to override (the system's language, or Android 13+ where the system applies it).
     */
    fun overrideConfiguration(): Configuration? {
        if (Build.VERSION.SDK_INT >= 33) return null
        val lang = prefs.getString(KEY, "").orEmpty().ifEmpty { return null }
        return Configuration().apply { fontScale = 0f; setLocale(Locale.forLanguageTag(lang)) }
    }

    companion object {
        /** The preference the language was kept in before Android 13 (and still is there). */
        const val KEY = "lang"
    }
}
