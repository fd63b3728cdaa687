package app.ludo.android

import org.junit.Assert.assertNotNull
import org.junit.Test
import org.junit.runner.RunWith
import org.ludo.core.SceneAction
import org.robolectric.RobolectricTestRunner
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * Screenshots of the real Activity (native Canvas) compared with the golden PNGs in
 * android/app/src/test/resources/golden/screens/ ([Golden]): phone 411×891 dp and small
 * phone 320×640 dp, portrait and landscape, at hdpi (1.5 px per dp).
 * Names: SCREEN-SIZE-ORIENTATION[-variant].png.
 */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [36])
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class GoldenScreensTest {

    private fun shot(name: String, app: App) {
        // The table's first update comes from its delivery thread, in real time.
        app.waitUntil("the game's first update") { app.game == null || app.state != null }
        app.idleToPulsePhase()
        Golden.check(name, app.screenshot())
    }

    private fun home(name: String) = shot(name, App.launch())

    private fun setup(name: String) = App.launch().let { it.tap(it.str("home_new_game")); shot(name, it) }

    private fun midGame(name: String) {
        Positions.install(Positions.midGame())
        shot(name, App.launch())
    }

    @Test @Config(qualifiers = PHONE) fun homePhonePortrait() = home("home-phone-port")
    @Test @Config(qualifiers = PHONE_LAND) fun homePhoneLandscape() = home("home-phone-land")

    /** Home with an unfinished game to resume and two games set aside, one of them damaged (dates in UTC). */
    @Test @Config(qualifiers = PHONE)
    fun homeWithGamesSetAsidePhonePortrait() {
        val zone = java.util.TimeZone.getDefault()
        java.util.TimeZone.setDefault(java.util.TimeZone.getTimeZone("UTC"))
        try {
            val dir = org.robolectric.RuntimeEnvironment.getApplication().filesDir
            java.io.File(dir, "game.json.replaced-1").apply { writeText(Positions.midGame()); setLastModified(1_764_655_200_000) }
            java.io.File(dir, "game.json.replaced-2").apply { writeText("{"); setLastModified(1_764_741_600_000) }
            Positions.install(Positions.early())
            val app = App.launch()
            app.waitUntil("the saved game") { app.state != null }
            app.goHome()
            // The Continue card says when the game was saved: a fixed time, home read again.
            app.flushSave()
            java.io.File(dir, "current.json").setLastModified(1_764_828_000_000)
            app.openSettings()
            app.tap(app.str("back"))
            app.waitUntil("the Continue card") { app.buttonOrNull(app.str("home_resume")) != null }
            shot("home-aside-phone-port", app)
        } finally {
            java.util.TimeZone.setDefault(zone)
        }
    }
    @Test @Config(qualifiers = "hi-w411dp-h891dp-port-night-hdpi") fun homeDarkHindiPhonePortrait() = home("home-phone-port-dark-hi")
    @Test @Config(qualifiers = "bn-" + SMALL) fun homeBengaliSmallPortrait() = home("home-small-port-bn")

    private fun settings(name: String) = App.launch().let { it.openSettings(); shot(name, it) }
    @Test @Config(qualifiers = PHONE) fun settingsPhonePortrait() = settings("settings-phone-port")

    private fun houseRules(name: String) = App.launch().let { it.newGame(); it.openHouseRules(); shot(name, it) }
    @Test @Config(qualifiers = PHONE) fun houseRulesPhonePortrait() = houseRules("house-rules-phone-port")
    @Test @Config(qualifiers = "bn-" + SMALL) fun houseRulesBengaliSmallPortrait() = houseRules("house-rules-small-port-bn")
    @Test @Config(qualifiers = "hi-w411dp-h891dp-port-night-hdpi") fun setupDarkHindiPhonePortrait() = setup("setup-phone-port-dark-hi")
    @Test @Config(qualifiers = PHONE_LAND) fun setupPhoneLandscape() = setup("setup-phone-land")
    @Test @Config(qualifiers = PHONE) fun setupPhonePortrait() = setup("setup-phone-port")
    @Test @Config(qualifiers = SMALL) fun setupSmallPortrait() = setup("setup-small-port")
    @Test @Config(qualifiers = PHONE) fun gamePhonePortrait() = midGame("game-phone-port")
    @Test @Config(qualifiers = PHONE_LAND) fun gamePhoneLandscape() = midGame("game-phone-land")
    @Test @Config(qualifiers = SMALL) fun gameSmallPortrait() = midGame("game-small-port")
    @Test @Config(qualifiers = SMALL_LAND) fun gameSmallLandscape() = midGame("game-small-land")
    @Test @Config(qualifiers = "hi-w411dp-h891dp-port-night-hdpi") fun gameDarkHindiPhonePortrait() = midGame("game-phone-port-dark-hi")
    @Test @Config(qualifiers = "bn-w891dp-h411dp-land-hdpi") fun gameBengaliPhoneLandscape() = midGame("game-phone-land-bn")

    /** The adaptive launcher icon as a launcher masks it (the system's icon mask), 432 px. */
    @Test
    @Config(qualifiers = PHONE)
    fun launcherIcon() {
        val ctx = org.robolectric.RuntimeEnvironment.getApplication()
        val icon = ctx.getDrawable(ctx.applicationInfo.icon)!!
        val bmp = android.graphics.Bitmap.createBitmap(432, 432, android.graphics.Bitmap.Config.ARGB_8888)
        icon.setBounds(0, 0, 432, 432)
        icon.draw(android.graphics.Canvas(bmp))
        Golden.check("launcher-icon", bmp)
    }

    @Test
    @Config(qualifiers = PHONE)
    fun resultPhonePortrait() {
        Positions.install(Positions.finished())
        shot("result-phone-port", App.launch())
    }

    /**
     * The review of the finished quick game at the phones' default settings (the core's
     * `defaultReviewOptions`: seeded, the same review every run), one decision chosen: the
     * store screenshot shows what a player sees, not a rough low-rollout graph.
     */
    @Test
    @Config(qualifiers = PHONE)
    fun reviewPhonePortrait() {
        Positions.install(Positions.finished())
        val app = App.launch()
        app.waitUntil("the result") { app.hitOrNull(SceneAction.Review) != null }
        app.tap(SceneAction.Review)
        app.waitUntil("the review", realMs = 300_000) { app.review?.let { !it.running && it.note == null } == true }
        val ui = app.review!!
        val i = ui.decisions.indexOfFirst { it.best != it.played }.coerceAtLeast(0)
        app.tap(app.button(ui.lines[i]))
        app.idle(100)
        shot("review-phone-port", app)
    }

    /**
     * The records after one recorded game of profile "Asha" (the finished quick game), then its
     * replay at step 12. The history line's date is fixed: the game is recorded first and its
     * time set to 2025-12-02 06:00 UTC in the database, shown in UTC (the app records it again
     * at start-up, which the core counts once, keeping that time).
     */
    @Test
    @Config(qualifiers = PHONE)
    fun recordsAndReplayPhonePortrait() {
        val zone = java.util.TimeZone.getDefault()
        java.util.TimeZone.setDefault(java.util.TimeZone.getTimeZone("UTC"))
        try {
            val ctx = org.robolectric.RuntimeEnvironment.getApplication()
            val db = java.io.File(ctx.filesDir.also { it.mkdirs() }, RECORDS_DB).path
            val save = app.ludo.shell.CoreRecords.open(db)!!.use { r ->
                Positions.finished(profile = r.addProfile("Asha")!!.id).also { assertNotNull(r.recordFinished(it)) }
            }
            android.database.sqlite.SQLiteDatabase.openDatabase(db, null, android.database.sqlite.SQLiteDatabase.OPEN_READWRITE).use {
                it.execSQL("UPDATE games SET recorded_ms = 1764655200000")
            }
            Positions.install(save)
            val app = App.launch()
            app.waitUntil("the result") { app.resultShown() }
            app.goHome()
            app.tap(app.str("home_records"))
            app.label(app.texts().single { it.startsWith("2025-12-02 06:00 · ") })
            shot("records-phone-port", app)
            app.tap(app.str("btn_replay"))
            repeat(12) { app.tap(app.str("btn_step_forward")) }
            shot("replay-phone-port", app)
        } finally {
            java.util.TimeZone.setDefault(zone)
        }
    }

    @Test
    @Config(qualifiers = PHONE)
    fun tutorialPhonePortrait() {
        val app = App.launch()
        app.tap(app.str("home_tutorial"))
        app.waitUntil("the lesson's die") { app.hitOrNull(SceneAction.Roll) != null }
        // The scripted first roll is a 6: the tip explains bringing a token out.
        app.tap(SceneAction.Roll)
        app.waitUntil("the lesson's first roll") { app.onScene(app.str("tip_bring_out")) }
        app.idle(2_000)
        shot("tutorial-phone-port", app)
    }
}
