package app.ludo.android

import android.app.Activity
import android.content.Context
import android.content.SharedPreferences
import android.content.res.Configuration
import android.os.Bundle
import android.os.Handler
import android.os.Looper
import android.util.Log
import android.view.Gravity
import android.view.View
import android.view.ViewGroup
import android.widget.Button
import android.widget.CheckBox
import android.widget.FrameLayout
import android.widget.ImageButton
import android.widget.SeekBar
import android.widget.LinearLayout
import android.widget.ScrollView
import android.widget.Spinner
import android.widget.TextView
import app.ludo.shell.BadSave
import app.ludo.shell.CoreRecords
import app.ludo.shell.CoreReviewer
import app.ludo.shell.RecordsStore
import app.ludo.shell.CoreTableFactory
import app.ludo.shell.GameConfig
import app.ludo.shell.GameController
import app.ludo.shell.HapticKind
import app.ludo.shell.HapticMapper
import app.ludo.shell.MessageTexts
import app.ludo.shell.Pace
import app.ludo.shell.PlayerColor
import app.ludo.shell.ReviewController
import app.ludo.shell.ReviewUi
import app.ludo.shell.Reviewer
import app.ludo.shell.SaveStore
import app.ludo.shell.SeatKind
import app.ludo.shell.SeatSetup
import app.ludo.shell.SoundScheduler
import app.ludo.shell.T
import app.ludo.shell.TableFactory
import app.ludo.shell.Texts
import app.ludo.shell.UiState
import app.ludo.shell.level
import app.ludo.shell.player
import org.ludo.core.Blocks
import org.ludo.core.BoardChoice
import org.ludo.core.LudoException
import org.ludo.core.NoTokenOnBoard
import org.ludo.core.Rules
import org.ludo.core.SceneAction
import org.ludo.core.SafeSquares
import org.ludo.core.StoreSlot
import org.ludo.core.SceneTheme
import org.ludo.core.saveScene
import org.ludo.core.homeArt
import app.ludo.shell.StillBoard
import org.ludo.core.rulesFromJson
import org.ludo.core.rulesToJson
import java.util.concurrent.ExecutorService
import java.util.concurrent.Executors
import java.util.concurrent.atomic.AtomicInteger

/**
 * The only Activity: home, setup, game (with game over) and rules screens built from
 * framework widgets. It wires the shell classes to Android and decides nothing itself.
 */
class MainActivity : Activity() {

    private enum class Screen { HOME, SETTINGS, SETUP, HOUSE_RULES, GAME, RULES, REVIEW, RECORDS, REPLAY }

    /** What the setup screen shows; kept across recreation (theme or language change). */
    private class SetupChoices(
        /** Per colour: 0 = not playing, 1 = person, 2 + k = CPU level k. */
        val seats: IntArray,
        rules: Rules,
        /** Per colour: the records profile id a person's seat plays as (null: a guest). */
        val profiles: Array<String?> = arrayOfNulls(4),
    ) {
        /** Called after every change of [rules]: the preset row shows what they match (or "Custom"). */
        var onRules: () -> Unit = {}
        var rules: Rules = rules
            set(v) { if (field != v) { field = v; onRules() } }
    }

    private lateinit var texts: Texts
    private lateinit var widgets: Widgets
    private lateinit var style: Style
    /** The game's sounds (a SoundPool); `internal` for the tests, which read what it played. */
    internal lateinit var sounds: AndroidSounds
    private lateinit var soundScheduler: SoundScheduler
    private lateinit var words: MessageTexts
    private lateinit var prefs: SharedPreferences
    private lateinit var language: AppLanguage
    private lateinit var factory: TableFactory
    private lateinit var haptics: HapticMapper
    private lateinit var controller: GameController
    /** The game store in filesDir (the core's `LudoStore`): the tables write their saves through it. */
    private lateinit var saves: SaveStore
    private var setup: SetupChoices? = null
    /** The play screen (the core's scene) while the game screen shows. */
    private var gameView: GameView? = null
    /** The one polite live region of the game screen: what happened, said once by TalkBack. */
    private var logView: TextView? = null
    private lateinit var menus: GameMenus
    /** Set on the store's writer thread when a save fails, cleared when one is written ("The game could not be saved" in the scene, as on iOS). */
    private val saveFailed = java.util.concurrent.atomic.AtomicBoolean(false)
    /** What the records made of the finished game on screen (rating changes, or why not rated), in words. */
    private var recordedLines: List<String> = emptyList()
    private lateinit var review: ReviewController
    /** The save under review and the screen Back returns to. */
    private var reviewSave: String? = null
    private var reviewFrom = Screen.HOME
    private var reviewScreen: ReviewScreen? = null
    /** The device's records (docs/records.md), opened on first use; null when the core cannot open them. */
    private var recordsStore: RecordsStore? = null
    private var recordsOpened = false
    /** Bumped each time the records screen is asked for: a read for an older request is dropped. */
    private var recordsRequest = 0
    /** Work on the records thread (reads, recording a finished game) whose answer the main thread has not taken yet. */
    private val recordsInFlight = AtomicInteger()
    /** Records writes (a finished game) run here, off the main thread, in order. */
    private val recordsWorker: ExecutorService = Executors.newSingleThreadExecutor()
    /** The game store is opened here, and its files read and set aside (home's Resume check and games set aside, a game to reopen or continue), never on the main thread. */
    private val filesWorker: ExecutorService = Executors.newSingleThreadExecutor()
    /** Bumped each time a screen asks the files thread: an answer for an older request is dropped. */
    private var filesRequest = 0
    /** Reads on the files thread whose answer has not been taken on the main thread yet. */
    private val filesInFlight = AtomicInteger()
    /** The core's "records set aside" message is said once per run. */
    private var setAsideSaid = false
    private var replayScreen: ReplayScreen? = null
    private var screen = Screen.HOME
        set(v) { field = v; updateBack() }
    /** The system Back's handler while a screen other than home shows (API 33+: an `OnBackInvokedCallback`). */
    private var backCallback: Any? = null
    private val handler = Handler(Looper.getMainLooper())

