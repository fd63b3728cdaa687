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
 * The review's win-chance graph as the core draws it for this view's size
 * (`reviewGraphScene`: a line per seat, the axes labelled, the selected decision marked),
 * replayed like the game screen. TalkBack reads [show]'s summary (the core's words).
 */
class GraphView(context: Context) : View(context) {
    private val scene = CanvasScene()
    private val density = resources.displayMetrics.density
    private var graph: StillBoard? = null
    private var frame: SceneFrame? = null
    private var frameKey: Any? = null

    init {
        importantForAccessibility = IMPORTANT_FOR_ACCESSIBILITY_YES
    }

    fun show(graph: StillBoard?, summary: String) {
        this.graph = graph
        contentDescription = summary
        visibility = if (graph == null) GONE else VISIBLE
        invalidate()
    }

    /** The frame for the view's size now (null before a layout or without a graph). */
    fun frame(): SceneFrame? {
        val g = graph ?: return null
        if (width == 0 || height == 0) return null
        val key = listOf(g, width, height, context.darkTheme)
        if (key != frameKey) {
            frameKey = key
            frame = g.frame(width / density, height / density, context.darkTheme)
        }
        return frame
    }

    override fun onDraw(canvas: Canvas) {
        frame()?.let { scene.draw(canvas, it, density) }
    }
}

/**
 * A still board (a reviewed decision, a replay's step) as the core draws it for this
 * view's size, replayed like the game screen. TalkBack reads the text given with it.
 */
class PositionView(context: Context) : View(context) {
    private val scene = CanvasScene()
    private val density = resources.displayMetrics.density
    private var board: StillBoard? = null
    /** The frame drawn, kept while board, size and theme stay (one call into the core per change). */
    private var frame: SceneFrame? = null
    private var frameKey: Any? = null

    init {
        importantForAccessibility = IMPORTANT_FOR_ACCESSIBILITY_YES
    }

    fun show(board: StillBoard?, describe: String) {
        this.board = board
        contentDescription = describe
        visibility = if (board == null) GONE else VISIBLE
        invalidate()
    }

    /** The frame for the view's size now (null before a layout or when the core cannot draw it). */
    fun frame(): SceneFrame? {
        val b = board ?: return null
        if (width == 0 || height == 0) return null
        val key = listOf(b, width, height, context.darkTheme)
        if (key != frameKey) {
            frameKey = key
            frame = b.frame(width / density, height / density, context.darkTheme)
        }
        return frame
    }

    /** A square as wide as it may be, up to [MAX_WIDTH_DP]: small enough that the graph above and the board fit one phone screen. */
    override fun onMeasure(widthMeasureSpec: Int, heightMeasureSpec: Int) {
        val side = minOf(MeasureSpec.getSize(widthMeasureSpec), (MAX_WIDTH_DP * density).toInt())
        setMeasuredDimension(side, side)
    }

    override fun onDraw(canvas: Canvas) {
        frame()?.let { scene.draw(canvas, it, density) }
    }

    private companion object {
        const val MAX_WIDTH_DP = 300f
    }
}
