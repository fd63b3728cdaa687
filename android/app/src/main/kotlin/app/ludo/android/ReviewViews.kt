package app.ludo.android

import android.content.Context
import android.graphics.Canvas
import android.view.View
import app.ludo.shell.BoardPainter
import app.ludo.shell.Palette
import app.ludo.shell.PlayerColor
import app.ludo.shell.Scene
import app.ludo.shell.SurfaceLayout

/**
 * The review's win-chance graph: one line per seat (its colour, over a dark outline so
 * yellow shows on a light background) through its win chance after each reviewed
 * decision, with guides at 0, 50 and 100 %. TalkBack reads [summary] (the core's words).
 */
class WinChartView(context: Context, private val palette: Palette) : View(context) {
    private val target = CanvasDrawTarget()
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

    override fun onDraw(canvas: Canvas) {
        val d = resources.displayMetrics.density
        val pad = 8f * d
        val l = pad
        val t = pad
        val r = width - pad
        val b = height - pad
        if (r <= l || b <= t) return
        target.canvas = canvas
        target.fillRoundRect(0f, 0f, width.toFloat(), height.toFloat(), 8f * d, palette.plate)
        for (level in listOf(0f, 0.5f, 1f)) {
            val y = b - level * (b - t)
            target.line(l, y, r, y, palette.grid, if (level == 0.5f) 1f * d else 0.5f * d)
        }
        val n = series.firstOrNull()?.second?.size ?: 0
        selected?.takeIf { n > 1 && it < n }?.let { i ->
            val x = l + i * (r - l) / (n - 1)
            target.line(x, t, x, b, palette.highlight, 2f * d)
        }
        for ((color, points) in series) {
            if (points.isEmpty()) continue
            val step = if (points.size > 1) (r - l) / (points.size - 1) else 0f
            fun x(i: Int) = l + i * step
            fun y(p: Float) = b - p.coerceIn(0f, 1f) * (b - t)
            for (pass in 0..1) {
                val ink = if (pass == 0) palette.plateEdge else palette.fill(color)
                val w = if (pass == 0) 4.5f * d else 2.5f * d
                if (points.size == 1) target.fillCircle(x(0), y(points[0]), w, ink)
                for (i in 1 until points.size) target.line(x(i - 1), y(points[i - 1]), x(i), y(points[i]), ink, w)
            }
        }
        target.canvas = null
    }
}

/**
 * A still board (a reviewed decision, a replay's step), drawn by the same [BoardPainter] as
 * the game: for a review the move played is marked as the movable token and its target, the
 * better move as the hint, the roll on the die. TalkBack reads the text given with it.
 */
class PositionView(context: Context, palette: Palette) : View(context) {
    private val painter = BoardPainter(palette)
    private val target = CanvasDrawTarget()
    private var scene: Scene? = null

    init {
        importantForAccessibility = IMPORTANT_FOR_ACCESSIBILITY_YES
    }

    fun show(scene: Scene?, describe: String) {
        this.scene = scene
        contentDescription = describe
        visibility = if (scene == null) GONE else VISIBLE
        invalidate()
    }

    /** As tall as the board and its die band need for the width (like the game's portrait board). */
    override fun onMeasure(widthMeasureSpec: Int, heightMeasureSpec: Int) {
        // Small enough that the graph above and the position fit one phone screen together.
        val w = minOf(MeasureSpec.getSize(widthMeasureSpec), (MAX_WIDTH_DP * resources.displayMetrics.density).toInt())
        setMeasuredDimension(w, SurfaceLayout.portraitHeight(w, resources.displayMetrics.density))
    }

    override fun onDraw(canvas: Canvas) {
        val sc = scene ?: return
        if (width == 0 || height == 0) return
        target.canvas = canvas
        painter.paint(target, sc, SurfaceLayout.compute(width, height, resources.displayMetrics.density, 0))
        target.canvas = null
    }

    private companion object {
        const val MAX_WIDTH_DP = 300f
    }
}
