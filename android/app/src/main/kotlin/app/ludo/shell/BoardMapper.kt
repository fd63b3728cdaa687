package app.ludo.shell

import kotlin.math.max
import kotlin.math.min

/** A rectangle in pixels. */
data class PxRect(val left: Float, val top: Float, val right: Float, val bottom: Float) {
    val width: Float get() = right - left
    val height: Float get() = bottom - top
    val cx: Float get() = (left + right) / 2f
    val cy: Float get() = (top + bottom) / 2f
    fun contains(x: Float, y: Float): Boolean = x >= left && x < right && y >= top && y < bottom
    fun inset(d: Float) = PxRect(left + d, top + d, right - d, bottom - d)
}

/**
 * Where the parts of the game surface go in a view of [width] × [height] pixels:
 * portrait puts the board on top and the die with the seat chips below it, landscape puts
 * the board on the left and the die band on the right. [density] is pixels per dp.
 */
data class SurfaceLayout(
    val width: Int,
    val height: Int,
    val density: Float,
    val portrait: Boolean,
    val board: PxRect,
    val die: PxRect,
    /** One chip per seat, in seat order. */
    val chips: List<PxRect>,
) {
    companion object {
        /** Smallest touch target (Android accessibility guideline), in dp. */
        const val MIN_TOUCH_DP = 48f

        /** Margin around the board, in dp. */
        private const val MARGIN_DP = 8f

        /** Thickness of the die band (die and seat chips) beside or below the board, in dp. */
        private const val BAND_DP = 104f

        /**
         * Height in pixels a portrait surface of [width] pixels needs: the full-width board
         * and the die band below it (more height only adds empty band).
         */
        fun portraitHeight(width: Int, density: Float): Int =
            kotlin.math.ceil(width + (BAND_DP + MARGIN_DP) * density).toInt()

        fun compute(width: Int, height: Int, density: Float, seats: Int): SurfaceLayout {
            val w = width.toFloat()
            val h = height.toFloat()
            val margin = MARGIN_DP * density
            val bandMin = BAND_DP * density
            val portrait = h >= w
            val side = if (portrait) min(w - 2 * margin, h - 2 * margin - bandMin)
            else min(h - 2 * margin, w - 2 * margin - bandMin)
            val s = max(side, 1f)
            val board = if (portrait) {
                val l = (w - s) / 2f
                PxRect(l, margin, l + s, margin + s)
            } else {
                val t = (h - s) / 2f
                PxRect(margin, t, margin + s, t + s)
            }
            val band = if (portrait) PxRect(0f, board.bottom + margin, w, h - margin)
            else PxRect(board.right + margin, 0f, w - margin, h)
            val bandThick = if (portrait) band.height else band.width
            val bandLen = if (portrait) band.width else band.height
            val minTouch = MIN_TOUCH_DP * density
            val gap = 10f * density
            // Between two lines of chips: room for the finished-token marks under the upper chip.
            val lineGap = 8f * density
            val before = (seats + 1) / 2
            // The die and the chips of each side of it must fit along the band: `cols` chips a side.
            fun chipRoom(die: Float, cols: Int) = ((bandLen - die) / 2f - margin - gap - (cols - 1) * gap) / cols.coerceAtLeast(1)
            var dieSize = min(max(minTouch, bandThick * 0.62f), 96f * density)
            // One line of chips along the band; when a band too short for that (a narrow board
            // view: a small phone in landscape, the panel beside) is thick enough, each side's
            // chips stack in two lines across it, so every chip keeps 48 dp and stays in view.
            val lines = if (chipRoom(dieSize, before) < minTouch && before > 1 && bandThick >= 2 * minTouch + lineGap) 2 else 1
            val cols = (before + lines - 1) / lines
            if (chipRoom(dieSize, cols) < minTouch) dieSize = max(minTouch, bandLen - 2f * (margin + gap + cols * minTouch + (cols - 1) * gap))
            val die = PxRect(band.cx - dieSize / 2, band.cy - dieSize / 2, band.cx + dieSize / 2, band.cy + dieSize / 2)
            val across = if (lines == 1) Float.MAX_VALUE else (bandThick - lineGap) / 2f
            val chip = max(minTouch, min(min(min(max(minTouch, dieSize * 0.62f), 64f * density), chipRoom(dieSize, cols)), across))
            val chips = ArrayList<PxRect>(seats)
            for (i in 0 until seats) {
                // Chips on both sides of the die: the first half before it, the rest after it;
                // in two lines, each column holds two chips, the first above the second.
                val left = i < before
                val onSide = if (left) before else seats - before
                val k = if (left) i else i - before
                val col = k / lines
                val sideCols = (onSide + lines - 1) / lines
                val fromDie = if (left) sideCols - 1 - col else col
                val inCol = min(lines, onSide - col * lines)
                val cross = (k % lines - (inCol - 1) / 2f) * (chip + lineGap)
                val along = dieSize / 2 + gap + chip / 2 + fromDie * (chip + gap)
                val offset = if (left) -along else along
                val (cx, cy) = if (portrait) Pair(band.cx + offset, band.cy + cross) else Pair(band.cx + cross, band.cy + offset)
                chips.add(PxRect(cx - chip / 2, cy - chip / 2, cx + chip / 2, cy + chip / 2))
            }
            return SurfaceLayout(width, height, density, portrait, board, die, chips)
        }
    }
}

/**
 * Converts between the core's board units and pixels for a board drawn into [board]
 * (a square). The core's board is `layout.width × layout.height` units; nothing about the
 * Ludo board is computed here, only the scale and offset.
 */
class BoardMapper(val layout: BoardLayout, val board: PxRect) {
    val scale: Float = min(board.width / layout.width, board.height / layout.height)
    private val ox = board.left + (board.width - layout.width * scale) / 2f
    private val oy = board.top + (board.height - layout.height * scale) / 2f

    fun x(u: Float): Float = ox + u * scale
    fun y(u: Float): Float = oy + u * scale
    fun len(u: Float): Float = u * scale
    fun point(p: BPoint): Pair<Float, Float> = Pair(x(p.x), y(p.y))
    fun rect(r: BRect): PxRect = PxRect(x(r.x), y(r.y), x(r.x + r.w), y(r.y + r.h))

    /** Board units of pixel (px, py), for the core's hit test. */
    fun toBoard(px: Float, py: Float): BPoint = BPoint((px - ox) / scale, (py - oy) / scale)

    /** Polygon points in pixels (x0, y0, x1, y1, ...). */
    fun polygon(points: List<BPoint>): FloatArray {
        val out = FloatArray(points.size * 2)
        points.forEachIndexed { i, p -> out[2 * i] = x(p.x); out[2 * i + 1] = y(p.y) }
        return out
    }

    /** Pixel rectangle of a square; a finish triangle gives its bounding box. */
    fun squareRect(key: SquareKey): PxRect? = layout.square(key)?.let { rect(it.rect) }

    fun squareCenter(key: SquareKey): Pair<Float, Float>? = layout.square(key)?.let { point(it.center) }
}
