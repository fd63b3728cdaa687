package app.ludo.shell

import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** The game screen's logic against the real core (JNA), CPU turns through the async cpuMove. */
class ControllerTest {
    private val y = PlayerColor.YELLOW
    private val r = PlayerColor.RED

    @Test
    fun statusHighlightsAndDieFollowTheGame(): Unit = runBlocking {
        val c = controller(this)
        c.newGame(GameConfig(seats = seats(y to HUMAN, r to HUMAN), seed = 1, firstPlayer = y))
        var s = c.state!!
        assertEquals("Yellow ○: tap the die to roll", s.status)
        assertTrue(s.scene.die.active)
        assertEquals(Highlights.NONE, s.scene.highlights)
        assertEquals(2, s.scene.chips.size)
        assertTrue(s.scene.chips[0].current)
        // Roll until someone has a choice: movable tokens and target squares are highlighted.
        while (c.state!!.snapshot.phase != Phase.AWAITING_MOVE) c.roll()
        s = c.state!!
        assertTrue(s.status.contains("rolled"), s.status)
        assertFalse(s.scene.die.active)
        assertEquals(s.snapshot.pendingRoll, s.scene.die.face)
        assertEquals(s.snapshot.legal.map { it.token }.toSet(), s.scene.highlights.movable)
        assertEquals(s.snapshot.legal.size.coerceAtMost(s.scene.highlights.targets.size), s.scene.highlights.targets.size)
        assertTrue(s.canHint)
        c.showHint()
        assertNotNull(c.state!!.hintText)
        assertNotNull(c.state!!.scene.highlights.hintToken)
        assertTrue(c.state!!.hintText!!.startsWith("Hint: token"), c.state!!.hintText)
        c.move(c.state!!.scene.highlights.hintToken!!)
        assertNull(c.state!!.hintText)
        assertTrue(c.state!!.announcements.isNotEmpty())
        assertEquals(2, c.state!!.diceCounts.size)
        c.close()
    }

    @Test
    fun cpuPlaysItsTurnsAndUndoTakesBackThePersonsMove(): Unit = runBlocking {
        val c = controller(this)
        c.newGame(GameConfig(seats = seats(y to HUMAN, r to SeatKind.cpu(CpuLevel.MEDIUM)), seed = 9, firstPlayer = y))
        // Play as yellow until a move by yellow was made, then the CPU takes its turn by itself.
        var moved = false
        while (!moved) {
            val s = c.await { !it.snapshot.cpuToAct }.snapshot
            if (s.phase == Phase.AWAITING_MOVE) { c.move(s.legal.first().token); moved = true } else c.roll()
        }
        assertTrue(c.state!!.canUndo)
        val afterCpu = c.await { !it.snapshot.cpuToAct && it.snapshot.current == y }
        val tokensBeforeUndo = afterCpu.snapshot.seats.first { it.color == y }.tokens
        c.undo()
        val s = c.state!!
        assertTrue(s.announcements.any { it.contains("taken back") }, s.announcements.toString())
        assertEquals(y, s.snapshot.current)
        assertEquals(Phase.AWAITING_MOVE, s.snapshot.phase, "back to choosing the undone move")
        assertTrue(tokensBeforeUndo != s.snapshot.seats.first { it.color == y }.tokens || s.snapshot.legal.isNotEmpty())
        c.close()
    }

    @Test
    fun seatHandoverToTheCpuAndBack(): Unit = runBlocking {
        val c = controller(this)
        c.newGame(GameConfig(seats = seats(y to HUMAN, r to HUMAN), seed = 4, firstPlayer = y))
        c.toggleSeat(y)
        assertTrue(c.state!!.snapshot.seats.first { it.color == y }.kind.isCpu)
        assertEquals("Take Yellow ○ back", c.state!!.seats.first { it.color == y }.label)
        // The CPU now plays yellow's turn until red is to act.
        c.await { it.snapshot.current == r }
        c.toggleSeat(y)
        assertFalse(c.state!!.snapshot.seats.first { it.color == y }.kind.isCpu)
        assertTrue(c.state!!.announcements.any { it.contains("person again") })
        c.close()
    }

    @Test
    fun cpuGameRunsToTheEndAndPlayAgainRotatesTheFirstPlayer(): Unit = runBlocking {
        val c = controller(this)
        c.newGame(
            GameConfig(
                seats = seats(y to SeatKind.cpu(CpuLevel.EASY), r to SeatKind.cpu(CpuLevel.EASY)),
                seed = 21, firstPlayer = y,
            ),
        )
        val over = c.await(60_000) { it.snapshot.phase == Phase.GAME_OVER }
        assertNotNull(over.placements)
        assertEquals("Game over", over.status)
        assertTrue(over.placements!!.first().startsWith("1. "))
        c.playAgain()
        val s = c.state!!.snapshot
        assertEquals(2, s.gameNumber)
        assertEquals(r, s.current, "the first player rotates clockwise to red")
        c.close()
    }

    @Test
    fun turnTimerActsForTheIdlePlayer(): Unit = runBlocking {
        val c = controller(this, msPerSecond = 2)
        val rules = factory.presetRules(RulePreset.STANDARD).copy(turnTimeLimitSecs = 30)
        c.newGame(GameConfig(seats = seats(y to HUMAN, r to HUMAN), rules = rules, seed = 8, firstPlayer = y))
        assertNotNull(c.state!!.timerEndsAtMs)
        val s = c.await { st -> st.announcements.any { it.contains("Time is up") } }
        assertTrue(s.snapshot.nextEventSeq > 0)
        c.close()
    }

    @Test
    fun tutorialShowsTips(): Unit = runBlocking {
        val c = controller(this)
        c.startTutorial()
        assertTrue(c.tutorial)
        assertEquals(english.get(T.TUT_ROLL), c.state!!.tutorialTip)
        c.roll()
        assertEquals(english.get(T.TUT_EXIT), c.state!!.tutorialTip)
        c.close()
    }
}
