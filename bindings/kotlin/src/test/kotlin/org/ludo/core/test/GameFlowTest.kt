package org.ludo.core.test

import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Assertions.*
import org.junit.jupiter.api.Test
import org.ludo.core.*
import org.ludo.core.test.Helpers.personStep
import org.ludo.core.test.Helpers.twoHumans
import org.ludo.core.test.Helpers.vsCpu

class GameFlowTest {
    @Test
    fun passAndPlayToTheEnd() {
        twoHumans(11uL).use { g ->
            var n = 0
            val seen = mutableListOf<NumberedEvent>()
            while (g.snapshot().phase != GamePhase.GAME_OVER) {
                seen += personStep(g)
                assertTrue(++n < 5000, "game does not end")
            }
            val s = g.snapshot()
            assertNull(s.current)
            val winner = s.placements!![0].single()
            val seat = s.seats.first { it.color == winner }
            assertTrue(seat.tokens.all { it == 56 })
            assertEquals(1, seat.place)
            // The events returned by the actions are exactly the event log after the start.
            val all = g.eventsSince(0uL)
            assertEquals(all.drop(all.size - seen.size), seen)
            all.forEachIndexed { i, e -> assertEquals(i.toULong(), e.seq) }
            assertTrue(all.last().event is GameEvent.GameOver)
            assertEquals(all.size.toULong(), s.nextEventSeq)
            assertTrue(seen.any { it.event is GameEvent.Moved })
            // play again
            val again = g.playAgain()
            val started = again.first().event as GameEvent.GameStarted
            assertEquals(2u, started.gameNumber)
            assertEquals(2u, g.snapshot().gameNumber)
        }
    }

    @Test
    fun fullGameAgainstTheCpu(): Unit = runBlocking {
        vsCpu(CpuLevel.EXPERT, 17uL).use { g ->
            g.setCpuMaxNodes(2000uL)
            var cpuActions = 0
            var n = 0
            while (g.snapshot().phase != GamePhase.GAME_OVER) {
                if (g.snapshot().cpuToAct) {
                    g.cpuMove()
                    cpuActions++
                } else {
                    personStep(g)
                }
                assertTrue(++n < 5000)
            }
            assertTrue(cpuActions > 10)
            assertNotNull(g.snapshot().placements)
            assertThrows(LudoException.NotCpuTurn::class.java) { runBlocking { g.cpuMove() } }
        }
    }

    @Test
    fun saveCloseLoadContinuesIdentically() {
        val reference = twoHumans(21uL)
        val saved = twoHumans(21uL).use { g ->
            repeat(40) { personStep(g); personStep(reference) }
            g.save()
        } // closed here
        LudoGame.load(saved).use { loaded ->
            assertEquals(reference.snapshot(), loaded.snapshot())
            assertEquals(reference.history(), loaded.history())
            repeat(60) {
                if (reference.snapshot().phase != GamePhase.GAME_OVER) {
                    // same next rolls, same events
                    assertEquals(personStep(reference), personStep(loaded))
                }
            }
            assertEquals(reference.snapshot(), loaded.snapshot())
            assertEquals(reference.save(), loaded.save())
        }
        reference.close()
    }

    @Test
    fun undoInACpuGame(): Unit = runBlocking {
        vsCpu(CpuLevel.HARD, 17uL).use { g ->
            var undone = false
            for (i in 0 until 400) {
                val s = g.snapshot()
                if (s.canUndo) {
                    val before = g.history().size
                    val evs = g.undo()
                    assertTrue(evs.first().event is GameEvent.Undone)
                    assertTrue(g.history().size < before)
                    assertEquals(GamePhase.AWAITING_MOVE, g.snapshot().phase)
                    undone = true
                    break
                }
                if (s.cpuToAct) g.cpuMove() else personStep(g)
            }
            assertTrue(undone)
        }
    }

    @Test
    fun turnTimer() {
        val rules = defaultRules().copy(turnTimeLimitSecs = 30u)
        val setup = GameSetup(
            seats = listOf(
                SeatSetup(PlayerColor.YELLOW, SeatKind.Human),
                SeatSetup(PlayerColor.RED, SeatKind.Cpu(CpuLevel.EASY)),
            ),
            rules = rules, seed = 2uL, firstPlayer = PlayerColor.YELLOW,
        )
        LudoGame(setup).use { g ->
            assertEquals(30u, g.turnTimerSecs())
            val seq = g.snapshot().nextEventSeq
            g.roll()
            assertThrows(LudoException.Stale::class.java) { g.timeOutIfCurrent(seq) }
            var handed = false
            for (i in 0 until 20) {
                val s = g.snapshot()
                if (s.cpuToAct || s.phase == GamePhase.GAME_OVER) break
                val evs = g.timeOutIfCurrent(s.nextEventSeq)
                assertTrue(evs.any { it.event is GameEvent.TimedOut })
                if (evs.any { (it.event as? GameEvent.SeatChanged)?.color == PlayerColor.YELLOW }) {
                    handed = true
                    break
                }
            }
            assertTrue(handed)
            assertNull(g.turnTimerSecs())
            assertEquals(SeatKind.Cpu(CpuLevel.MEDIUM), g.snapshot().seats.first { it.color == PlayerColor.YELLOW }.kind)
        }
    }

    @Test
    fun freeFunctions() {
        assertEquals(listOf("random", "easy", "medium", "hard", "expert"), levelNames())
        assertEquals(Preset.STANDARD, matchingPreset(defaultRules()))
        for (p in Preset.values()) {
            val r = presetRules(p)
            assertEquals(p, matchingPreset(r))
            assertEquals(r, rulesFromJson(rulesToJson(r)))
        }
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
