package app.ludo.shell

import org.ludo.core.FontRole
import org.ludo.core.SceneFrame
import org.ludo.core.SceneHit
import org.ludo.core.ScenePaint
import org.ludo.core.ScenePrim
import org.ludo.core.TextAlign

/**
 * The drawing calls a scene is made of (docs/design.md, "Replaying a scene"), one per
 * primitive, in points once [begin] has scaled the canvas. The app implements it over
 * `android.graphics.Canvas` (`CanvasScene`), the JVM tests with a recording fake, so
 * what the replayer asks for is checked without a device. Colours are ARGB.
 */
interface SceneCanvas {
    /** Clears with [background] and scales points to pixels by [density] (rule 1). */
    fun begin(background: Int, density: Float)
    fun rect(x: Float, y: Float, w: Float, h: Float, radius: Float, paint: ScenePaint)
    fun circle(cx: Float, cy: Float, r: Float, paint: ScenePaint)
    /** [points]: x0, y0, x1, y1, … (at least two points). */
    fun path(points: FloatArray, closed: Boolean, paint: ScenePaint)
    fun arc(cx: Float, cy: Float, r: Float, startDeg: Float, sweepDeg: Float, width: Float, color: Int)
    fun text(text: String, x: Float, y: Float, w: Float, h: Float, size: Float, role: FontRole, color: Int, align: TextAlign)
    /** Saves the canvas, then rotates and scales it about (px, py). */
    fun transform(px: Float, py: Float, rotateDeg: Float, scale: Float)
    /** Restores the save of the matching [transform]. */
    fun restore()
    /** The frame is drawn: undoes [begin]'s scale. */
    fun end()
}

/** Replays a [SceneFrame] onto a [SceneCanvas]: primitives in order, nothing decided here. */
object SceneReplay {
    fun replay(frame: SceneFrame, density: Float, to: SceneCanvas) {
        to.begin(frame.background.toInt(), density)
        var open = 0
        for (p in frame.prims) when (p) {
            is ScenePrim.Rect -> to.rect(p.x, p.y, p.w, p.h, p.radius, p.paint)
            is ScenePrim.Circle -> to.circle(p.cx, p.cy, p.r, p.paint)
            // Fewer than two points draw nothing (rule 6).
            is ScenePrim.Path -> if (p.points.size >= 4) to.path(p.points.toFloatArray(), p.closed, p.paint)
            is ScenePrim.Arc -> to.arc(p.cx, p.cy, p.r, p.startDeg, p.sweepDeg, p.width, p.color.toInt())
            is ScenePrim.Text -> to.text(p.text, p.x, p.y, p.w, p.h, p.size, p.role, p.color.toInt(), p.align)
            is ScenePrim.Transform -> { open++; to.transform(p.px, p.py, p.rotateDeg, p.scale) }
            // A Restore with nothing saved is ignored; saves left open are restored at the end (rule 9).
            ScenePrim.Restore -> if (open > 0) { open--; to.restore() }
        }
        repeat(open) { to.restore() }
        to.end()
    }
}

/** Rule 8's arithmetic for one line of text, apart from the font that measures it. */
object SceneText {
    /** The size to draw at: [size] unless the text measured at it ([advance]) is wider than [w]; then shrunk to fit. */
    fun fit(size: Float, advance: Float, w: Float): Float = if (advance > w && advance > 0f) size * w / advance else size

    /** The left edge of a line [advance] wide in a box at [x], [w] wide. */
    fun left(align: TextAlign, x: Float, w: Float, advance: Float): Float = when (align) {
        TextAlign.START -> x
        TextAlign.CENTER -> x + (w - advance) / 2f
        TextAlign.END -> x + w - advance
    }

    /** The baseline: the box's middle plus half the cap height (0.7 × size when the font has none). */
    fun baseline(y: Float, h: Float, capHeight: Float, size: Float): Float =
        y + h / 2f + (if (capHeight > 0f) capHeight else 0.7f * size) / 2f
}

/** The item TalkBack's explore-by-touch finds at (x, y) points: the touchable one before a text, the smallest among those. */
fun List<SceneHit>.itemAt(x: Float, y: Float): SceneHit? = filter { x >= it.x && x <= it.x + it.w && y >= it.y && y <= it.y + it.h }
    .minWithOrNull(compareBy<SceneHit> { it.action == org.ludo.core.SceneAction.None }.thenBy { it.w * it.h })
