package org.ludo.core.test

import org.ludo.core.*

/** Helpers shared by the tests. */
object Helpers {
    fun setup(vararg seats: Pair<PlayerColor, SeatKind>, seed: ULong = 1uL, rules: Rules = defaultRules()) =
        GameSetup(
            seats = seats.map { SeatSetup(it.first, it.second) },
            rules = rules,
            seed = seed,
        )

    fun twoHumans(seed: ULong) = LudoGame(
        setup(PlayerColor.YELLOW to SeatKind.Human, PlayerColor.RED to SeatKind.Human, seed = seed)
    )

    fun vsCpu(level: CpuLevel, seed: ULong) = LudoGame(
        setup(PlayerColor.YELLOW to SeatKind.Human, PlayerColor.RED to SeatKind.Cpu(level), seed = seed)
    )

    /** One step of a person: move the hinted token while a move is awaited, else roll. */
    fun personStep(g: LudoGame): List<NumberedEvent> =
        g.hint()?.let { g.moveToken(it.token) } ?: g.roll()

    fun colorName(c: PlayerColor) = c.name.lowercase()
    fun phaseName(p: GamePhase) = p.name.lowercase()
}
