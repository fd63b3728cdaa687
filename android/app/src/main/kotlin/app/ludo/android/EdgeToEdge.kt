package app.ludo.android

import android.graphics.Rect
import android.os.Build
import android.view.View
import android.view.Window
import android.view.WindowInsets
import android.widget.FrameLayout

/**
 * Edge-to-edge drawing (what targetSdk 35+ enforces on Android 15+, done the same way on
 * older versions): the window draws behind the status and navigation bars and into the
 * display cutout, and every screen sits in a [SafeArea] that pads its content by those
 * insets, so no button, text or board square lies under a bar or a camera cutout. The
 * bars themselves are transparent and show the screen's background (themes.xml).
 *
 * The on-screen keyboard is an inset too: a window drawn edge to edge is not resized for
 * it, so the screens of widgets (a profile's name on the records screen) pad by it as well
 * ([contentInsets]), and their scroll view brings the focused field above it. On Android
 * 11+ the keyboard comes as `WindowInsets.Type.ime()`; before, the manifest's
 * `adjustResize` makes the system report it in the system window insets' bottom.
 */
object EdgeToEdge {

    /** Lets the window lay out behind the system bars (call once in onCreate). */
    fun enable(window: Window) {
        if (Build.VERSION.SDK_INT >= 35) {
            // Enforced by the system for targetSdk 35+: nothing to ask for.
        } else if (Build.VERSION.SDK_INT >= 30) {
            @Suppress("DEPRECATION") // deprecated on API 35, where it is the default
            window.setDecorFitsSystemWindows(false)
        } else {
            @Suppress("DEPRECATION")
            window.decorView.systemUiVisibility = window.decorView.systemUiVisibility or
                View.SYSTEM_UI_FLAG_LAYOUT_STABLE or View.SYSTEM_UI_FLAG_LAYOUT_FULLSCREEN or
                View.SYSTEM_UI_FLAG_LAYOUT_HIDE_NAVIGATION
        }
    }

    /**
     * The part of [insets] the game's scene keeps clear of: system bars and display cutout, per
     * edge. Not the keyboard: the game screen has no text field, and a keyboard shown for a
     * dialog over it must not shrink the board behind the dialog.
     */
    fun safeInsets(insets: WindowInsets): Rect = clearOf(insets, keyboard = false)

    /**
     * What a screen of widgets keeps clear of: [safeInsets] and the on-screen keyboard, so a
     * text field being typed into is never under the keyboard.
     */
    fun contentInsets(insets: WindowInsets): Rect = clearOf(insets, keyboard = true)

    private fun clearOf(insets: WindowInsets, keyboard: Boolean): Rect {
        if (Build.VERSION.SDK_INT >= 30) {
            val types = WindowInsets.Type.systemBars() or WindowInsets.Type.displayCutout()
            val i = insets.getInsets(if (keyboard) types or WindowInsets.Type.ime() else types)
            return Rect(i.left, i.top, i.right, i.bottom)
        }
        // Before Android 11 the keyboard (adjustResize) is part of the system window insets.
        @Suppress("DEPRECATION")
        val r = Rect(insets.systemWindowInsetLeft, insets.systemWindowInsetTop, insets.systemWindowInsetRight, insets.systemWindowInsetBottom)
        if (Build.VERSION.SDK_INT >= 28) {
            insets.displayCutout?.let { c ->
                r.set(maxOf(r.left, c.safeInsetLeft), maxOf(r.top, c.safeInsetTop), maxOf(r.right, c.safeInsetRight), maxOf(r.bottom, c.safeInsetBottom))
            }
        }
        return r
    }
}

/**
 * The root of every screen but the game's (whose scene takes the insets itself): fills the
 * window (the theme's background goes behind the bars) and pads its one child by the
 * window's [EdgeToEdge.contentInsets], the keyboard included: the child (a scroll view)
 * shrinks to the part above the keyboard and scrolls the focused field into it.
 */
class SafeArea(context: android.content.Context, content: View) : FrameLayout(context) {
    /** The bottom inset grew (the keyboard came up): the focused field is shown whole at the next layout. */
    private var revealFocus = false

    init {
        addView(content, LayoutParams(LayoutParams.MATCH_PARENT, LayoutParams.MATCH_PARENT))
        setOnApplyWindowInsetsListener { v, insets ->
            val s = EdgeToEdge.contentInsets(insets)
            if (s.bottom > v.paddingBottom) revealFocus = true
            v.setPadding(s.left, s.top, s.right, s.bottom)
            insets
        }
    }

    override fun onLayout(changed: Boolean, left: Int, top: Int, right: Int, bottom: Int) {
        super.onLayout(changed, left, top, right, bottom)
        if (!revealFocus) return
        revealFocus = false
        // The scroll view keeps only the text cursor's line on screen when it shrinks; the
        // whole field (its frame, what is typed) goes above the keyboard instead.
        findFocus()?.let { f -> f.requestRectangleOnScreen(Rect(0, 0, f.width, f.height), true) }
    }

    override fun onAttachedToWindow() {
        super.onAttachedToWindow()
        requestApplyInsets()
    }
}
