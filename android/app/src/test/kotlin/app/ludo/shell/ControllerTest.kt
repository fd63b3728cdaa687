package app.ludo.shell

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.ludo.core.Preset
import org.ludo.core.TableSettings
import org.ludo.core.tableSettingsDefault

/** The game screen's wiring over the core's table (real library through JNA), updates through the listener. */
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
        assertEquals(core.copy(cpuDelayMs = 0u, stepDelayMs = 0u, handoverPrompt = false), CoreTable.settings(Pace.INSTANT))
        // The record's declared defaults (bindings/src/table_types.rs) say the same as the core.
        assertEquals(core, TableSettings())
    }

    @Test
    fun statusHighlightsAndDieFollowTheGame() {
        val d = Driver()
        var s = d.step { newGame(GameConfig(seats = seats(y to HUMAN, r to HUMAN), seed = 1, firstPlayer = y)) }
        assertEquals("Yellow: roll the die.", s.status)
        assertTrue(s.scene.die.active)
        assertEquals(Highlights.NONE, s.scene.highlights)
        assertEquals(2, s.scene.chips.size)
        assertTrue(s.scene.chips[0].current)
        assertTrue(s.announcements.isNotEmpty(), "the start is announced")
        // Roll until someone has a choice: movable tokens and target squares are highlighted.
        while (d.view.moves.isEmpty()) d.step { roll() }
        s = d.state
        assertTrue(s.status.contains("rolled"), s.status)
        assertFalse(s.scene.die.active)
        assertEquals(s.view.moves.map { it.token }.toSet(), s.scene.highlights.movable)
        assertEquals(s.view.moves.mapNotNull { it.target }.toSet(), s.scene.highlights.targets)
        assertTrue(s.view.canHint)
        s = d.step { showHint() }
        assertNotNull(s.hintText)
        assertNotNull(s.scene.highlights.hintToken)
        assertTrue(s.hintText!!.startsWith("Hint:"), s.hintText)
        s = d.step { move(s.scene.highlights.hintToken!!) }
        assertNull(s.hintText)
        assertTrue(s.announcements.any { it.contains("moved") || it.contains("brought") }, s.announcements.toString())
        assertNotNull(s.scene.lastMove, "the last move is marked")
        assertEquals(2, s.diceCounts.size)
        d.close()
    }

    @Test
    fun refusedInputsSayWhyAndChangeNothing() {
        val store = MemoryStore()
        val fake = FakeHaptics()
        val d = Driver(store, sink = fake)
        d.step { newGame(GameConfig(seats = seats(y to HUMAN, r to HUMAN), seed = 1, firstPlayer = y)) }
        val writes = store.writes
        val s = d.step { move(0) }
        assertEquals(listOf("Roll the die first."), s.announcements.takeLast(1), s.announcements.toString())
        assertEquals(HapticKind.REFUSED, fake.played.last())
        assertEquals(writes, store.writes, "a refused input writes nothing")
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
        var s = d.step { toggleSeat(y) }
        assertTrue(s.view.seats.first { it.color == y }.kind.isCpu)
        assertEquals("Take Yellow ○ back", s.seats.first { it.color == y }.label)
        // The CPU now plays yellow's turn until red is to act.
        d.await(what = "red to act") { it.view.toAct == r && it.view.personToAct }
        s = d.step { toggleSeat(y) }
        assertFalse(s.view.seats.first { it.color == y }.kind.isCpu)
        assertTrue(s.announcements.any { it.contains("person") }, s.announcements.toString())
        d.close()
    }

    /** After a shared 2nd the next line says "4.", the core's place, where the list once said "3." (its index). */
    @Test
    fun theGameOverListShowsTheCoresPlaceAfterASharedOne() {
        val groups = listOf(PlaceGroupState(1, listOf(y)), PlaceGroupState(2, listOf(b, PlayerColor.RED)), PlaceGroupState(4, listOf(PlayerColor.GREEN)))
        val lines = UiState.placeLines(english, groups) { english.player(it) }
        assertEquals(listOf("1.", "2.", "4."), lines.map { it.substringBefore(' ') })
        assertTrue(lines[1].contains(english.player(b)) && lines[1].contains(english.player(PlayerColor.RED)), lines[1])
        assertTrue(lines[2].contains(english.player(PlayerColor.GREEN)), lines[2])
    }

    @Test
    fun fullGameAgainstTheCpuThroughTheTable() {
        val store = MemoryStore()
        val d = Driver(store)
        d.step {
            newGame(GameConfig(seats = seats(y to HUMAN, b to SeatKind.cpu(CpuLevel.EASY)), rules = factory.presetRules(Preset.QUICK), seed = 5, firstPlayer = y))
        }
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
        assertEquals("Game over.", over.status)
        assertTrue(over.placements!!.first().startsWith("1. "))
        assertEquals(over.view.placements, over.view.placeGroups!!.map { it.colors }, "the numbered groups are the placements")
        assertTrue(over.view.canPlayAgain)
        assertEquals(true, factory.inspect(store.read()!!)?.finished, "the last save says the game is over")
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
        assertNotNull(s.timerText)
        // Yellow plays until the turn goes to red: the device is handed over, red confirms.
        while (d.view.handover == null) {
            assertTrue(d.view.toAct == y && d.view.personToAct, "yellow plays until the handover")
            val v = d.view
            if (v.moves.isEmpty()) d.step { roll() } else d.step { move(v.moves.first().token) }
        }
        assertEquals(r, d.view.handover)
        assertEquals("Pass the device to Red.", d.state.status)
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
        val game = MemoryStore()
        val lesson = MemoryStore()
        val d = Driver(game, lesson)
        var s = d.step { startTutorial() }
        assertEquals("tip.roll_first", s.view.lesson!!.tip.key)
        assertEquals(englishWords.say(s.view.lesson.tip), s.tip)
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
        assertNull(game.read(), "the lesson never writes the player's game")
        assertEquals(true, factory.inspect(lesson.read()!!)?.tutorial)
        d.close()
    }
}
