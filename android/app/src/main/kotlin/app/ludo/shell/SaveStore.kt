package app.ludo.shell

import java.io.File
import java.io.FileOutputStream
import java.io.IOException
import kotlin.concurrent.withLock

/** Where the current game is kept between runs. */
interface SaveStore {
    /** Writes the save atomically: a crash mid-write leaves the previous save readable. */
    fun write(json: String)
    /** The last complete save, or null. */
    fun read(): String?
    /** The save before the last one (kept as a fallback when the last cannot be loaded). */
    fun readBackup(): String?
    fun clear()
    fun exists(): Boolean = read() != null
    /** When the save was last written, ms since the epoch (null: no save, or the store cannot say). */
    fun modifiedMs(): Long? = null
    /**
     * Moves the save and its backup out of the way, kept (never deleted) under names that
     * say [reason]; returns those names. A store that cannot keep anything returns none.
     */
    fun setAside(reason: String): List<String> = emptyList()
    /** The saves [setAside] kept under [reason], each with its backup's bytes (none for a store that keeps nothing). */
    fun keptSaves(reason: String): List<KeptSave> = emptyList()
    /**
     * Moves the kept save [name] (set aside under [reason]) and its backup back into place as
     * the save and its backup. Only when the store holds no save now (set the current one
     * aside first): nothing is ever overwritten; false changes nothing.
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
 * A [SaveStore] in a directory (the app's `filesDir`): `game.json`, with the previous
 * version in `game.json.bak`. A write goes to `game.json.tmp`, is flushed to disk
 * (fsync) and renamed over `game.json` (atomic on the same file system); the old file is
 * first copied to the backup. Same scheme as android.util.AtomicFile, without the framework.
 */
class DirectorySaveStore(private val dir: File, name: String = "game.json") : SaveStore {
    private val main = File(dir, name)
    private val backup = File(dir, "$name.bak")
    private val temp = File(dir, "$name.tmp")

    @Synchronized
    override fun write(json: String) {
        if (!dir.isDirectory && !dir.mkdirs()) throw IOException("cannot create $dir")
        FileOutputStream(temp).use { out ->
            out.write(json.toByteArray(Charsets.UTF_8))
            out.flush()
            out.fd.sync()
        }
        if (main.exists()) main.copyTo(backup, overwrite = true)
        if (!temp.renameTo(main)) {
            // Some file systems refuse to rename over an existing file.
            main.delete()
            if (!temp.renameTo(main)) throw IOException("cannot rename $temp to $main")
        }
    }

    @Synchronized
    override fun read(): String? = readFile(main)

    @Synchronized
    override fun readBackup(): String? = readFile(backup)

    @Synchronized
    override fun modifiedMs(): Long? = main.lastModified().takeIf { it > 0L }

    @Synchronized
    override fun clear() {
        main.delete(); backup.delete(); temp.delete()
    }

    /**
     * Renames the save and its backup to `NAME.REASON-N` and `NAME.bak.REASON-N` (the first
     * free N), as the iOS app does: a game replaced by a new one can still be recovered.
     */
    @Synchronized
    override fun setAside(reason: String): List<String> {
        var n = 1
        fun kept(f: File) = File(dir, "${f.name}.$reason-$n")
        while (kept(main).exists() || kept(backup).exists()) n++
        return listOf(main, backup).filter { it.isFile && it.renameTo(kept(it)) }.map { kept(it).name }
    }

    /** Every `NAME.REASON-N` (or only its backup `NAME.bak.REASON-N`), by N. */
    @Synchronized
    override fun keptSaves(reason: String): List<KeptSave> {
        val prefixes = listOf("${main.name}.$reason-", "${backup.name}.$reason-")
        val numbers = dir.list().orEmpty().mapNotNull { n ->
            prefixes.firstOrNull { n.startsWith(it) }?.let { n.removePrefix(it).toIntOrNull() }
        }.toSortedSet()
        return numbers.mapNotNull { n ->
            val kept = File(dir, "${main.name}.$reason-$n")
            val keptBackup = File(dir, "${backup.name}.$reason-$n")
            try {
                KeptSave(
                    kept.name,
                    if (kept.isFile) kept.readBytes() else ByteArray(0),
                    if (keptBackup.isFile) keptBackup.readBytes() else null,
                    (if (kept.isFile) kept else keptBackup).lastModified().takeIf { it > 0 },
                )
            } catch (e: IOException) {
                null
            }
        }
    }

    @Synchronized
    override fun bringBack(name: String, reason: String): Boolean {
        val prefix = "${main.name}.$reason-"
        val n = name.removePrefix(prefix).toIntOrNull()
        if (!name.startsWith(prefix) || n == null || main.exists() || backup.exists()) return false
        val pairs = listOf(File(dir, name) to main, File(dir, "${backup.name}.$reason-$n") to backup).filter { it.first.isFile }
        if (pairs.isEmpty()) return false
        // The backup first: should the second rename fail, the game is still whole in one place.
        return pairs.reversed().all { (from, to) -> from.renameTo(to) }
    }

    private fun readFile(f: File): String? =
        try { if (f.isFile) f.readText(Charsets.UTF_8).takeIf { it.isNotBlank() } else null } catch (e: IOException) { null }
}

/**
 * Writes [inner] off the caller's thread (the app: off the main thread, where an fsync
 * would stall a frame). Writes and [inOrder] operations (setting a save aside, bringing one
 * back) keep their order on one worker; when several writes wait side by side, only the
 * newest is written (each save is a whole game). Reads, [clear] and [flush] first wait for
 * the work in flight, so a read never sees an older game than the last write.
 * A failed write keeps the previous file (see [DirectorySaveStore]) and is reported to
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
    override fun clear() { flush(); inner.clear() }
    override fun setAside(reason: String): List<String> { flush(); return inner.setAside(reason) }
    override fun keptSaves(reason: String): List<KeptSave> { flush(); return inner.keptSaves(reason) }
    override fun bringBack(name: String, reason: String): Boolean { flush(); return inner.bringBack(name, reason) }
}
