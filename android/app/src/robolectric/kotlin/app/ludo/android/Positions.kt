package app.ludo.android

import android.content.Context
import app.ludo.shell.CoreEngineFactory
import app.ludo.shell.CpuLevel
import app.ludo.shell.Engine
import app.ludo.shell.GameConfig
import app.ludo.shell.Phase
import app.ludo.shell.PlayerColor
import app.ludo.shell.RulePreset
import app.ludo.shell.SeatKind
import app.ludo.shell.SeatSetup
import kotlinx.coroutines.runBlocking
import org.robolectric.RuntimeEnvironment
import java.io.File

/**
 * Fixed game positions for screenshots and resume tests, made by the core from a seed and
 * written where the app keeps its autosave, with the "in a game" flag the app sets, so the
 * next MainActivity opens them like after a process death. The only place the tests use the
 * shell's engine API directly.
 */
object Positions {
    private val factory = CoreEngineFactory()

    /** You (yellow) against three medium CPUs, seed 2024, mid-game: yellow to move with a choice. */
    fun midGame(): String = play(
        GameConfig(
            seats = listOf(SeatSetup(PlayerColor.YELLOW, SeatKind.HUMAN)) +
                listOf(PlayerColor.BLUE, PlayerColor.RED, PlayerColor.GREEN).map { SeatSetup(it, SeatKind.cpu(CpuLevel.MEDIUM)) },
            seed = 2024, firstPlayer = PlayerColor.YELLOW,
        ),
    ) { e, actions ->
        val s = e.snapshot()
        actions > 40 && !s.cpuToAct && s.phase == Phase.AWAITING_MOVE && s.legal.size >= 2 &&
            e.tokenSpots().count { it.progress >= 0 } >= 6
    }

    /** A finished quick game, you (yellow) against an easy CPU (blue), seed 7. */
    fun finished(): String = play(
        GameConfig(
            seats = listOf(SeatSetup(PlayerColor.YELLOW, SeatKind.HUMAN), SeatSetup(PlayerColor.BLUE, SeatKind.cpu(CpuLevel.EASY))),
            rules = factory.presetRules(RulePreset.QUICK), seed = 7, firstPlayer = PlayerColor.YELLOW,
        ),
    ) { e, _ -> e.snapshot().phase == Phase.GAME_OVER }

    /** Plays [config] (person seats by the core's hint, CPU seats by the CPU) until [stop]; returns the save. */
    private fun play(config: GameConfig, stop: (Engine, Int) -> Boolean): String {
        factory.newGame(config).use { e ->
            var actions = 0
            while (!stop(e, actions)) {
                val s = e.snapshot()
                check(s.phase != Phase.GAME_OVER) { "the game ended before the position" }
                when {
                    s.cpuToAct -> runBlocking { e.cpuAct() }
                    s.phase == Phase.AWAITING_MOVE -> e.move(e.hint()!!.token)
                    else -> e.roll()
                }
                check(++actions < 5000)
            }
            return e.save()
        }
    }

    /** Puts [save] where the app resumes from; the next launched MainActivity opens it. */
    fun install(save: String) {
        val app = RuntimeEnvironment.getApplication()
        File(app.filesDir, "game.json").writeText(save)
        app.getSharedPreferences("ludo", Context.MODE_PRIVATE).edit().putBoolean("in_game", true).commit()
    }
}
