package app.ludo.android

import android.annotation.SuppressLint
import android.content.Context
import android.content.res.Configuration
import android.graphics.Canvas
import android.graphics.Rect
import android.os.Bundle
import android.provider.Settings
import android.util.Log
import android.view.MotionEvent
import android.view.View
import android.view.WindowInsets
import android.view.accessibility.AccessibilityEvent
import android.view.accessibility.AccessibilityManager
import android.view.accessibility.AccessibilityNodeInfo
import android.view.accessibility.AccessibilityNodeProvider
import android.view.animation.AnimationUtils
import app.ludo.shell.itemAt
import org.ludo.core.ItemRole
import org.ludo.core.LudoException
import org.ludo.core.LudoStage
import org.ludo.core.SceneAction
import org.ludo.core.SceneFrame
import org.ludo.core.SceneHit
import org.ludo.core.SceneSpec
import org.ludo.core.SceneState
import org.ludo.core.SceneTheme
import org.ludo.core.SoundCue

/** The system's animator duration scale at 0 ("remove animations") asks for less motion. */
internal fun Context.reduceMotion(): Boolean =
    Settings.Global.getFloat(contentResolver, Settings.Global.ANIMATOR_DURATION_SCALE, 1f) == 0f

/**
 * The play screen, edge to edge: the core's scene replayed ([CanvasScene]) from one
 * [LudoStage]. Taps go to the stage, which answers with the action of the frame on
 * screen; TalkBack reads the frame's hit areas as virtual nodes. Nothing is decided here.
 */
class GameView(context: Context, private val onAction: (SceneAction) -> Unit) : View(context) {
    private val stage = LudoStage()
    private val scene = CanvasScene()
    private val density = resources.displayMetrics.density
    private val a11y = context.getSystemService(Context.ACCESSIBILITY_SERVICE) as AccessibilityManager
    /** The system bars and cutout, px: the scene keeps what can be touched or read inside them. */
    private val insets = Rect()
    private var shown = false
    private var focused = View.NO_ID
    private var hovered = View.NO_ID

    /** The last frame built: what is on screen, what a tap and TalkBack answer. */
    var frame: SceneFrame? = null
        private set

    /** The last autosave failed: the scene says so. */
    var saveFailed = false
        set(v) { if (field != v) { field = v; refresh() } }

    /** The records' lines about a finished game (rating changes or why not rated), for the result card. */
    var resultNotes: List<String> = emptyList()
        set(v) { if (field != v) { field = v; refresh() } }

    init {
        isFocusable = true
        importantForAccessibility = View.IMPORTANT_FOR_ACCESSIBILITY_YES
    }

    /** Plays the next update of the table (on the UI thread), from now. */
    fun show(state: SceneState) {
        try {
            playSounds(stage.show(state, now(), reduceMotion()))
        } catch (e: LudoException) {
            Log.w(TAG, "scene", e)
            return
        }
        shown = true
        refresh()
    }

    /** Hears each update's sounds, each `atMs` from now (the app's [app.ludo.shell.SoundScheduler]). */
    var onSounds: (List<SoundCue>) -> Unit = {}

    private fun playSounds(cues: List<SoundCue>) {
        if (cues.isNotEmpty()) onSounds(cues)
    }

    /** The frame clock (the same for show and frame; the tests' clock too). */
    private fun now(): Double = AnimationUtils.currentAnimationTimeMillis().toDouble()

    private fun reduceMotion(): Boolean = context.reduceMotion()

    /** What the frame is built for: this view in dp, the insets, the theme, the app's language, the settings. */
    fun spec(): SceneSpec {
        val cfg = resources.configuration
        val dark = (cfg.uiMode and Configuration.UI_MODE_NIGHT_MASK) == Configuration.UI_MODE_NIGHT_YES
        return SceneSpec(
            width / density, height / density,
            insets.top / density, insets.right / density, insets.bottom / density, insets.left / density,
            if (dark) SceneTheme.DARK else SceneTheme.LIGHT, cfg.locales[0].language, reduceMotion(), saveFailed, resultNotes,
        )
    }

