package app.ludo.release

import app.ludo.shell.BadSave
import app.ludo.shell.CoreEngineFactory
import app.ludo.shell.CpuLevel
import app.ludo.shell.Engine
import app.ludo.shell.GameConfig
import app.ludo.shell.Phase
import app.ludo.shell.PlayerColor
import app.ludo.shell.SeatKind
import app.ludo.shell.SeatSetup
import kotlinx.coroutines.runBlocking
import kotlin.system.exitProcess

/**
 * Runs on the R8 output (class files, same keep rules as the release dex) against the real
 * Rust library: plays a game of a person (the core's hints) against a CPU through the
 * app's engine, saves, loads the save into a new game and plays that to the end, and
 * checks that a damaged save is refused. Every call crosses JNA and the generated
 * bindings, so a keep rule that strips what they need fails here as it would on a phone.
 * Exit status 0 = passed.
 */
object ReleaseHarness {
    @JvmStatic
    fun main(args: Array<String>) {
        val factory = CoreEngineFactory()
        val config = GameConfig(
            seats = listOf(SeatSetup(PlayerColor.YELLOW, SeatKind.HUMAN), SeatSetup(PlayerColor.BLUE, SeatKind.cpu(CpuLevel.MEDIUM))),
            seed = 11, firstPlayer = PlayerColor.YELLOW,
        )
        var engine: Engine = factory.newGame(config)
        var actions = 0
        var cpuMoves = 0
        var reloaded = false
        while (engine.snapshot().phase != Phase.GAME_OVER) {
            val s = engine.snapshot()
            when {
                s.cpuToAct -> { runBlocking { engine.cpuAct() }; cpuMoves++ }
                s.phase == Phase.AWAITING_MOVE -> engine.move(engine.hint()!!.token)
                else -> engine.roll()
            }
            actions++
            if (actions == 60) {
                // Save, load into a new game, and play on from there.
                val save = engine.save()
                val before = engine.tokenSpots()
                engine.close()
                engine = factory.load(save)
                check(engine.tokenSpots() == before) { "the loaded game differs from the saved one" }
                check(engine.save() == save) { "saving the loaded game gives another file" }
                reloaded = true
            }
            check(actions < 20_000) { "no result after $actions actions" }
        }
        val placements = engine.snapshot().placements
        engine.close()
        check(reloaded && cpuMoves > 10) { "too short a game: $actions actions, $cpuMoves CPU moves" }
        check(placements != null && placements.flatten().toSet() == setOf(PlayerColor.YELLOW, PlayerColor.BLUE)) { "placements $placements" }
        val refused = try { factory.load("{\"not\": \"a save\"}").close(); false } catch (e: BadSave) { true }
        check(refused) { "a damaged save was loaded" }
        println("release harness: $actions actions ($cpuMoves by the CPU), saved + loaded after 60, result $placements, damaged save refused")
        exitProcess(0)
    }
}
