package app.ludo.shell

import kotlin.math.hypot

/** What a tap on the game surface asks for. */
sealed class TapAction {
    object Roll : TapAction()
    data class Move(val token: Int) : TapAction()
    /** A tap the game cannot act on now (haptic "refused", spoken reason). */
    data class Refused(val why: Why) : TapAction()
    /** Empty space: nothing happens. */
    object None : TapAction()

    enum class Why { NOT_YOUR_TURN, MUST_MOVE_FIRST, MUST_ROLL_FIRST, CANNOT_MOVE, GAME_OVER }
}

/**
 * Turns a tap at pixel (px, py) into a game action: the die rolls, a movable token or the
 * target square of one of its legal moves moves it. What was tapped comes from the core's
 * hit test; which square a move ends on from the core's move path. Small squares are
 * helped by a slop of [SurfaceLayout.MIN_TOUCH_DP]/2: when the tap hits nothing movable,
 * the nearest movable token or target within that distance is taken.
 */
class TouchMapper(private val engine: Engine) {

    data class Target(val token: Int, val square: SquareKey, val tokenSquare: SquareKey)

    /** The target square of every legal move of the pending roll (core move path). */
    fun targets(s: GameSnapshot): List<Target> {
        val color = s.current ?: return emptyList()
        val spots = engine.tokenSpots()
        return s.legal.mapNotNull { lm ->
            val to = engine.movePath(color, lm.from, lm.to).lastOrNull()?.square ?: return@mapNotNull null
            val at = spots.firstOrNull { it.color == color && it.token == lm.token }?.square ?: return@mapNotNull null
            Target(lm.token, to, at)
        }
    }

    fun tap(px: Float, py: Float, s: GameSnapshot, surface: SurfaceLayout, layout: BoardLayout): TapAction {
        if (s.phase == Phase.GAME_OVER) return TapAction.Refused(TapAction.Why.GAME_OVER)
        val humanTurn = !s.cpuToAct && s.current != null
        val slop = SurfaceLayout.MIN_TOUCH_DP / 2f * surface.density
        if (surface.die.inset(-slop / 3f).contains(px, py)) {
            return when {
                !humanTurn -> TapAction.Refused(TapAction.Why.NOT_YOUR_TURN)
                s.phase == Phase.AWAITING_MOVE -> TapAction.Refused(TapAction.Why.MUST_MOVE_FIRST)
                else -> TapAction.Roll
            }
        }
        val m = BoardMapper(layout, surface.board)
        if (!surface.board.inset(-slop).contains(px, py)) return TapAction.None
        val p = m.toBoard(px, py)
        val hit = engine.hitTest(p.x, p.y)
        if (!humanTurn) return if (hit != null) TapAction.Refused(TapAction.Why.NOT_YOUR_TURN) else TapAction.None
        if (s.phase != Phase.AWAITING_MOVE) {
            val ownToken = hit is BoardHit.Token && hit.color == s.current
            return if (ownToken) TapAction.Refused(TapAction.Why.MUST_ROLL_FIRST) else TapAction.None
        }
        val targets = targets(s)
        direct(hit, s, targets)?.let { return it }
        // Nothing movable exactly under the finger: the nearest movable token or target.
        val color = s.current
        val spots = engine.tokenSpots().filter { it.color == color }
        var best: Pair<Float, Int>? = null
        for (t in targets) {
            val spot = spots.firstOrNull { it.token == t.token }
            val candidates = listOfNotNull(spot?.let { m.point(it.center) }, m.squareCenter(t.square))
            for ((cx, cy) in candidates) {
                val dist = hypot(cx - px, cy - py)
                if (dist <= slop && (best == null || dist < best.first)) best = Pair(dist, t.token)
            }
        }
        best?.let { return TapAction.Move(it.second) }
        return when {
            hit is BoardHit.Token && hit.color == color -> TapAction.Refused(TapAction.Why.CANNOT_MOVE)
            else -> TapAction.None
        }
    }

    private fun direct(hit: BoardHit?, s: GameSnapshot, targets: List<Target>): TapAction? {
        val color = s.current ?: return null
        when (hit) {
            is BoardHit.Token -> {
                if (hit.color == color && s.legal.any { it.token == hit.token }) return TapAction.Move(hit.token)
                // An opponent (or own unmovable) token standing on a target square: move there.
                targets.firstOrNull { it.square == hit.square }?.let { return TapAction.Move(it.token) }
                // An own token stacked with a movable one on the same square.
                if (hit.color == color) targets.firstOrNull { it.tokenSquare == hit.square }?.let { return TapAction.Move(it.token) }
            }
            is BoardHit.Square -> {
                targets.firstOrNull { it.square == hit.square }?.let { return TapAction.Move(it.token) }
                targets.firstOrNull { it.tokenSquare == hit.square }?.let { return TapAction.Move(it.token) }
            }
            null -> {}
        }
        return null
    }
}
