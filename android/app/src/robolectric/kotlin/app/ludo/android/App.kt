package app.ludo.android

import android.graphics.Bitmap
import android.graphics.Canvas
import android.graphics.Rect
import android.os.Bundle
import android.os.Looper
import android.os.SystemClock
import android.view.MotionEvent
import android.view.View
import android.view.ViewGroup
import android.view.accessibility.AccessibilityNodeInfo
import android.widget.Button
import android.widget.CheckBox
import android.widget.ScrollView
import android.widget.Spinner
import android.widget.TextView
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertTrue
import org.junit.Assert.fail
import org.robolectric.Robolectric
import org.robolectric.Shadows.shadowOf
import org.robolectric.android.controller.ActivityController
import org.robolectric.shadows.ShadowListPopupWindow
import org.ludo.core.SceneAction
import org.ludo.core.SceneFrame
import org.ludo.core.SceneHit
import org.robolectric.util.ReflectionHelpers
import java.io.File
import java.time.Duration

/**
 * Drives the real [MainActivity] the way a person does: finds widgets by the texts on
 * screen (from the app's string resources), taps them with real [MotionEvent]s at their
 * place on screen (so a widget hidden, covered or scrolled away cannot be tapped), plays
 * the game screen by tapping the centres of the scene's hit areas, or through the
 * accessibility actions only (what TalkBack sends). Time is Robolectric's paused main looper: [idle] advances the clock, so
 * CPU turns (a 650 ms pause + the move animation) cost no real time.
 */
class App(val controller: ActivityController<MainActivity>) {
    val activity: MainActivity get() = controller.get()
    private val decor: View get() = activity.window.decorView

    /** A string of the app in the current configuration's language. */
    fun str(name: String, vararg args: Any): String {
        val id = activity.resources.getIdentifier(name, "string", activity.packageName)
        check(id != 0) { "no string $name" }
        return activity.getString(id, *args)
    }

    // ----- time -----

    /**
     * Runs the main looper for [ms] of simulated time, then until the records and files
     * threads have answered what the screen asked them (the records screen reads SQLite there,
     * home and a game reopened read the save files, and post back; that takes real time).
     */
    fun idle(ms: Long = 0) {
        val looper = shadowOf(Looper.getMainLooper())
        if (ms == 0L) looper.idle() else looper.idleFor(Duration.ofMillis(ms))
        val end = System.nanoTime() + 10_000_000_000
        while (activity.backgroundPending > 0) {
            if (System.nanoTime() > end) fail("the records thread did not answer")
            Thread.sleep(1)
            looper.idle()
        }
    }

    /**
     * Runs the looper (and gives the core's worker threads real time: CPU moves are computed
     * off the main thread) until [cond] holds; fails after [realMs] of real time.
     */
    fun waitUntil(what: String, realMs: Long = 20_000, stepMs: Long = 50, cond: () -> Boolean) {
        val end = System.nanoTime() + realMs * 1_000_000
        while (true) {
            idle(stepMs)
            if (cond()) return
            if (System.nanoTime() > end) fail("timed out waiting for: $what")
            Thread.sleep(1)
        }
    }

    // ----- views -----

    fun all(root: View = decor): List<View> {
        val out = ArrayList<View>()
        fun walk(v: View) {
            if (v.visibility != View.VISIBLE) return
            out.add(v)
            if (v is ViewGroup) for (i in 0 until v.childCount) walk(v.getChildAt(i))
        }
        walk(root)
        return out
    }

    fun texts(): List<String> = all().filterIsInstance<TextView>().map { it.text.toString() }

    fun buttonOrNull(text: String): Button? = all().filterIsInstance<Button>().firstOrNull { it.text.toString() == text }

    fun button(text: String): Button = buttonOrNull(text) ?: error("no button \"$text\" on screen: ${texts()}")

    fun checkBox(text: String): CheckBox = all().filterIsInstance<CheckBox>().firstOrNull { it.text.toString() == text }
        ?: error("no check box \"$text\" on screen: ${texts()}")

