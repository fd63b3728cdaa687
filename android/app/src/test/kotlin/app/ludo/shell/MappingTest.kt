package app.ludo.shell

import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** Board units <-> pixels for any view size, and taps -> moves through the core's hit test. */
class MappingTest {
    private val sizes = listOf(Triple(1080, 1920, 3f), Triple(1920, 1080, 3f), Triple(720, 1280, 2f), Triple(800, 800, 2f), Triple(2560, 1600, 2f))

    private fun <R> withGame(config: GameConfig, f: (GameController) -> R): R = runBlocking {
        val c = controller(this)
        c.newGame(config)
        try { f(c) } finally { c.close() }
    }

    private val fourPeople = GameConfig(seats = PlayerColor.entries.map { SeatSetup(it, HUMAN) }, seed = 11, firstPlayer = PlayerColor.YELLOW)

    @Test
    fun boardIsSquareInsideTheViewAndUnitsRoundTrip() = withGame(fourPeople) { c ->
        val layout = c.engine!!.layout()
        for ((w, h, d) in sizes) {
            val surface = SurfaceLayout.compute(w, h, d, 4)
            val b = surface.board
            assertEquals(b.width, b.height, 0.01f)
            assertTrue(b.left >= 0 && b.top >= 0 && b.right <= w && b.bottom <= h, "board inside $w x $h")
            assertEquals(h >= w, surface.portrait)
            val m = BoardMapper(layout, b)
            assertEquals(b.width / 15f, m.scale, 0.001f)
            for (s in layout.squares) {
                val r = m.rect(s.rect)
                assertTrue(r.left >= b.left - 0.5f && r.right <= b.right + 0.5f && r.top >= b.top - 0.5f && r.bottom <= b.bottom + 0.5f)
                val back = m.toBoard(m.x(s.center.x), m.y(s.center.y))
                assertEquals(s.center.x, back.x, 1e-3f)
                assertEquals(s.center.y, back.y, 1e-3f)
            }
            // Die and seat chips: at least 48 dp, inside the view, not over the board.
            val min = 48f * d - 0.5f
            assertTrue(surface.die.width >= min && surface.die.height >= min)
            for (r in surface.chips + surface.die) {
                assertTrue(r.left >= 0 && r.top >= 0 && r.right <= w && r.bottom <= h, "$r inside $w x $h")
                assertTrue(r.left >= b.right || r.top >= b.bottom, "$r beside the board $b")
                assertTrue(r.width >= min)
            }
        }
    }

    @Test
    fun portraitHeightGivesTheFullWidthBoardAndExactlyTheDieBand() {
        for ((w, density) in listOf(1233 to 3f, 617 to 1.5f, 480 to 1.5f)) {
            val h = SurfaceLayout.portraitHeight(w, density)
            val s = SurfaceLayout.compute(w, h, density, 4)
            assertTrue(s.portrait)
            assertEquals(w - 16f * density, s.board.width, 0.5f, "full-width board at $w px")
            // The die band under the board: 104 dp, no more.
            assertEquals(104f * density, h - 8f * density - (s.board.bottom + 8f * density), 1f, "band at $w px")
            assertTrue(s.die.bottom <= h && s.chips.all { it.bottom <= h })
        }
    }

    @Test
    fun everySquareCentreHitTestsToItself() = withGame(fourPeople) { c ->
        val e = c.engine!!
        val surface = SurfaceLayout.compute(1080, 1920, 3f, 4)
        val m = BoardMapper(e.layout(), surface.board)
        val occupied = e.tokenSpots().map { it.square }.toSet()
        for (s in e.layout().squares.filter { it.key !in occupied && it.role != SquareRole.FINISH }) {
            val (px, py) = m.point(s.center)
            val p = m.toBoard(px, py)
            assertEquals(BoardHit.Square(s.key), e.hitTest(p.x, p.y))
        }
    }

