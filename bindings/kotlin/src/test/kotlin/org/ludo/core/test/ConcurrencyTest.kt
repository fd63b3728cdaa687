package org.ludo.core.test

import org.junit.jupiter.api.Assertions.*
import org.junit.jupiter.api.Test
import org.ludo.core.*
import org.ludo.core.test.Helpers.setup
import java.util.concurrent.Executors
import java.util.concurrent.TimeUnit
import java.util.concurrent.atomic.AtomicInteger

/** A table called from many threads at once, and several tables playing at once. */
class ConcurrencyTest {
    @Test
    fun callsFromManyThreadsAtOnce() {
        val s = setup(PlayerColor.YELLOW to SeatKind.Human, PlayerColor.RED to SeatKind.Cpu(CpuLevel.MEDIUM), seed = 33uL)
        LudoTable.newGame(s, tableSettingsInstant(), Recorder(), null).use { t ->
            val pool = Executors.newFixedThreadPool(8)
            val ok = AtomicInteger()
            val failures = AtomicInteger()
            repeat(8) { th ->
                pool.submit {
                    for (i in 0 until 300) {
                        try {
                            t.view(); t.tokenSpots(); t.hitTest((i % 15).toFloat(), th.toFloat())
                            when ((th + i) % 4) {
                                0 -> t.roll()
                                1 -> t.moveToken(i % 4)
                                2 -> t.hint()
                                else -> t.undo()
                            }
                            ok.incrementAndGet()
                        } catch (e: LudoException) {
                            failures.incrementAndGet() // inputs at the wrong time are refused, not errors
                        } catch (e: Throwable) {
                            failures.incrementAndGet()
                        }
                        if (t.view().phase == GamePhase.GAME_OVER) break
                    }
                }
            }
            pool.shutdown()
            assertTrue(pool.awaitTermination(120, TimeUnit.SECONDS))
            assertEquals(0, failures.get())
            assertTrue(ok.get() > 0)
            // consistent: the save loads (loading replays and checks every action)
            val save = t.saveText()
            val summary = inspectSave(save)
            LudoReplay.open(save).use { r ->
                assertEquals(summary.actions, r.len().toULong())
                assertEquals(summary.phase, r.viewAt(r.len()).phase)
            }
        }
    }

    @Test
    fun severalTablesOfCpusAtOnce() {
        val recs = (1..4).map { Recorder() }
        val tables = recs.mapIndexed { i, rec ->
            LudoTable.newGame(
                setup(
                    PlayerColor.YELLOW to SeatKind.Cpu(CpuLevel.HARD),
                    PlayerColor.RED to SeatKind.Cpu(CpuLevel.MEDIUM),
                    seed = (i + 1).toULong(),
                ),
                tableSettingsInstant(),
                rec,
                null,
            )
        }
        for ((t, rec) in tables.zip(recs)) {
            rec.waitFor("the end") { it.view.phase == GamePhase.GAME_OVER }
            assertNotNull(t.view().placements)
            t.close()
        }
    }
}