    /** The setup screen's exit-number button of [face] (TalkBack says "Exit number 1"). */
    fun exitFace(face: Int): android.widget.ToggleButton = all().filterIsInstance<android.widget.ToggleButton>()
        .firstOrNull { it.contentDescription?.toString() == "${str("rule_exit_numbers")} $face" }
        ?: error("no exit face $face on screen: ${texts()}")

    /** The faces whose exit-number button is on. */
    fun exitFacesOn(): List<Int> = (1..6).filter { exitFace(it).isChecked }

    /** The items of [spinner]'s list, in order. */
    fun items(spinner: Spinner): List<String> = (0 until spinner.adapter.count).map { spinner.adapter.getItem(it).toString() }

    /** A text on screen that is not a button (a title or label). */
    fun label(text: String): TextView = all().filterIsInstance<TextView>().firstOrNull { it !is Button && it.text.toString() == text }
        ?: error("no label \"$text\" on screen: ${texts()}")

    /** The first spinner after the label [text] in the same row or column, or inside a card after it (setup screens). */
    fun spinnerAfter(text: String): Spinner {
        val l = label(text)
        val parent = l.parent as ViewGroup
        // The spinner itself, or the first one inside a card that follows (the house rules' presets).
        return (parent.indexOfChild(l) + 1 until parent.childCount).map { parent.getChildAt(it) }
            .firstNotNullOfOrNull { v -> v as? Spinner ?: (v as? ViewGroup)?.let { all(it).filterIsInstance<Spinner>().firstOrNull() } }
            ?: error("no spinner after \"$text\"")
    }

    /**
     * Opens [spinner] and picks [item] from its drop-down list: by touch (a tap on the
     * spinner, then on the item in the pop-up window) or by TalkBack's click actions.
     */
    fun choose(spinner: Spinner, item: String, touch: Boolean = true) {
        if (touch) tap(spinner) else a11yClick(spinner)
        idle()
        val popup = ShadowListPopupWindow.getLatestListPopupWindow()
        assertNotNull("the spinner opened no list", popup)
        assertTrue("the list is not showing", popup.isShowing)
        val list = popup.listView!!
        val row = (0 until list.childCount).map { list.getChildAt(it) }.firstOrNull { (it as? TextView)?.text?.toString() == item }
            ?: error("\"$item\" not in the list: ${(0 until list.childCount).map { (list.getChildAt(it) as? TextView)?.text }}")
        if (touch) {
            // The list lives in its own window: dispatch from that window's root. The row's place
            // is the list's plus the row's offset in it: the list's selected row (the spinner's
            // current item) can be a child not attached to the window, whose own
            // getLocationInWindow says (0, 0), and a tap there picked the first item instead.
            val loc = IntArray(2)
            list.getLocationInWindow(loc)
            val x = loc[0] + row.left + row.width / 2f
            val y = loc[1] + row.top + row.height / 2f
            val t = SystemClock.uptimeMillis()
            val win = row.rootView
            MotionEvent.obtain(t, t, MotionEvent.ACTION_DOWN, x, y, 0).also { win.dispatchTouchEvent(it); it.recycle() }
            idle(60)
            MotionEvent.obtain(t, t + 60, MotionEvent.ACTION_UP, x, y, 0).also { win.dispatchTouchEvent(it); it.recycle() }
            idle(300) // the list clicks after its pressed-state delay
        } else {
            assertTrue("TalkBack click on \"$item\"", row.performAccessibilityAction(AccessibilityNodeInfo.ACTION_CLICK, null))
        }
        idle()
        assertEquals(item, spinner.selectedItem?.toString())
        assertTrue("the list stayed open", !popup.isShowing)
    }

    val game: GameView? get() = all().filterIsInstance<GameView>().firstOrNull()

    /** The view's rectangle in window coordinates. */
    fun rectOf(v: View): Rect {
        val loc = IntArray(2)
        v.getLocationInWindow(loc)
        return Rect(loc[0], loc[1], loc[0] + v.width, loc[1] + v.height)
    }

    /** The part of the window the user sees (the decor view's size). */
    fun windowRect(): Rect = Rect(0, 0, decor.width, decor.height)

    // ----- touch -----