    @Test
    fun tapsBecomeRollsAndMoves() = withGame(fourPeople) { c ->
        val surface = SurfaceLayout.compute(1080, 1920, 3f, 4)
        val touch = TouchMapper(c.engine!!)
        val layout = c.engine!!.layout()
        val m = BoardMapper(layout, surface.board)
        fun tap(x: Float, y: Float) = touch.tap(x, y, c.state!!.snapshot, surface, layout)
        // Awaiting a roll: the die rolls; an own token says "roll first".
        assertEquals(TapAction.Roll, tap(surface.die.cx, surface.die.cy))
        val own = c.state!!.scene.tokens.first { it.color == PlayerColor.YELLOW }
        val (ox, oy) = m.point(own.center)
        assertEquals(TapAction.Refused(TapAction.Why.MUST_ROLL_FIRST), tap(ox, oy))
        assertEquals(TapAction.None, tap(1f, 1f))
        // Roll until yellow has a move, then tap the token and its target square.
        while (!(c.state!!.snapshot.phase == Phase.AWAITING_MOVE && c.state!!.snapshot.current == PlayerColor.YELLOW)) {
            val s = c.state!!.snapshot
            if (s.phase == Phase.AWAITING_MOVE) c.move(s.legal.first().token) else c.roll()
        }
        val s = c.state!!.snapshot
        assertEquals(TapAction.Refused(TapAction.Why.MUST_MOVE_FIRST), tap(surface.die.cx, surface.die.cy))
        val lm = s.legal.first()
        val spot = c.state!!.scene.tokens.first { it.color == PlayerColor.YELLOW && it.token == lm.token }
        val (tx, ty) = m.point(spot.center)
        assertEquals(TapAction.Move(lm.token), tap(tx, ty))
        val target = c.engine!!.movePath(PlayerColor.YELLOW, lm.from, lm.to).last().square
        assertTrue(target in c.state!!.scene.highlights.targets)
        val (sx, sy) = m.squareCenter(target)!!
        assertEquals(TapAction.Move(s.legal.first { c.engine!!.movePath(PlayerColor.YELLOW, it.from, it.to).last().square == target }.token), tap(sx, sy))
        // Slop: a tap 20 dp (< 24 dp) beside the target still moves there when nothing else is under it.
        val near = tap(sx, sy + 20f * 3f)
        assertTrue(near is TapAction.Move || near == TapAction.None || near is TapAction.Refused)
    }

    @Test
    fun tapsOnAnotherPlayersTurnAreRefused(): Unit = runBlocking {
        val c = controller(this)
        c.newGame(GameConfig(seats = seats(PlayerColor.YELLOW to HUMAN, PlayerColor.RED to SeatKind.cpu(CpuLevel.EASY)), seed = 5, firstPlayer = PlayerColor.RED))
        val surface = SurfaceLayout.compute(1080, 1920, 3f, 2)
        val s = c.state!!.snapshot
        assertTrue(s.cpuToAct)
        assertEquals(TapAction.Refused(TapAction.Why.NOT_YOUR_TURN), TouchMapper(c.engine!!).tap(surface.die.cx, surface.die.cy, s, surface, c.engine!!.layout()))
        c.close()
    }

    @Test
    fun animationFollowsTheCoreMovePath() = withGame(fourPeople) { c ->
        var anim: MoveAnimation? = null
        while (anim == null || c.state!!.snapshot.phase == Phase.CHOOSING_FIRST) {
            val s = c.state!!.snapshot
            if (s.phase == Phase.AWAITING_MOVE) { c.move(s.legal.maxBy { it.to - it.from }.token); anim = c.state!!.animation } else c.roll()
        }
        val a = anim
        val track = a.tracks.first()
        val moved = c.state!!.scene.tokens.first { it.color == track.color && it.token == track.token }
        assertEquals(moved.center, track.at(a.durationMs + 1))
        assertTrue(a.durationMs >= MoveAnimation.MS_PER_SQUARE * (track.points.size - 1))
        val mid = a.spotsAt(c.state!!.scene.tokens, 0).first { it.color == track.color && it.token == track.token }
        assertEquals(track.points.first(), mid.center)
        assertNotNull(a.spotsAt(c.state!!.scene.tokens, a.durationMs / 2))
    }
}
