package app.ludo.shell

import org.ludo.core.SceneAction

/**
 * Wiring between the game screen and the core's table ([GameTable], docs/table.md): opens
 * tables, forwards the scene's actions, and turns each update into a [UiState] (the core's
 * scene, words from the catalog), plays the feedback the core asks for and writes the saves
 * it hands out. The turn timer, CPU turns, the lesson and what to announce are the
 * core's. Updates arrive on a background thread and are handed to [post] (the UI thread).
 */
class GameController(
    private val factory: TableFactory,
    private val stores: (SaveSlot) -> SaveStore,
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
     * Starts a new game. An unfinished game in the game slot is never lost: once the new
     * table is open (a setup the core refuses changes nothing), the old save is set aside
     * (under the store's `abandoned/`) — judged and kept by the store in order
     * after the old game's last autosave and before the new game's first (its updates run on
     * the UI thread after this returns), off the caller's thread for the app's background
     * store. The app asks first.
     */
    fun newGame(config: GameConfig) {
        open { factory.newGame(config, pace, it) }
        stores(SaveSlot.GAME).inOrder { if (canResume(this)) setAside(REPLACED) }
        config.profiles.forEach { (color, id) -> table?.setProfile(color, id) }
    }

    /**
     * "Learn on the board": the core's lesson, saved apart from the player's game; an
     * unfinished one ([lesson], its save as read) goes on where it was left, else a new one starts.
     */
    fun startTutorial(lesson: String? = null) {
        if (lesson == null || !resumeFrom(listOf(lesson))) open { factory.tutorial(pace, it) }
    }

    /** Reopens the save of [slot] (falling back to its backup); false when there is none usable. Reads files: not on the UI thread. */
    fun resume(slot: SaveSlot = SaveSlot.GAME): Boolean = resumeFrom(readSaves(slot))

    /** The save of [slot] and its backup, as stored (any thread; the app reads them off the UI thread). */
    fun readSaves(slot: SaveSlot = SaveSlot.GAME): List<String> = stores(slot).let { listOfNotNull(it.read(), it.readBackup()) }

    /** Opens the first of [saves] (a save and its backup, [readSaves]) the core can load; false when none. */
    fun resumeFrom(saves: List<String>): Boolean {
        for (json in saves) {
            try { open { factory.load(json, pace, it) } } catch (e: BadSave) { continue }
            return true
        }
        return false
    }

    /** The games set aside by new games, as the core lists them (newest first; damaged ones to show only). Reads files. */
    fun setAsideGames(): List<AsideGame> = factory.setAsideGames(stores(SaveSlot.GAME).keptSaves(REPLACED), utcOffsetMinutes())

    /**
     * Continues a game set aside: its save is opened first (one the core refuses changes
     * nothing on disk); then, in order with the autosaves (off the caller's thread for the
     * app's background store), the save now in the game slot, finished or not, is set aside
     * the same way (under `abandoned/`) and the chosen one becomes the save again. Nothing is
     * deleted or overwritten. False when it could not be opened.
     */
    fun resumeSetAside(game: AsideGame): Boolean {
        val json = game.json ?: return false
        try { open { factory.load(json, pace, it) } } catch (e: BadSave) { return false }
        stores(SaveSlot.GAME).inOrder {
            setAside(REPLACED)
            // Should the rename fail, the kept file stays listed and the table's next autosave
            // writes the game into place anyway.
            bringBack(game.name, REPLACED)
        }
        return true
    }

    /** A game to resume: the game slot (or its backup) holds a save that is not over. Reads files. */
    fun canResume(): Boolean = canResume(stores(SaveSlot.GAME))

    private fun canResume(store: SaveStore): Boolean = listOfNotNull(store.read(), store.readBackup())
        .firstNotNullOfOrNull(factory::inspect)?.finished == false

    /**
     * What the home screen offers from the files (Resume, review, the games set aside), read
     * in one go on any thread: the app calls it off the UI thread, which never waits for disk.
     */
    fun readHome(): HomeFiles {
        val store = stores(SaveSlot.GAME)
        var main = store.read()
        var saves = listOfNotNull(main, store.readBackup())
        // A save and backup the core can read neither of are set aside (renamed, kept: a newer
        // app may read them) and said once, as on iOS; home then offers a new game.
        val damaged = saves.isNotEmpty() && saves.none { factory.inspect(it) != null } && store.setAside(DAMAGED).isNotEmpty()
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
                factory.setAsideGames(listOf(KeptSave(MAIN_NAME, json.toByteArray(), null, store.modifiedMs())), utcOffsetMinutes())
                    .firstOrNull()?.description
            },
            resumable = resumable,
            lesson = readSaves(SaveSlot.TUTORIAL).firstOrNull { json -> factory.inspect(json)?.let { it.tutorial && !it.finished } == true },
        )
    }

    /** The save of the table on screen now (the result screen reviews it). */
    fun currentSave(): String? = table?.saveRequest()?.json

    /** The game slot's save when the core can read it (home offers to review it). Reads files. */
    fun savedGame(): String? = stores(SaveSlot.GAME).read()?.takeIf { factory.inspect(it)?.tutorial == false }

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

    /** The app goes to the background (or home covers the game): the table stops its clock and CPU, and its save is written now. */
    fun pause() {
        val t = table ?: return
        if (!paused) t.pause()
        paused = true
        t.saveRequest().let { stores(it.slot).write(it.json) }
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
        val t = table ?: return
        u.save?.let { stores(it.slot).write(it.json) }
        u.save?.takeIf { it.finished && it.slot == SaveSlot.GAME }?.let { onFinished(it.json) }
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

        /** A game set aside by a new game ([SaveStore.setAside]; the store keeps it under `abandoned/`). */
        const val REPLACED = "replaced"

        /** The name the Continue card's game goes by (the core's description does not show it). */
        private const val MAIN_NAME = "game.json"

        /** A save set aside as unreadable ([SaveStore.setAside]; the store keeps it as `current.json.damaged`). */
        const val DAMAGED = "damaged"
    }
}
