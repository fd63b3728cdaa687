package app.ludo.shell

import java.io.File
import java.io.FileOutputStream
import java.io.IOException

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
}

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
    override fun clear() {
        main.delete(); backup.delete(); temp.delete()
    }

    private fun readFile(f: File): String? =
        try { if (f.isFile) f.readText(Charsets.UTF_8).takeIf { it.isNotBlank() } else null } catch (e: IOException) { null }
}
