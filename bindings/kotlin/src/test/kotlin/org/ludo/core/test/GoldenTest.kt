package org.ludo.core.test

import org.json.JSONArray
import org.json.JSONObject
import org.junit.jupiter.api.Assertions.*
import org.junit.jupiter.api.DynamicTest
import org.junit.jupiter.api.TestFactory
import org.ludo.core.*
import org.ludo.core.test.Helpers.colorName
import org.ludo.core.test.Helpers.goldenDir
import org.ludo.core.test.Helpers.phaseName
import java.io.File

/**
 * Reads the golden files of tests/golden/ shared with the Rust and Swift tests: each
 * game's save replays (through `LudoReplay`) to the expected end, a CPU game played
 * by a table of CPUs chooses exactly the listed actions, and each golden save
 * replays to its expected state. (Continuing a save action by action, time-outs
 * included, is the core's and checked by the Rust golden test.)
 */
class GoldenTest {
    private val dir = goldenDir

    private fun parseColor(s: String) = PlayerColor.valueOf(s.uppercase())
    private fun parseKind(s: String): SeatKind =
        if (s == "human") SeatKind.Human else SeatKind.Cpu(CpuLevel.valueOf(s.uppercase()))

    private fun setupOf(setup: JSONObject): GameSetup {
        val seats = setup.getJSONArray("seats").map { it as JSONObject }
            .map { SeatSetup(parseColor(it.getString("color")), parseKind(it.getString("kind"))) }
        return GameSetup(
            seats = seats,
            rules = rulesFromJson(setup.getJSONObject("rules").toString()),
            seed = setup.getLong("seed").toULong(),
        )
    }

    /** The same `expected` object the Rust generator writes, read from a view. */
    private fun expected(v: TableView, actions: Int): JSONObject {
        val tokens = JSONObject()
        for (t in v.tokens) {
            val name = colorName(t.color)
            if (!tokens.has(name)) tokens.put(name, JSONArray())
            tokens.getJSONArray(name).put(t.progress)
        }
        return JSONObject()
            .put("tokens", tokens)
            .put("to_move", v.toAct?.let { colorName(it) } ?: JSONObject.NULL)
            .put("phase", phaseName(v.phase))
            .put("placements", v.placements?.let { p -> JSONArray(p.map { place -> JSONArray(place.map { colorName(it) }) }) } ?: JSONObject.NULL)
            .put("next_event_seq", v.nextEventSeq.toLong())
            .put("history_len", actions)
    }

    /** The end of a save, replayed through `LudoReplay`. */
    private fun replayed(save: String): JSONObject = LudoReplay.open(save).use { r ->
        expected(r.viewAt(r.len()), r.len().toInt())
    }

    private fun history(save: String) = strings(JSONObject(save).getJSONArray("history"))

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
                val save = file.getString("save")
                assertEquals(actions, history(save), "the save's history")
                assertSameJson(file.getJSONObject("expected"), replayed(save), f.name)
                if (file.getString("mode") == "cpu") {
                    val rec = Recorder()
                    LudoTable.newGame(setupOf(file.getJSONObject("setup")), tableSettingsInstant(), rec, null).use { t ->
                        rec.waitFor("the end") { it.view.phase == GamePhase.GAME_OVER }
                        assertEquals(actions, history(t.saveText()), "CPU chose other actions")
                    }
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
                assertSameJson(exp.getJSONObject("expected"), replayed(save), f.name)
                val summary = inspectSave(save)
                assertEquals(exp.getJSONObject("expected").getString("phase"), phaseName(summary.phase))
                assertEquals(exp.getJSONObject("expected").getInt("history_len").toULong(), summary.actions)
            }
        }
    }
}