    /** A finger down and up at window point (x, y), dispatched from the top of the window ([root]: a dialog's). */
    fun tapAt(x: Float, y: Float, root: View = decor) {
        val t = SystemClock.uptimeMillis()
        val down = MotionEvent.obtain(t, t, MotionEvent.ACTION_DOWN, x, y, 0)
        val up = MotionEvent.obtain(t, t + 60, MotionEvent.ACTION_UP, x, y, 0)
        root.dispatchTouchEvent(down)
        idle(60)
        root.dispatchTouchEvent(up)
        down.recycle()
        up.recycle()
        idle()
    }

    /**
     * Taps the middle of [v] where it is on screen. A view inside a ScrollView is first
     * scrolled into sight the way a person would (a fling is not simulated: scrollTo).
     * Fails when the centre is outside the window: the person could not reach it.
     */
    fun tap(v: View) {
        scrollIntoView(v)
        val r = rectOf(v)
        val window = Rect(0, 0, v.rootView.width, v.rootView.height)
        assertTrue("${describe(v)} is outside the window $r vs $window", window.contains(r.centerX(), r.centerY()))
        tapAt(r.exactCenterX(), r.exactCenterY(), v.rootView)
    }

    fun tap(text: String) = tap(button(text))

    private fun scrollIntoView(v: View) {
        var p = v.parent
        while (p is View) {
            if (p is ScrollView) {
                val r = Rect(0, 0, v.width, v.height)
                p.offsetDescendantRectToMyCoords(v, r)
                if (r.top < p.scrollY || r.bottom > p.scrollY + p.height) {
                    p.scrollTo(0, (r.centerY() - p.height / 2).coerceAtLeast(0))
                    idle()
                }
            }
            p = p.parent
        }
    }

    private fun describe(v: View) = (v as? TextView)?.text?.let { "\"$it\"" } ?: v.javaClass.simpleName

    // ----- accessibility -----

    /** Clicks a widget the way TalkBack does (its accessibility action, no touch). */
    fun a11yClick(v: View) {
        val info = v.createAccessibilityNodeInfo()
        assertTrue("${describe(v)} is not clickable for accessibility", info.isClickable && info.isEnabled)
        assertTrue(v.performAccessibilityAction(AccessibilityNodeInfo.ACTION_CLICK, null))
        idle()
    }

    // ----- the play screen: the core's scene -----

    val density: Float get() = activity.resources.displayMetrics.density

    /**
     * The frame on screen now, null off the game screen. Robolectric runs the display's frame
     * callbacks but never draws a window, so the view is drawn here as the display would at
     * this moment of the animation clock: its onDraw builds the frame (taps answer from it).
     */
    val frame: SceneFrame?
        get() {
            val g = game ?: return null
            if (g.width > 0 && g.height > 0) g.draw(Canvas(probe))
            return g.frame
        }

    /** A pixel to draw the game view into: onDraw runs in full, the canvas clips the work away. */
    private val probe: Bitmap by lazy { Bitmap.createBitmap(1, 1, Bitmap.Config.ARGB_8888) }

    /** The frame's hit areas: what a finger and TalkBack can reach, in reading order. */
    fun hits(): List<SceneHit> = frame?.hits.orEmpty()

    fun hitOrNull(action: SceneAction): SceneHit? = hits().firstOrNull { it.action == action }

    fun hit(action: SceneAction): SceneHit = hitOrNull(action) ?: error("no $action on the scene: ${hits().map { "${it.label} ${it.action}" }}")

    /** What the person can do on the board now: roll or move (first the die, then tokens and squares), or null. */
    fun offer(): SceneHit? = hits().firstOrNull { it.action == SceneAction.Roll || it.action is SceneAction.Move }

    /** The die's hit area (kind 3 of the core's ids), whether it can be rolled or not. */
    fun dieHit(): SceneHit? = hits().firstOrNull { it.id shr 24 == DIE_KIND }

    /** The scene says [text] (a hit area's words: the status, a panel, the tip card, the result card). */
    fun onScene(text: String): Boolean = hits().any { it.label == text }

