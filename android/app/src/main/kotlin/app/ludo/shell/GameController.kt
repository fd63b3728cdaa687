package app.ludo.shell

import org.ludo.core.LudoException
import org.ludo.core.SceneAction
import org.ludo.core.SetAsideState
import org.ludo.core.StoreSlot

/**
 * Wiring between the game screen and the core's table ([GameTable], docs/table.md): opens
 * tables on the app's game store ([SaveStore]: each table writes its own saves there), forwards
 * the scene's actions, and turns each update into a [UiState] (the core's scene, words from the
 * catalog) and plays the feedback the core asks for. The turn timer, CPU turns, the lesson,
 * the saves and what to announce are the core's. Updates arrive on a background thread and are
 * handed to [post] (the UI thread). The calls that read the store say so: the app makes them
 * on its files thread.
 */
class GameController(
    private val factory: TableFactory,
    private val saves: SaveStore,
    private val haptics: HapticMapper,
    private val texts: Texts,
    private val words: MessageTexts,
    private val post: (Runnable) -> Unit,
    /** Pacing of the next table opened (the CPU speed setting). */
    var pace: Pace = Pace(650),
    private val onChange: (UiState) -> Unit = {},
    /** A game's finished save, when it arrives (the app records it; recording twice counts once). */
    private val onFinished: (String) -> Unit = {},
) {
    var table: GameTable? = null
        private set
    @Volatile var state: UiState? = null
        private set
    /** Updates applied since the controller was made (tests wait on it). */
    @Volatile var updates = 0
        private set
    /** Updates still queued for a table that was closed are dropped. */
    private var generation = 0
    /** Paused by [pause] (the table refuses a second pause and a resume it did not need). */
    private var paused = false

    /**
     * Starts a new game. An unfinished game in the game slot is never lost: the new table's
     * first save, on the store's writer, sets it aside first (under the store's `abandoned/`,
     * after the old game's last save); a setup the core refuses changes nothing. The app asks first.
     */
    fun newGame(config: GameConfig) {
        open { factory.newGame(config, pace, saves.tables, it) }
        config.profiles.forEach { (color, id) -> table?.setProfile(color, id) }
    }

    /**
     * "Learn on the board": the core's lesson, saved apart from the player's game; an
     * unfinished one ([lesson], its save as read) goes on where it was left, else a new one starts.
     */
    fun startTutorial(lesson: String? = null) {
        if (lesson == null || !resumeFrom(listOf(lesson))) open { factory.tutorial(pace, saves.tables, it) }
    }

    /** Reopens the save of [slot] (falling back to its backup); false when there is none usable. Reads files: not on the UI thread. */
    fun resume(slot: StoreSlot = StoreSlot.GAME): Boolean = resumeFrom(readSaves(slot))

    /** The save of [slot] and its backup, as stored. Reads files: the app reads them off the UI thread. */
    fun readSaves(slot: StoreSlot = StoreSlot.GAME): List<String> =
        saves.files?.let { listOfNotNull(it.read(slot), it.readBackup(slot)) }.orEmpty()

    /** Opens the first of [saves] (a save and its backup, [readSaves]) the core can load; false when none. */
    fun resumeFrom(saves: List<String>): Boolean {
        for (json in saves) {
            try { open { factory.load(json, pace, this.saves.tables, it) } } catch (e: BadSave) { continue }
            return true
        }
        return false
    }

    /**
     * Continues a game set aside in the store (`LudoStore.continueSetAside`: the game saved now,
     * finished or not, is set aside first, after its last save; the chosen one becomes the save
     * and its backup; nothing is deleted or overwritten) and returns its save for [resumeFrom];
     * null when there is none or the core refuses it (nothing changes on disk then). Reads and
     * writes files: not on the UI thread.
     */
    fun continueSetAside(game: AsideGame): String? {
        if (game.json == null || factory.inspect(game.json) == null) return null
        return try { saves.files?.continueSetAside(game.name) } catch (e: LudoException) { null }
    }

    /**
     * What the home screen offers from the files, as the core's store judges them in one call
     * (`LudoStore.home`): a save and backup it can read neither of are moved aside (kept: a newer
     * app may read them) and said once; Resume and its Continue card (the core's line for the
     * game, as it names a game set aside); the saved game to review; the games set aside (newest
     * first, damaged ones to show only); an unfinished lesson. Reads (and may move) files: the
     * app calls it on its files thread, so the UI thread never waits for disk. Nothing is
     * offered when the store cannot be opened or the core fails.
     */
    fun readHome(): HomeFiles {
        val home = try { saves.files?.home(utcOffsetMinutes()) } catch (e: LudoException) { null } ?: return HomeFiles()
        val resume = home.resume
        return HomeFiles(
            damaged = home.damaged,
            resumable = (resume?.state as? SetAsideState.Resumable)?.json,
            continueLine = resume?.description?.let(CoreTable::msg),
            savedGame = home.saved,
            aside = home.setAside.map(CoreTable::aside),
            lesson = home.lesson,
        )
    }

    /** The save of the table on screen now (the result screen reviews it). */
    fun currentSave(): String? = table?.saveText()

    /**
     * The game slot's save when it holds a finished game (the app records it: a kill may have
     * interrupted its recording; the core counts a game once). Unlike [readHome] it moves no
     * file, so it may run beside it (the records thread). Reads files.
     */
    fun finishedSave(): String? =
        saves.files?.read(StoreSlot.GAME)?.takeIf { json -> factory.inspect(json)?.let { it.finished && !it.tutorial } == true }

    private fun open(make: ((TableUpdate) -> Unit) -> GameTable) {
        close()
        val gen = generation
        val t = make { u -> post(Runnable { if (gen == generation) onUpdate(u) }) }
        table = t
        paused = false
    }

    // ----- inputs (the answer comes as an update) -----

    /**
     * What a tap on the scene or TalkBack's activation of one of its items asks the table
     * (roll, move, hint, undo, a seat to or from the CPU, ready, play again); false for the
     * app's own (menu, statistics, review, home) and with no table.
     */
    fun perform(action: SceneAction): Boolean = table?.perform(action) == true

    /** Mixes [words] into the dice (only before the first roll: the core refuses later). */
    fun mixDice(words: String) { table?.mixDice(words) }

    /**
     * The app goes to the background (or home covers the game): the table stops its clock and
     * CPU; the pause's update carries the save (time left included), which the table hands to
     * the store's writer before this returns (the app's onStop waits for it: [SaveStore.flush]).
     */
    fun pause() {
        val t = table ?: return
        if (!paused) t.pause()
        paused = true
    }

    /** The game screen is in front again. */
    fun resumeLoop() {
        val t = table ?: return
        if (paused) t.resume()
        paused = false
    }

    fun close() {
        generation++
        table?.close()
        table = null
        state = null
    }

    // ----- updates -----

    private fun onUpdate(u: TableUpdate) {
        if (table == null) return
        u.finishedGame?.let(onFinished)
        haptics.play(u.feedback)
        updates++
        publish(UiState.of(u, texts, words))
    }

    private fun publish(s: UiState) {
        state = s
        onChange(s)
    }

    /**
     * What the home screen offers from the saved files ([readHome], the store's `home`), read off
     * the UI thread. [damaged]: the game's save and backup were unreadable and have just been set
     * aside (say so once); [resumable]: the unfinished game Resume opens (its still board is the
     * Continue card's thumbnail), null when there is none; [continueLine]: the card's line (when
     * it was saved, its seats, how far it got); [savedGame]: the save to review, finished or
     * not; [aside]: the games set aside, as the core lists them; [lesson]: an unfinished lesson's
     * save ("learn on the board" goes on with it, as on iOS).
     */
    class HomeFiles(
        val damaged: Boolean = false,
        val resumable: String? = null,
        val continueLine: Msg? = null,
        val savedGame: String? = null,
        val aside: List<AsideGame> = emptyList(),
        val lesson: String? = null,
    ) {
        /** An unfinished game is saved: Resume shown, a new game asks first (it sets that one aside). */
        val canResume: Boolean get() = resumable != null
    }

    companion object {
        /** The phone's offset from UTC now, in minutes (the dates of the set-aside games). */
        fun utcOffsetMinutes(): Int = java.util.TimeZone.getDefault().getOffset(System.currentTimeMillis()) / 60_000    }
}
