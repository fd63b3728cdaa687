package app.ludo.android

import android.content.Context
import app.ludo.shell.CoreTableFactory
import app.ludo.shell.CpuLevel
import app.ludo.shell.GameConfig
import app.ludo.shell.Pace
import app.ludo.shell.Phase
import app.ludo.shell.PlayerColor
import org.ludo.core.Preset
import org.ludo.core.SceneAction
import app.ludo.shell.SeatKind
import app.ludo.shell.SeatSetup
import app.ludo.shell.TableUpdate
import org.robolectric.RuntimeEnvironment
import java.io.File
import java.util.concurrent.LinkedBlockingQueue
import java.util.concurrent.TimeUnit

/**
 * Fixed game positions for screenshots and resume tests, played by the core's table from a
 * seed and written where the app keeps its autosave, with the "in a game" flag the app sets,
 * so the next MainActivity opens them like after a process death. The only place the tests
 * use the shell's table API directly.
 */
object Positions {
    private val factory = CoreTableFactory()

    /** You (yellow) against three medium CPUs, seed 2024, mid-game: yellow to move with a choice. */
    fun midGame(): String = play(
        GameConfig(
            seats = listOf(SeatSetup(PlayerColor.YELLOW, SeatKind.HUMAN)) +
                listOf(PlayerColor.BLUE, PlayerColor.RED, PlayerColor.GREEN).map { SeatSetup(it, SeatKind.cpu(CpuLevel.MEDIUM)) },
            seed = 2024, firstPlayer = PlayerColor.YELLOW,
        ),
    ) { u, actions ->
        val v = u.view
        actions > 12 && v.personToAct && v.moves.size >= 2 && v.tokens.count { it.progress >= 0 } >= 6
    }

    /** You (yellow) against an easy CPU (green), seed 11: an early position, yellow to act after a few moves. */
    fun early(): String = play(
        GameConfig(
            seats = listOf(SeatSetup(PlayerColor.YELLOW, SeatKind.HUMAN), SeatSetup(PlayerColor.GREEN, SeatKind.cpu(CpuLevel.EASY))),
            seed = 11, firstPlayer = PlayerColor.YELLOW,
        ),
    ) { u, actions -> actions >= 1 && u.view.personToAct }

    /** A quick game of you (yellow) against an easy CPU (blue), seed [seed], at its start. */
    fun quickStart(seed: Long): String = play(
        GameConfig(
            seats = listOf(SeatSetup(PlayerColor.YELLOW, SeatKind.HUMAN), SeatSetup(PlayerColor.BLUE, SeatKind.cpu(CpuLevel.EASY))),
            rules = factory.presetRules(Preset.QUICK), seed = seed, firstPlayer = PlayerColor.YELLOW,
        ),
    ) { _, _ -> true }

    /** A finished quick game, you (yellow, as records profile [profile] when given) against an easy CPU (blue), seed 7 (never rated). */
    fun finished(profile: String? = null): String = play(
        GameConfig(
            seats = listOf(SeatSetup(PlayerColor.YELLOW, SeatKind.HUMAN), SeatSetup(PlayerColor.BLUE, SeatKind.cpu(CpuLevel.EASY))),
            rules = factory.presetRules(Preset.QUICK), seed = 7, firstPlayer = PlayerColor.YELLOW,
            profiles = listOfNotNull(profile?.let { PlayerColor.YELLOW to it }).toMap(),
        ),
    ) { u, _ -> u.view.phase == Phase.GAME_OVER }

    /**
     * A finished quick game, you (yellow, as records profile [profile]) against an easy CPU (blue), with
     * drawn dice (no seed): rated. A game from a chosen seed never is (its rolls were known in advance).
     */
    fun finishedDrawn(profile: String): String = play(
        GameConfig(
            seats = listOf(SeatSetup(PlayerColor.YELLOW, SeatKind.HUMAN), SeatSetup(PlayerColor.BLUE, SeatKind.cpu(CpuLevel.EASY))),
            rules = factory.presetRules(Preset.QUICK), seed = null, firstPlayer = PlayerColor.YELLOW,
            profiles = mapOf(PlayerColor.YELLOW to profile),
        ),
    ) { u, _ -> u.view.phase == Phase.GAME_OVER }

    /** A finished quick game of two people with profiles, [yellow] against [blue], drawn dice: rated (both ratings change). */
    fun finishedRated(yellow: String, blue: String): String = play(
        GameConfig(
            seats = listOf(SeatSetup(PlayerColor.YELLOW, SeatKind.HUMAN), SeatSetup(PlayerColor.BLUE, SeatKind.HUMAN)),
            rules = factory.presetRules(Preset.QUICK), seed = null, firstPlayer = PlayerColor.YELLOW,
            profiles = mapOf(PlayerColor.YELLOW to yellow, PlayerColor.BLUE to blue),
        ),
    ) { u, _ -> u.view.phase == Phase.GAME_OVER }

    /**
     * Plays [config] (the person by the core's hints, CPU seats by the table itself, no
     * delays) until [stop] holds for an update after which nothing runs; returns the save.
     */
    private fun play(config: GameConfig, stop: (TableUpdate, Int) -> Boolean): String {
        val updates = LinkedBlockingQueue<TableUpdate>()
        factory.newGame(config, Pace.INSTANT) { updates.put(it) }.use { t ->
            config.profiles.forEach { (color, id) -> t.setProfile(color, id) }
            var actions = 0
            while (true) {
                val u = updates.poll(30, TimeUnit.SECONDS) ?: error("the table went quiet")
                // Act only on the newest update: older ones describe a table that moved on.
                if (updates.isNotEmpty()) continue
                if (stop(u, actions)) return t.saveText()
                val v = u.view
                check(v.phase != Phase.GAME_OVER) { "the game ended before the position" }
                if (!v.personToAct) continue
                val hint = v.hint
                when {
                    v.moves.isEmpty() -> t.perform(SceneAction.Roll)
                    hint == null -> t.perform(SceneAction.Hint)
                    else -> { t.perform(SceneAction.Move(hint.token)); actions++ }
                }
                check(actions < 5000)
            }
        }
    }

    /** Puts [save] where the app resumes from; the next launched MainActivity opens it. */
    fun install(save: String) {
        val app = RuntimeEnvironment.getApplication()
        File(app.filesDir.also { it.mkdirs() }, "current.json").writeText(save)
        app.getSharedPreferences("ludo", Context.MODE_PRIVATE).edit().putBoolean("in_game", true).commit()
    }
}
