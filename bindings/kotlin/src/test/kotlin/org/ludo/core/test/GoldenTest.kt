package org.ludo.core.test

import kotlinx.coroutines.runBlocking
import org.json.JSONArray
import org.json.JSONObject
import org.junit.jupiter.api.Assertions.*
import org.junit.jupiter.api.DynamicTest
import org.junit.jupiter.api.TestFactory
import org.ludo.core.*
import org.ludo.core.test.Helpers.colorName
import org.ludo.core.test.Helpers.phaseName
import java.io.File

/** Replays the golden files of tests/golden/ shared with the Rust and Swift tests. */
class GoldenTest {
    private val dir = File(System.getProperty("ludo.golden.dir") ?: "../../tests/golden")

    private fun parseColor(s: String) = PlayerColor.valueOf(s.uppercase())
    private fun parseKind(s: String): SeatKind =
        if (s == "human") SeatKind.Human else SeatKind.Cpu(CpuLevel.valueOf(s.uppercase()))

    private fun gameFromSetup(setup: JSONObject): LudoGame {
        val seats = setup.getJSONArray("seats").map { it as JSONObject }
            .map { SeatSetup(parseColor(it.getString("color")), parseKind(it.getString("kind"))) }
        return LudoGame(
            GameSetup(
                seats = seats,
                rules = rulesFromJson(setup.getJSONObject("rules").toString()),
                seed = setup.getLong("seed").toULong(),
            )
        )
    }

    /** The same `expected` object the Rust generator writes, as a JSON value. */
    private fun expected(g: LudoGame): JSONObject {
        val s = g.snapshot()
        val tokens = JSONObject()
        for (seat in s.seats) tokens.put(colorName(seat.color), JSONArray(seat.tokens))
        return JSONObject()
            .put("tokens", tokens)
            .put("to_move", s.current?.let { colorName(it) } ?: JSONObject.NULL)
            .put("phase", phaseName(s.phase))
            .put("placements", s.placements?.let { p -> JSONArray(p.map { place -> JSONArray(place.map { colorName(it) }) }) } ?: JSONObject.NULL)
            .put("next_event_seq", s.nextEventSeq.toLong())
            .put("history_len", g.history().size)
    }

    private fun assertSameJson(want: JSONObject, got: JSONObject, what: String) =
        assertTrue(want.similar(got), "$what:\n want $want\n got  $got")

    private fun strings(a: JSONArray) = (0 until a.length()).map { a.getString(it) }

    @TestFactory
    fun games(): List<DynamicTest> {
        val files = File(dir, "games").listFiles { f -> f.name.endsWith(".json") }!!.sortedBy { it.name }
        assertTrue(files.size >= 5, "golden games in $dir")
        return files.map { f ->
            DynamicTest.dynamicTest(f.name) {
                val file = JSONObject(f.readText())
                val actions = strings(file.getJSONArray("actions"))
                gameFromSetup(file.getJSONObject("setup")).use { g ->
                    if (file.getString("mode") == "cpu") {
                        runBlocking {
                            while (g.snapshot().phase != GamePhase.GAME_OVER) {
                                g.cpuMove()
                                assertTrue(g.history().size <= actions.size, "CPU plays longer than golden")
                            }
                        }
                        assertEquals(actions, g.history(), "CPU chose other actions")
                    } else {
                        for (a in actions) g.applyAction(a)
                    }
                    assertSameJson(file.getJSONObject("expected"), expected(g), f.name)
                }
            }
        }
    }

    @TestFactory
    fun saves(): List<DynamicTest> {
        val files = File(dir, "saves").listFiles { f -> f.name.endsWith(".save.json") }!!.sortedBy { it.name }
        assertTrue(files.size >= 4)
        return files.map { f ->
            DynamicTest.dynamicTest(f.name) {
                val save = f.readText().trimEnd()
                val exp = JSONObject(File(dir, "saves/" + f.name.removeSuffix(".save.json") + ".expected.json").readText())
                LudoGame.load(save).use { g ->
                    assertSameJson(exp.getJSONObject("expected"), expected(g), f.name)
                    assertEquals(save, g.save(), "save round trip")
                    for (a in strings(exp.getJSONArray("continue"))) g.applyAction(a)
                    assertSameJson(exp.getJSONObject("after"), expected(g), "${f.name} after continuing")
                }
            }
        }
    }
}
