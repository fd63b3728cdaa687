package app.ludo.android

import android.content.Context
import android.content.res.Configuration
import android.graphics.Canvas
import android.view.View
import app.ludo.shell.StillBoard
import org.ludo.core.SceneFrame

/** Whether the app shows its dark theme now (the system's night mode). */
internal val Context.darkTheme: Boolean
    get() = (resources.configuration.uiMode and Configuration.UI_MODE_NIGHT_MASK) == Configuration.UI_MODE_NIGHT_YES

/**
 * A still scene as the core draws it for this view's size (a [StillBoard]: a reviewed
 * decision, a replay's step, the review's graph), replayed like the game screen.
 * TalkBack reads the text given with it.
 */
open class StillView(context: Context) : View(context) {
    private val scene = CanvasScene()
    protected val density = resources.displayMetrics.density
    private var still: StillBoard? = null
    /** The frame drawn, kept while scene, size and theme stay (one call into the core per change). */
    private var frame: SceneFrame? = null
    private var frameKey: Any? = null

    init {
        importantForAccessibility = IMPORTANT_FOR_ACCESSIBILITY_YES
    }

    fun show(still: StillBoard?, describe: String) {
        this.still = still
        contentDescription = describe
        visibility = if (still == null) GONE else VISIBLE
        invalidate()
    }

    /** The frame for the view's size now (null before a layout or when the core cannot draw it). */
    fun frame(): SceneFrame? {
        val b = still ?: return null
        if (width == 0 || height == 0) return null
        val key = listOf(b, width, height, context.darkTheme)
        if (key != frameKey) {
            frameKey = key
            frame = b.frame(width / density, height / density, context.darkTheme)
        }
        return frame
    }

    override fun onDraw(canvas: Canvas) {
        frame()?.let { scene.draw(canvas, it, density) }
    }
}

/**
 * The review's win-chance graph (`reviewGraphScene`: a line per seat, the axes labelled,
 * the selected decision marked), as wide as its parent; TalkBack reads the core's summary.
 */
class GraphView(context: Context) : StillView(context)

/** A still board (a reviewed decision, a replay's step), square. */
class PositionView(context: Context) : StillView(context) {
    /** A square as wide as it may be, up to [MAX_WIDTH_DP]: small enough that the graph above and the board fit one phone screen. */
    override fun onMeasure(widthMeasureSpec: Int, heightMeasureSpec: Int) {
        val side = minOf(MeasureSpec.getSize(widthMeasureSpec), (MAX_WIDTH_DP * density).toInt())
        setMeasuredDimension(side, side)
    }

    private companion object {
        const val MAX_WIDTH_DP = 300f
    }
}
