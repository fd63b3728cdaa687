package app.ludo.shell

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.ludo.core.Preset
import org.ludo.core.Rules
import org.ludo.core.presetRules

/** Board units <-> pixels for any view size, and taps -> the core's tap on the board. */
class MappingTest {
    // The last two: the board view of a 320×480 dp phone in landscape (the panel takes 280 dp
    // beside it, leaving 200×320 dp), and the same turned: too short for the die and four
    // chips in one line at 48 dp.
    private val sizes = listOf(Triple(1080, 1920, 3f), Triple(1920, 1080, 3f), Triple(720, 1280, 2f), Triple(800, 800, 2f), Triple(2560, 1600, 2f),
        Triple(300, 480, 1.5f), Triple(480, 300, 1.5f))

    private fun <R> withGame(config: GameConfig, f: (Driver) -> R): R {
        val d = Driver()
        d.step { newGame(config) }
        try { return f(d) } finally { d.close() }
    }

    private val fourPeople = GameConfig(seats = PlayerColor.entries.map { SeatSetup(it, HUMAN) }, seed = 11, firstPlayer = PlayerColor.YELLOW)

    @Test
    fun boardIsSquareInsideTheViewAndUnitsRoundTrip() = withGame(fourPeople) { d ->
        val layout = d.state.scene.layout
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
            // No chip lies over another chip or the die (each is a touch target of its own).
            val parts = surface.chips + surface.die
            for (i in parts.indices) for (j in i + 1 until parts.size) {
                val (p, q) = parts[i] to parts[j]
                assertTrue(p.right <= q.left || q.right <= p.left || p.bottom <= q.top || q.bottom <= p.top, "$p and $q overlap at $w x $h")
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
    fun tapsBecomeRollsAndBoardTapsInBoardUnits() = withGame(fourPeople) { d ->
        val surface = SurfaceLayout.compute(1080, 1920, 3f, 4)
        val layout = d.state.scene.layout
        val m = BoardMapper(layout, surface.board)
        assertEquals(TapAction.Roll, TouchMapper.tap(surface.die.cx, surface.die.cy, surface, layout))
        assertEquals(TapAction.None, TouchMapper.tap(1f, surface.height - 1f, surface, layout))
        for (sq in layout.squares) {
            val (px, py) = m.point(sq.center)
            val a = TouchMapper.tap(px, py, surface, layout) as TapAction.Board
            assertEquals(sq.center.x, a.x, 1e-3f)
            assertEquals(sq.center.y, a.y, 1e-3f)
            assertEquals(24f * 3f / m.scale, a.slop, 1e-3f, "24 dp of slop, in board units")
        }
    }

    @Test
    fun theCoreMovesTheTappedTokenOrTheOneWhoseMoveEndsOnTheTappedSquare() = withGame(fourPeople) { d ->
        val surface = SurfaceLayout.compute(1080, 1920, 3f, 4)
        val m = BoardMapper(d.state.scene.layout, surface.board)
        fun tapAt(p: BPoint) = d.step { val (x, y) = m.point(p); tap(x, y, surface) }
        // Awaiting a roll: a tap on the board rolls (the core's rule for a tap while a roll is due).
        val own = d.state.scene.tokens.first { it.color == PlayerColor.YELLOW }
        assertTrue(tapAt(own.center).announcements.any { it.startsWith("Yellow rolled") }, d.state.announcements.toString())
        // Roll until yellow has a move, then tap its target square: that token moves there.
        while (!(d.view.moves.isNotEmpty() && d.view.toAct == PlayerColor.YELLOW)) {
            if (d.view.moves.isNotEmpty()) d.step { move(d.view.moves.first().token) }
            else d.step { val (x, y) = Pair(surface.die.cx, surface.die.cy); tap(x, y, surface) }
        }
        val mv = d.view.moves.first { it.target != null }
        val target = d.state.scene.layout.square(mv.target!!)!!
        val before = d.view.tokens.first { it.color == PlayerColor.YELLOW && it.token == mv.token }.progress
        val s = tapAt(target.center)
        assertTrue(s.announcements.any { it.startsWith("Yellow") }, s.announcements.toString())
        assertTrue(s.view.tokens.any { it.color == PlayerColor.YELLOW && it.square == mv.target }, "a yellow token is on the tapped target")
        assertTrue(s.view.tokens.first { it.color == PlayerColor.YELLOW && it.token == mv.token }.progress != before || s.view.moves.isEmpty())
    }

    @Test
    fun tapsOnAnotherPlayersTurnAreRefused() {
        val d = Driver(pace = Pace(60_000, 0))
        d.step { newGame(GameConfig(seats = seats(PlayerColor.YELLOW to HUMAN, PlayerColor.RED to SeatKind.cpu(CpuLevel.EASY)), seed = 5, firstPlayer = PlayerColor.RED)) }
        val surface = SurfaceLayout.compute(1080, 1920, 3f, 2)
        assertTrue(!d.view.personToAct)
        val s = d.step { tap(surface.die.cx, surface.die.cy, surface) }
        assertEquals(listOf("It is not your turn."), s.announcements)
        d.close()
    }

    @Test
    fun animationFollowsTheCoreMovePath() = withGame(fourPeople) { d ->
        var anim: MoveAnimation? = null
        while (anim == null) {
            val v = d.view
            val s = if (v.moves.isNotEmpty()) d.step { move(v.moves.first().token) } else d.step { roll() }
            if (v.moves.isNotEmpty()) anim = s.animation
        }
        val a = anim
        val track = a.tracks.first()
        val moved = d.state.scene.tokens.first { it.color == track.color && it.token == track.token }
        assertEquals(moved.center, track.at(a.durationMs + 1))
        assertTrue(a.durationMs >= MoveAnimation.MS_PER_SQUARE * (track.points.size - 1))
        val start = a.spotsAt(d.state.scene.tokens, 0).first { it.color == track.color && it.token == track.token }
        assertEquals(track.points.first(), start.center)
        assertNotNull(a.spotsAt(d.state.scene.tokens, a.durationMs / 2))
    }

    /** House rules are the core's own type: a preset reaches the table as the core made it (no mirror mapped by hand). */
    @Test
    fun presetsAndDefaultRulesAreTheCoresOwn() {
        for (p in Preset.entries) {
            val r: Rules? = factory.presetRules(p)
            assertEquals(presetRules(p), r, "$p")
        }
    }

    /** The setup starts from the core's seats (the same list as iOS): you against three medium CPUs. */
    @Test
    fun defaultSeatsAreTheCores() {
        val medium = SeatKind.cpu(CpuLevel.MEDIUM)
        assertEquals(
            listOf(SeatSetup(PlayerColor.YELLOW, HUMAN), SeatSetup(PlayerColor.BLUE, medium), SeatSetup(PlayerColor.RED, medium), SeatSetup(PlayerColor.GREEN, medium)),
            factory.defaultSeats(),
        )
    }
}
