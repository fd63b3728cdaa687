package app.ludo.android

import android.content.Context
import android.content.res.Configuration
import android.graphics.Canvas
import android.graphics.Paint
import android.view.View
import app.ludo.shell.PlayerColor
import app.ludo.shell.StillBoard
import org.ludo.core.SceneFrame

/** Whether the app shows its dark theme now (the system's night mode). */
internal val Context.darkTheme: Boolean
    get() = (resources.configuration.uiMode and Configuration.UI_MODE_NIGHT_MASK) == Configuration.UI_MODE_NIGHT_YES

/**
 * The review's win-chance graph: one line per seat (its colour, over a dark outline so
 * yellow shows on a light background) through its win chance after each reviewed
 * decision, with guides at 0, 50 and 100 %. TalkBack reads [summary] (the core's words).
 * The only thing the app still draws itself: its colours are the core's seat colours.
 */
class WinChartView(context: Context) : View(context) {
    private val dark = context.darkTheme
    private val paint = Paint(Paint.ANTI_ALIAS_FLAG).apply { strokeCap = Paint.Cap.ROUND; strokeJoin = Paint.Join.ROUND }
    private var series: List<Pair<PlayerColor, List<Float>>> = emptyList()
    private var selected: Int? = null

    init {
        importantForAccessibility = IMPORTANT_FOR_ACCESSIBILITY_YES
    }

    /** [selected]: the decision whose position is shown, marked by a vertical line. */
    fun show(series: List<Pair<PlayerColor, List<Float>>>, summary: String, selected: Int?) {
        this.series = series
        this.selected = selected
        contentDescription = summary
        invalidate()
    }

    private fun line(c: Canvas, x1: Float, y1: Float, x2: Float, y2: Float, color: Int, width: Float) {
        paint.style = Paint.Style.STROKE
        paint.color = color
        paint.strokeWidth = width
        c.drawLine(x1, y1, x2, y2, paint)
    }

    override fun onDraw(canvas: Canvas) {
        val d = resources.displayMetrics.density
        val pad = 12f * d
        val (l, t, r, b) = listOf(pad, pad, width - pad, height - pad)
        if (r <= l || b <= t) return
        paint.style = Paint.Style.FILL
        // The card surface of the native screens (Style.surface), radius 16 dp.
        paint.color = if (dark) 0xFF1F2125.toInt() else 0xFFFFFFFF.toInt()
        canvas.drawRoundRect(0f, 0f, width.toFloat(), height.toFloat(), 16f * d, 16f * d, paint)
        val grid = if (dark) 0xFF5C5C5C.toInt() else 0xFF9E9E9E.toInt()
        val edge = if (dark) 0xFF8A8A8A.toInt() else 0xFF3A3A3A.toInt()
        for (level in listOf(0f, 0.5f, 1f)) {
            val y = b - level * (b - t)
            line(canvas, l, y, r, y, grid, if (level == 0.5f) 1f * d else 0.5f * d)
        }
        val n = series.firstOrNull()?.second?.size ?: 0
        selected?.takeIf { n > 1 && it < n }?.let { i ->
            val x = l + i * (r - l) / (n - 1)
            line(canvas, x, t, x, b, if (dark) 0xFFFFFFFF.toInt() else 0xFF000000.toInt(), 2f * d)
        }
        for ((color, points) in series) {
            if (points.isEmpty()) continue
            val step = if (points.size > 1) (r - l) / (points.size - 1) else 0f
            fun x(i: Int) = l + i * step
            fun y(p: Float) = b - p.coerceIn(0f, 1f) * (b - t)
            for (pass in 0..1) {
                val ink = if (pass == 0) edge else SEAT[color.ordinal]
                val w = if (pass == 0) 4.5f * d else 2.5f * d
                if (points.size == 1) {
                    paint.style = Paint.Style.FILL
                    paint.color = ink
                    canvas.drawCircle(x(0), y(points[0]), w, paint)
                }
                for (i in 1 until points.size) line(canvas, x(i - 1), y(points[i - 1]), x(i), y(points[i]), ink, w)
            }
        }
    }

    private companion object {
        /** The seat colours of the core's palette (Okabe–Ito: yellow, blue, red, green), the same light and dark. */
        val SEAT = intArrayOf(0xFFF0E442.toInt(), 0xFF0072B2.toInt(), 0xFFD55E00.toInt(), 0xFF009E73.toInt())
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