    /**
     * The language chosen in the settings, applied before any resource is read: by the system
     * on Android 13+ (its per-app language, where a choice stored by an older version is moved
     * first), by a configuration override before ([AppLanguage]).
     */
    override fun attachBaseContext(base: Context) {
        super.attachBaseContext(base)
        val language = AppLanguage(base, base.getSharedPreferences(PREFS, Context.MODE_PRIVATE))
        language.migrate()
        language.overrideConfiguration()?.let(::applyOverrideConfiguration)
    }

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        EdgeToEdge.enable(window)
        texts = AndroidTexts(resources, packageName)
        widgets = Widgets(this)
        style = Style(this)
        words = androidMessages(resources, packageName)
        menus = GameMenus(this, widgets, texts, words)
        prefs = getSharedPreferences(PREFS, Context.MODE_PRIVATE)
        language = AppLanguage(this, prefs)
        factory = CoreTableFactory()
        haptics = HapticMapper(AndroidHaptics(this) { gameView }, prefs.getBoolean(KEY_HAPTICS, true))
        sounds = AndroidSounds(this)
        // The Sound setting and volume are read as each sound starts: a change applies at once.
        soundScheduler = SoundScheduler(sounds, HandlerLater(handler)) {
            prefs.getBoolean(KEY_SOUND, true) to prefs.getInt(KEY_VOLUME, DEFAULT_VOLUME) / 100f
        }
        // The saves are kept by the core's game store in filesDir (the files and the writer
        // thread are the core's; the directory, and the files thread it is opened and read on,
        // the app's): the tables write their saves (fsync) on the store's writer, never on the
        // main thread; the lesson has its own slot, so it never replaces the player's game.
        saves = SaveStore(filesDir, filesWorker, ::saveOutcome, storeWrapOverride ?: { it })
        controller = GameController(
            factory, saves, haptics, texts, words, handler::post,
            pace = pace(), onChange = ::render, onFinished = ::record,
        )
        review = ReviewController(
            reviewerOverride ?: CoreReviewer(), words, handler::post, ::renderReview,
            // The core's review options (the terminal's rollouts and seed, as on iOS).
            rollouts = reviewRolloutsOverride ?: reviewDefaults.rollouts.toInt(),
            seed = reviewDefaults.seed.toLong(),
        )
        // A finished game whose recording a kill interrupted is recorded now (the core counts
        // it once), read and recorded on the records thread.
        recordsInFlight.incrementAndGet()
        recordsWorker.execute {
            runCatching { controller.finishedSave() }
                .onFailure { Log.w(TAG, "records", it) }.getOrNull()
                ?.let(::recordNow) ?: handler.post { recordsInFlight.decrementAndGet() }
        }
        val saved = savedInstanceState?.let(::restoreSetup)
        val otherwise = {
            when {
                saved == null -> showHome()
                savedInstanceState.getBoolean(KEY_SETUP_HOUSE_RULES) -> { setup = saved; showHouseRules() }
                else -> { setup = saved; showSetup() }
            }
        }
        // Reopen the game (or lesson) exactly where it was when the process was killed mid-game
        // (its save read on the files thread; the window stays empty for that moment).
        if (prefs.getBoolean(KEY_IN_GAME, false)) {
            val slot = if (prefs.getBoolean(KEY_IN_TUTORIAL, false)) StoreSlot.LESSON else StoreSlot.GAME
            reopen(slot, screen, otherwise)
        } else {
            otherwise()
        }
    }

    /**
     * Reads the save of [slot] (and its backup) on the files thread, then opens it on the main
     * thread and shows the game, or runs [otherwise] when none can be opened; dropped when the
     * person left the screen [from] meanwhile.
     */
    private fun reopen(slot: StoreSlot, from: Screen, otherwise: () -> Unit) {
        onFilesThread({ controller.readSaves(slot) }, from) { saves -> if (controller.resumeFrom(saves)) showGame() else otherwise() }
    }

    /**
     * Runs [work] on the files thread and hands its result to [then] on the main thread while
     * the screen [on] is still the one that asked ([filesRequest]); dropped when the person
     * left it meanwhile or the Activity went.
     */
    private fun <T> onFilesThread(work: () -> T, on: Screen, then: (T) -> Unit) {
        val request = ++filesRequest
        filesInFlight.incrementAndGet()
        filesWorker.execute {
            val result = runCatching(work)
            handler.post {
                filesInFlight.decrementAndGet()
                result.onFailure { Log.w(TAG, "files", it) }
                result.onSuccess { if (!isDestroyed && screen == on && request == filesRequest) then(it) }
            }
        }
    }

    /** The CPU's pace from the speed setting; a CPU waits for the scene's motion too (the core's durations, as the game view plays them). */
    private fun pace(): Pace = paceOverride ?: Pace(
        cpuDelayMs = CPU_DELAYS.getOrElse(prefs.getInt(KEY_CPU_SPEED, 1)) { 650L },
        reduceMotion = reduceMotion(),
    )

    /**
     * How an autosave went (on the store's writer thread): a failed one is said on the game
     * screen until a later one is written.
     */
    private fun saveOutcome(written: Boolean, reason: String?) {
        if (!written) Log.w(TAG, "autosave failed: $reason")
        if (saveFailed.getAndSet(!written) != !written) handler.post(::showSaveState)
    }

    private fun showSaveState() {
        gameView?.saveFailed = saveFailed.get()
    }

    override fun onResume() {
        super.onResume()
        // Only the game screen runs the table; home, setup and rules keep no game running
        // (it would otherwise play on behind the home screen).
        if (screen == Screen.GAME) controller.resumeLoop()
    }

    override fun onStop() {
        // Like SharedPreferences.apply(): the saves handed to the store's writer (the pause's
        // among them) are on disk before the process may go.
        saves.flush()
        super.onStop()
    }

    override fun onSaveInstanceState(outState: Bundle) {
        super.onSaveInstanceState(outState)
        val c = setup
        if ((screen == Screen.SETUP || screen == Screen.HOUSE_RULES) && c != null) {
            outState.putBoolean(KEY_SETUP_HOUSE_RULES, screen == Screen.HOUSE_RULES)
            outState.putIntArray(KEY_SETUP_SEATS, c.seats)
            // The core's JSON form of the rules (the generated type is not Serializable).
            try { outState.putString(KEY_SETUP_RULES, rulesToJson(c.rules)) } catch (e: LudoException) { return }
            outState.putStringArray(KEY_SETUP_PROFILES, c.profiles)
        }
    }

    private fun restoreSetup(b: Bundle): SetupChoices? {
        val seats = b.getIntArray(KEY_SETUP_SEATS) ?: return null
        val rules = try { b.getString(KEY_SETUP_RULES)?.let(::rulesFromJson) } catch (e: LudoException) { null }
        val profiles = b.getStringArray(KEY_SETUP_PROFILES)?.takeIf { it.size == 4 } ?: arrayOfNulls(4)
        return SetupChoices(seats, rules ?: return null, profiles)
    }

    /** Shows [content] as the whole screen, padded clear of the system bars and cutout. */
    private fun show(content: View) = setContentView(SafeArea(this, content))

    override fun onPause() {
        // The turn timer and CPU stop while the app is in the background; the save is written now.
        if (screen == Screen.GAME) controller.pause()
        // A sound still due would play over whatever the player switched to.
        soundScheduler.cancelAll()
        super.onPause()
    }

    override fun onDestroy() {
        review.cancel()
        closeReplay()
        gameView?.close()
        soundScheduler.cancelAll()
        sounds.release()
        // Pending records writes finish first; then the database is closed on the same thread.
        recordsWorker.execute { recordsStore?.close() }
        recordsWorker.shutdown()
        filesWorker.shutdown()
        controller.close()
        super.onDestroy()
    }

    override fun onConfigurationChanged(newConfig: Configuration) {
        super.onConfigurationChanged(newConfig)
        // The game screen re-lays out in place: the scene is built for the new size.
        if (screen == Screen.REVIEW) buildReview()
        if (screen == Screen.RECORDS) showRecords()
        if (screen == Screen.REPLAY) buildReplay()
    }

    @Deprecated("Activity.onBackPressed is the API on minSdk 24")
    override fun onBackPressed() {
        if (screen == Screen.HOME) @Suppress("DEPRECATION") super.onBackPressed() else back()
    }

    /** Back on a screen other than home: where that screen's own Back button goes. */
    private fun back() {
        when (screen) {
            Screen.HOME -> Unit
            Screen.REVIEW -> leaveReview()
            Screen.REPLAY -> showRecords()
            Screen.HOUSE_RULES -> showSetup()
            else -> showHome()
        }
    }

    /**
     * From Android 13 the system's Back (and its predictive gesture) goes to registered
     * callbacks, and with targetSdk 36 Android 16 no longer calls [onBackPressed]: a callback
     * is registered while any screen but home shows, so Back returns as the screen's own Back
     * does; on home none is, so the system's Back leaves the app (with its animation).
     */
    private fun updateBack() {
        if (android.os.Build.VERSION.SDK_INT < 33) return
        val dispatcher = onBackInvokedDispatcher
        val want = screen != Screen.HOME
        val current = backCallback as android.window.OnBackInvokedCallback?
        if (want && current == null) {
            val cb = android.window.OnBackInvokedCallback { back() }
            dispatcher.registerOnBackInvokedCallback(android.window.OnBackInvokedDispatcher.PRIORITY_DEFAULT, cb)
            backCallback = cb
        } else if (!want && current != null) {
            dispatcher.unregisterOnBackInvokedCallback(current)
            backCallback = null
        }
    }

    // ----- widgets -----

    private fun dp(v: Float): Int = widgets.dp(v)
    private fun column(): LinearLayout = widgets.column()
    private fun text(s: String, sizeSp: Float = 16f): TextView = widgets.text(s, sizeSp)
    private fun button(s: String, onClick: () -> Unit): Button = widgets.button(s, onClick)
    private fun spinner(options: List<String>, selected: Int, onSelect: (Int) -> Unit): Spinner = widgets.spinner(options, selected, onSelect)
    private fun check(label: String, value: Boolean, onChange: (Boolean) -> Unit): CheckBox = widgets.check(label, value, onChange)
    private fun scroll(content: View): ScrollView = widgets.scroll(content)

    /**
     * A scrolling screen whose column is at most [PAGE_MAX_DP] wide, centred: on a tablet or a
     * phone in landscape the choices stay the size of a phone's instead of bars across the screen.
     */
    private fun page(c: View): ScrollView {
        // Narrower screens: the whole width inside the safe area (the insets are padding).
        val width = if (resources.configuration.screenWidthDp > PAGE_MAX_DP) dp(PAGE_MAX_DP) else ViewGroup.LayoutParams.MATCH_PARENT
        return scroll(FrameLayout(this).apply {
            addView(c, FrameLayout.LayoutParams(width, ViewGroup.LayoutParams.WRAP_CONTENT, Gravity.CENTER_HORIZONTAL))
        })
    }

    // ----- home -----

    /** Leaves the game screen (if shown): the game is saved (with its time left) and closed. */
    private fun leaveGame() {
        if (screen == Screen.GAME) controller.pause()
        controller.close()
        gameView?.close()
        gameView = null
        logView = null
        soundScheduler.cancelAll()
        recordedLines = emptyList()
        prefs.edit().putBoolean(KEY_IN_GAME, false).apply()
    }

    /**
     * Home: its title at once, the rest once the save files are read on the files thread
     * (Resume, review, the games set aside), so the main thread never waits for the disk.
     */
    private fun showHome() {
        // Home shows no game running and no review running.
        leaveGame()
        review.cancel()
        screen = Screen.HOME
        show(scroll(column().apply { addView(homeHeader()) }))
        onFilesThread({ controller.readHome() }, Screen.HOME, ::buildHome)
    }

    private fun buildHome(files: GameController.HomeFiles) {
        val c = column()
        c.addView(homeHeader())
        // The game's save could not be read and was set aside (kept, not deleted): said once, as on iOS.
        if (files.damaged) {
            val notice = text(texts.get(T.NOTICE_SAVE_DAMAGED)).apply { accessibilityLiveRegion = View.ACCESSIBILITY_LIVE_REGION_POLITE }
            c.addView(notice)
            lateinit var ok: Button
            ok = button(texts.get(T.BTN_OK)) { c.removeView(notice); c.removeView(ok) }
            c.addView(ok)
        }
        // The saved unfinished game first: its board as it stands, the core's line (when, seats, how far).
        files.resumable?.let { json -> c.addView(continueCard(json, files.continueLine), spaced()) }
        // No game to continue: the board itself greets the player (the core's board art).
        // (Not in a short window, landscape: there the choices come first.)
        if (files.resumable == null && resources.configuration.screenHeightDp >= 560) {
            c.addView(PositionView(this).apply {
                show(StillBoard { w, h, dark ->
                    try { homeArt(w, h, if (dark) SceneTheme.DARK else SceneTheme.LIGHT) } catch (e: LudoException) { null }
                }, "")
                importantForAccessibility = View.IMPORTANT_FOR_ACCESSIBILITY_NO
            }, LinearLayout.LayoutParams(ViewGroup.LayoutParams.WRAP_CONTENT, ViewGroup.LayoutParams.WRAP_CONTENT).apply {
                gravity = Gravity.CENTER_HORIZONTAL
                topMargin = dp(8f)
            })
        }
        // One tap to play: the last setup of that kind, else sensible defaults (as on iOS).
        c.addView(style.bigChoice(texts.get(T.HOME_PLAY_CPU), texts.get(T.HOME_PLAY_CPU_NOTE), PlayerColor.BLUE, PlayerColor.BLUE.symbol.toString()) {
            quickStart(vsComputer = true, files.canResume)
        }, spaced())
        c.addView(style.bigChoice(texts.get(T.HOME_PASS_AND_PLAY), texts.get(T.HOME_PASS_AND_PLAY_NOTE), PlayerColor.RED, PlayerColor.RED.symbol.toString()) {
            quickStart(vsComputer = false, files.canResume)
        }, spaced())
        // Over an unfinished game, ask first: starting sets that game aside (kept, not offered to resume).
        c.addView(pill(texts.get(T.HOME_NEW_GAME)) { confirmReplace(files.canResume) { setup = null; showSetup() } }, spaced())
        // An unfinished lesson goes on where it was left (as on iOS).
        c.addView(pill(texts.get(T.HOME_TUTORIAL)) { controller.startTutorial(files.lesson); showGame() }, spaced(8f))
        val more = widgets.row()
        more.addView(pill(texts.get(T.HOME_RECORDS)) { showRecords() }, weighted())
        more.addView(pill(texts.get(T.HOME_RULES)) { showRules() }, weighted())
        c.addView(more, spaced(4f))
        // The saved game (finished or not) can be reviewed: win chances and every decision's verdict.
        files.savedGame?.let { save -> c.addView(pill(texts.get(T.HOME_REVIEW)) { showReview(save) }, spaced()) }
        // Games a new game set aside, listed and named by the core (newest first): a button
        // continues one, setting the game saved now aside first; a damaged one is only shown.
        val aside = files.aside
        if (aside.isNotEmpty()) {
            val card = style.card(column())
            card.addView(style.title(text(texts.get(T.HOME_SET_ASIDE)), 17f))
            card.addView(style.soft(text(texts.get(T.HOME_SET_ASIDE_NOTE)), 13f))
            for (g in aside) {
                val line = words.say(g.description)
                if (g.json == null) card.addView(style.soft(text(line), 14f))
                // A sentence with names and a date: in capitals it reads as shouting and is harder to scan.
                else card.addView(pill(line) { continueSetAside(g) }, spaced(8f))
            }
            c.addView(card, spaced(16f))
        }
        show(page(c))
    }

    /**
     * Continues the game set aside [g]: the store sets the game saved now aside and puts [g]
     * in its place on the files thread, then [g] opens on the main thread (home stays if
     * it cannot).
     */
    private fun continueSetAside(g: app.ludo.shell.AsideGame) {
        onFilesThread({ controller.continueSetAside(g) }, Screen.HOME) { json -> if (json != null && controller.resumeFrom(listOf(json))) showGame() }
    }

    /** The home screen's title, the owners' symbols under it, and the settings gear. */
    private fun homeHeader(): View {
        val header = LinearLayout(this).apply { orientation = LinearLayout.HORIZONTAL; gravity = Gravity.CENTER_VERTICAL }
        val names = column().apply { setPadding(0, 0, 0, 0) }
        names.addView(style.title(text(texts.get(T.APP_NAME), 34f)))
        names.addView(style.soft(text(PlayerColor.entries.joinToString("  ") { "${it.symbol}" }, 20f)).apply {
            importantForAccessibility = View.IMPORTANT_FOR_ACCESSIBILITY_NO
        })
        header.addView(names, LinearLayout.LayoutParams(0, ViewGroup.LayoutParams.WRAP_CONTENT, 1f))
        header.addView(ImageButton(this).apply {
            // Looked up by name (the Maven build makes no R class; res/raw/keep.xml keeps it from the shrinker).
            setImageResource(resources.getIdentifier("ic_settings", "drawable", packageName))
            background = style.shape(style.surface, 24f)
            contentDescription = texts.get(T.HOME_SETTINGS)
            setOnClickListener { showSettings() }
        }, LinearLayout.LayoutParams(dp(48f), dp(48f)))
        return header
    }

    /** The saved game's card: its board as it stands (the core's still board), the core's line, Resume. */
    private fun continueCard(json: String, line: app.ludo.shell.Msg?): View {
        val resume = { if (controller.resumeFrom(listOf(json))) showGame() }
        val card = LinearLayout(this).apply { orientation = LinearLayout.HORIZONTAL; gravity = Gravity.CENTER_VERTICAL }
        style.card(card)
        card.setOnClickListener { resume() }
        // The core's still board of the save (saveScene), drawn by the game's replayer.
        val thumb = PositionView(this).apply {
            show(StillBoard { w, h, dark ->
                try { saveScene(json, w, h, if (dark) SceneTheme.DARK else SceneTheme.LIGHT) } catch (e: LudoException) { null }
            }, line?.let(words::say).orEmpty())
            importantForAccessibility = View.IMPORTANT_FOR_ACCESSIBILITY_NO
        }
        card.addView(thumb, LinearLayout.LayoutParams(dp(96f), dp(96f)))
        val right = column().apply { setPadding(dp(12f), 0, 0, 0) }
        right.addView(style.title(text(texts.get(T.HOME_CONTINUE)), 19f))
        line?.let { right.addView(style.soft(text(words.say(it)), 13f)) }
        right.addView(style.primary(button(texts.get(T.HOME_RESUME)) { resume() }).apply {
            minHeight = dp(48f); minimumHeight = dp(48f); setTextSize(android.util.TypedValue.COMPLEX_UNIT_SP, 15f)
        }, spaced(8f))
        card.addView(right, LinearLayout.LayoutParams(0, ViewGroup.LayoutParams.WRAP_CONTENT, 1f))
        return card
    }

    /** A secondary button of the native screens (docs/design.md: a pill, not in capitals). */
    private fun pill(s: String, onClick: () -> Unit): Button = style.pill(button(s, onClick))

    /** Full width with [topDp] above (the 4-dp grid's spacing between blocks). */
    private fun spaced(topDp: Float = 12f) = LinearLayout.LayoutParams(ViewGroup.LayoutParams.MATCH_PARENT, ViewGroup.LayoutParams.WRAP_CONTENT)
        .apply { topMargin = dp(topDp) }

    /** An equal share of a row, with a small gap. */
    private fun weighted() = LinearLayout.LayoutParams(0, ViewGroup.LayoutParams.WRAP_CONTENT, 1f).apply {
        marginEnd = dp(4f); marginStart = dp(4f); topMargin = dp(4f); bottomMargin = dp(4f)
    }

    /**
     * "Play vs computer" / "Pass and play": the last setup of that kind (it has a CPU seat, or
     * only people), else the core's default seats (a person against CPUs) or yellow and red
     * people, with the last rules. After the question when an unfinished game would be set aside.
     */
    private fun quickStart(vsComputer: Boolean, replaces: Boolean) = confirmReplace(replaces) {
        val levels = factory.offeredLevels()
        val last = lastSetup(levels)
        val fits = last?.seats?.let { seats ->
            if (vsComputer) seats.any { it >= 2 } else seats.none { it >= 2 } && seats.count { it == 1 } >= 2
        } == true
        val choices = if (last != null && fits) last else {
            val rules = last?.rules ?: defaultRules() ?: return@confirmReplace
            val seats = if (vsComputer) defaultSeatChoice(levels) ?: return@confirmReplace
            else IntArray(4) { i -> if (PlayerColor.entries[i] == PlayerColor.YELLOW || PlayerColor.entries[i] == PlayerColor.RED) 1 else 0 }
            SetupChoices(seats, rules)
        }
        startSetup(choices, levels)
    }

    /** The core's default seats (the same on iOS) as the setup's per-colour choices. */
    private fun defaultSeatChoice(levels: List<app.ludo.shell.CpuLevel>): IntArray? {
        val seats = factory.defaultSeats() ?: return null
        return IntArray(4) { i ->
            val kind = seats.firstOrNull { it.color == PlayerColor.entries[i] }?.kind
            when {
                kind == null -> 0
                !kind.isCpu -> 1
                else -> 2 + levels.indexOf(kind.cpu).coerceAtLeast(0)
            }
        }
    }

    /** Settings, behind home's gear: sound and its volume, vibration, language, CPU speed. */
    private fun showSettings() {
        screen = Screen.SETTINGS
        val c = column()
        c.addView(style.title(text(texts.get(T.HOME_SETTINGS))))
        val card = style.card(column())
        card.addView(check(texts.get(T.SETTINGS_SOUND), prefs.getBoolean(KEY_SOUND, true)) {
            prefs.edit().putBoolean(KEY_SOUND, it).apply()
        })
        card.addView(style.soft(text(texts.get(T.SETTINGS_VOLUME))))
        card.addView(SeekBar(this).apply {
            max = 100
            progress = prefs.getInt(KEY_VOLUME, DEFAULT_VOLUME)
            contentDescription = texts.get(T.SETTINGS_VOLUME)
            minimumHeight = dp(48f)
            setOnSeekBarChangeListener(object : SeekBar.OnSeekBarChangeListener {
                override fun onProgressChanged(bar: SeekBar, value: Int, fromUser: Boolean) {
                    if (fromUser) prefs.edit().putInt(KEY_VOLUME, value).apply()
                }
                override fun onStartTrackingTouch(bar: SeekBar) {}
                // Let the player hear the new volume.
                override fun onStopTrackingTouch(bar: SeekBar) {
                    if (prefs.getBoolean(KEY_SOUND, true)) sounds.play(org.ludo.core.Sound.ROLL, bar.progress / 100f)
                }
            })
        }, LinearLayout.LayoutParams(ViewGroup.LayoutParams.MATCH_PARENT, dp(48f)))
        card.addView(check(texts.get(T.SETTINGS_HAPTICS), haptics.enabled) {
            haptics.enabled = it
            prefs.edit().putBoolean(KEY_HAPTICS, it).apply()
        })
        card.addView(style.soft(text(texts.get(T.SETTINGS_LANGUAGE))))
        card.addView(spinner(listOf(T.LANG_SYSTEM, T.LANG_EN, T.LANG_HI, T.LANG_BN).map { texts.get(it) }, LANGS.indexOf(language.tag).coerceAtLeast(0)) {
            // The spinner also reports its current item when laid out: only a new language changes anything.
            if (LANGS[it] == language.tag) return@spinner
            language.tag = LANGS[it]
            // Android 13+: the system recreates the Activity in the new language; before, the app does.
            if (!language.systemRecreates) recreate()
        })
        card.addView(style.soft(text(texts.get(T.SETTINGS_CPU_SPEED))))
        card.addView(spinner(listOf(T.SPEED_SLOW, T.SPEED_NORMAL, T.SPEED_FAST).map { texts.get(it) }, prefs.getInt(KEY_CPU_SPEED, 1)) {
            prefs.edit().putInt(KEY_CPU_SPEED, it).apply()
            controller.pace = pace()
        })
        c.addView(card, spaced())
        c.addView(pill(texts.get(T.BACK)) { showHome() }, spaced(16f))
        show(page(c))
    }

    /**
     * Runs [then] at once, or (when [replaces]: an unfinished game is saved) after the person
     * agrees that it is set aside (kept, offered on home); Back keeps everything.
     */
    private fun confirmReplace(replaces: Boolean, then: () -> Unit) {
        if (!replaces) return then()
        android.app.AlertDialog.Builder(this)
            .setTitle(texts.get(T.REPLACE_TITLE))
            .setMessage(texts.get(T.REPLACE_BODY))
            .setPositiveButton(texts.get(T.REPLACE_CONFIRM)) { _, _ -> then() }
            .setNegativeButton(texts.get(T.BACK), null)
            .show()
    }

    private fun showRules() {
        screen = Screen.RULES
        val c = column()
        c.addView(text(texts.get(T.RULES_TITLE), 24f))
        c.addView(text(texts.get(T.RULES_BODY)))
        c.addView(button(texts.get(T.BACK)) { showHome() })
        show(page(c))
    }

    // ----- setup -----

    /**
     * The setup being edited: [setup] (kept across recreation and the house rules screen), else
     * the last setup started (as on iOS), else the core's default seats and preset. Null only
     * when the core fails (the screen before stays).
     */
    private fun currentSetup(levels: List<app.ludo.shell.CpuLevel>): SetupChoices? {
        setup?.let { return it }
        return (lastSetup(levels) ?: SetupChoices(
            defaultSeatChoice(levels) ?: return null,
            defaultRules() ?: return null,
        )).also { setup = it }
    }

    /** The core's default preset with its default turn timer (`setupChoices()`); null only when the core fails. */
    private fun defaultRules(): Rules? = factory.setupOptions()?.let { o ->
        factory.presetRules(o.defaultPreset)?.copy(turnTimeLimitSecs = o.defaultTimer)
    }

    /**
     * Setup: a large tile per seat in its colour (who plays it: nobody, a person, a CPU level),
     * the house rules behind one button that names their preset, and Start.
     */
    private fun showSetup() {
        val levels = factory.offeredLevels()
        val seatOptions = listOf(texts.get(T.SEAT_OFF), texts.get(T.SEAT_PERSON)) + levels.map { texts.level(it) }
        val options = factory.setupOptions() ?: return
        val choices = currentSetup(levels) ?: return
        screen = Screen.SETUP
        choices.onRules = {}
        val seatChoice = choices.seats
        val c = column()
        c.addView(style.title(text(texts.get(T.SETUP_TITLE))))
        c.addView(style.title(text(texts.get(T.SETUP_SEATS)), 17f), spaced(8f))
        val seatRows = PlayerColor.entries.map { color ->
            val row = seatTile(color)
            lateinit var spinnerView: Spinner
            spinnerView = spinner(seatOptions, seatChoice[color.ordinal]) {
                seatChoice[color.ordinal] = it
                row.alpha = if (it == 0) OFF_ALPHA else 1f
            }
            row.alpha = if (seatChoice[color.ordinal] == 0) OFF_ALPHA else 1f
            row.addView(spinnerView, LinearLayout.LayoutParams(0, ViewGroup.LayoutParams.WRAP_CONTENT, 1.4f))
            c.addView(row, spaced(8f))
            color to row
        }
        // A person's seat plays as a records profile or as a guest (only offered once a profile
        // exists). The list is read on the records thread (the main thread never waits for
        // SQLite, nor opens the database) and its rows go in under the seats when it arrives.
        recordsRequest++
        onRecordsThread({ r -> r?.profiles().orEmpty() }, Screen.SETUP) { profiles ->
            // A profile deleted since the last setup plays as a guest now.
            for (i in 0 until 4) choices.profiles[i] = choices.profiles[i]?.takeIf { id -> profiles.any { it.id == id } }
            if (profiles.isEmpty()) return@onRecordsThread
            for ((color, row) in seatRows) {
                val who = widgets.row().apply { gravity = Gravity.CENTER_VERTICAL }
                who.addView(style.soft(text(texts.get(T.SETUP_PLAYS_AS, texts.player(color)), 14f)), LinearLayout.LayoutParams(0, ViewGroup.LayoutParams.WRAP_CONTENT, 1f))
                val chosen = profiles.indexOfFirst { it.id == choices.profiles[color.ordinal] } + 1
                who.addView(spinner(listOf(texts.get(T.SEAT_GUEST)) + profiles.map { it.name }, chosen) {
                    choices.profiles[color.ordinal] = profiles.getOrNull(it - 1)?.id
                }, LinearLayout.LayoutParams(0, ViewGroup.LayoutParams.WRAP_CONTENT, 2f))
                c.addView(who, c.indexOfChild(row) + 1)
            }
        }
        // The house rules on their own screen, named by the preset they match (or "Custom").
        val presetName = factory.matchingPreset(choices.rules)
            ?.let { p -> options.presets.firstOrNull { it.first == p }?.second }?.let(words::say) ?: words.say(options.custom)
        c.addView(pill("${texts.get(T.SETUP_RULES)}: $presetName") { showHouseRules() }, spaced(16f))
        // Said, not only buzzed, when Start is refused for too few seats (as on iOS), in the core's words.
        val needTwo = text("").apply { visibility = View.GONE; accessibilityLiveRegion = View.ACCESSIBILITY_LIVE_REGION_POLITE }
        c.addView(style.primary(button(texts.get(T.SETUP_START)) {
            val problem = startSetup(choices, levels) ?: return@button
            haptics.play(listOf(HapticKind.REFUSED))
            needTwo.text = words.say(problem)
            needTwo.visibility = View.VISIBLE
        }), spaced(16f))
        c.addView(needTwo)
        c.addView(pill(texts.get(T.BACK)) { showHome() }, spaced(8f))
        show(page(c))
    }

    /** A seat's tile: its colour tinted over the card, a disc with the owner's symbol, the colour's name. */
    private fun seatTile(color: PlayerColor): LinearLayout {
        val row = widgets.row().apply { gravity = Gravity.CENTER_VERTICAL }
        val seat = style.seat(color)
        // 22 % of the seat colour over the card: the tile reads as that seat, the ink stays legible.
        row.background = style.shape(blend(seat, style.surface, 0.22f), 16f, seat)
        row.setPadding(dp(12f), dp(8f), dp(8f), dp(8f))
        row.minimumHeight = dp(64f)
        row.addView(TextView(this).apply {
            text = color.symbol.toString()
            gravity = Gravity.CENTER
            setTextColor(style.inkOn(color))
            // In dp, not sp: a decoration inside a fixed 40 dp disc (the colour's name beside it scales).
            setTextSize(android.util.TypedValue.COMPLEX_UNIT_DIP, 20f)
            setPadding(0, 0, 0, 0)
            includeFontPadding = false
            background = android.graphics.drawable.GradientDrawable().apply { shape = android.graphics.drawable.GradientDrawable.OVAL; setColor(seat) }
            importantForAccessibility = View.IMPORTANT_FOR_ACCESSIBILITY_NO
        }, LinearLayout.LayoutParams(dp(40f), dp(40f)).apply { marginEnd = dp(12f) })
        row.addView(style.title(text(texts.player(color)), 17f), LinearLayout.LayoutParams(0, ViewGroup.LayoutParams.WRAP_CONTENT, 1f))
        return row
    }

    /** [a] over [b] at [share] (0..1), opaque. */
    private fun blend(a: Int, b: Int, share: Float): Int {
        fun ch(shift: Int) = (((a shr shift) and 0xFF) * share + ((b shr shift) and 0xFF) * (1 - share)).toInt().coerceIn(0, 255)
        return (0xFF shl 24) or (ch(16) shl 16) or (ch(8) shl 8) or ch(0)
    }

    /**
     * Starts the game [choices] describe (remembered as the last setup), or returns why the
     * core refuses its seats (too few) and starts nothing.
     */
    private fun startSetup(choices: SetupChoices, levels: List<app.ludo.shell.CpuLevel>): app.ludo.shell.Msg? {
        val seats = PlayerColor.entries.mapNotNull { color ->
            when (val k = choices.seats[color.ordinal]) {
                0 -> null
                1 -> SeatSetup(color, SeatKind.HUMAN)
                else -> SeatSetup(color, SeatKind.cpu(levels.getOrElse(k - 2) { levels.first() }))
            }
        }
        factory.seatCountProblem(seats)?.let { return it }
        setup = choices
        rememberSetup(choices, levels)
        val chosen = seats.filter { it.kind == SeatKind.HUMAN }
            .mapNotNull { seat -> choices.profiles[seat.color.ordinal]?.let { seat.color to it } }.toMap()
        startGame(GameConfig(seats = seats, rules = choices.rules, profiles = chosen))
        return null
    }

    /**
     * The house rules, on their own screen: the presets first (Standard, Quick, Tactical), then
     * each rule's control with the core's sentence for it as it stands under it. Back returns
     * to the setup with the rules chosen.
     */
    private fun showHouseRules() {
        val levels = factory.offeredLevels()
        val options = factory.setupOptions() ?: return
        val choices = currentSetup(levels) ?: return
        screen = Screen.HOUSE_RULES
        var rules by choices::rules
        val c = column()
        c.addView(style.title(text(texts.get(T.SETUP_RULES))))
        val rulesView = column().apply { setPadding(0, 0, 0, 0) }
        /** The sentence under each control, in the core's order (rulesInWords). */
        val sentences = mutableListOf<TextView>()
        fun players() = choices.seats.count { it != 0 }
        fun explain() {
            val said = factory.rulesInWords(choices.rules, players()).map(words::say)
            sentences.forEachIndexed { i, tv -> widgets.say(tv, said.getOrElse(i) { "" }); tv.visibility = if (i < said.size) View.VISIBLE else View.GONE }
        }
        /** Adds [control] to the rules in a card of its own with its sentence under it. */
        fun rule(label: String?, control: View) {
            val card = style.card(column()).apply { setPadding(dp(12f), dp(8f), dp(12f), dp(8f)) }
            label?.let { card.addView(style.title(text(it), 16f)) }
            card.addView(control)
            val sentence = style.soft(text(""), 14f)
            sentences += sentence
            card.addView(sentence)
            rulesView.addView(card, spaced(8f))
        }
        fun fillOptions() {
            rulesView.removeAllViews()
            sentences.clear()
            rule(texts.get(T.SETUP_BOARD), spinner(listOf(texts.get(T.BOARD_CROSS), texts.get(T.BOARD_BY_COUNT)), rules.board.ordinal) {
                rules = rules.copy(board = BoardChoice.entries[it])
            })
            // A button per face the core offers; the core toggles and refuses clearing the last one.
            val exitLabel = texts.get(T.RULE_EXIT_NUMBERS)
            val faces = options.exitFaces
            // Six faces of at least 48 dp each need 288 dp inside the card: on a narrower screen, two rows of three.
            val perRow = if (resources.configuration.screenWidthDp < 380) 3 else faces.size
            rule(exitLabel, widgets.toggles(faces.map { "$it" }, faces.map { "$exitLabel $it" }, faces.map { it in rules.exitNumbers }, perRow) { i ->
                val next = factory.toggleExitNumber(rules, faces[i])
                if (next == null) { haptics.play(listOf(HapticKind.REFUSED)); return@toggles null }
                rules = next
                faces.map { it in next.exitNumbers }
            })
            rule(texts.get(T.RULE_NO_TOKEN), spinner(listOf(T.NO_TOKEN_NORMAL, T.NO_TOKEN_AUTO_EXIT, T.NO_TOKEN_THREE_TRIES).map { texts.get(it) }, rules.noTokenOnBoard.ordinal) {
                rules = rules.copy(noTokenOnBoard = NoTokenOnBoard.entries[it])
            })
            rule(null, check(texts.get(T.RULE_THREE_SIXES), rules.threeSixesEndTurn) { rules = rules.copy(threeSixesEndTurn = it) })
            rule(null, check(texts.get(T.RULE_CAPTURE_BONUS), rules.extraRollOnCapture) { rules = rules.copy(extraRollOnCapture = it) })
            rule(null, check(texts.get(T.RULE_FINISH_BONUS), rules.extraRollOnFinish) { rules = rules.copy(extraRollOnFinish = it) })
            rule(null, check(texts.get(T.RULE_EXACT_FINISH), rules.exactFinish) { rules = rules.copy(exactFinish = it) })
            rule(null, check(texts.get(T.RULE_RANK_EVERYONE), rules.rankEveryone) { rules = rules.copy(rankEveryone = it) })
            rule(null, check(texts.get(T.RULE_ROTATE_FIRST), rules.rotateFirstPlayer) { rules = rules.copy(rotateFirstPlayer = it) })
            rule(texts.get(T.RULE_SAFE), spinner(listOf(T.SAFE_STARTS_AND_STARS, T.SAFE_STARTS_ONLY, T.SAFE_NONE).map { texts.get(it) }, rules.safeSquares.ordinal) {
                rules = rules.copy(safeSquares = SafeSquares.entries[it])
            })
            rule(texts.get(T.RULE_BLOCKS), spinner(listOf(T.BLOCKS_TWO, T.BLOCKS_NONE, T.BLOCKS_NO_OVERTAKING).map { texts.get(it) }, rules.blocks.ordinal) {
                rules = rules.copy(blocks = Blocks.entries[it])
            })
            val timers = options.timers
            rule(texts.get(T.SETUP_TIMER), spinner(timers.map { words.say(it.second) }, timers.indexOfFirst { it.first == rules.turnTimeLimitSecs }.coerceAtLeast(0)) {
                rules = rules.copy(turnTimeLimitSecs = timers[it].first)
            })
            explain()
        }
        val presets = options.presets
        // The preset the rules match (the core's matchingPreset), else the core's "Custom" after
        // the presets: a rule changed by hand shows it, as on iOS and the terminal.
        fun presetIndex(r: Rules): Int =
            factory.matchingPreset(r)?.let { p -> presets.indexOfFirst { it.first == p } }?.takeIf { it >= 0 } ?: presets.size
        lateinit var presetRow: Spinner
        presetRow = spinner(presets.map { words.say(it.second) } + words.say(options.custom), presetIndex(rules)) {
            // The spinner also reports its current item when laid out: only a new preset replaces the rules.
            if (it == presetIndex(rules)) return@spinner
            // "Custom" is what hand-set rules are called, not rules of its own: the row goes back.
            if (it == presets.size) { presetRow.setSelection(presetIndex(rules)); return@spinner }
            val timer = rules.turnTimeLimitSecs
            val next = factory.presetRules(presets[it].first)?.copy(turnTimeLimitSecs = timer) ?: return@spinner
            if (next != rules) { rules = next; fillOptions() }
        }
        // The presets first, in a card of their own.
        c.addView(style.card(column()).apply { setPadding(dp(12f), dp(8f), dp(12f), dp(8f)); addView(presetRow) }, spaced(8f))
        choices.onRules = { presetRow.setSelection(presetIndex(choices.rules)); explain() }
        fillOptions()
        c.addView(rulesView)
        c.addView(style.primary(button(texts.get(T.BTN_OK)) { showSetup() }), spaced(16f))
        show(page(c))
    }

    /**
     * Keeps [c] as the last setup (seats by colour, the core's JSON form of the rules, the
     * profiles), so the next new game starts from it, as on iOS.
     */
    private fun rememberSetup(c: SetupChoices, levels: List<app.ludo.shell.CpuLevel>) {
        val rules = try { rulesToJson(c.rules) } catch (e: LudoException) { return }
        prefs.edit()
            // A CPU seat by its level's name: the offered list may change between versions.
            .putString(KEY_LAST_SEATS, c.seats.joinToString(",") { k -> if (k < 2) "$k" else levels[k - 2].name })
            .putString(KEY_LAST_RULES, rules)
            .putString(KEY_LAST_PROFILES, c.profiles.joinToString(",") { it.orEmpty() })
            .apply()
    }

    /** The setup kept by [rememberSetup]; null when there is none or it no longer reads (a level not offered, rules the core refuses). */
    private fun lastSetup(levels: List<app.ludo.shell.CpuLevel>): SetupChoices? {
        val seats = prefs.getString(KEY_LAST_SEATS, null)?.split(",")?.takeIf { it.size == 4 } ?: return null
        val kinds = seats.map { k ->
            k.toIntOrNull()?.takeIf { it in 0..1 } ?: (2 + (levels.indexOfFirst { it.name == k }.takeIf { it >= 0 } ?: return null))
        }
        val rules = try { prefs.getString(KEY_LAST_RULES, null)?.let(::rulesFromJson) } catch (e: LudoException) { null } ?: return null
        val profiles = prefs.getString(KEY_LAST_PROFILES, null)?.split(",")?.takeIf { it.size == 4 }
            ?.map { it.ifEmpty { null } }?.toTypedArray() ?: arrayOfNulls(4)
        return SetupChoices(kinds.toIntArray(), rules, profiles)
    }

    private fun startGame(config: GameConfig) {
        try {
            controller.newGame(config)
        } catch (e: BadSave) {
            haptics.play(listOf(HapticKind.REFUSED))
            return
        }
        showGame()
    }

    // ----- game -----

    /**
     * Has the core name the seats' profiles of the table on screen (every way to the game
     * screen opens a table first: a new game, a load), on the records thread (it reads SQLite); the names arrive as the table's next update.
     */
    private fun nameProfiles() {
        val t = controller.table ?: return
        recordsWorker.execute { runCatching { records()?.nameProfiles(t) }.onFailure { Log.w(TAG, "records", it) } }
    }

    /**
     * The game screen: the core's scene edge to edge (the insets go into its spec, so nothing
     * to touch or read lies under a bar or cutout) and the live region.
     */
    private fun showGame() {
        screen = Screen.GAME
        nameProfiles()
        prefs.edit().putBoolean(KEY_IN_GAME, true).putBoolean(KEY_IN_TUTORIAL, controller.table?.isTutorial == true).apply()
        gameView?.close()
        val view = GameView(this, ::onSceneAction).apply {
            saveFailed = this@MainActivity.saveFailed.get()
            resultNotes = recordedLines
            onSounds = soundScheduler::schedule
        }
        gameView = view
        // What happened is spoken once, through this polite live region (no announceForAccessibility,
        // which would say it a second time and is deprecated on API 36). One pixel high and
        // transparent: the scene shows the words; TalkBack skips a node it finds invisible.
        val log = TextView(this).apply {
            accessibilityLiveRegion = View.ACCESSIBILITY_LIVE_REGION_POLITE
            setTextColor(android.graphics.Color.TRANSPARENT)
        }
        logView = log
        val root = FrameLayout(this).apply {
            addView(view, FrameLayout.LayoutParams(ViewGroup.LayoutParams.MATCH_PARENT, ViewGroup.LayoutParams.MATCH_PARENT))
            addView(log, FrameLayout.LayoutParams(ViewGroup.LayoutParams.MATCH_PARENT, 1, Gravity.BOTTOM))
        }
        setContentView(root)
        controller.state?.let(::render)
    }

    private fun render(s: UiState) {
        val view = gameView ?: return
        // A new game (play again) has no recording yet.
        if (s.view.placeGroups == null) recordedLines = emptyList()
        view.resultNotes = recordedLines
        s.scene?.let(view::show)
        if (s.announcements.isNotEmpty()) logView?.text = s.announcements.joinToString("\n")
    }

    /** A tap on the scene or TalkBack's activation of one of its items: the table's actions go to the table. */
    private fun onSceneAction(a: SceneAction) {
        when (a) {
            SceneAction.Menu -> menus.menu(
                canMix = controller.state?.view?.canMixDice == true,
                onStats = ::showDiceStats,
                onMix = controller::mixDice,
                onHome = ::showHome,
            )
            SceneAction.DiceStats -> showDiceStats()
            SceneAction.Review -> controller.currentSave()?.let(::showReview)
            SceneAction.Home -> showHome()
            else -> controller.perform(a)
        }
    }

    private fun showDiceStats() {
        controller.state?.let { menus.diceStats(it.diceCounts) }
    }

    // ----- game review -----

    /** Reviews [save] (the game just over, or the saved one from home); Back returns to where it came from. */
    private fun showReview(save: String) {
        reviewFrom = if (screen == Screen.GAME || screen == Screen.RECORDS) screen else Screen.HOME
        leaveGame()
        screen = Screen.REVIEW
        if (save != reviewSave || review.ui == null) {
            reviewSave = save
            review.start(save)
        }
        buildReview()
    }

    /** Leaving the review stops it (it is CPU work of seconds). */
    private fun leaveReview() {
        review.cancel()
        reviewSave = null
        when {
            // The game's save is read on the files thread (the review screen stays meanwhile).
            reviewFrom == Screen.GAME -> reopen(StoreSlot.GAME, Screen.REVIEW, ::showHome)
            reviewFrom == Screen.RECORDS -> showRecords()
            else -> showHome()
        }
    }

    private fun buildReview() {
        reviewScreen = ReviewScreen(this, widgets, style, texts, words, review, ::leaveReview).also { show(it.build()) }
    }

    private fun renderReview(u: ReviewUi) {
        if (screen == Screen.REVIEW) reviewScreen?.render(u)
    }

    // ----- records: profiles, statistics, history, replay -----

    /**
     * The records database where the game store keeps it (`LudoStore.recordsPath`: the core
     * names it; the core does the rest), opened on first use; none when the store cannot be
     * opened. Synchronized: asked for on the records thread (every read and write) and at start-up.
     */
    @Synchronized
    private fun records(): RecordsStore? {
        if (!recordsOpened) {
            recordsOpened = true
            val path = saves.tables?.recordsPath()
            recordsStore = path?.let { recordsOverride?.invoke(it) ?: CoreRecords.open(it) }
        }
        return recordsStore
    }

    /** Records a finished game's save, off the main thread (twice counts once: the core keys it by game). */
    private fun record(save: String) {
        recordsInFlight.incrementAndGet()
        recordsWorker.execute { recordNow(save) }
    }

    /**
     * Records [save] now (on the records thread) and shows what the records made of it on the
     * result screen (rating changes or why not rated, the core's words), as on iOS. The caller
     * counted it in [recordsInFlight] (the tests wait for the line before a screenshot); the
     * count goes down on the main thread with the answer.
     */
    private fun recordNow(save: String) {
        val lines = runCatching { records()?.recordFinished(save) }.onFailure { Log.w(TAG, "records", it) }.getOrNull()
        handler.post {
            recordsInFlight.decrementAndGet()
            if (isDestroyed || lines == null) return@post
            recordedLines = lines.map(words::say)
            if (screen == Screen.GAME && controller.state?.view?.placeGroups != null) gameView?.resultNotes = recordedLines
        }
    }

    /**
     * Runs [work] on the records thread (after any pending write, in order) and hands its
     * result to [then] on the main thread while the screen [on] (the records screen, or the
     * setup screen's profile list) is still the one asked for ([recordsRequest]); dropped
     * when the person left it meanwhile or the Activity went.
     */
    private fun <T> onRecordsThread(work: (RecordsStore?) -> T, on: Screen = Screen.RECORDS, then: (T) -> Unit) {
        val request = recordsRequest
        recordsInFlight.incrementAndGet()
        recordsWorker.execute {
            val result = runCatching { work(records()) }
            handler.post {
                recordsInFlight.decrementAndGet()
                result.onFailure { Log.w(TAG, "records", it) }
                result.onSuccess { if (!isDestroyed && screen == on && request == recordsRequest) then(it) }
            }
        }
    }

    /** Records and file reads handed to their threads whose answer the main thread has not taken yet (tests wait for 0). */
    val backgroundPending: Int get() = recordsInFlight.get() + filesInFlight.get()

    /**
     * The records screen: its title at once, the rest once read on the records thread (a
     * game just recorded is in: writes go first), so the main thread never waits for SQLite.
     */
    private fun showRecords() {
        leaveGame()
        review.cancel()
        closeReplay()
        screen = Screen.RECORDS
        recordsRequest++
        show(widgets.scroll(widgets.column().apply { addView(style.title(widgets.text(texts.get(T.RECORDS_TITLE)))) }))
        onRecordsThread({ r -> RecordsData.read(r) to r?.setAsideMessage }) { (data, setAsideMsg) ->
            val setAside = setAsideMsg?.takeIf { !setAsideSaid }
            setAsideSaid = true
            show(
                RecordsScreen(
                    this, widgets, style, texts, words, data, setAside,
                    // The core checks names (1-32 characters, not taken) and refuses them otherwise.
                    onAdd = { name -> changeRecords { it.addProfile(name) != null } },
                    onRename = { id, name -> changeRecords { it.renameProfile(id, name) != null } },
                    onDelete = { id -> changeRecords { it.deleteProfile(id) } },
                    onMerge = { from, into -> changeRecords { it.mergeProfiles(from, into) } },
                    onReplay = { id -> onRecordsThread({ r -> r?.gameSave(id) }) { save -> save?.let(::showReplay) } },
                    onReview = { id -> onRecordsThread({ r -> r?.gameSave(id) }) { save -> save?.let(::showReview) } },
                    onBack = ::showHome,
                ).build(),
            )
        }
    }

    /** A change on the records screen, on the records thread: done, the screen is read again; refused, a buzz. */
    private fun changeRecords(change: (RecordsStore) -> Boolean) {
        onRecordsThread({ r -> r?.let(change) == true }) { ok ->
            if (ok) showRecords() else haptics.play(listOf(HapticKind.REFUSED))
        }
    }

    /** Steps through a recorded game from its start (the core's views of each step). */
    private fun showReplay(save: String) {
        val g = records()?.replay(save) ?: return
        closeReplay()
        replayScreen = ReplayScreen(this, widgets, style, texts, words, g, ::showRecords)
        screen = Screen.REPLAY
        buildReplay()
    }

    private fun buildReplay() {
        replayScreen?.let { show(it.build()) }
    }

    private fun closeReplay() {
        replayScreen?.game?.close()
        replayScreen = null
    }

    companion object {
        /** Opens the records instead of the core's `CoreRecords.open` (tests: a store that watches its callers). */
        @JvmStatic var recordsOverride: ((String) -> RecordsStore?)? = null
        /** Wraps the game store the app's own calls go to (tests: a store that notes its callers' threads). */
        @JvmStatic var storeWrapOverride: ((org.ludo.core.LudoStoreInterface) -> org.ludo.core.LudoStoreInterface)? = null
        /** The review used instead of the core's (tests). */
        @JvmStatic var reviewerOverride: Reviewer? = null
        /** Rollouts per candidate move instead of the core's (tests: few, for speed). */
        @JvmStatic var reviewRolloutsOverride: Int? = null
        /** The review every phone runs: the core's `defaultReviewOptions` (rollouts and seed of `ludo review`). */
        private val reviewDefaults by lazy { org.ludo.core.defaultReviewOptions() }
        /** Pacing for every table opened from now on instead of the speed setting (tests: [Pace.INSTANT]). */
        @JvmStatic var paceOverride: Pace? = null
        /** CPU delay per speed setting (slow, normal, fast), ms. */
        private val CPU_DELAYS = listOf(1200L, 650L, 250L)
        /** Language setting values: the system's, then the catalog's languages. */
        private val LANGS = listOf("", "en", "hi", "bn")
        private const val PREFS = "ludo"
        private const val KEY_HAPTICS = "haptics"
        private const val KEY_SOUND = "sound"
        private const val KEY_VOLUME = "volume"
        /** The volume a fresh install plays at, percent of the media volume. */
        private const val DEFAULT_VOLUME = 80
        private const val KEY_SETUP_HOUSE_RULES = "setup_house_rules"
        /** The widest a screen's column grows, dp. */
        private const val PAGE_MAX_DP = 600f
        /** A seat tile nobody plays is faded to this. */
        private const val OFF_ALPHA = 0.55f
        private const val KEY_CPU_SPEED = "cpu_speed"
        private const val KEY_IN_TUTORIAL = "in_tutorial"
        private const val KEY_IN_GAME = "in_game"
        private const val KEY_SETUP_SEATS = "setup_seats"
        private const val KEY_SETUP_RULES = "setup_rules"
        private const val KEY_SETUP_PROFILES = "setup_profiles"
        private const val KEY_LAST_SEATS = "last_setup_seats"
        private const val KEY_LAST_RULES = "last_setup_rules"
        private const val KEY_LAST_PROFILES = "last_setup_profiles"
        private const val TAG = "Ludo"
    }
}
