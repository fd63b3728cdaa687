package org.ludo.core.test

import org.junit.jupiter.api.Assertions.*
import org.junit.jupiter.api.Test
import org.ludo.core.*
import org.ludo.core.test.Helpers.twoHumans

/** The free functions and the board geometry of a table. */
class ApiTest {
    @Test
    fun freeFunctions() {
        assertEquals(listOf("random", "easy", "medium", "hard", "expert", "master"), levelNames())
        assertEquals(CpuLevel.values().toList(), cpuLevels().map { it.level })
        assertEquals("level.master", cpuLevels().last().label.key) // master: offered
        assertEquals(Preset.STANDARD, matchingPreset(defaultRules()))
        for (p in Preset.values()) {
            val r = presetRules(p)
            assertEquals(p, matchingPreset(r))
            assertEquals(r, rulesFromJson(rulesToJson(r)))
        }
        // The setup screen's lists are the core's (the same on iOS and the terminal).
        val c = setupChoices()
        assertEquals(listOf(Preset.STANDARD, Preset.QUICK, Preset.TACTICAL), c.presets.map { it.preset })
        assertEquals(listOf("house.preset.standard", "house.preset.quick", "house.preset.tactical"), c.presets.map { it.label.key })
        assertEquals(defaultRules(), presetRules(c.defaultPreset))
        assertEquals(listOf<UInt?>(null, 30u, 60u), c.timers.map { it.secs })
        assertEquals(defaultRules().turnTimeLimitSecs, c.defaultTimer)
        assertEquals(listOf(1, 2, 3, 4, 5, 6), c.exitNumbers.faces)
        assertEquals(listOf(6), c.exitNumbers.defaultFaces)
        assertEquals("house.preset.custom", c.custom.label.key)
        assertEquals("Custom", localize(c.custom.label, "en"))
        val oneSix = toggleExitNumber(defaultRules(), 1)
        assertEquals(listOf(1, 6), oneSix.exitNumbers)
        assertThrows(LudoException.InvalidSetup::class.java) { toggleExitNumber(defaultRules(), 6) }
        assertTrue(coreVersion().isNotEmpty())
        val out = analyzePosition(
            """{"players":["yellow","red"],"tokens":{"yellow":[-1,-1,-1,-1],"red":[-1,-1,-1,-1]},"to_move":"yellow","steps":[{"roll":6,"token":0}]}"""
        )
        assertTrue(out.contains("\"steps\""))
    }

    @Test
    fun geometry() {
        twoHumans(2uL).use { g ->
            val layout = g.layout()
            assertEquals(BoardKind.CROSS, layout.kind)
            assertEquals(52, layout.trackLen)
            assertEquals(15f, layout.width)
            assertEquals(SquareId.Track(0), layout.squares[0].id)
            assertTrue(layout.squares.any { it.triangle != null && it.role == SquareRole.FINISH })
            val spots = g.tokenSpots()
            assertEquals(8, spots.size)
            val spot = spots.first()
            val hit = g.hitTest(spot.center.x, spot.center.y)
            assertEquals(HitResult.Token(spot.color, spot.token, spot.square), hit)
            assertNull(g.hitTest(Float.NaN, 1f))
            assertNull(g.hitTest(Float.POSITIVE_INFINITY, 1f))
            assertEquals(1, g.movePath(PlayerColor.YELLOW, -1, 0).size)
            assertEquals(6, g.movePath(PlayerColor.YELLOW, 50, 56).size)
            assertTrue(g.movePath(PlayerColor.YELLOW, Int.MIN_VALUE, Int.MAX_VALUE).isEmpty())
            assertTrue(g.movePath(PlayerColor.BLUE, -1, 0).isEmpty())
            assertTrue(g.renderSvg(true).contains("<svg"))
        }
    }
}
