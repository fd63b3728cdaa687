package app.ludo.android

import app.ludo.shell.CoreRecords
import app.ludo.shell.Pace
import app.ludo.shell.PlayerColor
import app.ludo.shell.RecordsStore
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.ludo.core.SceneAction
import org.robolectric.RobolectricTestRunner
import org.robolectric.RuntimeEnvironment
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode
import java.io.File

/**
 * What the iOS app had and Android lacked (docs/android.md, the `ParityTest` row): the notice
 * for a damaged save, "could not save", rating changes on the result, the moves as touch targets,
 * the last setup remembered, the history line with its date and whether it was rated.
 */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [36], qualifiers = PHONE)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class ParityTest {

    private val files: File get() = RuntimeEnvironment.getApplication().filesDir

    @Test
    fun aDamagedSaveIsSetAsideKeptAndSaidOnce() {
        files.mkdirs()
        File(files, "game.json").writeText("{ not a save")
        File(files, "game.json.bak").writeText("also not a save")
        // As after a process death in the middle of that game: the app tries to reopen it first.
        RuntimeEnvironment.getApplication().getSharedPreferences("ludo", android.content.Context.MODE_PRIVATE)
            .edit().putBoolean("in_game", true).commit()
        val app = App.launch()
        app.waitUntil("the notice") { app.texts().contains(app.str("notice_save_damaged")) }
        // Kept under another name with their bytes, never deleted; nothing left to resume.
        assertEquals("{ not a save", File(files, "current.json.damaged").readText())
        assertEquals("also not a save", File(files, "current.json.bak.damaged").readText())
        assertFalse(File(files, "current.json").exists() || File(files, "game.json").exists())
        assertNull(app.buttonOrNull(app.str("home_resume")))
        app.tap(app.str("btn_ok"))
        assertFalse(app.texts().contains(app.str("notice_save_damaged")))
        // Said once: home again (a new Activity too) says nothing more.
        app.tap(app.str("home_rules"))
        app.tap(app.str("back"))
        assertFalse(app.texts().contains(app.str("notice_save_damaged")))
        val again = App.launch()
        again.waitUntil("home") { again.buttonOrNull(again.str("home_new_game")) != null }
        assertFalse(again.texts().contains(again.str("notice_save_damaged")))
    }

    /**
     * The saves fail for a real reason: a newer app's save is in place, which the core's store
     * never writes over (the store's writer tells the app each failure); until it is gone.
     */
    @Test
    fun aFailedAutosaveIsSaidUntilASaveSucceeds() {
        val app = App.launch()
        // The scene's tip card says it (the core's words), while the game screen's spec says the save failed.
        val error = app.str("scene_save_failed")
        fun shown() = app.game?.spec()?.saveFailed == true && app.onScene(error)
        app.startQuickGame(touch = true)
        app.flushSave()
        app.idle()
        assertFalse("said while the saves are written", shown())
        app.goHome()
        // A newer app's save takes the game's place: the next game's autosaves fail, and the game screen says so.
        val newer = String(app.saveBytes()!!).replaceFirst("\"version\":3", "\"version\":99")
        assertTrue(newer.contains("\"version\":99"))
        app.saveFile.writeText(newer)
        app.startQuickGame(touch = true)
        app.flushSave()
        app.waitUntil("the failed autosave said") { shown() }
        assertEquals("never written over", newer, app.saveFile.readText())
        app.saveFile.delete()
        // Leaving the screen writes the save again (pause): now it works and the line goes.
        app.controller.pause()
        app.controller.resume()
        app.flushSave()
        app.waitUntil("the line gone once a save is written") { !shown() }
    }

    @Test
    fun theResultShowsEachProfilesRatingChange() {
        val (asha, ravi) = store().use { s -> s.addProfile("Asha")!!.id to s.addProfile("Ravi")!!.id }
        Positions.install(Positions.finishedRated(asha, ravi))
        val app = App.launch()
        app.waitUntil("the result") { app.resultShown() }
        // Recorded at start-up (a finished save still held) and said on the result card, in the core's words.
        val (a, r) = store().use { s -> s.stats(asha)!!.profile.rating to s.stats(ravi)!!.profile.rating }
        assertTrue("the ratings changed", a != 1200.0 && r != 1200.0)
        app.waitUntil("the rating changes") { app.onScene(app.str("records_rating_change", "Asha", 1200, Math.round(a).toInt())) }
        assertTrue(app.onScene(app.str("records_rating_change", "Ravi", 1200, Math.round(r).toInt())))
    }

    @Test
    fun anUnratedGameSaysWhyOnTheResult() {
        Positions.install(Positions.finished())
        val app = App.launch()
        app.waitUntil("the result") { app.resultShown() }
        app.waitUntil("why not rated") { app.onScene(app.str("records_unrated_no_profile")) }
    }

    /**
     * The person's legal moves are touch targets of the scene, as iOS offers them: each movable
     * token and each move's target square, at least 44 dp, said without owner symbols; tapping
     * a move's target square makes that move.
     */
    @Test
    fun theLegalMovesAreTheScenesTokensAndTargetSquares() {
        Positions.install(Positions.midGame())
        // The CPUs wait a minute before they act (real time): the move checked below stays the
        // last one (at no delay they play on at once and the check saw their moves instead).
        val app = App.launch(pace = Pace(60_000, 0, handoverPrompt = false))
        app.waitUntil("yellow to move") { app.state?.view?.let { it.personToAct && it.moves.size >= 2 } == true && app.offer() != null }
        val v = app.state!!.view
        val moves = app.hits().filter { it.action is SceneAction.Move }
        assertEquals(v.moves.map { it.token }.toSet(), moves.map { (it.action as SceneAction.Move).token }.toSet())
        for (h in moves) {
            assertTrue("${h.label}: 44 dp", h.w >= 44f - 0.01f && h.h >= 44f - 0.01f)
            assertTrue(h.label, h.label.isNotBlank() && h.label.none { it in "○□△✚" })
        }
        // Kind 5 of the core's ids: a move's target square.
        val second = v.moves[1]
        val square = moves.single { it.id shr 24 == 5u && (it.action as SceneAction.Move).token == second.token }
        app.tap(square)
        app.waitUntil("the move") { app.state?.view?.lastMove?.let { it.color == PlayerColor.YELLOW && it.token == second.token } == true }
        // That token is now where the move said, and the moves went with the person's turn
        // (unless the move gave yellow another roll: then the die is offered, no moves yet).
        val after = app.state!!.view
        assertEquals(second.to, after.tokens.single { it.color == PlayerColor.YELLOW && it.token == second.token }.progress)
        app.waitUntil("the move played on the scene") { app.hits().none { it.action is SceneAction.Move } }
    }

    @Test
    fun theLastSetupIsOfferedForTheNextNewGame() {
        val app = App.launch()
        app.newGame()
        app.choose(app.spinnerAfter(app.player("blue")), app.str("cpu_hard"))
        app.choose(app.spinnerAfter(app.player("red")), app.str("seat_off"))
        app.openHouseRules()
        val sixes = app.checkBox(app.str("rule_three_sixes"))
        val sixesBefore = sixes.isChecked
        app.tap(sixes)
        app.closeHouseRules()
        app.tap(app.str("setup_start"))
        app.goHome()
        fun check(a: App) {
            a.newGame()
            assertEquals(a.str("cpu_hard"), a.spinnerAfter(a.player("blue")).selectedItem)
            assertEquals(a.str("seat_off"), a.spinnerAfter(a.player("red")).selectedItem)
            assertEquals(a.str("seat_person"), a.spinnerAfter(a.player("yellow")).selectedItem)
            a.openHouseRules()
            assertEquals(!sixesBefore, a.checkBox(a.str("rule_three_sixes")).isChecked)
        }
        check(app)
        // Also for the next run of the app.
        check(App.launch())
    }

    @Test
    fun theHistoryLineHasTheDateAndWhetherTheGameWasRated() {
        val zone = java.util.TimeZone.getDefault()
        java.util.TimeZone.setDefault(java.util.TimeZone.getTimeZone("Asia/Kolkata"))
        try {
            val id = store().use { it.addProfile("Asha")!!.id }
            store().use { it.recordFinished(Positions.finishedDrawn(profile = id)) }
            val ms = store().use { it.history(1).single().recordedMs }
            val app = App.launch()
            app.tap(app.str("home_records"))
            val date = java.time.Instant.ofEpochMilli(ms).atZone(java.time.ZoneId.of("Asia/Kolkata"))
                .format(java.time.format.DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm"))
            val line = app.texts().single { it.startsWith(date) }
            // Drawn dice (a chosen seed's game is never rated): Asha may have won or lost.
            assertTrue(line, Regex("[12]\\. " + Regex.escape("${app.player("yellow")} (Asha)")).containsMatchIn(line))
            assertTrue(line, line.endsWith(" · " + app.str("records_rated")))
        } finally {
            java.util.TimeZone.setDefault(zone)
        }
    }

    private fun store(): RecordsStore =
        CoreRecords.open(File(RuntimeEnvironment.getApplication().filesDir.also { it.mkdirs() }, RECORDS_DB).path)!!
}
