package app.ludo.android

import android.annotation.SuppressLint
import android.content.Context
import android.graphics.Canvas
import android.graphics.Rect
import android.os.Bundle
import android.view.MotionEvent
import android.view.View
import android.view.accessibility.AccessibilityEvent
import android.view.accessibility.AccessibilityManager
import android.view.accessibility.AccessibilityNodeInfo
import android.view.accessibility.AccessibilityNodeProvider
import android.view.animation.AnimationUtils
import app.ludo.shell.A11yItem
import app.ludo.shell.A11yModel
import app.ludo.shell.BoardPainter
import app.ludo.shell.Palette
import app.ludo.shell.SurfaceLayout
import app.ludo.shell.TapAction
import app.ludo.shell.Texts
import app.ludo.shell.UiState

/**
 * The game surface: draws [UiState] through the shared [BoardPainter], animates moves,
 * forwards taps, and exposes the die, seats, tokens and squares to TalkBack as virtual
 * nodes. All decisions are made by the controller and the shell classes.
 */
class GameView(
    context: Context,
    private val palette: Palette,
    private val texts: Texts,
    private val onTap: (Float, Float, SurfaceLayout) -> Unit,
    private val onA11yAction: (TapAction) -> Unit,
) : View(context) {

    private val painter = BoardPainter(palette)
    private val target = CanvasDrawTarget()
    private var state: UiState? = null
    private var surface: SurfaceLayout? = null
    private var animStart = 0L
    private var animVersion = -1
    private var items: List<A11yItem> = emptyList()
    private var focused = View.NO_ID
    private var hovered = View.NO_ID
    private val a11y = context.getSystemService(Context.ACCESSIBILITY_SERVICE) as AccessibilityManager

    /**
     * Portrait only: pixels to leave below the view for the panel (status, buttons) when the
     * screen is too short for the board and its die band. 0 = take what the board needs.
     */
    var minRoomBelow: Int = 0

    init {
        isFocusable = true
        importantForAccessibility = View.IMPORTANT_FOR_ACCESSIBILITY_YES
        contentDescription = texts.get(app.ludo.shell.T.A11Y_BOARD)
    }

    fun show(s: UiState) {
        if (s.version != animVersion) {
            animVersion = s.version
            animStart = now()
        }
        state = s
        rebuildItems()
        invalidate()
    }

    private fun surfaceFor(s: UiState): SurfaceLayout {
        val cur = surface
        if (cur != null && cur.width == width && cur.height == height && cur.chips.size == s.scene.chips.size) return cur
        return SurfaceLayout.compute(width, height, resources.displayMetrics.density, s.scene.chips.size).also { surface = it }
    }

    /** The frame clock of animations (uptime, steps once per frame; the tests' clock too). */
    private fun now(): Long = AnimationUtils.currentAnimationTimeMillis()

    /**
     * Portrait (width given, height open): as tall as the board plus its die band need
     * ([SurfaceLayout.portraitHeight]), so the panel below gets the rest of the screen
     * instead of a fixed strip. A fixed size (landscape: the whole height) is kept.
     */
    override fun onMeasure(widthMeasureSpec: Int, heightMeasureSpec: Int) {
        val w = MeasureSpec.getSize(widthMeasureSpec)
        val hSize = MeasureSpec.getSize(heightMeasureSpec)
        val wanted = SurfaceLayout.portraitHeight(w, resources.displayMetrics.density)
        val h = when (MeasureSpec.getMode(heightMeasureSpec)) {
            MeasureSpec.EXACTLY -> hSize
            MeasureSpec.AT_MOST -> minOf(wanted, (hSize - minRoomBelow).coerceAtLeast(hSize / 2))
            else -> wanted
        }
        setMeasuredDimension(w, h)
    }

    override fun onSizeChanged(w: Int, h: Int, oldw: Int, oldh: Int) {
        surface = null
        rebuildItems()
    }

    override fun onDraw(canvas: Canvas) {
        val s = state ?: return
        if (width == 0 || height == 0) return
        val lay = surfaceFor(s)
        val t = now() - animStart
        val anim = s.animation
        val animating = anim != null && t < anim.durationMs
        val scene = if (animating) s.scene.copy(tokens = anim.spotsAt(s.scene.tokens, t), highlights = app.ludo.shell.Highlights.NONE)
        else s.scene.copy(pulse = pulse())
        target.canvas = canvas
        painter.paint(target, scene, lay)
        val f = items.firstOrNull { it.id == focused }
        if (f != null) target.strokeRect(f.bounds.left, f.bounds.top, f.bounds.right, f.bounds.bottom, palette.highlight, 3f * lay.density)
        target.canvas = null
        // Keep animating while tokens move or moves are highlighted (the rings pulse).
        if (animating || s.scene.highlights.movable.isNotEmpty() || s.scene.die.active) postInvalidateOnAnimation()
    }

    private fun pulse(): Float {
        if (a11y.isTouchExplorationEnabled) return 0f
        val phase = (now() % 1200L) / 1200f
        return (1f - kotlin.math.abs(phase * 2f - 1f))
    }

    @SuppressLint("ClickableViewAccessibility")
    override fun onTouchEvent(event: MotionEvent): Boolean {
        val s = state ?: return false
        when (event.actionMasked) {
            MotionEvent.ACTION_DOWN -> return true
            MotionEvent.ACTION_UP -> {
                onTap(event.x, event.y, surfaceFor(s))
                performClick()
                return true
            }
        }
        return super.onTouchEvent(event)
    }

    override fun performClick(): Boolean = super.performClick()

    // ----- accessibility: virtual nodes (ExploreByTouchHelper done with the framework API) -----

    private fun rebuildItems() {
        val s = state ?: return
        if (width == 0 || height == 0) return
        items = A11yModel.build(s, surfaceFor(s))
        if (a11y.isEnabled) sendAccessibilityEvent(AccessibilityEvent.TYPE_WINDOW_CONTENT_CHANGED)
    }

    override fun dispatchHoverEvent(event: MotionEvent): Boolean {
        if (!a11y.isEnabled || !a11y.isTouchExplorationEnabled) return super.dispatchHoverEvent(event)
        when (event.actionMasked) {
            MotionEvent.ACTION_HOVER_ENTER, MotionEvent.ACTION_HOVER_MOVE -> {
                val id = A11yModel.itemAt(items, event.x, event.y)?.id ?: View.NO_ID
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
        val item = items.firstOrNull { it.id == id } ?: return
        val p = parent ?: return
        val ev = AccessibilityEvent.obtain(type)
        ev.setSource(this, id)
        ev.packageName = context.packageName
        ev.className = android.widget.Button::class.java.name
        ev.contentDescription = item.text
        p.requestSendAccessibilityEvent(this, ev)
    }

    private val provider = object : AccessibilityNodeProvider() {
        @Suppress("DEPRECATION")
        override fun createAccessibilityNodeInfo(virtualViewId: Int): AccessibilityNodeInfo? {
            if (virtualViewId == View.NO_ID) {
                val info = AccessibilityNodeInfo.obtain(this@GameView)
                onInitializeAccessibilityNodeInfo(info)
                for (item in items) info.addChild(this@GameView, item.id)
                return info
            }
            val item = items.firstOrNull { it.id == virtualViewId } ?: return null
            val info = AccessibilityNodeInfo.obtain(this@GameView, virtualViewId)
            info.setParent(this@GameView)
            info.packageName = context.packageName
            info.className = android.widget.Button::class.java.name
            info.contentDescription = item.text
            val r = Rect(item.bounds.left.toInt(), item.bounds.top.toInt(), item.bounds.right.toInt(), item.bounds.bottom.toInt())
            info.setBoundsInParent(r)
            val loc = IntArray(2)
            getLocationOnScreen(loc)
            r.offset(loc[0], loc[1])
            info.setBoundsInScreen(r)
            info.isVisibleToUser = true
            info.isEnabled = true
            info.isFocusable = true
            if (item.action != TapAction.None) {
                info.isClickable = true
                info.addAction(AccessibilityNodeInfo.AccessibilityAction.ACTION_CLICK)
            }
            if (focused == virtualViewId) {
                info.isAccessibilityFocused = true
                info.addAction(AccessibilityNodeInfo.AccessibilityAction.ACTION_CLEAR_ACCESSIBILITY_FOCUS)
            } else {
                info.addAction(AccessibilityNodeInfo.AccessibilityAction.ACTION_ACCESSIBILITY_FOCUS)
            }
            return info
        }

        override fun performAction(virtualViewId: Int, action: Int, arguments: Bundle?): Boolean {
            if (virtualViewId == View.NO_ID) return performAccessibilityAction(action, arguments)
            val item = items.firstOrNull { it.id == virtualViewId } ?: return false
            return when (action) {
                AccessibilityNodeInfo.ACTION_CLICK -> {
                    if (item.action == TapAction.None) false else { onA11yAction(item.action); true }
                }
                AccessibilityNodeInfo.ACTION_ACCESSIBILITY_FOCUS -> {
                    if (focused != virtualViewId) {
                        focused = virtualViewId
                        invalidate()
                        sendVirtual(virtualViewId, AccessibilityEvent.TYPE_VIEW_ACCESSIBILITY_FOCUSED)
                    }
                    true
                }
                AccessibilityNodeInfo.ACTION_CLEAR_ACCESSIBILITY_FOCUS -> {
                    if (focused == virtualViewId) {
                        focused = View.NO_ID
                        invalidate()
                        sendVirtual(virtualViewId, AccessibilityEvent.TYPE_VIEW_ACCESSIBILITY_FOCUS_CLEARED)
                    }
                    true
                }
                else -> false
            }
        }
    }

    override fun getAccessibilityNodeProvider(): AccessibilityNodeProvider = provider
}
