package app.ludo.shell

import java.io.File
import kotlin.concurrent.withLock
import org.ludo.core.LudoException
import org.ludo.core.LudoStore
import org.ludo.core.StoreSlot

/** Where the current game is kept between runs. */
interface SaveStore {
    /** Writes the save atomically: a crash mid-write leaves the previous save readable. */
    fun write(json: String)
    /** The last complete save, or null. */
    fun read(): String?
    /** The save before the last one (kept as a fallback when the last cannot be loaded). */
    fun readBackup(): String?
    fun exists(): Boolean = read() != null
    /** When the save was last written, ms since the epoch (null: no save, or the store cannot say). */
    fun modifiedMs(): Long? = null
    /**
     * Keeps the save (and its backup) apart, never deleted, as a game set aside
     * ([GameController.REPLACED]: the next write replaces it) or as damaged
     * ([GameController.DAMAGED]: moved, only when neither loads); returns the kept names.
     * A store that cannot keep anything returns none.
     */
    fun setAside(reason: String): List<String> = emptyList()
    /** The saves [setAside] kept under [reason], each with its backup's bytes (none for a store that keeps nothing). */
    fun keptSaves(reason: String): List<KeptSave> = emptyList()
    /**
     * Makes the kept save [name] (set aside under [reason]) the save again; a different game
     * saved now is set aside first: nothing is ever overwritten. False changes nothing.
     */
    fun bringBack(name: String, reason: String): Boolean = false
    /**
     * Runs [op] on this store after every write handed in before it and before every write
     * handed in after it (a store that writes in the background runs it there, off the
     * caller's thread; this one runs it now). Setting a save aside this way can neither miss
     * the old game's last autosave nor catch the new game's first.
     */
    fun inOrder(op: SaveStore.() -> Unit) = op()
}

/**
 * A save set aside ([SaveStore.setAside]) as the core judges it (`setAsideGames`): the kept
 * file's [name], its bytes, its backup's bytes and when it was last written.
 */
class KeptSave(val name: String, val save: ByteArray, val backup: ByteArray?, val modifiedMs: Long?)

/**
 * The [SaveStore] of [name] (`game.json`: the game; `tutorial.json`: the lesson) in [dir]
 * (the app's `filesDir`): the core's game store (`LudoStore`, docs/save-format.md "The data
 * directory"), which owns the files, their names, atomic writes, backups, games set aside
 * and damaged saves kept. Opened on first use (file I/O: off the main thread), once per
 * directory in the process; opening moves Android's old `game.json*` files into the store's
 * layout, losing nothing. Its calls block: the app wraps it in [BackgroundSaveStore].
 */
class DirectorySaveStore(private val dir: File, name: String = "game.json") : SaveStore {
    private val slot = if (name == "tutorial.json") StoreSlot.LESSON else StoreSlot.GAME
    private val core by lazy { LudoStore.open(dir.path, "game.json") }

    /** A read the store cannot do (it cannot be opened) finds nothing; the next write says why. */
    private fun <T> orNone(none: T, op: () -> T): T = try { op() } catch (e: LudoException) { none }

    override fun write(json: String) { core.save(slot, json) }
    override fun read(): String? = orNone(null) { core.read(slot) }
    override fun readBackup(): String? = orNone(null) { core.readBackup(slot) }
    override fun modifiedMs(): Long? = orNone(null) { core.modifiedMs(slot) }
    override fun setAside(reason: String): List<String> =
        if (reason == GameController.DAMAGED) orNone(emptyList()) { core.setAsideDamaged(slot) } else listOfNotNull(core.setAside(slot))
    override fun keptSaves(reason: String): List<KeptSave> =
        if (slot != StoreSlot.GAME || reason == GameController.DAMAGED) emptyList()
        else orNone(emptyList()) { core.setAsideFiles().map { KeptSave(it.name, it.save, it.backup, it.modifiedMs) } }
    override fun bringBack(name: String, reason: String): Boolean = core.continueSetAside(name) != null
}

/**
 * Writes [inner] off the caller's thread (the app: off the main thread, where an fsync
 * would stall a frame). Writes and [inOrder] operations (setting a save aside, bringing one
 * back) keep their order on one worker; when several writes wait side by side, only the
 * newest is written (each save is a whole game). Reads, [clear] and [flush] first wait for
 * the work in flight, so a read never sees an older game than the last write.
 * A failed write keeps the previous save (see [DirectorySaveStore]) and is reported to
 * [onError] on the worker thread, a written one to [onWritten] (the app says "could not save"
 * between the two, as iOS does).
 */
class BackgroundSaveStore(
    private val inner: SaveStore,
    private val onError: (Exception) -> Unit = {},
    /** A save was written (on the worker thread): a "could not save" notice can go. */
    private val onWritten: () -> Unit = {},
) : SaveStore {
    private val lock = java.util.concurrent.locks.ReentrantLock()
    private val done = lock.newCondition()
    /** Writes (a save's text) and [inOrder] operations waiting, in the order handed in. */
    private val queue = ArrayDeque<Any>()
    private var busy = false
    private val worker = java.util.concurrent.Executors.newSingleThreadExecutor { r ->
        Thread(r, "ludo-save").apply { isDaemon = true }
    }

    override fun write(json: String) = enqueue(json)

    /** Runs [op] on the inner store on the worker, between the writes handed in before and after it. */
    override fun inOrder(op: SaveStore.() -> Unit) = enqueue(op)

    private fun enqueue(item: Any) {
        lock.withLock {
            // Only the newest of writes waiting side by side is written (each save is a whole
            // game); an operation between two writes keeps both.
            if (item is String && queue.lastOrNull() is String) queue.removeLast()
            queue.addLast(item)
            if (busy) return
            busy = true
        }
        try {
            worker.execute(::drain)
        } catch (e: java.util.concurrent.RejectedExecutionException) {
            drain() // closed: write on the caller's thread rather than lose the game
        }
    }

    private fun drain() {
        while (true) {
            val next = lock.withLock {
                val next = queue.removeFirstOrNull()
                if (next == null) {
                    busy = false
                    done.signalAll()
                    return
                }
                next
            }
            try {
                @Suppress("UNCHECKED_CAST")
                if (next is String) inner.write(next).also { onWritten() } else (next as SaveStore.() -> Unit).invoke(inner)
            } catch (e: Exception) {
                onError(e)
            }
        }
    }

    /** Blocks until every write and operation handed in so far is done (or failed). */
    fun flush() {
        lock.withLock {
            while (busy) done.await()
        }
    }

    /** Finishes the writes handed in so far, then stops the worker thread; later writes happen on the caller's thread. */
    fun close() {
        worker.shutdown()
    }

    override fun read(): String? { flush(); return inner.read() }
    override fun readBackup(): String? { flush(); return inner.readBackup() }
    override fun modifiedMs(): Long? { flush(); return inner.modifiedMs() }
    override fun setAside(reason: String): List<String> { flush(); return inner.setAside(reason) }
    override fun keptSaves(reason: String): List<KeptSave> { flush(); return inner.keptSaves(reason) }
    override fun bringBack(name: String, reason: String): Boolean { flush(); return inner.bringBack(name, reason) }
}
