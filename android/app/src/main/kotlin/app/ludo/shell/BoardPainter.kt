package app.ludo.shell

import kotlin.math.PI
import kotlin.math.cos
import kotlin.math.min
import kotlin.math.sin

/** What the legal moves of the pending roll look like on the board. */
data class Highlights(
    val color: PlayerColor? = null,
    /** Tokens of [color] that can move. */
    val movable: Set<Int> = emptySet(),
    /** Target squares of the legal moves (from the core's move paths). */
    val targets: Set<SquareKey> = emptySet(),
    val hintToken: Int? = null,
    val hintTarget: SquareKey? = null,
) {
    companion object { val NONE = Highlights() }
}

/** The die as drawn: [face] null = not rolled yet this turn; [active] = tap to roll. */
data class DieFace(val face: Int?, val owner: PlayerColor?, val active: Boolean)

/** A seat chip beside the die. */
data class SeatChip(
    val color: PlayerColor,
    val cpu: Boolean,
    val current: Boolean,
    val finishedTokens: Int,
    val place: Int?,
)

/** Everything one frame of the game surface shows. */
data class Scene(
    val layout: BoardLayout,
    val tokens: List<TokenSpot>,
    val highlights: Highlights,
    val die: DieFace,
    val chips: List<SeatChip>,
    /** 0..1, animates the highlight rings (0 in still pictures). */
    val pulse: Float = 0f,
    /** The square the last move ended on (marked, so a person sees what the CPU did). */
    val lastMove: SquareKey? = null,
)

/**
 * Paints the game surface (board, tokens, highlights, die, seat chips) through a
 * [DrawTarget]. Used by the app's GameView and by the golden-image tests. Draws no text,
 * so the pictures do not depend on fonts; owner symbols and stars are shapes.
 */
class BoardPainter(private val palette: Palette) {

    fun paint(d: DrawTarget, scene: Scene, surface: SurfaceLayout) {
        d.fillRect(0f, 0f, surface.width.toFloat(), surface.height.toFloat(), palette.background)
        val m = BoardMapper(scene.layout, surface.board)
        paintBoard(d, m)
        paintLastMove(d, m, scene.lastMove)
        paintHighlights(d, m, scene)
        paintTokens(d, m, scene)
        paintDie(d, surface.die, scene.die, surface.density)
        scene.chips.forEachIndexed { i, chip ->
            if (i < surface.chips.size) paintChip(d, surface.chips[i], chip, surface.density)
        }
    }

    fun paintBoard(d: DrawTarget, m: BoardMapper) {
        val layout = m.layout
        val edge = m.len(0.06f)
        val plate = m.rect(BRect(0f, 0f, layout.width, layout.height))
        d.fillRoundRect(plate.left, plate.top, plate.right, plate.bottom, m.len(0.25f), palette.plate)

        for (b in layout.bases) {
            val r = m.rect(b.rect)
            val fill = if (b.seated) palette.fill(b.owner) else palette.tint(b.owner)
            d.fillRoundRect(r.left + edge, r.top + edge, r.right - edge, r.bottom - edge, m.len(0.3f), fill)
            val inner = m.rect(b.inner)
            d.fillRoundRect(inner.left, inner.top, inner.right, inner.bottom, m.len(0.3f), palette.plate)
            d.strokeRoundRect(inner.left, inner.top, inner.right, inner.bottom, m.len(0.3f), palette.grid, edge)
        }

        val grid = m.len(0.045f).coerceAtLeast(1f)
        val centre = m.rect(layout.centre)
        d.fillRect(centre.left, centre.top, centre.right, centre.bottom, palette.centre)

        for (s in layout.squares) {
            when (s.role) {
                SquareRole.FINISH -> {
                    val pts = m.polygon(s.triangle ?: continue)
                    d.fillPolygon(pts, palette.fill(s.owner ?: continue))
                    d.strokePolygon(pts, palette.plateEdge, grid)
                    val c = m.point(s.center)
                    symbol(d, s.owner, c.first, c.second, m.len(0.22f), palette.ink(s.owner), grid * 1.6f)
                }
                SquareRole.BASE -> {
                    val c = m.point(s.center)
                    val owner = s.owner ?: continue
                    d.fillCircle(c.first, c.second, m.len(0.62f), palette.tint(owner))
                    d.strokeCircle(c.first, c.second, m.len(0.62f), palette.fill(owner), m.len(0.07f))
                    symbol(d, owner, c.first, c.second, m.len(0.2f), palette.fill(owner), grid * 1.4f)
                }
                else -> {
                    val r = m.rect(s.rect)
                    val owner = s.owner
                    val fill = if (owner != null) palette.fill(owner) else palette.square
                    d.fillRect(r.left, r.top, r.right, r.bottom, fill)
                    d.strokeRect(r.left, r.top, r.right, r.bottom, palette.grid, grid)
                    when {
                        s.role == SquareRole.START && owner != null ->
                            startMark(d, r, owner, s.safe, grid)
                        s.role == SquareRole.STAR ->
                            star(d, r.cx, r.cy, r.width * 0.36f, palette.starInk, grid, filled = s.safe)
                        s.role == SquareRole.HOME_COLUMN && owner != null ->
                            symbol(d, owner, r.cx, r.cy, r.width * 0.16f, palette.ink(owner), grid * 1.2f)
                    }
                }
            }
        }
        d.strokeRoundRect(plate.left, plate.top, plate.right, plate.bottom, m.len(0.25f), palette.plateEdge, edge * 1.5f)
    }

