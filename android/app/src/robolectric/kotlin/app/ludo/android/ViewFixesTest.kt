package app.ludo.android

import android.Manifest
import android.content.pm.PackageManager
import android.graphics.drawable.AdaptiveIconDrawable
import android.os.VibrationAttributes
import android.os.VibratorManager
import android.view.View
import android.view.accessibility.AccessibilityEvent
import android.view.accessibility.AccessibilityManager
import android.widget.TextView
import app.ludo.shell.SaveStore
import app.ludo.shell.HapticKind
import app.ludo.shell.PlayerColor
import org.ludo.core.SceneAction
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
        app.waitUntil("the die") { app.hitOrNull(SceneAction.Roll) != null }
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
        app.tap(SceneAction.Roll)
        app.waitUntil("the roll is said") { shown.any { it.contains(app.str("name_yellow")) } }
        val said = shown.first { it.contains(app.str("name_yellow")) }
        assertTrue("the live region says the roll in words, without the symbol: $said", !said.contains("○"))
        val announcements = shadowOf(am).sentAccessibilityEvents.filter { it.eventType == AccessibilityEvent.TYPE_ANNOUNCEMENT }
        assertEquals("announceForAccessibility on top of the live region", emptyList<AccessibilityEvent>(), announcements)
    }

    /** The game screen is the scene, edge to edge; with four people, four seat panels lie in the window. */
    @Test
    fun theGameScreenIsTheSceneWithEverySeatsPanel() {
        val app = App.launch()
        app.newGame()
        for (c in listOf("blue", "red", "green")) app.choose(app.spinnerAfter(app.player(c)), app.str("seat_person"))
        app.tap(app.str("setup_start"))
        app.waitUntil("the game's first update") { app.frame != null }
        val g = app.game!!
        assertEquals("the scene fills the window", app.windowRect(), app.rectOf(g))
        val d = app.density
        assertEquals(g.width / d, app.frame!!.width, 0.01f)
        assertEquals(g.height / d, app.frame!!.height, 0.01f)
        // Kind 2 of the core's ids: a seat's panel.
        val panels = app.hits().filter { it.id shr 24 == 2u }
        assertEquals(4, panels.size)
        for (p in panels) {
            assertTrue(p.label, p.x >= 0 && p.y >= 0 && (p.x + p.w) * d <= g.width + 1 && (p.y + p.h) * d <= g.height + 1)
        }
        // No widget of the old panel is left: no button or field; the one text is the live region.
        assertTrue("widgets on the game screen", app.all().none { it is android.widget.Button || it is android.widget.EditText })
        val texts = app.all().filterIsInstance<TextView>()
        assertEquals(1, texts.size)
        assertEquals(View.ACCESSIBILITY_LIVE_REGION_POLITE, texts.single().accessibilityLiveRegion)
    }

    @Test
    fun autosaveGoesThroughTheCoresGameStore() {
        val app = App.launch()
        assertTrue(ReflectionHelpers.getField<Any>(app.activity, "saves") is SaveStore)
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
     * circle"), as the iOS app labels its seats: every text with a symbol (setup rows, the dice
     * statistics) carries a description without it, and the scene's items are said without them.
     */
    @Test
    fun talkBackHearsColoursWithoutTheOwnerSymbols() {
        val app = App.launch()
        app.newGame()
        fun check(where: String, root: View = app.activity.window.decorView): Int {
            val marked = app.all(root).filterIsInstance<android.widget.TextView>()
                // (A decoration TalkBack skips, a seat tile's symbol disc, says nothing.)
                .filter { tv -> tv.isImportantForAccessibility && PlayerColor.entries.any { tv.text.contains(it.symbol) } }
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
        app.waitUntil("the game") { app.state != null && app.frame != null }
        val labels = app.nodes().map { it.text }
        assertTrue(labels.toString(), labels.isNotEmpty() && labels.none { l -> PlayerColor.entries.any { l.contains(it.symbol) } })
        // The dice statistics: a line per seat, read without the symbol.
        app.tap(SceneAction.DiceStats)
        val dialog = org.robolectric.shadows.ShadowAlertDialog.getLatestAlertDialog() as android.app.AlertDialog
        assertTrue(dialog.isShowing)
        assertEquals("a line per seat", 4, check("dice statistics", dialog.window!!.decorView))
    }
}
