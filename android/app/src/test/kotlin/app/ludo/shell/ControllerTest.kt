package app.ludo.shell

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.ludo.core.LudoStage
import org.ludo.core.Preset
import org.ludo.core.SceneAction
import org.ludo.core.StoreSlot
import org.ludo.core.SceneFrame
import org.ludo.core.SceneSpec
import org.ludo.core.SceneTheme
import org.ludo.core.TableSettings
import org.ludo.core.tableSettingsDefault

/** The game screen's wiring over the core's table (real library through JNA), updates through the listener, inputs from the scene. */
class ControllerTest {
    private val y = PlayerColor.YELLOW
    private val b = PlayerColor.BLUE
    private val r = PlayerColor.RED

    /** The table's settings are the core's defaults (the CPU's node budget) with the app's pacing. */
    @Test
    fun tableSettingsAreTheCoresDefaultsWithTheAppsPace() {
        val core = tableSettingsDefault()
        val s = CoreTable.settings(Pace(650, 20, handoverPrompt = true))
        assertEquals(core.cpuMaxNodes, s.cpuMaxNodes)
        assertEquals(core.copy(cpuDelayMs = 650u, stepDelayMs = 20u, handoverPrompt = true), s)
        assertTrue(s.waitForMotion, "a CPU waits for the scene's motion")
        assertEquals(core.copy(cpuDelayMs = 0u, stepDelayMs = 0u, handoverPrompt = false, waitForMotion = false), CoreTable.settings(Pace.INSTANT))
        assertTrue(CoreTable.settings(Pace(650, reduceMotion = true)).reduceMotion)
        // The record's declared defaults (bindings/src/table_types.rs) say the same as the core.
        assertEquals(core, TableSettings())
    }

    /** The scene of an update as a fresh stage shows it (no motion: settled at once), phone size, English, no pulse. */
    private fun frameOf(s: UiState): SceneFrame = LudoStage().use { st ->
        st.show(s.scene!!, 0.0, true)
        st.frame(SceneSpec(411f, 891f, 0f, 0f, 0f, 0f, SceneTheme.LIGHT, "en", true, false, emptyList()), 1_000.0)
    }

    private fun actions(s: UiState): List<SceneAction> = frameOf(s).hits.map { it.action }.filter { it != SceneAction.None }

    /**
     * Every update carries the core's scene; what its hit areas offer is what the table takes
     * through the controller (the app's taps and TalkBack send exactly these actions).
     */
    @Test
    fun everyUpdateCarriesTheScenesWhoseActionsDriveTheTable() {
        val d = Driver()
        var s = d.step { newGame(GameConfig(seats = seats(y to HUMAN, r to HUMAN), seed = 1, firstPlayer = y)) }
        assertEquals("Yellow: roll the die.", englishWords.say(s.view.status))
        assertTrue(SceneAction.Roll in actions(s), actions(s).toString())
        assertTrue(s.announcements.isNotEmpty(), "the start is announced")
        // Roll through the scene's die until someone has a choice: a Move per legal move, no roll.
        while (d.view.moves.isEmpty()) d.step { perform(actions(d.state).single { it == SceneAction.Roll }) }
        s = d.state
        val moves = actions(s).filterIsInstance<SceneAction.Move>().map { it.token }.toSet()
        assertEquals(s.view.moves.map { it.token }.toSet(), moves)
        assertFalse(SceneAction.Roll in actions(s))
        s = d.step { perform(actions(s).single { it == SceneAction.Hint }) }
        val hint = s.view.hint!!
        assertTrue(englishWords.say(hint.message).startsWith("Hint:"))
        // The tip card reads the hint out.
        assertTrue(frameOf(s).hits.any { it.label == englishWords.say(hint.message) }, frameOf(s).hits.map { it.label }.toString())
        val mover = s.view.toAct
        s = d.step { perform(SceneAction.Move(hint.token)) }
        assertNull(s.view.hint)
        assertTrue(s.announcements.any { it.contains("moved") || it.contains("brought") }, s.announcements.toString())
        assertEquals(mover, s.view.lastMove!!.color)
        assertEquals(hint.token, s.view.lastMove.token)
        assertEquals(2, s.diceCounts.size)
        assertTrue(s.diceCounts[0].startsWith("Yellow ○ rolls: 1×"), s.diceCounts[0])
        // The shell's own actions are not the table's.
        for (a in listOf(SceneAction.Menu, SceneAction.DiceStats, SceneAction.Review, SceneAction.Home, SceneAction.None)) assertFalse(d.c.perform(a))
        d.close()
    }