    /** The result card (or the lesson's end) shows: it offers to play again. */
    fun resultShown(): Boolean = hitOrNull(SceneAction.PlayAgain) != null

    /** Taps the middle of [h] with a real touch on the game view (the scene's points × density). */
    fun tap(h: SceneHit) {
        val r = rectOf(game!!)
        assertTrue("${h.label} is outside the window", windowRect().contains(Rect(r.left, r.top, r.right, r.bottom)))
        tapAt(r.left + (h.x + h.w / 2f) * density, r.top + (h.y + h.h / 2f) * density)
    }

    fun tap(action: SceneAction) = tap(hit(action))

    /** Leaves the game for home: the result card's Home, else the menu's Home (a tap on its row). */
    fun goHome() {
        // The scene shows once the table's first update is in (from its delivery thread).
        waitUntil("the scene's menu or Home") { hitOrNull(SceneAction.Home) != null || hitOrNull(SceneAction.Menu) != null }
        val home = hitOrNull(SceneAction.Home)
        if (home != null) return tap(home)
        tap(SceneAction.Menu)
        chooseInDialog(str("btn_home"))
    }

    /** Taps the row [item] of the list dialog on screen (the game menu), in its own window. */
    fun chooseInDialog(item: String) {
        val dialog = org.robolectric.shadows.ShadowAlertDialog.getLatestAlertDialog()?.takeIf { it.isShowing }
            ?: error("no dialog on screen")
        val list = dialog.listView ?: error("the dialog has no list")
        val items = (0 until list.adapter.count).map { list.adapter.getItem(it).toString() }
        val i = items.indexOf(item).takeIf { it >= 0 } ?: error("\"$item\" not in the dialog: $items")
        // Scrolled into sight first, as a person would on a short screen with a large font.
        list.setSelection(i)
        idle()
        val row = list.getChildAt(i - list.firstVisiblePosition) ?: error("\"$item\" is not shown")
        tapRow(list, row)
        assertTrue("the dialog stayed open", !dialog.isShowing)
    }

    /** Closes every dialog still showing (Back on each). */
    fun dismissDialogs() {
        org.robolectric.shadows.ShadowDialog.getShownDialogs().filter { it.isShowing }.forEach { it.dismiss() }
        idle()
    }

    /** A real touch on [row] of [list], dispatched in the list's window. */
    private fun tapRow(list: android.widget.ListView, row: View) {
        val loc = IntArray(2)
        list.getLocationInWindow(loc)
        val x = loc[0] + row.left + row.width / 2f
        val y = loc[1] + row.top + row.height / 2f
        val t = SystemClock.uptimeMillis()
        val win = row.rootView
        MotionEvent.obtain(t, t, MotionEvent.ACTION_DOWN, x, y, 0).also { win.dispatchTouchEvent(it); it.recycle() }
        idle(60)
        MotionEvent.obtain(t, t + 60, MotionEvent.ACTION_UP, x, y, 0).also { win.dispatchTouchEvent(it); it.recycle() }
        idle(300) // the list clicks after its pressed-state delay
        idle()
    }

    /** One virtual node of the game view (what TalkBack reads and double-taps). */
    data class Node(val id: Int, val text: String, val clickable: Boolean, val bounds: Rect, val className: String)

    /** The game view's virtual nodes, through its AccessibilityNodeProvider, in the order it lists them. */
    fun nodes(): List<Node> {
        val g = game ?: return emptyList()
        val provider = g.accessibilityNodeProvider
        val root = provider.createAccessibilityNodeInfo(View.NO_ID) ?: error("no root node")
        return (0 until root.childCount).mapNotNull { i ->
            // AccessibilityNodeInfo.getChildId is hidden; the virtual id is its high 32 bits.
            val childId: Long = ReflectionHelpers.callInstanceMethod(root, "getChildId", ReflectionHelpers.ClassParameter.from(Int::class.javaPrimitiveType, i))
            val id = (childId ushr 32).toInt()
            val info = provider.createAccessibilityNodeInfo(id) ?: return@mapNotNull null
            val b = Rect()
            @Suppress("DEPRECATION") info.getBoundsInParent(b)
            Node(id, info.contentDescription?.toString() ?: "", info.isClickable, b, info.className.toString())
        }
    }

