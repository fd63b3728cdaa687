package app.ludo.android

import android.graphics.Rect
import android.view.View
import android.widget.ScrollView
import android.widget.TextView
import org.junit.After
import org.junit.Assert.assertTrue
import org.junit.Before
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.RuntimeEnvironment
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode
import java.io.File

/**
 * A small phone (320×480 dp) with the system font at 130 % and 200 %, portrait and landscape,
 * in English, Hindi and Bengali, home (also listing games set aside), settings, setup, house rules, game, rules,
 * lesson, result, records, replay and review: every text is drawn whole (no line cut off at
 * the bottom of its widget, no word cut at the side or broken across lines), every touch
 * target is at least 48 dp, every button and check box can be reached (scrolled to) and
 * tapped; on the game screen (the core's scene, whose text does not follow the font scale)
 * every item lies in the window and every one to touch is at least 44 dp. The screenshots are written to `target/screens-small/` to be looked at (not
 * golden: they would change with every font change of the machine).
 */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [36])
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class SmallScreenTest {

    @Before fun bigFont() = RuntimeEnvironment.setFontScale(1.3f)
    @After fun normalFont() = RuntimeEnvironment.setFontScale(1.0f)

    private val outDir = File(File(System.getProperty("ludo.out.dir") ?: "target/screens").absoluteFile.parentFile, "screens-small")

    private fun App.save(name: String) {
        outDir.mkdirs()
        File(outDir, "$name.png").outputStream().use { screenshot().compress(android.graphics.Bitmap.CompressFormat.PNG, 100, it) }
        // The whole length of a scrolling screen too (what lies below the window is looked at as well).
        val shot = screenshot()
        all().filterIsInstance<ScrollView>().maxByOrNull { it.height }?.getChildAt(0)?.takeIf { it.height > it.rootView.height }?.let { v ->
            val full = android.graphics.Bitmap.createBitmap(v.width, v.height, android.graphics.Bitmap.Config.ARGB_8888)
            val canvas = android.graphics.Canvas(full)
            canvas.drawColor(shot.getPixel(1, shot.height - 2))
            v.draw(canvas)
            File(outDir, "$name-full.png").outputStream().use { full.compress(android.graphics.Bitmap.CompressFormat.PNG, 100, it) }
        }
    }

    /** Texts whose laid-out lines do not fit their widget (cut off at the bottom or the side); the game's live region is never drawn. */
    private fun App.clipped(): List<String> = all().filterIsInstance<TextView>()
        .filter { it.visibility == View.VISIBLE && it.width > 0 && it.text.isNotEmpty() && it.accessibilityLiveRegion == View.ACCESSIBILITY_LIVE_REGION_NONE }
        .mapNotNull { tv ->
            val layout = tv.layout ?: return@mapNotNull null
            val innerH = tv.height - tv.totalPaddingTop - tv.totalPaddingBottom
            val innerW = tv.width - tv.totalPaddingLeft - tv.totalPaddingRight
            val tall = layout.getLineBottom(layout.lineCount - 1) - innerH
            val wide = (0 until layout.lineCount).maxOf { layout.getLineMax(it) } - innerW
            val ellipsized = (0 until layout.lineCount).any { layout.getEllipsisCount(it) > 0 }
            // A line that ends inside a word ("STEP FORWA" / "RD"): the widget is too narrow for it.
            val broken = (0 until layout.lineCount - 1).map { layout.getLineEnd(it) }
                .filter { it in 1 until tv.text.length && inWord(tv.text[it - 1]) && inWord(tv.text[it]) }
                .map { tv.text.substring(maxOf(0, it - 5), minOf(tv.text.length, it + 5)) }
            if (tall > 1 || wide > 1f || ellipsized || broken.isNotEmpty()) {
                "\"${tv.text}\" (${tv.javaClass.simpleName}: ${tall}px too tall, ${wide}px too wide, ellipsized $ellipsized, words broken $broken)"
            } else {
                null
            }
        }

    /** Empty one-line text fields whose hint is wider than the field (it is cut off at the side). */
    private fun App.clippedHints(): List<String> = all().filterIsInstance<android.widget.EditText>()
        .filter { it.isShown && it.text.isEmpty() && !it.hint.isNullOrEmpty() && it.maxLines == 1 }
        .filter { android.text.Layout.getDesiredWidth(it.hint, it.paint) > it.width - it.totalPaddingLeft - it.totalPaddingRight + 1 }
        .map { "hint \"${it.hint}\"" }

    /** A letter, digit or combining mark (Hindi and Bengali vowel signs): part of a word. */
    private fun inWord(c: Char): Boolean = c.isLetterOrDigit() ||
        Character.getType(c).let { it == Character.NON_SPACING_MARK.toInt() || it == Character.COMBINING_SPACING_MARK.toInt() }

    /** Every button and check box can be scrolled into the window and lies inside it then. */
    private fun App.unreachable(): List<String> = all().filter { it is android.widget.Button || it is android.widget.CompoundButton }
        .filter { it.visibility == View.VISIBLE && it.isShown }
        .mapNotNull { v ->
            var p = v.parent
            while (p is View && p !is ScrollView) p = p.parent
            (p as? ScrollView)?.let { s ->
                val r = Rect(0, 0, v.width, v.height)
                s.offsetDescendantRectToMyCoords(v, r)
                s.scrollTo(0, (r.top - s.height / 4).coerceAtLeast(0))
                idle()
            }
            val r = rectOf(v)
            val ok = windowRect().contains(r) && r.height() >= 1
            if (ok) null else "\"${(v as? TextView)?.text}\" at $r, window ${windowRect()}"
        }

    /**
     * What a finger can press (buttons, check boxes, spinners, text fields, clickable rows)
     * smaller than 48 dp on a side. The game view is left out: its scene's items are checked
     * by [checkGame].
     */
    private fun App.smallTargets(): List<String> {
        val min = 48 * activity.resources.displayMetrics.density - 0.5f
        return all().filter { it.isShown && it !is GameView && (it.isClickable || it is android.widget.Spinner || it is android.widget.EditText) }
            .filter { it.width < min || it.height < min }
            .map { "${(it as? TextView)?.text ?: it.javaClass.simpleName} ${it.width}×${it.height} px" }
    }

    private fun App.check(name: String) {
        save(name)
        val clipped = clipped() + clippedHints()
        assertTrue("$name: texts cut off: $clipped", clipped.isEmpty())
        val small = smallTargets()
        assertTrue("$name: touch targets under 48 dp: $small", small.isEmpty())
        val unreachable = unreachable()
        assertTrue("$name: widgets out of reach: $unreachable", unreachable.isEmpty())
        all().filterIsInstance<ScrollView>().forEach { it.scrollTo(0, 0) }
        idle()
    }

    /**
     * The game screen is the core's scene: every item to touch is at least 44 dp on a side,
     * and every item (touched or read) lies in the window.
     */
    private fun App.checkGame(name: String) {
        waitUntil("the game's first update") { state != null && frame != null }
        idleToPulsePhase()
        check(name)
        val r = rectOf(game!!)
        assertTrue("$name: the game view ($r) fills the window ${windowRect()}", r == windowRect())
        val f = frame!!
        assertTrue("$name: the scene has items", f.hits.size > 5)
        for (h in f.hits) {
            assertTrue("$name: ${h.label} (${h.x}, ${h.y}, ${h.w}×${h.h}) outside the ${f.width}×${f.height} screen",
                h.x >= -0.01f && h.y >= -0.01f && h.x + h.w <= f.width + 0.01f && h.y + h.h <= f.height + 0.01f)
            if (h.action != org.ludo.core.SceneAction.None) assertTrue("$name: ${h.label} is ${h.w}×${h.h} dp", h.w >= 43.99f && h.h >= 43.99f)
        }
    }

    private fun screens(suffix: String) {
        val app = App.launch()
        app.check("home-$suffix")
        app.openSettings()
        app.check("settings-$suffix")
        app.tap(app.str("back"))
        app.newGame()
        app.check("setup-$suffix")
        app.openHouseRules()
        app.check("house-rules-$suffix")
        app.closeHouseRules()
        app.tap(app.str("setup_start"))
        app.checkGame("game-$suffix")
        app.goHome()
        app.tap(app.str("home_rules"))
        app.check("rules-$suffix")
        app.tap(app.str("back"))
        app.tap(app.str("home_tutorial"))
        app.checkGame("tutorial-$suffix")
    }

    @Test @Config(qualifiers = "w320dp-h480dp-port-hdpi") fun smallPortraitBigFont() = screens("small-port")
    @Test @Config(qualifiers = "w480dp-h320dp-land-hdpi") fun smallLandscapeBigFont() = screens("small-land")

    // Hindi and Bengali: longer words than English (the setup's rule labels, the buttons).
    @Test @Config(qualifiers = "hi-w320dp-h480dp-port-hdpi") fun smallPortraitBigFontHindi() = screens("small-port-hi")
    @Test @Config(qualifiers = "hi-w480dp-h320dp-land-hdpi") fun smallLandscapeBigFontHindi() = screens("small-land-hi")
    @Test @Config(qualifiers = "bn-w320dp-h480dp-port-hdpi") fun smallPortraitBigFontBengali() = screens("small-port-bn")
    @Test @Config(qualifiers = "bn-w480dp-h320dp-land-hdpi") fun smallLandscapeBigFontBengali() = screens("small-land-bn")

    /** The game screen alone (a new game, then the lesson) of a phone of another size. */
    private fun game(suffix: String) {
        val app = App.launch()
        app.newGame()
        app.tap(app.str("setup_start"))
        app.checkGame("game-$suffix")
        app.goHome()
        app.tap(app.str("home_tutorial"))
        app.checkGame("tutorial-$suffix")
    }

    // A 320×568 dp phone, both orientations, three languages: the game screen's items.
    @Test @Config(qualifiers = "w320dp-h568dp-port-hdpi") fun gameOn568Portrait() = game("568-port")
    @Test @Config(qualifiers = "w568dp-h320dp-land-hdpi") fun gameOn568Landscape() = game("568-land")
    @Test @Config(qualifiers = "hi-w320dp-h568dp-port-hdpi") fun gameOn568PortraitHindi() = game("568-port-hi")
    @Test @Config(qualifiers = "hi-w568dp-h320dp-land-hdpi") fun gameOn568LandscapeHindi() = game("568-land-hi")
    @Test @Config(qualifiers = "bn-w320dp-h568dp-port-hdpi") fun gameOn568PortraitBengali() = game("568-port-bn")
    @Test @Config(qualifiers = "bn-w568dp-h320dp-land-hdpi") fun gameOn568LandscapeBengali() = game("568-land-bn")

    private fun result(suffix: String) {
        Positions.install(Positions.finished())
        val app = App.launch()
        app.waitUntil("the result") { app.resultShown() }
        app.checkGame("result-$suffix")
    }

    /** The result of a finished game on the small screen (placements, dice verified, play again). */
    @Test @Config(qualifiers = "w320dp-h480dp-port-hdpi") fun resultSmallPortraitBigFont() = result("small-port")
    @Test @Config(qualifiers = "hi-w320dp-h480dp-port-hdpi") fun resultSmallPortraitBigFontHindi() = result("small-port-hi")
    @Test @Config(qualifiers = "bn-w320dp-h480dp-port-hdpi") fun resultSmallPortraitBigFontBengali() = result("small-port-bn")

    // The font at 200 % (the largest the system offers): the same screens.
    @Test @Config(qualifiers = "w320dp-h480dp-port-hdpi") fun smallPortraitHugeFont() = huge { screens("small-port-200") }
    @Test @Config(qualifiers = "w480dp-h320dp-land-hdpi") fun smallLandscapeHugeFont() = huge { screens("small-land-200") }
    @Test @Config(qualifiers = "bn-w320dp-h480dp-port-hdpi") fun smallPortraitHugeFontBengali() = huge { screens("small-port-200-bn") }
    @Test @Config(qualifiers = "hi-w480dp-h320dp-land-hdpi") fun smallLandscapeHugeFontHindi() = huge { screens("small-land-200-hi") }
    @Test @Config(qualifiers = "w320dp-h480dp-port-hdpi") fun resultSmallPortraitHugeFont() = huge { result("small-port-200") }
    @Test @Config(qualifiers = "hi-w320dp-h480dp-port-hdpi") fun resultSmallPortraitHugeFontHindi() = huge { result("small-port-200-hi") }

    private fun huge(body: () -> Unit) {
        RuntimeEnvironment.setFontScale(2.0f)
        body()
    }

    /**
     * Home listing games set aside (one damaged), the records with a recorded game of
     * "Asha", its replay, and the review of that game with a decision's position shown.
     */
    private fun others(suffix: String) {
        MainActivity.reviewRolloutsOverride = 2
        try {
            val dir = RuntimeEnvironment.getApplication().filesDir
            File(dir, "game.json.replaced-1").writeText(Positions.midGame())
            File(dir, "game.json.replaced-2").writeText("{")
            val id = app.ludo.shell.CoreRecords.open(File(dir, RECORDS_DB).path)!!.use { it.addProfile("Asha")!!.id }
            Positions.install(Positions.finished(profile = id))
            val app = App.launch()
            app.waitUntil("the result") { app.resultShown() }
            app.goHome()
            app.label(app.str("home_set_aside"))
            app.check("home-aside-$suffix")
            app.tap(app.str("home_records"))
            app.label("Asha")
            app.check("records-$suffix")
            // A name on a button keeps its case: drawn "Rename Asha", not "RENAME ASHA".
            val rename = app.button(app.str("records_rename", "Asha"))
            assertTrue(rename.layout.text.toString(), rename.layout.text.contains("Asha"))
            app.tap(app.str("btn_replay"))
            repeat(3) { app.tap(app.str("btn_step_forward")) }
            app.check("replay-$suffix")
            app.tap(app.str("back"))
            app.tap(app.str("back"))
            app.tap(app.str("home_review"))
            app.waitUntil("the review", realMs = 120_000) { app.review?.let { !it.running && it.note == null } == true }
            val ui = app.review!!
            val i = ui.decisions.indexOfFirst { it.best != it.played }.coerceAtLeast(0)
            app.tap(app.button(ui.lines[i]))
            app.idle(100)
            app.check("review-$suffix")
        } finally {
            MainActivity.reviewRolloutsOverride = null
        }
    }

    @Test @Config(qualifiers = "w320dp-h480dp-port-hdpi") fun otherScreensSmallPortraitBigFont() = others("small-port")
    @Test @Config(qualifiers = "w480dp-h320dp-land-hdpi") fun otherScreensSmallLandscapeBigFont() = others("small-land")
    @Test @Config(qualifiers = "w320dp-h480dp-port-hdpi") fun otherScreensSmallPortraitHugeFont() = huge { others("small-port-200") }
    @Test @Config(qualifiers = "w480dp-h320dp-land-hdpi") fun otherScreensSmallLandscapeHugeFont() = huge { others("small-land-200") }
    @Test @Config(qualifiers = "bn-w320dp-h480dp-port-hdpi") fun otherScreensSmallPortraitHugeFontBengali() = huge { others("small-port-200-bn") }
    @Test @Config(qualifiers = "hi-w480dp-h320dp-land-hdpi") fun otherScreensSmallLandscapeBigFontHindi() = others("small-land-hi")
}