    @Test
    fun refusedInputsSayWhyAndChangeNothing() {
        val writes = java.util.concurrent.atomic.AtomicInteger()
        val store = saveStore { written, _ -> if (written) writes.incrementAndGet() }
        val fake = FakeHaptics()
        val d = Driver(store, sink = fake)
        d.step { newGame(GameConfig(seats = seats(y to HUMAN, r to HUMAN), seed = 1, firstPlayer = y)) }
        store.flush()
        val before = writes.get()
        assertTrue(before > 0, "the new game is saved")
        val s = d.step { move(0) }
        assertEquals(listOf("Roll the die first."), s.announcements.takeLast(1), s.announcements.toString())
        assertEquals(HapticKind.REFUSED, fake.played.last())
        store.flush()
        assertEquals(before, writes.get(), "a refused input writes nothing")
        d.close()
    }

    @Test
    fun cpuPlaysItsTurnsAndUndoTakesBackThePersonsMove() {
        val d = Driver()
        d.step { newGame(GameConfig(seats = seats(y to HUMAN, r to SeatKind.cpu(CpuLevel.MEDIUM)), seed = 9, firstPlayer = y)) }
        // Play as yellow until yellow moved, then the CPU takes its turn by itself.
        var moved = false
        while (!moved) {
            val v = d.await(what = "yellow to act") { it.view.personToAct }.view
            moved = v.moves.isNotEmpty()
            if (moved) d.step { move(v.moves.first().token) } else d.step { roll() }
        }
        val afterCpu = d.await(what = "the CPU's turn and yellow again") { it.view.personToAct && it.view.toAct == y && it.view.canUndo }
        val tokensBefore = afterCpu.view.tokens.filter { it.color == y }.map { it.progress }
        val s = d.step { undo() }
        assertTrue(s.announcements.any { it.contains("taken back") }, s.announcements.toString())
        assertEquals(y, s.view.toAct)
        assertTrue(s.view.moves.isNotEmpty(), "back to choosing the undone move")
        assertTrue(tokensBefore != s.view.tokens.filter { it.color == y }.map { it.progress } || s.view.moves.isNotEmpty())
        d.close()
    }

    @Test
    fun seatHandoverToTheCpuAndBackByColour() {
        val d = Driver()
        d.step { newGame(GameConfig(seats = seats(y to HUMAN, r to HUMAN), seed = 4, firstPlayer = y)) }
        var s = d.step { perform(actions(d.state).single { it == SceneAction.HandToCpu(CoreTable.ffi(y)) }) }
        assertTrue(s.view.seats.first { it.color == y }.kind.isCpu)
        // The CPU now plays yellow's turn until red is to act; the scene offers yellow back.
        s = d.await(what = "red to act") { it.view.toAct == r && it.view.personToAct }
        assertTrue(SceneAction.TakeBack(CoreTable.ffi(y)) in actions(s), actions(s).toString())
        s = d.step { perform(SceneAction.TakeBack(CoreTable.ffi(y))) }
        assertFalse(s.view.seats.first { it.color == y }.kind.isCpu)
        assertTrue(s.announcements.any { it.contains("person") }, s.announcements.toString())
        d.close()
    }

    @Test
    fun fullGameAgainstTheCpuThroughTheTable() {
        val store = saveStore()
        val d = Driver(store)
        d.step {
            newGame(GameConfig(seats = seats(y to HUMAN, b to SeatKind.cpu(CpuLevel.EASY)), rules = factory.presetRules(Preset.QUICK), seed = 5, firstPlayer = y))
        }
        assertTrue(d.finished.isEmpty(), "nothing to record before the end")
        var cpuSpoken = false
        var actions = 0
        while (d.view.phase != Phase.GAME_OVER) {
            val s = d.await(60_000, "the person's turn or the end") { it.view.personToAct || it.view.phase == Phase.GAME_OVER }
            cpuSpoken = cpuSpoken || s.announcements.any { it.startsWith("Blue") }
            if (s.view.phase == Phase.GAME_OVER) break
            d.playByHint()
            assertTrue(++actions < 3000)
        }
        val over = d.state
        assertTrue(cpuSpoken, "the CPU's actions are announced")
        assertEquals("Game over.", englishWords.say(over.view.status))
        assertEquals(1, over.view.placeGroups!!.first().place)
        assertEquals(over.view.placements, over.view.placeGroups.map { it.colors }, "the numbered groups are the placements")
        // The result card offers play again, the review and home; nothing else is live.
        assertEquals(setOf(SceneAction.PlayAgain, SceneAction.Review, SceneAction.Home, SceneAction.Menu, SceneAction.DiceStats), actions(over).toSet())
        assertTrue(over.view.canPlayAgain)
        val last = store.files!!.read(StoreSlot.GAME)!!
        assertEquals(true, factory.inspect(last)?.finished, "the last save says the game is over")
        // Home (the store's `home`) offers to review it, not to resume it; the records get it.
        d.c.readHome().let { assertEquals(last, it.savedGame); assertFalse(it.canResume); assertNull(it.continueLine) }
        assertEquals(last, d.c.finishedSave())
        // The finished game goes to the records (each update once over carries it; recording twice counts once).
        assertEquals(setOf(last), d.finished.toSet())
        val again = d.step { playAgain() }
        assertEquals(2, again.view.gameNumber)
        assertEquals(b, again.view.toAct, "the first player rotates clockwise to blue")
        d.close()
    }