    private fun startMark(d: DrawTarget, r: PxRect, owner: PlayerColor, safe: Boolean, w: Float) {
        val ink = palette.ink(owner)
        // A ring (safe) or a dot marks the start, with the owner's symbol inside.
        if (safe) d.strokeCircle(r.cx, r.cy, r.width * 0.36f, ink, w * 1.3f)
        symbol(d, owner, r.cx, r.cy, r.width * 0.17f, ink, w * 1.3f)
    }

    private fun paintLastMove(d: DrawTarget, m: BoardMapper, key: SquareKey?) {
        val s = m.layout.square(key ?: return) ?: return
        val w = m.len(0.07f).coerceAtLeast(1.5f)
        val ink = palette.plateEdge
        if (s.triangle != null) d.strokePolygon(m.polygon(s.triangle), ink, w)
        else { val r = m.rect(s.rect).inset(w); d.strokeRect(r.left, r.top, r.right, r.bottom, ink, w) }
    }

    private fun paintHighlights(d: DrawTarget, m: BoardMapper, scene: Scene) {
        val h = scene.highlights
        val w = m.len(0.08f).coerceAtLeast(2f)
        for (key in h.targets) {
            val s = m.layout.square(key) ?: continue
            val grow = m.len(0.04f) + m.len(0.05f) * scene.pulse
            if (key == h.hintTarget) {
                if (s.triangle != null) d.fillPolygon(m.polygon(s.triangle), palette.hintFill)
                else { val r = m.rect(s.rect); d.fillRect(r.left, r.top, r.right, r.bottom, palette.hintFill) }
            }
            if (s.triangle != null) {
                val pts = m.polygon(s.triangle)
                d.strokePolygon(pts, palette.highlightHalo, w * 2f)
                d.strokePolygon(pts, palette.highlight, w)
            } else {
                val r = m.rect(s.rect).inset(-grow)
                d.strokeRect(r.left, r.top, r.right, r.bottom, palette.highlightHalo, w * 2f)
                d.strokeRect(r.left, r.top, r.right, r.bottom, palette.highlight, w, dash = m.len(0.2f))
            }
            val (cx, cy) = m.point(s.center)
            d.fillCircle(cx, cy, m.len(0.1f), palette.highlight)
            d.strokeCircle(cx, cy, m.len(0.1f), palette.highlightHalo, w * 0.6f)
        }
    }

    private fun paintTokens(d: DrawTarget, m: BoardMapper, scene: Scene) {
        val h = scene.highlights
        for (t in scene.tokens) {
            val (cx, cy) = m.point(t.center)
            val r = m.len(t.radius)
            val movable = t.color == h.color && t.token in h.movable
            val outline = m.len(0.05f).coerceAtLeast(1.5f)
            if (movable) {
                val ring = r + m.len(0.09f) + m.len(0.05f) * scene.pulse
                val w = m.len(if (t.token == h.hintToken) 0.11f else 0.07f).coerceAtLeast(2f)
                d.fillCircle(cx, cy, ring + w, palette.highlightHalo)
                d.strokeCircle(cx, cy, ring, palette.highlight, w)
            }
            // A soft shadow, the disc, a rim, and the owner's symbol.
            d.fillCircle(cx + r * 0.08f, cy + r * 0.12f, r, 0x44000000)
            d.fillCircle(cx, cy, r, palette.fill(t.color))
            d.strokeCircle(cx, cy, r, palette.plateEdge, outline)
            symbol(d, t.color, cx, cy, r * 0.42f, palette.ink(t.color), (r * 0.16f).coerceAtLeast(1.2f))
        }
    }

