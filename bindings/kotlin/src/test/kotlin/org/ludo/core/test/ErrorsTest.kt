package org.ludo.core.test

import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Assertions.*
import org.junit.jupiter.api.Test
import org.ludo.core.*
import org.ludo.core.test.Helpers.personStep
import org.ludo.core.test.Helpers.setup
import org.ludo.core.test.Helpers.twoHumans
import org.ludo.core.test.Helpers.vsCpu

/** Every error path arrives as a typed Kotlin exception and leaves the game unchanged. */
class ErrorsTest {
    private inline fun <reified E : LudoException> expect(noinline block: () -> Unit): E {
        val e = assertThrows(E::class.java, block)
        assertTrue(e.message!!.startsWith("reason="), e.message)
        return e
    }

    @Test
    fun wrongPhaseIllegalTokenAndFriends() {
        twoHumans(3uL).use { g ->
            val before = g.save()
            expect<LudoException.WrongPhase> { g.moveToken(0) }
            for (t in listOf(-1, 4, 255, 256, Int.MIN_VALUE, Int.MAX_VALUE)) {
                expect<LudoException.IllegalMove> { g.moveToken(t) }
            }
            expect<LudoException.NotSeated> { g.setSeat(PlayerColor.BLUE, SeatKind.Human) }
            expect<LudoException.UndoNotAllowed> { g.undo() }
            expect<LudoException.NotOver> { g.playAgain() }
            expect<LudoException.InvalidArgument> { g.applyAction("jump") }
            expect<LudoException.InvalidArgument> { g.applyAction("move:4") }
            expect<LudoException.NotCpuTurn> { runBlocking { g.cpuMove() } }
            expect<LudoException.Stale> { g.timeOutIfCurrent(ULong.MAX_VALUE) }
            assertEquals(before, g.save())
            assertTrue(g.eventsSince(ULong.MAX_VALUE).isEmpty())
            // any LudoException is also a plain Exception for catch-all handlers
            val e: Exception = assertThrows(LudoException::class.java) { g.moveToken(9) }
            assertTrue(e.message!!.contains("reason"))
            // the typed subclasses expose the field
            val typed = assertThrows(LudoException.IllegalMove::class.java) { g.moveToken(9) }
            assertTrue(typed.reason.contains("token 9"))
        }
    }

    @Test
    fun illegalTokenAfterRollingAndNothingToUndo(): Unit = runBlocking {
        vsCpu(CpuLevel.EASY, 5uL).use { g ->
            expect<LudoException.NothingToUndo> { g.undo() }
            var checked = false
            for (i in 0 until 2000) {
                val s = g.snapshot()
                if (s.phase == GamePhase.GAME_OVER) break
                if (s.cpuToAct) { g.cpuMove(); continue }
                if (s.phase == GamePhase.AWAITING_MOVE && s.legal.size < 4) {
                    val bad = (0..3).first { t -> s.legal.none { it.token == t } }
                    val before = g.save()
                    expect<LudoException.IllegalMove> { g.moveToken(bad) }
                    assertEquals(before, g.save())
                    checked = true
                    break
                }
                personStep(g)
            }
            assertTrue(checked)
        }
    }

    @Test
    fun badSetups() {
        val y = PlayerColor.YELLOW to SeatKind.Human
        val r = PlayerColor.RED to SeatKind.Human
        expect<LudoException.InvalidSetup> { LudoGame(setup(y)) }
        expect<LudoException.InvalidSetup> { LudoGame(setup(y, y, y, y, y)) }
        expect<LudoException.InvalidSetup> { LudoGame(setup(y, r).copy(diceScript = List(5000) { 1 })) }
        expect<LudoException.InvalidSetup> { LudoGame(setup(r, r)) }
        val b = PlayerColor.BLUE to SeatKind.Human
        expect<LudoException.InvalidSetup> { LudoGame(setup(y, r, b)) } // not clockwise
        for (exits in listOf(listOf(), listOf(0), listOf(7), listOf(-1), listOf(256), listOf(Int.MAX_VALUE))) {
            expect<LudoException.InvalidSetup> { LudoGame(setup(y, r, rules = defaultRules().copy(exitNumbers = exits))) }
        }
        expect<LudoException.InvalidSetup> { LudoGame(setup(y, r, rules = defaultRules().copy(turnTimeLimitSecs = 45u))) }
        expect<LudoException.InvalidSetup> { LudoGame(setup(y, r).copy(diceScript = listOf(7))) }
        expect<LudoException.InvalidSetup> { LudoGame(setup(y, r).copy(firstPlayer = PlayerColor.GREEN)) }
        expect<LudoException.InvalidSetup> { rulesFromJson("""{"board":"hexagon"}""") }
        expect<LudoException.InvalidSetup> { rulesToJson(defaultRules().copy(exitNumbers = listOf())) }
        expect<LudoException.InvalidPosition> { analyzePosition("{") }
    }

    @Test
    fun corruptSaves() {
        val good = twoHumans(9uL).use { g -> repeat(30) { personStep(g) }; g.save() }
        val bad = mutableListOf(
            "", "null", "{", "[]",
            """{"format":"ludo-save","version":99}""",
            """{"format":"chess","version":1}""",
            good.replace("\"history\":[\"roll\"", "\"history\":[\"move:3\""),
            good.substring(0, good.length / 2),
            good.replace("\"phase\":", "\"phaze\":"),
            "x".repeat(5 * 1024 * 1024),
            "[".repeat(100_000) + "]".repeat(100_000),
        )
        for (cut in good.length - 40 until good.length) bad += good.substring(0, cut)
        for (s in bad) {
            expect<LudoException.InvalidSave> { LudoGame.load(s) }
        }
        LudoGame.load(good).use { assertEquals(good, it.save()) }
    }
}