    /** Builds the frame for now, so taps and TalkBack answer from what shows. */
    private fun build(): SceneFrame? {
        if (!shown || width == 0 || height == 0) return null
        val f = try { stage.frame(spec(), now()) } catch (e: LudoException) { Log.w(TAG, "scene", e); return frame }
        val before = frame?.hits
        frame = f
        if (before != f.hits && a11y.isEnabled) sendAccessibilityEvent(AccessibilityEvent.TYPE_WINDOW_CONTENT_CHANGED)
        return f
    }

    private fun refresh() {
        build()
        invalidate()
    }

    override fun onApplyWindowInsets(insets: WindowInsets): WindowInsets {
        this.insets.set(EdgeToEdge.safeInsets(insets))
        refresh()
        return insets
    }

    override fun onAttachedToWindow() {
        super.onAttachedToWindow()
        requestApplyInsets()
    }

    override fun onSizeChanged(w: Int, h: Int, oldw: Int, oldh: Int) = refresh()

    override fun onDraw(canvas: Canvas) {
        val f = build() ?: return
        scene.draw(canvas, f, density)
        if (f.animating) postInvalidateOnAnimation()
    }

    @SuppressLint("ClickableViewAccessibility")
    /** Where the finger went down, or null when no tap is under way (none yet, moved off, cancelled). */
    private var downAt: Pair<Float, Float>? = null

    /** How far a finger may wander and still tap (the platform's touch slop, in pixels). */
    private val touchSlop = android.view.ViewConfiguration.get(context).scaledTouchSlop

    override fun onTouchEvent(event: MotionEvent): Boolean {
        if (!shown) return false
        when (event.actionMasked) {
            MotionEvent.ACTION_DOWN -> { downAt = event.x to event.y; return true }
            // A finger that slides away (a scroll, a change of mind) or a gesture the system takes
            // over (ACTION_CANCEL) taps nothing: a tap fired on every finger-up, wherever it went.
            MotionEvent.ACTION_MOVE -> {
                val (x, y) = downAt ?: return true
                if (Math.hypot((event.x - x).toDouble(), (event.y - y).toDouble()) > touchSlop) downAt = null
                return true
            }
            MotionEvent.ACTION_CANCEL -> { downAt = null; return true }
            MotionEvent.ACTION_UP -> {
                val (x, y) = downAt ?: return true
                downAt = null
                if (Math.hypot((event.x - x).toDouble(), (event.y - y).toDouble()) > touchSlop) return true
                performClick()
                // What the finger pressed, not where it lifted (within the slop).
                val action = try { stage.tap(x / density, y / density) } catch (e: LudoException) { SceneAction.None }
                if (action != SceneAction.None) onAction(action)
                return true
            }
        }
        return super.onTouchEvent(event)
    }

    override fun performClick(): Boolean = super.performClick()

    // ----- TalkBack: one virtual node per hit area, in the frame's reading order -----

    private fun hit(id: Int): SceneHit? = frame?.hits?.firstOrNull { it.id.toInt() == id }

    override fun dispatchHoverEvent(event: MotionEvent): Boolean {
        if (!a11y.isEnabled || !a11y.isTouchExplorationEnabled) return super.dispatchHoverEvent(event)
        when (event.actionMasked) {
            MotionEvent.ACTION_HOVER_ENTER, MotionEvent.ACTION_HOVER_MOVE -> {
                val id = frame?.hits?.itemAt(event.x / density, event.y / density)?.id?.toInt() ?: View.NO_ID
                setHovered(id)
                return id != View.NO_ID
            }
            MotionEvent.ACTION_HOVER_EXIT -> { setHovered(View.NO_ID); return true }
        }
        return super.dispatchHoverEvent(event)
    }

    private fun setHovered(id: Int) {
        if (id == hovered) return
        val old = hovered
        hovered = id
        if (id != View.NO_ID) sendVirtual(id, AccessibilityEvent.TYPE_VIEW_HOVER_ENTER)
        if (old != View.NO_ID) sendVirtual(old, AccessibilityEvent.TYPE_VIEW_HOVER_EXIT)
    }

