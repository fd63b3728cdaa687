package org.ludo.core.test

import kotlinx.coroutines.*
import org.junit.jupiter.api.Assertions.*
import org.junit.jupiter.api.Test
import org.ludo.core.*
import org.ludo.core.test.Helpers.personStep
import org.ludo.core.test.Helpers.setup
import org.ludo.core.test.Helpers.vsCpu
import java.util.concurrent.Executors
import java.util.concurrent.TimeUnit
import java.util.concurrent.atomic.AtomicInteger

class ConcurrencyTest {
    @Test
    fun callsFromManyThreadsAtOnce() {
        vsCpu(CpuLevel.MEDIUM, 33uL).use { g ->
            val pool = Executors.newFixedThreadPool(8)
            val ok = AtomicInteger()
            val failures = AtomicInteger()
            repeat(8) { t ->
                pool.submit {
                    for (i in 0 until 300) {
                        try {
                            g.snapshot(); g.tokenSpots(); g.hitTest((i % 15).toFloat(), t.toFloat())
                            when ((t + i) % 4) {
                                0 -> g.roll()
                                1 -> g.moveToken(i % 4)
                                2 -> runBlocking { g.cpuMove() }
                                else -> g.undo()
                            }
                            ok.incrementAndGet()
                        } catch (e: LudoException) {
                            // expected: wrong phase, illegal move, not CPU's turn, stale, ...
                        } catch (e: Throwable) {
                            failures.incrementAndGet()
                        }
                        if (g.snapshot().phase == GamePhase.GAME_OVER) break
                    }
                }
            }
            pool.shutdown()
            assertTrue(pool.awaitTermination(120, TimeUnit.SECONDS))
            assertEquals(0, failures.get())
            assertTrue(ok.get() > 0)
            // consistent: survives a save/load round trip
            val s = g.save()
            LudoGame.load(s).use { back ->
                assertEquals(s, back.save())
                // the event log is not saved: a loaded game numbers the replayed events afresh
                assertEquals(g.snapshot().copy(nextEventSeq = 0uL), back.snapshot().copy(nextEventSeq = 0uL))
            }
        }
    }

    @Test
    fun coroutinesOnSeveralGamesInParallel(): Unit = runBlocking {
        val results = (1..4).map { seed ->
            async(Dispatchers.Default) {
                LudoGame(
                    setup(
                        PlayerColor.YELLOW to SeatKind.Cpu(CpuLevel.HARD),
                        PlayerColor.RED to SeatKind.Cpu(CpuLevel.MEDIUM),
                        seed = seed.toULong(),
                    )
                ).use { g ->
                    while (g.snapshot().phase != GamePhase.GAME_OVER) g.cpuMove()
                    g.snapshot().placements!!
                }
            }
        }.awaitAll()
        assertEquals(4, results.size)
    }

    @Test
    fun cancellingACpuMove(): Unit = runBlocking {
        val s = setup(
            PlayerColor.YELLOW to SeatKind.Cpu(CpuLevel.EXPERT),
            PlayerColor.RED to SeatKind.Human,
            seed = 8uL,
        ).copy(firstPlayer = PlayerColor.YELLOW)
        LudoGame(s).use { g ->
            g.setCpuMinDelayMs(5000u)
            val before = g.save()
            val started = System.nanoTime()
            val job = async(Dispatchers.Default) { runCatching { g.cpuMove() } }
            delay(100)
            g.cancelCpu()
            val r = job.await()
            assertTrue(r.exceptionOrNull() is LudoException.Cancelled, "$r")
            assertTrue(System.nanoTime() - started < 3_000_000_000L)
            assertEquals(before, g.save(), "nothing applied")

            // a cancel with nothing in flight does not affect the next move
            g.cancelCpu()
            g.setCpuMinDelayMs(0u)
            g.cpuMove()

            // Stale: a seat change lands while the CPU thinks.
            while (!g.snapshot().cpuToAct) personStep(g)
            g.setCpuMinDelayMs(5000u)
            val job2 = async(Dispatchers.Default) { runCatching { g.cpuMove() } }
            delay(50)
            g.setSeat(PlayerColor.YELLOW, SeatKind.Human)
            assertTrue(job2.await().exceptionOrNull() is LudoException.Stale)

            // Cancelling the coroutine itself also works (the Rust future is dropped).
            g.setSeat(PlayerColor.YELLOW, SeatKind.Cpu(CpuLevel.EXPERT))
            g.setCpuMinDelayMs(5000u)
            val before2 = g.save()
            val job3 = launch(Dispatchers.Default) { g.cpuMove() }
            delay(100)
            job3.cancelAndJoin()
            assertEquals(before2, g.save())
        }
    }
}
