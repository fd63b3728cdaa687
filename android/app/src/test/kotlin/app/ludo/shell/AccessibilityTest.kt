package app.ludo.shell

import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** The virtual node tree TalkBack plays with: die, seats, tokens and squares with actions and 48 dp targets. */
class AccessibilityTest {
    @Test
    fun wholeTurnPlayableThroughVirtualNodes(): Unit = runBlocking {
        val c = controller(this)
        c.newGame(GameConfig(seats = PlayerColor.entries.map { SeatSetup(it, HUMAN) }, seed = 2, firstPlayer = PlayerColor.YELLOW))
        val density = 2.625f
        val surface = SurfaceLayout.compute(1080, 2200, density, 4)
        val announcer = Announcer(english, c.engine!!)
        var items = A11yModel.build(c.state!!, surface, announcer, english)
        val die = items.first { it.id == 1 }
        assertEquals(TapAction.Roll, die.action)
        assertTrue(die.text.startsWith("Die"))
        for (i in items.filter { it.id < 1000 }) {
            assertTrue(i.bounds.width >= 48f * density - 0.5f && i.bounds.height >= 48f * density - 0.5f, "${i.text}: ${i.bounds}")
        }
        assertEquals(16, items.count { it.id in 200 until 1000 })
        assertTrue(items.any { it.text == "Yellow ○ token 1 on Yellow ○ base" }, items.map { it.text }.take(25).toString())
        assertTrue(items.any { it.text.startsWith("Blue □ start, square 14, safe square") }, "start squares are named with their owner")
        assertTrue(items.any { it.text.startsWith("star, square 9, safe square") })
        // Roll (through the die's action) until yellow must choose; movable tokens and target squares get a Move action.
        while (!(c.state!!.snapshot.phase == Phase.AWAITING_MOVE)) c.roll()
        items = A11yModel.build(c.state!!, surface, announcer, english)
        val moves = items.filter { it.action is TapAction.Move }
        assertTrue(moves.any { it.id in 200 until 1000 && it.text.endsWith("can move") })
        assertTrue(moves.any { it.id >= 1000 && it.text.contains("moves here") })
        // Double-tapping a target square node makes that move.
        val target = moves.first { it.id >= 1000 }
        c.move((target.action as TapAction.Move).token)
        assertTrue(c.state!!.announcements.any { it.contains("token") }, c.state!!.announcements.toString())
        // Explore by touch finds the die.
        assertEquals(1, A11yModel.itemAt(items, surface.die.cx, surface.die.cy)?.id)
        c.close()
    }
}
