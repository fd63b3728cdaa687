package app.ludo.shell

import org.ludo.core.LudoException
import org.ludo.core.SceneAction
import org.ludo.core.SetAsideFile
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

    /** The games set aside by new games, as the core lists them (newest first; damaged ones to show only). Reads files. */
    fun setAsideGames(): List<AsideGame> =
        saves.files?.let { factory.setAsideGames(it.setAsideFiles(), utcOffsetMinutes()) }.orEmpty()

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

    /** A game to resume: the game slot (or its backup) holds a save that is not over. Reads files. */
    fun canResume(): Boolean = readSaves().firstNotNullOfOrNull(factory::inspect)?.finished == false

    /**
     * What the home screen offers from the files (Resume, review, the games set aside), read
     * in one go on any thread: the app calls it off the UI thread, which never waits for disk.
     */
    fun readHome(): HomeFiles {
        val store = saves.files
        var main = store?.read(StoreSlot.GAME)
        var saves = listOfNotNull(main, store?.readBackup(StoreSlot.GAME))
        // A save and backup the core can read neither of are set aside (renamed, kept: a newer
        // app may read them) and said once, as on iOS; home then offers a new game.
        val damaged = saves.isNotEmpty() && saves.none { factory.inspect(it) != null } &&
            (try { store?.setAsideDamaged(StoreSlot.GAME) } catch (e: LudoException) { null }).orEmpty().isNotEmpty()
        if (damaged) { main = null; saves = emptyList() }
        // The first save the core can read (the save, else its backup), inspected once.
        val readable = saves.firstNotNullOfOrNull { json -> factory.inspect(json)?.let { json to it } }
        val canResume = readable?.second?.finished == false
        val resumable = readable?.first?.takeIf { canResume }
        return HomeFiles(
            damaged = damaged,
            saves = saves,
            canResume = canResume,
            savedGame = main?.takeIf { factory.inspect(it)?.tutorial == false },
            aside = setAsideGames(),
            // The Continue card: the core's one line for the game (when, seats, actions), as it
            // names a game set aside.
            continueLine = resumable?.let { json ->
                factory.setAsideGames(listOf(SetAsideFile(MAIN_NAME, json.toByteArray(), null, store?.modifiedMs(StoreSlot.GAME))), utcOffsetMinutes())
                    .firstOrNull()?.description
            },
            resumable = resumable,
            lesson = readSaves(StoreSlot.LESSON).firstOrNull { json -> factory.inspect(json)?.let { it.tutorial && !it.finished } == true },
        )
    }

    /** The save of the table on screen now (the result screen reviews it). */
    fun currentSave(): String? = table?.saveText()

    /** The game slot's save when the core can read it (home offers to review it). Reads files. */
    fun savedGame(): String? = saves.files?.read(StoreSlot.GAME)?.takeIf { factory.inspect(it)?.tutorial == false }

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
     * What the home screen offers from the saved files ([readHome]), read off the UI thread.
     * [saves]: the game slot's save and backup (Resume opens them with [resumeFrom]);
     * [canResume]: one is an unfinished game (Resume shown, New game asks first); [savedGame]:
     * the save to review; [aside]: the games set aside, as the core lists them; [lesson]: an
     * unfinished lesson's save ("learn on the board" goes on with it, as on iOS); [damaged]:
     * the game's save and backup were unreadable and have just been set aside (say so once);
     * [continueLine]: the Continue card's line (when it was saved, its seats, how far it got).
     */
    class HomeFiles(
        val damaged: Boolean = false,
        val saves: List<String>,
        val canResume: Boolean,
        val savedGame: String?,
        val aside: List<AsideGame>,
        val lesson: String? = null,
        val continueLine: Msg? = null,
        /** The unfinished game "Continue" opens (its still board is the card's thumbnail). */
        val resumable: String? = null,
    )

    companion object {
        /** The phone's offset from UTC now, in minutes (the dates of the set-aside games). */
        fun utcOffsetMinutes(): Int = java.util.TimeZone.getDefault().getOffset(System.currentTimeMillis()) / 60_000

        /** The name the Continue card's game goes by (the core's description does not show it). */
        private const val MAIN_NAME = "game.json"
    }
}
