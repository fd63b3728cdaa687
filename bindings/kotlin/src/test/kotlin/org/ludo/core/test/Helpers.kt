package org.ludo.core.test

import org.ludo.core.*
import java.io.File

/** Helpers shared by the tests. */
object Helpers {
    /** The golden files shared with the Rust and Swift tests. */
    val goldenDir = File(System.getProperty("ludo.golden.dir") ?: "../../tests/golden")

    fun setup(vararg seats: Pair<PlayerColor, SeatKind>, seed: ULong = 1uL, rules: Rules = defaultRules()) =
        GameSetup(
            seats = seats.map { SeatSetup(it.first, it.second) },
            rules = rules,
            seed = seed,
        )

    /** A table of two people (instant settings); close it with `use`. */
    fun twoHumans(seed: ULong, rec: Recorder = Recorder(), store: LudoStore? = null) = LudoTable.newGame(
        setup(PlayerColor.YELLOW to SeatKind.Human, PlayerColor.RED to SeatKind.Human, seed = seed),
        tableSettingsInstant(),
        rec,
        store,
    )

    /** A save of a game in the middle (a golden file). */
    fun midGameSave() = File(goldenDir, "saves/mid_game.save.json").readText().trimEnd()

    /** A save of a finished game (a golden file). */
    fun finishedSave() = File(goldenDir, "saves/finished.save.json").readText().trimEnd()

    fun colorName(c: PlayerColor) = c.name.lowercase()
    fun phaseName(p: GamePhase) = p.name.lowercase()
}
