package app.ludo.shell

import java.io.File
import java.util.concurrent.Executor
import java.util.concurrent.FutureTask
import org.ludo.core.LudoException
import org.ludo.core.LudoStore
import org.ludo.core.LudoStoreInterface
import org.ludo.core.SaveOutcome
import org.ludo.core.StoreListener
import org.ludo.core.StoreOldLayout

/**
 * The app's saves: the core's game store (`LudoStore`, docs/bindings.md "LudoStore",
 * docs/save-format.md "The data directory") in [dir], the app's `filesDir`. The core owns the
 * files, their names, atomic writes, backups, games set aside and damaged saves kept, and
 * writes every save of the tables given [tables] on its own writer thread (in order, the
 * newest save of a slot winning; a table's first save sets an unfinished game it does not
 * continue aside). The app chooses the directory and the threads:
 *  - the store is opened on [opener] (the app's files thread), once: opening takes the
 *    directory's lock and moves Android's old `game.json*` files into the store's layout;
 *  - every call on [files] (read, set aside, continue, list) waits for the writer and does
 *    file I/O: the app makes them on its files thread, never on the main thread;
 *  - [flush] waits for the saves handed in (onStop, like `SharedPreferences.apply`).
 */
class SaveStore(
    dir: File,
    opener: Executor,
    /**
     * How each save went, on the core's writer thread: written, or why not (the app says
     * "could not save" until a save is written again). Told `false` at once when the store
     * cannot be opened: then the tables keep nothing and the reads find nothing.
     */
    onSaved: (written: Boolean, reason: String?) -> Unit = { _, _ -> },
    /** Wraps the store the app's own calls go to (tests: one that notes its callers' threads). */
    wrap: (LudoStoreInterface) -> LudoStoreInterface = { it },
) {
    private val opened = FutureTask {
        try {
            val store = LudoStore.open(dir.path, StoreOldLayout.ANDROID)
            store.setListener(object : StoreListener {
                override fun onSaved(outcome: SaveOutcome) = onSaved(outcome.written, outcome.reason)
            })
            store to wrap(store)
        } catch (e: LudoException) {
            onSaved(false, "the game store cannot be opened: $e")
            null
        }
    }

    init {
        opener.execute(opened)
    }

    /** The store the tables save to; null when it cannot be opened. Waits until [opener] opened it. */
    val tables: LudoStore? get() = opened.get()?.first

    /** The store for the app's own calls, all file I/O (not on the main thread); null when it cannot be opened. */
    val files: LudoStoreInterface? get() = opened.get()?.second

    /** Blocks until every save handed to the store so far is written (or failed: [onSaved] was told). */
    fun flush() {
        tables?.flush()
    }
}
