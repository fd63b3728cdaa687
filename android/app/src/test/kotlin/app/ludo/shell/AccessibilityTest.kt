package app.ludo.shell

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** The virtual node tree TalkBack plays with: die, seats, tokens and squares with the core's words, actions and 48 dp targets. */
class AccessibilityTest {
    @Test
    fun wholeTurnPlayableThroughVirtualNodes() {
        val d = Driver()
        d.step { newGame(GameConfig(seats = PlayerColor.entries.map { SeatSetup(it, HUMAN) }, seed = 2, firstPlayer = PlayerColor.YELLOW)) }
        val density = 2.625f
        val surface = SurfaceLayout.compute(1080, 2200, density, 4)
        var items = A11yModel.build(d.state, surface)
        val die = items.first { it.id == 1 }
        assertEquals(TapAction.Roll, die.action)
        assertTrue(die.text.startsWith("Die"), die.text)
        for (i in items.filter { it.id < 1000 }) {
            assertTrue(i.bounds.width >= 48f * density - 0.5f && i.bounds.height >= 48f * density - 0.5f, "${i.text}: ${i.bounds}")
        }
        assertEquals(16, items.count { it.id in 200 until 1000 })
        assertTrue(items.none { it.text.isBlank() }, "every node says what it is")
        assertTrue(items.any { it.text.startsWith("Yellow token 1") && it.text.contains("base") }, items.map { it.text }.take(25).toString())
        assertTrue(items.any { it.text.contains("Blue's start") && it.text.contains("safe square") }, "start squares are named with their owner")
        assertTrue(items.any { it.text.startsWith("star") || it.text.contains("star, square") })
        assertTrue(items.none { it.text.contains("○") || it.text.contains("□") }, "spoken texts say the colour, not the symbol")
        // Roll (through the die's action) until yellow must choose; movable tokens and target squares get a Move action.
        while (d.view.moves.isEmpty()) d.step { roll() }
        items = A11yModel.build(d.state, surface)
        val moves = items.filter { it.action is TapAction.Move }
        assertTrue(moves.any { it.id in 200 until 1000 && it.text.endsWith("can move") }, moves.map { it.text }.toString())
        assertTrue(moves.any { it.id >= 1000 && it.text.contains("moves here") })
        // Double-tapping a target square node makes that move.
        val target = moves.first { it.id >= 1000 }
        val s = d.step { move((target.action as TapAction.Move).token) }
        assertTrue(s.announcements.any { it.contains("token") }, s.announcements.toString())
        // Explore by touch finds the die.
        assertEquals(1, A11yModel.itemAt(items, surface.die.cx, surface.die.cy)?.id)
        d.close()
    }
}
