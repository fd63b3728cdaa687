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

    /** The part of [insets] content must keep clear of: system bars and display cutout, per edge. */
    fun safeInsets(insets: WindowInsets): Rect {
        if (Build.VERSION.SDK_INT >= 30) {
            val i = insets.getInsets(WindowInsets.Type.systemBars() or WindowInsets.Type.displayCutout())
            return Rect(i.left, i.top, i.right, i.bottom)
        }
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
 * window's [EdgeToEdge.safeInsets].
 */
class SafeArea(context: android.content.Context, content: View) : FrameLayout(context) {
    init {
        addView(content, LayoutParams(LayoutParams.MATCH_PARENT, LayoutParams.MATCH_PARENT))
        setOnApplyWindowInsetsListener { v, insets ->
            val s = EdgeToEdge.safeInsets(insets)
            v.setPadding(s.left, s.top, s.right, s.bottom)
            insets
        }
    }

    override fun onAttachedToWindow() {
        super.onAttachedToWindow()
        requestApplyInsets()
    }
}
