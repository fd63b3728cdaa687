package app.ludo.android

import android.graphics.Canvas
import android.graphics.DashPathEffect
import android.graphics.Paint
import android.graphics.Path
import android.graphics.PorterDuff
import android.graphics.Rect
import android.graphics.RectF
import android.graphics.Typeface
import app.ludo.shell.SceneCanvas
import app.ludo.shell.SceneReplay
import app.ludo.shell.SceneText
import org.ludo.core.FontRole
import org.ludo.core.SceneFrame
import org.ludo.core.ScenePaint
import org.ludo.core.TextAlign

/**
 * The core's scene on an Android [Canvas], drawn exactly as docs/design.md says: round
 * joins and caps, dashes with phase 0, arcs clockwise from 3 o'clock, one line of text
 * shrunk to fit with its baseline at the box's middle plus half the cap height.
 */
class CanvasScene : SceneCanvas {
    private var canvas: Canvas? = null
    private var base = 0
    private val shape = Paint(Paint.ANTI_ALIAS_FLAG).apply { strokeJoin = Paint.Join.ROUND; strokeCap = Paint.Cap.ROUND }
    private val box = RectF()
    private val line = Path()
    private val dashes = HashMap<Pair<Float, Float>, DashPathEffect>()
    private val fonts = FontRole.entries.associateWith { Font(it) }

    /** Draws [frame] on [canvas] at [density] pixels per point. */
    fun draw(canvas: Canvas, frame: SceneFrame, density: Float) {
        this.canvas = canvas
        try { SceneReplay.replay(frame, density, this) } finally { this.canvas = null }
    }

    override fun begin(background: Int, density: Float) {
        val c = canvas ?: return
        base = c.save()
        c.drawColor(background, PorterDuff.Mode.SRC)
        c.scale(density, density)
    }

    override fun end() { canvas?.restoreToCount(base) }

    private fun paint(p: ScenePaint): Paint = shape.apply {
        color = p.color.toInt()
        style = if (p.strokeWidth == 0f) Paint.Style.FILL else Paint.Style.STROKE
        strokeWidth = p.strokeWidth
        pathEffect = if (p.strokeWidth > 0f && p.dashOn > 0f) {
            // A few dash patterns per screen size; the cache is dropped should sizes keep changing.
            if (dashes.size > 32) dashes.clear()
            dashes.getOrPut(p.dashOn to p.dashOff) { DashPathEffect(floatArrayOf(p.dashOn, p.dashOff), 0f) }
        } else {
            null
        }
    }

    override fun rect(x: Float, y: Float, w: Float, h: Float, radius: Float, paint: ScenePaint) {
        val r = minOf(radius, w / 2f, h / 2f).coerceAtLeast(0f)
        box.set(x, y, x + w, y + h)
        canvas?.drawRoundRect(box, r, r, paint(paint))
    }

    override fun circle(cx: Float, cy: Float, r: Float, paint: ScenePaint) {
        canvas?.drawCircle(cx, cy, r, paint(paint))
    }

    override fun path(points: FloatArray, closed: Boolean, paint: ScenePaint) {
        line.rewind()
        line.moveTo(points[0], points[1])
        for (i in 2 until points.size - 1 step 2) line.lineTo(points[i], points[i + 1])
        if (closed) line.close()
        canvas?.drawPath(line, paint(paint))
    }

    override fun arc(cx: Float, cy: Float, r: Float, startDeg: Float, sweepDeg: Float, width: Float, color: Int) {
        box.set(cx - r, cy - r, cx + r, cy + r)
        shape.pathEffect = null
        shape.style = Paint.Style.STROKE
        shape.strokeWidth = width
        shape.color = color
        // Android's angles are the scene's: 0 at 3 o'clock, positive clockwise (y down).
        canvas?.drawArc(box, startDeg, sweepDeg, false, shape)
    }

    override fun text(text: String, x: Float, y: Float, w: Float, h: Float, size: Float, role: FontRole, color: Int, align: TextAlign) {
        val f = fonts.getValue(role)
        f.paint.textSize = size
        val wide = f.paint.measureText(text)
        val fitted = SceneText.fit(size, wide, w)
        f.paint.textSize = fitted
        f.paint.color = color
        val left = SceneText.left(align, x, w, if (fitted == size) wide else f.paint.measureText(text))
        canvas?.drawText(text, left, SceneText.baseline(y, h, f.capHeight * fitted, fitted), f.paint)
    }

    override fun transform(px: Float, py: Float, rotateDeg: Float, scale: Float) {
        val c = canvas ?: return
        c.save()
        c.translate(px, py)
        c.rotate(rotateDeg)
        c.scale(scale, scale)
        c.translate(-px, -py)
    }

    override fun restore() { canvas?.restore() }

    /** The platform's sans-serif for a role, and its cap height per point of size. */
    private class Font(role: FontRole) {
        val paint = Paint(Paint.ANTI_ALIAS_FLAG or Paint.SUBPIXEL_TEXT_FLAG).apply {
            typeface = if (role == FontRole.BODY) Typeface.DEFAULT else Typeface.DEFAULT_BOLD
            // Tabular digits, so a counting timer does not jitter.
            if (role == FontRole.NUMERIC) fontFeatureSettings = "tnum"
        }

        /** Measured once on "H" at 100 points: 0 when the font has none (the rule then takes 0.7 × size). */
        val capHeight: Float = Rect().let { r ->
            paint.textSize = 100f
            paint.getTextBounds("H", 0, 1, r)
            (-r.top).coerceAtLeast(0) / 100f
        }
    }
}
