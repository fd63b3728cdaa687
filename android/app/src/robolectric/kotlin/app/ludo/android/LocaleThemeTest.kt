package app.ludo.android

import app.ludo.shell.T
import android.graphics.Color
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode
import java.io.File
import javax.xml.parsers.DocumentBuilderFactory

/** Hindi and Bengali texts, light and dark theme, in the real Activity. */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [36])
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class LocaleThemeTest {

    /** A string straight from res/values-LANG/strings.xml or the core's strings_core.xml (not through the app's lookup). */
    private fun xml(lang: String, name: String): String {
        val dir = File(System.getProperty("ludo.res.dir"), if (lang.isEmpty()) "values" else "values-$lang")
        for (file in listOf("strings.xml", "strings_core.xml")) {
            val nodes = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(File(dir, file)).getElementsByTagName("string")
            for (i in 0 until nodes.length) {
                val n = nodes.item(i)
                if (n.attributes.getNamedItem("name").nodeValue == name) return n.textContent.replace("\\'", "'")
            }
        }
        error("no $name in $dir")
    }

    private fun checkLanguage(lang: String) {
        val app = App.launch()
        for (key in listOf("home_new_game", "home_tutorial", "home_rules")) app.button(xml(lang, key))
        app.label(xml(lang, "app_name"))
        app.tap(xml(lang, "home_new_game"))
        app.label(xml(lang, "setup_title"))
        app.tap(xml(lang, "setup_start"))
        app.waitUntil("the first offer") { app.offer() != null }
        // The scene speaks the language: the die, the status, the buttons.
        assertTrue(app.dieHit()!!.label, app.dieHit()!!.label.startsWith(xml(lang, "die_blank")))
        assertEquals(xml(lang, "scene_menu"), app.hit(org.ludo.core.SceneAction.Menu).label)
        val labels = app.hits().map { it.label }
        assertTrue("English left on the scene: $labels", labels.none { it.contains("roll the die") || it.contains("Welcome") || it == "Home" || it == "Menu" })
        // So does the menu the scene opens.
        app.tap(org.ludo.core.SceneAction.Menu)
        val menu = org.robolectric.shadows.ShadowAlertDialog.getLatestAlertDialog() as android.app.AlertDialog
        val items = (0 until menu.listView.adapter.count).map { menu.listView.adapter.getItem(it).toString() }
        val mix = listOf(xml(lang, "dice_mix_button")).filter { app.state!!.view.canMixDice }
        assertEquals(listOf(xml(lang, "scene_stats_long")) + mix + listOf(xml(lang, "home_rules"), xml(lang, "btn_home")), items)
        app.chooseInDialog(xml(lang, "btn_home"))
        app.button(xml(lang, "home_new_game"))
    }

    @Test
    @Config(qualifiers = "hi-$PHONE")
    fun hindi() = checkLanguage("hi")

    @Test
    @Config(qualifiers = "bn-$PHONE")
    fun bengali() = checkLanguage("bn")

    /**
     * The app's own texts with numbers (records, replay) use Latin digits in Bengali, as the
     * core's messages on the same screens and the iOS app do (they came out in Bengali digits).
     */
    @Test
    @Config(qualifiers = "bn-$PHONE")
    fun bengaliNumbersAreLatinDigitsAsInTheCoresTexts() {
        val app = App.launch()
        val texts = AndroidTexts(app.activity.resources, app.activity.packageName)
        val dice = texts.get(T.DICE_COUNTS, "x", "1×12")
        assertTrue(dice, dice.contains("12"))
        assertTrue(dice, dice.none { it in '\u09E6'..'\u09EF' })
        val step = texts.get(T.REPLAY_STEP, 3, 205)
        assertTrue(step, step.contains("3") && step.contains("205"))
    }

    private fun backgroundLuminance(): Float {
        val app = App.launch()
        app.newGame()
        app.tap(app.str("setup_start"))
        app.waitUntil("the scene") { app.frame != null }
        val shot = app.screenshot()
        // The bottom-right corner is the scene's background.
        val c = shot.getPixel(shot.width - 3, shot.height - 3)
        return Color.luminance(c)
    }

    @Test
    @Config(qualifiers = "w411dp-h891dp-port-notnight-hdpi")
    fun lightTheme() {
        val l = backgroundLuminance()
        assertTrue("light background $l", l > 0.7f)
    }

    @Test
    @Config(qualifiers = "w411dp-h891dp-port-night-hdpi")
    fun darkTheme() {
        val l = backgroundLuminance()
        assertTrue("dark background $l", l < 0.05f)
        assertEquals(Color.parseColor("#121212"), android.util.TypedValue().also {
            App.launch().activity.theme.resolveAttribute(android.R.attr.windowBackground, it, true)
        }.data)
    }
}
