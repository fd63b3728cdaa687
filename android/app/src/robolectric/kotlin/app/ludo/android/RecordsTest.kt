package app.ludo.android

import android.os.Looper
import app.ludo.shell.CoreRecords
import app.ludo.shell.RecordsStore
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.ludo.core.shownPercent
import org.robolectric.RobolectricTestRunner
import org.robolectric.RuntimeEnvironment
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode
import java.io.File
import java.util.concurrent.atomic.AtomicInteger

/** Records: a profile picked in setup, a finished game recorded once, the records screen, replay step by step. */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [36], qualifiers = PHONE)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class RecordsTest {

    @Test
    fun aProfileAddedOnTheRecordsScreenIsPickedForAPersonsSeat() {
        val app = App.launch()
        app.tap(app.str("home_records"))
        app.label(app.str("records_no_players"))
        val name = app.all().filterIsInstance<android.widget.EditText>().single()
        name.setText("Asha")
        app.tap(app.str("records_add"))
        app.label("Asha")
        app.tap(app.str("back"))
        app.newGame()
        app.choose(app.spinnerAfter(app.str("setup_plays_as", app.player("yellow"))), "Asha")
        app.tap(app.str("setup_start"))
        app.waitUntil("the game's save") { app.saveBytes()?.let { String(it).contains(profileId("Asha")) } == true }
        // The seat is named with the profile it plays as (the core names it from the records): its
        // panel on the scene and its line of the dice statistics.
        app.waitUntil("the seat named Asha") { app.seatNamed("Asha") }
        assertTrue(app.state!!.diceCounts.any { it.startsWith(app.str("dice_counts", app.player("yellow") + " · Asha", "")) })
        // A guest seat or a CPU has no name beside its colour.
        assertTrue(app.state!!.diceCounts.none { it.startsWith(app.player("blue") + " · ") })
    }

    @Test
    fun aFinishedGameIsRecordedOnceShownWithStatisticsAndReplayedStepByStep() {
        val id = store().use { it.addProfile("Asha")!!.id }
        Positions.install(Positions.finished(profile = id))
        val app = App.launch()
        app.waitUntil("the result") { app.resultShown() }
        // The loaded save's seat is named with its profile (read from the records off the main thread).
        app.waitUntil("the seat named Asha") { app.seatNamed("Asha") }
        // A new Activity (as after a kill) records the finished save again at start-up: still one game.
        app.controller.recreate()
        app.idle()
        app.waitUntil("the result again") { app.resultShown() }
        app.goHome()
        app.tap(app.str("home_records"))
        val stats = store().use { it.stats(id)!! }
        assertEquals("recorded once", 1, stats.games)
        assertEquals(1, store().use { it.history(10) }.size)
        app.label("Asha")
        // The statistics are the core's lines (numbers rounded by the core, places as ordinals).
        app.label(stats.places.let { p -> "Places: 1st ×${p[0]}, 2nd ×${p[1]}, 3rd ×${p[2]}, 4th ×${p[3]}" })
        app.label(app.str("records_stats_games", 1, stats.places[0]))
        app.label(app.str("records_stats_win_rate", "${shownPercent(stats.winRate)}%"))
        app.label(app.str("records_stats_places", stats.places.mapIndexed { i, n -> app.str("records_stats_place", app.str("ordinal_${i + 1}"), n) }.joinToString(", ")))
        // The dice test in the core's words.
        assertTrue(app.texts().any { it.startsWith("As expected") || it.startsWith("Unusual") || it.startsWith("Too few") })
        assertTrue(app.texts().any { it.contains(" · " + app.str("records_history_seat", 1, app.player("yellow"), "Asha") + ", " + app.str("records_history_seat", 2, app.player("blue"), app.str("records_cpu")) + " · ") })
        // Replay: from the start, step forward and back.
        app.tap(app.str("btn_replay"))
        val len = app.texts().firstNotNullOf { Regex("\\d+ of (\\d+)").find(it)?.groupValues?.get(1)?.toInt() }
        assertTrue("$len actions", len > 20)
        app.label(app.str("replay_step", 0, len))
        assertTrue(!app.button(app.str("btn_step_back")).isEnabled)
        repeat(3) { app.tap(app.str("btn_step_forward")) }
        app.label(app.str("replay_step", 3, len))
        app.tap(app.str("btn_step_back"))
        app.label(app.str("replay_step", 2, len))
        val board = app.all().filterIsInstance<PositionView>().single()
        assertTrue(app.rectOf(board).height() > 0)
        assertTrue("the core's board of the step is drawn", board.frame()!!.prims.size > 100)
        app.tap(app.str("back"))
        app.label("Asha")
    }

    @Test
    fun aProfileIsRenamedAndDeletedOnlyAfterConfirming() {
        val app = App.launch()
        app.tap(app.str("home_records"))
        fun nameField() = app.all().filterIsInstance<android.widget.EditText>().single()
        nameField().setText("Asha")
        app.tap(app.str("records_add"))
        app.label("Asha")
        nameField().setText("Bina")
        app.tap(app.str("records_rename", "Asha"))
        app.label("Bina")
        assertEquals(listOf("Bina"), store().use { s -> s.profiles().map { it.name } })
        app.tap(app.str("records_delete", "Bina"))
        val dialog = org.robolectric.shadows.ShadowAlertDialog.getLatestAlertDialog()
        // Cancelled: nothing is deleted.
        dialog.getButton(android.content.DialogInterface.BUTTON_NEGATIVE).performClick()
        app.idle()
        app.label("Bina")
        app.tap(app.str("records_delete", "Bina"))
        org.robolectric.shadows.ShadowAlertDialog.getLatestAlertDialog().getButton(android.content.DialogInterface.BUTTON_POSITIVE).performClick()
        app.idle()
        app.label(app.str("records_no_players"))
        assertTrue(store().use { it.profiles() }.isEmpty())
    }

    @Test
    fun aProfileIsMergedIntoAnotherAfterPickingItAndConfirming() {
        val app = App.launch()
        app.tap(app.str("home_records"))
        fun nameField() = app.all().filterIsInstance<android.widget.EditText>().single()
        nameField().setText("Asha")
        app.tap(app.str("records_add"))
        nameField().setText("Bina")
        app.tap(app.str("records_add"))
        val asha = profileId("Asha")
        app.tap(app.str("records_merge", "Bina"))
        // The list offers the other profile only; picking it asks before anything changes.
        val pick = org.robolectric.shadows.ShadowAlertDialog.getLatestAlertDialog()
        assertEquals(1, pick.listView.adapter.count)
        assertEquals("Asha", pick.listView.adapter.getItem(0).toString())
        org.robolectric.Shadows.shadowOf(pick).clickOnItem(0)
        app.idle()
        val confirm = org.robolectric.shadows.ShadowAlertDialog.getLatestAlertDialog()
        assertEquals(2, store().use { it.profiles() }.size)
        confirm.getButton(android.content.DialogInterface.BUTTON_POSITIVE).performClick()
        app.idle()
        assertEquals(listOf(asha), store().use { s -> s.profiles().map { it.id } })
        app.label("Asha")
        assertTrue("Bina is gone from the screen", app.texts().none { it == "Bina" })
    }

    @Test
    fun aDamagedRecordsFileIsSetAsideKeptAndSaidOnce() {
        val db = File(RuntimeEnvironment.getApplication().filesDir, RECORDS_DB)
        db.writeText("not a database, ".repeat(512))
        val app = App.launch()
        app.tap(app.str("home_records"))
        val said = app.str("records_set_aside", "\u0000").substringBefore('\u0000')
        assertTrue("the set-aside message in ${app.texts()}", app.texts().any { it.startsWith(said) })
        // The damaged file is kept beside the new, empty records.
        assertTrue(db.parentFile!!.listFiles()!!.any { it.name != db.name && it.name.startsWith(db.name) && it.readText().startsWith("not a database") })
        app.label(app.str("records_no_players"))
        // Said once: not again when the screen comes back.
        app.tap(app.str("back"))
        app.tap(app.str("home_records"))
        assertTrue(app.texts().none { it.startsWith(said) })
    }

    /** A store that notes every read made on the main thread (the screen must not wait for SQLite there). */
    private class Watched(private val d: RecordsStore, private val onMain: AtomicInteger, private val reads: AtomicInteger) : RecordsStore by d {
        private fun read() {
            reads.incrementAndGet()
            if (Looper.myLooper() == Looper.getMainLooper()) onMain.incrementAndGet()
        }
        override fun profiles() = read().let { d.profiles() }
        override fun stats(profileId: String) = read().let { d.stats(profileId) }
        override fun history(limit: Int, utcOffsetMinutes: Int) = read().let { d.history(limit, utcOffsetMinutes) }
        override fun gameSave(gameId: String) = read().let { d.gameSave(gameId) }
        override fun addProfile(name: String) = read().let { d.addProfile(name) }
        override fun nameProfiles(table: app.ludo.shell.GameTable) = read().let { d.nameProfiles(table) }
    }

    @Test
    fun theRecordsScreenReadsTheDatabaseOffTheMainThread() {
        val id = store().use { it.addProfile("Asha")!!.id }
        Positions.install(Positions.finished(profile = id))
        val onMain = AtomicInteger()
        val reads = AtomicInteger()
        MainActivity.recordsOverride = { path -> CoreRecords.open(path)?.let { Watched(it, onMain, reads) } }
        try {
            val app = App.launch()
            app.waitUntil("the result") { app.resultShown() }
            app.goHome()
            app.tap(app.str("home_records"))
            // The game just recorded (on the records thread) is listed: the read came after the write.
            app.label("Asha")
            assertTrue(app.texts().any { it.contains(" · " + app.str("records_history_seat", 1, app.player("yellow"), "Asha") + ", " + app.str("records_history_seat", 2, app.player("blue"), app.str("records_cpu")) + " · ") })
            app.all().filterIsInstance<android.widget.EditText>().single().setText("Bina")
            app.tap(app.str("records_add"))
            app.label("Bina")
            app.tap(app.str("btn_replay"))
            app.label(app.str("replay_step", 0, app.texts().firstNotNullOf { Regex("\\d+ of (\\d+)").find(it)?.groupValues?.get(1)?.toInt() }))
            assertTrue("the screen read the records", reads.get() >= 5)
            assertEquals("reads on the main thread", 0, onMain.get())
        } finally {
            MainActivity.recordsOverride = null
        }
    }

    @Test
    fun theSetupScreenReadsTheProfilesOffTheMainThread() {
        store().use { it.addProfile("Asha") }
        val onMain = AtomicInteger()
        val reads = AtomicInteger()
        MainActivity.recordsOverride = { path -> CoreRecords.open(path)?.let { Watched(it, onMain, reads) } }
        try {
            val app = App.launch()
            app.newGame()
            // The profile list arrives from the records thread and is offered under the seats.
            app.choose(app.spinnerAfter(app.str("setup_plays_as", app.player("yellow"))), "Asha")
            app.tap(app.str("setup_start"))
            app.waitUntil("the game's save") { app.saveBytes()?.let { String(it).contains(profileId("Asha")) } == true }
            // The game names the seat's profile, also read on the records thread.
            app.waitUntil("the seat named Asha") { app.seatNamed("Asha") }
            assertTrue("the setup screen read the profiles", reads.get() >= 1)
            assertEquals("reads on the main thread", 0, onMain.get())
        } finally {
            MainActivity.recordsOverride = null
        }
    }

    private fun store(): RecordsStore =
        CoreRecords.open(File(RuntimeEnvironment.getApplication().filesDir, RECORDS_DB).path)!!

    private fun profileId(name: String): String = store().use { s -> s.profiles().first { it.name == name }.id }
}

/** Yellow's panel on the scene (kind 2, index 0 of the core's ids) names the profile [name] it plays as. */
fun App.seatNamed(name: String): Boolean = hits().any { it.id == (2u shl 24) && it.label.contains(", $name") }
