package app.ludo.shell

/** One virtual accessibility node of the game surface (the die, a seat, a token or a square). */
data class A11yItem(
    /** Stable within one state: 1 = die, 100+ seats, 200+ tokens, 1000+ squares. */
    val id: Int,
    val bounds: PxRect,
    val text: String,
    /** What a double tap does; [TapAction.None] when nothing. */
    val action: TapAction,
)

/**
 * The virtual node tree that lets TalkBack play the whole game: the die, each seat, every
 * token (movable ones first) and every square (targets of the legal moves first). The words
 * are the core's descriptions (UiState); bounds are at least 48 dp so every node is a full
 * touch target.
 */
object A11yModel {
    fun build(state: UiState, surface: SurfaceLayout): List<A11yItem> {
        val v = state.view
        val scene = state.scene
        val m = BoardMapper(scene.layout, surface.board)
        val minHalf = SurfaceLayout.MIN_TOUCH_DP / 2f * surface.density
        fun grow(r: PxRect): PxRect {
            val hw = maxOf(r.width / 2f, minHalf)
            val hh = maxOf(r.height / 2f, minHalf)
            return PxRect(r.cx - hw, r.cy - hh, r.cx + hw, r.cy + hh)
        }
        val out = ArrayList<A11yItem>()
        out.add(A11yItem(1, grow(surface.die), state.dieText, if (v.die.canRoll) TapAction.Roll else TapAction.None))
        state.seatTexts.forEachIndexed { i, text ->
            if (i < surface.chips.size) out.add(A11yItem(100 + i, grow(surface.chips[i]), text, TapAction.None))
        }
        val tokens = v.tokens.indices.sortedBy { if (v.tokens[it].movable) 0 else 1 }
        for (i in tokens) {
            val t = v.tokens[i]
            val spot = scene.tokens.getOrNull(i) ?: continue
            val (cx, cy) = m.point(spot.center)
            val r = m.len(spot.radius)
            out.add(
                A11yItem(
                    200 + t.color.ordinal * 4 + t.token, grow(PxRect(cx - r, cy - r, cx + r, cy + r)),
                    state.tokenTexts[i], if (t.movable) TapAction.Move(t.token) else TapAction.None,
                ),
            )
        }
        // Squares: targets of the legal moves first, said as the core describes the move.
        val moveTo = v.moves.withIndex().filter { it.value.target != null }.associateBy { it.value.target!! }
        val squares = scene.layout.squares.withIndex().sortedBy { if (it.value.key in moveTo) 0 else 1 }
        for ((i, sq) in squares) {
            val mv = moveTo[sq.key]?.value
            val text = if (mv != null) state.moveTexts[moveTo.getValue(sq.key).index] else state.squareTexts.getOrElse(i) { "" }
            out.add(A11yItem(1000 + i, m.rect(sq.rect), text, if (mv != null) TapAction.Move(mv.token) else TapAction.None))
        }
        return out
    }

    /** The item under pixel (x, y): the die or a seat, else the token nearest the finger, else the square. */
    fun itemAt(items: List<A11yItem>, x: Float, y: Float): A11yItem? {
        val under = items.filter { it.bounds.contains(x, y) }
        under.firstOrNull { it.id < 200 }?.let { return it }
        under.filter { it.id in 200 until 1000 }
            .minByOrNull { (it.bounds.cx - x) * (it.bounds.cx - x) + (it.bounds.cy - y) * (it.bounds.cy - y) }
            ?.let { return it }
        return under.firstOrNull { it.id >= 1000 }
    }
}
