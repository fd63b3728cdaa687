package app.ludo.shell

import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

class HapticsTest {
    private val y = PlayerColor.YELLOW
    private val b = PlayerColor.BLUE

    @Test
    fun strongestEffectPerAction() {
        val m = HapticMapper(FakeHaptics())
        assertEquals(HapticKind.ROLL, m.kindFor(listOf(GameEvent.Rolled(y, 3))))
        assertEquals(HapticKind.MOVE, m.kindFor(listOf(GameEvent.Moved(y, 0, 1, 4, listOf(2, 3, 4), false), GameEvent.TurnPassed(y, b, PassReason.MOVED))))
        assertEquals(HapticKind.CAPTURE, m.kindFor(listOf(GameEvent.Moved(y, 0, 1, 4, listOf(2, 3, 4), false), GameEvent.Captured(b, 1, 30, y))))
        assertEquals(HapticKind.TOKEN_FINISHED, m.kindFor(listOf(GameEvent.Moved(y, 0, 54, 56, listOf(55, 56), false), GameEvent.TokenFinished(y, 0))))
        assertNull(m.kindFor(listOf(GameEvent.SeatChanged(y, SeatKind.HUMAN))))
    }

    @Test
    fun toggleAndRefusedTaps() {
        val fake = FakeHaptics()
        val m = HapticMapper(fake)
        m.onRefused()
        m.onEvents(listOf(GameEvent.Rolled(y, 6)))
        m.enabled = false
        m.onRefused()
        m.onEvents(listOf(GameEvent.Rolled(y, 6)))
        assertEquals(listOf(HapticKind.REFUSED, HapticKind.ROLL), fake.played)
    }

    @Test
    fun tutorialGameGivesRollMoveAndCaptureFeedback(): Unit = runBlocking {
        val fake = FakeHaptics()
        val c = controller(this, sink = fake)
        c.startTutorial()
        // Y 6 (out), Y 5; B 6, B 1 (CPU); Y 5; B 1 (CPU); Y 5 captures blue.
        var captured = false
        var yellowActions = 0
        while (!captured) {
            c.await { !it.snapshot.cpuToAct && it.snapshot.current == y }
            val s = c.state!!.snapshot
            if (s.phase == Phase.AWAITING_MOVE) c.move(s.legal.first().token) else c.roll()
            captured = c.state!!.announcements.any { it.contains("captures") }
            yellowActions++
            assertTrue(yellowActions <= 8, "the scripted capture comes within 4 yellow turns")
        }
        assertTrue(c.state!!.announcements.any { it.contains("captures") }, c.state!!.announcements.toString())
        assertTrue(HapticKind.CAPTURE in fake.played)
        assertTrue(HapticKind.ROLL in fake.played && HapticKind.MOVE in fake.played)
        // A refused tap: rolling while a CPU plays, or moving before rolling.
        val before = fake.played.size
        c.move(3)
        assertEquals(HapticKind.REFUSED, fake.played.drop(before).single())
        c.close()
    }
}
