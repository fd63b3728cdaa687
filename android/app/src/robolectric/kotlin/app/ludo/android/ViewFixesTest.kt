package app.ludo.android

import android.Manifest
import android.content.pm.PackageManager
import android.graphics.Rect
import android.graphics.drawable.AdaptiveIconDrawable
import android.os.VibrationAttributes
import android.os.VibratorManager
import android.view.View
import android.view.accessibility.AccessibilityEvent
import android.view.accessibility.AccessibilityManager
import android.widget.TextView
import app.ludo.shell.BackgroundSaveStore
import app.ludo.shell.HapticKind
import app.ludo.shell.PlayerColor
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.RuntimeEnvironment
import org.robolectric.Shadows.shadowOf
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode
import org.robolectric.util.ReflectionHelpers

/** What the Activity and its views do besides the game: haptics, speech, panel, save, icon, permissions. */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [36], qualifiers = PHONE)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class ViewFixesTest {

    @Test
    fun patternedHapticsAreTouchFeedbackOnTheDefaultVibrator() {
        val ctx = RuntimeEnvironment.getApplication()
        val vibrator = ctx.getSystemService(VibratorManager::class.java).defaultVibrator
        shadowOf(vibrator).setHasVibrator(true)
        AndroidHaptics(ctx) { null }.play(HapticKind.CAPTURE)
        val attrs = shadowOf(vibrator).vibrationAttributesFromLastVibration as VibrationAttributes
        assertEquals(VibrationAttributes.USAGE_TOUCH, attrs.usage)
        assertEquals(listOf(0L, 40L, 60L, 70L), shadowOf(vibrator).pattern.toList())
    }

    @Test
    fun whatHappenedIsSpokenOnceThroughOneLiveRegion() {
        val am = RuntimeEnvironment.getApplication().getSystemService(AccessibilityManager::class.java)
        shadowOf(am).setEnabled(true)
        val app = App.launch()
        app.startQuickGame(touch = true)
        app.waitUntil("the die") { app.dieNode()?.clickable == true }
        val live = app.all().filter { it.accessibilityLiveRegion != View.ACCESSIBILITY_LIVE_REGION_NONE }
        assertEquals("live regions: ${live.map { (it as? TextView)?.text }}", 1, live.size)
        val region = live.single() as TextView
        // Every text the region shows: the CPU's instant roll may replace the person's within one looper step.
        val shown = java.util.Collections.synchronizedList(ArrayList<String>())
        region.addTextChangedListener(object : android.text.TextWatcher {
            override fun beforeTextChanged(s: CharSequence?, start: Int, count: Int, after: Int) {}
            override fun onTextChanged(s: CharSequence?, start: Int, before: Int, count: Int) {}
            override fun afterTextChanged(s: android.text.Editable?) { shown.add(s.toString()) }
        })
        app.tap(app.dieNode()!!)
        app.waitUntil("the roll is said") { shown.any { it.contains(app.str("name_yellow")) } }
        val said = shown.first { it.contains(app.str("name_yellow")) }
        assertTrue("the live region says the roll in words, without the symbol: $said", !said.contains("○"))
        val announcements = shadowOf(am).sentAccessibilityEvents.filter { it.eventType == AccessibilityEvent.TYPE_ANNOUNCEMENT }
        assertEquals("announceForAccessibility on top of the live region", emptyList<AccessibilityEvent>(), announcements)
    }

    @Test
    fun portraitBoardTakesWhatItNeedsAndTheSeatButtonsShow() {
        val app = App.launch()
        app.newGame()
        // Four people (pass-and-play): four seat buttons ("hand to the CPU").
        for (c in listOf("blue", "red", "green")) app.choose(app.spinnerAfter(app.player(c)), app.str("seat_person"))
        app.tap(app.str("setup_start"))
        app.idle()
        val g = app.game!!
        val density = app.activity.resources.displayMetrics.density
        assertTrue("board view ${g.width}x${g.height}: the die band is padded out", g.height <= g.width + (112 * density).toInt() + 1)
        val seats = listOf("yellow", "blue", "red", "green").map {
            app.buttonOrNull(app.str("btn_to_cpu", app.player(it))) ?: app.button(app.str("btn_to_person", app.player(it)))
        }
        for (b in seats) {
            val r = Rect()
            assertTrue("\"${b.text}\" is scrolled out of sight", b.getGlobalVisibleRect(r) && r.height() == b.height)
        }
    }

    @Test
    fun autosaveGoesThroughTheBackgroundWriter() {
        val app = App.launch()
        assertTrue(ReflectionHelpers.getField<Any>(app.activity, "store") is BackgroundSaveStore)
        app.startQuickGame(touch = true)
        assertNotNull("no autosave after Start", app.saveBytes())
    }

    @Test
    fun adaptiveLauncherIconWithThemedLayer() {
        val ctx = RuntimeEnvironment.getApplication()
        // What a launcher loads (Robolectric's PackageManager.getApplicationIcon skips the monochrome layer).
        val icon = ctx.getDrawable(ctx.applicationInfo.icon)!!
        assertTrue("launcher icon is ${icon.javaClass.simpleName}", icon is AdaptiveIconDrawable)
        icon as AdaptiveIconDrawable
        assertNotNull(icon.background)
        assertNotNull(icon.foreground)
        assertNotNull("no monochrome layer for themed icons", icon.monochrome)
    }

    @Test
    fun onlyTheVibratePermission() {
        val ctx = RuntimeEnvironment.getApplication()
        val info = ctx.packageManager.getPackageInfo(ctx.packageName, PackageManager.GET_PERMISSIONS)
        assertEquals(listOf(Manifest.permission.VIBRATE), info.requestedPermissions?.toList() ?: emptyList<String>())
    }

    /**
     * TalkBack reads the colour, not the owner symbol ("Yellow ○" would be read "Yellow white
     * circle"), as the iOS app labels its seats: every text with a symbol (setup rows, seat
     * buttons, dice lines, the "ready" prompt) carries a description without it.
     */
    @Test
    fun talkBackHearsColoursWithoutTheOwnerSymbols() {
        val app = App.launch()
        app.newGame()
        fun check(where: String): Int {
            val marked = app.all().filterIsInstance<android.widget.TextView>()
                .filter { tv -> PlayerColor.entries.any { tv.text.contains(it.symbol) } }
            for (tv in marked) {
                val said = tv.contentDescription?.toString()
                assertTrue("$where: \"${tv.text}\" is read as \"$said\"", said != null && PlayerColor.entries.none { said.contains(it.symbol) })
                assertTrue("$where: \"$said\" keeps the words", said!!.isNotBlank() && tv.text.toString().startsWith(said.substringBefore(' ')))
            }
            return marked.size
        }
        assertTrue("the setup names the four colours", check("setup") >= 4)
        for (c in listOf("blue", "red", "green")) app.choose(app.spinnerAfter(app.player(c)), app.str("seat_person"))
        app.tap(app.str("setup_start"))
        app.waitUntil("the game") { app.state != null }
        app.idle()
        val button = app.button(app.str("btn_to_cpu", app.player("red")))
        assertEquals(app.str("btn_to_cpu", app.str("color_red")), button.contentDescription.toString())
        assertTrue("seat buttons and dice lines", check("game") >= 8)
    }
}
