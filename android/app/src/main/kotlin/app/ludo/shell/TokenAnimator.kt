package app.ludo.shell

/** One token gliding through board points (square centres from the core's move path). */
data class TokenTrack(
    val color: PlayerColor,
    val token: Int,
    val points: List<BPoint>,
    val startMs: Long,
    val msPerStep: Long,
) {
    val endMs: Long get() = startMs + msPerStep * (points.size - 1).coerceAtLeast(0)

    fun at(t: Long): BPoint {
        if (points.size == 1 || t <= startMs) return points.first()
        if (t >= endMs) return points.last()
        val f = (t - startMs).toFloat() / msPerStep
        val i = f.toInt().coerceIn(0, points.size - 2)
        val k = f - i
        // Ease within each step so every square reads as a hop.
        val e = k * k * (3 - 2 * k)
        val a = points[i]; val b = points[i + 1]
        return BPoint(a.x + (b.x - a.x) * e, a.y + (b.y - a.y) * e)
    }
}

/** The animation of one action: moves along their paths, then captured tokens back to base. */
data class MoveAnimation(val tracks: List<TokenTrack>) {
    val durationMs: Long get() = tracks.maxOfOrNull { it.endMs } ?: 0L

    /** [after] (where the core puts the tokens now) with the moving tokens at time [t]. */
    fun spotsAt(after: List<TokenSpot>, t: Long): List<TokenSpot> = after.map { s ->
        val track = tracks.firstOrNull { it.color == s.color && it.token == s.token }
        if (track == null || t >= track.endMs) s else s.copy(center = track.at(t))
    }

    companion object {
        const val MS_PER_SQUARE = 140L
        const val MS_CAPTURE = 320L

        /**
         * Plans the animation of [events] given the token spots before and after. Paths come
         * from the core ([movePath]); a captured token goes straight to its base slot.
         */
        fun plan(
            events: List<GameEvent>,
            before: List<TokenSpot>,
            after: List<TokenSpot>,
            movePath: (PlayerColor, Int, Int) -> List<PathStep>,
        ): MoveAnimation? {
            val tracks = ArrayList<TokenTrack>()
            var t = 0L
            for (e in events) when (e) {
                is GameEvent.Moved -> {
                    val from = before.firstOrNull { it.color == e.color && it.token == e.token } ?: continue
                    val path = movePath(e.color, e.from, e.to).map { it.center }
                    if (path.isEmpty()) continue
                    val end = after.firstOrNull { it.color == e.color && it.token == e.token }?.center ?: path.last()
                    val pts = listOf(from.center) + path.dropLast(1) + end
                    val track = TokenTrack(e.color, e.token, pts, t, MS_PER_SQUARE)
                    tracks.add(track)
                    t = track.endMs
                }
                is GameEvent.Captured -> {
                    val from = before.firstOrNull { it.color == e.color && it.token == e.token } ?: continue
                    val to = after.firstOrNull { it.color == e.color && it.token == e.token } ?: continue
                    tracks.add(TokenTrack(e.color, e.token, listOf(from.center, to.center), t, MS_CAPTURE))
                }
                else -> {}
            }
            return if (tracks.isEmpty()) null else MoveAnimation(tracks)
        }
    }
}
