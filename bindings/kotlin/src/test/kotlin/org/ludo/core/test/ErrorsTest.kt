package org.ludo.core.test

import org.junit.jupiter.api.Assertions.*
import org.junit.jupiter.api.Test
import org.ludo.core.*
import org.ludo.core.test.Helpers.midGameSave
import org.ludo.core.test.Helpers.setup
import org.ludo.core.test.Helpers.twoHumans

/** Every error path arrives as a typed Kotlin exception and changes nothing. */
class ErrorsTest {
    private inline fun <reified E : LudoException> expect(noinline block: () -> Unit): E {
        val e = assertThrows(E::class.java, block)
        assertTrue(e.message!!.startsWith("reason="), e.message)
        return e
    }

    @Test
    fun badTokensAreTypedErrorsAndChangeNothing() {
        twoHumans(3uL).use { t ->
            val before = t.saveText()
            for (tok in listOf(-1, 4, 255, 256, Int.MIN_VALUE, Int.MAX_VALUE)) {
                expect<LudoException.InvalidArgument> { t.moveToken(tok) }
                // a scene action's token is checked as it crosses, before perform runs
                expect<LudoException.InvalidArgument> { t.perform(SceneAction.Move(tok)) }
            }
            assertEquals(before, t.saveText())
            // any LudoException is also a plain Exception for catch-all handlers
            val e: Exception = assertThrows(LudoException::class.java) { t.moveToken(9) }
            assertTrue(e.message!!.contains("reason"))
            // the typed subclasses expose the field
            val typed = assertThrows(LudoException.InvalidArgument::class.java) { t.moveToken(9) }
            assertTrue(typed.reason.isNotEmpty())
        }
    }

    @Test
    fun badSetups() {
        val y = PlayerColor.YELLOW to SeatKind.Human
        val r = PlayerColor.RED to SeatKind.Human
        fun table(s: GameSetup) = LudoTable.newGame(s, tableSettingsInstant(), Recorder(), null).close()
        expect<LudoException.InvalidSetup> { table(setup(y)) }
        expect<LudoException.InvalidSetup> { table(setup(y, y, y, y, y)) }
        expect<LudoException.InvalidSetup> { table(setup(y, r).copy(diceScript = List(5000) { 1 })) }
        expect<LudoException.InvalidSetup> { table(setup(r, r)) }
        val b = PlayerColor.BLUE to SeatKind.Human
        expect<LudoException.InvalidSetup> { table(setup(y, r, b)) } // not clockwise
        for (exits in listOf(listOf(), listOf(0), listOf(7), listOf(-1), listOf(256), listOf(Int.MAX_VALUE))) {
            expect<LudoException.InvalidSetup> { table(setup(y, r, rules = defaultRules().copy(exitNumbers = exits))) }
        }
        expect<LudoException.InvalidSetup> { table(setup(y, r, rules = defaultRules().copy(turnTimeLimitSecs = 45u))) }
        expect<LudoException.InvalidSetup> { table(setup(y, r).copy(diceScript = listOf(7))) }
        expect<LudoException.InvalidSetup> { table(setup(y, r).copy(firstPlayer = PlayerColor.GREEN)) }
        expect<LudoException.InvalidSetup> { rulesFromJson("""{"board":"hexagon"}""") }
        expect<LudoException.InvalidSetup> { rulesToJson(defaultRules().copy(exitNumbers = listOf())) }
        expect<LudoException.InvalidPosition> { analyzePosition("{") }
    }

    @Test
    fun corruptSaves() {
        val good = midGameSave()
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
            expect<LudoException.InvalidSave> { inspectSave(s) }
            expect<LudoException.InvalidSave> { LudoReplay.open(s).close() }
            expect<LudoException.InvalidSave> { LudoTable.load(s, tableSettingsInstant(), Recorder(), null).close() }
        }
        assertFalse(inspectSave(good).finished)
        LudoTable.load(good, tableSettingsInstant(), Recorder(), null).use { assertFalse(it.isTutorial()) }
    }
}