    @Suppress("DEPRECATION")
    private fun sendVirtual(id: Int, type: Int) {
        val h = hit(id) ?: return
        val ev = AccessibilityEvent.obtain(type)
        ev.setSource(this, id)
        ev.packageName = context.packageName
        ev.className = className(h)
        ev.contentDescription = h.label
        parent?.requestSendAccessibilityEvent(this, ev)
    }

    private fun className(h: SceneHit): String = when (h.role) {
        ItemRole.BUTTON -> android.widget.Button::class.java.name
        ItemRole.TEXT -> android.widget.TextView::class.java.name
        ItemRole.TOKEN, ItemRole.SQUARE -> View::class.java.name
    }

    private val provider = object : AccessibilityNodeProvider() {
        @Suppress("DEPRECATION")
        override fun createAccessibilityNodeInfo(virtualViewId: Int): AccessibilityNodeInfo? {
            if (virtualViewId == View.NO_ID) {
                val info = AccessibilityNodeInfo.obtain(this@GameView)
                onInitializeAccessibilityNodeInfo(info)
                frame?.hits?.forEach { info.addChild(this@GameView, it.id.toInt()) }
                return info
            }
            val h = hit(virtualViewId) ?: return null
            val info = AccessibilityNodeInfo.obtain(this@GameView, virtualViewId)
            info.setParent(this@GameView)
            info.packageName = context.packageName
            info.className = className(h)
            info.contentDescription = h.label
            val r = Rect((h.x * density).toInt(), (h.y * density).toInt(), ((h.x + h.w) * density).toInt(), ((h.y + h.h) * density).toInt())
            info.setBoundsInParent(r)
            val loc = IntArray(2)
            getLocationOnScreen(loc)
            r.offset(loc[0], loc[1])
            info.setBoundsInScreen(r)
            info.isVisibleToUser = true
            info.isEnabled = true
            info.isFocusable = true
            if (h.action != SceneAction.None) {
                info.isClickable = true
                info.addAction(AccessibilityNodeInfo.AccessibilityAction.ACTION_CLICK)
            }
            info.isAccessibilityFocused = focused == virtualViewId
            info.addAction(
                if (focused == virtualViewId) AccessibilityNodeInfo.AccessibilityAction.ACTION_CLEAR_ACCESSIBILITY_FOCUS
                else AccessibilityNodeInfo.AccessibilityAction.ACTION_ACCESSIBILITY_FOCUS,
            )
            return info
        }

        override fun performAction(virtualViewId: Int, action: Int, arguments: Bundle?): Boolean {
            if (virtualViewId == View.NO_ID) return performAccessibilityAction(action, arguments)
            val h = hit(virtualViewId) ?: return false
            return when (action) {
                // The same as a tap on the item.
                AccessibilityNodeInfo.ACTION_CLICK -> (h.action != SceneAction.None).also { if (it) onAction(h.action) }
                AccessibilityNodeInfo.ACTION_ACCESSIBILITY_FOCUS -> {
                    if (focused != virtualViewId) {
                        focused = virtualViewId
                        sendVirtual(virtualViewId, AccessibilityEvent.TYPE_VIEW_ACCESSIBILITY_FOCUSED)
                    }
                    true
                }
                AccessibilityNodeInfo.ACTION_CLEAR_ACCESSIBILITY_FOCUS -> {
                    if (focused == virtualViewId) {
                        focused = View.NO_ID
                        sendVirtual(virtualViewId, AccessibilityEvent.TYPE_VIEW_ACCESSIBILITY_FOCUS_CLEARED)
                    }
                    true
                }
                else -> false
            }
        }
    }

    override fun getAccessibilityNodeProvider(): AccessibilityNodeProvider = provider

    /** The game screen goes: the stage's native memory is freed now rather than by the collector. */
    fun close() {
        shown = false
        stage.close()
    }

    private companion object {
        const val TAG = "Ludo"
    }
}
