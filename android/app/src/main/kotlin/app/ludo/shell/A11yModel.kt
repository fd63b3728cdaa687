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
 * token (movable ones first, saying where they are and that they can move) and every square
 * (saying when a move ends there). Bounds are at least 48 dp so every node is a full touch target.
 */
object A11yModel {
    fun build(state: UiState, surface: SurfaceLayout, announcer: Announcer, texts: Texts): List<A11yItem> {
        val s = state.snapshot
        val scene = state.scene
        val m = BoardMapper(scene.layout, surface.board)
        val minHalf = SurfaceLayout.MIN_TOUCH_DP / 2f * surface.density
        fun grow(r: PxRect): PxRect {
            val hw = maxOf(r.width / 2f, minHalf)
            val hh = maxOf(r.height / 2f, minHalf)
            return PxRect(r.cx - hw, r.cy - hh, r.cx + hw, r.cy + hh)
        }
        val out = ArrayList<A11yItem>()
        val human = !s.cpuToAct && s.current != null
        val dieText = buildString {
            append(texts.get(T.A11Y_DIE))
            state.scene.die.face?.let { append(". ").append(texts.get(T.A11Y_DIE_VALUE, it)) }
            append(". ").append(state.status)
        }
        val canRoll = scene.die.active
        out.add(A11yItem(1, grow(surface.die), dieText, if (canRoll) TapAction.Roll else TapAction.None))
        scene.chips.forEachIndexed { i, c ->
            if (i < surface.chips.size) {
                val who = if (c.cpu) texts.get(T.A11Y_CPU, texts.player(c.color)) else texts.player(c.color)
                out.add(A11yItem(100 + i, grow(surface.chips[i]), texts.get(T.A11Y_SEAT, who, c.finishedTokens), TapAction.None))
            }
        }
        val h = scene.highlights
        val tokens = scene.tokens.sortedBy { if (it.color == h.color && it.token in h.movable) 0 else 1 }
        for (t in tokens) {
            val movable = human && t.color == h.color && t.token in h.movable
            val (cx, cy) = m.point(t.center)
            val r = m.len(t.radius)
            out.add(
                A11yItem(
                    200 + t.color.ordinal * 4 + t.token, grow(PxRect(cx - r, cy - r, cx + r, cy + r)),
                    announcer.describeToken(t, movable), if (movable) TapAction.Move(t.token) else TapAction.None,
                ),
            )
        }
        // Squares: targets of the legal moves first.
        val targetOf = HashMap<SquareKey, Int>()
        if (human && h.color != null) {
            for (lm in s.legal) announcer.targetOf(h.color, lm.from, lm.to)?.let { targetOf.putIfAbsent(it, lm.token) }
        }
        val squares = scene.layout.squares.withIndex().sortedBy { if (it.value.key in targetOf) 0 else 1 }
        for ((i, sq) in squares) {
            val token = targetOf[sq.key]
            val text = announcer.describeSquare(sq.key) +
                (if (token != null) ". " + texts.get(T.A11Y_TARGET, token + 1) else "")
            // Base slots and finish triangles are reached through their tokens; only list them when empty.
            out.add(A11yItem(1000 + i, m.rect(sq.rect), text, if (token != null) TapAction.Move(token) else TapAction.None))
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
