package org.ludo.core.test

import org.junit.jupiter.api.Assertions.*
import org.junit.jupiter.api.Test
import org.ludo.core.*
import org.ludo.core.test.Helpers.setup
import java.util.concurrent.TimeUnit
import java.util.concurrent.locks.ReentrantLock
import kotlin.concurrent.withLock

/** Collects every update the table delivers, with the thread it arrived on. */
class Recorder : TableListener {
    private val lock = ReentrantLock()
    private val arrived = lock.newCondition()
    private val updates = mutableListOf<TableUpdate>()
    private val inFlight = java.util.concurrent.atomic.AtomicInteger(0)
    /** Two calls overlapped (there must be one delivery thread). */
    @Volatile var overlapped = false
    /** Java thread ids of the calls (JNA attaches the one native delivery thread
     * anew for each callback, so the ids differ; the callers' ids must not occur). */
    val threads = java.util.concurrent.ConcurrentHashMap.newKeySet<Long>()

    override fun onUpdate(update: TableUpdate) {
        if (inFlight.incrementAndGet() != 1) overlapped = true
        threads += Thread.currentThread().id
        Thread.yield()
        lock.withLock {
            updates += update
            arrived.signalAll()
        }
        inFlight.decrementAndGet()
    }

    fun count() = lock.withLock { updates.size }
    fun all() = lock.withLock { updates.toList() }
    fun last() = lock.withLock { updates.last() }

    /** Waits (10 s at most) until the latest update satisfies [pred]. */
    fun waitFor(what: String, pred: (TableUpdate) -> Boolean): TableUpdate = lock.withLock {
        val deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10)
        while (updates.isEmpty() || !pred(updates.last())) {
            val left = deadline - System.nanoTime()
            assertTrue(left > 0, "timed out waiting for $what")
            arrived.awaitNanos(left)
        }
        updates.last()
    }

    /** Waits until at least [n] updates arrived. */
    fun waitCount(n: Int) = lock.withLock {
        val deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10)
        while (updates.size < n) {
            val left = deadline - System.nanoTime()
            assertTrue(left > 0, "timed out waiting for update $n")
            arrived.awaitNanos(left)
        }
    }
}

class TableTest {
    private fun settled(u: TableUpdate) =
        u.view.personToAct || u.view.phase == GamePhase.GAME_OVER || u.view.canPlayAgain

    /** One decision of the person to act, then wait for its update. */
    private fun step(t: LudoTable, rec: Recorder) {
        val v = t.view()
        assertTrue(v.personToAct)
        val n = rec.count()
        // Every move's button label names the token, and a capture exactly when there is one.
        for (m in v.moves) {
            assertEquals(if (m.captures.isEmpty()) "move.choice" else "move.choice.captures", m.label.key)
            assertTrue(localize(m.label, "en").startsWith("Move token ${m.token + 1} to "))
        }
        if (v.die.canRoll) t.roll() else t.moveToken(v.moves.first().token)
        rec.waitCount(n + 1)
    }

    private fun assertEventsInOrder(all: List<TableUpdate>) {
        val seqs = all.flatMap { u -> u.events.map { it.seq } }
        assertTrue(seqs.isNotEmpty())
        seqs.zipWithNext().forEach { (a, b) -> assertEquals(a + 1uL, b, "events in order") }
    }

    @Test
    fun fullGameAgainstTheCpuThroughTheListener() {
        val rec = Recorder()
        val s = setup(PlayerColor.YELLOW to SeatKind.Human, PlayerColor.RED to SeatKind.Cpu(CpuLevel.MEDIUM), seed = 5uL)
        val store = Stores.temp()
        val outcomes = Stores.Outcomes()
        store.setListener(outcomes)
        LudoTable.newGame(s, tableSettingsInstant(), rec, store).use { t ->
            val first = rec.waitFor("the start") { true }
            assertNull(first.finishedGame)
            assertTrue(first.announcements.first().key.startsWith("event.game_started"))
            // The dice line comes from the core with the code in it; the bare code stays.
            val code = first.view.diceCode!!
            assertEquals(Message("dice.code", listOf(MessageArg.Text(code))), first.view.diceCodeLine)
            assertTrue(localize(first.view.diceCodeLine!!, "en").contains(code))
            assertNull(first.view.diceCheck)
            var n = 0
            while (true) {
                val u = rec.waitFor("a person or the end", ::settled)
                if (u.view.phase == GamePhase.GAME_OVER) break
                step(t, rec)
                assertTrue(++n < 5000, "the game does not end")
            }
            val all = rec.all()
            assertEventsInOrder(all)
            assertNotNull(all.last().view.placements)
            assertEquals(Message("dice.verified", emptyList()), all.last().view.diceCheck)
            assertNull(all.last().view.diceCodeLine)
            val save = all.last().finishedGame!!
            assertTrue(all.filter { it.view.phase != GamePhase.GAME_OVER }.all { it.finishedGame == null })
            assertTrue(inspectSave(save).finished)
            // The store's writer wrote every save, off the caller's thread, the last one
            // being the finished game.
            store.flush()
            assertEquals(save, store.read(StoreSlot.GAME))
            assertNull(store.read(StoreSlot.LESSON))
            assertTrue(outcomes.all().isNotEmpty() && outcomes.all().all { it.written && it.slot == StoreSlot.GAME })
            assertFalse(Thread.currentThread().id in outcomes.threads, "written off the caller's thread")
            assertTrue(all.flatMap { it.events }.any { (it.event as? GameEvent.Moved)?.color == PlayerColor.RED })
            assertTrue(all.all { it.announcements.size >= it.events.size })
            assertFalse(rec.overlapped, "one update at a time")
            assertFalse(Thread.currentThread().id in rec.threads, "not on the caller's thread")
            val words = localize(all.last().announcements.last(), "en")
            assertTrue(words.isNotBlank() && !words.contains("{"), words)
            t.stop()
            t.stop()
        }
    }