    @Test
    fun passAndPlayWithAPauseInTheMiddleStopsTheTimer() {
        val d = Driver(pace = Pace(0, 0, handoverPrompt = true))
        val rules = factory.presetRules(Preset.STANDARD)!!.copy(turnTimeLimitSecs = 30u)
        var s = d.step { newGame(GameConfig(seats = seats(y to HUMAN, r to HUMAN), rules = rules, seed = 8, firstPlayer = y)) }
        assertTrue(s.view.timer!!.running)
        // Yellow plays until the turn goes to red: the device is handed over, red confirms.
        while (d.view.handover == null) {
            assertTrue(d.view.toAct == y && d.view.personToAct, "yellow plays until the handover")
            val v = d.view
            if (v.moves.isEmpty()) d.step { roll() } else d.step { move(v.moves.first().token) }
        }
        assertEquals(r, d.view.handover)
        assertEquals("Pass the device to Red.", englishWords.say(d.state.view.status))
        assertEquals(listOf(SceneAction.Ready), actions(d.state).filter { it == SceneAction.Ready })
        assertNull(d.view.timer?.takeIf { it.running }, "no clock runs while the device changes hands")
        s = d.step { acknowledgeHandover() }
        assertEquals(r, s.view.toAct)
        assertTrue(s.view.timer!!.running)
        // Pause (the app goes to the background): the clock stops and inputs are refused.
        d.c.pause()
        s = d.await(what = "paused") { it.view.paused }
        assertFalse(s.view.timer!!.running)
        val left = s.view.timer.remainingMs
        Thread.sleep(1_100)
        s = d.step { roll() }
        assertEquals(listOf("The game is paused."), s.announcements)
        assertEquals(left, s.view.timer!!.remainingMs, "the timer stood still while paused")
        // Back in front: the clock runs again and red plays on.
        d.c.resumeLoop()
        s = d.await(what = "running again") { !it.view.paused }
        assertTrue(s.view.timer!!.running)
        s = d.step { roll() }
        assertTrue(s.announcements.any { it.startsWith("Red") }, s.announcements.toString())
        d.close()
    }

    @Test
    fun tutorialEndToEndFromTheCoresLesson() {
        val store = saveStore()
        val d = Driver(store)
        var s = d.step { startTutorial() }
        assertEquals("tip.roll_first", s.view.lesson!!.tip.key)
        store.flush()
        // Home offers the unfinished lesson to go on with (its own slot: no game to resume or review).
        d.c.readHome().let {
            assertNotNull(it.lesson)
            assertEquals(store.files!!.read(StoreSlot.LESSON), it.lesson)
            assertFalse(it.canResume)
            assertNull(it.savedGame)
        }
        // The scene's tip card says the lesson's tip.
        assertTrue(frameOf(s).hits.any { it.label == englishWords.say(s.view.lesson.tip) })
        val tips = mutableListOf(s.view.lesson.tip.key)
        fun note(st: UiState) { st.view.lesson?.tip?.key?.let { if (tips.last() != it) tips.add(it) } }
        var actions = 0
        while (s.view.lesson?.done != true) {
            s = d.await(what = "the learner's turn or the end") { it.view.personToAct || it.view.lesson?.done == true }
            note(s)
            if (s.view.lesson?.done == true) break
            s = d.playByHint()
            note(s)
            assertTrue(++actions < 40, "the lesson ends within 40 actions")
        }
        assertEquals("tip.done", s.view.lesson!!.tip.key)
        assertTrue(tips.containsAll(listOf("tip.bring_out", "tip.capture")), tips.toString())
        assertTrue(s.view.canPlayAgain, "the lesson can start over")
        assertNull(store.files!!.read(StoreSlot.GAME), "the lesson never writes the player's game")
        assertEquals(true, factory.inspect(store.files!!.read(StoreSlot.LESSON)!!)?.tutorial)
        assertTrue(d.finished.isEmpty(), "a lesson is no game to record")
        assertNull(d.c.readHome().lesson, "a finished lesson is not offered")
        d.close()
    }
}