    /** The node of [h] (its id is the hit's). */
    fun node(h: SceneHit): Node = nodes().firstOrNull { it.id == h.id.toInt() } ?: error("no node for ${h.label}")

    /** Focuses then double-taps a node through the provider, as TalkBack does. */
    fun a11yClick(node: Node): Boolean {
        val p = game!!.accessibilityNodeProvider
        p.performAction(node.id, AccessibilityNodeInfo.ACTION_ACCESSIBILITY_FOCUS, Bundle())
        val ok = p.performAction(node.id, AccessibilityNodeInfo.ACTION_CLICK, Bundle())
        idle()
        return ok
    }

    /** Does what [h] offers by touch or by TalkBack's action on its node. */
    fun press(h: SceneHit, touch: Boolean) {
        if (touch) tap(h) else assertTrue("TalkBack click on ${h.label}", a11yClick(node(h)))
    }

    // ----- files -----

    val saveFile: File get() = File(activity.filesDir, "current.json")

    /** The games set aside in the store (the `.json` files under `abandoned/`), by name, once the saves handed in are written. */
    fun keptFiles(): Map<String, ByteArray> {
        flushSave()
        return keptIn(activity.filesDir)
    }

    /** Waits for the app's autosaves in flight (the game store's writer thread writes them). */
    fun flushSave() {
        ReflectionHelpers.getField<app.ludo.shell.SaveStore>(activity, "saves").flush()
    }

    /** The game store the app's tables write through (the core's, one per folder in the process). */
    val store: org.ludo.core.LudoStore
        get() = ReflectionHelpers.getField<app.ludo.shell.SaveStore>(activity, "saves").tables!!

    /** The screen's state as the game controller has it (null off the game screen). */
    val state: app.ludo.shell.UiState?
        get() = ReflectionHelpers.getField<app.ludo.shell.GameController>(activity, "controller").state

    /** The autosave file's bytes once every write handed in so far is on disk. */
    fun saveBytes(): ByteArray? {
        flushSave()
        return saveFile.takeIf { it.isFile }?.readBytes()
    }

    /** Runs the looper for [virtualMs] in steps, giving worker threads real time too. */
    fun runFor(virtualMs: Long, stepMs: Long = 250) {
        var t = 0L
        while (t < virtualMs) { idle(stepMs); Thread.sleep(2); t += stepMs }
    }

    /** Runs the looper for [realMs] of real time (the core's table runs on the real clock). */
    fun runReal(realMs: Long) {
        val end = System.nanoTime() + realMs * 1_000_000
        while (System.nanoTime() < end) { idle(50); Thread.sleep(10) }
    }

    // ----- pixels -----

    /** The whole window as the person sees it, drawn by the real views on a real Canvas. */
    fun screenshot(): Bitmap {
        val bmp = Bitmap.createBitmap(decor.width, decor.height, Bitmap.Config.ARGB_8888)
        decor.draw(Canvas(bmp))
        return bmp
    }

    companion object {
        /** The die's kind in the core's hit ids (`HitArea::key(kind, index)`: kind in the top byte). */
        const val DIE_KIND = 3u

        /**
         * Starts the Activity; tables it opens run at [pace] (default: no CPU delay, so CPU
         * turns cost no time; the table runs on the real clock, not the looper's).
         */
        fun launch(pace: app.ludo.shell.Pace = app.ludo.shell.Pace.INSTANT): App {
            MainActivity.paceOverride = pace
            return App(Robolectric.buildActivity(MainActivity::class.java).setup()).also { it.idle() }
        }
    }
}

/** The records database's name in the game store's folder (the core's, docs/save-format.md "The data directory"). */
const val RECORDS_DB = "records.db"

/** The games set aside in the store of [dir] (the `.json` files under `abandoned/`), by name. */
fun keptIn(dir: File): Map<String, ByteArray> =
    File(dir, "abandoned").listFiles().orEmpty().filter { it.isFile && it.name.endsWith(".json") }.associate { it.name to it.readBytes() }
