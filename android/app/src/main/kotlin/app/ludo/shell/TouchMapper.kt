package app.ludo.shell

/** What a tap or an accessibility action on the game surface asks for. */
sealed class TapAction {
    object Roll : TapAction()
    /** Move this token (an accessibility action on a token or its target square). */
    data class Move(val token: Int) : TapAction()
    /** A tap on the board at board units (x, y): the core decides what it means (`Input::TapBoard`). */
    data class Board(val x: Float, val y: Float, val slop: Float) : TapAction()
    /** Outside the die and the board: nothing happens. */
    object None : TapAction()
}

/**
 * Turns a tap at pixel (px, py) into an input: the die rolls; a tap on the board goes to the
 * core in board units with a slop of [SurfaceLayout.MIN_TOUCH_DP]/2, and the core chooses
 * the token (tapped, or whose move ends on the tapped square, or the nearest within the
 * slop) or says why nothing happens. Only the pixel-to-board conversion is done here.
 */
object TouchMapper {
    fun tap(px: Float, py: Float, surface: SurfaceLayout, layout: BoardLayout): TapAction {
        val slop = SurfaceLayout.MIN_TOUCH_DP / 2f * surface.density
        if (surface.die.inset(-slop / 3f).contains(px, py)) return TapAction.Roll
        if (!surface.board.inset(-slop).contains(px, py)) return TapAction.None
        val m = BoardMapper(layout, surface.board)
        val p = m.toBoard(px, py)
        return TapAction.Board(p.x, p.y, slop / m.scale)
    }
}
