package app.ludo.android

import android.graphics.Canvas
import android.graphics.DashPathEffect
import android.graphics.Paint
import android.graphics.Path
import android.graphics.RectF
import app.ludo.shell.DrawTarget

/** [DrawTarget] over an Android [Canvas]: the same painter as the golden-image tests. */
class CanvasDrawTarget : DrawTarget {
    var canvas: Canvas? = null
    private val fill = Paint(Paint.ANTI_ALIAS_FLAG).apply { style = Paint.Style.FILL }
    private val stroke = Paint(Paint.ANTI_ALIAS_FLAG).apply { style = Paint.Style.STROKE; strokeJoin = Paint.Join.ROUND }
    private val rect = RectF()
    private val path = Path()
    private var dashLen = 0f
    private var dash: DashPathEffect? = null

    private fun fill(color: Int): Paint = fill.apply { this.color = color }

    private fun stroke(color: Int, width: Float, dashOn: Float = 0f): Paint {
        stroke.color = color
        stroke.strokeWidth = width
        if (dashOn > 0f) {
            if (dashOn != dashLen) { dashLen = dashOn; dash = DashPathEffect(floatArrayOf(dashOn, dashOn * 0.7f), 0f) }
            stroke.pathEffect = dash
        } else stroke.pathEffect = null
        return stroke
    }

    override fun fillRect(l: Float, t: Float, r: Float, b: Float, color: Int) {
        canvas?.drawRect(l, t, r, b, fill(color))
    }

    override fun strokeRect(l: Float, t: Float, r: Float, b: Float, color: Int, width: Float, dash: Float) {
        canvas?.drawRect(l, t, r, b, stroke(color, width, dash))
    }

    override fun fillRoundRect(l: Float, t: Float, r: Float, b: Float, radius: Float, color: Int) {
        rect.set(l, t, r, b)
        canvas?.drawRoundRect(rect, radius, radius, fill(color))
    }

    override fun strokeRoundRect(l: Float, t: Float, r: Float, b: Float, radius: Float, color: Int, width: Float) {
        rect.set(l, t, r, b)
        canvas?.drawRoundRect(rect, radius, radius, stroke(color, width))
    }

    override fun fillCircle(cx: Float, cy: Float, r: Float, color: Int) {
        canvas?.drawCircle(cx, cy, r, fill(color))
    }

    override fun strokeCircle(cx: Float, cy: Float, r: Float, color: Int, width: Float, dash: Float) {
        canvas?.drawCircle(cx, cy, r, stroke(color, width, dash))
    }

    private fun poly(points: FloatArray): Path {
        path.reset()
        path.moveTo(points[0], points[1])
        var i = 2
        while (i + 1 < points.size) { path.lineTo(points[i], points[i + 1]); i += 2 }
        path.close()
        return path
    }

    override fun fillPolygon(points: FloatArray, color: Int) {
        canvas?.drawPath(poly(points), fill(color))
    }

    override fun strokePolygon(points: FloatArray, color: Int, width: Float) {
        canvas?.drawPath(poly(points), stroke(color, width))
    }

    override fun line(x1: Float, y1: Float, x2: Float, y2: Float, color: Int, width: Float) {
        canvas?.drawLine(x1, y1, x2, y2, stroke(color, width))
    }
}