    fun paintDie(d: DrawTarget, r: PxRect, die: DieFace, density: Float) {
        val radius = r.width * 0.18f
        val ring = 4f * density
        if (die.owner != null) {
            val c = palette.fill(die.owner)
            d.fillRoundRect(r.left - ring, r.top - ring, r.right + ring, r.bottom + ring, radius + ring, c)
        }
        val face = if (die.active || die.face != null) palette.dieFace else palette.dieDisabled
        d.fillRoundRect(r.left, r.top, r.right, r.bottom, radius, face)
        d.strokeRoundRect(r.left, r.top, r.right, r.bottom, radius, palette.dieEdge, 1.5f * density)
        val pip = r.width * 0.085f
        val n = die.face
        if (n == null) {
            // Not rolled yet: a faint "tap me" ring in the middle.
            d.strokeCircle(r.cx, r.cy, r.width * 0.2f, palette.dieEdge and 0x88FFFFFF.toInt(), 2f * density, dash = 4f * density)
            return
        }
        val q = r.width * 0.26f
        val spots = when (n) {
            1 -> listOf(0 to 0)
            2 -> listOf(-1 to -1, 1 to 1)
            3 -> listOf(-1 to -1, 0 to 0, 1 to 1)
            4 -> listOf(-1 to -1, 1 to -1, -1 to 1, 1 to 1)
            5 -> listOf(-1 to -1, 1 to -1, 0 to 0, -1 to 1, 1 to 1)
            else -> listOf(-1 to -1, 1 to -1, -1 to 0, 1 to 0, -1 to 1, 1 to 1)
        }
        for ((sx, sy) in spots) d.fillCircle(r.cx + sx * q, r.cy + sy * q, pip, palette.diePip)
    }

    fun paintChip(d: DrawTarget, r: PxRect, chip: SeatChip, density: Float) {
        val rad = min(r.width, r.height) / 2f
        val body = rad * 0.72f
        if (chip.current) {
            d.strokeCircle(r.cx, r.cy, rad * 0.9f, palette.highlightHalo, rad * 0.2f)
            d.strokeCircle(r.cx, r.cy, rad * 0.9f, palette.highlight, rad * 0.1f)
        }
        d.fillCircle(r.cx, r.cy, body, palette.fill(chip.color))
        d.strokeCircle(r.cx, r.cy, body, palette.plateEdge, 1.5f * density)
        if (chip.cpu) d.strokeCircle(r.cx, r.cy, body * 0.82f, palette.ink(chip.color), 1.2f * density, dash = 2.5f * density)
        symbol(d, chip.color, r.cx, r.cy, body * 0.38f, palette.ink(chip.color), 2f * density)
        // Four small marks just outside the chip: filled = token finished.
        val dot = 2.6f * density
        val step = dot * 3f
        for (i in 0 until 4) {
            val x = r.cx + (i - 1.5f) * step
            val y = r.bottom + dot + 1.5f * density
            if (i < chip.finishedTokens) d.fillCircle(x, y, dot, palette.fill(chip.color))
            d.strokeCircle(x, y, dot, palette.grid, 0.8f * density)
        }
    }

    /** The owner symbol: yellow ○, blue □, red △, green ✚ (size = half extent). */
    fun symbol(d: DrawTarget, c: PlayerColor, cx: Float, cy: Float, s: Float, color: Int, w: Float) {
        when (c) {
            PlayerColor.YELLOW -> d.strokeCircle(cx, cy, s, color, w)
            PlayerColor.BLUE -> d.strokeRect(cx - s * 0.9f, cy - s * 0.9f, cx + s * 0.9f, cy + s * 0.9f, color, w)
            PlayerColor.RED -> d.strokePolygon(
                floatArrayOf(cx, cy - s * 1.05f, cx + s * 1.05f, cy + s * 0.8f, cx - s * 1.05f, cy + s * 0.8f), color, w,
            )
            PlayerColor.GREEN -> {
                val a = s * 1.05f
                val b = s * 0.34f
                d.fillRect(cx - a, cy - b, cx + a, cy + b, color)
                d.fillRect(cx - b, cy - a, cx + b, cy + a, color)
            }
        }
    }

    private fun star(d: DrawTarget, cx: Float, cy: Float, r: Float, color: Int, w: Float, filled: Boolean) {
        val pts = FloatArray(20)
        for (i in 0 until 10) {
            val a = -PI / 2 + i * PI / 5
            val rr = if (i % 2 == 0) r else r * 0.45f
            pts[2 * i] = cx + (rr * cos(a)).toFloat()
            pts[2 * i + 1] = cy + (rr * sin(a)).toFloat()
        }
        if (filled) d.fillPolygon(pts, color) else d.strokePolygon(pts, color, w)
    }
}