    @Test
    fun passAndPlayWithAPauseInTheMiddleStopsTheTimer() {
        val rec = Recorder()
        val rules = defaultRules().copy(turnTimeLimitSecs = 30u)
        val s = setup(PlayerColor.YELLOW to SeatKind.Human, PlayerColor.RED to SeatKind.Human, seed = 8uL, rules = rules)
        val store = Stores.temp()
        LudoTable.newGame(s, tableSettingsInstant(), rec, store).use { t ->
            rec.waitCount(1)
            repeat(10) { step(t, rec) }
            assertTrue(t.view().timer!!.running)
            var n = rec.count()
            t.pause()
            rec.waitCount(n + 1)
            val paused = rec.last()
            assertTrue(paused.view.paused)
            store.flush()
            assertEquals(t.saveText(), store.read(StoreSlot.GAME), "pause saves")
            val pausedAt = store.read(StoreSlot.GAME)
            val stopped = paused.view.timer!!
            assertFalse(stopped.running)
            Thread.sleep(120)
            assertEquals(stopped.remainingMs, t.view().timer!!.remainingMs, "the clock stopped")
            n = rec.count()
            t.roll()
            rec.waitCount(n + 1)
            val refused = rec.last()
            assertEquals("refusal.paused", refused.refused?.key)
            assertTrue(refused.events.isEmpty())
            store.flush()
            assertEquals(pausedAt, store.read(StoreSlot.GAME), "a refusal writes nothing new")
            n = rec.count()
            t.resume()
            rec.waitCount(n + 1)
            assertTrue(t.view().timer!!.running)
            var steps = 0
            while (t.view().phase != GamePhase.GAME_OVER) {
                step(t, rec)
                assertTrue(++steps < 5000)
            }
            assertEventsInOrder(rec.all())
        }
    }

    @Test
    fun theLessonSavesToTheTutorialSlotOnly() {
        val rec = Recorder()
        val store = Stores.temp()
        LudoTable.tutorial(tableSettingsInstant(), rec, store).use { t ->
            assertEquals(LessonStep.ROLL_FIRST, rec.waitFor("the start") { true }.view.tutorial!!.step)
            var steps = 0
            while (true) {
                val u = rec.waitFor("the learner or the end", ::settled)
                if (u.view.tutorial?.done == true) break
                step(t, rec)
                assertTrue(++steps < 100)
            }
            assertTrue(rec.all().all { it.finishedGame == null }, "a lesson is no game to record")
            store.flush()
            assertNull(store.read(StoreSlot.GAME), "never in the game's slot")
            val lesson = inspectSave(store.read(StoreSlot.LESSON)!!)
            assertTrue(lesson.tutorial && lesson.finished)
        }
    }

    @Test
    fun aSaveReopensWithWelcomeBack() {
        val rec = Recorder()
        val s = setup(PlayerColor.YELLOW to SeatKind.Human, PlayerColor.RED to SeatKind.Cpu(CpuLevel.EASY), seed = 9uL)
        val json = LudoTable.newGame(s, tableSettingsInstant(), rec, null).use { t ->
            repeat(6) {
                rec.waitFor("a person", ::settled)
                step(t, rec)
            }
            rec.waitFor("a person", ::settled)
            t.saveText()
        }
        val rec2 = Recorder()
        val store = Stores.temp()
        LudoTable.load(json, tableSettingsInstant(), rec2, store).use { t ->
            val first = rec2.waitFor("welcome back") { true }
            assertTrue(first.announcements.any { it.key == "table.resumed" })
            assertEquals(t.view(), first.view)
            store.flush()
            assertNull(store.read(StoreSlot.GAME), "nothing written until the game moves")
            step(t, rec2)
            store.flush()
            assertEquals(t.saveText(), store.read(StoreSlot.GAME))
        }
        assertThrows(LudoException.InvalidSave::class.java) {
            LudoTable.load("{", tableSettingsInstant(), rec2, null)
        }
    }

    @Test
    fun badArgumentsAreTypedErrors() {
        val rec = Recorder()
        val s = setup(PlayerColor.YELLOW to SeatKind.Human, PlayerColor.RED to SeatKind.Cpu(CpuLevel.EASY))
        LudoTable.newGame(s, tableSettingsInstant(), rec, null).use { t ->
            assertThrows(LudoException.InvalidArgument::class.java) { t.moveToken(7) }
            assertThrows(LudoException.InvalidArgument::class.java) { t.describeSquare(SquareId.Track(200)) }
            val m = t.describeSquare(SquareId.Track(8))
            assertNotEquals(localize(m, "en"), localize(m, "hi-IN"))
            assertNull(t.hitTest(Float.NaN, 1f))
            assertTrue(t.renderSvg(true).startsWith("<svg"))
        }
    }
}
